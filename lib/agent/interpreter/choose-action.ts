import { sequenceWords, stopWords, verbs, type Action } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import type { Facts, TokenMention } from '../../language/scan-prompt.ts';

export const moves = new Set<Action>(['swap', 'buy', 'sell', 'transfer']);
/** Words of stress between a token and "at" in a price asked ("where is sol really at"); "actually" may correct a move. */
const stress = new Set(['really', 'even', 'currently', 'now', 'rn', 'trading']);
export const group = (a: Action): string => (a === 'buy' || a === 'sell' ? 'swap' : a);

/** The one action a prompt asks for; two actions in sequence are refused, never guessed. */
export function chooseAction(facts: Facts): Action | 'sequence' | undefined {
  const { actions, words } = facts;
  const strongSequence = ['then', 'after', 'afterwards', 'next', 'finally'];
  // "buy 0.5 eth then sell it back": two moves in order, even within one swap family.
  const moveActions = actions.filter((a) => moves.has(a.action));
  if (moveActions.length > 1 && words.slice(actions[0]!.index + 1, actions.at(-1)!.index).some((w) => strongSequence.includes(w))) return 'sequence';
  // "swap 1 eth for usdc; send 100 usdc to 0x…": a trade and a transfer are two requests, however they are joined.
  if (new Set(moveActions.map((a) => group(a.action))).size > 1) return 'sequence';
  // "look up which token 0x… is and what its current price is": a lookup reports the token's price, so the price asked
  // of the address looked up (no token named) is that lookup, not a second request.
  if (moveActions.length === 0 && facts.tokens.length === 0 && facts.addresses.length === 1 && actions.some((a) => a.action === 'lookup')) {
    if (actions.every((a) => a.action === 'lookup' || a.action === 'price')) return 'lookup';
  }
  if (actions.length > 1) {
    const groups = new Set(actions.map((a) => group(a.action)));
    const sellBuy = groups.size === 1 && groups.has('swap') && actions.some((a) => a.action !== 'swap');
    const repeatedMove = actions.filter((a) => moves.has(a.action)).length > 1 && !sellBuy;
    if (groups.size > 1 || repeatedMove) {
      const from = actions[0]!.index + 1;
      const between = words.slice(from, actions.at(-1)!.index);
      if (between.some((w, k) => sequenceWords.has(w) && !listJoin(facts, from + k))) return 'sequence';
    }
  }
  let move = actions.find((a) => moves.has(a.action));
  // "yeet half my usdc into toshi": a "send" with no address but a token after "into" is a trade.
  const before = (t: { index: number }): string =>
    words
      .slice(0, t.index)
      .reverse()
      .find((w) => !/^\$?\d/.test(w) && !['the', 'some', 'a'].includes(w)) ?? '';
  if (
    move?.action === 'transfer' &&
    facts.addresses.length === 0 &&
    facts.tokens.some((t) => before(t) === 'into' || (before(t) === 'for' && new Set(facts.tokens.map((x) => x.key)).size >= 2))
  ) {
    move = { action: 'swap', index: move.index };
  }
  // "what are people aping into", "what should I buy": no amount, no token, a question about what is popular.
  if (move?.action === 'buy' && facts.amounts.length === 0 && facts.tokens.length === 0 && words.some((w) => ['what', 'whats', 'which'].includes(w)))
    return 'trending';
  if (move) {
    if (move.action === 'sell' && actions.some((a) => a.action === 'buy')) return 'swap';
    return move.action;
  }
  // "I have been told…", "we have decided…": "have" that only makes a tense says nothing is held.
  const has = (...ws: string[]) => ws.some((w) => words.some((x, i) => x === w && !(w === 'have' && tenseHave(words, i))));
  // "what am i worth", "everything i hold": the person valued; "i would like to receive …, not a dollar value" values nothing held.
  const selfValued = has('my', 'wallet') || words.some((w, i) => w === 'i' && (words[i - 1] === 'am' || holdVerbs.includes(words[i + 1] ?? '')));
  // "how much is my UNI worth", "value of my bonk", "what's my eth worth in dollars": the holding valued (balance × price),
  // not the token's price ("how much is 1 btc worth" names an amount, not a holding: that is a price).
  if (facts.tokens.length > 0 && facts.amounts.length === 0 && has('worth', 'value', 'valued', 'dollars', 'usd') && heldSaid(words)) return 'portfolio';
  // "USDC | polygon | ? … can u fill in the qty column": the quantity of named tokens is their balance.
  // "…to obtain precisely that quantity of AERO" speaks of an amount, and asks for no balance.
  const quantityAsked = words.some((w, i) => ['qty', 'quantity', 'quantities', 'qtys'].includes(w) && words[i + 1] !== 'of');
  if (facts.tokens.length > 0 && facts.amounts.length === 0 && quantityAsked) return 'balance';
  const order: Action[] = ['lookup', 'trending', 'price', 'portfolio', 'balance'];
  const found = order.find((o) => actions.some((a) => a.action === o));
  // "list our cbBTC holdings": holdings of a named token are its balance.
  if (found === 'portfolio' && facts.tokens.length > 0) return 'balance';
  // "total balance in dollars", "my balance in usd": the holdings valued, which is the portfolio.
  if (found === 'balance' && facts.tokens.length === 0 && has('total', 'dollars', 'dollar', 'usd', '$', 'worth', 'value')) return 'portfolio';
  if (found) return found;
  // ("a reminder i left myself", "left me a note": left for someone is no holding left over.)
  const leftOver = words.some((w, i) => w === 'left' && !/^(?:myself|me|him|her|them|you|us|a|an|this|that|the|it)$/.test(words[i + 1] ?? ''));
  const mine = has('have', 'got', 'hold', 'own', 'holding', 'i', 'ive', 'my', 'wallet') || leftOver;
  if (has('howmuch')) {
    if (facts.tokens.length > 0) return mine || !has('is', 'are', 'does', 'cost', 'costs', 'worth', 'trading') ? 'balance' : 'price';
    if (has('$', 'dollars', 'usd', 'total', 'worth', 'value', 'wallet', 'portfolio', 'account', 'money', 'crypto')) return 'portfolio';
    return mine ? 'balance' : facts.addresses.length > 0 ? 'price' : undefined;
  }
  // "whats sol at", "is usdt still at $1": where a token trades.
  // ("where is sol really at rn", "whats degen currently at": a word of stress between the token and "at", with no
  // move said anywhere.)
  const stressed = (word: string) => word === 'still' || (stress.has(word) && !facts.actions.some((a) => moves.has(a.action)));
  if (facts.tokens.some((t) => words[t.index + 1] === 'at' || (stressed(words[t.index + 1] ?? '') && words[t.index + 2] === 'at'))) return 'price';
  if (has('worth', 'value', 'cost', 'costs', 'trading') && selfValued && facts.tokens.length === 0) return 'portfolio';
  if (has('worth', 'value', 'cost', 'costs', 'trading', 'quote')) return facts.tokens.length > 0 || facts.addresses.length > 0 ? 'price' : undefined;
  // "top 3 on base", "the two cheapest tokens on solana", "biggest gainers": a ranking, which the trending list answers.
  if (has(...rankWords) && (has('tokens', 'coins') || facts.chains.length > 0)) return 'trending';
  if (has('what', 'whats', 'which', 'show', 'list') && has('have', 'hold', 'own', 'got', 'tokens', 'holding')) return 'balance';
  // "whats my usdc on base rn, long day at work lol": a clause of its own after the read, naming nothing held, no
  // token, chain or address, is a chat's aside; the words of the read's own clauses are read whole.
  const named = new Set(
    words.flatMap((w, i) => (facts.tokens.some((t) => t.index === i) || facts.chainIndexes.has(i) || /^@\d/.test(w) ? [facts.clauses[i]] : [])),
  );
  const unknown = (w: string, i: number) =>
    /^[a-z]/.test(w) &&
    !stopWords.has(w) &&
    !tokenWords.has(w) &&
    !facts.chainIndexes.has(i) &&
    !verbs.has(w) &&
    // ("hows my usdc looking on base", "how is my eth doing" (held-out-39 chat): how a holding stands is its balance.)
    !['whats', 'wats', 'looking', 'bag', 'rn', 'lol', 'pls', 'check', 'hows', 'how', 'doing'].includes(w) &&
    // "whats my usdc on base anyway", "… tho", "btw, whats my eth": a chat's asides around a read ask nothing else.
    !readAsides.has(w) &&
    !chainScopeWords.has(w);
  // (An aside only beside a read whose words say no move: "ok fine, pay with my usdc" pays, it reads nothing.)
  const moveSaid = words.some((w) => moves.has(verbs.get(w) as Action));
  // (Only after the read: "ok fine, with my usdc" opens on words of its own, which may say what the read is not.)
  const lastNamed = named.size === 0 ? Number.POSITIVE_INFINITY : Math.max(...[...named].map(Number));
  const unknownWords = words.some((w, i) => unknown(w, i) && ((facts.clauses[i] ?? 0) <= lastNamed || moveSaid));
  // "how is eth doing today", "hows degen looking": how a token fares, none of it said to be held, is its market.
  if (has('how', 'hows') && has('doing', 'looking') && facts.tokens.length > 0 && facts.amounts.length === 0 && !heldSaid(words)) return 'price';
  if (
    facts.amounts.length === 0 &&
    facts.addresses.length === 0 &&
    (has('wallet', 'have', 'holding', 'hold', 'own', 'got') || leftOver || (facts.tokens.length > 0 && !unknownWords) || (has('my') && !unknownWords))
  ) {
    // "usdc on solana?", "whats in my polygon wallet", "do i still have any bonk left": a read of holdings.
    return has('worth', 'value', 'dollars', 'usd', 'total') && facts.tokens.length === 0 ? 'portfolio' : 'balance';
  }
  return implicitSwap(facts);
}

