import { decodeFunctionData, erc20Abi, getAddress, type Address } from 'viem';
import type { ChainName } from '../../chains/chains.ts';
import type { Deps } from '../../deps.ts';
import { PermanentError } from '../../errors.ts';
import { firstStepOf } from '../../jobs/first-step.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import type { TxStep } from '../../transactions/tx-step.ts';
import type { TxStepStore } from '../../transactions/tx-step-store.ts';
import { chainNameResolver } from '../../names/chain-name-resolver.ts';
import { isEvmName, nameServiceOf } from '../../names/name-resolver.ts';

/** A transfer's recipient once read: the address to send to, and the name it came from when one was written. */
export interface Recipient {
  readonly to: string;
  readonly name?: string;
}

/**
 * Reads the name a transfer was written to (`vitalik.eth`, `carol.base.eth`)
 * when the job runs, not when the prompt is read: a record can change, and
 * the address sent to is the one it holds now. ENS names resolve on Ethereum
 * and Basenames on Base whatever chain the transfer is on, since an EVM
 * address is the same on every EVM chain. A resumed job whose transfer was
 * already recorded keeps the address that transfer went to (the record may
 * have changed since, and the money went where the step says). An address is
 * returned as written.
 * @throws PermanentError `WRONG_ADDRESS_TYPE` for a name on Solana, `NAME_NOT_FOUND` for a name that holds no address
 *   (nothing is sent), `INVALID_RECIPIENT` for a name ENS cannot normalise; TransientError when the name's chain does not answer.
 */
export async function resolveRecipientName(
  deps: Pick<Deps, 'chains' | 'names'> & { steps?: Pick<TxStepStore, 'get'> },
  ctx: JobContext,
  input: { chain: ChainName; to: string },
): Promise<Recipient> {
  const name = input.to.trim();
  if (!isEvmName(name)) return { to: input.to };
  if (input.chain === 'solana') {
    throw new PermanentError(
      'WRONG_ADDRESS_TYPE',
      `${name} is an ENS name, which holds an EVM address: it cannot receive on Solana. Send to a Solana address instead; nothing was sent.`,
      { details: { field: 'to' } },
    );
  }
  const recorded = await firstStepOf(deps, ctx);
  if (recorded) return { to: recipientOf(recorded.request), name };
  const address = await (deps.names ?? chainNameResolver(deps)).resolveName(name);
  if (!address) {
    const where = nameServiceOf(name)?.chain.label;
    throw new PermanentError(
      'NAME_NOT_FOUND',
      `${name} does not resolve to an address${where ? ` on ${where}` : ''} (no such name, or no address record). Check the name, or send to the 0x address; nothing was sent.`,
      { details: { field: 'to', name } },
    );
  }
  return { to: address, name };
}

/** Who a recorded transfer step pays: the ERC-20 `transfer` recipient in its calldata, else the address it sends the native coin to. */
export function recipientOf(request: TxStep['request']): Address {
  if (request.data && request.data !== '0x') {
    const call = decodeFunctionData({ abi: erc20Abi, data: request.data });
    if (call.functionName === 'transfer') return getAddress(call.args[0]);
  }
  return request.to;
}

/** The transfer's answer naming the recipient as written, beside the address it resolved to: "Sent 5 USDC to vitalik.eth (0xd8dA…6045)". */
export function withRecipientName(outcome: JobOutcome, recipient: Recipient): JobOutcome {
  if (!recipient.name) return outcome;
  const address = recipient.to as Address;
  return { ...outcome, response: outcome.response.replace(`to ${address}`, `to ${recipient.name} (${address})`) };
}
