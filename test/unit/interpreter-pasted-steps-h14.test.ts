import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A pasted guide of steps ("Step 2: Wrap 0.1 ETH into WETH on Base") the person points into, asking in their own words
 * for one step to be done ("can u do step 2 for me? i'll do the rest myself"; held-out-14, issue 16): that step read as
 * data and asked back whole for a yes; the other steps are no part of it, and a question about a step does nothing.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const guide = 'following this guide:\n\nStep 1: Connect wallet\nStep 2: Wrap 0.1 ETH into WETH on Base\nStep 3: Deposit WETH into the vault\n\n';
const listed = 'following this guide:\n\n1. Connect wallet\n2. Wrap 0.1 ETH into WETH on Base\n3. Deposit WETH into the vault\n\n';
const wrap = { kind: 'wrap', chain: 'base', amount: { kind: 'exact', value: '0.1' }, awaiting: 'confirm' };

describe('one step of a pasted guide, asked for by the person, is asked back whole', () => {
  it.each([
    `${guide}can u do step 2 for me? i'll do the rest myself`,
    `${guide}can u do step 2 for me?`,
    `${guide}could you do the second one please?`,
    `${guide}do step 2 pls`,
    `${listed}can u do the second one for me?`,
    `${listed}do the second one. i'll do the rest myself`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: wrap });
  });
});

describe('a step that is no move, or a question about a step, moves nothing', () => {
  it.each([`${guide}can u do step 3 for me?`, `${guide}should i do step 2?`, `${guide}is step 2 safe?`])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent').toBe(false);
  });
});
