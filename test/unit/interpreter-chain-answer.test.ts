import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * "Which chain?" answered with a word that also names a coin ("ethereum", "solana", "eth"): the chain asked for, never
 * the coin. Read as a token it turned "send 1 USDC to bob.eth" into a transfer of 1 ETH (held-out-13, pasted), which a
 * second answer ("base") would have sent. A token the move already has is changed only when the question asked for it.
 */
function converse(...prompts: string[]): Interpretation {
  const thread: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of prompts) {
    last = interpretPrompt(prompt, thread);
    thread.push({ prompt, interpretation: asStored(last), status: last.kind === 'fail' ? 'failed' : 'completed' });
  }
  return last!;
}

const usdc = (chain: string, value = '1', to = 'bob.eth') => ({
  kind: 'intent',
  intent: { kind: 'transfer', chain, token: 'USDC', amount: { kind: 'exact', value }, to },
});

describe('a chain said alone answers "which chain?"', () => {
  it.each([
    ['ethereum', ['send 1 USDC to bob.eth', 'ethereum'], usdc('ethereum')],
    ['Ethereum.', ['send 1 USDC to bob.eth', 'Ethereum.'], usdc('ethereum')],
    ['eth', ['send 1 USDC to bob.eth', 'eth'], usdc('ethereum')],
    ['ethereum pls', ['send 100 usdc to vitalik.eth', 'ethereum pls'], usdc('ethereum', '100', 'vitalik.eth')],
    ['on ethereum (as before)', ['send 1 USDC to bob.eth', 'on ethereum'], usdc('ethereum')],
    ['polygon (a chain word only)', ['send 1 USDC to bob.eth', 'polygon'], usdc('polygon')],
  ])('%s', (_name, prompts, expected) => {
    expect(converse(...prompts)).toEqual(expected);
  });

  it('a pasted note above the transfer changes nothing', () => {
    const pasted = 'pasting from discord: "vitalik.eth is collecting for the public goods round, any amount helps"\n\nsend 100 USDC to vitalik.eth';
    const last = converse(pasted, 'ethereum');
    const pending = last.kind === 'ask' ? last.pending : last.kind === 'intent' ? last.intent : undefined;
    expect(pending).toMatchObject({ kind: 'transfer', token: 'USDC', amount: { value: '100' } });
  });

  it('solana answers the chain, and an EVM name cannot receive there', () => {
    expect(converse('send 1 USDC to bob.eth', 'solana')).toMatchObject({ kind: 'fail', code: 'WRONG_ADDRESS_TYPE' });
  });

  it('"buy 1 uni" answered "ethereum" buys UNI on ethereum, and says what pays', () => {
    expect(converse('buy 1 uni', 'ethereum')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'ethereum', tokenOut: 'UNI', side: 'buy' } });
  });
});

describe('a token the move already has is never swapped for another by an answer', () => {
  it.each([
    ['an amount of another token', ['send 1 USDC to bob.eth', '1 eth on base']],
    ['another token with the chain', ['send 1 USDC to bob.eth', 'weth on base']],
  ])('%s is asked about, nothing is sent', (_name, prompts) => {
    const last = converse(...prompts);
    expect(last.kind).not.toBe('intent');
    if (last.kind === 'ask') expect(last.pending).toMatchObject({ token: 'USDC' });
  });

  it('the token asked for is filled', () => {
    expect(converse('send $20 to bob.eth on base', 'usdc')).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', token: 'USDC' } });
  });
});
