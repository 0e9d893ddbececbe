import { fail, type Reading } from '../../language/reading.ts';
import type { AutomationCancelIntent, AutomationCreateIntent, AutomationListIntent } from './intent.ts';

type Interpretation = Reading<AutomationCreateIntent | AutomationListIntent | AutomationCancelIntent>;
import { tokenWords } from '../../language/token-registry.ts';
import { heardAs } from '../../language/lexicon.ts';

/** What a price condition says, before the trade it guards is read. */
export interface PriceCondition {
  /** Registry key of the token named in the condition; absent for "it", "the price": the traded token. */
  readonly token?: string;
  /** Set for limit orders ("buy 1 eth at 2000 limit"): below for a buy, above for a sell, once the trade is known. */
  readonly direction: 'below' | 'above' | 'by-side' | 'reach';
  readonly priceUsd?: string;
  readonly percent?: number;
  /** A voice transcription's word for the token ("eath" for ETH), read as that token and noted. */
  readonly heard?: string;
  /** The condition as written, for the description. */
  readonly words: string;
  /** The prompt without the condition: the trade. */
  readonly rest: string;
}

// "$0.004", "2.5k", "1,200", "-20%", "+50 %", "0.2 usd".
// "2 500", "1 20": digits after a space are part of what was said (a price taken as its "2" set a stop at $2).
const NUM = String.raw`[-+]?\$?(?:\d[\d,]*(?:\.\d+)?(?:\s\d{2,3}(?![\w.,%$]))?|\.\d+)(?:\s?[km](?![a-z0-9]))?(?:\s*(?:%|percent\b|usd\b|(?:u\.?s\.?\s+)?dollars?\b|bucks\b|\$))?`;
const condition = new RegExp(
  String.raw`\b(?:if|when|once|whenever|as soon as)\s+((?:(?!\b(?:if|when|once|then|buy|sell|swap|send|transfer|and)\b)[^,.;!?\n\d$+-])*?)(${NUM})((?:\s+(?:from\s+(?:now|here|today|(?:the\s+|its\s+)?current(?:\s+price)?|where\s+it\s+is(?:\s+now)?)|or\s+(?:lower|less|below|under|higher|more|above|over|better)))*)`,
  'i',
);
// "stop loss for 0.015 WETH on ethereum at 2600": a decimal point in the holding's amount ends no sentence, nor does a
// comma between its thousands ("stop loss on solana selling 3,000,000 BONK at $0.000016", held-out-27).
const protective = new RegExp(
  String.raw`\b(?:(?:set|place|put|add|create|make|open)\s+(?:up\s+)?(?:a|an|my|me\s+a)\s+)?(stop[\s-]?loss|take[\s-]?profits?|tp|sl)\s+(?:order\s+)?(?:on|for)\s+((?:[^,.;!?\n]|(?<=\d)\.(?=\d)|(?<=\d),(?=\d{3}(?!\d)))*?)\s+(?:at|@|of)\s+(${NUM})`,
  'i',
);
const limitWords = /\b(?:(?:set|place|put|add|create|make|open)\s+(?:up\s+)?(?:a|an|me\s+a)\s+)?(?<!slippage\s)limit(?:\s+orders?)?(?:\s*:|\s+to\b)?/i;
const limitPrice = new RegExp(String.raw`\s(?:at|@)\s+(${NUM})(?:\s+(?:each|per\s+\w+))?`, 'i');

