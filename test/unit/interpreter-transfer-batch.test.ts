import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';

/**
 * Several recipients in one prompt (issue 16): one token on one chain, each recipient its own transfer. Asked when
 * the token, the amount or the chain is missing, when one amount is said once without "each", when it may be a
 * split, and when a recipient is named twice; refused for two tokens, two chains, mixed address kinds, or more
 * recipients than a batch takes.
 */
const read = (prompt: string, thread: readonly ThreadTurn[] = []) => interpretPrompt(prompt, thread, new Date('2026-11-26T00:00:00Z'));
const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const C = '0x3333333333333333333333333333333333333333';
const S1 = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const S2 = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs';
const each = (amount: string, ...to: string[]) => to.map((address) => ({ to: address, amount }));

describe('a batch is read whole: one token, one chain, each recipient with its amount', () => {
  it.each([
    [`send 2 USDC each to ${A}, ${B} and ${C} on base`, 'base', 'USDC', each('2', A, B, C)],
    [`pay ${A} and ${B} 5 usdc each on polygon`, 'polygon', 'USDC', each('5', A, B)],
    [`send 1 usdc to each of these on base: ${A}, ${B}`, 'base', 'USDC', each('1', A, B)],
    [`airdrop 10 USDC to ${A}, ${B}, ${C} on unichain`, 'unichain', 'USDC', each('10', A, B, C)],
    [`send 5 usdc to ${A} and 3 usdc to ${B} on base`, 'base', 'USDC', [...each('5', A), ...each('3', B)]],
    [`send ${A} 5 usdc and ${B} 3 usdc on base`, 'base', 'USDC', [...each('5', A), ...each('3', B)]],
    [`transfer 0.01 eth apiece to ${A} and ${B} on ethereum`, 'ethereum', 'ETH', each('0.01', A, B)],
    [`send 2 each to ${A} and ${B} in usdc on base`, 'base', 'USDC', each('2', A, B)],
    [`send 0.5 sol each to ${S1} and ${S2}`, 'solana', 'SOL', each('0.5', S1, S2)],
    [`send 3 usdc to every address here on base: ${A} ${B}`, 'base', 'USDC', each('3', A, B)],
    [`send 1 sol to ${S1} and 2 sol to ${S2} on solana`, 'solana', 'SOL', [...each('1', S1), ...each('2', S2)]],
  ])('%s', (prompt, chain, token, transfers) => {
    expect(read(prompt)).toEqual({ kind: 'intent', intent: { kind: 'transfer-batch', chain, token, transfers } });
  });
});

describe('what is missing or unclear is asked, never guessed', () => {
  it.each([
    [`send 2 USDC each to ${A}, ${B} and ${C}`, 'chain', /^Which chain should I send USDC on\?/],
    [`pay ${A} and ${B} 5 usdc each`, 'chain', /^Which chain/],
    [`send usdc to ${A} and ${B} on base`, 'amount', /^How much USDC should each address get\?$/],
    [`send $5 of usdc each to ${A} and ${B} on base`, 'amount', /each address get/],
    [`send 2 each to ${A} and ${B} on base`, 'token', /^Which token/],
    [`send 2 USDC between ${A} and ${B} on base`, 'amount', /^Should each address get 2 USDC, or should 2 USDC be split between the 2 of them\?/],
    [`split 100 usdc between ${A} and ${B} on base, 40 each`, 'amount', /^100 split between 2 is not 40 each\./],
    [`split 100 usdc evenly between ${A}, ${B} and ${C} on base`, 'amount', /^100 does not split evenly between 3\./],
    [`send 2 usdc to ${A} and ${B} on base`, 'confirm', /^You wrote 2 USDC once for 2 addresses: each would get 2 USDC\. Send 4 USDC in all on Base/],
    [
      `send 2 usdc each to ${A}, ${B} and ${A} on base`,
      'confirm',
      new RegExp(`^${A} is listed 2 times, so it would get 2 transfers\\. Send 6 USDC in all on Base: 2 USDC each to ${A}, ${B} and ${A}\\? \\(yes / no\\)$`),
    ],
    [`send 5 usdc to ${A} and 3 usdc to ${A} on base`, 'confirm', /listed 2 times/],
    [`send 1 eth each to ${A} and ${B} on polygon`, 'confirm', /On Polygon there is no native ETH; the token there is WETH\./],
  ])('%s', (prompt, awaiting, question) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch', awaiting } });
    if (got.kind === 'ask') expect(got.question).toMatch(question);
  });
});

