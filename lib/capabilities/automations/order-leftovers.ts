import { fail, type Reading } from '../../language/reading.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';

/**
 * Words an order's trade never holds, left in it once its trigger was read: the trade's reader would pass over them and
 * the order would run other than said.
 * - a negation or an alternative ("not 100", "not all", "to not bob.eth", "1 eth or 2"),
 * - a price in another unit or a move by it ("cents", "sats", "2x", "+", "500 below"),
 * - a question ("how do i set a stop loss …"),
 * - a trade now or another one beside the order ("buy 1 eth now and 1 more if …", "twice", "another 100"),
 * - a time or a condition the trigger does not carry ("today", "while eth is under 2000", "in 10 daily buys").
 */
/**
 * A second trade joined to the order's ("buy $50 of eth on base and set a limit sell at 4000", "sell 1 eth on base and
 * rebuy at 2500", "swap 100 usdc to eth, reverse it if …", "… and $50 more", "… and the rest"): one leg would be dropped
 * and the other would run at the price said for it (often at once).
 */
const secondLeg =
  /(?:\band\b|\bthen\b|&|\bplus\b)\s*(?:(?:then|also|later|afterwards|after\s+that)\s+)?(?:set|place|put|make|open|create|add|re-?buy|re-?sell|buy|sell|swap|trade|exit|cut|protect|reverse|back|close|dump|take|flip|rotate|convert|send|unwind|hedge|get\s+out|bail)\b|,\s*(?:(?:then|also|later|afterwards|after\s+that)\s+)?(?:re-?buy|re-?sell|exit|cut|protect|reverse|back|unwind|hedge|get\s+out|bail)\b|,\s*(?:then|also|later|afterwards|after\s+that)\s+(?:set|place|put|make|buy|sell|swap|trade|close|take|send)\b|(?:^|\s)\$?\d[\d,.]*\s*(?:[a-z]+\s+)?more\b|\bthe\s+rest\b/i;

