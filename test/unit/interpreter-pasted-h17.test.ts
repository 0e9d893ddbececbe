import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * The pasted voice of held-out-17 (issue 16): the person's own words adopt a pasted move by saying only what pays for it
 * ("use my SOL for it"), give their own amount to the one payee a paste names ("i'd like to chip in 0.01 ETH"), pay
 * someone by the name a pasted contact list gives ("send bob 30 usdc", two bobs: which one is asked), set up a pasted
 * plan beside its writer's advice ("don't look at the chart"), and ask for a read under a paste in a thread. Each move is
 * asked back whole for a yes; a question, a doubt, a token that is not what the move spends, or two names move nothing.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const asked = (pending: object) => ({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
/** Whether a reading would move money on this reply or on a yes to it. */
const moves = (prompt: string) => {
  const reading = read(prompt);
  return (
    (reading.kind === 'intent' && reading.intent.kind !== 'balance' && reading.intent.kind !== 'automation-list') ||
    (reading.kind === 'ask' && reading.pending.awaiting === 'confirm')
  );
};

describe('a pasted move adopted by what the person pays it with', () => {
  const wif = 'my brother: "buy some WIF, like 50 bucks worth, trust"\n\n';
  it.each([
    [
      `${wif}lol ok. use my SOL for it, on solana obviously`,
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'WIF', amount: { kind: 'usd', value: '50' } },
    ],
    [`${wif}lol ok. pay with my SOL, on solana obviously`, { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'WIF' }],
    [
      'tweet from @degenking: "aping 20 usdc of DEGEN on base rn"\n\nok fine, pay with my usdc',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN' },
    ],
    [
      'group chat — jen: "everyone grab 20 bucks of BONK"\n\ntake it out of my sol',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'BONK', amount: { kind: 'usd', value: '20' } },
    ],
    [
      'dm from sam: "put $30 into AERO on base"\n\nuse my eth for that',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'AERO', amount: { kind: 'usd', value: '30' } },
    ],
    [
      'sam: "buy 25 usdc of UNI on ethereum"\n\nfund it from my usdc pls',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'UNI', amount: { value: '25' } },
    ],
    ['my cousin says "get 40 dollars of JUP, it is going to moon"\n\nfine, using my SOL', { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'JUP' }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject(asked(pending));
  });

  it.each([
    `${wif}should i use my SOL for it?`,
    `${wif}don't use my SOL for it`,
    `${wif}i use SOL for everything lol`,
    `${wif}use my SOL for gas`,
    // The token named must be what the move spends: a transfer of ETH is not paid in USDC, a sale of DEGEN spends DEGEN.
    'bob: "send me 0.01 eth pls, bob.eth"\n\nuse my usdc for it, on base',
    'jen: "sell 100 DEGEN on base before it dumps"\n\nuse my usdc for it',
  ])('moves nothing: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe("the person's own amount, to the one payee the paste gives", () => {
  const email = 'From a fundraising email:\n"Every contribution helps fund open-source research. Donations can be sent to vitalik.eth."\n\n';
  it.each([
    [`${email}i'd like to chip in 0.01 ETH on ethereum`, { kind: 'transfer', chain: 'ethereum', token: 'ETH', amount: { value: '0.01' }, to: 'vitalik.eth' }],
    [`${email}send 0.01 eth on ethereum`, { kind: 'transfer', chain: 'ethereum', token: 'ETH', to: 'vitalik.eth' }],
    [
      'gitcoin grant page:\n"Support this project! Send donations to 0x1111111111111111111111111111111111111111"\n\ndonate 25 usdc on base',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '25' }, to: '0x1111111111111111111111111111111111111111' },
    ],
    ['alice: "my addr is alice.eth btw"\n\nsend 15 usdc on polygon', { kind: 'transfer', chain: 'polygon', token: 'USDC', to: 'alice.eth' }],
    [
      'tip jar: 0x2222222222222222222222222222222222222222 (base)\n\ntip 5 usdc on base',
      { kind: 'transfer', to: '0x2222222222222222222222222222222222222222' },
    ],
    [
      'From the newsletter:\n"Want to support the podcast? Tips welcome at pod.eth"\n\nhappy to pitch in 10 usdc on base',
      { kind: 'transfer', token: 'USDC', to: 'pod.eth' },
    ],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject(asked(pending));
  });

  it.each([
    // Two payees, a token's contract, a question, a doubt, a name of the person's own: whom is not taken from the paste.
    'fundraiser:\n"Send to 0x1111111111111111111111111111111111111111 or 0x2222222222222222222222222222222222222222"\n\ndonate 25 usdc on base',
    'new token CA: 0x3333333333333333333333333333333333333333 send it\n\nsend 5 usdc on base',
    'INVOICE #0087\nBill to: me\nAmount: 750 USDC\nNetwork: Polygon\nPay to: 0x3333333333333333333333333333333333333333\n\nbefore I pay anything do I have 750 usdc on polygon??',
    'fundraiser: "Donations to vitalik.eth"\n\nmaybe send 5 usdc on base later',
    'pay dave for the design work, his msg: "my addr is dave.eth" — send 10 USDC on base',
    // A lure's address is never taken for the person's payee.
    'DM from support: "to claim your airdrop send funds to 0x9999999999999999999999999999999999999999"\n\nsend 100 usdc on base',
  ])('moves nothing: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });

  it('donating and contributing are transfers', () => {
    expect(read('donate 0.01 eth to vitalik.eth on ethereum')).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to: 'vitalik.eth' } });
    expect(read('chip in 5 usdc to bob.eth on base')).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { value: '5' } } });
  });
});

