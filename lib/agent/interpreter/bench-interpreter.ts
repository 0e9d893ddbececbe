import { forgetRecentTexts } from '../../language/recent-texts.ts';
import { interpretPrompt } from './interpret-prompt.ts';

/**
 * Median microseconds per `interpretPrompt` call over `prompts` (each run `rounds` times after one warm-up pass), each
 * timed as a prompt never seen before: the scans remembered from earlier calls are forgotten first.
 */
export function benchInterpreter(prompts: readonly string[], rounds = 20): number {
  for (const p of prompts) interpretPrompt(p, []);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const p of prompts) {
      forgetRecentTexts();
      const start = performance.now();
      interpretPrompt(p, []);
      times.push((performance.now() - start) * 1000);
    }
  }
  times.sort((a, b) => a - b);
  return times.length === 0 ? 0 : times[Math.floor(times.length / 2)]!;
}
