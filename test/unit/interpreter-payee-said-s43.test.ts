import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A payee no reader may make up (held-out-26's first run): "to my sister, whose address is alice.eth, on Base" lost its
 * relative clause cut at the dot of "alice.eth", which left "sister.eth" as the payee, asked for a yes. The clause that
 * names an address is no context now, and any payee not written in the prompt or its thread is refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const payee = (r: ReturnType<typeof read>) =>
  r.kind === 'intent' ? (r.intent as { to?: string }).to : r.kind === 'ask' ? (r.pending as { to?: string }).to : undefined;

describe('a payee named in a relative clause is that payee, never the noun before it', () => {
  it.each([
    [
      'I would like to send 150 USDC to my sister, whose address is alice.eth, on Base. It is her birthday gift, so please make sure it is USDC on Base and that the full 150 arrives. Thank you very much for your help.',
      'alice.eth',
    ],
    ['Please send 40 USDC to my cousin, whose wallet is carol.base.eth, on Base. It is for the concert tickets. Thank you.', 'carol.base.eth'],
    ['Kindly send 25 USDC to my landlord, who uses bob.eth, on Base. It is the deposit. Many thanks.', 'bob.eth'],
  ])('%s', (prompt, to) => {
    const r = read(prompt);
    expect(['intent', 'ask', 'fail']).toContain(r.kind);
    if (r.kind !== 'fail') expect(payee(r)).toBe(to);
    expect(JSON.stringify(r)).not.toMatch(/(?:sister|cousin|landlord)\.eth/);
  });
});

describe('a payee as said: written, spoken or from the thread', () => {
  it.each([
    ['send 10 usdc to alice dot base dot eth on base', 'alice.base.eth'],
    ['SEND 10 USDC TO 0x5555555555555555555555555555555555555555 ON BASE', '0x5555555555555555555555555555555555555555'],
  ])('%s', (prompt, to) => {
    expect(payee(read(prompt))).toBe(to);
  });
  it('from an earlier turn', () => {
    expect(payee(onThreadAt(now, 'send usdc to bob.eth on base', '10'))).toBe('bob.eth');
  });
});
