import { numbersFromWords } from '../../language/number-words.ts';
import { fail, movingIntentOf, type Interpretation } from './intent.ts';

/**
 * A number in brackets beside a move ("send ten eth (one) to bob.eth", "send 1k usdc (100)", "swap 100 usdc (10) to
 * eth") restates its amount, or says another one: one that disagrees is never dropped nor the first one picked (sweep
 * 39b: "(one)" was passed over and 10 ETH sent at once). A bracket that says the same amount ("ten (10)") is left to
 * the readers. The move read, made at once or asked back, is refused naming both.
 */
export function bracketAmount(given: string, reading: Interpretation): Interpretation | undefined {
  const move = movingIntentOf(reading) as { amount?: { kind?: string; value?: unknown } } | undefined;
  const amount = move?.amount;
  if (!amount || (amount.kind !== 'exact' && amount.kind !== 'usd') || typeof amount.value !== 'string') return undefined;
  // "… on base. make it 25", "… (typo: 12)", "… (revised to 7)", "…? no 25": a correction said apart from the move.
  const corrected = correctionApart.exec(given);
  if (corrected) {
    const said = bare.exec(numbersFromWords(corrected[2]!.toLowerCase(), () => true));
    if (said && Number(said[1]!.replace(/,/g, '')) * (said[2] ? 1000 : 1) !== Number(amount.value)) {
      return fail(
        'MOVE_UNCLEAR',
        `You wrote "${corrected[1]!.trim()} ${corrected[2]!.trim()}" apart from the request, which may change its amount of ${amount.value}, so nothing was done. Send the request again with the amount you want in it, like "send 25 USDC to bob.eth on base".`,
      );
    }
  }
  if (!given.includes('(')) return undefined;
  for (const group of given.matchAll(bracketed)) {
    // Only a bracket right after an amount ("ten eth (one)", "10 (1) eth"), never a phone number or a label elsewhere.
    const before = afterAmount.exec(given.slice(0, group.index));
    if (!before || numberSaid(before[1]!) !== Number(amount.value)) continue;
    const said = numbersFromWords(group[1]!.toLowerCase().trim(), () => true);
    const number = bare.exec(said);
    if (!number) continue;
    const value = Number(number[1]!.replace(/,/g, '')) * (number[2] ? 1000 : 1);
    if (!Number.isFinite(value) || value === Number(amount.value)) continue;
    return fail(
      'MOVE_UNCLEAR',
      `You wrote ${amount.value} and "(${group[1]!.trim()})" beside it, two different amounts, so nothing was done. Send the request again with one amount, like "send 10 USDC to bob.eth on base".`,
    );
  }
  return undefined;
}

const bracketed = /\(\s*([^()]{1,30}?)\s*\)/g;
/** A number alone, as digits or spelled ("one", "10k", "$5", "one thousand"). */
const bare = /^\$?(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(k)?$/;
/**
 * A correction opening a sentence or a bracket of its own, perhaps after a clause of its own ("If possible, make it
 * 80"), and the number it gives.
 */
const correctionApart =
  /(?:[.!?;]\s+(?:[^.!?;,\n]{1,60},\s*)?|\(\s*|\n\s*)(make\s+(?:it|that)|no,?|nope,?|typo:?|revised\s+to|changed?\s+(?:it\s+|that\s+)?to|should\s+be|i\s+meant?|sorry,?|actually,?|correction:?)\s+(\$?\d[\d,]*(?:\.\d+)?k?|\.\d+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine|hundred|thousand))*)\b/i;
/** The text before a bracket ends on an amount, and perhaps its token: "send ten eth ", "sell 10 ", "send 1k usdc ". */
const afterAmount =
  /(?<![\w+.-])(\$?\d[\d,]*(?:\.\d+)?k?|\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand)\b)\s*(?:[a-z][a-z0-9.]{0,9}\s*)?$/i;

/** A number as digits or spelled, with "k" for thousands; NaN for anything else. */
function numberSaid(said: string): number {
  const number = bare.exec(numbersFromWords(said.toLowerCase().trim(), () => true));
  return number ? Number(number[1]!.replace(/,/g, '')) * (number[2] ? 1000 : 1) : Number.NaN;
}
