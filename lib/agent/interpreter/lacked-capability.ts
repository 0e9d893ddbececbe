import type { Facts } from '../../language/scan-prompt.ts';
import { stablecoins } from '../../language/token-registry.ts';
import { fail, type Interpretation } from './intent.ts';

/** What a capability the service lacks is called, and whether it is planned (bridges, perps, prediction markets, NFTs). */
interface Lacked {
  readonly name: string;
  readonly planned?: boolean;
  readonly code?: 'BRIDGE_UNSUPPORTED';
}

const bridging: Lacked = { name: 'Bridging between chains', planned: true, code: 'BRIDGE_UNSUPPORTED' };

/** Words that name a capability wherever they stand beside a move. */
const lackedWords: Record<string, Lacked> = {
  hedge: { name: 'Hedging' },
  hedging: { name: 'Hedging' },
  hedged: { name: 'Hedging' },
  zap: { name: 'Zapping into a liquidity pool' },
  zapping: { name: 'Zapping into a liquidity pool' },
  cashout: { name: 'Cashing out to a bank (fiat)' },
  offramp: { name: 'Cashing out to a bank (fiat)' },
  shares: { name: 'Prediction markets (yes/no shares)', planned: true },
  mirror: { name: 'Copy trading' },
  mirroring: { name: 'Copy trading' },
  copytrade: { name: 'Copy trading' },
  copytrading: { name: 'Copy trading' },
  perp: { name: 'Perpetuals', planned: true },
  perps: { name: 'Perpetuals', planned: true },
  perpetual: { name: 'Perpetuals', planned: true },
  perpetuals: { name: 'Perpetuals', planned: true },
  longs: { name: 'Long positions (perpetuals)', planned: true },
  longing: { name: 'Long positions (perpetuals)', planned: true },
  polymarket: { name: 'Prediction markets (Polymarket)', planned: true },
  kalshi: { name: 'Prediction markets', planned: true },
  aave: { name: 'Deposits into or withdrawals from Aave' },
  lido: { name: 'Staking with Lido' },
  morpho: { name: 'Deposits into Morpho' },
  pendle: { name: 'Deposits into Pendle' },
  hyperliquid: { name: 'Trading on Hyperliquid (perpetuals)', planned: true },
  gmx: { name: 'Trading on GMX (perpetuals)', planned: true },
  eigenlayer: { name: 'Restaking with EigenLayer' },
  yearn: { name: 'Deposits into Yearn' },
  moonwell: { name: 'Deposits into Moonwell' },
  kamino: { name: 'Deposits into Kamino' },
  marginfi: { name: 'Deposits into marginfi' },
  ethena: { name: 'Deposits into Ethena' },
  rocketpool: { name: 'Staking with Rocket Pool' },
  opensea: { name: 'NFTs', planned: true },
  bridge: bridging,
  bridging: bridging,
  bridged: bridging,
  crosschain: bridging,
};

/** Words before "long" that make it a position ("go long", "a long", "100 long"), not "how long" or "a long time". */
const longBefore = new Set(['go', 'going', 'open', 'a', 'my', 'the', 'as']);
const longAfter = new Set(['time', 'term', 'as', 'ago', 'while', 'way', 'list', 'story', 'message', 'day', 'week', 'run']);

/** Words before a pool (past "the", "a") that enter or leave it. */
const poolEntries = new Set(['into', 'to', 'in', 'enter', 'join', 'zap', 'deposit', 'add', 'lp', 'liquidity', 'from', 'exit', 'leave', 'withdraw']);
const skipArticle = (words: readonly string[], i: number): string =>
  ['the', 'a', 'this', 'that', 'an'].includes(words[i] ?? '') ? (words[i - 1] ?? '') : (words[i] ?? '');

const cashOut = /\bcash(?:ing)?[\s-]*out\b/i;

/**
 * "cash out 100 usdc", "cash out my degen": money out to a bank, which no swap does. Cashing out a token into a
 * stablecoin ("cash out 0.1 eth" → USDC) is a sale; into anything else (USDC → ETH, DEGEN → ETH) it is refused.
 */
export function cashOutRefused(given: string, move: Record<string, unknown> | undefined): Interpretation | undefined {
  if (move?.kind !== 'swap' || !cashOut.test(given)) return undefined;
  const into = typeof move.tokenOut === 'string' ? move.tokenOut.toUpperCase() : undefined;
  const from = typeof move.tokenIn === 'string' ? move.tokenIn.toUpperCase() : undefined;
  if (into !== undefined && stablecoins.has(into) && !(from !== undefined && stablecoins.has(from))) return undefined;
  return fail(
    'UNSUPPORTED_ACTION',
    'Cashing out to a bank (fiat) is not something I can do. To sell a token for a stablecoin, write it as "sell 100 DEGEN for USDC on Base". Nothing was done.',
  );
}

/** Words between "hedge" and the sale that makes it ("hedge a bit:", "hedge a little by selling"). */
const hedgeFillers = new Set(['a', 'bit', 'little', 'some', 'slightly', 'just', 'by', 'here', 'now', 'abit']);

/**
 * "hedge a bit: sell 40 AERO to USDC on base", "hedging by selling 2 sol for usdc": "hedge" said loosely of the plain sale
 * right after it, of a token into a stablecoin; the sale is the request and the word only says what it is for.
 */
