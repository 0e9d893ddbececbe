import { supportedChainNames } from '../../chains/chains.ts';
import { completeIntent } from './complete-intent.ts';
import { ask, fail, type Interpretation, type PartialIntent } from './intent.ts';
import { guard, roughAmount } from './guards.ts';
import { fractionWords, sequenceWords, sharedChainWords, stopWords, usdWords, verbs, type Action } from './lexicon.ts';
import type { AddressMention, Facts, TokenMention } from './scan-prompt.ts';
import { chainLabels, tokensAt, tokenWords } from './token-registry.ts';

const moves = new Set<Action>(['swap', 'buy', 'sell', 'transfer']);
const group = (a: Action): string => (a === 'buy' || a === 'sell' ? 'swap' : a);

export const capabilitiesHint =
  'I can check balances ("my eth balance on base"), your portfolio, prices ("price of degen"), token lookups by address, ' +
  'trending tokens, swaps ("swap 5 usdc for eth on base") and transfers ("send 5 usdc to 0x… on polygon").';

/** Fails for addresses no request can use: ENS without a resolver, a wrong checksum, a malformed address. */
export function addressProblem(addresses: readonly AddressMention[]): Interpretation | undefined {
  for (const a of addresses) {
    if (a.type === 'ens') return fail('ENS_UNSUPPORTED', `ENS names need a resolver; none is configured — send to the 0x address instead (${a.raw}). Nothing was done.`);
    if (a.type === 'bad-checksum') return fail('BAD_CHECKSUM', `${a.raw} fails its checksum (mixed-case letters do not match), so it may contain a typo. Check it, or paste it again. Nothing was done.`);
    if (a.type === 'invalid') return fail('INVALID_ADDRESS', `${a.raw} is not a complete address (an EVM address is 0x and 40 hex characters). Nothing was done.`);
  }
  return undefined;
}

