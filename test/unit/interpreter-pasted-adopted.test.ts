import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { Interpretation } from '../../lib/agent/interpreter/intent.ts';

/**
 * The person's own last line under text they pasted (issue 16, the seventh held-out set's pasted misses), each a class:
 * someone else's move adopted as theirs ("do the same for me"), a pasted address pointed at ("over there"), and a
 * token a pasted screen shows on one chain ("that weth"). Whatever is read from the paste is asked back for a yes.
 */
const read = (prompt: string): Interpretation => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const evm = '0x1111111111111111111111111111111111111111';
const owesYes = (got: Interpretation) => got.kind === 'ask' && (got.pending.awaiting === 'confirm' || got.pending.confirm === true);

describe("someone else's move, adopted as the person's own, is its move clause asked back for a yes", () => {
  it.each([
    ['tweet from some guy: "just aped 200 USDC into UNI, see you at $20"\ndo the same for me', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'UNI' }, 'chain'],
    ['my cousin: "bought 0.1 ETH with USDC on base today, feels good"\ndo the same for me', { kind: 'swap', tokenOut: 'ETH', chain: 'base' }, 'confirm'],
    ['Jo said: "swapped 25 usdc to degen on base. to the moon"\nI want the same', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN' }, 'confirm'],
    ['"just aped 200 USDC into UNI, see you at $20"\ndo the same for me, on unichain', { kind: 'swap', chain: 'unichain', tokenOut: 'UNI' }, 'confirm'],
    [
      'Kev in the discord: "if SOL dips to 130 I\'m buying 500 USDC worth, easy"\nset up the same thing for me on solana',
      { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'SOL', amount: { value: '500' } }, trigger: { type: 'price' } },
      'confirm',
    ],
    [
      'group chat: "if ETH drops below 2000 I\'m buying 300 USDC worth on base"\nmirror that',
      { kind: 'automation-create', action: { tokenOut: 'ETH', chain: 'base' }, trigger: { type: 'price' } },
      'confirm',
    ],
    [
      'saw on twitter: "im gonna buy 100 USDC worth of AERO on base every monday lol"\ncopy that',
      { kind: 'automation-create', action: { tokenOut: 'AERO' }, trigger: { type: 'every' } },
      'confirm',
    ],
    [
      'My advisor wrote: "Honestly just buy $50 of ETH every Friday and stop checking the chart."\nok set that up on base, pay with USDC',
      { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'ETH', chain: 'base' } },
      'confirm',
    ],
    [
      'from reddit: "I\'ll sell 1 SOL for USDC when SOL hits 300, trust me"\nsame for me pls',
      { kind: 'automation-create', action: { tokenIn: 'SOL', tokenOut: 'USDC' } },
      'confirm',
    ],
    ['my buddy\'s strat, copied from his post: "limit buy LINK at $12 on ethereum"\ncopy that for me', { kind: 'automation-create' }, 'amount'],
  ])('%s', (prompt, intent, awaiting) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { ...intent, awaiting } });
    expect(owesYes(got)).toBe(true);
  });

  it.each([
    'tweet from some guy: "just aped 200 USDC into UNI, see you at $20"\nlol',
    'tweet from some guy: "just aped 200 USDC into UNI, see you at $20"\nshould I do the same?',
    'tweet from some guy: "just aped 200 USDC into UNI, see you at $20"\ndon\'t do the same',
    'Kev: "if SOL dips to 130 I\'m buying 500 USDC worth"\nwhat\'s the sol price',
  ])('a remark, a question or a read under the quote adopts nothing: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && !['price'].includes(got.intent.kind), JSON.stringify(got)).toBe(false);
    expect(got.kind === 'ask' && got.pending.awaiting === 'confirm', JSON.stringify(got)).toBe(false);
  });
});

