import { fail, type Reading } from '../../language/reading.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { stablecoins, tokenWords } from '../../language/token-registry.ts';
import { cancelScope, commandPrice } from './cancel-scope.ts';
import { priceText } from './read-price-trigger.ts';
import { orderChangeRefused } from './order-changes.ts';
import type { AutomationCancelIntent, AutomationCreateIntent, AutomationListIntent, AutomationMatch } from './intent.ts';
import type { ChainName } from '../../chains/chains.ts';

type Interpretation = Reading<AutomationCreateIntent | AutomationListIntent | AutomationCancelIntent>;

const nouns =
  /\b(?:orders?|automations?|stop[\s-]?loss(?:es)?|stop\s+orders?|take[\s-]?profits?|limit\s+(?:buys?|sells?)|dcas?|schedules?|scheduled\s+(?:buys?|sells?|swaps?|sends?|transfers?|trades?|orders?)|recurring\s+(?:buys?|sells?|swaps?|orders?)|triggers?)\b/i;
const ids = /\bauto_[0-9a-z]+/gi;
/** One order pointed at by its making ("my order that I put before", "the order I just placed", "my last order"). */
const madeOrder =
  /\b(?:(?:my|the|that|this)\s+(?:one\s+)?(?:order|automation)\s+(?:that\s+|which\s+)?(?:i|we)\s+(?:just\s+|already\s+)?(?:put|placed|made|set(?:\s+up)?|created|opened|did)\b|(?:my|the)\s+(?:last|latest|most\s+recent)\s+(?:order|automation)\b)(?!\s*s\b)/i;

/** "stop" is a verb unless it names an order: "a stop loss", "place a stop order to sell my WIF". */
/** "end" too, but not an order's end said when it is set up ("no end date", "end: after 20 runs", "end of the month"). */
const cancelVerb =
  /\b(?:cancel|(?<!\b(?:a|the|your|tight|trailing|hard)\s+)stop(?![\s-]?loss|\s+orders?\b|\s+(?:at|@|below|under)\s+\$?\d)|delete|remove|kill|disable|turn\s+off|clear|(?<!\b(?:no|an?|the|its|with|without)\s+)end(?!\s+(?:date|time|of|after|on)\b|\s*[:=])|abort|annul|unschedule|get\s+rid\s+of|scrap|rescind|revoke|call\s+off|(?:withdraw|retract)(?=\s+(?:my|the|that|this|all\s+(?:of\s+)?my)\s+(?:(?!of\b|from\b|to\b)\$?[a-z0-9.]+\s+){0,3}?(?:orders?|automations?|stop[\s-]?loss|take[\s-]?profit)\b))\b/i;
/** A move joined after a cancel: "… and buy 50 USDC of DEGEN", "…, then send 5 usdc …", "cancel that, buy 1 eth …", "… instead". */
const alsoMoves =
  /(?:\b(?:and|then|plus|also)|&|[,;])\s+(?:(?:please|just|also|then|now|instead)\s+)*(?:buy|sell|swap|send|transfer|wrap|unwrap|bridge|convert|exchange)\b[^.!?;]*\d[^.!?;]*|\b(?:buy|sell|swap|send|transfer|convert)\b[^.!?;]*\d[^.!?;]*\binstead\b/i;
