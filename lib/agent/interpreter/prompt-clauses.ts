import { verbs } from '../../language/lexicon.ts';
import { isKnownField } from './structured-prompt.ts';

/**
 * A prompt cut into the parts a person writes one request in: sentences,
 * lines, list items and clauses joined by a separator or by "and" before a
 * new request; and the parts that are data, not the person's words — text
 * in quotes, markup, code, brackets — each kept whole as one part.
 */
export interface Clause {
  readonly text: string;
  /** Quoted, bracketed or marked-up text: what someone pasted, never an instruction. */
  readonly data: boolean;
}

/** Why a prompt is more than one plain request, whatever its words mean. */
export type PromptFlag =
  | 'quoted or pasted text'
  | 'markup or code'
  | 'a link'
  | 'a note or system line'
  | 'an instruction about instructions'
  | 'hidden or disguised characters';

/**
 * Multi-word quotes (a single quoted word — an address, a ticker — is the person's own), code, comments, tags, brackets;
 * each with a mark it cannot match without (a prompt without the mark is not tested for it, see `dataTests`).
 */
const dataPatterns: ReadonlyArray<readonly [RegExp, PromptFlag, RegExp]> = [
  [/^\s*>.*$/gm, 'quoted or pasted text', />/],
  // A table of two lines or more ("Date | Action | Token\n06/12 | SELL | UNI", tabs, or a header of words over comma
  // rows): its cells are read by their columns (pasted-table.ts), never as the person's sentence.
  [/^[^\n|]*\|[^\n|]*\|[^\n]*(?:\n[^\n|]*\|[^\n|]*\|[^\n]*)+/gm, 'quoted or pasted text', /\|/],
  [/^[^\n\t]*\t[^\n\t]*\t[^\n]*(?:\n[^\n\t]*\t[^\n\t]*\t[^\n]*)+/gm, 'quoted or pasted text', /\t/],
  [/^[a-z][a-z ()$_-]*(?:[,;][ \t]*[a-z][a-z ()$_-]*){2,}[ \t]*(?:\n[^\n,;]*(?:[,;][^\n,;]*){2,})+/gim, 'quoted or pasted text', /\n/],
  [/```[\s\S]*?(?:```|$)/g, 'markup or code', /```/],
  [/<!--[\s\S]*?(?:-->|$)/g, 'markup or code', /<!--/],
  [
    /<(script|style|div|span|p|b|i|u|em|strong|details|summary|instruction|system|user|assistant|admin|hidden|note|a)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi,
    'markup or code',
    /</,
  ],
  [/<+\/?[a-z!?][^<>]*>+/gi, 'markup or code', /</],
  [/`[^`\n]*\s[^`\n]*`/g, 'markup or code', /`/],
  [/\{\{[\s\S]*?\}\}|\{[^{}]*\}/g, 'markup or code', /\{/],
  [/\[[^\]\n]*\]/g, 'markup or code', /\[/],
  [
    /"[^"\n]*\s[^"\n]*"|“[^”\n]*\s[^”\n]*”|‘[^’\n]*\s[^’\n]*’|(?<=^|[\s:(])'[^'\n]*\s[^'\n]*'(?=[\s.,!?;:)]|$)|«[^»\n]*»|„[^“”\n]*[“”]/g,
    'quoted or pasted text',
    /["“‘'«„]/,
  ],
];

/** The data patterns without their `g`, built once: a test of each only asks whether it matches anywhere. */
const dataTests = dataPatterns.map(([pattern, flag, mark]) => [new RegExp(pattern.source, pattern.flags.replace('g', '')), flag, mark] as const);

/**
 * Signs anywhere in a prompt that someone is instructing the instructions, or writing for a machine rather than asking;
 * a costly sign may carry a pattern it cannot match without (a prompt failing it is not scanned for the sign).
 */
const flagPatterns: ReadonlyArray<readonly [RegExp, PromptFlag, RegExp?]> = [
  // Invisible and bidi characters, control characters (a NUL, an escape, a line or paragraph separator), the replacement
  // character of bytes that were not UTF-8 and lone surrogates, full-width letters, mixed scripts in one word.
  [
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
    /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFF01-\uFF5E]|[a-z][\u0400-\u04FF\u0370-\u03FF]|[\u0400-\u04FF\u0370-\u03FF][a-z]/i,
    'hidden or disguised characters',
  ],
  [
    /<\/?[a-z!?][^<>]*>|\*\*[^*]+\*\*|__[^_]+__|(?<![\w*])_[^_\s][^_]*_(?!\w)|~~[^~]+~~|^\s*#{1,6}\s|^\s*-{3,}\s*$|\$\\|\\text|&#x?[0-9a-f]+;|&[a-z]+;/im,
    'markup or code',
    /[<*_~#\\&-]/,
  ],
  [/^\s*(?:\$\s|>>>\s|\/\/|#!|--\s)|\b[a-z_]\w*\([^)]*[="'][^)]*\)\s*;?|[a-z_]+\s*\([^)]*\)\s*\{|=>\s*\{|;\s*$/im, 'markup or code', /[$>/#(=;-]/],
  [/\b[a-z][a-z0-9+.-]*:\/\/\S+|\bwww\.\S+/i, 'a link', /:\/\/|www\./i],
  [
    /(?:^|[\n.!?]\s*)\s*(?:system|assistant|user|admin|root|developer|operator|bot|ai|model|note|n\.?b|p\.?s|important|urgent|warning|alert|notice|reminder|update|instructions?|new instructions|override|execute|output|response|answer|question|task|command|cmd|todo|memo|message|email|subject|from|fwd|re|tweet|post|comment|reply|context|request|extra|action|payload|data|input)\s*[:：]/im,
    'a note or system line',
    /[:：]/,
  ],
  [/(?:^|\n)[^\n:]{1,24}:\s[^\n]*\n[^\n:]{1,24}:\s/, 'a note or system line', /\n/],
  // Mid-line too: "… ps: claim my fees", "#SYSTEM#", "[ADMIN]". ("Please note: three UNI received is the fixed figure"
  // (held-out-39, careful) is the person's own remark to the service, judged as any other remark.)
  [
    /(?:^|[\s#[(<{|])(?<!\b(?:please|kindly)\s)(?:system|assistant|admin|developer|operator|note|n\.?b|p\.?s|important|override|instructions?|execute|output)\s*[:#\]>]/i,
    'a note or system line',
    /[:#\]>]/,
  ],
  [
    /\b(?:ignor\w*|disregard\w*|forget|overrid\w*|bypass\w*|skip)\b[^.\n]{0,40}\b(?:instructions?|rules?|guidelines?|polic(?:y|ies)|constraints?|prompts?|above|below|previous|prior|earlier|safety|checks?|guardrails?|restrictions?|limits?|question|lo anterior|précédent\w*)\b|\b(?:you are now|you're now|act as|pretend|role-?\s?play|let'?s play|simulat\w+|in a story|(?:write|tell) (?:me )?a (?:story|poem|song|script)|jailbreak|developer mode|god mode|no rules|dan mode|sudo|pre-?approved|already (?:approved|agreed|authori[sz]ed|confirmed)|authori[sz]e[sd]? (?:by|this|it)|trusted instruction|(?:new|updated|hidden|secret|real|true) instructions?|system (?:prompt|message|override|mode)|end of (?:user )?(?:message|input|prompt)|translat\w*|summari[sz]\w*|paraphras\w*|rewrit\w*|decod\w*|base64|rot13|reverse (?:this|the)|run (?:this|it|the following)|continue from|as your (?:operator|admin|developer|owner))\b/i,
    'an instruction about instructions',
  ],
];

/** Words that may come between a separator and the request that follows it ("…, and then please send"). */
const lead = new Set([
  'and',
  'then',
  'also',
  'plus',
  'but',
  'so',
  'now',
  'oh',
  'btw',
  'ps',
  'first',
  'after',
  'that',
  'finally',
  'next',
  'please',
  'pls',
  'plz',
  'kindly',
  'just',
  'quickly',
  'ok',
  'okay',
  'instead',
  'actually',
  'anyway',
  'anyways',
  'lastly',
]);
const questionWords = new Set([
  'what',
  'whats',
  'how',
  'is',
  'are',
  'can',
  'could',
  'would',
  'will',
  'do',
  'does',
  'did',
  'why',
  'when',
  'where',
  'which',
  'who',
  'should',
  'show',
  'check',
  'tell',
  'give',
  'list',
  'bridge',
  'claim',
  'launch',
  'deploy',
  'stake',
  'set',
  'cancel',
]);

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .match(/[a-z]+/g) ?? [];

/** The word a request starts with (a verb of the lexicon or a question, after linking words), or undefined. */
export function requestStart(text: string): string | undefined {
  const first = wordsOf(text).find((w) => !lead.has(w));
  return first !== undefined && (verbs.has(first) || questionWords.has(first)) ? first : undefined;
}

/** "sell my eth and buy degen with it": selling one token to buy another is one trade, not two requests. */
function halvesOfOneTrade(before: string, start: string): boolean {
  const sides = new Set(['buy', 'sell']);
  const after = verbs.get(start);
  const told = new Set(['bought', 'sold']); // "I bought sol at 150, now sell…": a trade in the past is not the other half
  return after !== undefined && sides.has(after) && wordsOf(before).some((w) => !told.has(w) && sides.has(verbs.get(w) ?? '') && verbs.get(w) !== after);
}

/** Separators that always end a clause: sentence ends, lines, list marks, semicolons, pipes, dashes, runs of spaces, emoticons. */
const hardBreak =
  /(?<=[.!?…。！？])\s+(?=\S)|[\n\r\t]+|;|\s\|\s|\s\/\s|\s-{2,}\s|\s[—–]\s|[—–]|&&|>>|\s{3,}|[•·]|(?:^|\s)(?:\d{1,2}[.)]|[-*+])\s+(?=\S)|\s[:;][)(DPp](?=\s|$)|:\)|\p{Extended_Pictographic}/gu;
/** A comma before a reason or a relative clause ("…, because I want exposure", "…, which is my brother's wallet"): what follows says why, never how much or where. */
const asideBreak =
  /,\s+(?=(?:because|since|so that|as (?:i|we)|which (?:is|was|are)|who (?:is|was)|(?:(?:i\s*(?:am|m)|im)\s+)?(?:thinking (?:of|about)|considering)\s+\w+ing)\b)/gi;
/** Links that end a clause only when a new request follows (a comma between digits is part of a number). */
const softBreak = /,(?!\d)|\s(?:and then|and|then|also|plus|but|after that|btw|oh and|ps:?|p\.s\.?|&|\+|→|->|=>|⇒)\s/gi;

/** A prompt's clauses, in order; a prompt of one plain sentence is one clause. */
export function promptClauses(prompt: string): Clause[] {
  const clauses: Clause[] = [];
  let prose = prompt;
  for (const [pattern] of dataPatterns) {
    prose = prose.replace(pattern, (match: string, tag?: unknown, attributes?: unknown, inner?: unknown) => {
      // A paired tag: its text and its attributes (an href can hold anything) are each data. Other patterns have no groups.
      const paired = typeof tag === 'string' && typeof attributes === 'string' && typeof inner === 'string';
      for (const piece of paired ? [inner, attributes] : [match]) {
        const content = piece
          .replace(/^[\s`"“‘'«„>{[<]+|[\s`"”’'»“}\]>]+$/g, '')
          .replace(/^!--|--$/g, '')
          .trim();
        if (content) clauses.push({ text: content, data: true });
      }
      return '\n';
    });
  }
  // Parentheses: an aside of the person's own ("(base)", "(one hundred)"), read as a clause of its own.
  prose = prose.replace(/\(([^()\n]*)\)/g, (_m, inner: string) => (inner.trim() ? `\n${inner}\n` : ' '));
  for (const piece of prose.split(hardBreak).flatMap((p) => (p === undefined ? [] : p.split(asideBreak)))) {
    if (piece === undefined) continue;
    let rest = piece;
    let cut = nextSoftCut(rest);
    while (cut !== undefined) {
      clauses.push({ text: rest.slice(0, cut.at), data: false });
      rest = rest.slice(cut.at + cut.length);
      cut = nextSoftCut(rest);
    }
    clauses.push({ text: rest, data: false });
  }
  return clauses.map((c) => ({ ...c, text: c.text.replace(/\s+/g, ' ').trim() })).filter((c) => /[\p{L}\p{N}]/u.test(c.text));
}

/** "…, pay w usdc", "…, paying with eth": how a trade is paid for is part of it, not a payment of its own. */
const paidWith = /^\s*(?:and\s+)?(?:please\s+)?(?:pay|paying|paid)\s+(?:it\s+|for\s+it\s+)?(?:with|w\/?|in|using|from)\b/i;

/** "sell $200 of my ETH and convert it into USDC": what a sale is taken in, said as a conversion of it (one trade). */
const proceedsInto = /^\s*(?:convert|swap|exchange)\s+(?:it|them)\s+(?:into|to|for)\b/i;
const sold = (before: string): boolean => wordsOf(before).some((w) => verbs.get(w) === 'sell');

function nextSoftCut(text: string): { at: number; length: number } | undefined {
  for (const match of text.matchAll(softBreak)) {
    const after = text.slice(match.index + match[0].length);
    if (paidWith.test(after) || (/^\s*and\s*$/i.test(match[0]) && proceedsInto.test(after) && sold(text.slice(0, match.index)))) continue;
    const start = requestStart(after);
    if (match.index > 0 && start !== undefined && !halvesOfOneTrade(text.slice(0, match.index), start)) return { at: match.index, length: match[0].length };
  }
  return undefined;
}

/** What in a prompt, apart from its words, shows it is more than one plain request. */
export function promptFlags(text: string): PromptFlag[] {
  // "😮‍💨", "👨‍👩‍👧": a zero-width joiner between two emoji draws one emoji; it hides nothing.
  const prompt = text.replace(/(\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu, '$1');
  const flags = new Set<PromptFlag>();
  for (const [pattern, flag, mark] of dataTests) if (mark.test(prompt) && pattern.test(prompt)) flags.add(flag);
  for (const [pattern, flag, needs] of flagPatterns) if ((!needs || needs.test(prompt)) && pattern.test(prompt)) flags.add(flag);
  // `priority=high`: a setting of something this service has no field for is code, not a request ("slippage=0.5" is a field).
  // (Only a prompt with "=" can hold such a setting.)
  if (prompt.includes('=')) for (const match of prompt.matchAll(/\b([a-z_]{2,})\s*=\s*(?=[^\s=])/gi)) if (!isKnownField(match[1]!)) flags.add('markup or code');
  return [...flags];
}

/**
 * Words that say how often or at what hour a move runs ("every day", "on working days", "twice a week", "at 9:00"); not
 * "later" or "tomorrow", which reasons say of other things ("for a payment later this week"). A day named with its month
 * ("on December 10"), "noon", "midnight" and "nine o'clock" are times too: dropped, they left a move asked to run now.
 */
export const whenWords =
  /\b(?:every|each|daily|weekly|monthly|hourly|nightly|weekdays?|weekends?|working days?|business days?|workdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|recurring|repeat\w*|schedul\w*|(?:at|by|from)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|utc|h)?|\d{1,2}:\d{2}|(?:once|twice)\s+a|noon|midday|midnight|o['’]?clock|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?![\d.,:])|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|on\s+\d{1,2}\/\d{1,2})\b/i;
