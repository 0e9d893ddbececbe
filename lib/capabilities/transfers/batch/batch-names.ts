import type { Address } from 'viem';
import { PermanentError } from '../../../errors.ts';
import type { Deps } from '../../../deps.ts';
import type { JobContext } from '../../../jobs/job-context.ts';
import { chainNameResolver } from '../../../names/chain-name-resolver.ts';
import { isEvmName, nameServiceOf } from '../../../names/name-resolver.ts';
import { recipientOf, type Recipient } from '../recipient-name.ts';
import type { TransferBatchIntent } from './intent.ts';

/**
 * Every recipient of an EVM batch as an address, read when the job runs: a name (alice.eth, carol.base.eth) through
 * the names port, as a single transfer reads it; an address as written. A transfer an earlier attempt already
 * recorded keeps the address it went to (the record may have changed since, and the money went where the step says).
 * All names are read before the first transfer, so a name that holds nothing sends nothing of the batch.
 * @throws PermanentError `NAME_NOT_FOUND` naming the recipient, `INVALID_RECIPIENT` for a name ENS cannot normalise;
 *   TransientError when a name's chain does not answer.
 */
export async function resolveBatchNames(deps: Pick<Deps, 'chains' | 'names' | 'steps'>, ctx: JobContext, intent: TransferBatchIntent): Promise<Recipient[]> {
  const resolver = deps.names ?? chainNameResolver(deps);
  const count = intent.transfers.length;
  // A resumed batch has sent some of its transfers already: its refusal says so, never that nothing was sent.
  const unsent = (await deps.steps.get(`${ctx.job.jobId}#0`))
    ? 'the transfers an earlier attempt sent stay sent, and no other was sent'
    : 'nothing in this batch was sent';
  return Promise.all(
    intent.transfers.map(async ({ to: written }, index): Promise<Recipient> => {
      const name = written.trim();
      if (!isEvmName(name)) return { to: written };
      const recorded = await deps.steps.get(`${ctx.job.jobId}#${index}`);
      if (recorded) return { to: recipientOf(recorded.request), name };
      const address: Address | undefined = await resolver.resolveName(name);
      if (!address) {
        const where = nameServiceOf(name)?.chain.label;
        throw new PermanentError(
          'NAME_NOT_FOUND',
          `Recipient ${index + 1} of ${count}: ${name} does not resolve to an address${where ? ` on ${where}` : ''} (no such name, or no address record). Check the name, or write the 0x address; ${unsent}.`,
          { details: { field: `transfers.${index}.to`, name } },
        );
      }
      return { to: address, name };
    }),
  );
}
