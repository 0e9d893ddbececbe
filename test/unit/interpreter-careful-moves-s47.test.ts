import { describe, expect, it } from 'vitest';
import { interpretPrompt, movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * A move made now in careful prose, with sentences beside it that only accept, restate, explain or check it
 * (held-out-29 and held-out-30, careful voice; issue 16): each such sentence is read by its role and the move is read
 * (or asked back whole for a yes); a sentence that says anything else — another amount, chain or payee, a condition, a
 * time, "and also …" — keeps the move from being made.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

/** The move read or asked back whole for a yes. */
function moveOf(reading: Interpretation): Record<string, unknown> | undefined {
  if (reading.kind === 'intent') return movingIntentOf(reading) as Record<string, unknown> | undefined;
  if (reading.kind === 'ask' && reading.pending.awaiting === 'confirm') return reading.pending as Record<string, unknown>;
  return undefined;
}

/** Neither made nor asked for a yes: refused, or a question for a field. */
function stopped(reading: Interpretation): boolean {
  return moveOf(reading) === undefined;
}

describe('a price that may move, accepted beside a trade: the trade', () => {
  it.each([
    [
      'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it, and no more than that. I understand the price may shift slightly between the quote and the execution, which is perfectly fine with me.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '25' } },
    ],
    [
      'I would like to purchase some DEGEN on Base. Please spend exactly 20 USDC for it, no more. I understand prices move, and that is acceptable to me.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } },
    ],
    [
      'Please swap 50 USDC for JUP on Solana. I understand the price might move slightly between now and when it executes, which is quite acceptable.',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'JUP' },
    ],
    [
      'I would like to purchase some BRETT on Base. Please spend 25 USDC on it. I accept that the price may vary slightly, which is fine with me.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'exact', value: '25' } },
    ],
    [
      'Kindly sell 3 LINK for USDC on Ethereum. I am aware the rate could shift a little between the quote and the execution, which is perfectly alright.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'LINK', tokenOut: 'USDC' },
    ],
    [
      'I realise the rate may change a little between the quote and the trade. Please swap 0.1 ETH for USDC on Base.',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'USDC' },
    ],
  ])('%s', (prompt, move) => {
    expect(moveOf(read(prompt)), JSON.stringify(read(prompt))).toMatchObject(move);
  });

  it.each([
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it, no more. I understand the price may shift, which is fine, but only if it stays under 0.01.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it. I understand the price may shift slightly between the quote and the execution, which is why I want 40 USDC instead.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it. I understand the price may shift between the quote and the execution, so please wait until tomorrow.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it. I understand the price may shift slightly, which is fine with me on Ethereum too.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it, no more. Also send 5 USDC to bob.eth.',
    'I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it, no more. The price may shift, which is fine if DEGEN stays below 0.01.',
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });
});

describe('"N X, no more" answering how much: that amount, bounded', () => {
  it('"20 USDC, no more." completes the purchase', () => {
    expect(onThreadAt(now, 'I would like to purchase some DEGEN on Base.', '20 USDC, no more.')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } },
    });
  });
  it.each(['no more', 'no more, cancel'])('"%s" alone is still a no', (answer) => {
    expect(onThreadAt(now, 'I would like to purchase some DEGEN on Base.', answer)).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });
});

