import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose and non-native English of the seventh held-out set, each as a class read by the role of its words
 * (issue 16): a purpose, a reason or background beside the request (before or after it), a time that belongs to a
 * story or to a thing, a field said in the sentence after its request, an answer with an apology around it, a fee that
 * is what a payment is for, "pay by" after a purchase, a day of the month said without its article, a spoken
 * correction after two markers, and a field in brackets. A move read this way is restated whole and asked for a yes.
 */
const now = new Date('2026-11-26T00:00:00Z');
const read = (prompt: string, thread: readonly ThreadTurn[] = []) => interpretPrompt(prompt, thread, now);
const a1 = '0x1111111111111111111111111111111111111111';
const a2 = '0x2222222222222222222222222222222222222222';
const a3 = '0x3333333333333333333333333333333333333333';

/** The move a reading would run on the yes it asks for; undefined otherwise. */
function askedMove(got: Interpretation): Record<string, unknown> | undefined {
  return got.kind === 'ask' && got.pending.awaiting === 'confirm' ? (got.pending as Record<string, unknown>) : undefined;
}

/** The move a reading would run, now or on the yes it asks for; undefined otherwise. */
function moveOf(got: Interpretation): Record<string, unknown> | undefined {
  return got.kind === 'intent' ? (got.intent as Record<string, unknown>) : askedMove(got);
}

/** Whether a reading would move money now or on its first yes, other than by an order that waits. */
const movesNow = (got: Interpretation): boolean => {
  const move = moveOf(got);
  return move !== undefined && ['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap'].includes(String(move.kind));
};

/** A thread whose one turn is the prompt given, as the interpreter read it. */
const after = (prompt: string): ThreadTurn[] => [{ prompt, status: 'completed', interpretation: read(prompt) }];

describe('a request with its purpose, reason or background said beside it is that request, asked back whole', () => {
  it.each([
    ['Please swap 100 USDC for ETH on Base. The aim is to diversify a little.', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
    [
      'I would like to exchange 40 USDT for POL on Polygon. My main goal is to have enough for gas; please go ahead at the market rate.',
      { kind: 'swap', tokenOut: 'POL' },
    ],
    [`Transfer 30 USDC to ${a1} on Base please. It is to settle my share of the rent.`, { kind: 'transfer', to: a1 }],
    [
      'Buy exactly 20 AERO on Base, paying with USDC. Please buy exactly that amount, since it completes my position.',
      { kind: 'swap', tokenOut: 'AERO', side: 'buy' },
    ],
    [
      'i need to get 3 UNI on ethereum with usdc. kindly purchase precisely that quantity, as it is the minimum for the vote',
      { kind: 'swap', tokenOut: 'UNI' },
    ],
    ['Send 12 USDC to bob.eth on Base. This is repayment for the taxi on Saturday (ref T-88). Thanks!', { kind: 'transfer', to: 'bob.eth' }],
    [`Please pay 60 USDC to ${a2} on Polygon. It is a refund for the booking on the 12th (invoice #991).`, { kind: 'transfer', chain: 'polygon' }],
    ['Please transfer 8 USDC to alice.eth on Base. This covers our coffee from last Friday.', { kind: 'transfer', amount: { value: '8' } }],
    [
      `For our team lunch (ref. LUNCH-7), please send the following on Base: 10 USDC to ${a1}, 15 USDC to ${a2}. All amounts were checked against the receipts.`,
      { kind: 'transfer-batch' },
    ],
    [`In preparation for the audit, please send 5 USDC to ${a3} on Base.`, { kind: 'transfer', to: a3 }],
    ['Ahead of the holidays, could you swap 50 USDC for ETH on Base?', { kind: 'swap', tokenOut: 'ETH' }],
    ['As a hedge against a sharp drop, please set a stop-loss on Solana: if SOL falls to $120, sell all of my SOL for USDC.', { kind: 'automation-create' }],
    ["For next month's payroll, please swap 200 USDC for USDT on Polygon.", { kind: 'swap', tokenOut: 'USDT' }],
  ])('%s', (prompt, move) => {
    // (A purpose the plain reading already sets aside may run as it is: a request alone.)
    const got = read(prompt);
    expect(moveOf(got), JSON.stringify(got)).toMatchObject(move);
  });

  it.each([
    // A time said of the move itself, or more asked for than the request, or an order's words beside a move now.
    'Send 75 USDC to alice.eth on Base. It is due on Friday.',
    'Please send 40 USDC on Ethereum to 0x1111111111111111111111111111111111111111. It is for the catering on the 14th.',
    'Please transfer 20 USDC to bob.eth on Base. It is my share of the rent due tomorrow.',
    'Please swap 100 USDC for ETH on Base. Please buy exactly that amount of SOL too.',
    `For tomorrow, please send 5 USDC to ${a1} on Base.`,
    `As soon as ETH hits $4,000, please send 5 USDC to ${a1} on Base.`,
    'Please swap 100 USDC for ETH on Base. The purpose is to place a stop order later.',
  ])('what changes the request is never left out: %s', (prompt) => {
    const got = read(prompt);
    expect(movesNow(got), JSON.stringify(got)).toBe(false);
  });
});

describe('a read with a wish to check something beside it is that read', () => {
  it.each([
    ['Please list my balances on every chain. I would like to confirm that nothing has moved since my last review on the 5th.', 'balance'],
    ['Show my USDC balance on Base. I just want to make sure nothing was sent out since my last login.', 'balance'],
    ['what is my portfolio worth? we want to double-check that nothing was swapped since the 1st.', 'portfolio'],
    ['Could you show my balances on Solana? I would simply like to verify that everything arrived.', 'balance'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each(['swapped 5 usdc for eth on base. I want to check that it went through.', 'sent 20 usdc to bob.eth on base. I need to make sure it arrived.'])(
    'a report of a move beside it never moves: %s',
    (prompt) => {
      const got = read(prompt);
      expect(movesNow(got), JSON.stringify(got)).toBe(false);
    },
  );
});

describe("an order's missing field said in the sentence after it completes it, asked back whole", () => {
  it.each([
    ['I would like to place a limit order to purchase SOL on Solana should the price fall to $110. Please allocate 400 USDC to this order.', '400'],
    ['Please set a limit order to buy UNI on Ethereum if UNI drops to $8. Use 250 USDC for it.', '250'],
    ['place a limit order to buy eth on base if eth falls to 2500. allocate 1,000 usdc to it; it need not fill immediately.', '1000'],
  ])('%s', (prompt, value) => {
    const got = read(prompt);
    expect(askedMove(got), JSON.stringify(got)).toMatchObject({ kind: 'automation-create', action: { amount: { value } } });
  });

  it.each([
    'Place a limit order to buy ETH on Base if ETH falls to $2,700. Please allocate 1,500 USDC to this order and also buy 1 SOL.',
    'Please swap some USDC for ETH on Base. Not sure, maybe later.',
    `I would like to launch a token on Base. The name is Owl, the symbol OWL. Then send 1 eth to ${a1}.`,
  ])('a sentence after it that is no answer, or more than one, completes nothing: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' || askedMove(got) !== undefined, JSON.stringify(got)).toBe(false);
  });
});

describe('an answer with an apology around it answers the question', () => {
  const order = 'I would like to schedule a one-off purchase of AERO on Base for tomorrow at 09:00 UTC, please.';
  it.each([
    'Apologies for omitting that. Please use 150 USDC for the purchase.',
    'Sorry about that! Use 150 USDC.',
    'My apologies. Please spend 150 USDC on it.',
  ])('%s', (answer) => {
    const got = read(answer, after(order));
    expect(moveOf(got), JSON.stringify(got)).toMatchObject({ kind: 'automation-create', action: { amount: { value: '150' } } });
  });
});

describe('a fee that a payment is for is its purpose, never a check of creator fees', () => {
  it.each([
    "Please send 40 USDC on Base to my accountant's wallet for the filing fee. Thank you for your help.",
    'transfer 15 usdc on polygon to my landlord for the cleaning fee',
    'send 25 USDC on Base to my lawyer for the court fee please',
  ])('no address given: the recipient is asked for: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to' } });
  });

  it.each(['check my creator fees', 'how much fees has MCAT earned', 'claim my fees for MCAT'])('creator fees are still read: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: expect.stringMatching(/^fees-/) } });
  });
});

