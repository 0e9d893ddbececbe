import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Batches in everyday and non-native English (issue 16): names (alice.eth, carol.base.eth) are recipients like
 * addresses, resolved when the job runs; different amounts are paired with their recipients however the pairs are
 * written, with or without a verb; nothing is guessed (a name never receives on Solana, a missing chain is asked).
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const pay = (...pairs: [string, string][]) => pairs.map(([to, amount]) => ({ to, amount }));
const each = (amount: string, ...to: string[]) => to.map((address) => ({ to: address, amount }));

describe('a batch to names, or with an amount for each, is one batch intent', () => {
  it.each([
    ['airdrop 3 usdc each to alice.eth bob.eth n carol.base.eth on base', 'base', 'USDC', each('3', 'alice.eth', 'bob.eth', 'carol.base.eth')],
    ['send five usdc each to bob.eth and carol.base.eth on base', 'base', 'USDC', each('5', 'bob.eth', 'carol.base.eth')],
    ['send 5 usdc each to bob dot eth and carol dot base dot eth on base', 'base', 'USDC', each('5', 'bob.eth', 'carol.base.eth')],
    ['pay alice.eth and bob.eth 2 usdc apiece on polygon', 'polygon', 'USDC', each('2', 'alice.eth', 'bob.eth')],
    [`give 1 usdc each to alice.eth and ${B} on base`, 'base', 'USDC', each('1', 'alice.eth', B)],
    ['Send to alice.eth 10 USDC and to bob.eth 20 USDC, both on base chain', 'base', 'USDC', pay(['alice.eth', '10'], ['bob.eth', '20'])],
    ['send 10 usdc to alice.eth and 20 usdc to bob.eth on base', 'base', 'USDC', pay(['alice.eth', '10'], ['bob.eth', '20'])],
    ['transfer alice.eth 0.1 eth and carol.base.eth 0.2 eth on ethereum', 'ethereum', 'ETH', pay(['alice.eth', '0.1'], ['carol.base.eth', '0.2'])],
    [`10 usdc to ${A} and 20 usdc to ${B} on base`, 'base', 'USDC', pay([A, '10'], [B, '20'])],
    ['10 usdc to alice.eth and 20 usdc to bob.eth on base', 'base', 'USDC', pay(['alice.eth', '10'], ['bob.eth', '20'])],
    [`5 usdc to ${A}, 7.5 usdc to ${B}, on polygon`, 'polygon', 'USDC', pay([A, '5'], [B, '7.5'])],
    ['1 usdc each to alice.eth and bob.eth on base', 'base', 'USDC', each('1', 'alice.eth', 'bob.eth')],
    [`2 usdc apiece to ${A}, ${B} n carol.base.eth on polygon`, 'polygon', 'USDC', each('2', A, B, 'carol.base.eth')],
    ['I want to send 2 usdc to alice.eth and also 2 usdc to bob.eth on base', 'base', 'USDC', each('2', 'alice.eth', 'bob.eth')],
    ['pay 1 usdc to alice.eth plus 2 usdc to bob.eth on base', 'base', 'USDC', pay(['alice.eth', '1'], ['bob.eth', '2'])],
  ])('%s', (prompt, chain, token, transfers) => {
    expect(read(prompt)).toEqual({ kind: 'intent', intent: { kind: 'transfer-batch', chain, token, transfers } });
  });
});

describe('a batch to names asks what is missing and refuses what cannot be', () => {
  it.each([
    ['send 2 usdc each to alice.eth and bob.eth', 'chain', /^Which chain should I send USDC on\?/],
    ['send 2 usdc to alice.eth and bob.eth on base', 'confirm', /each would get 2 USDC\. Send 4 USDC in all on Base: 2 USDC each to alice\.eth and bob\.eth\?/],
    ['send usdc to alice.eth and bob.eth on base', 'amount', /^How much USDC should each address get\?$/],
    ['send 1 usdc each to alice.eth and ALICE.eth on base', 'confirm', /alice\.eth is listed 2 times/],
  ])('%s', (prompt, awaiting, question) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch', awaiting } });
    if (got.kind === 'ask') expect(got.question).toMatch(question);
  });

  it.each([
    [
      'send 2 usdc each to alice.eth and bob.eth on solana',
      'WRONG_ADDRESS_TYPE',
      /alice\.eth is an ENS name, which holds an EVM address, which cannot receive on Solana/,
    ],
    ['send 0.5 sol each to alice.eth and bob.eth', 'TOKEN_NOT_ON_CHAIN', /SOL is not on any EVM chain/],
    ['send 5 usdc to alice.eth and 1 eth to bob.eth on base', 'ONE_ACTION', /a batch sends one token/],
  ])('%s', (prompt, code, message) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'fail', code });
    if (got.kind === 'fail') expect(got.message).toMatch(message);
  });
});

describe('a list of amounts and recipients with no verb is a batch only when it is nothing else', () => {
  it.each([
    `what if 10 usdc to ${A} and 20 usdc to ${B} on base`,
    `10 usdc from ${A} and 20 usdc from ${B} on base`,
    `price of 10 usdc to ${A} and 20 usdc to ${B} on base`,
    `my balance: 10 usdc at ${A} and 20 usdc at ${B} on base`,
    `I got 10 usdc to ${A} and 20 usdc to ${B} on base`,
    '1 usdc to alice.eth and bob.eth on base',
    '1 usdc each to alice.eth and then bob.eth on base',
    `1 usdc each from ${A} to ${B} on base`,
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'transfer-batch', JSON.stringify(got)).toBe(false);
  });
});
