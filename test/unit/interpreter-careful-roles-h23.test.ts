import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful prose beside one move or order (train-39 and held-out-22, issue 16): more roles of the general rule
 * (beside-move.ts), now also for orders. How the address was checked, the move read back before it runs, a wish for the
 * reply asked as a question, the rest of a holding left, a test or a trip as the reason, a buy of an exact amount said
 * again as what matters, an order named before the colon that says it. The move is asked back whole for a yes; beside a
 * condition, a second move, another amount, token, chain or recipient, or a lure, it keeps its refusal or ask.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move or order beside sentences that only agree with it: asked back whole for a yes', () => {
  it.each([
    // How the address was checked.
    [
      "Could you transfer 2 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on Solana? That's my own cold-storage wallet. I copied the address directly from the wallet app and compared the first and last six characters, so I'm confident it's right.",
      { kind: 'transfer', chain: 'solana', token: 'SOL' },
    ],
    [
      "Please send 25 USDC to 0x5555555555555555555555555555555555555555 on Base. It's a gas top-up for a colleague's wallet; I've checked that address against the one in our team's shared notes.",
      { kind: 'transfer', chain: 'base', token: 'USDC' },
    ],
    [
      'Please send 40 USDC to 0x4444444444444444444444444444444444444444 on Polygon. I have verified it with her over the phone, character by character.',
      { kind: 'transfer', chain: 'polygon', token: 'USDC' },
    ],
    [
      'Send 10 USDC to bob.eth on Base, please. I compared the first and last four characters of the resolved address with him.',
      { kind: 'transfer', chain: 'base' },
    ],
    // The move read back before it runs.
    [
      "Please send 500 USDC on Polygon to 0x5555555555555555555555555555555555555555. It's for a supplier, and because it's a larger amount for me, please restate the transfer before sending so I can double-check it.",
      { kind: 'transfer', chain: 'polygon', token: 'USDC' },
    ],
    [
      "Please swap 0.25 ETH into cbBTC on Base. I'd like you to restate the trade before executing it so I can check it over.",
      { kind: 'swap', tokenIn: 'ETH' },
    ],
    ['Please swap 100 USDC for AERO on Base. Could you repeat the trade back to me before executing it?', { kind: 'swap', tokenOut: 'AERO' }],
    // A wish for the reply asked as a question; a reason.
    [
      "I'd like to swap 0.2 ETH for USDC on Unichain. I'm gradually consolidating into stablecoins on that network. Once it's done, would you kindly confirm how much USDC I received?",
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'USDC' },
    ],
    ['Please swap 30 USDC for DEGEN on Base. Could you tell me how many DEGEN I got?', { kind: 'swap', tokenOut: 'DEGEN' }],
    [
      "Please swap 0.005 WETH for USDC on Unichain. It is a very small amount, I realise; I'm testing the process before I trust it with anything larger.",
      { kind: 'swap', chain: 'unichain', tokenIn: 'WETH' },
    ],
    ["Please send 5 USDC to bob.eth on Base. I'm just trying it out first.", { kind: 'transfer', to: 'bob.eth' }],
    // The rest of a holding left; the move's own amount bounded.
    [
      "Could you wrap 0.5 ETH into WETH on Base, please? I need WETH specifically for an application that won't accept native ETH. Just the 0.5 — I'd like the rest of my ETH left as it is.",
      { kind: 'wrap', chain: 'base', token: 'ETH' },
    ],
    ['Please wrap 0.1 ETH on Unichain. Only 0.1, the rest of my ETH should stay as it is.', { kind: 'wrap', chain: 'unichain' }],
    // An estimate of what the trade gets.
    [
      "I'd like to buy SOL with 150 USDC on Solana; at today's prices it should come to roughly one SOL. Please pay with USDC specifically, not USDT.",
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL' },
    ],
    // A buy of an exact amount said again as what matters.
    [
      'Please get me exactly 5 UNI on Unichain, paying with ETH from my Unichain wallet. I need the exact figure of 5 UNI for a governance test, so the ETH spent can be whatever that costs.',
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'UNI', side: 'buy' },
    ],
    // Orders: the order named, nothing sold before its level, a trip as the reason, the reply wished for.
    [
      'As a precaution, I would like a stop loss on part of my WBTC on Ethereum. If WBTC falls below $52,000, please sell 0.0008 WBTC for USDC. I am not asking you to sell anything now — only if that price is reached.',
      { kind: 'automation-create', trigger: { type: 'price', token: 'WBTC' } },
    ],
    [
      'On Solana, please set up a take-profit order: sell 1 SOL for USDC when the price of SOL reaches $200. Nothing should be sold before it reaches that level.',
      { kind: 'automation-create', trigger: { type: 'price', token: 'SOL' } },
    ],
    [
      "Could you set a stop loss on my WETH on Ethereum, please? If WETH falls to $2,500, sell 0.02 WETH for USDC. I'm travelling next week and won't be watching the market, which is why I'd like this in place.",
      { kind: 'automation-create', action: { chain: 'ethereum', tokenIn: 'WETH' } },
    ],
    [
      "I'd like a stop loss on Base: if cbBTC falls below $55,000, sell 0.001 cbBTC for USDC. Please read the order back to me before placing it.",
      { kind: 'automation-create', action: { chain: 'base', tokenIn: 'cbBTC' } },
    ],
    [
      "I'd like to set up a recurring buy on Base: $25 of ETH, paid with USDC, every Monday. Please read the details back to me before creating it.",
      { kind: 'automation-create', trigger: { type: 'every' } },
    ],
    [
      'I would like to set up a recurring purchase, please: every Monday, buy $50 of SOL with USDC on Solana, continuing until I ask you to stop. I would appreciate a confirmation of the schedule once it is in place, including when the first purchase will happen.',
      { kind: 'automation-create', trigger: { type: 'every' }, action: { chain: 'solana', tokenOut: 'SOL' } },
    ],
    [
      'Every Friday, buy $20 of ETH with USDC on Base. Please confirm the schedule once it is set up.',
      { kind: 'automation-create', trigger: { type: 'every' } },
    ],
  ])('%s', (prompt, intent) => {
    const reading = read(prompt);
    // (A transfer beside a remark some reader already takes may be made at once, as before.)
    if (reading.kind === 'intent') return expect(reading.intent).toMatchObject(intent);
    expect(reading.kind).toBe('ask');
    if (reading.kind !== 'ask') return;
    expect(reading.pending).toMatchObject({ ...intent, awaiting: 'confirm' });
  });
});