describe('a payment beside its reason, an assurance, a test or a report asked: the payment', () => {
  it.each([
    [
      'Please transfer 75 USDT on Polygon to 0x4444444444444444444444444444444444444444. This is payment for a freelance translation and the invoice has already been agreed between us. I would be grateful for a confirmation once it has gone through.',
      { kind: 'transfer', chain: 'polygon', token: 'USDT', to: '0x4444444444444444444444444444444444444444' },
    ],
    [
      'Please send 1 POL on Polygon to 0x5555555555555555555555555555555555555555. It is only a test to confirm the address works.',
      { kind: 'transfer', chain: 'polygon', token: 'POL', amount: { kind: 'exact', value: '1' } },
    ],
    [
      'I need to reimburse two colleagues for a team dinner. Please send 60 USDC to bob.eth and 45 USDC to carol.base.eth, both on Base. The amounts differ on purpose, as they ordered different things.',
      {
        kind: 'transfer-batch',
        chain: 'base',
        token: 'USDC',
        transfers: [
          { to: 'bob.eth', amount: '60' },
          { to: 'carol.base.eth', amount: '45' },
        ],
      },
    ],
    [
      'Please send 25 USDC to bob.eth on Base. I have double-checked the name against his email, so I am quite sure it is correct.',
      { kind: 'transfer', to: 'bob.eth', amount: { kind: 'exact', value: '25' } },
    ],
    [
      'Kindly transfer 0.1 ETH on Ethereum to 0x4444444444444444444444444444444444444444. I have verified the address twice with the recipient, so I am certain the address is right.',
      { kind: 'transfer', chain: 'ethereum', token: 'ETH' },
    ],
    [
      'Please send 30 USDC to alice.eth and 12 USDC to bob.eth on Base. The amounts are different on purpose.',
      {
        kind: 'transfer-batch',
        transfers: [
          { to: 'alice.eth', amount: '30' },
          { to: 'bob.eth', amount: '12' },
        ],
      },
    ],
    [
      'Please pay carol.base.eth 200 USDC on Base. This is payment for the logo design, and the invoice was agreed with her in advance.',
      { kind: 'transfer', to: 'carol.base.eth', amount: { kind: 'exact', value: '200' } },
    ],
    [
      'Please transfer 40 USDT on Polygon to 0x4444444444444444444444444444444444444444. This is a refund for a cancelled order. I would appreciate a confirmation once it has gone through.',
      { kind: 'transfer', token: 'USDT', amount: { kind: 'exact', value: '40' } },
    ],
    [
      'Please send 0.5 USDC on Base to 0x5555555555555555555555555555555555555555. This is just a small test payment to check the address works.',
      { kind: 'transfer', token: 'USDC', amount: { kind: 'exact', value: '0.5' } },
    ],
    [
      'Please send 20 USDC on Ethereum to alice.eth. She is waiting for the payment, and I would like it to arrive by Friday.',
      { kind: 'transfer', chain: 'ethereum', to: 'alice.eth' },
    ],
  ])('%s', (prompt, move) => {
    expect(moveOf(read(prompt)), JSON.stringify(read(prompt))).toMatchObject(move);
  });

  it.each([
    'Please send 1 POL on Polygon to 0x5555555555555555555555555555555555555555. It is only a test, so please do not actually send anything.',
    'Please send 25 USDC to bob.eth on Base. I have checked the address twice, so I am sure it is correct, but wait until he replies.',
    'Please transfer 75 USDT on Polygon to 0x4444444444444444444444444444444444444444. The invoice has already been agreed at 80 USDT.',
    'Please send 20 USDC on Ethereum to alice.eth. She is expecting it, and I would like it to arrive next Friday.',
    'Please send 20 USDC on Ethereum to alice.eth. I would like it to arrive before the weekend, and also send 5 USDC to bob.eth.',
    'Please send 60 USDC to bob.eth and 45 USDC to carol.base.eth on Base. The amounts differ on purpose, so send 50 to carol instead.',
    'Please send 1 POL on Polygon to 0x5555555555555555555555555555555555555555. It is only a test to confirm the address works on Base.',
    'Please transfer 75 USDT on Polygon to 0x4444444444444444444444444444444444444444. I would be grateful for a confirmation once it has gone through tomorrow.',
    'Please send 40 USDC on Base to 0x4444444444444444444444444444444444444444. He told me he set up a new wallet last week.',
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });

  it('"It is only a test." alone is asked for a yes, never run', () => {
    expect(read('Please send 1 POL on Polygon to 0x5555555555555555555555555555555555555555. It is only a test.')).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'confirm' },
    });
  });
});

