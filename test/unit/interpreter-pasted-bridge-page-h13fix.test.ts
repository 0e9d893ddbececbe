import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe("a bridge's page named as where pasted data came from: the read is answered (issue 16)", () => {
  it.each([
    [`pasting the contract from the bridge ui: ${USDC} - what token is this on ethereum?`, { kind: 'lookup', address: USDC, chain: 'ethereum' }],
    [`found this on the bridge app: ${USDC} which coin is it on ethereum`, { kind: 'lookup', address: USDC, chain: 'ethereum' }],
    ['bridge ui says my usdc on base is 10000, whats my usdc balance on base', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each(['send 5 usdc from the bridge app to base', 'use the bridge ui to move 5 usdc to polygon', 'bridge 5 usdc from base to polygon'])(
    '%s: a move beside the word is still refused as a bridge',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BRIDGE_UNSUPPORTED' });
    },
  );
});