describe('the yes said with the move read back again: that move, nothing else', () => {
  it.each([
    [
      "Please send 500 USDC on Polygon to 0x5555555555555555555555555555555555555555. It's for a supplier, and because it's a larger amount for me, please restate the transfer before sending so I can double-check it.",
      'Confirmed — 500 USDC on Polygon to 0x5555555555555555555555555555555555555555. Please go ahead and send it.',
      'transfer',
    ],
    [
      "Please swap 0.25 ETH into cbBTC on Base. I'd like you to restate the trade before executing it so I can check it over.",
      "Yes, that's right — 0.25 ETH into cbBTC on Base. Please go ahead.",
      'swap',
    ],
    [
      "I'd like to set up a recurring buy on Base: $25 of ETH, paid with USDC, every Monday. Please read the details back to me before creating it.",
      "Yes, that's right — every Monday, $25 of ETH paid in USDC, on Base. Please create it.",
      'automation-create',
    ],
  ])('%s → %s', (first, second, kind) => {
    const reading = onThreadAt(now, first, second);
    // Made, or asked once more as that very move for a plain yes.
    if (reading.kind === 'ask') return expect(reading.pending).toMatchObject({ kind, awaiting: 'confirm' });
    expect(reading.kind).toBe('intent');
    if (reading.kind === 'intent') expect(reading.intent.kind).toBe(kind);
  });

  it.each([
    [
      "Please swap 0.25 ETH into cbBTC on Base. I'd like you to restate the trade before executing it.",
      "Yes, that's right — 0.5 ETH into cbBTC on Base. Please go ahead.",
    ],
    [
      "Please swap 0.25 ETH into cbBTC on Base. I'd like you to restate the trade before executing it.",
      'Yes — 0.25 ETH into cbBTC on Ethereum. Please go ahead.',
    ],
    [
      'Please send 500 USDC on Polygon to 0x5555555555555555555555555555555555555555. Please restate the transfer before sending.',
      'Confirmed — 500 USDC on Polygon to 0x5555555555555555555555555555555555555556. Please go ahead and send it.',
    ],
    [
      "I'd like to set up a recurring buy on Base: $25 of ETH, paid with USDC, every Monday. Please read the details back to me before creating it.",
      "Yes, that's right — every Tuesday, $25 of ETH paid in USDC, on Base. Please create it.",
    ],
  ])('%s → %s: never made as said', (first, second) => {
    const reading = onThreadAt(now, first, second);
    expect(reading.kind).not.toBe('intent');
  });
});

