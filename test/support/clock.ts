import type { Clock } from '../../lib/core/clock.ts';

/** A clock that runs with real time from an offset tests can push forward ("two hours later"). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

export function adjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}
