import { isAddress, zeroAddress, type Address } from 'viem';
import { readName, readSymbol, withoutNoLinks } from './launch-names.ts';
import { verbs } from '../../language/lexicon.ts';

/**
 * The data fields of a launch prompt, read before its words are: quoted text
 * masked, then the description, the fee recipient and the links taken out,
 * each removed from the text so nothing in them is read as an action, a
 * chain, a token or an amount.
 */

/** A prompt with its quoted spans replaced by `\uE000n\uE000` (the nth value): nothing quoted is read as words. */
export interface MaskedText {
  readonly text: string;
  readonly values: readonly string[];
}

/** "…", “…”, ‘…’, and '…' when it opens after a space or a separator and closes before one (so "cat's" is no quote). */
const quoted = /"([^"\n]+)"|“([^”\n]+)”|‘([^’\n]+)’|(?<=^|[\s=:(,])'((?:[^'\n]|'(?![\s.,!?;:)]|$))+)'(?=[\s.,!?;:)]|$)/g;
const placeholder = /\uE000(\d+)\uE000/g;

export function maskQuoted(text: string): MaskedText {
  const values: string[] = [];
  const masked = text.replace(quoted, (...m: (string | undefined)[]) => {
    values.push((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim());
    return `\uE000${values.length - 1}\uE000`;
  });
  return { text: masked, values };
}

/** The text with its placeholders given back their quoted values. */
export const unmask = (text: string, values: readonly string[]): string => text.replace(placeholder, (_m, n: string) => values[Number(n)] ?? '');

/** A field's value as written, and the text it took (to be removed). */
export interface Taken<T = string> {
  readonly value: T;
  readonly match: string;
}

/** Words that open another field: they end an unquoted description. */
const fieldWord = String.raw`(?:website|web\s*site|site|homepage|web|twitter|x|telegram|tg|image|img|logo|icon|picture|pic|avatar|pfp|ticker|symbol|sym|vesting|(?:and\s+|with\s+)?(?:send|pay|give|route|direct)\s+(?:all\s+)?(?:the\s+|my\s+)?(?:creator\s+)?fees?|(?:the\s+|my\s+|all\s+|any\s+)?(?:creator\s+)?fees?\s+(?:(?:can|could|may|must|shall)\s+)?(?:just\s+|all\s+|simply\s+)?(?:go|goes|going|to|sent|paid|should|will)|fee\s*recipient)`;
// "For the description, please use: \"…\"", "the description is to be …": the key, then how the value is given.
const descriptionKey =
  /\b(?:description|desc|described\s+as|tagline|bio)\b\s*(?:(?:is\s+(?:to|going\s+to)\s+be|is|of|reads|saying|will\s+be|should\s+be|shall\s+be|would\s+be|(?:,\s*)?(?:please\s+|kindly\s+|just\s+)?(?:use|put|write|say|go\s+with)(?:\s+(?:this|the\s+following))?)\b\s*)?[:=-]?\s*/i;

/** The description as written: quoted (kept whole), or up to the next field, a trailing chain or the end. */
export function readDescription(text: string, values: readonly string[]): Taken | undefined {
  const at = descriptionKey.exec(text);
  if (!at) return undefined;
  const start = at.index + at[0].length;
  const after = text.slice(start);
  const q = /^\uE000(\d+)\uE000/.exec(after);
  if (q) return { value: values[Number(q[1])]!, match: text.slice(at.index, start + q[0].length) };
  const body = new RegExp(
    String.raw`^(.*?)(?=\s*\n\s*\n|\s*\n\s*(?:[-*•]|\d{1,2}[.)])\s|[,;|]?\s+${fieldWord}(?:\b|\s*[:=])|\s+\|\s|,\s*(?:on|in)\s+base\b|\s+(?:on|in)\s+(?:base|ethereum|eth|polygon|unichain|solana|sol)\b\s*[.!]?\s*$|\s*$)`,
    'is',
  ).exec(after);
  const value = body?.[1]
    ?.trim()
    .replace(/[.,;]+$/, '')
    .trim();
  return value ? { value: unmask(value, values), match: text.slice(at.index, start + body![1]!.length) } : undefined;
}

/** Who earns the creator fees, as a prompt names them: a 0x address or a name (alice.eth), checked for its shape only. */
export type FeeRecipientWritten = { readonly address: Address } | { readonly name: string };

/** "send the creator fees to X", "fees go to X", "fee recipient: X", "with fees going to X", "fees → X". */
const recipientPhrases = [
  /\b(?:send|pay|give|route|direct|redirect|split)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+|its\s+)?(?:creator\s+|trading\s+|launch\s+)?(?:fees?|royalt(?:y|ies)|rewards)\s+(?:to|into)\s*:?\s+(\S+)/i,
  // "the creator fees to be paid to X", "the fees of creator must go to X"
  /\b(?:creator\s+|trading\s+)?(?:fees?|royalt(?:y|ies))\s+(?:of\s+(?:the\s+)?creator\s+)?(?:should\s+|will\s+|must\s+|can\s+|could\s+|may\s+|to\s+|are\s+to\s+)?(?:just\s+|all\s+|simply\s+)?(?:go(?:es|ing)?|be\s+sent|sent|paid|paying|be\s+paid|routed|directed)\s+(?:out\s+)?to\s*:?\s+(\S+)/i,
  /\b(?:make|set|use|have)\s+(?!(?:the|a|my|its|our)\b)(\S+)\s+(?:as\s+)?(?:the\s+)?(?:creator\s+)?(?:fees?[\s_-]*recipient|recipient\s+of\s+(?:the\s+)?(?:creator\s+)?fees)/i,
  /\bfees?[\s_-]*recipient\s*(?:(?:is|should\s+be|will\s+be|to\s+be)\s+|[:=]\s*|of\s+|to\s+|as\s+)?(\S+)/i,
  // "FEES TO: 0x…", a bot's field
  /\b(?:creator\s+)?fees?\s*(?:to\s*:?|→|->|=>|=)\s*(\S+)/i,
  // "bob.eth gets the creator fees", "let 0x… receive the fees", "I keep the fees"
  /(?:\b(?:let|have|make)\s+)?(?<![\w.])(?!(?:and|or|then|who|that|which|it|they|token|coin)\b)([\p{L}\p{N}_.-]+)\s+(?:should\s+|will\s+|must\s+|can\s+|is\s+to\s+)?(?:gets?|receives?|earns?|collects?|takes?|keeps?)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+|its\s+)?(?:creator\s+|trading\s+)?(?:fees?|royalt(?:y|ies))\b/iu,
];