describe('a payment lacking a field, beside words about the payee or a reason: the field asked', () => {
  it.each([
    ['Please send 40 USDC on Base to my nephew Thomas. He told me he set up a wallet last week. Thank you kindly for your help.', 'to'],
    ['Kindly send 50 USDC on Base to my friend Mike. He said I could use his usual address, which you should have.', 'to'],
    ['Please send 40 USDC on Base to my nephew Thomas. She said I could use her usual address, which you should have.', 'to'],
    [
      'Please send 100 to alice.eth on Base. She is expecting it for our share of the holiday cottage, and I would like it to arrive before the weekend.',
      'token',
    ],
    ['Please send 25 USDC on Base to my cousin Anna. She mentioned she opened a new wallet recently.', 'to'],
    ['Kindly transfer 30 USDC on Polygon to my colleague. You should already have his address on file.', 'to'],
    ['Please send 60 USDC on Base to my landlord. He told me he has set up a new wallet.', 'to'],
    ['Please send 100 to bob.eth on Polygon. He is expecting it for the concert tickets.', 'token'],
    ['Please send 50 to carol.base.eth on Base. I would like it to arrive by Friday.', 'token'],
    ['Please send 15 USDC on Base to my neighbour. She said I could use her usual address.', 'to'],
    ['Please pay 40 on Ethereum to alice.eth. This is my share of the rent.', 'token'],
    ['Kindly send 75 USDC to my brother on Solana. He told me he made a wallet last month. Thank you for your help.', 'to'],
  ])('%s', (prompt, awaiting) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting } });
  });

  it.each([
    'Please send 40 USDC on Base to my nephew Thomas. He told me he set up a wallet last week, so send it tomorrow.',
    'Please send 40 USDC on Base to my nephew Thomas. He said I could use his usual address, which is 0x4444444444444444444444444444444444444444.',
    'Please send 40 USDC on Base to my nephew Thomas. He told me he set up a wallet on Solana.',
    'Please send 100 to alice.eth on Base. She is expecting it, and I would like it to arrive before the weekend, but only if ETH is above 3000.',
    'Please send 100 to alice.eth on Base. She is expecting it for the cottage. Also send 20 to bob.eth.',
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });
});

describe("the amount's unit said again, the other unit ruled out: the move in that unit", () => {
  it.each([
    [
      "I would like to exchange thirty dollars' worth of my ETH on Base for AERO. To avoid any misunderstanding: the amount is 30 US dollars measured in ETH, not thirty ETH. Thank you for taking care with this.",
      { kind: 'swap', tokenIn: 'ETH', tokenOut: 'AERO', amount: { kind: 'usd', value: '30' } },
    ],
    [
      "I would like to obtain exactly 2 LINK on Ethereum, paying with ETH. Please ensure I receive two LINK, not two dollars' worth.",
      { kind: 'swap', tokenIn: 'ETH', tokenOut: 'LINK', side: 'buy', amount: { kind: 'exact', value: '2' } },
    ],
    [
      "Please sell forty dollars' worth of my SOL on Solana for USDC. To be clear, I mean 40 dollars of SOL, not 40 SOL.",
      { kind: 'swap', tokenIn: 'SOL', amount: { kind: 'usd', value: '40' } },
    ],
    [
      "I would like to buy exactly 100 DEGEN on Base with USDC. Please make sure I receive 100 DEGEN, not 100 dollars' worth.",
      { kind: 'swap', tokenOut: 'DEGEN', side: 'buy', amount: { kind: 'exact', value: '100' } },
    ],
    [
      'Kindly swap $25 of ETH on Base into USDC. The amount is 25 US dollars, not 25 ETH.',
      { kind: 'swap', tokenIn: 'ETH', amount: { kind: 'usd', value: '25' } },
    ],
    [
      "Please buy 3 UNI on Ethereum with USDC. I want 3 UNI tokens, not 3 dollars' worth.",
      { kind: 'swap', tokenOut: 'UNI', amount: { kind: 'exact', value: '3' } },
    ],
    [
      "Please send 50 dollars' worth of ETH to bob.eth on Base. That is 50 dollars, not 50 ETH.",
      { kind: 'transfer', token: 'ETH', amount: { kind: 'usd', value: '50' } },
    ],
  ])('%s', (prompt, move) => {
    expect(moveOf(read(prompt)), JSON.stringify(read(prompt))).toMatchObject(move);
  });

  it.each([
    "I would like to exchange thirty dollars' worth of my ETH on Base for AERO. To avoid any misunderstanding: the amount is 40 US dollars measured in ETH, not forty ETH.",
    "I would like to exchange thirty dollars' worth of my ETH on Base for AERO. To avoid any misunderstanding: the amount is 30 ETH, not thirty dollars.",
    "I would like to obtain exactly 2 LINK on Ethereum, paying with ETH. Please ensure I receive two dollars' worth, not two LINK.",
    "I would like to obtain exactly 2 LINK on Ethereum, paying with ETH. Please ensure I receive three LINK, not three dollars' worth.",
    "I would like to exchange thirty dollars' worth of my ETH on Base for AERO. The amount is 30 US dollars measured in USDC, not thirty ETH.",
    "Please sell forty dollars' worth of my SOL on Solana for USDC. To be clear, I mean 40 dollars, not 40 SOL, on Base.",
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });
});

