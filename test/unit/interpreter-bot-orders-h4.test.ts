import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bots' orders of the fourth held-out run (issue 16), each as a class: the amount beside a field that says what is
 * spent (`"spend":"USDC","amount":"25"`), a chain's full name among a command's lead words (`STOPLOSS UNI ethereum
 * trigger=8.50`), and the side said in the order's own name (`LIMIT_BUY`). Nothing is guessed: a bare amount beside a
 * token merely paid with is still asked about, and a chain said twice is refused.
 */
/** A fixed clock: Thursday 2026-11-26, 07:30 UTC. */
const now = new Date('2026-11-26T07:30:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe("a bot's order read whole", () => {
  it.each([
    [
      '{"type":"recurring","chain":"base","spend":"USDC","amount":"25","buy":"cbBTC","schedule":"every monday 14:00 UTC"}',
      {
        action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { kind: 'exact', value: '25' } },
        trigger: { type: 'every', intervalSeconds: 604_800 },
      },
    ],
    [
      'dca spend=USDC amount=10 buy=ETH chain=base every=1d',
      { action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '10' } }, trigger: { type: 'every', intervalSeconds: 86_400 } },
    ],
    [
      '{"type":"limit","chain":"base","spend":"USDC","amount":"300","buy":"ETH","price":"2500"}',
      {
        action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '300' } },
        trigger: { type: 'price', token: 'ETH', direction: 'below', priceUsd: '2500' },
      },
    ],
    [
      'STOPLOSS UNI ethereum trigger=8.50 size=ALL',
      {
        action: { chain: 'ethereum', tokenIn: 'UNI', amount: { kind: 'fraction', value: 1 } },
        trigger: { type: 'price', token: 'UNI', direction: 'below', priceUsd: '8.50' },
      },
    ],
    [
      'STOP_LOSS SOL solana trigger<=120 size=3',
      { action: { chain: 'solana', tokenIn: 'SOL', amount: { value: '3' } }, trigger: { type: 'price', token: 'SOL', direction: 'below' } },
    ],
    [
      'LIMIT_BUY ETH base price=2500 size=300USDC',
      { action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '300' } }, trigger: { type: 'price', token: 'ETH', direction: 'below' } },
    ],
    [
      '/limit_sell LINK ethereum price=20 size=5',
      { action: { chain: 'ethereum', tokenIn: 'LINK', amount: { value: '5' } }, trigger: { type: 'price', token: 'LINK', direction: 'above' } },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', ...intent } });
  });

  it.each([
    ['{"type":"recurring","chain":"base","pay":"USDC","amount":"25","buy":"cbBTC","schedule":"every monday 14:00 UTC"}', 'INVALID_FIELDS'],
    ['STOPLOSS UNI ethereum trigger=8.50 size=ALL chain=base', 'INVALID_FIELDS'],
  ])('an amount of no sure token, or a chain said twice, is refused: %s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });
});

/**
 * A payout command with one recipient and amount a line (issue 16: "/payout base USDC\n0x… 10\n0x… 15"): the batch
 * it stands for. A line that is no recipient and amount leaves it to the other readers, which refuse.
 */
describe("a bot's payout lines", () => {
  it.each([
    [
      '/payout base USDC\n0x1111111111111111111111111111111111111111 10\n0x2222222222222222222222222222222222222222 15\n0x3333333333333333333333333333333333333333 7.5',
      {
        chain: 'base',
        token: 'USDC',
        transfers: [
          { to: '0x1111111111111111111111111111111111111111', amount: '10' },
          { to: '0x2222222222222222222222222222222222222222', amount: '15' },
          { to: '0x3333333333333333333333333333333333333333', amount: '7.5' },
        ],
      },
    ],
    [
      '/payout USDC polygon\nalice.eth 5\nbob.eth 6',
      {
        chain: 'polygon',
        token: 'USDC',
        transfers: [
          { to: 'alice.eth', amount: '5' },
          { to: 'bob.eth', amount: '6' },
        ],
      },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch', ...intent } });
  });

  it.each([
    '/payout base USDC\n0x1111111111111111111111111111111111111111 10\nand also swap 5 usdc to eth',
    '/payout base USDC\n0x1111111111111111111111111111111111111111 10\n0x2222222222222222222222222222222222222222 all',
  ])('a line that is no recipient and amount is refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});
