import { scanPrompt } from '../../language/scan-prompt.ts';
import { completeIntent } from './complete-intent.ts';
import { movingIntentOf, type Interpretation, type PartialIntent, type ThreadTurn } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/** Words that say go ahead with the move asked about: "do it", "go ahead", "send it", a yes. */
const goAhead = /\b(?:do it|do that|go ahead|go for it|send it|proceed|let'?s go|lets do it|yes|yeah|yep|yup|sure|ok(?:ay)?|fine|whatever|confirmed)\b/i;

/**
 * The verb a move of each kind is said with, put before a restatement said without one ("Confirmed — 500 USDC on Polygon
 * to 0x…", "Yes, that's right — 0.25 ETH into cbBTC on Base"): read so, it must still be exactly the move asked about.
 */
const verbOf: Record<string, string> = { transfer: 'send', swap: 'swap', wrap: 'wrap', unwrap: 'unwrap' };
/** Words that doubt, refuse or turn the move: never a go-ahead, whatever else is said. */
const doubting = /\b(?:no|nah|nope|not|don'?t|dont|never|wait|hold on|maybe|idk|unsure|instead|actually|but|cancel|stop)\b|\?/i;

/**
 * A value as text with every object's keys in order: a turn's interpretation comes back from the job store with its
 * keys in another order than it was read with ({kind, value} as {value, kind}).
 */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))) : v,
  ) ?? 'undefined';

const sameMove = (a: object, b: object): boolean => {
  // An order's description is its words, said again in other words: the order itself is what must be the same.
  const plain = (o: object) => canonical(Object.fromEntries(Object.entries(o).filter(([k]) => !['awaiting', 'confirm', 'notes', 'description'].includes(k))));
  return plain(a) === plain(b);
};

/**
 * "eh whatever, do it. half a sol into bonk", to "Do you want me to swap 0.5 SOL for BONK on Solana?": a go-ahead beside
 * the very move asked about, said again, is the yes to it (held-out-13, issue 16). The move said again must read alone
 * as exactly the one asked about, and the rest say nothing of its own (no figure, token, chain or address, no doubt or
 * question); without a go-ahead the move is asked about again, whole. `undefined` otherwise.
 * @param read reads text on its own, with no thread.
 */
export function confirmRestated(given: string, thread: readonly ThreadTurn[], read: (text: string) => Interpretation): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || previous.pending.awaiting !== 'confirm') return undefined;
  const pieces = given.split(/(?<=[.!;])\s+|\s*[—–]\s*|\n+/).filter((p) => /\w/.test(p));
  if (pieces.length < 2) return undefined;
  const kind = (previous.pending as { kind?: string }).kind ?? '';
  const verbs = kind === 'automation-create' ? ['buy', 'sell'] : verbOf[kind] ? [verbOf[kind]] : [];
  // "every Monday, $25 of ETH paid in USDC, on Base" restating a recurring buy: read with each verb an order trades by.
  const said = (piece: string) => (kind === 'automation-create' ? /^\s*(?:\d|\$|every|each|if|when|once)/i : /^\s*(?:\d|\$)/).test(piece);
  for (const [i, piece] of pieces.entries()) {
    const alone = read(piece);
    const reading =
      alone.kind === 'intent' && movingIntentOf(alone) !== undefined
        ? alone
        : (verbs
            .filter(() => said(piece))
            .map((verb) => read(`${verb} ${piece.trim()}`))
            .find((r) => r.kind === 'intent' && movingIntentOf(r) && sameMove(r.intent, previous.pending)) ?? alone);
    if (reading.kind !== 'intent' || !movingIntentOf(reading) || !sameMove(reading.intent, previous.pending)) continue;
    const rest = pieces.filter((_, k) => k !== i).join(' ');
    const facts = scanPrompt(rest);
    if (doubting.test(rest) || facts.tokens.length + facts.amounts.length + facts.chains.length + facts.addresses.length > 0) return undefined;
    const { notes: _notes, ...intent } = reading;
    if (goAhead.test(rest)) return intent;
    return askWhole(reading.intent);
  }
  return undefined;
}

