import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';

/**
 * An interpretation as the job store gives it back: through JSON, and with every object's keys in another order
 * (DynamoDB keeps a map's attributes in no order; a reading that compared JSON text once failed only end to end).
 */
export const asStored = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
  ) as T;

/** A completed turn of a thread, as the job store keeps it. */
export const turn = (prompt: string, interpretation: Interpretation): ThreadTurn => ({
  prompt,
  interpretation: asStored(interpretation),
  status: 'completed',
});

/** The last reading of a conversation on one thread, each prompt read with the turns before it as stored, at the clock given. */
export function onThreadAt(now: Date, ...prompts: string[]): Interpretation {
  const turns: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of prompts) {
    last = interpretPrompt(prompt, turns, now);
    turns.push({ prompt, status: last.kind === 'fail' ? 'failed' : 'completed', interpretation: asStored(last) } as ThreadTurn);
  }
  return last!;
}

const movingKinds = new Set(['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'automation-create', 'automation-cancel']);

/** What a reading does: 'move' (runs now or sets up an order), 'confirm' (asks a yes), 'ask', 'info' or 'fail'. */
export function outcome(r: Interpretation): string {
  const x = r as { kind: string; intent?: { kind: string }; pending?: { awaiting?: string } };
  if (x.kind === 'intent') return movingKinds.has(x.intent!.kind) ? 'move' : 'info';
  if (x.kind === 'ask') return x.pending?.awaiting === 'confirm' ? 'confirm' : 'ask';
  return x.kind;
}

/** The move a reading makes, run now or asked back whole for a yes; the reading itself when it is neither. */
export function moveOfReading(r: Interpretation) {
  return r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : r;
}
