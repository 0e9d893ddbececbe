import type { PriceService } from '../market/price-service.ts';
import type { Interpretation } from './interpreter/index.ts';
import { askWhole } from './interpreter/owed-yes.ts';

/**
 * A question between whole readings that only the current price tells apart (`choices`, issue 16): "set a stop loss on
 * my wif sell all of it if it goes below one fifty" may be $1.50 or $150, and with WIF at $2 a stop below $150 would
 * sell at once, which no one sets a stop to do. When the token's price leaves exactly one reading that would not run
 * at once, and it lies within ten times the price either way, that one is asked back whole for a yes, saying why;
 * otherwise (a price not found, both or neither possible, the one left far from the price) the question stands as the
 * interpreter asked it. Nothing is ever set up here.
 */
export async function settleChoices(prices: PriceService, reading: Interpretation): Promise<Interpretation> {
  if (reading.kind !== 'ask' || !reading.choices || reading.choices.length < 2) return reading;
  const orders = reading.choices.flatMap((c) => (c.kind === 'automation-create' && c.trigger.type === 'price' ? [{ order: c, trigger: c.trigger }] : []));
  if (orders.length !== reading.choices.length) return reading;
  const { token, chain } = orders[0]!.trigger;
  if (orders.some(({ trigger }) => trigger.token !== token || trigger.chain !== chain || !['below', 'above'].includes(trigger.direction))) return reading;
  let now: number;
  try {
    now = (await prices.usdPrice({ chain, token })).usd;
  } catch {
    return reading;
  }
  if (!Number.isFinite(now) || now <= 0) return reading;
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
