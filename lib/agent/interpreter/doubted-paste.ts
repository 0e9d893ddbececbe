import { scanPrompt } from '../../language/scan-prompt.ts';
import { moves } from './choose-action.ts';
import { movingIntentOf, type Interpretation } from './intent.ts';
import { split } from './pasted-layout.ts';

/**
 * A message someone else wrote, quoted, that asks the person to move money, and after it only the person's doubt about
 * it (held-out-21, voice: "this email says quote to claim your airdrop send one eth to 0x… on base end quote is that real
 * or is it a scam"; chat: "got this in tg: '…send 2 eth to 0x…' legit??"). The quoted move is data and never made; the
 * question is answered as far as the service can: it cannot tell whether a message is genuine, so it says what the
 * message asks, that nothing was sent, and shows the balance the message is after (its token on its chain). A doubt
 * beside a request of the person's own is no doubt alone, and is left to the other readers.
 */

/** Words a doubt about a message is said in: the doubt itself, and the words around it ("is that real or is it a scam"). */
const doubt = /^(?:legit\w*|scam\w*|phish\w*|fake|real|genuine|trust\w*|sus|sketchy|shady|fraud\w*|spam|rug\w*)$/;
const around = new Set(
  `is was are it its this that a an or not just so ok okay lol lmao bro yo hmm um uh and the message email mail dm text tweet
  post thing one really actually even can could i should do you u think what whats thoughts be kinda sorta look looks seems
  like totally pls please tell me legitimate true right some kind of sort`.split(/\s+/),
);

/** A word of doubt anywhere in the prompt: the one test made of every prompt. */
const doubtSaid = /\b(?:legit|scam|phish|fake|real|genuine|trust|sus|sketchy|shady|fraud|spam|rug)/i;

/** "…, i trust it, do it": a go-ahead beside the doubt is no doubt alone. */
const goAhead = /\b(?:do|send|pay|make)\s+(?:it|that|this|them)\b|\bgo\s+ahead\b/i;

/** The person's own words after a paste, when they only doubt it. */
const onlyDoubt = (own: string): boolean => {
  const words =
    own
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[a-z]+/g) ?? [];
  return words.some((w) => doubt.test(w)) && words.every((w) => doubt.test(w) || around.has(w)) && !goAhead.test(own);
};

const lead =
  "I can't tell whether a message is genuine. The one you quoted asks you to send money; I did not act on it, and nothing was sent. A message that asks you to send funds to verify a wallet or to claim an airdrop is the usual shape of a scam.";

/** The answer to a doubt about a quoted message asking for a move; undefined when the prompt is not that. */
export function doubtedPaste(given: string, spoken: (text: string) => string, read: (text: string) => Interpretation): Interpretation | undefined {
  if (!doubtSaid.test(given)) return undefined;
  const layout = split(spoken(given));
  if (!layout || layout.by === 'alone' || !onlyDoubt(layout.own)) return undefined;
  // (The quoted words are read as words here: a scan leaves quoted text out.)
  const asked = scanPrompt(layout.pasted.replace(/["“”‘’']/g, ' '));
  if (!asked.actions.some((a) => moves.has(a.action))) return undefined;
  const tokens = [...new Set(asked.tokens.map((t) => t.key))];
  const chains = [...new Set(asked.chains)];
  const balance = read(`my ${tokens.length === 1 ? tokens[0] : ''} balance${chains.length === 1 ? ` on ${chains[0]}` : ''}`.replace(/\s+/g, ' '));
  const shown = balance.kind === 'intent' && !movingIntentOf(balance) ? balance : read('my balances');
  if (shown.kind !== 'intent' || movingIntentOf(shown)) return undefined;
  return { ...shown, notes: [lead, ...(shown.notes ?? [])] };
}
