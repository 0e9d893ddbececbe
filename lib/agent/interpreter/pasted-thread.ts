import { moneyMovingKinds, type Interpretation, type ThreadTurn } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { marked, split } from './pasted-layout.ts';

/**
 * Words by which a turn points back at what was pasted: "do it", "do that", "what he said", "like the tweet says", a
 * part of a pasted plan or list ("the buy part", "the LINK row", "the first one"). Not an "it" that names the token
 * ("…if it hits $0.02").
 */
const pointsBack =
  /\b(?:do(?:ing)?|follow(?:ing)?|copy(?:ing)?)\s+(?:it|that|this|the\s+same)\b|\b(?:what|as|like)\s+(?:s?he|they|it|the\s+\w+)\s+(?:said|says|suggested|suggests|posted|wrote)\b|\bthe\s+plan\b|\bthe\s+[$\w]+\s+(?:part|bit|leg|side|half|row|line|one|item|step)\b/i;

/**
 * '"ape 100 usdc into degen on base, trust me bro"\n\nshould i? whats degen at' → "eh ok do it, 100 usdc into degen on
 * base": a move said on the turn after a message with pasted text, which that turn answered or refused without acting
 * on, is read from the person's words; when those words point back ("do it", "the buy part") it may still be what the
 * paste urged, so it is asked back whole for a yes, never made on this reply. A turn answering a question of the service's is read as that answer.
 */
export function moveAfterPaste(given: string, thread: readonly ThreadTurn[], reading: Interpretation): Interpretation | undefined {
  if (reading.kind !== 'intent' || !moneyMovingKinds.has(reading.intent.kind)) return undefined;
  // ("eh ok buy $30 of pepe with eth on ethereum", after a pasted remark: a move said whole, pointing at nothing, is the
  // person's own, as on any thread.)
  if (!pointsBack.test(given)) return undefined;
  const previous = thread.at(-1);
  if (!previous || previous.interpretation?.kind === 'ask') return undefined;
  const layout = split(previous.prompt);
  if (!layout || !(layout.by === 'quote' || layout.by === 'alone' || marked(layout.pasted))) return undefined;
  return askWhole(reading.intent, 'Your message before this one held pasted text, and I read this move from your own words only.');
}