describe('the token spent or received said again, and "put N X into Y": the trade', () => {
  it.each([
    [
      'I want to put one hundred USDC into AERO on Base, please. Kindly ensure the spend is in USDC and nothing else.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '100' } },
    ],
    ['I want to put 100 USDC into AERO on Base.', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '100' } }],
    ['I would like to put 50 USDC into ETH on Base.', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '50' } }],
    ['Please swap 100 USDC into AERO on Base. Please make sure only USDC is spent.', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'AERO' }],
    ['Please sell 5 UNI for USDC on Unichain. The proceeds should be in USDC only.', { kind: 'swap', tokenIn: 'UNI', tokenOut: 'USDC' }],
    ['Kindly buy 50 dollars of BRETT on Base with USDC. Please use my USDC and no other token.', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'BRETT' }],
    ['Please swap 0.1 ETH for USDC on Base. Make sure the payment comes from my ETH and nothing else.', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC' }],
  ])('%s', (prompt, move) => {
    expect(moveOf(read(prompt)), JSON.stringify(read(prompt))).toMatchObject(move);
  });

  it.each([
    'I want to put one hundred USDC into AERO on Base, please. Kindly ensure the spend is in ETH and nothing else.',
    'Please swap 100 USDC into AERO on Base. Please make sure only USDT is spent.',
    'Please sell 5 UNI for USDC on Unichain. The proceeds should be in ETH only.',
    'Kindly buy 50 dollars of BRETT on Base with USDC. Please use my ETH and no other token.',
    'Please swap 100 USDC into AERO on Base. Please make sure only USDC is spent, on Ethereum.',
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });
});

