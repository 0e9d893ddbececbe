import type { Facts } from '../../language/scan-prompt.ts';

/**
 * Nouns that make one word with "price" before them ("the price impact", "price action", "a price swing"): what a price
 * does or how it is watched, never a token whose price is asked. A listed ticker is never one of them (a token word is
 * read as the token before this is asked).
 */
const priceNouns = new Set(
  `impact impacts action actions movement movements move moves swing swings drop drops spike spikes level levels target targets
  feed feeds chart charts history volatility slippage difference differences gap gaps change changes alert alerts range ranges
  trend trends jump jumps dip dips fall falls rise rises increase increases decrease decreases deviation deviations spread
  quote quotes estimate estimates point points floor ceiling tolerance protection check checks data info information update
  updates discovery shock hike hikes crash crashes rally recovery slide collapse surge volume swings variance risk effect`.split(/\s+/),
);

/** Words that say what a noun after "price" does: "the price impact is …", "should the price swing exceed 2%". */
const saidOf = new Set(
  `is was are were be looks look seems seem gets get becomes become exceeds exceed goes go moves move turns turn stays stay
  would will should could might may must has have had ends end comes come feels feel appears appear`.split(/\s+/),
);

/**
 * Whether the word after "price" (at `at`) is a noun of a compound ("the price impact is unusually large") rather than a
 * token the price is asked of ("price pepe"): a noun of the list, or any word said to be or do something after "the
 * price …".
 */
export function priceCompound(facts: Facts, at: number): boolean {
  const next = facts.words[at + 1];
  if (next === undefined) return false;
  if (priceNouns.has(next)) return true;
  return ['the', 'a', 'an', 'any', 'this', 'that', 'its'].includes(facts.words[at - 1] ?? '') && saidOf.has(facts.words[at + 2] ?? '');
}
