import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A dollar amount written the way prices and CLI options write it (issue 16, found beside held-out-17's bot lines):
 * `usd 5`, `--usd 5`, `--dollars 5`, `usd amount 5` were read as 5 of the token bought, a wrong move; and prose with a
 * `--flag` no flags reader read skipped the net for unread words, so `buy ETH --notional 5 on base` bought 5 ETH.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('the currency code before the number is dollars', () => {
  it.each([
    ['buy ETH usd 5 on base', 'USDC', 'ETH'],
    ['buy ETH --usd 5 on base', 'USDC', 'ETH'],
    ['sell ETH usd 5 on base', 'ETH', 'USDC'],
    ['buy ETH for usd 5 on base', 'USDC', 'ETH'],
    ['buy ETH usd5 on base', 'USDC', 'ETH'],
    ['buy ETH --dollars 5 on base', 'USDC', 'ETH'],
    ['buy ETH --usd-amount 5 on base', 'USDC', 'ETH'],
    ['buy ETH usd amount 5 on base', 'USDC', 'ETH'],
  ])('%s', (prompt, tokenIn, tokenOut) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent, JSON.stringify(r)).toMatchObject({ kind: 'swap', tokenIn, tokenOut, amount: { kind: 'usd', value: '5' } });
  });

  it.each(['buy 5 dollars of eth on base', 'buy ETH for 5 dollars on base', 'price of eth in usd'])('%s reads as before', (prompt) => {
    const r = read(prompt);
    expect(r.kind, JSON.stringify(r)).toBe('intent');
    expect(JSON.stringify(r)).not.toContain('"exact","value":"5"');
  });
});

describe('a flag no flags reader read is a word of the prose, unread', () => {
  it.each(['buy ETH --notional 5 on base', 'buy ETH --foo 5 on base', 'buy ETH --max 5 on base', 'my bot-name buy --token ETH --usd 5 --chain base'])(
    '%s is asked back',
    (prompt) => {
      const r = read(prompt);
      expect(r.kind === 'intent' && r.intent.kind === 'swap', JSON.stringify(r)).toBe(false);
    },
  );

  it.each([
    ['swap 5 usdc for eth on base --yes', { kind: 'swap', amount: { value: '5' } }],
    ["send 0.25 ETH -> vitalik.eth --network ethereum --memo 'gitcoin round'", { kind: 'transfer', chain: 'ethereum', to: 'vitalik.eth' }],
  ])('%s: flags read, or that only say do it', (prompt, intent) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent, JSON.stringify(r)).toMatchObject(intent);
  });
});

describe("a bot's fill report is no move", () => {
  it.each([
    'filled 200 USDC -> WETH on polygon',
    'DONE 200 USDC -> WETH on polygon',
    'done: swap 200 USDC -> WETH on polygon',
    'executed: sell 2 LINK for USDC on ethereum',
    'filled: USDC 200 => WETH on polygon',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'fail' && r.code, JSON.stringify(r)).toBe('NOT_AN_ORDER');
  });

  it('a lone "Done." before a request stops it (a report or a new order? the unread-words check of sweep 35)', () => {
    expect(read('Done. Now swap 5 usdc for eth on base')).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });

  it.each(['swap 5 usdc -> eth on base', 'rebalance step 3/5: polygon :: USDC 200 => WETH'])('%s is a move', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind, JSON.stringify(r)).toBe('swap');
  });
});
