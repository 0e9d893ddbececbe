import { chainWords, sharedChainWords } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';

const isToken = (word: string): boolean => tokenWords.has(word.toLowerCase().replace(/^\$/, ''));
const isChain = (word: string): boolean => chainWords.has(word.toLowerCase()) || /^(?:ethereum|solana)$/i.test(word);
const chainOf = (word: string): string | undefined => chainWords.get(word.toLowerCase()) ?? sharedChainWords.get(word.toLowerCase());

const NUM = String.raw`\$?\d[\d,]*(?:\.\d+)?(?:\s?k\b)?(?:\s*(?:usd|dollars?|bucks)\b)?`;

/**
 * A protective order named first, on a holding, and its trade after it: "stop loss on my WIF, sell it all …", "tp on
 * my uni at 15 bucks, sell all of it", "Please make a stop loss for my cbBTC on Base: if the price falls under 50000
 * dollar, sell 0.001 cbBTC", "Could you set a take-profit on my BONK on Solana? When BONK reaches $0.00003, please sell
 * …", "a take-profit for my UNI on Unichain: should UNI reach $14, kindly sell 6 UNI …" (a condition said by inversion,
 * which the order's words read as "if"). The name goes; its token is marked `[WIF]` for the trade's "it"; a chain said with it goes to the end; a price
 * said with it becomes the condition the kind says (a stop loss a fall to it, a take profit a rise to it). Its price may
 * run straight into the trade ("stop loss on my eth on base at 2000 sell 1 eth"): read alone, that sold ETH for ETH,
 * and "… at 2000 sell half" sold all of it.
 */
const header = new RegExp(
  String.raw`\b(?:(?:please|pls|kindly)\s+)?(?:(?:set|make|place|put|create|add|open)(?:\s+up)?\s+(?:me\s+)?)?(?:a\s+|an\s+)?(stop[\s-]?loss|take[\s-]?profits?|tp|sl)\s+(?:order\s+)?(?:on|for)\s+(?:my\s+|the\s+)?(\$?[a-z0-9]+)(?:\s+(?:position|bag|holdings?|stack))?(?:\s+(?:on|in)\s+([a-z]+))?(?:\s+(?:at|@)\s+(${NUM}))?(?:\s+(?:on|in)\s+([a-z]+))?(?:\s+(?:pls|plz|please|for\s+me))?(?:(\s*[,:;.?-]\s*)(?=(?:(?:please|pls|then|and|so)\s+)?(?:sell|swap|dump|if|when|once|as\s+soon\s+as|should(?=\s+(?:the\s+price|\$?[a-z][a-z0-9]*)\s+(?:fall|drop|dip|rise|climb|reach|hit|go|get|trade)\b))\b)|\s+(?=(?:(?:then|and)\s+)?(?:sell|dump)\b))`,
  'i',
);
/** "stop loss on the 0.03 WETH I have …": the order's name, the holding's amount and token, and all said after it. */
const heldAmount =
  /(\b(?:stop[\s-]?loss|take[\s-]?profits?|tp|sl)\s+(?:order\s+)?(?:on|for)\s+)(?:the|my)\s+(\d[\d,]*(?:\.\d+)?)\s+(\$?[a-z][a-z0-9]*)(?:\s+(?:that\s+)?(?:i|we)\s+(?:have|hold|own|got))?([\s\S]*)$/i;