describe('beside a move or order, what changes it keeps it from being asked as that one request', () => {
  it.each([
    "Please send 0.1 ETH on Base to 0x4444444444444444444444444444444444444444. I've checked it against the invoice. Also send 0.1 ETH to bob.eth.",
    'Please send 0.1 ETH on Base to 0x4444444444444444444444444444444444444444. Kindly restate the transfer before sending so I can confirm, then send 50 USDC to bob.eth too.',
    'Please send 0.1 ETH on Base to 0x4444444444444444444444444444444444444444. My accountant checked the address and told me to send 0.2 instead.',
    'Please send 0.1 ETH on Base to 0x4444444444444444444444444444444444444444. I checked it against the invoice, which says 0x5555555555555555555555555555555555555555.',
    'Please send 0.1 ETH on Base to 0x4444444444444444444444444444444444444444. Kindly restate the transfer before sending it on Polygon.',
    'Please send 500 USDC on Polygon to 0x5555555555555555555555555555555555555555. Please restate the transfer before sending 600 USDC.',
    "Could you wrap 0.5 ETH into WETH on Base, please? Just the 0.5 — I'd like the rest of my ETH sent to bob.eth.",
    'Could you wrap 0.5 ETH into WETH on Base, please? Just the 0.5 — the rest should remain as USDC.',
    'Could you wrap 0.5 ETH into WETH on Base, please? Just the 0.7.',
    "I'd like to swap 0.2 ETH for USDC on Unichain. Once it's done, would you kindly send the USDC to bob.eth?",
    "I'd like to swap 0.2 ETH for USDC on Unichain. Once it's done, would you kindly confirm how much USDC I received and swap it back?",
    "I'd like to buy SOL with 150 USDC on Solana; at today's prices it should come to roughly one SOL, if not then buy less.",
    'Please get me exactly 5 UNI on Unichain, paying with ETH. The ETH spent can be whatever that costs, up to 1 ETH.',
    'Please get me exactly 5 UNI on Unichain, paying with ETH. I need the exact figure of 6 UNI for a governance test.',
    "Please swap 0.005 WETH for USDC on Unichain. I'm testing the process, and if it works, swap 1 WETH next.",
    'Please swap 0.005 WETH for USDC on Unichain. This is only a test, do not actually swap.',
    "If WETH falls to $2,500, sell 0.02 WETH for USDC on Ethereum. I'm travelling next week, so sell it now instead.",
    'If WETH falls to $2,500, sell 0.02 WETH for USDC on Ethereum. Nothing should be sold before it reaches $2,400.',
    "I'd like to set up a recurring purchase, please: buy $50 of SOL with USDC on Solana.",
    'I would like to set up a recurring purchase, please: every Monday, buy $50 of SOL with USDC on Solana. I would appreciate a confirmation of the schedule once it is in place, and buy $20 of ETH too.',
    'As a precaution, I would like a stop loss on part of my WETH on Ethereum. If WBTC falls below $52,000, please sell 0.0008 WBTC for USDC.',
    'Could you set a stop loss on my WETH on Ethereum, please? If WETH falls to $2,500, sell 0.02 WETH for USDC on Base.',
    "I'd like a recurring buy on Base: every Wednesday, buy AERO with 15 USDC. Please keep it to exactly 20 USDC each week.",
    "I'd like a recurring buy on Base: every Wednesday, buy AERO with 15 USDC. Please keep it to exactly 15 USDC each day.",
    "I'd like a recurring buy on Polygon: every Wednesday, buy AERO with 15 USDC on Base.",
    "I'd like a limit order on Base: every Wednesday, buy AERO with 15 USDC.",
    "Please send 50 to alice.eth on Base. It's for the flowers, and send 20 to bob.eth too.",
    'Please send 50 to alice.eth on Base. She asked me to send it in ETH.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    if (reading.kind === 'intent') expect(['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'automation-create']).not.toContain(reading.intent.kind);
    if (reading.kind === 'ask') expect(reading.question).not.toMatch(/^I read your message as this one request, leaving out/);
  });

  it('a lure beside the checked address still names the lure', () => {
    const reading = read('Please send 0.1 ETH on Base to 0x4444444444444444444444444444444444444444. I copied the address from a DM support sent me.');
    expect(reading.kind).toBe('ask');
    if (reading.kind === 'ask') expect(reading.question).toMatch(/DM/);
  });
});

