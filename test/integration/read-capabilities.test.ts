import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext, JobOutcome } from '../../lib/jobs/job-context.ts';
import { evmChainByName, findEvmToken, findSolanaToken } from '../../lib/chains/chains.ts';
import { checkHoldings } from '../../lib/capabilities/balances/check-holdings.ts';
import { readTokenBalances } from '../../lib/capabilities/balances/read-token-balances.ts';
import { readPortfolio } from '../../lib/capabilities/portfolio/read-portfolio.ts';
import { lookupToken, readPrice } from '../../lib/capabilities/prices/read-price.ts';
import { readTrending } from '../../lib/capabilities/trending/read-trending.ts';
import { onChainPriceService } from '../../lib/market/on-chain-price-service.ts';
import type { PriceService } from '../../lib/market/price-service.ts';
import { movePrice } from '../../lib/sandbox/evm/move-price.ts';
import { solanaSandboxClient } from '../../lib/sandbox/solana/solana-sandbox-client.ts';
import { runWorkAsJob } from '../support/run-as-job.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let account: Awaited<ReturnType<TestRuntime['newAccount']>>;
let prices: PriceService;
let solanaRpcUrl: string;
const base = evmChainByName('base')!;

beforeAll(async () => {
  rt = await startTestRuntime();
  account = await rt.newAccount();
  solanaRpcUrl = rt.rpcUrls.solana![0]!;
  prices = onChainPriceService({ chains: rt.deps.chains, solanaSwaps: solanaSandboxClient(solanaRpcUrl).marketMaker });
});
afterAll(async () => rt?.stop());

/** Runs `work` as a real job of the test account and returns the stored job. */
const asJob = (work: (ctx: JobContext) => Promise<JobOutcome>) => runWorkAsJob(rt.deps, account.accountId, work);
const deps = () => ({ chains: rt.deps.chains, prices, solana: rt.deps.solana, solanaSwaps: solanaSandboxClient(solanaRpcUrl).marketMaker });
const entries = (job: { richData?: readonly unknown[] }) => (job.richData ?? []) as any[];

