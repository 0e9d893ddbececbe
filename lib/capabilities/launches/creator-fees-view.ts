import { formatUnits, getAddress, isAddress, type Address } from 'viem';
import * as z from 'zod';
import { BadRequestError, NotFoundError, PermanentError } from '../../errors.ts';
import { percent } from './fee-amounts.ts';
import { launchedTokenDecimals } from './launch-deps.ts';
import type { FeeAmounts, FeeEvent, LaunchProtocol } from './launch-protocol.ts';

/** A fee event with its block's time. */
export type TimedFeeEvent = FeeEvent & { readonly at: Date };

/**
 * What the public fee view reads, all of it public on-chain facts: the
 * protocol's own reads, the tokens' names, and the protocol's fee events
 * since a time (the adapter finds the block).
 */
export type CreatorFeesReader = Pick<
  LaunchProtocol,
  'chainId' | 'weth' | 'pooledWeth' | 'terms' | 'claimable' | 'isLaunched' | 'tokensOf' | 'launchOf' | 'claimCall'
> & {
  tokenInfo(token: Address): Promise<{ readonly name: string; readonly symbol: string }>;
  feeEvents(tokens: readonly Address[], since: Date): Promise<readonly TimedFeeEvent[]>;
  /** Now, as the chain sees it: the later of the clock and the newest block's time (a sandbox chain may run ahead). */
  now(): Promise<Date>;
};

export const minFeeDays = 1;
export const maxFeeDays = 90;
export const defaultFeeDays = 30;

export const CreatorFeesRequestSchema = z.object({
  days: z
    .string()
    .optional()
    .describe(`Days of the daily WETH series and of the claims counted, ${minFeeDays} to ${maxFeeDays}; ${defaultFeeDays} when absent.`),
});

const pair = z.object({
  token0: z.string().describe('Amount of the pool token that sorts first by address, decimal string in token units.'),
  token1: z.string().describe('Amount of the pool token that sorts second, decimal string in token units.'),
});

export const CreatorFeesTokenSchema = z.object({
  tokenAddress: z.string().describe('The launched token, checksummed.'),
  name: z.string().describe("The token's ERC20 name."),
  symbol: z.string().describe("The token's ERC20 symbol."),
  poolId: z.string().describe("The token's WETH pool address (empty when the protocol does not record it)."),
  share: z.string().describe('The creator\'s share of every swap fee, as a percentage ("57%").'),
  token0Label: z.string().describe('"WETH" or the token\'s symbol: the pool token that sorts first by address.'),
  token1Label: z.string().describe('The other pool token.'),
  claimable: pair.describe('What a claim would pay the creator now.'),
  claimed: pair.extend({ count: z.number().int().describe('Claims in the period.') }).describe('What claims paid the creator in the period.'),
  source: z
    .enum(['doppler', 'clanker'])
    .describe('How the published client labels the protocol: "doppler" (a per-token share) for the PurserLaunchpad, "clanker" for Clanker.'),
});

export const CreatorFeesResponseSchema = z.object({
  address: z.string().describe('The creator, checksummed.'),
  chain: z.literal('base').describe('Launches and their fees are on Base.'),
  days: z.number().int().describe('The period in days.'),
  tokens: z.array(CreatorFeesTokenSchema).describe("The creator's launched tokens (only the asked one for token-fees), oldest first."),
  dailyEarnings: z
    .array(z.object({ date: z.string().describe('UTC day, YYYY-MM-DD.'), weth: z.string().describe("The creator's share of fees collected that day, WETH.") }))
    .describe('One entry per UTC day of the period, oldest first, today last; "0" on a day with none.'),
  totals: z.object({
    claimableWeth: z.string().describe('WETH claimable now, all tokens.'),
    claimedWeth: z.string().describe('WETH claimed in the period, all tokens.'),
    claimCount: z.number().int().describe('Claims in the period, all tokens.'),
  }),
  notice: z.string().optional().describe("Why the list is empty when the protocol cannot list a creator's tokens on chain (Clanker)."),
});
export type CreatorFeesResponse = z.infer<typeof CreatorFeesResponseSchema>;

/**
 * A path's or body's address, checksummed.
 * @throws BadRequestError `INVALID_ADDRESS` naming the field.
 */
export function parseFeeAddress(value: string | undefined, field: string): Address {
  if (!value || !isAddress(value, { strict: false })) {
    throw new BadRequestError('INVALID_ADDRESS', `${field} must be a 0x address of 40 hex digits; got ${JSON.stringify(value ?? '')}.`, {
      details: { field },
    });
  }
  return getAddress(value);
}

/**
 * The `days` query parameter: 1 to 90, 30 when absent.
 * @throws BadRequestError `INVALID_DAYS`.
 */
export function parseFeeDays(value: string | undefined): number {
  if (value === undefined || value === '') return defaultFeeDays;
  const days = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(days >= minFeeDays && days <= maxFeeDays)) {
    throw new BadRequestError('INVALID_DAYS', `days must be a whole number from ${minFeeDays} to ${maxFeeDays}; got ${JSON.stringify(value)}.`, {
      details: { field: 'days' },
    });
  }
  return days;
}

/** The `days` UTC dates ending today, oldest first. */
export function feeDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** The creator's WETH share of collections per UTC day of `dates`, zero on a day with none. */
export function dailyWethEarnings(events: readonly TimedFeeEvent[], dates: readonly string[]): CreatorFeesResponse['dailyEarnings'] {
  const byDay = new Map(dates.map((d) => [d, 0n]));
  for (const e of events) {
    const day = e.at.toISOString().slice(0, 10);
    if (e.kind === 'collected' && byDay.has(day)) byDay.set(day, byDay.get(day)! + e.weth);
  }
  return dates.map((date) => ({ date, weth: formatUnits(byDay.get(date)!, 18) }));
}

