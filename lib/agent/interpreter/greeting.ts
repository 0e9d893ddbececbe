import { capabilitiesHint } from '../../capabilities/index.ts';
import { ask, type Interpretation, type ThreadTurn } from './intent.ts';

/** Who a greeting may be said to: the service by name, or anyone. */
const addressee =
  '(?:purser|there|bot|ser|fren|friend|team|all|everyone|buddy|mate|bro|guys|sir|madam|boss|again|fam|frens|friends|amigo|amiga|folks|dude|man|bud|sis|po)';
/** A greeting word, or a greeting of the day. */
const hello =
  '(?:hi+|hello+|hey+|heya|hiya|yo+|gm+|gmgm|howdy|sup|wassup|whats ?up|greetings|hola|salam|salaam|namaste|bonjour|ciao|hallo|kumusta|(?:as)?salamu?\\s?alaikum|assalamualaikum|good (?:morning|afternoon|evening|day)|morning|evening|oi)';
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

/** The thread without the greetings that opened it: the request after "gm ☕" is read as said first. */
export function withoutOpeningGreetings(thread: readonly ThreadTurn[]): readonly ThreadTurn[] {
  let start = 0;
  while (start < thread.length && isGreeting(thread[start]!.prompt)) start++;
  return start === 0 ? thread : thread.slice(start);
}
