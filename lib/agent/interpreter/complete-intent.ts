import { supportedChainNames, type ChainName } from '../../chains/chains.ts';
import { ask, fail, IntentSchema, type Interpretation, type PartialIntent } from './intent.ts';
import { chainLabels, chainList, chainsWith, standInOn, symbolOn } from './token-registry.ts';

type Draft<K extends PartialIntent['kind']> = Extract<PartialIntent, { kind: K }>;

const label = (key: string): string => (key.length > 12 ? `${key.slice(0, 6)}…${key.slice(-4)}` : key.toUpperCase());
const evm = (chain: ChainName): boolean => chain !== 'solana';

/** The registry symbol `key` means on `chain`: itself, a stand-in to confirm (ETH on Polygon is WETH), or nothing. */
function resolveOn(key: string, chain: ChainName): { symbol: string; standIn: boolean } | undefined {
  const upper = key.toUpperCase();
  const symbol = symbolOn(upper, chain);
  if (symbol) return { symbol, standIn: false };
  const standIn = standInOn(upper, chain);
  return standIn ? { symbol: standIn, standIn: true } : undefined;
}

function notOnChain(key: string, chain: ChainName): Interpretation {
  const where = chainsWith(key.toUpperCase());
  const elsewhere = where.length > 0 ? ` It is on ${chainList(where)}.` : '';
  return fail('TOKEN_NOT_ON_CHAIN', `${label(key)} is not available on ${chainLabels[chain]}.${elsewhere} Nothing was done.`);
}

const standInQuestion = (key: string, symbol: string, chain: ChainName): string =>
  `On ${chainLabels[chain]} there is no native ${label(key)}; the token there is ${symbol}. Use ${symbol}? (yes / no)`;

/** Checks a finished intent against its schema; a mismatch is a bug, reported as a failure rather than thrown. */
function finish(candidate: unknown): Interpretation {
  const parsed = IntentSchema.safeParse(candidate);
  return parsed.success
    ? { kind: 'intent', intent: parsed.data }
    : fail('INTERPRETER_ERROR', `I could not build a valid request (${parsed.error.issues[0]?.message ?? 'invalid'}). Nothing was done.`);
}

function completeSwap(draft: Draft<'swap'>): Interpretation {
  const { awaiting: _awaiting, ...d } = draft;
  if (!d.tokenOut) return ask('Which token do you want to get?', { ...d, awaiting: 'tokenOut' });
  if (!d.tokenIn) return ask(`Which token should I pay with for ${label(d.tokenOut)} (for example USDC or ETH)?`, { ...d, awaiting: 'tokenIn' });
  if (d.tokenIn.toUpperCase() === d.tokenOut.toUpperCase()) return fail('SAME_TOKEN', `That swaps ${label(d.tokenIn)} for itself. Nothing was done.`);
  if (!d.amount) {
    const question = d.side === 'buy' ? `How much ${label(d.tokenIn)} should I spend on ${label(d.tokenOut)}? (Or name an exact amount to receive, like "100 ${label(d.tokenOut)}".)` : `How much ${label(d.tokenIn)} do you want to swap for ${label(d.tokenOut)}?`;
    return ask(question, { ...d, awaiting: 'amount' });
  }
  if (!d.chain) {
    const both = supportedChainNames.filter((c) => resolveOn(d.tokenIn!, c) && resolveOn(d.tokenOut!, c));
    if (both.length === 0) return fail('NO_COMMON_CHAIN', `No supported chain has both ${label(d.tokenIn)} and ${label(d.tokenOut)}. Nothing was done.`);
    return ask(`Which chain should I swap on? ${label(d.tokenIn)} and ${label(d.tokenOut)} are both on: ${chainList(both)}.`, { ...d, awaiting: 'chain' });
  }
  const tokenIn = resolveOn(d.tokenIn, d.chain);
  if (!tokenIn) return notOnChain(d.tokenIn, d.chain);
  const tokenOut = resolveOn(d.tokenOut, d.chain);
  if (!tokenOut) return notOnChain(d.tokenOut, d.chain);
  const resolved = { ...d, tokenIn: tokenIn.symbol, tokenOut: tokenOut.symbol, side: d.side ?? 'sell', slippageBps: d.slippageBps ?? 100 };
  if (tokenIn.standIn) return ask(standInQuestion(d.tokenIn, tokenIn.symbol, d.chain), { ...resolved, awaiting: 'confirm' });
  if (tokenOut.standIn) return ask(standInQuestion(d.tokenOut, tokenOut.symbol, d.chain), { ...resolved, awaiting: 'confirm' });
  if (resolved.tokenIn === resolved.tokenOut) return fail('SAME_TOKEN', `That swaps ${resolved.tokenIn} for itself. Nothing was done.`);
  return finish(resolved);
}

