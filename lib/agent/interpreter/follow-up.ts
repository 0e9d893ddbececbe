import { completeIntent } from './complete-intent.ts';
import { ask, fail, type Intent, type Interpretation, type PartialIntent, type ThreadTurn } from './intent.ts';
import { addressProblem, readRequest } from './read-request.ts';
import { askWhole, owedYes } from './owed-yes.ts';
import { repeatRefused } from './repeat-refused.ts';
import { sameAnswered } from './same-answer.ts';
import { valueOfLastBalance } from './value-follow-up.ts';
import { badAmountMessage, type Facts } from '../../language/scan-prompt.ts';
import { oneAmount } from '../../language/one-amount.ts';
import { unitInAnswer } from '../../language/unit-in-answer.ts';
import { sharedChainWords, yesWords } from '../../language/lexicon.ts';
import { chainLabels, symbolOn } from '../../language/token-registry.ts';
import { supportedChainNames, type ChainName } from '../../chains/chains.ts';
import type { Amount } from '../../capabilities/transfers/intent.ts';

/** A chain's full name, which beside an amount of another token names the chain, never a coin (unlike "eth" or "sol"). */
const fullChainNames = new Set(['ethereum', 'solana']);

/** An amount as the questions say it: "20", "$20", "50%". */
const amountWords = (a: Amount): string =>
  a.kind === 'usd' ? `$${a.value}` : a.kind === 'fraction' ? `${Number((a.value * 100).toFixed(6))}%` : String(a.value);

const heldToken = (p: PartialIntent): string | undefined =>
  (p.kind === 'transfer' ? p.token : p.kind === 'swap' ? (p.side === 'buy' ? p.tokenOut : p.tokenIn) : undefined)?.toUpperCase();

/** Words in an answer that rule a token out, offer a choice or take one back. */
const tokenAnswerDoubt = new Set([
  'not',
  'but',
  'except',
  'or',
  'actually',
  'instead',
  'mean',
  'wait',
  'rather',
  'anything',
  'other',
  'than',
  'maybe',
  'sorry',
]);

/**
 * "My apologies, I should have said: Unichain. All of the tokens I hold there, if you would." (held-out-41, careful),
 * after a read: the apology and the courtesy around the answer, and a sentence that only says the read again of that
 * chain ("all of the tokens I hold there"), are no words of the answer; what is left is the chain it narrows to.
 */