describe('a payee named by a pasted contact list', () => {
  const twoBobs = 'contacts list from my notes app:\n\nbob — bob.eth\nbob (new wallet, from the conf) — 0x4444444444444444444444444444444444444444\n\n';
  it.each([
    `${twoBobs}send bob 30 usdc on base`,
    'team wallets\nalice 0x1111111111111111111111111111111111111111\nalice (old) 0x2222222222222222222222222222222222222222\ncarl 0x3333333333333333333333333333333333333333\n\nsend 25 usdc to alice on polygon',
  ])('two addresses for the name: which one is asked, both shown — %s', (prompt) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to', confirm: true } });
    expect(reading.kind === 'ask' && reading.question).toMatch(/which one/);
  });

  it('the answer to which one still owes the yes', () => {
    expect(onThreadAt(now, `${twoBobs}send bob 30 usdc on base`, 'bob.eth')).toMatchObject(
      asked({ kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '30' }, to: 'bob.eth' }),
    );
  });

  it.each([
    ['my address book:\n- mom: mom.eth\n- dad: 0x5555555555555555555555555555555555555555\n\npay mom 40 usdc on base', 'mom.eth'],
    ['contacts:\n@jake — jake.base.eth\n\ntip jake 3 usdc on base', 'jake.base.eth'],
    ['contacts:\nbob — bob.eth\nalice — 0x4444444444444444444444444444444444444444\n\nsend bob 30 usdc on base', 'bob.eth'],
  ])('one address for the name is asked back whole: %s', (prompt, to) => {
    expect(read(prompt)).toMatchObject(asked({ kind: 'transfer', to }));
  });

  it.each([
    `${twoBobs}should i send bob 30 usdc on base?`,
    'contacts:\nbob — bob.eth\nalice — 0x4444444444444444444444444444444444444444\n\nsend bob and alice 30 usdc each on base',
    'contacts:\nbob — bob.eth\nalice — 0x4444444444444444444444444444444444444444\n\nsend 30 usdc to bob on base, and alice too',
    // A line that is a message of its own is no entry of a list.
    'bob: pls send the money to 0xABCabcabcabcabcabcabcabcabcabcabcabcabca\n\nsend bob 30 usdc on base',
  ])('moves nothing: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe("a pasted plan set up beside its writer's advice", () => {
  it.each([
    [
      "Plan from the r/ethfinance thread I liked:\n- DCA $10 a day into ETH\n- for 30 days\n- don't look at the chart\n\nset this up for me on base, paying with usdc",
      { kind: 'automation-create', action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' }, trigger: { type: 'every', count: 30 } },
    ],
    [
      'my DCA rule (from my notes):\nbuy $20 of SOL every monday, never check the price\n\nset this up on solana with usdc',
      { kind: 'automation-create', action: { chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL' }, trigger: { type: 'every' } },
    ],
    [
      'r/dca wisdom: "DCA 15 usdc into ETH every day on base. Don\'t stress about the dips."\n\nautomate this for me',
      { kind: 'automation-create', action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' }, trigger: { type: 'every' } },
    ],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject(asked(pending));
  });

  it('advice that names a move is no aside: "don\'t buy on weekends" is never dropped', () => {
    expect(moves("plan: buy $20 of SOL every day, don't buy on weekends\n\nset this up on solana with usdc")).toBe(false);
  });
});

describe('an order whose token is followed by a word of its trigger', () => {
  it.each([
    'set a limit order on base: buy 150 usdc worth of AERO if AERO drops to 0.80',
    'buy 150 usdc worth of aero on base if aero drops to 0.80',
    'if aero drop to 0.8 buy 100 usdc of aero on base',
    'if AERO dropped below 0.7 buy 100 usdc of it on base',
  ])('reads the token as said, no typo asked about: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { token: 'AERO', direction: 'below' } } });
  });

  it('a name typed in two pieces is still one name', () => {
    expect(read('price of ether ium')).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: ['ETH'] } });
  });
});

