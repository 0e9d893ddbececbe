import { chainSuffixes, chainWords, sharedChainWords, usdWords, verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import type { Intent } from './intent.ts';
import { courtesies, foreignStop, unitWord } from './unread-foreign.ts';
import { emptyWords, moveWords, numberWords, pastWords, referenceWords, sayingWords, shareWords } from './unread-lexicon.ts';

/**
 * How a clause beside a move, which holds no part of it, is read (sweep 35: "…, nein", "…, changed my mind", "…. typo",
 * "…, cents" were dropped and the move ran). A sentence ("he is my cousin", "it's for rent", "I understand the fees may
 * be significant") says why or what for: its weighty words count (a question, a negation, a time), and a word of
 * another language or script that may take the move back. A remark that is no sentence ("nein", "changed my mind",
 * "wrong address", "cents") is read only when every word of it is a word the readers know; any other word is left, and
 * the move is asked back naming it (or stopped, when it may negate or change it).
 */
export function remarkRead(word: string, before: string | undefined, prose: boolean, kind: Intent['kind']): boolean {
  if (foreignStop(word) || unitWord(word)) return false;
  return prose || knownWord(word, before, kind);
}

/**
 * A sentence or a phrase of English: a subject, a verb of being or having, or the small words that join English
 * ("for rent", "as a gift", "taking some profit", "character by character"). A remark of words in none of these is a
 * word or two said on their own ("nein", "wrong address", "typo", "mat karo"), and each of its words must be known.
 */
export function proseClause(words: readonly string[]): boolean {
  return words.some((w) => sentenceWords.has(w));
}

const sentenceWords = new Set(
  `i im ive id ill he hes she shes it its they theyre theyve we weve you youre youve this that these those there theres
  is are was am be been being has have had will would should could may must qframeq qwantq
  the a an of for with by to in at and or but from my your our his her their some any so as like because since cuz`.split(/\s+/),
);

/** Words a remark may say that carry nothing for the move: courtesy, haste, "both", "same chain", "of course". */
const remarkWords = new Set(
  `also too both same time fast quick quickly course obv obviously sure yes yeah yep yup fine good great cool nice
  dear assistant bot agent again thats obrigado obrigada grazie shukriya dhanyavad dhanyavaad salamat spasibo arigato
  action task type pair entry signal asset size side go proceed notfinancialadvice nfa dyor well taking through money rent`.split(/\s+/),
);

/** Scales are said with the amount ("1.5 grand"); alone in a remark they may change it. */
const scales = new Set(`hundred thousand million billion grand k m`.split(/\s+/));

function knownWord(word: string, before: string | undefined, kind: Intent['kind']): boolean {
  if (/^[\d$.]/.test(word) || word === 'qrecipientq' || word === 'qframeq' || word === 'qwantq') return true;
  if (numberWords.has(word)) return !scales.has(word);
  if (
    emptyWords.has(word) ||
    remarkWords.has(word) ||
    courtesies.has(word) ||
    sayingWords.has(word) ||
    pastWords.has(word) ||
    referenceWords.has(word) ||
    shareWords.has(word)
  )
    return true;
  // "…, apiece" beside one recipient is no word of its move.
  if (moveWords[kind]?.has(word)) return true;
  // "…, net" alone is no chain's suffix ("нет" said in Latin letters); "on ethereum net" is.
  if (chainSuffixes.has(word)) return word !== 'net' || chainWords.has(before ?? '') || sharedChainWords.has(before ?? '');
  return tokenWords.has(word) || chainWords.has(word) || sharedChainWords.has(word) || verbs.has(word) || usdWords.has(word);
}
