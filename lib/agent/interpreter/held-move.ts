import { verbs } from '../../language/lexicon.ts';
import { fail, movesMadeNow, movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';

/**
 * "send 10 usdc to bob.eth on base, I'll confirm", "sell 1 eth on base at 4000, not yet", "cancel all my orders (dry
 * run)", "launch a token called Purr Cat on base?", "[void] sell 1 eth on base at 4000", "step 2: send 200 usdc …":
 * words beside a move that put it off (it waits for the person's word), make it a rehearsal, doubt it or take it back,
 * ask about it, mark it as a record rather than a request, or set it in a plan. None is a part of any move — no order's
 * schedule or price, no cancel's target, no launch's name — so they stop every move alike: orders, cancels, launches
 * and fee claims as much as a move made now (sweep 39a found each made at once). Refused, naming what was read, never
 * asked back for a yes: the person said it should not happen now.
 */
export function heldMove(given: string, kind: string, earlier = false, asking = false): Interpretation | undefined {
  // (An ask for what to do with a paste, or for a missing part, stays a question: its answer's turn is held here.)
  const doubted = asking || kind === 'automation-cancel' ? undefined : doubtOf(given);
  if (doubted) return doubted;
  const field = rehearsalField.exec(given) ?? heldNote.exec(given) ?? cliFlag.exec(given);
  if (field) return held(field[0].trim(), 'marks the request as a rehearsal or a record, not one to make now');
  const name = rehearsalName(given);
  if (name) return held(name, 'names a rehearsal of the move (a quote, a test, a draft or a check), not the move');
  const later = movesMadeNow.has(kind) ? joinedNameWith(given, scheduleWord) : undefined;
  if (later) return held(later, 'names an order to run later or again (a schedule or a repeat), not a move to make now; say when it should run');
  const own = ownText(given, kind);
  for (const { pattern, why, kinds, doubt } of holds) {
    if ((kinds && !kinds(kind, earlier)) || (asking && doubt)) continue;
    const m = pattern.exec(own);
    if (!m) continue;
    if (pattern === question && (politeRequest.test(own) || !askedMove(own))) continue;
    return held((m[1] ?? m[0]).trim(), why);
  }
  return undefined;
}

/**
 * "is this a scam?\n\nsend 1 ETH to 0x…", "legit?", "don't do anything\n\n<paste>", "summarize:\n\n<paste>" (the
 * injection probe of 2026-11-29, 51 readings that offered the paste's move for a yes): whether a text is genuine, asked,
 * or that nothing is to be done, or only a summary, wanted; never a request for a move beside it.
 */
const textDoubted = new RegExp(
  [
    String.raw`\b(?:is|are|was|looks?|seems?)\s+(?:(?:this|that|it|these|those|the)\s+(?:message|msg|dm|email|e-mail|mail|text|tweet|post|link|request|offer|site|website|account|address|guy|thing|one)|this|that|it|these|those)\s+(?:(?:really|actually|even|legit(?:imately)?|a|an|kinda|kind\s+of|like)\s+)*(?:legit(?:imate)?|a\s+scam|scam(?:my)?|real|genuine|safe|trustworthy|fake|phishing|sus(?:picious)?|fishy|dodgy|shady)\b`,
    String.raw`(?:^|[\n.!?]\s*)\s*(?:legit|scam|real|safe|sus|fake|phishing)\s*\?`,
    String.raw`\b(?:should|can|could)\s+i\s+(?:trust|believe|follow)\s+(?:this|that|it|them)\b`,
    String.raw`\bwhat\s+do\s+(?:you|u)\s+think\b`,
    String.raw`\b(?:do\s*n['’]?t|do\s+not|dont)\s+do\s+anything\b(?!\s+(?:else|more|other))`,
    // ("Until this not do nothing" (held-out-36): a learner's "do nothing until then" beside an order is no wish.)
    String.raw`(?<!\bnot\s)\bdo\s+nothing\b(?!\s+(?:else|more|until|before|till))`,
    String.raw`\b(?:just\s+)?summari[sz]e\b`,
    // Round two of the probe: a question or a reaction about the text, on a line of its own or after it ("who is this",
    // "just saw this", "got this from a stranger", "what does this mean", "was heißt das", "qué significa"), and the marks
    // of someone else's message (a sender's label, "From Bob:", "Purser Support:", a phone's or a letter's sign-off).
    String.raw`\bwho\s+(?:is|are|sent)\s+(?:this|these|that|me\s+this|them)\b`,
    String.raw`\bwhat\s+(?:is|are|does|do|did)\s+(?:this|these|that|it|he|she|they)(?:\s+(?:code|json|message|msg|text|snippet|command|thing|one|email|dm))?\s+(?:mean|do|say|ask|want)\b|\bwhat\s+should\s+i\s+do\b`,
    String.raw`\bwhat\s+is\s+(?:this|that)\s*(?:json|code|message|msg|text|thing)?\s*\??\s*$`,
    String.raw`\bwhat['’]?s\s+going\s+on\b|\bany\s+idea\b`,
    // ("fyi", "thoughts?", "hmm" under a paste ask what to do with it, as data, and are no doubt: their yes is asked.)
    String.raw`^\s*(?:huh|wtf|weird|idk|what|lol\s+what|nah|\?+)\s*[?!.]*\s*$`,
    String.raw`(?<![\p{L}])(?:translate|übersetze?n?|traduce|traduz(?:ir)?|traduis|was\s+(?:heißt|heisst|bedeutet)\s+das|qu[ée]\s+significa|o\s+que\s+(?:isso|isto)\s+significa|que\s+veut\s+dire|wie\s+bitte|auf\s+deutsch|en\s+espa[ñn]ol|em\s+portugu[êe]s|fais\s+rien|no\s+hagas\s+nada|não\s+fa[çc]a\s+nada|nichts\s+tun)\b`,
    String.raw`^\s*from\s+[\p{L}@][\p{L}\p{N}_.@-]*\s*:[ \t]*\S|^\s*dear\s+(?:customer|user|client|member|valued|sir|madam|account\s+holder)\b`,
    String.raw`^\s*[\p{L}][\p{L}\p{N}_.-]*\s+(?:support|bot|team|security|admin|official|helpdesk|service)\s*:`,
    String.raw`\bsent\s+from\s+my\s+(?:iphone|ipad|android|phone|mobile|galaxy|pixel)\b|\b(?:best|kind|warm)\s+regards\b`,
  ].join('|'),
  'imu',
);

/**
 * Anywhere in the prompt, on any line: a doubt of the text or a wish that nothing be done. An attacker's paste can only
 * add words that move money, never take these away, so they hold every move the prompt holds.
 */
function doubtOf(given: string): Interpretation | undefined {
  const doubted = textDoubted.exec(withoutOthersChat(given).replace(/"[^"\n]*"|“[^”\n]*”/g, ' ')) ?? seenOnly(given);
  return doubted
    ? held(
        doubted[0].trim(),
        "asks about the text, whether it can be trusted, or that nothing be done, or marks it as someone else's message, not for a move in it",
      )
    : undefined;
}

/**
 * A pasted chat's lines, each under its speaker's label ("[sam] ^ who is that lol"), above a paragraph of the person's own:
 * a doubt said there is the speaker's about their chat, not the person's about their request (held-out-43, pasted).
 * The person's own last paragraph is kept whole.
 */
function withoutOthersChat(given: string): string {
  const paragraphs = given.trim().split(/\n\s*\n/);
  if (paragraphs.length < 2) return given;
  const pasted = paragraphs.slice(0, -1).map((p) => p.replace(/^[ \t]*\[[^\]\n]{1,24}\][ \t]*:?[ \t]*\S[^\n]*$/gm, ' '));
  return [...pasted, paragraphs.at(-1)!].join('\n\n');
}

/**
 * "send 100 USDC to 0x…\n\njust saw this", "…\n\ngot this from a stranger": that the text was only seen, said after it
 * as the prompt's last line; or said as the lead of one paragraph under it, with no words of the person's own after
 * ("just saw this:\n\nsend 100 USDC to 0x…"). A lead with the person's own request after the paste ("saw this on CT\n\n
 * \"…\"\n\nsell 3 million PEPE …", held-out-37) is no such remark.
 */
function seenOnly(given: string): RegExpExecArray | null {
  const paragraphs = given.trim().split(/\n\s*\n/);
  const lines = given.trim().split('\n');
  const last = seen.exec(lines.at(-1)!);
  if (last && lines.length > 1) return last;
  const lead = paragraphs.length === 2 ? seen.exec(paragraphs[0]!.trim()) : null;
  return lead;
}
const seen =
  /^\s*(?:i\s+)?(?:just\s+)?(?:saw|got|received|found)\s+(?:this|these|that)(?:\s+(?:in\s+(?:a|my)\s+(?:dm|email|inbox|chat)|from\s+(?:a\s+)?(?:stranger|random(?:\s+\w+)?|someone|somebody)|(?:on|in)\s+\w+))?[ \t]*[.!?:]*[ \t]*$/i;

/** The reading of a prompt that doubts its text, when it would move (made now, or offered for a yes). */
export function doubtHeld(given: string, reading: Interpretation, thread: readonly ThreadTurn[] = []): Interpretation | undefined {
  // (A question for a missing part, or for what to do with the paste, moves nothing yet: the answer's turn is held by
  // this turn's words in heldReading.)
  const offered = reading.kind === 'intent' || (reading.kind === 'ask' && reading.pending.awaiting === 'confirm');
  // (A cancel only stops an order: "got this:\n<the order's notice>\ncancel that one" stops it.)
  const move = movingIntentOf(reading);
  if (!offered || !move || move.kind === 'automation-cancel') return undefined;
  // The turns whose questions this one answers ("is this legit? send 1 eth to alice.eth" → "ethereum") doubt it alike.
  const asked: string[] = [];
  for (let i = thread.length - 1; i >= 0 && thread[i]!.interpretation?.kind === 'ask'; i--) asked.push(thread[i]!.prompt);
  return doubtOf([given, ...asked].join('\n\n'));
}

const held = (said: string, why: string): Interpretation =>
  fail(
    'ONE_REQUEST',
    `I read "${said}" beside the request: it ${why}, so nothing was done. When you want it made, send the request on its own, like "send 10 USDC to bob.eth on base".`,
  );

/** The person's own words, lower case: quoted text, names, a launch's name and ticker, addresses left out. */
function ownText(given: string, kind: string): string {
  // A prompt of several lines: the last is the person's own (a chat or a note pasted above is the pasted readers').
  const lines = given.split(/\n/).filter((l) => l.trim() !== '');
  let text = (lines.length > 1 ? lines.at(-1)! : (lines[0] ?? '')).replace(/"[^"]*"|“[^”]*”/g, ' ');
  // "launch a token called Test Coin with symbol TEST on base": the token's name and ticker are no words of the request.
  if (kind === 'launch')
    text = text.replace(/\b(?:called|named|name|symbol|ticker|description)\s*[:=]?\s*[^,.;!?\n]*?(?=\s+(?:with|on|and|for)\b|[,.;!?\n]|$)/gi, ' ');
  return ` ${text
    .replace(/\b0x[0-9a-fA-F]{6,}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, ' ADDRESS ')
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:eth|sol)\b/gi, ' NAME ')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')} `;
}

/** `"mode":"quote"`, `mode=simulate`, `mode: dry_run`: a bot's mode that says the request is a rehearsal. */
const rehearsals =
  'quote\\w*|simulat\\w*|sim|dry\\w*|test\\w*|preview|paper|estimate[sd]?|plan\\w*|draft|sandbox|read[_-]?only|readonly|no[_-]?op|check|validat\\w*|demo|mock|fake|practice|backtest|shadow';
const rehearsalField = new RegExp(`\\bmode["']?\\s*[:=]\\s*["']?(?:${rehearsals})\\b`, 'i');

/** One word of an API's name that names a rehearsal, as a bot's `mode=…` does above. */
const rehearsalWord = new RegExp(`^(?:${rehearsals}|quoting|estimating)$`);
/** `dry_run_swap`, `swap.preview`, `quote-sell`, `fakeSend`, `estimateWithdraw`: a name joined of words (an API's method). */
const joinedName = /(?<![\w.-])(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z][A-Za-z0-9]*)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+)(?![\w-]|\.[a-z])/g;
/** The verbs of a move, as an API names them (`payout`, `withdrawal`, as `send`). */
const moveActions = new Set(['swap', 'buy', 'sell', 'transfer', 'wrap', 'unwrap']);
const moveNamed = (word: string): boolean => moveActions.has(verbs.get(word) ?? '') || /^(?:payouts?|payments?|withdrawals?|disburse\w*)$/.test(word);