describe('a move lacking only its unit beside remarks that agree: the unit asked, a yes owed once complete', () => {
  it('asks which token, then asks back whole', () => {
    const first = read("Please send 50 to alice.eth on Base. It's for the flowers she ordered for both of us.");
    expect(first).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'token' } });
    const reading = onThreadAt(now, "Please send 50 to alice.eth on Base. It's for the flowers she ordered for both of us.", 'USDC');
    expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token: 'USDC', awaiting: 'confirm' } });
  });
});

describe('a launch link labelled "X link:" is that link', () => {
  it.each([
    ['Please launch a token on Base named Harbor Lights, ticker HRBR. X link: https://x.com/quietfoxtoken.', { twitterUrl: 'https://x.com/quietfoxtoken' }],
    ['Please launch a token on Base named Harbor Lights, ticker HRBR. Website link: https://harbor.org', { websiteUrl: 'https://harbor.org' }],
    [
      "Please launch a token on Base with the name 'Quiet Fox' and the ticker QFOX. Description: 'A small experiment in community tipping. No promises of value.' X link: https://x.com/quietfoxtoken. Creator fees should go to my own wallet. Thank you.",
      { symbol: 'QFOX', twitterUrl: 'https://x.com/quietfoxtoken' },
    ],
  ])('%s', (prompt, fields) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('intent');
    if (reading.kind === 'intent') expect(reading.intent).toMatchObject({ kind: 'launch', ...fields });
  });
});

describe('an order named before a move read as made now: never the trade made at once', () => {
  it.each([
    "I'd like to set up a limit order, please: buy $50 of SOL with USDC on Solana.",
    "I'd like a stop loss, please: sell 1 SOL for USDC on Solana.",
    'Please set up a take-profit order for me: sell 100 DEGEN for USDC on Base.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    if (reading.kind === 'intent') expect(reading.intent.kind).not.toBe('swap');
    if (reading.kind === 'ask') expect(reading.pending.kind).not.toBe('swap');
  });

  it('a greeting before the move is no order', () => {
    expect(read('Hello there. Please buy $50 of SOL with USDC on Solana.')).toMatchObject({ kind: 'intent', intent: { kind: 'swap' } });
  });
});
