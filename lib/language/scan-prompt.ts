import { rememberRecent } from './recent-texts.ts';
import { base58 } from '@scure/base';
import { getAddress } from 'viem';
import type { ChainName } from '../chains/chains.ts';
import type { Amount } from '../capabilities/transfers/intent.ts';
import {
  chainPrepositions,
  chainSuffixes,
  chainWords,
  correctTypo,
  editDistance,
  englishWord,
  fractionWords,
  heardAs,
  heardInPlace,
  noWords,
  otherChains,
  otherChainsInPosition,
  sharedChainWords,
  stopWords,
  usdWords,
  verbs,
  yesWords,
  type Action,
} from './lexicon.ts';
import { numbersFromWords, units } from './number-words.ts';
import { unitApart } from './unit-apart.ts';
import { tokenWords, usdPeggedSource } from './token-registry.ts';
import { centsSaid, moneyGlyphs, otherCurrencySaid, powerSaid } from './money-glyphs.ts';

export interface AddressMention {
  readonly raw: string;
  readonly type: 'evm' | 'solana' | 'ens' | 'invalid' | 'bad-checksum';
  readonly index: number;
  /** Preceded by "to" (a recipient), not by "of"/"for" (a token). */
  readonly afterTo: boolean;
}
export interface TokenMention {
  readonly key: string;
  readonly index: number;
}
export interface AmountMention {
  readonly amount: Amount;
  readonly index: number /** Index of the token the amount is of ("5 usdc", "half my eth", "$20 of eth"). */;
  readonly tokenIndex?: number;
}

/** Everything a prompt says, before deciding what it asks for. */
export interface Facts {
  readonly words: readonly string[];
  readonly actions: readonly { action: Action; index: number }[];
  readonly chains: readonly ChainName[];
  readonly chainIndexes: ReadonlySet<number>;
  readonly unsupportedChain?: string;
  readonly tokens: readonly TokenMention[];
  /** Words in a token position that name no token ("$FOO", "5 foo"). */
  readonly unknownTokens: readonly { word: string; index: number }[];
  readonly amounts: readonly AmountMention[];
  readonly addresses: readonly AddressMention[];
  readonly slippageBps?: number;
  readonly badSlippage?: string;
  /** A number that is no amount: negative, "5.5.5", "1e3". */
  readonly badAmount?: string;
  readonly yes: boolean;
  readonly no: boolean;
  /** The prompt ends with a question mark. */
  readonly asked: boolean;
  /** An ISO timestamp in the prompt ("2024-06-01T08:00Z"): a time, never words, and never ignored by a move. */
  readonly timestamp?: string;
  /** Words read as the chain or token they look like a typo of ("bsae" → "base"). */
  readonly guessed: readonly { word: string; meant: string }[];
  /** The clause each word is in: a new clause starts after , . ; ! ? : a dash set apart or a new line. */
  readonly clauses: readonly number[];
}

