import { askOrder, orderLabel } from '../../capabilities/automations/automation-request.ts';
import type { AutomationCreateIntent } from '../../capabilities/automations/intent.ts';
import type { Interpretation } from './intent.ts';
import { tradeWords } from './spoken-price.ts';

/** "2 500", "55 000": digits with a space between them, a thousands separator or a decimal one. */
const spaced = /(?<![\d.,])([1-9]\d{0,2}) (\d{3})(?![\d.,]|\s?[km](?![a-z]))/;

/**
 * "If ETH falls under 2 500 dollar, sell 0.01 WETH on base — make stop loss." (held-out-31 people 107): the price may be
 * $2.5 or $2500, refused as the price reader leaves it. Both orders are read whole and asked about as one question with
 * its two choices, for the runtime to keep the one the token's current price leaves waiting (settle-choices.ts, as for
 * "one fifty"); a yes never sets either until one is said. Only for a refused order with one such price in it.
 * @param read interprets a prompt as the interpreter does.
 */
export function spacedPriceOrder(given: string, reading: Interpretation, read: (text: string) => Interpretation): Interpretation | undefined {
  if (reading.kind !== 'fail' || reading.code !== 'BAD_AMOUNT') return undefined;
  const m = spaced.exec(given);
  if (!m || spaced.test(given.slice(m.index + m[0].length))) return undefined;
  const at = (value: string) => {
    const r = read(`${given.slice(0, m.index)}${value}${given.slice(m.index + m[0].length)}`);
    return r.kind === 'intent' && r.intent.kind === 'automation-create' && r.intent.trigger.type === 'price' ? (r.intent as AutomationCreateIntent) : undefined;
  };
  const low = String(Number(`${m[1]}.${m[2]}`));
  const high = `${m[1]}${m[2]}`;
  const [one, other] = [at(low), at(high)];
  if (!one || !other) return undefined;
  const trade = tradeWords(other.action);
  if (!trade) return undefined;
  const kind = /\bstop\b/i.test(given) ? 'stop' : /\btake\b/i.test(given) ? 'take' : 'limit';
  const asked = askOrder(
    `At what price should this ${orderLabel(kind)} run: $${low} or $${high}? Say it in digits, like "at $${high}". Nothing is set up until then.`,
    { trade, needs: 'price', orderKind: kind },
  );
  return asked.kind === 'ask' ? { ...asked, choices: [one, other] } : undefined;
}