/** The one action a prompt asks for; two actions in sequence are refused, never guessed. */
function chooseAction(facts: Facts): Action | 'sequence' | undefined {
  const { actions, words } = facts;
  const strongSequence = ['then', 'after', 'afterwards', 'next', 'finally'];
  // "buy 0.5 eth then sell it back": two moves in order, even within one swap family.
  const moveActions = actions.filter((a) => moves.has(a.action));
  if (moveActions.length > 1 && words.slice(actions[0]!.index + 1, actions.at(-1)!.index).some((w) => strongSequence.includes(w))) return 'sequence';
  // "swap 1 eth for usdc; send 100 usdc to 0x…": a trade and a transfer are two requests, however they are joined.
  if (new Set(moveActions.map((a) => group(a.action))).size > 1) return 'sequence';
  if (actions.length > 1) {
    const groups = new Set(actions.map((a) => group(a.action)));
    const sellBuy = groups.size === 1 && groups.has('swap') && actions.some((a) => a.action !== 'swap');
    const repeatedMove = actions.filter((a) => moves.has(a.action)).length > 1 && !sellBuy;
    if (groups.size > 1 || repeatedMove) {
      const between = words.slice(actions[0]!.index + 1, actions.at(-1)!.index);
      if (between.some((w) => sequenceWords.has(w))) return 'sequence';
    }
  }
  let move = actions.find((a) => moves.has(a.action));
  // "yeet half my usdc into toshi": a "send" with no address but a token after "into" is a trade.
  const before = (t: { index: number }): string => words.slice(0, t.index).reverse().find((w) => !/^\$?\d/.test(w) && !['the', 'some', 'a'].includes(w)) ?? '';
  if (move?.action === 'transfer' && facts.addresses.length === 0 && facts.tokens.some((t) => before(t) === 'into' || (before(t) === 'for' && new Set(facts.tokens.map((x) => x.key)).size >= 2))) {
    move = { action: 'swap', index: move.index };
  }
  // "what are people aping into", "what should I buy": no amount, no token, a question about what is popular.
  if (move?.action === 'buy' && facts.amounts.length === 0 && facts.tokens.length === 0 && words.some((w) => ['what', 'whats', 'which'].includes(w))) return 'trending';
  if (move) {
    if (move.action === 'sell' && actions.some((a) => a.action === 'buy')) return 'swap';
    return move.action;
  }
  const has = (...ws: string[]) => ws.some((w) => words.includes(w));
  const order: Action[] = ['lookup', 'trending', 'price', 'portfolio', 'balance'];
  const found = order.find((o) => actions.some((a) => a.action === o));
  // "list our cbBTC holdings": holdings of a named token are its balance.
  if (found === 'portfolio' && facts.tokens.length > 0) return 'balance';
  // "total balance in dollars", "my balance in usd": the holdings valued, which is the portfolio.
  if (found === 'balance' && facts.tokens.length === 0 && has('total', 'dollars', 'dollar', 'usd', '$', 'worth', 'value')) return 'portfolio';
  if (found) return found;
  const mine = has('have', 'got', 'hold', 'own', 'holding', 'left', 'i', 'ive', 'my', 'wallet');
  if (has('howmuch')) {
    if (facts.tokens.length > 0) return mine || !has('is', 'are', 'does', 'cost', 'costs', 'worth', 'trading') ? 'balance' : 'price';
    if (has('$', 'dollars', 'usd', 'total', 'worth', 'value', 'wallet', 'portfolio', 'account', 'money', 'crypto')) return 'portfolio';
    return mine ? 'balance' : facts.addresses.length > 0 ? 'price' : undefined;
  }
  // "whats sol at", "is usdt still at $1": where a token trades.
  if (facts.tokens.some((t) => words[t.index + 1] === 'at' || (words[t.index + 1] === 'still' && words[t.index + 2] === 'at'))) return 'price';
  if (has('worth', 'value', 'cost', 'costs', 'trading') && (has('my', 'wallet', 'i') && facts.tokens.length === 0)) return 'portfolio';
  if (has('worth', 'value', 'cost', 'costs', 'trading', 'quote')) return facts.tokens.length > 0 || facts.addresses.length > 0 ? 'price' : undefined;
  if (has('top', 'hottest', 'popping', 'mooning') && (has('tokens', 'coins') || facts.chains.length > 0)) return 'trending';
  if (has('what', 'whats', 'which', 'show', 'list') && has('have', 'hold', 'own', 'got', 'tokens', 'holding')) return 'balance';
  const unknownWords = words.some((w, i) => /^[a-z]/.test(w) && !stopWords.has(w) && !tokenWords.has(w) && !facts.chainIndexes.has(i) && !verbs.has(w) && !['whats', 'wats', 'looking', 'bag', 'rn', 'lol', 'pls', 'check'].includes(w));
  if (facts.amounts.length === 0 && facts.addresses.length === 0 && (has('my', 'wallet', 'have', 'left', 'holding') || (facts.tokens.length > 0 && !unknownWords))) {
    // "usdc on solana?", "whats in my polygon wallet", "do i still have any bonk left": a read of holdings.
    return has('worth', 'value', 'dollars', 'usd', 'total') && facts.tokens.length === 0 ? 'portfolio' : 'balance';
  }
  return implicitSwap(facts);
}

/**
 * A trade written without a verb: "1 eth -> usdc base", "half my jup into usdc", "$30 into aero". An amount,
 * a token after "into"/"to", no address; with one token it is a buy paid in the chain's counter token.
 */
function implicitSwap(facts: Facts): Action | undefined {
  const { words, tokens } = facts;
  const keys = new Set(tokens.map((t) => t.key));
  if (facts.addresses.length > 0 || facts.amounts.length === 0 || keys.size === 0 || keys.size > 2) return undefined;
  const marker = (t: TokenMention): string => {
    let before = t.index - 1;
    while (['the', 'some', 'my', 'a'].includes(words[before] ?? '') || /^\$?\d/.test(words[before] ?? '')) before--;
    return words[before] ?? '';
  };
  // "bonk please, paying with 1 sol": the token named first is bought with the one after "with".
  if (keys.size === 2 && tokens.some((t) => marker(t) === 'with') && marker(tokens[0]!) !== 'with') return 'buy';
  const target = tokens.find((t) => ['into', 'to', 'in'].includes(marker(t)));
  if (!target) return undefined;
  return keys.size === 1 ? 'buy' : 'swap';
}

