import type { Interpretation, ThreadTurn } from '../../lib/agent/interpreter/index.ts';

/** A completed turn of a thread, as the job store keeps it (its interpretation through JSON, as stored). */
export const turn = (prompt: string, interpretation: Interpretation): ThreadTurn => ({
  prompt,
  interpretation: JSON.parse(JSON.stringify(interpretation)),
  status: 'completed',
});
