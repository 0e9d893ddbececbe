import { describe, expect, it } from 'vitest';
import { roleOf } from '../../lib/agent/interpreter/beside-roles.ts';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { Interpretation, ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/**
 * Careful prose beside a move made now (issue 16, held-out-31 careful): a sentence that states no new value and asks
 * nothing is a remark, read in an open role and left out, the move asked back whole for a yes; a negated sentence that
 * only narrows the move to itself ("I would prefer not to sell any more than four", "if it does not, please do not
 * send anything at all") says the move again. A negation of the move itself, another figure, token, payee or time
 * still stops it.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

/** The last reading of a thread, each turn read against the ones before it. */
function thread(...turns: string[]): Interpretation {
  const said: ThreadTurn[] = [];
  let reading: Interpretation | undefined;
  for (const prompt of turns) {
    reading = interpretPrompt(prompt, said, now);
    said.push({ prompt, interpretation: reading } as ThreadTurn);
  }
  return reading!;
}

const moved = (r: Interpretation) => r.kind === 'intent' && ['swap', 'transfer', 'wrap', 'unwrap', 'transfer-batch'].includes(r.intent.kind);

describe('a sentence that says nothing new and asks nothing is a remark', () => {
  it.each([
    'It is important to me.',
    'the USDC cost may vary a little, and that is perfectly acceptable.',
    'It means a great deal to our family.',
    'I am rather anxious about the markets at present.',
    'She has told me she can accept it there.',
  ])('%s', (sentence) => {
    expect(roleOf(sentence)).toBeDefined();
  });

  it.each([
    // Where the money goes, who asked, a time, a correction, a share, a lure, pressure, a question, a verb first.
    'It should go to my brother.',
    'It is really for Bob.',
    'I am being forced to do this.',
    'This is the old address.',
    'It is due in December.',
    'The cost may vary in May.',
    'My friend told me to do it.',
    'Those numbers are placeholders.',
    'Keep some for gas.',
    'Do it in December.',
    'I think I already did this yesterday.',
    'The token is HARBORX.',
    'It is a loan.',
    'Is that fine?',
    'I got a DM saying my wallet is at risk.',
    'my boss:',
    'She wants it on Friday.',
    'Half is for her brother.',
  ])('%s: no role', (sentence) => {
    expect(roleOf(sentence)).toBeUndefined();
  });
});

describe('a move beside remarks and restatements: asked back whole for a yes, never refused', () => {
  it.each([
    [
      'Kindly purchase exactly 2 LINK on Ethereum for me, paying with USDC. It is important that I receive precisely two LINK, as I have promised them to a friend; the USDC cost may vary a little, and that is perfectly acceptable.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'LINK', amount: { kind: 'exact', value: '2' } },
    ],
    [
      'Kindly purchase exactly 2 LINK on Ethereum for me, paying with USDC. It is important to me; the USDC cost may vary a little, and that is perfectly acceptable.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'LINK', amount: { kind: 'exact', value: '2' } },
    ],
    [
      'I have decided to sell 4 of my UNI tokens on Unichain in exchange for USDC. I would prefer not to sell any more than four, as I intend to keep the remainder for the long term.',
      { kind: 'swap', chain: 'unichain', tokenIn: 'UNI', tokenOut: 'USDC', amount: { kind: 'exact', value: '4' } },
    ],
    [
      'I would like to send 150 USDC to my daughter, whose address is alice.eth, on the Base network. She is expecting it for her rent, so please ensure the full 150 arrives and that it is USDC rather than any other token.',
      { kind: 'transfer', chain: 'base', token: 'USDC', to: 'alice.eth', amount: { kind: 'exact', value: '150' } },
    ],
    [
      'I should like to send 25 DAI on Base to carol.base.eth, as a small gift for her birthday. I trust the name resolves correctly; if it does not, please do not send anything at all.',
      { kind: 'transfer', chain: 'base', token: 'DAI', to: 'carol.base.eth', amount: { kind: 'exact', value: '25' } },
    ],
    [
      "Send 25 DAI on Base to carol.base.eth. I hope the name resolves; if it doesn't, don't send it.",
      { kind: 'transfer', chain: 'base', token: 'DAI', to: 'carol.base.eth', amount: { kind: 'exact', value: '25' } },
    ],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    [
      "I'd like to swap 0.5 ETH for USDC on Base. I would rather not sell any more than 0.5, as I want to keep the rest for the long term.",
      { kind: 'swap', tokenIn: 'ETH', amount: { kind: 'exact', value: '0.5' } },
    ],
    [
      'Please send 150 USDC to alice.eth on Base. She is expecting it for her rent, so please ensure the full 150 arrives and that it is USDC rather than any other token.',
      { kind: 'transfer', token: 'USDC', to: 'alice.eth', amount: { kind: 'exact', value: '150' } },
    ],
    ['Please buy 75 USDC of AERO on Base, and that is to be the only purchase.', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'AERO' }],
  ])('%s: the move, its restatements left out', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('an answer that completes the move beside "that is to be the only purchase" is the move', () => {
    const r = thread(
      'I would like to purchase some AERO on Base, please. I have done my research on the Aerodrome project and I am comfortable with the risk involved.',
      'Thank you. I would like to spend 75 USDC on it, and that is to be the only purchase.',
    );
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '75' } } });
  });

  it('a payee who can take the payment, with no address: the address asked for, twice', () => {
    const first = 'Please send 100 USDC on Base to my accountant, Margaret. She has told me she can accept it there.';
    expect(read(first)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to' } });
    const r = thread(first, 'Her name is Margaret Ellis; she has looked after my affairs for many years, so you may trust her.');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to' } });
  });
});

