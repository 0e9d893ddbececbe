import { fail, movingIntentOf, type Interpretation } from './intent.ts';
import { stripQuoted } from '../../language/scan-prompt.ts';
import { askOrder, orderLabel } from '../../capabilities/automations/automation-request.ts';
import type { AutomationCreateIntent } from '../../capabilities/automations/intent.ts';
import { tens, units } from '../../language/number-words.ts';

/**
 * "put a stop loss on my sol at one twenty sell five sol" (issue 16; held-out-14, voice): an order's price said the way
 * prices are said aloud, hundreds then the rest ("one twenty" for 120, "two fifty" for 250). Read alone those words are
 * 1.20 or 120 and are never picked (number-words.ts); said after "at" where an order waits for its price, the order
 * asks which ("$1.20 or $120?"), as a limit order's "at one fifty" does, its trade kept for the answer; it is never set
 * up on the "two" of "two fifty five" alone, which an order once took for its price, nor read as a trade now.
 */
/** A number word's value: one to nineteen, and the tens. */
const wordValue = (word: string): number => units[word.toLowerCase()] ?? tens[word.toLowerCase()]!;
const spoken =
  /\b(at|below|under|above|over|to)\s+(one|two|three|four|five|six|seven|eight|nine)\s+(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](one|two|three|four|five|six|seven|eight|nine))?\b(?!\s*(?:a\.?\s?m\b|p\.?\s?m\b|utc|gmt|o'?clock|hours?|minutes?|cents?|dollars?|bucks?))/i;

/** "at twelve fifty", "below fifteen twenty": a teen, then tens, said as a price. */
const teenPair =
  /\b(?:at|below|under|above|over|to)\s+(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\s+(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b(?!\s*(?:a\.?\s?m\b|p\.?\s?m\b|utc|gmt|o'?clock))/i;
/** "take profit on my aero … at", "stop loss for my sol … at": a protective order named, then its price. */
const protectiveAt = /\b(?:take[\s-]?profits?|stop[\s-]?loss)\s+(?:order\s+)?(?:on|for)\s+[^.?!\n]*?\bat\b[^.?!\n]*/i;

/**
 * "if sol goes down to one twenty sell two sol": an order its reader could not read for a price said in two words is
 * asked which it is, as one read is; a price of three words ("below two fifty five") is still refused, never guessed.
 */
const twoWords = (given: string): boolean => {
  const said = spoken.exec(given);
  return said !== null && said[4] === undefined;
};

const unread = (words: string): Interpretation =>
  fail(
    'AUTOMATION_UNSUPPORTED',
    `I could not read the price in "${words.trim()}": say it in digits, like "at $1.50" or "at $150". Nothing was set up or traded.`,
  );

/**
 * The question of which price a spoken one is, for the order a prompt asks for (or a refusal); undefined unless the
 * prompt's own reading is a price order, or asks for one's price, or is a trade now under an order's name.
 */
export function spokenPriceOrder(given: string, reading: Interpretation, read: (text: string) => Interpretation): Interpretation | undefined {
  const waits =
    reading.kind === 'ask' && reading.pending.kind === 'automation-create' && (reading.pending as { order?: { needs?: string } }).order?.needs === 'price';
  // "stop loss on my eth on base at two fifty five" was set up at $2, the rest of the price passed over.
  // Read as digits ("2 55"), the price is refused as one that reads two ways (read-price-trigger.ts): asked here instead.
  const priced =
    (reading.kind === 'intent' && reading.intent.kind === 'automation-create' && reading.intent.trigger.type === 'price') ||
    (reading.kind === 'fail' && (reading.code === 'BAD_AMOUNT' || (reading.code === 'AUTOMATION_UNSUPPORTED' && twoWords(given))));
  // "take profit on my aero on base at one fifty" was sold now, 50 AERO: a protective order's name said with its price
  // is never a trade now.
  const now = movingIntentOf(reading);
  const misread = (now?.kind === 'swap' || now?.kind === 'transfer') && protectiveAt.test(stripQuoted(given));
  if (!waits && !priced && !misread) return undefined;
  // "at twelve fifty": 12.50 or 1250, never picked (it was set up at $12, the "fifty" passed over).
  const twoWays = teenPair.exec(given);
  if (twoWays)
    return fail(
      'AUTOMATION_AMBIGUOUS',
      `"${twoWays[0].replace(/^\S+\s+/, '')}" may be read two ways: say the price in digits, like "$12.50". Nothing was set up or traded.`,
    );
  const said = spoken.exec(given);
  if (!said) return misread ? unread(protectiveAt.exec(stripQuoted(given))![0]) : undefined;
  const second = wordValue(said[3]!);
  const third = said[4] && second >= 20 ? wordValue(said[4]) : 0;
  if (said[4] && second < 20) return undefined;
  const value = wordValue(said[2]!) * 100 + second + third;
  const words = said[0].slice(said[1]!.length).trim();
  const read0 = read(`${given.slice(0, said.index)}${said[1]} $${value}${given.slice(said.index + said[0].length)}`);
  // "what's solana at right now" → "okay set a limit buy if it drops to one twenty use a hundred usdc": the order read
  // with the thread's token, asked back for a yes (thread-token.ts); which price is asked first, the yes still owed.
  const owed = read0.kind === 'ask' && read0.pending.awaiting === 'confirm' && read0.pending.kind === 'automation-create' && 'action' in read0.pending;
  const recast: Interpretation = owed
    ? { kind: 'intent', intent: { ...(read0.pending as AutomationCreateIntent), awaiting: undefined } as AutomationCreateIntent }
    : read0;
  const lead = owed && read0.kind === 'ask' ? (/^I read the token [^.]*\./.exec(read0.question)?.[0] ?? '') : '';
  if (recast.kind !== 'intent' || recast.intent.kind !== 'automation-create')
    return priced || misread
      ? fail(
          'AUTOMATION_AMBIGUOUS',
          `"${words}" may be $${value} or $${(value / 100).toFixed(2)}: say the price in digits, like "$${value}". Nothing was set up.`,
        )
      : undefined;
  // Read two ways, as a limit order's "at one fifty" is: asked which, the trade kept for the answer to complete.
  // A token the reader chose for it ("no token to receive was named") stays unnamed, for the order to say so again.
  const chosen = (recast.notes ?? []).find((n) => /^(?:Receiving|Paying with) /.test(n));
  const trade = tradeWords(recast.intent.action, chosen);
  const cents = `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
  const named = /\bstop\b/i.test(given) ? 'stop' : /\btake\b/i.test(given) ? 'take' : 'limit';
  // The answer's price is read in the direction the order's kind gives ("sell … limit": above), so the direction said
  // ("if sol goes down to one twenty sell two sol") decides the kind: a sale below is a stop, above a take-profit. A
  // kind that would turn the said direction round is never asked; the price is asked in digits instead.
  const kind = kindAsSaid(named, recast.intent);
  if (!kind) return fail('AUTOMATION_AMBIGUOUS', `"${words}" may be $${cents} or $${value}: say the price in digits, like "$${value}". Nothing was set up.`);
  if (!trade) return fail('AUTOMATION_AMBIGUOUS', `"${words}" may be $${cents} or $${value}: say the price in digits, like "$${value}". Nothing was set up.`);
  const asked = askOrder(
    `At what price should this ${orderLabel(kind)} run: $${cents} or $${value}? Say it in digits, like "at $${value}". Nothing is set up until then.`,
    { trade, needs: 'price', orderKind: kind },
  );
  // Both readings whole, for the runtime to rule out the one the token's current price makes run at once (run-prompt.ts).
  const low = owed ? undefined : read(`${given.slice(0, said.index)}${said[1]} $${cents}${given.slice(said.index + said[0].length)}`);
  const choices =
    low?.kind === 'intent' && low.intent.kind === 'automation-create' && low.intent.trigger.type === 'price' && recast.intent.trigger.type === 'price'
      ? [low.intent, recast.intent]
      : undefined;
  if (choices && asked.kind === 'ask') return { ...asked, choices };
  if (!owed || asked.kind !== 'ask') return asked;
  return { ...asked, question: `${lead ? `${lead} ` : ''}${asked.question}`, pending: { ...asked.pending, confirm: true } };
}

type Kind = 'limit' | 'stop' | 'take';

/**
 * The order's kind that keeps the direction its trigger was said in; undefined when none does. A limit waits for the
 * better price of its side (automation-request.ts): above for the token the trade gives, below for the one it receives.
 */
function kindAsSaid(named: Kind, order: AutomationCreateIntent): Kind | undefined {
  if (order.trigger.type !== 'price' || order.action.kind !== 'swap') return named;
  const { direction, token } = order.trigger;
  if (direction !== 'below' && direction !== 'above') return named;
  const gives = token.toUpperCase() === order.action.tokenIn.toUpperCase();
  const implied = named === 'stop' ? 'below' : named === 'take' ? 'above' : gives ? 'above' : 'below';
  if (direction === implied) return named;
  if (!gives) return undefined;
  return direction === 'below' ? 'stop' : 'take';
}

/** An order's trade in the words its reader reads back ("sell 5 SOL for USDC on solana"); undefined for a transfer. */
export function tradeWords(action: AutomationCreateIntent['action'], chosen?: string): string | undefined {
  if (action.kind !== 'swap') return undefined;
  const { amount, tokenIn, tokenOut, chain } = action;
  const paid = chosen?.startsWith('Paying') ? '' : ` with ${tokenIn}`;
  const got = chosen?.startsWith('Receiving') ? '' : ` for ${tokenOut}`;
  if (action.side === 'buy')
    return amount.kind === 'exact'
      ? `buy ${amount.value} ${tokenOut}${paid} on ${chain}`
      : amount.kind === 'usd'
        ? `buy $${amount.value} of ${tokenOut}${paid} on ${chain}`
        : undefined;
  const sold =
    amount.kind === 'exact'
      ? `${amount.value} ${tokenIn}`
      : amount.kind === 'usd'
        ? `$${amount.value} of ${tokenIn}`
        : amount.value === 1
          ? `all my ${tokenIn}`
          : `${amount.value * 100}% of my ${tokenIn}`;
  return `sell ${sold}${got} on ${chain}`;
}
