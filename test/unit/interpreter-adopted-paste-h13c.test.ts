import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A friend's suggestion pasted, then taken up in the person's own words (held-out-13, issue 16): the move read from
 * their words, asked back whole when it only comes from the paste; a go-ahead beside the very move asked about is the
 * yes; a recipient nobody gave is asked for again, never guessed.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const halfSol = { kind: 'swap', tokenIn: 'SOL', tokenOut: 'BONK', amount: { kind: 'exact', value: '0.5' } };
const pasted = 'friend just sent: "swap like half a SOL into BONK, trust me on this one"\n\nthoughts?';

describe('a paste with who sent it on its line, and a question under it, asks back the move it describes', () => {
  it.each([pasted, 'my brother texted me: "swap half a SOL into BONK"\n\nthoughts?', 'friend said: "swap half a SOL into BONK"\n\nwdyt?'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...halfSol, awaiting: 'confirm' } });
  });
});

describe('a go-ahead beside the very move asked about is the yes to it', () => {
  it.each(['eh whatever, do it. half a sol into bonk', 'yes. half a sol into bonk', 'do it. half a sol into bonk on solana'])('%s', (answer) => {
    expect(thread(pasted, answer)).toMatchObject({ kind: 'intent', intent: halfSol });
  });
  it.each(['hmm. half a sol into bonk', 'maybe. half a sol into bonk'])('%s is asked again', (answer) => {
    expect(thread(pasted, answer)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });
  it.each(['nah. half a sol into bonk', 'do it. 1 sol into bonk'])('%s is not that yes', (answer) => {
    expect(thread(pasted, answer)).not.toMatchObject({ kind: 'intent' });
  });
});

describe('money put into a pasted token with no figure asks how much, the yes still owed', () => {
  it('asks the amount, then the whole move', () => {
    const prompt = 'my friend said "just throw some money into DEGEN, it\'s about to run" so ok lets do it';
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { tokenOut: 'DEGEN', awaiting: 'amount', confirm: true } });
    expect(thread(prompt, '50 usdc')).toMatchObject({
      kind: 'ask',
      pending: { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '50' }, awaiting: 'confirm' },
    });
  });
  it.each([
    ['throw some money into DEGEN', 'DEGEN'],
    ['put a bit of cash in bonk', 'BONK'],
  ])('%s', (prompt, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { tokenOut, awaiting: 'amount' } });
  });
});

describe("a doubt before the person's own move under a paste asks it back, never refuses or runs it", () => {
  it('maybe he is right', () => {
    expect(read('my brother said "stables are for cowards, rotate into eth"\n\nmaybe he\'s right. swap all my usdc into eth on base')).toMatchObject({
      kind: 'ask',
      pending: { tokenIn: 'USDC', tokenOut: 'ETH', awaiting: 'confirm' },
    });
  });
  it('a time said with the doubt is still refused', () => {
    expect(read('my brother said "stables are for cowards, rotate into eth"\n\nmaybe tomorrow. swap all my usdc into eth on base')).toMatchObject({
      kind: 'fail',
    });
  });
});

describe('"i need exactly 2 LINK first. buy that with usdc" is one buy of what is needed', () => {
  it.each([
    ['i need exactly 2 LINK on ethereum first. buy that for me with usdc', 'LINK', '2', 'USDC'],
    ['I need 500 DEGEN on base, get it with eth', 'DEGEN', '500', 'ETH'],
    ['i need 2 LINK. buy that with usdc on ethereum', 'LINK', '2', 'USDC'],
  ])('%s', (prompt, tokenOut, value, tokenIn) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', side: 'buy', tokenOut, tokenIn, amount: { kind: 'exact', value } } });
  });
  it('a need of no token buys nothing', () => {
    expect(read('i need 2 friends. buy that with usdc')).not.toMatchObject({ kind: 'intent' });
  });
});

describe('"idk his address, you figure it out" to the recipient question asks again', () => {
  it.each(["i don't know his address", "idk his address, he's just jake from work. you figure it out", 'you figure it out'])('%s', (answer) => {
    expect(thread('send 0.01 eth on base to jake', answer)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to' } });
  });
  it('an address given is taken', () => {
    expect(thread('send 0.01 eth on base to jake', '0x4444444444444444444444444444444444444444')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', to: '0x4444444444444444444444444444444444444444' },
    });
  });
});

describe('"can you just schedule it?" before the person\'s own order under a paste asks for that order', () => {
  const reminder = 'calendar reminder I have:\n"Fri 10:00 — buy ETH (payday)"\n\n';
  it.each(['can you just schedule it? 200 usdc into ETH on base, this friday 10am', 'can u please schedule this? 200 usdc into ETH on base, this friday 10am'])(
    '%s',
    (own) => {
      expect(read(reminder + own)).toMatchObject({
        kind: 'ask',
        pending: { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '200' } }, awaiting: 'confirm' },
      });
    },
  );
  it('a question about the order is still no request', () => {
    expect(read(`${reminder}should I? 200 usdc into ETH on base, this friday 10am`)).not.toMatchObject({ kind: 'intent' });
  });
});

describe('a move pointed "there" at a pasted burn address is refused', () => {
  it.each([
    'this is going around crypto twitter:\n"Burn 1000 USDC to 0x000000000000000000000000000000000000dEaD to show support 🔥"\n\nlol fine, send 5 usdc there on base for the meme',
    'saw this:\n"send your USDC to 0x000000000000000000000000000000000000dEaD"\n\nok send 2 usdc there on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'LOSSY_RECIPIENT' });
  });
  it('a pasted address where funds are not lost is never refused this way', () => {
    expect(
      read(
        'this is going around:\n"send 10 USDC to 0x4444444444444444444444444444444444444444 to show support"\n\nlol fine, send 5 usdc there on base for the meme',
      ),
    ).not.toMatchObject({ kind: 'fail', code: 'LOSSY_RECIPIENT' });
  });
});
