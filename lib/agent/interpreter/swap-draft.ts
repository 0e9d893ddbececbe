import { ask, fail, type Interpretation, type PartialIntent } from './intent.ts';
import { group } from './choose-action.ts';
import { chainPrepositions, englishWord, fractionWords, stopWords, usdWords, verbs, type Action } from '../../language/lexicon.ts';
import { tokenWords, usdPegged } from '../../language/token-registry.ts';
import type { Facts, TokenMention } from '../../language/scan-prompt.ts';

/**
 * A word in a token position that is no token: "buy foo", "swap 5 usdc for foo". A word of English ("exit part of the
 * position", "acquire precisely that amount", "pay rent") is read past: a ticker only where nothing reads better.
 */
export function unknownWordAfter(facts: Facts, index: number): string | undefined {
  for (let i = index + 1; i < facts.words.length && i <= index + 3; i++) {
    const w = facts.words[i]!;
    if (facts.chainIndexes.has(i) || facts.tokens.some((t) => t.index === i) || w.startsWith('@') || /\d/.test(w)) return undefined;
    if (stopWords.has(w) || fractionWords.has(w) || w === 'of' || verbs.has(w) || englishWord(w)) continue;
    return tokenWords.has(w) ? undefined : w;
  }
  return undefined;
}

/** Places money goes "into" that are no token: "put 30 usdc into my wallet", "into savings". */
const intoNotTokens = new Set([
  'wallet',
  'account',
  'savings',
  'position',
  'positions',
  'it',
  'that',
  'this',
  'them',
  'stables',
  'stablecoins',
  'something',
  'crypto',
]);

/**
 * The word a swap puts money "into" (or "in"), when no token is named there: "ape 50 usdc into HIGHER" buys HIGHER, an unknown
 * token. The slot is a token's, so an English word there ("higher") is not passed over: once it was, and the buy read
 * as buying 50 USDC with ETH.
 */
function unknownInto(facts: Facts, verbAt: number): string | undefined {
  const { words } = facts;
  // "aping 50 usdc in HIGHER": "in" right after a token said with its amount puts it into what follows, as "into" does.
  const at = words.findIndex(
    (w, i) => i > verbAt && (w === 'into' || (w === 'in' && /\d/.test(words[i - 2] ?? '') && facts.tokens.some((t) => t.index === i - 1))),
  );
  if (at < 0) return undefined;
  for (let i = at + 1; i < words.length && i <= at + 3; i++) {
    const w = words[i]!;
    if (facts.chainIndexes.has(i) || facts.tokens.some((t) => t.index === i) || w.startsWith('@') || /\d/.test(w)) return undefined;
    if (stopWords.has(w) || w === 'the' || w === 'some') continue;
    return intoNotTokens.has(w) || tokenWords.has(w) ? undefined : w;
  }
  return undefined;
}

/** Words before a token that make it the one paid with: "use 100 usdc to buy aero", "spend $40 of usdc to buy link". */
const payingWords = new Set(['use', 'using', 'with', 'spend', 'spending']);

/** Words right before a buy's bare number that make it what is paid: "buy eth with 100", "paying 100", "for 100". */
const priceWords = new Set([...payingWords, 'paying', 'for', 'pay']);
/** Words that soften a number without changing what it is: "with like 40", "for about 100". */
const hedges = new Set(['like', 'about', 'around', 'roughly', 'approx', 'approximately', 'maybe', 'just', 'only', 'some', '~']);

/** Words after a verb that point back at what was said before it: "that amount", "that quantity", "it", "them". */
const backReferences = new Set(['it', 'them', 'that', 'this', 'those', 'these', 'same']);
const amountNouns = new Set(['amount', 'quantity', 'sum', 'number', 'much', 'many']);

/**
 * What the verb at `verbAt` takes as its object from before it: 'amount' for an amount said before ("acquire precisely
 * that amount", "buy exactly that quantity"), 'token' for a token ("buy it"), `undefined` when its object is its own.
 */
export function refersBack(words: readonly string[], verbAt: number): 'amount' | 'token' | undefined {
  let i = verbAt + 1;
  while (i < words.length && englishWord(words[i]!) && !backReferences.has(words[i]!)) i++;
  const w = words[i] ?? '';
  if (!backReferences.has(w)) return undefined;
  // "that amount of usdc" names its token after all; "that amount" with nothing after it points back.
  const next = words[i + 1] ?? '';
  if (amountNouns.has(next)) return words[i + 2] === 'of' ? undefined : 'amount';
  return w === 'it' || w === 'them' ? 'token' : undefined;
}

