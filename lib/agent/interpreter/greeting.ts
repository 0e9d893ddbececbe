import { capabilitiesHint } from '../../capabilities/index.ts';
import { ask, type Interpretation, type ThreadTurn } from './intent.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';

/** Who a greeting may be said to: the service by name, or anyone. */
const addressee =
  '(?:purser|there|bot|ser|fren|friend|team|all|everyone|buddy|mate|bro|guys|sir|madam|boss|again|fam|frens|friends|amigo|amiga|folks|dude|man|bud|sis|po)';
/** A greeting word, or a greeting of the day. */
const hello =
  '(?:hi+|hello+|hey+|heya|hiya|yo+|gm+|gmgm|howdy|sup|wassup|whats ?up|greetings|hola|salam|salaam|namaste|bonjour|ciao|hallo|kumusta|(?:as)?salamu?\\s?alaikum|assalamualaikum|good (?:mornin[g’]?|afternoon|evening|day)|mornin[g’]?|evening|oi)';
/** What follows a greeting to open a conversation: after the reader's health, whether anyone is there. */
const opener =
  '(?:how (?:are|r) (?:you|u|ya)(?: doing)?(?: today)?|how(?:s| is) it going|how(?:s| is) your day|hope (?:you(?:re| are)|ur) (?:well|good|doing well)|(?:are )?(?:you|u) (?:there|awake|up|around|online)|any(?:one|body) (?:there|home|around)|whats good|lets go|wagmi|quick (?:question|q)|(?:i )?(?:have|got) a (?:quick )?question|(?:i )?need (?:some |ur |your )?help|(?:can|could) (?:you|u) help(?: me)?(?: please| pls)?|help me(?: please| pls)?)';
const greetingOnly = new RegExp(String.raw`^(?:${hello}(?: (?:${hello}|${addressee}))*)?(?: ?${opener})*$`);

/**
 * Whether a prompt is a greeting and nothing else ("gm ☕", "hey Purser", "hi there, how are you?", "yo you there?"):
 * no request in it, to be answered as the opening of a conversation whose request comes next.
 */
export function isGreeting(prompt: string): boolean {
  const words = prompt
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > 0 && greetingOnly.test(words);
}

/**
 * A greeting alone is answered with what Purser can do, as a question, never a refusal: the request comes on the next
 * turn (a refusal there ended the conversation before it began). Nothing is pending; `withoutOpeningGreetings` keeps
 * the turn from being read as a question that the request answers.
 */
export function greeted(prompt: string, thread: readonly ThreadTurn[]): Interpretation | undefined {
  if (!isGreeting(prompt) || thread.at(-1)?.interpretation?.kind === 'ask') return undefined;
  return ask(`Hi! What can I do for you? ${capabilitiesHint}`, { kind: 'portfolio' });
}

/**
 * A wish to do something not yet said ("I'd like to check something on Polygon", "I would like to protect my SOL
 * position on Solana against a sharp fall", "could you help me set up a few things"): what a careful person says
 * before the request itself.
 */
// ("hey can u check smth for me real quick" (held-out-41, chat): a chat's "can u", and "smth" for something.)
const announced =
  /^(?:(?:hello|hi|hey|yo|good (?:morning|afternoon|evening))\b[,!.]?\s*(?:so\s+)?)?(?:i['’]?d like to|i would like to|i want to|i wanna|i need to|i['’]m hoping to|i am hoping to|i was hoping to|i['’]m looking to|i am looking to|(?:could|can) (?:you|u) help me(?: to)?|(?:could|can) (?:you|u)(?: (?:please|pls|plz|quickly))?|i wonder if you could help me(?: to)?)\s+(?:check|look at|look into|ask about|protect|hedge|set up|arrange|understand|find out about|sort out|review|go over|do)\s+(?:something|smth|sth|somethin|a few things|a couple of things|some things|a thing|(?:my|our)\s+(?:\$?[a-z0-9]+\s+)?(?:position|holdings?|portfolio|wallet|balances?|savings|stack|bag))\b/i;

/**
 * Whether a prompt only announces a request to come, said as the opening of a conversation: a wish with no request in
 * it yet (no verb of a move or a read, no amount, address or question mark).
 */
export function isPreface(prompt: string): boolean {
  if (!announced.test(prompt.trim()) || /\n/.test(prompt.trim())) return false;
  const facts = scanPrompt(prompt);
  return facts.actions.length === 0 && facts.amounts.length === 0 && facts.addresses.length === 0 && !facts.timestamp;
}

/**
 * A preface alone, which no reader took ("I'd like to check something on Polygon, if that's all right"), is answered
 * as a greeting is, with what Purser can do, asking for the request; never a refusal (a refusal ended the conversation
 * before its request came).
 */
export function prefaced(prompt: string, reading: Interpretation, thread: readonly ThreadTurn[]): Interpretation | undefined {
  if (reading.kind !== 'fail' || reading.code !== 'UNRECOGNIZED' || thread.at(-1)?.interpretation?.kind === 'ask' || !isPreface(prompt)) return undefined;
  return ask(`Of course. What would you like me to do? ${capabilitiesHint}`, { kind: 'portfolio' });
}

/** The thread without the greetings (and the prefaces answered as one) that opened it: the request after "gm ☕" is read as said first. */
export function withoutOpeningGreetings(thread: readonly ThreadTurn[]): readonly ThreadTurn[] {
  let start = 0;
  const opening = (turn: ThreadTurn) =>
    isGreeting(turn.prompt) ||
    (isPreface(turn.prompt) && turn.interpretation?.kind === 'ask' && /^Of course\. What would you like me to do\?/.test(turn.interpretation.question));
  while (start < thread.length && opening(thread[start]!)) start++;
  return start === 0 ? thread : thread.slice(start);
}