const down = new Set([
  'drops',
  'drop',
  'dropped',
  'dips',
  'dip',
  'falls',
  'fall',
  'under',
  'below',
  'beneath',
  'down',
  'dumps',
  'dump',
  'lower',
  'less',
  'sinks',
  'sink',
  'tanks',
  'tank',
  'crashes',
  'crash',
  'declines',
  'decline',
  'loses',
  'lose',
  // "when ETH is falling to 2800", "once sol is dipping under 120": the same moves said as they happen.
  'dropping',
  'dipping',
  'falling',
  'sinking',
  'tanking',
  'crashing',
  'declining',
  'losing',
  'dumping',
  'downward',
]);
const up = new Set([
  'rises',
  'rise',
  'above',
  'over',
  'up',
  'pumps',
  'pump',
  'climbs',
  'climb',
  'higher',
  'exceeds',
  'exceed',
  'gains',
  'gain',
  'surges',
  'jumps',
  'moons',
  'past',
  'more',
  'rising',
  'climbing',
  'pumping',
  'surging',
  'jumping',
  'gaining',
  'exceeding',
  'mooning',
  'upward',
]);
/** Verbs that say where the price gets, not which way: "hits", "reaches" go from wherever the price is when the order is made. */
const neutral = new Set([
  'hits',
  'hit',
  'reaches',
  'reach',
  'touches',
  'touch',
  'crosses',
  'cross',
  'is',
  'gets',
  'get',
  'goes',
  'go',
  'trades',
  'trading',
  'moves',
  'move',
  'at',
  'breaks',
  'becomes',
  'equals',
  'hitting',
  'reaching',
  'touching',
  'crossing',
  'getting',
  'going',
  'moving',
  // "When SOL arrive to 200 dollar", "when eth comes to 2500", "once it lands at 1.5": a learner's or a chat's "reaches".
  'arrive',
  'arrives',
  'arriving',
  'come',
  'comes',
  'coming',
  'become',
  'land',
  'lands',
  'landing',
  // "When price of ETH will be 2800$" (held-out-34): a learner's future tense of "is".
  'be',
]);
const conditionFillers = new Set(['will', 'shall', 'the', 'price', 'of', 'its', 'it', 'to', 'by', 'back', 'a', 'an', 'more', 'than', 'or', 'and', 's']);

/** "$0.004" → "0.004", "2.5k" → "2500", "1,200" → "1200"; `undefined` for no positive number. */
export function priceText(raw: string): string | undefined {
  if (twoWayPrice(raw)) return undefined;
  const m = /(\d[\d,]*(?:\.\d+)?|\.\d+)\s?([km])?/i.exec(raw);
  // A comma that ends the number ends the clause ("if it dips to 2500, use 500 usdc"): it is no part of the price.
  const number = m?.[1]?.replace(/,+$/, '');
  // Commas only as thousands groups: "0,5" is a decimal comma, never 5.
  if (!m || !number || (number.includes(',') && !/^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/.test(number))) return undefined;
  const digits = number.replace(/,/g, '');
  const scale = m[2]?.toLowerCase();
  const text = scale ? scaled(digits, scale === 'k' ? 3 : 6) : digits.startsWith('.') ? `0${digits}` : digits;
  return /^0*(?:\.0*)?$/.test(text) ? undefined : text.replace(/^0+(?=\d)/, '');
}

/**
 * A price written two ways: "2.500" (2.5, or 2,500 with a dot between thousands), "2 500" and "1 20" (2,500 and 1.20
 * or 120 said with a space): its readings, low then high, never one picked.
 */
export function twoWayPrice(raw: string): readonly [string, string] | undefined {
  const m = /(?<![\d.,])([1-9]\d{0,2})(?:\.(\d\d0)|\s(\d{2,3}))(?![\d.,]|\s?[km](?![a-z]))/i.exec(raw);
  if (!m) return undefined;
  const part = m[2] ?? m[3]!;
  return [String(Number(`${m[1]}.${part}`)), `${m[1]}${part}`];
}

/** Multiplies a decimal string by 10^`places` without going through floats. */
function scaled(digits: string, places: number): string {
  const [whole = '0', frac = ''] = digits.split('.');
  const padded = frac.padEnd(places, '0');
  const out = `${whole}${padded.slice(0, places)}${padded.length > places ? `.${padded.slice(places)}` : ''}`;
  return out.replace(/^0+(?=\d)/, '');
}

const isPercent = (raw: string): boolean => /%|percent/i.test(raw);

/** "…, not before", "and no sooner", "not a moment before that": after a price condition, that it waits for it. */
const notBefore =
  /^\s*(?:only\b)?\s*[,;]?\s*(?:(?:and|but)\s+)?(?:not|never|no)\s+(?:a\s+(?:moment|second|minute)\s+|one\s+(?:cent|dollar)\s+)?(?:before|earlier|sooner)(?:\s+(?:than\s+)?(?:that|this|it))?\b/i;

