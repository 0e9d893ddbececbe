import { scanPrompt } from '../../language/scan-prompt.ts';
import type { Interpretation } from './intent.ts';

/**
 * "roughly how much SOL would 1,000 USDC buy on Solana?", "how much ETH 300 USDC would get me", "how much ETH would I get
 * for 300 USDC": an estimate asked of a trade, never the trade (issue 16). There is no quote to give, so the prices of
 * both tokens answer it; nothing moves, and a trade said in words of its own is read as it always is.
 */
const estimate = [
  /\bhow\s+much\s+(\$?[a-z][a-z0-9]*)\s+(?:would|will|could|can|might)\s+(?:roughly\s+|about\s+)?(\$?\d[\d,.]*\s*k?\s*\$?[a-z][a-z0-9]*)\s+(?:buy|get(?:\s+(?:me|us))?|fetch|be worth|come to|convert to)\b/i,
  /\bhow\s+much\s+(\$?[a-z][a-z0-9]*)\s+(\$?\d[\d,.]*\s*k?\s*\$?[a-z][a-z0-9]*)\s+(?:would|will|could|can|might)\s+(?:buy|get(?:\s+(?:me|us))?|fetch|be worth)\b/i,
  /\bhow\s+much\s+(\$?[a-z][a-z0-9]*)\s+(?:would|will|could|can|might)\s+(?:i|we)\s+(?:get|receive)\s+(?:for|with|from)\s+(\$?\d[\d,.]*\s*k?\s*\$?[a-z][a-z0-9]*)\b/i,
  /\bhow\s+much\s+(\$?[a-z][a-z0-9]*)\s+(?:for|is|are)\s+(\$?\d[\d,.]*\s*k?\s*\$?[a-z][a-z0-9]*)\s*(?:worth\s*)?(?:\?|$|\s+(?:on|in|at|right|now|today)\b)/i,
];
/** The same, the amount paid said first: "what would I get for 1 eth in usdc", "what's 1 eth in usdc". */
const estimatePaidFirst = [
  /\bwhat\s+(?:would|will|could|do|does|can|might)\s+(?:i|we|you)\s+(?:get|receive)\s+(?:for|with|from)\s+(\$?\d[\d,.]*\s*k?\s*\$?[a-z][a-z0-9]*)\s+(?:in|as)\s+(\$?[a-z][a-z0-9]*)\b/i,
  /\bwhat\s+(?:would|will|could|can|might|does|do)\s+(\$?\d[\d,.]*\s*k?\s*\$?[a-z][a-z0-9]*)\s+(?:get|fetch|buy)(?:\s+(?:me|us))?\s+in\s+(\$?[a-z][a-z0-9]*)\b/i,
  /\bwhat(?:'s|’s|s|\s+is|\s+are)\s+(\$?\d[\d,.]*\s*k?\s*\$?[a-z][a-z0-9]*)\s+(?:worth\s+)?in\s+(\$?[a-z][a-z0-9]*)\b/i,
];

/** The prices that answer an estimate asked in `prompt`, or undefined when it asks none (or says a move of its own). */
export function estimateAsked(prompt: string): Interpretation | undefined {
  const first = estimate.map((e) => e.exec(prompt)).find((m) => m !== null);
  // Said alone: "what's 1 eth in usdc? send that much to …" asks a move of its own, which is not answered with prices.
  const reversed = first
    ? undefined
    : estimatePaidFirst
        .map((e) => e.exec(prompt))
        .find((m) => m !== null && /^\s*(?:(?:on|in)\s+[a-z]+|right now|now|today)?\s*[?.!]*\s*$/i.test(prompt.slice(m.index + m[0].length)));
  const found = first ?? (reversed ? [reversed[0], reversed[2], reversed[1]] : undefined);
  if (!found) return undefined;
  const bought = scanPrompt(found[1]!).tokens[0]?.key;
  const paid = scanPrompt(found[2]!).tokens[0]?.key;
  if (!bought || !paid || bought === paid) return undefined;
  const chains = scanPrompt(prompt).chains;
  return {
    kind: 'intent',
    intent: { kind: 'price', tokens: [bought, paid], ...(chains.length === 1 ? { chain: chains[0] } : {}) },
    notes: ['You asked for an estimate: these are the current prices it comes from. Nothing was traded.'],
  } as Interpretation;
}
