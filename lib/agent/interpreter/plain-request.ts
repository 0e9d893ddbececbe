import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { promptFlags, whenWords } from './prompt-clauses.ts';
import { ask, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { moves } from './choose-action.ts';
import { courtesyPhrase } from '../../language/courtesy-if.ts';
import { withoutNotAmounts } from './pasted-fields.ts';
import { correcting, onlyThis, reportedVerbs, reporting } from './one-request.ts';
import { hearsay } from './hearsay-words.ts';

/**
 * Careful prose: one request said in full sentences, with why it is wanted and how carefully ("In order to pay our
 * designer, could you please send 250 USDC on Base to carol.base.eth? Please make sure it goes out on Base only.").
 * The one-request rule refuses such a prompt, since it holds more than the request. Here the request is read from
 * the person's own words with only their reasons and remarks left out, and asked back whole for a yes: the words left
 * out may have asked for something the move does not do, and the person sees the move as it would run (issue 16).
 *
 * Left out are only words that cannot change the move: a purpose before it ("In order to …,", "So that …,"), a reason
 * after it (", because …", ", as …", ", since …") and sentences that ask for nothing (no verb of a request, no
 * amount, address, other token or other chain, nothing that takes back, conditions or times the move). Prompts with
 * pasted, quoted or marked-up text, links or notes are never read this way: their text is data (issue 13).
 */

/** Words that, in a sentence left out, could take back, condition, time or change the move: the sentence stays. */
const blockingRemark = new Set([
  ...correcting,
  ...['dont', 'not', 'never', 'no', 'unless', 'if', 'when', 'once', 'after', 'before', 'then', 'first', 'later', 'tomorrow'],
  ...['tonight', 'until', 'stop', 'also', 'another', 'again', 'each', 'every', 'too', 'plus', 'half', 'all', 'everything', 'only'],
]);

/** A request for care said in the request's own sentence ("…, and please make sure it's USDT rather than USDC"). */
const careClause = /,?\s*(?:and\s+)?(?:please\s+)?(?:make sure|ensure|double[- ]check)\b[^.?!]*/i;

/** What a request for care says is not to be used ("rather than USDC", "instead of any other balance"). */
const notThat = /\s*,?\s*\b(?:rather than|instead of|and not|not)\s+(?:any other\s+\w+|(?:the\s+)?\$?[a-z0-9]{2,10})\b/gi;

/** Verbs that ask for care, not for a move ("please make sure", "kindly double-check", "be careful"). */
const care = /\b(?:make sure|ensure|double[- ]check|be careful|take care|verify)\b/i;

/** A purpose said before the request, up to its comma or colon. */
const purpose =
  /^\s*(?:(?:good (?:morning|afternoon|evening)|hello|hi|dear \w+)[,.!]?\s+)?(?:in order to|so that|so as to|to (?:reduce|pay|cover|rebalance|fund|get|have|keep|avoid|prepare|settle|top up|tidy|free up|lower|raise|increase|diversify|thank)|as (?:a|an|our|my|part of)|for (?:this|the|our|my)|my intention is to|our intention is to|the goal is to|with the aim of|with a view to|having (?:reviewed|checked|considered|looked at))\b[^,:;?!.]*[,:;]\s*/i;

/** Words by which a sentence asks for a read. */
const readAsked = /\?\s*$|\b(?:what|whats|how|which|show|list|check|tell|give|display|find|view|see|report)\b/i;

/** A reason said after the request, to the end of its sentence (", because …", " - it's the rent deposit we agreed on"). */
const reason =
  /(?:[,;]\s*(?:because|since|so that|given that|as (?:i|we|it|they|that|this|the|our|my)\b)|\s[-–—]+\s*(?:it'?s|it is|this is|that'?s|that is)\s)[^.?!]*(?=[.?!]*\s*$)/i;

/** Tokens that name the same asset as a token of the move ("our bitcoin position" beside WBTC). */
const family = (token: string): string => token.replace(/^(?:W|CB)(?=BTC$|ETH$|SOL$|POL$)/, '').replace(/^\$/, '');

/** Words that, even in a sentence asking for care, take back, condition or time the move. */
const blockingCare = new Set([
  'actually',
  'instead',
  'rather',
  'unless',
  'if',
  'when',
  'once',
  'until',
  'later',
  'tomorrow',
  'tonight',
  'wait',
  'cancel',
  'also',
  'another',
  'again',
  'too',
  'plus',
  'then',
  'after',
]);
/** Words that, in a reason, correct or condition the move. */
const blockingReason = new Set([
  ...['actually', 'instead', 'unless', 'if', 'dont', 'not', 'never', 'wait', 'test', 'testing', 'demo', 'pretend', 'fake', 'joke'],
  ...['kidding', 'hypothetically', 'imagine', 'simulate', 'practice', 'example', 'long'],
]);

/**
 * Whether left-out words say nothing of their own: no amount, address, new token or chain (`chains`: the move's, as
 * read), no verb of a move, nothing that takes back, conditions or times the move.
 */
function saysNothingNew(given: string, move: Facts, chains: readonly string[], remark: boolean): boolean {
  if (remark && onlyThis.test(given.trim())) return true;
  // "make sure it's USDT rather than USDC", "use USDC rather than any other balance": what not to use asks for nothing more.
  const text = remark ? given.replace(notThat, '').replace(courtesyPhrase, ' ') : given;
  const facts = scanPrompt(text);
  if (facts.amounts.length > 0 || /\d/.test(text) || facts.addresses.length > 0 || facts.unsupportedChain || facts.badAmount) return false;
  if (facts.chains.some((c) => !move.chains.includes(c) && !chains.includes(c))) return false;
  const own = new Set(move.tokens.map((t) => family(t.key.toUpperCase())));
  if (facts.tokens.some((t) => !own.has(family(t.key.toUpperCase())))) return false;
  if (remark && facts.actions.some((a) => moves.has(a.action))) return false;
  // A reason may say anything of time ("for a deposit later this week"); a request for care may say "not" and
  // "only" of the move's own token and chain ("make sure it is USDC and not any other token"); any other remark, neither.
  const blocking = !remark ? blockingReason : care.test(text) ? blockingCare : blockingRemark;
  // Words that say when or how often it runs ("twice a week", "on weekends") keep a remark from being left out.
  if (remark && whenWords.test(text)) return false;
  return !facts.words.some((w) => blocking.has(w));
}

/**
 * Words of that kind that careful prose uses of its own request or its reasons ("I would like to request a transfer",
 * "he has confirmed that this is his wallet", "the recipient specifically asked for Tether"): the request is still read
 * from the person's own sentence, which the interpreter refuses if it reports someone else's words.
 */
const ownReportWords = new Set(['request', 'confirmed', 'asked', 'required', 'requires', 'agreed']);

/** Words that make any of the prose someone else's ("my boss said so", "as requested", "got this DM"): never read this way. */
const othersWords = new Set(
  [...reporting, ...reportedVerbs, ...[...hearsay].filter((w) => !['from', 'got', 'received', 'via'].includes(w))].filter((w) => !ownReportWords.has(w)),
);

/** The sentences of a paragraph of prose. */
const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.?!])\s+(?=[A-Z"'(])|(?<=;)\s+/)
    // "Please send 0.1 ETH to bob.eth; he has confirmed …": a clause after a semicolon is a sentence of its own.
    .map((s) => s.replace(/;$/, '').trim())
    .filter(Boolean);

/**
 * The person's one request read from careful prose, asked back whole for a yes; a read answered; undefined when the
 * prompt is not such prose or its request cannot be read this way.
 * @param read interprets a prompt on its own, as the interpreter does (no thread).
 */
export function plainRequest(prompt: string, refusal: Interpretation, read: (text: string) => Interpretation): Interpretation | undefined {
  if (refusal.kind !== 'fail' || /[\n\r]/.test(prompt.trim()) || promptFlags(prompt).length > 0) return undefined;
  const facts = scanPrompt(prompt);
  // "2026-12-01T08:00Z: send …": a stamped time says when, and no sentence of it is left out.
  if (facts.words.some((w) => othersWords.has(w)) || facts.timestamp) return undefined;
  const all = sentences(prompt);
  // An invoice or reference number, a date or a time said in passing is no amount ("in settlement of invoice 0093").
  const plain = (sentence: string) =>
    withoutNotAmounts(
      sentence
        .replace(purpose, '')
        .replace(reason, '')
        .replace(careClause, '')
        // "send the following amounts of USDC on Polygon: 100 USDC to …": the list's lead-in, not a label of someone else's.
        .replace(/\b(?:the following|these)\s+(?:amounts|payments|transfers|sums)\s+(?:of\s+)?([^:]{0,40}):\s*/i, '$1 ')
        .replace(/\s+as follows:\s*/i, ' ')
        // "on every chain, that is Base, Ethereum, …,": an aside that only spells out what the request already says.
        .replace(/,\s*(?:that is|i\.e\.?|namely)\s[a-z ,]*?(?=,\s*(?:in|so|for|as)\b|[.?!]|$)/i, '')
        // "spend about $40 of USDC on Ethereum to buy some LINK": one trade, said by what it spends and what for.
        .replace(/\bspend\s+([^.?!]+?)\s+(?:in order\s+)?to\s+(?:buy|get|acquire|purchase)\s+(?:some\s+)?(\$?[a-z0-9]{2,12})\b/i, 'buy $2 with $1')
        // "arrange a payment of 250 USDC to …", "make a transfer of …", "make a small donation of 0.05 ETH to vitalik.eth"
        // (held-out-34): the move, said as a noun.
        .replace(
          /\b(?:arrange|make|process|initiate|set up)\s+(?:a|the)\s+(?:(?:small|modest|little|quick|one-off|single)\s+)?(?:payment|transfer|donation|gift)\s+of\b/i,
          'send',
        )
        .replace(/\b(?:i|we) (?:would|should|'d) like to request\b/i, ''),
    )
      .replace(/\s+([,.])/g, '$1')
      .replace(/\s+/g, ' ');
  // A request: a move, or a read complete on its own; a remark that only sounds like a read ("leave the details to you") is none.
  // Each sentence read once, its request's reading kept for the answer.
  const readings = new Map(all.map((sentence) => [sentence, onlyThis.test(sentence.trim()) ? undefined : read(plain(sentence).trim())]));
  const requests = all.filter((sentence) => {
    const reading = readings.get(sentence);
    if (!reading) return false;
    // A read is asked for in words ("list", "what", "…?"), never read into a remark ("use USDC as the source of funds").
    const asksRead = reading.kind === 'intent' && readAsked.test(sentence);
    return movingIntentOf(reading) !== undefined || asksRead || scanPrompt(sentence).actions.some((a) => moves.has(a.action));
  });
  if (requests.length !== 1) return undefined;
  const request = requests[0]!;
  const stripped = plain(request).trim();
  if (stripped === prompt.trim()) return undefined;
  const said = readings.get(request)!;
  const chainOf = (r: Interpretation): string[] => {
    const m = movingIntentOf(r);
    return m && 'chain' in m && typeof m.chain === 'string' ? [m.chain] : [];
  };
  // "I would like to move some USDC to alice.eth. Please go ahead on Base when you are ready.": the one chain another
  // sentence names is the move's, read with it; a chain of its own the move keeps (and the sentence is then refused).
  const elsewhere = [...new Set(all.filter((s) => s !== request).flatMap((s) => scanPrompt(s).chains))];
  const onChain = movingIntentOf(said) && chainOf(said).length === 0 && elsewhere.length === 1 ? read(`${stripped} on ${elsewhere[0]}`) : undefined;
  const reading = onChain && movingIntentOf(onChain) && chainOf(onChain)[0] === elsewhere[0] ? onChain : said;
  const moving = movingIntentOf(reading);
  const chain = chainOf(reading);
  const move = scanPrompt(stripped);
  const unprefixed = request.replace(purpose, '');
  const before = request.slice(0, request.length - unprefixed.length);
  const after = unprefixed.slice(unprefixed.replace(reason, '').length);
  if (before && !saysNothingNew(before, move, chain, false)) return undefined;
  if (after && !saysNothingNew(after, move, chain, false)) return undefined;
  // "for a demo, send … — it's just for the presentation": a reason after a dash is left out only from a sentence that
  // neither tests, takes back nor conditions the move anywhere.
  if (/^\s[-–—]/.test(after) && scanPrompt(request).words.some((w) => blockingReason.has(w))) return undefined;
  const cared = careClause.exec(unprefixed.replace(reason, ''))?.[0];
  if (cared && !saysNothingNew(cared, move, chain, true)) return undefined;
  if (all.some((s) => s !== request && !saysNothingNew(s, move, chain, true))) return undefined;
  if (!moving) return reading.kind === 'fail' ? undefined : reading;
  const when = moving.kind.startsWith('automation') ? '' : ', to run now';
  const lead = `I read your message as this one request${when}, leaving out what only explains it.`;
  if (reading.kind === 'intent') return askWhole(reading.intent, lead);
  if (reading.kind === 'ask') return ask(reading.question, { ...reading.pending, confirm: true });
  return undefined;
}
