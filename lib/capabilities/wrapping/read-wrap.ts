import { oneAmount } from '../../language/one-amount.ts';
import { units } from '../../language/number-words.ts';
import type { ChainName } from '../../chains/chains.ts';
import { badAmountMessage, scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { ask, fail, type PartialOf, type Reading } from '../../language/reading.ts';
import { chainLabels, chainList } from '../../language/token-registry.ts';
import { sharedChainWords } from '../../language/lexicon.ts';
import type { ReadingContext } from '../capability.ts';
import { UnwrapIntentSchema, WrapIntentSchema, type UnwrapIntent, type WrapIntent } from './intent.ts';
import { chainsWrapping, solanaPartialUnwrapMessage, solanaUnwrapNote, wrapPairOf } from './wrap-pair.ts';
import { holdingPointedAt, pointsBack } from './wrap-thread.ts';
import { answerTakenBack, wrapDoubt } from './wrap-doubts.ts';

type WrapReading = Reading<WrapIntent | UnwrapIntent>;
type Pending = PartialOf<WrapIntent | UnwrapIntent>;

// A word ending a number said aloud ("point zero one of it" is 0.01) is no count of its own.
const countOfIt =
  /(?<!\b(?:point|zero|oh|o|and|hundred|thousand|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|[\d.,]+)[\s-]+)\b(?:one|two|three|four|five|six|seven|eight|nine|ten)(?=\s+of\s+(?:it|them|those|these|that|this)\b)/i;
const mentionsWrap = /\b(?:un)?wrap(?:ping)?\b/i;
/** A wrapped token named ("weth", "wpol", "wsol", "wrapped sol"): the prompt may be a conversion to or from it. */
const mentionsWrapped = /\bw(?:eth|pol|sol)\b|\bwrapped\b/i;
const verbs = new Map<string, 'wrap' | 'unwrap'>([
  ['wrap', 'wrap'],
  ['unwrap', 'unwrap'],
  ['wrapping', 'wrap'],
  ['unwrapping', 'unwrap'],
]);
/** A wrap said with a condition or a time is an order, not a wrap now: left to the other readers (which refuse it). */
const laterWords = new Set(['if', 'when', 'whenever', 'unless', 'once', 'every', 'daily', 'weekly', 'monthly', 'hourly', 'tomorrow', 'until']);
/** A question about wrapping ("how do I wrap eth?", "what is wrapping") is no request to wrap. */
const questionStarts = new Set(['how', 'what', 'whats', 'why', 'should', 'does', 'is', 'which', 'where', 'explain']);
const negations = new Set(['dont', 'not', 'never', 'cant', 'cannot', 'without']);

/** The native token a mention belongs with: ETH for ETH and WETH, POL for WPOL, SOL for "wsol" and "wrapped sol". */
function familyOf(key: string): string | undefined {
  const upper = key.toUpperCase();
  for (const side of ['native', 'wrapped'] as const) {
    const chains = chainsWrapping(upper, side);
    if (chains[0]) return wrapPairOf(chains[0]).native;
  }
  return undefined;
}

/** The token keys the prompt names, with "wsol" and "wrapped sol" / "wrapped pol" read as the wrapped tokens. */
function tokenKeys(facts: Facts): string[] {
  return tokenMentions(facts).map((m) => m.key);
}

/** The tokens named, in the order said, each with where it was said ("wsol" is no registry word, so it is found here). */
function tokenMentions(facts: Facts): { key: string; index: number }[] {
  const mentions = facts.tokens.map((t) => ({ key: facts.words[t.index - 1] === 'wrapped' ? `W${t.key}` : t.key, index: t.index }));
  facts.words.forEach((w, index) => {
    if (w === 'wsol') mentions.push({ key: 'WSOL', index });
  });
  return mentions.sort((a, b) => a.index - b.index);
}

const verbing = (kind: 'wrap' | 'unwrap') => (kind === 'wrap' ? 'wrapping' : 'unwrapping');

/**
 * "wrap 1 eth on base", "unwrap all my weth on ethereum", "wrap half my pol": the prompts that say wrap or unwrap,
 * and the answers to their questions on the thread. Never guesses: a missing chain (when the token is native to
 * several) or amount is asked for; a condition, a question or a negation is left to the other readers.
 * Trades between a native token and its wrapped form ("swap eth to weth on base") are read as swaps, then completed
 * as wraps (`complete-intent.ts`).
 */
export function readWrap(text: string, context: ReadingContext): WrapReading | undefined {
  const previous = context.thread.at(-1)?.interpretation;
  const asked =
    previous?.kind === 'ask' && (previous.pending.kind === 'wrap' || previous.pending.kind === 'unwrap')
      ? { pending: previous.pending as Pending, question: previous.question }
      : undefined;
  // Most prompts are not ours: they are passed on without being scanned (the interpreter's time per prompt).
  const wrapSaid = mentionsWrap.test(text);
  if (!asked && !wrapSaid && !mentionsWrapped.test(text)) return undefined;
  // "wrap one of it", "unwrap two of them": a count of the holding pointed at is that many of it.
  const facts = scanPrompt(text.replace(countOfIt, (n) => String(units[n.toLowerCase()])));
  const at = facts.words.findIndex((w) => verbs.has(w));
  if (at < 0) {
    const converted = readConversion(facts);
    if (converted) return converted;
    if (!asked || facts.actions.length > 0) return undefined;
    // "not base", "base. actually ethereum": an answer that takes back or rules out is asked again, never half-read.
    if (answerTakenBack(text)) return ask(`I could not tell one answer from "${text.trim()}"; nothing was done. ${asked.question}`, asked.pending);
    return answer(asked.pending, facts, asked.question);
  }
  const words = facts.words;
  if (questionStarts.has(words[0] ?? '') || words.some((w) => laterWords.has(w) || negations.has(w))) return undefined;
  const kind = verbs.get(words[at]!)!;
  const doubt = wrapDoubt(text, kind);
  if (doubt) return doubt;
  if (facts.actions.length > 0) return fail('ONE_ACTION', 'One action per prompt for now: send the steps as separate prompts. Nothing was done.');
  if (facts.addresses.length > 0) {
    return fail(
      'UNSUPPORTED_ACTION',
      `I ${kind} in your own wallet only; to send the result, ${kind} first, then send it in a second prompt. Nothing was done.`,
    );
  }
  if (facts.unsupportedChain)
    return fail(
      'UNSUPPORTED_CHAIN',
      `${facts.unsupportedChain} is not supported; I ${kind} on base, ethereum, unichain, polygon and solana. Nothing was done.`,
    );
  if (facts.badAmount) return fail('BAD_AMOUNT', badAmountMessage(facts.badAmount));
  const keys = tokenKeys(facts);
  const families = [...new Set(keys.map(familyOf))];
  if (families.includes(undefined)) {
    const other = keys.find((k) => familyOf(k) === undefined)!;
    return fail(
      'TOKEN_NOT_SUPPORTED_YET',
      `I can only wrap a chain's native token: ETH into WETH on base, ethereum and unichain, POL into WPOL on polygon, SOL into wrapped SOL on solana; ${other} is not one. Nothing was done.`,
    );
  }
  if (families.length > 1) return fail('TOKEN_NOT_SUPPORTED_YET', `${keys.join(' and ')} are not one token and its wrapped form. Nothing was done.`);
  const family = families[0];
  // "wrap 1 weth", "unwrap my eth": the verb and the token it names pull opposite ways (WETH is what one unwraps), so
  // which way to turn it is asked, never guessed.
  // "wrap one of it into weth", "unwrap 0.5 to eth": a token named only as what the wrap makes is no such pull.
  const made = tokenMentions(facts).every(
    (m) => makes.has(facts.words[m.index - 1] ?? '') || (plainWords.has(facts.words[m.index - 1] ?? '') && makes.has(facts.words[m.index - 2] ?? '')),
  );
  // A pointer in it ("one of it") must point at the holding the wrap spends: "it" after a WETH balance is no ETH.
  const madeFrom = made && (!words.some((w) => pointsBack.has(w)) || holdingPointedAt(words, kind, context) !== undefined);
  const against = family && keys.length > 0 && !madeFrom && keys.every((k) => (kind === 'wrap' ? k.toUpperCase() !== family : k.toUpperCase() === family));
  if (against) {
    const wrapped = tokenOf('unwrap', family);
    const [named, other] = kind === 'wrap' ? [wrapped, family] : [family, wrapped];
    return ask(
      `You said ${kind}, but ${named} is what one ${kind === 'wrap' ? 'unwraps' : 'wraps'}: do you want ${named} turned into ${other}, or ${other} into ${named}? Say "unwrap ${wrapped}" or "wrap ${family}", with how much.`,
      { kind, ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}), awaiting: 'token' },
    );
  }
  const token = family && tokenOf(kind, family);
  const pointed = (!family || madeFrom) && facts.chains.length === 0 ? holdingPointedAt(words, kind, context) : undefined;
  if (pointed) return complete({ kind, ...pointed, ...(facts.amounts[0] ? { amount: facts.amounts[0].amount } : {}) });
  if (facts.chains.length > 1) return ask(`Which one chain should I ${kind} on?`, { kind, ...(token ? { token } : {}), awaiting: 'chain' });
  const amount = facts.amounts[0]?.amount;
  return complete({ kind, ...(token ? { token } : {}), ...(facts.chains[0] ? { chain: facts.chains[0] } : {}), ...(amount ? { amount } : {}) });
}

