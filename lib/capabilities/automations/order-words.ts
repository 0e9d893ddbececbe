import { numbersFromWords } from '../../language/number-words.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { chainWords } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { openEnd } from './read-until.ts';
import { forPattern, timesPattern } from './schedule-words.ts';
import { protectiveHeader, protectiveWish } from './protective-header.ts';

const isToken = (word: string): boolean => tokenWords.has(word.toLowerCase().replace(/^\$/, ''));

/** "It should continue until I cancel it.", ", until i say stop": an open end said (built once, not per order read). */
const openEndSaid = new RegExp(
  String.raw`[,;]?\s*(?:\b(?:it|this|that|the\s+(?:order|plan|buy|dca))\s+(?:should|will|can|must|may)\s+)?${openEnd.source}`,
  'gi',
);

/** "The order should only execute if that price is reached": what every price order does, said again. */
const onlyIfReached =
  /[,;]?\s*(?:\b(?:the\s+order|it|this|that|the\s+trade|the\s+buy|the\s+sell)\s+(?:should|must|will|shall|may|can|is\s+to)\s+)?(?:only\s+)?(?:(?:execute|run|fill|trigger|go\s+through|happen)|be\s+(?:executed|filled|triggered))?\s*\bonly\s+(?:if|when|once|after)\s+(?:that|this|the|my)\s+(?:price|level|target|limit)(?:\s+(?:is|gets|has\s+been|was))?\s+(?:reached|hit|met|touched)\b|[,;]?\s*\b(?:the\s+order|it|this)\s+(?:should|must|will|shall)\s+only\s+(?:execute|run|fill|trigger|go\s+through|happen)\s+(?:if|when|once|after)\s+(?:that|this|the|my)\s+(?:price|level|target|limit)(?:\s+(?:is|gets|has\s+been|was))?\s+(?:reached|hit|met|touched)\b/gi;

/** A weekday's short name as the schedule reader knows it. */
const weekdayNames: Record<string, string> = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

/** A weekday named in full. */
const fullDay = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/** `every=1d`, `every=4h`: a bot's interval as words. */
const botUnits: Record<string, string> = { m: 'minutes', min: 'minutes', h: 'hours', hr: 'hours', d: 'days', w: 'weeks', wk: 'weeks' };

/**
 * A bot's order fields as the words they stand for: `chain=base` → "on base", `pay=USDC` → "with USDC",
 * `token=BONK` → "BONK", `amt=$5` → "$5 of", `size=500USDC` → "with 500 USDC" (for a buy, the amount paid), `every=1d`
 * → "every 1 days", `px<120` → "if price below 120", `@2800` → "at 2800". Fields it does not know are left as
 * written (and refused by the reading that follows).
 */
function botFields(text: string): string {
  if (!/\w=\S|\bpx\s*[<>]|@\s*\d|\w\s*[<>]=?\s*\d/i.test(text)) return text;
  const buying = /\b(?:buy|dca|long)\b/i.test(text);
  let token = '';
  let amount = '';
  let sold = '';
  const out = text
    // "/limit buy …", "STOP_LOSS …": a bot's command word; "trigger<=120", "price=2500", "sell=3 SOL", "receive=USDC",
    // "action=swap", "at=tomorrow 15:00 UTC", "asset=SOL" (the token a verb field names again).
    .replace(/^\s*\/(?=limit\b|stop\b|dca\b|buy\b|sell\b|swap\b)/i, ' ')
    .replace(/\bstop_loss\b/gi, ' stop loss ')
    .replace(/\btake_profit\b/gi, ' take profit ')
    .replace(/\b(?:trigger|stop|when)\s*(<=?|>=?)\s*/gi, (_m, op: string) => ` if price ${op.startsWith('<') ? 'below' : 'above'} `)
    .replace(/\b(?:price|limit|limit_price)=(?=\$?\d)/gi, ' at ')
    .replace(/\b(sell|buy|swap)=(?=\$?\d)/gi, ' $1 ')
    .replace(/\b(?:receive|get|for)=(\$?[a-z0-9]+)/gi, ' for $1 ')
    .replace(/\baction=(swap|buy|sell)\b/gi, ' $1 ')
    .replace(/\bat=(tomorrow|today|\d{4}-\d{2}-\d{2})\b/gi, ' $1 at ')
    .replace(/\b(?:asset|symbol)=(\$?[a-z0-9]+)(?=[\s\S]*\b(?:sell|buy)\s+\$?\d[\d.,]*\s*\1\b)/gi, ' ')
    .replace(/(?:\b(?:if|when)\s+)?\b(?:px|price)\s*(<=?|>=?)\s*/gi, (_m, op: string) => ` if price ${op.startsWith('<') ? 'below' : 'above'} `)
    .replace(/(^|\s)@\s*(?=\$?\d)/g, ' at ')
    .replace(/\b(chain|network)=([a-z]+)/gi, ' on $2 ')
    // `from=USDC` in a swap or a sale: the token sold, which a bare amount counts (`action=swap from=USDC to=ETH
    // amount=5` once read "swap 5 ETH with USDC", the other way round); in a buy, the token paid with.
    .replace(/\b(?:from|in)=(\$?[a-z0-9]+)/gi, (_m, t: string) => {
      if (buying) return ` with ${t} `;
      sold = t;
      return ' ';
    })
    .replace(/\b(?:pay|pay_with|with)=(\$?[a-z0-9]+)/gi, ' with $1 ')
    .replace(/\b(?:every|interval|freq|frequency)=(\d+)\s*(min|m|hr|h|d|wk|w)\b/gi, (_m, n: string, u: string) => ` every ${n} ${botUnits[u.toLowerCase()]} `)
    .replace(/\b(?:every|interval|freq|frequency)=(daily|weekly|hourly)\b/gi, ' $1 ')
    .replace(/\b(?:token|asset|coin|symbol|out|to)=(\$?[a-z0-9]+)/gi, (_m, t: string) => {
      token = t;
      return ' ';
    })
    .replace(/\b(?:amt|amount|size|qty|usd)=(\$?\d[\d,]*(?:\.\d+)?)([a-z]+)?/gi, (_m, n: string, unit: string | undefined) => {
      amount = n.startsWith('$') || /^usd$/i.test(unit ?? '') ? `$${n.replace(/^\$/, '')} of` : unit ? `${buying && !token ? 'with ' : ''}${n} ${unit}` : n;
      return ' ';
    });
  if (sold) {
    // The amount counts the token sold: bare, in dollars, or in that token; in any other token it is left as written.
    const unit = amount.endsWith(' of') ? undefined : /^\$?[\d.,]+\s+(\$?[a-z][a-z0-9]*)$/i.exec(amount)?.[1];
    if (unit !== undefined && unit.replace(/^\$/, '').toLowerCase() !== sold.replace(/^\$/, '').toLowerCase()) return text;
    const phrase = ` ${amount.startsWith('$') || !amount ? `${amount} ${sold}`.trim() : unit ? amount : `${amount} ${sold}`}${token ? ` for ${token}` : ''} `;
    const verb = /\b(?:sell|swap)\b/i.exec(out);
    return verb ? `${out.slice(0, verb.index + verb[0].length)}${phrase}${out.slice(verb.index + verb[0].length)}` : `${phrase}${out}`;
  }
  if (!token && !amount) return out;
  // "DCA token=BONK amt=$5" → "DCA $5 of BONK": the amount and the token right after the verb.
  const verb = /\b(?:buy|sell|dca|swap|long)\b/i.exec(out);
  if (amount.startsWith('with ') && !token) return `${out} ${amount}`;
  const phrase = amount.startsWith('with ') ? ` ${token} ${amount} ` : ` ${amount} ${token} `;
  return verb ? `${out.slice(0, verb.index + verb[0].length)}${phrase}${out.slice(verb.index + verb[0].length)}` : `${phrase}${out}`;
}

