import { encodeFunctionData, erc20Abi, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { resolveBatchNames } from '../../lib/capabilities/transfers/batch/batch-names.ts';
import type { TransferBatchIntent } from '../../lib/capabilities/transfers/batch/intent.ts';
import type { ChainGateway } from '../../lib/chains/chain-gateway.ts';
import { PermanentError } from '../../lib/errors.ts';
import type { JobContext } from '../../lib/jobs/job-context.ts';
import type { NameResolver } from '../../lib/names/name-resolver.ts';
import type { TxStep } from '../../lib/transactions/tx-step.ts';
import type { TxStepStore } from '../../lib/transactions/tx-step-store.ts';
import { rejected } from '../support/thrown.ts';

/** A batch's recipient names, read when the job runs (issue 16), with fakes of the names port and the step store. */
const alice: Address = '0x1111111111111111111111111111111111111111';
const carol: Address = '0x3333333333333333333333333333333333333333';
const moved: Address = '0x4444444444444444444444444444444444444444';
const plain: Address = '0x5555555555555555555555555555555555555555';
const ctx = { job: { jobId: 'job_1' } } as JobContext;
const chains = {} as ChainGateway; // never reached: every case gives a names port
const names = (book: Record<string, Address>): NameResolver & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    resolveName: async (name) => {
      asked.push(name);
      return book[name];
    },
  };
};
const steps = (recorded: Record<string, TxStep['request']> = {}): Pick<TxStepStore, 'get'> => ({
  get: async (id: string) => (recorded[id] ? ({ request: recorded[id] } as TxStep) : undefined),
});
const batch = (...to: string[]): TransferBatchIntent => ({
  kind: 'transfer-batch',
  chain: 'base',
  token: 'USDC',
  transfers: to.map((t) => ({ to: t, amount: '1' })),
});
const usdcTo = (to: Address) => ({
  to: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as Address,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1_000_000n] }),
  value: '0',
  gas: '60000',
});

describe('resolveBatchNames', () => {
  it('reads every name through the names port, passing addresses through as written', async () => {
    const port = names({ 'alice.eth': alice, 'carol.base.eth': carol });
    const got = await resolveBatchNames({ chains, names: port, steps: steps() as TxStepStore }, ctx, batch('alice.eth', plain, 'carol.base.eth'));
    expect(got).toEqual([{ to: alice, name: 'alice.eth' }, { to: plain }, { to: carol, name: 'carol.base.eth' }]);
    expect(port.asked).toEqual(['alice.eth', 'carol.base.eth']);
  });

  it('a resumed batch keeps the address its recorded transfer went to, though the record changed since', async () => {
    const port = names({ 'alice.eth': moved, 'carol.base.eth': carol });
    const store = steps({ 'job_1#0': usdcTo(alice) }) as TxStepStore;
    const got = await resolveBatchNames({ chains, names: port, steps: store }, ctx, batch('alice.eth', 'carol.base.eth'));
    expect(got).toEqual([
      { to: alice, name: 'alice.eth' },
      { to: carol, name: 'carol.base.eth' },
    ]);
    expect(port.asked).toEqual(['carol.base.eth']);
  });

  it('fails NAME_NOT_FOUND naming the recipient and that nothing of the batch was sent', async () => {
    const error = await rejected(
      () => resolveBatchNames({ chains, names: names({ 'alice.eth': alice }), steps: steps() as TxStepStore }, ctx, batch('alice.eth', 'nobody.base.eth')),
      PermanentError,
    );
    expect(error).toMatchObject({ code: 'NAME_NOT_FOUND', details: { field: 'transfers.1.to', name: 'nobody.base.eth' } });
    expect(error.message).toMatchInlineSnapshot(
      `"Recipient 2 of 2: nobody.base.eth does not resolve to an address on Base (no such name, or no address record). Check the name, or write the 0x address; nothing in this batch was sent."`,
    );
  });

  it('a resumed batch whose later name no longer holds an address never says nothing was sent', async () => {
    const store = steps({ 'job_1#0': usdcTo(alice) }) as TxStepStore;
    const error = await rejected(() => resolveBatchNames({ chains, names: names({}), steps: store }, ctx, batch('alice.eth', 'nobody.eth')), PermanentError);
    expect(error.message).not.toMatch(/nothing in this batch was sent/);
    expect(error.message).toMatch(/the transfers an earlier attempt sent stay sent, and no other was sent\.$/);
  });
});