/** Words before the token a wrap makes ("into weth", "to plain eth"). */
const makes = new Set(['into', 'to', 'as']);
const plainWords = new Set(['normal', 'plain', 'regular', 'native', 'ordinary']);
/** Words that join what is given to what it becomes ("into", "to", "back to"), or to what it comes from ("from", "out of"). */
const becomes = new Set(['into', 'to', 'for', 'as', '->', 'back', 'become', 'becomes']);
/** Verbs of a conversion in everyday words; a trade's own verbs ("swap", "convert") are read the same way. */
const conversionVerbs = new Set([
  'turn',
  'change',
  'make',
  'convert',
  'swap',
  'exchange',
  'switch',
  'transform',
  'put',
  'get',
  'give',
  'trade',
  'go',
  'become',
  'becomes',
  'have',
  'return',
  'take',
  'pull',
  'want',
]);
/** Words of a question about the two tokens' prices ("weth to eth rate"), which is no conversion. */
const priceWords = new Set(['price', 'prices', 'rate', 'ratio', 'chart', 'worth', 'value', 'peg', 'depeg', 'spread', 'difference']);

/**
 * "turn 1 eth into weth", "change my wpol back to pol", "Give back my 0.02 WETH to normal ETH on ethereum", "Make
 * please the POL into WPOL, 4 pieces, on polygon": a native token and its own wrapped form, one turned into the other,
 * is a wrap or an unwrap however it is said. What is spent is the first named, or the one after "from" ("get my eth
 * back from weth"). Only a prompt that is that and nothing else: one amount at most, no address, no other token, and
 * no action but a trade's or a "give back". `undefined` for anything else.
 */