/** Token mentions in order, contract addresses and mints included; an unknown contract is reported. */
function tokenMentions(facts: Facts, recipient: AddressMention | undefined): { tokens: TokenMention[]; unknown?: string } {
  const tokens = [...facts.tokens];
  for (const a of facts.addresses) {
    if (a === recipient || (a.type !== 'evm' && a.type !== 'solana')) continue;
    const known = tokensAt(a.raw).filter((t) => facts.chains.length === 0 || facts.chains.includes(t.chain));
    if (known.length === 0) return { tokens, unknown: a.raw };
    tokens.push({ key: known[0]!.symbol.toUpperCase(), index: a.index });
  }
  return { tokens: tokens.sort((x, y) => x.index - y.index) };
}

/** A word in a token position that is no token: "buy foo", "swap 5 usdc for foo". */
function unknownWordAfter(facts: Facts, index: number): string | undefined {
  for (let i = index + 1; i < facts.words.length && i <= index + 3; i++) {
    const w = facts.words[i]!;
    if (facts.chainIndexes.has(i) || facts.tokens.some((t) => t.index === i) || w.startsWith('@') || /\d/.test(w)) return undefined;
    if (stopWords.has(w) || fractionWords.has(w) || w === 'of' || verbs.has(w)) continue;
    return tokenWords.has(w) ? undefined : w;
  }
  return undefined;
}

/** A word where a token should be: "dollars" asks which dollar token, anything else is an unknown token. */
function notAToken(word: string, facts: Facts, tokenIn: TokenMention | undefined): Interpretation {
  if (!usdWords.has(word)) return fail('UNKNOWN_TOKEN', `I don't know the token "${word.toUpperCase()}". Nothing was done.`);
  const amount = facts.amounts.find((a) => a.tokenIndex !== undefined) ?? facts.amounts[0];
  return ask('Dollars are not a token here: which one do you want, USDC or USDT?', {
    kind: 'swap', ...(tokenIn ? { tokenIn: tokenIn.key } : {}), ...(amount ? { amount: amount.amount } : {}),
    ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}), awaiting: 'tokenOut',
  });
}

