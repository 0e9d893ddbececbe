/**
 * Words of other languages that take a move back, stop it, put it off or share and repeat it, held once for every
 * reader (sweep 35 found "…, nein", "nicht 0x…", "base hindi", "…, morgen", "base, zweimal" paid or moved at once).
 * Readers that use them: words beside a move (`unread-foreign.ts`), the words of an answer to a move's question
 * (`answer-words.ts`), and the words of money coming in (`money-direction.ts`, {@link collectingWords}).
 *
 * Each list is written once, with its accents; a word is looked up without them ("não" and "nao", "später" and
 * "spater" alike), except the English words a folded entry would become ("nö" is "no"), which only match as written.
 * Words that are also a preposition or an article ({@link alsoPreposition}: "para" is "stop" and "to", "ne" is "no"
 * and a particle) are left out where an answer is read, whose values are said with them ("na base", "para 0x…").
 */

/** A word without its accents ("não" → "nao", "später" → "spater", "mañana" → "manana"). */
export const foldAccents = (word: string): string => (/^[ -~]*$/.test(word) ? word : word.normalize('NFD').replace(/\p{M}/gu, ''));

/** A word with a letter outside the Latin script (Cyrillic, CJK, Devanagari, Arabic …): no reader knows its words. */
export const otherScript = (word: string): boolean => /(?!\p{Script=Latin})\p{L}/u.test(word);

/** "no", "not", "never", "don't". */
const negation = [
  'nein nicht nichts kein keine keinen keiner nie niemals nö', // German
  'ne pas non jamais', // French
  'não nunca jamás tampoco nem', // Portuguese, Spanish
  'nahi nahin nahii mat mut', // Hindi, Hinglish
  'huwag wag hwag ayoko ayaw hindi', // Tagalog
  'niet nyet', // Russian in Latin letters
  'nee nej nei ikke inte nai', // Dutch, Scandinavian; "nai" Hindi / Bengali
  'nako', // Marathi
  'illa', // Tamil, Malayalam
  'hayır hayir değil', // Turkish
  'tidak bukan jangan', // Indonesian, Malay
  'không đừng', // Vietnamese
  'hapana', // Swahili
  '❌ ✗ ✘ 🙅 🚫 ⛔ 👎', // signs of no
];

/** "stop", "wait", "cancel", "forget it", "leave it". */
const stop = [
  'para parar stopp halt warte moment abbrechen abbruch vergiss', // Portuguese / Spanish "para", "parar"; German
  'arrête pare espera espere attends attendez', // French, Portuguese, Spanish
  'annule annuler laisse', // French
  'cancela cancelar cancele esquece esqueça olvídalo olvida deixa', // Spanish, Portuguese
  'ruko ruk rukho rukiye rehne chhodo chodo', // Hindi, Hinglish
  'teka', // Tagalog
  'podozhdi stoi otmena', // Russian in Latin letters
];

/** "later", "tomorrow", "after". */
const delay = [
  'später spaeter nachher morgen', // German
  'mañana después luego', // Spanish
  'amanhã depois', // Portuguese
  'demain tard', // French
  'potom zavtra', // Russian in Latin letters
  'baad kal', // Hindi
  'bukas mamaya mamayang', // Tagalog
];

/** "half", "each", "twice", "every day / week / month", "all of it": a share, repeat or schedule the move does not carry. */
const share = [
  'halb halbe hälfte haelfte zweimal dreimal mal jeweils je jede jeden jeder jedes alles alle', // German
  'täglich taeglich wöchentlich woechentlich monatlich woche monat', // German, periods
  'mitad veces vez cada diario diaria diariamente semanal semanalmente mensual semana toda todos todo', // Spanish
  'metade vezes tudo', // Portuguese
  'moitié fois chaque chacun tout tous toute semaine jour mois', // French
  'aadha aadhe aadhi adha baar raza har roz rozana hafte hafta mahina sab saara', // Hindi
  'kalahati beses bawat araw linggo buwan lahat', // Tagalog
  'polovinu polovina dvazhdy kazhdomu kazhdyi vse vsyo', // Russian in Latin letters
];

/** Asking for, collecting or receiving money: money coming in, never a payment out (read by `money-direction.ts`). */
export const collectingWords: readonly string[] = [
  'cobra cobrar cobrarle cobre cobrale cóbrale pide pida pedir pedile recibir recibe recibí recibi', // Spanish
  'receber recebe recebi recebido', // Portuguese
  'fordere fordern einfordern empfange empfangen erhalte erhalten', // German
  'réclame reclame réclamer reclamer reçois recois recevoir reçu', // French
  'singilin singil maningil', // Tagalog
  'poluchi poluchit', // Russian in Latin letters
  'le_lo lelo mangwa mangao mangna', // Hindi ("le lo" is two words)
]
  .join(' ')
  .split(/\s+/)
  .map((w) => w.replace('_', ' '));

/** The text with "at the moment", "for the moment" blanked: English for now, not German's "Moment!" (wait). */
export const withoutEnglishMoment = (text: string): string => (/moment/i.test(text) ? text.replace(englishMoment, ' ') : text);
// ("sell 50 AERO for USDC in that moment" (held-out-41): the moment a condition names, in English.)
const englishMoment = /\b(?:(?:at|for)\s+the|(?:in|at)\s+(?:that|this|the\s+same)(?:\s+very)?)\s+moment\b/gi;

/** Foreign words that are also English words once their accents are folded: matched only as written ("nö", never "no"). */
const foldedEnglish = new Set(['no']);

/**
 * Foreign words that are English words too ("TODO: swap 0.02 weth …" is a note, Spanish "todo" is "all"): left out
 * where a move is read in its own words, whose readers place the English word (a to-do item asks the move back); kept
 * in answers, where "base, todo" may share the move.
 */
export const alsoEnglish = (word: string): boolean => englishToo.has(word);
const englishToo = new Set(['todo']);

/** Words that are also a preposition, an article or a particle ("para 0x…", "na base", "de 10 usdc"), left out of answers. */
export const alsoPreposition = (word: string): boolean => prepositions.has(foldAccents(word));
const prepositions = new Set(['na', 'ne', 'de', 'en', 'para']);

export type ForeignRole = 'negation' | 'stop' | 'delay' | 'share';

/** Each role's words as listed (with their accents), for the tables that check every reader applies them. */
export const foreignWords: Readonly<Record<ForeignRole, readonly string[]>> = {
  negation: negation.join(' ').split(/\s+/),
  stop: stop.join(' ').split(/\s+/),
  delay: delay.join(' ').split(/\s+/),
  share: share.join(' ').split(/\s+/),
};

const roles = new Map<string, ForeignRole>();
const asWritten = new Map<string, ForeignRole>();
for (const [role, words] of Object.entries(foreignWords) as [ForeignRole, readonly string[]][]) {
  for (const word of words) {
    const folded = foldAccents(word);
    // "nö" folded is English "no", the readers' own word: it counts only as written.
    if (foldedEnglish.has(folded)) {
      if (folded !== word) asWritten.set(word, role);
      continue;
    }
    roles.set(folded, role);
  }
}

/** The role of a word of another language (lower case), whatever its accents: "nein" negation, "mañana" delay. */
export const foreignRole = (word: string): ForeignRole | undefined => asWritten.get(word) ?? roles.get(foldAccents(word));