function completeTransfer(draft: Draft<'transfer'>): Interpretation {
  const { awaiting: _awaiting, ...d } = draft;
  if (!d.token) return ask('Which token should I send?', { ...d, awaiting: 'token' });
  if (!d.amount) return ask(`How much ${label(d.token)} should I send?`, { ...d, awaiting: 'amount' });
  if (!d.to) return ask(`Which address should I send ${label(d.token)} to?`, { ...d, awaiting: 'to' });
  const solanaRecipient = !d.to.startsWith('0x');
  const chain = d.chain ?? (solanaRecipient ? 'solana' : undefined);
  if (!chain) {
    const where = chainsWith(d.token.toUpperCase()).filter(evm);
    if (where.length === 0) return fail('TOKEN_NOT_ON_CHAIN', `${label(d.token)} is not on any EVM chain, and ${d.to} is an EVM address. Nothing was sent.`);
    return ask(`Which chain should I send ${label(d.token)} on? It is on: ${chainList(where)}.`, { ...d, awaiting: 'chain' });
  }
  if (solanaRecipient === evm(chain)) {
    const kind = solanaRecipient ? 'a Solana address' : 'an EVM address';
    return fail('WRONG_ADDRESS_TYPE', `${d.to} is ${kind}, which cannot receive on ${chainLabels[chain]}. Nothing was sent.`);
  }
  const token = resolveOn(d.token, chain);
  if (!token) return notOnChain(d.token, chain);
  const resolved = { ...d, chain, token: token.symbol };
  if (token.standIn) return ask(standInQuestion(d.token, token.symbol, chain), { ...resolved, awaiting: 'confirm' });
  return finish(resolved);
}

/** Chains a read covers and the symbols it reads there; a named chain without the token is a failure. */
function completeBalance(draft: Draft<'balance'>): Interpretation {
  const keys = draft.tokens ?? 'all';
  const named = draft.chains && draft.chains.length > 0 ? draft.chains : undefined;
  if (keys === 'all') return finish({ kind: 'balance', chains: named ?? [...supportedChainNames], tokens: 'all' });
  const symbols: string[] = [];
  const chains = new Set<ChainName>();
  for (const key of keys) {
    const upper = key.toUpperCase();
    const listed = named ? [] : chainsWith(upper);
    const over = named ?? (listed.length > 0 ? listed : supportedChainNames);
    const found = over.flatMap((chain) => {
      const hit = resolveOn(upper, chain);
      return hit ? [{ chain, symbol: hit.symbol }] : [];
    });
    if (found.length === 0) return named ? notOnChain(key, named[0]!) : fail('UNKNOWN_TOKEN', `I don't know the token ${label(key)}. Nothing was done.`);
    for (const f of found) {
      chains.add(f.chain);
      if (!symbols.includes(f.symbol)) symbols.push(f.symbol);
    }
  }
  return finish({ kind: 'balance', chains: supportedChainNames.filter((c) => chains.has(c)), tokens: symbols });
}

function completePrice(draft: Draft<'price'>): Interpretation {
  if (!draft.token) return ask('Which token’s price?', { ...draft, awaiting: 'token' });
  if (draft.chain) {
    const hit = resolveOn(draft.token, draft.chain);
    return hit ? finish({ kind: 'price', token: hit.symbol, chain: draft.chain }) : notOnChain(draft.token, draft.chain);
  }
  const key = draft.token.toUpperCase();
  const on = chainsWith(key)[0] ?? (['ethereum', 'base', 'polygon'] as const).find((c) => standInOn(key, c));
  const hit = on && resolveOn(key, on);
  return hit ? finish({ kind: 'price', token: hit.symbol }) : fail('UNKNOWN_TOKEN', `I don't know the token ${label(key)}. Nothing was done.`);
}

/** Turns what is known into an intent, or the one question that is still open. */
export function completeIntent(draft: PartialIntent): Interpretation {
  switch (draft.kind) {
    case 'swap': return completeSwap(draft);
    case 'transfer': return completeTransfer(draft);
    case 'balance': return completeBalance(draft);
    case 'price': return completePrice(draft);
    case 'portfolio': return finish({ kind: 'portfolio' });
    case 'trending': return finish({ kind: 'trending', chains: draft.chains && draft.chains.length > 0 ? draft.chains : [...supportedChainNames] });
    case 'lookup': {
      if (!draft.address) return ask('Which contract address or mint should I look up?', { ...draft, awaiting: 'to' });
      return finish({ kind: 'lookup', address: draft.address, ...(draft.chain ? { chain: draft.chain } : {}) });
    }
  }
}