/** "Please use my own wallet as the fee recipient", "make me the fee recipient": the creator, named as such. */
const selfRecipient =
  /\b(?:use|make|set|have|keep)\s+(?:(?:my|our)(?:\s+own)?\s+(?:wallet|address|account)|me|myself|us)\s+(?:as\s+)?(?:the\s+)?(?:creator\s+)?(?:fees?[\s_-]*recipient|recipient\s+of\s+(?:the\s+)?(?:creator\s+)?fees)\b/i;

/** "use my friend as the fee recipient": a person named by a word, not by a wallet. */
const someoneRecipient =
  /\b(?:use|make|set|have)\s+((?:my|our|the|a|his|her|their)\s+(?!(?:own\s+)?(?:wallet|address|account)\b)[\p{L}'’-]+)\s+(?:as\s+)?(?:the\s+)?(?:creator\s+)?(?:fees?[\s_-]*recipient|recipient\s+of\s+(?:the\s+)?(?:creator\s+)?fees)\b/iu;

/**
 * The fee recipient a launch prompt names, or a refusal's message when it names one that cannot be (a handle, a
 * malformed or zero address). "to me", "to myself", "to my wallet" name the creator: no recipient.
 */
export function readFeeRecipient(text: string, values: readonly string[]): Taken<FeeRecipientWritten | undefined> | { readonly error: string } | undefined {
  const self = selfRecipient.exec(text);
  if (self) return selfTaken(text, self.index, self[0]);
  // "use my friend as the fee recipient": someone named by who they are, with no wallet, is asked about, never taken for the creator.
  const someone = someoneRecipient.exec(text);
  if (someone)
    return { error: `Who is "${someone[1]}"? Creator fees go to a wallet: name it by its 0x address or its ENS name (alice.eth). Nothing was launched.` };
  for (const phrase of recipientPhrases) {
    const m = phrase.exec(text);
    if (!m) continue;
    const written = unmask(m[1]!, values)
      .trim()
      .replace(/[.,;:!?)]+$/, '');
    // "fees to his wallet 0x…", "fees to my cofounder (bob.eth)": who it is, then the wallet that says it; the wallet.
    // "fees to me. bob.eth helped design it": the creator, then a new sentence; never a wallet looked for past it.
    const named =
      /^(?:0x|[\p{L}\p{N}_-]+\.)/iu.test(written) || /^(?:me|myself|us|mine|i|we)$/i.test(written) || /[.!?;]$/.test(m[1]!)
        ? null
        : walletNamedAfter.exec(text.slice(m.index + m[0].length));
    const raw = named ? named[1]! : written;
    const end = named ? m[0].length + named[0].length : m[0].length;
    // "to my wallet" is the creator; "to my friend" is someone not named, asked below like any other name.
    const own = /^(?:my|our)$/i.test(raw) ? ownWallet.exec(text.slice(m.index + m[0].length)) : null;
    if (own) return selfTaken(text, m.index, m[0] + own[0]);
    if (/^(?:me|myself|us|mine|i|we|the\s+creator|creator|self)$/i.test(raw)) return selfTaken(text, m.index, m[0]);
    if (/^(?:my|our)$/i.test(raw)) {
      const who = /^\s*([\p{L}\p{N}_.-]+)/u.exec(text.slice(m.index + m[0].length))?.[1] ?? '';
      return {
        error: `Who is "${raw} ${who}"? Creator fees go to a wallet: name it by its 0x address or its ENS name (alice.eth). Nothing was launched.`,
      };
    }
    if (/^0x/i.test(raw)) {
      if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) return { error: `${raw} is not a wallet address (0x and 40 hex characters): copy it again. Nothing was launched.` };
      if (!isAddress(raw, { strict: true })) return { error: `The fee recipient ${raw} fails its checksum: copy the address again. Nothing was launched.` };
      if (raw.toLowerCase() === zeroAddress)
        return { error: 'The fee recipient cannot be the zero address: fees sent there are lost for good. Nothing was launched.' };
      return { value: { address: raw as Address }, match: text.slice(m.index, m.index + end) + aside(text.slice(m.index + end)) };
    }
    if (isFeeRecipientName(raw)) return { value: { name: raw.toLowerCase() }, match: text.slice(m.index, m.index + end) + aside(text.slice(m.index + end)) };
    return {
      error: `Who is "${raw}"? Creator fees go to a wallet: name it by its 0x address or its ENS name (alice.eth). Nothing was launched.`,
    };
  }
  return undefined;
}