describe('a batch that cannot be sent as written is refused, nothing sent', () => {
  it.each([
    [`send 5 usdc to ${A} and 1 eth to ${B} on base`, 'ONE_ACTION', /a batch sends one token/],
    [`send 2 usdc each to ${A} and ${S1} on base`, 'ONE_ACTION', /mixes Solana and EVM addresses/],
    [`send 2 usdc each to ${A} and ${B} on base and polygon`, 'MANY_CHAINS', /a batch sends on one/],
    [`send 2 usdc each to ${S1} and ${S2} on base`, 'WRONG_ADDRESS_TYPE', /cannot receive on Base/],
    [`send 5 usdc to ${A}, 3 usdc and 2 usdc to ${B} on base`, 'ONE_ACTION', /which amount goes to which address/],
    [`send 0 usdc each to ${A} and ${B} on base`, 'BAD_AMOUNT', /not an amount/],
    [`send 1 bonk each to ${A} and ${B} on base`, 'TOKEN_NOT_ON_CHAIN', /BONK is not available on Base/],
  ])('%s', (prompt, code, message) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'fail', code });
    if (got.kind === 'fail') expect(got.message).toMatch(message);
  });

  it(`more than 20 recipients: refused, saying how many a batch takes`, () => {
    const many = Array.from({ length: 21 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, 'a')}`);
    expect(read(`send 1 usdc each to ${many.join(', ')} on base`)).toEqual({
      kind: 'fail',
      code: 'BATCH_TOO_LARGE',
      message: 'That names 21 recipients; one batch sends to at most 20. Send them in prompts of up to 20 addresses. Nothing was sent.',
    });
  });

  it('20 recipients are one batch', () => {
    const many = Array.from({ length: 20 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, 'a')}`);
    expect(read(`send 1 usdc each to ${many.join(', ')} on base`)).toMatchObject({ kind: 'intent', intent: { transfers: each('1', ...many) } });
  });
});

describe('several addresses that are not a batch to send now are left to the rest of the interpreter', () => {
  it.each([
    `send 5 usdc on base to ${A} or ${B}, whichever`,
    `send 5 usdc from ${A} to ${B} on base`,
    `every monday send 2 usdc each to ${A} and ${B} on base`,
    `every week send 2 usdc each to ${A} and ${B} on base`,
    `send 2 usdc each to ${A} and ${B} on base every day`,
    `tomorrow send 2 usdc each to ${A} and ${B} on base`,
    `don't send 2 usdc each to ${A} and ${B} on base`,
    `should I send 2 usdc each to ${A} and ${B} on base?`,
    `I sent 2 usdc each to ${A} and ${B} on base`,
    `swap 10 usdc to eth on base and send it to ${A} and ${B}`,
    `transfer 10 usdc (0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913) to ${A} on base`,
  ])('%s', (prompt) => {
    const got = read(prompt);
    const batch = (got.kind === 'intent' && got.intent.kind === 'transfer-batch') || (got.kind === 'ask' && got.pending.kind === 'transfer-batch');
    expect(batch, JSON.stringify(got)).toBe(false);
  });

  it('a batch next to another request is not acted on (one request per prompt)', () => {
    const got = read(`send 2 usdc each to ${A} and ${B} on base, then check my balance`);
    expect(got.kind === 'intent' && got.intent.kind === 'transfer-batch').toBe(false);
  });
});

describe('the answers to a batch question complete it', () => {
  const turn = (prompt: string, interpretation: Interpretation): ThreadTurn => ({ prompt, status: 'completed', interpretation });
  const thread = (prompt: string) => [turn(prompt, read(prompt))];
  const batch = (chain: string, token: string, transfers: { to: string; amount: string }[]) => ({
    kind: 'intent',
    intent: { kind: 'transfer-batch', chain, token, transfers },
  });

  it.each([
    [`send 2 USDC each to ${A} and ${B}`, 'base', batch('base', 'USDC', each('2', A, B))],
    [`send 2 USDC between ${A} and ${B} on base`, '1 each', batch('base', 'USDC', each('1', A, B))],
    [`send 2 USDC between ${A} and ${B} on base`, '1 usdc each', batch('base', 'USDC', each('1', A, B))],
    [`send usdc to ${A} and ${B} on base`, '2.5', batch('base', 'USDC', each('2.5', A, B))],
    [`send 2 usdc to ${A} and ${B} on base`, 'yes', batch('base', 'USDC', each('2', A, B))],
    [`send 2 each to ${A} and ${B} on base`, 'usdc', batch('base', 'USDC', each('2', A, B))],
    [`send 2 usdc to ${A} and ${B} on base`, 'no', { kind: 'fail', code: 'CANCELLED' }],
  ])('%s → "%s"', (first, answer, expected) => {
    expect(read(answer, thread(first))).toMatchObject(expected);
  });

  it.each([
    [`send 2 USDC between ${A} and ${B} on base`, '1 eth', /ETH is not USDC, the token of this batch/],
    [`send usdc to ${A} and ${B} on base`, 'hmm', /^I did not catch that\. How much USDC/],
  ])('an answer that does not fit asks again: %s → "%s"', (first, answer, question) => {
    const got = read(answer, thread(first));
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch' } });
    if (got.kind === 'ask') expect(got.question).toMatch(question);
  });

  it('another chain said at the yes changes the batch: refused, never asked again on the old one (sweep 39b)', () => {
    expect(read('polygon', thread(`send 2 usdc to ${A} and ${B} on base`))).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });
});