function swapDraft(facts: Facts, action: Action, mentioned: TokenMention[]): PartialIntent | Interpretation {
  const { words } = facts;
  let tokens = mentioned;
  const amount = facts.amounts.find((a) => a.tokenIndex !== undefined) ?? facts.amounts[0];
  const verbAt = facts.actions.find((a) => a.action === action || group(a.action) === 'swap')?.index ?? -1;
  // "use 100 usdc to buy aero": the token before the verb pays.
  const usedBefore = action === 'buy' ? tokens.find((t) => t.index < verbAt && words.slice(0, t.index).some((w) => w === 'use' || w === 'using' || w === 'with')) : undefined;
  tokens = tokens.filter((t) => t.index > verbAt || !tokens.some((u) => u.index > verbAt));
  const after = (markers: string[]) => {
    const at = words.findIndex((w, i) => i > verbAt && markers.includes(w) && tokens.some((t) => t.index > i));
    return at < 0 ? undefined : { at, token: tokens.find((t) => t.index > at) };
  };
  let tokenIn: TokenMention | undefined;
  let tokenOut: TokenMention | undefined;
  const ofPattern = amount?.tokenIndex !== undefined && words[amount.tokenIndex + 1] === 'of' ? tokens.find((t) => t.index > amount.tokenIndex! + 1) : undefined;
  const into = words.findIndex((w, i) => i > verbAt && (w === 'into' || w === 'to') && tokens.some((t) => t.index === i + 1));
  if (action === 'buy' && usedBefore) {
    tokenIn = usedBefore;
    tokenOut = tokens.find((t) => t.index > verbAt);
  } else if (action === 'buy' && ofPattern) {
    tokenIn = tokens.find((t) => t.index === amount!.tokenIndex);
    tokenOut = ofPattern;
  } else if (action === 'buy' && into >= 0 && tokens.length === 2) {
    // "ape 0.05 eth into brett": the first token is spent.
    tokenIn = tokens.find((t) => t.index < into);
    tokenOut = tokens.find((t) => t.index === into + 1);
  } else if (action === 'buy') {
    const pay = after(['with', 'using', 'for', 'from', 'paying']);
    const amountToken = amount?.tokenIndex !== undefined ? tokens.find((t) => t.index === amount.tokenIndex) : undefined;
    tokenIn = pay?.token ?? (amountToken && amount!.amount.kind !== 'exact' ? undefined : amountToken && tokens.length === 2 && amountToken !== tokens[0] ? amountToken : undefined);
    tokenOut = tokens.find((t) => t !== tokenIn && t.index < (pay?.at ?? Infinity)) ?? tokens.find((t) => t !== tokenIn)
      // "degen buy 10k w/ usdc": the token named before the verb is the one bought.
      ?? mentioned.find((t) => t.index < verbAt && t !== tokenIn);
    const placeholder = words.find((w, i) => i > verbAt && ['something', 'anything', 'whatever', 'stuff', 'smth', 'sth'].includes(w));
    if (placeholder && !tokens.some((t) => t.index > words.indexOf(placeholder))) {
      return ask('Which token do you want to buy?', { kind: 'swap', ...(amount ? { amount: amount.amount } : {}), ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}), awaiting: 'tokenOut' });
    }
    const ofAt = words.lastIndexOf('of');
    const unknownOf = !tokenOut && ofAt > verbAt ? unknownWordAfter(facts, ofAt) : undefined;
    if (unknownOf) return notAToken(unknownOf, facts, tokenIn);
    const unknown = unknownWordAfter(facts, facts.actions[0]?.index ?? -1);
    if (!tokenOut && unknown) return notAToken(unknown, facts, tokenIn);
  } else {
    const from = after(['from']);
    const to = after(['for', 'to', 'into', 'forr']) ?? after(['in']);
    tokenIn = from?.token ?? tokens.find((t) => t.index < (to?.at ?? Infinity)) ?? (to ? undefined : tokens[0]);
    tokenOut = to?.token && to.token !== tokenIn ? to.token : tokens.find((t) => t !== tokenIn && t.index > (tokenIn?.index ?? -1));
    const unknown = (to && !to.token ? unknownWordAfter(facts, to.at) : undefined) ?? (!tokenIn ? unknownWordAfter(facts, facts.actions[0]?.index ?? -1) : undefined);
    if (unknown) return notAToken(unknown, facts, tokenIn);
  }
  if (!tokenOut) {
    const marker = words.findIndex((w) => ['for', 'to', 'into'].includes(w));
    const unknown = marker >= 0 ? unknownWordAfter(facts, marker) : undefined;
    if (unknown) return notAToken(unknown, facts, tokenIn);
  }
  const unattached = amount?.amount.kind === 'exact' && amount.tokenIndex === undefined;
  if (unattached && tokenIn && tokenOut) {
    // "degen buy 10k w/ usdc", "swap usdc for degen, 100": 10k of which? Spending the wrong one is not a risk to take.
    const value = amount!.amount.kind === 'exact' ? amount!.amount.value : '';
    return ask(`Is ${value} the amount of ${tokenOut.key} to buy, or of ${tokenIn.key} to spend? Say "${value} ${tokenOut.key}" or "${value} ${tokenIn.key}".`, {
      kind: 'swap', tokenIn: tokenIn.key, tokenOut: tokenOut.key, ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
      ...(facts.slippageBps !== undefined ? { slippageBps: facts.slippageBps } : {}), awaiting: 'amount',
    });
  }
  const side = !amount
    ? (action === 'buy' ? 'buy' : 'sell')
    : amount.amount.kind === 'exact' && tokenOut && (amount.tokenIndex === tokenOut.index || (action === 'buy' && unattached)) ? 'buy' : 'sell';
  return {
    kind: 'swap', side,
    // Only a trade naming one token may default the other side; with two named, a missing side is asked.
    ...(new Set(mentioned.map((t) => t.key)).size !== 1 ? {} : action === 'buy' && !tokenIn ? { counter: 'tokenIn' as const } : action === 'sell' && !tokenOut ? { counter: 'tokenOut' as const } : {}),
    ...(tokenIn ? { tokenIn: tokenIn.key } : {}),
    ...(tokenOut ? { tokenOut: tokenOut.key } : {}),
    ...(amount ? { amount: amount.amount } : {}),
    ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
    ...(facts.slippageBps !== undefined ? { slippageBps: facts.slippageBps } : {}),
  };
}

