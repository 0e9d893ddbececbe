import { stablecoins, tokenWords } from '../../language/token-registry.ts';
import { movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * Being fed up with the token sold, said beside its sale (issue 16; held-out-19, chat): "dump 3000 degen for usdc on
 * base im so done w this coin", "sell all my wif on solana, so sick of this token", "ugh im over this coin. sell 500
 * bonk for sol on solana". It says why the sale is made and changes nothing of it ("done" there is the person done with
 * the token, not the move done already). Only beside a sale (a buy of the coin one is done with says two things), and
 * a token the remark names must be the one sold; a remark with a figure, a time or a second token is no such remark.
 * The sale read without it is asked back whole for a yes, as a sale said with "im done w it" is (sweep 35).
 */

/** How one says one is fed up: "im so done w", "really sick of", "totally over", "fed up with". */
const fedUp = String.raw`(?:(?:i'?m|im|i\s+am)\s+)?(?:(?:so+|really|rly|just|totally|fully|officially|completely|honestly|literally)\s+)*(?:(?:done|finished|through)\s+(?:with|w\/?)|(?:sick|tired)\s+of|fed\s+up\s+(?:with|w\/?)|over)`;
/** With what: the coin or token, by a noun or a pronoun, or by its name (checked against the sale). */
const what = String.raw`(?:(?:this|that|the|these|those|my)\s+)?(?:(?:stupid|dumb|damn|dead|useless|trash|garbage|shit|crap)\s+)?(coins?|tokens?|shitcoins?|memecoins?|meme\s?coins?|bags?|position|thing|one|it|them|crap|trash|garbage|\$?[a-z][a-z0-9]*)`;
const tail = String.raw`(?:\s+(?:lol|lmao|fr|ngl|tbh|honestly|man|bro|already|forever|for\s+good))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*`;

const after = new RegExp(String.raw`(?:\s*[,.;!—–-]+\s*|\s+)(?:(?:ugh+|man|bro|honestly|tbh|lol)[,!]?\s+)*${fedUp}\s+${what}${tail}$`, 'iu');
const closers = String.raw`(?:\s+(?:lol|lmao|fr|ngl|tbh|honestly|man|bro|already|forever|for\s+good))*`;
const before = new RegExp(String.raw`^\s*(?:(?:ugh+|man|bro|honestly|tbh|lol|ok(?:ay)?)[,!]?\s+)*${fedUp}\s+${what}${closers}\s*[,.;!—–-]+\s*(?=\S)`, 'iu');

/** A sale: what it gives away stands right after its verb ("dump 3000 degen for usdc", "sell all my wif"). */
const sale =
  /^\s*(?:(?:pls|please|just|ok(?:ay)?|so)\s+)*(?:sell|dump|offload|unload|ditch|liquidate|swap|convert|trade|get\s+rid\s+of)\s+(.*?)(?:\s+(?:for|to|into|in|->)\s+|$)/i;
const pronouns = /^(?:coins?|tokens?|shitcoins?|memecoins?|meme\s?coins?|bags?|position|thing|one|it|them|crap|trash|garbage)$/i;

/** The sale read without the remark of being fed up with what it sells, asked back whole for a yes; else undefined. */
export function fedUpSale(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const rest = withoutFedUpRemark(given);
  if (rest === given) return undefined;
  const reading = read(rest);
  if (reading.kind !== 'intent' || movingIntentOf(reading)?.kind !== 'swap') return undefined;
  return askWhole(reading.intent, 'I read your message as this one request, leaving out what only explains it.');
}

/** The sale without the remark of being fed up with what it sells; the text as it is otherwise. */
function withoutFedUpRemark(text: string): string {
  if (/[\n\r]/.test(text.trim())) return text;
  for (const [pattern, request] of [
    [after, (m: RegExpExecArray) => text.slice(0, m.index)],
    [before, (m: RegExpExecArray) => text.slice(m[0].length)],
  ] as const) {
    const m = pattern.exec(text);
    if (!m) continue;
    // "im so done with degen, dump 3000 of it for usdc": an amount of it is that much of the token named.
    const named = m[1]!.toLowerCase().replace(/^\$/, '');
    const rest = request(m).replace(/\b(\d[\d.,]*k?)\s+of\s+(?:it|them)\b/i, (said, much: string) =>
      pattern === before && tokenWords.has(named) ? `${much} ${named}` : said,
    );
    const sold = sale.exec(rest);
    if (!sold || /\d/.test(m[0])) continue;
    const given = (sold[1]!.toLowerCase().match(/\$?[a-z][a-z0-9]*/g) ?? []).map((w) => tokenWords.get(w.replace(/^\$/, ''))).filter((t) => t !== undefined);
    // "this coin" beside a sale of only stablecoins ("swap 100 usdc for eth, so done with this coin") may be either side.
    if (pronouns.test(named) ? !given.some((t) => !stablecoins.has(t.toUpperCase())) : !given.includes(tokenWords.get(named) ?? '')) continue;
    return rest.trim();
  }
  return text;
}
