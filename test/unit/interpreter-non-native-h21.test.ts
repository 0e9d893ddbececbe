import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Non-native prompts of held-out-21 and the left-overs of held-out-20 (issue 16), with siblings in other words and
 * languages: a swap's verb in Portuguese or Spanish ("troca 2 SOL para USDC"), "I must pay", a move named as a noun
 * ("make sell of 3 JUP"), what a sale gives back ("give me USDC back"), "please do the needful", Tagalog's "pa-check",
 * a price said with "is going down to", creator fees "I have for claim", an order's "only one time not repeat" and a
 * weekly order's "toda semana sem parar". Near-misses keep their refusal or question.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A = '0x5555555555555555555555555555555555555555';

describe("a swap's verb in Portuguese or Spanish, bid or wished, with its tokens either side", () => {
  it.each([
    ['troca 2 SOL para USDC na solana, por favor', 'SOL', 'USDC', '2'],
    ['trocar 2 SOL por USDC na solana', 'SOL', 'USDC', '2'],
    ['quero trocar 50 usdc para eth on base', 'USDC', 'ETH', '50'],
    ['cambia 10 usdc a degen en base', 'USDC', 'DEGEN', '10'],
    ['converte 1 eth para usdc na base, obrigado', 'ETH', 'USDC', '1'],
    ['vende 2 SOL por USDC na solana', 'SOL', 'USDC', '2'],
  ])('%s', (prompt, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut, amount: { kind: 'exact', value } } });
  });

  it.each([
    // "para" alone is "stop".
    'swap 2 SOL to USDC on solana, para',
    // "não" still takes the swap back.
    'troca 2 SOL para USDC na solana, não',
    // A third token is no swap of two.
    'troca 2 SOL para USDC para BONK na solana',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a move said the way another language says it is that move', () => {
  it.each([
    [`I must pay 40 USDT to ${A} on polygon, please do it, grazie`, 'transfer'],
    [`we must send 10 usdc to ${A} on base`, 'transfer'],
    ['Kindly transfer 1 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin, please do the needful', 'transfer'],
    [`send 5 usdc to ${A} on base. kindly do the needful`, 'transfer'],
    ['Make sell of 3 JUP, give me USDC back', 'swap'],
    ['do a swap of 2 SOL to USDC on solana', 'swap'],
    ['sell 3 JUP and give me back USDC on solana please', 'swap'],
    ['make sell of 1 eth on base, give me usdc', 'swap'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it('what a sale gives back is the token it is sold for', () => {
    expect(read('Make sell of 3 JUP, give me USDC back')).toMatchObject({
      intent: { kind: 'swap', chain: 'solana', tokenIn: 'JUP', tokenOut: 'USDC', amount: { kind: 'exact', value: '3' } },
    });
  });

  it.each([
    // No token comes back: what is wanted is not said.
    'sell 3 JUP, give me the money back',
    // Sent back to someone else is a second move.
    'sell 3 JUP, send me USDC back to bob.sol',
    // "must not" is a negation.
    `I must not pay 40 USDT to ${A} on polygon`,
    // "the needful" said alone asks for nothing.
    'please do the needful',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('whether I hold enough, asked with "check if": a read, never the move it names', () => {
  it.each([
    ['pa-check naman if I have enough SOL to send 3 SOL to my tita, salamat po', 'SOL', '3'],
    ['check if I have enough SOL to send 3 SOL to bob.sol', 'SOL', '3'],
    ['pls check if I have enough eth on base to swap 0.1 eth for usdc', 'ETH', '0.1'],
    ['pacheck po if I have enough usdc on base to buy 20 usdc of eth', 'USDC', '20'],
  ])('%s', (prompt, token, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens: [token], check: { test: 'at-least', amount } } });
  });

  it.each([
    // A condition on the move, said with "if" after it.
    'send 3 sol to bob.sol if I have enough',
    'send 3 sol to bob.sol if she confirms',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a price reached, said with "is going down to", is the order\'s price', () => {
  it.each([
    ['If SOL is going down to 120 dollar, sell 2 SOL to USDC automatic', 'SOL', '120'],
    ['If SOL is going down to 120 dollar, sell 2 SOL to USDC', 'SOL', '120'],
    ['when eth is coming down to 2000, buy 0.1 eth with usdc on base', 'ETH', '2000'],
    ['if sol is falling below 100 sell 1 sol for usdc', 'SOL', '100'],
  ])('%s', (prompt, token, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', token, priceUsd } } });
  });

  it('"automatic" beside a swap made now is asked about, never read as an order', () => {
    expect(read('sell 2 SOL to USDC automatic')).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });
});

describe('creator fees "I have for claim" are a check', () => {
  it.each([
    ['how much fees of creator I have for claim? in base'],
    ['how much creator fees I have for claim on base?'],
    ['how many fees do i have for claim?'],
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check' } });
  });

  it.each(['claim my creator fees', 'claim the fees I have for claim'])('%s is no check', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'fees-check' } });
  });
});

describe('an order that fires once, said to run once: the order, asked back whole', () => {
  it.each([
    ['Tomorrow at 9:00 UTC buy ETH for 50 USDC on base, only one time not repeat', 'at'],
    ['tomorrow at 9am utc swap 50 usdc to eth on base, just once', 'at'],
    ['tomorrow 10:00 UTC sell 1 SOL for USDC, not recurring', 'at'],
    ['buy 0.1 eth with usdc on base if eth drops to 2000, one time only, no repeat', 'price'],
  ])('%s', (prompt, type) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', trigger: { type }, awaiting: 'confirm' } });
  });

  it('"dont repeat" alone was read before as the order itself, and still is', () => {
    expect(read('Tomorrow at 9:00 UTC buy ETH for 50 USDC on base, dont repeat')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'at' } },
    });
  });

  it.each([
    // A repeating order said to run once contradicts itself.
    'every friday buy 15 USDC of ETH on base, only once',
    // A move made now is no order.
    'swap 50 usdc to eth on base, just once',
    // Another "not" than the repeat's.
    'Tomorrow at 9:00 UTC buy ETH for 50 USDC on base, only one time not tomorrow',
  ])('%s is not set up', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe("a repeating order's period said again, in English or another language, is asked back whole", () => {
  it.each([
    ['every friday buy 15 USDC of ETH on base, toda semana sem parar', 604800],
    ['every friday buy 15 USDC of ETH on base, every week', 604800],
    ['every day buy 10 usdc of sol on solana, todos os dias', 86400],
    ['every monday buy 20 usdc of eth on base, jede woche ohne ende', 604800],
    ['every day buy 10 usdc of sol on solana, cada día sin parar', 86400],
  ])('%s', (prompt, intervalSeconds) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds }, awaiting: 'confirm' },
    });
  });

  it.each([
    // Another period than the order's.
    'every day buy 10 usdc of sol on solana, cada semana',
    // "para" is "stop".
    'every friday buy 15 USDC of ETH on base, toda semana, para',
    // An order with an end said to have none.
    'every friday buy 15 USDC of ETH on base for 4 weeks, sem parar',
    // A swap now, then a period: a schedule the swap does not carry.
    'buy 15 usdc of eth on base, toda semana',
  ])('%s is not set up', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).not.toBe('intent');
    if (reading.kind === 'ask') expect(reading.pending.awaiting).not.toBe('confirm');
  });
});
