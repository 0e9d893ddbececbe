import { scanPrompt } from '../../language/scan-prompt.ts';
import { fail, movesMadeNow, movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { split } from './pasted-layout.ts';

/**
 * A price said with a move ("sell 1 eth on base at 4000 idk", "move 100 usdc into eth on base at 2500", "… p=4000",
 * "… at 4000ish", "send 10 usdc to bob.eth on base at five") is what the move waits for, or the hour it runs: when no
 * reader made it an order, the move is never made now, nor asked back for a yes to make now. The turns of the request
 * still being asked about count too ("sell eth at 4000 /s" → "1" → "base").
 */
export function priceKept(given: string, thread: readonly ThreadTurn[], reading: Interpretation): Interpretation | undefined {
  const kind = reading.kind === 'intent' ? reading.intent.kind : reading.kind === 'ask' ? reading.pending.kind : undefined;
  if (kind === 'automation-create') return timedPriceDropped(given, reading);
  if (kind === undefined || !movesMadeNow.has(kind)) return undefined;
  const said = [ownMoveText(given, reading)];
  // (A turn asked back for a yes is the same move: its paste's own price stays the paste's.)
  for (let i = thread.length - 1; i >= 0 && thread[i]!.interpretation?.kind === 'ask'; i--) said.push(ownMoveText(thread[i]!.prompt, reading));
  for (const text of said) {
    const price = priceSaid(text);
    if (price) return refused(price, kind);
  }
  return undefined;
}

/**
 * 'from the mint page: "Mint price: 0.1 WETH …"\nbuy exactly 0.1 WETH on base …', "…\n- stop checking charts at 2am\n\n
 * <the person's own trade>": a price or a time inside pasted text belongs to the paste, not to a move the person says
 * whole in their own words (its amount and every token it moves are theirs). The person's own line is then the text a
 * price is looked for in; a move read from the paste keeps the whole prompt.
 */
function ownMoveText(given: string, reading: Interpretation): string {
  const parts = split(given);
  const move = movingIntentOf(reading) as { amount?: { value?: string }; tokenIn?: string; tokenOut?: string; token?: string } | undefined;
  if (!parts || parts.by === 'alone' || !move?.amount?.value) return given;
  const own = scanPrompt(parts.own);
  const tokens = new Set(own.tokens.map((t) => t.key.toUpperCase()));
  const moved = [move.tokenIn, move.tokenOut, move.token].filter((t): t is string => typeof t === 'string');
  const value = move.amount.value;
  const theirs =
    moved.length > 0 && moved.every((t) => tokens.has(t.toUpperCase())) && own.amounts.some((a) => 'value' in a.amount && a.amount.value === value);
  return theirs ? parts.own : given;
}

/** A figure said "at" or "@" with no mark of a time after it (see timedPriceDropped). */
const clockPrice =
  /(?:\bat|@)\s*(?:~|around\s+|about\s+)?\$?(\d[\d,]*(?:\.\d+)?)\s*(k\b)?(?![-/]\d|\d)(?!\s*(?:[:.]\d|am\b|pm\b|a\.m|p\.m|utc\b|gmt\b|h\b|hrs?\b|o['’]?clock|%|percent|bps|gwei))/i;

/**
 * "invest 100 usdc into eth on base at 2500 each week": a price beside an order that runs on a clock (a time or a
 * repetition) is no part of it; the order would run at every price. A figure above 24 said "at" or "@" with no mark of a
 * time (":", am, pm, utc, h) is a price, never an hour.
 */
function timedPriceDropped(given: string, reading: Interpretation): Interpretation | undefined {
  const order = (reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined) as
    | { trigger?: { type?: string } }
    | undefined;
  const type = order?.trigger?.type;
  if (type !== 'every' && type !== 'at') return undefined;
  const m = clockPrice.exec(given);
  if (!m || (Number(m[1]!.replace(/,/g, '')) <= 24 && !m[2])) return undefined;
  return fail(
    'AUTOMATION_AMBIGUOUS',
    `You wrote "${m[0].trim()}" with this order, which runs on a clock and not at a price, so it would run at any price. Send one order: a price order ("buy $50 of ETH on base if ETH drops below $2,500") or a schedule without the price. Nothing was set up.`,
  );
}

/** A number said as a word, as an hour or a price ("at five", "at four thousand", "at two and a half k"). */
const numberWord =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half\\s+past|quarter\\s+(?:past|to)';

/**
 * "at 2500", "at $2.5k", "at 4000ish", "@ 2500", "p=2500", "px: 2500", "at five", "at 17.00": a price (or an hour)
 * beside a move. Not a rate ("at 1% slippage", "at 30 gwei"), an address ("at 0x…"), or the price as it stands now
 * ("eth is at 3000", "trading at 3000").
 */
const pricePattern = new RegExp(
  // "with eth at $3,200 sell …", "sol at $140 feels cheap, get me 3 sol": a token's price as it stands, said of it.
  String.raw`(?<!(?:^|[.,;:!?(]\s*|\b(?:with|while|since|as|and|now|today|but)\s+)(?!(?:base|ethereum|mainnet|solana|polygon|unichain|arbitrum|optimism|it|them|that|this|sell|buy|swap)\b)\$?[a-z][a-z0-9]{1,9}\s+)` +
    String.raw`(?<!\b(?:is|was|'s|now|currently|trading|sitting|sits|trades|stands|been|still|price|priced|it's|its|see\s+(?:you|ya|u)|bought|sold|paid|got\s+in|entered|entry|filled|aped|bought\s+in|got\s+it)\s+)(?:\bat|@)\s*(?:~|around\s+|about\s+)?` +
    String.raw`(?:\$?\d[\d,]*(?:\.\d+)?(?!\.?\d|x|\s*(?:%|percent|bps|basis|gwei|x\b|slippage|usd[a-z]|eth\b|sol\b|[a-z]*\.eth))\s*(?:k|m|ish)?\b|(?:${numberWord})\b)` +
    String.raw`|\b(?:p|px|limit(?:_price)?|limit\s+price|price)\s*[=:]\s*\$?\d[\d,.]*\b(?!\s*[a-z]{3,}\b(?<!\b(?:usd|ish|idk|nah|lol|jk|maybe|pls|please|thanks|thx|now|limit)))` +
    // "on 2026-12-10", "by 2026-12-10": a day said beside a move now is a day dropped.
    String.raw`|\b(?:on|at|by|from|starting|after|before)\s+20\d\d-\d\d-\d\d\b` +
    // "at lunchtime", "by COB", "at the US open", "this arvo": a time of day in words, dropped as well.
    String.raw`|\b(?:at|by|around|before)\s+(?:the\s+)?(?:(?:market|ny|nyc|us|asia|asian|london|eu|europe)\s+)?(?:open|close|opening|closing)\b` +
    String.raw`|\b(?:at|by|around)\s+(?:lunchtime|dinnertime|noon|midday|cob|eod|close\s+of\s+business|end\s+of\s+(?:the\s+)?(?:day|business))\b` +
    String.raw`|\bthis\s+arvo\b|\b(?:cob|eod)\b` +
    // "… in 10", "… in 10 mins": a delay said last.
    String.raw`|\bin\s+\d+\s*(?:mins?|m|h|hrs?)?\s*[.!?]*$`,
  'i',
);

/** The price said beside a move, as written, when there is one. */
export function priceSaid(text: string): string | undefined {
  return pricePattern.exec(text)?.[0].trim();
}

function refused(said: string, kind: string): Interpretation {
  const trade = kind === 'swap';
  return fail(
    'AUTOMATION_AMBIGUOUS',
    `You wrote "${said}" with this ${trade ? 'trade' : 'move'}: a ${trade ? 'price or a time' : 'time or a price'} I would otherwise drop, and I never make the move now without it. ${
      trade
        ? 'For an order that waits for a price, say it like "sell 1 ETH on base when ETH rises above $4,000" or "buy $50 of ETH on base if ETH drops below $2,500"; for a time, like "tomorrow at 17:00 UTC"; to trade at today\'s price, send the trade without it.'
        : 'For a move at a time, say it like "tomorrow at 17:00 UTC"; to move now, send it without it.'
    } Nothing was done.`,
  );
}