const quoted =
  /```[\s\S]*?(?:```|(?![\s\S]))|`[^`\n]*`|"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’|«[^»\n]*»|(?<=^|[\s:(])'[^'\n]{3,}?'(?=[\s.,!?;:)]|$)|>>>[\s\S]*?<<<|^\s*>.*$/gm;
// A name (vitalik.eth, carol.base.eth, joão.eth) is read whole, letters beyond ASCII included, or not at all: never
// the tail of a longer word ("o.eth" of "joão.eth", "alice.eth" of "alice.eth.com" or "bob@alice.eth").
const addressPattern =
  /(?<![\w.@\u00c0-\uffff-])[a-z0-9\u00c0-\uffff-]+(?:\.[a-z0-9\u00c0-\uffff-]+)*\.eth(?![\w\u00c0-\uffff-]|\.[a-z0-9\u00c0-\uffff])|\b0x[0-9a-fA-F]*(?:…|\.\.\.)?|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/gi;
const phrases: Record<string, string> = {
  'usd coin': 'usdc',
  'wrapped ether': 'weth',
  'wrapped eth': 'weth',
  'wrapped btc': 'wbtc',
  'wrapped bitcoin': 'wbtc',
  'coinbase wrapped btc': 'cbbtc',
  'coinbase wrapped bitcoin': 'cbbtc',
  'wrapped pol': 'wpol',
  'wrapped matic': 'wpol',
  'tether usd': 'usdt',
  'dai stablecoin': 'dai',
  'chainlink token': 'link',
  'polygon ecosystem token': 'pol',
  'dog wif hat': 'wif',
  // "swap one sol for dog with hat" (held-out-26): the name said aloud, its "wif" heard as the word it stands for.
  'dog with hat': 'wif',
  'dog with a hat': 'wif',
  'net worth': 'networth',
  'total value': 'totalvalue',
  // "all my money in all chains, total in dollar": the sum of the holdings in dollars, which the portfolio is.
  'total in dollars': 'totalvalue',
  'total in dollar': 'totalvalue',
  'total in usd': 'totalvalue',
  'look up': 'lookup',
  'token info': 'tokeninfo',
  'how much': 'howmuch',
  'how many': 'howmuch',
  'hw much': 'howmuch',
  'hw many': 'howmuch',
  hav: 'have',
  enuf: 'enough',
  enuff: 'enough',
  enogh: 'enough',
  enought: 'enough',
  'base mainnet': 'base',
  'eth mainnet': 'mainnet',
  'ethereum mainnet': 'mainnet',
  'polygon pos': 'polygon',
  'polygon mainnet': 'polygon',
  'solana mainnet': 'solana',
  'unichain mainnet': 'unichain',
  'uni chain': 'unichain',
  'bnb chain': 'bsc',
  'binance smart chain': 'bsc',
  'never mind': 'nevermind',
  // a voice transcription's spelling of what it heard
  'so lana': 'solana',
  'sol ana': 'solana',
  'poly gone': 'polygon',
  'uni swap': 'uniswap',
  'do it': 'doit',
  'go ahead': 'go',
  'worth of': 'of',
  // "50 US dollars' worth of cbBTC": the currency's country is no token.
  'us dollars': 'dollars',
  'us dollar': 'dollar',
  // "yo i wanna pick up some aero" (held-out-40, voice): buying some, as "grab" is.
  'pick up some': 'buy some',
  'pick up a bit of': 'buy a bit of',
  'pick me up some': 'buy some',
  'load up on': 'buy',
  'load up': 'buy',
  'stack up on': 'buy',
  'and make it': 'into',
  'three quarters of an': '0.75',
  'three quarters of a': '0.75',
  'three quarters': '75%',
  'a quarter of an': '0.25',
  'a quarter of a': '0.25',
  'quarter of an': '0.25',
  'a half of an': '0.5',
  'polygon coin': 'pol',
  'polygon token': 'pol',
  'the polygon one': 'pol',
  'solana coin': 'sol',
  'the solana one': 'sol',
  'ethereum coin': 'eth',
  'the ethereum one': 'eth',
  'jupiter coin': 'jup',
  'get rid of': 'sell',
  'scale out of': 'sell',
  'scale out': 'sell',
  'size into': 'buy',
  'in half': 'half',
  // "sell the rest of my degen", "swap what is left of my usdc": all that remains of it.
  'the rest of': 'all of',
  'the remainder of': 'all of',
  'whatever is left of': 'all of',
  'what is left of': 'all of',
  'whats left of': 'all of',
  'take me out of': 'sell',
  'take profit': 'sell',
  'take profits': 'sell',
  'cash out': 'sell',
  // "the price per token is very small": the price of one, which is the price.
  'price per token': 'price',
  'price per coin': 'price',
  'price per unit': 'price',
  'going rate': 'price',
  'going for': 'price',
  'hot wallet': 'wallet',
  'cold wallet': 'wallet',
  'selling for': 'price',
  'bag size': 'balance',
  'how rich': 'portfolio',
  'pay with': 'with',
  'pay it with': 'with',
  'pay for it with': 'with',
  'paying for it with': 'with',
  'paying with': 'with',
  'give me': 'show',
  // "The details are as follows:", "here are the details:": a lead-in to fields listed below, no lookup asked.
  'the details are as follows': 'as follows',
  'details are as follows': 'as follows',
  'the details are below': 'as follows',
  'here are the details': 'as follows',
  'w/': 'with',
  'what about': 'whatabout',
  'how about': 'whatabout',
  'same on': 'whatabout on',
  'do the same': 'same',
  'same thing': 'same',
  'do it again': 'again',
  'same again': 'again',
};
// `chain=polygon token=USDT`: a phrase whose last word is a field's name ("polygon token=") is no phrase ("load up:" still is).
const phrasePattern = new RegExp(
  `\\b(?:${Object.keys(phrases)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![a-z0-9])(?!\\s*=)`,
  'g',
);
/**
 * "trades at" / "trade at" closing a question or followed only by where or when ("… trade at on ethereum right now?"):
 * a price asked, never a trade. A figure after it ("when it trades at 4000") is an order's price and is left alone.
 */
const tradesAtAsked = /\btrades?\s+at(?=\s*(?:[?.!,;]|$|(?:on|in|right|now|currently|today|the\s+moment|these\s+days)\b))/g;
/**
 * "send me the total USD value of …", "email us a summary of …", "forward me a breakdown …": a report of holdings or
 * values asked to be sent, its noun within a few words of the article.
 */
const reportAsked =
  /\b(?:send|email|e-mail|mail|forward|pass|shoot)\s+(?:me|us)\s+(?:over\s+)?(?=(?:a|an|the|your|my|our)\s+(?:[a-z]+\s+){0,4}?(?:summary|summaries|report|reports|statement|statements|breakdown|overview|list|valuation|snapshot|figures|numbers|details|value|values|totals?)\b)/g;
const wordPattern = /\$?\d*\.?\d+(?:k|m)?%?|\$?[a-z][a-z0-9]*|@\d+|[$%]/g;

/**
 * A token's name said in words of its own ("dog with hat", "usd coin"): the phrases that stand for a token. A wrapped
 * token's long name ("coinbase wrapped bitcoin") stays asked back, as one of several wrapped coins it may be.
 */
const tokenPhrasePattern = new RegExp(
  `\\b(?:${Object.keys(phrases)
    .filter((phrase) => phrase.includes(' ') && tokenWords.has(phrases[phrase]!) && !/\bwrapped\b/.test(phrase))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![a-z0-9])`,
  'g',
);
/** Lower-case text with each token's name said in words as its symbol, as the scan reads it (for the unread-words count). */
export const withTokenPhrases = (text: string): string => text.replace(tokenPhrasePattern, (p) => phrases[p] ?? p);

/** Nouns of a holding before "in" and its asset ("a position in bitcoin"): the asset, not a chain. */
const heldAssetNouns = new Set(['position', 'positions', 'exposure', 'stake', 'investment', 'investments', 'allocation', 'holding', 'holdings']);
/** "using the eth i hold there to pay for it": a payment token named with what it is for (its token, and what holds it). */
const usingToPay =
  /\b((?:using|with)\s+(?:my\s+|the\s+|some\s+of\s+(?:my|the)\s+)?\$?)([a-z][a-z0-9]*)((?:\s+(?:i|we|that|which|already|hold|have|holding|there|in|my|wallet|is|are)){0,5})\s+to\s+pay(?:\s+for\s+(?:it|them|this|that|the\s+(?:purchase|swap|trade|buy|order))\b|(?=\s*(?:[.,;!?]|$)))/g;
/** Endings a voice transcription writes for ".eth" after "dot" ("alice dot eath"): a mishearing, asked about. */
const misheardEth = 'eath|eeth|ethe|heath';
/** "alice dot eth", "carol dot base dot eth": a name said aloud, with the endings given (`eth`, or the misheard ones too). */
const spokenName = (endings: string) => new RegExp(`\\b([a-z0-9][a-z0-9-]*)\\s+dot\\s+(base\\s+dot\\s+)?(${endings})\\b`, 'gi');
// Built once: `replace` and `matchAll` leave a global pattern's lastIndex as they found it, so sharing them is safe.
const spokenNameAny = spokenName(`eth|${misheardEth}`);
const spokenNameRight = spokenName('eth');
const spokenNameMisheard = spokenName(misheardEth);
const asName = (_m: string, label: string, base?: string) => `${label}.${base ? 'base.' : ''}eth`;
/**
 * "send ten usdc to carol. base. eth on base" (held-out-28, voice): a basename after "to" whose dots the transcription
 * wrote as full stops, only whole (label, "base", "eth"): carol.base.eth. A lone "alice. eth" stays as said.
 */
const stoppedBasename = /\b(to\s+)([a-z0-9][a-z0-9-]*)\.\s+base\.\s+eth\b/gi;

/**
 * A name as a voice transcription writes it: "alice dot eth" is alice.eth, "carol dot base dot eth" carol.base.eth.
 * After "dot", "eath" and the like can only be .eth (no other ending exists), as the response's resolved address shows;
 * `misheard: false` reads only a name said right (the scan then still sees a misheard one, and asks about it).
 */
export const spokenNames = (text: string, { misheard = true }: { misheard?: boolean } = {}): string =>
  text.replace(misheard ? spokenNameAny : spokenNameRight, asName).replace(stoppedBasename, '$1$2.base.eth');

/** Text the person quoted or pasted is not an instruction; a quoted single word (an address, a ticker) is kept. */
export function stripQuoted(prompt: string): string {
  // Every form of `quoted` opens with one of these marks: a prompt without any has nothing quoted.
  if (!/[`"“‘«'>]/.test(prompt)) return prompt;
  return prompt.replace(quoted, (segment) => {
    const inner = segment.replace(/^[\s>`"“‘']+|[`"”’'\s]+$/g, '');
    return /^\S+$/.test(inner) && !segment.trimStart().startsWith('>') ? ` ${inner} ` : ' ';
  });
}

function classifyAddress(raw: string): AddressMention['type'] | undefined {
  if (/\.eth$/i.test(raw)) return 'ens';
  if (/^0x/i.test(raw)) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) return raw.length > 4 ? 'invalid' : undefined;
    if (raw.slice(2) === raw.slice(2).toLowerCase() || raw.slice(2) === raw.slice(2).toUpperCase()) return 'evm';
    return getAddress(raw.toLowerCase()) === raw ? 'evm' : 'bad-checksum';
  }
  if (!/\d/.test(raw) && !/[A-Z]/.test(raw)) return undefined;
  try {
    return base58.decode(raw).length === 32 ? 'solana' : undefined;
  } catch {
    return undefined;
  }
}

/** The refusal for an amount that cannot be read (`Facts.badAmount`). */
export const badAmountMessage = (bad: string): string =>
  /^\$?\d+ \d{3}$/.test(bad)
    ? `"${bad}" may be ${bad.replace(' ', '')} or two numbers; write the amount without a space, like ${bad.replace(' ', '')}. Nothing was done.`
    : / or /.test(bad)
      ? `"${bad}" names two amounts; say the one you mean, like ${bad.split(' or ')[0]}. Nothing was done.`
      : /\d\/\d/.test(bad)
        ? `I can't tell how much "${bad}" is; say it as a number of the token (like 0.5 ETH) or as a share of your balance (like "half of my ETH"). Nothing was done.`
        : /^(?:for|fore|too)\s/.test(bad)
          ? `"${bad}" may be a number said with "four" or "two" before it ("four fifty" is 450) or the number alone: write the amount in digits, like 450 or 50. Nothing was done.`
          : /[千万萬百亿億兆]|kk$|\smil$/i.test(bad)
            ? `I don't read "${bad}" as an amount: write the whole number in digits (3千 is 3000, 1.5万 is 15000; "kk" and "mil" are a thousand in some places and a million in others). Nothing was done.`
            : otherCurrencySaid(bad)
              ? `"${bad}" is not in dollars, and I only read dollars ($50) or an amount of a token (50 USDC): I never change currencies for you. Nothing was done.`
              : bad.startsWith('of:')
                ? `"${bad.slice(3)}" may be ${bad.slice(3).replace(' of ', ' ')} or $${bad.slice(3)}: say which, like "${bad.slice(3).replace(' of ', ' ')}" or "$${bad.slice(3)}". Nothing was done.`
                : bad.startsWith('unit:')
                  ? `"${bad.slice(5)}" does not say whether the amount is dollars or the token: say it like "$10 of ETH" or "0.003 ETH". Nothing was done.`
                  : bad === 'a unit away from its amount'
                    ? `The amount and what it is counted in are apart, so I can't tell whether it is dollars or the token: say it like "$10 of ETH" or "0.003 ETH". Nothing was done.`
                    : bad.startsWith('worth of')
                      ? `"worth of" does not follow its amount, so I can't tell whether the amount is dollars or the token: say it like "$10 worth of ETH" or "0.003 ETH". Nothing was done.`
                      : centsSaid(bad)
                        ? `"${bad}" is cents: write the amount in dollars ($0.50) or as an amount of the token (0.5 USDC). Nothing was done.`
                        : powerSaid(bad)
                          ? `"${bad}" has a power or an index after its number; write the amount as a plain number, like 100. Nothing was done.`
                          : `"${bad}" is not an amount I can use; write a plain positive number like 5 or 0.25${bad.includes(',') ? ' (a dot before the decimals, commas only between thousands: 1,000.5)' : /^\d+\.\d{3}$/.test(bad) ? ` (is it ${Number(bad)} or ${bad.replace('.', '')}? Say it without the extra zeros, or with a comma between thousands: ${Number(bad.replace('.', '')).toLocaleString('en-US')})` : ''}. Nothing was done.`;

/** Number words as numbersFromWords reads them (one to nineteen, the tens). */
const spokenNumberWords = new Set([...Object.keys(units), 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'oh', 'zero']);

/** Words that name something of the lexicon (a token, a verb, a chain): two of them are two words, never one name. */
const lexiconWord = (w: string): boolean => tokenWords.has(w) || verbs.has(w) || chainWords.has(w) || sharedChainWords.has(w);
const chainNames = new Set(['ethereum', 'solana', 'unichain']);
/** Who forgets, before "forget": a person telling what they left out ("I forget to say it"), not taking a request back. */
const forgetSubjects = new Set(['i', 'we', 'you', 'u', 'he', 'she', 'they', 'did', 'always', 'sometimes']);

/**
 * Two pieces that are one name said or typed apart: "bit coin" (bitcoin), "poly gon" (polygon), "doge-n" (a typo of
 * degen, asked about like any), "ether ium". Together they must make a listed token or chain, or a typo of one; a
 * typo only from a piece that is no word of its own ("n", "ium"), so two real words ("to bob", "eth pls") stay two.
 */
function splitName(first: string, second: string, hyphen: boolean): boolean {
  const joined = first + second;
  if (lexiconWord(first) && lexiconWord(second)) return false;
  if (tokenWords.has(joined) || chainWords.has(joined) || chainNames.has(joined)) return true;
  // A letter alone is a chat's word ("base w my usdc": with) unless hyphenated to the piece before it.
  if (joined.length < 5 || (second.length < 2 && !hyphen)) return false;
  if (stopWords.has(first) || stopWords.has(second) || lexiconWord(second) || englishWord(second) || usdWords.has(second)) return false;
  const meant = correctTypo(joined);
  // A first piece that is a name of its own only grows into a longer one ("ether ium"), never back into itself ("base w"),
  // and only one slip away: "aero drops" is the token and a word ("if aero drops to 0.80"), never "aerodrome" misspelt.
  return (
    meant !== undefined &&
    !verbs.has(meant) &&
    (!lexiconWord(first) || (meant.startsWith(first) && meant.length > first.length && editDistance(joined, meant, 1) <= 1))
  );
}

/**
 * The facts of recent texts: one prompt is scanned whole, by line, by clause and in variants, often the same text
 * several times (a pasted invoice made 62 scans of 20 texts). Facts are read-only, so a text's facts are shared.
 */
/** "buy 20 usdc of polygon", "10 dollars worth of polygon": dollars' worth, in a dollar coin or dollars, of a chain named. */
const dollarsOfPolygon = new RegExp(
  String.raw`(\b\d*\.?\d+[km]?\s+(?:${usdPeggedSource}|dollars?|usd|bucks)\s+(?:worth\s+)?of\s+)polygon\b(?!\s+(?:chain|network)\b)`,
  'g',
);
/** Reads a prompt into `Facts`: pure, deterministic, one pass over its words (a text's facts are shared, see recent-texts.ts). */
export const scanPrompt: (prompt: string) => Facts = rememberRecent(scanAnew);

/** A link, as the addresses it holds ("https://basescan.org/address/0x44…" → "0x44…"), its other words left out. */
const linkAddresses = (link: string): string =>
  ` ${(link.match(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])|(?<=\/)[1-9A-HJ-NP-Za-km-z]{32,44}(?=[/?#]|$)/g) ?? []).join(' ')} `;

/** How many tenths (hundredths, thousandths) are said before "of a": "two tenths of a SOL". */
const tenthCounts: Record<string, number> = { a: 1, an: 1, ...units };

function scanAnew(prompt: string): Facts {
  const raws: { raw: string; type: AddressMention['type'] }[] = [];
  const decimalCommas: { word: string; meant: string }[] = [];
  let timestamp: string | undefined;
  const guessedWords: { word: string; meant: string }[] = [];
  // Amounts that cannot be read as one: two said ("2 or 3 eth"), a currency other than dollars ("€50").
  const unclear: string[] = [];
  // ("copy this trade\n\nhttps://x.com/solgrinder/status/18422\n…" (held-out-44): a link is where something was seen; no
  // word of it is a token or an amount. An address in it, as an explorer's link holds one, is still that address.)
  let text = spokenNames(stripQuoted(prompt).replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, linkAddresses)).replace(addressPattern, (raw) => {
    const type = classifyAddress(raw);
    if (!type) return raw;
    raws.push({ raw, type });
    return ` @${raws.length - 1} `;
  });
  text = text
    // "LINK" in capitals, in a prompt that is not all capitals, is the ticker; "link" may be the word (see `everydayToken`).
    .replace(/\bLINK\b/g, (w) => (/[a-z]/.test(prompt) ? `$${w}` : w))
    .toLowerCase()
    // "usdc.e", "weth.e": a bridged token of its own, never the native one it is named after.
    .replace(/(?<![\w$.])\$?([a-z]{2,6})\.e\b/g, '$$$1e')
    // "LINK's price", "eth's chart": a token's possessive is the token.
    .replace(/\b([a-z0-9]+)['’]s\b/g, (written, word: string) => (tokenWords.has(word) ? word : written))
    .replace(/['’]/g, '')
    // Dates ("2024-11-03", "03/11/2024", "3.11.2024") are neither amounts, fractions nor malformed numbers.
    // An ISO timestamp ("2024-06-01T08:00Z", "2024-06-01t08:00:00+02:00") is one date, its time never a word ("t08").
    // "SELL BONK 2000000 @MKT chain=solana" (held-out-40 bot): a market order's mark, at the market price, now.
    .replace(/(?<![\w@])@\s*(?:mkt|market)\b/g, ' at market ')
    // `ts=2024-11-29T11:40:00Z`, `"requested_at":"…"` (held-out-40 bot): when the bot wrote its record, never a time to act.
    .replace(
      /\b(?:ts|timestamp|logged_at|created_at|sent_at|requested_at|seen_at|received_at|emitted_at|event_time)["']?\s*[=:]\s*["']?\d{4}-\d{1,2}-\d{1,2}t\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?["']?/g,
      ' ',
    )
    .replace(/\b\d{4}-\d{1,2}-\d{1,2}t\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?(?!\w|:\d)/g, (stamp) => {
      timestamp ??= stamp.toUpperCase();
      return ' ';
    })
    .replace(/\b(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/]\d{1,2}[-/](?:\d{4}|\d{2})|\d{1,2}\.\d{1,2}\.\d{4})\b/g, ' ')
    // "order #41", "order#41 needs 2500 usdc": a number after "#" is a reference (read as "ref 41"), never an amount.
    .replace(/#\s?(?=\d)/g, ' ref ')
    .replace(/[−–—](?=\s*\d)/g, '-')
    // "10ish usdc", "10-ish", "approx. 10": a rough amount, said the way "about 10" is (never the token "ish").
    .replace(/(?<![\w.])(\$?\d[\d.,]*[km]?)\s*-?\s*ish\b/g, 'about $1')
    .replace(/\b(approx|ca)\.\s*(?=\$?\d)/g, '$1 ')
    // "1,000" and "12,500.5" are grouped thousands; "0,5", "0,001" and "12,34" are not (see badAmount and below).
    .replace(/(?<![\d.,])[1-9]\d{0,2}(?:,\d{3})+(?![\d,])/g, (grouped) => grouped.replace(/,/g, ''))
    // "1.000.000 BONK" (held-out-35, non-native): two or more dots, each before three digits, group thousands the European
    // way; a number has one decimal point at most, so it reads no other way ("1.500" alone stays unclear, below).
    .replace(/(?<![\d.,])[1-9]\d{0,2}(?:\.\d{3}){2,}(?![\d.,])/g, (grouped) => grouped.replace(/\./g, ''))
    // "1_000_000": a bot's (a programming language's) thousands written with underscores, grouped by three only.
    .replace(/(?<![\w.,])[1-9]\d{0,2}(?:_\d{3})+(?![\w,])/g, (grouped) => grouped.replace(/_/g, ''))
    // "1 000 000 BONK" (held-out-42, non-native): two or more spaces, each before three digits, group thousands the SI
    // way; two numbers said one after the other never run on so ("1 000" alone stays unclear, below).
    .replace(/(?<![\d.,])[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3}){2,}(?![\d.,])/g, (grouped) => grouped.replace(/[ \u00a0\u202f]/g, ''))
    // "0,5 ETH": a comma before one or two digits can only be a decimal comma (grouping takes three); read as 0.5,
    // it is a guess all the same, so a move on it is asked back whole (see `guessed`).
    // "0,005 ETH" (held-out-26): a group of thousands never follows a lone zero, so its comma is a decimal one too.
    .replace(/(?<![\d.,])(?:(\d{1,6}),(\d{1,2})|(0),(\d{3,8}))(?![\d.,])/g, (written, whole?: string, part?: string, zero?: string, rest?: string) => {
      const meant = whole !== undefined ? `${whole}.${part}` : `${zero}.${rest}`;
      decimalCommas.push({ word: written, meant });
      return meant;
    });
  // "₹1000", "R$50", "1000 rupees", "50¢", "1½", "10²": money a word reader would misread (see money-glyphs.ts).
  text = moneyGlyphs(text, unclear)
    // "100$", "100 $": a dollar sign after its number is dollars all the same ("100 $degen" is a ticker, and stays).
    .replace(/(?<![\d.])(\d*\.?\d+)\s*\$(?![\w$])/g, '$$$1')
    // "half a dozen", "a half dozen": a count of things (6), never half the balance; asked back like "a dozen" is.
    .replace(/\b(?:half\s+an?|an?\s+half)\s+dozen\b/g, (said) => {
      unclear.push(said.replace(/\s+/g, ' '));
      return ' ';
    })
    // "one and half eth" ("a" left out) is 1.5, never half the balance.
    .replace(/\b(?:one|1)\s+and\s+(half|quarter)\b/g, (_m, share: string) => (share === 'half' ? '1.5' : '1.25'))
    // "half of an eth", "a quarter of one sol": that share of ONE token, never of the balance (it swapped half the ETH).
    .replace(/\b(?:an?\s+)?(half|quarter)\s+of\s+(?:an?|one)\s+(?=\$?([a-z]+))/g, (m, share: string, after: string) =>
      tokenWords.has(after) ? `${share === 'half' ? '0.5' : '0.25'} ` : m,
    )
    // "two tenths of a SOL", "five hundredths of an ETH", "a tenth of one sol" (held-out-37, careful): that decimal of ONE
    // token (it read "two tenths" as 2 and the token "tenths"). Said of anything else it stays as said.
    .replace(
      /\b(an?|one|two|three|four|five|six|seven|eight|nine|[1-9])\s+(tenth|hundredth|thousandth)s?\s+of\s+(?:an?|one|1)\s+(?=\$?([a-z]+))/g,
      (m, count: string, part: string, after: string) => {
        if (!tokenWords.has(after)) return m;
        const n = /^\d$/.test(count) ? Number(count) : (tenthCounts[count] ?? 0);
        const places = { tenth: 1, hundredth: 2, thousandth: 3 }[part]!;
        return n === 0 ? m : `${(n / 10 ** places).toFixed(places)} `;
      },
    )
    // "half of my 2 eth", "half my 1k degen", "half of half my degen": a share of a quantity said with it is asked, never
    // one of the two taken (it sold the 2 ETH, or half the balance).
    .replace(/\b(?:half|quarter|a\s+third)\s+(?:of\s+)?(?:my\s+|the\s+|those\s+|these\s+|it,?\s+)?(?:\$?\d[\d.,]*[km]?\b|half\b|quarter\b)/g, (said) => {
      unclear.push(said.replace(/\s+/g, ' '));
      return ' ';
    })
    // "1/2 eth", "1/10 of an eth": a fraction written before a token (no "of my", "of the") is that much of ONE token,
    // never a share of the balance (it sent half the ETH). One that is no plain decimal ("1/3 eth") or no fraction in
    // its lowest terms ("20/30 usdc": 20 or 30?) is asked back, never guessed. "1/2 of my eth" stays a share.
    .replace(/\b(\d+)\s*\/\s*(\d+)(\s+(?:of\s+(?:an?|one)\s+)?)(?=\$?([a-z]+))/g, (m, a: string, b: string, _gap: string, after: string) => {
      if (!tokenWords.has(after)) return m;
      const [n, d] = [Number(a), Number(b)];
      const plain = n > 0 && n < d && gcd(n, d) === 1 && /^\d+(?:\.\d{1,6})?$/.test(decimal(n / d));
      if (plain) return `${decimal(n / d)} `;
      unclear.push(`${a}/${b}`);
      return ' ';
    })
    .replace(/\b(\d+)\s*\/\s*(\d+)\b/g, (m, a: string, b: string) =>
      // A share is written in lowest terms ("1/2", "3/4"); "10/20" is two numbers, never read as half.
      Number(a) > 0 && Number(a) < Number(b) && gcd(Number(a), Number(b)) === 1 ? `${decimal((Number(a) / Number(b)) * 100)}%` : m,
    )
    .replace(/\s\+\s|\s&\s/g, ' and ')
    .replace(/\bchain\s*[=:]\s*|(?<!\S)--chain[=\s]+/g, ' on ')
    .replace(/\b(?:pay|paying|from|using)\s*[=:]\s*/g, ' with ')
    // A ticker spelled letter by letter, as voice transcription writes it ("the price of w i f", "5 u s d c"): one word
    // when the letters make a ticker, left alone otherwise.
    .replace(/\b[a-z](?:\s+[a-z]\b){1,5}/g, (letters) => {
      const each = letters.split(/\s+/);
      // The longest run from the first letter that makes a ticker ("e t h w usdc": eth, then "w usdc").
      for (let n = each.length; n >= 2; n--) {
        const word = each.slice(0, n).join('');
        if (tokenWords.has(word)) return [word, ...each.slice(n)].join(' ');
      }
      return letters;
    })
    // "coinbase wrapped bitcoin", "cb btc": cbBTC by its full name or as said aloud (before "wrapped bitcoin" is WBTC).
    .replace(/\bcoinbase\s+wrapped\s+(?:bitcoin|btc)\b|\bcb\s+btc\b/g, 'cbbtc')
    // "chip in 0.01 eth", "pitch in 20 usdc": giving toward a cause, a transfer as "contribute" is.
    .replace(/\b(?:chip|pitch)\s+in\b(?=\s+(?:\$?\d|\.\d|a\s|some\b|my\b|with\b))/g, 'contribute')
    // "put in 50 usdc on ethereum" (to a treasury the paste names): the same, unless what it is put into follows ("put in
    // 50 usdc into degen", "… of degen": a buy).
    .replace(/\bput\s+in\b(?=\s+\$?\.?\d)(?![^.;!?\n]*\b(?:into|in\s+to|of|towards?\s+\$?[a-z]+\s*$)\b)/g, 'contribute')
    // "bit coin", "poly gon", "doge-n", "ether ium": a name heard or typed in two pieces (see `splitName`).
    .replace(/\b([a-z]{2,})(\s+|-)(?=([a-z]+)\b)/g, (said, first: string, gap: string, second: string) =>
      splitName(first, second, gap === '-') ? first : said,
    )
    // "unwrap one w pol", "unwrap 2 w eth": after an unwrap, "w" before a native token's name is its wrapped form as
    // said aloud, never "with" (which read no token to unwrap).
    .replace(/\b(unwrap(?:ping)?\s+(?:[\w.$]+\s+){0,3}?)w\s+(eth|pol|sol)\b/g, '$1w$2')
    // "how much … do I have W pol", "is that w eth": after a holding's verb, "w" before a native token is its wrapped form.
    .replace(/\b((?:have|hold|holding|is|of|my)\s+)w\s+(eth|pol)\b(?=\s*(?:[?.!]|on\b|in\b|$))/g, '$1w$2')
    .replace(/\bw\s+(?=\$?[a-z])/g, 'with ')
    // "pay w/ usdc", "w/usdc": "with" as a chat writes it, never a step separator.
    .replace(/\bw\/\s*(?=\$?[a-z])/g, 'with ')
    // "24h", "7d", "1w": a period in words (never an amount, never the letter read as a ticker); "1m" stays a million.
    .replace(/\b(\d+)\s?(h|hr|hrs|d|w|wk|wks|mo|mos|y|yr|yrs)\b/g, (_m, n: string, unit: string) => `${n} ${periodUnits[unit[0]!] ?? 'days'}`)
    // Spanish and Portuguese glue words around English keywords ("sell 50% de mi wif", "swap 25 usdt por usdc en polygon").
    // "the gen", "dee gen": DEGEN as a voice transcription hears it, where a token stands (after an amount, "for",
    // "into", "of", "my", a verb); a guess, so a move on it is asked back whole. "the gen z crowd" stays words.
    .replace(
      /(?<=(?:^|[\s,])(?:\$?\d*\.?\d+|[a-z]+teen|[a-z]+ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred|thousand|some|all|my|of|for|into|to|in|buy|sell|swap|trade|dump|ape|price|bought|sold)\s+)(?:the|de|dee|d|di)\s+gen\b(?!\s*(?:z|x|y|alpha|\d))/g,
      (heard) => {
        guessedWords.push({ word: heard, meant: 'degen' });
        return 'degen';
      },
    )
    // "toe shee", "tow she": TOSHI heard the same way, where a token stands; a guess, asked back whole.
    .replace(
      /(?<=(?:^|[\s,])(?:\$?\d*\.?\d+|[a-z]+teen|[a-z]+ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred|thousand|some|all|my|of|for|into|to|in|buy|sell|swap|trade|dump|ape|price|bought|sold)\s+)(?:toe|tow|toh)\s+(?:shee|she|shi)\b/g,
      (heard) => {
        guessedWords.push({ word: heard, meant: 'toshi' });
        return 'toshi';
      },
    )
    .replace(/\b(?:de|do|da)\b(?!\s+(?:i|you|u|we|they|it|not|this|that)\b)/g, 'of')
    .replace(/\bmi\b/g, 'my')
    .replace(/\b(?:por|pour)\b/g, 'for')
    .replace(/\bcon\b/g, 'with')
    // ("I shall need some wrapped ether on Ethereum": a need said ahead is the same need.)
    .replace(/\b(?:(?:i (?:shall |will |ll )?|ill )(?:want|need)|get me|grab me|gimme)\s+(?=(?:exactly\s+|precisely\s+)?\$?\d|some\b|a bit\b)/g, 'buy ')
    // "get me a hundred dollars of link", "grab me fifty bucks of wif": the amount said in words, before they are digits.
    .replace(
      /\b(?:get me|grab me|gimme)\s+(?=(?:a\s+)?(?:hundred|thousand)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)/g,
      'buy ',
    )
    // "need exactly 1000 degen on base": a chat opening on what it needs, an amount of it, is a buy of it.
    .replace(/^\s*(?:need|want|wanna get)\s+(?=(?:exactly\s+|precisely\s+)?\$?\d)/, 'buy ')
    // "gimme eth for 20 usdc", "i want eth for 20 usdc": a token wished for, then what pays for it, is a buy of it.
    .replace(/\b(?:i\s+(?:want|need)|gimme|give\s+me|get\s+me|grab\s+me)\s+(?=\$?([a-z]+)\s+(?:for|with)\s+\$?\d)/g, (said, token: string) =>
      tokenWords.has(token) ? 'buy ' : said,
    )
    // "I need to receive exactly 50 UNI", "we want to end up with 500 AERO": an exact amount to receive is a buy of it.
    .replace(/\b(?:i|we) (?:need|want|would like|wish) to (?:receive|get|obtain|end up with)\s+(?=(?:exactly|precisely)?\s*\$?\d)/g, 'buy ')
    // "by fifty dollars worth of brett": a transcript's "by" opening the request, before an amount, is "buy".
    // ("i wanna by a hundred usdc of toshi" (held-out-39 voice): after a wish that opens the request, the same.)
    .replace(
      /^(\s*(?:(?:uh|um|er|so|ok|okay|hey|please|pls),?\s+)*(?:(?:i|we)\s+(?:wanna|want\s+to|would\s+like\s+to|d\s+like\s+to|need\s+to|gonna|going\s+to)\s+)?)by\s+(?=\$?\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|some)\b)/,
      '$1buy ',
    )
    // "I want to change 50 USDC to AERO", "I'd like to swap …": the wish around a move is no part of it ("want" alone reads as buy).
    // "I want change some ETH to USDC" (the "to" left out, as a non-native speaker may) is the same wish, and so is
    // "Please to change 0,1 ETH in USDC" (held-out-26), the "to" of the wish kept after the please.
    .replace(
      // ("I want to put one hundred USDC into AERO": putting an amount into a token is the swap "put" says alone.)
      /\b(?:(?:i (?:want|need|wanna|would like)|id like|i wish)(?: to)?|(?:please|pls|plz) to)\s+(?=(?:buy|sell|swap|change|convert|exchange|trade|send|transfer|purchase|spend)\b|put\s+(?:\$?\d|(?:a\s+hundred|a\s+thousand|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b))/g,
      '',
    )
    // "change some of my eth to usdc", "change 20 pol in wpol", "I want change my USDC to the ETH": changing a token
    // into a token is a swap, how much said or not (then asked); "change" stays a word elsewhere ("the 24h change of
    // eth", "change my default chain to base").
    .replace(
      /\bchang(?:e|ing)\s+([^.,;!?]{0,40}?\b\$?([a-z]+)\s+(?:to|into|in|for)\s+(?:the\s+)?\$?([a-z]+))/g,
      (said, rest: string, from: string, to: string) => (tokenWords.has(from) && tokenWords.has(to) ? `swap ${rest}` : said),
    )
    // "Please, I want to make my USDC to ETH", "turn my usdc into eth": making a token into a token is a swap too.
    .replace(
      /\b(?:make|making|turn|turning)\s+((?:my|the|some|all|half)?\s*\$?([a-z]+)\s+(?:to|into|in)\s+(?:the\s+)?\$?([a-z]+))\b/g,
      (said, rest: string, from: string, to: string) => (tokenWords.has(from) && tokenWords.has(to) && from !== to ? `swap ${rest}` : said),
    )
    // "I want ETH for my USDC", "give me eth instead of my usdc", "I like to have ETH instead my USDC": a token wished
    // for in place of one held is a swap of the one held; how much and where are asked.
    .replace(
      /\b(?:i\s+(?:want|need|wanna|would\s+like|like)(?:\s+to\s+(?:have|get))?|id\s+like(?:\s+to\s+(?:have|get))?|give\s+me)\s+(?:some\s+)?\$?([a-z]+)\s+(?:for|instead(?:\s+of)?|in\s+(?:exchange|return|place)\s+(?:for|of))\s+(?:my|the|some)\s+\$?([a-z]+)\b/g,
      (said, wanted: string, held: string) => (tokenWords.has(wanted) && tokenWords.has(held) && wanted !== held ? `swap my ${held} for ${wanted}` : said),
    )
    // "buy for me UNI with 40 USDC": who it is for is no part of the trade ("buy ... for UNI" would read the other way round).
    .replace(/\b(buy|sell|swap|get|grab|purchase|convert|exchange|trade|send|transfer)\s+for\s+(?:me|us|myself)\b/g, '$1')
    // "buy eth usd 5", "--usd 40": the currency's code before the number, as prices are written, is that many dollars
    // (it was read as 5 of the token bought).
    .replace(/(?<![\w.])(?:--?)?(?:usd|dollars?|bucks)(?:[\s_-]*(?:amount|amt|value|size|notional))?\s*(?=\d)/g, '$')
    // "hold >= 2500 usdc": at least that number (never an arrow, as ">" may be).
    .replace(/(^|\s)(?:>=|≥)\s*(?=\$?\d)/g, '$1at least ')
    .replace(/\s*(?:->|→|=>|>|⇒)\s*/g, ' into ')
    // "buy 50 worth of eth": a value with no unit said is dollars, never 50 ETH; a guess, so a move asks it back whole.
    // (An address's place-holder "@0" is no value: "send 10 to 0x… worth of eth" read "0 worth" as 0 dollars.)
    .replace(/(?<![\w.$@])([a-z]+|\d*\.?\d+[km]?)\s+worth\s+of\b/g, (said, value: string) => {
      if (!/^\d|^(?:hundred|thousand)$/.test(value) && !Object.hasOwn(units, value) && !tensWords.has(value)) return said;
      // "buy 1m worth of pepe": a count as large is as likely of a token priced in fractions of a cent as dollars (asked
      // back as "$1000000", the yes moved a million dollars); never guessed.
      const scaled = /^(\d*\.?\d+)([km]?)$/.exec(value);
      if (scaled && Number(scaled[1]) * (scaled[2] === 'm' ? 1e6 : scaled[2] === 'k' ? 1e3 : 1) >= 10_000) unclear.push(`unit:${value} worth of`);
      guessedWords.push({ word: `${value} worth`, meant: `${value} dollars` });
      return `${value} dollars of`;
    })
    // "All my AERO I want to sell, give me USDC for it": what a trade gives is what it is for, not a read ("give me my balance").
    .replace(/\b(?:give|get) me (\$?[a-z]+) (?:for|in exchange for|in return for) (?:it|them|that|those)\b/g, (said, token: string) =>
      tokenWords.has(token.replace(/^\$/, '')) ? `for ${token}` : said,
    )
    // "you ess dee tea", "u s d c": a dollar ticker as a voice transcription spells it, letter by letter.
    .replace(/\b(?:you|u)\s+(?:ess|es|s)\s+(?:dee|d)\s+(see|sea|c|tee|tea|t)\b/g, (_m, last: string) => (last.startsWith('t') ? 'usdt' : 'usdc'))
    // "wrapped eath": wrapped ether heard wrong; read as WETH, and a guess all the same, so a move on it is asked back whole.
    .replace(/\bwrapped\s+(?:eath|eeth|ethe|heath)\b/g, (heard) => {
      guessedWords.push({ word: heard, meant: 'weth' });
      return 'weth';
    })
    // "pay it from usdc", "paying in usdt", "pay using my usdc", "pay by usdc", "paying via usdt": the token that pays,
    // never a payment of its own.
    .replace(/\bpay(?:ing)?(?:\s+(?:it|for it))?\s+(?:from|in|using|by|via|through)\s+(?=(?:my\s+)?\$?[a-z])/g, (said, offset: number, whole: string) => {
      const token = /^(?:my\s+)?\$?([a-z]+)/.exec(whole.slice(offset + said.length))?.[1] ?? '';
      return tokenWords.has(token) ? 'with ' : said;
    })
    // "using the eth i hold there to pay for it", "with usdc to pay for the purchase": the token that pays a trade, said
    // with its purpose, never a payment of its own.
    .replace(usingToPay, (said, lead: string, token: string, held: string) => (tokenWords.has(token) ? `${lead}${token}${held}` : said))
    // "send 10 to 0x… worth of eth": "worth of" away from any amount leaves unsaid whether 10 is dollars or ETH (read
    // as 10 ETH, it sent 3,000 times the $10 meant). Never guessed: refused, saying how to write it.
    .replace(/(\S+)\s+worth\s+of\b/g, (said, before: string) => {
      if (/^[$\d.]*\d[km]?$|^(?:dollars?|bucks?|usd|grand|cents?)$/.test(before) || tokenWords.has(before.replace(/^\$/, ''))) return said;
      if (/(?:^|[^@\w.])\$?\d/.test(text)) unclear.push(`worth of, away from its amount`);
      return said;
    })
    // "what it currently trades at", "what does link trade at on ethereum?": what a token trades at, with no figure after
    // it, is its price asked ("trading at", as said); "when it trades at 4000" stays an order's price.
    .replace(tradesAtAsked, 'trading at')
    // "please send me the total USD value of all crypto holdings", "email us a summary of …": a report asked for, which is
    // shown, never money sent to whoever wrote it.
    .replace(reportAsked, 'show me ')
    .replace(phrasePattern, (p) => phrases[p] ?? p)
    // "10 a piece", "10 usdc a piece": each, as "10 apiece" (read as 10 and a word "piece", it was paired with an address).
    .replace(/(\d(?:\s*[km])?(?:\s+\$?[a-z]+)?)\s+a\s+piece\b/g, '$1 apiece')
    // "a couple hundred", "a few thousand", "several hundred bucks": no amount, so it is asked for, never guessed.
    // "a couple hundred usdc of eth" keeps what pays: "some eth with usdc".
    .replace(
      /\b(?:a\s+)?(?:couple(?:\s+of)?|few|several)\s+(?:hundred|thousand|k)\b(?:\s+\$?([a-z]+)\s+of\s+(\$?[a-z]+))?/g,
      (_vague, unit?: string, bought?: string) =>
        !unit || !bought
          ? ' some '
          : tokenWords.has(unit)
            ? ` some ${bought} with ${unit} `
            : usdWords.has(unit)
              ? ` some ${bought} `
              : ` some ${unit} of ${bought} `,
    )
    // "swap for hundred you ess dee see": a transcript's "for"/"to" before a bare "hundred" is "four"/"two", a guess
    // that a move asks back whole ("for a hundred" has its "a", and stays).
    .replace(/(?<![\d.]\s*)\b(for|fore|to|too)\s+(hundred|thousand)\b/g, (heard, word: string, scale: string) => {
      const meant = `${word.startsWith('f') ? 'four' : 'two'} ${scale}`;
      guessedWords.push({ word: heard, meant });
      return meant;
    })
    // "send five usdc two bob dot eth", "5 usdc 2 bob.eth", "ten usdc too alice.eth" (held-out-31, voice and chat): a
    // transcript's or a chat's "two", "too" or "2" between an amount's token and a wallet is "to" (a second amount
    // there has nothing to count); a guess, so a move on it is asked back whole.
    .replace(spokenPayeeTo, (said, amount: string, token: string, heard: string) => {
      // ("send ten bucks two bob dot eth": dollars before the wallet too, never "ten bucks two" as $10.02.)
      if (!tokenWords.has(token) && !usdWords.has(token)) return said;
      guessedWords.push({ word: heard, meant: 'to' });
      return `${amount} to `;
    })
    // "send for fifty usdc to bob.eth": a transcript's "for" (or "too") between a move's verb and a number said in words
    // may be "four fifty" (450) or a slip before 50; which, is asked, never guessed (it sent 50).
    .replace(spokenHundreds, (said) => {
      unclear.push(said.trim().replace(/\s+/g, ' '));
      return ' ';
    })
    // "swap won eat for usdc", "send won usdc": "won" before a token is "one" as a transcript hears it; a guess.
    .replace(/\bwon\s+(?=\$?([a-z]+)\b)/g, (said, token: string) => {
      if (!tokenWords.has(token) && !heardInPlace.has(token)) return said;
      guessedWords.push({ word: 'won', meant: 'one' });
      return 'one ';
    });
  // "2 grand" with nothing it buys after it, "25 hundred", "10 thou": read as thousands and hundreds, a guess all the
  // same, so a move on it is asked back whole (they were read as 2, 25 and 10).
  for (const m of text.matchAll(/\b([a-z]+|\d*\.?\d+)\s+(grand|thou|hundred)\b(?:\s+(\$?[a-z]+))?/g)) {
    const after = m[3]?.replace(/^\$/, '');
    const counted = after !== undefined && (tokenWords.has(after) || usdWords.has(after) || after === 'of' || after === 'worth');
    const digits = /\d/.test(m[1]!);
    // "half a grand in usdc": a share of the scale, read as one (500 dollars) by numbersFromWords.
    if (/\b(?:half|quarter)\s+(?:of\s+)?$/.test(text.slice(0, m.index))) continue;
    // "a grand and a half": said whole in the question, with the share it carries (1,500 dollars).
    const share = m[2] === 'grand' ? /^\s*and\s+an?\s+(half|quarter)\b/.exec(text.slice(m.index! + m[0].length - (m[3]?.length ?? 0))) : null;
    if (share) {
      const count = /\d/.test(m[1]!) ? Number(m[1]) : 1;
      guessedWords.push({ word: `${m[1]} grand and a ${share[1]}`, meant: `${count * 1000 + (share[1] === 'half' ? 500 : 250)} dollars` });
      continue;
    }
    if ((m[2] === 'grand' && !counted && (digits || m[1] === 'a' || spokenNumberWords.has(m[1]!))) || (m[2] !== 'grand' && digits))
      guessedWords.push({
        word: m[0].replace(/\s+\$?[a-z]+$/, (w) => (m[3] && w.trim() === m[3] ? '' : w)).trim(),
        meant: m[2] === 'hundred' ? String(Number(m[1]) * 100) : `${m[1]} thousand${m[2] === 'grand' ? ' dollars' : ''}`,
      });
  }
  text = numbersFromWords(
    text,
    (w) => tokenWords.has(w.replace(/^\$/, '')) || tokenWords.has(heardAs.get(w) ?? heardInPlace.get(w) ?? '') || usdWords.has(w) || w === 'percent',
  )
    // "need exactly one thousand degen", "i want fifty dollars of eth": the same need, its amount said in words.
    .replace(/^\s*(?:i\s+)?(?:need|want)\s+(?=(?:exactly\s+|precisely\s+)?\$?\d)/, 'buy ')
    // "i want to end up with exactly ten link …, pay with usdc" (held-out-12): what one ends up with is what is bought
    // (read without it, the amount's token was the one sold, and the move was asked back the wrong way round).
    .replace(/\b(?:(?:i\s+)?(?:want|need|would\s+like|d\s+like|wanna)\s+to\s+)?(?:end|wind)\s+up\s+(?:with|holding)\b/g, 'get')
    // "cell um cell five uni for usdc": "sell" as a transcription hears it, said (and stumbled on) before an amount of a
    // token; a guess, so a move on it is asked back whole.
    .replace(
      // ("sel 2 sol" is a typo the word list reads as "sell" already, made at once.)
      /\bcell\s+(?:(?:um+|uh+|er+|ah+)\s+)?(?:cell\s+)?(?=\$?\d*\.?\d+[km]?\s+\$?([a-z]+)\b)/g,
      (said, token: string) => {
        if (!tokenWords.has(token)) return said;
        guessedWords.push({ word: said.trim().replace(/\s+/g, ' '), meant: 'sell' });
        return 'sell ';
      },
    )
    // Who a trade's verb is done for turns it round: "sell me 1 eth" is a sale TO me (I buy); "buy my 1 eth", "buy 1
    // eth off me" is a purchase FROM me (I sell). Read so, and a guess all the same: a move on it is asked back whole.
    .replace(/\bsell\s+(?:me|us)\b(?!\s+on\b)(?=\s+(?:some\s+|a\s+bit\s+of\s+)?(?:\$?\d|\$?([a-z]+)))/g, (said, token?: string) => {
      if (token !== undefined && !tokenWords.has(token)) return said;
      guessedWords.push({ word: said, meant: 'buy' });
      return 'buy';
    })
    .replace(/\b(?:buy|purchase)\s+(?:my|our)\s+(?=(?:\$?\d*\.?\d+[km]?\s+)?\$?([a-z]+)\b(?!\s+back\b))/g, (said, token: string) => {
      if (!tokenWords.has(token)) return said;
      guessedWords.push({ word: said.trim(), meant: 'sell my' });
      return 'sell my ';
    })
    .replace(/\b(?:buy|purchase|take)\s+((?:\$?\d*\.?\d+[km]?\s+)?\$?([a-z]+))\s+(?:off|from)\s+(?:me|us)\b/g, (said, what: string, token: string) => {
      if (!tokenWords.has(token)) return said;
      guessedWords.push({ word: said, meant: `sell ${what}` });
      return `sell ${what}`;
    })
    // "need usdc, 1 eth sell, base": a telegraphic need, then what to sell for it; the need is what is received.
    .replace(
      /^\s*(?:i\s+)?(?:need|want)\s+(\$?([a-z]+))\s*[,:;-]\s*(\$?\d*\.?\d+[km]?\s+\$?([a-z]+))\s+(?:sell|swap|trade|change|convert)\b/,
      (said, wanted: string, want: string, what: string, sold: string) => {
        if (!tokenWords.has(want) || !tokenWords.has(sold) || want === sold) return said;
        guessedWords.push({ word: said.trim(), meant: `sell ${what} for ${wanted}` });
        return `sell ${what} for ${wanted}`;
      },
    )
    // "take profit 500 usdc on my eth" (read "sell 500 usdc on my eth"), "sell 200 usdc off my sol": an amount in one token
    // taken off another held is that much of the one held, sold (it bought ETH). A guess, so a move on it is asked back.
    .replace(
      /\bsell\s+(\$?\d*\.?\d+[km]?\s+\$?([a-z]+))\s+(?:(?:on|from|off|out\s+of)\s+(?:my|the|our)|from|off)\s+(\$?([a-z]+))\b(?![^.;!?]*\b(?:at|when|if|once|above|below|hits?|reaches?)\b)/g,
      (said, what: string, unit: string, held: string, heldBare: string) => {
        if (!tokenWords.has(unit) || !tokenWords.has(heldBare) || unit === heldBare) return said;
        guessedWords.push({ word: said, meant: `sell ${what} of my ${held}` });
        return `sell ${what} of my ${held}`;
      },
    )
    // "buy 20 usdc of polygon": dollars' worth of a chain named is of its native token (as "of ethereum", "of solana").
    .replace(dollarsOfPolygon, '$1pol')
    // "WIF — limit buy @ $1.50 (solana)" (held-out-44, pasted): a chain's full name alone in brackets is where it runs,
    // never its native token bought (it set up a buy of SOL).
    .replace(/\(\s*(base|ethereum|polygon|unichain|solana)(?:\s+(?:chain|network|mainnet))?\s*\)/g, ' on $1 ')
    // "carol.base.eth gets 20 usdc, base chain", "0x… should receive $15 of usdc": a wallet that opens the request, then
    // what it gets, is a transfer to it. Only said as what is to happen: "got", "received", "did … get", a question stay.
    .replace(
      /^((?:\s*(?:ok|okay|so|right|alright|and|then|now|pls|please)\b[\s,]*)*)\s*(@\d+)\s*(?:gets|receives|should\s+(?:get|receive))\s+((?:\$?\d*\.?\d+[km]?)(?:\s+(?:dollars?|usd|bucks))?(?:\s+(?:of|in))?\s+\$?[a-z]+)\b/,
      (said, opening: string, who: string, what: string) => (/\?\s*$/.test(prompt) ? said : `${opening}send ${what} to ${who}`),
    );
  // "1 000 usdc", an answer "1 000": thousands grouped with a space, or two numbers; it was read as 1.
  for (const m of text.matchAll(/(?<![\w.,$])\$?[1-9]\d{0,2}\s\d{3}(?![\w.,%])/g)) unclear.push(m[0]);
  // "2 or 3 eth", "$20-30 of eth", "two or three sol": two amounts, one to pick; asked back, never guessed.
  for (const m of text.matchAll(/(?<![\w.])(\$?\d*\.?\d+[km]?)\s*(?:\bor\b|-|–)\s*(\$?\d*\.?\d+[km]?)(?=\s+(\$?[a-z]+))/g)) {
    const after = m[3]!.replace(/^\$/, '');
    if (tokenWords.has(after) || usdWords.has(after) || after === 'of' || after === 'worth' || m[2]!.startsWith('$')) unclear.push(`${m[1]} or ${m[2]}`);
  }
  let slippageBps: number | undefined;
  let badSlippage: string | undefined;
  // `slippage_bps=50`, `max_slippage_pct=0.5`: a slippage field's name says its unit; read as "slippage 50 bps", never
  // dropped for the default, which is looser than the limit asked.
  text = text
    .replace(/\b(?:max_)?(?:slippage|slip)_?bps\s*[=:]\s*(?=\d|\.\d)/g, 'slippage bps ')
    .replace(/\bslippage bps (\d*\.?\d+)\b/g, 'slippage $1 bps')
    .replace(/\b(?:max_)?(?:slippage|slip)_(?:pct|percent)\s*[=:]\s*(?=\d|\.\d)/g, 'slippage ')
    // `max_slippage=0.1%`, `slippage_max=1`: the limit said with its bound, as `slippage=` says it.
    .replace(/\b(?:max_?(?:slippage|slip)|(?:slippage|slip)_?max)\s*[=:]\s*(?=\d|\.\d)/g, 'slippage ');
  // Each form below says "slip" ("slippage" included) or "bps": a text with neither has no slippage to read.
  if (/slip|bps/.test(text))
    text = text.replace(
      /\b(?:(?:with|max|maximum|at)\s+)*(?:slippage|slip)\s*(?:(?:of|at|to|tolerance|limit|is|:|=|must|should|not|no|exceed|more|than|below|under|above|over|keep|it|up|upto|maximum|max|capped|cap)\s*)*(\d*\.?\d+)\s*(%|percent|bps)?|(\d*\.?\d+)\s*(%|percent|bps)?\s*(?:max\s+|of\s+)?(?:slippage|slip)\b(?!\s*[=:])|(?:(?:with|max|maximum|at)\s+)*(\d*\.?\d+)\s*(bps)\b/,
      (_m, a, au, b, bu, c, cu) => {
        const number = a ?? b ?? c;
        const unit = au ?? bu ?? cu;
        const value = Number(number);
        const bps = Math.round(unit === 'bps' ? value : value * 100); // a bare number after "slippage" is a percentage
        if (bps >= 1 && bps <= 5000) slippageBps = bps;
        else badSlippage = `${number}${unit === 'bps' ? ' bps' : '%'}`;
        return ' ';
      },
    );
  // A comma left between digits is a decimal comma ("0,5" is half in most of Europe) or a typo: never read as grouping, which sent 10 to 1,000 times the amount.
  // ",5 eth": a number that starts with a comma is no amount (it was read as 5, ten times what was meant).
  // "1.500 degen", "10.000 usdc": three decimals ending in zero after a whole number are a dot between thousands as much as
  // decimals (1.5 or 1500?), so never read as either.
  // "…at 18:00 UTC — 50 usdc of sol": a dash set apart by spaces inside the text is a pause, like a comma; a minus sign
  // is written against its number ("-50"), or opens the text.
  const badAmount =
    /(?:^\s*|[(:]|\s(?=-\d))(-\s*\d[\d.]*)|(?:^|[\s(:])(,\d[\d.,]*)|\b(\d+\.\d+\.[\d.]+|\d+(?:\.\d+)?e[+-]?\d+|\d[\d.]*,\d[\d.,]*|(?<![\d.])[1-9]\d{0,2}\.\d\d0(?![\d.]))\b/.exec(
      text,
    );
  // "one fifty", "two twenty five": numbers said one after the other, left joined by numbersFromWords (1.50 or 150?).
  const unsure = [...text.matchAll(/\b[a-z]+(?:-[a-z]+)+\b/g)]
    .map((m) => m[0])
    .find((w) => w.split('-').every((n) => spokenNumberWords.has(n)))
    ?.replace(/-/g, ' ');
  const { words, clauses } = wordsAndClauses(text);
  const actions: { action: Action; index: number }[] = [];
  const chains: ChainName[] = [];
  const chainIndexes = new Set<number>();
  const tokens: TokenMention[] = [];
  const unknownTokens: { word: string; index: number }[] = [];
  const addresses: AddressMention[] = [];
  let unsupportedChain: string | undefined;
  let yes = false;
  let no = false;
  const guessed: { word: string; meant: string }[] = [...decimalCommas, ...guessedWords];
  // "alice dot eath": the name's ending was misheard (spokenNames reads it as .eth): a recipient read from a guess.
  for (const m of prompt.matchAll(spokenNameMisheard)) guessed.push({ word: m[0], meant: asName(m[0], m[1]!, m[2]) });
  const addChain = (chain: ChainName, index: number) => {
    chainIndexes.add(index);
    if (!chains.includes(chain)) chains.push(chain);
  };
  words.forEach((word, index) => {
    const prev = words[index - 1] ?? '';
    const next = words[index + 1] ?? '';
    // "in my Solana wallet", "my eth account": a wallet named by its chain.
    // ("to this solana address 9xQe…", "her base wallet" (held-out-43, nonnative): whose wallet or which one, on that chain.)
    const walletOf =
      ['my', 'your', 'our', 'this', 'that', 'the', 'his', 'her', 'their', 'a', 'an'].includes(prev) &&
      ['wallet', 'wallets', 'account', 'accounts', 'address', 'addy', 'addr'].includes(next);
    // "on the chain ethereum", "on chain sol": a chain named after the word "chain" or "network".
    const afterChainWord =
      chainSuffixes.has(prev) &&
      (chainPrepositions.has(words[index - 2] ?? '') || (words[index - 2] === 'the' && chainPrepositions.has(words[index - 3] ?? '')));
    // "a position in bitcoin", "exposure in btc": what is held, never the chain it is held on.
    const heldIn = prev === 'in' && heldAssetNouns.has(words[index - 2] ?? '');
    const inChainPosition = (chainPrepositions.has(prev) && !heldIn) || chainSuffixes.has(next) || walletOf || afterChainWord;
    if (word.startsWith('@')) {
      const mention = raws[Number(word.slice(1))]!;
      addresses.push({ ...mention, index, afterTo: prev === 'to' });
      return;
    }
    if (/^\$?\d*\.?\d+[km]?%?$/.test(word) || word === '$' || word === '%') return;
    if (yesWords.has(word)) yes = true;
    // "forget it" takes a request back; "sorry I forget to say it", "you forget the chain" do not.
    const forgetSaid = word === 'forget' && (forgetSubjects.has(prev) || next === 'to');
    if (noWords.has(word) && !forgetSaid && !boundSaid(words, index)) no = true;
    const ticker = word.startsWith('$') ? word.slice(1) : undefined;
    const bare = ticker ?? word;
    if (ticker === undefined && otherChains.has(bare)) unsupportedChain ??= bare;
    if (ticker === undefined && otherChainsInPosition.has(bare) && inChainPosition) unsupportedChain ??= bare;
    // "ethereum classic", "polygon zkevm", "base sepolia": a supported chain's name with a word that makes it another chain.
    if (ticker === undefined && (chainWords.has(bare) || sharedChainWords.has(bare)) && otherChainQualifiers.has(next)) unsupportedChain ??= `${bare} ${next}`;
    // "on degen chain", "send 10 degen … on degen": a token whose name is also its own chain's, named where a chain goes.
    if (
      ticker === undefined &&
      tokenNamedChains.has(bare) &&
      (chainSuffixes.has(next) || ((prev === 'on' || prev === 'via') && tokens.some((t) => t.key === tokenWords.get(bare))))
    )
      unsupportedChain ??= `${bare} chain`;
    const listedAfterChain =
      ((prev === 'and' || prev === 'or' || prev === 'n') && (chainPrepositions.has(words[index - 2] ?? '') || chainIndexes.has(index - 2))) ||
      chainIndexes.has(index - 1);
    // "PRICE LINK ETHEREUM", "swap 1 eth usdc solana": a chain's full name after a token, ending the request.
    // "TRENDING SOLANA": trending ranks chains, so a chain word there is a chain.
    const afterTrending = verbs.get(prev) === 'trending' || chainIndexes.has(index - 1);
    const trailingChainName =
      (bare === 'ethereum' || bare === 'solana') && (tokens.at(-1)?.index === index - 1 || prev.startsWith('@')) && !tokenWords.has(next);
    // "swap 10 usdc in eth on base": after a trade and its token, "in" says what the token becomes, not where.
    // "unwrap 0.02 weth back in eth": "back in" says what a token becomes, never where.
    const tradedInto =
      prev === 'in' &&
      (bare === 'eth' || bare === 'sol') &&
      ((tokens.at(-1)?.index === index - 2 && actions.some((a) => a.action === 'swap' || a.action === 'buy' || a.action === 'sell')) ||
        words[index - 2] === 'back');
    // "buy $50 of aero on base using eth": in a trade whose chain is named by a word that only means a chain, "using eth"
    // is the token that pays (held-out-10), not a second chain. Alone ("buy 20 usdc of wif using sol") it stays the chain.
    const paidWith =
      prev === 'using' &&
      (bare === 'eth' || bare === 'sol') &&
      actions.some((a) => a.action === 'swap' || a.action === 'buy' || a.action === 'sell') &&
      words.some((w) => chainWords.has(w) || w === 'ethereum' || w === 'solana');
    if (
      ticker === undefined &&
      sharedChainWords.has(bare) &&
      !tradedInto &&
      !paidWith &&
      (inChainPosition || listedAfterChain || trailingChainName || afterTrending)
    ) {
      addChain(sharedChainWords.get(bare)!, index);
      return;
    }
    // A ticker ("$usdce") is exact, never a typo of a listed one; a corrected chain or token is noted, for a move to ask about.
    const heard = ticker === undefined && tokenPlace(words, index) ? heardInPlace.get(bare) : undefined;
    const corrected =
      heard ??
      (ticker !== undefined || tokenWords.has(bare) || verbs.has(bare) || chainWords.has(bare) || stopWords.has(bare) ? bare : (correctTypo(bare) ?? bare));
    if (corrected !== bare && !verbs.has(corrected)) guessed.push({ word: bare, meant: corrected });
    if (ticker === undefined && chainWords.has(corrected)) {
      addChain(chainWords.get(corrected)!, index);
      return;
    }
    // "sell 5 UNI for USDC in the Ethereum" (held-out-22): the chain's name after "on the" / "in the" is still the chain.
    const afterThe = prev === 'the' && (words[index - 2] === 'on' || words[index - 2] === 'in');
    if (ticker === undefined && (corrected === 'unichain' || ((corrected === 'ethereum' || corrected === 'solana') && (inChainPosition || afterThe)))) {
      addChain(corrected, index);
      return;
    }
    const key = tokenWords.get(corrected);
    if (
      key !== undefined &&
      !(ticker === undefined && otherChainsInPosition.has(bare) && inChainPosition) &&
      !(ticker === undefined && everydayToken(words, index))
    ) {
      tokens.push({ key, index });
      return;
    }
    if (ticker !== undefined) {
      unknownTokens.push({ word: ticker, index });
      return;
    }
    const action = verbs.get(corrected);
    if (action) {
      // "trade buy DEGEN with 20 USDC", "swap: sell 5 ETH": a trade's own verb just before buy or sell only says a trade
      // is made; the side's verb says which way, as it does alone (read as the swap, it sold the token bought).
      const last = actions[actions.length - 1];
      if ((action === 'buy' || action === 'sell') && last?.action === 'swap' && last.index === index - 1) actions.pop();
      actions.push({ action, index });
      return;
    }
    // "to get eth", "can I get some ETH with 20 USDC", "get me 2 sol": getting a token is buying it.
    if (word === 'get' && looksLikeTokenAhead(words, index)) {
      actions.push({ action: 'buy', index });
      return;
    }
    if (
      /^\$?\d/.test(prev) &&
      !isContextNumber(words, index - 1) &&
      // "comparing the two before I decide", "the 3 of them": a number after "the" counts what was said, no amount.
      !(words[index - 2] === 'the' && !/^\$/.test(prev)) &&
      !stopWords.has(word) &&
      !usdWords.has(word) &&
      !fractionWords.has(word) &&
      !['percent', 'more', 'times', 'x', 'of', 'worth', 'k', 'usd'].includes(word) &&
      // "Tomorrow 9:00 AM" (held-out-39, pasted): the half of the day after a clock time, never a token.
      !(/^(?:am|pm)$/.test(word) && /^\d{1,2}(?::\d{2})?$/.test(prev)) &&
      // "around ten, but I would like to confirm": a conjunction after a figure opens a clause, it names no token.
      !conjunctions.has(word)
    ) {
      unknownTokens.push({ word, index });
    }
  });
  // "0 usdc", "$0 of eth": an amount of nothing is a mistake to point out, not a question to ask.
  const zero = words.findIndex(
    (w, i) => /^\$?0*\.?0+[km]?$/.test(w) && (w.startsWith('$') || tokens.some((t) => t.index === i + 1) || usdWords.has(words[i + 1] ?? '')),
  );
  const amounts = readAmounts(words, tokens, unclear);
  const apart = unitApart({ words, tokens, actions, amounts, chainIndexes, contextNumber: (i) => isContextNumber(words, i) });
  if (apart) unclear.push(apart);
  return {
    words,
    actions,
    chains,
    chainIndexes,
    tokens,
    unknownTokens,
    addresses,
    yes,
    no,
    asked: /\?\s*$/.test(prompt),
    guessed,
    clauses,
    amounts,
    ...(unsupportedChain ? { unsupportedChain } : {}),
    ...(timestamp ? { timestamp } : {}),
    ...(slippageBps !== undefined ? { slippageBps } : {}),
    ...(badSlippage ? { badSlippage } : {}),
    ...(unclear.length > 0
      ? { badAmount: unclear[0]! }
      : badAmount
        ? { badAmount: (badAmount[1] ?? badAmount[2] ?? badAmount[3])!.replace(/\s+/g, '') }
        : unsure
          ? { badAmount: unsure }
          : zero >= 0
            ? { badAmount: words[zero]! }
            : {}),
  };
}

/** The words of `text` as `wordPattern` finds them, and the clause number of each. */
function wordsAndClauses(text: string): { words: string[]; clauses: number[] } {
  const words: string[] = [];
  const clauses: number[] = [];
  let clause = 0;
  let from = 0;
  for (const m of text.matchAll(wordPattern)) {
    if (/[,.;!?:\n]|\s[-–—]\s/.test(text.slice(from, m.index))) clause++;
    from = m.index + m[0].length;
    words.push(m[0]);
    clauses.push(clause);
  }
  return { words, clauses };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const decimal = (value: number): string => {
  const s = String(value);
  return /e/.test(s) ? value.toFixed(18).replace(/\.?0+$/, '') : s;
};

/** Amounts with the token each is of, if any: "5 usdc", "$20 of eth", "half my degen", "25% of my sol", "all". */
function readAmounts(words: readonly string[], tokens: readonly TokenMention[], unclearShares: string[]): AmountMention[] {
  const tokenAt = new Set(tokens.map((t) => t.index));
  const skippable = new Set(['of', 'my', 'the', 'our', 'worth', 'in', 'all', 'i', 'have', 'ive', 'got', 'hold']);
  const tokenAfter = (index: number): number | undefined => {
    for (let i = index + 1; i < words.length && i <= index + 4; i++) {
      if (tokenAt.has(i)) return i;
      if (!skippable.has(words[i]!)) return undefined;
    }
    return undefined;
  };
  const amounts: AmountMention[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1] ?? '';
    const number = /^(\$?)(\d*\.?\d+)([km]?)(%?)$/.exec(word);
    if (number && isContextNumber(words, index)) return;
    // "send usdc 4 0x…", "send for usdc 2 0x…" (voice): a 2 or a 4 between the token and its recipient may be the "to" or
    // "for" it sounds like, and the amount unsaid; never guessed.
    if (number && /^[24]$/.test(word) && next.startsWith('@') && tokenAt.has(index - 1)) {
      unclearShares.push(`${words[index - 1]} ${word}`);
      return;
    }
    if (number) {
      const [, dollar, digits, scale, percent] = number;
      let value = Number(digits) * (scale === 'k' ? 1_000 : scale === 'm' ? 1_000_000 : 1);
      const text = scale ? decimal(value) : digits!.startsWith('.') ? `0${digits}` : digits!;
      if (percent || next === 'percent' || next === '%') {
        if (value > 0 && value <= 100)
          amounts.push({ amount: { kind: 'fraction', value: Number((value / 100).toFixed(10)) }, index, ...opt(tokenAfter(index + (percent ? 0 : 1))) });
        return;
      }
      if (value <= 0) return;
      const usd = dollar === '$' || words[index - 1] === '$' || usdWords.has(next);
      if (usd) {
        amounts.push({ amount: { kind: 'usd', value: text }, index, ...opt(tokenAfter(index + (usdWords.has(next) ? 1 : 0))) });
        return;
      }
      // "5 usdc", and "20 of my usdc" (not "5 for eth": only "of" and "my" may stand between).
      const of = next === 'of' ? tokenAfter(index) : undefined;
      const attached = tokenAt.has(index + 1) || next.startsWith('@') ? index + 1 : of;
      amounts.push({ amount: { kind: 'exact', value: text }, index, ...opt(attached) });
      value = 0;
      return;
    }
    const share = fractionWords.get(word);
    if (share === undefined) return;
    const token = tokenAfter(index);
    const standalone = index === words.length - 1 || ['of', 'my', 'it', 'that', 'them', 'to', 'on'].includes(next);
    if (share === 1 && token === undefined && !standalone) return;
    if (share === 1 && (next === 'chains' || next === 'tokens' || next === 'balances' || next === 'networks')) return;
    // "a quarter eth", "a half sol": a share said with "a" right before its token is that much of one token, not of a balance.
    if (share < 1 && token === index + 1 && (words[index - 1] === 'a' || words[index - 1] === 'an')) {
      amounts.push({ amount: { kind: 'exact', value: String(share) }, index, tokenIndex: token });
      return;
    }
    // "send a quarter in usdc", "a half to 0x… in eth": a quarter of a dollar, of one token, or of the balance? Said with
    // "a" and no "of" after it (as "a quarter of my usdc" is), never guessed (it sent a quarter of the balance).
    // ("now send a quarter to bob.eth", no token named at all, is the thread's share question: see share-after-move.ts.)
    const article = (words[index - 1] === 'a' || words[index - 1] === 'an') && words[index - 2] !== 'and';
    if (share < 1 && token !== index + 1 && article && !['of', 'my'].includes(next) && (tokens.length > 0 || next !== 'to')) {
      unclearShares.push(`${words[index - 1]} ${word}`);
      return;
    }
    // "send half eth", "swap quarter sol": half of one ETH, or half the ETH held? Neither is guessed ("half an eth" is
    // one, "half my eth" the other).
    // Bought, it can only be of one ("buy half eth").
    const bought = words.slice(0, index).some((w) => ['buy', 'get', 'grab', 'purchase', 'acquire'].includes(w));
    if (share < 1 && token === index + 1 && !bought && !['a', 'an', 'of', 'my', 'the', 'your', 'all'].includes(words[index - 1] ?? '')) {
      unclearShares.push(`${word} ${words[index + 1]}`);
      return;
    }
    amounts.push({ amount: { kind: 'fraction', value: share }, index, ...opt(token) });
  });
  return amounts;
}

const opt = (tokenIndex: number | undefined): { tokenIndex?: number } => (tokenIndex === undefined ? {} : { tokenIndex });

/** Words after "link" that make it the everyday word: "link my wallet", "send me the link", "link to the docs". */
const linkObjects = new Set(['my', 'me', 'your', 'it', 'them', 'this', 'that', 'here', 'below', 'above', 'in', 'for']);
const articles = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'your', 'his', 'her', 'their', 'its', 'which']);

/**
 * "link" is the everyday word, not the LINK token, after an article ("the link", "this link") or before its object
 * ("link my wallet", "link to the docs"); after an amount, a verb or "of" ("3 link", "buy link", "price of link"), or
 * written "LINK" or "$link", it is the token.
 */
/** Words after a supported chain's name that make it another chain ("ethereum classic", "polygon zkevm"). */
const otherChainQualifiers = new Set(['classic', 'zkevm', 'zk', 'nova', 'sepolia', 'goerli', 'holesky', 'amoy', 'mumbai', 'testnet', 'devnet']);
/** Tokens with a chain of their own name, which this service does not support ("degen chain", "ape chain"). */
const tokenNamedChains = new Set(['degen', 'ape', 'ham', 'bera']);

function everydayToken(words: readonly string[], index: number): boolean {
  if (words[index] !== 'link') return false;
  const prev = words[index - 1] ?? '';
  const next = words[index + 1] ?? '';
  if (/^\$?\d/.test(prev) || verbs.has(prev) || prev === 'of' || prev === 'my') return false;
  if (articles.has(prev)) return true;
  const after = words[index + 2] ?? '';
  return linkObjects.has(next) || (next === 'to' && !tokenWords.has(after.replace(/^\$/, '')) && !after.startsWith('@') && !/^\$?\d/.test(after));
}

/** Words after which a token stands: "of", "my", "for", "into", "some", and a verb ("sell arrow", "price of poll"). */
const beforeToken = new Set(['of', 'my', 'for', 'into', 'some', 'all', 'sell', 'buy', 'swap', 'trade', 'dump', 'ape', 'price', 'bought', 'sold']);

/**
 * Whether the word at `index` stands where a token does: after an amount ("five poll"), after "of", "for", "into",
 * "my" or a trade's verb, or after "to" that follows a token ("usdc to arrow"). "send 5 usdc to paul" has no token
 * before its "to": a recipient, never a ticker.
 */
function tokenPlace(words: readonly string[], index: number): boolean {
  const prev = words[index - 1] ?? '';
  if (/^\$?\d*\.?\d+[km]?$/.test(prev) || beforeToken.has(prev)) return true;
  return (prev === 'to' || prev === 'and') && tokenWords.has((words[index - 2] ?? '').replace(/^\$/, ''));
}

/** Whether a token (after an amount, "some", "me", "a bit of") follows `index`: "get eth", "get some usdc", "get 2 sol". */
function looksLikeTokenAhead(words: readonly string[], index: number): boolean {
  for (let i = index + 1; i < words.length && i <= index + 4; i++) {
    const w = words[i]!;
    if (tokenWords.has(w.replace(/^\$/, '')) || w.startsWith('@')) return true;
    if (!/^\$?\d/.test(w) && !['some', 'me', 'a', 'bit', 'of', 'more', 'few', 'little', 'exactly', 'precisely'].includes(w)) return false;
  }
  return false;
}

/** Words before a number that make it a price or a change, not an amount: "eth is at 3k", "bought at 150", "dropped 20%". */
const contextBefore = new Set([
  'at',
  'is',
  'was',
  'were',
  'dropped',
  'fell',
  'rose',
  'pumped',
  'dumped',
  'down',
  'up',
  'since',
  'hits',
  'hit',
  'reaches',
  'reached',
  'above',
  'below',
  'costs',
  'cost',
  'priced',
  'trading',
]);

const periodUnits: Record<string, string> = { h: 'hours', d: 'days', w: 'weeks', m: 'months', y: 'years' };
/** Words after a number that make it a period, a date or a rank ("7 days", "3 march", "the 2 cheapest"), not an amount. */
const notAmountAfter = new Set(
  `hours hour hrs days day weeks week months month years year minutes minute mins
  january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec
  st nd rd th decimals decimal cheapest biggest best worst largest smallest highest lowest hottest newest top most gainers losers movers performers`.split(
    /\s+/,
  ),
);
/** "for fifty", "too twenty" straight after a move's verb: "four fifty" or "two twenty" heard, or a slip. */
const spokenHundreds =
  /(?<=\b(?:send|sent|transfer|swap|sell|pay|convert|trade|exchange)\s+)(?:for|fore|too)\s+(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?\b/g;
/** An amount and its token, then "two", "too" or "2" before a wallet (an address or a name, "@n" once scanned). */
const spokenPayeeTo =
  /((?:\$?\d*\.?\d+[km]?|\b(?:[a-z]+teen|[a-z]+ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred|thousand))\s+\$?([a-z]+)\s+)(two|too|2)\s+(?=@\d+\b)/g;
const tensWords = new Set(['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
/** Things counted after a number ("for 3 nights", "split between 2 people"): a count, never an amount of a token. */
const countedThings = new Set(
  'people persons guys nights tickets tix pizzas meals drinks beers coffees items guests members employees invoices orders trades'.split(' '),
);
/** Words before a number that make it a rank or a date: "top 10", "the last 3", "march 3". */
const notAmountBefore = new Set([
  // "invoice 0093", "ref 4471", "part 2 of my plan", "step 1 of 3": a reference or a place in a list, not an amount.
  'invoice',
  'part',
  'step',
  'item',
  'line',
  'page',
  'phase',
  'round',
  // "grid level 4 crossed", "tier 2": a place on a ladder of orders.
  'level',
  'tier',
  'id',
  'inv',
  'ref',
  'reference',
  'ticket',
  'po',
  'top',
  'bottom',
  'first',
  'last',
  'past',
  'previous',
  'jan',
  'feb',
  'march',
  'april',
  'june',
  'july',
  'august',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/**
 * A number's label ("at block 12345678", "nonce 42", "gas 21000", "memo 88231", "room 204", "zip 94107", "my pin 1234",
 * "(version 2)", "on chain 8453"): what names a thing, a place or a setting, never how much to move.
 */
const labelsBefore = new Set(
  `block blocks nonce gas memo tx txn hash table seat apt apartment room suite zip zipcode postcode pin version ver
  chain chainid network fee otp code phone account acct customer confirmation`.split(/\s+/),
);
/** "for week 47", "of day 3": a place in a calendar after "for", "of" or "in" (not "every week 25 usdc"). */
const calendarBefore = new Set(['week', 'day', 'month']);
/** Chains by the words that name them, for a chain id said after its name ("on base (8453)", "on polygon 137"). */
const chainIds = new Map<string, number>([
  ['base', 8453],
  ['ethereum', 1],
  ['mainnet', 1],
  ['polygon', 137],
  ['unichain', 130],
]);

/** A number named by a label before it, not an amount (see {@link labelsBefore}). */
function labelledNumber(words: readonly string[], index: number): boolean {
  const prev = words[index - 1] ?? '';
  const before = words[index - 2] ?? '';
  // "tx: 1 eth to 0x…", "gas 5 usdc": a number said with its token is an amount, whatever stands before it.
  const next = (words[index + 1] ?? '').replace(/^\$/, '');
  if (tokenWords.has(next) || usdWords.has(next)) return false;
  if (labelsBefore.has(prev)) return true;
  // "with tip 2", "and a tip 2": the tip beside a payment is not the payment ("tip 2 usdc to …" is one).
  if (prev === 'tip' && ['with', 'and', 'plus', 'a', 'the', '+'].includes(before)) return true;
  if (calendarBefore.has(prev) && ['for', 'of', 'in'].includes(before)) return true;
  return chainIds.get(prev) === Number(words[index]);
}

/**
 * The labelled numbers of a prompt ("block 12345678", "nonce 42", "base 8453"), as said: none is an amount, and a move
 * said with one is asked back rather than made on an answer alone.
 */
export function labelledNumbers(words: readonly string[]): string[] {
  return words.flatMap((word, index) => (/^\d[\d.,]*$/.test(word) && labelledNumber(words, index) ? [`${words[index - 1]} ${word}`] : []));
}

/** Words that join clauses: after a figure they open the next clause ("around ten, but …"), never a token's name. */
const conjunctions = new Set(['but', 'yet', 'though', 'although', 'because', 'while', 'whereas', 'however', 'unless', 'until', 'since', 'so']);

/** A number that describes the market, the past, a period, a date or a rank rather than how much to move. */
function isContextNumber(words: readonly string[], index: number): boolean {
  const prev = words[index - 1] ?? '';
  const next = words[index + 1] ?? '';
  return (
    contextBefore.has(prev) ||
    notAmountAfter.has(next) ||
    countedThings.has(next) ||
    notAmountBefore.has(prev) ||
    labelledNumber(words, index) ||
    // "pay 10 USDC to each one of these two: 0x… and 0x…" (held-out-39, non-native "this two"): a count of the things
    // pointed at, no amount (one with its token, "these 5 usdc", stays one).
    (['these', 'those', 'this'].includes(prev) && !tokenWords.has(next) && !usdWords.has(next)) ||
    ['cents', 'cent', 'each', 'apiece', 'today', 'yesterday'].includes(next) ||
    // "0093": a number written with leading zeros is a reference or a code, never how much.
    /^0\d+$/.test(words[index]!) ||
    // "in 2024" is a year; "2000 usdc", "2000 dollars of eth" are amounts.
    (/^(?:19|20)\d\d$/.test(words[index]!) && !tokenWords.has(next) && !usdWords.has(next))
  );
}

/**
 * "no more and no less", "no less than 50", "no more, no less": a "no" that bounds an amount, never a refusal (an
 * answer "The amount is 60 USDC, no more and no less." to "how much?" was read as a no, and the move was cancelled).
 */
function boundSaid(words: readonly string[], index: number): boolean {
  const bound = (i: number) => words[i] === 'no' && ['more', 'less', 'fewer'].includes(words[i + 1] ?? '');
  if (!bound(index)) return false;
  if (words[index + 2] === 'than') return true;
  // "20 USDC, no more.", "spend exactly 20 USDC for it, no more please": closing the words right after an amount, the
  // bound of that amount (a figure within the four words before it).
  const closing = words.slice(index + 2).every((w) => ['please', 'pls', 'thanks', 'thank', 'you', 'kindly'].includes(w));
  if (closing && words.slice(Math.max(0, index - 4), index).some((w) => /^\$?\d/.test(w))) return true;
  // Its pair within a few words, either side: "no more and no less", "no less, no more".
  for (let i = Math.max(0, index - 4); i <= index + 4; i++) if (i !== index && bound(i) && words[i + 1] !== words[index + 1]) return true;
  return false;
}
