import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { moves } from './choose-action.ts';
import { numbersFromWords, tens, units } from '../../language/number-words.ts';

/**
 * A spoken self-correction inside one utterance, a sentence with no break before the correction ("convert point five eth to usdc on base no wait make it point two
 * five", "send 20 usdc to bob.eth on ethereum, sorry, I meant base", "buy eth with 100 usdc, scratch that, 50 usdc"):
 * the part corrected is replaced by the correction and the corrected request is what was asked (issue 16). A
 * correction that leaves unclear which part it replaces (two amounts said before it, a token in a swap of two, a chain
 * never said, words beside it that are no part of it) is no correction read here: the prompt keeps its refusal.
 */

/** Words that open a correction of what was just said. */
const markers: readonly (readonly string[])[] = [
  ['no', 'wait'],
  ['wait', 'no'],
  ['no', 'sorry'],
  ['sorry'],
  ['actually'],
  ['no', 'scratch', 'that'],
  ['scratch', 'that'],
  ['actually', 'no'],
  ['no', 'actually'],
  ['correction'],
  ['oops'],
  ['or', 'rather'],
  ['i', 'mean'],
  ['i', 'meant'],
  ['no', 'no'],
  ['no', 'make'],
  ['make', 'that'],
  ['make', 'it'],
  // "sell 2 eth on base, well, 1", "…, better 1": the amount said again after a hedge.
  ['well'],
  ['better'],
];
/** A word of some marker, checked before the prompt is scanned: most prompts hold none. */
const markerWord = /\b(?:wait|sorry|actually|scratch|correction|oops|rather|mean|meant|no\s+no|make\s+(?:it|that)|well|better)\b/i;
/** Words between the marker and the correction that only lead to it ("make it", "change that to", "I meant"). */
const leadWords = new Set([
  ...['make', 'it', 'that', 'change', 'to', 'i', 'mean', 'meant', 'no', 'wait', 'its', 'lets', 'say', 'do', 'use', 'should', 'be'],
  // A second marker said straight after the first ("no wait sorry on base", "sorry actually on base") only leads to the correction too.
  ...['sorry', 'actually', 'oops', 'correction', 'rather', 'my', 'bad'],
]);
/** Words beside the corrected part that add nothing to it ("on base instead", "the base chain"). */
const fillerWords = new Set(['on', 'the', 'chain', 'network', 'instead', 'please', 'pls', 'of', 'then', 'ok', 'okay', 'to', 'one', 'exactly']);

type Slot = 'amount' | 'chain' | 'token' | 'recipient';

/** The kind of part a word is, as the scan read it: an amount, a chain, a token or a recipient. */
function slotAt(facts: Facts, i: number): Slot | undefined {
  if (facts.amounts.some((a) => a.index === i)) return 'amount';
  if (facts.chainIndexes.has(i)) return 'chain';
  if (facts.addresses.some((a) => a.index === i)) return 'recipient';
  if (facts.tokens.some((t) => t.index === i)) return 'token';
  return undefined;
}

/** Where a marker starts after the first move verb, and where the correction after it starts. */
function findMarker(words: readonly string[], from: number): { at: number; to: number } | undefined {
  for (let i = from; i < words.length; i++) {
    const marker = markers.find((m) => m.every((w, k) => words[i + k] === w));
    if (!marker) continue;
    let to = i + marker.length;
    while (to < words.length && leadWords.has(words[to]!)) to++;
    return { at: i, to };
  }
  return undefined;
}

/**
 * The request as corrected, in the scan's words (addresses written out again); undefined when the prompt holds no
 * spoken correction of one part that can be placed without a guess.
 */
export function spokenCorrection(given: string): string | undefined {
  return correctionOf(given)?.text;
}

/** The request as corrected, and whether the part corrected was an order's price (then only an order may read it). */
export function correctionOf(given: string): { text: string; price: boolean } | undefined {
  const corrected = correctedWords(given);
  // "swap 10 USDC to ETH on base with 0.5% slippage, no wait make it 20": the request is rewritten from the words its
  // parts were read from, and a slippage said beside them was lost (the yes asked for would trade at the default 1%).
  // A correction that drops the slippage said in the request is no reading of it.
  if (corrected && slippageSaid.test(given) && !slippageSaid.test(corrected.text)) return undefined;
  return corrected;
}

