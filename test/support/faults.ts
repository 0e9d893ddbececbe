import { TransientError } from '../../lib/errors.ts';
import type { SolanaStepStore } from '../../lib/capabilities/transfers/solana/solana-step-store.ts';

/**
 * A Solana step store that lets the first signed step be recorded and then
 * throws, as if the attempt died between recording and sending.
 */
export function crashAfterSignedStep(store: SolanaStepStore, what: string): SolanaStepStore {
  let crashed = false;
  return {
    get: (stepId) => store.get(stepId),
    async put(step) {
      await store.put(step);
      if (step.status === 'signed' && !crashed) {
        crashed = true;
        throw new TransientError('SIMULATED_CRASH', `the attempt died after recording the signed ${what}`);
      }
    },
  };
}
