import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move made at once never stands beside another chain named', () => {
  it.each([
    ['I need weth on base. swap 200 USDC into WETH on polygon', 'polygon', 'Base'],
    ['I want weth on base. swap 200 USDC into WETH on polygon', 'polygon', 'Base'],
    ['I need weth on base. send 20 usdc to bob.eth on polygon', 'polygon', 'Base'],
    ['i need usdt on ethereum. buy 50 usdt with usdc on base', 'base', 'Ethereum'],
  ])('%s is asked back for a yes on %s, naming %s', (prompt, chain, other) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { chain, awaiting: 'confirm' } });
    expect(reading.kind === 'ask' && reading.question).toContain(`You also named ${other}`);
  });

  it.each([
    ['swap 1 eth to usdc on base', 'swap'],
    ['send 5 usdc to bob.eth on base', 'transfer'],
    ['I need sol on solana. swap 100 usdc to sol on solana', 'swap'],
    ['wrap amount=0.5 asset=ETH network=unichain', 'wrap'],
    ['order_type=market side=buy base=UNI quote=USDC quote_amt=75 chain=ethereum', 'swap'],
  ])('%s (one chain, or a bot’s fields) is made as before', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it('two chains in one sentence stay refused', () => {
    expect(read('I need weth on base, swap 200 USDC into WETH on polygon')).toMatchObject({ kind: 'fail', code: 'MANY_CHAINS' });
  });
});

describe('a launch read from notes under a label is asked back, never made on the first reply', () => {
  it.each([
    'launch notes:\nToken name: Moon Cat\nSymbol: MCAT',
    'Launch plan -\nToken name: Moon Cat\nSymbol: MCAT',
    'my launch draft:\nToken name: Moon Cat\nSymbol: MCAT',
  ])('%j', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'launch', symbol: 'MCAT', awaiting: 'confirm' } });
  });

  it('a launch asked for in words is made as before', () => {
    expect(read('launch a token called Moon Cat with symbol MCAT on base')).toMatchObject({ kind: 'intent', intent: { kind: 'launch', symbol: 'MCAT' } });
  });
});
