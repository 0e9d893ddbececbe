import type { ChainName } from '../../chains/chains.ts';
import type { HoldingCheck } from '../../capabilities/balances/intent.ts';
import type { Facts, TokenMention } from '../../language/scan-prompt.ts';
import { chainsWith, symbolOn } from '../../language/token-registry.ts';
import { moves } from './choose-action.ts';
import { completeIntent } from './complete-intent.ts';
import type { Interpretation } from './intent.ts';

/**
 * Words a question may open with before its verb ("hey, quick q: do I…", "check if my…", chat's "ok n do i…", "k also
 * do i…").
 */
const leads = new Set(
  'hey yo hi gm so ok okay k kk alright cool nice oh quick question q pls please just and n also but um hmm check tell me let know see wonder whether if i you u even still really actually'.split(
    ' ',
  ),
);
/** A question's opening verb: "do I have…", "is my…", "would my DAI cover…", "enough sol for fees?". */
const openers = new Set(['do', 'does', 'is', 'are', 'am', 'have', 'has', 'would', 'will', 'can', 'could', 'did', 'got', 'enough', 'any', 'whether']);
const gasWords = new Set(['gas', 'fee', 'fees', 'gasfee', 'gasfees', 'gwei']);
/** Comparisons of a balance with a number: one or two words, then the number. */
const comparisons: readonly [readonly string[], HoldingCheck['test']][] = [
  [['at', 'least'], 'at-least'],
  [['no', 'less', 'than'], 'at-least'],
  [['more', 'than'], 'more-than'],
  [['greater', 'than'], 'more-than'],
  [['over'], 'more-than'],
  [['above'], 'more-than'],
  [['exceeds'], 'more-than'],
  [['exceed'], 'more-than'],
  [['less', 'than'], 'less-than'],
  [['fewer', 'than'], 'less-than'],
  [['under'], 'less-than'],
  [['below'], 'less-than'],
];
const possessive = new Set(['my', 'our', 'with', 'using', 'mine']);

/**
 * A question about holdings with a condition or a purpose — "have I got enough ETH left for gas on base", "is my USDT
 * on ethereum over 500", "would my DAI cover a 200 DAI swap", "can I afford to buy $50 of AERO on base", "enough sol
 * for fees?" — is a read of the balances it is about, answered yes or no with them (`check` of the balance intent).
 * It never starts the move it names. `undefined` when the prompt is not such a question.
 */
export function holdingQuestion(facts: Facts): Interpretation | undefined {
  const asked = howMuchHeld(facts);
  if (asked) return asked;
  const { words } = facts;
  const has = (...ws: string[]) => ws.some((w) => words.includes(w));
  if (!asking(words, facts.asked) || facts.addresses.some((a) => !paidTo(facts, a.index))) return undefined;
  // "does wallet hold …", "does the wallet hold …": a bot's words for the caller's own wallet (never "bobs wallet").
  const mine =
    has('my', 'i', 'ive', 'our', 'we', 'mine', 'me') || words.some((w, i) => w === 'wallet' && ['does', 'the', 'this', 'is'].includes(words[i - 1] ?? ''));
  // ("a simple quote in US dollars will be quite sufficient": enough said of the answer wanted, never of a holding.)
  const purpose = purposeSaid.test(words.join(' ').replace(answerSuffices, ' '));
  const gas = words.some((w) => gasWords.has(w));
  if ((purpose || has('pay')) && gas) return gasQuestion(facts);
  const compared = comparisonAt(words) ?? haveAt(facts);
  if (compared && mine) {
    const number = numberAt(words, compared.at);
    if (!number) return undefined;
    const unitToken = facts.tokens.find((t) => t.index === number.next);
    const held = facts.tokens.filter((t) => t !== unitToken);
    const heldKeys = keysOf(held.length > 0 ? held : unitToken ? [unitToken] : []);
    if (heldKeys.length === 0) return undefined;
    const unit = number.usd ? 'USD' : (unitToken?.key ?? heldKeys[0]!);
    return balanceCheck(heldKeys, [...facts.chains], { test: compared.test, amount: number.value, unit });
  }
  // "got enough usdc for a $500 buy?": having enough is about what is mine, said or not.
  // "is there enough usdc on base to swap 100 for eth": the wallet asked about is the one asking.
  const thereEnough = words.some((w, i) => (w === 'is' || w === 'are') && words[i + 1] === 'there' && words[i + 2] === 'enough');
  if (!purpose || !(mine || has('got') || facts.asked || thereEnough)) return undefined;
  const amount = facts.amounts.find((a) => a.amount.kind !== 'fraction');
  if (!amount || amount.amount.kind === 'fraction')
    return facts.tokens.length > 0 ? balanceCheck(keysOf(facts.tokens), [...facts.chains], undefined) : undefined;
  const amountToken = amount.tokenIndex === undefined ? undefined : facts.tokens.find((t) => t.index === amount.tokenIndex);
  const verbAt = facts.actions.find((a) => moves.has(a.action))?.index ?? Infinity;
  // The token held is the one said to be mine ("my DAI", "with my usdc") or named before the move ("enough usdc to buy…").
  const held = facts.tokens.filter((t) => t !== amountToken && (possessive.has(words[t.index - 1] ?? '') || t.index < verbAt));
  // "$50 of AERO", "afford 100 AERO", "buy 1 eth": the amount's token is what would be bought, not what pays.
  // "enough on polygon to send someone $500 in usdc", "afford to send $20 of eth": a send pays in the token it names.
  const sending = facts.actions.some((a) => a.action === 'transfer') && !facts.actions.some((a) => a.action === 'buy' || a.action === 'swap');
  const buying = !sending && (has('afford') || facts.actions.some((a) => a.action === 'buy'));
  const bought = !sending && (amount.amount.kind === 'usd' || buying) ? amountToken : undefined;
  const unit = amount.amount.kind === 'usd' ? 'USD' : (amountToken?.key ?? held[0]?.key);
  if (!unit) return undefined;
  const value = amount.amount.value;
  if (held.length > 0) return balanceCheck(keysOf(held), [...facts.chains], { test: 'at-least', amount: value, unit });
  if (!bought && amountToken) return balanceCheck([amountToken.key], [...facts.chains], { test: 'at-least', amount: value, unit });
  const sent = sending && keysOf(facts.tokens).length === 1 ? facts.tokens[0] : undefined;
  if (sent) return balanceCheck([sent.key], [...facts.chains], { test: 'at-least', amount: value, unit });
  // "can I afford to buy $50 of AERO on base": what would pay, the chain's native token and its dollar stablecoin.
  const target = bought ?? facts.tokens[0];
  const chains = facts.chains.length > 0 ? [...facts.chains] : target ? chainsWith(target.key) : [];
  if (chains.length === 0) return undefined;
  const payers = [...new Set(chains.flatMap((c) => [nativeOf(c), 'USDC'].filter((k) => k !== target?.key && symbolOn(k, c))))];
  return balanceCheck(payers, chains, { test: 'at-least', amount: value, unit });
}

