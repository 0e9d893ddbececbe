import { evmChainByName, supportedChainNames, type ChainName } from '../../chains/chains.ts';
import { ask, fail, IntentSchema, type Interpretation, type PartialIntent } from './intent.ts';
import { completeLaunchedSwap } from './launched-swap.ts';
import { wrapKindOf } from '../../capabilities/wrapping/wrap-pair.ts';
import { chainLabels, chainList, chainsWith, standInOn, symbolOn } from '../../language/token-registry.ts';
import { isEvmName } from '../../names/name-resolver.ts';

type Draft<K extends PartialIntent['kind']> = Extract<PartialIntent, { kind: K }>;

const label = (key: string): string => (key.length > 12 ? `${key.slice(0, 6)}…${key.slice(-4)}` : key.toUpperCase());
const evm = (chain: ChainName): boolean => chain !== 'solana';
const nativeSymbol = (chain: ChainName): string => (chain === 'solana' ? 'SOL' : evmChainByName(chain)!.nativeSymbol.toUpperCase());

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
function finish(candidate: unknown, notes: readonly string[] = []): Interpretation {
  const parsed = IntentSchema.safeParse(candidate);
  return parsed.success
    ? { kind: 'intent', intent: parsed.data, ...(notes.length > 0 ? { notes } : {}) }
    : fail('INTERPRETER_ERROR', `I could not build a valid request (${parsed.error.issues[0]?.message ?? 'invalid'}). Nothing was done.`);
}

/** Chains in the registry's order; every chain when none is named. */
const inChainOrder = (chains: readonly ChainName[] | undefined): ChainName[] =>
  chains && chains.length > 0 ? supportedChainNames.filter((c) => chains.includes(c)) : [...supportedChainNames];

/** Chains that list every one of `keys` (stand-ins not counted). */
const chainsListing = (keys: readonly string[]): ChainName[] => supportedChainNames.filter((c) => keys.every((k) => symbolOn(k.toUpperCase(), c)));

/**
 * The token on the other side of a trade that names only one: the chain's
 * native token, or its dollar stablecoin when the named token is the native
 * one (or its wrapped form). "buy $20 of DEGEN on base" pays with ETH; "sell
 * 0.1 ETH on base" receives USDC. Documented, and stated in the response.
 */
function counterToken(key: string, chain: ChainName): string {
  const native = nativeSymbol(chain);
  const upper = key.toUpperCase();
  return upper === native || upper === `W${native}` ? 'USDC' : native;
}

