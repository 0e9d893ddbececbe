import { scanPrompt } from '../../language/scan-prompt.ts';
import { usdPeggedSource } from '../../language/token-registry.ts';
import { ask, movingIntentOf, type Interpretation, type PartialIntent } from './intent.ts';

/**
 * "grab me 10 usdc worth on solana", "buy 20 usdt worth" (issue 16; found writing pasted-voice prompts after
 * held-out-16): a dollar token's amount with "worth" after it says how much to spend, never that the dollar token is
 * what is bought — the trade was read as a buy of 10 USDC paid with SOL. With no other token named, which token to buy
 * is asked, the amount kept as what is spent. "10 usdc worth of JUP" names it, and stays as read.
 */
const worthSaid = new RegExp(String.raw`(?<![\w.])\$?(\d[\d,]*(?:\.\d+)?)\s*(${usdPeggedSource})\s+worth\b(?!\s+(?:of|in)\b)`, 'i');

/** The question for the token bought, when a trade read its dollar token's worth as what it buys; else undefined. */
export function unnamedWorth(text: string, reading: Interpretation): Interpretation | undefined {
  const said = worthSaid.exec(text);
  if (!said) return undefined;
  const dollar = said[2]!.toUpperCase();
  const swap = movingIntentOf(reading) as { kind?: string; tokenOut?: string; chain?: string } | undefined;
  if (swap?.kind !== 'swap' || swap.tokenOut?.toUpperCase() !== dollar) return undefined;
  if (scanPrompt(text).tokens.some((t) => t.key.toUpperCase() !== dollar)) return undefined;
  const value = said[1]!.replace(/,/g, '');
  return ask(`"${said[0].trim()}" says how much to spend, not what to buy: which token should I buy with ${value} ${dollar}?`, {
    kind: 'swap',
    side: 'sell',
    tokenIn: dollar,
    amount: { kind: 'exact', value },
    ...(swap.chain ? { chain: swap.chain } : {}),
    awaiting: 'tokenOut',
  } as PartialIntent);
}
