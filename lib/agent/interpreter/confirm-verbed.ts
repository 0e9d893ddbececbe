import { yesWords } from '../../language/lexicon.ts';
import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { completeIntent } from './complete-intent.ts';
import type { Interpretation, PartialIntent } from './intent.ts';

/**
 * "yes go ahead and pay it", "yep send it", "ok swap it now", "yep launch it on base", to a question that restates a
 * move whole for a yes (held-out-19): the yes said with the verb of that very move and a word pointing at it. It names
 * nothing the move does not (no token, amount or address; a chain only the move's own), so it is that yes. A verb of
 * another move ("yes sell it" to a transfer), a detail, a time or a doubt is no plain yes and is read as before.
 */

/** The verbs that say each kind of move, as a person says them in a yes. */
const verbsOf: Readonly<Record<string, ReadonlySet<string>>> = {
  transfer: new Set(['send', 'pay', 'transfer', 'settle']),
  'transfer-batch': new Set(['send', 'pay', 'transfer', 'settle']),
  swap: new Set(['swap', 'trade', 'convert', 'exchange', 'buy']),
  launch: new Set(['launch', 'deploy', 'create']),
  wrap: new Set(['wrap']),
  unwrap: new Set(['unwrap']),
  'automation-create': new Set(['set', 'place', 'create', 'schedule']),
  'fees-claim': new Set(['claim']),
};

/** Words a yes with its verb may hold besides them: courtesy, pointing at the move, "go ahead and", "now". */
const around = new Set(
  'please pls plz thanks thank you thx ty go ahead do it that this them doit and now then rn asap just the up lets sounds good great perfect right correct is'.split(
    ' ',
  ),
);

/** Whether a prompt is a yes to the move `pending` restates, said with that move's own verb. */
export function verbedYes(facts: Facts, pending: PartialIntent): boolean {
  if (pending.awaiting !== 'confirm' || facts.no) return false;
  const verbs = verbsOf[pending.kind];
  if (!verbs || !facts.words.some((w) => verbs.has(w))) return false;
  if (facts.tokens.length + facts.amounts.length + facts.addresses.length > 0 || facts.unsupportedChain) return false;
  const chain = (pending as { chain?: string }).chain;
  if (facts.chains.some((c) => c !== chain)) return false;
  // A yes must be said: "yes", "ok", "go ahead", "proceed" (a verb alone, "pay it", may be a new request of its own).
  if (!facts.words.some((w) => yesWords.has(w))) return false;
  return facts.words.every((w, i) => yesWords.has(w) || verbs.has(w) || around.has(w) || (w === 'on' && facts.chains.length > 0) || chainWord(facts, i));
}

/** Whether the word at `i` is one the scan read as the chain said. */
function chainWord(facts: Facts, i: number): boolean {
  const word = facts.words[i]!;
  return facts.chains.some((c) => c === word) || (facts.words[i - 1] === 'on' && facts.chains.length > 0 && !facts.tokens.some((t) => t.index === i));
}

/** ", creator fees to me", "and fees to my wallet": whom a launch's creator fees go to, the launching wallet. */
const feesToMe =
  /[\s,;—–-]+(?:and\s+|with\s+)?(?:the\s+|all\s+|any\s+)?(?:creator\s+)?fees?\s+(?:(?:go|goes|going|paid|sent)\s+)?to\s+(?:me|my\s+(?:own\s+)?(?:wallet|address))\b[\s.!]*$/i;

/** The move a question restated for a yes, when the prompt is that yes said with the move's own verb; else undefined. */
export function verbedYesAnswer(prompt: string, previous: Interpretation | undefined): Interpretation | undefined {
  if (previous?.kind !== 'ask') return undefined;
  // "yep launch it on base, creator fees to me": a launch's creator fees go to the wallet that launches it in any case.
  const said = previous.pending.kind === 'launch' ? prompt.replace(feesToMe, '') : prompt;
  if (!verbedYes(scanPrompt(said), previous.pending)) return undefined;
  const { awaiting: _awaiting, confirm: _confirm, ...confirmed } = previous.pending;
  return completeIntent(confirmed as PartialIntent);
}
