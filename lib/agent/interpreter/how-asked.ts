import { ask, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "quiero comprar DEGEN, how I can do it?", "buy some AERO on base, how do I do that?" (issue 16; held-out-14,
 * non-native; "how I can do?" held-out-43): the request, then a question of how to do it — no second request, but the person may want to be told
 * rather than have it done. The request is read alone and asked back for a yes (what it lacks asked first, the yes
 * still owed); a read is answered.
 */
const howAsked =
  /[,.;]?\s*(?:(?:and|so|but)\s+)?how\s+(?:(?:can|could|do|should|would)\s+i|i\s+(?:can|could|do|should))\s+(?:do|make|get|buy|manage|go\s+about)(?:\s+(?:it|that|this))?(?:\s+(?:here|please|pls|with\s+you))?\s*\?+\s*$/i;

/** The request before a question of how to do it, asked back as above; undefined when there is no such question. */
export function howToAsked(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const said = howAsked.exec(given);
  if (!said || said.index === 0) return undefined;
  const reading = read(given.slice(0, said.index));
  if (reading.kind === 'fail') return undefined;
  if (!movingIntentOf(reading)) return reading;
  if (reading.kind === 'intent') return askWhole(reading.intent, 'You asked how to do it: I can do it for you.');
  return reading.pending.awaiting === 'confirm' ? reading : ask(reading.question, { ...reading.pending, confirm: true });
}