describe('a pasted address the person points at ("there", "that address") is the recipient', () => {
  it.each([
    [`this is my phantom address, copied it from the app:\n${sol}\nmove 1 sol over there`, sol, 'SOL'],
    [`copied from phantom, this is mine:\n${sol}\ntransfer 2 sol to that address`, sol, 'SOL'],
    [`my cold wallet, pasted from the ledger app:\n${evm}\nsend 10 usdc to this wallet on polygon`, evm, 'USDC'],
  ])('beside words about the paste, asked back for a yes: %s', (prompt, to, token) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', to, token, awaiting: 'confirm' } });
  });

  it.each([
    [`my phantom:\n${sol}\nsend 0.5 sol there please`, sol, 'SOL'],
    [`ledger addr:\n${evm}\nmove 10 usdc over there on polygon`, evm, 'USDC'],
  ])("under a label of the person's own, their request: %s", (prompt, to, token) => {
    const got = read(prompt);
    const move = got.kind === 'intent' ? got.intent : got.kind === 'ask' && got.pending.awaiting === 'confirm' ? got.pending : undefined;
    expect(move, JSON.stringify(got)).toMatchObject({ kind: 'transfer', to, token });
  });

  it.each([
    `two addrs:\n${evm}\n0x2222222222222222222222222222222222222222\nsend 5 usdc there on base`,
    `send 1 sol to ${sol}\nmove 1 sol over there`,
    `my phantom:\n${sol}`,
  ])('two addresses, a move above, or no line of the person: nothing moves: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'transfer', JSON.stringify(got)).toBe(false);
    expect(got.kind === 'ask' && got.pending.awaiting === 'confirm', JSON.stringify(got)).toBe(false);
  });
});

describe("a token a pasted screen shows on one chain: the chain is the screen's, the screen's figures are data", () => {
  it.each([
    ['my wallet screen:\nWETH  0.0333  Base  $99.90\nETH   10.00   Base  $30,000\n\nunwrap 0.03 of that weth', 'base', '0.03'],
    ['screenshot of my balances:\nWETH 0.5 (Ethereum)\nUSDC 20 (Base)\n\nunwrap 0.2 of this weth', 'ethereum', '0.2'],
    ['balances\nWETH | 1.5 | Unichain\n\nunwrap 1 of that weth pls', 'unichain', '1'],
  ])('%s', (prompt, chain, value) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { kind: 'unwrap', chain, amount: { value }, awaiting: 'confirm' } });
  });

  it.each([
    'balances\nWETH 0.2 Base\nWETH 0.4 Ethereum\n\nunwrap 0.1 of that weth',
    'my wallet screen:\nWETH  0.0333  Base  $99.90\n\nunwrap 0.03 weth',
    'my wallet screen:\nUSDC  20  Base\n\nunwrap 0.03 of that weth',
  ])('two chains, no pointer, or the token not on the screen: the chain is asked or nothing moves: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'unwrap', JSON.stringify(got)).toBe(false);
    expect(got.kind === 'ask' && got.pending.awaiting === 'confirm', JSON.stringify(got)).toBe(false);
  });
});

describe('an order a pasted notice describes, stopped by the person ("cancel that one"), is found by its move', () => {
  it.each([
    [
      'got this notification:\n"Recurring order scheduled: buy DEGEN with 20 USDC every Monday on Base. Next run: Monday 00:00 UTC."\ncancel that one, I changed my mind',
      { kind: 'recurring', side: 'buy', token: 'DEGEN' },
    ],
    ['email from purser:\n> Limit order placed: sell 0.01 WETH on base when ETH hits 4000\n\nkill that order', { side: 'sell', token: 'WETH' }],
    ['push notif: "DCA active — buy 10 USDC of AERO daily on base"\n\ncancel this pls', { kind: 'recurring', token: 'AERO' }],
    ['bot msg: "Order live: sell 1 SOL for USDC when SOL hits 300"\nremove it', { side: 'sell', token: 'SOL' }],
  ])('%s', (prompt, match) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });

  it.each([
    'notification: "Recurring order scheduled: buy DEGEN with 20 USDC every Monday on Base."\nshould I cancel that one?',
    'notification: "Recurring order scheduled: buy DEGEN with 20 USDC every Monday on Base."\ndon\'t cancel that one',
  ])('a question or a "don\'t" stops nothing: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'automation-cancel', JSON.stringify(got)).toBe(false);
  });
});