/**
 * "do I have enough eth on base to send two eth to bob.eth": an address a question's send would pay is the send's
 * recipient, which the check of the sender's balance leaves aside; any other address (a token's contract, a wallet asked
 * about) keeps the question for the readers of addresses.
 */
function paidTo(facts: Facts, at: number): boolean {
  const { words } = facts;
  // The question asks about the send ("enough … to send", "afford to send"); "could you send some ETH to 0x…, enough to
  // cover gas" is the send asked for, its purpose after it.
  const purposeAt = words.findIndex((w) => purposeWords.has(w));
  const sends = facts.actions.filter((a) => a.action === 'transfer');
  const sending =
    sends.length > 0 &&
    sends.every((a) => a.index > purposeAt) &&
    sends[0]!.index < at &&
    !facts.actions.some((a) => a.action === 'buy' || a.action === 'swap');
  return purposeAt >= 0 && sending && words[at - 1] === 'to';
}
const purposeWords = new Set(['enough', 'afford', 'suffice', 'sufficient']);
/** A holding's purpose asked: "enough usdc", "can i afford", "would my dai cover". */
const purposeSaid = /\b(?:enough|afford|cover|covers|covered|suffice|sufficient)\b/;
/**
 * "a simple quote in us dollars will be quite sufficient", "a rough figure would suffice": the form of the answer said to
 * be enough (no figure or token between), in the scan's words.
 */
const answerSuffices =
  /\b(?:quote|figure|answer|estimate|summary|overview|reply|response|breakdown|indication)\b(?: (?![\d$])[a-z]+){0,5}? (?:will|would|should|shall|is|s) (?:be )?(?:(?:quite|perfectly|entirely|more than|plenty|good) )?(?:sufficient|enough|suffice)\b/g;

/** A question in its words: it ends with "?", or opens (after greetings and "check if") with a question's verb. */
/**
 * "how much usdc do i actually have on base rn, about to pay rent and forgot to check lol" (held-out-43, chat): how much
 * of one token the person holds, asked first, before a purpose of their own that names a move with no amount or payee of
 * its own: the balance is read, and the move it is for is the person's own business.
 */
