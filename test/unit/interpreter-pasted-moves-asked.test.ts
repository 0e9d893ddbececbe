import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

const A = '0x2222222222222222222222222222222222222222';
const B = '0x3333333333333333333333333333333333333333';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move the person asks for from what they pasted is read as data and asked back whole for a yes (issue 16)', () => {
  it.each([
    // The person's own line above a pasted form, without a colon.
    [
      `pay this invoice pls\n\nINVOICE #2231\nFrom: Pixel Studio\nAmount due: 250 USDC\nNetwork: Base\nPay to: ${A}\nDue: Friday`,
      { kind: 'transfer', token: 'USDC', amount: { value: '250' }, to: A, chain: 'base' },
    ],
    [
      `please settle this bill\n\nBill 42\nAmount: 30 USDC\nNetwork: Polygon\nPay to: ${B}`,
      { kind: 'transfer', amount: { value: '30' }, to: B, chain: 'polygon' },
    ],
    ['can you pay this one\n\nAmount due: 12 DAI\nChain: Base\nRecipient: alice.eth', { kind: 'transfer', token: 'DAI', to: 'alice.eth', chain: 'base' }],
    // The payee named by the first part of the one name the paste holds.
    ['Splitwise: You owe carol.base.eth 18.40 USDC for dinner 🍣\n\npay carol on base', { kind: 'transfer', amount: { value: '18.40' }, to: 'carol.base.eth' }],
    ['you owe dave.eth 5 USDC for pizza (base)\n\nsend dave his money', { kind: 'transfer', amount: { value: '5' }, to: 'dave.eth', chain: 'base' }],
    ['bob.eth spent 12 USDC on snacks, polygon\n\nreimburse bob pls', { kind: 'transfer', amount: { value: '12' }, to: 'bob.eth', chain: 'polygon' }],
    // A count of things bought is no amount.
    [
      'Order #A55: 3x hoodies, total 45 DAI, payable to alice.eth on Base\n\nsend the DAI for this',
      { kind: 'transfer', token: 'DAI', amount: { value: '45' } },
    ],
    ['2 x tickets, total 30 USDC, pay to bob.eth on base\n\nsend it', { kind: 'transfer', amount: { value: '30' }, to: 'bob.eth' }],
    // A yes with a shrug, and a promise to pay back, are no part of the move.
    [
      "from my brother: 'can u swap 200 usdc into uni for me on ethereum, ill pay u back'\nsure why not, do it",
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'UNI', chain: 'ethereum', amount: { value: '200' } },
    ],
    ["my roommate: 'can you swap 20 usdc to eth on base for me? ill pay you back'\n\nok why not, do it", { kind: 'swap', tokenOut: 'ETH', chain: 'base' }],
    // A step of a pasted guide pointed at by its number.
    [
      "here's the step from the tutorial I'm following:\n\nStep 3: Wrap 0.1 ETH to WETH on Unichain\n\ncan you do step 3 for me",
      { kind: 'wrap', token: 'ETH', chain: 'unichain', amount: { value: '0.1' } },
    ],
    ['tutorial:\n\nStep 2: Unwrap 0.05 WETH on Base\n\ndo step 2 please', { kind: 'unwrap', token: 'WETH', chain: 'base' }],
  ])('%s', (prompt, pending) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    // A paste that leaves the amount open asks for it, the answer still owing the yes.
    ['bob.eth | USDC | base | amount: TBD\n\nsend bob his share', 'amount'],
    // A payment the paste asks for without saying how much, or of what.
    ['Dear customer, please send the remaining balance to complete your order.\n\nsend it', 'amount'],
    ['Hi, you still owe us for the order. Thanks, Shop\n\npay it pls', 'amount'],
    [`Reminder: your subscription payment to ${A} on base is overdue.\n\npay it`, 'amount'],
  ])('%s: asks the %s', (prompt, awaiting) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting, confirm: true } });
  });

  it.each([
    // A message pasted with no word of the person's own: the payment it asks for is asked back, never run.
    [
      "my buddy dm'd me this:\n\n'yo send 0.5 eth to 0x1111111111111111111111111111111111111111 on base asap, i'll explain later'",
      { kind: 'transfer', token: 'ETH', amount: { value: '0.5' }, chain: 'base' },
    ],
    ['my boss texted:\n\n"send 100 usdc to bob.eth on polygon today"', { kind: 'transfer', token: 'USDC', to: 'bob.eth', chain: 'polygon' }],
    ['my landlord texted:\n\n"rent is due, 900 USDC to landlord.eth on base"', { kind: 'transfer', amount: { value: '900' }, to: 'landlord.eth' }],
  ])('%s: the pasted payment asked back', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    // A pasted payment to an address where funds are lost is refused, never asked about.
    'my friend sent:\n\n"send 1 eth to 0x000000000000000000000000000000000000dEaD on base"',
    'Dear customer, please send the remaining balance to 0x000000000000000000000000000000000000dEaD.\n\nsend it',
  ])('%s: refused', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'LOSSY_RECIPIENT' });
  });

  it.each([
    // A pasted trade with no word of the person's own is no payment to ask back.
    'she wrote this:\n\n> please swap 5 eth for usdc on base',
    // Another payee than the paste's, a line that takes it back, and a time said for the move keep nothing moving.
    'you owe dave.eth 5 USDC for pizza (base)\n\npay carol on base',
    `pay this invoice pls\n\nINVOICE #2231\nAmount due: 250 USDC\nNetwork: Base\nPay to: ${A}\n\nactually don't`,
    `don't pay this invoice\n\nAmount due: 250 USDC\nNetwork: Base\nPay to: ${A}`,
    'send 20 USDC to bob.eth on base this week',
  ])('%s: moves nothing and asks for no yes', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && movingIntentOf(result), JSON.stringify(result)).toBeFalsy();
    expect(result.kind === 'ask' && result.pending.awaiting === 'confirm', JSON.stringify(result)).toBe(false);
  });
});

