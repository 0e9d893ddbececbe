import { fail, type Reading } from '../../language/reading.ts';
import type { PriceCondition } from './read-price-trigger.ts';

const nothing = 'Nothing was set up.';
const example = 'like "buy 1 ETH on base if ETH drops to 2000" or "sell 1 ETH on base when ETH rises above 5000"';

/** A comparison said with a negation ("not above 2000", "no less than 5000", "doesn't exceed", "never drops below"). */
const negated =
  /\b(?:not|no|never|without|nor)\b|\b(?:is|does|do|did|was|were|are|has|have|wo|ca|could|should|would|had)n['’]?t\b|\b(?:stops?|stopped|ceases?)\s+(?:being|to\s+be)\b/i;
/** Two prices ("between 1500 and 2000"): an order watches one. */
const range = /\bbetween\b|\b(?:from|within)\s+\$?\d[\d,.]*\s*k?\s+(?:to|and|-)\s+\$?\d/i;
/** A price in another unit than dollars: cents, sats, gwei, e-notation, a token ("0.05 btc"), a ratio ("eth/btc"). */
const otherUnit =
  /(?<![\d.,])\d(?:[\d,.]*\d)?\s*e[-+]?\d+\b|(?<![\d.,])\.?\d[\d,.]*\s*(?:cents?|¢|c|sats?|satoshis?|gwei|bps)(?![\w$])|\b(?:hits?|at|to|reach(?:es)?|below|above|under|over|@|is)\s+\$?\d[\d,.]*\s*(?:btc|wbtc|cbbtc|eth|weth|sol)\b|\b(?!usd)[a-z]{2,6}\s*\/\s*(?!usd)[a-z]{3,6}\b(?=[^.?!\n]*\d)/i;
/** A size of the whole token, not its price: market cap, FDV, volume, liquidity. */
const notPrice = /\b(?:m\.?\s?cap|market\s*-?\s*cap(?:italization)?|marketcap|fdv|valuation|tvl|volume|liquidity|supply)\b/i;
/**
 * A condition on something other than the token's dollar price ("if his balance drops below 10", "if holders drop below
 * 1000", "if the price impact is under 1%", "if gas < 5", "only if I get at least 0.03 eth", "if the rate is above
 * 0.0003"): read as a price, the order would wait for (or run at once on) a price never meant.
 */
const otherSubject =
  /\b(?:if|when|once|whenever|as\s+soon\s+as|provided(?:\s+that)?|only\s+if)\b[^.;!?\d]*?\b(?:holders?|holder\s+count|balances?|gas|gwei|impact|slippage|fees?|rate|ratio|dominance|worth|funding|apy|apr|(?:i|we)\s+(?:get|receive)|at\s+least)\b/i;

/** A move by an amount, not to a price ("drops 500 dollars", "loses 500"), or a share of another price ("10% from 3000"). */
const relative =
  /\b(?:drops?|dropped|falls?|fell|dips?|dipped|loses?|lost|gains?|gained|rises?|rose|climbs?|climbed|pumps?|pumped|dumps?|dumped|moves?|moved|(?:goes|go)\s+(?:up|down))\s+(?:another\s+|by\s+)?\$?\d[\d,.]*\s*k?(?![\d.,]*\s*(?:%|percent|pct|k?\d))(?:\s*(?:dollars?|usd|bucks))?(?=[\s,.;!?]|$)|(?<![\d.])\d[\d.]*\s*%\s*(?:from|off|below|above|under|over)\s+(?!(?:the\s+)?(?:current|now|here|today|where)\b)(?:the\s+|its\s+|my\s+)?[\w$][\w$,.]*/i;

/**
 * A price order whose price was read from words that say something else: a negated comparison ("buy if eth is not above
 * 2000" waited for a rise above it), two prices, a price in cents, sats or another token, a market cap, or a move by an
 * amount ("drops 500 dollars" waited for $500). Each is refused with how to say it: the order watches one dollar price
 * reached in one direction, and a misread one would trade at a price never meant. `undefined` when none is said.
 */
export function priceMisread(prompt: string, price: PriceCondition): Reading<never> | undefined {
  const own = prompt.replace(/"[^"]*"|“[^”]*”/g, ' ');
  if (negated.test(price.words))
    return fail(
      'AUTOMATION_AMBIGUOUS',
      `"${price.words.trim()}" says the price with a negation, and I will not guess which way it waits. Say the price it should reach, ${example}. ${nothing}`,
    );
  const two = range.exec(own) ?? range.exec(price.words);
  if (two) return fail('AUTOMATION_AMBIGUOUS', `"${two[0].trim()}": an order watches one price. Say the one it should reach, ${example}. ${nothing}`);
  const subject = otherSubject.exec(own);
  if (subject)
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `"${subject[0].trim()}": an order waits only for a token's price in dollars, and this condition is on something else, which I do not watch. Say the price it should reach, ${example}. ${nothing}`,
    );
  const unit = otherUnit.exec(own) ?? notPrice.exec(own);
  if (unit)
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `"${unit[0].trim()}": an order waits for a token's price in dollars, and I could not read this one that way. Say the price in dollars, like "$0.004" or "2000 dollars". ${nothing}`,
    );
  const moved = relative.exec(own);
  if (moved)
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `"${moved[0].trim()}" says a move by an amount or from another price, not the price to wait for. Say the price it should reach (${example}), or a move from today's price in percent ("if ETH drops 10%"). ${nothing}`,
    );
  return undefined;
}