/** "I regret,", "sorry,", "changed my mind.": the person's second thoughts before a cancel, its reason, never a cancel of it. */
// "I change my mind", "changed my mind", "i'm changing my mind": the tense as a person says it.
const regretted = String.raw`(?:sorry|i\s+regret(?:\s+it)?|(?:i\s+(?:have\s+|'?ve\s+|just\s+|am\s+|'?m\s+)?)?chang(?:e|ed|ing)\s+(?:of\s+)?my\s+mind|on\s+second\s+thoughts?)`;
/** What may come before a cancel's verb: "nvm", "fine.", "I regret,", "changed my mind,", "would you kindly", "i'd like you to". */
// ("Thank you. Please cancel the weekly DEGEN purchase", held-out-37: a courtesy or a greeting first; read as no cancel,
// the order's own words set up a new one.)
const leadIn = String.raw`^\W*(?:(?:ok(?:ay)?|please|pls|plz|nvm|never\s*mind|fine|actually|hey|so|also|uh+|um+|oh|yeah|yes|alright|right|and|then|now|ugh|thanks|thank\s+you(?:\s+(?:very|so)\s+much)?|many\s+thanks|great|perfect|wonderful|excellent|understood|noted|very\s+well|hello|hi|good\s+(?:morning|afternoon|evening))\b\W*|${regretted}\s*[,.;!]\W*)*(?:(?:would|could|can|will)\s+(?:you|u)\s+(?:kindly\s+|please\s+|pls\s+)?|(?:kindly|please|pls)\s+|i'?d\s+like\s+(?:you\s+)?to\s+|i\s+(?:want|need)\s+(?:you\s+)?to\s+|go\s+ahead\s+and\s+|just\s+)*`;
const openingCancel = new RegExp(
  String.raw`${leadIn}(?:cancel|stop(?![\s-]?loss|\s+(?:buy|sell|orders?)\b)|delete|remove|kill|disable|turn\s+off|end|abort|annul|unschedule|get\s+rid\s+of|scrap|rescind|revoke|call\s+off|(?:withdraw|retract)(?=\s+(?:my|the|that|this|all\s+(?:of\s+)?my)\s+(?:(?!of\b|from\b|to\b)\$?[a-z0-9.]+\s+){0,3}?(?:orders?|automations?|stop[\s-]?loss|take[\s-]?profit)\b))\b`,
  'i',
);
/** "i don't want the daily degen buy anymore", "no longer need my eth dca": a cancel said as what is not wanted. */
const openingUnwanted = new RegExp(
  String.raw`${leadIn}(?:i\s+|we\s+)?(?:no\s+longer\s+(?:want|need)|(?:don'?t|do\s+not)\s+(?:want|need)\b(?=.*\bany\s?more\b))`,
  'i',
);
/** "pause my weekly eth buys": an order cannot be paused, only cancelled; which one is meant is not guessed. */
const openingPause = new RegExp(String.raw`${leadIn}(?:pause|suspend|resume|unpause|restart)\b`, 'i');
const orderActs = /\b(?:buys?|buying|purchases?|purchasing|sells?|selling|swaps?|swapping|sends?|transfers?|dcas?|recurring|weekly|daily|monthly|hourly)\b/i;
const listVerb =
  /\b(?:show|list|see|view|display|what|whats|which|any|check|get|pending|open|active|waiting|running|live|do\s+i\s+have|are\s+there|there\s+(?:is|are)|is\s+there|have\s+i)\b/i;
