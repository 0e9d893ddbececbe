import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';
import type { Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * Thread readings sweep 37 found moving money wrongly (issue 16):
 * - A: "the same" / "same" / "again" answering a pending question re-ran the move finished before it, at once;
 * - B: an answer to "how much?" with a label or a unit beside its number ("order 4521", "chain 8453", "5 gwei",
 *   "10000 sats", "25 k", "up to 50", "half of one", "dollars of eth") paid the bare number;
 * - E / F: "the first one again", "both again", "not again", "why again", "same lol", "again for order 4522" after
 *   finished moves were asked back (or made) as the last move again.
 */
const now = new Date('2026-11-27T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';

/** The move a reading makes now, if any. */
const movesNow = (r: Interpretation) =>
  r.kind === 'intent' && ['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap'].includes(r.intent.kind) ? r.intent : undefined;
const confirmOf = (r: Interpretation) => (r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined);

describe('A: "the same" to a pending question answers that question, never repeats the finished move', () => {
  it.each([
    // The sweep's: the amount asked, "the same" carries the 25 over to the move asked, to A1, asked back for a yes.
    [[`send 25 usdc to ${A2} on base`, `send usdc to ${A1} on base`, 'the same'], { amount: { kind: 'exact', value: '25' }, to: A1 }],
    [[`send 25 usdc to ${A2} on base`, `send usdc to ${A1} on base`, 'same'], { amount: { kind: 'exact', value: '25' }, to: A1 }],
    [[`send 25 usdc to ${A2} on base`, `send usdc to ${A1} on base`, 'again'], { amount: { kind: 'exact', value: '25' }, to: A1 }],
    [[`send 25 usdc to ${A2} on base`, `send usdc to ${A1} on base`, 'same amount'], { amount: { kind: 'exact', value: '25' }, to: A1 }],
    [[`send 25 usdc to ${A2} on base`, `send usdc to ${A1} on base`, 'same as before'], { amount: { kind: 'exact', value: '25' }, to: A1 }],
    [[`send 25 usdc to ${A2} on base`, 'send usdc', A1, 'base', 'the same'], { amount: { kind: 'exact', value: '25' }, to: A1 }],
    // The chain asked: the last move's chain, for the 10 USDC to A1.
    [[`send 25 usdc to ${A2} on base`, `send 10 usdc to ${A1}`, 'same'], { chain: 'base', amount: { kind: 'exact', value: '10' }, to: A1 }],
    [[`send 25 usdc to ${A2} on base`, `send 10 usdc to ${A1}`, 'same chain'], { chain: 'base', amount: { kind: 'exact', value: '10' }, to: A1 }],
    // The recipient asked: the last one, for the amount and token of the move asked.
    [[`send 25 usdc to ${A2} on base`, 'send 10 eth on base', 'same'], { token: 'ETH', amount: { kind: 'exact', value: '10' }, to: A2 }],
    [[`send 25 usdc to ${A2} on base`, 'send 10 usdc on polygon', 'the same'], { chain: 'polygon', amount: { kind: 'exact', value: '10' }, to: A2 }],
    // The token asked.
    [[`send 25 usdc to ${A2} on base`, `send 10 to ${A1} on base`, 'same token'], { token: 'USDC', amount: { kind: 'exact', value: '10' }, to: A1 }],
  ])('%j is asked back as the move asked, filled', (prompts, fields) => {
    const r = thread(...prompts);
    expect(movesNow(r)).toBeUndefined();
    expect(confirmOf(r)).toMatchObject({ kind: 'transfer', ...fields });
  });

  it.each([
    // Another token, direction or kind: 25 USDC is no amount of them; asked again.
    [`send 25 usdc to ${A2} on base`, 'swap usdc to eth on base', 'the same'],
    [`send 25 usdc to ${A2} on base`, 'buy eth on base', 'same'],
    ['swap 25 usdc to eth on base', 'swap eth to usdc on base', 'the same'],
    ['swap 25 usdc to eth on base', 'swap usdc to degen on base', 'same'],
    ['swap 0.1 eth to usdc on base', 'wrap eth on base', 'the same'],
    ['swap 0.1 eth to usdc on base', `send eth to ${A1} on base`, 'same'],
    [`send 25 usdc to ${A2} on base`, `send usdc to ${A1} on base`, 'same address'],
    [`send 25 usdc to ${A2} on base`, `send usdc to ${A1} on base`, 'same lol'],
  ])('%s → %s → %s asks the question again', (...prompts) => {
    const r = thread(...prompts);
    expect(r.kind).toBe('ask');
    expect(r.kind === 'ask' && r.pending.awaiting).not.toBe('confirm');
  });

  it('a refused request in between is never "the same" as the move before it', () => {
    const r = thread(`send 25 usdc to ${A2} on base`, 'cancel my orders', 'the same');
    expect(movesNow(r)).toBeUndefined();
    expect(confirmOf(r)).toBeUndefined();
  });

  it.each([
    // Near misses: a plain answer, and an order's question, read as before.
    [[`send 25 usdc to ${A2} on base`, `send usdc to ${A1} on base`, '30'], { amount: { kind: 'exact', value: '30' }, to: A1 }],
  ])('%j still answers the question', (prompts, fields) => {
    expect(movesNow(thread(...prompts))).toMatchObject(fields);
  });

  it('an order asks its amount again', () => {
    const r = thread(`send usdc to ${A1} on base every week`, 'same');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'amount' } });
  });
});

