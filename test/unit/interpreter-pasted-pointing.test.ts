import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

const A = '0x1111111111111111111111111111111111111111';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const neverRuns = (prompt: string) => {
  const result = read(prompt);
  expect(result.kind === 'intent' && movingIntentOf(result) !== undefined, JSON.stringify(result)).toBe(false);
  if (result.kind === 'ask' && movingIntentOf(result)) expect(result.pending.awaiting === 'confirm' || result.pending.confirm === true).toBe(true);
  return result;
};

describe('a pasted list the person points into by place: only the items picked (issue 16)', () => {
  it.each([
    [
      'my notes from this morning:\n- check AERO price\n- check DEGEN px\n- walk the dog\n\ncan u do the first two',
      { kind: 'price', tokens: ['AERO', 'DEGEN'] },
    ],
    ['list:\n* check my eth balance on base\n* sell all my eth\n\njust the first one', { kind: 'balance', tokens: ['ETH'] }],
    ['todo\n1. walk the dog\n2. price of wif\n3. price of bonk\n\nthe last two pls', { kind: 'price', tokens: ['WIF', 'BONK'] }],
  ])('%s: the reads picked are answered', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['TODO (sun):\n- swap 500 usdc → eth on unichain\n- call mom\n\ndoing the first one now, go', { kind: 'swap', tokenIn: 'USDC', amount: { value: '500' } }],
    [`todo\n1. call the bank\n2. send 20 usdc to ${A} on base\n3. gym\n\ndo item 2 pls`, { kind: 'transfer', to: A, amount: { value: '20' } }],
    ['list:\n* buy 10 usdc of degen on base\n* swap 5 usdc for eth on base\n\ndo the last one', { kind: 'swap', tokenOut: 'ETH', amount: { value: '5' } }],
    ['errands\n• wrap 0.1 eth on base\n• laundry\n\nhandle the first one for me', { kind: 'wrap', token: 'ETH' }],
  ])('%s: the move picked is asked back whole', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    // A list with no item picked, or a pick past its end, never moves.
    'TODO:\n- swap 500 usdc → eth on unichain\n- call mom\n\nlol not today',
    'TODO:\n- swap 500 usdc → eth on unichain\n- call mom\n\ndo the fourth one',
    'groceries:\n- eggs\n- milk\n- bread\n\nthe first two please',
  ])('%s: nothing runs', (prompt) => {
    neverRuns(prompt);
  });
});

describe("someone else's message with no word of the person's own asks what to do (issue 16)", () => {
  it.each([
    'Carol: hey whenever you get a chance, send 40 USDC on base to carol.base.eth for the festival tix 🙏',
    `Jake: pls send me 10 usdc on polygon to ${A}`,
    'Mom: can u swap 20 usdc to eth on base for me',
    'Alex: yo buy me 50 usdc of degen on base pls',
  ])('%s', (prompt) => {
    const result = neverRuns(prompt);
    expect(result).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(result.kind === 'ask' ? result.question : '').toMatch(/^You pasted (?:a message|this) without saying what to do with it/);
  });

  it.each([
    // The person's own line, under a chain or a label of theirs, is no message of someone else's.
    [`Base: send 5 usdc to ${A} please`, 'intent'],
    ['swap 5 usdc for eth on base', 'intent'],
  ])('%s: %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });
});

describe("a quote, then the person's own complete move in the same paragraph: theirs, asked back whole (issue 16)", () => {
  it.each([
    ['newsletter this week said "rotate some stables into LINK before the next leg up". idk, ok fine, put 200 usdc into link on ethereum', 'LINK', '200'],
    ['my friend keeps saying "eth is going to 10k" lol whatever, swap 100 usdc to eth on base', 'ETH', '100'],
    ['the chart guy tweeted "degen looks ready" — fine, buy 25 usdc of degen on base', 'DEGEN', '25'],
  ])('%s', (prompt, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut, amount: { value }, awaiting: 'confirm' } });
  });

  it.each([
    'he said "send me 20 usdc" — no way, buy 10 usdc of degen on base instead? maybe later',
    'the guide says "wrap eth first". wrap 0.1 eth on base then? maybe later',
  ])('%s: a doubt keeps it from running', (prompt) => {
    neverRuns(prompt);
  });
});

describe('"where he said": the one recipient the paste names is the one the person points at (issue 16)', () => {
  it.each([
    [`jen: "fees to ${A} pls"\n\nok launch Rain Frog (RFROG) on base, creator fees to the address she gave`, A],
    ['dev chat: "creator fees should go to bob.eth"\n\nlaunch a token called Rain Frog with ticker RFROG on base, fees to where he said', 'bob.eth'],
  ])('%s', (prompt, recipient) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { kind: 'launch', awaiting: 'confirm' } });
    expect(result.kind === 'ask' ? result.question : '').toContain(`with its creator fees going to ${recipient}`);
  });

  it('two recipients in the paste: none is picked', () => {
    const result = read('bob: "send to alice.eth or carol.eth"\n\nlaunch Rain Frog (RFROG) on base, creator fees to where he said');
    expect(movingIntentOf(result), JSON.stringify(result)).toBeUndefined();
  });
});
