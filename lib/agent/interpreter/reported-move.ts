import { moves } from './choose-action.ts';
import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { fieldSyntax } from './structured-prompt.ts';

/**
 * A line that reports a move rather than asks for it (issue 16): "swapped 5 usdc for eth on base", "swap 5 usdc for eth
 * on base failed, retrying", "❌ swap …", "tx reverted: send …". Its words say what happened to the move — told in the
 * past, or with its outcome — so it is never the move it reports.
 */

/** Verbs of a move told in the past. */
const pastTense = new Set([
  'bought',
  'sold',
  'swapped',
  'sent',
  'traded',
  'transferred',
  'moved',
  'aped',
  'paid',
  'launched',
  'deployed',
  'bridged',
  'converted',
  'exchanged',
  'tipped',
]);

/** Words of a move's outcome: it failed, was retried, got stuck ("failed, retrying", "reverted", "error: slippage"). */
const outcome = /\b(?:failed|fails|failing|failure|reverted|reverts|errored|error|retrying|retried|stuck|timed out|timeout|rejected|unsuccessful)\b/i;
/** `outcome`, every one said (built once; `matchAll` works on a copy, so sharing it is safe). */
const outcomeEvery = new RegExp(outcome.source, 'gi');
/** Words before an outcome word that make it no report ("don't fail", "if it fails", "in case of an error"). */
const notReported = /\b(?:don'?t|dont|do not|not|never|won'?t|if|unless|in case(?: of)?|without|no|avoid|so it)\s+(?:\w+\s+){0,2}$/i;
/** A status word that opens a bot's line about a move done (never "ok" or "confirmed", which may say go ahead). */
const reportLead = /^\s*(?:filled|done|executed|completed|settled|succeeded|success)(?:\s*:\s*|\s+)(?=[\w$])/i;
/** A status mark that tells an outcome: done, failed, stopped. */
const statusMark = /[❌✅✔✓☑✖⛔🚫]/u;

/** Moves the scan names no action for ("wrapped" is left out: "wrapped pol" names a token). */
const otherVerbs = /^(?:wrap|unwrap|launch|deploy|launched|deployed)$/;

/** Where the verbs of a move stand among the words. */
const verbsOf = (facts: Facts): number[] => [
  ...facts.actions.filter((a) => moves.has(a.action)).map((a) => a.index),
  ...facts.words.flatMap((w, i) => (otherVerbs.test(w) ? [i] : [])),
];

/** Words that wish for a thing done ("I'd like 3 LINK sold", "I want my ETH swapped"), never "want to know why I sold". */
const wishing = new Set(['like', 'want', 'wants', 'need', 'needs', 'wish', 'prefer']);
const subjects = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'was', 'were', 'been', 'had', 'have', 'has']);

/** Whether the past participle at `at` is what a wish asks done: a wish word a few words before, its object between. */
function wished(words: readonly string[], at: number): boolean {
  for (let w = at - 1; w >= Math.max(0, at - 6); w -= 1) {
    if (subjects.has(words[w]!)) return false;
    if (wishing.has(words[w]!)) return words[w + 1] !== 'to' && w + 1 < at;
  }
  return false;
}

/** A past said after "if", "suppose" or "say" ("what if I sold all my eth") supposes a move; it tells none. */
function supposed(words: readonly string[], index: number): boolean {
  return words.slice(0, index).some((w) => w === 'if' || w === 'suppose' || w === 'say');
}

/** Whether the prompt reports a move (done, failed or retried) rather than asking for it. */
export function reportsMove(prompt: string): boolean {
  const facts = scanPrompt(prompt);
  const verbs = verbsOf(facts);
  // `✅ 200 USDC -> WETH`, `filled: USDC 200 => WETH`: a bot's fill told as an arrow, with its status before it.
  const arrowed = /[\w$]\s*(?:->|=>|→)\s*\$?[a-z]/i.test(prompt);
  if (verbs.length === 0 && !arrowed) return false;
  // `filled: …`, `DONE 200 USDC -> WETH`, `executed swap …`: a status word first tells the move's outcome.
  if (reportLead.test(prompt)) return true;
  if (verbs.length === 0) return statusMark.test(prompt);
  // Every verb of a move told in the past ("i sold 2 sol for usdc"): nothing is asked for now. ("what if I sold all
  // my eth", "if i bought $20 of x": a past that supposes asks about a move, it reports none; guards.ts reads it.)
  // ("nothing should be traded", "to be sold later": a participle after "be" says what is to happen, not what did.)
  const toBe = (at: number) => facts.words[at - 1] === 'be';
  if (verbs.every((at) => pastTense.has(facts.words[at]!) && !supposed(facts.words, at) && !wished(facts.words, at) && !toBe(at))) return true;
  if (statusMark.test(prompt)) return true;
  // "…failed, retrying", "tx failed: swap …": the outcome of the move, said of it in its sentence or line or on one of its own; not a wish
  // about one ("don't fail"), nor another move's ("my last swap failed. swap 5 usdc …" asks for a new one).
  return prompt.split(/(?<=[.!?])\s+|\n+/).some((sentence) => {
    const said = scanPrompt(sentence);
    // ("failed, retrying" on a line of its own is said of the move beside it.)
    if (verbsOf(said).length > 0 && said.amounts.length === 0) return false;
    return [...sentence.matchAll(outcomeEvery)].some((match) => !notReported.test(sentence.slice(0, match.index)));
  });
}

/**
 * "send 5 usdc to bob.eth on base, already sent it", "swap 5 usdc for eth, it has been traded already": a request beside
 * a move told as already done may be one already made; it is never made again on a guess.
 * @returns the past verb said beside the request, or undefined.
 */
export function pastMoveBeside(prompt: string): string | undefined {
  // A bot's fields hold data in the past ("description": "launched by signalbot v2"): not the person's telling.
  if (fieldSyntax.test(prompt)) return undefined;
  const facts = scanPrompt(prompt);
  const verbs = verbsOf(facts);
  // Told as done: "already" beside it ("already sent it", "traded already"); "the usdc i sold yesterday", "he sent me"
  // and "i bought at 2000" say where a request's money or price comes from, and stay requests.
  const already = (at: number) => facts.words.slice(Math.max(0, at - 3), at + 4).includes('already');
  const told = (at: number) =>
    pastTense.has(facts.words[at]!) && already(at) && !supposed(facts.words, at) && !wished(facts.words, at) && facts.words[at - 1] !== 'be';
  // The request's own verb is not told in the past; a past verb anywhere else ("already sent it") tells a move done.
  if (!verbs.some((at) => !pastTense.has(facts.words[at]!))) return undefined;
  const past = facts.words.findIndex((_, at) => told(at));
  return past < 0 ? undefined : facts.words[past];
}
