import { getAddress, parseEther, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildFeeClaim } from '../../lib/capabilities/launches/build-fee-claim.ts';
import {
  dailyWethEarnings,
  feeDays,
  parseFeeAddress,
  parseFeeDays,
  readCreatorFees,
  readTokenFees,
  type CreatorFeesReader,
  type TimedFeeEvent,
} from '../../lib/capabilities/launches/creator-fees-view.ts';
import { PurserError } from '../../lib/errors.ts';
import { rejected, thrown } from '../support/thrown.ts';

const weth = '0x4200000000000000000000000000000000000006' as Address;
const creator = '0x1111111111111111111111111111111111111111' as Address;
const low = '0x0000000000000000000000000000000000000a11' as Address; // sorts before WETH
const high = getAddress('0xffffffffffffffffffffffffffffffffffffffff'); // sorts after WETH
const now = new Date('2026-11-25T10:00:00Z');

const event = (kind: TimedFeeEvent['kind'], token: Address, weth: string, at: string, tokenAmount = '0'): TimedFeeEvent => ({
  kind,
  token,
  weth: parseEther(weth),
  tokenAmount: parseEther(tokenAmount),
  blockNumber: 1n,
  at: new Date(at),
});

/** A fake of the view's reader port: two launches by `creator`. */
function fakeReader(overrides: Partial<CreatorFeesReader> = {}): CreatorFeesReader {
  return {
    chainId: 8453,
    weth,
    pooledWeth: false,
    terms: async () => ({ swapFeeBps: 120, creatorShareBps: 5700 }),
    claimable: async (_c, token) => (token === low ? { weth: parseEther('0.5'), tokenAmount: parseEther('7') } : { weth: 0n, tokenAmount: 0n }),
    isLaunched: async (token) => token === low || token === high,
    tokensOf: async (c) => (c === creator ? [low, high] : []),
    launchOf: async (token) => (token === low || token === high ? { creator, pool: '0x2222222222222222222222222222222222222222' } : undefined),
    claimCall: async (_c, token) => ({ to: '0x3333333333333333333333333333333333333333', data: `0xabcd${token.slice(2)}` }),
    tokenInfo: async (token) => (token === low ? { name: 'Low Cat', symbol: 'LOW' } : { name: 'High Cat', symbol: 'HIGH' }),
    feeEvents: async () => [
      event('collected', low, '0.25', '2026-11-24T23:59:59Z', '3'),
      event('claimed', low, '0.25', '2026-11-24T23:59:59Z', '3'),
      event('collected', high, '0.125', '2026-11-25T00:00:00Z'),
      event('collected', high, '9', '2026-11-01T00:00:00Z'), // before the period
    ],
    now: async () => now,
    ...overrides,
  };
}

