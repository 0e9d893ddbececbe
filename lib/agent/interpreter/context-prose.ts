import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { verbs } from '../../language/lexicon.ts';
import { ask, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { courtesyIf } from '../../language/courtesy-if.ts';
import { withoutNotAmounts } from './pasted-fields.ts';
import { correcting, reportedVerbs, reporting } from './one-request.ts';
import { toldBy } from './hearsay-words.ts';

/**
 * Careful prose that says, beside its request, why, for whom or on what background it is asked ("Please transfer 75
 * USDC on Ethereum to 0x…. It is a reimbursement to a supplier for invoice number 1043.", "…, who manages our
 * accounts.", "…so that I limit my losses.", "I run a small bakery and would like to launch…"). What such words are is
 * read from their role, not their wording: a statement about the move, the person or someone else (a subject and a
 * verb of being or having, never a wish or a request), a clause of reason or purpose, a relative clause about a
 * person or thing, a clarification ("To be clear, …") or a sentence that only asks again for what was asked ("Please
 * send both together"). Their numbers, dates, days and conditions are then no amounts, schedules or conditions, and
 * the request is read as if it were alone (issue 16).
 *
 * Context never changes the move, so it may name no amount of a token, address, link, other token or other chain,
 * nothing that corrects, tests or conditions, and no time when its subject is the move itself ("It is due on Friday").
 * A move read this way is asked back whole for a yes (what was left out may have meant more); a read is answered.
 */

/** An apology said beside a request or an answer ("Apologies for omitting that.", "Sorry about that!", "My apologies."). */
const apology = /^(?:(?:my|many|sincere|so)\s+)?(?:apologies|apologi[sz]e|sorry)\b(?:\s+(?:for|about)\b[^.?!;]*)?[.!]?$/i;
/** A sentence that opens as a clarification of what was asked ("To be clear, …", "For context: …"). */
const clarification =
  /^(?:just\s+)?(?:to be clear|for context|for the record|for reference|for my reference|just so you know|fyi|for your information|to explain|as background)\b[,:]?\s*/i;

/** A subject counted over ("Each amount", "All of the payments", "Every address"): a statement about them, not a request. */
const quantifiedSubject = String.raw`(?:each|every|all|both)\s+(?:(?:of\s+)?(?:the|these|those|my|our)\s+)?[a-z-]+`;
/** Who a statement is about: the move ("it", "this"), the person ("I", "we") or someone else ("my grandson"). */
const subject = String.raw`(?:i|we|it|this|that|these|those|they|he|she|(?:my|our|his|her|their|the)\s+[a-z-]+|${quantifiedSubject})`;
/** A statement: its subject and a verb of being, having or doing, never a wish, a need or a request. */
const statement = new RegExp(
  String.raw`^(?:(?:and|but|so|also)\s+)?(?:(?:its|thats|im|ive|were|theyre)\b|(?:is|was)\s+(?:for|because)\b|(${subject})(?:['’](?:s|m|re|ve)\b|(?:\s+(?:already|also|just|really|currently|only|still|simply))?\s+(?:am|is|are|was|were|have|has|had|run|runs|own|owns|manage|manages|work|works|live|lives|turn|turns|do|does|did|keep|keeps|hold|holds|got|[a-z]+ed|lent|gave|paid|made|went|came|took|spent|lost|won|left|met|found|built|bought|sold|sent|covers|settles|repays|reimburses|refunds|includes|completes|matches|reflects|represents|no longer [a-z]+|never [a-z]+|need not|needn['’]t|(?:does|do)(?: not|n['’]t) (?:need|have) to)\b))(?!\s+(?:to|going to|looking to|trying to|planning to|hoping to|about to|ready to|got to)\b)`,
  'i',
);
/**
 * A sentence that says what the request is for ("The purpose is to rebalance my holdings", "My aim here is to reach 50
 * UNI", "This is to cover rent"): a purpose, whose verb after "to" is what the move serves, never a second request.
 */
const purposeStatement =
  /^(?:(?:and|but|so|also)\s+)?(?:(?:the|my|our)\s+(?:main\s+|sole\s+|only\s+|whole\s+)?(?:purpose|aim|goal|reason|objective|intention|intent|rationale|motivation|idea|point)(?:\s+(?:here|of\s+(?:this|it|the\s+[a-z]+)))?|(?:this|it)\s+(?:is|was)\s+(?:simply\s+|just\s+|only\s+)?(?=to\s))\s*(?:is|was)?\s*(?:simply\s+|just\s+|only\s+)?(?:to|that|because)\s+[a-z]/i;
/**
 * A wish to check something, said beside the request ("I would simply like to confirm that nothing has moved since my
 * last review", "I just want to make sure the payment arrived"): why the request is asked, a purpose whose own words
 * (a move told in the past, a date) are what is checked, never a request or a report of its own.
 */
const checkingPurpose =
  /^(?:(?:and|but|so|also)\s+)?(?:i|we)\s+(?:(?:would|'d|just|simply|only|really|merely)\s+)*(?:like|want|wish|need|am trying|are trying|hope)\s+to\s+(?:(?:just|simply|quickly)\s+)?(?:confirm|check|verify|make sure|ensure|see|double[- ]check|be sure|reassure myself)\s+(?:that|whether|if|what|how|nothing|no|everything|all|my|our|the)\b/i;
/** A sentence that only asks again for what was just asked ("Please send both together", "Kindly process them today"). */
const restated =
  /^(?:(?:please|kindly|and|so|then|you (?:may|can))\s+)*(?:(?:send|pay|transfer|process|do|make|execute)\s+(?:both|them|it|these|those|this|that|the two|all of them)\b|(?:go ahead|proceed|carry on)\b)/i;
/**
 * A sentence whose object only points back at what was asked ("Please purchase precisely that quantity", "Kindly buy
 * exactly that amount", "Please do exactly that"): any verb, then a word pointing back and, at most, what it counts.
 */
const pointsBack =
  /^(?:(?:please|kindly|and|so|then|you (?:may|can))\s+)*[a-z]+\s+(?:(?:exactly|precisely|just|only|simply)\s+)?(?:that|this|the same|those|these)(?:\s+(?:exact\s+)?(?:quantity|amount|sum|number|figure|much|many|order|trade|swap|purchase|payment|transfer))?(?:\s*,?\s*(?:please|thank you|thanks))?[.!]?$/i;
/** When the person is ready for it to run, said as a courtesy ("when ready", "whenever you can", "at your convenience"). */
const readiness =
  /\s*,?\s*\b(?:(?:when|whenever|once)\s+(?:you(?:'re|\s+are)\s+|it(?:'s|\s+is)\s+)?ready|when(?:ever)?\s+(?:you\s+)?(?:can|are able)|at your (?:earliest )?convenience)\b/gi;

/** Clauses at a sentence's end that give a reason (a dot inside a word, as in "alice.eth", ends none of them), a purpose or a description of someone named. */
const trailingClauses: readonly RegExp[] = [
  /(?:,\s*|\s+)(?:who|whom|whose)\s(?:[^.?!]|\.(?=\w))*|,\s*which\s(?:[^.?!]|\.(?=\w))*/i,
  /(?:,\s*|\s+)(?:so that|so as to|in order that|because|given that|seeing as|now that)\s(?:[^.?!]|\.(?=\w))*/i,
  /,\s*(?:as|since)\s+(?:i|we|he|she|they|it|this|that|my|our)\b(?:[^.?!]|\.(?=\w))*/i,
  // "…, as repayment for dinner", "…, as agreed this morning": what the move is, or that it was arranged (not "as soon as").
  /,\s*as\s+(?!(?:soon|much|many|well|long|far|quickly|fast|of|if|though|usual|always|before|often|needed|necessary)\b)[a-z](?:[^.?!]|\.(?=\w))*/i,
  // "…, is for the lunch yesterday", "…, it is for my rent": what the move is for, said after it.
  /,\s*(?:(?:it|this|that)\s+)?(?:is|was|'s)\s+for\s(?:[^.?!]|\.(?=\w))*/i,
  // "check my usdc on polygon, i think it should be about 20": a view of the person's own, said after the request.
  /,\s*(?:(?:and|but)\s+)?(?:i|we)\s+(?:think|believe|expect|guess|suppose|reckon|assume)\b(?:[^.?!]|\.(?=\w))*/i,
];
/** A reference in brackets ("(our reference: DIN-0412)", "(batch ref. R-07)", "(invoice 1043)"): a label and its code. */
const bracketReference =
  /^(?:(?:our|your|my|the|a)\s+)?(?:[a-z]+\s+)?(?:ref(?:erence)?|number|id|invoice|inv|order|ticket|batch|case|po)\.?\s*(?:no\.?|number)?\s*[:#]?\s*#?[a-z0-9][\w./-]*$/i;
/** A field of the request and its value in brackets ("(symbol QGDN)", "(ticker: MOON)", "(name: Quiet Garden)"). */
const bracketField = /^(?:symbol|ticker|name|called|named)\b\s*[:=]?\s*\$?[a-z0-9][\w .-]*$/i;
/** Background said before the request in its own sentence ("I run a small bakery and would like to …"). */
const leadingBackground =
  /^((?:i|we))\s+(?:run|own|have|manage|work|live|am|are)\b[^,.;:?!]*?\s+and\s+(?=(?:would|'d)\s+like|want|wish|need|am looking|are looking|hope)/i;
/**
 * A phrase of purpose or occasion before the request and its courtesy ("As a precaution against a market downturn,
 * please …", "For this month's contractor payments, please send …", "In preparation for the audit, could you …"): why
 * the request is made, never part of it.
 */
const leadingPurpose =
  /^(?:for|as(?!\s+(?:soon|long|of|needed|much|many|well|if|though|usual|always)\b)|ahead of|in preparation for|in light of|given|because of|as part of|with a view to)\s+[^,:;.?!]{2,100}?,\s*(?=(?:please|kindly|could you|can you|would you|i would like|i'd like|i want|i need|we would like|we need)\b)/i;
/** A list's lead-in that names the move, whom it pays and its chain ("I need to pay two contractors on Base today: …"). */
const listLead =
  /^(?:(?:i|we)\s+(?:(?:need|want|would like|'d like|have|must)\s+(?:to\s+)?|(?:gotta|got to|wanna)\s+)|(?:please|kindly)\s+)?(pay|send|transfer|(?:make|do|process|execute|send out)\s+(?:the\s+)?(?:following|these|some|two|three|four|five|\d+)?\s*(?:payments?|transfers?))\s+([^:()]{0,80}?)\s*:\s*(?=\S)/i;
/** How a list of payments is to be sent, not what ("all in one go", "at once", "together"). */
const batchManner = /,?\s*\b(?:all\s+)?(?:in one go|at once|in one batch|in a single (?:batch|transaction)|together)\b/gi;

/** Words that, in context, correct, test, condition, repeat or time the move. */
const blocking = new Set([
  ...correcting,
  ...['unless', 'if', 'once', 'whenever', 'until', 'also', 'another', 'again', 'plus', 'too', 'twice', 'each', 'every', 'instead'],
  // How much of a holding, or one of a series ("so please send all of it", "the first of three purchases").
  ...['all', 'everything', 'half', 'rest', 'remaining', 'entire', 'first', 'installment', 'instalment', 'series'],
]);
/** Words of time: context may say them of a person ("I am comparing the two before I decide"), never of the move. */
const timeWords = new Set([
  ...['today', 'tonight', 'tomorrow', 'before', 'after', 'by', 'until', 'next', 'later', 'soon', 'asap', 'now', 'immediately', 'week', 'weekend'],
  ...['instantly', 'straight', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'weeks', 'month', 'months', 'year', 'morning', 'evening'],
  ...['noon', 'midnight', 'end', 'start', 'beginning', 'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september'],
  ...['october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'daily', 'weekly', 'monthly', 'due', 'deadline'],
]);
/** Words that tie a person's time to the move ("not before Monday", "expecting it on Tuesday", "needs it by Friday"). */
const tiedToMove = new Set(['not', 'dont', 'never', 'longer', 'no', 'expecting', 'expects', 'expect', 'waiting', 'needs', 'need', 'wants', 'want']);
/** Words that say whether a move runs now or waits, not when. */
const nowOrLater = new Set(['now', 'later', 'immediately', 'instantly', 'straight']);
/** Words that name an order: context may say them of an order asked for, never of a move now. */
const orderWords = new Set(['order', 'orders', 'stop', 'limit', 'recurring', 'schedule', 'scheduled', 'dca', 'trigger', 'immediate', 'loss', 'profit']);
/** Words that make any of the prose someone else's ("my boss said so", "as requested"): never read this way. */
const othersWords = new Set([...reporting, ...reportedVerbs, ...toldBy].filter((w) => !['request', 'confirmed', 'asked', 'required', 'requires'].includes(w)));
/** Subjects that are the person or someone else, not the move. */
const personSubject = /^(?:(?:and|but|so|also)\s+)?(?:i|we|they|he|she|who|whom|whose|my|our|his|her|their)\b/i;

/** A piece left out as context, and whether it speaks of a person (whose times are no time of the move). */
interface Left {
  text: string;
  person: boolean;
  /** A sentence that only asks again for what was asked ("Please send both together"). */
  again?: boolean;
  /** A wish to check something ("I want to make sure nothing has moved since the 3rd"): its times are what is checked. */
  checks?: boolean;
  /** A clarification that names an amount ("To be clear, that is half of one ETH"): context only if it is the move's own. */
  clarifies?: boolean;
}

/** What the request is, and the words left out as context. */
interface Split {
  request: string;
  left: Left[];
}

/** Words that are data of a request, whatever the sentence's role ("Our website is https://…", "It is 10 USDC"). */
function carriesData(text: string): boolean {
  if (/https?:\/\/|www\.|["“”]/i.test(text)) return true;
  const facts = scanPrompt(text);
  return facts.addresses.length > 0 || namesAmount(facts);
}

/** An amount of a token or of dollars ("50 USDC", "$20"); a bare figure ("turns 18", "this quarter") is none. */
const namesAmount = (facts: Facts): boolean =>
  facts.amounts.some((a) => a.tokenIndex !== undefined || a.amount.kind === 'usd' || /^\$/.test(facts.words[a.index] ?? ''));

/** The sentences of a paragraph. */
const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.?!])\s+(?=[a-z"'(])|(?<=;)\s+/i)
    .map((s) => s.replace(/;$/, '').trim())
    .filter(Boolean);

/** A sentence's request with its trailing reasons and descriptions, and its leading background, taken off. */
function ownRequest(sentence: string, left: Left[]): string {
  // "Please set up a stop-loss: if SOL falls to $120, …": the courtesy that opens a request is no part of it.
  let text = sentence;
  const purpose = leadingPurpose.exec(text);
  if (purpose) {
    left.push({ text: purpose[0].replace(/,\s*$/, ''), person: false });
    text = text.slice(purpose[0].length);
  }
  text = text.replace(/^(?:please|kindly)\s*,?\s+(?=[a-z])/i, '');
  const lead = leadingBackground.exec(text);
  if (lead) {
    left.push({ text: text.slice(0, lead[0].length), person: true });
    text = `${lead[1]} ${text.slice(lead[0].length)}`;
  }
  const list = listLead.exec(text);
  if (list) {
    // The lead-in's chain stays with the move; who is paid ("two contractors") is context, and "today" is now.
    const chain = /\bon\s+(?:the\s+)?([a-z]+)(?:\s+(?:network|chain))?\b/i.exec(list[2]!);
    // "…payments on Base in USDC": the token every line pays in stays with the move too.
    const token = /\b(?:in|of|with)\s+(\$?[a-z][a-z0-9]{1,10})\b/i.exec(list[2]!);
    const paidIn = token && scanPrompt(token[1]!).tokens.length === 1 ? token : undefined;
    const about = list[2]!
      .replace(chain?.[0] ?? '', ' ')
      .replace(paidIn?.[0] ?? '', ' ')
      .replace(batchManner, ' ')
      .replace(/\b(?:today|right now|now)\b/gi, ' ')
      .replace(/^[\s,]+|[\s,]+$/g, '')
      .trim();
    if (about) left.push({ text: about, person: false });
    const verb = /^(?:pay|send|transfer)$/i.test(list[1]!) ? list[1]! : 'send';
    text = `${verb} ${text.slice(list[0].length).replace(/[.!]\s*$/, '')}${chain ? ` on ${chain[1]}` : ''}${paidIn ? ` in ${paidIn[1]}` : ''}`;
  }
  return withoutClauses(text, left);
}

/** A sentence with its trailing clauses of reason, purpose or description left out (into `left`). */
function withoutClauses(sentence: string, left: Left[]): string {
  let text = sentence;
  for (const clause of trailingClauses) {
    const found = clause.exec(text);
    // "to my sister, whose address is alice.eth, on Base": a clause that names an address or a name says who is paid,
    // never context to leave out (cut at the name's dot, it had left "sister.eth" as the payee).
    if (!found || /\b0x[0-9a-f]{6,}|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b|\.eth\b/i.test(found[0])) continue;
    const opened = found[0].replace(/^[,\s]*/, '');
    const said = opened.replace(/^(?:so that|so as to|in order that|because|given that|seeing as|now that|as|since)\s+/i, '');
    left.push({ text: said, person: personSubject.test(said) });
    text = text.slice(0, found.index) + text.slice(found.index + found[0].length);
  }
  return text.trim();
}

/** The prompt's request and its context; undefined when nothing in it reads as context. */
export function splitContext(given: string): Split | undefined {
  if (/[\n\r]/.test(given.trim())) return undefined;
  const left: Left[] = [];
  // "(our reference: DIN-0412)": a reference in brackets names the payment, and is no part of the move; other words in
  // brackets are context like any other, checked as such.
  const prompt = given
    .replace(/\s*\(([^()]{1,80})\)/g, (_all, inside: string) => {
      // "called Quiet Garden (symbol QGDN)": a field and its value in brackets are the request's data, kept in it.
      if (bracketField.test(inside.trim())) return ` ${inside.trim()}`;
      if (!bracketReference.test(inside.trim())) left.push({ text: inside, person: false });
      return ' ';
    })
    .replace(/\s+([.,;!?])/g, '$1');
  const bracketed = left.length > 0 || prompt !== given;
  if (othersSpeak(scanPrompt(prompt).words)) return undefined;
  const requests: string[] = [];
  for (const sentence of sentences(prompt)) {
    const body = sentence.replace(clarification, '');
    const framed = body !== sentence || statement.test(body) || checkingPurpose.test(body) || apology.test(body);
    // "To be clear, that is half of one ETH, not half of my balance.": a clarification may say the move's amount again.
    const clarifies =
      framed &&
      !/\?\s*$/.test(sentence) &&
      (carriesData(body) || carriesData(withoutCopula(body))) &&
      !/https?:\/\/|www\.|["“”]/i.test(body) &&
      scanPrompt(body).addresses.length === 0;
    if (clarifies) {
      left.push({ text: body, person: false, clarifies: true });
      continue;
    }
    const again = restated.test(body) || pointsBack.test(withoutClauses(body, []));
    const isContext = !/\?\s*$/.test(sentence) && !carriesData(body) && !leadingBackground.test(body) && (framed || again || purposeStatement.test(body));
    if (isContext) {
      // "It is a gift for my grandson, who turns 18 on Saturday.": the clause about the grandson is his, not the move's.
      const said = withoutClauses(body, left);
      left.push({
        text: said,
        person: personSubject.test(said),
        again: restated.test(said) || pointsBack.test(said),
        checks: checkingPurpose.test(said),
      });
      continue;
    }
    // "For reference, which tokens are trending…?": the lead-in says why the request is asked, not what.
    requests.push(ownRequest(body !== sentence && body ? body : sentence, left));
  }
  // A list's lead-in said plainly ("make the following payments on Base in USDC:") changes the words, not the request.
  const rewritten = requests.join(' ') !== prompt.trim();
  if ((left.length === 0 && !bracketed && !rewritten) || requests.length === 0) return undefined;
  return { request: requests.join(' '), left };
}

/** The person's own arrangement or note ("as agreed", "which I have agreed", "for a research note"), not someone else's words. */
const ownArrangement = new Set(['agreed', 'discussed', 'arranged', 'promised', 'planned']);
const ownWriting = new Set(['note', 'notes', 'message', 'email']);

/**
 * Whether any of the words make the prose someone else's ("my boss said so", "as requested", "per her note"). A word of
 * agreement is the person's own after "as" or after "I"/"we" ("as agreed in our conversation", "which I have agreed
 * with the organiser"); a note or a message is the person's own when it is one they write ("for a research note"),
 * not one that says something.
 */
function othersSpeak(words: readonly string[]): boolean {
  return words.some((w, i) => {
    if (!othersWords.has(w)) return false;
    const before = words.slice(Math.max(0, i - 3), i);
    if (ownArrangement.has(w) && (words[i - 1] === 'as' || before.some((b) => b === 'i' || b === 'we'))) return false;
    const says = ['says', 'said', 'say', 'from', 'by', 'of'].includes(words[i + 1] ?? '');
    if (ownWriting.has(w) && !says && ['a', 'my', 'our', 'research', 'personal', 'internal'].includes(words[i - 1] ?? '')) return false;
    return true;
  });
}

/** "that is 0.5 ETH": the copula that points back at the move, which the scan would read as a market's figure, taken off. */
const withoutCopula = (text: string): string => text.replace(/\b(?:(?:that|this|it)\s+(?:is|was|means)|(?:that|it)['’]s|i\s+mean|meaning|i\.e\.?)\s+/gi, ' ');

/** Fractions a clarification may say of a whole ("half of one ETH"). */
const fractionOf: Record<string, number> = { half: 0.5, quarter: 0.25, tenth: 0.1 };
const numberWords: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 };

/**
 * Whether a clarification only says the move's own amount again ("To be clear, that is half of one ETH, not half of my
 * balance", "that is 0.5 ETH exactly"): what it rules out ("not …") set aside, every amount it names is the move's own
 * amount of the move's own token, and it names at least one.
 */
function restatesAmount(text: string, move: Facts): boolean {
  const worked = withoutCopula(text.replace(/,?\s*\b(?:and\s+)?not\s+[^,.;!?]*/gi, ' ')).replace(
    /\b(?:(?:a|one)\s+)?(half|quarter|tenth)\s+(?:of\s+)?(?:(an?|one|two|three|four|five|ten)|(\d+(?:\.\d+)?))\b/gi,
    (_m, part: string, word?: string, digits?: string) =>
      String(Number(((fractionOf[part.toLowerCase()] ?? 0) * (digits ? Number(digits) : (numberWords[word!.toLowerCase()] ?? 0))).toFixed(12))),
  );
  const facts = scanPrompt(worked);
  if (facts.addresses.length > 0 || facts.badAmount || facts.unsupportedChain) return false;
  const own = new Set(move.amounts.map((a) => (a.amount.kind === 'fraction' ? '' : `${a.amount.kind}:${Number(a.amount.value)}`)));
  const tokens = new Set(move.tokens.map((t) => family(t.key)));
  const named = facts.amounts.filter((a) => a.amount.kind !== 'fraction');
  return (
    named.length > 0 &&
    named.length === facts.amounts.length &&
    named.every((a) => own.has(`${a.amount.kind}:${Number(a.amount.value)}`)) &&
    facts.tokens.every((t) => tokens.has(family(t.key))) &&
    facts.chains.every((c) => move.chains.includes(c)) &&
    !facts.words.some((w, i) => blocking.has(w) && !['half', 'all'].includes(w) && !courtesyIf(facts.words, i))
  );
}

/** Tokens that name the same asset ("bitcoin" beside WBTC). */
const family = (token: string): string =>
  token
    .toUpperCase()
    .replace(/^(?:W|CB)(?=BTC$|ETH$|SOL$|POL$)/, '')
    .replace(/^\$/, '');

/** Words that name a move or its timing: a time said after them may be the move's own ("for the payment on Friday"). */
const movesNamed = new Set([
  'payment',
  'payments',
  'transfer',
  'transfers',
  'move',
  'swap',
  'order',
  'purchase',
  'sale',
  'trade',
  'send',
  'due',
  'deadline',
  'it',
]);
/**
 * Words that make what a move is for a thing of the past: a payment back ("repayment", "refund", "reimbursement",
 * "owed", "my share") or a thing done ("our shared dinner", "the delivered parcel"). Without them, "for the catering on
 * the 14th" may say when the money is needed, and stays a time of the move.
 */
const pastThing =
  /\b(?:re(?:payments?|pay|paying|paid|imburse\w*|funds?|funding)|owed?|paid|back|(?:my|our|his|her|their)\s+share|[a-z]{3,}ed\s+(?:[a-z]+\s+)?(?:on|at|from|last|this))\b/i;
/**
 * A time said of what the move is for ("repayment for our shared dinner on Friday", "for the concert last night") or of
 * what a check looks back to ("since my last review on the 3rd"): the noun after "for" or "since" and a determiner owns
 * the time, which is the story's, never when the move runs.
 */
const nounTimes =
  /\b(?:for|since)\s+(?:the|our|my|a|an|his|her|their|your|that)\s+((?:[a-z'’-]+\s+){0,3}?[a-z'’-]+)\s+(?:on|at|from|last|this)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?|[a-z]+)(?:\s+(?:night|morning|evening|afternoon))?\b/gi;

/**
 * Whether words left out say nothing that changes the move: no amount of a token, address, link or quote, no other
 * token or chain (a cancel's context names its order: `naming`), nothing that corrects, tests or conditions, no time
 * of the move itself and no order named beside a move now.
 */
function onlyContext(piece: Left, move: Facts, automation: boolean, naming: boolean, notMoving = false): boolean {
  if (/https?:\/\/|www\.|["“”]/i.test(piece.text)) return false;
  if (piece.clarifies) return restatesAmount(piece.text, move);
  // "Please go ahead when ready": when the person is ready for it, a courtesy of a sentence that only asks again.
  // "These are the monthly reimbursements": a word of how often that names which payments, not when this one runs.
  // "This month's contractor payments", "today's invoice": a time said of a thing names which one, not when the move runs.
  // "Each amount has been verified": a statement's counted subject ("each", "all") counts what it is about, not the move.
  // "confirmed the address with me by phone": "by" and a means of talking is how it was told, never a deadline.
  const text = (piece.again ? piece.text.replace(readiness, ' ') : piece.text)
    .replace(
      /\b(?:by|over\s+the|via)\s+(?:(?:tele)?phone|e-?mail|mail|text(?:\s+message)?|sms|(?:video\s+|phone\s+)?call|zoom|telegram|signal|whatsapp|dm|chat|voice\s+(?:message|note))\b/gi,
      ' ',
    )
    .replace(/\b((?:the|our|my|a|an|this|these|those)\s+)(?:monthly|weekly|daily|annual|yearly|quarterly)\s+(?=[a-z])/gi, '$1')
    .replace(new RegExp(String.raw`\b(?:(?:this|last|next)\s+)?(?:${[...timeWords].join('|')})['’]s\s+(?=[a-z])`, 'gi'), ' ')
    .replace(new RegExp(String.raw`^(?:(?:and|but|so|also)\s+)?${quantifiedSubject}(?=\s+(?:has|have|is|are|was|were)\b)`, 'i'), 'it')
    .replace(nounTimes, (all, noun: string) =>
      (/^since\b/i.test(all) || pastThing.test(piece.text)) && !noun.split(/\s+/).some((w) => timeWords.has(w.toLowerCase()) || movesNamed.has(w.toLowerCase()))
        ? ' '
        : all,
    );
  // "for invoice number 1043", "order #5521": a reference is no amount and names no order.
  const facts = scanPrompt(withoutNotAmounts(text));
  if (facts.addresses.length > 0 || facts.badAmount || facts.unsupportedChain) return false;
  if (namesAmount(facts)) return false;
  // "(total 30)", "30 in all": a total beside the move's amounts is a figure the move must make, never only context.
  if (/\b(?:total|totals|totalling|totaling|in all|altogether|overall|combined|sum)\b/i.test(text) && /\d/.test(text)) return false;
  const tokens = new Set(move.tokens.map((t) => family(t.key)));
  if (!naming && facts.tokens.some((t) => !tokens.has(family(t.key)))) return false;
  if (!naming && facts.chains.some((c) => !move.chains.includes(c))) return false;
  const { words } = facts;
  if (words.some((w, i) => blocking.has(w) && !courtesyIf(words, i))) return false;
  // "…, so please send all of it": a request of its own inside the context; a sentence that only asks again is none.
  if (!piece.again && words.some((w, i) => ['please', 'pls', 'plz', 'kindly'].includes(w) && verbs.has(words[i + 1] ?? ''))) return false;
  // "this is a stop order and not a sale now": of an order asked for, "now" and "later" only say it is one.
  // A person's "not" or wait beside a time ("I do not want it sent before Monday", "she is expecting it on Tuesday")
  // may be about the move: it is kept.
  // Beside a read, a wish to check something ("we want to make sure nothing moved since the 1st") looks back, never ahead.
  const negated = !(piece.checks && notMoving) && words.some((w) => tiedToMove.has(w));
  // "I do not want to do it yet", "we never send on weekends": a "not" said of doing it, or of doing it now, may take
  // the move back (an amount left open is asked for instead: `undecidedAmount`).
  const notDoing = words.some(
    (w, i) => ['not', 'dont', 'never'].includes(w) && words.slice(i + 1, i + 6).some((x) => ['yet', 'now', 'anymore'].includes(x) || verbs.has(x)),
  );
  if (notDoing && !notMoving && !automation) return false;
  const dated = /\b\d{1,2}\s?(?:st|nd|rd|th)\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b/i.test(text);
  // "which was delivered on the 3rd", "for dinner last Friday", "for the lunch yesterday", "as agreed in our
  // conversation this morning": a time told in the past is a story's, never when the move runs.
  const story =
    piece.person ||
    /\b(?:was|were|had|did|yesterday|ago|earlier|previously)\b|\blast\s+(?:night|week|weekend|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.test(
      text,
    ) ||
    (/\b[a-z]{3,}ed\b/i.test(text) && /\bthis\s+(?:morning|afternoon)\b/i.test(text) && !/\b(?:tomorrow|tonight|next|later|until|by|before)\b/i.test(text));
  if ((!story || negated) && (dated || words.some((w) => timeWords.has(w) && !(automation && nowOrLater.has(w))))) return false;
  return automation || !words.some((w) => orderWords.has(w));
}

/**
 * The request of careful prose read as if alone, its context left out: a read answered, a move asked back whole for a
 * yes, an order's cancel done; undefined when the prompt has no context of this kind or it might change the request.
 * @param read interprets a prompt as the interpreter does (on the prompt's thread).
 */
export function contextRequest(prompt: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const split = splitContext(prompt);
  if (!split) return undefined;
  const reading = read(split.request);
  if (reading.kind === 'fail') return undefined;
  const intent = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
  const kind = intent?.kind ?? '';
  const move = scanPrompt(split.request);
  // "I have not decided how much yet": a "not" about the amount a move asks for is no taking back; beside a read ("I
  // am not asking you to send anything yet"), a "not" only says that nothing is to move.
  const amountOpen = reading.kind === 'ask' && reading.pending.awaiting === 'amount';
  const answersRead = !movingIntentOf(reading);
  const fits = (piece: Left) =>
    onlyContext(piece, move, kind.startsWith('automation'), kind === 'automation-cancel', answersRead || (amountOpen && amountWords.test(piece.text)));
  if (!split.left.every(fits)) return undefined;
  const moving = movingIntentOf(reading);
  // A cancel moves nothing of its own: the order named is stopped, as "cancel that recurring order" alone would be.
  if (!moving || moving.kind === 'automation-cancel') return reading;
  const when = moving.kind.startsWith('automation') ? '' : ', to run now';
  const lead = `I read your message as this one request${when}, leaving out what only explains it.`;
  if (reading.kind === 'intent') return askWhole(reading.intent, lead);
  if (reading.kind === 'ask') return ask(reading.question, { ...reading.pending, confirm: true });
  return undefined;
}

/** Words that say what is undecided is the amount ("the exact amount", "how much", "the size of it"). */
const amountWords = /\b(?:amount|sum|figure|size|how much|how many|quantity)\b/i;

/**
 * A move whose amount the person says they have not decided ("Could you please swap some of my USDC into UNI? I have
 * not yet decided on the exact amount, so I would welcome your guidance."): the "not" is about the amount, not the
 * move, so the amount is asked for (the move owes a yes once complete), never guessed and never refused as taken
 * back. Undefined unless the request asks for its amount and every sentence left out that says "not" speaks of it.
 */
export function undecidedAmount(prompt: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const split = splitContext(prompt);
  if (!split || split.left.length === 0) return undefined;
  const reading = read(split.request);
  if (reading.kind !== 'ask' || reading.pending.awaiting !== 'amount' || !movingIntentOf(reading)) return undefined;
  const move = scanPrompt(split.request);
  const negated = (text: string) => /\b(?:not|n't|never|no)\b/i.test(text);
  if (!split.left.every((piece) => (!negated(piece.text) || amountWords.test(piece.text)) && onlyContext(piece, move, false, false, true))) return undefined;
  return ask(reading.question, { ...reading.pending, confirm: true });
}