const standing =
  /^\W*(?:(?:so|hey|yo|ok|um+|uh+|and)\W+)*(?:(?:show|list|tell|give|see)(?:\s+me)?\s+)?(?:what(?:'?s|\s+is|\s+are)?|wat|wut|anything|everything|all|is\s+(?:there\s+)?anything|do\s+i\s+have\s+anything|have\s+i\s+(?:got\s+)?anything)\b[^.!?]*\b(?:scheduled|set\s+up|lined\s+up|queued(?:\s+up)?|running|pending|waiting)\b(?:\s+(?:for\s+me|rn|right\s+now|now|at\s+the\s+moment|currently))*\W*$/i;
const createWords = /\b(?:set|place|put|add|create|make|new|buy|sell|swap|send|transfer|if|when|once|at|every)\b/i;

const intervals: [RegExp, number][] = [
  [/\b(?:hourly|every\s+hour)\b/i, 3600],
  [/\b(?:daily|every\s+day|each\s+day)\b/i, 86_400],
  [/\b(?:weekly|every\s+(?:week|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i, 604_800],
];

/** A chain the orders are on: "on base", "across ethereum". */
const onChain = /\b(?:on|across)\s+(ethereum|solana|polygon|base|unichain)\b/gi;

/**
 * What the orders a prompt names are ("the ETH buy at $2,400", "my weekly SOL purchases", "my limit orders"), or
 * undefined when it names none of it.
 */
export function readMatch(text: string): AutomationMatch | undefined {
  // "my open orders on ethereum": a chain after "on" is where the orders are, never the token they trade. One chain
  // said so narrows the orders to it ("my weekly ETH purchase on Base" is not the one on Ethereum); two name no one.
  const chains = new Set([...text.matchAll(onChain)].map((m) => m[1]!.toLowerCase() as ChainName));
  const chain = chains.size === 1 ? [...chains][0] : undefined;
  const tokens = (text.replace(onChain, ' ').match(/\$?[a-z][a-z0-9]*/gi) ?? [])
    .map((w) => tokenWords.get(w.toLowerCase().replace(/^\$/, '')))
    .filter((t) => t !== undefined);
  // "my weekly usdc → eth buys": an order is about its asset, not the stablecoin it pays with or is paid in.
  const token = tokens.find((t) => !stablecoins.has(t)) ?? tokens[0];
  const side = /\b(?:buys?|buying|purchases?|dcas?)\b/i.test(text)
    ? 'buy'
    : /\b(?:sells?|selling|stop[\s-]?loss(?:es)?|stop\s+orders?|take[\s-]?profits?)\b/i.test(text)
      ? 'sell'
      : undefined;
  const interval = intervals.find(([words]) => words.test(text))?.[1];
  const kind = /\b(?:limit|stop[\s-]?loss(?:es)?|stop\s+orders?|take[\s-]?profits?|price)\b/i.test(text)
    ? 'limit'
    : interval !== undefined || /\b(?:recurring|repeating|dcas?|monthly|weekdays?)\b/i.test(text)
      ? 'recurring'
      : /\b(?:scheduled|one[\s-]?off)\b/i.test(text)
        ? 'scheduled'
        : undefined;
  const at = /(?:\bat|@)\s*(\$?\d[\d,]*(?:\.\d+)?\s?k?)/i.exec(text) ?? commandPrice.exec(text);
  const priceUsd = at ? priceText(at[1]!) : undefined;
  const match: AutomationMatch = {
    ...(kind ? { kind: priceUsd ? 'limit' : kind } : priceUsd ? { kind: 'limit' as const } : {}),
    ...(side ? { side } : {}),
    ...(token ? { token } : {}),
    ...(priceUsd ? { priceUsd } : {}),
    ...(interval !== undefined ? { intervalSeconds: interval } : {}),
    ...(chain ? { chain } : {}),
  };
  return Object.keys(match).length > 0 ? match : undefined;
}

/** Someone else's words in quotes: "stop buying degen every day", 'LINK sell order at 25 no longer needed'. */
const quoted = /"[^"\n]*"|“[^”\n]*”|(?<![a-z])'[^'\n]*'(?![a-z])/gi;

/**
 * The person's own cancel when the prompt quotes someone else's words before it ("my partner texted: \"stop buying
 * degen every day\"\n\nfine. cancel the daily DEGEN buy"): the last sentence, when it opens with a cancel's verb
 * and nothing outside the quotes but that sentence names a token, amount, chain or move. `undefined` otherwise.
 */
function ownCancel(text: string): string | undefined {
  if (!quoted.test(text)) return undefined;
  const outside = text.replace(quoted, ' ');
  const sentences = outside.split(/(?<=[.!?;:])\s+(?=\S)|\n+|\s+[—–]\s+/).filter((s) => s.trim() !== '');
  const last = sentences.at(-1);
  if (!last || !openingCancel.test(last)) return undefined;
  const others = sentences.slice(0, -1).join(' ');
  const facts = scanPrompt(others);
  return facts.actions.length + facts.tokens.length + facts.amounts.length + facts.chains.length + facts.addresses.length === 0 ? last : undefined;
}

/**
 * "show my orders", "what limit orders do i have" → the list; "cancel order
 * auto_01…", "cancel all my orders" → a cancel. A cancel names one id,
 * says all, or says what the order is ("stop my weekly SOL purchases",
 * "cancel the ETH buy at $2,400"): the runtime cancels the one that fits,
 * and asks which when several do. "cancel it" (which one?) fails with how
 * to say it, rather than cancelling more than asked. Lists may say which
 * orders ("show my recurring buys", "list my limit orders").
 */
export function automationManagement(written: string): Interpretation | undefined {
  // "GET /orders?status=open", "GET /v1/automations": a bot's read of the orders, said as the request it would send.
  const got = restRead.exec(written);
  if (got) {
    const query = new URLSearchParams(got[1] ?? '');
    // Only the orders' state may narrow it: every order listed is one still waiting (a done one is no longer kept).
    const known = [...query.keys()].every((key) => key === 'status' || key === 'state');
    const state = query.get('status') ?? query.get('state');
    if (known && (state === null || /^(?:open|active|pending|live|waiting|all)$/i.test(state))) return { kind: 'intent', intent: { kind: 'automation-list' } };
    return fail(
      'AUTOMATION_UNSUPPORTED',
      'I can list your open orders ("GET /orders" or "show my orders"), with nothing else to filter them by. Nothing was done.',
    );
  }
  // "/cancel limit_buy ETH base": a bot's command and its snake_case order kind, as words.
  // "I would like that recurring WIF purchase cancelled, please": the wish for an order cancelled is its cancel.
  const plain = cancelPlain(written);
  const text = botCancel(ownCancel(plain) ?? plain);
  // "list all my open orders so that I can review them. Please do not change or cancel anything": beside a list asked
  // in words, a change or cancel said not to be made is the reader's reassurance; alone it lists nothing and is read on.
  const reassured = text.replace(changeRefused, ' ');
  const kept = reassured !== text ? listAsked(reassured, []) : undefined;
  if (kept) return kept;
  // "please do not cancel my eth order": a cancel said only as not to be made cancels nothing.
  if (reassured !== text && cancelVerb.test(text) && !cancelVerb.test(reassured) && !openingUnwanted.test(reassured))
    return fail('NEGATED', 'That reads as something not to do, so nothing was done.');
  // "change my eth buy to 2 eth", "stop-limit sell 1 eth at 2000": an edit, or an order whose name holds "stop", refused.
  const refused = orderChangeRefused(text);
  if (refused) return refused;
  const found = [...new Set((text.match(ids) ?? []).map((id) => `auto_${id.slice(5).toUpperCase()}`))];
  // "advice: 'always put a stop on memecoins' … sell it all for USDC if WIF drops under $1.50": a "stop" inside a
  // prompt that sets up a trade with its numbers is no cancel; a cancel opens with its verb or names no trade.
  const setsUp = !openingCancel.test(text) && !openingUnwanted.test(text) && /\b(?:buy|sell|swap|send|transfer|dca)\b/i.test(text) && /\d/.test(text);
  const cancel = setsUp ? null : (cancelVerb.exec(text) ?? openingUnwanted.exec(text));
  // "stop my weekly SOL purchases", "cancel the ETH buy at $2,400": an order named by what it does, never a new one.
  // "cancel the toshi one", "kill my eth one": "one" stands for the order its token names.
  // ("I would like that recurring WIF purchase cancelled": a wish for the order cancelled names it as an opening cancel does.)
  const wished = wishedCancelledAnyCase.test(written);
  const namedOrder = (openingCancel.test(text) || openingUnwanted.test(text) || wished) && (orderActs.test(text) || tokenOne(text));
  if (found.length === 0 && openingPause.test(text) && (nouns.test(text) || orderActs.test(text) || /\b(?:it|them|all)\b/i.test(text)))
    return fail(
      'AUTOMATION_UNSUPPORTED',
      'I cannot pause or resume an order, only cancel it ("cancel my weekly ETH buys") and set it up again later. Nothing was changed.',
    );
  if (cancel && (found.length > 0 || nouns.test(text) || namedOrder)) {
    if (found.length > 1) return fail('ONE_ACTION', 'Cancel one automation per prompt, or say "cancel all my orders". Nothing was cancelled.');
    // "Would you kindly cancel the weekly UNI purchase? We have decided to pause it …": the order is the one the
    // cancel's own sentence names; a reason around it names no other.
    const own = text.split(/(?<=[.!?;])\s+(?=\S)|\n+/).find((s) => cancelVerb.test(s)) ?? text;
    // "cancel all except the weekly one", "cancel all my orders on base", "cancel the eth buy tomorrow": what the
    // runtime's match cannot carry is refused, never cancelled wider.
    const verb = cancelVerb.exec(own) ?? openingUnwanted.exec(own);
    const sentences = text.split(/(?<=[.!?;])\s+(?=\S)|\n+/).filter((s) => s.trim() !== '');
    const pointed = referred(text, own);
    // "Please cancel that recurring order and confirm that it has been cancelled.": the cancel said again of the order
    // it points at ("that", "it"), naming no other token, is no second order.
    const ownToken = readMatch(own)?.token ?? readMatch(pointed ?? '')?.token;
    const others = sentences.filter((s) => s !== own && s !== pointed && !cancelRestated(s, ownToken));
    const scope = verb ? cancelScope(own, { index: verb.index, length: verb[0].length }, readMatch, found.length > 0, others) : undefined;
    if (scope && 'kind' in scope) return scope;
    const id = found[0];
    if (id) {
      if (!/^auto_[0-9A-Z]{26}$/.test(id))
        return fail('INVALID_AUTOMATION_ID', `${id} is not an automation id (auto_ and 26 letters and digits): see "show my orders". Nothing was cancelled.`);
      return { kind: 'intent', intent: { kind: 'automation-cancel', target: id } };
    }
    // "Please cancel it and buy 50 USDC of DEGEN now instead": a move joined to the cancel is a second request; read
    // as the order's description it was dropped without a word.
    const joined = own.slice(own.search(cancelVerb)).match(alsoMoves);
    if (joined)
      return fail(
        'ONE_REQUEST',
        `Your message cancels an order and also asks for "${joined[0].replace(/^[\s,;]+/, '').trim()}". Send each as its own prompt; nothing was cancelled or done.`,
      );
    const words = scope?.words ?? own;
    const match = readMatch(words) ?? readMatch(referred(text, own) ?? '');
    if (/\b(?:all|everything|each)\b/i.test(words) || /\bevery\s+(?:one|order|automation)s?\b/i.test(words))
      return { kind: 'intent', intent: { kind: 'automation-cancel', target: 'all', ...(match ? { match } : {}) } };
    if (match) return { kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } };
    // "cancel my order that I put before", "the order I just made": the one order there is, cancelled only when it is
    // the only one open (more are listed, none cancelled).
    if (madeOrder.test(words)) return { kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match: {} } };
    return fail(
      'AUTOMATION_TARGET_REQUIRED',
      'Say which one to cancel by its id (see "show my orders"), or say "cancel all my orders". Nothing was cancelled.',
    );
  }
  const list = listAsked(text, found);
  if (list) return list;
  // "what have i got scheduled", "anything set up?", "what's lined up for me": orders asked about without the word.
  if (found.length === 0 && standing.test(text) && !/\d/.test(text) && !/\b(?:buy|sell|swap|send|transfer|trade|if|when|every)\b/i.test(text))
    return { kind: 'intent', intent: { kind: 'automation-list' } };
  if (found.length === 0 && /^\W*(?:my\s+)?(?:open\s+|active\s+|pending\s+)?(?:limit\s+)?(?:orders|automations)\W*$/i.test(text))
    return { kind: 'intent', intent: { kind: 'automation-list' } };
  return undefined;
}

/** The orders listed, when the text asks for their list in words and sets nothing up. */
function listAsked(text: string, found: readonly string[]): Interpretation | undefined {
  // ("…trending on Solana right now? just browsing, no buys": buys said not to be made are no orders asked about.)
  const listed = (nouns.test(text) || /(?<!\b(?:no|not|without)\s+)\b(?:buys|purchases|sells)\b/i.test(text)) && listVerb.test(text);
  // "every open order" lists them all; "every monday" sets one up. "…so that I can confirm they were set up as I
  // intended": a list's purpose, and orders told as set up, set nothing up.
  const unlisted = text
    .replace(/\blimit\s+orders?\b|\bevery\s+(?:(?:open|active|pending|single)\s+)?(?:order|automation)s?\b/gi, ' ')
    .replace(listPurpose, ' ')
    .replace(shownWith, ' ')
    // "I seem to have lost track of what I have set up": orders told as made already set nothing up.
    .replace(madeAlready, ' ')
    // "May I see the orders I currently have in place?": orders told as standing set nothing up ("place" is no verb here).
    .replace(heldInPlace, ' ');
  if (found.length > 0 || !listed || createWords.test(unlisted) || /\d/.test(text)) return undefined;
  // "all the orders I have open, including any recurring purchases": what is included narrows nothing.
  // "all of my open and scheduled orders": every open order, a kind joined to them narrowing nothing.
  const match = readMatch(text.replace(included, ' ').replace(openJoined, ' '));
  return { kind: 'intent', intent: { kind: 'automation-list', ...(match ? { match } : {}) } };
}

/** "open and scheduled", "scheduled or open", "active and recurring": every open order and some of them, which is all. */
const openJoined =
  /\b(?:(?:open|active|pending|live)\s+(?:and|or|&|\/|as\s+well\s+as|plus)\s+(?:scheduled|recurring|limit|repeating)|(?:scheduled|recurring|limit|repeating)\s+(?:and|or|&|\/|as\s+well\s+as|plus)\s+(?:open|active|pending|live))\b/gi;

/** The cancel said again of the order it points at ("that", "it"), naming no other token. */
const cancelRestated = (s: string, token: string | undefined): boolean =>
  cancelVerb.test(s) && /\b(?:that|it|this)\b/i.test(s) && [undefined, token].includes(readMatch(s)?.token);

/** An order told as made before: "Earlier I set up a daily DEGEN purchase", "I have a weekly buy I created last month". */
const setUpBefore = /\b(?:i|we)\s+(?:have\s+|had\s+)?(?:set\s+up|created|started|placed|scheduled|made)\b/i;

/** A cancel's prompt with a wish for it said as the cancel, and the other orders said to stay as they are left out. */
function cancelPlain(text: string): string {
  const wished = text.replace(wishedCancelled, 'cancel $1').replace(reconsideredCancelled, 'cancel $1');
  const calm = wished.replace(othersUntouched, ' ').replace(noReplacement, ' ').replace(cancelConfirmed, ' ');
  return cancelVerb.test(calm) ? calm : wished;
}

/**
 * "Kindly confirm once the recurring order has been removed, so that no further purchases are made" (held-out-34): the
 * answer a cancel gives anyway, asked for, in a sentence of its own.
 */
const cancelConfirmed =
  /(?<=^|[.!?;]\s*)(?:(?:please|kindly)\s+)?(?:confirm|let\s+me\s+know|tell\s+me)\s+(?:once|when|that)\s+(?:the|my|this|that|it)(?:\s+(?:recurring|daily|weekly|monthly|limit|scheduled))?(?:\s+(?:order|purchase|plan|buy|automation))?\s+(?:has\s+been|is|was)\s+(?:removed|cancell?ed|stopped|deleted)(?:\s*,?\s*so\s+that\s+no\s+(?:further|more)\s+(?:purchases|buys|sales|orders)\s+(?:are|will\s+be|get)\s+(?:made|placed|executed))?\s*[.!]?/gi;

/**
 * "I have reconsidered my daily SOL purchase on Solana and would like it cancelled" (held-out-34): the order named, then
 * the wish for "it" cancelled in the same sentence.
 */
const reconsideredCancelled =
  /\b(?:i|we)\s+(?:have\s+|'ve\s+)?(?:reconsidered|re-?thought|thought\s+(?:again\s+|twice\s+)?about|changed\s+(?:my|our)\s+minds?\s+about)\s+((?:my|our|the|that)\s+[^.!?;,]{1,60}?)\s*,?\s+and\s+(?:i\s+|we\s+)?(?:would|'d)\s+like\s+(?:it|this|that|them)\s+(?:cancell?ed|stopped|removed|deleted|discontinued|turned\s+off)\b/gi;

/** "I would like that recurring WIF purchase cancelled", "we want the weekly buy stopped": a cancel said as a wish. */
const wishedCancelled =
  /\b(?:(?:i|we)(?:'d|\s+would)\s+like|(?:i|we)\s+(?:want|need)|please\s+(?:have|get))\s+((?:that|the|my|our|this)\s+[^.!?;,]{1,60}?)\s+(?:cancell?ed|stopped|removed|deleted|discontinued|turned\s+off)\b/gi;
/** `wishedCancelled` in any case, with no `g` (built once; a test of it keeps no state). */
const wishedCancelledAnyCase = new RegExp(wishedCancelled.source, 'i');

/** Sentences that keep everything but the order cancelled as it is: "Nothing else should be affected", "no WIF needs to be sold". */
const othersUntouched =
  /(?<=^|[.!?;,]\s*|\band\s+)(?:(?:all|any)\s+(?:of\s+)?(?:the\s+|my\s+)?other\s+(?:orders?|automations?|purchases|buys)\s+(?:should|must|can|are\s+to)\s+(?:be\s+left|remain|stay)\s+(?:untouched|alone|as\s+(?:they\s+are|is)|in\s+place|unchanged)|nothing\s+else\s+(?:should|must|is\s+to|needs\s+to)\s+(?:be\s+)?(?:affected|changed|touched|cancell?ed|happen)|no\s+\$?[a-z][a-z0-9]*\s+(?:needs|has|is)\s+to\s+be\s+(?:sold|bought|swapped|sent|traded))\b[^.!?;,]*[.!?;,]?/gi;

/**
 * "I do not wish to place a replacement at this time", "No replacement for now, please", "Please don't set up a new one":
 * beside a cancel, that nothing takes the order's place; a whole sentence only (held-out-31 work 32), so "no replacement
 * but buy 1 SOL now" stays for the readers to refuse.
 */
export const noReplacement =
  /(?<=^|[.!?]\s*)\s*(?:(?:(?:i|we)\s+(?:do\s+not|don['’]?t)\s+(?:wish|want|intend|plan|need)\s+to|(?:please\s+)?(?:do\s+not|don['’]?t))\s+(?:place|set\s+up|create|make|put\s+in|open)\s+(?:a|any)\s+(?:replacement|new\s+(?:one|order))(?:\s+order)?|no\s+(?:replacement|new\s+order)(?:\s+(?:order|is\s+needed|needed))?)(?:\s+(?:at\s+(?:this|the\s+moment|present)(?:\s+time)?|for\s+now|yet|right\s+now|now))?(?:\s*,?\s*(?:please|thank\s+you|thanks))?\s*(?:[.!]+(?=\s|$)|$)/gi;

/** "so that I can review them", "so I can confirm they were set up as I intended": why a list is asked for. */
const listPurpose =
  /\b(?:so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|may)|(?:i|we)\s+(?:would\s+like|['’]d\s+like|want|need|wish)\s+to)\s+(?:review|check|confirm|verify|see|make\s+sure|double[\s-]check|go\s+over|look)\b[^.?!;]*/gi;

/**
 * "Please do not change or cancel anything", "I do not want any of them changed", "nothing should be cancelled": a
 * change to the orders said not to be made, to the end of its clause.
 */
const changeRefused =
  /\b(?:(?:please\s+)?(?:do\s+not|don'?t|never)\s+(?:\w+\s+){0,2}?(?:change|cancel|modify|touch|alter|delete|remove|edit|stop)|(?:i|we)\s+(?:do\s+not|don'?t)\s+want\s+(?:any(?:thing)?|them|it|one|those)\b[^.?!;]*?\b(?:changed|cancell?ed|touched|modified|altered|deleted|removed|edited|stopped)|nothing\s+(?:should|must|is\s+to|needs\s+to)\s+be\s+(?:changed|cancell?ed|touched|modified|altered|deleted|removed))\b[^.?!;]*/gi;

/**
 * ", including the price at which each one would trigger", "with their trigger prices": what a list of orders shows of
 * each, asked for with it — no order set up (its "at" and "trigger" are no price of a new one).
 */
const shownWith =
  /,?\s*\b(?:including|incl\.?|with|showing|and|along\s+with|together\s+with)\s+(?:the|their|its|each\s+one['’]?s|all\s+(?:the|their))\s+(?:trigger(?:ing)?\s+|target\s+|limit\s+|stop\s+)?(?:prices?|levels?|conditions?|triggers?|details|schedules?|amounts?)(?:\s+(?:at|on)\s+which\s+(?:each(?:\s+one)?|it|they|one)(?:\s+of\s+them)?\s+(?:would|will|should|is\s+set\s+to|are\s+set\s+to)\s+(?:trigger|run|fire|execute|go\s+off))?(?=\s*[.?!;,]|\s*$)/gi;

/** "what I have set up", "the ones we placed", "orders I've already created": orders made before, told of. */
const madeAlready =
  /\b(?:(?:what|whatever|everything|anything|(?:the\s+)?(?:ones?|orders?|automations?)(?:\s+that)?)\s+(?:i|we)\s+(?:have\s+|['’]ve\s+|had\s+)?(?:already\s+|previously\s+|recently\s+)?(?:set\s+up|placed|created|scheduled|made|put\s+in|arranged)|(?:i|we)\s+(?:have\s+|['’]ve\s+)?(?:already\s+|just\s+|recently\s+)?(?:set\s+(?:one|an?\s+order)\s+up|(?:set\s+up|placed|created|made)\s+(?:one|an?\s+order))(?:\s+(?:recently|earlier|yesterday|today|before|last\s+week))?(?=\s*(?:[.,;!?]|and\b|$)))\b/gi;

/** "the orders I currently have in place", "which orders do we have open at the moment": orders standing, told of. */
const heldInPlace =
  /\b(?:(?:what|whatever|everything|anything|(?:the\s+)?(?:ones?|orders?|automations?)(?:\s+that|\s+do)?)\s+(?:i|we)\s+(?:currently\s+|still\s+)?(?:have|['’]ve\s+got|have\s+got)\s+(?:currently\s+|still\s+)?(?:in\s+place|open|running|active|pending|live|outstanding|set)(?:\s+(?:currently|now|right\s+now|at\s+the\s+moment|at\s+present))?)\b/gi;

/** ", including any recurring purchases", "as well as my limit orders": orders listed beside the others, never instead. */
const included = /,?\s*\b(?:including|incl\.?|inclusive\s+of|as\s+well\s+as|along\s+with|together\s+with|plus)\b[^.?!;]*|,\s*[^,.?!;]*\bincluded\b/gi;

/** "the toshi one", "my $DEGEN one": an order named by its token and "one". */
const tokenOne = (text: string): boolean =>
  [...text.matchAll(/\b(?:the|my|that|this)\s+\$?([a-z][a-z0-9]*)\s+ones?\b/gi)].some((m) => tokenWords.has(m[1]!.toLowerCase()));

/** "GET /orders?status=open", "get /api/v1/automations": the orders read as an HTTP request, its query in group 1. */
const restRead = /^\s*GET\s+(?:https?:\/\/[^/\s]+)?\/(?:api\/)?(?:v\d+\/)?(?:orders|automations)\/?(?:\?(\S*))?\s*$/i;

/** "/cancel limit_buy ETH base" → "cancel limit buy ETH base": only a prompt that opens with a slash command to cancel. */
function botCancel(text: string): string {
  return /^\s*\/(?:cancel|stop|delete|remove)\b/i.test(text) ? text.replace(/^\s*\//, '').replace(/_/g, ' ') : text;
}

/**
 * "I have changed my mind about the UNI limit buy I set up earlier. Could you please cancel it?": the sentence before a
 * cancel that says only "it" (or "that", "this one"), when that sentence names an order and no amount or address: the
 * order the cancel means. `undefined` otherwise: which order is never guessed.
 */
function referred(text: string, own: string): string | undefined {
  if (!/\b(?:cancel|stop|delete|remove|kill|scrap)\s+(?:it|that|this(?:\s+one)?|that\s+one)\b/i.test(own)) return undefined;
  const sentences = text.split(/(?<=[.!?;])\s+(?=\S)|\n+/).filter((s) => s.trim() !== '');
  const at = sentences.indexOf(own);
  const before = at > 0 ? sentences[at - 1]! : undefined;
  if (!before || !nouns.test(before)) return undefined;
  const facts = scanPrompt(before);
  return facts.amounts.length + facts.addresses.length === 0 ? before : undefined;
}

/**
 * The words a cancel is judged by as the one request of its prompt: its own sentence, when the others around it only
 * give a reason or a courtesy ("Would you kindly cancel the weekly UNI purchase? We have decided to pause it for the
 * time being."), naming no move, token, amount, chain or address; else the prompt as it is.
 */
export function cancelWords(said: string): string {
  // "I regret, please cancel …": the second thoughts are the cancel's reason, no text beside it.
  const prompt = cancelPlain(said.replace(new RegExp(String.raw`^\W*${regretted}\s*[,.;!]\s*(?=\S)`, 'i'), ''));
  // "my calendar reminder: 'Review BONK DCA — stop it?'\nyeah, cancel my BONK recurring buy": the person's own cancel
  // after words they quote (see ownCancel).
  const own0 = ownCancel(prompt);
  if (own0 !== undefined) return own0;
  const sentences = prompt.split(/(?<=[.!?;])\s+(?=\S)|\n+/).filter((s) => s.trim() !== '');
  // "…I'd like to stop it. Please cancel that recurring order and confirm it has been cancelled.": one cancel, said twice.
  const first = sentences.find((s) => cancelVerb.test(s));
  const token = first ? (readMatch(first)?.token ?? readMatch(referred(prompt, first) ?? '')?.token) : undefined;
  const own = sentences.filter((s) => cancelVerb.test(s) && (s === first || !cancelRestated(s, token)));
  if (sentences.length < 2 || own.length !== 1) return prompt;
  const aside = (s: string) => {
    const facts = scanPrompt(s);
    return facts.actions.length + facts.tokens.length + facts.amounts.length + facts.chains.length + facts.addresses.length === 0 && !/\bauto_/i.test(s);
  };
  // The sentence that names the order a bare "cancel it" means belongs to the cancel: "cancel it" is judged as
  // "cancel the UNI limit buy".
  const named = referred(prompt, own[0]!);
  // "Some time ago I set up a daily purchase of WIF on Solana.": the order cancelled, told as set up before, no amount.
  const told = (s: string) =>
    setUpBefore.test(s) && scanPrompt(s).amounts.length + scanPrompt(s).addresses.length === 0 && [undefined, token].includes(readMatch(s)?.token);
  if (!sentences.every((s) => s === own[0] || s === named || aside(s) || cancelRestated(s, token) || told(s))) return prompt;
  if (!named) return own[0]!;
  const order = new RegExp(String.raw`(?:\b(?:the|my|that|this)\s+)?(?:[\w$]+\s+){0,2}?${nouns.source}`, 'i').exec(named)?.[0];
  return order ? own[0]!.replace(/\b(?:that\s+one|this\s+one|it|that|this)\b/i, order) : prompt;
}
