import { ask, fail, IntentSchema, type Interpretation, type PartialIntent, type ThreadTurn } from './intent.ts';
import type { Action } from '../../language/lexicon.ts';
import type { AddressMention, Facts, TokenMention } from '../../language/scan-prompt.ts';
import { swapDraft } from './swap-draft.ts';
import { symbolOn, tokensAt } from '../../language/token-registry.ts';

type SwapPartial = Extract<PartialIntent, { kind: 'swap' }>;

/**
 * The interpreter's refusal of an unknown token, carrying what it would be for a launched token: the
 * trade, or the question for the trade's amount. A failure of the launched reading carries nothing.
 */
export function withCandidate(refusal: Interpretation, launched: Interpretation | undefined): Interpretation {
  if (refusal.kind !== 'fail' || !launched) return refusal;
  // "swap for $MCAT on base": what a launched token's trade would still need, said with the refusal.
  if (launched.kind === 'fail' && launched.code === 'LAUNCHED_SWAP_INCOMPLETE') {
    return { ...refusal, message: `${refusal.message} If it is a token launched on Base: ${launched.message.replace(/ Nothing was done\.$/, '')}` };
  }
  if (launched.kind === 'fail') return refusal;
  const { kind: _kind, ...candidate } = launched;
  return { ...refusal, candidate };
}

/**
 * A trade on Base that names one token the registry does not list, written
 * as a ticker ("$MCAT") or a contract address: a candidate launched token
 * (launched tokens are not in the static registry). The intent keeps it as
 * written; the interpreter still refuses the prompt (`UNKNOWN_TOKEN`, it
 * cannot know launches) with this trade as its candidate, and the runtime
 * runs it only when the token is a launched one; with `confirm` (a question
 * or a rough amount), the runtime asks it first. `undefined` when the
 * prompt is not such a trade. A trade missing only its amount is the
 * question for it (its answer is read by `launchedAnswer`); one missing the
 * other side fails with the question, to be asked again whole.
 */
export function launchedSwap(
  facts: Facts,
  action: Action | 'sequence' | undefined,
  recipient: AddressMention | undefined,
  confirm?: string,
): Interpretation | undefined {
  if (action !== 'swap' && action !== 'buy' && action !== 'sell') return undefined;
  if (facts.chains.length !== 1 || facts.chains[0] !== 'base') return undefined;
  // Only an explicit ticker is a candidate: a bare unknown word is more likely a typo of a listed token.
  if (facts.unknownTokens.some((u) => !facts.words[u.index]?.startsWith('$'))) return undefined;
  const candidates: TokenMention[] = [
    ...facts.addresses.filter((a) => a !== recipient && a.type === 'evm' && tokensAt(a.raw).length === 0).map((a) => ({ key: a.raw, index: a.index })),
    ...facts.unknownTokens.map((u) => ({ key: u.word.toUpperCase(), index: u.index })),
  ];
  if (candidates.length !== 1) return undefined;
  const candidate = candidates[0]!;
  const known: TokenMention[] = facts.addresses
    .filter((a) => a !== recipient && tokensAt(a.raw).some((t) => t.chain === 'base'))
    .map((a) => ({
      key: tokensAt(a.raw)
        .find((t) => t.chain === 'base')!
        .symbol.toUpperCase(),
      index: a.index,
    }));
  const tokens = [...facts.tokens, ...known, candidate].sort((x, y) => x.index - y.index);
  // "sell 1000 $MCAT": the amount is of the candidate, as "1000 degen" would be.
  const amounts = facts.amounts.map((a) => (a.tokenIndex === undefined && a.index + 1 === candidate.index ? { ...a, tokenIndex: candidate.index } : a));
  const draft = swapDraft({ ...facts, tokens, amounts, unknownTokens: [] }, action, tokens);
  if ('code' in draft) return draft;
  if ('question' in draft) return fail('LAUNCHED_SWAP_INCOMPLETE', `${draft.question} ${wholeTrade(candidate.key)}`);
  const d = draft as SwapPartial;
  const tokenIn = d.tokenIn ?? (d.counter === 'tokenIn' ? 'ETH' : undefined);
  const tokenOut = d.tokenOut ?? (d.counter === 'tokenOut' ? 'ETH' : undefined);
  if (!tokenIn || !tokenOut) return fail('LAUNCHED_SWAP_INCOMPLETE', `Which token is on the other side of the trade? ${wholeTrade(candidate.key)}`);
  const trade = launchedTrade({ ...d, chain: 'base', tokenIn, tokenOut, launched: candidate.key });
  // A complete trade that must be confirmed first: the "yes" completes it (checked again by the runtime then).
  if (confirm && trade.kind === 'intent') return ask(confirm, { ...d, chain: 'base', tokenIn, tokenOut, launched: candidate.key, awaiting: 'confirm' });
  // One without its amount asks for it first; the yes stays owed (see owed-yes.ts).
  if (confirm && trade.kind === 'ask' && trade.pending.awaiting !== 'confirm') return ask(trade.question, { ...trade.pending, confirm: true });
  return trade;
}