describe("a read of the person's own under someone's question, with a purpose after it, is answered; the purpose asks nothing", () => {
  it.each([
    ['accountant: "can you send me a list of any open orders you have?"\nshow me my open orders so I can forward them', { kind: 'automation-list' }],
    ['boss: "what is our ETH balance on base?"\nshow my eth balance on base so I can reply', { kind: 'balance', tokens: ['ETH'] }],
    ['my wife asked "how much do we have in USDC"\ncheck my usdc balance on base so that I can tell her', { kind: 'balance', tokens: ['USDC'] }],
    ['tax guy: "send me your open positions"\n\nlist my orders, for my records', { kind: 'automation-list' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it("a move with a purpose after it is still the paste's move, asked back for a yes", () => {
    const got = read('Dan: "send me 20 usdc on base 0x2222222222222222222222222222222222222222"\nsend it so he stops asking');
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', amount: { value: '20' }, awaiting: 'confirm' } });
  });
});

describe("a pasted launch checklist or draft: the checklist's fields are the launch's, asked back for a yes", () => {
  it.each([
    [
      "Launch checklist (Notion)\n• Name — Kelp Forest\n• Symbol — KELP\n• Creator fees → alice.eth (she did the art)\n\nlet's go, launch this",
      { name: 'Kelp Forest', symbol: 'KELP', feeRecipientName: 'alice.eth' },
    ],
    ['token plan:\n- name = Moon Cat\n- ticker = MCAT\n- fees -> bob.eth\n\nlaunch it', { name: 'Moon Cat', symbol: 'MCAT', feeRecipientName: 'bob.eth' }],
    [
      '1. Name: Pixel Frog\n2. Symbol: PFROG\n3. Royalties to: 0x1111111111111111111111111111111111111111\n\ndeploy this',
      { name: 'Pixel Frog', symbol: 'PFROG' },
    ],
    ['launch doc\n▪ Token name → Sea Salt\n▪ Ticker → SALT\n\nok launch that on base', { name: 'Sea Salt', symbol: 'SALT' }],
    [
      'draft tweet: "gm. introducing $BREAD — Bread Coin, the carbiest token on Base 🍞 bread.money"\nbefore I post it, launch the token. name Bread Coin, ticker BREAD',
      { name: 'Bread Coin', symbol: 'BREAD' },
    ],
    [
      'announcement draft: "Meet $TIDE, Tide Token, riding the waves"\nwhile I\'m at it, launch the token named Tide Token, ticker TIDE',
      { name: 'Tide Token', symbol: 'TIDE' },
    ],
  ])('%s', (prompt, launch) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { kind: 'launch', ...launch, awaiting: 'confirm' } });
  });

  it.each([
    'Launch checklist\n• Name — Kelp Forest\n• Symbol — KELP\n\nshould I launch this?',
    'Launch checklist\n• Name — Kelp Forest\n• Symbol — KELP',
    'Launch checklist\n• Name — Kelp Forest\n• Symbol — KELP\n\nafter I get paid, launch this',
  ])('a question, no line of the person, or a time still to come launches nothing: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'launch', JSON.stringify(got)).toBe(false);
    expect(got.kind === 'ask' && got.pending.awaiting === 'confirm', JSON.stringify(got)).toBe(false);
  });
});

