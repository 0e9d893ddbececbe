import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose of the fifth held-out set, each miss as a class (issue 16): what a sentence or clause beside the request
 * says of why, for whom or on what background is context, never part of the move; "if that is possible" is a courtesy;
 * two reads of one kind in one sentence are one read.
 */
const read = (prompt: string, thread: Parameters<typeof interpretPrompt>[1] = []) => interpretPrompt(prompt, thread, new Date('2026-11-26T00:00:00Z'));
const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const a1 = '0x1111111111111111111111111111111111111111';
const a3 = '0x3333333333333333333333333333333333333333';

/** The move a reading would run: now, or on the yes it asks for (the move restated whole); undefined otherwise. */
function moveOf(got: Interpretation): Record<string, unknown> | undefined {
  if (got.kind === 'intent') return got.intent as Record<string, unknown>;
  if (got.kind === 'ask' && got.pending.awaiting === 'confirm') return got.pending as Record<string, unknown>;
  return undefined;
}

describe('a sentence or clause of reason, purpose or background beside the request is context', () => {
  it.each([
    [
      `Please transfer 75 USDC on Ethereum to ${a1}. It is a reimbursement to a supplier for invoice number 1043.`,
      { kind: 'transfer', amount: { value: '75' } },
    ],
    [`Kindly send 0.5 SOL to ${sol} on Solana. It is a birthday gift for my grandson, who turns 18 on Saturday.`, { kind: 'transfer', token: 'SOL', to: sol }],
    [`Please pay 300 DAI on Ethereum to ${a1}. This is payment for order 5521, which was delivered on the 3rd.`, { kind: 'transfer', token: 'DAI' }],
    [`transfer 2 sol to ${sol} on solana. its for my nephew who turns 21 tomorow`, { kind: 'transfer', amount: { value: '2' } }],
    [`Send 12 USDC on Base to alice.eth. She is my sister and she lent me money last week.`, { kind: 'transfer', to: 'alice.eth' }],
    [`Please send 25 USDC to bob.eth on Base, who is our bookkeeper.`, { kind: 'transfer', to: 'bob.eth' }],
    [`Swap 0.1 ETH to USDC on Base, because I want to hold fewer volatile assets.`, { kind: 'swap', tokenIn: 'ETH' }],
    [
      'If ETH falls to $2,400, please sell 2 ETH on Unichain for USDC so that I limit my losses. To be clear, this is a stop order and not an immediate sale.',
      { kind: 'automation-create', trigger: { type: 'price' } },
    ],
    [
      'If SOL drops to $120, sell 5 SOL for USDC on Solana, so that my losses stay small. Just to be clear, this is an order for later and not a sale now.',
      { kind: 'automation-create', action: { tokenIn: 'SOL' } },
    ],
    [
      `I need to pay two contractors on Base today: 120 USDC to ${a1} and 80 USDC to ${a3}. Please send both together if that is possible.`,
      { kind: 'transfer-batch', transfers: [{ amount: '120' }, { amount: '80' }] },
    ],
    [
      `We need to pay three freelancers on Polygon: 50 USDC to ${a1} and 70 USDC to ${a3}. Please process them together.`,
      { kind: 'transfer-batch', chain: 'polygon' },
    ],
    [
      'I run a small bakery and would like to launch a token on Base for my regular customers. Please name it Crumb and Co Rewards, with the symbol CRUMB and the description "Loyalty points for Crumb and Co bakery". Our website is https://crumbandco.example.',
      { kind: 'launch', symbol: 'CRUMB', websiteUrl: 'https://crumbandco.example' },
    ],
    ['I own a flower shop and would like to launch a token on Base named Petal Points with the symbol PETAL.', { kind: 'launch', symbol: 'PETAL' }],
    [
      'Please create a token on Base named Harbor Tide, with the symbol TIDE. I would like the creator fees to go to bob.eth, who manages our accounts.',
      { kind: 'launch', symbol: 'TIDE', feeRecipientName: 'bob.eth' },
    ],
    ['Good morning, please buy 0.5 SOL with USDC on Solana. We are diversifying the treasury this quarter.', { kind: 'swap', tokenOut: 'SOL' }],
    ['Please send 15 USDC on Base to carol.base.eth. She helped me with my taxes on Tuesday.', { kind: 'transfer', to: 'carol.base.eth' }],
    ['I would like to unwrap 0.02 WETH on Base. I no longer need the wrapped version.', { kind: 'unwrap', amount: { value: '0.02' } }],
    [`We are a small charity. Please send 250 USDC on Polygon to ${a1}.`, { kind: 'transfer', chain: 'polygon' }],
    ['I have been a customer for five years. Could you please swap 20 USDC for AERO on Base?', { kind: 'swap', tokenOut: 'AERO' }],
    ['Hello. I would like to swap 200 USDC for ETH on Ethereum. I am moving part of my savings into crypto.', { kind: 'swap', tokenIn: 'USDC' }],
  ])('%s', (prompt, intent) => {
    const got = read(prompt);
    expect(moveOf(got), JSON.stringify(got)).toMatchObject(intent);
  });

  it.each([
    [
      'Please tell me the price of Solana and the price of Ethereum. I am comparing the two before I make any decision.',
      { kind: 'price', tokens: ['SOL', 'ETH'] },
    ],
    ["Show me the price of BTC and the price of SOL. I'm just curious.", { kind: 'price', tokens: ['WBTC', 'SOL'] }],
    ['How much USDC do I have on Base? I am planning my budget for December.', { kind: 'balance', tokens: ['USDC'] }],
  ])('a read with its background is answered: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('a cancel with its background and reason cancels the order it names', () => {
    const setup = 'every weekday at 9:00 UTC buy $20 of WETH with USDC on base';
    const thread = [{ prompt: setup, status: 'completed' as const, interpretation: read(setup) }];
    const got = read(
      'I have reconsidered the weekday purchase of WETH on Base. Please cancel that recurring order, as I do not wish to continue with it.',
      thread,
    );
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });

  it.each([
    `Please send 30 USDC to ${a1} on Base. It is due on Friday.`,
    `Send 30 USDC to ${a1} on Base. It should go out on Monday.`,
    `Send 30 USDC to ${a1} on Base. This is only if the invoice is approved.`,
    `Send 30 USDC to ${a1} on Base. It is for bob.eth really.`,
    'Swap 10 USDC to ETH on Base. To be clear, this is a limit order.',
    `Please send 30 USDC to ${a1} on Base. My boss said it is fine.`,
    `Send 30 USDC to ${a1} on Base. It is a payment for my rent, which is due tomorrow.`,
    `Please send 10 USDC to ${a1} on Base. I do not want it sent before Monday.`,
    `Please send 10 USDC to ${a1} on Base. She is expecting it on Tuesday.`,
    `Please send 10 USDC to ${a1} on Base. I sent her 5 USDC yesterday.`,
    'Send 1 ETH to bob.eth on Base. It is my whole savings, so please send all of it.',
    'Please send 5 USDC to bob.eth on Base. It is urgent, he needs it in 2 hours.',
    'Swap 10 USDC to ETH on Base. This is the first of three purchases.',
    `Please send 40 USDC on Ethereum to ${a1}; it is for the catering on the 14th.`,
  ])('context that could time, condition, test or change the move is never left out: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' || (got.kind === 'ask' && got.pending.awaiting === 'confirm'), JSON.stringify(got)).toBe(false);
  });

  it('a move said to be a test may not be meant to run: asked back whole for a yes, naming the words, never run on the prompt', () => {
    const got = read(`Please send 30 USDC to ${a1} on Base. This is a test.`);
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'confirm', amount: { value: '30' } } });
    expect(got.kind === 'ask' && got.question).toContain('"This is a test"');
  });

  it('a move read with its context left out is asked back whole for a yes, never run on the prompt', () => {
    const got = read(`Please transfer 75 USDC on Ethereum to ${a1}. It is a reimbursement to a supplier for invoice number 1043.`);
    expect(got).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(got.kind === 'ask' && got.question).toContain(`75 USDC on Ethereum to ${a1}`);
  });
});

describe('"if" that only asks whether the request can be done is a courtesy, not a condition', () => {
  it.each([
    `send 120 USDC to ${a1} on base if that is possible`,
    `send 120 USDC to ${a1} on base if it would be ok`,
    `send 120 USDC to ${a1} on base if that works`,
    `send 120 USDC to ${a1} on base if possible`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { value: '120' } } });
  });

  it.each([
    `send 120 USDC to ${a1} on base if that price holds`,
    `send 120 USDC to ${a1} on base if she is ok`,
    `send 120 USDC to ${a1} on base if it is confirmed`,
    `Could you please send 1 USDC on Base to ${a1}, if that's ok with Carol?`,
  ])('a condition of its own is still refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('two reads of one kind in one sentence are one read', () => {
  it.each([
    ["What's the price of BTC and the price of ETH?", { kind: 'price', tokens: ['WBTC', 'ETH'] }],
    ['price of sol and price of eth', { kind: 'price', tokens: ['SOL', 'ETH'] }],
    ['how much usdc do I have on base and how much usdc do I have on ethereum', { kind: 'balance', chains: ['base', 'ethereum'] }],
    ['Show me my ETH balance on Base and my ETH balance on Ethereum.', { kind: 'balance', tokens: ['ETH'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});