/** A prompt on its own (no thread): the intent, a question, or a clear failure. */
export function readRequest(given: Facts): Interpretation {
  const facts = withoutNegatedMove(given);
  const guarded = guard(facts);
  if (guarded) return guarded;
  // Every move was negated and nothing but a read is asked: a request not to do something (never a move read from what is left).
  const negatedMove = given.actions.some((a) => moves.has(a.action)) && !facts.actions.some((a) => moves.has(a.action));
  const remaining = negatedMove ? chooseAction(facts) : undefined;
  // What remains must be asked for in words ("just show me the price", "what's eth at"), not read into "my usdc".
  const implicitRead = facts.actions.length === 0 && (remaining === 'balance' || remaining === 'portfolio');
  if (negatedMove && (remaining === undefined || remaining === 'sequence' || moves.has(remaining) || implicitRead)) {
    return fail('NEGATED', 'That reads as something not to do, so nothing was done.');
  }
  if (/\bfrom (?:base|ethereum|mainnet|polygon|unichain|solana)\b.*\bto (?:base|ethereum|mainnet|polygon|unichain|solana)\b/.test(facts.words.join(' ')) && facts.words.some((w) => verbs.get(w) === 'transfer')) {
    return fail('BRIDGE_UNSUPPORTED', 'Moving tokens between chains (bridging) is not supported; swaps and transfers happen on one chain. Nothing was done.');
  }
  if (facts.words.some((w) => w === 'bridge' || w === 'bridging' || w === 'bridged')) {
    return fail('BRIDGE_UNSUPPORTED', 'Moving tokens between chains (bridging) is not supported; swaps and transfers happen on one chain. Nothing was done.');
  }
  if (facts.unsupportedChain) {
    const name = facts.unsupportedChain;
    return fail('UNSUPPORTED_CHAIN', `${name[0]!.toUpperCase()}${name.slice(1)} is not supported. Supported chains: ${supportedChainNames.join(', ')}. Nothing was done.`);
  }
  const action = chooseAction(facts);
  if (action === 'sequence') return fail('ONE_ACTION', 'One action per prompt for now: send the steps as separate prompts. Nothing was done.');
  const problem = addressProblem(facts.addresses);
  if (problem) return problem;
  if (facts.badAmount && (action === undefined || moves.has(action))) return fail('BAD_AMOUNT', `"${facts.badAmount}" is not an amount I can use; write a plain positive number like 5 or 0.25. Nothing was done.`);
  if (facts.badSlippage) return fail('BAD_SLIPPAGE', `A slippage limit of ${facts.badSlippage} is outside 0.01%–50%. Nothing was done.`);
  if (facts.chains.length > 1 && (action === undefined || moves.has(action) || action === 'price' || action === 'lookup')) {
    if (action && moves.has(action)) return fail('MANY_CHAINS', `That names several chains (${facts.chains.join(', ')}); a move happens on one. Nothing was done.`);
  }
  const moveAt = facts.actions.find((a) => moves.has(a.action))?.index;
  if (moveAt !== undefined && (facts.actions.some((a) => moves.has(a.action) && negated(facts.words, a.index)) || retracted(facts.words))) {
    return fail('NEGATED', 'That reads as something not to do, so nothing was done.');
  }
  if (action && moves.has(action)) {
    const keys = new Set(facts.tokens.map((t) => t.key));
    const exacts = new Set(facts.amounts.filter((a) => a.amount.kind !== 'usd').map((a) => `${a.amount.kind}:${a.amount.value}`));
    const recipients = new Set(facts.addresses.filter((a) => a.afterTo || (action === 'transfer' && tokensAt(a.raw).length === 0)).map((a) => a.raw.toLowerCase()));
    if (keys.size > (action === 'transfer' ? 1 : 2) || exacts.size > (action === 'transfer' ? 1 : 2) || recipients.size > 1) {
      return fail('ONE_ACTION', 'One action per prompt for now: one token, one amount and one recipient per request. Nothing was done.');
    }
  }
  const recipient = facts.addresses.find((a) => a.afterTo) ?? (action === 'transfer' ? facts.addresses.find((a) => tokensAt(a.raw).length === 0) ?? facts.addresses[0] : undefined);
  const { tokens, unknown } = tokenMentions(facts, recipient);
  const chain = facts.chains.length === 1 ? { chain: facts.chains[0]! } : {};
  const firstUnknown = facts.unknownTokens[0];
  if (action === 'lookup' || ((action === 'price' || action === undefined || (action === 'balance' && facts.words.some((w) => w === 'what' || w === 'whats'))) && facts.addresses.length > 0 && !recipient && facts.amounts.length === 0)) {
    const address = facts.addresses[0];
    if (address) return completeIntent({ kind: 'lookup', address: address.raw, ...(address.type === 'solana' ? { chain: 'solana' } : chain) });
  }
  if (unknown) return fail('UNKNOWN_TOKEN', `I don't know the token at ${unknown}${facts.chains[0] ? ` on ${chainLabels[facts.chains[0]]}` : ''}. Nothing was done.`);
  if (firstUnknown && action !== 'portfolio' && action !== 'trending') return fail('UNKNOWN_TOKEN', `I don't know the token "${firstUnknown.word.toUpperCase()}". Nothing was done.`);
  switch (action) {
    case 'balance': {
      const named = facts.words.findIndex((w, i) => (w === 'any' || w === 'my') && i + 1 < facts.words.length && /^[a-z]+$/.test(facts.words[i + 1]!) && !stopWords.has(facts.words[i + 1]!) && !tokenWords.has(facts.words[i + 1]!) && !verbs.has(facts.words[i + 1]!) && !facts.chainIndexes.has(i + 1) && !['bags', 'bag', 'wallet', 'wallets', 'holdings', 'balance', 'balances', 'portfolio', 'assets', 'positions', 'coins', 'tokens', 'crypto', 'money', 'funds', 'stuff', 'stash'].includes(facts.words[i + 1]!));
      if (tokens.length === 0 && named >= 0) return fail('UNKNOWN_TOKEN', `I don't know the token "${facts.words[named + 1]!.toUpperCase()}". Nothing was done.`);
      return completeIntent({ kind: 'balance', chains: [...facts.chains], tokens: tokens.length > 0 ? tokens.map((t) => t.key) : 'all' });
    }
    case 'portfolio': return completeIntent({ kind: 'portfolio' });
    case 'lookup': return completeIntent({ kind: 'lookup', ...chain });
    case 'trending': {
      // Trending ranks chains, so "trending coins, solana and unichain" names chains even where "solana" could be SOL.
      const named = facts.tokens.flatMap((t) => sharedChainWords.get(facts.words[t.index] ?? '') ?? []);
      return completeIntent({ kind: 'trending', chains: [...facts.chains, ...named] });
    }
    case 'price': {
      if (!tokens[0]) {
        const word = unknownWordAfter(facts, facts.actions.find((a) => a.action === 'price')?.index ?? -1) ?? unknownBefore(facts);
        if (word) return fail('UNKNOWN_TOKEN', `I don't know the token "${word.toUpperCase()}". Nothing was done.`);
      }
      return completeIntent({ kind: 'price', tokens: [...new Set(tokens.map((t) => t.key))], ...chain });
    }
    case 'swap': case 'buy': case 'sell': {
      const draft = swapDraft(facts, action, tokens);
      if ('question' in draft || 'code' in draft) return draft;
      const done = completeIntent(draft as PartialIntent);
      if (roughAmount(facts) && done.kind === 'intent') return ask(`Should I swap exactly ${describeAmount(done.intent)}? (yes / no)`, { ...done.intent, awaiting: 'confirm' } as PartialIntent);
      return hypothetical(facts, moveAt) && done.kind === 'intent' ? ask('That sounds like a question. Should I do the swap? (yes / no)', { ...done.intent, awaiting: 'confirm' } as PartialIntent) : done;
    }
    case 'transfer': case undefined: {
      if (action === undefined && !(recipient && facts.amounts.length > 0 && tokens.length > 0)) {
        return fail('UNRECOGNIZED', `I didn't understand that. ${capabilitiesHint}`);
      }
      const amount = facts.amounts.find((a) => a.tokenIndex !== undefined) ?? facts.amounts[0];
      if (!tokens[0] && !facts.amounts.some((a) => a.amount.kind === 'usd')) {
        const word = unknownWordAfter(facts, facts.actions[0]?.index ?? -1);
        if (word && word !== 'to') return fail('UNKNOWN_TOKEN', `I don't know the token "${word.toUpperCase()}". Nothing was done.`);
      }
      const draft: PartialIntent = {
        kind: 'transfer', ...chain,
        ...(tokens[0] ? { token: tokens[0].key } : {}),
        ...(amount ? { amount: amount.amount } : {}),
        ...(recipient ? { to: recipient.raw } : {}),
      };
      const done = completeIntent(draft);
      if ((action === undefined || hypothetical(facts, moveAt) || roughAmount(facts)) && done.kind === 'intent') return ask(`Do you want me to send ${describeAmount(done.intent)} to ${recipient!.raw}? (yes / no)`, { ...done.intent, awaiting: 'confirm' } as PartialIntent);
      return done;
    }
  }
}

