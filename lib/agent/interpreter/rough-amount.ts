import { ask, fail, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "send ~10 usdc …", "swap around 1 eth …", "10ish usdc", "approx. 10", "circa 10", and "around 10" answering "how
 * much?": a rough amount is no amount to move. The move is asked back for a yes on the exact figure, naming what was
 * written (a batch or an order is refused), never the rough figure taken as exact (sweep 35: "~10" sent 10). Only the move's own amount counts:
 * "worth about $3000" beside "send 1 eth" is a remark, and reads ("price of ~10 eth") and "what about" / "how about"
 * are left alone.
 */
export function roughAmountAsked(given: string, reading: Interpretation): Interpretation | undefined {
  if (reading.kind === 'fail' || !roughSaid.test(given)) return undefined;
  const moving = movingIntentOf(reading);
  if (!moving) return undefined;
  const own = amountsOf(moving);
  // The person's own words: the last line under pasted ones, quoted text left out ("park ~150 in WETH" is Sam's).
  const line = (given.trim().split(/\n/).at(-1) ?? '').replace(/"[^"]*"|“[^”]*”/g, ' ');
  for (const m of line.matchAll(roughSaidEvery)) {
    const figure = (m[1] ?? m[2] ?? m[3])!;
    if (!own.includes(Number(figure.replace(/[$,]/g, '')))) continue;
    const lead = `You wrote "${m[0].trim()}", and I move only an exact amount.`;
    if (reading.kind === 'ask') {
      if (reading.pending.awaiting === 'confirm') return /exact/.test(reading.question) ? reading : ask(`${lead} ${reading.question}`, reading.pending);
      return ask(`${lead} ${reading.question}`, { ...reading.pending, confirm: true });
    }
    // A batch or an order asks for nothing on its own amount: it is said again, exactly.
    if (!['transfer', 'swap', 'wrap', 'unwrap'].includes(moving.kind))
      return fail('MOVE_UNCLEAR', `${lead} Nothing was done: send the request again with the exact amount.`);
    return askWhole(reading.intent, lead);
  }
  return undefined;
}

/** The amounts a move carries: its own, each of a batch's, an order's trade's. */
export function amountsOf(move: object): number[] {
  const m = move as { amount?: { value?: unknown }; transfers?: { amount?: unknown }[]; action?: object };
  return [
    ...(m.amount?.value !== undefined ? [Number(m.amount.value)] : []),
    ...(m.transfers ?? []).map((t) => Number(t.amount)),
    ...(m.action ? amountsOf(m.action) : []),
  ];
}

/**
 * A figure said roughly: after a hedge ("about", "around", "~", "≈", "approx.", "circa", "roughly", "some"), or with "-ish", "or so", "give or take", "more or less" after it. Not "what about", "how about".
 */
const roughSaid =
  /(?:(?<!\b(?:what|how|whats|what's)\s+)\b(?:about|around|roughly|approx(?:imately)?\.?|circa|ca\.|some|nearly|almost|more or less)\s*|[~≈∼]\s*)(\$?\d[\d,]*(?:\.\d+)?)(?![\d.,]*\s*(?:%|percent|(?:days?|hours?|hrs?|minutes?|mins?|weeks?|months?|years?|times|runs|am|pm|utc)\b))|(\$?\d[\d,]*(?:\.\d+)?)\s*-?\s*ish\b|(\$?\d[\d,]*(?:\.\d+)?)(?:\s+\$?[a-z]{2,10})?\s+(?:or so|give or take|more or less|or thereabouts)\b/i;
/** `roughSaid`, every one said (built once; `matchAll` works on a copy, so sharing it is safe). */
const roughSaidEvery = new RegExp(roughSaid.source, 'gi');
