import { parseEther, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import type { LaunchDeps } from '../../lib/capabilities/launches/launch-deps.ts';
import type { FeeAmounts, LaunchProtocol } from '../../lib/capabilities/launches/launch-protocol.ts';
import type { LaunchRecord, LaunchStore } from '../../lib/capabilities/launches/launch-store.ts';
import { rankFees } from '../../lib/capabilities/launches/rank-fees.ts';
import type { JobContext } from '../../lib/jobs/job-context.ts';
import type { PriceService } from '../../lib/market/price-service.ts';

/** rankFees over fakes of its ports: the order it gives, and what it says, for the ways fees can be valued. */
const me = '0x1111111111111111111111111111111111111111' as Address;
const other = '0x9999999999999999999999999999999999999999' as Address;
const A = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa' as Address;
const B = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' as Address;
const weth = '0x4200000000000000000000000000000000000006' as Address;

const record = (token: Address, symbol: string, extra: Partial<LaunchRecord> = {}): LaunchRecord => ({
  accountId: 'acct',
  chain: 'base',
  token,
  name: symbol,
  symbol,
  creator: me,
  txHash: '0x01',
  vestingSeconds: 0,
  jobId: `job-${symbol}`,
  launchedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

function setup(options: { records: LaunchRecord[]; unclaimed: Record<string, FeeAmounts>; prices: Record<string, number>; pooledWeth?: boolean }) {
  const protocol = {
    name: 'Fake',
    chainId: 8453,
    weth,
    vesting: false,
    pooledWeth: options.pooledWeth ?? false,
    unclaimed: async (_creator: Address, token: Address) => options.unclaimed[token] ?? { weth: 0n, tokenAmount: 0n },
  } as unknown as LaunchProtocol;
  const launches = { listByAccount: async () => options.records } as unknown as LaunchStore;
  const prices: PriceService = {
    usdPrice: async ({ token }) => {
      const usd = options.prices[token];
      if (usd === undefined) throw new Error('no price');
      return { usd } as Awaited<ReturnType<PriceService['usdPrice']>>;
    },
  };
  const deps = { launches, launchProtocol: protocol, prices, clock: { now: () => new Date('2026-11-26T00:00:00Z') } } as unknown as LaunchDeps & {
    prices: PriceService;
  };
  const ctx = { job: { accountId: 'acct', jobId: 'j' }, account: { wallets: { evm: { address: me } } } } as unknown as JobContext;
  return () => rankFees(deps, ctx);
}

const symbols = (outcome: { richData?: readonly unknown[] }) => (outcome.richData![0] as { tokens: { symbol: string }[] }).tokens.map((t) => t.symbol);

describe('rankFees', () => {
  it('ranks by dollar value when every amount has a price: a token side can outweigh more WETH', async () => {
    const rank = setup({
      records: [record(A, 'AAA'), record(B, 'BBB')],
      unclaimed: { [A]: { weth: parseEther('0.001'), tokenAmount: 0n }, [B]: { weth: parseEther('0.0005'), tokenAmount: parseEther('1000') } },
      prices: { WETH: 3000, [A]: 0.01, [B]: 0.01 },
    });
    const outcome = await rank();
    expect(symbols(outcome)).toEqual(['BBB', 'AAA']);
    expect(outcome.response).toMatchInlineSnapshot(`
      "Your launched tokens by creator fees earned (unclaimed plus claimed), most first:
      1. BBB (0xbBbB…BBbB): 0.0005 WETH + 1000 BBB (≈ $11.50)
      2. AAA (0xaAaA…aaAa): 0.001 WETH + 0 AAA (≈ $3.00)
      BBB earned the most; ≈ $14.50 in all."
    `);
  });

  it('ranks by WETH when a token has no price, and says the price is missing rather than guessing it', async () => {
    const rank = setup({
      records: [record(A, 'AAA'), record(B, 'BBB')],
      unclaimed: { [A]: { weth: parseEther('0.001'), tokenAmount: 0n }, [B]: { weth: parseEther('0.0005'), tokenAmount: parseEther('1000') } },
      prices: { WETH: 3000, [A]: 0.01 },
    });
    const outcome = await rank();
    expect(symbols(outcome)).toEqual(['AAA', 'BBB']);
    expect(outcome.response).toContain('1000 BBB (no dollar price available)');
    expect(outcome.response).toContain('AAA earned the most.');
  });

  it('shows WETH a protocol pools for all tokens once, and ranks the tokens by their own side', async () => {
    const pooled = { weth: parseEther('0.002') };
    const rank = setup({
      records: [record(A, 'AAA'), record(B, 'BBB')],
      unclaimed: { [A]: { ...pooled, tokenAmount: parseEther('10') }, [B]: { ...pooled, tokenAmount: parseEther('20') } },
      prices: { WETH: 3000, [A]: 1, [B]: 1 },
      pooledWeth: true,
    });
    const outcome = await rank();
    expect(symbols(outcome)).toEqual(['BBB', 'AAA']);
    expect(outcome.response).toContain('WETH of all your tokens (Fake keeps it in one balance, not split by token): 0.002 WETH (≈ $6.00)');
    expect(outcome.richData![0]).toMatchObject({ pooledWethRaw: parseEther('0.002').toString() });
  });

  it('says so when nothing was launched, and names tokens whose fees go to another wallet instead of counting them', async () => {
    expect((await setup({ records: [], unclaimed: {}, prices: {} })()).response).toMatch(
      /^You have not launched any token on Base, so none has earned creator fees\./,
    );
    const given = await setup({ records: [record(A, 'AAA', { feeRecipient: other })], unclaimed: {}, prices: {} })();
    expect(given.response).toBe(`None of the tokens you launched earns you creator fees: AAA's go to ${other}.`);
    expect(given.richData).toEqual([{ type: 'creator-fees-ranking', chain: 'base', tokens: [] }]);
  });

  it('says when none has earned anything yet', async () => {
    const outcome = await setup({ records: [record(A, 'AAA'), record(B, 'BBB')], unclaimed: {}, prices: { WETH: 3000 } })();
    expect(outcome.response).toMatch(/None of them has earned creator fees yet: fees come from trading\.$/);
  });
});