/**
 * Every token `address` launched through the protocol, with its claimable
 * and claimed fees and its daily WETH earnings over `days`. An address with
 * no launches has no tokens and zero totals. A protocol that cannot list a
 * creator's tokens on chain (Clanker) answers no tokens, and says why in
 * `notice`.
 * @throws TransientError for RPC trouble.
 */
export async function readCreatorFees(reader: CreatorFeesReader, address: Address, days: number): Promise<CreatorFeesResponse> {
  const tokens = await reader.tokensOf?.(address);
  if (!tokens) {
    return {
      ...(await feesOf(reader, address, [], days)),
      notice: 'This service\'s launch protocol does not list a creator\'s tokens on chain, so none are shown; ask the agent "show my creator fees".',
    };
  }
  return feesOf(reader, address, tokens, days);
}

/**
 * The fees of one launched token for its creator, in the shape of
 * `readCreatorFees`.
 * @throws NotFoundError `TOKEN_NOT_LAUNCHED` for a token the protocol did not launch;
 *   PermanentError `FEES_NOT_LISTABLE` when the protocol does not record a token's creator.
 */
export async function readTokenFees(reader: CreatorFeesReader, token: Address, days: number): Promise<CreatorFeesResponse> {
  const launch = await findLaunch(reader, token);
  return feesOf(reader, launch.creator, [token], days);
}

/** NotFoundError `TOKEN_NOT_LAUNCHED`. */
export const notLaunched = (token: Address): NotFoundError =>
  new NotFoundError('TOKEN_NOT_LAUNCHED', `${token} was not launched through this service's launch protocol on Base, so it has no creator fees here.`);

/**
 * The launch of `token`.
 * @throws NotFoundError `TOKEN_NOT_LAUNCHED`; PermanentError `FEES_NOT_LISTABLE`.
 */
export async function findLaunch(reader: Pick<CreatorFeesReader, 'launchOf' | 'isLaunched'>, token: Address) {
  const launch = reader.launchOf ? await reader.launchOf(token) : (await reader.isLaunched(token)) ? 'unrecorded' : undefined;
  if (launch === undefined) throw notLaunched(token);
  if (launch === 'unrecorded') {
    throw new PermanentError(
      'FEES_NOT_LISTABLE',
      `This service's launch protocol does not record ${token}'s creator on chain, so its fees cannot be looked up by token; its creator can ask the agent "show my creator fees".`,
    );
  }
  return launch;
}

async function feesOf(reader: CreatorFeesReader, creator: Address, tokens: readonly Address[], days: number): Promise<CreatorFeesResponse> {
  const dates = feeDays(await reader.now(), days);
  const since = new Date(`${dates[0]}T00:00:00.000Z`);
  const [terms, events, rows] = await Promise.all([
    reader.terms(),
    tokens.length > 0 ? reader.feeEvents(tokens, since) : Promise.resolve([]),
    Promise.all(
      tokens.map(async (token) => {
        const [info, launch, claimable] = await Promise.all([reader.tokenInfo(token), reader.launchOf?.(token), reader.claimable(creator, token)]);
        return { token, info, pool: launch?.pool, claimable };
      }),
    ),
  ]);
  const claims = events.filter((e) => e.kind === 'claimed' && e.at >= since);
  const claimedOf = (token: Address) => {
    const mine = claims.filter((e) => e.token.toLowerCase() === token.toLowerCase());
    return { weth: mine.reduce((s, e) => s + e.weth, 0n), tokenAmount: mine.reduce((s, e) => s + e.tokenAmount, 0n), count: mine.length };
  };
  const source = reader.pooledWeth ? ('clanker' as const) : ('doppler' as const);
  const results = rows.map((r) => ({ ...r, claimed: claimedOf(r.token) }));
  // A protocol that pools WETH reports the one shared balance with every token: counted once.
  const claimableWeth = reader.pooledWeth
    ? results.reduce((max, r) => (r.claimable.weth > max ? r.claimable.weth : max), 0n)
    : results.reduce((sum, r) => sum + r.claimable.weth, 0n);
  return {
    address: creator,
    chain: 'base',
    days,
    tokens: results.map((r) => {
      const wethFirst = reader.weth.toLowerCase() < r.token.toLowerCase();
      const sides = (amounts: FeeAmounts) => {
        const weth = formatUnits(amounts.weth, 18);
        const token = formatUnits(amounts.tokenAmount, launchedTokenDecimals);
        return wethFirst ? { token0: weth, token1: token } : { token0: token, token1: weth };
      };
      return {
        tokenAddress: getAddress(r.token),
        name: r.info.name,
        symbol: r.info.symbol,
        poolId: r.pool ? getAddress(r.pool) : '',
        share: percent(terms.creatorShareBps),
        token0Label: wethFirst ? 'WETH' : r.info.symbol,
        token1Label: wethFirst ? r.info.symbol : 'WETH',
        claimable: sides(r.claimable),
        claimed: { ...sides(r.claimed), count: r.claimed.count },
        source,
      };
    }),
    dailyEarnings: dailyWethEarnings(events, dates),
    totals: {
      claimableWeth: formatUnits(claimableWeth, 18),
      claimedWeth: formatUnits(
        results.reduce((sum, r) => sum + r.claimed.weth, 0n),
        18,
      ),
      claimCount: results.reduce((sum, r) => sum + r.claimed.count, 0),
    },
  };
}