export function answerApologyOff(text: string): string {
  const plain = text.replace(answerApology, '');
  if (plain === text) return text;
  const chain = /^\s*(?:(?:i\s+mean(?:t)?\s+)?(?:on|in)\s+)?([a-z]+)\s*[.!]\s*(.*)$/is.exec(plain);
  return chain && chainReadAgain.test(chain[2]!) ? chain[1]! : plain;
}
const answerApology =
  /^\s*(?:(?:my\s+)?(?:sincere\s+)?apologies|(?:i['’]?m\s+)?(?:so\s+|very\s+)?sorry|pardon(?:\s+me)?|oops)\s*[,.!]?\s*(?:(?:i\s+should\s+have\s+(?:said|mentioned|specified|been\s+clearer)|what\s+i\s+meant\s+(?:was|is)|i\s+forgot\s+to\s+(?:say|mention))\s*[:,.]?\s*)?/i;
const chainReadAgain =
  /^(?:(?:all\s+(?:of\s+)?(?:the\s+)?|every\s+)(?:tokens?|coins?|assets?|holdings?)|everything)\s+(?:that\s+)?(?:i|we)\s+(?:hold|have|own)\s+(?:there|on\s+it)\b[^.?!]*?(?:,?\s*if\s+you\s+(?:would|could|please|don['’]?t\s+mind))?\s*[.!]?\s*$/i;

const cancelled = (): Interpretation => fail('CANCELLED', 'Cancelled; nothing was done.');
// ("oh sorry on polygon" after "whats my balance" (held-out-40, voice): a correction's "oh", as "sorry," is.)
const followWords = new Set(['and', 'whatabout', 'also', 'now', 'same', 'plus', 'ok', 'okay', 'then', 'again', 'oh', 'sorry']);

/**
 * Fills the field an `ask` waits for (and any other the answer names) from the answer's facts. An amount that
 * does not fit the trade or transfer asked about — of a token it does not involve, or a bare number when the
 * question did not say of which token — asks `question` again rather than moving something else.
 */
function answer(pending: PartialIntent, said: Facts, question: string, amountJustGiven = false): PartialIntent | Interpretation | undefined {
  const facts = chainAnswered(pending, said);
  if (facts.unsupportedChain) return readRequest(facts);
  // "buy eth" → "10 worth": the buy's own question below asks "$10 or 10 ETH?" of a bare number.
  const asksUnit = pending.kind === 'swap' && !pending.tokenIn && facts.badAmount?.startsWith('unit:') && facts.tokens.length === 0;
  if (facts.badAmount && !asksUnit) return fail('BAD_AMOUNT', badAmountMessage(facts.badAmount));
  const given = (pending as { amount?: Amount }).amount;
  if (given?.kind === 'exact' && /^token(?:In|Out)?$/.test(pending.awaiting ?? '') && unitInAnswer(facts)) {
    return fail('BAD_AMOUNT', badAmountMessage('a unit away from its amount'));
  }
  const problem = addressProblem(facts.addresses, { names: pending.kind === 'transfer' });
  if (problem) return problem;
  const { awaiting: _awaiting, ...known } = pending;
  const next: Record<string, unknown> = { ...known };
  let filled = false;
  if (facts.chains.length > 1) return undefined;
  // "send usdc to 0x… on base" → "how much?" → "10 on polygon": the chain said with the request is not swapped for
  // another one named in an answer to another question.
  // To a yes asked, "on polygon instead" changes it (the move is asked again as changed); "also on polygon" adds one.
  const onChain = pending.kind === 'transfer' || pending.kind === 'swap' ? pending.chain : undefined;
  const changed = pending.awaiting === 'confirm' && !facts.words.some((w) => /^(?:also|too|and|again|well|both|plus)$/.test(w));
  if (facts.chains[0] && onChain && pending.awaiting !== 'chain' && !changed && facts.chains[0] !== onChain) {
    return fail(
      'MOVE_UNCLEAR',
      `This ${pending.kind === 'swap' ? 'trade' : 'transfer'} is on ${chainLabels[onChain as ChainName]}, and your answer names ${chainLabels[facts.chains[0]]}, so nothing was done. Send the whole request again on the chain you want.`,
    );
  }
  if (facts.chains[0]) {
    if (pending.kind === 'balance' || pending.kind === 'trending') next.chains = [facts.chains[0]];
    else next.chain = facts.chains[0];
    filled = true;
  }
  const amount = facts.amounts.find((a) => a.tokenIndex !== undefined) ?? facts.amounts[0];
  const amountToken = amount?.tokenIndex !== undefined ? facts.tokens.find((t) => t.index === amount.tokenIndex)?.key : undefined;
  const again = (why: string): Interpretation => ask(`${why} ${question}`, pending);
  if (amount && pending.awaiting === 'amount' && (pending.kind === 'swap' || pending.kind === 'transfer') && !oneAmount(facts, amount.index)) {
    return again(`I could not tell one amount from "${facts.words.join(' ')}"; nothing was done.`);
  }
  if (amount && (pending.kind === 'swap' || pending.kind === 'transfer')) {
    // "send 20 usdc to 0x…" → "which chain?" → "8453": a number given to another question never replaces the amount
    // (it sent 8453 USDC once "base" followed, and 5 ETH for "send 0.5 eth" answered "5" to "which address?").
    const had = (pending as { amount?: Amount }).amount;
    if (had && pending.awaiting !== 'amount' && amountWords(had) !== amountWords(amount.amount)) {
      // "10" → "actually 20", "make it 20": the amount corrected, or said again right after it was given, is no answer
      // to another question; kept, the next answer ("base") sent the old amount.
      // So is one said as an amount, with its token or a chain ("30 on base", "20 eth"); a bare number ("8453", a
      // chain's id) is asked again.
      const said = amountJustGiven || amountToken !== undefined || facts.chains.length > 0;
      if (said || facts.words.some((w) => correctionWords.has(w) || w === 'make' || w === 'change')) return amountChanged(pending, had, amount.amount);
      // At a yes or no ("12" to "send 10 USDC …?"), asked again on the old amount a yes would move it: nothing is kept.
      if (pending.awaiting === 'confirm') return changedAtYes(facts, pending as Record<string, unknown>) ?? again('Please answer only yes or no.');
      return again(
        `This ${pending.kind === 'swap' ? 'trade' : 'transfer'} is of ${amountWords(had)}${had.kind === 'exact' && heldToken(pending) ? ` ${heldToken(pending)}` : ''}, and ${amountWords(amount.amount)} does not answer the question; nothing was changed. To change the amount, send the whole request again.`,
      );
    }
    next.amount = amount.amount;
    filled = true;
    const said = amountToken && amount.amount.kind === 'exact' ? `${amount.amount.value} ${amountToken}` : `An amount of ${amountToken}`;
    if (pending.kind === 'swap') {
      const tokenIn = pending.tokenIn?.toUpperCase();
      const tokenOut = pending.tokenOut?.toUpperCase();
      if (amountToken && tokenIn && amountToken !== tokenIn && amountToken !== tokenOut) {
        return again(`${said} is not an amount of ${tokenIn}${tokenOut ? ` or ${tokenOut}` : ''}, so it does not fit this trade; nothing was done.`);
      }
      if (amountToken && amountToken === tokenOut && amount.amount.kind === 'exact') next.side = 'buy';
      else if (amountToken && amountToken === tokenOut && amount.amount.kind === 'fraction') {
        return again(`A share is of the token you trade away, not of ${tokenOut}; nothing was done.`);
      } else if (!amountToken && !tokenIn && amount.amount.kind === 'exact') {
        // "buy degen on base" → "20": dollars, DEGEN or the paying token? Never a guess.
        return again(
          `Is ${amount.amount.value} in dollars${tokenOut ? ` or in ${tokenOut}` : ''}? Say "$${amount.amount.value}"${tokenOut ? ` or "${amount.amount.value} ${tokenOut}"` : ''}; nothing was done.`,
        );
      } else {
        next.side = 'sell';
        // "buy degen" → "20 usdc": pay with USDC ("$20 of degen" keeps the counter token).
        if (amountToken && !tokenIn && amountToken !== tokenOut) next.tokenIn = amountToken;
      }
    }
    if (pending.kind === 'transfer' && amountToken) {
      if (pending.token && pending.token.toUpperCase() !== amountToken) {
        return again(`${said} is not an amount of ${pending.token.toUpperCase()}, the token of this transfer; nothing was done.`);
      }
      next.token = amountToken;
    }
  }
  const token = facts.tokens.find((t) => t.index !== amount?.tokenIndex)?.key ?? (pending.awaiting !== 'amount' ? amountToken : undefined);
  if (token) {
    // What the answer has filled so far counts: a token beside "25 usdc" never replaces the USDC the amount named.
    const has = next as { tokenIn?: string; tokenOut?: string };
    const field =
      pending.awaiting === 'tokenIn' || pending.awaiting === 'tokenOut' || pending.awaiting === 'token'
        ? pending.awaiting
        : pending.kind === 'swap'
          ? has.tokenOut
            ? has.tokenIn
              ? undefined
              : 'tokenIn'
            : 'tokenOut'
          : 'token';
    const known = [has.tokenIn, has.tokenOut].map((t) => t?.toUpperCase());
    // "not eth", "anything but usdc", "usdc or eth", "usdc. actually eth": an answer that rules a token out, offers a
    // choice or takes one back names no one token; asked again, never read as the first token it names.
    // "I want make swap on base" → "which token?" → "100 USDC to ETH" (held-out-27): the token the answer's own amount
    // is of is the one paid (said before, or filled by the amount), so it is no second candidate for the one asked.
    const paid = pending.kind === 'swap' && amountToken && has.tokenIn?.toUpperCase() === amountToken.toUpperCase() ? amountToken.toUpperCase() : undefined;
    const named = new Set(facts.tokens.map((t) => t.key.toUpperCase()).filter((t) => t !== paid));
    if (field && field === pending.awaiting && (named.size > 1 || facts.words.some((w) => tokenAnswerDoubt.has(w)))) {
      return again(`I could not tell one token from "${facts.words.join(' ')}"; nothing was done.`);
    }
    if (pending.kind === 'swap' && field === undefined && !known.includes(token.toUpperCase())) {
      return again(`${token} is neither token of this trade (${known.join(' for ')}); nothing was done.`);
    }
    if (pending.kind === 'price') {
      next.tokens = [...new Set(facts.tokens.map((t) => t.key))];
      filled = true;
    } else if (field && (pending.kind === 'swap' || pending.kind === 'transfer')) {
      // "send 1 USDC to bob.eth" → "which chain?" → "eth, the usual": a token the transfer already has is changed only
      // when the question asked for it; another one is asked about, never swapped in (1 ETH is not 1 USDC).
      const had = (pending as Record<string, unknown>)[field];
      if (typeof had === 'string' && had.toUpperCase() !== token.toUpperCase() && pending.awaiting !== field) {
        return again(`${token} is not the token of this ${pending.kind === 'swap' ? 'trade' : 'transfer'} (${had.toUpperCase()}); nothing was done.`);
      }
      next[field] = token;
      filled = true;
    }
  }
  const address = facts.addresses.find((a) => a.type === 'evm' || a.type === 'solana' || (a.type === 'ens' && pending.kind === 'transfer'));
  // "send 10 usdc to A1" → "and to A2 too", "A2" to another question: a second recipient or another one? Never swapped in.
  const to = pending.kind === 'transfer' ? pending.to : undefined;
  if (address && to && pending.awaiting !== 'to' && address.raw.toLowerCase() !== to.toLowerCase()) {
    return fail(
      'MOVE_UNCLEAR',
      `This transfer is to ${to}, and your answer names ${address.raw}: I cannot tell whether it replaces ${to} or is one more recipient, so nothing was done. Send the whole request again naming each recipient and amount, like "send 10 USDC each to 0x… and 0x… on base".`,
    );
  }
  if (address && (pending.kind === 'transfer' || pending.kind === 'lookup')) {
    next[pending.kind === 'transfer' ? 'to' : 'address'] = address.raw;
    filled = true;
  }
  if (facts.slippageBps !== undefined && pending.kind === 'swap') {
    next.slippageBps = facts.slippageBps;
    filled = true;
  }
  return filled ? (next as PartialIntent) : undefined;
}

/** A move's amount changed by an answer to another question: refused whole, so no later answer makes it as it was. */
const amountChanged = (pending: PartialIntent, had: Amount, said: Amount): Interpretation => {
  const token = had.kind === 'exact' && heldToken(pending) ? ` ${heldToken(pending)}` : '';
  return fail(
    'REQUEST_CHANGED',
    `This ${pending.kind === 'swap' ? 'trade' : 'transfer'} was of ${amountWords(had)}${token}, and you now wrote ${amountWords(said)}: I did not change it, and nothing was done. Send the whole request again with the amount you want.`,
  );
};

/**
 * The answer to "which chain?" read as a chain: "ethereum", "solana" or "eth" alone name the chain asked for, not its
 * coin; so too when a move that has its tokens but no chain is asked something else ("send usdc to alice.eth" →
 * "ethereum" while its amount is asked). Read as a token they once turned "send 1 USDC to bob.eth" into a transfer of
 * 1 ETH, and "buy 1 uni" into a purchase paid in ETH, which nobody had said.
 */
function chainAnswered(pending: PartialIntent, facts: Facts): Facts {
  if (facts.chains.length > 0 || 'chain' in pending) return facts;
  const hasTokens = pending.kind === 'transfer' ? Boolean(pending.token) : pending.kind === 'swap' ? Boolean(pending.tokenIn && pending.tokenOut) : false;
  const named = facts.tokens.filter((t) => sharedChainWords.has(facts.words[t.index] ?? ''));
  // "wanna get some jup" → "25 usdc worth, solana": the amount has its token, and a chain's full name beside it is the
  // chain (read as a second token it once made the trade pay 25 SOL).
  const chainBesideOwnAmount =
    named.length === 1 &&
    fullChainNames.has(facts.words[named[0]!.index] ?? '') &&
    facts.amounts.some((a) => a.tokenIndex !== undefined && a.tokenIndex !== named[0]!.index);
  if (pending.awaiting !== 'chain' && !hasTokens && !chainBesideOwnAmount) return facts;
  if (named.length !== 1 || facts.amounts.some((a) => a.tokenIndex === named[0]!.index)) return facts;
  const chain = sharedChainWords.get(facts.words[named[0]!.index]!)!;
  return { ...facts, chains: [chain], tokens: facts.tokens.filter((t) => t !== named[0]) };
}

function lastIntent(thread: readonly ThreadTurn[]): Intent | undefined {
  for (let i = thread.length - 1; i >= 0; i--) {
    const it = thread[i]!.interpretation;
    if (it?.kind === 'intent') return it.intent;
  }
  return undefined;
}

/** Words that correct what was said before ("i meant polygon", "wrong chain, polygon"). */
const correctionWords = new Set(['meant', 'mean', 'wrong', 'actually', 'oops', 'mistake', 'instead', 'sorry', 'not']);

/** "and on polygon?", "what about sol", "do the same with 10 more": the last intent, changed as the prompt says. */
function repeat(last: Intent, facts: Facts, made = false): Interpretation | undefined {
  const chainAsToken = facts.chains.length === 0 && facts.tokens.length === 1 ? sharedChainWords.get(facts.words[facts.tokens[0]!.index] ?? '') : undefined;
  if (chainAsToken && (last.kind === 'trending' || last.kind === 'lookup' || (last.kind === 'balance' && last.tokens === 'all'))) {
    return repeat(last, { ...facts, chains: [chainAsToken], tokens: [] }, made);
  }
  const chain = facts.chains[0];
  const token = facts.tokens[0]?.key;
  if (last.kind === 'swap' || last.kind === 'transfer') {
    const said = facts.amounts[0];
    const again = facts.words.some((w) => w === 'same' || w === 'again');
    if (!again && !chain) return undefined;
    const refused = again ? repeatRefused(facts, repeatWords, chainFillers) : undefined;
    if (refused) return refused;
    // "10 more" keeps the earlier amount's unit: dollars stay dollars, an exact-out buy stays exact-out.
    const amount =
      said && said.amount.kind === 'exact' && said.tokenIndex === undefined && last.amount.kind === 'usd'
        ? { kind: 'usd' as const, value: said.amount.value }
        : said?.amount;
    const side = last.kind === 'swap' && amount && amount.kind !== 'exact' ? { side: 'sell' as const } : {};
    // A trade of a launched token (not in the registry) is repeated as such: refused with the trade as candidate, for the runtime to check.
    const launched = last.kind === 'swap' && last.chain === 'base' ? [last.tokenIn, last.tokenOut].find((t) => !symbolOn(t.toUpperCase(), 'base')) : undefined;
    const draft = { ...last, ...(amount ? { amount } : {}), ...(chain ? { chain } : {}), ...side, ...(launched ? { launched } : {}) } as PartialIntent;
    const done = completeIntent(draft);
    // "no, polygon", "i meant polygon": a correction of a move already made is no request for a second one.
    if (made && chain && chain !== last.chain && (facts.no || facts.words.some((w) => correctionWords.has(w)))) {
      return fail(
        'REQUEST_CHANGED',
        `The ${last.kind} on ${chainLabels[last.chain as ChainName]} was already made, and it cannot be undone. If you want another ${last.kind} on ${chainLabels[chain]} as well, send it in full. Nothing more was done.`,
      );
    }
    // Only a chain ("base", "polygon") after a move already made: the answer to an earlier question, or a correction of
    // the move made; asked as a repeat, the runner's yes paid the transfer twice.
    const onlyChain = facts.words.every((w, i) => facts.chainIndexes.has(i) || chainFillers.has(w));
    if (made && chain && onlyChain && done.kind !== 'fail') {
      return fail(
        'REQUEST_CHANGED',
        `The ${last.kind} on ${chainLabels[last.chain as ChainName]} was already made, and "${facts.words.join(' ')}" alone asks for nothing more, so nothing was done. If it answers an earlier question, or you want another ${last.kind}, send that request in full.`,
      );
    }
    // Another chain, or only a chain word ("base", after a transfer on base, would otherwise send it again): asked, never run on a guess.
    if (chain && (chain !== last.chain || !again) && done.kind === 'intent')
      return ask(`Do the same ${last.kind} on ${chain}? (yes / no)`, { ...done.intent, awaiting: 'confirm' } as PartialIntent);
    // "again", "try again", "again but for degen": money moved once is never moved again without a yes to the move
    // as it would run; another token named is no repeat of this one (it sent the USDC again for "again in usdt").
    const own = last.kind === 'swap' ? [last.tokenIn, last.tokenOut] : [last.token];
    if (facts.tokens.some((t) => !own.some((o) => o.toUpperCase() === t.key.toUpperCase()))) return undefined;
    // Said with more than a plain "again" ("it failed, try again", "again, twice", "again?"), it is asked back first.
    // "same", "the same thing" alone may be chat (as "same here" is), and "30 again" another amount to the last
    // recipient, of several made: asked back, never made at once.
    const plain =
      !facts.asked &&
      !facts.words.every((w) => bareSame.has(w)) &&
      (!amount || facts.words.some((w) => w === 'same' || w === 'more') || amountWords(amount) === amountWords(last.amount)) &&
      facts.words.every((w, i) => repeatWords.has(w) || /^\$?\d/.test(w) || facts.chainIndexes.has(i) || facts.tokens.some((t) => t.index === i));
    if (done.kind === 'intent' && !plain) return askWhole(done.intent, 'Again?');
    return done;
  }
  if (last.kind === 'balance') {
    return completeIntent({
      kind: 'balance',
      chains: chain ? [...facts.chains] : token ? [] : last.chains,
      tokens: token ? facts.tokens.map((t) => t.key) : last.tokens,
    });
  }
  if (last.kind === 'price')
    return completeIntent({
      kind: 'price',
      tokens: token ? [...new Set(facts.tokens.map((t) => t.key))] : last.tokens,
      ...(chain ? { chain } : token ? {} : last.chain ? { chain: last.chain } : {}),
    });
  if (last.kind === 'trending') return chain ? completeIntent({ kind: 'trending', chains: [...facts.chains] }) : undefined;
  if (last.kind === 'lookup' && chain) return completeIntent({ kind: 'lookup', address: last.address, chain });
  // "How much money I have in total?" → "in polygon" (held-out-43, nonnative): the portfolio on the chains said.
  if (last.kind === 'portfolio') return chain && !token ? completeIntent({ kind: 'portfolio', chains: [...facts.chains] }) : undefined;
  return undefined;
}

/** Words a chain may come with as an answer ("on base", "the polygon network please"). */
const chainFillers = new Set(`on in the chain network please pls plz ok okay uh um`.split(/\s+/));

/** Intents that move money; any other is a read. */
const movingKinds = new Set(['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'launch', 'automation-create']);

/** The words of a plain repeat: "do it again", "same again please", "do the same swap with 10 more". */
const repeatWords = new Set(
  `do it that this the same again please pls plz with more one once time swap trade transfer send buy sell and on of for usd dollars bucks $`.split(/\s+/),
);

/** "same", "the same thing": a repeat said with nothing that asks for it. */
const bareSame = new Set(['same', 'the', 'thing', 'it', 'that', 'this', 'one', 'please', 'pls', 'plz']);

/** Words a plain yes may come with. */
const plainYes = new Set([
  'please',
  'pls',
  'plz',
  'thanks',
  'thank',
  'you',
  'thx',
  'ty',
  'go',
  'ahead',
  'do',
  'it',
  'doit',
  'sure',
  'ok',
  'okay',
  'yes',
  'yep',
  'yeah',
  'confirm',
  'confirmed',
  'proceed',
  'send',
  'that',
  'is',
  'right',
  'correct',
  'the',
  'sounds',
  'good',
  'great',
  'perfect',
  'lets',
  'go',
]);

/** A prompt read against the earlier turns of its thread, or `undefined` when it stands on its own. */
export function followUp(facts: Facts, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  const bare = facts.actions.length === 0;
  if (previous?.kind === 'ask' && bare) {
    if (facts.no && !facts.yes) return cancelled();
    const pending = previous.pending;
    // A yes to a move is a yes alone ("yes", "ok go ahead, thanks"): one that says more ("yes but wait", "yes, later",
    // "yes but to carol", "yes? no") is asked again, never taken for the move as it was.
    // ("I want buy some PEPE, is possible?" → "Do you want to make this trade?" → "yes on ethereum. put 30 usdc on it",
    // held-out-39 non-native: a yes that only fills what the trade still lacks is that answer, read below and asked
    // back whole for a yes of its own.)
    if (pending.awaiting === 'confirm' && (facts.yes || facts.no) && !facts.words.every((w) => plainYes.has(w) || yesWords.has(w))) {
      // "yes but 12", "yes to alice.eth", "yes on ethereum": a yes that changes the move is no yes to it (sweep 39b).
      const changed = changedAtYes(facts, pending as Record<string, unknown>);
      if (!(changed && facts.yes && !facts.no && fillsOnly(facts, pending as Record<string, unknown>))) {
        if (changed) return changed;
        return ask(`Please answer only yes or no. ${previous.question.replace(/^Please answer only yes or no\. /, '')}`, pending);
      }
    }
    if (facts.yes && facts.tokens.length === 0 && facts.amounts.length === 0 && facts.chains.length === 0 && facts.addresses.length === 0) {
      if (pending.awaiting !== 'confirm') return previous;
      const { awaiting: _awaiting, confirm: _confirm, ...confirmed } = pending;
      return completeIntent(confirmed as PartialIntent);
    }
    // The amount was what the turn before asked for: a new one right after it corrects it.
    const before = thread.at(-2)?.interpretation;
    const filled = answer(pending, facts, previous.question, before?.kind === 'ask' && before.pending.awaiting === 'amount');
    if (filled && !('question' in filled || 'code' in filled)) return owedYes(pending, completeIntent(filled as PartialIntent));
    if (filled) return filled as Interpretation;
    // "the same", "again", "same amount" to this question: never the finished move before it, run again.
    const same = sameAnswered(facts, previous.question, pending, lastIntent(thread));
    if (same) return same;
  }
  // "…how much would that amount be worth at today's price? Only the figure, no trades.": the price word and the move
  // ruled out are part of that question (its reader allows only them).
  const valued = facts.addresses.length === 0 ? valueOfLastBalance(facts, thread) : undefined;
  if (valued) return valued;
  if (!bare || facts.addresses.length > 0) return undefined;
  const first = facts.words[0] ?? '';
  // "the one in unichain", "the ones on base": which of the holdings just read is meant, by its chain.
  const which = /^(?:the )?ones? (?:in|on) \S+(?: (?:chain|network))?$/.test(facts.words.join(' '));
  // ("I mean on solana, the SOL and the USDC" after "How much I have?", held-out-35: the read said more exactly.)
  // ("on unichain i mean" after "how much eth do i have", held-out-35 chat: said last, the same.)
  const meant = /^i (?:mean|meant)\b|\bi (?:mean|meant)$/.test(facts.words.join(' '));
  const looksLikeFollowUp = followWords.has(first) || meant || facts.words.length <= 3 || which || facts.words.some((w) => w === 'same' || w === 'again');
  const last = lastIntent(thread);
  if (!last || !looksLikeFollowUp) return undefined;
  // "send 25 usdc to A2" → "cancel my orders" (refused) → "the same": the same as the request just refused, never the
  // move finished before it, made again.
  if ((last.kind === 'swap' || last.kind === 'transfer') && thread.at(-1)?.interpretation?.kind === 'fail') return undefined;
  if (facts.unsupportedChain)
    return fail('UNSUPPORTED_CHAIN', `${facts.unsupportedChain} is not supported. Supported chains: ${supportedChainNames.join(', ')}. Nothing was done.`);
  if (facts.chains.length === 0 && facts.tokens.length === 0 && !facts.words.some((w) => w === 'same' || w === 'again')) return undefined;
  // Whether the move is known made (its job completed): a correction of a failed one is a retry, asked as one.
  const made = [...thread].reverse().find((t) => t.interpretation?.kind === 'intent')?.status === 'completed';
  // "whats degen at" → "ok do it, 100 usdc into degen on base": an amount of one token into another is a trade of its
  // own, never the read before it asked again.
  if (!movingKinds.has(last.kind) && facts.amounts.some((a) => a.tokenIndex !== undefined) && new Set(facts.tokens.map((t) => t.key)).size >= 2)
    return undefined;
  return repeat(last, facts, made);
}

/**
 * Whether every value a yes names (it names some: see `changedAtYes`) is one the move asked about still lacks (its
 * chain, its amount, a token, a recipient), and it lacks one at least: the yes then gives what was missing, and changes
 * nothing the move already holds.
 */
function fillsOnly(facts: Facts, pending: Record<string, unknown>): boolean {
  const lacks = (field: string) => pending[field] === undefined;
  const lacking = ['chain', 'amount', 'to'].some(lacks) || (pending.kind === 'swap' && ['tokenIn', 'tokenOut'].some(lacks));
  if (!lacking) return false;
  const held = [pending.token, pending.tokenIn, pending.tokenOut].filter((t): t is string => typeof t === 'string').map((t) => t.toUpperCase());
  const swapLacksToken = pending.kind === 'swap' && (lacks('tokenIn') || lacks('tokenOut'));
  return (
    (facts.chains.length === 0 || (lacks('chain') && facts.chains.length === 1)) &&
    (facts.amounts.length === 0 || (lacks('amount') && facts.amounts.length === 1)) &&
    (facts.addresses.length === 0 || (lacks('to') && pending.kind === 'transfer' && facts.addresses.length === 1)) &&
    facts.tokens.every((t) => held.includes(t.key.toUpperCase()) || swapLacksToken)
  );
}

/** A reply to "Do you want me to …? (yes / no)" that names a value the move does not hold: not made, nor re-asked. */
function changedAtYes(facts: Facts, pending: Record<string, unknown>): Interpretation | undefined {
  const amount = pending.amount as { value?: unknown } | undefined;
  const held = new Set(
    [pending.chain, pending.token, pending.tokenIn, pending.tokenOut, pending.to, amount?.value]
      .filter((v) => typeof v === 'string')
      .map((v) => String(v).toLowerCase()),
  );
  const named = [...facts.amounts.map((a) => a.amount.value), ...facts.tokens.map((t) => t.key), ...facts.chains, ...facts.addresses.map((a) => a.raw)];
  const other = named.filter((v) => !held.has(String(v).toLowerCase()));
  if (other.length === 0) return undefined;
  return fail(
    'MOVE_UNCLEAR',
    `Your reply names ${other.map((v) => `"${v}"`).join(', ')} with its yes or no, which is not in the request asked about, so nothing was done. Send the request again in full as it should be, like "send 12 USDC to bob.eth on base".`,
  );
}