describe('B: an answer to "how much?" with a label, a unit or a bound beside its number is asked again', () => {
  it.each([
    [`send usdc to ${A1} on base`, 'order 4521'],
    [`send usdc to ${A1} on base`, 'chain 8453'],
    [`send usdc to ${A1} on base`, 'gas 21000'],
    [`send usdc to ${A1} on base`, 'pin 1234'],
    [`send usdc to ${A1} on base`, 'room 204'],
    [`send usdc to ${A1} on base`, 'nonce 42'],
    [`send usdc to ${A1} on base`, 'table 12'],
    [`send usdc to ${A1} on base`, 'version 2'],
    [`send usdc to ${A1} on base`, 'acct 123456'],
    [`send usdc to ${A1} on base`, '12.10.'],
    [`send eth to ${A1} on base`, '5 gwei'],
    [`send eth to ${A1} on base`, '1000 wei'],
    ['sell eth on base', '5 gwei'],
    ['sell eth on base', '30 gwei gas'],
    ['sell eth on base', 'chain 8453'],
    ['wrap eth on base', '5 gwei'],
    ['unwrap weth on base', '5 gwei'],
    [`send cbbtc to ${A1} on base`, '10000 sats'],
    [`send usdc to ${A1} on base`, '1000000 units'],
    [`send usdc to ${A1} on base`, '10 basis points'],
    [`send usdc to ${A1} on base`, '25 k'],
    ['sell degen on base', '1 m'],
    ['sell degen on base', '1 bn'],
    ['sell eth on base', '1 tenth'],
    [`send usdc to ${A1} on base`, 'up to 50'],
    [`send usdc to ${A1} on base`, 'around 50'],
    [`send usdc to ${A1} on base`, '~50'],
    [`send usdc to ${A1} on base`, '50ish'],
    [`send usdc to ${A1} on base`, 'how about 50'],
    [`send eth to ${A1} on base`, 'half of one'],
    [`send eth to ${A1} on base`, 'half a one'],
    [`send eth to ${A1} on base`, 'one half'],
    ['sell eth on base', 'quarter of one'],
    [`send usdc to ${A1} on base`, 'a quarter'],
    [`send 10 to ${A1} on base`, 'dollars of eth'],
    [`send 10 to ${A1} on base`, 'eth worth'],
  ])('%s → %s moves nothing', (...prompts) => {
    const r = thread(...prompts);
    expect(movesNow(r)).toBeUndefined();
    expect(confirmOf(r)).toBeUndefined();
  });

  it.each([
    // Near misses: an amount said plainly, with its token, its scale, a courtesy, or a share of the balance.
    [`send usdc to ${A1} on base`, '25', { amount: { kind: 'exact', value: '25' } }],
    [`send usdc to ${A1} on base`, '25k', { amount: { kind: 'exact', value: '25000' } }],
    [`send usdc to ${A1} on base`, 'just 50 usdc thanks', { amount: { kind: 'exact', value: '50' } }],
    [`send usdc to ${A1} on base`, 'make it 50', { amount: { kind: 'exact', value: '50' } }],
    [`send usdc to ${A1} on base`, 'lets do 50', { amount: { kind: 'exact', value: '50' } }],
    [`send usdc to ${A1} on base`, '25 usdc worth', { amount: { kind: 'exact', value: '25' } }],
    [`send usdc to ${A1} on base`, 'half', { amount: { kind: 'fraction', value: 0.5 } }],
    [`send usdc to ${A1} on base`, 'all of it', { amount: { kind: 'fraction', value: 1 } }],
    [`send eth to ${A1} on base`, 'half an eth', { amount: { kind: 'exact', value: '0.5' } }],
    [`send eth to ${A1} on base`, '0.5 eth', { amount: { kind: 'exact', value: '0.5' } }],
    [`send 10 to ${A1} on base`, 'usdc', { token: 'USDC', amount: { kind: 'exact', value: '10' } }],
  ])('%s → %s still moves as said', (first, answer, fields) => {
    expect(movesNow(thread(first, answer))).toMatchObject(fields);
  });

  it('two recipients given to "how much?" are refused, never the first kept', () => {
    expect(thread('send usdc', `${A1}, ${A2}`)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
    expect(movesNow(thread('send usdc', `${A1} and ${A2}`, 'base', '10'))).toBeUndefined();
  });
});

describe('E / F: "again" after finished moves that asks for no move, or not which one, moves nothing', () => {
  const T2 = [`send 10 usdc to ${A1} on base`, `send 20 usdc to ${A2} on base`];
  it.each([
    'the first one again',
    'do the first one again',
    'again but to the first address',
    'same as the first one',
    'both again',
    'again for both',
    'not again',
    'never again',
    'again? no',
    'why again',
    'same thing happened again',
    'it failed again',
    'sent again',
    'the same, it arrived',
    'same here',
    'same lol',
    'same tbh',
    'same?',
    'same bro',
    'again for order 4522',
    'again, order 4522',
    'again for table 4',
    'again -5',
    'again minus 5',
    'again in eth',
  ])('%s is refused', (said) => {
    const r = thread(...T2, said);
    expect(r.kind).toBe('fail');
  });

  it.each(['30 again', '5 usdc again', 'again with 5', 'same.', 'same same', 'the same thing', 'same'])('%s is asked back, never made at once', (said) => {
    const r = thread(...T2, said);
    expect(movesNow(r)).toBeUndefined();
    expect(confirmOf(r)).toMatchObject({ kind: 'transfer', to: A2 });
  });

  it.each(['again', 'do it again', 'same again', 'again please'])('%s still repeats the last move', (said) => {
    expect(movesNow(thread(...T2, said))).toMatchObject({ kind: 'transfer', to: A2, amount: { kind: 'exact', value: '20' } });
  });

  it('"same again with 10 more" is still a plain repeat with that amount', () => {
    expect(movesNow(thread('swap 5 usdc for eth on base', 'same again with 10 more'))).toMatchObject({ kind: 'swap', amount: { kind: 'exact', value: '10' } });
  });

  it('"again on polygon" is asked as the same move on polygon', () => {
    expect(confirmOf(thread(...T2, 'again on polygon'))).toMatchObject({ kind: 'transfer', chain: 'polygon', to: A2 });
  });
});
