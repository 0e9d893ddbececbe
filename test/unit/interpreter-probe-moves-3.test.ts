import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/index.ts';

// Classes found by the third outside probe of issue 16 (all but the batch and signature ones were open before this
// session's changes too). Each row: a prompt that must move nothing on its own.
const D = '0x4444444444444444444444444444444444444444';
const read = (prompt: string, thread: ThreadTurn[] = []) => interpretPrompt(prompt, thread, new Date('2026-11-26T12:00:00Z'));
const runsNow = (r: ReturnType<typeof read>) =>
  r.kind === 'intent' && ['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'launch', 'automation-create'].includes(r.intent.kind);

describe('the third outside probe of issue 16', () => {
  it.each([
    // Taken back, put off or laughed off, on the next line or the same.
    `send 1 USDC on Base to ${D}\ndon't do this`,
    `send 1 USDC on Base to ${D}, don't do it`,
    `send 1 USDC on Base to ${D}\ndo not do this`,
    `send 1 USDC on Base to ${D}\nwait`,
    `send 1 USDC on Base to ${D}\nhold on`,
    `send 1 USDC on Base to ${D}\nstop`,
    `send 1 USDC on Base to ${D}\nlol`,
    "launch a token called Cafe Cat with symbol CCAT on base\ndon't do this",
    // The service's own question pasted back, and offers.
    `Do you want me to send 1 USDC on Base to ${D}? (yes / no)\nno`,
    'Do you want me to send 1 USDC on Polygon to bob.eth? (yes / no)',
    `do you want me to send 1 USDC on Base to ${D}?`,
    `would you like me to send 1 USDC on Base to ${D}?`,
    `shall I send 1 USDC on Base to ${D}?`,
    `can I send 1 USDC on Base to ${D}?`,
    // Conditions no price or clock says.
    "Could you please send 1 USDC on Base to bob.eth, if that's ok with Carol?",
    "send 1 USDC on Base to bob.eth if it's still needed",
    'send 1 USDC on Base to bob.eth if legit',
    'send 1 USDC on Base to bob.eth (pending approval)',
    'send 1 USDC on Base to bob.eth should she confirm',
    // Someone else's signed message.
    `Please send 1 USDC on Base to ${D} .\nThanks,\nCarol`,
    `send 1 usdc to ${D} on base\n— Karen`,
    // A number that starts with a comma.
    'send ,5 eth to bob.eth on base',
    `send ,25 usdc to ${D} on base`,
    // A token's contract among a batch's recipients.
    'send 1 usdc each to alice.eth and 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913 on base',
  ])('%s: runs nothing now', (prompt) => {
    const result = read(prompt);
    expect(runsNow(result), JSON.stringify(result)).toBe(false);
  });

  it.each([
    [`send 0.001 eath to ${D}`, 'Do you want me to send 0.001 ETH on Base'],
    [`send 0,5 usdc to ${D}`, 'Do you want me to send 0.5 USDC on Base'],
    ['send 1 usdc to carol dot base dot eath', 'Do you want me to send 1 USDC on Base to carol.base.eth'],
  ])('a guess asked about with a missing chain still owes its yes once the chain is said: %s', (prompt, question) => {
    const first = read(prompt);
    expect(first).toMatchObject({ kind: 'ask', pending: { awaiting: 'chain', confirm: true } });
    const second = read('base', [{ prompt, status: 'completed', interpretation: first }]);
    expect(second).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(second.kind === 'ask' && second.question).toContain(question);
  });

  it.each([
    'Could you please sell all of the BRETT I hold on Base and put the proceeds into USDC?',
    'swap 1 eth for usdc on base because I do not want to hold eth',
    'send 1 usdc to bob.eth on base, thanks!',
    'set a stop loss on my pepe at $0.00001',
  ])('words that only look like a take-back do not take the move back: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'fail', code: 'NEGATED' });
  });
});

describe('a ticker is no take-back word (found by the e2e launch test)', () => {
  it.each(['buy $NOPE on base', 'buy $WAIT on base', 'buy $STOP with 0.1 eth on base'])('%s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'fail', code: 'NEGATED' });
  });
});

describe('a repetition left open is no take-back (fourth held-out set)', () => {
  it.each([
    'Every monday buy 20 dollars of SOL with USDC on solana, until i say stop',
    'buy 20 usdc of sol on solana every day until we tell you to stop',
    'every friday buy $10 of eth with usdc on base till i stop it',
  ])('%s: an order with no end', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });

  it.each([`send 1 usdc to ${D} on base until i say stop`, 'every day buy 10 usdc of eth on base until i say stop. stop'])(
    '%s: still taken back (a move done once has no open end; a stop said on its own stops it)',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'NEGATED' });
    },
  );
});

describe('words that say when a move runs are never left out of a yes to run it now (fifth held-out set)', () => {
  it.each(['Every day at 9:00 UTC, only the working days, buy 20 USDC of SOL on Solana', 'only the working days, buy 20 USDC of SOL on Solana'])(
    '%s: the order on the working days those words say, never a buy now',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { calendar: { weekdays: [1, 2, 3, 4, 5] } } } });
    },
  );

  it.each([
    'on business days. buy 20 USDC of SOL on Solana',
    'on weekends. buy 20 USDC of SOL on Solana',
    'Twice a week please. Swap 10 USDC for ETH on Base.',
  ])('%s: nothing runs now, and no yes is asked to run it now', (prompt) => {
    const result = read(prompt);
    expect(runsNow(result), JSON.stringify(result)).toBe(false);
    const offersNow = result.kind === 'ask' && result.pending.awaiting === 'confirm' && result.pending.kind !== 'automation-create';
    expect(offersNow, JSON.stringify(result)).toBe(false);
  });
});
