/**
 * Courtesies that sound like a condition or a time and are neither ("if it is not too much trouble", "if you can",
 * "if that works", "at your convenience"): they ask nothing of the world, only of the service's good will. One list
 * for every reader: `withoutAgentFraming` leaves them out once, where they stand as a clause of their own; the guards,
 * careful prose and the word count of unread words use the same list (issue 16).
 *
 * Every phrase is written for the text as given and for the readers' own lowercased words, whose apostrophes are gone
 * ("it's" and "its"). A courtesy that says trouble only says no trouble: "if problem", "if a problem" is a condition.
 */
const phrases = [
  'if (?:at all )?possible',
  "if (?:it|that|this)(?: is|'?s| s| would be| will be)? (?:possible|ok|okay|alright|fine)",
  'if (?:it|that) works',
  // "…, if that distinction makes sense": whether the wording is clear, asked of the reader; nothing waits on it.
  'if (?:that|this|it)(?: (?:distinction|difference|wording|request))?(?: makes(?: any)? sense| is clear)',
  // "…if a direct wrap is possible": the move itself, said as something that can be done (what cannot be done fails).
  'if (?:a |the )?(?:direct |simple |plain |straight )?(?:wrap|unwrap|swap|transfer|trade|payment|conversion|purchase|sale) is (?:possible|available|feasible)',
  // "…, and its price if that's available": what can be told is told; nothing waits on it.
  "if (?:(?:it|that|this|one)(?: is|'?s| s) )?(?:available|known)",
  'if you can',
  // "I would like to launch a token on Base, if I may.": leave asked, of the service's good will.
  '(?:if|when) (?:i|we) may',
  // "…, if that is something you can do": the service's ability, asked of its good will (what it cannot do it refuses).
  "if (?:it|that|this)(?: is|'?s| s) (?:something|a thing) (?:that )?you (?:can|are able to) do",
  'if you are able to(?: do (?:it|that|this))?',
  "if you(?: would|'?d)(?: be so kind(?: as to)?| please)?",
  "if you (?:don'?t|do not) mind",
  "if (?:(?:it|that|this)(?: is|'?s) )?(?:not|no) (?:too much |any |a )?(?:trouble|bother|problem)",
  "if (?:it|that) (?:isn'?t|is not) (?:too much |any |a )?(?:trouble|bother|problem)",
  '(?:please )?let (?:me|us) know if you need anything(?: further| else| more)?',
  "when(?:ever)? you(?:'?re| are) ready",
  'at your (?:earliest )?convenience',
  "(?:(?:there(?: is|'?s) )|(?:i(?:'?m| am) in ))?no (?:particular |great )?(?:rush|hurry)(?: at all)?",
  '(?:please )?take your time',
];

/** A courtesy of the list, anywhere in a text (global, case-insensitive). */
export const courtesyPhrase = new RegExp(String.raw`\b(?:${phrases.join('|')})\b`, 'gi');

/**
 * An "if" of the list standing as a clause of its own: closed by a comma, a full stop or the end. A courtesy of time
 * ("whenever you are ready", "let me know if you need anything") is no "if" of the request: careful prose leaves it out
 * and asks the move back whole.
 */
const courtesyClause = new RegExp(String.raw`(?:,\s*|\s+|^)(?:${phrases.filter((p) => p.startsWith('if ')).join('|')})(?=\s*(?:[,.!?]|$))[,]?`, 'gim');

/** The text without its courtesies said as a clause of their own ("…, if that works.", "If possible, …"). */
export function withoutCourtesy(text: string): string {
  return text.replace(courtesyClause, '');
}

/** Words after "if" that make it a courtesy ("if possible", "if it's ok", "if you can"), not a condition. */
const courtesyAfterIf = new Set(['possible', 'ok', 'okay', 'convenient', 'you', 'u', 'thats', 'alright']);
/** Words that say a request can be done, never when: "if that is possible", "if it would be convenient", "if this works". */
const feasible = new Set(['possible', 'ok', 'okay', 'convenient', 'alright', 'fine', 'feasible', 'doable', 'works', 'allowed', 'available']);
/** What may stand between "if" and a word of feasibility in a courtesy: the request itself and a copula ("if that is"). */
const courtesyFiller = new Set(['that', 'this', 'it', 'its', 'thats', 'is', 's', 'would', 'be', 'were', 'was', 'all', 'at']);

/**
 * Whether the "if" at `i` of a prompt's words opens a courtesy: a phrase of the list, or words that say only that the
 * request can be done ("if that would all be convenient", "if you get the chance"); a condition says something of its
 * own ("if she confirms", "if it drops", "if that's ok with Carol").
 */
export function courtesyIf(words: readonly string[], i: number): boolean {
  if (words[i] !== 'if') return false;
  const from = words.slice(i, i + 8).join(' ');
  courtesyPhrase.lastIndex = 0;
  const phrase = courtesyPhrase.exec(from);
  if (phrase?.index === 0 && !/^ (?:with|for|by) (?!you\b|u\b|me\b|us\b)/.test(from.slice(phrase[0].length))) return true;
  if (words.slice(i + 1, i + 3).some((x) => courtesyAfterIf.has(x)) && !feasible.has(words[i + 2] ?? '')) return true;
  const end = words.slice(i + 1, i + 6).findIndex((x) => feasible.has(x));
  if (end < 0 || !words.slice(i + 1, i + 1 + end).every((x) => courtesyFiller.has(x))) return false;
  // "if that's ok with Carol": whether it is fine is someone else's to say, a condition; "ok with you" is a courtesy.
  const after = words.slice(i + 2 + end, i + 4 + end);
  return !(['with', 'for', 'by'].includes(after[0] ?? '') && !['you', 'u', 'me', 'us'].includes(after[1] ?? ''));
}
