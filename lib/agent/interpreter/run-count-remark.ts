/**
 * A remark beside a repeating order that says again how many times it runs ("for the next four weeks. After the fourth
 * purchase it should stop.", "That's four purchases in total"): the order already stops after its count, so the words
 * say nothing new. Only the count the order read is such a remark; another count ("after the third") is not.
 */

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const cardinals = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const units: Record<number, string> = { 86400: 'days', 604800: 'weeks' };

/** The order's run and what stops it: "it should stop", "the plan must end", "the purchases can be over". */
const runNoun = `(?:purchase|buy|run|one|order|swap|trade|execution|time|week)`;
const itStops = String.raw`(?:it|that|the\s+(?:order|plan|schedule|series|purchases?|buys?))\s+(?:should|must|will|can|is\s+to|has\s+to|needs\s+to|shall)\s+(?:stop|end|finish|be\s+(?:over|done|finished|complete))`;

/**
 * The words that say an order's count again, for an order that runs `count` times every `intervalSeconds`; none when
 * the order has no count.
 */
export function runCountRemarks(trigger: { count?: number; intervalSeconds?: number }): readonly RegExp[] {
  const { count, intervalSeconds } = trigger;
  if (count === undefined || count < 1 || count > 12) return [];
  const nth = `(?:${ordinals[count - 1]}|${count}(?:st|nd|rd|th)|last|final)`;
  const unit = intervalSeconds !== undefined ? units[intervalSeconds] : undefined;
  const many = String.raw`(?:${cardinals[count - 1]}|${count})\s+(?:purchases|buys|runs|times|executions${unit ? `|${unit}` : ''})`;
  return [
    // "After the fourth purchase it should stop", "once the last buy is done, it must end".
    new RegExp(
      String.raw`\b(?:after|following|once)\s+(?:the\s+)?${nth}\s+${runNoun}(?:\s+(?:is\s+(?:done|made|through)|has\s+run))?\s*,?\s*${itStops}\b`,
      'gi',
    ),
    // "It should stop after the fourth purchase", "the plan ends after four buys".
    new RegExp(String.raw`\b${itStops}\s+(?:after|following|with)\s+(?:the\s+)?(?:${nth}\s+${runNoun}|${many})\b`, 'gi'),
    // "That's four purchases in total", "four buys and no more".
    new RegExp(
      String.raw`\b(?:(?:that['’]?s|that\s+is|so)\s+)?(?:only\s+|exactly\s+)?${many}(?:\s+(?:in\s+total|in\s+all|altogether|total))?(?:\s*,?\s*(?:and\s+)?no\s+more)?\b`,
      'gi',
    ),
  ];
}