/**
 * The completion of a trade whose pending intent names a candidate launched
 * token (`launched`): refused as `UNKNOWN_TOKEN`, carrying the trade, or the
 * question for its amount, for the runtime to check as for the first reading.
 */
export function completeLaunchedSwap(draft: SwapPartial & { launched: string }, why?: string): Interpretation {
  return withCandidate(unknownToken(draft.launched), launchedTrade(draft, why));
}

/**
 * The answer to the question for a launched-token trade's amount ("$20",
 * "0.05 eth", "1000 $MCAT"): it completes the amount only, so the answer
 * may name no token but the trade's two. Anything else with an amount is
 * asked again, never read into the trade (a bare "20" could be of either
 * side). `undefined` when the previous turn is no such question, or the
 * answer says no amount: the ordinary follow-up reading applies (a "no"
 * cancels; a completion of the pending trade ends in `completeLaunchedSwap`).
 */
export function launchedAnswer(facts: Facts, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || previous.pending.kind !== 'swap' || previous.pending.launched === undefined) return undefined;
  if (facts.actions.length > 0 || (facts.no && !facts.yes) || facts.amounts.length === 0 || facts.badAmount || facts.unsupportedChain) return undefined;
  const { awaiting: _awaiting, ...pending } = previous.pending;
  const launched = pending.launched!;
  const tokenIn = pending.tokenIn ?? '';
  const tokenOut = pending.tokenOut ?? '';
  const again = (why: string): Interpretation => completeLaunchedSwap({ ...pending, launched }, why);
  // Which of the trade's two tokens a word or address of the answer names, if either.
  const named: { index: number; side: 'tokenIn' | 'tokenOut' | undefined; text: string }[] = [
    ...facts.tokens.map((t) => ({ index: t.index, key: symbolOn(t.key.toUpperCase(), 'base') ?? t.key.toUpperCase() })),
    ...facts.unknownTokens.map((u) => ({ index: u.index, key: u.word.toUpperCase() })),
    ...facts.addresses.map((a) => ({ index: a.index, key: a.raw })),
  ].map(({ index, key }) => ({
    index,
    text: key,
    side: same(key, tokenIn) ? ('tokenIn' as const) : same(key, tokenOut) ? ('tokenOut' as const) : undefined,
  }));
  const stranger = named.find((n) => n.side === undefined);
  if (stranger) return again(`${display(stranger.text)} is not part of this trade of ${display(tokenIn)} for ${display(tokenOut)}.`);
  if (facts.chains.some((c) => c !== 'base')) return again(`${display(launched)} trades on Base only.`);
  if (facts.amounts.length !== 1) return again('That names more than one amount.');
  const said = facts.amounts[0]!;
  const of = named.find((n) => n.index === said.tokenIndex || (said.tokenIndex === undefined && n.index === said.index + 1))?.side;
  const amount = said.amount;
  if (amount.kind === 'exact' && !of) {
    return again(
      `Is ${amount.value} the amount of ${display(tokenIn)} or of ${display(tokenOut)}? Say "${amount.value} ${display(tokenIn)}" or "${amount.value} ${display(tokenOut)}".`,
    );
  }
  if (amount.kind === 'fraction' && of === 'tokenOut') return again(`A share of a balance is of the token traded away, ${display(tokenIn)}.`);
  return completeLaunchedSwap({
    ...pending,
    launched,
    amount,
    side: amount.kind === 'exact' && of === 'tokenOut' ? 'buy' : 'sell',
    ...(facts.slippageBps !== undefined ? { slippageBps: facts.slippageBps } : {}),
  });
}

