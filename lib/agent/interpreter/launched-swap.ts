import { fail, IntentSchema, type Interpretation, type PartialIntent } from './intent.ts';
import type { Action } from './lexicon.ts';
import type { AddressMention, Facts, TokenMention } from './scan-prompt.ts';
import { swapDraft } from './swap-draft.ts';
import { symbolOn, tokensAt } from './token-registry.ts';

/** The interpreter's refusal of an unknown token, carrying the trade it would be for a launched token. */
export function withCandidate(refusal: Interpretation, launched: Interpretation | undefined): Interpretation {
  if (refusal.kind !== 'fail' || launched?.kind !== 'intent') return refusal;
  return { ...refusal, candidate: { intent: launched.intent, ...(launched.notes ? { notes: launched.notes } : {}) } };
}

/**
 * A trade on Base that names one token the registry does not list, written
 * as a ticker ("$MCAT") or a contract address: a candidate launched token
 * (launched tokens are not in the static registry). The intent keeps it as
 * written; the interpreter still refuses the prompt (`UNKNOWN_TOKEN`, it
 * cannot know launches) with this trade as its candidate, and the runtime
 * runs it only when the token is a launched one. `undefined` when the
 * prompt is not such a trade. A trade missing its amount fails with the
 * question: a follow-up answer would be read against the registry, which
 * does not know the token.
 */
export function launchedSwap(facts: Facts, action: Action | 'sequence' | undefined, recipient: AddressMention | undefined): Interpretation | undefined {
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
    .map((a) => ({ key: tokensAt(a.raw).find((t) => t.chain === 'base')!.symbol.toUpperCase(), index: a.index }));
  const tokens = [...facts.tokens, ...known, candidate].sort((x, y) => x.index - y.index);
  // "sell 1000 $MCAT": the amount is of the candidate, as "1000 degen" would be.
  const amounts = facts.amounts.map((a) => (a.tokenIndex === undefined && a.index + 1 === candidate.index ? { ...a, tokenIndex: candidate.index } : a));
  const draft = swapDraft({ ...facts, tokens, amounts, unknownTokens: [] }, action, tokens);
  if ('code' in draft) return draft;
  if ('question' in draft) return fail('LAUNCHED_SWAP_INCOMPLETE', `${draft.question} ${wholeTrade(candidate.key)}`);
  const d = draft as Extract<PartialIntent, { kind: 'swap' }>;
  const notes: string[] = [];
  const tokenIn = d.tokenIn ?? (d.counter === 'tokenIn' ? 'ETH' : undefined);
  const tokenOut = d.tokenOut ?? (d.counter === 'tokenOut' ? 'ETH' : undefined);
  if (!tokenIn || !tokenOut) return fail('LAUNCHED_SWAP_INCOMPLETE', `Which token is on the other side of the trade? ${wholeTrade(candidate.key)}`);
  if (!d.amount) return fail('LAUNCHED_SWAP_INCOMPLETE', `How much should I trade? ${wholeTrade(candidate.key)}`);
  if (!d.tokenIn) notes.push("Paying with ETH, Base's native token: no token to pay with was named.");
  if (!d.tokenOut) notes.push("Receiving ETH, Base's native token: no token to receive was named.");
  const side = (key: string): string | Interpretation => {
    if (key === candidate.key) return key;
    return symbolOn(key.toUpperCase(), 'base') ?? fail('TOKEN_NOT_ON_CHAIN', `${key.toUpperCase()} is not available on Base. Nothing was done.`);
  };
  const tokenInSymbol = side(tokenIn);
  if (typeof tokenInSymbol !== 'string') return tokenInSymbol;
  const tokenOutSymbol = side(tokenOut);
  if (typeof tokenOutSymbol !== 'string') return tokenOutSymbol;
  const label = candidate.key.startsWith('0x') ? candidate.key : `$${candidate.key}`;
  notes.push(`${label} is a token launched on Base (not a listed token).`);
  const parsed = IntentSchema.safeParse({
    kind: 'swap', chain: 'base', tokenIn: tokenInSymbol, tokenOut: tokenOutSymbol, amount: d.amount,
    side: d.side === 'buy' && d.amount.kind === 'exact' ? 'buy' : 'sell', slippageBps: d.slippageBps ?? 100,
  });
  if (!parsed.success) return fail('INTERPRETER_ERROR', `I could not build a valid request (${parsed.error.issues[0]?.message ?? 'invalid'}). Nothing was done.`);
  return { kind: 'intent', intent: parsed.data, notes };
}

const wholeTrade = (key: string): string =>
  `For a launched token, say the whole trade in one prompt, like "buy $20 of ${key.startsWith('0x') ? key : `$${key}`} on base". Nothing was done.`;