function readConversion(facts: Facts): WrapReading | undefined {
  const { words } = facts;
  const mentions = tokenMentions(facts);
  // A token named again with its amount ("take back ETH from my WETH, 0.01 WETH") is the same token, not a third one.
  const keys = [...new Set(mentions.map((m) => m.key))];
  if (keys.length !== 2 || facts.addresses.length > 0 || facts.amounts.length > 1) return undefined;
  // With no verb, only a bare conversion ("weth to eth on base, 0.2", "from weth to eth 0.1 on base") is one.
  // "my wsol to sol please": a holding named first is bare too.
  const lead = words[0] === 'my' ? 1 : 0;
  const bare = facts.actions.length === 0 && (words[0] === 'from' || mentions[0]?.index === lead || facts.amounts[0]?.index === lead);
  // "changed back", "turning", "converts": the verb in any of its forms.
  const conversionVerb = (w: string) =>
    [w, w.replace(/d$/, ''), w.replace(/ed$/, ''), w.replace(/ing$/, ''), w.replace(/ing$/, 'e'), w.replace(/s$/, '')].some((v) => conversionVerbs.has(v));
  if (!(bare || words.some(conversionVerb)) || questionStarts.has(words[0] ?? '') || words.some((w) => negations.has(w) || priceWords.has(w))) {
    return undefined;
  }
  // "give back my weth to eth": a give with no one to give to, and "back", is the holder's own conversion.
  if (facts.actions.some((a) => a.action !== 'swap' && !(a.action === 'transfer' && words.includes('back')))) return undefined;
  const [first, second] = keys.map((k) => k.toUpperCase()) as [string, string];
  const family = familyOf(first);
  if (!family || familyOf(second) !== family || first === second) return undefined;
  const between = words.slice(mentions[0]!.index + 1, mentions.find((m) => m.key === keys[1])!.index);
  const fromSecond = between.includes('from') || between.some((w, i) => w === 'out' && between[i + 1] === 'of');
  if (!fromSecond && !between.some((w) => becomes.has(w))) return undefined;
  const spent = fromSecond ? second : first;
  const kind = spent === family ? 'wrap' : 'unwrap';
  // "turn my eth into weth when gas is low": a conversion that waits is never done now (the general reading of a
  // verbless trade has no guard for it).
  if (words.some((w) => laterWords.has(w)))
    return fail('CONDITIONAL_MOVE', `That ${kind} waits on something I cannot check, so nothing was done. Send it on its own when it should happen.`);
  if (facts.unsupportedChain)
    return fail(
      'UNSUPPORTED_CHAIN',
      `${facts.unsupportedChain} is not supported; I ${kind} on base, ethereum, unichain, polygon and solana. Nothing was done.`,
    );
  if (facts.badAmount) return fail('BAD_AMOUNT', badAmountMessage(facts.badAmount));
  if (facts.chains.length > 1) return ask(`Which one chain should I ${kind} on?`, { kind, token: tokenOf(kind, family), awaiting: 'chain' });
  const amount = facts.amounts[0]?.amount;
  return complete({ kind, token: tokenOf(kind, family), ...(facts.chains[0] ? { chain: facts.chains[0] } : {}), ...(amount ? { amount } : {}) });
}

