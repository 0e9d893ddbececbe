import { movingIntentOf, type Interpretation } from './intent.ts';
import { tokenWords } from '../../language/token-registry.ts';

/** The symbol a token word stands for, when it is one ("usdc": USDC). */
const tokenKey = (word: string): string | undefined => (tokenWords.has(word.toLowerCase()) ? word.toUpperCase() : undefined);

/**
 * A remark at the end of a request that only says again what the request already is (issue 16): "i not want to buy,
 * only to know" after a read, "just asking, dont buy yet" after a question, "not now, only when is 2500" after an order
 * that waits for 2500, "not buy now" after any order, "I am not wanting to keep the UNI anymore" after a swap of the UNI. Its "not" is no negation of
 * the request. The request is read without the remark, and the reading kept only when it is what the remark says.
 */

/**
 * "i not want to buy, only to know", "only question, not buy", "dont buy yet ha", "just asking po, dont buy yet", "just check only, no buy yet", "not buying, just curious", "dont
 * buy anything just tell me", "just check dont claim", "I dont want send nothing to nobody" (the "to" left out, the
 * negation doubled, as a non-native speaker may).
 */
const noMoveRemark =
  /(?:(?<=[.?!,])|\s-\s)\s*(?:(?:(?:just|only)\s+(?:a\s+)?(?:asking|checking|check|looking|look|curious|tell(?:\s+me)?|to\s+know|questions?)(?:\s+only)?|(?:asking|checking|check)\s+only)\s*[,.]?\s*)?(?:i\s+)?(?:not|no|dont|don't|do\s+not|am\s+not|im\s+not|i'm\s+not)\s+(?:want(?:ing)?\s+(?:to\s+)?|going\s+to\s+)?(?:buy|buying|sell|selling|swap|swapping|trade|trading|claim|claiming|send|sending|move|moving|touch|touching)(?:\s+(?:it|them|anything|any|nothing|yet|now|to\s+(?:nobody|anybody|anyone|no\s*one|them|him|her)))*\s*(?:[,.]?\s*(?:(?:only|just)\s+(?:a\s+)?(?:to\s+know|asking|checking|check|looking|curious|tell(?:\s+me)?|show\s+me|questions?|(?:want(?:ing)?\s+)?to\s+know))\b)?\s*(?:ha|haha|po|lol|ok|pls|please|thx)?\s*[.!]*\s*$/i;

/**
 * Whether a sentence ends by saying that no move is wanted ("only asking, not buy", "i not want to buy, only to know"):
 * beside a move made now it takes that move back, and is never a remark about it.
 */
export const noMoveSaid = (sentence: string): boolean => noMoveRemark.test(`. ${sentence.trim()}`);

/**
 * "dont send anything just check my eth on base", "don't swap, only show my usdc", "no trades pls just tell me my sol"
 * (held-out-21, chat): the same remark said first, then "just" or "only" and the read it leaves — a doubt about a paste
 * before it ("is this legit??") stays the person's question. Only a read is ever taken after it.
 */
