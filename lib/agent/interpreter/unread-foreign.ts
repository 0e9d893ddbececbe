/**
 * Words beside a move that the readers cannot place, which stop it rather than ask it back (sweep 35: "send 10 usdc
 * to 0x… on base, nein", "… нет", "send 10 тысяч usdc …", "…, morgen", "…, zweimal", "…, cents" moved at once).
 * A yes to the move restated without them would make exactly what they take back or change, so these fail:
 * - a word in a script other than Latin (Cyrillic, Chinese, Devanagari, Arabic …): the readers know none of its words,
 *   and it may say "no", "tomorrow" or "thousand" as well as anything else;
 * - a word of another language, or a unit, that negates, stops, waits, repeats, shares, scales the amount or names
 *   all of a holding (the lists of `language/foreign-words.ts`, and the units and scales below). The English ones are
 *   the readers' own words (weighty words, the rules of unread-meaning).
 */
import { alsoEnglish, foreignRole, otherScript } from '../../language/foreign-words.ts';

export { otherScript };

/** A tick that marks an item done ("✅ send 1 eth …", "… ✓"): a list of what was done, not a request. */
const done = `✓ ✔ ✅ ☑`;

/** A scale or a smaller unit of the amount: "10, thousand", "…, cents" (a tenth of a dollar meant, 10 USDC sent). */
const scales = `thousand thousands grand k mil mille million millions billion tausend hazaar hazar hazār lakh lakhs crore
  libo tysyach tysiach`;

/** A smaller unit of the amount: "…, cents" meant a tenth of a dollar, and 10 USDC were sent. */
const units = `cents cent centavos centavo centimes paise paisa kobo wei gwei sats sat satoshi satoshis lamports`;

const doneMarks = new Set(done.split(/\s+/));
const unitWords = new Set(units.split(/\s+/));
const scaling = new Set(`${scales} ${units}`.split(/\s+/));

/** "Please" and "thank you" in other scripts ("swap 10 usdc to bonk お願いします"): courtesy, placed as the English is. */
export const courtesies = new Set(
  `お願いします お願い ください どうも ありがとう ありがとうございます 请 請 谢谢 謝謝 麻烦了 пожалуйста спасибо благодарю будь ласка
  дякую कृपया धन्यवाद शुक्रिया प्लीज़ من فضلك لو سمحت شكرا 부탁해요 부탁합니다 감사합니다 고마워요 ขอบคุณ`.split(/\s+/),
);

/** A word of another script or language that may take back, delay, repeat or share the move ("nein", "нет", "morgen"). */
export const foreignStop = (word: string): boolean =>
  (otherScript(word) && !courtesies.has(word)) || (foreignRole(word) !== undefined && !alsoEnglish(word)) || doneMarks.has(word);

/** A smaller unit of the amount ("cents", "wei", "sats"), which changes it wherever it is said beside the move. */
export const unitWord = (word: string): boolean => unitWords.has(word);

/** Whether a word left unread beside a move stops it: {@link foreignStop}, or a scale or unit ("thousand", "cents"). */
export const stopsMove = (word: string): boolean => foreignStop(word) || scaling.has(word);