function completeSwap(draft: Draft<'swap'>): Interpretation {
  const { awaiting: _awaiting, ...d } = draft;
  if (!d.tokenOut && (!d.tokenIn || d.counter !== 'tokenOut')) return ask('Which token do you want to get?', { ...d, awaiting: 'tokenOut' });
  if (!d.tokenIn && d.counter !== 'tokenIn')
    return ask(`Which token should I pay with for ${label(d.tokenOut!)} (for example USDC or ETH)?`, { ...d, awaiting: 'tokenIn' });
  if (d.tokenIn && d.tokenOut && d.tokenIn.toUpperCase() === d.tokenOut.toUpperCase())
    return fail('SAME_TOKEN', `That swaps ${label(d.tokenIn)} for itself. Nothing was done.`);
  if (!d.amount) {
    const question = !d.tokenIn
      ? `How much should I spend on ${label(d.tokenOut!)}? (A dollar amount like "$20", or an exact amount to receive like "100 ${label(d.tokenOut!)}".)`
      : d.side === 'buy' && d.tokenOut
        ? `How much ${label(d.tokenIn)} should I spend on ${label(d.tokenOut)}? (Or name an exact amount to receive, like "100 ${label(d.tokenOut)}".)`
        : `How much ${label(d.tokenIn)} do you want to ${d.tokenOut ? `swap for ${label(d.tokenOut)}` : 'sell'}?`;
    return ask(question, { ...d, awaiting: 'amount' });
  }
  const notes: string[] = [];
  const named = [d.tokenIn, d.tokenOut].filter((k): k is string => k !== undefined);
  let chain = d.chain;
  if (!chain) {
    const listing = chainsListing(named);
    const both = listing.length > 0 ? listing : supportedChainNames.filter((c) => named.every((k) => resolveOn(k, c)));
    const what = named.map(label).join(' and ');
    if (both.length === 0) return fail('NO_COMMON_CHAIN', `No supported chain has ${named.length > 1 ? 'both ' : ''}${what}. Nothing was done.`);
    if (listing.length !== 1) {
      const where = named.length > 1 ? `${what} are both on` : `${what} is on`;
      return ask(`Which chain should I swap on? ${where}: ${chainList(both)}.`, { ...d, awaiting: 'chain' });
    }
    chain = listing[0]!;
    notes.push(`On ${chainLabels[chain]}: the only supported chain with ${what}.`);
  }
  const tokenInKey = d.tokenIn ?? counterToken(d.tokenOut!, chain);
  const tokenOutKey = d.tokenOut ?? counterToken(d.tokenIn!, chain);
  if (!d.tokenIn)
    notes.push(
      `Paying with ${tokenInKey}, ${chainLabels[chain]}'s ${tokenInKey === 'USDC' ? 'dollar stablecoin' : 'native token'}: no token to pay with was named.`,
    );
  if (!d.tokenOut)
    notes.push(
      `Receiving ${tokenOutKey}, ${chainLabels[chain]}'s ${tokenOutKey === 'USDC' ? 'dollar stablecoin' : 'native token'}: no token to receive was named.`,
    );
  const tokenIn = resolveOn(tokenInKey, chain);
  if (!tokenIn) return notOnChain(tokenInKey, chain);
  const tokenOut = resolveOn(tokenOutKey, chain);
  if (!tokenOut) return notOnChain(tokenOutKey, chain);
  const { counter: _counter, ...rest } = d;
  const resolved = { ...rest, chain, tokenIn: tokenIn.symbol, tokenOut: tokenOut.symbol, side: d.side ?? 'sell', slippageBps: d.slippageBps ?? 100 };
  if (tokenIn.standIn) return ask(standInQuestion(tokenInKey, tokenIn.symbol, chain), { ...resolved, awaiting: 'confirm' });
  if (tokenOut.standIn) return ask(standInQuestion(tokenOutKey, tokenOut.symbol, chain), { ...resolved, awaiting: 'confirm' });
  if (resolved.tokenIn === resolved.tokenOut) return fail('SAME_TOKEN', `That swaps ${resolved.tokenIn} for itself. Nothing was done.`);
  // The native token and its wrapped form are one asset: exchanged one for one by wrapping, never swapped through a pool.
  const wrapping = wrapKindOf(chain, resolved.tokenIn, resolved.tokenOut);
  if (wrapping) return finish({ kind: wrapping, chain, token: resolved.tokenIn, amount: resolved.amount }, notes);
  return finish(resolved, notes);
}

function completeTransfer(draft: Draft<'transfer'>): Interpretation {
  const { awaiting: _awaiting, ...d } = draft;
  if (!d.token) return ask('Which token should I send?', { ...d, awaiting: 'token' });
  if (!d.amount) return ask(`How much ${label(d.token)} should I send?`, { ...d, awaiting: 'amount' });
  if (!d.to) return ask(`Which address should I send ${label(d.token)} to?`, { ...d, awaiting: 'to' });
  // A name (vitalik.eth, carol.base.eth) holds an EVM address.
  const solanaRecipient = !d.to.startsWith('0x') && !isEvmName(d.to);
  const notes: string[] = [];
  let chain = d.chain ?? (solanaRecipient ? 'solana' : undefined);
  if (!chain) {
    const where = chainsWith(d.token.toUpperCase()).filter(evm);
    if (where.length === 0) return fail('TOKEN_NOT_ON_CHAIN', `${label(d.token)} is not on any EVM chain, and ${d.to} is an EVM address. Nothing was sent.`);
    if (where.length > 1) return ask(`Which chain should I send ${label(d.token)} on? It is on: ${chainList(where)}.`, { ...d, awaiting: 'chain' });
    chain = where[0]!;
    notes.push(`On ${chainLabels[chain]}: the only supported EVM chain with ${label(d.token)}.`);
  }
  if (solanaRecipient === evm(chain)) {
    const kind = solanaRecipient ? 'a Solana address' : isEvmName(d.to) ? 'an ENS name, which holds an EVM address' : 'an EVM address';
    return fail('WRONG_ADDRESS_TYPE', `${d.to} is ${kind}, which cannot receive on ${chainLabels[chain]}. Nothing was sent.`);
  }
  const token = resolveOn(d.token, chain);
  if (!token) return notOnChain(d.token, chain);
  const resolved = { ...d, chain, token: token.symbol };
  if (token.standIn) return ask(standInQuestion(d.token, token.symbol, chain), { ...resolved, awaiting: 'confirm' });
  return finish(resolved, notes);
}

