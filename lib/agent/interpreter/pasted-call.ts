import { scanPrompt } from '../../language/scan-prompt.ts';

/**
 * A trading call pasted from a channel ("📣 CALL: $JUP\nbuy zone is NOW\nI'm in with 25 USDC"), which the person adopts
 * ("same size for me pls", "me too", "copy that") (issue 16): the one token the call names, bought with the size the
 * caller says they went in with, said as a request for the pasted-request reader to ask back whole. The call's other
 * words ("buy zone", "NOW", "LFG") are no tokens: only the called token and the caller's own size are read.
 */

/** A line where the caller says what they put in ("I'm in with 25 USDC", "aped 0.5 sol", "size: 40 usdc", "entry 25 usdc"). */
const sizeLine =
  /\b(?:(?:i'?m|im|i am|we'?re|we are)\s+in\b|in with|(?:i|we|just)\s+(?:aped|bought|entered|loaded|grabbed|put|threw)|aped|size|sizing|position|entry with|went in)\b/i;
/** Words of a call that is no buy: a short, a sale, a way out. */
const noBuy = /\b(?:short(?:ing|ed)?|sell(?:ing)?|sold|exit(?:ing|ed)?|dump(?:ing|ed)?|take profits?|tp|i'?m out|im out|closed?)\b/i;

/** The buy a pasted call describes, as a request ("buy $JUP with 25 USDC"), or undefined when it names no one token and no one size. */
export function calledTrade(pasted: string, own = ''): string | undefined {
  const text = pasted.replace(/["“”]/g, ' ');
  if (noBuy.test(text)) return undefined;
  // "me too with 50 usdc": the person's own size, when they say one, in place of the caller's.
  const mine = sizesIn(own);
  const theirs = sizesIn(
    text
      .split('\n')
      .filter((l) => sizeLine.test(l))
      .join('\n'),
  );
  const sizes = mine.sizes.size > 0 ? mine : theirs;
  if (sizes.sizes.size !== 1 || [...sizes.sizes][0] === undefined) return undefined;
  const spent = new Set([...theirs.tokens, ...mine.tokens]);
  // The token called: its one cashtag, else the one known token the call names besides the one it is paid with.
  const cashtags = [...new Set([...text.matchAll(/(?<![\w$])\$([a-z][a-z0-9]{1,15})\b/gi)].map((m) => m[1]!.toUpperCase()))].filter((t) => !spent.has(t));
  const facts = scanPrompt(text);
  const named = [...new Set(facts.tokens.map((t) => t.key.toUpperCase()))].filter((t) => !spent.has(t));
  const called = cashtags.length === 1 ? `$${cashtags[0]}` : cashtags.length === 0 && named.length === 1 ? named[0] : undefined;
  if (!called) return undefined;
  const chains = [...new Set(facts.chains)];
  if (chains.length > 1) return undefined;
  const on = chains[0] ? ` on ${chains[0]}` : '';
  return `buy ${called} with ${[...sizes.sizes][0]}${on}`;
}

/**
 * The sizes of a trade said in text, each an amount of a token ("25 USDC"), and their tokens. A size in dollars alone
 * ("I'm in with $25") names no token to pay with, and is no size here (nothing is guessed).
 */
function sizesIn(text: string): { sizes: Set<string | undefined>; tokens: Set<string> } {
  const sizes = new Set<string | undefined>();
  const tokens = new Set<string>();
  const facts = scanPrompt(text);
  for (const a of facts.amounts) {
    const token = facts.tokens.find((t) => t.index === a.tokenIndex)?.key.toUpperCase();
    sizes.add(a.amount.kind === 'exact' && token ? `${a.amount.value} ${token}` : undefined);
    if (token) tokens.add(token);
  }
  return { sizes, tokens };
}