/** A slippage said with its figure: "0.5% slippage", "slippage=50bps", "slippage of 2 percent", "1% slip". */
const slippageSaid =
  /\bslip(?:page)?\b\W{0,3}(?:(?:of|at|to|is|max)\s+)?\d*\.?\d+\s*(?:%|bps\b|percent\b)|\d*\.?\d+\s*(?:%|bps\b|percent\b)\s*(?:max\s+)?slip/i;

function correctedWords(given: string): { text: string; price: boolean } | undefined {
  const prompt = withoutReason(given);
  if (prompt === undefined) return undefined;
  // "…no wait +5", "i mean -5": a change of the amount, never the amount itself.
  if (/\b(?:wait|mean|meant|sorry|actually|that|it|rather)\s*,?\s*[+-]\s*\$?\d/i.test(prompt)) return undefined;
  // One utterance: a correction written as a sentence of its own ("…on base. Actually, make it 2.", "… — actually make
  // it 50") could have been an edit of the request, and stays a second request, refused (a pause, "…", is still speech).
  if (!markerWord.test(prompt) || /(?<![.…])[.!?;](?![.…])\s+\S|\s[—–]\s/.test(prompt.trim())) return undefined;
  const facts = scanPrompt(prompt);
  const { words } = facts;
  // A correction follows what it corrects: the move's verb or the first part said (a wrap's verb is its capability's own).
  const verb = facts.actions.find((a) => moves.has(a.action))?.index ?? words.length;
  const start = Math.min(verb, ...words.map((_, i) => (slotAt(facts, i) ? i : words.length)));
  if (start >= words.length) return undefined;
  const marker = findMarker(words, start + 1);
  if (!marker || marker.to >= words.length) return undefined;
  // "sell um half my uni on unichain actually no just sell five uni for usdc on unichain" (held-out-43, voice): the
  // request said again whole after the marker, from its own verb: that request replaces all that came before.
  const restart = restartAt(words, facts, marker.to);
  if (restart !== undefined) return { text: written(words.slice(restart), facts), price: false };
  const said = words.slice(0, marker.at).map((_, i) => slotAt(facts, i));
  const correction = words.map((_, i) => (i >= marker.to ? slotAt(facts, i) : undefined));
  const first = correction.findIndex((s) => s !== undefined);
  if (first < 0) return undefined;
  // Between the marker and the correction, only fillers ("sorry, on ethereum"): anything else is more than a correction.
  if (words.slice(marker.to, first).some((w) => !fillerWords.has(w))) return undefined;
  const slot = correction[first]!;
  // "make it five five sol": the corrected amount said twice over, as speech repeats a word, is that amount once.
  if (slot === 'amount' && words[first + 1] === words[first] && facts.amounts.some((a) => a.index === first + 1))
    return correctedWords(written([...words.slice(0, first), ...words.slice(first + 1)], facts));
  // "…if it goes below one fifty I mean one dollar fifty", "…below 1.80 I mean 1.50": an order's price corrected where it
  // was said, never the amount the order trades.
  const price = slot === 'amount' ? priceSaidBefore(words, marker.at) : undefined;
  if (price !== undefined) {
    const after = words.slice(first + 1);
    if (!after.every((w) => fillerWords.has(w) || priceUnits.has(w))) return undefined;
    // "…above 4000 i mean 0.5", "…hits 4k no wait 5": a bare number far from the price said may be the amount (or
    // thousands): never placed on a guess (a unit, "one dollar fifty", says it is the price).
    if (!words[first]!.startsWith('$') && !after.some((w) => priceUnits.has(w)) && !nearPrice(words.slice(price, marker.at), words[first]!)) return undefined;
    return { text: written([...words.slice(0, price), ...words.slice(first)], facts), price: true };
  }
  // An amount keeps its token with it ("50 usdc"): the token is part of the amount corrected.
  const amountToken = slot === 'amount' ? facts.amounts.find((a) => a.index === first)?.tokenIndex : undefined;
  // What follows the correction: nothing but fillers (a correction said last), or the rest of the request (said in place).
  // ("…, no wait make it thirty bucks", held-out-37 voice: the dollars the corrected amount is said in are part of it.)
  const unitAfter = slot === 'amount' && priceUnits.has(words[first + 1] ?? '') && words[first + 1] !== 'cents' ? first + 1 : undefined;
  const rest = words.map((_, i) => i).filter((i) => i > first && i !== amountToken && i !== unitAfter);
  const inPlace = said.at(-1) === slot || (slot === 'amount' && facts.amounts.some((a) => a.tokenIndex === marker.at - 1 && a.index === marker.at - 2));
  const trailing = rest.every((i) => fillerWords.has(words[i]!) && correction[i] === undefined);
  if (!trailing && !inPlace) return undefined;
  // Trailing: exactly one part of that kind was said before, and it is the one replaced.
  const before = said.flatMap((s, i) => (s === slot && !(slot === 'token' && facts.amounts.some((a) => a.tokenIndex === i)) ? [i] : []));
  // "send 5 usdc to 0x…, sorry, I meant base": no chain was said, and the one corrected can only be the move's.
  if (trailing && slot === 'chain' && before.length === 0) return { text: written([...words.slice(0, marker.at), 'on', words[first]!], facts), price: false };
  if (trailing && !inPlace) {
    const target = slot === 'amount' ? facts.amounts.filter((a) => a.index < marker.at) : before.map((index) => ({ index, tokenIndex: undefined }));
    if (target.length !== 1 || (slot === 'token' && facts.tokens.filter((t) => t.index < marker.at).length !== 1)) return undefined;
    const out = words.slice(0, marker.at);
    const old = target[0]!;
    if (slot === 'amount' && !amountPlaced(words, facts, old, first, amountToken, marker.at)) return undefined;
    out[old.index] = amountWord(words[old.index]!, words[first]!);
    if (amountToken !== undefined) {
      if (old.tokenIndex === undefined) return undefined;
      out[old.tokenIndex] = words[amountToken]!;
    }
    return { text: written(out, facts), price: false };
  }
  // In place ("send 5 no wait 6 usdc to …"): the part said just before the marker is dropped with the marker.
  const dropFrom = slot === 'amount' && said.at(-1) !== 'amount' ? marker.at - 2 : marker.at - 1;
  const kept = trailing ? words.slice(first, (amountToken ?? first) + 1) : words.slice(first);
  return { text: written([...words.slice(0, dropFrom), ...kept], facts), price: false };
}