describe('balances', () => {
  it('reads 10,000 USDC on base', async () => {
    const job = await asJob((ctx) => readTokenBalances(deps(), ctx, { chains: ['base'], tokens: ['USDC'] }));
    expect(job.status).toBe('completed');
    expect(job.response).toBe('Your USDC balance on Base is 10000 USDC.');
    expect(entries(job)).toEqual([
      expect.objectContaining({
        type: 'balance',
        chain: 'base',
        balance: '10000',
        token: expect.objectContaining({ symbol: 'USDC', address: findEvmToken(base, 'USDC')!.address }),
      }),
    ]);
  });

  it('lists every funded token on ethereum for "all"', async () => {
    const job = await asJob((ctx) => readTokenBalances(deps(), ctx, { chains: ['ethereum'], tokens: 'all' }));
    expect(job.status).toBe('completed');
    const symbols = entries(job).map((e) => e.token.symbol);
    expect(symbols.sort()).toEqual(['DAI', 'ETH', 'LINK', 'PEPE', 'UNI', 'USDC', 'USDT', 'WBTC', 'WETH']);
    expect(entries(job).every((e) => BigInt(e.balanceRaw) > 0n)).toBe(true);
    expect(job.response).toMatch(/^Your balances:\nEthereum: 10 ETH, 10000 USDC, /);
  });

  it('reads the Solana USDC balance', async () => {
    const job = await asJob((ctx) => readTokenBalances(deps(), ctx, { chains: ['solana'], tokens: ['USDC'] }));
    expect(job.status).toBe('completed');
    expect(job.response).toBe('Your USDC balance on Solana is 10000 USDC.');
    expect(entries(job)[0]).toMatchObject({ chain: 'solana', address: account.solana, token: { address: findSolanaToken('USDC')!.mint } });
  });

  it('reads each token where it is listed: "my eth and sol balances"', async () => {
    const job = await asJob((ctx) => readTokenBalances(deps(), ctx, { chains: ['base', 'solana'], tokens: ['ETH', 'SOL'] }));
    expect(job.status).toBe('completed');
    expect(job.response).toBe('Your balances:\nBase: 10 ETH\nSolana: 10 SOL');
  });

  it('fails with UNKNOWN_TOKEN naming the token and the chain', async () => {
    const job = await asJob((ctx) => readTokenBalances(deps(), ctx, { chains: ['base', 'polygon'], tokens: ['DEGEN'] }));
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('UNKNOWN_TOKEN');
    expect(job.error).toMatch(/^I don't know a token DEGEN on Polygon\./);
  });
});

describe('portfolio', () => {
  it('values every chain, with subtotals that add up to the total', async () => {
    const job = await asJob((ctx) => readPortfolio(deps(), ctx));
    expect(job.status).toBe('completed');
    const holdings = entries(job).filter((e) => e.type === 'portfolio-holding');
    const total = entries(job).find((e) => e.type === 'portfolio-total');
    const sum = holdings.reduce((acc, h) => acc + h.usdValue, 0);
    expect(total.totalUsd).toBeCloseTo(sum, 0);
    expect(total.chains.map((c: any) => c.chain)).toEqual(['base', 'ethereum', 'polygon', 'unichain', 'solana']);
    for (const c of total.chains) {
      const own = holdings.filter((h) => h.chain === c.chain).reduce((acc, h) => acc + h.usdValue, 0);
      expect(c.subtotalUsd).toBeCloseTo(own, 0);
    }
    // 10 native + 10,000 USDC + ~$100 of each other token per chain, at the sandbox's prices.
    const eth = holdings.find((h) => h.chain === 'base' && h.token.symbol === 'ETH');
    expect(eth.usdValue).toBeGreaterThan(29_000);
    expect(eth.usdValue).toBeLessThan(31_000);
    expect(total.totalUsd).toBeGreaterThan(135_000);
    expect(total.totalUsd).toBeLessThan(155_000);
    expect(holdings.every((h) => h.usdValue !== null)).toBe(true);
    expect(job.response).toMatch(/^Your portfolio is worth \$1\d\d,\d{3}\.\d{2}\.\nBase \(\$/);
  });
});

describe('questions about holdings (yes or no, with the balance)', () => {
  it.each([
    [
      { chains: ['ethereum'], tokens: ['USDT'], check: { test: 'more-than', amount: '500', unit: 'USDT' } },
      'No: your USDT balance on Ethereum is 100 USDT, not more than 500 USDT.',
    ],
    [
      { chains: ['polygon'], tokens: ['USDC'], check: { test: 'more-than', amount: '1000', unit: 'USDC' } },
      'Yes: your USDC balance on Polygon is 10000 USDC, more than 1000 USDC.',
    ],
    [
      { chains: ['ethereum'], tokens: ['DAI'], check: { test: 'at-least', amount: '100', unit: 'DAI' } },
      'Yes: your DAI balance on Ethereum is 100 DAI, at least 100 DAI.',
    ],
    [
      { chains: ['polygon'], tokens: ['POL'], check: { test: 'less-than', amount: '20', unit: 'POL' } },
      'Yes: your POL balance on Polygon is 10 POL, less than 20 POL.',
    ],
  ] as const)('%j', async (params, response) => {
    const job = await asJob((ctx) => checkHoldings(deps(), ctx, { chains: [...params.chains], tokens: [...params.tokens], check: params.check }));
    expect(job.status).toBe('completed');
    expect(job.response).toBe(response);
    expect(entries(job)).toEqual([
      expect.objectContaining({ type: 'balance', chain: params.chains[0], token: expect.objectContaining({ symbol: params.tokens[0] }) }),
    ]);
  });

  it('compares in dollars what pays for a buy: "can I afford $50,000 of AERO on base"', async () => {
    const check = { test: 'at-least', amount: '50000', unit: 'USD' } as const;
    const job = await asJob((ctx) => checkHoldings(deps(), ctx, { chains: ['base'], tokens: ['ETH', 'USDC'], check }));
    expect(job.response).toMatch(/^No\.\nBase: 10 ETH \(\$[\d,.]+\), not at least \$50,000\.00\nBase: 10000 USDC \(\$10,000\.00\), not at least \$50,000\.00$/);
    const enough = await asJob((ctx) => checkHoldings(deps(), ctx, { chains: ['base'], tokens: ['ETH', 'USDC'], check: { ...check, amount: '50' } }));
    expect(enough.response).toMatch(/^Yes\.\n/);
  });

  it('prices a token the chain does not list where it is listed: "enough USDC on polygon for buying 1 ETH"', async () => {
    const check = { test: 'at-least', amount: '1', unit: 'ETH' } as const;
    const job = await asJob((ctx) => checkHoldings(deps(), ctx, { chains: ['polygon'], tokens: ['USDC'], check }));
    expect(job.status).toBe('completed');
    expect(job.response).toMatch(/^Yes: your USDC balance on Polygon is 10000 USDC \(\$10,000\.00\), at least 1 ETH \(\$2,9\d\d\.\d\d\)\.$/);
  });

  it('answers gas with the native balance and the fee of a swap there', async () => {
    const job = await asJob((ctx) => checkHoldings(deps(), ctx, { chains: ['base', 'solana'], tokens: ['ETH', 'SOL'], check: { test: 'gas' } }));
    expect(job.status).toBe('completed');
    expect(job.response).toMatch(
      /^Yes\.\nBase: 10 ETH; a swap there costs about [\d.]+ ETH in fees, so it is enough\nSolana: 10 SOL; a swap there costs about 0\.003 SOL in fees, so it is enough$/,
    );
  });
});

describe('a holding valued', () => {
  it('states balance × price for "how much is my UNI worth"', async () => {
    const job = await asJob((ctx) => readPortfolio(deps(), ctx, { tokens: ['UNI'], chains: ['ethereum'] }));
    expect(job.status).toBe('completed');
    expect(job.response).toMatch(/^Your UNI is worth \$\d+\.\d{2}: 10 UNI × \$\d+\.\d{2} on Ethereum = \$\d+\.\d{2}\.$/);
    expect(entries(job)).toEqual([expect.objectContaining({ type: 'portfolio-holding', chain: 'ethereum', balance: '10' })]);
  });
});

describe('prices', () => {
  it('prices ETH on base near $3,000', async () => {
    const job = await asJob((ctx) => readPrice({ prices }, ctx, { token: 'ETH', chain: 'base' }));
    expect(job.status).toBe('completed');
    const [entry] = entries(job);
    expect(Math.abs(entry.usd - 3000) / 3000).toBeLessThan(0.02);
    // From $1,000 up a price is stated to four significant digits ($3,000), the quote's cents being noise.
    expect(job.response).toMatch(/^ETH on Base is \$\d,\d{3} \(Uniswap V3 quoter on Base\)\.$/);
  });

  it('looks up the base USDC address: metadata, price and liquidity', async () => {
    const usdc = findEvmToken(base, 'USDC')!.address;
    const job = await asJob((ctx) => lookupToken(deps(), ctx, { address: usdc.toLowerCase(), chain: 'base' }));
    expect(job.status).toBe('completed');
    const [entry] = entries(job);
    expect(entry).toMatchObject({ type: 'token', chain: 'base', symbol: 'USDC', decimals: 6, usdPrice: 1 });
    expect(entry.liquidityUsd).toBeGreaterThan(0);
    expect(job.response).toMatch(
      /^0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\nBase: USD Coin \(USDC\), 6 decimals, price \$1\.00, liquidity \$[\d,]+\.\d{2} \(in 2 Uniswap V3 pools against WETH\)\.$/,
    );
  });

  it('finds an address without a chain and says where', async () => {
    const uni = findEvmToken(evmChainByName('ethereum')!, 'UNI')!.address;
    const job = await asJob((ctx) => lookupToken(deps(), ctx, { address: uni }));
    expect(job.status).toBe('completed');
    expect(entries(job).map((e) => e.chain)).toEqual(['ethereum']);
    expect(job.response).toMatch(new RegExp(`^${uni} is a token on Ethereum\\.\\nEthereum: Uniswap \\(UNI\\), 18 decimals, price \\$\\d+\\.\\d{2}`));
  });

  it('looks up a Solana mint', async () => {
    const bonk = findSolanaToken('BONK')!.mint;
    const job = await asJob((ctx) => lookupToken(deps(), ctx, { address: bonk }));
    expect(job.status).toBe('completed');
    const [entry] = entries(job);
    expect(entry).toMatchObject({ chain: 'solana', symbol: 'BONK', decimals: 5 });
    expect(Math.abs(entry.usdPrice - 0.00002) / 0.00002).toBeLessThan(0.005);
    expect(job.response).toContain('Solana: Bonk (BONK), 5 decimals, price $0.00002');
    // Liquidity from the swap provider's own venue (the sandbox market maker), through the port, not a sandbox call.
    expect(job.response).toMatch(/sandbox market maker/);
  });

  it('fails with TOKEN_NOT_FOUND for an address with no token', async () => {
    const job = await asJob((ctx) => lookupToken(deps(), ctx, { address: '0x000000000000000000000000000000000000dEaD' }));
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('TOKEN_NOT_FOUND');
    expect(job.error).toBe('No token found at 0x000000000000000000000000000000000000dEaD on base, ethereum, polygon, unichain.');
  });
});

describe('trending', () => {
  it('ranks the token just traded first on base', async () => {
    const rpcUrl = rt.rpcUrls['8453']![0]!;
    const client = rt.deps.chains.evm(base.chainId);
    const startBlock = await client.getBlockNumber();
    // Up 100% and back: millions of dollars of DEGEN volume, more than anything else the shared chain sees meanwhile.
    await movePrice({ rpcUrl, chain: base, symbol: 'DEGEN', percent: 100 });
    await movePrice({ rpcUrl, chain: base, symbol: 'DEGEN', percent: -50 });
    const windowBlocks = Number((await client.getBlockNumber()) - startBlock);
    const job = await asJob((ctx) => readTrending(deps(), ctx, { chain: 'base', windowBlocks }));
    expect(job.status).toBe('completed');
    const [first] = entries(job);
    expect(first).toMatchObject({ type: 'trending', rank: 1, symbol: 'DEGEN' });
    expect(first.volumeUsd).toBeGreaterThan(1_000_000);
    expect(job.response).toMatch(/^Trending on Base by swap volume \(the last \d+ blocks of Uniswap V3 swaps\):\n1\. DEGEN: \$/);
  });

  it('says trending on Solana needs market data or the sandbox when it has neither', async () => {
    // Neither a market-data provider nor a Solana node: nothing can rank Solana's tokens.
    const job = await asJob((ctx) => readTrending({ chains: rt.deps.chains, prices }, ctx, { chain: 'solana' }));
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('TRENDING_NOT_AVAILABLE');
  });
});