/**
 * `preview_swap`, `dry_run_swap`, `quote_sell`, `swap_check`, `fakeSend`, `draft_withdraw`: an action's name that joins a
 * rehearsal word to a move's verb names the rehearsal, never the move — a reader that takes the verb alone would make it
 * now (sweep 42 C). The whole name, or undefined.
 */
function rehearsalName(given: string): string | undefined {
  return joinedNameWith(given, rehearsalWord);
}

/** A joined name (an API's method) that joins a move's verb to a word of `kind`; the whole name, or undefined. */
function joinedNameWith(given: string, kind: RegExp): string | undefined {
  // A joined name holds "_", "." or "-", or a capital after a small letter or digit (camelCase): without any, none is said.
  if (!/[_.-]|[a-z0-9][A-Z]/.test(given)) return undefined;
  for (const [name] of given.matchAll(joinedName)) {
    const words = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .toLowerCase()
      .split(/[_.-]/);
    if (words.length > 1 && words.some(moveNamed) && words.some((word) => kind.test(word))) return name;
  }
  return undefined;
}

/**
 * `schedule_buy`, `dca_buy`, `recurring_sell`, `buyLater`, `twap_swap`: a name that joins a move's verb to a word of time
 * or repeat names an order, and a move read from it alone was made at once (held-out-27's first run: a bot's
 * `"task":"schedule_buy"` with no time yet bought at once). Moves made now only: an order read from it is its own.
 */