/**
 * A trade of a candidate launched token with both sides named: the intent
 * (with notes on what was settled), or, without an amount, the question for
 * it, after `why` an answer was not used.
 */
function launchedTrade(d: SwapPartial & { launched: string }, why?: string): Interpretation {
  const { awaiting: _awaiting, ...known } = d;
  const key = d.launched;
  if (d.chain !== 'base') return fail('TOKEN_NOT_ON_CHAIN', `${display(key)} trades on Base only. Nothing was done.`);
  const side = (token: string | undefined): string | Interpretation => {
    if (token === undefined) return fail('LAUNCHED_SWAP_INCOMPLETE', `Which token is on the other side of the trade? ${wholeTrade(key)}`);
    if (same(token, key)) return key;
    return symbolOn(token.toUpperCase(), 'base') ?? fail('TOKEN_NOT_ON_CHAIN', `${token.toUpperCase()} is not available on Base. Nothing was done.`);
  };
  const tokenIn = side(d.tokenIn);
  if (typeof tokenIn !== 'string') return tokenIn;
  const tokenOut = side(d.tokenOut);
  if (typeof tokenOut !== 'string') return tokenOut;
  if (tokenIn === tokenOut || (tokenIn !== key && tokenOut !== key))
    return fail('INTERPRETER_ERROR', 'I could not build a valid request (the launched token is not traded). Nothing was done.');
  if (!d.amount) {
    const example = (token: string): string => `"${token === key ? '1000' : token === 'ETH' || token === 'WETH' ? '0.05' : '20'} ${display(token)}"`;
    const question =
      `How much should I trade? Say how much ${display(tokenIn)} to ${tokenIn === key ? 'sell' : 'spend'} (${example(tokenIn)}), ` +
      `how much ${display(tokenOut)} to ${tokenOut === key ? 'buy' : 'receive'} (${example(tokenOut)}), or a dollar amount ("$20").`;
    return ask(why ? `${why} ${question}` : question, { ...known, chain: 'base', tokenIn, tokenOut, awaiting: 'amount' });
  }
  const notes: string[] = [];
  if (d.counter === 'tokenIn') notes.push("Paying with ETH, Base's native token: no token to pay with was named.");
  if (d.counter === 'tokenOut') notes.push("Receiving ETH, Base's native token: no token to receive was named.");
  notes.push(`${display(key)} is a token launched on Base (not a listed token).`);
  const parsed = IntentSchema.safeParse({
    kind: 'swap',
    chain: 'base',
    tokenIn,
    tokenOut,
    amount: d.amount,
    side: d.side === 'buy' && d.amount.kind === 'exact' ? 'buy' : 'sell',
    slippageBps: d.slippageBps ?? 100,
  });
  if (!parsed.success)
    return fail('INTERPRETER_ERROR', `I could not build a valid request (${parsed.error.issues[0]?.message ?? 'invalid'}). Nothing was done.`);
  return { kind: 'intent', intent: parsed.data, notes };
}

/** A candidate as a person wrote it: "$MCAT", or the contract address. */
const display = (key: string): string => (key.startsWith('0x') ? key : symbolOn(key, 'base') ? key : `$${key}`);
const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

const unknownToken = (key: string): Interpretation =>
  key.startsWith('0x')
    ? fail('UNKNOWN_TOKEN', `I don't know the token at ${key} on Base. Nothing was done.`)
    : fail('UNKNOWN_TOKEN', `I don't know the token "${key}". Nothing was done.`);

const wholeTrade = (key: string): string =>
  `For a launched token, say the whole trade in one prompt, like "buy $20 of ${display(key)} on base". Nothing was done.`;