describe('a pasted message of who is owed what, under "pay all three": one batch to the names\' addresses, asked back for a yes', () => {
  it.each([
    [
      'Re: cabin costs\n"Hey all, final tally: you owe Alice 42.50, Bob 42.50 and Carol 42.50 (USDC on Base please). Alice = alice.eth, Bob = bob.eth, Carol = carol.base.eth"\n\nok pay all three',
      'base',
      [
        { to: 'alice.eth', amount: '42.50' },
        { to: 'bob.eth', amount: '42.50' },
        { to: 'carol.base.eth', amount: '42.50' },
      ],
    ],
    [
      'dinner split from Sam:\nDan: 12.5 USDC\nEve: 20 USDC\non polygon\nDan = dan.eth\nEve = 0x2222222222222222222222222222222222222222\n\npay both of them',
      'polygon',
      [
        { to: 'dan.eth', amount: '12.5' },
        { to: '0x2222222222222222222222222222222222222222', amount: '20' },
      ],
    ],
    [
      "splitwise export: you owe Kim 10, Lee 15 (usdc, base). Kim: kim.eth Lee: lee.eth\n\nsend everyone what they're owed",
      'base',
      [
        { to: 'kim.eth', amount: '10' },
        { to: 'lee.eth', amount: '15' },
      ],
    ],
    [
      '"owe: 5 USDC to Ann and 7 USDC to Ben, on base. Ann is ann.eth, Ben is ben.eth"\nsettle all of them',
      'base',
      [
        { to: 'ann.eth', amount: '5' },
        { to: 'ben.eth', amount: '7' },
      ],
    ],
  ])('%s', (prompt, chain, transfers) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch', chain, token: 'USDC', transfers, awaiting: 'confirm' } });
  });

  it.each([
    'Re: cabin costs\n"you owe Alice 42.50, Bob 42.50 and Carol 42.50 (USDC on Base please). Alice = alice.eth, Bob = bob.eth"\n\npay all three',
    'Re: cabin costs\n"you owe Alice 42.50, Bob 42.50 (USDC or USDT on Base). Alice = alice.eth, Bob = bob.eth"\n\npay them all',
    'Re: cabin costs\n"you owe Alice 42.50, Bob 42.50 (USDC on Base). Alice = alice.eth, Bob = bob.eth"\n\nshould I pay all of them?',
    'Re: cabin costs\n"you owe Alice 42.50, Bob 42.50 and Carol 42.50 (USDC on Base please). Alice = alice.eth, Bob = bob.eth, Carol = carol.base.eth"',
  ])('a name without an address, two tokens, a question or no line of the person: no batch is offered: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'transfer-batch', JSON.stringify(got)).toBe(false);
    expect(got.kind === 'ask' && got.pending.awaiting === 'confirm' && got.pending.kind === 'transfer-batch', JSON.stringify(got)).toBe(false);
  });
});

describe('prices asked for the tokens a pasted table or list names: a read of those tokens, nothing else done', () => {
  it.each([
    [
      'Asset\tQty\tPrice\tValue\nETH\t2\t?\t?\nWBTC\t0.1\t?\t?\nPEPE\t5000000\t?\t?\n\nneed current prices to fill in the Price column',
      ['ETH', 'WBTC', 'PEPE'],
    ],
    ['| token | amount | price |\n| SOL | 3 | ? |\n| BONK | 1000000 | ? |\n\ncan you get me the prices for this', ['SOL', 'BONK']],
    ['my watchlist:\n- AERO\n- DEGEN\n- TOSHI\n\nwhat are these trading at rn', ['AERO', 'DEGEN', 'TOSHI']],
    ['holdings.csv\ntoken,qty\nLINK,40\nUNI,12\n\nprices pls', ['LINK', 'UNI']],
  ])('%s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens } });
  });

  it('a move at those prices is no price read, and moves nothing without a yes', () => {
    const got = read('Asset\tQty\tPrice\nETH\t2\t?\n\nsell at current prices');
    expect(got.kind === 'intent', JSON.stringify(got)).toBe(false);
  });

  it("a token of the person's own is the one priced, not the paste's", () => {
    expect(read('Asset\tQty\tPrice\nETH\t2\t?\n\nprice of aero')).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: ['AERO'] } });
  });
});

describe("a pasted plan's row, automated: the order its cells describe (time, trade, chain, end), asked back for a yes", () => {
  it.each([
    [
      'From my budget spreadsheet:\n| When | What | Network |\n| 1st of every month | 200 USDC → WBTC | Ethereum |\n| for | 6 months | |\n\nautomate this row',
      { chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'WBTC', amount: { value: '200' } },
    ],
    ['my DCA sheet:\n| When | What | Network |\n| every friday | 50 USDC → ETH | Base |\n\nset this up', { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' }],
    [
      'budget:\n| When | What | Network |\n| every day | 5 usdc to degen | base |\n| until | 2027-01-31 | |\n\nschedule this row',
      { chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '5' } },
    ],
  ])('%s', (prompt, action) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', action, awaiting: 'confirm' } });
  });

  it.each([
    'From my budget spreadsheet:\n| When | What | Network |\n| 1st of every month | 200 USDC → WBTC | Ethereum |\n\nwhat would this row cost me?',
    'From my budget spreadsheet:\n| When | What | Network |\n| 1st of every month | 200 USDC → WBTC | Ethereum |',
  ])('a question about the row, or the row alone, sets up nothing: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'automation-create', JSON.stringify(got)).toBe(false);
    expect(got.kind === 'ask' && got.pending.awaiting === 'confirm', JSON.stringify(got)).toBe(false);
  });
});