/** What a wrap of `family` (ETH, POL, SOL) spends: the native token to wrap, or the wrapped one to unwrap. */
const tokenOf = (kind: 'wrap' | 'unwrap', family: string): string => (kind === 'wrap' ? family : wrapPairOf(chainsWrapping(family, 'native')[0]!).wrapped);

/**
 * The answer to a wrap's question: the chain or the amount it asked for (or both), or a no. An answer naming
 * another token ("5 usdc" to "How much ETH should I wrap?") asks the question again: it never wraps that amount.
 */
function answer(pending: Pending, given: Facts, question: string): WrapReading | undefined {
  // "ethereum" (or "Solana.") answering "Which chain should I wrap ETH on?": a chain's full name said alone is the chain,
  // not the coin it shares a word with (it was asked again and again).
  const fullName = given.words.find((w) => w === 'ethereum' || w === 'solana');
  const named = pending.awaiting === 'chain' && given.chains.length === 0 && given.amounts.length === 0 && given.tokens.length === 1 && fullName;
  const facts: Facts = named ? { ...given, chains: [sharedChainWords.get(fullName)!], tokens: [] } : given;
  if (facts.no && !facts.yes) return fail('CANCELLED', 'Cancelled; nothing was done.');
  if (facts.unsupportedChain) return fail('UNSUPPORTED_CHAIN', `${facts.unsupportedChain} is not supported. Nothing was done.`);
  if (facts.badAmount) return fail('BAD_AMOUNT', badAmountMessage(facts.badAmount));
  const chain = facts.chains.length === 1 ? facts.chains[0] : undefined;
  const amount = facts.amounts[0]?.amount;
  // "all but 0.01", "0.5 or 1": an answer whose number is not the amount itself is asked again (it wrapped 0.01).
  if (amount && pending.awaiting === 'amount' && !oneAmount(facts, facts.amounts[0]!.index)) {
    return ask(`I could not tell one amount from "${facts.words.join(' ')}"; nothing was done. ${question}`, pending);
  }
  const keys = tokenKeys(facts);
  if (!chain && !amount && keys.length === 0) return undefined;
  const families = [...new Set(keys.map(familyOf))];
  const was = pending.token ? familyOf(pending.token) : undefined;
  if (families.length > 1 || families.includes(undefined) || (was && families[0] && families[0] !== was)) {
    return ask(`${keys.join(' and ')} ${keys.length > 1 ? 'are' : 'is'} not what this ${pending.kind} is of, so nothing was done. ${question}`, pending);
  }
  const family = families[0];
  const { awaiting: _awaiting, ...known } = pending;
  return complete({
    ...known,
    ...(family && !was ? { token: tokenOf(pending.kind, family) } : {}),
    ...(chain ? { chain } : {}),
    ...(amount ? { amount } : {}),
  } as Pending);
}