/**
 * Where a request said again from its verb starts after a correction's marker ("… just sell five uni for usdc on
 * unichain"): a move verb, after "just" or "only" at most, with a part of its own (an amount, a token) after it.
 */
function restartAt(words: readonly string[], facts: Facts, to: number): number | undefined {
  let at = to;
  while (at < words.length && (words[at] === 'just' || words[at] === 'only')) at++;
  if (!facts.actions.some((a) => a.index === at && moves.has(a.action))) return undefined;
  const parts = words.slice(at + 1).filter((_, k) => {
    const slot = slotAt(facts, at + 1 + k);
    return slot === 'amount' || slot === 'token';
  });
  return parts.length >= 2 ? at : undefined;
}

/** Words that lead to an order's price ("below", "drops to"), and the words a price is said in. */
const priceLeads = /^(?:below|above|under|over|beneath|at|reaches|hits|past)$/;
const priceVerbs = /^(?:drops?|falls?|goes|gets|rises?|climbs?|dips?|pumps?|reaches|hits|comes)$/;
const priceUnits = new Set(['dollar', 'dollars', 'usd', 'bucks', 'buck', 'cents']);
const numberWord = (w: string): boolean =>
  /^\$?\d[\d.,]*[km]?$/.test(w) || w in units || w in tens || ['hundred', 'thousand', 'point', 'and', ...priceUnits].includes(w);

/** Where a price said just before `at` starts (after "below", "at", "drops to"), if the words before `at` are one. */
function priceSaidBefore(words: readonly string[], at: number): number | undefined {
  let i = at;
  while (i > 0 && numberWord(words[i - 1]!)) i--;
  if (i === at || !/\d|[a-z]/.test(words[i] ?? '') || words[i] === 'and') return undefined;
  const lead = words[i - 1] ?? '';
  return priceLeads.test(lead) || (lead === 'to' && priceVerbs.test(words[i - 2] ?? '')) ? i : undefined;
}

/**
 * "…wait no 200k toshi, 2000 is nothing lol", "…no wait 500 aero, 50 is too little": a last clause saying why the part
 * said first was wrong (that part, or "that"/"it", judged too small, too big or a typo) is the reason for the correction,
 * and no part of the request; the prompt without it (undefined when it names a number that was never said before it).
 */
