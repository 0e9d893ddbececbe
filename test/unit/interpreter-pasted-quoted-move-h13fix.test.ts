import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';
import { asStored } from '../support/thread-turn.ts';

const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move in the one quote of a sentence about where it came from, adopted: read from the quote, never run on the first reply (issue 16)', () => {
  it.each([
    ['my notes just say "buy more UNI". do that', { kind: 'swap', tokenOut: 'UNI', awaiting: 'amount', confirm: true }],
    ['pasted from a signal group: "BUY PEPE 🐸" do it', { kind: 'swap', tokenOut: 'PEPE', awaiting: 'amount', confirm: true }],
    ['my todo app says "buy some DEGEN" lol ok do it', { kind: 'swap', tokenOut: 'DEGEN', awaiting: 'amount', confirm: true }],
    [
      'copied from a guide: "Step 3: wrap 0.1 ETH into WETH on Base before adding liquidity." — do step 3 for me',
      { kind: 'wrap', token: 'ETH', chain: 'base', amount: { value: '0.1' }, awaiting: 'confirm' },
    ],
    [
      'got this from a trader friend: "put a stop loss on your SOL at 120". set that up for me',
      { kind: 'automation-create', awaiting: 'amount', confirm: true },
    ],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending });
  });

  it.each([
    // No word of the person's that adopts it: the quote is only data.
    'my notes just say "buy more UNI". thoughts?',
    'pasted from a signal group: "BUY PEPE 🐸" lol no',
    'my notes just say "buy 5 usdc of UNI on base". dont do that',
  ])('%s: never moves', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && movingIntentOf(result) !== undefined, JSON.stringify(result)).toBe(false);
    if (result.kind === 'ask' && movingIntentOf(result)) expect(result.pending.awaiting === 'confirm' || result.pending.confirm === true).toBe(true);
  });

  it('the order the friend named, completed on the thread, is asked back as that order, never run as a swap', () => {
    const first = read('got this from a trader friend: "put a stop loss on your SOL at 120". set that up for me');
    const second = interpretPrompt('sell 2 SOL into USDC', [{ prompt: 'got this…', interpretation: asStored(first), status: 'completed' }], now);
    expect(second).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'confirm' } });
  });
});

describe("'do what mom says': the person points at the quoted message by who wrote it (issue 16)", () => {
  it.each([
    [
      'Mom\'s text: "Honey can you move 0.3 of the ETH to Bob? it\'s bob.eth, on Base" — do what mom says',
      { kind: 'transfer', token: 'ETH', to: 'bob.eth', chain: 'base', amount: { value: '0.3' } },
    ],
    ['dad texted: "send 5 usdc to alice.eth on base pls" do what dad says', { kind: 'transfer', token: 'USDC', to: 'alice.eth', chain: 'base' }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it("'whatever dad says, no' never moves", () => {
    const result = read('dad texted: "send 5 usdc to alice.eth on base pls" whatever dad says, no');
    expect(result.kind === 'intent' && movingIntentOf(result) !== undefined).toBe(false);
  });
});
