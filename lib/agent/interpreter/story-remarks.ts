import { scanPrompt } from '../../language/scan-prompt.ts';
import { movingIntentOf, type Interpretation } from './intent.ts';

/**
 * A read asked first, then a story about it (issue 16; held-out-15, chat and non-native): "what is this token? 0x… on
 * base. my friend tell me to buy it but I not know what is it", "link price?? ct says its pumping". The story tells what
 * someone else said or that the person does not know the token: it asks for nothing, and a move it names ("to buy it")
 * is someone else's advice, never a request. The read is answered; nothing moves.
 */

/** Who else may have said it: a friend, people, a group or a feed. */
const others =
  '(?:friends?|someone|somebody|people|ppl|guys?|everyone|everybody|ct|twitter|tg|telegram|discord|group|chat|influencers?|he|she|they|brother|bro|sister|cousin|colleague|coworker|uncle|dad|mom|boss)';
/** What they did with it: told, said, shilled, recommended. */
const told =
  '(?:tell|tells|told|telling|say|says|said|saying|shill|shills|shilling|shilled|recommend|recommends|recommended|suggest|suggests|suggested|post|posts|posted|talk|talks|talking|hype|hypes|hyping)';
const story: readonly RegExp[] = [
  new RegExp(String.raw`\b${others}\b[^.?!]*\b${told}\b`, 'i'),
  /\b(?:it'?s|it\s+is|its)\s+(?:pumping|mooning|dumping|trending|going\s+up|going\s+down)\b/i,
  /\bi\s+(?:do\s+not|don'?t|dont|not|no|did\s+not|didn'?t)\s+(?:know|understand)\s+what\s+(?:is\s+it|it\s+is|this\s+is|is\s+this|it\s+does)\b/i,
];
/** Words by which a piece of the story would still ask something of the service. */
const asksUs = /\b(?:you|u|pls|please|can|could|should|would|do\s+i|must|swap|sell|send|transfer|wrap)\b|\?/i;

/** The sentences of one line, each with its marks. */
const sentences = (text: string): string[] =>
  text
    .match(/[^.?!]+(?:[.?!]+|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [];

/**
 * The read the prompt opens with, when every sentence after it is a story of the kind above (no figure, address or
 * question of its own, nothing asked of the service); undefined otherwise.
 * @param read interprets a text as the interpreter does.
 */
export function readBesideStory(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  if (/[\n\r"“”]/.test(given.trim())) return undefined;
  const isStory = (s: string) =>
    story.some((p) => p.test(s)) && !asksUs.test(s.replace(/\b(?:tell|told|tells)\s+me\b/gi, ' ')) && !/\d/.test(s) && scanPrompt(s).addresses.length === 0;
  const answered = (reading: Interpretation) =>
    reading.kind === 'intent' && !movingIntentOf(reading) && ['lookup', 'price'].includes(reading.intent.kind) && !reading.notes?.length;
  const parts = sentences(given);
  for (let cut = parts.length - 1; cut >= 1; cut--) {
    if (!parts.slice(cut).every(isStory)) continue;
    const reading = read(parts.slice(0, cut).join(' '));
    return answered(reading) ? reading : undefined;
  }
  // "what token this is on base 0x… uh someone told me to buy it" (held-out-16, voice): a story said on, with no mark
  // before it, opens with who told it; the read is what comes before.
  const opens = storyOpens.exec(given);
  if (!opens || opens.index === 0 || !isStory(given.slice(opens.index))) return undefined;
  const reading = read(given.slice(0, opens.index));
  return answered(reading) ? reading : undefined;
}

/** Where a story said without a mark opens: a filler or "and", then who told it ("uh someone told me", "my friend says"). */
const storyOpens = new RegExp(
  String.raw`(?:,\s*|\s+)(?:(?:uh|um|and|but|so|cuz|because|coz)\s+)*(?:my\s+|a\s+|some\s+)?${others}\s+(?:[a-z']+\s+){0,2}?${told}\b`,
  'i',
);

/** "…, before I look into it any further?": the person's own next step, closing a question, no part of what it asks. */
const ownNextStep =
  /,?\s+(?:before|so that|so)\s+(?:i|we)\s+(?:can\s+)?(?:look|looking|decide|deciding|buy|buying|invest|investing|commit|committing|do|doing|go|going|proceed|proceeding|think|thinking|consider|considering|plan|planning|dig|digging)\b[^.?!]*(?=\?)/gi;

/**
 * A read asked with the person's own next step after it ("Could you tell me which token it actually is, and its current
 * price, before I look into it any further?"): the read, answered; a move is never taken this way.
 * @param read interprets a text as the interpreter does.
 */
export function readBeforeStep(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const rest = given.replace(ownNextStep, '');
  if (rest === given) return undefined;
  const reading = read(rest);
  return reading.kind === 'intent' && !movingIntentOf(reading) ? reading : undefined;
}

/**
 * Where the person turns from what they told to what they ask: "… is that real probably not actually just tell me my
 * eth balance on base", "…, anyway can you show my portfolio", "… forget that, whats sol at".
 */
const turnsToRead =
  /(?:^|[\s,.;!?-])(?:actually|anyway|anyways|nevermind|never\s+mind|forget\s+(?:it|that|this)|instead|ok(?:ay)?\s+so)\b[\s,.;!-]+(?:(?:just|only|pls|please|can\s+you|could\s+you|u|you|instead)[\s,]+)*(?=(?:tell|show|give|check|what|whats|what's|how|get)\b)/gi;

/**
 * A read asked last, after something told and turned away from (held-out-17, voice: a giveaway tweet read aloud, "is
 * that real probably not actually just tell me my eth balance on base"): the read, answered; what was told before it is
 * never acted on, and a move is never taken this way.
 * @param read interprets a text as the interpreter does.
 */
export function readAfterTurn(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const turns = [...given.matchAll(turnsToRead)];
  const last = turns.at(-1);
  if (!last || last.index === 0) return undefined;
  const asked = given.slice(last.index + last[0].length);
  if (/\b(?:swap|sell|buy|send|transfer|wrap|unwrap|bridge|launch|claim|pay)\b/i.test(asked)) return undefined;
  const reading = read(asked);
  return reading.kind === 'intent' && !movingIntentOf(reading) && ['balance', 'portfolio', 'price', 'lookup'].includes(reading.intent.kind)
    ? reading
    : undefined;
}