const reasonClause =
  /,\s*(\d[\d.,]*[km]?|that|it|this)(?:\s*['’]s|\s+(?:is|was|isn['’]?t|wasn['’]?t))\s+(?:(?:way|much|far|just|kinda|so)\s+)?(?:nothing|peanuts|dust|tiny|a typo|a mistake|wrong|(?:too|not) (?:little|small|low|few|much|many|high|big|enough)|enough)(?:\s+(?:lol|lmao|haha|tbh|honestly|my bad|sorry))?\s*[.!]*\s*$/i;
function withoutReason(prompt: string): string | undefined {
  const m = reasonClause.exec(prompt);
  if (!m) return prompt;
  const kept = prompt.slice(0, m.index);
  if (/^\d/.test(m[1]!) && !new RegExp(`(?<![\\d.,])${m[1]!.replace(/[.]/g, '\\.')}(?![\\d.,]*\\d)`, 'i').test(kept)) return undefined;
  return kept;
}

/** A number as said in digits, or in words ("4k", "four thousand"); undefined when it is no one number. */
function numberSaid(said: readonly string[]): number | undefined {
  const text = said
    .filter((w) => w !== 'and' && !priceUnits.has(w))
    .join(' ')
    .replace(/\$/g, '');
  const digits = /^(\d[\d,]*(?:\.\d+)?|\.\d+)([km]?)$/.exec(/\d/.test(text) ? text : numbersFromWords(text, () => false).trim());
  if (!digits) return undefined;
  return Number(digits[1]!.replace(/,/g, '')) * (digits[2] === 'k' ? 1e3 : digits[2] === 'm' ? 1e6 : 1);
}

/** A bare number said as an order's price again is near the price it replaces (within half to twice of it). */
function nearPrice(price: readonly string[], corrected: string): boolean {
  const was = numberSaid(price);
  const now = numberSaid([corrected]);
  return was === undefined || now === undefined || (now >= was / 2 && now <= was * 2);
}

/**
 * Whether a trailing amount can replace the one said without a guess: "+5" / "-5" say a change, not an amount; a bare
 * number beside a price, a time, a count or a period ("at 4000 … no wait 4500", "every 2 days … i mean 3") may be any
 * of them; a share ("50% … i mean 5", "half … i mean 25") stays a share or becomes tokens; and a swap's amount said with
 * another token ("buy $20 of eth … i mean 20 usdc") may be the token paid with.
 */
function amountPlaced(
  words: readonly string[],
  facts: Facts,
  old: { index: number; tokenIndex?: number },
  first: number,
  amountToken: number | undefined,
  at: number,
): boolean {
  const corrected = words[first]!;
  if (/^[+-]/.test(corrected)) return false;
  const was = words[old.index]!;
  // ("all … no wait 1": tokens, as all of it was; "half … no wait a quarter": a share again.)
  const share = /%$|^(?:half|quarter|third)$/.test(was) || words[old.index + 1] === '%';
  const shared = /%$|^(?:half|quarter|third|all)$/.test(corrected) || ['%', 'percent'].includes(words[first + 1] ?? '');
  if (amountToken === undefined) {
    if (share && !shared) return false;
    const dollars = was.startsWith('$') && corrected.startsWith('$');
    if (!dollars && words.slice(0, at).some((w, i) => i !== old.index && /^\$?\d/.test(w) && !/^@\d+$/.test(w))) return false;
  }
  const swap = facts.actions.some((a) => a.action === 'swap' || a.action === 'buy' || a.action === 'sell');
  if (swap && amountToken !== undefined && old.tokenIndex !== undefined && words[old.tokenIndex] !== words[amountToken]) return false;
  if (swap && amountToken !== undefined && was.startsWith('$')) return false;
  return true;
}

/** A corrected amount keeps the dollar sign of the amount it replaces ("$20 … make it 30": $30). */
const amountWord = (old: string, corrected: string): string => (old.startsWith('$') && !corrected.startsWith('$') ? `$${corrected}` : corrected);

/** Scan words as a prompt again, each address placeholder ("@0") written out as it was given. */
const written = (words: readonly string[], facts: Facts): string =>
  words.map((w) => (/^@\d+$/.test(w) ? (facts.addresses[Number(w.slice(1))]?.raw ?? w) : w)).join(' ');
