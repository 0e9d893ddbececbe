import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

/** held-out-34 pasted 109 (issue 16): "schedule it for <time>: <trade>" left "it for :" in the trade, read as its token. */
const now = new Date('2026-11-28T12:00:00Z');

describe('"schedule it for <time>: <trade>": the trade after the colon', () => {
  it.each([
    'schedule it for Dec 27 2026 09:00 UTC: 80 USDC into cbBTC on base',
    'schedule for Dec 27 2026 09:00 UTC: 80 USDC into cbBTC on base',
    'schedule the buy for Dec 27 2026 09:00 UTC: 80 USDC into cbBTC on base',
  ])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { kind: 'exact', value: '80' } },
        trigger: { type: 'at', at: '2026-12-27T09:00:00.000Z' },
      },
    });
  });
});