/** Chains a read covers and the symbols it reads there; a named chain without the token is a failure. */
function completeBalance(draft: Draft<'balance'>): Interpretation {
  const keys = draft.tokens ?? 'all';
  const named = draft.chains && draft.chains.length > 0 ? draft.chains : undefined;
  if (keys === 'all') return finish({ kind: 'balance', chains: inChainOrder(named), tokens: 'all' });
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
  if (!draft.tokens || draft.tokens.length === 0) return ask('Which token’s price?', { ...draft, awaiting: 'token' });
  const symbols: string[] = [];
  for (const token of draft.tokens) {
    const key = token.toUpperCase();
    const on = draft.chain ?? chainsWith(key)[0] ?? (['ethereum', 'base', 'polygon'] as const).find((c) => standInOn(key, c));
    const hit = on && resolveOn(key, on);
    if (!hit) return draft.chain ? notOnChain(key, draft.chain) : fail('UNKNOWN_TOKEN', `I don't know the token ${label(key)}. Nothing was done.`);
    if (!symbols.includes(hit.symbol)) symbols.push(hit.symbol);
  }
  return finish({ kind: 'price', tokens: symbols, ...(draft.chain ? { chain: draft.chain } : {}) });
}

/** Turns what is known into an intent, or the one question that is still open. */
export function completeIntent(draft: PartialIntent): Interpretation {
  switch (draft.kind) {
    // A trade of a candidate launched token is refused with its completion as candidate, for the runtime to check.
    case 'swap':
      return draft.launched !== undefined ? completeLaunchedSwap({ ...draft, launched: draft.launched }) : completeSwap(draft);
    case 'transfer':
      return completeTransfer(draft);
    case 'balance':
      return completeBalance(draft);
    case 'price':
      return completePrice(draft);
    case 'portfolio': {
      const chains = draft.chains && draft.chains.length > 0 ? { chains: inChainOrder(draft.chains) } : {};
      if (!draft.tokens) return finish({ kind: 'portfolio', ...chains });
      // "how much is my UNI worth": the tokens and chains of their balance read, valued.
      const read = completeBalance({ kind: 'balance', chains: draft.chains ?? [], tokens: draft.tokens });
      if (read.kind !== 'intent' || read.intent.kind !== 'balance') return read;
      return finish({ kind: 'portfolio', tokens: read.intent.tokens, chains: read.intent.chains });
    }
    case 'trending':
      return finish({ kind: 'trending', chains: inChainOrder(draft.chains), ...(draft.limit ? { limit: draft.limit } : {}) });
    case 'lookup': {
      if (!draft.address) return ask('Which contract address or mint should I look up?', { ...draft, awaiting: 'to' });
      return finish({ kind: 'lookup', address: draft.address, ...(draft.chain ? { chain: draft.chain } : {}) });
    }
    // Every other kind belongs to a capability with its own reader, which asks its own questions and reads their
    // answers (launches, automations, and any capability added since): what is known is checked, by the schema, as it is.
    default: {
      const { awaiting: _awaiting, counter: _counter, ...rest } = draft;
      return finish(rest);
    }
  }
}