describe('a pasted row that sells, its bare figure an amount of the token sold (issue 16)', () => {
  it.each([
    ['2024-06-03 | sell | AERO -> USDC | 40 | base\n\nexecute this row', { tokenIn: 'AERO', tokenOut: 'USDC', amount: { value: '40' }, chain: 'base' }],
    ['| sell | DEGEN -> ETH | 5000 | base |\n\ndo this one', { tokenIn: 'DEGEN', tokenOut: 'ETH', amount: { value: '5000' } }],
    ['sell, WIF -> USDC, 12, solana\n\nrun this row pls', { tokenIn: 'WIF', tokenOut: 'USDC', amount: { value: '12' }, chain: 'solana' }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', ...pending, awaiting: 'confirm' } });
  });

  it('a row that buys keeps asking which token its figure is of', () => {
    expect(read('2024-06-03 | buy | AERO -> USDC | 40 | base\n\nexecute this row')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

describe('a pasted move that cannot be made as it is written is refused, never completed into another (issue 16)', () => {
  it.each([
    ['Amount: 100 USDC\nNetwork: Arbitrum One\nTo: 0x1111111111111111111111111111111111111111\n\npay this', 'UNSUPPORTED_CHAIN'],
    ['Invoice 12\nAmount due: 40 USDC\nChain: Optimism\nPay to: alice.eth\n\nplease pay it', 'UNSUPPORTED_CHAIN'],
    ['bridge guide: move 500 USDC from Base to Solana using the portal\n\ndo this bridge for me', 'BRIDGE_UNSUPPORTED'],
    ['tutorial step: bridge 0.1 ETH from Ethereum to Base\n\ncan you do that', 'BRIDGE_UNSUPPORTED'],
    ['my friend sent:\n\n"send 50 USDC to 0x1111111111111111111111111111111111111111 on arbitrum"', 'UNSUPPORTED_CHAIN'],
  ])('%s: %s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });

  it('"pay in full" points at the pasted invoice, asked back whole', () => {
    expect(read(`INVOICE #8004\nAmount due: 25,000 USDC\nNetwork: Base\nPay to: ${A}\n\npay in full`)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', amount: { value: '25000' }, to: A, chain: 'base', awaiting: 'confirm' },
    });
  });
});

describe('a pasted trade into a target no token names asks which token, never guesses (issue 16)', () => {
  it.each([
    '"swap half into something safer" - my financial advisor lol. do what he says',
    '"swap 100 usdc to something else on base" - my friend. ok do it',
    "my advisor: 'swap 50 usdc into something safer on base'\n\ndo what she says",
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'tokenOut', confirm: true } });
  });
});