describe('the creator fee view', () => {
  it.each([
    [undefined, 30],
    ['', 30],
    ['1', 1],
    ['90', 90],
  ])('days %j is %d', (value, days) => {
    expect(parseFeeDays(value)).toBe(days);
  });

  it.each(['0', '91', '7.5', '-3', 'ten', '1e1'])('days %j is refused with INVALID_DAYS', (value) => {
    expect(thrown(() => parseFeeDays(value), PurserError)).toMatchObject({ code: 'INVALID_DAYS', status: 400 });
  });

  it('checksums an address and refuses a malformed one with INVALID_ADDRESS naming the field', () => {
    expect(parseFeeAddress(creator.toUpperCase().replace('0X', '0x'), 'address')).toBe(creator);
    expect(thrown(() => parseFeeAddress('0x12', 'token'), PurserError)).toMatchObject({ code: 'INVALID_ADDRESS', status: 400, details: { field: 'token' } });
  });

  it('has one UTC day per day of the period, today last, and sums collections per day', () => {
    const dates = feeDays(now, 3);
    expect(dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(
      dailyWethEarnings(
        [
          event('collected', low, '0.25', '2026-11-24T23:59:59Z'),
          event('collected', high, '0.5', '2026-11-24T00:00:00Z'),
          event('claimed', low, '1', '2026-11-25T01:00:00Z'),
        ],
        dates,
      ),
    ).toEqual([
      { date: '2026-11-23', weth: '0' },
      { date: '2026-11-24', weth: '0.75' },
      { date: '2026-11-25', weth: '0' },
    ]);
  });

  it("answers a creator's tokens in pool order, with the period's claims and totals", async () => {
    const view = await readCreatorFees(fakeReader(), creator, 2);
    expect(view).toEqual({
      address: creator,
      chain: 'base',
      days: 2,
      tokens: [
        {
          tokenAddress: low,
          name: 'Low Cat',
          symbol: 'LOW',
          poolId: '0x2222222222222222222222222222222222222222',
          share: '57%',
          token0Label: 'LOW',
          token1Label: 'WETH',
          claimable: { token0: '7', token1: '0.5' },
          claimed: { token0: '3', token1: '0.25', count: 1 },
          source: 'doppler',
        },
        {
          tokenAddress: high,
          name: 'High Cat',
          symbol: 'HIGH',
          poolId: '0x2222222222222222222222222222222222222222',
          share: '57%',
          token0Label: 'WETH',
          token1Label: 'HIGH',
          claimable: { token0: '0', token1: '0' },
          claimed: { token0: '0', token1: '0', count: 0 },
          source: 'doppler',
        },
      ],
      dailyEarnings: [
        { date: '2026-11-24', weth: '0.25' },
        { date: '2026-11-25', weth: '0.125' },
      ],
      totals: { claimableWeth: '0.5', claimedWeth: '0.25', claimCount: 1 },
    });
  });

  it('answers an address with no launches with no tokens and zero totals, and says why when the protocol cannot list them', async () => {
    const none = await readCreatorFees(fakeReader(), '0x0000000000000000000000000000000000000bad', 1);
    expect(none).toMatchObject({
      tokens: [],
      dailyEarnings: [{ date: '2026-11-25', weth: '0' }],
      totals: { claimableWeth: '0', claimedWeth: '0', claimCount: 0 },
    });
    expect(none.notice).toBeUndefined();
    const unlisted = await readCreatorFees(fakeReader({ tokensOf: undefined }), creator, 1);
    expect(unlisted.tokens).toEqual([]);
    expect(unlisted.notice).toMatch(/does not list a creator's tokens on chain/);
  });

  it('answers a token for its creator, 404 for a token not launched, FEES_NOT_LISTABLE when the protocol records no creator', async () => {
    const view = await readTokenFees(fakeReader(), high, 1);
    expect(view).toMatchObject({ address: creator, tokens: [{ tokenAddress: high }] });
    expect(await rejected(() => readTokenFees(fakeReader(), weth, 1), PurserError)).toMatchObject({ code: 'TOKEN_NOT_LAUNCHED', status: 404 });
    expect(await rejected(() => readTokenFees(fakeReader({ launchOf: undefined }), high, 1), PurserError)).toMatchObject({ code: 'FEES_NOT_LISTABLE' });
  });
});

describe('building a fee claim', () => {
  it("builds the protocol's claim call for the token's creator", async () => {
    expect(await buildFeeClaim(fakeReader(), creator, { tokenAddress: low.toLowerCase() })).toEqual({
      to: '0x3333333333333333333333333333333333333333',
      data: `0xabcd${low.slice(2)}`,
      chainId: 8453,
      description: `Claim 0.5 WETH + 7 LOW of creator fees of Low Cat (${low}) to ${creator}`,
    });
  });

  it.each([
    ['a stranger', '0x0000000000000000000000000000000000000bad', low, 'NOT_YOUR_LAUNCH', 403],
    ['a token not launched', creator, weth, 'TOKEN_NOT_LAUNCHED', 404],
    ['nothing claimable', creator, high, 'NO_CLAIMABLE_FEES', 409],
    ['a malformed token', creator, '0x12', 'INVALID_ADDRESS', 400],
  ])('refuses %s', async (_, wallet, tokenAddress, code, status) => {
    expect(await rejected(() => buildFeeClaim(fakeReader(), wallet as Address, { tokenAddress }), PurserError)).toMatchObject({ code, status });
  });

  it('on a protocol that records no creator, builds for a fee owner and refuses a token it did not launch', async () => {
    const reader = fakeReader({ launchOf: undefined });
    expect((await buildFeeClaim(reader, creator, { tokenAddress: low })).to).toBe('0x3333333333333333333333333333333333333333');
    expect(await rejected(() => buildFeeClaim(reader, creator, { tokenAddress: weth }), PurserError)).toMatchObject({ code: 'TOKEN_NOT_LAUNCHED' });
  });
});
