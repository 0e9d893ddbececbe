/**
 * A launch's name and ticker as people write them, read from a prompt whose quoted spans are masked (`\uE000n\uE000`,
 * see `maskQuoted`): "called Moon Cat", "the name should be 'Treasury Owl'", "call it X", "token 'Gute Nacht'",
 * "symbol MCAT", "the short name TAPAS", "the ticker is $MCAT", "(MCAT)". Values come back as written (still masked);
 * `match` is the whole phrase, key included, so that it can be taken out of the text: nothing of it is read again.
 */

/** A value as written (masked) and the text that named it. */
export interface NamedValue {
  readonly value: string;
  readonly match: string;
}

/** Words between a launch's verb and its coin: "launch please token", "create one new token", "launch a community token". */
export const launchFiller = String.raw`(?:(?:a|an|my|our|new|own|the|me|us|one|single|please|pls|plz|kindly|community|fresh|brand|brand-new|little|small|simple|fun|erc-?20|another|for\s+me|for\s+us|on\s+base)\s+){0,4}`;

const quotedValue = String.raw`\uE000\d+\uE000`;
/** Words that end an unquoted name (a line break does: a form's next line is another field). */
const nameEnd = String.raw`(?=[ \t]*\r?\n|\s*(?:[,;!?|)]|\.(?:\s|$)|$)|\s*\(|\s+\/\s|\s+\$|\s+(?:with|and|ticker|symbol|sym|short\s+name|on|for|using|having|that|which|image|logo|icon|description|desc|vesting|vested|plus|please|pls|but)\b)`;
const nameValue = String.raw`(${quotedValue}|[^\s\uE000].*?)${nameEnd}`;

/** Keys that say the next words are the name ("name is", Pidgin "name na"). "short name", "ticker name" and "symbol name" are the ticker's. */
const nameKeys: RegExp[] = [
  new RegExp(String.raw`\b(?:called|named|titled|dubbed|(?:call|name)\s+(?:it|this|the\s+(?:token|coin))(?:\s+as)?)(?!\s+after\b)\s*${nameValue}`, 'iu'),
  new RegExp(
    String.raw`(?:\b(?:(?:and|with)\s+)?(?:its|the|a)\s+(?:(?:full|token|coin)\s+)?|\bfull\s+)?(?<!\b(?:short|ticker|symbol|token\s+symbol)\s+)\bname\s*(?:(?:is\s+(?:to|going\s+to)\s+be|(?:will|should|shall|would|must)\s+(?:simply\s+|just\s+)?be|is|was|will\s+be|should\s+be|shall\s+be|must\s+be|would\s+be|could\s+be|to\s+be|of|as|na)\s+|[:=→-]\s*)${nameValue}`,
    'iu',
  ),
];
/** "name Moon Cat, symbol MCAT": a bare "name" takes only a value that starts like a name (a capital, a digit, a quote). */
const bareNameKey = new RegExp(
  String.raw`(?:\b(?:(?:[Aa]nd|[Ww]ith)\s+)?(?:[Ii]ts|[Tt]he|[Aa])\s+(?:(?:[Ff]ull|[Tt]oken|[Cc]oin)\s+)?)?(?<!\b(?:[Ss]hort|[Tt]icker|[Ss]ymbol|[Tt]oken\s+[Ss]ymbol)\s+)\b[Nn]ame\s+(?=[A-Z0-9\uE000])${nameValue}`,
  'u',
);

/**
 * After a verb that launches, and its coin: a quoted value ("launch please token 'Gute Nacht'"), or the name before a
 * ticker in parentheses ("launch Moon Cat (MCAT)"). Looked behind, so the match is the name alone: the verb stays.
 */
const afterVerb = String.raw`(?<=\s)(?<=\b(?:launch|deploy|create|mint|make|issue)\s+${launchFiller}(?:(?:meme\s*)?(?:token|coin|memecoin)\s+)?)`;
export const quotedAfterVerb = new RegExp(`${afterVerb}(${quotedValue})`, 'i');
const quotedAfterCoin = new RegExp(String.raw`(?=\uE000)(?<=\b(?:token|coin|memecoin)\s+)(${quotedValue})`, 'i');
// "launch Moon Cat (MCAT)", "deploy token Based Pizza / $BPIZZA", "launch Quiet Garden $QGDN", "launch Moon Cat [MCAT]": the
// name, then its ticker in parentheses or brackets, after a slash, or written with "$".
const beforeTicker = new RegExp(
  String.raw`${afterVerb}(?!(?:token|coin|memecoin)\s)(${quotedValue}|[A-Za-z0-9][\w' -]*?)(?=\s*[([]\s*\$?[A-Za-z0-9]{1,20}\s*[)\]]|\s+\/\s*\$?[A-Za-z0-9]{1,20}(?![\w/.]|\s*\/))`,
  'i',
);

/**
 * "launch GIGA (Gigachad Inu)": a ticker after the verb, then its name in parentheses; a name has a small letter or
 * several words ("(MCAT)" alone is a ticker, "(name: …)" is read by its key). The match is the name alone: the empty
 * parentheses left tell the ticker before them.
 */
