import { erc20Abi, formatUnits, getAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * The published client's fee routes against the sandbox's PurserLaunchpad: a creator launches a token through a
 * prompt, another account trades it, and the public fee view, the claim builder and POST /agent/submit do the rest.
 */
let rt: TestRuntime;
let creator: Awaited<ReturnType<TestRuntime['newAccount']>>;
let trader: Awaited<ReturnType<TestRuntime['newAccount']>>;
let token: Address;
const base = evmChainByName('base')!;
const weth = base.tokens.find((t) => t.symbol === 'WETH')!.address;

async function prompt(apiKey: string, text: string) {
  const res = await rt.call('/agent/prompt', { apiKey, body: { prompt: text } });
  expect(res.status).toBe(202);
  return rt.waitForJob(res.body.jobId, apiKey, 30_000);
}

beforeAll(async () => {
  rt = await startTestRuntime();
  [creator, trader] = await Promise.all([rt.newAccount(), rt.newAccount()]);
  const launched = await prompt(creator.apiKey, 'launch a token called Fee View Cat with symbol FVCAT on base');
  expect(launched.status, launched.error).toBe('completed');
  token = getAddress(/Launched Fee View Cat \(FVCAT\) on Base: (0x[0-9a-fA-F]{40})\./.exec(launched.response)![1]!);
  // A buy pays fees in WETH, a sale in the token.
  const bought = await prompt(trader.apiKey, `swap 0.1 eth for ${token} on base`);
  expect(bought.status, bought.error).toBe('completed');
  const sold = await prompt(trader.apiKey, `swap 1000 ${token} for eth on base`);
  expect(sold.status, sold.error).toBe('completed');
}, 120_000);
afterAll(async () => {
  await rt?.stop();
});

const wethOf = (address: Address) =>
  rt.deps.chains.evm(base.chainId).readContract({ address: weth, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

describe('creator fees through the public routes and the claim builder', () => {
  it("GET creator-fees lists the creator's token with its claimable fees and a daily series of `days` entries", async () => {
    // The day the series ends on is the day of the request, which may be either side of midnight UTC from the assertion
    // (the clean clone's CI of 2026-11-28 asked at 23:59 and compared at 00:00): either day it was during the call.
    const dayBefore = new Date().toISOString().slice(0, 10);
    const res = await rt.call(`/public/doppler/creator-fees/${creator.evm.toLowerCase()}?days=7`);
    const dayAfter = new Date().toISOString().slice(0, 10);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body;
    expect(data).toMatchObject({ address: creator.evm, chain: 'base', days: 7, totals: { claimedWeth: '0', claimCount: 0 } });
    expect(data.tokens).toHaveLength(1);
    const [row] = data.tokens;
    const wethFirst = weth.toLowerCase() < token.toLowerCase();
    expect(row).toMatchObject({
      tokenAddress: token,
      name: 'Fee View Cat',
      symbol: 'FVCAT',
      poolId: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      share: '57%',
      token0Label: wethFirst ? 'WETH' : 'FVCAT',
      token1Label: wethFirst ? 'FVCAT' : 'WETH',
      claimed: { token0: '0', token1: '0', count: 0 },
      source: 'doppler',
    });
    // Nothing trades meanwhile: exactly what the protocol says is claimable, both sides, in token units.
    const claimable = await rt.deps.launchProtocol!.claimable(creator.evm, token);
    expect(claimable.weth).toBeGreaterThan(0n);
    expect(claimable.tokenAmount).toBeGreaterThan(0n);
    const [wethSide, tokenSide] = wethFirst ? ['token0', 'token1'] : ['token1', 'token0'];
    expect(row.claimable[wethSide]).toBe(formatUnits(claimable.weth, 18));
    expect(row.claimable[tokenSide]).toBe(formatUnits(claimable.tokenAmount, 18));
    expect(data.totals.claimableWeth).toBe(formatUnits(claimable.weth, 18));
    expect(data.dailyEarnings).toHaveLength(7);
    expect([dayBefore, dayAfter]).toContain(data.dailyEarnings.at(-1).date);
    // Nothing collected yet: a read (eth_call) collects nothing for real, so no day earned anything.
    expect(data.dailyEarnings.every((d: { weth: string }) => d.weth === '0')).toBe(true);
    // The default period is 30 days.
    expect((await rt.call(`/public/doppler/creator-fees/${creator.evm}`)).body.dailyEarnings).toHaveLength(30);
  });

  it('GET token-fees answers the same for the token, for its creator', async () => {
    const [byCreator, byToken] = await Promise.all([
      rt.call(`/public/doppler/creator-fees/${creator.evm}?days=3`),
      rt.call(`/public/doppler/token-fees/${token}?days=3`),
    ]);
    expect(byToken.status, JSON.stringify(byToken.body)).toBe(200);
    expect(byToken.body).toEqual(byCreator.body);
  });

  it('an address with no launches has no tokens and zero totals', async () => {
    const res = await rt.call(`/public/doppler/creator-fees/${trader.evm}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address: trader.evm, tokens: [], totals: { claimableWeth: '0', claimedWeth: '0', claimCount: 0 } });
    expect(res.body.dailyEarnings).toHaveLength(30);
  });

  it('refuses a malformed address or days with 400, and a token not launched here with 404', async () => {
    const bad = await rt.call('/public/doppler/creator-fees/0x1234');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_ADDRESS' });
    expect((await rt.call('/public/doppler/token-fees/not-an-address')).body).toMatchObject({ code: 'INVALID_ADDRESS' });
    for (const days of ['0', '91', 'ten']) {
      const res = await rt.call(`/public/doppler/creator-fees/${creator.evm}?days=${days}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_DAYS' });
    }
    const unknown = await rt.call(`/public/doppler/token-fees/${weth}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'TOKEN_NOT_LAUNCHED' });
  });

  it("refuses to build a claim for another account's token, or one not launched here", async () => {
    const stranger = await rt.call('/agent/doppler/claim', { apiKey: trader.apiKey, body: { tokenAddress: token } });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ code: 'NOT_YOUR_LAUNCH' });
    expect(stranger.body.message).toContain(creator.evm);
    const unknown = await rt.call('/agent/doppler/claim', { apiKey: creator.apiKey, body: { tokenAddress: weth } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'TOKEN_NOT_LAUNCHED' });
    const malformed = await rt.call('/agent/doppler/claim', { apiKey: creator.apiKey, body: { tokenAddress: '0x12' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'INVALID_ADDRESS' });
  });

  it('a read-only key cannot build a claim', async () => {
    const { apiKey } = await rt.addKey(creator.accountId, { scope: 'read-only' });
    const res = await rt.call('/agent/doppler/claim', { apiKey, body: { tokenAddress: token } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'SCOPE_INSUFFICIENT' });
  });

  it("builds the creator's claim, which sent through /agent/submit pays the creator's wallet; then nothing is claimable", async () => {
    const claimable = await rt.deps.launchProtocol!.claimable(creator.evm, token);
    const built = await rt.call('/agent/doppler/claim', { apiKey: creator.apiKey, body: { tokenAddress: token } });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect(built.body).toMatchObject({ to: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), data: expect.stringMatching(/^0x/), chainId: base.chainId });
    expect(built.body.description).toContain('FVCAT');
    expect(built.body.description).toContain(creator.evm);

    const before = await wethOf(creator.evm);
    const { to, data, chainId } = built.body;
    const sent = await rt.call('/agent/submit', { apiKey: creator.apiKey, body: { transaction: { to, data, chainId }, waitForConfirmation: true } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ success: true, status: 'success' });
    // The claim collects fees once more before paying: at least what was claimable a moment ago.
    expect((await wethOf(creator.evm)) - before).toBeGreaterThanOrEqual(claimable.weth);

    const again = await rt.call('/agent/doppler/claim', { apiKey: creator.apiKey, body: { tokenAddress: token } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'NO_CLAIMABLE_FEES' });

    // The view now counts the claim and shows the day's earnings.
    const view = (await rt.call(`/public/doppler/creator-fees/${creator.evm}?days=2`)).body;
    expect(view.totals).toMatchObject({ claimableWeth: '0', claimCount: 1 });
    expect(Number(view.totals.claimedWeth)).toBeGreaterThan(0);
    expect(view.tokens[0].claimed.count).toBe(1);
    const earned = view.dailyEarnings.reduce((sum: number, d: { weth: string }) => sum + Number(d.weth), 0);
    expect(earned).toBeCloseTo(Number(view.totals.claimedWeth), 12);
  });
});