/** "…no wait, don't", "…jk", "…scratch that": a request taken back in its last words. */
function retracted(words: readonly string[]): boolean {
  const last = words.at(-1) ?? '';
  const lastTwo = words.slice(-2).join(' ');
  return ['dont', 'nevermind', 'jk', 'kidding', 'jking'].includes(last) || ['cancel that', 'forget it', 'scratch that', 'not yet', 'cancel it'].includes(lastTwo);
}

/** "don't sell my bonk, just show me the price": the move is refused, so what remains is the request. */
const negated = (words: readonly string[], at: number): boolean =>
  words.slice(Math.max(0, at - 3), at).some((w) => ['dont', 'not', 'never', 'forget', 'skip', 'cancel', 'nevermind'].includes(w));

/** Moves told in the past ("I bought sol at 150, now sell 2 sol") are context when the prompt asks for a move now. */
const pastTense = new Set(['bought', 'sold', 'swapped', 'traded', 'sent', 'transferred', 'aped']);

function withoutNegatedMove(facts: Facts): Facts {
  const present = facts.actions.filter((a) => !(moves.has(a.action) && pastTense.has(facts.words[a.index]!)));
  const current = present.some((a) => moves.has(a.action)) ? { ...facts, actions: present } : facts;
  const move = current.actions.find((a) => moves.has(a.action) && negated(current.words, a.index));
  if (!move) return current;
  const rest = current.actions.filter((a) => !moves.has(a.action));
  return { ...current, actions: rest };
}

