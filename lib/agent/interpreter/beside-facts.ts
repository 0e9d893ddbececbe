import { numbersFromWords } from '../../language/number-words.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fail, type Intent, type Interpretation } from './intent.ts';

/**
 * The facts a sentence beside a move says of it again, in closed shapes, for beside-roles.ts (issue 16; held-out-29 and
 * held-out-30, careful): the amount's unit with the other unit ruled out ("the amount is 30 US dollars measured in ETH,
 * not thirty ETH"), the token spent or received ("the spend is in USDC and nothing else"), and the payee said in a
 * sentence of its own ("His address is bob.eth."), each with the check of whether it agrees with the move.
 */

/** Two amounts are one. */
export const same = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

/** A clause as written, lowercase, without marks: "the rest of my eth should remain exactly as it is". */
export const plainWords = (clause: string): string =>
  clause
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}.\s]|\.(?!\d)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What a sentence that says the amount's unit again keeps and rules out: a figure, in dollars or of a token. */
export type UnitSaid = { figure: number; unit: string; of?: string; ruledFigure?: number; ruled: string };

/** A lead that says the sentence is said to be clear ("to avoid any misunderstanding:", "to be clear,"). */
const clearLead =
  /^(?:(?:so |and )?(?:to avoid (?:any )?(?:misunderstanding|confusion|doubt)|(?:just )?to be (?:perfectly |absolutely |completely |quite )?clear|for the avoidance of doubt|to be precise) )/;
/** How the kept amount opens: "please ensure i receive", "the amount is", "i do mean", "that is". */
const unitLead =
  /^(?:(?:please |kindly )?(?:ensure|make sure) (?:that )?i (?:receive|get|end up with) |(?:the (?:amount|sum|figure)|it) (?:is|should be|must be|means) |i (?:do |really )?mean |(?:that is|thats) |i (?:want|would like|d like) (?:to (?:receive|get|spend) )?)?(?:exactly |precisely )?/;
const dollarUnit = /^(?:us )?(?:dollars?|usd|bucks)(?: (?:worth|value))?(?: (?:(?:measured|paid|priced|valued|taken|spent) in|(?:worth )?of)(?: my)? (\w+))?$/;

/**
 * "the amount is 30 US dollars measured in ETH, not thirty ETH", "please ensure I receive two LINK, not two dollars'
 * worth", "I do mean forty dollars, not forty SOL": the move's amount said with its unit, and the same figure in the
 * other unit ruled out (checked against the move by {@link unitAgrees}); undefined for any other sentence.
 */
export function unitOf(sentence: string): UnitSaid | undefined {
  const plain = numbersFromWords(plainWords(sentence).replace(/\.$/, ''), () => true)
    .replace(clearLead, '')
    .trim();
  const split = /^(.*?)(?: and)? (?:not|rather than|instead of) (.*)$/.exec(plain);
  if (!split) return undefined;
  const kept = /^(\d[\d.]*) (.+)$/.exec(split[1]!.replace(unitLead, ''));
  const ruled = /^(?:(\d[\d.]*) )?(.+)$/.exec(split[2]!);
  if (!kept || !ruled) return undefined;
  const unitWord = (words: string): { unit: string; of?: string } | undefined => {
    const dollars = dollarUnit.exec(words);
    if (dollars) return dollars[1] === undefined ? { unit: 'USD' } : tokenWords.has(dollars[1]) ? { unit: 'USD', of: tokenWords.get(dollars[1]) } : undefined;
    const token = tokenWords.get(words.replace(/ (?:tokens?|coins?)$/, ''));
    return token === undefined ? undefined : { unit: token.toUpperCase() };
  };
  const keptUnit = unitWord(kept[2]!);
  const ruledUnit = unitWord(ruled[2]!);
  if (!keptUnit || !ruledUnit || ruledUnit.of !== undefined || keptUnit.unit === ruledUnit.unit) return undefined;
  // One unit in dollars, the other a token: "not two dollars' worth" beside two LINK, "not thirty ETH" beside $30.
  if ((keptUnit.unit === 'USD') === (ruledUnit.unit === 'USD')) return undefined;
  const figure = Number(kept[1]);
  const ruledFigure = ruled[1] === undefined ? undefined : Number(ruled[1]);
  if (ruledFigure !== undefined && !same(ruledFigure, figure)) return undefined;
  return { figure, unit: keptUnit.unit, of: keptUnit.of?.toUpperCase(), ruledFigure, ruled: ruledUnit.unit };
}

/**
 * The token a move spends or receives, said again with its side: "the spend is in USDC and nothing else", "please make
 * sure only USDC is spent", "the proceeds should be in USDC only", "please use my USDC and no other token".
 */
const tokenSaid: readonly RegExp[] = [
  /^(?:please |kindly )?(?:(?:ensure|make sure) (?:that )?)?the (spend|payment|funds spent|money spent|proceeds|tokens received) (?:is|are|should be|must be|will be|comes?|should come|must come) (?:paid )?(?:in|from|with)(?: my)? (\w+)(?: (?:only|alone|and (?:nothing|no other (?:token|coin|asset)s?) else|and nothing else|and no other (?:token|coin|asset)s?))?$/,
  /^(?:please |kindly )?(?:(?:ensure|make sure) (?:that )?)?only (?:my )?(\w+) (?:is|gets|will be) (spent|used|received)$/,
  /^(?:please |kindly )?(use|spend|pay with) (?:only )?(?:my )?(\w+)(?: (?:only|and (?:nothing|no other (?:token|coin|asset)s?) else|and nothing else|and no other (?:token|coin|asset)s?))$/,
];

