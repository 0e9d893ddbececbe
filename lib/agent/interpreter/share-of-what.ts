import { scanPrompt } from '../../language/scan-prompt.ts';
import { chainPrepositions, sequenceWords } from '../../language/lexicon.ts';
import { movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { amountAskedAgain } from './amount-again.ts';

/** What a share of the balance is said of: the holding itself ("half my bag", "50% of my funds", "all of it"). */
const holdingWords = new Set(
  `balance balances holdings holding bag bags stack stash position positions funds money cash coins tokens token stables stablecoins
   crypto wallet wallets account it them everything`.split(/\s+/),
);
/** Words between a share and what it is of that leave it the holding's ("half of all my remaining usdc"). */
const ofWords = new Set('of my the our your all remaining current available spare leftover own total entire whole wrapped native'.split(' '));
/** Words after a share that end it: the move goes on ("half to bob.eth", "half on base", "half now please"). */
const endWords = new Set(
  `to into for with from by as each between among instead now today tonight asap rn please pls plz thanks thx ty pl back too
   so or but if when again right away just only first ok okay yes yeah`.split(/\s+/),
);
/** A share that is someone's ("my half", "his share") or the part left of one ("the other half", "the remaining 50%"). */
const ownerWords = new Set(['my', 'his', 'her', 'their', 'your', 'our', 'ur']);
const leftWords = new Set(['other', 'remaining', 'second', 'last', 'final', 'rest', 'leftover']);

/**
 * "send bob.eth my half of dinner on base in usdc", "half the rent", "half of what he sent me", "the other half of my
 * usdc", "half that usdc": a share said of something other than the holding (a bill, a sum owed or received, a part
 * already moved) was read as that share of the wallet's balance, and sent half of all the USDC held (sweep B: 149
 * moved or were asked a yes on the balance's half). A share of the balance is said of the holding — its token, "my
 * …", "it", "my bag", "what I have", "that" right after a balance was read — or alone ("half", "half to bob.eth");
 * any other share asks the amount again. "All" is left to the readers: "all of that" is all of something either way.
 * @returns the move with its amount asked again, or undefined when each share in the prompt is one of the holding.
 */
export function shareOfOther(given: string, thread: readonly ThreadTurn[], reading: Interpretation): Interpretation | undefined {
  if (reading.kind === 'fail') return undefined;
  const moving = movingIntentOf(reading) as { amount?: { kind?: string; value?: unknown } } | undefined;
  if (moving?.amount?.kind !== 'fraction' || moving.amount.value === 1) return undefined;
  const facts = scanPrompt(given);
  const { words } = facts;
  // The move's own tokens as written ("unwrap half my wsol"), whatever the scan made of them.
  const named = Object.values(moving as Record<string, unknown>).flatMap((v) => (typeof v === 'string' ? [v.toLowerCase()] : []));
  const tokenAt = new Set([...facts.tokens.map((t) => t.index), ...words.flatMap((w, i) => (named.includes(w) ? [i] : []))]);
  // "how much weth on base" → "unwrap half of that": "that" is the holding just read out.
  const last = thread.at(-1)?.interpretation;
  const readOut = last?.kind === 'intent' && !movingIntentOf(last);
  for (const { amount, index } of facts.amounts) {
    if (amount.kind !== 'fraction' || amount.value === 1) continue;
    const before = words[index - 1] ?? '';
    const owned = ownerWords.has(before) || leftWords.has(before);
    let at = index + (/^\d/.test(words[index]!) && /^(?:percent|pct)$/.test(words[index + 1] ?? '') ? 2 : 1);
    while (ofWords.has(words[at] ?? '') && !tokenAt.has(at)) at++;
    if (!owned && (tokenAt.has(at) || holdingOf(words, at, facts.chainIndexes) || (readOut && ['that', 'this'].includes(words[at]!)))) continue;
    const from = owned ? index - (words[index - 2] === 'the' ? 2 : 1) : index;
    let to = at + 1;
    while (to < Math.min(at + 4, words.length) && !holdingOf(words, to, facts.chainIndexes)) to++;
    const said = words.slice(from, to).join(' ');
    const what = leftWords.has(before) ? 'what is left after an earlier share I cannot see' : 'a share of something I cannot see, not of what you hold';
    return amountAskedAgain(reading, `"${said}" is ${what}`);
  }
  return undefined;
}

/** Whether the words from `at` end the share or name the holding it is of. */
function holdingOf(words: readonly string[], at: number, chainIndexes: ReadonlySet<number>): boolean {
  const word = words[at];
  if (word === undefined || word.startsWith('@') || /^\$?\d/.test(word) || chainIndexes.has(at)) return true;
  if (holdingWords.has(word) || endWords.has(word) || chainPrepositions.has(word) || sequenceWords.has(word)) return true;
  // "half of what I have", "half of whatever is in my wallet", "half I hold": the holding said as a clause.
  const next = words.slice(word === 'what' || word === 'whats' || word === 'whatever' ? at + 1 : at, at + 3);
  return /^(?:(?:i|we) (?:have|hold|own|got left)|(?:is )?in|s in)\b/.test(next.join(' '));
}