const nameAfterTicker =
  /(?<=\b(?:[Ll]aunch|[Dd]eploy|[Cc]reate|[Mm]int|[Mm]ake|[Ii]ssue)\s+(?:(?:a|an|the|my|our|new|token|coin)\s+){0,2}\$?[A-Z][A-Z0-9]{1,11}\s*\(\s*)(?!(?:(?:full|token)\s+)?name\b)((?=[^)]*[a-z\s][^)]*\))[A-Za-z0-9][\w'-]*(?:\s+[\w'-]+){0,5}?)(?=\s*\))/u;

/** "create please the token Red Panda with the symbol RPANDA": capitalised words after the coin, before its ticker's key. */
const beforeSymbolKey = new RegExp(
  String.raw`(?<=\s)(?=[A-Z0-9])(?<=\b(?:launch|deploy|create|mint|make|issue)\s+${launchFiller}(?:meme\s*)?(?:token|coin|memecoin)\s+)([A-Z0-9][\w'-]*(?:\s+[A-Z0-9][\w'-]*){0,4}?)(?=,?\s+(?:(?:with|and)\s+)?(?:(?:the|its|a)\s+)?(?:ticker|symbol)\b)`,
  'i',
);
/**
 * "launch Moon Cat, ticker MCAT", "deploy Quiet Garden - symbol: QGDN", "launch Quiet Garden $QGDN": capitalised words
 * right after the verb, then the ticker's key or the ticker written with "$".
 */
const nameBeforeTicker =
  /(?<=\b(?:[Ll]aunch|[Dd]eploy|[Cc]reate|[Mm]int|[Ii]ssue)\s+(?:(?:a|an|the|my|our|new)\s+)?(?:(?:token|coin|memecoin)\s+)?)([A-Z0-9][\w'-]*(?:\s+[A-Z0-9][\w'-]*){0,4}?)(?=\s*(?:,|\s-|—|–)?\s+(?:(?:[Ww]ith|[Aa]nd)\s+)?(?:(?:[Tt]he|[Ii]ts|[Aa])\s+)?(?:[Tt]icker|TICKER|[Ss]ymbol|SYMBOL|[Ss]ym)\b|\s+\$[A-Za-z][A-Za-z0-9]{0,19}(?![\w.]))/;
const capitalised = (m: RegExpExecArray | null): RegExpExecArray | null => (m && m[1]!.split(/\s+/).every((w) => /^[\p{Lu}\p{N}]/u.test(w)) ? m : null);

/** The name a launch prompt gives, key and all. */
export function readName(masked: string): NamedValue | undefined {
  const found = [...nameKeys.map((p) => p.exec(masked)), bareNameKey, beforeTicker, nameAfterTicker, quotedAfterVerb, quotedAfterCoin]
    .map((pattern) => (pattern instanceof RegExp ? pattern.exec(masked) : pattern))
    .concat([capitalised(beforeSymbolKey.exec(masked)), nameBeforeTicker.exec(masked)])
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return undefined;
  // "launch a token Sea Otter (OTTR)", "launch a coin on base called Frogs (FTN)": the words between the verb and the
  // name, in lower case, are no part of it.
  const value =
    found[0] === found[1]
      ? found[1]!.replace(/^(?:(?:a|an|my|our|the|new|token|coin|memecoin|called|named|titled|dubbed|on\s+base|on\s+Base)\s+)+(?=\S)/, '')
      : found[1]!;
  // "name it Crumb and Co Rewards, with the symbol CRUMB": an unquoted name runs on through "and" (or "&") when a
  // capitalised word of the name follows it, up to the next field word, comma or lower-case word.
  const more = /^\uE000/.test(value) ? null : nameGoesOn.exec(masked.slice(found.index + found[0].length));
  return more ? { value: `${value}${more[0]}`, match: `${found[0]}${more[0]}` } : { value, match: found[0] };
}

/** " and Co Rewards", " & Sons": a name's own "and", then its capitalised words; a field word or a verb is never one. */
const nameGoesOn =
  /^(?:\s+(?:and|And|&)\s+(?!(?:[Tt]icker|TICKER|[Ss]ymbol|SYMBOL|[Ss]ym|[Ll]aunch|[Dd]eploy|[Pp]ut|[Ss]end|[Ss]et|[Uu]se|[Mm]ake|[Cc]reate|[Ii]ts?|[Tt]he|[Ff]ees?|[Dd]escription|[Ww]ebsite|[Ii]mage|[Ll]ogo|I)\b)[\p{Lu}\p{N}][\p{L}\p{N}'-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'-]*)*)+(?![\p{L}\p{N}])/u;

