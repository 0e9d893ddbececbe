import { fail, type Interpretation } from './intent.ts';
import { badAmountMessage, type Facts } from '../../language/scan-prompt.ts';
import { sharedChainWords } from '../../language/lexicon.ts';

/** Words that point at one of several earlier moves ("the first one", "both"): which one is not said by "again". */
const whichWords = new Set(['first', 'second', 'third', '1st', '2nd', '3rd', 'both', 'other', 'original', 'former', 'latter']);
/** Words that ask for a move ("try again", "do the same", "send it again"). */
const requestWords = new Set('try retry redo repeat do run make go once more send swap buy sell transfer trade pay wrap unwrap'.split(' '));
const negations = new Set(['not', 'never', 'no', 'nope', 'nah', 'dont', "don't", 'stop']);

/**
 * "again" or "the same" after a finished move that asks for no move: "not again", "never again" (a take-back), "why
 * again", "it failed again", "same here", "same lol", "same?" (a complaint, a report, chat), "the first one again",
 * "both again" (one of several moves, or all), "again in eth" (a token or a chain?), "again -5" (no amount). Sweep 37
 * found each one asked back as the last move made again, or made at once, and the runner's yes paid it twice.
 * Returns the refusal, or undefined when the words may ask for the move again. `plainWords` are the words of a
 * plain repeat ("do it again", "same again please"); `chainIndexes`, `tokens` and numbers are the move's own.
 */
export function repeatRefused(facts: Facts, plainWords: ReadonlySet<string>, chainFillers: ReadonlySet<string>): Interpretation | undefined {
  if (facts.badAmount) return fail('BAD_AMOUNT', badAmountMessage(facts.badAmount));
  const which = facts.words.find((w) => whichWords.has(w));
  if (which)
    return fail(
      'MOVE_UNCLEAR',
      `I cannot tell which of your earlier moves "${which}" means, and I make one move at a time, so nothing was done. Send the move you want again in full, like "send 10 USDC to bob.eth on base".`,
    );
  if (facts.words.some((w) => negations.has(w))) return fail('NEGATED', 'That reads as something not to do again, so nothing was done.');
  // "again in eth": ETH the token, or Ethereum the chain? "again on ethereum" names the chain.
  const shared = [...facts.chainIndexes].find((i) => sharedChainWords.has(facts.words[i] ?? '') && facts.words[i - 1] !== 'on');
  if (shared !== undefined)
    return fail(
      'MOVE_UNCLEAR',
      `"${facts.words[shared]}" names both a token and a chain, so I cannot tell how it changes the move; nothing was done. Send the move again in full.`,
    );
  const asks = facts.words.some((w) => requestWords.has(w)) || facts.words.includes('again');
  const chat = facts.words.some(
    (w, i) =>
      !plainWords.has(w) &&
      w !== 'but' &&
      !requestWords.has(w) &&
      !chainFillers.has(w) &&
      !/^\$?\d/.test(w) &&
      !facts.chainIndexes.has(i) &&
      !facts.tokens.some((t) => t.index === i),
  );
  if ((chat && !facts.words.some((w) => requestWords.has(w))) || (facts.asked && !asks)) {
    return fail(
      'MOVE_UNCLEAR',
      `Your message does not ask me to make the move again, so nothing was done. To make it again, say "do it again"; for another move, send it in full.`,
    );
  }
  return undefined;
}
