/**
 * A promise to settle up between people, said beside a move (issue 16; held-out-16, pasted): "can you get me exactly 2
 * LINK? ill pay u back friday", "can u grab me some cbBTC, i'll venmo u back tonight", "…. ill send it to him later",
 * "he'll pay me back next week". Its time is when people square up with each other, never a time the move waits for,
 * and its verb is no move asked of the service: the remark is left out, where it stands as a clause of its own. Only
 * pronouns and words of time may follow the verb: a remark that names a figure, a token, an address or a name ("I'll
 * send 5 usdc to bob.eth tomorrow") is a request, read as one.
 */

/** Who promises: the person, or the one they buy for ("i'll", "ill", "im gonna", "he'll", "hes gonna", "she said she'd"). */
const who =
  "(?:i['’]?ll|ill|i\\s+will|i['’]?m\\s+(?:gonna|going\\s+to)|im\\s+(?:gonna|going\\s+to)|(?:he|she|they)(?:['’]ll|\\s+will|\\s+(?:is|are)\\s+(?:gonna|going\\s+to))|(?:he['’]?s|she['’]?s|they['’]?re)\\s+(?:gonna|going\\s+to)|(?:he|she|they)\\s+(?:said|says)\\s+(?:he|she|they)(?:['’]ll|['’]d|\\s+will|\\s+would))";
/** How people settle: paying back, handing on what was bought, or telling them ("ill tell him thanks later"). */
const settle =
  '(?:pay|repay|venmo|zelle|cashapp|paypal|revolut|send|give|hand|forward|pass|transfer|spot|cover|square\\s+up|settle\\s+up|tell|text|thank|call|ping|dm|message|explain|update)';
/** Whom or what: pronouns only (and the thanks or news told). */
const whom =
  '(?:\\s+(?:u|you|ya|me|him|her|them|it|that|this|the\\s+(?:money|cash|rest)))?(?:\\s+back)?(?:\\s+(?:to|over\\s+to)\\s+(?:him|her|them|u|you|me))?(?:\\s+(?:thanks|thx|about\\s+it|it\\s+went\\s+through))?';
/** When, in words only. */
const when =
  '(?:\\s+(?:later|tonight|tonite|tomorrow|tmrw|tmr|tmw|today|soon|asap|l8r|(?:mon|tues|wednes|thurs|fri|satur|sun)day|fri|sat|sun|next|this|on|by|after|before|end|of|the|week|weekend|month|payday|pay\\s+day|work|in\\s+a\\s+(?:bit|few\\s+days|day\\s+or\\s+two)|when\\s+(?:i|we|he|she|they)\\s+(?:get|gets|see|sees)\\s+(?:paid|home|back|you|u|him|her|them)|(?:i\\s+)?promise|lol|lmao|fr|bro|ok|okay|k))*';

const remark = new RegExp(`(?:,|\\s+and|\\s+[-—–])?\\s*\\b${who}\\s+(?:just\\s+)?${settle}${whom}${when}[\\s!.]*(?=[.!?;"”\\n]|$)`, 'gi');

/** The text without a promise to settle up said as a clause of its own; the text as it is when nothing else is left. */
export function withoutSettleRemark(text: string): string {
  const left = text.replace(remark, '');
  return left === text || !/\w/.test(left) ? text : left;
}
