import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Held-out-11's wrong move: "un wrap point oh one w eth on base" wrapped 0.01 ETH. The transcription split the verb
 * ("un wrap") and the token ("w eth"); the reader passed over "un" and "w", and the net that counts unread words skipped
 * the line because its amount had no digits. A split verb is one verb, and an amount said in words is counted.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));

describe("an unwrap said in a transcription's pieces is an unwrap, never a wrap", () => {
  it.each([
    ['un wrap point oh one w eth on base', 'base', 'WETH', '0.01'],
    ['un-wrap 0.5 w pol on polygon', 'polygon', 'WPOL', '0.5'],
    ['un wrap 0.01 weth on base', 'base', 'WETH', '0.01'],
    ['please un wrap point five w eth on unichain', 'unichain', 'WETH', '0.5'],
  ])('%s', (prompt, chain, token, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'unwrap', chain, token, amount: { value } } });
  });
});

describe('a word left unread beside a move said in words is still counted', () => {
  it.each([['wrap point oh one un eth on base', '"un"']])('%s', (prompt, said) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(reading.kind === 'ask' && reading.question).toContain(said);
  });

  it('a number left unread may change what moves: nothing is offered', () => {
    expect(read('swap fifty usdc to eth on base in five')).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR', message: /"5"/ });
  });

  it('a chat "w eth" is still "with eth"', () => {
    expect(read('buy degen w eth on base, 10 dollars')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'DEGEN' } });
  });
});