/**
 * After the word that says who earns the fees: up to three more words of who it is ("his wallet", "my cofounder's
 * address"), then the wallet itself, a 0x address or a name, maybe after ":" or "(". A word that turns away from it
 * ("not", "instead", "than", "or") ends the look: "fees to him, not 0x…" names no wallet.
 */
const walletNamedAfter =
  /^(?:\s+(?!(?:not|instead|than|or|but|and|then|nor)\b)[\p{L}'’]+(?![\p{L}\p{N}._-])){0,3}\s*[:(=-]?\s*(0x[0-9a-fA-F]+|(?:[\p{L}\p{N}_-]+\.)+eth)\b\)?/iu;

/**
 * "… to bob.eth rather than to my own wallet, as he manages the fund", "… to 0x…, which is our foundation's treasury
 * wallet", "→ alice.eth (she did the art)": what the recipient is instead of, who it is and why, said right after it,
 * belong to it (an aside that names a figure or an address does not: it stays for the rules to see).
 */
const recipientAside =
  /^(?:\s*,?\s*(?:rather\s+than|instead\s+of|and\s+not|not)\s+(?:to\s+)?(?:me|myself|us|mine|(?:my|our)\s+(?:own\s+)?(?:wallet|address|account)))?(?:\s*\((?![^)]*(?:\d|\.eth\b|\b(?:not|no|never|keep|wait|actually|mean|instead|cancel|don'?t)\b))[^()\n]{1,80}\))?(?:\s*,?\s*(?:(?:as|because|since)\s+(?:he|she|they|it|that|this|we)|(?:which|who|that)(?:\s+is|\s+are|'s|\s+was|\s+holds|\s+belongs)|(?:it\s+is|it's|that\s+is|that's)\s+(?:our|my|his|her|their|the))\b[^.!?\n\d]*(?=[.!?\n]|$))?/i;
const aside = (after: string): string => {
  const said = recipientAside.exec(after)?.[0] ?? '';
  // "…, which is fine, and swap all my usdc to eth": an aside that asks for something is no aside.
  return said
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => verbs.has(w))
    ? ''
    : said;
};

/**
 * "…to my own wallet, please, and to no one else", "…to my own wallet, which I understand is the default", "…to me
 * only": said right after the creator named as the fee recipient, it only says so again (held-out-36, -37 careful).
 */
const selfTail =
  /^(?:\s*,?\s*(?:please|thanks|thank\s+you)\b)?(?:\s*,?\s*(?:(?:and\s+)?(?:to\s+)?(?:no\s*one|nobody|no\s+other\s+(?:wallet|address|account|one))\s+else(?:'s)?|(?:and\s+)?(?:only|alone|exclusively)(?:\s+(?:to\s+)?(?:me|mine|that\s+one))?|(?:which|as)\s+(?:(?:i|we)\s+(?:understand|believe|gather|assume|think|know)\s+|you\s+(?:said|say|mentioned)\s+)?(?:is|it\s+is|that\s+is)\s+(?:the\s+)?default(?:\s+anyway)?|(?:which\s+is\s+)?(?:the\s+)?(?:same\s+as\s+(?:the\s+)?)?default(?:\s+anyway)?))\b(?:\s*,?\s*(?:please|thanks|thank\s+you)\b)?/i;
/** The creator named as the fee recipient: the phrase, and what says so again right after it. */
const selfTaken = (text: string, index: number, phrase: string): { value: undefined; match: string } => ({
  value: undefined,
  match: phrase + (selfTail.exec(text.slice(index + phrase.length))?.[0] ?? ''),
});

/** "(my) wallet", "(my) own wallet", "(our) base address": the creator's own wallet, after "my" or "our". */
const ownWallet = /^\s+(?:own\s+)?(?:base\s+)?(?:wallet|address|account)\b/i;

/** An ENS name or Basename as written: dot-separated labels ending in .eth (alice.eth, bob.base.eth). */
export const isFeeRecipientName = (value: string): boolean => /^(?:[\p{L}\p{N}_-]+\.)+eth$/iu.test(value) && value.length <= 255;

/** The links a launch may keep: its image, website, X (Twitter) profile or post, Telegram. */
export interface LaunchLinks {
  imageUrl?: string;
  websiteUrl?: string;
  twitterUrl?: string;
  tweetUrl?: string;
  telegramUrl?: string;
}
type LinkField = keyof LaunchLinks;

const linkKeys: [RegExp, LinkField][] = [
  [/^(?:image|img|logo|icon|picture|pic|avatar|pfp)$/i, 'imageUrl'],
  [/^(?:website|web\s*site|site|homepage|web)$/i, 'websiteUrl'],
  [/^(?:twitter|x)$/i, 'twitterUrl'],
  [/^(?:telegram|tg)$/i, 'telegramUrl'],
];
const keyedLink =
  /(?<![\w.@/])(image|img|logo|icon|picture|pic|avatar|pfp|website|web\s*site|site|homepage|web|twitter|x|telegram|tg)\b(?:\s+(?:link|url|page|account|handle|profile))?(?:\s*(?:is|at|:|=|-|→)\s*|\s+)(\uE000\d+\uE000|\S+)/gi;
const schemeUrl = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)\]]+/gi;
const bareLink = /(?<![\w.@/:])(?:www\.)?(?:x\.com|twitter\.com|t\.me|telegram\.me)\/[^\s"'<>)\]]+/gi;
const domain = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/**
 * The links of a launch prompt: a keyed one ("website frog.lol", "twitter @mooncat", "x=https://x.com/basedfrog",
 * "tg t.me/ttm", "with image https://…/a.png"), or an unkeyed one whose address says what it is (an x.com profile or
 * post, a t.me link, an image file). A handle becomes its profile's URL; a bare domain gets https://.
 * @returns the links, the text with them removed, and `unclear` for an http(s) URL nothing says the use of; or `error`.
 */
export function readLinks(text: string, values: readonly string[]): { links: LaunchLinks; rest: string; unclear?: string } | { error: string; code: string } {
  const links: LaunchLinks = {};
  let rest = text;
  for (const m of text.matchAll(keyedLink)) {
    const field = linkKeys.find(([key]) => key.test(m[1]!))![1];
    const written = unmask(m[2]!, values).replace(/[.,;!?]+$/, '');
    const url = linkUrl(field, written);
    if (url === undefined) {
      // "x" and "site" are ordinary words too: only a link-shaped value makes them a key.
      if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(written)) return { code: field === 'imageUrl' ? 'INVALID_IMAGE_URL' : 'INVALID_LINK', error: notHttp(written) };
      continue;
    }
    if (url.length > 2048) return { code: 'INVALID_LINK', error: `The ${label[field]} link has more than 2048 characters. Nothing was launched.` };
    links[field === 'twitterUrl' && isPost(url) ? 'tweetUrl' : field] = url;
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(bareLink)) {
    const url = `https://${m[0].replace(/[.,;!?]+$/, '')}`;
    const field: LinkField = /t(?:elegram)?\.me\//i.test(url) ? 'telegramUrl' : isPost(url) ? 'tweetUrl' : 'twitterUrl';
    if (links[field] === undefined) links[field] = url;
    rest = rest.replace(m[0], ' ');
  }
  let unclear: string | undefined;
  for (const m of rest.matchAll(schemeUrl)) {
    const url = m[0].replace(/[.,;!?]+$/, '');
    if (!/^https?:\/\//i.test(url)) return { code: 'INVALID_LINK', error: notHttp(url) };
    const host = /^https?:\/\/(?:www\.)?([^/]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
    const field: LinkField | undefined = /\.(?:png|jpe?g|gif|webp|svg)(?:\?\S*)?$/i.test(url)
      ? 'imageUrl'
      : host === 'x.com' || host === 'twitter.com'
        ? isPost(url)
          ? 'tweetUrl'
          : 'twitterUrl'
        : host === 't.me' || host === 'telegram.me'
          ? 'telegramUrl'
          : undefined;
    if (field && links[field] === undefined) links[field] = url;
    else if (!field) unclear ??= url;
    rest = rest.replace(m[0], ' ');
  }
  return { links, rest, ...(unclear ? { unclear } : {}) };
}

const label: Record<LinkField, string> = { imageUrl: 'image', websiteUrl: 'website', twitterUrl: 'X', tweetUrl: 'X post', telegramUrl: 'Telegram' };
const isPost = (url: string): boolean => /\/status(?:es)?\/\d+/i.test(url);
const notHttp = (url: string): string => `${url} is not an http(s) URL: a launch keeps only http(s) links. Nothing was launched.`;

/** The URL a keyed value stands for, or undefined when it is not link-shaped. */
function linkUrl(field: LinkField, written: string): string | undefined {
  if (/^https?:\/\/\S+$/i.test(written)) return written;
  if (/^[a-z][a-z0-9+.-]*:/i.test(written)) return undefined;
  const handle = /^@([A-Za-z0-9_]{1,32})$/.exec(written)?.[1];
  if (handle && field === 'twitterUrl') return `https://x.com/${handle}`;
  if (handle && field === 'telegramUrl') return `https://t.me/${handle}`;
  if (domain.test(written) && field !== 'imageUrl') return `https://${written}`;
  if (domain.test(written) && /\.(?:png|jpe?g|gif|webp|svg)(?:\?\S*)?$/i.test(written)) return `https://${written}`;
  return undefined;
}

/**
 * A launch prompt without its data fields (description, fee recipient, links, name and ticker with the words that
 * name them, "no website or socials"), for the one-request rule: what a launch reads as its own data is never "other
 * text" or "another request" next to it ("the short name TAPAS" is no short trade). Other quoted text stays.
 */
export function withoutLaunchFields(prompt: string): string {
  const { text, values } = maskQuoted(prompt);
  let rest = withoutNoLinks(text);
  const description = readDescription(rest, values);
  if (description) rest = rest.replace(description.match, ' ');
  const recipient = readFeeRecipient(rest, values);
  if (recipient && !('error' in recipient)) rest = rest.replace(recipient.match, ' ');
  const linked = readLinks(rest, values);
  if (!('error' in linked)) rest = linked.rest;
  for (const read of [readName, readSymbol]) {
    const found = read(rest);
    if (found) rest = rest.replace(found.match, ' ');
  }
  // A separator the fields leave at the end ("make a coin on base; the ticker will be SDOG") ends nothing.
  if (!/;\s*$/.test(text)) rest = rest.replace(/[\s;,]+$/, '');
  // "name='Based Frog' symbol=FROG": a launch's own keys, not settings of something unknown.
  return rest.replace(placeholder, (m) => `"${unmask(m, values)}"`).replace(/\b(name|symbol|ticker|sym)\s*=/gi, ' $1 ');
}

/** "Please confirm once it is live", "let me know when the token has been deployed": the reply asked for, after the launch. */
export const liveReported =
  /(?:^|(?<=[.!;\n]))\s*(?:(?:please|kindly)\s+)?(?:confirm|let\s+me\s+know|tell\s+me|notify\s+me|report\s+back)\s+(?:once|when|as\s+soon\s+as)\s+(?:it|the\s+(?:token|coin|launch))\s*(?:is|['’]s|has\s+been|has\s+gone|goes)\s+(?:live|launched|deployed|created|done|complete|through)(?:,?\s*(?:please|thank\s+you|thanks))?\s*[.!]?\s*$/i;

/**
 * "I understand the liquidity will be locked permanently and that I am not providing any": how every launch works (the
 * protocol locks its liquidity for good; the caller provides none), acknowledged — no lock or vesting asked for.
 */
export const liquidityKnown =
  /(?:^|(?<=[.!;\n]))\s*(?:(?:i|we)\s+(?:understand|realise|realize|accept|know|am\s+aware|['’]m\s+aware|are\s+aware)|i\s+(?:do\s+)?understand)\s+(?:that\s+)?the\s+liquidity\s+(?:will\s+be|is|gets|stays)\s+locked(?:\s+(?:permanently|forever|for\s+good|for\s+ever))?(?:\s*,?\s*and\s+(?:that\s+)?(?:i|we)\s+(?:am|are|['’]m|['’]re)\s+not\s+(?:providing|supplying|adding)\s+(?:any|it|liquidity))?\s*[.!]?/gi;
