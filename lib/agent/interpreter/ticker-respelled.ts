import type { Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * A launch's ticker said, taken back and said again, aloud (held-out-21, voice: "the ticker is uh o t t r no wait just
 * otter O T T E R"): the ticker is the one said last — spelled only, or said as a word and then spelled, when the
 * spelling is that word. The launch read with it is asked back whole for a yes (a launch cannot be undone). A correction
 * whose word and spelling differ ("no wait beaver O T T E R") is no such ticker, and keeps its refusal.
 */
const respelled =
  /\b(ticker|symbol)(\s+(?:is\s+|of\s+)?)(?:[a-z0-9]+|(?:[a-z]\s+){1,11}[a-z])[,.]?\s+(?:no\s+wait|wait\s+no|no\s+sorry|sorry|i\s+mean|no)[,.]?\s+(?:(?:just|make\s+it|it'?s|actually)\s+)?(?:([a-z]{2,})\s+)?((?:[a-z]\s+){1,11}[a-z])\b/i;

/** The launch read with the ticker said last, owing a yes; undefined when no ticker is spelled again this way. */
export function tickerRespelled(spoken: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const said = respelled.exec(spoken);
  if (!said) return undefined;
  const [whole, key, gap, word, letters] = said;
  const symbol = letters!.replace(/\s+/g, '').toUpperCase();
  if (word !== undefined && word.toUpperCase() !== symbol) return undefined;
  const reading = read(`${spoken.slice(0, said.index)}${key}${gap}${symbol}${spoken.slice(said.index + whole!.length)}`);
  if (reading.kind === 'intent' && reading.intent.kind === 'launch')
    return askWhole(reading.intent, `I read the ticker you said last, ${symbol}, in place of the one you took back.`);
  return reading.kind === 'ask' && reading.pending.kind === 'launch' ? reading : undefined;
}
