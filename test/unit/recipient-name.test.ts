import { encodeFunctionData, erc20Abi, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { resolveRecipientName, withRecipientName } from '../../lib/capabilities/transfers/recipient-name.ts';
import type { ChainGateway } from '../../lib/chains/chain-gateway.ts';
import { PermanentError } from '../../lib/errors.ts';
import type { JobContext } from '../../lib/jobs/job-context.ts';
import type { NameResolver } from '../../lib/names/name-resolver.ts';
import type { TxStep } from '../../lib/transactions/tx-step.ts';
import { rejected } from '../support/thrown.ts';

/** A transfer's recipient name, read when the job runs (issue 16), with fakes of the names port and the step store. */
const vitalik: Address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const other: Address = '0x2222222222222222222222222222222222222222';
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
const recordedStep = (request: TxStep['request']) => ({ get: async (id: string) => (id === 'job_1#0' ? ({ request } as TxStep) : undefined) });

describe('resolveRecipientName', () => {
  it('passes an address through untouched, asking no name service', async () => {
    const port = names({});
    expect(await resolveRecipientName({ chains, names: port }, ctx, { chain: 'base', to: other })).toEqual({ to: other });
    expect(port.asked).toEqual([]);
  });

  it.each([
    ['vitalik.eth', 'base'],
    ['vitalik.eth', 'polygon'],
    ['vitalik.eth', 'ethereum'],
  ] as const)('resolves %s for a transfer on %s', async (name, chain) => {
    expect(await resolveRecipientName({ chains, names: names({ [name]: vitalik }) }, ctx, { chain, to: name })).toEqual({ to: vitalik, name });
  });

  it('fails NAME_NOT_FOUND, naming the chain the name resolves on, for a name that holds no address', async () => {
    const error = await rejected(() => resolveRecipientName({ chains, names: names({}) }, ctx, { chain: 'base', to: 'nobody.base.eth' }), PermanentError);
    expect(error).toMatchObject({ code: 'NAME_NOT_FOUND', details: { field: 'to', name: 'nobody.base.eth' } });
    expect(error.message).toMatchInlineSnapshot(
      `"nobody.base.eth does not resolve to an address on Base (no such name, or no address record). Check the name, or send to the 0x address; nothing was sent."`,
    );
  });

  it('refuses a name on Solana without asking a name service', async () => {
    const port = names({ 'vitalik.eth': vitalik });
    const error = await rejected(() => resolveRecipientName({ chains, names: port }, ctx, { chain: 'solana', to: 'vitalik.eth' }), PermanentError);
    expect(error).toMatchObject({ code: 'WRONG_ADDRESS_TYPE' });
    expect(port.asked).toEqual([]);
  });

  it.each([
    [
      'an ERC-20 transfer',
      {
        to: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, 5n] }),
        value: '0',
        gas: '60000',
      },
    ],
    ['a native transfer', { to: other, value: '10000000000000000', gas: '21000' }],
  ] as const)('a resumed job keeps the address its recorded step pays (%s), whatever the name holds now', async (_what, request) => {
    const port = names({ 'alice.eth': vitalik });
    const deps = { chains, names: port, steps: recordedStep(request as TxStep['request']) };
    expect(await resolveRecipientName(deps, ctx, { chain: 'base', to: 'alice.eth' })).toEqual({ to: other, name: 'alice.eth' });
    expect(port.asked).toEqual([]);
  });
});

describe('withRecipientName', () => {
  it('names the recipient as written beside the full address', () => {
    const outcome = { response: `Sent 5 USDC to ${vitalik} on Base.\nTransaction: 0xabc`, richData: [] };
    expect(withRecipientName(outcome, { to: vitalik, name: 'vitalik.eth' }).response).toBe(
      `Sent 5 USDC to vitalik.eth (${vitalik}) on Base.\nTransaction: 0xabc`,
    );
    expect(withRecipientName(outcome, { to: vitalik })).toBe(outcome);
  });
});