describe('a read under a paste, in a thread', () => {
  const quote = 'friend asked "did you actually set that AERO order or just talk about it lol"\n\nshow me my open orders so I can screenshot it for him';
  it('after the order was set up, lists the orders', () => {
    expect(onThreadAt(now, 'set a limit order on base: buy 150 usdc worth of AERO if AERO drops to 0.80', quote)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-list' },
    });
  });

  it('while a question is still open, lists the orders too (a read, nothing moved)', () => {
    expect(onThreadAt(now, 'buy 150 usdc worth of AERO on bsae if AERO dips to 0.80', quote)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-list' },
    });
  });
});

describe('twenty pasted prompts of our own (DMs, tweets, sheets, emails, group chats): the classes they found', () => {
  it.each([
    // A yes with only the chain to do it on.
    [
      'roommate: "yo can you spot me 15 usdc for the wifi bill? my addr is 0x7777777777777777777777777777777777777777"\n\nyeah ok, polygon',
      { kind: 'transfer', chain: 'polygon', token: 'USDC', amount: { value: '15' }, to: '0x7777777777777777777777777777777777777777' },
    ],
    [
      'roommate: "yo can you spot me 15 usdc for the wifi bill? my addr is 0x7777777777777777777777777777777777777777"\n\nsure on base pls',
      { kind: 'transfer', chain: 'base', to: '0x7777777777777777777777777777777777777777' },
    ],
    // The person's smaller figure in place of the paste's one figure.
    [
      'newsletter tip of the week:\n"Wrap 0.5 ETH to WETH before the airdrop snapshot"\n\nonly 0.1 for me, on base',
      { kind: 'wrap', chain: 'base', amount: { value: '0.1' } },
    ],
    [
      'newsletter tip of the week:\n"Wrap 0.5 ETH to WETH before the airdrop snapshot"\n\ndo it but only 0.1, on base',
      { kind: 'wrap', chain: 'base', amount: { value: '0.1' } },
    ],
    ['kev: "grab 200 usdc of AERO on base"\n\nsame but just 50', { kind: 'swap', tokenOut: 'AERO', amount: { value: '50' } }],
    ['dm from sam: "put $30 into AERO on base"\n\nok just $10 for me', { kind: 'swap', tokenOut: 'AERO', amount: { kind: 'usd', value: '10' } }],
    // "Put in" toward the one treasury the paste names.
    [
      'the dao forum post:\n"Contributions to the treasury: treasury.daoname.eth"\n\nput in 50 usdc on ethereum',
      { kind: 'transfer', chain: 'ethereum', token: 'USDC', to: 'treasury.daoname.eth' },
    ],
    // "Now" over the paste's one-off time.
    [
      'my wife: "buy some ETH with 100 usdc, like tomorrow morning"\n\njust do it now on base',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' },
    ],
    // Adopted under a tweet whose own line also reads as a balance.
    [
      'tweet by @cryptodad: "Every Friday I buy $25 of SOL. No thinking."\n\nsame for me, with usdc on solana',
      { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'SOL' } },
    ],
    // What pays, said with "from my".
    ['sis texted: "can u get me 25 usdc of JUP? ill venmo u"\n\nsure, from my usdc on solana', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'JUP' }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject(asked(pending));
  });

  it.each([
    // A doubt about the paste is never answered by offering its move.
    'random DM: "URGENT your wallet is compromised. Move all funds to 0x9999999999999999999999999999999999999999 now"\n\nis this legit?',
    'got this DM: "send 50 usdc to 0x9999999999999999999999999999999999999999 on base to claim your airdrop"\n\nscam or not?',
    // "25 usdc of JUP" is paid in USDC: "from my sol" is no part of it.
    'sis texted: "can u get me 25 usdc of JUP? ill venmo u"\n\nsure, from my sol on solana',
    // A figure of something else, or of another token, is no figure of the paste's.
    'kev: "grab 100 usdc of AERO on base"\n\nonly 2 left lol',
    'kev: "grab 100 usdc of AERO on base"\n\njust 50 degen',
    // A number of days is no figure of the paste's.
    'dm from sam: "put $30 into AERO on base"\n\njust 2 days ago lol',
    'random guy: "send 1 eth to 0x7777777777777777777777777777777777777777 and get 2 back"\n\nlol ok ethereum',
    // An amount in one token "of" another pays for it: never the other sold for it.
    "i'm in 50 usdc of degen on base",
    'put in 50 usdc of degen on base',
  ])('moves nothing: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });

  it('"put in" before what it goes into is still a trade', () => {
    expect(read('put in 50 usdc into degen on base')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN' } });
  });
});

describe('twenty more, written differently: the classes they found', () => {
  it.each([
    // The person's part, said, to the one payee of a "> " quoted message.
    [
      'fwd from Lena:\n> Hey! For the group gift, please send your part to lena.eth\n\nmy part is 25 usdc, polygon',
      { kind: 'transfer', chain: 'polygon', to: 'lena.eth' },
    ],
    // "same, base": a yes to someone's order with only its chain.
    [
      'Reddit: "I just set a limit buy for ETH at 2500 with 300 USDC"\n\nsame, base',
      { kind: 'automation-create', action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' } },
    ],
    // "rn" says when, never a token.
    ['jess: "buying $40 of WIF rn"\n\ncount me in, solana', { kind: 'swap', chain: 'solana', tokenOut: 'WIF', amount: { kind: 'usd', value: '40' } }],
    // "paying usdc" says what pays, as "paying with usdc" does; the plan's advice stays out.
    [
      'tip from the pod:\n"Buy $50 of AERO every Monday, don\'t check prices"\n\nset it up on base, paying usdc',
      { kind: 'automation-create', action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO' } },
    ],
    // An item picked by "#1".
    [
      'investing plan I copied:\n1. buy $15 of SOL every week\n2. never panic sell\n3. ignore twitter\n\nautomate #1 on solana with usdc',
      { kind: 'automation-create', action: { chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL' } },
    ],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject(asked(pending));
  });

  it('"rn" alone is no token', () => {
    expect(read('buy $40 of WIF rn')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'WIF' } });
  });

  it.each([
    'msg from "Coinbase Support": "verify your wallet by sending 0.1 ETH to 0x5656565656565656565656565656565656565656"\n\nshould i do this?',
    'pinned in discord: "airdrop claim — send 0.05 ETH to 0x9191919191919191919191919191919191919191 to receive 500 tokens"\n\nlooks sketchy, thoughts?',
  ])('moves nothing: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe("a pasted plan's order, its chain asked, answered with the trade said again", () => {
  const plan = 'copied from a finance newsletter: "The simplest plan: DCA $10 a day into Bitcoin and don\'t look at it."\n\nset that up for me';
  it('asks the chain first, the advice left out', () => {
    expect(read(plan)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'chain' } });
  });

  it("the answer names the chain's bitcoin and what pays; the plan's dollars stay", () => {
    expect(onThreadAt(now, plan, 'on base, buy cbBTC with usdc')).toMatchObject(
      asked({ kind: 'automation-create', action: { chain: 'base', tokenIn: 'USDC', amount: { kind: 'usd', value: '10' } }, trigger: { type: 'every' } }),
    );
  });

  it('an answer of another token is a request of its own, never this order', () => {
    expect(onThreadAt(now, plan, 'on base, buy degen with usdc')).not.toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'confirm', action: { tokenOut: 'DEGEN' } },
    });
  });
});
