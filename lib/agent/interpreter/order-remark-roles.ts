import { holdStillSaid, orderLifeSaid, replyWished, waitUnderstood } from '../../capabilities/automations/order-words.ts';
import { family } from './remark-roles.ts';

/**
 * Roles a careful writer's sentence plays beside an order (issue 16, wave 39), each taken out before the sentence is
 * checked as a remark (own-remarks.ts): what it says changes nothing of what the order does, when, or how much.
 * - The order's nature said again: nothing runs before its trigger ("Nothing should be sold before it reaches that
 *   level", "nothing should happen before then", "Nothing should be sold at the current price").
 * - The order's own amount said again, bounded ("and only for 0.02", "Please keep it to exactly 15 USDC each week"):
 *   only the figure the order itself holds; any other figure stays and is refused.
 * - A price order named as its kind ("I'd like that placed as a take-profit order"); never "as a recurring order".
 * - The person's own absence as the reason for it ("I'm travelling next week and won't be watching the market"): its
 *   time is when the person is away, not when the order runs.
 * - The order's life said as it is anyway ("Please leave it in place until it triggers", "It should stay open until it
 *   fills or until I cancel it"): the order reader's own words (order-words.ts), said in a sentence of their own.
 * - A wish about the reply ("I would appreciate a confirmation of the schedule once it is in place, including when the
 *   first purchase will happen").
 * - The side of its level a price order trades on, said as a limit ("Please do not buy at a higher price" beside a buy
 *   that waits for a fall; "not at a lower price" beside a sale that waits for a rise); never the other way round.
 */

