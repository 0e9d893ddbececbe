import { movingIntentOf, type Interpretation } from './intent.ts';

/**
 * A remark at the end of a request that only says again what the request already is (issue 16): "i not want to buy,
 * only to know" after a read, "just asking, dont buy yet" after a question, "not now, only when is 2500" after an order
 * that waits for 2500, "I am not wanting to keep the UNI anymore" after a swap of the UNI. Its "not" is no negation of
 * the request. The request is read without the remark, and the reading kept only when it is what the remark says.
 */

/**
 * "i not want to buy, only to know", "dont buy yet ha", "just asking po, dont buy yet", "not buying, just curious", "dont
 * buy anything just tell me", "just check dont claim", "I dont want send nothing to nobody" (the "to" left out, the
 * negation doubled, as a non-native speaker may).
 */
const noMoveRemark =
  /(?:(?<=[.?!,])|\s-\s)\s*(?:(?:just|only)\s+(?:asking|checking|check|looking|look|curious|tell\s+me|to\s+know)\s*[,.]?\s*)?(?:i\s+)?(?:not|dont|don't|do\s+not|am\s+not|im\s+not|i'm\s+not)\s+(?:want(?:ing)?\s+(?:to\s+)?|going\s+to\s+)?(?:buy|buying|sell|selling|swap|swapping|trade|trading|claim|claiming|send|sending|move|moving|touch|touching)(?:\s+(?:it|them|anything|any|nothing|yet|now|to\s+(?:anybody|anyone|nobody|no\s+one)))*\s*(?:[,.]?\s*(?:(?:only|just)\s+(?:to\s+know|asking|checking|check|looking|curious|tell\s+me|show\s+me|(?:want(?:ing)?\s+)?to\s+know))\b)?\s*(?:ha|haha|po|lol|ok|pls|please|thx)?\s*[.!]*\s*$/i;

/** "not now, only when is 2500", "not now, only when it reach 2500 dollar": the order's own price said again. */
const onlyWhenRemark =
  /(?<=[.!,])\s*not\s+now\s*[,.]?\s*only\s+(?:when|if|once)\s+(?:(?:it|the\s+price|price|it\s+is|its|is|it's|reach(?:es)?|hits?|goes\s+to|go\s+to|at)\s+)*\$?(\d[\d,.]*)\s*(?:dollars?|usd)?\s*[.!]*\s*$/i;

/** "I am not wanting to keep the UNI anymore": why the named token is swapped away. */
const notKeepingRemark =
  /(?<=[.!,])\s*(?:(?:because|as|since)\s+)?i\s+(?:am\s+not\s+wanting|do\s+not\s+want|don'?t\s+want|no\s+longer\s+want|not\s+want)\s+to\s+(?:keep|hold)\s+(?:the\s+|my\s+|this\s+)?\$?([a-z][a-z0-9]*)(?:\s+(?:anymore|any\s+more|any\s+longer))?\s*[.!]*\s*$/i;

/**
 * The reading of the request without its remark, when the remark only says what the request is: a read after a remark
 * that no move is wanted, an order waiting for the very price the remark names, a swap away from the token the remark
 * no longer wants. Undefined otherwise, and the prompt keeps its own reading.
 */
export function withoutSaidRemark(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const noMove = noMoveRemark.exec(given);
  if (noMove && noMove.index > 0) {
    const reading = read(given.slice(0, noMove.index));
    if (reading.kind !== 'fail' && !movingIntentOf(reading)) return reading;
  }
  const onlyWhen = onlyWhenRemark.exec(given);
  if (onlyWhen && onlyWhen.index > 0) {
    const reading = read(given.slice(0, onlyWhen.index));
    const price = onlyWhen[1]!.replace(/,/g, '');
    const trigger = reading.kind === 'intent' && reading.intent.kind === 'automation-create' ? reading.intent.trigger : undefined;
    if (trigger?.type === 'price' && Number(trigger.priceUsd) === Number(price)) return reading;
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
