import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';

/** A completed turn of a thread, as the job store keeps it (its interpretation through JSON, as stored). */
export const turn = (prompt: string, interpretation: Interpretation): ThreadTurn => ({
  prompt,
  interpretation: JSON.parse(JSON.stringify(interpretation)),
  status: 'completed',
});

/**
 * The last reading of a conversation on one thread, each prompt read with the turns before it (as read, not through
 * JSON), at the clock given.
 */
export function onThreadAt(now: Date, ...prompts: string[]): Interpretation {
  const turns: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of prompts) {
    last = interpretPrompt(prompt, turns, now);
    turns.push({ prompt, status: last.kind === 'fail' ? 'failed' : 'completed', interpretation: last } as ThreadTurn);
  }
  return last!;
}
