import { tokenWords, usdPegged, usdPeggedSource } from '../../language/token-registry.ts';

/**
 * "I only want the JUP leg for now, 30 usdc worth on solana", "i'll take just the WIF part: 20 usdc worth", "I want
 * BONK, $15 worth, solana", "just the LINK part for now — $40 worth on ethereum" (held-out-16, pasted): the token the person wants, then how much of it in a dollar token's or
 * dollars' worth, said after a comma — one buy of that token for that much (issue 16), never a price read of both
 * tokens. Only with a verb of wanting or taking (or a basket's part named), only one token wanted, and the worth in a dollar token or dollars.
 */
const wantedWorth = new RegExp(
  String.raw`^(\s*(?:(?:ok|okay|so|yeah|well|fine|alright)[\s,.!]+)*)(?:i\s+|i'?ll\s+|ill\s+|i\s+will\s+|i'?d\s+)?(?:(?:only|just)\s+)?` +
    // (Without a verb, only the part of a basket: "just the LINK part for now — $40 worth".)
    String.raw`(?:(?:want|need|take|grab|get|do|go\s+with)\s+(?:(?:only|just)\s+)?(?:the\s+|some\s+)?(\$?[a-z][a-z0-9]*)(?:\s+(?:leg|part|one|slice|portion|bit|line|allocation|piece))?` +
    String.raw`|(?<=(?:only|just)\s+)(?:the\s+)?(\$?[a-z][a-z0-9]*)\s+(?:leg|part|slice|portion|allocation|piece))(?:\s+(?:only|for\s+now|rn|right\s+now|today))*` +
    String.raw`\s*[,:;—–-]\s*((?:\$\s*\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*(?:${usdPeggedSource}|usd|dollars|bucks)))\s+worth\b(?!\s+of\b)`,
  'gim',
);

/** The text with a wanted token and its worth said as one buy; the text itself otherwise. */
export function wantedBuy(text: string): string {
  return text.replace(wantedWorth, (m, lead: string, wanted: string | undefined, part: string | undefined, worth: string) => {
    const token = (wanted ?? part)!;
    // A dollar coin wanted for a dollar coin's worth is no buy of an asset.
    const key = tokenWords.get(token.toLowerCase().replace(/^\$/, ''));
    return key !== undefined && !usdPegged.has(key) ? `${lead}buy ${worth} worth of ${token}` : m;
  });
}