/**
 * "/limit buy ETH 2600", "/stop sell SOL 120": a command's bare number after its token is the order's price (a stop's
 * a fall to it).
 */
function commandPrice(text: string): string {
  return text.replace(
    /^\s*\/?(limit|stop)\s+(buy|sell)\s+(\$?[a-z][a-z0-9]*)\s+\$?(\d[\d,]*(?:\.\d+)?)(?=\s*$|\s+[a-z_]+=)/i,
    (m, kind: string, side: string, t: string, n: string) =>
      isToken(t) ? (/^stop$/i.test(kind) ? `${side} ${t} if ${t} drops to ${n}` : `limit ${side} ${t} at ${n}`) : m,
  );
}

/** Chain names that are never a token's: a chain said first on its own ("ethereum, sell 5 link for usdc"). */
const leadChains = new Map<string, string>([...chainWords, ['ethereum', 'ethereum'], ['solana', 'solana']]);

/**
 * "ethereum, sell 5 link for usdc", "on ethereum, sell 5 link", "ethereum. sell 5 link" → "sell 5 link … on ethereum": a
 * chain said first, before a comma or a full stop, is the trade's.
 */
function leadChain(text: string): string {
  const lead = /^\W*(?:(?:on|in|via)\s+)?([a-z0-9]+)\s*(?:[,:;-]|\.(?=\s))\s*(?=\S)/i.exec(text);
  const chain = lead ? leadChains.get(lead[1]!.toLowerCase()) : undefined;
  if (!chain) return text;
  const rest = text.slice(lead![0].length);
  return /\b(?:on|in|via)\s+[a-z]/i.test(rest) ? text : `${rest.replace(/[\s.!]*$/, '')} on ${chain}`;
}

/**
 * "recurring: weekdays 09:00 UTC | buy JUP with 10 USDC | solana | end: after 20 runs": a bot's order in pipe-separated
 * parts, as one sentence: its label goes, a chain alone is where it trades, "end: after 20 runs" is how many times.
 * A part it does not know stays as written, for the reading that follows to refuse.
 */
function pipedOrder(text: string): string {
  const parts = text.trim().split(/\s+\|\s+/);
  if (parts.length < 3) return text;
  return parts
    .map((part, i) => {
      const p = part.trim().replace(/[.;,]+$/, '');
      if (i === 0 && /^(?:recurring|repeating|dca|scheduled?|timed|order)\s*:\s*/i.test(p)) return p.replace(/^\w+\s*:\s*/, '');
      // "action: buy DEGEN with 10 USDC", "when: weekdays 14:30 UTC": a part's label; what follows is the words.
      const labelled = /^(?:action|trade|do|what|when|schedule|time|every)\s*:\s*/i.exec(p);
      if (labelled) return p.slice(labelled[0].length);
      // "max_runs: 20", "runs: 20", "count=20": how many times.
      const runs = /^(?:max[_\s-]?runs|runs|count|times|max[_\s-]?count|repeat)\s*[:=]\s*(\d+)$/i.exec(p);
      if (runs) return `${runs[1]} times`;
      const chain = leadChains.get(p.toLowerCase().replace(/^(?:chain|network)\s*:\s*/, ''));
      if (chain) return `on ${chain}`;
      // "end: after 20 runs" is a count, "end: 2026-12-31" a last day.
      const end = /^(?:end|ends|ending|until)\s*:\s*/i.exec(p);
      if (!end) return p;
      const value = p.slice(end[0].length);
      return /^(?:after|never|none|no\s+end)\b/i.test(value) ? value.replace(/^(?:never|none|no\s+end)\b/i, '') : `until ${value}`;
    })
    .join(' ');
}

/** A closing clause on what the person will be doing: "…, ill be in meetings all morning", "…, now I go to sleep". */
const ownDoings =
  /\s*[,;.—–-]\s*((?:(?:and|cuz|because|since|as|coz)\s+)?(?:now\s+)?(?:i['’]?ll|ill|i\s+will|i['’]?m|im|i\s+am|i)\s+(?:be|go|going|gonna|gotta|have\s+to|need\s+to|will\s+be)\b[^,.;!?\d$]*)[.!]*\s*$/i;
/** Words of the person's own doings that name nothing of a trade. */
function doingOnly(text: string): boolean {
  const facts = scanPrompt(text);
  return (
    facts.tokens.length + facts.amounts.filter((a) => facts.words[a.index] !== 'all').length + facts.chains.length + facts.addresses.length === 0 &&
    !/\b(?:buy|sell|swap|trade|send|pay|convert|dump|cancel|stop|set|place|order|execute|run|if|when|once|every|each|price)\b/i.test(text)
  );
}

