import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { moves } from './choose-action.ts';

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
  ['scratch', 'that'],
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
export function spokenCorrection(prompt: string): string | undefined {
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
  const said = words.slice(0, marker.at).map((_, i) => slotAt(facts, i));
  const correction = words.map((_, i) => (i >= marker.to ? slotAt(facts, i) : undefined));
  const first = correction.findIndex((s) => s !== undefined);
  if (first < 0) return undefined;
  // Between the marker and the correction, only fillers ("sorry, on ethereum"): anything else is more than a correction.
  if (words.slice(marker.to, first).some((w) => !fillerWords.has(w))) return undefined;
  const slot = correction[first]!;
  // An amount keeps its token with it ("50 usdc"): the token is part of the amount corrected.
  const amountToken = slot === 'amount' ? facts.amounts.find((a) => a.index === first)?.tokenIndex : undefined;
  // What follows the correction: nothing but fillers (a correction said last), or the rest of the request (said in place).
  const rest = words.map((_, i) => i).filter((i) => i > first && i !== amountToken);
  const inPlace = said.at(-1) === slot || (slot === 'amount' && facts.amounts.some((a) => a.tokenIndex === marker.at - 1 && a.index === marker.at - 2));
  const trailing = rest.every((i) => fillerWords.has(words[i]!) && correction[i] === undefined);
  if (!trailing && !inPlace) return undefined;
  // Trailing: exactly one part of that kind was said before, and it is the one replaced.
  const before = said.flatMap((s, i) => (s === slot && !(slot === 'token' && facts.amounts.some((a) => a.tokenIndex === i)) ? [i] : []));
  // "send 5 usdc to 0x…, sorry, I meant base": no chain was said, and the one corrected can only be the move's.
  if (trailing && slot === 'chain' && before.length === 0) return written([...words.slice(0, marker.at), 'on', words[first]!], facts);
  if (trailing && !inPlace) {
    const target = slot === 'amount' ? facts.amounts.filter((a) => a.index < marker.at) : before.map((index) => ({ index, tokenIndex: undefined }));
    if (target.length !== 1 || (slot === 'token' && facts.tokens.filter((t) => t.index < marker.at).length !== 1)) return undefined;
    const out = words.slice(0, marker.at);
    const old = target[0]!;
    out[old.index] = amountWord(words[old.index]!, words[first]!);
    if (amountToken !== undefined) {
      if (old.tokenIndex === undefined) return undefined;
      out[old.tokenIndex] = words[amountToken]!;
    }
    return written(out, facts);
  }
  // In place ("send 5 no wait 6 usdc to …"): the part said just before the marker is dropped with the marker.
  const dropFrom = slot === 'amount' && said.at(-1) !== 'amount' ? marker.at - 2 : marker.at - 1;
  const kept = trailing ? words.slice(first, (amountToken ?? first) + 1) : words.slice(first);
  return written([...words.slice(0, dropFrom), ...kept], facts);
}

/** A corrected amount keeps the dollar sign of the amount it replaces ("$20 … make it 30": $30). */
const amountWord = (old: string, corrected: string): string => (old.startsWith('$') && !corrected.startsWith('$') ? `$${corrected}` : corrected);

/** Scan words as a prompt again, each address placeholder ("@0") written out as it was given. */
const written = (words: readonly string[], facts: Facts): string =>
  words.map((w) => (/^@\d+$/.test(w) ? (facts.addresses[Number(w.slice(1))]?.raw ?? w) : w)).join(' ');