const leftovers: readonly [RegExp, string][] = [
  [/\b(?:not|never|no|except|excluding|without|nor)\b|n['’]t\b|\bor\b/i, 'negation'],
  [
    /(?<![\d.,])\.?\d[\d,.]*\s*(?:cents?|¢|c|sats?|satoshis?|gwei|bps)(?![\w$])|\b(?:cents?|sats?|satoshis?|gwei|m\.?\s?cap|market\s*cap|fdv)\b|¢|(?:^|\s)(?:x|\+)(?=\s|$)|\d\s*x\b|\b(?:below|above|under|over|higher|lower|up|down)\s*$/i,
    'unit',
  ],
  [/\b(?:how|what|why|whether|can\s+i|do\s+i|should\s+(?:i|we))\b|\?/i, 'question'],
  [/\b(?:now|immediately|asap|right\s+away|another|again|twice|thrice|actually|instead|rather)\b/i, 'more'],
  [/\b(?:today|tonight|tomorrow|while|unless|as\s+long\s+as|provided|in\s+\d+)\b/i, 'time'],
  [secondLeg, 'second'],
  // "with a stop-limit at 2000", "buy-stop at 3500", "floor at 2000", "trigger at 2000": a word saying which way the price
  // is crossed that no reader took, so "at 2000" became a limit on the far side (it sold at once above 2000).
  [
    /\b(?:stop[\s-]?limit|stop-(?!\w)|with\s+an?\s+stop(?=\s*(?:,|$))|stopped(?:\s+out)?|invalidat(?:ion|ed|es)|floor|ceiling|(?:buy|sell)[\s-]?stop|trigger(?:ed|s)?)\b/i,
    'side',
  ],
];

/**
 * "…, not trying to watch charts all night 😴", "…, not gonna be greedy this time lol" (held-out-42, -43, chat): what the
 * person is not doing themself, said last after the order; its "not" denies nothing of the trade.
 */
const ownAside =
  /[,.;—–-]\s*((?:i['’]?m\s+|im\s+|i\s+am\s+)?not\s+(?:trying|tryna|gonna|going|looking|planning|about|wanting|here)\b[^,.;!?\d]*?)(?=[.!\s]*(?:\bon\s+[a-z]+[.!\s]*)?$)/iu;
/** An aside that names nothing of a trade: no token, amount, chain or address, and no trade's verb. */
function asideOnly(aside: string): boolean {
  const facts = scanPrompt(aside);
  return (
    facts.tokens.length + facts.amounts.length + facts.chains.length + facts.addresses.length === 0 &&
    !/\b(?:buy|sell|swap|trade|send|pay|convert|dump|cancel|stop|set|place|order|execute|run)\b/i.test(aside)
  );
}

/**
 * An order whose trade still holds words that would change it (see {@link leftovers}), refused with those words: never
 * set up as if they were not said. `undefined` when the trade is clean.
 */
export function orderLeftover(trade: string): Reading<never> | undefined {
  // "no end date", "without end", "no matter what": how long it runs, said as the schedule reader reads it.
  const own = trade
    .replace(/"[^"]*"|“[^”]*”/g, ' ')
    .replace(/\b(?:with\s+)?(?:no|without(?:\s+an?)?)\s+end(?:\s+date)?\b|\bno\s+matter\s+what\b/gi, ' ')
    .replace(/[\s,;]+or[\s,.;]*$/i, ' ')
    .replace(ownAside, (said, aside: string) => (asideOnly(aside) ? ' ' : said));
  for (const [pattern, kind] of leftovers) {
    const m = pattern.exec(own);
    if (!m) continue;
    if (kind === 'side')
      return fail(
        'AUTOMATION_AMBIGUOUS',
        `"${m[0].trim()}" in the order (${trade.trim()}) says how the price is crossed, and I will not guess which way. Say it like "sell 1 ETH on base if ETH drops below 2000" or "buy $50 of ETH on base when ETH rises above 3500". Nothing was set up.`,
      );
    if (kind === 'second')
      return fail(
        'ONE_ACTION',
        `"${m[0].replace(/^[\s,]+/, '').trim()}" says a second trade beside the order (${trade.trim()}): an order runs one trade at one price, and the other would be dropped or run at the wrong price. Send each order on its own, like "buy $50 of ETH on base if ETH drops below 2500" and then "sell 0.01 ETH on base when ETH rises above 4000". Nothing was set up.`,
      );
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `I could not read "${m[0].trim()}" in the order (${trade.trim()}), and it may change what it trades or when. Say the order again whole in one message, like "buy 1 ETH with USDC on base if ETH drops to 2000". Nothing was set up.`,
    );
  }
  return undefined;
}

/** A total or a cap said beside a repeating order ("100 total", "100 usdc in all", "up to 100", "at most 100"). */
const totalWords =
  /\b(?:(?:in\s+)?total|in\s+all|all\s+together|altogether|overall|combined|budget|cap(?:ped)?|(?:up\s+)?to\s+a\s+max(?:imum)?|max(?:imum)?|up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than)\b/i;

/**
 * An order's trade that holds a second amount ("buy eth with 100 usdc on base, 25 per day": 25 of the 100 each day;
 * "sell 1 eth on base, 0.1 hourly") or, when it repeats, a total or a cap ("buy eth with 25 usdc every day, 100 total"):
 * an order runs one amount each time with no budget of its own, so one of them would be dropped and the whole bought every
 * time, with no end. Refused with the words and how to say it (the amount of each run and how many runs).
 */
export function orderAmounts(trade: string, repeats: boolean): Reading<never> | undefined {
  const facts = scanPrompt(trade);
  const total = repeats ? totalWords.exec(trade) : null;
  // "with 500 with 500 usdc": one amount said twice is one.
  if (new Set(facts.amounts.map((a) => JSON.stringify(a.amount))).size < 2 && !total) return undefined;
  const said = total ? total[0] : facts.amounts.map((a) => facts.words[a.index]).join('" and "');
  return fail(
    'AUTOMATION_AMBIGUOUS',
    `I read "${said}" in the order (${trade.trim()}), and an order runs one amount each time, with no total or budget of its own: I would drop one of them. Say the amount of each run and how many runs, like "buy ETH with 25 USDC on base every day for 4 days" (or "buy ETH with 100 USDC on base over 4 days" to split a total). Nothing was set up.`,
  );
}

/**
 * What an answer to an order's question says besides the field asked, that completing the order would drop: a
 * negation or an alternative ("not 100", "not base", "1 eth or 2"), a change ("make it 1900", "monthly actually",
 * "twice", "and another 100 at 1800"), a price when none was asked ("100 usdc at 1900"), a schedule when none was
 * asked ("for 4 weeks"), another chain than the order's ("100 usdc on polygon"), a second amount to a chain's question
 * ("base, 2 eth"), or a price in another unit or by a move ("1c", "2x", "+1000", "500 below"). Refused with the words,
 * so the order is said again whole; `undefined` when the answer is only what was asked.
 */
export function answerLeftover(
  answer: string,
  asked: {
    readonly needs?: string;
    readonly awaiting?: string;
    readonly tradeChains: readonly string[];
    readonly answerChains: readonly string[];
    readonly amounts: number;
  },
): Reading<never> | undefined {
  const own = ` ${answer.toLowerCase().replace(/\b(?:each|every|per)\s+(?:time|buy|run|purchase|order)\b/g, ' ')} `;
  const checks: (RegExp | undefined)[] = [
    // Two prices ("at 2400 or 2500") are the price answer's own to ask again.
    asked.needs === 'price' ? /\b(?:not|never|except|but|without|nor)\b|n['’]t\b/ : /\b(?:not|never|except|but|without|nor|or)\b|n['’]t\b/,
    // "make it $25" is the answer; "100 usdc, make it 1900" says a second thing after it.
    /\b(?:actually|instead|rather|change\s+it|twice|thrice|another|again|also|plus)\b|(?:[,;]|\band|\bbut)\s*(?:and\s+)?make\s+it\b/,
    asked.needs === 'price' ? undefined : /(?:\bat|@|\b(?:below|above|under|over)\b)\s*\$?\s?\d[\d,.]*k?(?![\d.,]*\s*(?::\d|am\b|pm\b|utc\b|h\b|o'?clock))/,
    asked.needs === 'time'
      ? undefined
      : /\b(?:every|each|daily|weekly|monthly|hourly|yearly|until|till|times|for\s+\d+\s+(?:runs?|buys?|purchases?|rounds?|cycles?|sells?)|days?|weeks?|months?)\b/,
    asked.needs === 'price'
      ? /(?<![\d.,])\.?\d[\d,.]*\s*(?:cents?|¢|c|sats?|satoshis?|gwei|bps|x)(?![\w$])|(?:^|\s)[+-]\s?\$?\d[\d,.]*k?|\d[\d,.]*\s*k?\s*(?:dollars?\s+)?(?:below|above|under|over|lower|higher|less|more|up|down|off)\b/
      : undefined,
  ];
  const said = checks.map((c) => c?.exec(own)).find((m) => m);
  const otherChain = asked.tradeChains.length > 0 && asked.answerChains.some((c) => !asked.tradeChains.includes(c));
  const second = asked.awaiting === 'chain' && asked.amounts > 0;
  if (!said && !otherChain && !second) return undefined;
  const words = said ? said[0].trim() : answer.trim();
  return fail(
    'AUTOMATION_UNSUPPORTED',
    `I could not read "${words}" in your answer as what I asked for, and it may change the order. Nothing was set up: say the order again whole in one message, like "buy ETH with 100 USDC on base if ETH drops to 2000".`,
  );
}
