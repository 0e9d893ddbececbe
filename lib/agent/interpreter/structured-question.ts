import { chainWords, sharedChainWords } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fieldNames, isTag, jsonFields } from './structured-fields.ts';
import { moving } from './structured-log-line.ts';

/**
 * `{"chain":"base","question":"what is my ETH balance?"}`: a bot's JSON that only asks a question in words, beside the
 * chain (and the token the question names) it is about, is that question, read as a person's (issue 16, held-out-17).
 * Only a question that names no move nor order (a read); any other field, or a token the question does not name,
 * leaves the prompt to the fields reader, which refuses what it cannot read.
 */
export function questionFields(prompt: string): string | undefined {
  const pairs = jsonFields(prompt);
  if (!pairs) return undefined;
  const asked = pairs.filter((p) => p.key === 'question' || p.key === 'ask');
  if (asked.length !== 1) return undefined;
  const question = asked[0]!.value.trim();
  if (!/\?\s*$/.test(question) || question.length > 160 || /[\n\r{}=]/.test(question) || moving.test(question)) return undefined;
  const words = question.toLowerCase().split(/[^a-z0-9$]+/);
  let chain: string | undefined;
  for (const pair of pairs) {
    if (pair === asked[0]) continue;
    const role = fieldNames[pair.key];
    const value = pair.value.trim().toLowerCase().replace(/^\$/, '');
    if (role === 'chain' && chain === undefined && (chainWords.has(value) || sharedChainWords.has(value))) chain = value;
    else if (role === 'token' && tokenWords.has(value) && words.includes(value)) continue;
    else if (!isTag(pair.key, pair.value)) return undefined;
  }
  // A chain in the question too must be the field's: two chains are no question of one.
  const chainOf = (w: string) => chainWords.get(w) ?? (w === 'ethereum' || w === 'solana' ? w : undefined);
  const named = words.filter((w) => chainOf(w) !== undefined);
  if (chain !== undefined && named.some((w) => chainOf(w) !== (chainWords.get(chain!) ?? sharedChainWords.get(chain!)))) return undefined;
  if (chain === undefined || named.length > 0) return question;
  return `${question.replace(/\s*\?\s*$/, '')} on ${chain}?`;
}