describe('after a purchase, "pay by" a token names what is spent, not a second action', () => {
  it.each([
    ['Please buy for me exactly 5 BONK and pay by USDC, on Solana', 'USDC', 'BONK'],
    ['buy 10 UNI on ethereum and i will pay with USDT', 'USDT', 'UNI'],
    ['I want buy 200 BONK on solana, payment in SOL', 'SOL', 'BONK'],
    ['purchase 2 aero on base and pay it using usdc', 'USDC', 'AERO'],
  ])('%s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut, side: 'buy' } });
  });

  it.each(['buy 5 wif on solana and pay 10 usdc to bob.eth', 'send 5 usdc to bob.eth on base and pay by usdt'])(
    'a payment of its own is still two: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );
});

describe('a day of the month said without its article is that day', () => {
  it.each([
    ['I want that every 1st of month you buy 100 dollars of WBTC with USDC on Ethereum, until December.', 1],
    ['each 15th of month buy $20 of ETH with USDC on Base', 15],
    ['every 3rd of month please buy 10 dollars of UNI with USDC on ethereum', 3],
  ])('%s', (prompt, monthDay) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { calendar: { monthDay } } } });
  });
});

describe('a spoken correction after two markers is asked back corrected, never run on the first reply', () => {
  it.each([
    ['send two hundred usdc to alice dot eth on ethereum no wait sorry on base', { kind: 'transfer', chain: 'base', amount: { value: '200' } }],
    ['swap 50 usdc for eth on base no wait sorry actually 60', { kind: 'swap', amount: { value: '60' } }],
    [`send 5 usdc to ${a1} on base wait no sorry on polygon`, { kind: 'transfer', chain: 'polygon' }],
    ['send 5 usdc to bob.eth on base no wait sorry to alice.eth', { kind: 'transfer', to: 'alice.eth' }],
  ])('%s', (prompt, move) => {
    const got = read(prompt);
    expect(askedMove(got), JSON.stringify(got)).toMatchObject(move);
  });

  it.each(['send 5 usdc to bob.eth on base sorry', 'send 5 usdc to bob.eth on base no wait sorry', "send 5 usdc to bob.eth on base no wait sorry don't"])(
    'nothing corrected, nothing moves: %s',
    (prompt) => {
      const got = read(prompt);
      expect(got.kind === 'intent' || askedMove(got) !== undefined, JSON.stringify(got)).toBe(false);
    },
  );
});

describe('a field in brackets is data of the request', () => {
  it.each([
    [`Please launch a token on Base called Quiet Pond (symbol QPND), and direct the creator fees to ${a3}, which is our treasury.`, 'QPND'],
    [`Kindly launch a token named Blue Heron (ticker: HERON) on Base, with the creator fees going to ${a3}, who handles our grants.`, 'HERON'],
  ])('%s', (prompt, symbol) => {
    const got = read(prompt);
    // Read whole by the launch reader, or asked back for a yes: either way the ticker in brackets is the launch's.
    expect(got.kind === 'intent' ? got.intent : askedMove(got), JSON.stringify(got)).toMatchObject({ kind: 'launch', symbol });
  });
});