/** What is known, checked: the one question still open, a refusal, or the intent. */
function complete(pending: Pending): WrapReading {
  let d = pending;
  const family = d.token ? familyOf(d.token) : undefined;
  const notes: string[] = [];
  if ((d.chain === 'solana' || family === 'SOL') && d.kind === 'unwrap') {
    // Solana unwraps by closing the wrapped SOL account: all of it, never a part. "unwrap my wsol" is all, and says so.
    if (d.amount && !(d.amount.kind === 'fraction' && d.amount.value === 1)) return fail('INVALID_AMOUNT', solanaPartialUnwrapMessage);
    if (!d.amount) notes.push(solanaUnwrapNote);
    d = { ...d, amount: { kind: 'fraction', value: 1 } };
  }
  let chain: ChainName | undefined = d.chain;
  if (!chain) {
    const where = family ? chainsWrapping(family, 'native') : (['base', 'ethereum', 'unichain', 'polygon', 'solana'] as ChainName[]);
    if (where.length !== 1) return ask(`Which chain should I ${d.kind} ${family ? `${d.token} ` : ''}on? ${chainList(where)}.`, { ...d, awaiting: 'chain' });
    chain = where[0]!;
    notes.push(`On ${chainLabels[chain]}: the only supported chain whose native token is ${family}.`);
  }
  const pair = wrapPairOf(chain);
  if (family && family !== pair.native) {
    return fail(
      'TOKEN_NOT_ON_CHAIN',
      `${d.token} is not ${chainLabels[chain]}'s to ${d.kind}: on ${chainLabels[chain]} I wrap ${pair.native} into ${pair.wrapped} and back. Nothing was done.`,
    );
  }
  const token = d.kind === 'wrap' ? pair.native : pair.wrapped;
  if (!d.amount) {
    return ask(`How much ${token} should I ${d.kind} on ${chainLabels[chain]}? (An amount, "half" or "all".)`, {
      ...d,
      chain,
      token,
      awaiting: 'amount',
    });
  }
  const parsed = (d.kind === 'wrap' ? WrapIntentSchema : UnwrapIntentSchema).safeParse({ kind: d.kind, chain, token, amount: d.amount });
  if (!parsed.success)
    return fail('INTERPRETER_ERROR', `I could not build a valid request for ${verbing(d.kind)} (${parsed.error.issues[0]?.message}). Nothing was done.`);
  return { kind: 'intent', intent: parsed.data, ...(notes.length > 0 ? { notes } : {}) };
}