describe('a negation of the move, or another value beside it: never made, never asked for a yes', () => {
  it.each([
    'I have decided to sell 4 of my UNI tokens on Unichain in exchange for USDC. I would prefer not to sell it at all, actually.',
    'I have decided to sell 4 of my UNI tokens on Unichain in exchange for USDC. Actually, do not sell it.',
    "I have decided to sell 4 of my UNI tokens on Unichain in exchange for USDC. Please don't do it yet.",
    'I have decided to sell 4 of my UNI tokens on Unichain in exchange for USDC. Do not sell until Friday.',
    'Please sell 20 UNI on Unichain for USDC. I would prefer not to sell any more than four, as I intend to keep the remainder for the long term.',
    'Please sell all my UNI on Unichain for USDC. I would prefer not to sell any more than four, as I intend to keep the remainder for the long term.',
    'Please buy exactly 100 UNI with USDC on Unichain. I would rather not sell any more than 100 USDC.',
    'Please send 150 USDC to alice.eth on Base. She is expecting it for her rent, so please ensure the full 200 arrives and that it is USDC rather than any other token.',
    'Please send 150 USDC to alice.eth on Base. She is expecting it for her rent, so please ensure the full 150 arrives and that it is USDT rather than any other token.',
    'Please send 150 USDC to alice.eth on Base. She is expecting it for her rent, so please ensure the full 150 arrives on Friday.',
    'Send 25 DAI on Base to carol.base.eth. I trust the name resolves correctly; if it does not, please send it to bob.eth instead.',
    'Send 25 DAI on Base to carol.base.eth. I trust the name resolves correctly; if it does not, send it anyway.',
    'Send 25 DAI on Base to carol.base.eth. I trust the name resolves correctly. Actually, do not send it.',
    'Send 25 DAI on Base to carol.base.eth. I trust the name resolves correctly. Do not send until Friday.',
    'Kindly purchase exactly 2 LINK on Ethereum for me, paying with USDC. It is important that I receive precisely three LINK, as I have promised them to a friend.',
    'Kindly purchase exactly 2 LINK on Ethereum for me, paying with USDC. It is important to me; the DAI cost may vary a little, and that is perfectly acceptable.',
    'Kindly purchase exactly 2 LINK on Ethereum for me, paying with USDC. It is important to me; she wants them on Friday.',
    'Kindly purchase exactly 2 LINK on Ethereum for me, paying with USDC. It is important to me; she is on Polygon.',
    'Please buy 75 USDC of AERO on Base, and that is to be the only purchase today, and then buy DEGEN.',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(moved(r), JSON.stringify(r)).toBe(false);
    expect(r.kind === 'ask' && r.pending.awaiting === 'confirm', JSON.stringify(r)).toBe(false);
  });
});