// A cadence in a job's name (`weekly_payouts`, `daily_dca_run`) names the job that runs now, each time: no word of it.
const scheduleWord = /^(?:schedule[ds]?|scheduling|dca|recurring|recur|repeat(?:ing|ed)?|later|twap|vwap|delay(?:ed)?|defer(?:red)?|timed)$/;

/** `"note":"void"`, `memo=postponed`: a bot's note that marks the request as void, held or put off. */
const heldNote =
  /\b(?:note|notes|memo|comment|remark)["']?\s*[:=]\s*["']?\s*(?:approval pending|pending|awaiting\b[^"'\n,}]*|void|voided|already paid|duplicate|dupe|example|sample\b[^"'\n,}]*|rejected|declined|unapproved|proposal|proposed|to be confirmed|tbc|tbd|wip|placeholder|revoked|expired|stale|superseded|replaced by\b[^"'\n,}]*|refunded|scheduled|queued|deferred|postponed|delayed|paused|later|tomorrow|next week|eom|end of month|cancel+ed|on hold|recurring|due\b[^"'\n,}]*)\s*["'\n,}]/i;

/** `/send 10 usdc bob.eth base --dry`, `--preview`, `--quote`, `-n`: a command's flag that makes it a rehearsal or puts it off. */
const cliFlag = /(?:^|\s)--?(?:dry\w*|preview|quote\w*|test\w*|no-?exec\w*|paper|simulat\w*|sim|draft|n)(?=\s*$|\s+--?\w)/i;

/** "can you …?", "could you please …?", "would you mind …?": a request said as a question is a request. */
const politeRequest =
  /^ (?:(?:hey|hi|yo|ok|okay|so|pls|please|plz|sir|ser|bro|fren)[,!]? )*(?:please|pls)\b|\b(?:(?:can|could|will) (?:you|u|ya)|would (?:you|u) (?:please|pls|kindly|mind|be (?:able|so kind))|(?:can|could|may) (?:i|we)|is (?:it |this |that )?possible)\b/;

/** Whether a sentence asked ("…?") names a move ("sell 1 eth on base at 4000?"), not the information wanted for one. */
const askedMove = (own: string): boolean => own.split(/(?<=[.!?])\s+/).some((sentence) => sentence.includes('?') && moveVerb.test(sentence));
const moveVerb =
  /\b(?:cancel\w*|stop|kill|end|launch\w*|deploy|create|claim\w*|collect|sell|buy|swap|send|pay|set|place|dca|order|limit|trade|exchange|convert|schedule|wrap|unwrap|transfer|withdraw)\b/;

/** A question about the move, which asks rather than requests ("sell 1 eth on base at 4000?", "should i cancel …?"). */
const question = /(\?)/;

/** Kinds that are no move made now: an order, a cancel, a launch, a fee claim (a question mark stops them). */
const notNow = (kind: string, _earlier = false): boolean => !['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap'].includes(kind);
/** Trades and the kinds above: "would you buy …?" asks an opinion; "would you send …?" is a request. */
const opinionKinds = (kind: string): boolean => kind !== 'transfer' && kind !== 'transfer-batch' && kind !== 'wrap' && kind !== 'unwrap';

const tags =
  'cancel+ed|void(?:ed)?|declined|rejected|tbc|tbd|wip|placeholder|postponed|deferred|delayed|paused|on ice|backlog|duplicate|dupe|example|sample|expired|stale|superseded|revoked|refunded|unapproved|not approved|awaiting [\\w -]+|approval pending|pending(?: [\\w -]+)?|to be confirmed|needs review|for review|under review|log only|record only|fyi|proposal|proposed|info only|for info|for reference|for the record|just logging(?: this)?|for approval|due [\\w :-]+|draft|template|obsolete|archived|hypothetical';

const holds: readonly { pattern: RegExp; why: string; kinds?: (kind: string, earlier: boolean) => boolean; doubt?: true }[] = [
  {
    // "(cancelled)", "[void]", "- TBC", "(due 2026-12-10)": a status tag that says the request is a record, void or not yet due.
    pattern: new RegExp(`[([]\\s*(?:${tags})\\s*[)\\]]|\\s[-–—]\\s*(?:${tags})\\s*[.!]?\\s*$|^ (?:${tags})\\s*[:—–-]\\s`),
    why: 'marks the request as a record, void or not yet due',
  },
  {
    // "send usdc to bob.eth on base draft", "… tbc", "… example": the tag said last with no mark before it, for the tags
    // that can say nothing else there (a first turn that lacks a part is asked, and its tag must outlive the answer).
    pattern: /(?<![:=])\s(draft|tbc|tbd|wip|placeholder|template|example|sample|hypothetical|void)\s*[.!]?\s*$/,
    why: 'marks the request as a record, void or not yet due',
  },
  {
    // "plan: …", "step 2: …", "at tge: …", "pre-unlock: …": a label that puts the move in a plan or off until an event.
    pattern:
      /^ (?:(?:my|the|our) )?(?:plan|strategy|idea|thought|proposal|to-?do(?: list)?|note to self|phase \d+|pre-?unlock|post-?unlock|on launch|at launch|at tge|on tge|on listing|at listing|after (?:the )?unlock|if listed|thinking of)\s*(?::|is to\b)|\bthe plan is to\b|\bmy plan is\b/,
    why: 'sets it in a plan or off until an event',
  },
  {
    // "…, I'll confirm", "needs my sign-off", "on my signal", "stand by", "hold it", "not yet", "await my go".
    pattern:
      // "dont want to pay yet", "I'm not ready to send it yet": the move is put off by the person who asked it.
      /\b(?:(?:do not|don'?t|dont) (?:want|wish|plan|intend|need) to \w+(?: (?:it|this|that|them))? (?:yet|just yet|right now)|not (?:ready|going) to \w+(?: (?:it|this|that|them))? yet|(?:i'?ll|i will|will|let me|i need to|gotta|i'?ve got to) (?:confirm|approve|sign off|give (?:you )?the go|say (?:go|when)|ok it)|confirm with me|(?:needs?|requires?|pending|awaiting|await|subject to|wait(?:ing)? for|until|till) (?:my |our |a |an |the |his |her |their )?(?:sign[- ]?off|approval|ok|okay|go[- ]?ahead|go|green ?light|confirmation|say[- ]?so|signal|command|word|mark|review|nod)|on (?:my|our|your) (?:signal|command|mark|word|go|say[- ]?so|cue|call|count)|(?:when|until|till) i (?:say|give) (?:go|so|the word|the signal|when)|stand(?:ing)? ?by|on standby|sit tight|hold (?:off|fire|your horses)|on hold|not (?:yet|just yet|this second|so fast)(?=\s*(?:[.!;)]|,(?!\s*(?:only |but |just )?(?:when|tomorrow|at|on|in|until|once|if|after|later|tonight)\b)|$|though|pls|please|thanks))|parked|staging|staged|prep(?:ping)? only|just prepping|get (?:it|this|that|a \w+) ready|conditional on|contingent on|(?:market|budget|gas) permitting|if nobody objects)\b|[,.;:—–-]\s*(?:hold (?:it|on|that|please|for now|up|tight)|depend(?:s|ing)? on)\b|(?<!\b(?:if|should|when|whenever|unless|in case)\b[^.!?]*,)\s(?:hold (?:it|on|that|for now|up|tight)|wait for me|(?:ask|check with|ping|tell) me (?:first|before(?: (?:you|sending|paying|doing it|it goes))?)|(?:let me|i'?ll|i will|i need to) (?:check|double[- ]?check|review) (?:it |this |that )?first|confirm (?:it |this )?first|(?:draft|prep|prepare|stage|queue|save|park) (?:it|this|that)(?: (?:for later|for now|up))?)\s*[.!]?\s*$/,
    why: 'puts it off until you say so',
  },
  {
    // "…, not now" beside a move made now or a cancel (an order said with it is put off to its own time, as it says).
    pattern:
      /\bnot (?:right now|now|today)(?=\s*(?:[.!;)]|,(?!\s*(?:only |but |just )?(?:when|tomorrow|at|on|in|until|once|if|after|later|tonight)\b)|$|though|pls|please|thanks))/,
    why: 'puts it off until you say so',
    kinds: (kind) => kind !== 'automation-create',
  },
  {
    // "please do not execute it immediately": beside a move made now, it is put off; beside an order, what it does.
    pattern: /\b(?:do not|don'?t) execute (?:it |this |the order )?(?:immediately|now|right (?:now|away)|at once|yet)\b/,
    why: 'puts it off until you say so',
    kinds: (kind) => kind !== 'automation-create',
  },
  {
    // "…, test only", "(draft)", "dry run", "simulate", "paper": a rehearsal, not the move (`--dry-run=false`, held-out-35
    // bot, says it is none).
    pattern:
      /\b(?:(?:test|testing) only|only testing|dry[- _]?run(?![-_ ]?\s*[=:]\s*["']?(?:false|no|0|off)\b)|simulat\w*|sandbox|paper(?: trade| trading)?|preview|quote only|(?:do not|don'?t) execute(?! (?:it |this |the order )?(?:immediately|now|right (?:now|away)|at once|yet)\b)|not for real|for practice|rehears\w*|draft only|just a draft|as a draft|(?:just |only )?drafting|save (?:it )?as (?:a )?draft|mock(?:ed)? (?:run|up|only)|fake (?:run|one|send|only))\b|\s(?:sim|simulation|mock|fake)\s*[.!]?\s*$|,\s*draft\s*$|[([]\s*test(?:ing)?\s*[)\]]|\s[-–—]\s*test(?:ing)?\s*$/,
    why: 'makes it a rehearsal, not the move',
  },
  {
    // "this is a test", "just testing" beside an order, a cancel, a launch or a fee claim (beside a move made now it is
    // asked back whole, naming the words).
    pattern:
      /\b(?:only (?:a )?test|just (?:a )?(?:small )?test(?:ing)?|this is (?:just )?a test|it'?s (?:just )?a test|for testing|test run)\b|\stest(?:ing)?\s*$/,
    why: 'makes it a rehearsal, not the move',
    kinds: (kind, earlier) => earlier || notNow(kind),
  },
  {
    // "jk", "/s", "no wait keep it", "nfa", "dyor": a joke, a take-back or a tip written for someone else.
    pattern:
      /\b(?:jk|jkjk|kidding|just joking|(?:no wait|wait no|actually|or)[,.]* (?:just )?(?:keep|leave|don'?t)|yay or nay|if you were me)\b|\/s\b|[,(-]\s*(?:nfa|dyor|not (?:financial|investment) advice)\s*\)?\s*[.!]?\s*$/,
    why: 'doubts it or takes it back',
  },
  {
    // "i'd buy …", "should i cancel …", "how do i cancel …", "…, never mind": a hypothetical, a question or a
    // take-back beside an order, a cancel, a launch or a fee claim (beside a move made now it is asked back whole).
    pattern:
      /\b(?:y\/n|yes\/no|(?:i|you|we)(?:'d| would) (?:buy|sell|swap|trade|launch|cancel|claim|set|dca|ape|short)|i was (?:going to|gonna)|i might|we might|should (?:i|we)|shall (?:i|we)|must (?:i|we)|do (?:i|we) need to|how (?:do|can|should) (?:i|we))\b|, ?(?:never ?mind|nvm)\s*$|(?<!\?)\?\?(?!\?)/,
    why: 'asks about it or takes it back',
    kinds: (kind, earlier) => earlier || notNow(kind),
  },
  {
    // "idk", "nah", "maybe", "i guess", "or not", "thoughts?": a doubt beside an order, a cancel, a launch or a fee claim
    // ("i'll be asleep probably", held-out-40 chat: a guess at where the person will be, no doubt of the request)
    // (beside a move made now it is asked back whole for a yes, naming it; from a thread's first turn it is refused).
    pattern:
      /\b(?:idk|dunno|nah|nope|hmm+|maybe|perhaps|(?<!\b(?:i'?ll|i will) be (?:[a-z]+ ){1,2})probably(?! (?:be )?(?:asleep|sleeping|busy|away|at work|offline|travell?ing|driving)\b)|i guess|not sure|unsure|or not|thoughts|wdyt|what do you think|good idea\?|idc)\b|\b(?:you think|reckon)\?|🤔/,
    why: 'doubts it',
    kinds: (kind, earlier) => earlier || notNow(kind),
    doubt: true,
  },
  {
    // "sell all my degen on base in profit", "… at my entry", "buy … at the bottom", "… on the dip": a price only the
    // person knows (their entry) or only hindsight does (a top, a dip), which a move now would not wait for.
    // ("would like to lock in a profit should it rise" (held-out-39, careful): taking a profit, the idiom, no price.)
    pattern:
      /\b(?:(?:(?<!\block )in|at|for) (?:a |\d+ ?% )?profit|at (?:a )?break ?even|at (?:my|the|our) (?:entry|cost basis|buy price|avg price|average price|entry price)|at cost|when (?:i'?m|we'?re) (?:green|in profit|in the green|even)|at (?:the |a )?(?:ath|top|high|peak|next high|new high|bottom|low|next dip|dip|discount)|on (?:the |a )?(?:next )?dip(?! to)|at (?:yesterday|last week|last month)'?s? price|at the price i (?:sold|bought|paid)|at my last (?:sell|buy) price)\b/,
    why: 'sets a price I cannot know (your entry, a top or a dip) that the move would wait for',
  },
  {
    // "send bob.eth his weekly 10 usdc", "… like every week": this time's payment of a schedule, or the schedule?
    pattern: /\b(?:his|her|their|the) (?:weekly|monthly|daily) \$?\d|\b(?:like|same as|as) every (?:day|week|month|friday|monday)\b/,
    why: 'leaves open whether it is made once now or on a schedule',
    kinds: (kind) => kind !== 'automation-cancel',
  },
  {
    // "… /month", "… now and then", "… in tranches", "… over two weeks": a move made now said with a schedule of its own.
    pattern:
      /\/(?:mo|month|wk|week|day|yr)\b|\bp\/[wm]\b|\bpw\b|\bpcm\b|\bnow and then\b|\bfrom time to time\b|\boccasionally\b|\bon autopilot\b|\bautomatically\b|\bin (?:tranches|installments|instalments|chunks)\b|\bover (?:the next )?(?:\d+|two|three|four|a|the) (?:days?|weeks?|months?)\b|\bspread (?:over|out)\b/,
    why: 'leaves open whether it is made once now or on a schedule',
    kinds: (kind) => !notNow(kind),
  },
  {
    // "would you sell 1 eth on base now?": the service's opinion asked, no request (a send asked so is one).
    // ("would you spend 0.01 eth on pepe for me?": a move asked to be made for the person is their request.)
    pattern:
      /^ (?:(?:so|hey|ok|okay|honestly|seriously)[,!]? )*(would (?:you|u)) (?!mind|please|pls|kindly|be (?:able|so kind))(?![^?]*\bfor (?:me|us)\b)[^?]*\?/,
    why: 'asks what I would do, not for the move',
    kinds: opinionKinds,
  },
  {
    // "sell 1 eth on base at 4000?", "should i cancel all my orders?", "launch a token … on base?": an order, a cancel,
    // a launch or a fee claim asked about (a move made now said as a question is asked back whole by its own net).
    pattern: question,
    why: 'asks about it rather than requests it',
    kinds: notNow,
  },
];

/**
 * "Before I do, what information would you need from me?", "Before I give you the particulars, could you tell me what
 * information you will need?", "…, how I do?": what a request lacks, asked after it. Only a request that lacks
 * something is made this way (a question for it comes back); one lacking nothing is not. ("…, what you need from me?",
 * "…, you can help me?" (held-out-40/41, non-native): the same, its words in the order of another language.)
 */
export const whatNeeded =
  /(?<=[.!,])\s+(?:(?:but\s+)?(?:before\s+i\s+(?:do|go\s+ahead|proceed|start|give\s+you\s+(?:the\s+)?(?:particulars|details|specifics|info(?:rmation)?))|first(?:\s+of\s+all)?)\s*,?\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:tell\s+me|let\s+me\s+know)\s+|(?:please\s+)?tell\s+me\s+)?(?:(?:what|which)\s+(?:information|info|details|particulars|fields)\s+(?:(?:would|do|will|should)\s+you|you(?:\s+(?:would|will|might|do|should))?|you['’](?:ll|d))\s+need(?:\s+from\s+me)?(?:\s+(?:first|for\s+(?:it|that|this)))?|what\s+(?:(?:do|would|will)\s+)?you\s+need(?:\s+from\s+me)?(?:\s+(?:first|for\s+(?:it|that|this)))?|(?:you|u)\s+can\s+help\s+me(?:\s+(?:with\s+(?:it|that|this)|please|pls))?|how\s+(?:(?:do|can|should)\s+)?i\s+(?:do|go\s+about|start)(?:\s+(?:it|that|this))?)\s*\?+\s*$/i;

/**
 * The hold of {@link heldMove} for a reading that would move: the prompt's own words, and on a thread the words of the
 * turns whose questions it answers ("send 10 usdc to bob.eth idk" → "base"): a merged reading passes the same net as
 * the move said in one prompt, whose first turn's hold is no less a hold once a missing part is answered.
 */
export function heldReading(given: string, reading: Interpretation, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const moving = movingIntentOf(reading);
  const last = thread.at(-1)?.interpretation;
  // A yes owed is answered by its own reader ("ok but not now" is asked again).
  if (!moving || (last?.kind === 'ask' && last.pending.awaiting === 'confirm')) return undefined;
  const asking = reading.kind === 'ask';
  const own = heldMove(given, moving.kind, false, asking);
  if (own) return own;
  if (asking) return undefined;
  for (let i = thread.length - 1; i >= 0; i--) {
    const asked = thread[i]!.interpretation;
    if (asked?.kind !== 'ask' || asked.pending.kind !== moving.kind || asked.pending.awaiting === 'confirm' || asked.pending.confirm) break;
    const earlier = heldMove(thread[i]!.prompt.replace(whatNeeded, ''), moving.kind, true);
    if (earlier) return earlier;
  }
  return undefined;
}
