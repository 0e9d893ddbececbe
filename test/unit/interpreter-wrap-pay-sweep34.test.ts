import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Sweep 34 (issue 16): wraps that keep an amount back or turn the other way, token answers that rule a token out,
 * trades whose tokens were read on the wrong side, and numbers with a multiplier no reader knows. Each was a move of
 * the wrong amount, token or direction; each is refused or asked again.
 */
const now = new Date('2026-11-26T12:00:00Z');

describe('a wrap or unwrap whose words change what it would do is refused', () => {
  it.each([
    ['wrap all but 0.01 eth on base', 'MOVE_UNCLEAR'],
    ['wrap my eth but keep 0.01 for gas on base', 'MOVE_UNCLEAR'],
    ['wrap all but 1 pol on polygon', 'MOVE_UNCLEAR'],
    ['wrap everything but 1 pol on polygon', 'MOVE_UNCLEAR'],
    ['unwrap all but 1 wpol on polygon', 'MOVE_UNCLEAR'],
    ['unwrap all but 0.01 weth on base', 'MOVE_UNCLEAR'],
    ['wrap all but 0.5 sol', 'MOVE_UNCLEAR'],
    ['wrap my eth on base, leave 0.02 for gas', 'MOVE_UNCLEAR'],
    ['unwrap my weth on base minus 0.1', 'MOVE_UNCLEAR'],
    ['{"action":"wrap","amount":"all_but_0.01","chain":"base"}', 'MOVE_UNCLEAR'],
    ['wrap 0.1 eth on base, I mean unwrap', 'MOVE_UNCLEAR'],
    ['unwrap 0.1 weth on base, sorry, wrap', 'MOVE_UNCLEAR'],
    ['wrap 0.1 eth on base, no, unwrap', 'MOVE_UNCLEAR'],
    ['unwrap 0.5 weth on base no wait wrap', 'MOVE_UNCLEAR'],
    ['wrap 0.5 eth on base, then unwrap it', 'MOVE_UNCLEAR'],
    ['wrap 0.1 eth on anything but base', 'MOVE_UNCLEAR'],
    ['wrap 0.1 eth on any chain except base', 'MOVE_UNCLEAR'],
    ['wrap my eth into steth on base', 'TOKEN_NOT_SUPPORTED_YET'],
    ['wrap 1 eth to wsteth on ethereum', 'TOKEN_NOT_SUPPORTED_YET'],
    ['wrap 500 finney on base', 'BAD_AMOUNT'],
    ['wrap 100000 gwei on base', 'BAD_AMOUNT'],
  ])('%s', (prompt, code) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code });
  });

  it.each([
    ['wrap 0.1 eth', 'not base'],
    ['wrap 0.1 eth', 'base. actually ethereum'],
    ['unwrap 0.2 weth', 'anything but base'],
  ])('%s → %s: asked again', (first, answer) => {
    expect(onThreadAt(now, first, answer)).toMatchObject({ kind: 'ask', pending: { awaiting: 'chain' } });
  });

  it.each([
    ['wrap 0.1 eth on base', { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.1' } }],
    ['unwrap 0.1 weth on base', { kind: 'unwrap', chain: 'base', token: 'WETH', amount: { kind: 'exact', value: '0.1' } }],
    ['unwrap all my weth on base', { kind: 'unwrap', chain: 'base', token: 'WETH', amount: { kind: 'fraction', value: 1 } }],
    ['wrap 0.5 sol', { kind: 'wrap', chain: 'solana', token: 'SOL' }],
  ])('%s stays', (prompt, intent) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent });
  });

  it('an answer corrected partway is asked back as corrected', () => {
    expect(onThreadAt(now, 'wrap 0.1 eth', 'base, no wait, unichain')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'wrap', chain: 'unichain', awaiting: 'confirm' },
    });
    expect(onThreadAt(now, 'swap to 3 link on ethereum', 'eth, actually usdc')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'LINK', awaiting: 'confirm' },
    });
  });

  it('a plain chain answer still completes the wrap', () => {
    expect(onThreadAt(now, 'wrap 0.1 eth', 'base')).toMatchObject({ kind: 'intent', intent: { kind: 'wrap', chain: 'base' } });
  });
});

describe('a token answer that rules a token out or offers a choice is asked again', () => {
  it.each([
    ['swap to 3 link on ethereum', 'not eth'],
    ['swap to 3 link on ethereum', 'anything but usdc'],
    ['swap to 3 link on ethereum', 'usdc or eth'],
    ['swap 3 link on ethereum', 'not usdc'],
    ['swap 3 link on ethereum', 'usdc. actually eth'],
    ['swap 3 link on ethereum', 'something other than usdc'],
  ])('%s → %s', (first, answer) => {
    const reading = onThreadAt(now, first, answer);
    expect(reading.kind).toBe('ask');
    expect(reading).not.toMatchObject({ pending: { awaiting: 'confirm' } });
  });

  it.each([
    ['swap to 3 link on ethereum', 'usdc', { tokenIn: 'USDC', tokenOut: 'LINK' }],
    ['swap to 3 link on ethereum', 'eth', { tokenIn: 'ETH', tokenOut: 'LINK' }],
    ['swap 3 link on ethereum', 'usdc', { tokenIn: 'LINK', tokenOut: 'USDC' }],
  ])('%s → %s stays', (first, answer, intent) => {
    expect(onThreadAt(now, first, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });
});

describe('a trade that leaves a named token out while it asks for one is refused', () => {
  it.each(['ape 100 usdc on degen on base', 'ape in 0.1 eth degen base', 'swap 50 usdc from eth on base', 'throw 20 usdc at degen on base'])('%s', (prompt) => {
    const reading = interpretPrompt(prompt, [], now);
    expect(reading.kind === 'intent' || (reading.kind === 'ask' && ['tokenIn', 'tokenOut', 'confirm'].includes(String(reading.pending.awaiting)))).toBe(
      reading.kind === 'intent' && reading.intent.kind === 'swap' && reading.intent.tokenIn === 'USDC' && reading.intent.tokenOut === 'DEGEN',
    );
  });

  it('a trade said whole stays', () => {
    expect(interpretPrompt('ape 100 usdc into degen on base', [], now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '100' } },
    });
  });
});

describe('a number with a multiplier no reader knows is never read as its bare digits', () => {
  it.each([
    'send 3千 usdc to bob.eth on base',
    'send 3 千 usdc to bob.eth on base',
    'send 1.5万 usdc to bob.eth on base',
    'send 2百 usdc to bob.eth on base',
    'buy 3千 degen on base',
    'sell 10万 degen on base',
    'swap 2千 usdc for eth on base',
    'buy 1 eth when it drops to 2千 on base',
    'send 1.5kk degen to bob.eth on base',
    'buy 2KK degen on base',
    'send 1億 degen to bob.eth on base',
  ])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it('an answer with one is refused too', () => {
    expect(onThreadAt(now, 'swap usdc to eth on base', '2千')).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it.each([
    ['send 3000 usdc to bob.eth on base', '3000'],
    ['send 1.5k degen to bob.eth on base', '1500'],
  ])('%s stays', (prompt, value) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'exact', value } } });
  });
});