describe('what an exact move leaves alone, said after "and" in its own sentence: the move', () => {
  it.each([
    [
      'I only have a little POL on Polygon, so I would like to be careful with it. Please swap 4 POL into USDC on Polygon and leave the remaining POL where it is for network fees.',
      { kind: 'swap', chain: 'polygon', tokenIn: 'POL', tokenOut: 'USDC', amount: { kind: 'exact', value: '4' } },
    ],
    ['Please sell 2 SOL for USDC on Solana and keep the rest of my SOL for fees.', { kind: 'swap', tokenIn: 'SOL', amount: { kind: 'exact', value: '2' } }],
    [
      'Kindly swap 0.05 ETH into USDC on Base, and leave the remaining ETH where it is for gas.',
      { kind: 'swap', tokenIn: 'ETH', amount: { kind: 'exact', value: '0.05' } },
    ],
    ['Please convert 100 USDC into WETH on Polygon and leave the rest untouched.', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH' }],
    [
      'I only have a small amount of ETH on Unichain, so I want to be careful. Please swap 0.01 ETH for USDC on Unichain and keep the remaining ETH for network fees.',
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', amount: { kind: 'exact', value: '0.01' } },
    ],
    ['Please unwrap 1 WETH on Base and leave the remainder as it is.', { kind: 'unwrap', token: 'WETH', amount: { kind: 'exact', value: '1' } }],
  ])('%s', (prompt, move) => {
    expect(moveOf(read(prompt)), JSON.stringify(read(prompt))).toMatchObject(move);
  });

  it.each([
    'Please swap all but 4 POL into USDC on Polygon and leave the remaining POL where it is.',
    'Please swap POL into USDC on Polygon and leave the remaining 4 POL where it is.',
    'Please swap 4 POL into USDC on Polygon and leave the remaining USDC on Base.',
    'Please swap 4 POL into USDC on Polygon and leave the remaining POL where it is until tomorrow.',
    'Please swap half my POL into USDC on Polygon and leave the remaining POL where it is.',
    'Please swap 4 POL into USDC on Polygon and leave the remaining POL where it is, then send it to bob.eth.',
    'Please swap 4 POL into USDC on Polygon and keep the rest of my POL for a swap later.',
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });
});

describe('the amount wished moved whole, beside a reason about exposure: the move', () => {
  it.each([
    [
      'Good afternoon. Kindly swap 0.01 ETH into USDC on Ethereum. I am reducing my exposure slightly and would appreciate it if the full 0.01 were converted.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'ETH', tokenOut: 'USDC', amount: { kind: 'exact', value: '0.01' } },
    ],
    [
      'Please sell 3 LINK for USDC on Ethereum. I would be grateful if the full 3 LINK were sold.',
      { kind: 'swap', tokenIn: 'LINK', amount: { kind: 'exact', value: '3' } },
    ],
    [
      'Kindly swap 50 USDC into WETH on Polygon. I am trimming my stablecoin position a little and would like it if the whole 50 were converted.',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH', amount: { kind: 'exact', value: '50' } },
    ],
    [
      'Please wrap 0.2 ETH into WETH on Base. I would appreciate it if the entire 0.2 were wrapped.',
      { kind: 'wrap', token: 'ETH', amount: { kind: 'exact', value: '0.2' } },
    ],
    [
      'Please exchange 20 USDC for BRETT on Base. I would be most grateful if the whole 20 were spent.',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'exact', value: '20' } },
    ],
    [
      'Please unwrap 0.5 WETH on Unichain. I would appreciate it if the full 0.5 were unwrapped.',
      { kind: 'unwrap', token: 'WETH', amount: { kind: 'exact', value: '0.5' } },
    ],
  ])('%s', (prompt, move) => {
    expect(moveOf(read(prompt)), JSON.stringify(read(prompt))).toMatchObject(move);
  });

  it.each([
    'Good afternoon. Kindly swap 0.01 ETH into USDC on Ethereum. I am reducing my exposure slightly and would appreciate it if the full 0.02 were converted.',
    'Good afternoon. Kindly swap 0.01 ETH into USDC on Ethereum. I would appreciate it if the full 0.01 were converted tomorrow.',
    'Good afternoon. Kindly swap 0.01 ETH into USDC on Ethereum. I am reducing my exposure slightly and would appreciate it if the full 0.01 were converted on Base.',
    'Kindly swap 0.01 ETH into USDC on Ethereum. I am reducing my exposure slightly and would appreciate it if all of my ETH were converted.',
    'Please sell 3 LINK for USDC on Ethereum. I would be grateful if the full 3 UNI were sold.',
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });
});

describe('the payee said in a sentence of its own, the payment lacking it: that payee, asked back for a yes', () => {
  it.each([
    ['His address is bob.eth. Please send him 20 USDC on Base.', { kind: 'transfer', to: 'bob.eth', amount: { kind: 'exact', value: '20' } }],
    ['Her address is alice.eth. Please send her 25 USDC on Ethereum.', { kind: 'transfer', chain: 'ethereum', to: 'alice.eth' }],
    [
      "My sister's wallet address is 0x1111111111111111111111111111111111111111. Kindly transfer 40 USDT to her on Polygon.",
      { kind: 'transfer', token: 'USDT', to: '0x1111111111111111111111111111111111111111' },
    ],
    [
      'I owe my accountant for the filing. Her address is 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin. Could you please send her 2 SOL on Solana?',
      { kind: 'transfer', chain: 'solana', token: 'SOL', to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
    ],
    ['The recipient is carol.base.eth. Please send 15 USDC on Base.', { kind: 'transfer', to: 'carol.base.eth' }],
  ])('%s', (prompt, move) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm' } });
  });

  it('its amount still asked, the payee kept and a yes owed', () => {
    expect(
      read(
        'I would like to pay Bob back for the concert tickets he bought for us. His address is bob.eth. Could you please send him the money in USDC on Base?',
      ),
    ).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', to: 'bob.eth', awaiting: 'amount', confirm: true } });
    expect(read('His ENS name is bob.eth. Could you send him some USDC on Base, please?')).toMatchObject({
      kind: 'ask',
      pending: { to: 'bob.eth', awaiting: 'amount', confirm: true },
    });
  });

  it('the amount answered on the thread: the payment asked back whole for a yes', () => {
    const reading = onThreadAt(
      now,
      'I would like to pay Bob back for the concert tickets he bought for us. His address is bob.eth. Could you please send him the money in USDC on Base?',
      'My apologies, I forgot to mention the amount. It is 88 USDC, please.',
    );
    expect(reading).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '88' }, to: 'bob.eth', awaiting: 'confirm' },
    });
  });

  it.each([
    'His address is bob.eth. Please send 20 USDC on Base to alice.eth.',
    'His old address was bob.eth. Please send him 20 USDC on Base.',
    'His address is bob.eth. Her address is alice.eth. Please send him 20 USDC on Base.',
    'His address is bob.eth. Please send him 20 USDC on Base tomorrow.',
    'His address is bob.eth. Please swap 20 USDC for ETH on Base.',
    'His address is bob.eth, not alice.eth. Please send him 20 USDC on Base.',
  ])('%s: no payment to that payee', (prompt) => {
    const reading = read(prompt);
    expect(stopped(reading) || (reading.kind === 'ask' && reading.pending.awaiting === 'to'), JSON.stringify(reading)).toBe(true);
  });
});