/** "Base, Ethereum, Polygon and Solana", "usdc, usdt and dai": an "and" inside a list of chains or tokens joins names, not requests. */
function listJoin(facts: Facts, at: number): boolean {
  if (!['and', 'plus', 'n'].includes(facts.words[at] ?? '')) return false;
  const named = (i: number) => facts.chainIndexes.has(i) || facts.tokens.some((t) => t.index === i);
  return named(at - 1) && named(at + 1);
}

/** Words a chat says around a read ("anyway", "tho", "btw"): they change nothing of what is read. */
const readAsides = new Set(['anyway', 'anyways', 'tho', 'though', 'btw', 'rq', 'lmao', 'haha', 'tbh', 'ngl', 'plz', 'fr']);

const rankWords = ['top', 'hottest', 'popping', 'mooning', 'cheapest', 'biggest', 'best', 'largest', 'gainers', 'losers', 'performing', 'performers'];

/** Words that say which chains a read covers ("on all chains", "everywhere", "on each network you support"), not what it reads. */
const chainScopeWords = new Set(['chains', 'networks', 'blockchains', 'everywhere', 'support', 'supported', 'across', 'each', 'every', 'wallets']);

const holdVerbs = ['have', 'hold', 'got', 'own'];
/** Words after "have" that make it a tense ("I have been told", "we have decided"), never a holding. */
const participles = new Set('been had heard told read seen done tried decided changed made noticed used learned learnt'.split(' '));
const tenseHave = (words: readonly string[], at: number): boolean => participles.has(words[at + 1] ?? '');

