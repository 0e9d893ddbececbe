import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * What the person points at in a paste, taken as data and asked back whole for a yes (held-out-15, pasted voice; issue
 * 16): the one row of a table they name ("do the WETH line", "execute the JUP row, proceeds to usdc"), a bill whose
 * "From:" is who is paid, a split app's debts ("you owe alice.eth 42.50" … "send both in usdc on base"), a reminder to
 * schedule with the person's reason after it ("… so I don't forget"), and a launch form under "… please". A row no one
 * row holds, a doubt, a question or a taking back moves nothing.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const asked = (pending: object) => ({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
const moves = (prompt: string) => {
  const reading = read(prompt);
  return reading.kind === 'intent' || (reading.kind === 'ask' && reading.pending.awaiting === 'confirm');
};

describe('the one row of a pasted table the person names', () => {
  const plan = 'plan:\nToken | Chain | Action | Amount\nUNI | Ethereum | sell | 40\nAERO | Base | buy | 100\nLINK | Ethereum | hold | -\n\n';
  it.each([
    [
      'rebalance plan (copied from my notes):\nAsset | Chain | Action\nWETH | Base | unwrap 0.01\nUSDC | Base | hold\n\ndo the WETH line',
      { kind: 'unwrap', chain: 'base', token: 'WETH', amount: { value: '0.01' } },
    ],
    ['notes:\nAsset\tChain\tAction\nWPOL\tPolygon\tunwrap 5\nUSDC\tPolygon\thold\n\ndo the WPOL row', { kind: 'unwrap', chain: 'polygon', token: 'WPOL' }],
    [
      'my trade journal:\nTicker,Chain,Action,Qty\nJUP,Solana,sell,30\nWIF,Solana,hold,-\n\nexecute the JUP row, proceeds to usdc',
      { kind: 'swap', chain: 'solana', tokenIn: 'JUP', tokenOut: 'USDC', amount: { value: '30' } },
    ],
    [
      'journal:\nTicker;Chain;Action;Qty\nBONK;Solana;sell for USDC;1000000\nJUP;Solana;hold;-\n\nrun the BONK line',
      { kind: 'swap', chain: 'solana', tokenIn: 'BONK', tokenOut: 'USDC' },
    ],
    [`${plan}ok do the UNI line, for usdc`, { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI', tokenOut: 'USDC', amount: { value: '40' } }],
    [`${plan}execute the row for UNI, into USDC`, { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI', tokenOut: 'USDC' }],
    [`${plan}do the UNI one for usdc`, { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI', tokenOut: 'USDC', amount: { value: '40' } }],
    [`${plan}do the first row, for usdc`, { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI', tokenOut: 'USDC' }],
    [`${plan}do row 1, for usdc`, { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI', tokenOut: 'USDC' }],
    [`${plan}do the second row with usdc`, { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '100' } }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject(asked(pending));
  });

  it('a row of a token on several chains, its chain not given, asks for the chain (and still owes the yes)', () => {
    expect(read('my spreadsheet:\nAsset | Action | Qty\nETH | sell for USDC | 1\n\ndo the ETH row')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC', awaiting: 'chain', confirm: true },
    });
  });

  it('the row, then a yes that names its chain, unwraps', () => {
    const table = 'rebalance plan (copied from my notes):\nAsset | Chain | Action\nWETH | Base | unwrap 0.01\nUSDC | Base | hold\n\ndo the WETH line';
    expect(onThreadAt(now, table, 'yes base, like it says')).toMatchObject({ kind: 'intent', intent: { kind: 'unwrap', chain: 'base', token: 'WETH' } });
  });

  it.each([
    'plan:\nToken | Chain | Action | Amount\nUNI | Ethereum | sell | 40\nUNI | Base | sell | 10\n\ndo the UNI row, for usdc',
    `${plan}do the LINK row`,
    `${plan}do the last row`,
    `${plan}do row 7, for usdc`,
    `${plan}do the UNI row?`,
    `${plan}don't do the UNI row`,
  ])('a row two rows hold, a row of no move, a question or a taking back moves nothing: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe("a bill's sender is who it asks to be paid", () => {
  it.each([
    [
      'INVOICE 0042\nFrom: Bob (bob.eth)\nFor: logo + brand kit\nAmount due: 350 USDC\nNetwork: Base\n\npay this one please',
      { kind: 'transfer', chain: 'base', token: 'USDC', to: 'bob.eth', amount: { value: '350' } },
    ],
    [
      'INVOICE #7\nFrom: carol.eth\nFor: design work\nTotal due: 120 USDC\nChain: Polygon\n\npay it',
      { kind: 'transfer', chain: 'polygon', token: 'USDC', to: 'carol.eth', amount: { value: '120' } },
    ],
    [
      'Bill\nFrom: Dave (0x1111111111111111111111111111111111111111)\nAmount due: 40 USDC\nNetwork: Base\n\nsettle this please',
      { kind: 'transfer', chain: 'base', to: '0x1111111111111111111111111111111111111111' },
    ],
    // A payee said as such is the one paid, never the sender.
    ['INVOICE 0042\nFrom: Bob (bob.eth)\nPay to: alice.eth\nAmount due: 350 USDC\nNetwork: Base\n\npay this one please', { kind: 'transfer', to: 'alice.eth' }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject(asked(pending));
  });

  it.each([
    // No address for the sender: asked for, never guessed.
    'INVOICE 0042\nFrom: Bob\nAmount due: 350 USDC\nNetwork: Base\n\npay this one please',
    // A message from someone is no bill.
    'Message\nFrom: bob.eth\nhey how are you, 350 USDC on base\n\npay this',
    "INVOICE 0042\nFrom: Bob (bob.eth)\nAmount due: 350 USDC\nNetwork: Base\n\ndon't pay this yet",
  ])('no bill, no sender address or a taking back moves nothing: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe("a split app's debts paid together", () => {
  const batch = (chain: string, transfers: object[]) => asked({ kind: 'transfer-batch', chain, token: 'USDC', transfers });
  it.each([
    [
      'dinner split (from splitwise):\nyou owe alice.eth 42.50\nyou owe carol.base.eth 42.50\n\nsend both in usdc on base',
      batch('base', [
        { to: 'alice.eth', amount: '42.50' },
        { to: 'carol.base.eth', amount: '42.50' },
      ]),
    ],
    [
      'splitwise:\nyou owe alice.eth 20\nyou owe bob.eth 15\nyou owe carol.base.eth 10\n\npay all three in usdc on base',
      batch('base', [
        { to: 'alice.eth', amount: '20' },
        { to: 'bob.eth', amount: '15' },
        { to: 'carol.base.eth', amount: '10' },
      ]),
    ],
    [
      'from splitwise:\nYou owe 12.50 to alice.eth\nYou owe 7.25 to bob.eth\n\nsend both in usdc on polygon',
      batch('polygon', [
        { to: 'alice.eth', amount: '12.50' },
        { to: 'bob.eth', amount: '7.25' },
      ]),
    ],
    [
      'from splitwise\nYou owe 12.50 to alice.eth\nYou owe 7.25 to bob.eth\n\nsettle both, usdc on polygon',
      batch('polygon', [
        { to: 'alice.eth', amount: '12.50' },
        { to: 'bob.eth', amount: '7.25' },
      ]),
    ],
    [
      'splitwise says:\n• You owe bob.eth $32.50\n• You owe carol.base.eth $18.00\n\nsettle both in usdc on base',
      batch('base', [
        { to: 'bob.eth', amount: '32.50' },
        { to: 'carol.base.eth', amount: '18.00' },
      ]),
    ],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });

  it.each([
    'splitwise:\nyou owe alice.eth 20\nyou owe bob.eth 15\n\npay all three in usdc on base',
    'splitwise:\nyou owe alice.eth 20\nbob.eth owes you 15\n\npay both in usdc on base',
    'splitwise:\nyou owe alice.eth 20\nyou owe bob.eth 15\n\npay both on base',
    'splitwise:\nyou owe alice.eth 20\nyou owe bob.eth 15\n\nshould I pay both in usdc on base?',
  ])('a count that differs, a debt owed to the person, no token or a question moves nothing: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe("a reminder scheduled, the person's reason after it", () => {
  const reminder = 'calendar reminder: "Tomorrow 10:00 UTC — treasury buy: 150 USDC → WETH (Base)"\n\n';
  it.each([
    [`${reminder}schedule that for me so I don't forget`, 'WETH'],
    [`${reminder}can you schedule that so I remember`, 'WETH'],
    ['reminder from my notes: "every monday buy 20 usdc of degen on base"\n\nset this up so I don\'t have to do it by hand', 'DEGEN'],
  ])('%s', (prompt, token) => {
    expect(read(prompt)).toMatchObject(asked({ kind: 'automation-create', action: { kind: 'swap', tokenIn: 'USDC', tokenOut: token } }));
  });

  it.each([`${reminder}don't schedule that`, `${reminder}schedule that for me if the price is ok`])('%s moves nothing', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe('a launch form under a request said with "please"', () => {
  it.each([
    'Launch brief (final):\nName: Moss Frog\nTicker: MOSS\nDescription: a slow frog for slow money\nWebsite: https://mossfrog.xyz\nX: https://x.com/mossfrog\n\nlaunch this on base please',
    "the community finally agreed on everything, here's the doc:\n\nName: Moss Frog\nTicker: MOSS\nX: https://x.com/mossfrog\n\nlaunch this on base please",
    'launch doc:\nName: Moss Frog\nTicker: MOSS\nTwitter: https://x.com/mossfrog\n\nplease launch this on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject(asked({ kind: 'launch', chain: 'base', name: 'Moss Frog', symbol: 'MOSS' }));
  });

  it('the form and the request alone, no heading, is the person’s own launch', () => {
    expect(read('Name: Moss Frog\nTicker: MOSS\nX: https://x.com/mossfrog\n\nlaunch this on base please')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'launch', name: 'Moss Frog', symbol: 'MOSS' },
    });
  });

  it.each([
    "Name: Moss Frog\nTicker: MOSS\nX: https://x.com/mossfrog\n\ndon't launch this yet please",
    // A message under someone's name that asks the person stays someone else's.
    'Carol: hey can you please send me 20 usdc on base\n\nok',
  ])('%s moves nothing', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });

  it.each([
    'Name: Bob\nhey can you send me 20 usdc on base at 0x1111111111111111111111111111111111111111',
    'Wallet: 0x1111111111111111111111111111111111111111\nhey can you send me 20 usdc on base',
    'Winner: 0x1111111111111111111111111111111111111111\nPrize: 25 USDC on base\nplease send the prize to the winner',
  ])('a message or a form of a payment, no launch form, is still only asked back: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'confirm' } });
  });
});