/** "symbol MCAT", "ticker: $MCAT", "the short name TAPAS", "with the ticker symbol 'TOWL'", "symbol should be GN". */
const symbolKey = new RegExp(
  String.raw`(?:\b(?:(?:and|with)\s+)?(?:its|the|a)\s+)?\b(?:ticker\s+symbol|token\s+symbol|ticker\s+name|symbol\s+name|short\s+name|symbol|ticker|sym)\b[^\S\n]*(?:(?:is|will\s+be|should\s+be|shall\s+be|must\s+be|would\s+be|to\s+be|of|as|na)\s+|[:=→-][^\S\n]*)?(${quotedValue}|(?!(?:for|of|the|a|an|it|its|will|should|is|to|and|with|be|on|in)\b)\$?[A-Za-z0-9]{1,20}(?![A-Za-z0-9]))`,
  'i',
);
/** "with MCAT as the ticker", "GN as its symbol": the value first, written as a ticker is. */
const symbolFirst = new RegExp(String.raw`(?:\b[Ww]ith\s+)?(${quotedValue}|\$?\b[A-Z0-9]{1,12})\s+as\s+(?:the\s+|its\s+|a\s+)?(?:ticker|symbol)\b`);
const parenSymbol = /\(\s*\$?([A-Za-z0-9]{1,20})\s*\)|\[\s*\$?([A-Za-z0-9]{1,20})\s*\]/;
/** "Based Pizza / $BPIZZA", "Moon Cat / MCAT": a ticker after a name and a slash, written as a ticker is. */
const slashSymbol = /(?<=[\w'])\s+\/\s*(\$?[A-Z][A-Z0-9]{0,19})(?![\w/.]|\s*\/)/;
const dollarSymbol = /(?:^|\s)\$([A-Za-z][A-Za-z0-9]{0,19})\b/;

/** The ticker a launch prompt gives, key and all; its value without "$". */
export function readSymbol(masked: string): NamedValue | undefined {
  return readKeyedSymbol(masked) ?? taken(dollarSymbol.exec(masked));
}

/** The ticker given by a key or in parentheses; "$MCAT" alone is any token's, not one to launch ("buy $MCAT after launch"). */
export function readKeyedSymbol(masked: string): NamedValue | undefined {
  return taken(
    symbolKey.exec(masked) ??
      symbolFirst.exec(masked) ??
      parenSymbol.exec(masked) ??
      slashSymbol.exec(masked) ??
      symbolBeforeCoin.exec(masked) ??
      symbolBeforeName.exec(masked),
  );
}

/** "launch RPANDA token named Red Panda": an upper-case word between the verb and the coin. */
const symbolBeforeCoin =
  /(?<=\s)(?=\$?[A-Z])(?<=\b(?:[Ll]aunch|[Dd]eploy|[Cc]reate|[Mm]int|[Mm]ake)\s+(?:(?:a|an|the|my|our|new)\s+){0,2})\$?([A-Z][A-Z0-9]{1,11})(?=\s+(?:token|coin|memecoin)\b)/;

/**
 * "launch BLOOP (name: Bloop Protocol)", "launch GIGA (Gigachad Inu)": an upper-case word after the verb, before its
 * name in parentheses (or what is left of them once the name is read).
 */
const symbolBeforeName =
  /(?<=\s)(?=\$?[A-Z])(?<=\b(?:[Ll]aunch|[Dd]eploy|[Cc]reate|[Mm]int|[Mm]ake)\s+(?:(?:a|an|the|my|our|new|token|coin)\s+){0,2})\$?([A-Z][A-Z0-9]{1,11})(?=\s*\(\s*(?:(?:full|token)\s+)?name\b|\s*\(\s*\)|\s*\((?=[^)]*[a-z\s][^)]*\))\s*[A-Za-z0-9][\w'-]*(?:\s+[\w'-]+){0,5}?\s*\))/;

const taken = (m: RegExpExecArray | null): NamedValue | undefined => (m ? { value: (m[1] ?? m[2])!.replace(/^\$/, ''), match: m[0] } : undefined);

/**
 * "Please do not add any website or social links", "no socials", "without a website or image": links the launch has
 * none of. It sets nothing (a launch keeps no link it is not given), but it is the launch's own words, not more text.
 */
const linkNoun = String.raw`(?:website|web\s*site|site|homepage|socials?|social\s+(?:links?|media|accounts?)|links?|urls?|image|logo|picture|twitter|x|telegram|tg|description)`;
const noLinks = new RegExp(
  String.raw`(?<!\b(?:description|desc|bio|tagline)\b\s*(?:is|[:=-])?\s*)(?:\b(?:please|pls|and|but)\s+)*\b(?:(?:do\s+not|don'?t|never)\s+(?:add|include|set|attach|use|put|give\s+it)|no|without|with\s+no|skip(?:\s+the)?|leave\s+out(?:\s+the)?)\s+(?:any\s+|a\s+|an\s+|the\s+)?${linkNoun}(?:\s*(?:,|or|and|nor|\/)\s*(?:any\s+|a\s+|an\s+|the\s+)?${linkNoun})*(?:\s+(?:links?|at\s+all|needed|for\s+now|for\s+it|please))*\s*[.!]?`,
  'gi',
);

/** The prompt without its "no links" statements. */
export const withoutNoLinks = (masked: string): string => masked.replace(noLinks, ' ');