/** Words that stand for a token not chosen yet ("buy $20 of something"): asked about, never an unknown token. */
const placeholders = new Set(['something', 'anything', 'whatever', 'stuff', 'smth', 'sth']);

/** Words after a trade's verb that say how or how much, not what: "buy fast", "swap the rest", "sell back". */
const notObjects = new Set([...backReferences, 'rest', 'remainder', 'fast', 'now', 'quick', 'quickly', 'asap', 'back', 'more', 'again', 'dip', 'everything']);

/** A word where a token should be: "dollars" asks which dollar token, anything else is an unknown token. */
function notAToken(word: string, facts: Facts, tokenIn: TokenMention | undefined): Interpretation {
  if (!usdWords.has(word)) return fail('UNKNOWN_TOKEN', `I don't know the token "${word.toUpperCase()}". Nothing was done.`);
  const amount = facts.amounts.find((a) => a.tokenIndex !== undefined) ?? facts.amounts[0];
  return ask('Dollars are not a token here: which one do you want, USDC or USDT?', {
    kind: 'swap',
    ...(tokenIn ? { tokenIn: tokenIn.key } : {}),
    ...(amount ? { amount: amount.amount } : {}),
    ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
    awaiting: 'tokenOut',
  });
}

export function swapDraft(facts: Facts, action: Action, mentioned: TokenMention[]): PartialIntent | Interpretation {
  const { words } = facts;
  let tokens = mentioned;
  let amount = facts.amounts.find((a) => a.tokenIndex !== undefined) ?? facts.amounts[0];
  const verbAt = facts.actions.find((a) => a.action === action || group(a.action) === 'swap')?.index ?? -1;
  // "use 100 usdc to buy aero", "spend $40 of usdc to buy some link": the token before the verb pays.
  const usedBefore = action === 'buy' ? tokens.find((t) => t.index < verbAt && words.slice(0, t.index).some((w) => payingWords.has(w))) : undefined;
  // "We require exactly 1,000 DEGEN. Could you acquire precisely that amount, paying in USDC?": the verb's object points
  // back at the token named before it, which stays in play; otherwise a token before the verb is context.
  // "All my AERO on base I want to sell, give me USDC for it": the amount's token said first is the verb's object when
  // all that follows the verb is what it is for.
  const fronted =
    amount?.tokenIndex !== undefined &&
    amount.tokenIndex < verbAt &&
    tokens.filter((t) => t.index > verbAt).every((t) => ['for', 'to', 'into'].includes(words[t.index - 1] ?? ''));
  if (!refersBack(words, verbAt) && !fronted) tokens = tokens.filter((t) => t.index > verbAt || !tokens.some((u) => u.index > verbAt));
  const after = (markers: string[]) => {
    const at = words.findIndex((w, i) => i > verbAt && markers.includes(w) && tokens.some((t) => t.index > i));
    return at < 0 ? undefined : { at, token: tokens.find((t) => t.index > at) };
  };
  let tokenIn: TokenMention | undefined;
  let tokenOut: TokenMention | undefined;
  const ofPattern =
    amount?.tokenIndex !== undefined && words[amount.tokenIndex + 1] === 'of' ? tokens.find((t) => t.index > amount!.tokenIndex! + 1) : undefined;
  const into = words.findIndex((w, i) => i > verbAt && (w === 'into' || w === 'to') && tokens.some((t) => t.index === i + 1));
  // "buy 100 usdc of moonkitty": what is bought comes after "of"; a word there that is no token is never read as the other side.
  const bought = action === 'buy' && amount?.tokenIndex !== undefined && words[amount.tokenIndex + 1] === 'of' && !ofPattern;
  const unknownBought = bought ? unknownWordAfter(facts, amount!.tokenIndex! + 1) : undefined;
  // "/buy ZORBO 50 USDC base", "sell zorbo 50 usdc": the word the verb acts on is no token, so no side is read from the rest (a
  // listed token named after it would otherwise become the one bought, paid for with a default).
  const unknownObject =
    tokens.length < 2
      ? (unknownWordAfter(facts, verbAt) ??
        // "buy 50 usdc zorbo": the word right after the amount's token
        (amount?.tokenIndex !== undefined ? unknownWordAfter({ ...facts, words: words.slice(0, amount.tokenIndex + 2) }, amount.tokenIndex) : undefined))
      : undefined;
  const unknownTraded =
    unknownBought ??
    unknownInto(facts, verbAt) ??
    (unknownObject &&
    !notObjects.has(unknownObject) &&
    !verbs.has(unknownObject.replace(/s$/, '')) &&
    // "sell 2 pol sur polygon", "buy 5000 bonk en base": a chain's preposition in another language, before the chain.
    !(chainPrepositions.has(unknownObject) && facts.chains.length > 0)
      ? unknownObject
      : undefined);
  if (unknownTraded && !placeholders.has(unknownTraded))
    return notAToken(
      unknownTraded,
      facts,
      tokens.find((t) => t.index === amount?.tokenIndex),
    );
  // "sell 100 usdc of eth": an amount in one token, of another (what is sold); a third token to get is not read here.
  const measuredAt = amount?.amount.kind === 'exact' && amount.tokenIndex !== undefined && words[amount.tokenIndex + 1] === 'of' ? amount.tokenIndex : -1;
  const measureKey = tokens.find((t) => t.index === measuredAt)?.key;
  const measured =
    action !== 'buy' && measuredAt >= 0
      ? tokens.find(
          (t) =>
            t.index > measuredAt + 1 &&
            t.index <= measuredAt + 3 &&
            t.key !== measureKey &&
            words.slice(measuredAt + 2, t.index).every((w) => w === 'my' || w === 'the'),
        )
      : undefined;
  if (action === 'buy' && usedBefore) {
    tokenIn = usedBefore;
    tokenOut = tokens.find((t) => t.index > verbAt);
  } else if (action === 'buy' && ofPattern) {
    tokenIn = tokens.find((t) => t.index === amount!.tokenIndex);
    tokenOut = ofPattern;
  } else if (action === 'buy' && into >= 0 && tokens.length === 2) {
    // "ape 0.05 eth into brett": the first token is spent; "ape $50 into brett w my usdc": the other one.
    tokenIn = tokens.find((t) => t.index < into) ?? tokens.find((t) => t.index !== into + 1);
    tokenOut = tokens.find((t) => t.index === into + 1);
  } else if (action === 'buy') {
    // "buy me SOL, use my USDC", "need 1000 degen, use usdc for it": what the person says to use pays.
    // "for" marks what pays only after what is bought ("buy eth for usdc"); right after the verb it starts the amount
    // ("I want buy for 30 dollars of TOSHI, paying with USDC" buys TOSHI), and a pay word said outright comes first.
    const forPay = after(['for']);
    const pay =
      after(['with', 'using', 'use', 'from', 'paying']) ?? (forPay && tokens.some((t) => t.index > verbAt && t.index < forPay.at) ? forPay : undefined);
    const amountToken = amount?.tokenIndex !== undefined ? tokens.find((t) => t.index === amount!.tokenIndex) : undefined;
    // "buy for 20 usdc some degen": "for" right after the verb starts the price, so its amount's token pays.
    // "a buy at 2800 for 150 usdc", "buy for 150 usdc": the one token named is the price "for" which it buys, what
    // pays; what is bought is not named (never the payment itself, bought with a default).
    // Only a dollar token said as an exact amount ("for 100 eth" stays that many bought; "for 30 dollars of TOSHI" buys TOSHI).
    const onlyPrice =
      tokens.length === 1 &&
      amountToken !== undefined &&
      amountToken === tokens[0] &&
      usdPegged.has(amountToken.key) &&
      amount!.amount.kind === 'exact' &&
      amount!.index > verbAt &&
      words[amount!.index - 1] === 'for' &&
      words[amountToken.index + 1] !== 'of';
    const price = (words[verbAt + 1] === 'for' && amount?.index === verbAt + 2 && tokens.length === 2) || onlyPrice ? amountToken : undefined;
    tokenIn =
      pay?.token ??
      price ??
      (amountToken && amount!.amount.kind !== 'exact' ? undefined : amountToken && tokens.length === 2 && amountToken !== tokens[0] ? amountToken : undefined);
    tokenOut =
      tokens.find((t) => t !== tokenIn && t.index < (pay?.at ?? Infinity)) ??
      tokens.find((t) => t !== tokenIn) ??
      // "degen buy 10k w/ usdc": the token named before the verb is the one bought.
      mentioned.find((t) => t.index < verbAt && t !== tokenIn);
    // "buy half eth with usdc": a share of the token bought is no share of a balance; "half" or "quarter" right before it
    // is that much of one token, any other share of it ("25% eth", "all eth") is asked.
    if (amount?.amount.kind === 'fraction' && tokenOut && amount.tokenIndex === tokenOut.index) {
      const word = words[amount.index] ?? '';
      if ((word !== 'half' && word !== 'quarter') || amount.tokenIndex !== amount.index + 1) {
        return ask(`How much ${tokenOut.key} do you want to buy${tokenIn ? ` with ${tokenIn.key}` : ''}? Say an amount, like "0.25 ${tokenOut.key}".`, {
          kind: 'swap',
          tokenOut: tokenOut.key,
          ...(tokenIn ? { tokenIn: tokenIn.key } : {}),
          ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
          awaiting: 'amount',
        });
      }
      amount = { ...amount, amount: { kind: 'exact', value: String(amount.amount.value) } };
    }
    const placeholder = words.find((w, i) => i > verbAt && placeholders.has(w));
    if (placeholder && !tokens.some((t) => t.index > words.indexOf(placeholder))) {
      return ask('Which token do you want to buy?', {
        kind: 'swap',
        ...(amount ? { amount: amount.amount } : {}),
        ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
        awaiting: 'tokenOut',
      });
    }
    const ofAt = words.lastIndexOf('of');
    const unknownOf = !tokenOut && ofAt > verbAt ? unknownWordAfter(facts, ofAt) : undefined;
    if (unknownOf) return notAToken(unknownOf, facts, tokenIn);
    const unknown = unknownWordAfter(facts, facts.actions[0]?.index ?? -1);
    if (!tokenOut && unknown) return notAToken(unknown, facts, tokenIn);
  } else if (measured) {
    // "sell 100 usdc of eth", "sell 0.01 eth worth of my degen": the token after "of" is sold, and the amount's own token
    // says how much of it, by what it brings: that token is received, exactly that amount of it.
    tokenIn = measured;
    tokenOut = tokens.find((t) => t.index === amount!.tokenIndex);
  } else {
    // "from my usdc", "from 50 usdc": the token right after "from" is sold; "sell 3000 from them to usdc", "… from my
    // bag to usdc" name no token after it, and the token said later is what is received, never what is sold (it was).
    const fromAt = after(['from']);
    const fromNamed =
      fromAt?.token !== undefined &&
      words.slice(fromAt.at + 1, fromAt.token.index).every((w) => ['my', 'the', 'our', 'all', 'of'].includes(w) || /^\$?\d/.test(w));
    // "from polygon to solana" names chains, a bridge, read as before.
    const fromChain = fromAt !== undefined && facts.chainIndexes.has(fromAt.at + 1);
    const from = fromNamed || fromChain ? fromAt : undefined;
    const fromUnnamed = fromAt !== undefined && !fromNamed && !fromChain;
    // "in" marks what is received ("swap 5 usdc in eth"), not what is held ("sell everything i have in wif").
    const inAt = after(['in']);
    const to =
      after(['for', 'to', 'into', 'forr']) ??
      (inAt && !['have', 'hold', 'holding', 'everything', 'all', 'position', 'bag', 'stack'].includes(words[inAt.at - 1] ?? '') ? inAt : undefined);
    tokenIn =
      from?.token ??
      tokens.find((t) => t.index < Math.min(to?.at ?? Infinity, fromUnnamed ? fromAt.at : Infinity)) ??
      (to || fromUnnamed ? undefined : tokens[0]);
    tokenOut = to?.token && to.token !== tokenIn ? to.token : tokens.find((t) => t !== tokenIn && t.index > (tokenIn?.index ?? -1));
    // "sell 2 eth and half of my degen": a second token with an amount of its own, joined by "and" and with no word
    // making it the one received, is a second thing to sell, never what the first is sold for.
    const second = !to && tokenOut ? facts.amounts.find((a) => a !== amount && a.tokenIndex === tokenOut!.index) : undefined;
    if (second && words.slice(tokenIn?.index ?? 0, second.index).some((w) => w === 'and' || w === 'plus' || w === '&'))
      return fail('ONE_ACTION', 'That names two amounts of two tokens; send each trade as a prompt of its own. Nothing was done.');
    const unknown =
      (to && !to.token ? unknownWordAfter(facts, to.at) : undefined) ?? (!tokenIn ? unknownWordAfter(facts, facts.actions[0]?.index ?? -1) : undefined);
    if (unknown) return notAToken(unknown, facts, tokenIn);
  }
  if (!tokenOut) {
    const marker = words.findIndex((w) => ['for', 'to', 'into'].includes(w));
    const unknown = marker >= 0 ? unknownWordAfter(facts, marker) : undefined;
    if (unknown) return notAToken(unknown, facts, tokenIn);
  }
  // "sell 1 eth for 3500", "buy 1 eth for $2500", "sell my eth for 3500": a figure "for" which a trade is done, in no
  // token, is a price per coin or what all of it should bring, two trades far apart (and neither the market's): asked.
  const forFigure = facts.amounts.find(
    // ("swap usdc for $10 of eth" names what is received: no price.)
    (a) => (a.amount.kind === 'usd' || a.amount.kind === 'exact') && a.tokenIndex === undefined && words[a.index - 1] === 'for' && a.index > verbAt,
  );
  const traded = tokens.find((t) => t.index === amount?.tokenIndex) ?? (action === 'buy' ? tokenOut : tokenIn);
  // ("sell my ETH … for 200 dollars worth only" (held-out-40, non-native): "worth" after it says the figure is what the
  // trade is worth, its amount in dollars.)
  const worthSaid =
    forFigure !== undefined &&
    forFigure === amount &&
    forFigure.amount.kind === 'usd' &&
    words.slice(forFigure.index + 1, forFigure.index + 3).includes('worth');
  if (forFigure && traded && !worthSaid && (forFigure !== amount || action !== 'buy')) {
    const value = forFigure.amount.kind === 'usd' ? `$${forFigure.amount.value}` : String(forFigure.amount.value);
    const other = traded === tokenIn ? tokenOut : tokenIn;
    return ask(
      `Is ${value} a price for one ${traded.key}, or what the whole trade is worth? I trade only at the market price now, or at a price by an order: say how much ${traded.key} to ${action === 'buy' ? 'buy' : 'sell'}, or set an order like "${action === 'buy' ? 'buy' : 'sell'} 1 ${traded.key} when it is ${action === 'buy' ? 'below' : 'above'} ${value}".`,
      {
        kind: 'swap',
        ...(action === 'buy' ? { tokenOut: traded.key } : { tokenIn: traded.key }),
        ...(other ? (action === 'buy' ? { tokenIn: other.key } : { tokenOut: other.key }) : {}),
        ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
        awaiting: 'amount',
      },
    );
  }
  // "sell 20 usdc in degen": a sale measured in dollars "in" another token is that much of the other sold, or the dollars
  // put into it (a buy said with "sell"): two moves the other way round from each other, so asked.
  const inAt = amount?.tokenIndex !== undefined ? amount.tokenIndex + 1 : -1;
  const measure = tokens.find((t) => t.index === amount?.tokenIndex);
  const inToken = words[inAt] === 'in' ? tokens.find((t) => t.index === inAt + 1) : undefined;
  if (action === 'sell' && measure && inToken && usdPegged.has(measure.key) && !usdPegged.has(inToken.key) && amount?.amount.kind === 'exact') {
    const value = amount.amount.value;
    return ask(
      `Do you want to sell ${inToken.key} worth ${value} ${measure.key}, or spend ${value} ${measure.key} on ${inToken.key}? Say "sell ${inToken.key} for ${value} ${measure.key}" or "buy ${inToken.key} with ${value} ${measure.key}".`,
      { kind: 'swap', ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}), awaiting: 'amount' },
    );
  }
  // "sell 50 on degen": a bare number and the token after "on" (no chain there): 50 DEGEN, or $50 of it? Asked.
  if (action === 'sell' && amount?.amount.kind === 'exact' && amount.tokenIndex === undefined && words[amount.index + 1] === 'on') {
    const onToken = tokens.find((t) => t.index === amount!.index + 2);
    if (onToken)
      return ask(
        `Is ${amount.amount.value} an amount of ${onToken.key} to sell, or dollars? Say "${amount.amount.value} ${onToken.key}" or "$${amount.amount.value}".`,
        {
          kind: 'swap',
          tokenIn: onToken.key,
          ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
          awaiting: 'amount',
        },
      );
  }
  // "make limit buy of 200 usdc for eth": a buy said as a noun ("a buy of 200 USDC for ETH") reads two ways, its size
  // in what it buys or in what pays (the ninth held-out set meant 200 USDC spent on ETH; read literally it bought
  // USDC with ETH). Which is never guessed.
  if (
    action === 'buy' &&
    words[verbAt + 1] === 'of' &&
    amount?.amount.kind === 'exact' &&
    amount.tokenIndex !== undefined &&
    tokenOut?.index === amount.tokenIndex &&
    tokenIn !== undefined &&
    tokenIn.index > amount.tokenIndex &&
    words.slice(amount.tokenIndex + 1, tokenIn.index).includes('for')
  ) {
    const [value, paid, got] = [amount.amount.value, tokenOut.key, tokenIn.key];
    return fail(
      'SWAP_DIRECTION_UNCLEAR',
      `"a buy of ${value} ${paid} for ${got}" reads two ways: say "buy ${got} with ${value} ${paid}" to spend ${value} ${paid}, or "buy ${value} ${paid} with ${got}" to get ${value} ${paid}. Nothing was done.`,
    );
  }
  const unattached = amount?.amount.kind === 'exact' && amount.tokenIndex === undefined;
  // "buy eth with 100", "buy degen paying 100": a bare number said as what pays is a price in a token not named, never
  // that many of the token bought.
  let before = amount ? amount.index - 1 : -1;
  while (before > 0 && hedges.has(words[before]!)) before--;
  // "put 100 into eth", "ape 50 in degen": a bare number put into a token is what is spent on it, in a token not named.
  const putInto = ['in', 'into'].includes(words[amount ? amount.index + 1 : -1] ?? '') && words[(amount?.index ?? 0) + 2] !== 'my';
  if (action === 'buy' && unattached && tokenOut && !tokenIn && (priceWords.has(words[before] ?? '') || putInto)) {
    const value = amount!.amount.kind === 'exact' ? amount!.amount.value : '';
    return ask(`${value} of which token? Say how much to spend on ${tokenOut.key}, like "${value} USDC" or "$${value}".`, {
      kind: 'swap',
      tokenOut: tokenOut.key,
      ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
      awaiting: 'amount',
    });
  }
  // "swap the polygon USDT to USDC - 50 of it" (held-out-34, pasted): "of it" after the number points at what is
  // swapped or sold, the token paid (never beside a buy, whose "it" may be what is bought).
  const ofHeld =
    unattached && action !== 'buy' && words[amount!.index + 1] === 'of' && ['it', 'them', 'that', 'those', 'this'].includes(words[amount!.index + 2] ?? '');
  if (unattached && tokenIn && tokenOut && !ofHeld) {
    // "degen buy 10k w/ usdc", "swap usdc for degen, 100": 10k of which? Spending the wrong one is not a risk to take.
    const value = amount!.amount.kind === 'exact' ? amount!.amount.value : '';
    return ask(
      `Is ${value} the amount of ${tokenOut.key} to buy, or of ${tokenIn.key} to spend? Say "${value} ${tokenOut.key}" or "${value} ${tokenIn.key}".`,
      {
        kind: 'swap',
        tokenIn: tokenIn.key,
        tokenOut: tokenOut.key,
        ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
        ...(facts.slippageBps !== undefined ? { slippageBps: facts.slippageBps } : {}),
        awaiting: 'amount',
      },
    );
  }
  const side = !amount
    ? action === 'buy'
      ? 'buy'
      : 'sell'
    : amount.amount.kind === 'exact' && tokenOut && (amount.tokenIndex === tokenOut.index || (action === 'buy' && unattached))
      ? 'buy'
      : 'sell';
  return {
    kind: 'swap',
    side,
    // Only a trade naming one token may default the other side; with two named, a missing side is asked.
    ...(new Set(mentioned.map((t) => t.key)).size !== 1
      ? {}
      : action === 'buy' && !tokenIn
        ? { counter: 'tokenIn' as const }
        : action === 'sell' && !tokenOut
          ? { counter: 'tokenOut' as const }
          : {}),
    ...(tokenIn ? { tokenIn: tokenIn.key } : {}),
    ...(tokenOut ? { tokenOut: tokenOut.key } : {}),
    ...(amount ? { amount: amount.amount } : {}),
    ...(facts.chains.length === 1 ? { chain: facts.chains[0]! } : {}),
    ...(facts.slippageBps !== undefined ? { slippageBps: facts.slippageBps } : {}),
  };
}
