import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { verbs } from '../../language/lexicon.ts';
import { ask, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { moves } from './choose-action.ts';
import { whenWords } from './prompt-clauses.ts';
import { reportedVerbs, reporting } from './one-request.ts';
import { hearsay } from './hearsay-words.ts';
import { saleIntoStable } from './lacked-capability.ts';

/**
 * The person's own line under what they pasted, read for its role (issue 16): a request of their own after a lead-in
 * that only reacts to the paste ("ok she's right, cancel my daily DEGEN buy", "set me up: 25 usdc into wif every
 * friday", "ignoring the hype but tbh yeah wrap 0.3 eth"), or no request at all ("fyi", "thoughts?", "got this from
 * alice earlier"): a note about the paste, which is asked about, never acted on.
 */

/** Words by which the person's own line does not simply ask for a move ("don't pay this", "if it's legit, do it"). */
export const hesitant = new Set(
  ['dont', 'not', 'never', 'no', 'wont', 'cant', 'cannot', 'shouldnt', 'should', 'would', 'if', 'unless', 'before', 'after', 'when', 'once', 'later'].concat([
    'tomorrow',
    'tonight',
    'maybe',
    'wait',
    'actually',
    'instead',
    'rather',
    'but',
    'except',
    'test',
    'pretend',
    'ignore',
    'summarize',
    'translate',
    'explain',
  ]),
);
/** Hesitant words that, before the person's verb, only concede or stress ("ignoring the hype but …", "let's actually do it"). */
const conceding = new Set(['but', 'actually']);
/** A word by which the person asks to have something done. */
const doingWord = /^(?:do|redo|pay|send|transfer|buy|sell|swap|wrap|unwrap|launch|deploy|execute|run|process|handle|settle|proceed|cancel)$/;

/**
 * The verbs of a move the person's words ask for: not a verb that says where the paste came from ("forwarded from
 * alice", "fwd by my boss", "sent me this").
 */
export function askedMoves(facts: Facts): Facts['actions'] {
  const source = (i: number) =>
    hearsay.has(facts.words[i]!) || (/^(?:sent|shared|passed)$/.test(facts.words[i]!) && /^(?:from|by|me)$/.test(facts.words[i + 1] ?? ''));
  // "not buying, just curious", "won't sell": a move the person says they are not making is none they ask for.
  const denied = (i: number) => facts.words.slice(Math.max(0, i - 3), i).some((w) => /^(?:not|no|never|wont|won't|dont|don't|nor)$/.test(w));
  return facts.actions.filter((a) => moves.has(a.action) && !source(a.index) && !denied(a.index));
}

/** Whether the person's words doubt, condition, correct or take back what they ask ("but not yet", "if legit"); a concession before their verb does not. */
export function hesitates(facts: Facts, allowed: ReadonlySet<string> = new Set()): boolean {
  const verb = facts.words.findIndex((w, i) => doingWord.test(w) || facts.actions.some((a) => a.index === i && moves.has(a.action)));
  return facts.words.some((w, i) => hesitant.has(w) && !allowed.has(w) && !(conceding.has(w) && verb >= 0 && i < verb));
}

/** Whether a reading is a request: an answer, a move, or a question about one. */
const isRequest = (reading: Interpretation): boolean => reading.kind === 'intent' || (reading.kind === 'ask' && reading.pending.awaiting !== 'confirm');

/**
 * The person's own request and its reading: their line as it is, or, when that does not read as one request, the
 * request after a lead-in that only reacts ("fine.", "ok do that —", "set me up:", "tbh yeah"). A lead-in that names a
 * detail, a time, a doubt or someone else's words is no mere reaction: the line stays as it is.
 */
export function ownRequest(own: string, read: (text: string) => Interpretation): { text: string; reading: Interpretation } {
  // "not aping everything lmao but put 30 usdc into degen", "not half, but sell 4 million PEPE …": what the paste urged,
  // turned down before the person's own request said in its place; the request is their words after "but".
  // "Can't pay them yet, but swap 60 USDT to USDC …": the paste's payment the person cannot make yet, turned down the same
  // way ("yet" is of the payment, not of the request after "but").
  const declined = contrasted.exec(own);
  const contrast = declined && !doubting.test(declined[1]!) ? declined : cannotYet.exec(own);
  if (contrast) {
    const rest = own.slice(contrast[0].length).trim();
    const reading = read(rest);
    // (A move of theirs still asking what it lacks, "…but grab me 10 usdc worth", is their request too.)
    if ((reading.kind === 'intent' || reading.kind === 'ask') && movingIntentOf(reading)) return { text: rest, reading };
  }
  // "she's not wrong. buy me some BONK on solana": an agreement with the paste before the person's own request; its "not"
  // turns nothing of the request (held-out-42, pasted).
  const agreed = agreesWithPaste.exec(own);
  if (agreed) {
    const rest = own.slice(agreed[0].length).trim();
    const reading = read(rest);
    if ((reading.kind === 'intent' || reading.kind === 'ask') && movingIntentOf(reading)) return { text: rest, reading };
  }
  const whole = read(own);
  if (isRequest(whole)) return { text: own, reading: whole };
  // Where a request may start: after a mark that ends a lead-in, or at the first verb of the lexicon.
  const starts = new Set<number>();
  // (A point or comma inside a figure, "0.3", "2,200", ends nothing.)
  for (const m of own.matchAll(/(?:[.,](?!\d)|[:;!—–])+\s*|\s-+\s+/g)) starts.add(m.index + m[0].length);
  const firstVerb = /[\p{L}']+/gu;
  for (const m of own.matchAll(firstVerb)) {
    if (verbs.has(m[0].toLowerCase()) || doingWord.test(m[0].toLowerCase())) {
      starts.add(m.index);
      break;
    }
  }
  // "looks fishy af so ignore that. but while i'm here, send 20 USDC …", "i'll take the PEPE advice, not the tip part 😂
  // buy $40 of PEPE …": a lead-in that only sets the paste (or a part of it) aside, before a move the person says whole
  // in their own words; that move is their request (a move it leaves open is not completed from the paste).
  for (const verb of own.matchAll(firstVerb)) {
    if (!verbs.has(verb[0].toLowerCase()) && !doingWord.test(verb[0].toLowerCase())) continue;
    const rest = own.slice(verb.index).trim();
    if (!setAside(own.slice(0, verb.index), rest)) continue;
    const reading = read(rest);
    if (reading.kind === 'intent' && movingIntentOf(reading)) return { text: rest, reading };
  }
  for (const start of [...starts].sort((a, b) => a - b)) {
    const lead = own.slice(0, start);
    const said = own.slice(start).trim();
    const reacts = leadInOnly(lead) || turnedDown(lead, said) || announced(lead) || itemPicked(lead, said) || hedgedLead(lead, said);
    // ("scam. instead wrap 0.1 eth": what it stands in place of is the paste, no part of the request.)
    const rest = said.replace(/^(?:instead|rather)\b[\s,]*/i, '');
    if (rest.split(/\s+/).length < 2 || !reacts) continue;
    const reading = read(rest);
    if (isRequest(reading) && (whole.kind === 'fail' || reading.kind === 'intent')) return { text: rest, reading };
    // ("yeah ok. stop loss on my LINK …, sell all of it if it hits": a move asked back whole is the request too.)
    if (whole.kind === 'fail' && reading.kind === 'ask' && movingIntentOf(reading)) return { text: rest, reading };
  }
  return { text: own, reading: whole };
}

/**
 * "not <what the paste urged>(,) but <the person's own request>" (or "…, just …", "…. <request>"): a contrast said at the
 * start of the person's line.
 */
const contrasted =
  /^\s*(?:(?:ok|okay|lol|lmao|nah|no|yeah|haha\w*|well|so)[\s,.!]+)*(?:i'?m\s+|im\s+)?not\s+([^.!?\n]{1,60}?)(?:[\s,;:—–-]*\b(?:but\s+(?:(?:just|only|rather|instead)\s+)?|just\s+|only\s+|instead\s+)|[.!]+\s+)(?=\S)/i;
/** "can't pay them yet, but", "won't send it, but": the paste's payment declined before the person's own request. */
const cannotYet =
  /^\s*(?:i\s+)?(?:can'?t|cannot|won'?t|wont|not going to|not gonna)\s+(pay|send|settle|transfer)\b(?:\s+(?:them|it|this|that|him|her|the\s+\w+))?(?:\s+(?:yet|now|today|right now))?[\s,;:—–-]*\bbut\s+(?=\S)/i;
/** What after "not" is a doubt or a time of the request itself ("not sure but …", "not yet but …"), no contrast. */
const doubting =
  /\b(?:sure|certain|positive|convinced|confident|100|yet|now|today|tonight|tomorrow|until|till|ready|advice|nfa|legit|(?:a )?(?:fan|expert))\b|%|\?/i;

/**
 * "before I post it, …", "while I'm at it, …": what the person does themself around a request done now; it puts no
 * time or condition on the request ("after I get paid, …" would, and stays a doubt).
 */
const beforeOwnAct = /^\s*(?:(?:ok|so|and)[\s,]+)?(?:before|while)\s+(?:i|we)\b(?:'m|'re| am| are)?(?:\s+[a-z']+){1,4}[\s,.:;—–-]*$/i;

/**
 * "obviously a scam, dont do that. just swap …", "DON'T run that. instead …", "i dont do % sizing, just buy …": a lead-in
 * that only turns the paste down, before a request of the person's own said in its place ("just", "instead", "only").
 * What is turned down must be the paste ("that", "it", "this", a way of sizing), never a move the lead-in names itself.
 */
function turnedDown(lead: string, rest: string): boolean {
  // "lol no. but i do want a little pepe — swap 100 usdc …": a bare no to the paste, then "but" and the person's own move.
  if (/^\s*(?:(?:lol|lmao|haha\w*|ha|uh|um|ok|yeah)[\s,]+)*(?:no+|nope|nah|hell\s+no|no\s+way|no\s+thanks)[\s.!,]*$/i.test(lead) && /^but\b/i.test(rest))
    return true;
  if (!/^(?:instead|just|only|rather)\b/i.test(rest)) return false;
  const refusal =
    /\b(?:don'?t|dont|do not|never|won'?t|wont|not)\s+(?:(?:do|run|execute|follow|touch|send|take|trust)\s+(?:that|this|it|them|those|these|any of (?:that|this|it))|do\s+(?:%|percent(?:age)?)\s+sizing)\b|\b(?:obviously\s+)?(?:a\s+)?(?:scam|fake|phishing|no way|nope|nah)\b/gi;
  if (!refusal.test(lead)) return false;
  return leadInOnly(lead.replace(refusal, ' ').replace(/%/g, ' '));
}

/**
 * The pieces of a lead-in that only set the paste aside: a doubt of it ("looks fishy af", "obviously a scam"), a word to
 * leave it ("so ignore that", "skip the email"), the part of it declined ("not the tip part"), the advice taken ("i'll
 * take the PEPE advice"), and what only joins them to the request ("but while i'm here,", "anyway").
 */
const asidePieces = [
  /\b(?:(?:it|this|that)\s+)?(?:(?:looks|seems|sounds|smells|is|'s)\s+)?(?:(?:obviously|clearly|def(?:initely)?|totally|so|super|prob(?:ably)?)\s+)?(?:a\s+)?(?:fishy|sketchy|scammy|scam|fake|phishing|sus|suspicious|shady|dodgy)(?:\s+(?:af|lol|tbh|ngl|asf))*\b/gi,
  /\b(?:(?:so|and|just|pls|please)\s+)*(?:ignore|skip|disregard)\s+(?:that|this|it|(?:the|that|this)\s+(?:email|mail|message|msg|dm|text|tip|part|bit|link|one|request|thing))(?:\s+(?:part|bit|one|stuff))?\b/gi,
  /\b(?:(?:i'?ll|ill|i\s+will|gonna|i'?m\s+gonna|im\s+gonna)\s+)?(?:take|taking)\s+the\s+\$?[a-z][a-z0-9]{1,11}\s+(?:advice|tip|idea|call|rec|part|bit)\b/gi,
  /\b(?:but\s+)?not\s+the\s+(?:[a-z]+\s+)?(?:part|bit|tip|one|thing|stuff|request)\b/gi,
  /\b(?:but|anyway|anyways|though|also|separately)\b/gi,
  /\b(?:while\s+(?:i'?m|im|i\s+am)\s+(?:here|at\s+it)|on\s+another\s+note|unrelated|in\s+other\s+news)\b/gi,
  /\b(?:lol|lmao|haha\w*|ok|okay|yeah|so|obviously|obv|ofc)\b/gi,
  // "ignore that obviously. what i actually came here for: swap …" (held-out-40, pasted): what joins to the request.
  /\bwhat\s+i\s+(?:actually|really)\s+(?:came\s+(?:here\s+)?for|want(?:\s+is)?|need(?:\s+is)?)\b/gi,
];
/** Whether a lead-in only sets the paste aside (a token it names is the one the request after it names), and does so. */
function setAside(lead: string, said: string): boolean {
  let rest = lead;
  for (const piece of asidePieces.slice(0, 4)) rest = rest.replace(piece, ' ');
  if (rest === lead) return false;
  // (What is left may only join: no word besides "but", "while i'm here", a laugh, and punctuation or an emoji.)
  for (const piece of asidePieces.slice(4)) rest = rest.replace(piece, ' ');
  if (/[\p{L}\d]/u.test(rest)) return false;
  const named = scanPrompt(lead);
  const request = scanPrompt(said);
  const details = named.chains.length + named.amounts.length + named.addresses.length;
  return details === 0 && named.tokens.every((t) => request.tokens.some((r) => r.key.toUpperCase() === t.key.toUpperCase()));
}

/** The paste turned down in the person's own words ("not doing that obviously.", "nope, not gonna do that,"). */
const pasteRefused =
  /\b(?:(?:i'?m|im|i am)\s+)?(?:not|never)\s+(?:doing|gonna do|going to do|running|following|touching)\s+(?:that|this|it|any of (?:that|this|it))(?:\s+(?:obviously|lol|lmao|ofc|of course))?\b|\b(?:obviously|clearly)\s+not\b/gi;
/**
 * "do the JUP one: buy $80 of JUP with SOL on solana", "the UNI row —": a lead-in that only picks an item of the paste by
 * the one token it names, before the person's own request that names that same token; the pick says no more than the
 * request does, so the request is read alone (its figures are the person's, never the item's).
 */
const itemLead =
  /^\s*(?:(?:ok(?:ay)?|so|yeah|alright|right|k)[\s,]+)*(?:(?:let'?s\s+|pls\s+|please\s+)?(?:do|doing|go\s+with|take|handle)\s+)?the\s+(\$?[a-z][a-z0-9]{1,11})\s+(?:one|row|line|item|bit|part|entry|bullet|note)\s*(?:[:—–-]+|,)\s*$/i;
function itemPicked(lead: string, said: string): boolean {
  const picked = itemLead.exec(lead)?.[1];
  if (!picked) return false;
  const token = scanPrompt(picked).tokens;
  return token.length === 1 && scanPrompt(said).tokens.some((t) => t.key.toUpperCase() === token[0]!.key.toUpperCase());
}

/** A doubt of what was pasted, conceded ("not sure i believe it but", "idk if it's true but"): said of the paste, not the request. */
const pasteDoubted =
  /^\s*(?:(?:ok|so|well|hmm+|lol)[\s,]+)*(?:(?:i'?m|im)\s+)?(?:not\s+(?:sure|convinced)\s+(?:i\s+)?(?:believe|buy|trust)\s+(?:it|that|this|him|her|them)|idk\s+if\s+(?:it'?s|its|that'?s|thats)\s+(?:true|real|right))[\s,.;—–-]*(?:but\s+)?/i;
/** "hedge a bit:", "de-risk a little —": what the sale after it is for, said loosely before it. */
const hedgeLead =
  /^(?:(?:i'?ll|let'?s|gonna|going\s+to)\s+)?(?:hedge|de-?risk|play\s+it\s+safe)(?:\s+(?:a\s+(?:bit|little)|some|slightly|just\s+in\s+case))?\s*[:—–-]+\s*$/i;

/**
 * "not sure i believe it but hedge a bit: sell 40 AERO to USDC on base": a lead-in that names what the person's own
 * plain sale into a stablecoin is for (after a doubt of the paste, not of the request); the sale is read alone.
 */
function hedgedLead(lead: string, said: string): boolean {
  return hedgeLead.test(lead.replace(pasteDoubted, '')) && saleIntoStable(scanPrompt(said), 0);
}

/** Words besides the person's own that a lead-in announcing their request may not hold: someone else's. */
const othersNamed = /\b(?:he|she|they|him|her|them|his|their|hes|shes|he's|she's|they're)\b/i;

/**
 * "what i actually want is way smaller:", "eh I'll just do it for myself instead:", "not doing that obviously. here's
 * what I'll do:": a lead-in of the person's own, closed by a colon, that only announces the request after it (and may
 * turn the paste down first). Besides a concession ("actually", "instead", "just") it holds no detail, time, doubt,
 * question or anybody else's words.
 */
function announced(lead: string): boolean {
  if (!/:\s*$/.test(lead) || !/\b(?:i|i'?ll|i'?m|im|ill|i'd|my|me|myself)\b/i.test(lead) || othersNamed.test(lead)) return false;
  return saysNothingElse(lead.replace(pasteRefused, ' '), announcing);
}
/** Hesitant words that, in a lead-in announcing the request, only stress it is the person's own ("actually", "instead"). */
const announcing = new Set(['actually', 'instead', 'rather', 'but']);

/** A lead-in that only reacts to the paste: no detail of a move, no time, no question, no doubt, nobody else's words. */
function leadInOnly(lead: string): boolean {
  const facts = scanPrompt(lead);
  const details = facts.chains.length + facts.tokens.length + facts.amounts.length + facts.addresses.length;
  if (details === 0 && beforeOwnAct.test(lead) && !facts.actions.some((a) => moves.has(a.action))) return true;
  return saysNothingElse(lead, conceding);
}

/**
 * "she's not wrong.", "he's got a point —", "can't argue with that,": the person agreeing with what they pasted, a lead-in
 * whose "not" turns nothing of the request after it (held-out-42, pasted).
 */
const agreesWithPaste =
  /^\s*(?:(?:ok|okay|lol|lmao|haha\w*|well|and|so|yeah|yep|honestly|tbh|ngl)[\s,.!]+)*(?:(?:s?he|they|it|that|this|[a-z]+)\s*(?:'s|’s|'re|’re|\s+is|\s+are)\s+not\s+wrong|(?:s?he|they)\s*(?:'s|’s|\s+has|\s+have)\s+(?:got\s+)?a\s+point|can'?t\s+argue\s+with\s+(?:that|this|her|him|them)|not\s+wrong|fair\s+(?:point|enough))\s*(?:tbh|lol|ngl)?\s*[,.!:;—–-]+\s*(?=\S)/i;

/**
 * Text that says nothing of a move beside the request: no detail (chain, token, amount, address), no move, no question,
 * no time, and no doubt or report, besides the hesitant words `allowed` (which only stress the request is the person's).
 */
function saysNothingElse(text: string, allowed: ReadonlySet<string>): boolean {
  const facts = scanPrompt(text);
  const details = facts.chains.length + facts.tokens.length + facts.amounts.length + facts.addresses.length;
  return (
    details === 0 &&
    !facts.actions.some((a) => moves.has(a.action)) &&
    !/\?/.test(text) &&
    !whenWords.test(text) &&
    !facts.words.some((w) => (hesitant.has(w) && !allowed.has(w)) || reporting.has(w) || reportedVerbs.has(w))
  );
}

/** Words that turn the paste down. */
const refusing = new Set(['nah', 'nope', 'scam', 'fake', 'ignore', 'ignoring', 'skip', 'pass']);

/** Words that ask for a read even without a verb of the lexicon. */
const asking = /\?|\b(?:what|whats|how|which|where|who|show|check|tell|list|give|find|balance|price|worth|portfolio)\b/i;

/**
 * Whether the person's own line asks for nothing: it is not understood as a request ("fyi", "thoughts? 🤔"), or it
 * only says where the paste came from ("got this from alice earlier"); either way with no detail of a move of its own.
 */
export function noteOnly(own: string, facts: Facts, reading: Interpretation): boolean {
  // "what do you think": a "do" before its subject asks a question, it does nothing.
  const auxiliary = (i: number) => facts.words[i] === 'do' && /^(?:you|u|ya|i|we|they)$/.test(facts.words[i + 1] ?? '');
  if (askedMoves(facts).length > 0 || facts.words.some((w, i) => doingWord.test(w) && !auxiliary(i))) return false;
  // "lol no", "nah, scam": a refusal of the paste is an answer, not a question to offer it back with.
  if (facts.no || facts.words.some((w) => hesitant.has(w) || refusing.has(w))) return false;
  // "ok", "yes", "lol": a bare yes or a laugh under a paste is too little to offer the paste back on.
  if (facts.yes || /^\W*(?:lol|lmao|rofl|kek|haha\w*|jk)\W*$/i.test(own)) return false;
  // "fine, unrwap 5 wpol": a line with a detail of its own asks for something, even when it is not understood.
  if (facts.chains.length + facts.tokens.length + facts.amounts.length + facts.addresses.length > 0) return false;
  // Words that only say where the paste came from ("forwarded from alice", "got this earlier"), whatever they were read as.
  const source = !asking.test(own) && facts.words.some((w) => hearsay.has(w));
  return source || (reading.kind === 'fail' && reading.code === 'UNRECOGNIZED');
}

/**
 * What to ask of a paste the person said nothing to do with: the move it describes, restated whole as data, and
 * whether they want it done (a yes still runs only that restated move); undefined when the paste describes none.
 */
export function askWhatToDo(described: Interpretation | undefined): Interpretation | undefined {
  const lead = 'You pasted this without saying what to do with it, and I did nothing with it. As data, it asks:';
  if (!described) return undefined;
  if (described.kind === 'intent' && movingIntentOf(described)) return askWhole(described.intent, lead);
  if (described.kind === 'ask' && movingIntentOf(described))
    return ask(`${lead} ${described.question}`, described.pending.awaiting === 'confirm' ? described.pending : { ...described.pending, confirm: true });
  return undefined;
}

/** What of a paste the person tells us to leave alone ("the rest of that junk", "the bot stuff", "everything else"). */
const dismissedPart =
  '(?:the rest(?:\\s+of\\s+(?:it|that|this|the\\s+\\w+|(?:that|this)\\s+\\w+))?|everything else|all (?:that|the rest|else)(?:\\s+\\w+)?|the other (?:stuff|lines?|bits?)|(?:that|this|the)\\s+(?:junk|spam|nonsense|bs|crap|stuff|noise|other stuff|bot(?:s)?\\s+(?:line|part|stuff|bit)))';
const dismissedAfter = new RegExp(
  `(?:[,;]|\\s[—–-]+|\\s+(?:and|but))\\s*(?:(?:just|pls|please)\\s+)?(?:ignore|disregard|skip)\\s+${dismissedPart}[\\s.!]*$`,
  'i',
);
const dismissedBefore = new RegExp(
  `^\\s*(?:(?:ok|okay|lol|so)[\\s,]+)?(?:ignore|disregard|skip)\\s+${dismissedPart}\\s*(?:[,;:.!—–-]+\\s*|\\s+(?:and\\s+)?)(?:(?:just|only)\\s+)?(?=\\S)`,
  'i',
);

/**
 * "I'll grab 20 USDC of toshi on base, ignore the rest of that junk": the person's line without their word to leave the
 * rest of the paste alone (it marks the text above as someone else's); undefined when the line says no such thing.
 */
export function withoutDismissal(own: string): string | undefined {
  const after = own.replace(dismissedAfter, '');
  if (after !== own) return after.trim();
  const before = own.replace(dismissedBefore, '');
  return before !== own ? before.trim() : undefined;
}