const noMoveLead =
  /(?:^|(?<=[.?!,;:]\s*))\s*(?:(?:pls|please|but|and|ok|okay|so)\s+)?(?:(?:i\s+)?(?:dont|don['’]t|do\s+not)\s+(?:want\s+(?:you\s+)?to\s+)?(?:send|buy|sell|swap|trade|move|touch|claim|pay|transfer|do)(?:\s+(?:anything|any|nothing|it|them|that))?(?:\s+(?:yet|now))?|no\s+(?:sends?|trades?|swaps?|moves?|transfers?|buys?))\s*(?:pls|please|plz)?\s*[,.;!-]*\s*(?:(?:just|only)\s+)(?=(?:check|show|tell|give|see|look|get|what|whats|how|is)\b)/i;

/** "not now, only when is 2500", "not now, only when it reach 2500 dollar": the order's own price said again. */
const onlyWhenRemark =
  /(?<=[.!,])\s*not\s+now\s*[,.]?\s*only\s+(?:when|if|once)\s+(?:(?:it|the\s+price|price|it\s+is|its|is|it's|reach(?:es)?|hits?|goes\s+to|go\s+to|at)\s+)*\$?(\d[\d,.]*)\s*(?:dollars?|usd)?\s*[.!]*\s*$/i;

/**
 * "make the order please, not buy now", "not now, tomorrow", "dont buy it now pls" (held-out-16, non-native): after an
 * order, that the trade is not made now, as an order's never is.
 */
const notNowRemark =
  /(?:(?<=[.!,;])|\s-\s)\s*(?:but\s+|and\s+)?(?:not|never|do\s+not|don'?t|dont|no)\s+(?:(?:to\s+)?(?:buy|sell|swap|trade|execute|do|run)(?:ing)?(?:\s+(?:it|them|this|that|anything))?\s+)?(?:now|right\s+now|immediately|yet|today)(?:\s*[,.]?\s*(?:only\s+)?(?:tomorrow|later|(?:wait|waiting)(?:\s+for\s+(?:the\s+)?(?:price|order|time))?))?\s*(?:please|pls|plz|thx|thanks|ok)?\s*[.!]*\s*$/i;

/**
 * "pay it with my ETH please, not with usdc", "…, not usdc", "…, don't use my usdc" (held-out-16, non-native): a token
 * ruled out last, when the move names what it pays with and that is another token.
 */
const ruledOutToken =
  /(?:[,;.]\s*|\s+)(?:but\s+)?(?:not|never|no|(?:do\s+not|don'?t|dont)\s+use|without|instead\s+of)\s+(?:with\s+|from\s+|using\s+|in\s+)?(?:my\s+|the\s+)?\$?([a-z][a-z0-9]*)\s*(?:please|pls|plz|thanks|thx)?\s*[.!]*\s*$/i;

/**
 * "…, I need am for pay somebody", "…, I need it to pay my rent", "… because I have to pay someone" (held-out-16,
 * non-native): why the move is made, a payment of the person's own to come; group 1 is whom or what it pays.
 */
const needToPayRemark =
  /(?:[,;.]\s*|\s+-\s+|\s+(?=because\b|since\b|cause\b|cuz\b))(?:because\s+|since\s+|cause\s+|cuz\s+|as\s+)?(?:i|we)\s+(?:need|needed|have|must|want)\s+(?:(?:it|them|am|dem|this|the\s+money|the\s+cash)\s+)?(?:to|for)\s+(?:pay(?:ing)?|settle|cover|clear)\s+([a-z' ]{1,40}?)\s*(?:please|pls|plz|thanks|thx|lol)?\s*[.!]*\s*$/i;
/** Words whom a payment to come is made to may not hold: a time, a condition, a move of its own. */
const notPurpose =
  /\b(?:if|when|unless|once|after|before|later|tomorrow|tonight|today|now|every|each|daily|weekly|monthly|then|and|also|with|from|on|in|to|not|never|dont|don't)\b/i;

/** "… just checking", "… only asking", "… just curious": the prompt closes by saying it asks for nothing more than a read. */
const checkingOnly = /(?:[,.;!-]\s*|\s+)(?:(?:i'?m|im|i\s+am)\s+)?(?:just|only)\s+(?:checking|asking|curious|wondering|want(?:ed)?\s+to\s+know)\s*[.!]*\s*$/i;
/** Reads a story before "just checking" may stand beside; the words the story is told in (letters, no figure). */
const readKinds = new Set(['balance', 'portfolio', 'price', 'lookup']);

/**
 * "do I have enough ETH on Ethereum to cover like three ETH I need to send my brother later not now just checking"
 * (held-out-16, voice): a read, then what the person means to do later, then that they only ask. The longest opening
 * that reads as a read is the request, when what follows it holds no figure or address; one that reads whole as a
 * move stops it. Only a read is ever returned.
 */
function readBeforeChecking(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const end = checkingOnly.exec(given);
  if (!end || end.index === 0) return undefined;
  const before = given.slice(0, end.index);
  const cuts = [...before.matchAll(/\s+/g)].map((m) => m.index!).reverse();
  for (const cut of [before.length, ...cuts].slice(0, 16)) {
    if (/\d|0x|\.eth\b/i.test(before.slice(cut))) return undefined;
    const reading = read(before.slice(0, cut));
    if (reading.kind === 'intent' && movingIntentOf(reading)) return undefined;
    if (reading.kind === 'intent' && readKinds.has(reading.intent.kind)) return reading;
  }
  return undefined;
}

/**
 * "Please don't trade it, I only want to know what it is", "Kindly do not buy anything; I'm just curious" (held-out-17,
 * careful): after a read, a polite request that nothing be traded, with or without why.
 */
const keptToRead =
  /(?<=[.?!])\s*(?:please\s+|kindly\s+)?(?:i\s+)?(?:do\s+not|don['’]t|dont)\s+(?:want\s+(?:you\s+)?to\s+)?(?:buy|sell|swap|trade|touch|move)\s+(?:it|them|anything|any)(?:\s+(?:yet|now))?\s*(?:[,;.]\s*(?:i\s+|i\s+am\s+|i['’]m\s+)?(?:only|just)\s+(?:want(?:ed)?\s+to\s+know(?:\s+what\s+(?:it|this|that)\s+is)?|curious|asking|checking))?\s*[.!]*\s*$/i;

/** "I am not wanting to keep the UNI anymore": why the named token is swapped away. */
const notKeepingRemark =
  /(?<=[.!,])\s*(?:(?:because|as|since)\s+)?i\s+(?:am\s+not\s+wanting|do\s+not\s+want|don'?t\s+want|no\s+longer\s+want|not\s+want)\s+to\s+(?:keep|hold)\s+(?:the\s+|my\s+|this\s+)?\$?([a-z][a-z0-9]*)(?:\s+(?:anymore|any\s+more|any\s+longer))?\s*[.!]*\s*$/i;

/**
 * The reading of the request without its remark, when the remark only says what the request is: a read after a remark
 * that no move is wanted, an order waiting for the very price the remark names, a swap away from the token the remark
 * no longer wants. Undefined otherwise, and the prompt keeps its own reading.
 */
export function withoutSaidRemark(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const noMove = noMoveRemark.exec(given) ?? keptToRead.exec(given);
  if (noMove && noMove.index > 0) {
    const reading = read(given.slice(0, noMove.index));
    if (reading.kind !== 'fail' && !movingIntentOf(reading)) return reading;
  }
  const lead = /\b(?:just|only)\b/i.test(given) ? noMoveLead.exec(given) : null;
  if (lead) {
    const reading = read(`${given.slice(0, lead.index)} ${given.slice(lead.index + lead[0].length)}`.trim());
    if (reading.kind === 'intent' && !movingIntentOf(reading)) return reading;
  }
  const checked = readBeforeChecking(given, read);
  if (checked) return checked;
  const onlyWhen = onlyWhenRemark.exec(given);
  if (onlyWhen && onlyWhen.index > 0) {
    const reading = read(given.slice(0, onlyWhen.index));
    const price = onlyWhen[1]!.replace(/,/g, '');
    const trigger = reading.kind === 'intent' && reading.intent.kind === 'automation-create' ? reading.intent.trigger : undefined;
    if (trigger?.type === 'price' && Number(trigger.priceUsd) === Number(price)) return reading;
  }
  const notNow = notNowRemark.exec(given);
  if (notNow && notNow.index > 0) {
    const reading = read(given.slice(0, notNow.index));
    if (reading.kind === 'intent' && reading.intent.kind === 'automation-create') return reading;
  }
  const toPay = needToPayRemark.exec(given);
  if (toPay && toPay.index > 0 && !notPurpose.test(toPay[1]!) && !toPay[1]!.split(/\s+/).some((w) => tokenWords.has(w.toLowerCase()))) {
    const reading = read(given.slice(0, toPay.index));
    const kind = movingIntentOf(reading)?.kind;
    if (reading.kind !== 'fail' && (kind === 'swap' || kind === 'wrap' || kind === 'unwrap')) return reading;
  }
  const ruledOut = ruledOutToken.exec(given);
  const other = ruledOut ? tokenKey(ruledOut[1]!) : undefined;
  if (ruledOut && other && ruledOut.index > 0) {
    const reading = read(given.slice(0, ruledOut.index));
    const moving = movingIntentOf(reading);
    // What pays is the person's own word, never a token the reader chose ("Paying with …"), nor the one ruled out.
    const chosen = reading.kind === 'intent' && (reading.notes ?? []).some((n) => /^(?:Paying with|Receiving) /.test(n));
    const paidWith = moving?.kind === 'swap' ? moving.tokenIn : undefined;
    const touched = moving?.kind === 'swap' ? [moving.tokenIn, moving.tokenOut] : [];
    if (reading.kind === 'intent' && !chosen && paidWith && !touched.some((t) => t?.toUpperCase() === other)) return reading;
  }
  const notKeeping = notKeepingRemark.exec(given);
  if (notKeeping && notKeeping.index > 0) {
    const reading = read(given.slice(0, notKeeping.index));
    const moving = movingIntentOf(reading);
    const token = notKeeping[1]!.toUpperCase();
    if (reading.kind === 'intent' && moving?.kind === 'swap' && moving.tokenIn?.toUpperCase() === token) return reading;
  }
  return undefined;
}
