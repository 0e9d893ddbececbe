import { completeIntent } from './complete-intent.ts';
import { ask, type Intent, type Interpretation, type PartialIntent } from './intent.ts';
import { owedYes } from './owed-yes.ts';
import type { Facts } from '../../language/scan-prompt.ts';

/** The field a "same …" answer names: "same amount", "same address", "same chain", "same token". */
const fieldWords: Record<string, string> = {
  amount: 'amount',
  much: 'amount',
  sum: 'amount',
  size: 'amount',
  value: 'amount',
  address: 'to',
  addr: 'to',
  recipient: 'to',
  wallet: 'to',
  guy: 'to',
  person: 'to',
  him: 'to',
  her: 'to',
  them: 'to',
  chain: 'chain',
  network: 'chain',
  token: 'token',
  coin: 'token',
  asset: 'token',
};

/** The words a "the same" answer may come with: "same as before", "the same one please", "same again". */
const sameFillers = new Set(
  `the same again as before last time one please pls plz ok okay yes yeah yep just do it that like earlier previous previously thanks thx to for of`.split(
    /\s+/,
  ),
);

/**
 * "the same", "same", "again", "same amount", "same as before", said to a pending question ("how much?", "which
 * address?", "which chain?"): the answer to THAT question, never a repeat of the move finished before it. Sweep 37
 * found "send 25 usdc to A2" → "send usdc to A1 on base" → "the same" sent 25 USDC to A2 again at once, and a swap
 * asked the other way round ran the first one again. The awaited field is taken from the last finished move only
 * where it plainly carries over (the same kind, the same token); the move is then asked back whole for a yes, never
 * run. Anything else is asked again. Returns undefined when the answer says neither "same" nor "again".
 */
export function sameAnswered(facts: Facts, question: string, pending: PartialIntent, last: Intent | undefined): Interpretation | undefined {
  if (!facts.words.some((w) => w === 'same' || w === 'again')) return undefined;
  if (pending.awaiting === undefined || pending.awaiting === 'confirm') return undefined;
  const field = pending.awaiting;
  const group = field === 'tokenIn' || field === 'tokenOut' ? 'token' : field;
  const named = facts.words.map((w) => fieldWords[w]).filter((f): f is string => f !== undefined);
  const unread = facts.words.filter((w) => fieldWords[w] === undefined && !sameFillers.has(w));
  const value = last ? carried(pending, field, last) : undefined;
  const said = facts.words.join(' ');
  if (value === undefined || unread.length > 0 || named.some((f) => f !== group)) {
    return ask(`I could not tell what "${said}" is the same as for this ${pending.kind}, so nothing was done. ${question}`, pending);
  }
  const { awaiting: _awaiting, ...known } = pending;
  const done = completeIntent({ ...known, [field]: value } as PartialIntent);
  // Taken over from another move, the value is a guess until the move is said back whole and answered yes.
  return owedYes({ ...pending, confirm: true } as PartialIntent, done);
}

/** Moves whose fields a finished move may carry over to ("the same chain"); a read or a cancel is asked again. */
const movingKinds = new Set<string>(['transfer', 'swap', 'wrap', 'unwrap']);

/** The value of `field` that the last finished move carries over to the pending one, when it plainly does. */
function carried(pending: PartialIntent, field: string, last: Intent): unknown {
  const p = pending as Record<string, unknown>;
  const l = last as Record<string, unknown>;
  const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.toUpperCase() === b.toUpperCase();
  if (!movingKinds.has(pending.kind)) return undefined;
  if (field === 'chain') return typeof l.chain === 'string' ? l.chain : undefined;
  if (field === 'to') return pending.kind === 'transfer' && last.kind === 'transfer' ? last.to : undefined;
  if (last.kind !== pending.kind) return undefined;
  if (field === 'amount') {
    // 25 USDC is an amount of USDC only: "the same" to "how much ETH?" after it is no amount at all.
    if (last.kind === 'transfer') return same(p.token, l.token) ? l.amount : undefined;
    if (last.kind === 'swap') return same(p.tokenIn, l.tokenIn) && same(p.tokenOut, l.tokenOut) && (p.side ?? l.side) === l.side ? l.amount : undefined;
    return same(p.token, l.token) ? l.amount : undefined;
  }
  if (field === 'token' || field === 'tokenIn' || field === 'tokenOut') return typeof l[field] === 'string' ? l[field] : undefined;
  return undefined;
}
