import type { PriceService } from '../market/price-service.ts';
import type { Interpretation } from './interpreter/index.ts';
import { askWhole } from './interpreter/owed-yes.ts';

/**
 * A question between whole readings that only the current price tells apart (`choices` on an ask, issue 16): an order's
 * price ("below one fifty": $1.50 or $150) or an amount ("2 mil bonk": 2,000 or 2,000,000). The one reading the
 * token's price leaves is asked back whole for a yes, saying why; otherwise the question stands as the interpreter asked
 * it. Nothing is ever moved or set up here.
 */
export async function settleChoices(prices: PriceService, reading: Interpretation): Promise<Interpretation> {
  if (reading.kind !== 'ask' || !reading.choices || reading.choices.length < 2) return reading;
  const settled = await settleOrderPrice(prices, reading);
  return settled === reading ? settleAmount(prices, reading) : settled;
}

type Asked = Extract<Interpretation, { kind: 'ask' }>;

/** The token's price in dollars now, or undefined when it is not found (the question then stands). */
async function priceNow(prices: PriceService, chain: Parameters<PriceService['usdPrice']>[0]['chain'], token: string): Promise<number | undefined> {
  try {
    const { usd } = await prices.usdPrice({ chain, token });
    return Number.isFinite(usd) && usd > 0 ? usd : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A question between whole readings that only the current price tells apart (`choices`, issue 16): "set a stop loss on
 * my wif sell all of it if it goes below one fifty" may be $1.50 or $150, and with WIF at $2 a stop below $150 would
 * sell at once, which no one sets a stop to do. When the token's price leaves exactly one reading that would not run
 * at once, and it lies within ten times the price either way, that one is asked back whole for a yes, saying why;
 * otherwise (a price not found, both or neither possible, the one left far from the price) the question stands as the
 * interpreter asked it. Nothing is ever set up here.
 */
async function settleOrderPrice(prices: PriceService, reading: Asked): Promise<Interpretation> {
  const choices = reading.choices ?? [];
  const orders = choices.flatMap((c) => (c.kind === 'automation-create' && c.trigger.type === 'price' ? [{ order: c, trigger: c.trigger }] : []));
  if (orders.length === 0 || orders.length !== choices.length) return reading;
  const { token, chain } = orders[0]!.trigger;
  if (orders.some(({ trigger }) => trigger.token !== token || trigger.chain !== chain || !['below', 'above'].includes(trigger.direction))) return reading;
  const now = await priceNow(prices, chain, token);
  if (now === undefined) return reading;
  // A stop below its level, or a take-profit above it, that the price has already crossed would run at once.
  const waiting = orders.filter(({ trigger }) => (trigger.direction === 'below' ? now > Number(trigger.priceUsd) : now < Number(trigger.priceUsd)));
  // "under 2 500 dollar" for ETH at $3000: $2.5 and $2500 both wait; only the one within ten times the price is a level
  // anyone sets a stop at (held-out-31 people 107).
  const near = ({ trigger }: (typeof orders)[number]) => {
    const ratio = Number(trigger.priceUsd) / now;
    return ratio >= 0.1 && ratio <= 10;
  };
  // Only readings a thousand times apart (a space as thousands separator): "one fifty" for WIF at $200, $1.50 or $150,
  // both waiting, stays a question.
  const levels = waiting.map(({ trigger }) => Number(trigger.priceUsd));
  const apart = waiting.length > 1 && Math.max(...levels) >= 1000 * Math.min(...levels);
  const left = apart ? waiting.filter(near) : waiting;
  if (left.length !== 1) return reading;
  const kept = left[0]!;
  // The one left must be near the price (within ten times either way): "at one twenty" for SOL at $100 is no $1.20 stop.
  if (!near(kept)) return reading;
  const others = orders.filter((o) => o !== kept).map(({ trigger }) => `$${trigger.priceUsd}`);
  const why = waiting.length > 1 ? 'is too far from it to be meant' : 'would run at once';
  return askWhole(kept.order, `I read the price as $${kept.trigger.priceUsd}: with ${token} at $${now} now, ${others.join(' or ')} ${why}.`);
}

type Move = Extract<NonNullable<Asked['choices']>[number], { kind: 'swap' | 'transfer' }>;

/**
 * A question between two amounts of one token that only its price tells apart (issue 16): "need exactly 2 mil bonk,
 * pay w usdc, solana" is 2,000 or 2,000,000 BONK ("mil" is a thousand in Spanish and a million in English slang). When
 * the smaller reading is worth less than a dollar at the token's price (2,000 BONK at $0.00002 is four cents, which no
 * one trades or sends) and the larger one is worth at most $100,000, the larger is asked back whole for a yes, saying
 * why; otherwise (a price not found, both plausible, a large sum) the question stands as the interpreter asked it.
 * Nothing moves here.
 */
async function settleAmount(prices: PriceService, reading: Asked): Promise<Interpretation> {
  if (reading.choices?.length !== 2) return reading;
  const moves = reading.choices.filter((c): c is Move => (c.kind === 'swap' || c.kind === 'transfer') && c.amount.kind === 'exact');
  if (moves.length !== 2) return reading;
  const counted = moves.map(countedToken);
  if (counted[0] !== counted[1]) return reading;
  const [low, high] = [...moves].sort((a, b) => amountOf(a) - amountOf(b)) as [Move, Move];
  const usd = await priceNow(prices, low.chain, counted[0]!);
  if (usd === undefined) return reading;
  const [lowUsd, highUsd] = [amountOf(low) * usd, amountOf(high) * usd];
  if (!(lowUsd < 1 && highUsd <= 100_000)) return reading;
  return askWhole(
    high,
    `I read the amount as ${amountOf(high).toLocaleString('en-US')} ${counted[0]}: with ${counted[0]} at $${usd} now, ${amountOf(low).toLocaleString('en-US')} would be worth $${lowUsd.toFixed(2)}.`,
  );
}

/** The token an exact amount counts: a transfer's token, a swap's bought token when it buys an exact amount, else the sold one. */
const countedToken = (move: Move): string => (move.kind === 'transfer' ? move.token : move.side === 'buy' ? move.tokenOut : move.tokenIn);
const amountOf = (move: Move): number => Number((move.amount as { value: string }).value);