/** The token a sentence of {@link tokenSaid} names, and whether it is spent or received; undefined for any other sentence. */
export function tokenSaidOf(sentence: string): { token: string; received: boolean } | undefined {
  const plain = plainWords(sentence).replace(/\.$/, '');
  for (const [i, shape] of tokenSaid.entries()) {
    const m = shape.exec(plain);
    if (!m) continue;
    const [side, word] = i === 1 ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
    const token = tokenWords.get(word);
    if (token === undefined) return undefined;
    return { token: token.toUpperCase(), received: /^(?:proceeds|tokens received|received)$/.test(side) };
  }
  return undefined;
}

/** A token said again agrees with the move that spends it (or receives it, as said). */
export function tokenAgrees(said: { token: string; received: boolean } | undefined, intent: Intent): boolean {
  const move = intent as Record<string, unknown>;
  if (!said) return false;
  const side = intent.kind === 'swap' ? (said.received ? move.tokenOut : move.tokenIn) : said.received ? undefined : move.token;
  return typeof side === 'string' && side.toUpperCase() === said.token;
}

/**
 * A unit said again agrees with a move of that amount in that unit: dollars of the token spent ("30 US dollars measured
 * in ETH, not thirty ETH" beside $30 of ETH), or a token's own amount ("two LINK, not two dollars' worth" beside a buy of
 * exactly 2 LINK); the other unit ruled out is the move's own token or dollars.
 */
export function unitAgrees(said: UnitSaid | undefined, intent: Intent): boolean {
  const move = intent as Record<string, unknown>;
  const amount = move.amount as { kind?: string; value?: string } | undefined;
  if (!said || !amount || !same(Number(amount.value), said.figure)) return false;
  const spent = String(intent.kind === 'swap' ? move.tokenIn : move.token).toUpperCase();
  // The token whose amount an exact amount is: the one bought on a buy, else the one spent or sent.
  const counted = intent.kind === 'swap' && move.side === 'buy' ? String(move.tokenOut).toUpperCase() : spent;
  if (amount.kind === 'usd') return said.unit === 'USD' && (said.of === undefined || said.of === spent) && said.ruled === spent;
  if (amount.kind === 'exact') return said.unit === counted && said.ruled === 'USD';
  return false;
}

export const unitUnclear = (said: UnitSaid, value: string | undefined): Interpretation => {
  const token = said.unit === 'USD' ? said.ruled : said.unit;
  if (value === undefined || !same(Number(value), said.figure))
    return fail(
      'ONE_ACTION',
      `Your request says ${value ?? 'one amount'} and the sentence after it says ${said.figure}; say the one amount you mean, like "$${said.figure} of ${token}" or "${said.figure} ${token}". Nothing was done.`,
    );
  return fail(
    'BAD_AMOUNT',
    `I can't tell whether ${said.figure} is dollars or ${token}: the request and the sentence after it say different units. Say it once, like "$${said.figure} of ${token}" or "${said.figure} ${token}". Nothing was done.`,
  );
};

/** A payee written out: an 0x address, a Solana address or a name such as bob.eth. */
const payeeWritten = String.raw`(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.eth)`;
/** "His address is bob.eth.", "Her wallet address is 0x…", "My sister's ENS name is alice.eth.", "The recipient is …". */
const payeeSentence = new RegExp(
  String.raw`^(his|her|their|the (?:recipient|payee)['’]?s?|my [a-z]+['’]s)\s+(?:(?:wallet\s+)?address|wallet|ens(?:\s+name)?|basename)\s+is\s+${payeeWritten}\s*[.!]?$|^(the)\s+(?:recipient|payee)\s+is\s+${payeeWritten}\s*[.!]?$`,
  'i',
);

/** The payee a sentence of {@link payeeSentence} writes out; undefined for any other sentence. */
export const payeeOf = (sentence: string): string | undefined => {
  const m = payeeSentence.exec(sentence.trim());
  return m ? (m[2] ?? m[4]) : undefined;
};

/** Whose payee a sentence of {@link payeeSentence} names: "his", "her", "their", "my sister's", "the recipient's". */
export const payeeWhose = (sentence: string): string => {
  const m = payeeSentence.exec(sentence.trim())!;
  return (m[1] ?? m[3]!).toLowerCase().replace(/['’]s?$/, '');
};

/** The words by which the request points at the payee a sentence names: "him" after "his address", "her" after "my sister's". */
export function pointsAtPayee(whose: string, request: string): boolean {
  const said = request.toLowerCase();
  const pronoun = /\b(?:him|her|them)\b/;
  // "…to my friend Bob; his address is bob.eth." (held-out-34, careful): the one person the request sends to, by name,
  // is whom "his" or "her" points at.
  const named = (request.match(/\bto\s+(?:my\s+(?:[a-z]+\s+)?)?\p{Lu}\p{Ll}+\b/gu) ?? []).length === 1;
  if (whose === 'his') return /\bhim\b/.test(said) || named;
  if (whose === 'her') return /\bher\b/.test(said) || named;
  if (whose === 'their') return /\bthem\b/.test(said) || named;
  if (whose.startsWith('my ')) return pronoun.test(said) || said.includes(whose);
  // "The recipient is carol.base.eth.": the request names nobody it is sent to.
  return !/\bto\s+(?!(?:the\s+)?(?:recipient|payee)\b)[a-z]/.test(said);
}
