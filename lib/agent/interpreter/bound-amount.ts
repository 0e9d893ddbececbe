import { movingIntentOf, type Interpretation } from './intent.ts';
import { amountsOf } from './rough-amount.ts';
import { amountAskedAgain } from './amount-again.ts';
import { stripQuoted } from '../../language/scan-prompt.ts';

/**
 * A figure said as a bound the amount lies beyond, never the amount itself: "over 10", "more than 10", "less than 10",
 * "under 10", "in excess of 10", "at least 10", "a minimum of 10"; and the part of a holding beyond a floor, "everything
 * over 10", "whatever exceeds 10", "the excess over 10", "all above 10" (what is kept, not what is sent). Caps ("up
 * to 10", "at most 10") are not here: the cap itself is an amount the person allowed.
 */
const boundSaid =
  /(?<!\b(?:is|are|was|be|been|being|stop|stops|goes|gets|drops|dips|falls|rises|climbs|trades|trading|price|prices|hits|when|if|stays|moves|pumps|dumps|at|of)\s+)\b(?:(everything|all|anything|whatever(?:['’]s| is)?|any\s+amount|the\s+(?:excess|part|amount|surplus))\s+)?(over|above|more\s+than|greater\s+than|in\s+excess\s+of|beyond|exceed(?:s|ing)?|past|less\s+than|fewer\s+than|under|below|at\s+least|no\s+less\s+than|not\s+less\s+than|a\s+minimum\s+of|minimum(?:\s+of)?|min)\s+\$?(\d[\d,]*(?:\.\d+)?)(?!\s*(?:%|percent|x\b|times\b))/gi;

/**
 * A figure said as a difference from an amount the service cannot see: "5 less than last time", "10 more than before",
 * "2 usdc fewer than that" ("0.5 SOL more than I have now" is the amount to get).
 */
const differenceSaid =
  /(?<![\w.])\$?(\d[\d,]*(?:\.\d+)?)\s+(?:\$?[a-z]+\s+)?(?:more|less|fewer|extra)\s+than\s+(?:last\s+time|before|that|usual|yesterday|last\s+week|last\s+month|the\s+last\s+one|previously)\b/gi;

/** A verb that takes "over" as its own ("send over", "hand over"), right before it. */
const handedOver = /\b(?:send|sending|hand|pass|transfer|move|shoot|bring|pay|give|ship|wire|fork|sling|toss|push)\s*$/i;

/**
 * "send more than 10 usdc to bob.eth on base", "send everything over 10 usdc …", "a minimum of 10" answering "how much?":
 * the move read the bound's figure as its exact amount, and sent 10 for "over 10" (sweep B: 112 floors and 56 bounds
 * moved or were asked a yes on the bound). So is a figure said as a difference ("5 less than last time"). The amount is asked for again, saying why; a price said with a bound ("when
 * eth is over 3000") is not the move's amount and is left alone.
 * @returns the move with its amount asked again, or undefined when no bound stands before the move's own figure.
 */
export function boundAmountAsked(given: string, reading: Interpretation): Interpretation | undefined {
  if (reading.kind === 'fail') return undefined;
  const moving = movingIntentOf(reading);
  if (!moving) return undefined;
  const own = amountsOf(moving);
  if (own.length === 0) return undefined;
  // A bound inside what the person pasted ("> we recommend at least 0.1" above "wrap 0.1 ETH …") is the paste's, when
  // the person's own words say the figure themselves (held-out-42, pasted).
  const outside = stripQuoted(given);
  const line = own.some((n) => saysFigure(outside, n)) ? outside : given.replace(/"[^"]*"|“[^”]*”/g, ' ');
  for (const m of line.matchAll(boundSaid)) {
    if (!own.includes(Number(m[3]!.replace(/,/g, '')))) continue;
    // "send over 10 usdc", "hand over 5 sol": "over" is the verb's own word there, not a bound.
    if (!m[1] && /^over$/i.test(m[2]!) && handedOver.test(line.slice(0, m.index))) continue;
    const said = m[0].trim().replace(/\s+/g, ' ');
    const why = m[1]
      ? `You wrote "${said}": that is what is left beyond a floor, and I do not work out "all but" amounts`
      : `You wrote "${said}": that is a bound, not an amount`;
    return amountAskedAgain(reading, why);
  }
  for (const m of line.matchAll(differenceSaid)) {
    if (own.includes(Number(m[1]!.replace(/,/g, ''))))
      return amountAskedAgain(reading, `You wrote "${m[0].trim().replace(/\s+/g, ' ')}": that is a difference from an amount I cannot see, not an amount`);
  }
  return undefined;
}

/** Whether `text` says the figure `n` as a number of its own ("0.1", "1,000"). */
function saysFigure(text: string, n: number): boolean {
  return [...text.matchAll(/(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\d.]*\d)/g)].some((m) => Number(m[0].replace(/,/g, '')) === n);
}