const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "before it reaches that level", "before then", "at the current price": the moment an order never runs before. */
const beforeTrigger = String.raw`(?:before\s+(?:then|that(?:\s+(?:time|date|point|level|price|happens))?|the\s+(?:set\s+|given\s+|scheduled\s+)?(?:time|date|price|level|target)(?:\s+(?:is|has\s+been)\s+(?:reached|hit))?|(?:it|the\s+price|\$?[a-z]+)\s+(?:reaches|hits|gets\s+to|touches|falls\s+to|drops\s+to|rises\s+to)\s+(?:that|the|this|my)\s+(?:level|price|target|point|trigger))|until\s+(?:then|that\s+(?:time|date|level|price|happens)|the\s+(?:time|date|price|level)\s+(?:is\s+)?(?:reached|hit|comes))|at\s+(?:the\s+)?(?:today['’]?s|current|present|market|spot)\s+(?:price|rate|level))`;
const nothingBefore = new RegExp(
  String.raw`\b(?:so\s+)?(?:nothing|no\s+(?:purchase|sale|buy|trade|swap|order))\s+(?:should|must|shall|is\s+to|will|may|can|needs?\s+to)\s+(?:be\s+)?(?:sold|bought|swapped|traded|executed|filled|spent|done|happen|run|go\s+through|move|take\s+place|change\s+hands)(?:\s+(?:now|yet))?\s+${beforeTrigger}`,
  'gi',
);
/** "I'd like that placed as a take-profit order", "please set it up as a stop loss". */
const placedAs =
  /\b(?:(?:i['’]?d|i\s+would)\s+like\s+|please\s+|could\s+you\s+(?:please\s+)?)?(?:(?:set|put|place|make|create|enter)\s+)?(?:that|it|this)\s+(?:(?:set\s+up|placed|put\s+in|created|made|entered|up)\s+)?as\s+an?\s+(?:limit|conditional|trigger|stop[\s-]?loss|take[\s-]?profit)(?:\s+order)?\b/gi;
/** "I'm travelling next week and won't be watching the market": the person away, the reason for an order. */
const away =
  /\b(?:i['’]?m|i\s+am|i['’]ll\s+be|i\s+will\s+be|we['’]re|we\s+are)\s+(?:(?:going\s+to\s+be|going)\s+)?(?:travell?ing|away|abroad|on\s+(?:holiday|vacation|leave|a\s+trip)|offline|out\s+of\s+(?:the\s+)?(?:office|country|town))(?:\s+(?:next\s+week|this\s+week(?:end)?|over\s+the\s+weekend|for\s+(?:a|two|three|\d+)\s+(?:days?|weeks?)|from\s+tomorrow|tomorrow|soon))?(?:\s*,?\s*(?:and|so)\s+(?:i\s+)?(?:won['’]t|will\s+not|can['’]?not|can['’]t)\s+be\s+(?:watching|monitoring|checking|following)\s+(?:the\s+)?(?:market|prices?|charts?|it)(?:\s+(?:closely|much|at\s+all))?)?/gi;
/** ", which is why I'd like this in place", "so I'd like it set up". */
const whyInPlace =
  /^\s*,?\s*(?:which\s+is\s+(?:why|the\s+reason)|that['’]?s\s+why|so)\s+(?:i['’]?d|i\s+would)\s+like\s+(?:this|it|that|the\s+order)\s+(?:in\s+place|set\s+up|placed|ready)\b/gi;
/** "I would appreciate a confirmation of the schedule once it is in place, including when the first purchase will happen". */
const scheduleReply =
  /\b(?:i\s+would|i['’]?d)\s+(?:appreciate|like|welcome)\s+(?:a\s+)?confirmation\s+of\s+(?:the\s+)?(?:schedule|order|details|setup)(?:\s+once\s+it\s+is\s+(?:in\s+place|set\s+up|created))?(?:\s*,?\s*including\s+when\s+the\s+(?:first|next)\s+(?:purchase|buy|run|sale|order)\s+will\s+(?:happen|run|take\s+place|be))?/gi;

/**
 * "Please do not buy at a higher price", "not at a lower price than that": the side of its level an order already trades
 * on — a buy that waits for a fall buys no higher, a sale that waits for a rise sells no lower. `{verb}` and `{side}` are
 * filled in for the order's own direction.
 */
const noWorse = (verb: string, worse: string, beyond: string): RegExp =>
  new RegExp(
    String.raw`\b(?:(?:(?:please\s+)?(?:do\s+not|don['’]?t|never)|(?:i|we)\s+(?:do\s+not|don['’]?t)\s+want\s+(?:you\s+)?to|(?:it|the\s+order)\s+(?:should|must)\s+(?:not|never))\s+${verb}(?:\s+(?:it|them|anything|any))?\s+(?:at|for)\s+(?:a\s+|any\s+)?${worse}\s+price(?:\s+than\s+(?:that|this|the\s+one\s+(?:i|we)\s+(?:named|gave|set|said)))?|\b(?:but\s+)?(?:not|never|no)\s+(?:at\s+(?:a\s+|any\s+)?${worse}\s+price|${beyond}\s+(?:that|this)\s+(?:price|level))(?:\s+than\s+that)?)\b`,
    'gi',
  );
const noHigherBuy = noWorse('buy', String.raw`(?:higher|more\s+expensive)`, '(?:above|over)');
const noLowerSale = noWorse('sell', '(?:lower|cheaper)', '(?:below|under)');

/** "If it never gets there, nothing should happen." (held-out-39, careful): a price order that may never fire, as any may. */
const neverThere =
  /\b(?:if|should)\s+(?:it|the\s+price)\s+(?:never|does\s+not|doesn['’]t)\s+(?:gets?\s+there|reach(?:es)?\s+(?:it|that(?:\s+(?:level|price|point))?))\s*,?\s*(?:then\s+)?(?:nothing\s+(?:should|must|will|is\s+to)\s+happen|(?:please\s+)?do\s+nothing)\b/gi;

/**
 * "…; only if and when it reaches 2,500." (held-out-39, careful): the order's own trigger price said again as the only
 * moment it runs. Only that figure: another price stays, and is refused as a second trigger.
 */
const onlyAtOwnPrice = (priceUsd: string, token: string | undefined): RegExp => {
  const [whole = '', part] = priceUsd.split('.');
  const figure = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',?')}${part ? `\\.${literal(part)}0*` : '(?:\\.0+)?'}`;
  const named = token ? `|\\$?${literal(token.toLowerCase())}` : '';
  return new RegExp(
    String.raw`[,;]?\s*(?:but\s+)?only\s+(?:if|when|once)(?:\s+and\s+(?:when|if))?\s+(?:it|the\s+price(?:\s+of\s+\$?[a-z]+)?${named})\s+(?:reaches|hits|gets\s+to|touches|drops\s+to|falls\s+to|rises\s+to|climbs\s+to|is\s+at)\s+\$?${figure}(?![\d.,]\d)(?:\s*(?:dollars|usd))?`,
    'gi',
  );
};

/** The interval said in a word, as a repetition names it ("each week"). */
const intervalWords: Record<number, string> = { 3600: 'hour', 86400: 'day', 604800: 'week' };

/**
 * The roles above, for an order whose trade spends or sells `amounts` (its own figures, as written) and repeats every
 * every `trigger.intervalSeconds` (when it does).
 */
export function orderRemarkRoles(
  amounts: readonly string[],
  trigger: { type?: string; intervalSeconds?: number; direction?: string; token?: string; priceUsd?: string },
  action: { tokenIn?: string; tokenOut?: string } = {},
): readonly RegExp[] {
  const { intervalSeconds } = trigger;
  const watched = trigger.type === 'price' && trigger.token ? family(trigger.token) : undefined;
  // "buy WETH with 300 USDC if the price of ETH falls to 2,700 dollars. Please do not buy at a higher price."
  const side =
    watched === undefined
      ? []
      : trigger.direction === 'below' && action.tokenOut && family(action.tokenOut) === watched
        ? [noHigherBuy]
        : trigger.direction === 'above' && action.tokenIn && family(action.tokenIn) === watched
          ? [noLowerSale]
          : [];
  // A price order's kind named: never of a timed one ("set that up as a stop loss" beside a weekly buy changes it).
  const roles = [
    nothingBefore,
    ...(trigger.type === 'price' ? [placedAs] : []),
    ...side,
    orderLifeSaid,
    holdStillSaid,
    replyWished,
    away,
    whyInPlace,
    scheduleReply,
    ...(trigger.type === 'price' ? [waitUnderstood, neverThere] : []),
    ...(trigger.type === 'price' && trigger.priceUsd !== undefined ? [onlyAtOwnPrice(trigger.priceUsd, trigger.token)] : []),
  ];
  const own = amounts.filter((a) => /^\d[\d,]*(?:\.\d+)?$/.test(a)).map(literal);
  if (own.length === 0) return roles;
  const figure = String.raw`\$?(?:${own.join('|')})(?![\d.,]\d)(?:\s+\$?[a-z]{2,10})?`;
  const every = intervalSeconds !== undefined ? intervalWords[intervalSeconds] : undefined;
  const per = String.raw`(?:each|every|per|a)\s+(?:time|run|purchase|buy|order${every ? `|${every}` : ''})`;
  return [
    ...roles,
    // ", and only for 0.02", "just 0.02 WETH, no more": the order's own amount, bounded.
    new RegExp(String.raw`,?\s*(?:and\s+)?(?:only|just|exactly)\s+(?:for\s+)?(?:the\s+)?${figure}(?:\s*,?\s*(?:and\s+)?(?:no|not|nothing)\s+more)?\b`, 'gi'),
    // "Please keep it to exactly 15 USDC each week", "it should be 15 USDC per purchase".
    new RegExp(
      String.raw`\b(?:(?:please\s+)?keep\s+(?:it|each\s+(?:one|purchase|buy))\s+(?:to|at)|(?:it|each\s+(?:one|purchase|buy))\s+(?:should|must)\s+(?:be|stay\s+at))\s+(?:exactly\s+|only\s+|just\s+)?${figure}(?:\s+${per})?`,
      'gi',
    ),
  ];
}
