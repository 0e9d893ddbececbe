import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { Interpretation, ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/**
 * The eighth held-out set's pasted payments (issue 16): a sum the writer states ("rent is 900 USDC") is the amount; a
 * who-owes table's cells with their token ("| bob.eth | 12 USDC |") are figures; "pay out the people who are owed" pays
 * only those owed, each their figure. Every one is asked back whole for a yes.
 */
const now = new Date('2026-11-26T00:00:00Z');
const read = (prompt: string, thread: ThreadTurn[] = []) => interpretPrompt(prompt, thread, now);
const onThread = (...prompts: string[]): Interpretation => onThreadAt(now, ...prompts);
const asked = (r: Interpretation) => (r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined);
const a2 = '0x2222222222222222222222222222222222222222';
const a3 = '0x3333333333333333333333333333333333333333';

describe('a sum the pasted message states is the amount it asks for', () => {
  it.each([
    [`my landlord texted: "rent is 900 USDC, send to ${a2} on base thx"\nsend it pls`, '900', 'base'],
    [`roommate: "my half of the bill is 45 usdc, ${a2}, polygon"\npay her`, '45', 'polygon'],
    [`plumber's text: "the total comes to 120 USDC, wallet ${a2}, base works"\npay him`, '120', 'base'],
    [`coach: "dues are 30 usdc this month, ${a2} on ethereum"\nsend it`, '30', 'ethereum'],
  ])('%s', (prompt, value, chain) => {
    const r = read(prompt);
    expect(asked(r), JSON.stringify(r)).toMatchObject({ kind: 'transfer', token: 'USDC', amount: { value }, to: a2, chain });
  });

  it('the chain said after, on the thread, completes it and still asks for the yes', () => {
    const r = onThread(`my landlord texted: "rent is 900 USDC, send to ${a2} thx"\nsend it pls`, 'oh base sorry');
    expect(asked(r), JSON.stringify(r)).toMatchObject({ kind: 'transfer', amount: { value: '900' }, to: a2, chain: 'base' });
  });

  it('near miss: a stated price that is no payment moves nothing', () => {
    const r = read(`friend: "eth is 3000 usdc right now lol"\nsend it pls`);
    expect(r.kind === 'intent' && r.intent.kind === 'transfer').toBe(false);
  });
});

describe("a who-owes table's figures with their token, paid to each row", () => {
  it.each([
    [
      `dinner split from the group chat:\n| who | owes |\n| bob.eth | 12 USDC |\n| carol.base.eth | 8 USDC |\n\nsend both of them their share on base`,
      ['12', '8'],
    ],
    [`| who | owes |\n| bob.eth | 20 usdc |\n| ${a3} | 5 usdc |\n\npay them on base`, ['20', '5']],
    [`bbq costs:\n| name | share |\n| bob.eth | 7.5 USDC |\n| carol.base.eth | 7.5 USDC |\n\nsend them their share on base`, ['7.5', '7.5']],
  ])('%s', (prompt, amounts) => {
    const r = read(prompt);
    const batch = asked(r) as { kind?: string; transfers?: { amount: string }[] } | undefined;
    expect(batch?.kind, JSON.stringify(r)).toBe('transfer-batch');
    expect(batch?.transfers?.map((t) => t.amount)).toEqual(amounts);
  });

  it.each([
    `| who | owes |\n| bob.eth | 12 USDC |\n| carol.base.eth | 8 USDT |\n\npay them on base`,
    `| who | owes |\n| bob.eth | 12 pizzas |\n| carol.base.eth | 8 pizzas |\n\npay them on base`,
  ])('two tokens, or figures of no token: no batch is asked for a yes: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent').toBe(false);
    expect(asked(r)).toBeUndefined();
  });
});

describe('"pay out the people who are owed" pays only those owed, each their figure', () => {
  it.each([
    [
      `airbnb split (copied from splitwise):\nalice.eth owes 0\nbob.eth is owed 200\ncarol ${a3} is owed 150\npay out the people who are owed, usdc on ethereum`,
      ['200', '150'],
    ],
    [`trip costs:\ndan.eth owes 30\nbob.eth is owed 20\nerin.eth is owed 10\nsend the owed ones their money, usdc on base`, ['20', '10']],
    [`ski trip:\nbob.eth is owed 40\ncarol.base.eth is owed 25\nfrank.eth owes 65\n\npay everyone who is owed, usdc on base`, ['40', '25']],
  ])('%s', (prompt, amounts) => {
    const r = read(prompt);
    const batch = asked(r) as { kind?: string; transfers?: { amount: string }[] } | undefined;
    expect(batch?.kind, JSON.stringify(r)).toBe('transfer-batch');
    expect(batch?.transfers?.map((t) => t.amount)).toEqual(amounts);
  });

  it('one person owed: that one transfer, asked for a yes', () => {
    const r = read(`trip costs:\ndan.eth owes 30\nbob.eth is owed 20\n\npay the people who are owed, usdc on base`);
    expect(asked(r), JSON.stringify(r)).toMatchObject({ kind: 'transfer', to: 'bob.eth', amount: { value: '20' } });
  });

  it.each([
    `trip costs:\nbob.eth is owed 20\nerin is owed 10\npay the people who are owed, usdc on base`,
    `trip costs:\nbob.eth is owed 20\ncarol.base.eth is owed 10\npay the people who are owed`,
  ])('someone owed with no address, or no token said: no batch is asked for a yes: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent').toBe(false);
    expect(asked(r)).toBeUndefined();
  });
});