/** A closing clause on the market's mood: "…, the market is very nervous", "…, market looks shaky lol". */
const marketMood =
  /\s*[,;.—–-]\s*(?:(?:and|but|because|since|as|coz|cuz|cause)\s+)?(?:the\s+)?(?:market|markets|crypto|charts?)\s+(?:is|are|looks?|seems?|feels?|has\s+been|'s|’s)\s+(?:(?:very|so|kinda|kind\s+of|a\s+bit|a\s+little|really|too|super|pretty|quite)\s+)?(?:nervous|volatile|shaky|scary|crazy|wild|choppy|bullish|bearish|risky|jumpy|uncertain|unstable|weird|rough|ugly|red|bloody)\b(?:\s+(?:lol|lmao|rn|now|today|these\s+days|lately|tbh))*\s*[.!]*\s*$/i;

/** "Kindly stop loss: sell my LINK" (from "Kindly set stop loss for my LINK"): a courtesy before the order's name. */
const courtesyBeforeName = /^(?:(?:please|pls|plz|kindly|can\s+(?:you|u)|could\s+(?:you|u))\s+)+(?=(?:stop[- ]loss|take[- ]profit|limit(?:\s+order)?)\s*:)/i;

/**
 * A sentence that only names the kind of order the prompt is: "This is a stop order.", "To be clear, it's a limit
 * order, not an immediate buy.", "Note: this should be a stop-loss and not a market sale."
 */
const kindSentence =
  /^\s*(?:(?:to\s+be\s+clear|just\s+to\s+be\s+clear|to\s+clarify|note|nb|fyi|again|so)\s*[,:-]?\s*)?(?:this|it|that)\s*(?:is|'s|’s|should\s+be|must\s+be|will\s+be|needs\s+to\s+be)\s+(?:meant\s+as\s+)?(?:a|an)\s+(?:stop(?:[\s-]?loss)?|limit|take[\s-]?profit|conditional|trigger(?:ed)?|price)(?:\s+(?:order|sell|buy|sale|purchase))?(?:\s*,?\s*(?:and\s+|but\s+)?(?:not|no)\s+(?:a\s+|an\s+)?(?:immediate|instant|market|spot)\s+(?:sale|sell|buy|purchase|trade|swap|order|one))?\s*[.!]*\s*$/i;

/**
 * An order in the words the trade reader knows, before its trigger and trade are read: the ways people and bots
 * write an order ("set a limit buy on base: …", "set up a recurring purchase of …", "stop loss on my WIF, sell it
 * all …", "1,000 USDC is used to buy ETH", "w usdc", "paid with usdc", `DCA token=BONK amt=$5 …`) rewritten as the
 * plain trade, and spelled-out numbers as digits ("below a hundred and twenty"). Reasons and asides ("because I'll
 * be away", "please don't buy anything right now") are dropped: an order never trades now anyway. Only ever
 * applied to a prompt read as an order.
 */
/**
 * An order's life said as it is anyway: "It should stay open until it fills or until I cancel it", "good 'til
 * cancelled", "Please leave it in place until it triggers".
 */
export const orderLifeSaid =
  /\b(?:(?:it|the\s+order|this\s+order|the\s+limit\s+order|that)\s+(?:should|can|may|must|is\s+to|will|would)\s+(?:stay|remain|be\s+left|be\s+kept)\s+(?:open|active|in\s+place|live|running)\s+until|(?:(?:please|kindly)\s+)?(?:leave|keep)\s+(?:it|this|that|the\s+(?:order|stop(?:[\s-]loss)?|take[\s-]profit|limit(?:\s+order)?))\s+(?:open|active|in\s+place|live|running|standing|there|as\s+it\s+is)\s+until\s+(?:it\s+(?:fills|is\s+filled|executes|is\s+executed|triggers|fires)|(?:i|we)\s+cancel\s+it|(?:the|that|my)\s+(?:price|level|target|trigger)\s+(?:is|has\s+been|gets)\s+(?:reached|hit|met|touched))(?:\s*,?\s*or\s+(?:until\s+)?(?:it\s+(?:fills|is\s+filled|executes|is\s+executed|triggers|fires)|(?:i|we)\s+cancel\s+it))?|good[\s-]+(?:till|til|'til|until)[\s-]+cancell?ed)\s*[.!]?/gi;
/** "until then", "until that point", "before it triggers": the moment an order waits for, named only by pointing at it. */
const untilTriggered = String.raw`(?:until|till|before)\s+(?:then|that(?:\s+(?:point|time|moment|happens|level|price))?(?:\s+(?:is|has\s+been)\s+(?:reached|hit|met))?|it\s+(?:does|triggers|fires|fills|executes|happens|gets\s+there)|the\s+(?:price|level|target|trigger|order)\s+(?:is\s+(?:reached|hit|triggered)|triggers|fires|fills))`;
/** What an order trades from, pointed at ("them", "those three", "my SOL", "my tokens"). */
const heldNamed = String.raw`(?:them|it|those(?:\s+[a-z0-9$]+)?|these(?:\s+[a-z0-9$]+)?|my\s+\$?[a-z][a-z0-9]*|the\s+(?:tokens?|coins?|position|holdings?|funds?))`;
const leftAsIs = String.raw`(?:as\s+(?:they|it)\s+(?:are|is)|as\s+is|alone|untouched|where\s+(?:they|it)\s+(?:are|is)|in\s+(?:my|the)\s+wallet)`;
/** "please leave them as they are", "I would ask that my SOL remains untouched". */
const keptAsIs = String.raw`(?:(?:(?:please|kindly)\s+)?(?:(?:i\s+would|i['’]?d)\s+(?:ask|like)\s+(?:you\s+)?to\s+)?(?:leave|keep|hold)\s+${heldNamed}\s+${leftAsIs}|(?:(?:i\s+would|i['’]?d)\s+(?:ask|like|prefer)\s+that\s+|(?:please\s+)?(?:make\s+sure|ensure)\s+(?:that\s+)?)?${heldNamed}\s+(?:should\s+|must\s+|is\s+to\s+|are\s+to\s+|will\s+)?(?:remains?|stays?|be\s+left|be\s+kept|is\s+left|are\s+left)\s+${leftAsIs})`;
/** "do not buy", "don't sell anything", "never touch them": nothing traded, said of no moment yet. */
const noneTraded = String.raw`(?:(?:please\s+)?(?:do\s+not|don['’]?t|never)\s+(?:buy|sell|swap|trade|touch|move)(?:\s+(?:${heldNamed}|anything|any))?|(?:i|we)\s+(?:do\s+not|don['’]?t)\s+want\s+(?:it|them|anything|any\s+of\s+it)\s+(?:to\s+be\s+)?(?:bought|sold|traded|swapped|executed|done|carried\s+out)|nothing\s+(?:should|must|shall|is\s+to|will|needs\s+to)\s+(?:be\s+(?:bought|sold|traded|swapped|executed|done)|happen)|(?:under\s+no\s+circumstances|in\s+no\s+case)\s+(?:should|must)\s+(?:you|it|the\s+order|anything)\s+(?:buy|sell|be\s+bought|be\s+sold|trade))`;
// (", only at the time I've mentioned", ", only if and when that level is reached": the order's own moment, pointed at.)
const onlyThen = String.raw`(?:\s*[,;]?\s*(?:but\s+)?only\s+(?:at|on|when|if|once)(?:\s+and\s+(?:when|if))?\s+(?:the|that|this)\s+(?:time|date|price|level|moment)(?:\s+(?:i['’]ve|i\s+have|you\s+have|is|has\s+been)\s+(?:mentioned|given|said|set|reached|hit|stated))?)?`;
const nowOrEver = String.raw`(?:(?:(?:right\s+)?now|yet|immediately|at\s+(?:the\s+)?(?:today['’]?s|current|present|market|spot)\s+(?:price|rate|level))${onlyThen})`;
/**
 * A sentence beside an order that says nothing happens before its trigger, which is what every order here does anyway
 * (issue 16, held-out-31): "Until then, please leave them as they are.", "Until that point, I would ask that my SOL remains
 * untouched.", "Please do not buy at the current price under any circumstances.", "Don't sell them before it triggers."
 * Only a whole sentence of these words: another time ("until Friday"), another figure, another trade ("…, and buy 1 ETH
 * now") leave it for the readers to refuse. Read with the order's own roles too (order-remark-roles.ts).
 */
export const holdStillSaid = new RegExp(
  String.raw`(?<=^|[.!?]\s*)\s*(?:(?:so|and|but)\s+)?(?:${untilTriggered}\s*,?\s*(?:${keptAsIs}|${noneTraded})|${keptAsIs}\s*,?\s*${untilTriggered}|${noneTraded}\s+(?:${nowOrEver}|${untilTriggered}))(?:\s*,?\s*(?:under\s+any\s+circumstances|in\s+any\s+case|whatever\s+happens|no\s+matter\s+what))?(?:\s*,?\s*(?:please|thank\s+you|thanks))?\s*(?:[.!;]+(?=\s|$)|$)`,
  'gi',
);
/**
 * "Please confirm the schedule once it has been created.", "I would appreciate a confirmation of the order once it is in
 * place.", "Kindly confirm it when it is set up.": a wish about the reply, whose "once" is no trigger of the order
 * (held-out-31 work 30). A whole sentence only.
 */
export const replyWished =
  /(?<=^|[.!?]\s*)\s*(?:(?:(?:please|kindly)\s+|(?:could|would|can|will)\s+you\s+(?:please\s+|kindly\s+)?)?(?:confirm|send\s+(?:me\s+)?(?:a\s+)?confirmation\s+of)|(?:i\s+would|i['’]?d)\s+(?:appreciate|like|welcome)\s+(?:a\s+)?confirmation\s+of)\s+(?:the\s+(?:schedule|order|details|setup|plan|date\s+and\s+time|date|time)|it|this|that)(?:\s+back\s+to\s+(?:me|us))?(?:\s+(?:once|when|after)\s+(?:it|this|that)\s+(?:is|has\s+been)\s+(?:created|set(?:\s+up)?|in\s+place|placed|done|scheduled))?(?:\s*,?\s*(?:please|thank\s+you|thanks))?\s*(?:[.!?]+(?=\s|$)|$)/gi;
/**
 * "I understand it will not execute until then.", "If it never reaches that level, I am happy for the order simply to
 * remain open.": the writer saying back that the order waits for its trigger, or may never fill and stay open — what
 * every price order does anyway (held-out-32 work 26, 28). A whole sentence only.
 */
export const waitUnderstood =
  /(?<=^|[.!?]\s*)\s*(?:(?:i\s+(?:understand|realise|realize|appreciate|accept)|i['’]?m\s+aware)\s+(?:that\s+)?(?:it|the\s+order|this|nothing)\s+(?:will|would|may|might)\s+not\s+(?:execute|run|fill|trigger|fire|happen|go\s+through|be\s+(?:filled|executed))\s+(?:until|before)\s+(?:then|that\s+(?:point|level|price|happens)|the\s+(?:price|level|target)\s+(?:is\s+(?:reached|hit)|reaches\s+it))|(?:if|should)\s+(?:it|the\s+price)\s+(?:never|does\s+not|doesn['’]t)\s+(?:reach(?:es)?|hit(?:s)?|get(?:s)?\s+to)\s+(?:that|the|this|my)\s+(?:level|price|target|point)\s*,?\s*(?:i\s+am|i['’]m)\s+(?:happy|content|fine|comfortable)\s+(?:for|with|that)\s+(?:the\s+order|it)\s+(?:simply\s+|just\s+)?(?:to\s+)?(?:remain(?:s|ing)?|stay(?:s|ing)?)\s+(?:open|in\s+place|active))(?:\s*,?\s*(?:please|thank\s+you|thanks))?\s*(?:[.!]+(?=\s|$)|$)/gi;
/**
 * "Should LINK reach $20, I would like to take some profit.", "If ETH falls to $2,000, I'd want to limit my losses.": the
 * order's own trigger said first, as the reason for it, with a wish that names no trade (held-out-32 work 28). Only where
 * the same token and the same figure are said again after it (as the order's trigger); any other level stays, and two
 * triggers are refused. A whole sentence only.
 */
const triggerForeword =
  /(?<=^|[.!?]\s*)\s*(?:should|if|when|once)\s+(\$?[a-z][a-z0-9]*)\s+(?:reach(?:es)?|hits?|touch(?:es)?|(?:gets?|rises?|climbs?|goes|go|falls?|drops?|dips?|comes?)\s+(?:up\s+|down\s+|back\s+)?(?:to|above|over|below|under))\s+\$?(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|usd)?\s*,\s*(?:(?:i\s+would|i['’]?d)\s+(?:like|want|wish)\s+to|i\s+(?:want|wish|plan|intend)\s+to)\s+(?:(?:take|lock\s+in|book|bank|secure|realise|realize)\s+(?:some\s+|a\s+(?:little|bit\s+of)\s+|my\s+)?(?:profits?|gains?)|(?:limit|cut|cap)\s+(?:my\s+)?loss(?:es)?)\s*[.!](?=[\s\S]*\b\1\b[\s\S]*?\b(?:reach(?:es)?|hits?|touch(?:es)?|to|above|over|below|under|at)\s+\$?\2(?![\d.,]*\d))/gi;
/** "…, if that is something you can do", "…, if this is possible", "…, if you are able to": a courtesy on the service's ability. */
const ableAsked =
  /[,;]?\s*\bif\s+(?:(?:that|this|it)(?:'s|\s+is)\s+(?:something|a\s+thing|possible|doable|supported)(?:\s+(?:that\s+)?you\s+(?:can|are\s+able\s+to)\s+(?:do|offer|support|set\s+up))?|you\s+(?:can|are\s+able\s+to)(?:\s+do\s+(?:that|this|it|so))?)(?=\s*(?:[.!?]|$))/gi;
/**
 * "If you need the time of day, 10:00 UTC would suit me", "10:00 UTC works for me if a time is needed": a time of day
 * offered for the order, as "at 10:00 UTC" (its period before it joins it to the order's sentence).
 */
const offeredTime =
  /[.;,]?\s*(?:(?:if|should)\s+(?:you\s+need|you\s+require|a\s+time\s+is\s+(?:needed|required))\s+(?:a\s+|the\s+)?(?:specific\s+)?(?:time(?:\s+of\s+day)?|hour)?\s*,?\s*)(\d{1,2}:\d{2}\s*(?:utc|gmt)?)\s+(?:would|will|should|does|can)?\s*(?:suit|work\s+for|works\s+for|be\s+(?:fine|good|best|ideal)\s+for|do\s+for)\s+(?:me|us)\b\s*[.!]?/gi;

/**
 * Whether a text may hold an order at all, before `orderWords` (a hundred rewrites) is run on it: a trigger or repeat
 * word, a price mark, or a time. "on", "in", "for" and "over" are in almost every plain prompt ("on base", "for usdc",
 * "in my wallet"), so they count only where an order uses them: "on" before anything but a chain or a holding ("on
 * monday", "on the 1st"), and "in", "for" and "over" before a number or a span ("in 2 hours", "for 10 weeks", "over the
 * next 5 days"). A text that passes is read as before; one that does not was never an order (a test holds every corpus
 * text to that: test/unit/order-gate.test.ts).
 */
export function mayBeOrder(text: string): boolean {
  return orderMarks.test(text);
}

const orderMarks = new RegExp(
  [
    // Triggers, repeats, kinds of order and price words.
    String.raw`\b(?:if|when|once|whenever|should|every|each|daily|weekly|monthly|hourly|week\s?days?|business|working|limit|stop|take|tp|sl|dca|schedule\w*|recurring|repeating|repeated(?:ly)?|regular(?:ly)?|periodic(?:ally)?|spread|split|stagger|until|till|px|price|below|above|under|at)\b`,
    // Days, months and times of day.
    String.raw`\b(?:today|tonight|tomorrow|tmrw|tmr|2moro|utc|noon|midnight|morning|evening|afternoon|night|weekends?|month\w*|days?|weeks?|fortnight\w*|hours?|minutes?|mins?|years?)\b`,
    String.raw`\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d:\d\d|\d\s*(?:am|pm)\b|\d{4}-\d{1,2}-\d{1,2}|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b`,
    String.raw`\bon\b(?!\s+(?:chains?|base|ethereum|polygon|unichain|solana|my|the\s+(?:base|ethereum|polygon|unichain|solana))\b)`,
    String.raw`\b(?:in|for|over)\s+(?:\d|an?\b|the\s+next|half|several|few|couple|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)`,
    '[@=<>]',
  ].join('|'),
  'i',
);

/**
 * "each monday buy 25 USDC of ETH on base, please to make recurring", "…, make it recurring please": a repetition
 * already said, asked again to repeat — only where its every/each/daily… is said beside it.
 */
const madeRecurring =
  /[,;.]?\s*(?:(?:and\s+)?(?:please|pls|kindly)\s+)?(?:to\s+)?(?:make|set|keep|have)\s+(?:it|this|that|them)?\s*(?:as\s+)?(?:an?\s+)?(?:recurring|repeating|repeat|recurrent)(?:\s+(?:order|buy|purchase|plan|one))?(?:\s*,?\s*(?:please|pls|thanks|thank\s+you))?(?=\s*[.!]?\s*$)/i;
const repeatSaid = /\b(?:every|each|daily|weekly|monthly|hourly)\b/i;

/**
 * "…, im goin to bed so just set it up and ill check tmrw 😴" (held-out-35, chat): the person away, then setting up the
 * order and looking at it themselves later; when they check is no time of the order. After the order's own words only.
 */
const ownCheckLater =
  /,?\s*(?:(?:i['’]?m|im|i\s+am)\s+(?:goin[g']?|heading|off)\s+to\s+(?:bed|sleep|work)\s*,?\s*(?:so\s+)?)?(?:just\s+)?(?:set\s+it\s+up\s*,?\s*(?:and\s+)?)?(?:i['’]?ll|ill|i\s+will)\s+(?:check|look)(?:\s+(?:on\s+)?(?:it|back|in))?\s+(?:tmrw|tomorrow|tmr|later|in\s+the\s+morning)(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/iu;

/**
 * ", not gonna sit and watch charts all day lol" (held-out-38, chat): why the person sets an order — they will not watch
 * the price themselves; its "all day" is no time the order keeps to. Only at the end of the prompt.
 */
const notWatching =
  /[,;]?\s*(?:(?:i['’]?m|im|i\s+am)\s+)?(?:not|never)\s+(?:gonna|going\s+to|gna)\s+(?:sit\s+(?:here\s+|there\s+|around\s+)?(?:and\s+)?)?(?:watch|stare\s+at|check|monitor|babysit|refresh)\s+(?:the\s+|my\s+)?(?:charts?|prices?|screens?|candles?|it)(?:\s+all\s+(?:day|night)(?:\s+long)?)?(?:\s+(?:lol|lmao|haha|tbh))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/iu;

/**
 * "I would like it scheduled for that time only, as a one-off." (held-out-40, careful): the one moment a timed order
 * names, said again; no time of its own.
 */
export const thatMomentOnly =
  /\b(?:i\s+would\s+like|i['’]d\s+like|i\s+want|please\s+have)\s+(?:it|this|that)\s+(?:to\s+be\s+)?(?:scheduled|done|run|executed|carried\s+out|made)\s+(?:for|at)\s+(?:that|the\s+(?:given|stated|set|same))\s+(?:time|moment)(?:\s+only)?(?:\s*,?\s*(?:and\s+)?as\s+a\s+(?:one[\s-]?off|single\s+(?:purchase|order|trade|swap)))?/gi;

export function orderWords(text: string): string {
  // "It should stay open until it fills or until I cancel it", "good till cancelled": how every order here lives (it
  // waits until it fires or is cancelled), said again, and no end of its own; taken out before a head's chain is moved
  // to the end of the order ("take-profit for my UNI on Unichain: … . Please leave it in place until it triggers.").
  const lived = (repeatSaid.test(text) ? text.replace(madeRecurring, '') : text)
    .replace(orderLifeSaid, ' ')
    .replace(holdStillSaid, ' ')
    .replace(replyWished, ' ')
    .replace(waitUnderstood, ' ')
    .replace(triggerForeword, ' ')
    .replace(ownCheckLater, ' ')
    .replace(notWatching, ' ')
    .replace(thatMomentOnly, ' ')
    // "set a stop loss on my link on ethereum so if it falls below twelve dollars just sell all of it" (held-out-41,
    // voice): after an order's head, "so if" opens its condition, as a comma would.
    .replace(/(\b(?:stop[\s-]?loss|take[\s-]?profit|limit\s+order)\b[^,.;:!?]*?)\s+so(?:\s+that)?\s+(?=(?:if|when|once|whenever)\b)/gi, '$1, ')
    // "… every Monday, 08:00 every monday" (held-out-41, pasted: a calendar entry's repetition and the person's own said
    // again): one repetition named twice alike is that one.
    .replace(/(\bevery\s+[a-z]+\b)([\s\S]*?)\s*,?\s*\1\b/gi, '$1$2')
    // "When AERO arrive to 1,5 dollars I want to take the profit, sell 50 AERO for USDC in that moment" (held-out-41,
    // non-native): the moment the condition names, said again after the trade, and the profit it takes, named before
    // the sale that takes it; neither a time nor a second request.
    .replace(/\s+(?:right\s+)?(?:in|at)\s+(?:that|this|the\s+same)\s+(?:very\s+)?(?:moment|instant)\b/gi, ' ')
    .replace(
      /(?<=[,;]\s*|\d\s*(?:dollars?|usd|\$)?\s+)(?:i\s+(?:want|would\s+like)|i['’]d\s+like|i\s+wanna)\s+(?:to\s+)?take\s+(?:the\s+|my\s+|some\s+)?profits?\s*[,;:]\s*(?=(?:and\s+|then\s+)?sell\b)/gi,
      '',
    )
    // "every day on base for like a week" (held-out-40, chat): a chat's "like" before how long, no "like a weekly thing".
    .replace(/\bfor\s+like\s+(?=(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:days?|weeks?|months?|hours?)\b)/gi, 'for ');
  let out = protectiveHeader(numbersFromWords(protectiveWish(botFields(leadChain(commandPrice(pipedOrder(lived))))), isToken));
  out = out
    // "I would like to place a limit order on Base, if that is something you can do": whether the service can, asked
    // politely, is no condition on the order.
    .replace(ableAsked, ' ')
    // "…, for the next eight weeks. If you need the time of day, 10:00 UTC would suit me.": the time offered is the time.
    .replace(offeredTime, (_m, clock: string) => ` at ${clock}.`)
    // "tmrw", "2moro", "tonite": the day as a chat spells it (see dayPattern).
    .replace(/\b(?:tmrw|tmrow|tmr|tmw|tomorow|tommorow|tommorrow|2moro|2morrow)\b/gi, 'tomorrow')
    .replace(/\b(?:tonite|tnite)\b/gi, 'tonight')
    // "On ethereum, if price go under 11 dollar sell all LINK": the price of no token named, said before the trade, is the
    // traded token's, as "it" is (after the trade, "… when the price drops to 2000", it is read so already).
    .replace(
      /\b(if|when|once|as\s+soon\s+as)\s+(?:the\s+)?price\s+(?=(?:go(?:es)?|drops?|falls?|dips?|rises?|climbs?|gets?|hits?|reach(?:es)?|comes?|touch(?:es)?)\s+(?:down\s+|up\s+)?(?:to|under|below|above|over|\$?\d)[^.;!?]*?\b(?:sell|buy|swap|dump)\b)/gi,
      '$1 it ',
    )
    // "…, count=20", "max_runs: 20" after a schedule (a bot's field): how many times, never a second amount.
    .replace(/(?<=[\s,;])(?:max[_\s-]?runs|runs|count|max[_\s-]?count)\s*[:=]\s*(\d+)\b/gi, '$1 times')
    // "Thu 10:00 — buy …", "fri 3pm": a weekday's short name before a time of day, as a calendar writes it (when no
    // day is named in full, which is then the one read).
    .replace(
      /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?(?=,?\s+(?:at\s+)?(?:\d{1,2}:\d{2}|\d{1,2}\s*(?:am|pm)\b))/gi,
      (m, day: string, _at: number, whole: string) => (fullDay.test(whole) ? m : weekdayNames[day.toLowerCase().slice(0, 3)]!),
    )
    // Courtesy and setup words around the order.
    .replace(
      /\b(?:i'?d|i\s+would|i\s+should)\s+(?:like|love|want)\s+(?:you\s+)?to\b|\bi\s+wish\s+(?:you\s+)?to\b|\bi\s+want\s+(?:you\s+)?to\b|\b(?:could|can|would|will)\s+you(?:\s+please)?\b/gi,
      ' ',
    )
    // "a stop order to sell …": a stop loss.
    .replace(/\bstop\s+order(?=\s+(?:to|that\s+will)\s+sell\b)/gi, 'stop loss order')
    // "put a stop under your UNI at 7 bucks", "a stop loss below my sol at 120": a stop put under a holding is a stop loss on it.
    .replace(
      /\b(?:(set|put|place|add|throw|stick|have)\s+(?:a|an|me\s+a)\s+)?stop(?:[\s-]?loss)?(?:\s+order)?\s+(?:under|below|beneath|on)\s+(?:(their|his|her|our)\s+)?(?=(my|your|the|\d[\d,.]*|all|half|\$?[a-z][a-z0-9]*(?=\s+at\b))\b)/gi,
      // (Someone else's holding, "their ETH", is said as advice is: "your ETH", how much of it the order's to ask.)
      (m, verb: string | undefined, whose: string | undefined, next: string) =>
        /^(?:my|your|the|all|half|\d)/i.test(next) || isToken(next)
          ? `${verb ? `${verb === 'have' ? 'set' : verb} a ` : ''}stop loss on ${whose ? 'your ' : ''}`
          : m,
    )
    .replace(/\bset\s+(?:this|it|that)\s+up(?:\s+for\s+me)?(?:\s+(?:please|pls))?\b\s*:?/gi, ' ')
    // A label before the order ("new order:", "recurring order -", "set up the following:"): the order follows it.
    .replace(
      /^\W*(?:(?:please|pls|can\s+you|could\s+you|((?:i|we)['’]?d\s+like\s+(?:you\s+)?to|(?:i|we)\s+(?:would\s+like|want)\s+(?:you\s+)?to))\s+)?(?:(?:set\s+up|create|add|make)\s+(?:the\s+following|this)|(?:(?:set\s+up|establish|create|add|make|place|start|open)\s+|(?:make|turn)\s+(?:that|this|it)\s+(?:into\s+)?)?(?:(?:a|an|the|my)\s+)?(?:new\s+|actual\s+|real\s+|proper\s+)?(?:recurring|repeating|regular|scheduled|one[\s-]off|limit|stop[\s-]?loss|stop|take[\s-]?profit)\s+(?:order|dca|schedule|automation|plan|trade|buy|purchase)|(?:(?:a\s+)?new\s+)?(?:order|automation|schedule))(\s+(?:on|via)\s+(?:ethereum|base|polygon|solana|unichain))?\s*[:-]\s*/i,
      // "create recurring buy: UNI …": the label's verb stays the trade's, when the trade says none of its own.
      // A price order's kind stays with it ("Please create a limit order: when …" is a limit order).
      // "I'd like to set up a recurring purchase on Base: …": the chain the label names is the order's.
      // A price order's label said so keeps its words for the price readers (their own tests read it).
      (m: string, wish: string | undefined, chain: string | undefined, offset: number, whole: string) =>
        (wish || chain) && /\b(?:limit|stop|take)\b/i.test(m)
          ? m
          : `${/\blimit\b/i.test(m) ? ' limit order' : /\bstop\b/i.test(m) ? ' stop loss' : /\btake\b/i.test(m) ? ' take profit' : ''}${
              /\b(?:buy|purchase)\b/i.test(m) && !/\b(?:buy|sell|swap|purchase)\b/i.test(whole.slice(offset + m.length)) ? ' buy ' : ' '
            }${chain ? `${chain.trim()}, ` : ''}`,
    )
    // "DCA plan (from my notebook): $15 of WIF every Friday", "my weekly plan -": a plan's label, and where it comes
    // from; a DCA plan buys, when the words after it say no verb of their own. On one line only: a plan pasted above the
    // person's own line ("…\n\nshould I schedule this?") is the pasted readers' to read, with that line.
    .replace(
      /^\W*(?:(?:my|the|a|our|this)\s+)?((?:[a-z$]+[ \t]+)?)(?:plan|strategy)[ \t]*(?:\([^)\n]{0,40}\))?[ \t]*[:-][ \t]*(?=\S)/i,
      (m: string, words: string, offset: number, whole: string) =>
        /\n/.test(whole.trim())
          ? m
          : /\bdca\b|dollar[\s-]cost/i.test(words) && !/\b(?:buy|sell|swap|send|transfer|dca)\b/i.test(whole.slice(offset + m.length))
            ? ' dca '
            : ' ',
    )
    // "As a precaution against a sharp decline, …", "to be triggered should …": why and how it was said.
    .replace(/^\W*(?:as\s+a\s+precaution|just\s+in\s+case|to\s+be\s+safe|for\s+safety)\b[^,.;:]*[,:]\s*/i, ' ')
    .replace(
      /,?\s*\b(?:to\s+be\s+|which\s+should\s+be\s+|that\s+should\s+be\s+)?(?:triggered|executed|filled|activated)\s+(?=(?:if|when|once|should|as\s+soon\s+as)\b)/gi,
      ' ',
    )
    .replace(/\bshould\s+(?=(?:the\s+)?(?:price\b|\$?[a-z0-9]+\s+(?:fall|drop|dip|rise|climb|reach|hit|go|get|trade)))/gi, 'if ')
    .replace(
      /\b(?:set|place|put|create|make|add|schedule|open|setup)(?:\s+(?:up|in))?\s+(?:a|an|me\s+a|my|the)?\s*(?:(?:one[- ]off|one[- ]time|recurring|repeating|regular|scheduled|daily|weekly|monthly|timed)\s+)?(?:(limit|stop[- ]loss|take[- ]profit)\s+)?(orders?|swaps?|purchases?|buys?|sells?|trades?|dca)?\b/gi,
      (m, kind: string | undefined, noun: string | undefined) => {
        // The kind of a price order stays for its reader ("set a stop loss on my pepe at …", "limit order to sell …").
        if (kind) return ` ${m.slice(m.toLowerCase().indexOf(kind.toLowerCase()))} `;
        const n = noun?.toLowerCase().replace(/s$/, '');
        // "set up a dca into link": a DCA buys.
        return n === 'buy' || n === 'purchase' || n === 'dca' ? ' buy ' : n === 'sell' ? ' sell ' : n === 'swap' ? ' swap ' : ' ';
      },
    )
    // "a limit buy for eth", "a limit sell for my link", "a limit buy on SOL": the order's verb with no object names
    // its token after "for" or "on"; a sell "for" a token not said to be held ("sell for usdc") is what it is sold for.
    .replace(/\b(buy|sell)\s+(?:order\s+)?(for|on)\s+(my\s+)?(\$?[a-z][a-z0-9]*)\b/gi, (m, verb: string, by: string, my: string | undefined, t: string) =>
      isToken(t) && !leadChains.has(t.toLowerCase()) && (verb.toLowerCase() === 'buy' || my !== undefined || by.toLowerCase() === 'on')
        ? `${verb} ${my ?? ''}${t}`
        : m,
    )
    .replace(/\b(?:a\s+)?(?:recurring|repeating|regular)\s+(?:purchase|buy)s?\b/gi, ' buy ')
    // "buy of 200 usdc", but not "a buy of 200 usdc for eth", which reads two ways and is the trade reader's to refuse.
    .replace(/\bbuy\s+of\s+(?=\$?\d)/gi, (m, offset: number, whole: string) =>
      /^\$?[\d.,]+\s*[km]?\s*\$?[a-z][a-z0-9]*\s+for\s+\$?[a-z]/i.test(whole.slice(offset + m.length)) ? m : 'buy ',
    )
    // "do a buy of SOL", "make a purchase of 50 usdc of eth", "a buy of link": the verb of the trade.
    .replace(/\b(?:(?:do|make|place|run|execute)\s+)?(?:a|an|one)\s+(?:buy|purchase)\s+of\b/gi, 'buy')
    .replace(/\bbuy\s+of\s+(?=\$?[a-z])/gi, (m, offset: number, whole: string) =>
      isToken(whole.slice(offset + m.length).split(/[^\w$]/)[0] ?? '') ? 'buy ' : m,
    )
    // "I want put a stop loss for my SOL, the market is very nervous" (held-out-43): how the market feels, said last, is
    // why the order is wanted; it says nothing of its trade or price.
    .replace(marketMood, '')
    // "…, ill be in meetings all morning", "…, now I go to sleep" (held-out-44): what the person will be doing while the
    // order waits, said last; nothing of the trade (no token, amount, chain or trade's verb) is in it.
    .replace(ownDoings, (said, doing: string) => (doingOnly(doing) ? '' : said))
    // "schedule this buy for that time, don't do it now" (held-out-44, pasted): an order that waits is not done now;
    // saying so asks for nothing else.
    .replace(
      /[\s,;—–-]*(?:\bbut\s+)?(?:\bplease\s+)?\b(?:don['’]?t|do\s+not|dont)\s+(?:do|run|execute|buy|make|place|send)(?:\s+(?:it|this|that|the\s+(?:buy|order|trade|swap)))?\s+(?:now|right\s+now|yet|immediately|straight\s+away)\b[.!]*/gi,
      ' ',
    )
    // "stop loss on my LINK, ethereum" (held-out-42): a protective order's chain said last, after a comma, is where it trades.
    .replace(
      /(\b(?:stop[\s-]?loss|take[\s-]?profit)\b[^.!?\n,]*?\$?[a-z][a-z0-9]*)\s*,\s*(base|ethereum|polygon|unichain|solana)(?:\s+(?:chain|network))?(?=\s*[.!?]*\s*$)/gi,
      '$1 on $2',
    )
    // "stop loss my link if it dips under 12": the token a protective order sells, said before its condition; how
    // much of it ("all my link", "5 link") is the trade's to say, or asked.
    .replace(
      /\b(stop[\s-]?loss|take[\s-]?profit)\s+(?:order\s+)?(?:(?:on|for)\s+)?((?:all|half|\d[\d,]*(?:\.\d+)?%?)(?:\s+of)?\s+)?(my\s+|the\s+|your\s+)?(\$?[a-z][a-z0-9]*)(?=\s*,?\s+(?:if|when|once|as\s+soon\s+as)\b|(?:\s+on\s+[a-z]+)?\s*[.!?]*\s*$)/gi,
      // Someone else's words ("put a stop loss on your ETH") say nothing of how much of it: the order asks.
      (m, kind: string, amount: string | undefined, my: string | undefined, t: string) =>
        isToken(t) ? `${kind}: sell ${amount ?? ''}${/^your/i.test(my ?? '') ? '' : (my ?? '')}${t}` : m,
    )
    // "when eth < 2000", "if sol >= 150": a comparison in words ("->" and "=>" are arrows, not signs).
    .replace(/\s*(?:<=?|≤)\s*(?=\$?\d)/g, ' below ')
    .replace(/(?<![-=])\s*(?:>=?|≥)\s*(?=\$?\d)/g, ' above ')
    // "after 20 runs", "ending after 10 buys": how many times it runs.
    .replace(/\b(?:(?:and\s+)?(?:end(?:ing)?|finish(?:ing)?)\s+)?after\s+(\d+)\s+(?:runs|executions|buys|purchases|trades|fills|times)\b/gi, '$1 times')
    // "daily x 10", "every day, 10x", "weekly ×4": how many times a repetition runs, said as a trader counts it.
    .replace(
      /\b(daily|weekly|monthly|hourly|(?:every|each)\s+(?:other\s+|\d+\s+)?[a-z]+)\s*,?\s*(?:[x×]\s*(\d+)|(\d+)\s*[x×])(?![\w.])/gi,
      (_m, every: string, n: string | undefined, m: string | undefined) => `${every} ${n ?? m} times`,
    )
    .replace(/(?<![\w.$])(\d+)\s*[x×]\s*,?\s+(?=(?:daily|weekly|monthly|hourly|every|each)\b)/gi, '$1 times ')
    // "once a week", "every 2nd day", "every week on monday", "each week on monday": a repetition in the words the schedule reader knows.
    .replace(/\bonce\s+(?:a|per|every)\s+(day|week|month|hour)\b/gi, 'every $1')
    .replace(/\b(?:fortnightly|every\s+(?:other\s+)?fortnight)\b/gi, 'every 2 weeks')
    .replace(/\b(?:a|one)\s+fortnight\b/gi, '2 weeks')
    .replace(/\bevery\s+(2nd|second|3rd|third)\s+(day|week|hour)\b/gi, (_m, n: string, unit: string) => `every ${/^(?:2|s)/i.test(n) ? 2 : 3} ${unit}s`)
    .replace(/\b(?:every|each)\s+week\s+on\s+(mon|tue|wed|thu|fri|sat|sun)([a-z]*day)\b/gi, 'every $1$2')
    // "weekly mon 09:00utc", "weekly on fri", "weekly thursday": the day of a weekly repetition, as a bot writes it.
    .replace(
      /\bweekly\s*,?\s+(?:on\s+)?(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:(?<=mon|fri|sun)day|(?<=tue)sday|(?<=tues)day|(?<=wed)nesday|(?<=thu)rsday|(?<=thur)sday|(?<=thurs)day|(?<=sat)urday)?s?\b/gi,
      (_m, day: string) => `every ${weekdayNames[day.toLowerCase().slice(0, 3)]}`,
    )
    // "at noon", "noon UTC": twelve o'clock.
    .replace(/\b(?:at\s+)?(?:noon|midday)\b/gi, ' at 12:00 ')
    // "(stop loss)", "stop loss on my WIF, sell it all …": the kind of order, said beside its trade.
    .replace(/\(\s*(?:a\s+)?(?:stop[- ]loss|take[- ]profit|limit(?:\s+order)?)\s*\)/gi, ' ')
    // "stop loss on my sol at 120 sell 5 sol": the holding named, its price, then the trade that sells it: the price is
    // the order's, the trade says how much (a trade of another token leaves the words for the reader to refuse).
    .replace(
      /\b(stop[- ]loss|take[- ]profit)\s+(?:order\s+)?(?:on|for)\s+(?:my\s+|the\s+)?(\$?[a-z0-9]+)\s+(at\s+\$?\d[\d,]*(?:\.\d+)?k?)\s*[,:;-]?\s*(?:and\s+|then\s+)?(?=(?:sell|dump)\s+(?:\d[\d,.]*|all|half)\s+(?:of\s+)?(?:my\s+|the\s+|it\b|them\b)?(\$?[a-z0-9]+)?)/gi,
      (m, kind: string, t: string, at: string, sold: string | undefined) => {
        const same = sold === undefined || sold.replace(/^\$/, '').toLowerCase() === t.replace(/^\$/, '').toLowerCase();
        const price = at.replace(/^at\s+/i, '');
        return isToken(t) && same ? ` if ${t} ${/^stop/i.test(kind) ? 'drops' : 'rises'} to ${price}, ` : m;
      },
    )
    .replace(/^\s*(?:(?:ok(?:ay)?|so|alright|uh+|um+|er+m?|hmm+)\b[\s,.]*)+/i, ' ')
    // "Please do every weekday at 9:00 UTC a buy of SOL": the courtesy and the light verb before the order's time.
    .replace(
      /^\s*(?:(?:please|pls|plz|kindly)\s+)?(?:do\s+)?(?=(?:every|each|daily|weekly|monthly|hourly|tomorrow|today|tonight|on|at|in|if|when|once)\b)/i,
      ' ',
    )
    .replace(/^\s*stop\s+(?=(?:buy|sell)\b)/i, ' ')
    // "a swap that converts 200 USDC into AERO": the verb of the trade.
    .replace(/\b(?:swap|trade|order)\b([^.;!?]*?)\b(?:that|which)\s+(?:will\s+)?(convert|swap|sell|buy|exchange|trade)s?\b/gi, '$1 $2')
    // "1,000 USDC is used to buy ETH", "300 USDC gets spent on ETH".
    .replace(
      /(\$?\d[\d,]*(?:\.\d+)?\s*(?:[a-z]+\s+)?)(?:is|are|gets?|will\s+be|be)\s+(?:used|spent)\s+(?:to\s+buy|on|for|buying)\s+(\$?[a-z0-9]+)/gi,
      'buy $2 with $1',
    )
    .replace(/\b(?:paid|paying)\s+(?:with|in|from)\b/gi, 'with')
    .replace(/\bbuy\s+for\s+me\b/gi, 'buy')
    .replace(/(?<=\s)w\/?\s+(?=\$?[a-z0-9]+\b)/gi, (m, offset: number, whole: string) =>
      isToken(whole.slice(offset + m.length).split(/\W/)[0] ?? '') ? 'with ' : m,
    );
  // "The order should only execute if that price is reached": what every price order does, said again. Both its
  // forms say "only": without it the costly scan (optional words tried at every position) is skipped.
  if (/only/i.test(out)) out = out.replace(onlyIfReached, ' ');
  out = out
    // "It should continue until I cancel it.", ", until i say stop": no end, what a repetition has when none is said.
    // Beside an end said ("for 3 weeks, until I tell you to stop") it is kept, for the schedule's reader to ask which.
    .replace(openEndSaid, (said, ...rest) => {
      const [offset, whole] = rest.slice(-2) as [number, string];
      const ended = forPattern.test(whole) || timesPattern.test(whole);
      return ended && !/\bor\s*$/i.test(whole.slice(0, offset)) ? said : ' ';
    })
    // "…, is for protect me (stop loss)", "to protect my bag", "as protection": why a protective order is set up.
    .replace(
      /[,;]?\s*(?:\b(?:it|this|that)\s+)?(?:\b(?:is|'s)\s+)?\b(?:for|to|as\s+(?:a\s+)?)\s*(?:protect(?:ing|ion)?)\b(?:\s+(?:me|us|myself|my\s+[a-z$][a-z0-9]*|my\s+(?:bag|position|funds|money)))?(?=\s*(?:[.,;!?(]|$))/gi,
      ' ',
    )
    // "…, is for DCA", "it's for accumulation", "as my long term stack": why a repeated buy is set up, what its schedule
    // says already. A prompt with no time still asks when (the order's reader looks for "dca" in the words as said).
    .replace(
      /[,;]?\s*(?:\b(?:it|this|that)\s+)?(?:\b(?:is|'s)\s+)?\b(?:for|as)\s+(?:a\s+|an\s+|my\s+|the\s+)?(?:dca|dollar[\s-]cost[\s-]averag(?:e|ing)|accumulat(?:e|ing|ion)|long[\s-]?term)(?:\s+(?:plan|strategy|purposes?|stack|bag|position))?(?=\s*(?:[.,;!?(]|$))/gi,
      ' ',
    )
    // "if he's right i want out, sell 40 JUP when it hits 1.5": whether someone's call comes true is what the order's
    // own price watches; said only before a trade with a price of its own (never a trade now: "if he's right, sell").
    .replace(
      /(?:^|(?<=[\n.!?]\s*))\s*(?:but\s+|and\s+|so\s+)?if\s+(?:he|she|they|that|this|it|the\s+call)\s*(?:'s|’s|'re|’re|\s+is|\s+are|\s+turns\s+out)\s+(?:right|correct|true)\b\s*,?\s*(?:(?:i\s+(?:want|wanna)\s+(?:to\s+(?:get|be)\s+)?out|i'?m\s+out)\b\s*[,:;-]?\s*)?(?=(?:sell|swap|dump)\b[^\n.!?]*\b(?:when|if|once|as\s+soon\s+as)\b[^\n.!?]*\d)/gi,
      ' ',
    )
    // "limit order for sell my LINK": a learner's words for "to sell".
    .replace(/\b(order|orders)\s+for\s+(sell|buy)(?:ing)?\b/gi, '$1 to $2')
    // Asides: the reason, "please don't buy anything right now", "so that".
    .replace(/[,;]?\s*\bbecause\b[^.;!?]*/gi, ' ')
    .replace(/[,;]?\s*(?:and\s+)?(?:please\s+)?(?:don'?t|do\s+not)\s+(?:buy|sell|swap|trade|do)\s+(?:anything|it|now)(?:\s+(?:right\s+)?now)?/gi, ' ')
    // "Nothing should be bought today", "nothing is to be sold yet": the same aside said of the order; a "today" after it
    // stays, for an answer that names today to be read against (order-answer.ts).
    .replace(
      /[,;]?\s*\b(?:and\s+)?nothing\s+(?:should|must|is\s+to|will|needs\s+to)\s+be\s+(?:bought|sold|swapped|traded|done|spent|executed)(?:\s+(?:(?:right\s+)?now|yet|immediately))?(?=\s*(?:today\b|[.!;]|$))/gi,
      ' ',
    )
    .replace(/[,;]?\s*\bso\s+that\s+(?:we|i)\s+(?:can|could|will|may|might)\b[^.;!?]*/gi, ' ')
    .replace(/\bso\s+that\b\s*,?/gi, ' ')
    .replace(/\bfor\s+(?=(?:tomorrow|today|tonight|\d{4}-\d{2}-\d{2}|(?:this\s+(?:coming\s+)?)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/gi, '');
  // "[WIF]" marks the token a protective order named: "sell it all" → "sell all my WIF".
  const marked = /\[(\$?[a-z0-9]+)\]/i.exec(out);
  if (marked) {
    const token = marked[1]!;
    out = out.replace(marked[0], ' ').replace(/\b(sell|swap|dump)\s+(?:all\s+of\s+it|it(?:\s+all)?)\b/i, `$1 all my ${token}`);
    // "stop loss on my weth, sell 0.02 of it if eth goes under 2700": "it" is the holding guarded, never the token watched.
    out = out.replace(/\b(sell|swap|dump)\s+(\d[\d,]*(?:\.\d+)?|half)\s+(?:of|from)\s+(?:it|them)\b/i, (_m, verb: string, n: string) =>
      /^half$/i.test(n) ? `${verb} half of my ${token}` : `${verb} ${n} ${token}`,
    );
  }
  // "… every day for 2 weeks? I'd like to build the position gradually.": a sentence naming no trade, token, amount,
  // chain or time is the person's aside, not another request. "To be clear, this is a stop order and not an immediate
  // sale.": a sentence that only names the order's kind says again what its trade and trigger say, as "(stop loss)" does.
  const said = out.split(/(?<=[.!?;])\s+(?=\S)/);
  const sentences = said.length === 1 ? said : said.filter((s) => !kindSentence.test(s));
  if (sentences.length <= 1) return (sentences[0] ?? out).replace(/\s+/g, ' ').trim().replace(courtesyBeforeName, '');
  const kept = sentences.filter((s) => {
    const facts = scanPrompt(s);
    return (
      facts.actions.length + facts.tokens.length + facts.amounts.length + facts.chains.length + facts.addresses.length > 0 ||
      // ("one time only", "A single purchase only; it should not repeat.": how often it runs, said in words.)
      /\d|\b(?:every|each|daily|weekly|monthly|hourly|if|when|once|tomorrow|today|tonight|until|for|limit|stop|cancel|times?|single|repeat\w*|recurr\w*|again)\b/i.test(
        s,
      )
    );
  });
  return (kept.length > 0 ? kept.join(' ') : out).replace(/\s+/g, ' ').trim().replace(courtesyBeforeName, '');
}