/** "take profit on link (ethereum)": a protective order's holding, with its chain in brackets after it. */
const bracketedChain = /(\b(?:stop[\s-]?loss|take[\s-]?profits?|tp|sl)\s+(?:order\s+)?(?:on|for)\s+(?:my\s+|the\s+)?(\$?[a-z0-9]+))\s*\(\s*([a-z]+)\s*\)/i;
/** Words of a rise, which a stop loss never waits for; of a fall, which a take profit never waits for. */
const rises = /\b(?:rises?|rising|above|over|climbs?|pumps?|higher|up)\b/i;
const falls = /\b(?:drops?|dropping|falls?|falling|below|under|dips?|lower|down|crash(?:es)?|tanks?)\b/i;
/** "Until then, leave the position as it is.": what a waiting order does anyway before its price. */
const untilThen =
  /[,;.]?\s*\b(?:until|till|til)\s+then\s*,?\s*(?:please\s+)?(?:(?:just\s+)?(?:leave|keep|hold)\s+(?:it|them|the\s+position|my\s+position|the\s+\w+)(?:\s+(?:as\s+(?:it\s+is|they\s+are)|alone|untouched|open))?|(?:do\s+not|don'?t)\s+(?:touch|sell)\s+(?:it|them|anything|the\s+position))\s*(?=[.!]|$)/gi;

/** "if it goes there", "once it gets to that", "when the price hits that": a condition pointing back at a price said before. */
const pointedBack =
  /\s*,?\s*\b(?:if|when|once|as\s+soon\s+as)\s+(?:it|the\s+price|price|(?:the\s+)?\$?[a-z]+\s+price)\s+(?:ever\s+)?(?:goes|gets|drops|falls|hits|reaches|comes|touches|rises|climbs)\s+(?:down\s+|up\s+)?(?:there|to\s+(?:that|it|there)|that\s+(?:low|high|far)|that(?:\s+(?:level|price|mark|point))?)\s*$/i;

/** A condition's words, up to the end of its sentence (a decimal point is no end: "under 0.003"). */
const clause = String.raw`(?:[^.;!?]|(?<=\d)\.(?=\d))`;
/**
 * A protective order on a holding, or on an amount of it, and the price it waits for, with no trade of its own but the
 * sale of "it": "put a stop loss on 2 sol on solana if it drops below 120", "Make stop loss for my 0.015 WETH on
 * ethereum, if price fall under 2600 sell it", "take profit for my 0.5 eth on base once eth hits 4000". The kind, then
 * the sale of that amount and its condition.
 */
const guarded = new RegExp(
  String.raw`^\s*(?:(?:please|pls|kindly)\s+)?(?:(?:set|make|place|put|create|add|open)(?:\s+up)?\s+(?:me\s+)?)?(?:a\s+|an\s+)?(stop[\s-]?loss|take[\s-]?profit)\s+(?:order\s+)?(?:on|for)\s+(my\s+|the\s+)?(\d[\d,]*(?:\.\d+)?\s+)?(\$?[a-z][a-z0-9]*)(?:\s+(?:position|bag|holdings?|stack))?(?:\s+(?:on|in)\s+([a-z]+))?` +
    String.raw`(?:\s*[,:;-]\s*|\s+)(?:(?:please|pls|and)\s+)?(?:(?:at|@)\s+(${NUM})|((?:if|when|once|as\s+soon\s+as)\s+${clause}*?\d${clause}*?))` +
    String.raw`(?:\s*[,.;]?\s*(?:(?:then|and|please|pls|just)\s+)*(sell|dump)(\s+(?:it(?:\s+all)?|them|all(?:\s+of\s+(?:it|them))?|everything))?)?\s*(?:please|pls|plz|thanks|thank\s+you)?[\s.!]*$`,
  'i',
);

function guardedHolding(text: string): string | undefined {
  const m = guarded.exec(text);
  // A price said with "at" is the order reader's own ("stop loss on 2 sol at 120", "… for 0.015 WETH … at 2600").
  if (!m || m[6] || !isToken(m[4]!) || (m[5] && !isChain(m[5]))) return undefined;
  // "stop loss on my eth at 2000 and sell 1 usdc": a sale after the condition is only ever of "it".
  if (m[7] && /\b(?:sell|dump|swap|buy)\b/i.test(m[7])) return undefined;
  const stop = /^s/i.test(m[1]!);
  // A stop loss that waits for a rise, or a take profit for a fall, says two things: left for the reader to refuse.
  if (m[7] && ((stop && rises.test(m[7]) && !falls.test(m[7])) || (!stop && falls.test(m[7]) && !rises.test(m[7])))) return undefined;
  // Without an amount, "my" holding is all of it when the sale says so ("…, sell it"); a fall said with no sale asks how
  // much ("sell my eth …"); "a stop loss for eth" is no holding: left as said.
  if (!m[3] && !m[2]?.startsWith('my')) return undefined;
  const all = m[8] !== undefined;
  const amount = m[3] ? `${m[3].trim()} ${m[4]}` : all ? `all my ${m[4]}` : `my ${m[4]}`;
  const condition = m[7]!.trim();
  return `${stop ? 'stop loss' : 'take profit'}: sell ${amount}${m[5] ? ` on ${m[5]}` : ''} ${condition}`;
}

/** The text with a protective order's name before its trade said as the trade's own words; as it is otherwise. */
export function protectiveHeader(said: string): string {
  const whole = guardedHolding(said);
  if (whole) return whole;
  // "stop loss on my c b b t c": the holding spelled letter by letter, as a voice transcription writes it, is its ticker.
  // "take profit on link (ethereum): …": the holding's chain said in brackets after it, as "on ethereum".
  const text = said
    .replace(
      /(\b(?:stop[\s-]?loss|take[\s-]?profits?)\s+(?:order\s+)?(?:on|for)\s+(?:my\s+|the\s+)?)((?:[a-z]\s+){1,6}[a-z])(?![\w.])/i,
      (m, head: string, letters: string) => (isToken(letters.replace(/\s+/g, '')) ? `${head}${letters.replace(/\s+/g, '')}` : m),
    )
    .replace(bracketedChain, (m, head: string, token: string, chain: string) => (isToken(token) && isChain(chain) ? `${head} on ${chain}` : m))
    // "put a stop loss on the 0.03 WETH I have on ethereum — if ETH falls to 2500 sell it all" (held-out-44, pasted): the
    // holding guarded, with its amount; "it all" is that amount of it, never the token watched (ETH was sold).
    .replace(heldAmount, (m, head: string, amount: string, token: string, rest: string) => {
      if (!isToken(token)) return m;
      const sale = /\b(sell|swap|dump)\s+(?:all\s+of\s+it|it(?:\s+all)?)\b/i;
      return sale.test(rest) ? `${head}my ${token}${rest.replace(sale, `$1 ${amount} ${token}`)}` : m;
    })
    .replace(/(\b(?:stop[\s-]?loss|take[\s-]?profits?)\b[^—–\n]*?)\s+[—–]\s+(?=(?:(?:please|pls|then|and|so)\s+)?(?:sell|dump|if|when|once)\b)/i, '$1, ');
  const m = header.exec(text);
  // "a stop-loss on Ethereum: if WBTC falls …": a chain named with the order is where it trades, never a token.
  const onChain = m !== null && isChain(m[2]!) && !m[3];
  if (!m || !(isToken(m[2]!) || onChain)) return said;
  // ("a take-profit on Solana: should SOL reach $200, …" names no holding: its inverted condition is read as before.)
  if (onChain && /^\s*should\b/i.test(text.slice(m.index + m[0].length))) return said;
  // Said with no mark between them, the order's price runs into its trade; without a price it is no header.
  // "stop loss on my cbbtc on base sell 0.0005 of it if …": a sale of "it" runs on from the holding it names.
  // "stop loss on my uni on ethereum sell it if …": so does a sale of "it" whole, which can only be of that holding.
  const ofIt = /^(?:(?:then|and)\s+)?(?:sell|dump)\s+(?:(?:\d[\d,]*(?:\.\d+)?|half|all)\s+of\s+(?:it|them)|(?:it|them)(?:\s+all)?)\b/i;
  if (!m[6] && !m[4] && !ofIt.test(text.slice(m.index + m[0].length))) return said;
  // "take profit on my aero at 1.5 on base sell 50 aero": a chain after the price, and none before it, is the holding's.
  if (m[5] && (m[3] || !isChain(m[5]))) return said;
  const stop = /^s/i.test(m[1]!);
  const after = text.slice(m.index + m[0].length);
  // A stop loss that waits for a rise, or a take profit for a fall, says two things: left for the reader to refuse.
  if ((stop && rises.test(after) && !falls.test(after)) || (!stop && falls.test(after) && !rises.test(after))) return said;
  const price = m[4] ? ` if the price ${stop ? 'drops to' : 'rises to'} ${m[4]}, ` : ' ';
  let body = after.replace(untilThen, ' ').replace(/[\s.!]*$/, '');
  // "stop loss on my uni on ethereum at $8 pls, sell it all if it goes there": a condition that only points back at the
  // price the order was named with says it again; it goes (without that price, "there" points at nothing: left).
  if (m[4]) body = body.replace(pointedBack, '');
  // "stop loss on my eth at 2000, sell 1 usdc": a guard on one token selling another is two things said; left for the
  // reader to refuse (it set up a sale of USDC for ETH as ETH fell).
  // So is "take profit on link: when it hits 20 sell 3 uni", the sale after its condition (it set up a sale of UNI).
  const other = /(?:^|\b)(?:(?:please|pls|then|and|so)\s+)?(?:sell|dump)\s+\$?\d[\d.,]*\s*k?\s+\$?([a-z0-9]+)\b(?!\s+(?:worth|of)\b)/i.exec(body);
  if (!onChain && other && isToken(other[1]!) && other[1]!.toLowerCase() !== m[2]!.toLowerCase().replace(/^\$/, '')) return said;
  // "… at 2000 sell half": a share said alone is of the holding guarded.
  body = body.replace(
    /^((?:(?:please|pls|then|and|so)\s+)?(?:sell|dump)\s+(?:half|all|everything|\d+(?:\.\d+)?\s*%|an?\s+(?:third|quarter|fifth|tenth)))(?=\s*$|\s+(?:for|into|to|in)\s)/i,
    (said) => (onChain ? said : `${said} of my ${m[2]}`),
  );
  const where = onChain ? m[2] : (m[3] ?? m[5]);
  // "stop loss on my eth on base at 2000, sell 1 eth on ethereum": the holding's chain and the trade's differ; both are
  // kept, for the reader to refuse a move on two chains (it sold on Ethereum what was held on Base).
  const clash = [...body.matchAll(/\b(?:on|in)\s+([a-z]+)\b/gi)].some((c) => chainOf(c[1]!) && where && chainOf(where) && chainOf(c[1]!) !== chainOf(where));
  const chain = where && isChain(where) && (clash || !/\b(?:on|in)\s+[a-z]+\b|\(\s*[a-z]+\s*\)/i.test(body)) ? ` on ${where}` : '';
  return `${text.slice(0, m.index)}${price}${onChain ? '' : `[${m[2]}] `}${body}${chain}`;
}

/** "i want take profit for my LINK", "I'd like to protect my LINK position on Ethereum with a stop loss": the wish for a protective order. */
const wish =
  /^\W*(?:(?:hi|hello|hey)[\s,!]+)?(?:i\s+(?:want|need|would\s+like)|i'?d\s+like|i\s+wanna)\s+(?:(?:to\s+)?(?:have|get|set(?:\s+up)?|make|place|put|create|add)\s+)?(?=(?:a\s+|an\s+)?(?:stop[\s-]?loss|take[\s-]?profits?|tp|sl)\b)/i;
const protect =
  /^\W*(?:(?:please|pls|kindly)\s+)?(?:(?:i\s+(?:want|need|would\s+like)|i'?d\s+like|i\s+wanna)\s+(?:to\s+)?|(?:can|could|would)\s+you\s+(?:please\s+)?(?:help\s+me\s+)?)?protect\s+my\s+(\$?[a-z0-9]+)(?:\s+(?:position|bag|holdings?|stack))?((?:\s+(?:on|in)\s+[a-z]+)?)\s+with\s+(?:a\s+|an\s+)?(stop[\s-]?loss|take[\s-]?profit)(?:\s+order)?/i;

/** A wish for a protective order said as one ("i want take profit for my LINK"), as the order named plainly. */
export function protectiveWish(text: string): string {
  const p = protect.exec(text);
  if (p && isToken(p[1]!)) {
    const rest = text.slice(p.index + p[0].length);
    return `set a ${p[3]} on my ${p[1]}${p[2]}${/^[\s,]*(?:please|pls|thanks|thank\s+you)?[\s.!]*$/i.test(rest) ? '' : rest}`;
  }
  return text.replace(wish, 'set ');
}