/** "what if I swap…", "should I sell…", "how much would I get if I…": a question about a move, not an order. */
function hypothetical(facts: Facts, moveAt: number | undefined): boolean {
  if (moveAt === undefined) return false;
  const before = facts.words.slice(0, moveAt);
  const asksShould = facts.words.some((w, i) => w === 'should' && ['i', 'we'].includes(facts.words[i + 1] ?? '')) ||
    // "is it a good idea to ape 500 usdc into brett", "do you think I should…": asking for an opinion, not an order.
    (['is', 'are', 'do', 'does', 'would', 'will'].includes(facts.words[0] ?? '') && !['you', 'u'].includes(facts.words[1] ?? '')) || facts.words.includes('idea');
  return asksShould || before.includes('if') || before.includes('should') || before.includes('thinking') || before.includes('considering') || (before.includes('would') && !before.some((w) => w === 'you' || w === 'u' || w === 'like' || w === 'love'));
}

function unknownBefore(facts: Facts): string | undefined {
  const at = facts.actions.find((a) => a.action === 'price')?.index ?? -1;
  const w = facts.words[at - 1];
  return w && !stopWords.has(w) && !tokenWords.has(w) && !facts.chainIndexes.has(at - 1) ? w : undefined;
}

function describeAmount(intent: Extract<Interpretation, { kind: 'intent' }>['intent']): string {
  if (intent.kind !== 'transfer' && intent.kind !== 'swap') return '';
  const a = intent.amount;
  const token = intent.kind === 'transfer' ? intent.token : intent.side === 'buy' ? intent.tokenOut : intent.tokenIn;
  const how = a.kind === 'exact' ? `${a.value} ${token}` : a.kind === 'usd' ? `$${a.value} of ${token}` : `${Number((a.value * 100).toFixed(6))}% of your ${token}`;
  return intent.kind === 'swap' ? `${how} for ${intent.side === 'buy' ? intent.tokenIn : intent.tokenOut} on ${chainLabels[intent.chain]}` : `${how} on ${chainLabels[intent.chain]}`;
}
