import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * A move made now, or an order set at once, beside a sentence that asks for something of its own in plain words (issue
 * 16; the careful-prose guard of s42-careful found the first three, this session's guard the rest). Such a sentence was
 * read only by its weighty words, so "Send 10 USDC to bob.eth on base. Please leave everything exactly as it is." sent.
 * Now it is asked back whole, naming the sentence, or refused by an earlier reader; never made on the first reply.
 * Sentences that tell (a reason, who is paid), thank, or only say the move again keep the move as it was.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

const moves = [
  'Please send 25 USDC to alice.eth on Base.',
  'Please swap 200 USDC into WETH on Base.',
  'If you would, please sell 10 WIF on Solana and take the proceeds in SOL.',
  'Could you wrap 0.5 ETH into WETH on Base for me?',
  "Please purchase forty dollars' worth of UNI on Unichain, using the ETH I hold there.",
  'Please unwrap 50 WPOL back into native POL on Polygon.',
  'Send 0.2 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on Solana.',
  'Swap 20 USDC for DEGEN on Base.',
];
const orders = [
  'Every Friday, buy DEGEN on Base with 50 USDC.',
  'I would like to set a take-profit on Solana: should SOL reach $200, please sell 3 SOL into USDC.',
  'Please buy 0.1 ETH with USDC on Base if ETH drops below $2,500.',
  'Tomorrow at 9:00 UTC, swap 10 USDC for ETH on Base.',
];
const asking = [
  'Please leave everything exactly as it is.',
  'A single figure is all I need.',
  'I would prefer to receive ETH.',
  'Keep my USDC where it is.',
  'Just the quote for now.',
  'I only want to see the price.',
  'All I want is the estimate.',
  'Please keep the whole amount in my wallet.',
  'Use my savings wallet for this.',
  'Route it through my Ledger.',
  'Send the proceeds to my cold wallet.',
  'Split it across two transactions.',
  'Take the proceeds in USDC rather than in SOL.',
  'The funds should stay where they are.',
  'Please hold the tokens for my brother.',
  'I expect to receive about 0.5 ETH.',
  'The rest should go to my savings.',
  'Ensure the fee stays below one dollar.',
  'Please put it all into staking afterwards.',
  'I would rather keep the USDC.',
  'Make sure to leave enough for gas.',
  'Use the cheapest route, even if it is slow.',
  'Treat this as a quote request.',
  'Give me the number first.',
  'Just show me what it would cost.',
  'A simple estimate will do.',
  'The figure alone is enough.',
  'I just need to know the cost.',
  'What I need is the price.',
  'Please keep it in my wallet for now.',
  'Keep everything as it is.',
];
/** Sentences that ask for nothing in shape, yet leave the move not wanted as said (the finder sweep of s43). */
const telling = [
  'Knowing the price is enough for me.',
  'Seeing the rate is enough for me.',
  'Only the numbers, please.',
  'My goal here is only to compare prices.',
  'The other way around, please.',
  'Reverse it, please.',
  'Those numbers are placeholders.',
  'Those figures are just examples.',
  'The amounts are made up.',
  'Keeping the funds is the priority.',
  'The money belongs to my sister, so ask her.',
  'I think I already did this yesterday.',
  "I'm reading this out from a tutorial.",
  'My wallet is empty anyway.',
  'A smaller amount would make more sense.',
  'I intend to hold my ETH for now.',
  "This is my dad's wallet, he should decide.",
  "Don't actually do it yet.",
  "I haven't made up my mind yet.",
  'I am not ready to spend any money.',
  'Nothing should leave my wallet today.',
  'Ask me again before you do it.',
  'Do it next month instead.',
  "I'd rather it ran on Mondays.",
  'Not this one.',
];
/** Said before an order: an introduction is fine, a take-back or a request is not. */
const beforeOrder = [
  'This is only hypothetical.',
  'Sorry, wrong chat, ignore this.',
  'Only from my savings wallet.',
  'Please leave everything exactly as it is.',
];

const harmless = [
  'Thank you.',
  'Thanks in advance.',
  'Many thanks for your help.',
  'He is my cousin.',
  'I understand the fees may be significant.',
  'I am new to this, so please bear with me.',
  'Please be careful.',
  'I appreciate your help.',
  'I trust you with this.',
  'That is all I need.',
  'Please proceed.',
  'It should be fine.',
  'The address is correct.',
  'I am aware of the risks.',
  'Please make sure the amount is exact.',
  'Cheers!',
  'Much appreciated.',
  'This is a one-off.',
  'I am new to this, so please bear with me.',
];

describe('a move made now beside a sentence that asks for something else: never made on the first reply', () => {
  it.each(moves.flatMap((move) => asking.map((beside) => [`${move} ${beside}`])))('%s', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('move');
  });
});

describe('an order beside a sentence that asks for something else: never set on the first reply', () => {
  // "Make it a limit order." says again what a price order is; every other sentence is asked back or refused.
  it.each(orders.flatMap((order) => asking.map((beside) => [`${order} ${beside}`])))('%s', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('move');
  });
});

describe('a move or an order beside a sentence that tells why it is not wanted as said: never made on the first reply', () => {
  it.each([...moves, ...orders].flatMap((move) => telling.map((beside) => [`${move} ${beside}`])))('%s', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('move');
  });
  it.each(orders.flatMap((order) => beforeOrder.map((before) => [`${before} ${order}`])))('%s', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('move');
  });
});