describe('a payee sentence the request does not point at: never that payee', () => {
  it.each([
    "send 20 usdc to bob on base. alice's address is 0x1111111111111111111111111111111111111111",
    'His address is bob.eth. Please send her 20 USDC on Base.',
    'The recipient is carol.base.eth. Please send 15 USDC to dave on Base.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(moveOf(reading), JSON.stringify(reading)).toBeUndefined();
  });
});

describe('"to the following address, which belongs to my accountant: …": the payment to that address', () => {
  it.each([
    [
      'Please send 1.5 SOL to the following Solana address, which belongs to my accountant: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin. I have checked the address twice against her letter, so I am confident it is correct.',
      { kind: 'transfer', chain: 'solana', token: 'SOL', amount: { kind: 'exact', value: '1.5' }, to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
    ],
    [
      'Please send 40 USDC on Base to the following address, which belongs to my landlord: 0x4444444444444444444444444444444444444444.',
      { kind: 'transfer', to: '0x4444444444444444444444444444444444444444' },
    ],
    [
      "Kindly transfer 20 USDT on Polygon to the following wallet, which is my brother's: 0x4444444444444444444444444444444444444444.",
      { kind: 'transfer', token: 'USDT', to: '0x4444444444444444444444444444444444444444' },
    ],
    ['Please send 10 USDC on Base to the following address, which belongs to my old flatmate: bob.eth.', { kind: 'transfer', to: 'bob.eth' }],
  ])('%s', (prompt, move) => {
    expect(moveOf(read(prompt)), JSON.stringify(read(prompt))).toMatchObject(move);
  });

  it.each([
    'Please send 40 USDC on Base to the following address, which belongs to my landlord: 0x4444444444444444444444444444444444444444 tomorrow.',
    'Please send 40 USDC on Base to the following address, which belongs to my landlord: 0x4444444444444444444444444444444444444444. I have checked the address, but please wait until he confirms.',
  ])('%s: stopped', (prompt) => {
    expect(stopped(read(prompt)), JSON.stringify(read(prompt))).toBe(true);
  });
});

describe('an answer refused only for its acknowledgement and a name check: the payment asked back whole', () => {
  it('"Of course, my apologies. Her address is alice.eth, and it should be 150 USDC on Base. Please double-check …"', () => {
    const reading = onThreadAt(
      now,
      'I need to send some money to my sister.',
      'Of course, my apologies. Her address is alice.eth, and it should be 150 USDC on Base. Please double-check that the name resolves before sending.',
    );
    expect(reading).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '150' }, to: 'alice.eth', awaiting: 'confirm' },
    });
  });

  it.each([
    [
      'I need to send some money to my sister.',
      'Her address is alice.eth, and it should be 150 USDC on Base. Please double-check the name resolves before sending on Friday.',
    ],
    ['I need to send some money to my sister.', 'Her address is alice.eth, and it should be 150 USDC on Base. Also send 5 USDC to bob.eth.'],
    ['I need to send some money to my sister.', 'Of course. Her address is alice.eth, and it should be 150 USDC on Base. Please wait until she confirms.'],
    ['swap 5 usdc for eth', 'base. Of course, my apologies. Also send 1 eth to bob.eth on base.'],
  ])('%s → %s: stopped', (first, answer) => {
    const reading = onThreadAt(now, first, answer);
    expect(stopped(reading), JSON.stringify(reading)).toBe(true);
  });
});