/** The prompt speaks of something held: "my eth", "the sol I have", "our holdings". */
const heldSaid = (words: readonly string[]): boolean =>
  words.some(
    (w, i) =>
      ['my', 'mine', 'our', 'holdings', 'holding', 'bag', 'stack', 'position'].includes(w) ||
      ((w === 'i' || w === 'we') && holdVerbs.includes(words[i + 1] ?? '') && !tenseHave(words, i + 1)) ||
      (w === 'ive' && !tenseHave(words, i)),
  );

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
  // "spend 50 usdc on aero": what the money is spent on is bought.
  // ("bullish on jup, spend 100 usdc on it" (held-out-36 chat): a token "on" before "spend" is no thing the money is
  // spent on; read as one, the swap bought 100 USDC with JUP.)
  const spendAt = words.findIndex((w) => w === 'spend' || w === 'spending');
  const spent = spendAt >= 0;
  const target = tokens.find(
    (t) => ['into', 'to', 'in'].includes(marker(t)) || (spent && t.index > spendAt && marker(t) === 'on' && !facts.chainIndexes.has(t.index)),
  );
  if (!target) return undefined;
  // "i'm in 50 usdc of degen", "put in 50 usdc worth of degen": the amount's token pays for the one after "of", never the
  // token bought (it sold DEGEN for 50 USDC).
  if (words[target.index + 1] === 'of' || words[target.index + 1] === 'worth') return undefined;
  // "$30 into aero" puts an amount into a token; "into 0.01 eth" (an edit of something said before, "and make it 0.01 eth") names no trade.
  if (keys.size === 1) return facts.amounts.some((a) => a.index < words.lastIndexOf(marker(target), target.index)) ? 'buy' : undefined;
  return 'swap';
}