describe('the sentence is named in the question, and a yes makes the move as read', () => {
  it.each([
    ['Send 10 USDC to bob.eth on base. Please leave everything exactly as it is.', 'please leave everything exactly as it is'],
    ['Swap 20 USDC for DEGEN on Base. A single figure is all I need.', 'a single figure is all i need'],
    ['Please swap 200 USDC into WETH on Base. I would prefer to receive ETH.', 'i would prefer to receive eth'],
    ['Every Friday, buy DEGEN on Base with 50 USDC. Please leave everything exactly as it is.', 'please leave everything exactly as it is'],
    ['Every Friday, buy DEGEN on Base with 50 USDC. The figure alone is enough.', 'the figure alone is enough'],
  ])('%s', (prompt, named) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('ask');
    if (reading.kind === 'ask') {
      expect(reading.question).toContain(`"${named}"`);
      expect(reading.pending).toMatchObject({ awaiting: 'confirm' });
    }
  });
});

describe('beside sentences that tell, thank or say the move again: the move or order as before', () => {
  it.each([...moves, ...orders].flatMap((move) => harmless.map((beside) => [`${move} ${beside}`])))('%s', (prompt) => {
    expect(outcome(read(prompt))).toBe('move');
  });
  it.each([
    ['i need exactly 50 uni on ethereum, pay through usdc'],
    ['Send 1.5 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on Solana, so it should be exact.'],
    ['Please unwrap 20 WPOL back to native POL on Polygon. I need the native token for gas on a separate application.'],
    ["Could you please unwrap 50 WPOL on Polygon back into native POL? I'd like to keep the rest wrapped."],
    ['Send 0.05 ETH to carol.eth on base. She kindly lent me some money last week and I would like to repay her.'],
    ['Please send 180 USDC to bob.eth on Ethereum, and please use Ethereum mainnet.'],
    ['Send 10 USDC to bob.eth on base. I need it for rent.'],
    [
      'I need to make three payments on Base, all in USDC: 250 to alice.eth, 150 to bob.eth, and 75 to carol.base.eth. They are separate invoices, so please keep the amounts exactly as listed.',
    ],
    ["I'd like to swap 0.25 ETH for USDC on Base, please; nothing fancy, just a standard market swap."],
    ['Send 0.05 ETH to carol.eth on base. I have checked the price beforehand and I am comfortable with it.'],
    ['Every Monday, buy $25 worth of ETH with USDC on Base for the next four weeks. Please confirm the schedule back to me.'],
    ['When ETH price fall to 2800, buy ETH with 300 USDC on base. make the order please'],
    [
      'Could you set a take-profit on my BONK on Solana? When BONK reaches $0.00003, please sell 2,000,000 BONK for USDC. Until then, leave the position as it is.',
    ],
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).toBe('move');
  });
});

describe('a move put off in words ("dont want to pay yet"): refused, never asked for a yes', () => {
  it.each([
    ['swap 10 usdc for eth on base. dont want to pay yet'],
    ["send 10 usdc to bob.eth on base. I'm not ready to send it yet."],
    ["Please buy $20 of DEGEN on Base. I don't wish to buy it just yet."],
    ['sell 1 eth on base, i dont plan to sell right now'],
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).toBe('fail');
  });
  it.each([["send 10 usdc to bob.eth on base, I don't want to keep him waiting"]])('%s: no "yet", no hold', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('fail');
  });
});

describe('a price order beside a sentence that expects it to repeat: refused, never set as a one-off', () => {
  it.each([
    ['If SOL drops to $120, sell 3 SOL for USDC on Solana. I understand this will continue until I cancel it.'],
    ['Buy 0.1 ETH with USDC on Base if ETH drops below $2,500. It should keep buying each time it dips.'],
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
  it.each([['Every Monday, buy 25 USDC worth of SOL on Solana. I understand this will continue until I cancel it.']])(
    '%s: a repeating order says so',
    (prompt) => {
      expect(outcome(read(prompt))).not.toBe('fail');
    },
  );
});

describe("a bot's action named for an order (schedule_buy, dca_buy) is never a move made now (held-out-27's first run)", () => {
  it.each([
    ['{"task":"schedule_buy","chain":"base","token":"ETH","spend":{"asset":"USDC","amount":200}}'],
    ['{"action":"schedule_buy","chain":"base","token":"ETH","amount":20}'],
    ['schedule_buy chain=base token=ETH amount_usd=20'],
    ['{"task":"dca_buy","chain":"base","token":"ETH","spend":{"asset":"USDC","amount":200}}'],
    ['{"op":"recurringSell","chain":"base","token":"ETH","amount":"0.01"}'],
    ['{"method":"twap_swap","params":{"chain":"base","from":"USDC","to":"ETH","amount":"50"}}'],
  ])('%s', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('move');
  });
  it.each([
    ['{"task":"buy","chain":"base","token":"ETH","spend":{"asset":"USDC","amount":200}}'],
    ['{"action":"market_buy","chain":"base","token":"ETH","amount_usd":20}'],
    // A cadence in a job's name: the job's run now.
    ['job: weekly_payouts\nchain: polygon\ntoken: USDC\nrecipients:\n  - to: "0x4444444444444444444444444444444444444444"\n    amount: 300'],
  ])('%s: a move named as one', (prompt) => {
    expect(outcome(read(prompt))).toBe('move');
  });
});