/**
 * The price condition of a prompt, if it has one: "if it drops below
 * $0.004", "when BONK falls 20% from now", "set a stop loss on my pepe at
 * $0.00001", "buy 2 eth on base at 1800 limit". Which way:
 * below for drops, falls, dips, under, below, a stop loss, a limit buy; above
 * for rises, pumps, above, over, a take profit, a limit sell; "hits",
 * "reaches", "is at" (words that say where, not which way) are `reach`: the
 * way from the price when the order is made. A relative move ("falls 20%") keeps the
 * percentage. Returns a failure for a condition it cannot read one way.
 */
export function readPriceTrigger(text: string, limitOrder = /\blimit\b/i.test(text)): PriceCondition | Interpretation | undefined {
  const guardOrder = protective.exec(text);
  if (guardOrder) {
    const stop = /^s/i.test(guardOrder[1]!);
    // "a stop loss on my pepe" guards the holding: all of it. "a stop loss on your ETH" (someone's advice, said again)
    // and "a stop loss for eth" (a token, not a holding) say no amount: how much is asked.
    // "a stop loss on solana selling 3,000,000 BONK" (held-out-27): the chain said first is where the holding is, and
    // "selling"/"for" before the holding only says what is sold; read as the holding, "solana" set an order buying BONK
    // with SOL.
    const holding = guardOrder[2]!
      .trim()
      .replace(/^your\s+/i, '')
      .replace(/^(base|ethereum|polygon|unichain|solana)\s+(?:(?:by\s+)?selling|sell|for|of)\s+(\S.*)$/i, '$2 on $1');
    const amount = /^my\b/i.test(holding) && !/\d|\b(?:half|quarter|third|all|everything|max|entire|whole)\b/i.test(holding) ? `all ${holding}` : holding;
    const value = guardOrder[3]!;
    // "stop loss on my eth on base at 2000 sell 1 usdc": a trade of its own after the holding's price that the order's
    // header could not read as its trade; read as "all my eth", it sold all of it.
    if (/\b(?:sell|dump|swap)\b/i.test(text.slice(guardOrder.index + guardOrder[0].length)))
      return fail(
        'AUTOMATION_AMBIGUOUS',
        `That names the holding to guard and a trade of its own; say them together, like "stop loss on my ETH on Base at $2000, sell 1 ETH". Nothing was set up.`,
      );
    const rest = `sell ${amount} ${text.slice(0, guardOrder.index)} ${text.slice(guardOrder.index + guardOrder[0].length)}`;
    return level(value, stop ? 'below' : 'above', undefined, `${stop ? 'stop loss' : 'take profit'} at ${value.trim()}`, rest);
  }
  const m = condition.exec(text);
  if (m) {
    const middle = m[1]!.toLowerCase().match(/\$?[a-z][a-z0-9]*/g) ?? [];
    // "check if i have at least 1.5 eth": what the person holds, never a price to wait for.
    // ("tell me if i even have more than 2 ETH" (held-out-42): "even", "really", "actually" before the having.)
    const held = middle.filter((w, i) => i === 0 || !/^(?:even|really|actually|still)$/.test(w));
    if (/^(?:i|we)$/.test(held[0] ?? '') && /^(?:have|hold|own|got|still)$/.test(held[1] ?? '')) return undefined;
    const value = m[2]!;
    const tail = m[3]!.toLowerCase();
    const words = [...middle, ...(tail.match(/[a-z]+/g) ?? [])];
    const says = (set: Set<string>) => words.some((w) => set.has(w));
    if (!says(down) && !says(up) && !says(neutral) && !/^[-+]/.test(value)) return undefined;
    // "if it goes up 20", "if eth rises by 200": a move by so many dollars, never the price of 20 or 200 it was set at
    // (an order that ran at once). A move said in percent ("up 20%") is read as one.
    const before = middle.at(-1)?.replace(/^\$/, '');
    if (!isPercent(value) && !/^[-+]/.test(value.trim()) && (before === 'by' || before === 'up' || before === 'down'))
      return fail(
        'AUTOMATION_AMBIGUOUS',
        `"${m[0].trim()}" says a move by an amount, not the price to wait for: say the price, like "above $4,000", or the move in percent, like "rises 20%". Nothing was set up.`,
      );
    let token: string | undefined;
    let heard: string | undefined;
    for (const w of middle) {
      const bare = w.replace(/^\$/, '');
      if (down.has(bare) || up.has(bare) || neutral.has(bare) || conditionFillers.has(bare)) continue;
      const key = tokenWords.get(bare) ?? tokenWords.get(heardAs.get(bare) ?? '');
      if (key) {
        token = key;
        if (!tokenWords.has(bare)) heard = bare;
        break;
      }
      if (w.startsWith('$')) return fail('UNKNOWN_TOKEN', `I don't know the token "${bare.toUpperCase()}". Nothing was done.`);
    }
    const downward = says(down) || value.trim().startsWith('-');
    const upward = says(up) || value.trim().startsWith('+');
    if (downward && upward)
      return fail('AUTOMATION_AMBIGUOUS', `"${m[0].trim()}" says both up and down: say "below" or "above" and a price. Nothing was set up.`);
    if (!downward && !upward && isPercent(value)) {
      return fail('AUTOMATION_AMBIGUOUS', `"${m[0].trim()}" does not say which way: say "rises 20%" or "falls 20%". Nothing was set up.`);
    }
    // "when the price go down to 2500, not before": the condition said again as the time it waits for, part of it.
    const end = m.index + m[0].length + (notBefore.exec(text.slice(m.index + m[0].length))?.[0].length ?? 0);
    const rest = `${text.slice(0, m.index)} ${text.slice(end)}`;
    // A limit order's "if eth hits 2750" is at its side of the price: a buy below, a sell above.
    // A stop loss's "if it hits 12" is a fall to 12, a take profit's a rise.
    const protectiveKind = /\bstop[\s-]?loss/i.test(text) ? 'below' : /\btake[\s-]?profit/i.test(text) ? 'above' : undefined;
    // "when eth hits 2500" says where, not which way: the way is from the price when the order is made (a fall from
    // $3,000, a rise from $2,000), settled then; read as "above" it once sold at once what was to wait for a fall.
    const direction = downward ? 'below' : upward ? 'above' : (protectiveKind ?? (!limitOrder ? 'reach' : 'by-side'));
    const read = level(value, direction, token, m[0].trim(), rest);
    return heard && !('kind' in read) ? { ...read, heard } : read;
  }
  const limit = limitWords.exec(text);
  const at = limit ? limitPrice.exec(text) : null;
  if (limit && at && !isPercent(at[1]!)) {
    const without = text.replace(limitWords, ' ');
    const rest = without.replace(limitPrice, ' ');
    return level(at[1]!, 'by-side', undefined, `limit at ${at[1]!.trim()}`, rest);
  }
  return undefined;
}

function level(raw: string, direction: PriceCondition['direction'], token: string | undefined, words: string, rest: string): PriceCondition | Interpretation {
  const base = { direction, words, rest, ...(token ? { token } : {}) };
  if (isPercent(raw)) {
    const percent = Number(priceText(raw) ?? '0');
    if (!(percent > 0 && percent < 100))
      return fail(
        'AUTOMATION_UNSUPPORTED',
        `A move of ${raw.trim()} is outside what a price trigger can watch (more than 0% and less than 100%). Nothing was set up.`,
      );
    return { ...base, percent };
  }
  const priceUsd = priceText(raw);
  const either = twoWayPrice(raw);
  if (either)
    return fail(
      'BAD_AMOUNT',
      `"${raw.trim()}" may be $${either[0]} or $${either[1]}: say the price in digits alone, like "$${either[1]}". Nothing was set up.`,
    );
  if (!priceUsd || raw.trim().startsWith('-'))
    return fail('BAD_AMOUNT', `"${raw.trim()}" is not a price I can watch; write a positive dollar price like $0.004 or 2.5k. Nothing was set up.`);
  return { ...base, priceUsd };
}