/**
 * "Apologies for the lack of detail. On Ethereum, please spend 30 USDC on PEPE.", to "How much should I spend on PEPE?":
 * an answer that says the whole move again, which the thread's reading could not fit to the question (it read PEPE as
 * both sides), is the move read on its own words — the same kind, buying or sending the same token asked about. A
 * move read alone with words around it is already asked back whole. `undefined` otherwise.
 * @param read reads text on its own, with no thread.
 */
export function answerRestated(given: string, thread: readonly ThreadTurn[], read: (text: string) => Interpretation): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || previous.pending.awaiting === 'confirm') return undefined;
  const pending = previous.pending as { kind: string; tokenOut?: string; token?: string };
  const reading = read(given);
  const moving = movingIntentOf(reading) as { kind: string; tokenOut?: string; token?: string } | undefined;
  if (!moving || moving.kind !== pending.kind || (reading.kind === 'ask' && reading.pending.awaiting !== 'confirm')) return undefined;
  const same = (a?: string, b?: string) => a !== undefined && b !== undefined && a.toUpperCase() === b.toUpperCase();
  if (!same(moving.tokenOut, pending.tokenOut) && !same(moving.token, pending.token)) return undefined;
  // Every field the question already had is said again as it was ("yes\nsend 1 ETH to …" to a question about 0.001 ETH is a new move).
  const had = pending as Record<string, unknown>;
  const said = moving as Record<string, unknown>;
  const kept = ['tokenIn', 'tokenOut', 'token', 'amount', 'to', 'chain'].every(
    (k) => had[k] === undefined || canonical(had[k]).toUpperCase() === canonical(said[k]).toUpperCase(),
  );
  return kept && !/[\n\r]/.test(given.trim()) ? reading : undefined;
}

/** The fields a move's plain question asks for. */
const plainFields = new Set(['amount', 'to', 'chain']);
/** The fields of a move that an answer said again must keep as they were. */
const keptFields = ['tokenIn', 'tokenOut', 'token', 'amount', 'to', 'chain'] as const;

/**
 * The move asked about, said again with the field asked for and without one it already had (held-out-32 work 25):
 * "Kindly send 30 USDC to 0x4444…" → "Which chain?" → "I have checked with the supplier: it is Polygon. Please send the
 * 30 USDC on Polygon." read alone asks for the address the first turn gave. Every field both say is the same, the
 * answer fills the field asked and no other new one, and the move put together is asked back whole for a yes.
 * @param reading the turn as read on its thread: a question for a field the first turn gave.
 */
export function answerShortRestated(given: string, thread: readonly ThreadTurn[], reading: Interpretation): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || reading.kind !== 'ask') return undefined;
  const asked = previous.pending.awaiting;
  const lacked = reading.pending.awaiting;
  // Only a field a move's plain question asks for, and only in a move said again with its own verb ("base, in dollars"
  // or "eth as usual" is an answer, read by the thread's readers).
  if (!asked || !lacked || asked === lacked || !plainFields.has(asked) || !plainFields.has(lacked)) return undefined;
  if (!scanPrompt(given).actions.some((a) => a.action === previous.pending.kind || (previous.pending.kind === 'swap' && ['buy', 'sell'].includes(a.action))))
    return undefined;
  if ((reading.pending as Record<string, unknown>)[lacked] !== undefined) return undefined;
  if (reading.pending.kind !== previous.pending.kind || !['swap', 'transfer'].includes(reading.pending.kind)) return undefined;
  const had = previous.pending as Record<string, unknown>;
  const said = reading.pending as Record<string, unknown>;
  if (said[asked] === undefined || had[lacked] === undefined) return undefined;
  const agree = keptFields.every((k) => had[k] === undefined || said[k] === undefined || canonical(had[k]).toUpperCase() === canonical(said[k]).toUpperCase());
  // Only the field asked is new: anything else the answer adds is no answer to the question.
  const added = keptFields.filter((k) => had[k] === undefined && said[k] !== undefined);
  if (!agree || added.some((k) => k !== asked)) return undefined;
  const { awaiting: _a, confirm: _c, ...merged } = { ...had, [asked]: said[asked] };
  const whole = completeIntent(merged as PartialIntent);
  return whole.kind === 'intent' && movingIntentOf(whole) ? askWhole(whole.intent, 'I read your answer with the request it completes.') : undefined;
}