function hedgedBySale(words: readonly string[], i: number, facts: Facts): boolean {
  let at = i + 1;
  while (hedgeFillers.has(words[at] ?? '')) at++;
  return saleIntoStable(facts, at);
}

/** Whether the words from `at` are a plain sale of a token into a stablecoin ("sell 40 AERO to USDC on base"). */
export function saleIntoStable(facts: Facts, at: number): boolean {
  const sale = facts.actions.find((a) => a.index === at && (a.action === 'sell' || a.action === 'swap'));
  if (!sale) return false;
  const after = facts.tokens.filter((t) => t.index > sale.index);
  return after.length === 2 && !stablecoins.has(after[0]!.key.toUpperCase()) && stablecoins.has(after[1]!.key.toUpperCase());
}

/** The capability a word at `i` names, if it is one the service lacks. */
function lackedAt(words: readonly string[], i: number, facts: Facts): Lacked | undefined {
  const w = words[i]!;
  const prev = words[i - 1] ?? '';
  const next = words[i + 1] ?? '';
  const found = lackedWords[w];
  if (found?.name === 'Hedging' && hedgedBySale(words, i, facts)) return undefined;
  if (found) return found;
  // "cash out 100 usdc", "withdraw to my bank": money out of crypto, which no swap or transfer does.
  if ((w === 'cash' && next === 'out') || (w === 'bank' && ['my', 'the', 'a'].includes(prev))) return { name: 'Cashing out to a bank (fiat)' };
  if ((w === 'cross' && next === 'chain') || w === 'multichain') return bridging;
  // "long eth with 100 usdc", "go long", "100 as a long": a position, not a spot buy.
  if (w === 'long' && !longAfter.has(next) && prev !== 'how' && prev !== 'so' && prev !== 'too') {
    const positioned = next === '' || ['position', 'positions', 'on', 'with', 'for'].includes(next) || /^\$?\d/.test(next);
    if (
      ['go', 'going', 'open', 'as'].includes(prev) ||
      (longBefore.has(prev) && positioned) ||
      /^\$?\d/.test(prev) ||
      i === 0 ||
      facts.tokens.some((t) => t.index === i + 1)
    )
      return { name: 'Long positions (perpetuals)', planned: true };
  }
  // "buy 20 usdc of yes", "20 on no": a side of a prediction market.
  // ("…what is it worth? no trades": a "no" that rules out a move is no side.)
  const ruledOut = w === 'no' && /^(?:trades?|trading|swaps?|swapping|selling|buying|transfers?|sends?|moves?)$/.test(next);
  if ((w === 'yes' || w === 'no') && ['of', 'on', 'worth'].includes(prev) && !ruledOut) return { name: 'Prediction markets (yes/no shares)', planned: true };
  // "mirror 0x…", "follow 0x… with 100 usdc", "copy trade": copying a trader's moves.
  if ((w === 'follow' || w === 'copy') && (next.startsWith('@') || ['trade', 'trades', 'trader', 'trading', 'wallet', 'whale'].includes(next)))
    return { name: 'Copy trading' };
  // "zap into the eth/usdc pool", "send usdc to the pool": a pool entered (not "for the office pool", "pool party").
  if ((w === 'pool' || w === 'pools') && (facts.tokens.some((t) => t.index === i - 1) || poolEntries.has(skipArticle(words, i - 1)))) {
    return { name: 'Depositing into a liquidity pool' };
  }
  if ((w === 'vault' || w === 'vaults') && poolEntries.has(skipArticle(words, i - 1))) return { name: 'Depositing into a vault' };
  if (w === 'compound' && ['to', 'into', 'on', 'from', 'in'].includes(prev)) return { name: 'Deposits into Compound' };
  // "protect my eth with 100 usdc": a hedge with money named; "I would like to protect my SOL position …, if that's
  // something you can do" names none and is asked what to do (a stop loss may be it).
  if (w === 'protect' && ['my', 'our'].includes(next) && (facts.amounts.length > 0 || facts.actions.length > 0)) return { name: 'Hedging' };
  return undefined;
}

/**
 * "hedge my eth with 100 usdc", "cash out 100 usdc", "zap 100 usdc into the eth/usdc pool", "buy 20 usdc of yes
 * shares", "mirror 0x… with 100 usdc", "send usdc to aave", and as an answer "bridge it to polygon", "100 long": a
 * capability the service lacks, said beside a move, is refused with its name, never read as the plain swap or
 * transfer around it.
 */
export function lackedCapability(facts: Facts, { bridges = true }: { bridges?: boolean } = {}): Interpretation | undefined {
  const { words } = facts;
  for (let i = 0; i < words.length; i++) {
    const lacked = lackedAt(words, i, facts);
    if (!lacked || (!bridges && lacked.code === 'BRIDGE_UNSUPPORTED')) continue;
    const when = lacked.planned ? 'is not supported yet' : 'is not something I can do';
    return fail(
      lacked.code ?? 'UNSUPPORTED_ACTION',
      `${lacked.name} ${when}: I can only swap and send on one chain, and a plain swap or transfer would not do it. Nothing was done.`,
    );
  }
  return undefined;
}
