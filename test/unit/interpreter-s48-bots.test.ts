import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bot bodies held-out-31 and held-out-29 missed, and the word before a bot's fields (issue 16). Each class is tried
 * both ways: what now reads right, and what still stops or asks.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a word before a move and its fields is dropped only when it is a program name', () => {
  it.each([
    'tradebot buy chain=unichain token=UNI spend=40USDC',
    'trade_worker buy chain=unichain token=UNI spend=40USDC',
    'swap_worker buy chain=unichain token=UNI spend=40USDC',
    'sell-bot buy chain=unichain token=UNI spend=40USDC',
    'grid-v2 buy chain=unichain token=UNI spend=40USDC',
    'please buy chain=unichain token=UNI spend=40USDC',
    'exec buy chain=unichain token=UNI spend=40USDC',
    'tradebot buy --chain unichain --token UNI --spend 40USDC',
    'INFO tradebot buy chain=unichain token=UNI spend=40USDC',
  ])('made: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'unichain', tokenIn: 'USDC', tokenOut: 'UNI', amount: { value: '40' } },
    });
  });
  it('a send behind a CLI name is made', () => {
    expect(read('npx purser send --chain base --token USDC --amount 5 --to bob.eth')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '5' }, to: 'bob.eth' },
    });
  });
  it.each([
    'foo buy chain=unichain token=UNI spend=40USDC',
    'whatif buy chain=unichain token=UNI spend=40USDC',
    'alice send chain=base token=USDC amount=5 to=bob.eth',
    'mom pay chain=base token=USDC amount=5 to=bob.eth',
    'foo bar send chain=base token=USDC amount=5 to=bob.eth',
    'admin buy chain=unichain token=UNI spend=40USDC',
    'ERROR buy chain=unichain token=UNI spend=40USDC',
    'foo buy --chain unichain --token UNI --spend 40USDC',
  ])('unknown word, refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNRECOGNIZED' });
  });
  it.each([
    'backtest buy chain=unichain token=UNI spend=40USDC',
    'proposal buy chain=unichain token=UNI spend=40USDC',
    'suggested buy chain=unichain token=UNI spend=40USDC',
    'paper_trade buy chain=unichain token=UNI spend=40USDC',
    'dryrun-bot buy --chain unichain --token UNI --spend 40USDC',
    'maybe_bot buy chain=unichain token=UNI spend=40USDC',
    'DemoBot buy chain=unichain token=UNI spend=40USDC',
    'proposedTrade buy chain=unichain token=UNI spend=40USDC',
    'staging-bot send chain=base token=USDC amount=5 to=bob.eth',
  ])('a name that holds the move back, refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'NOT_AN_ORDER' });
  });
  it('prose before a move with a colon is no bot line', () => {
    expect(read('Tried to buy bonk on base in another app and it freaked out, so let me try here: buy 1m bonk on base with usdc')).toMatchObject({
      kind: 'fail',
      code: 'TOKEN_NOT_ON_CHAIN',
    });
  });
});