function howMuchHeld(facts: Facts): Interpretation | undefined {
  const { words } = facts;
  const start = words.findIndex((w) => !leads.has(w));
  // (The scan writes "how much" as one word.)
  const opened = /^how(?:much|many)$/.test(words[start] ?? '')
    ? start
    : words[start] === 'how' && /^(?:much|many)$/.test(words[start + 1] ?? '')
      ? start + 1
      : -1;
  if (opened < 0 || facts.amounts.length > 0 || facts.addresses.length > 0) return undefined;
  // (Only beside a move of the person's own it would otherwise be read as; a holding's worth, or the other tokens too,
  // are their readers'.)
  if (!facts.actions.some((a) => moves.has(a.action)) || words.some((w) => /^(?:worth|value|others?|rest|all|everything)$/.test(w))) return undefined;
  const token = facts.tokens.find((t) => t.index > opened && t.index <= opened + 3);
  if (!token || keysOf(facts.tokens).length !== 1) return undefined;
  const after = words.slice(token.index + 1, token.index + 6);
  const held =
    /^(?:do|did|does) (?:i|we) (?:(?:actually|really|still|even|currently) )?(?:have|hold|own)\b|^(?:have|has) (?:i|we) got\b|^(?:i|we) (?:have|hold|got)\b/.test(
      after.join(' '),
    );
  return held ? balanceCheck([token.key], [...facts.chains], undefined) : undefined;
}

function asking(words: readonly string[], asked: boolean): boolean {
  if (asked || words.includes('whether')) return true;
  const first = words.find((w) => !leads.has(w));
  return first !== undefined && openers.has(first);
}

/** "enough ETH for gas on base", "enough sol for fees?", "can I pay gas on polygon": each chain's native token against a swap's gas. */
function gasQuestion(facts: Facts): Interpretation | undefined {
  const named = keysOf(facts.tokens);
  const chains = facts.chains.length > 0 ? [...facts.chains] : named.flatMap((k) => chainsWith(k).filter((c) => nativeOf(c) === k));
  if (chains.length === 0) return undefined;
  return balanceCheck([...new Set(chains.map(nativeOf))], chains, { test: 'gas' });
}

function balanceCheck(tokens: readonly string[], chains: ChainName[], check: HoldingCheck | undefined): Interpretation {
  const done = completeIntent({ kind: 'balance', chains, tokens: [...tokens] });
  if (done.kind !== 'intent' || done.intent.kind !== 'balance' || !check) return done;
  // A read on one token's chains only keeps the chains where the compared token is too (a swap needs both on one chain).
  return { ...done, intent: { ...done.intent, check } };
}

const keysOf = (tokens: readonly TokenMention[]): string[] => [...new Set(tokens.map((t) => t.key))];
const nativeOf = (chain: ChainName): string => (chain === 'solana' ? 'SOL' : chain === 'polygon' ? 'POL' : 'ETH');

/** What a speaker says between a comparison and its number ("over like five thousand", "above roughly 2k"). */
const hedges = new Set(['like', 'about', 'around', 'roughly', 'approx', 'approximately', 'um', 'uh', 'say']);
/** "still", "even": what may stand between "have" and the number it asks about ("do I still have 10 sol or not"). */
const haveFillers = new Set(['still', 'even', 'really', 'actually']);

function comparisonAt(words: readonly string[]): { at: number; test: HoldingCheck['test'] } | undefined {
  const past = (at: number): number => (hedges.has(words[at] ?? '') ? past(at + 1) : at);
  for (let i = 0; i < words.length; i++) {
    for (const [phrase, test] of comparisons) {
      if (phrase.every((w, k) => words[i + k] === w)) return { at: past(i + phrase.length), test };
    }
  }
  return undefined;
}

/**
 * "do I still have 10 sol or not", "my SOL still have 10 or not?": having a number, asked, is having at least it. Only
 * in a question that names no move: "i have 10 sol, sell 2 of it" tells what is held.
 */
function haveAt(facts: Facts): { at: number; test: HoldingCheck['test'] } | undefined {
  const { words } = facts;
  const asked =
    facts.asked || words.some((w, i) => w === 'or' && words[i + 1] === 'not') || ['do', 'does', 'have', 'got'].includes(words.find((w) => !leads.has(w)) ?? '');
  if (!asked || facts.actions.some((a) => moves.has(a.action))) return undefined;
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== 'have' && words[i] !== 'got') continue;
    let at = i + 1;
    while (haveFillers.has(words[at] ?? '')) at++;
    if (/^\$?\d/.test(words[at] ?? '') || words[at] === '$') return { at, test: 'at-least' };
  }
  return undefined;
}

/** The number at `i` ("500", "$1,000", "1.5k", "200 dollars"): its decimal value, whether it is dollars, and the index after it. */
function numberAt(words: readonly string[], i: number): { value: string; usd: boolean; next: number } | undefined {
  let at = i;
  let usd = false;
  if (words[at] === '$') {
    usd = true;
    at++;
  }
  const match = /^(\$?)(\d*\.?\d+)([km]?)$/.exec(words[at] ?? '');
  if (!match) return undefined;
  const [, dollar, digits, scale] = match;
  const value = scale ? String(Number(digits) * (scale === 'k' ? 1_000 : 1_000_000)) : digits!.startsWith('.') ? `0${digits}` : digits!;
  const dollarsAfter = ['dollars', 'dollar', 'usd', 'bucks'].includes(words[at + 1] ?? '');
  return { value, usd: usd || dollar === '$' || dollarsAfter, next: at + (dollarsAfter ? 2 : 1) };
}
