/**
 * Words beside a move that the readers cannot place, which stop it rather than ask it back (sweep 35: "send 10 usdc
 * to 0x… on base, nein", "… нет", "send 10 тысяч usdc …", "…, morgen", "…, zweimal", "…, cents" moved at once).
 * A yes to the move restated without them would make exactly what they take back or change, so these fail:
 * - a word in a script other than Latin (Cyrillic, Chinese, Devanagari, Arabic …): the readers know none of its words,
 *   and it may say "no", "tomorrow" or "thousand" as well as anything else;
 * - a word of another language, or a unit, that negates, stops, waits, repeats, shares, scales the amount or names
 *   all of a holding (below). The English ones are the readers' own words (weighty words, the rules of unread-meaning).
 */

/** "no", "not", "never", "don't" in the languages people here write in besides English. */
const negations = `nein nicht nichts kein keine keinen keiner nie niemals nö ne pas non jamais não nao nunca jamás jamas
  tampoco nem nahi nahin nahīn nahī mat mut huwag wag hwag ayoko ayaw hindi niet nyet nee nej nei ikke inte nie hayır
  hayir değil degil tidak bukan jangan không khong đừng hapana ❌ ✗ ✘ 🙅 🚫 ⛔ 👎`;

/** Stop, wait, cancel, forget it. */
const stops = `para stopp halt arrête arrete pare ruko ruk rukho rukiye teka espera espere esperá warte moment attends attendez
  podozhdi stoi otmena annule annuler abbrechen abbruch cancela cancelar cancele esquece esqueça esqueca olvídalo
  olvidalo olvida vergiss laisse rehne chhodo chodo`;

/** Later, tomorrow, after. */
const delays = `später spaeter nachher morgen mañana manana después despues luego amanhã amanha depois demain tard potom
  zavtra baad kal bukas mamaya mamayang`;

/** Half, each, times, every day or week, all of it: a share, a repeat or a schedule the move made once does not carry. */
const shares = `halb hälfte haelfte halbe mitad metade moitié moitie aadha aadhe aadhi adha kalahati polovinu polovina
  zweimal dreimal mal veces vez vezes fois baar beses raza jeweils je cada chaque har bawat kazhdomu kazhdyi
  täglich taeglich wöchentlich woechentlich monatlich diario diaria diariamente semanal semanalmente mensual roz
  rozana hafte hafta araw toda todos tudo alles alle tout tous toute sab saara lahat vse vsyo`;

/** A tick that marks an item done ("✅ send 1 eth …", "… ✓"): a list of what was done, not a request. */
const done = `✓ ✔ ✅ ☑`;

/** A scale or a smaller unit of the amount: "10, thousand", "…, cents" (a tenth of a dollar meant, 10 USDC sent). */
const scales = `thousand thousands grand k mil mille million millions billion tausend hazaar hazar hazār lakh lakhs crore
  libo tysyach tysiach`;

/** A smaller unit of the amount: "…, cents" meant a tenth of a dollar, and 10 USDC were sent. */
const units = `cents cent centavos centavo centimes paise paisa kobo wei gwei sats sat satoshi satoshis lamports`;

const foreign = new Set(`${negations} ${stops} ${delays} ${shares} ${done}`.split(/\s+/));
const unitWords = new Set(units.split(/\s+/));
const scaling = new Set(`${scales} ${units}`.split(/\s+/));

/** A word with a letter outside the Latin script (Cyrillic, CJK, Devanagari, Arabic …). */
export const otherScript = (word: string): boolean => /(?!\p{Script=Latin})\p{L}/u.test(word);

/** "Please" and "thank you" in other scripts ("swap 10 usdc to bonk お願いします"): courtesy, placed as the English is. */
export const courtesies = new Set(
  `お願いします お願い ください どうも ありがとう ありがとうございます 请 請 谢谢 謝謝 麻烦了 пожалуйста спасибо благодарю будь ласка
  дякую कृपया धन्यवाद शुक्रिया प्लीज़ من فضلك لو سمحت شكرا 부탁해요 부탁합니다 감사합니다 고마워요 ขอบคุณ`.split(/\s+/),
);

/** A word of another script or language that may take back, delay, repeat or share the move ("nein", "нет", "morgen"). */
export const foreignStop = (word: string): boolean => (otherScript(word) && !courtesies.has(word)) || foreign.has(word);

/** A smaller unit of the amount ("cents", "wei", "sats"), which changes it wherever it is said beside the move. */
export const unitWord = (word: string): boolean => unitWords.has(word);

/** Whether a word left unread beside a move stops it: {@link foreignStop}, or a scale or unit ("thousand", "cents"). */
export const stopsMove = (word: string): boolean => foreignStop(word) || scaling.has(word);
