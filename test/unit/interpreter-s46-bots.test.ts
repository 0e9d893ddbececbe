import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/**
 * Bot bodies held-out-29 missed (issue 16): a command line's rehearsal flag beside a read, a log line's stamp and
 * memo, a YAML list of flow maps, order management calls and a body finished on the next turn. Each class keeps its
 * refusals beside a move.
 */
const now = new Date('2026-11-28T05:17:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => {
  const said: ThreadTurn[] = [];
  let last = interpretPrompt(prompts[0]!, said, now);
  for (const prompt of prompts) {
    last = interpretPrompt(prompt, said, now);
    said.push({ prompt, interpretation: last } as ThreadTurn);
  }
  return last;
};

describe("a command line's rehearsal flag beside a read is harmless; beside a move it is refused", () => {
  it.each([
    ['check_funds --chain polygon --token USDC --need 250 --dry', { kind: 'balance', chains: ['polygon'], tokens: ['USDC'], check: { amount: '250' } }],
    ['check_funds --chain polygon --token USDC --need 250 --test', { kind: 'balance', chains: ['polygon'], check: { amount: '250' } }],
    ['balance --chain base --token usdc --dry-run', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['check_funds chain=polygon token=USDC need=250 dry=true', { kind: 'balance', chains: ['polygon'], check: { amount: '250' } }],
    ['price --token ETH --dry', { kind: 'price', tokens: ['ETH'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
  it.each([
    '/swap --from USDC --to ETH --amount 5 --chain base --dry',
    'swap --from USDC --to ETH --amount 5 --chain base --simulate',
    'send --token USDC --amount 5 --to bob.eth --chain base --dry',
    'purser buy --token ETH --amount 5 --pay USDC --chain base --dry-run',
    'sell --asset ETH --amount 1 --for USDC --chain base --sim',
    'swap from=USDC to=ETH amount=5 chain=base dry=true',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});
