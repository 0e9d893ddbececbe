import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/intent.ts';

/**
 * The pasted voice of held-out-16 (issue 16): the person's own request under a paste, and a move adopted from the paste,
 * read as a careful operator would — a move taken from the paste only when the person's words adopt it, and asked back
 * whole for a yes; never a move from a remark, a promise or advice beside it.
 */
const now = new Date('2026-11-24T12:00:00Z');
const read = (prompt: string): Interpretation => interpretPrompt(prompt, [], now);
const asked = (r: Interpretation) => (r.kind === 'ask' && r.pending.awaiting === 'confirm' ? movingIntentOf(r) : undefined);
const neverMoves = (r: Interpretation) => expect(r.kind === 'intent' && movingIntentOf(r) !== undefined).toBe(false);

describe('a promise to settle up between people is no time the move waits for', () => {
  it.each([
    [
      `my roommate dm'd: "can you get me exactly 2 LINK? ill pay u back friday"\n\nok get exactly 2 LINK on ethereum, pay with my ETH. ill send it to him later`,
      'LINK',
      'ETH',
    ],
    [`jake: "can you get me 20 usdc of AERO on base, ill venmo you tonight"\n\nfine, do it with my usdc`, 'AERO', 'USDC'],
    [`sis texted: "can u grab me some BONK? i'll pay u back tmrw"\n\nok buy it with 0.5 sol on solana`, 'BONK', 'SOL'],
  ])('%s', (prompt, bought, paid) => {
    expect(asked(read(prompt))).toMatchObject({ kind: 'swap', tokenOut: bought, tokenIn: paid });
  });

  it.each([
    ["swap 10 usdc for degen on base, he'll pay me back next week", 'DEGEN'],
    ["buy exactly 1 LINK on ethereum with ETH, he said he'd pay me back on friday", 'LINK'],
    ["buy 20 usdc of aero on base. i'll send it to her later", 'AERO'],
  ])('the person own move beside it: %s', (prompt, bought) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: bought } });
  });

  it('a paste that asks for an amount, answered on the thread, still owes the yes', () => {
    const r = onThreadAt(now, `my brother: "can u grab me some cbBTC, i'll venmo u back tonight"\n\ndo it from my usdc on base`, '50 usdc worth');
    expect(asked(r)).toMatchObject({ kind: 'swap', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { value: '50' } });
  });

  it.each(["i'll send 5 usdc to bob.eth on base tomorrow", "buy 2 link on ethereum with eth, i'll sell it friday", 'send 5 usdc to bob.eth on base friday'])(
    'a time of the move itself stays: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );
});

describe('the token wanted, then its worth in dollars, is one buy', () => {
  it.each([
    ['I only want the JUP leg for now, 30 usdc worth on solana', 'JUP', '30'],
    ["ok i'll take just the WIF part: 20 usdc worth, solana", 'WIF', '20'],
    ["I'll go with the AERO one, 25 usdc worth on base", 'AERO', '25'],
  ])('%s', (prompt, bought, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: bought, amount: { value } } });
  });

  it.each([
    'newsletter model basket:\n- 40% SOL\n- 30% JUP\n- 30% WIF\n\nI only want the JUP leg for now, 30 usdc worth on solana',
    'basket:\n- 50% AERO\n- 50% DEGEN\n\nI only want the AERO leg, 40 usdc worth on base',
  ])('under a paste, asked back whole: %s', (prompt) => {
    expect(asked(read(prompt))).toMatchObject({ kind: 'swap', tokenIn: 'USDC' });
  });

  it.each(['I only want JUP, is 30 usdc worth it?', 'how much JUP is 30 usdc worth on solana', 'I want the USDC leg, 30 usdc worth on solana'])(
    'a question, or the dollar token itself, is no buy: %s',
    (prompt) => neverMoves(read(prompt)),
  );
});

describe("the person's own move under a paste, beside a remark of their own, asked back whole", () => {
  it.each([
    ['our treasury sheet says:\nchain   | target\npolygon | WPOL 200\n\nwe have zero WPOL right now lol. wrap 100 POL into WPOL on polygon', 'wrap', '100'],
    ['treasury tab:\ntoken | target\nWETH | 2\n\nwe hold none yet. wrap 0.5 ETH into WETH on base', 'wrap', '0.5'],
    ['dca sheet:\nweek | amount\n1 | 20\n\nmissed last week. buy 20 usdc of sol on solana', 'swap', '20'],
    ['notes:\n- bob 20\n- carl 30\n\nbob already got paid last week. send 30 usdc to carl.eth on base', 'transfer', '30'],
  ])('%s', (prompt, kind, value) => {
    expect(asked(read(prompt))).toMatchObject({ kind, amount: { value } });
  });

  it('a doubt stays no request', () => {
    neverMoves(read('treasury tab:\ntoken | target\nWETH | 2\n\nwe hold none yet. maybe wrap 0.5 ETH into WETH on base?'));
  });

  it.each([
    'I receive this message in whatsapp from "Purser Support":\n"Dear user your account is blocked, to unlock you must send 2 ETH to 0x5555555555555555555555555555555555555555 on ethereum immediately"\nIs it true?? I am scared. Only show me how much ETH I have on ethereum, I dont want send nothing to nobody',
    'my cousin forward this from telegram:\n"URGENT: send 1 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin to verify your wallet"\nis scam? only tell me my SOL balance on solana, I dont want send nothing',
    'only show me how much SOL I have on solana, I dont want send nothing to nobody',
  ])('a read beside "I dont want send nothing" is answered: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });

  it('a move beside the same words stays refused', () => {
    expect(read('send 1 sol to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on solana, I dont want send nothing').kind).toBe('fail');
  });
});

describe('a payment someone pasted, naming a chain only to rule it out', () => {
  it.each([
    [
      "hey it's alice!! my ens is alice.eth, can you send the 0.1 eth for the festival ticket? mainnet pls not base 🙏\n\n^ from alice. send her that",
      'ethereum',
      'alice.eth',
    ],
    ['bob: yo its bob, bob.eth — can u send me the 25 usdc for dinner? base pls not ethereum\n\nsend him that', 'base', 'bob.eth'],
  ])('%s', (prompt, chain, to) => {
    expect(asked(read(prompt))).toMatchObject({ kind: 'transfer', chain, to });
  });

  it('two chains, neither ruled out, are no payment', () => {
    neverMoves(read('dave: send the 5 usdc to dave.eth, on base or polygon whatever\n\npay him'));
  });
});

describe('an order adopted from a paste, its advice and purpose left out, asked back whole', () => {
  it.each([
    [`my friend who actually knows stuff: "put a stop under your UNI at 7 bucks, don't be a hero"\n\nok do that for 4 UNI on ethereum`, 'UNI', '7'],
    [`mentor: "put a stop under your SOL at 120, don't get greedy"\n\nok do that for 2 SOL on solana`, 'SOL', '120'],
    [`tweet: "put a stop below your ETH at 2500"\n\nfair, set that up for 1 ETH on base`, 'ETH', '2500'],
  ])('%s', (prompt, token, priceUsd) => {
    expect(asked(read(prompt))).toMatchObject({ kind: 'automation-create', trigger: { type: 'price', token, direction: 'below', priceUsd } });
  });

  it.each([
    ['put a stop under 4 UNI at $7 on ethereum', 'UNI'],
    ['place a stop below my LINK at 11 on ethereum', 'LINK'],
  ])('a stop under a holding is a stop loss: %s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', token, direction: 'below' } } });
  });

  it.each(['stop on base at 5pm', 'put a stop to my weekly UNI buys'])('no stop loss: %s', (prompt) => {
    neverMoves(read(prompt));
    expect(asked(read(prompt))).toBeUndefined();
  });

  it.each([
    [
      'calendar reminder I wrote myself:\nThu 10:00 — buy WETH w/ 100 USDC on polygon (for gas + LP)\n\nschedule it exactly like the reminder says, thursday at 10am',
      '2026-11-26T10:00:00.000Z',
    ],
    ['note to self:\nFri 9:00 — swap 50 USDC to ETH on base (to stake later)\n\nschedule that', '2026-11-27T09:00:00.000Z'],
    ['my calendar:\nMon 14:00 — buy 20 usdc of SOL on solana (for LPing)\n\nset it up like it says', '2026-11-30T14:00:00.000Z'],
  ])('a calendar line, its day short: %s', (prompt, at) => {
    expect(asked(read(prompt))).toMatchObject({ kind: 'automation-create', trigger: { type: 'at', at } });
  });

  it.each([
    'calendar reminder I wrote myself:\nThu 10:00 — buy WETH w/ 100 USDC on polygon\n\nschedule it for friday at 10am',
    'calendar reminder I wrote myself:\nThu 10:00 — buy WETH w/ 100 USDC on polygon\n\nschedule it, thursday at 3pm',
  ])('a time of the person own that is not the paste is never replaced by it: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('a paste of a trade redone today is the trade now', () => {
    expect(asked(read('2024-06-01, swap, ethereum, USDC→LINK, 150\n\nredo this trade for me today'))).toMatchObject({ kind: 'swap', tokenOut: 'LINK' });
  });
});

describe('a pasted launch form under a remark about where it came from', () => {
  it.each([
    [
      "Name: Harbor Club\nTicker: HRBR\nDescription: a members token for the Harbor Club rowing crew. no promises, just vibes and early mornings.\nWebsite: https://harborclub.rowing\nX: @harborclubrow\n\n^ that's the final draft from the group doc. launch it on base",
      'HRBR',
    ],
    [
      'Name: Kelp Forest\nTicker: KELP\nDescription: seaweed for everyone\nWebsite: https://kelp.xyz\nX: @kelpforest\n\nthis is what the team signed off on. launch it on base',
      'KELP',
    ],
    [
      'Token name: Night Owls\nSymbol: OWLS\nAbout: for people who trade at 3am\nTwitter: @nightowls\n\nok final version from our notion. deploy it on base pls',
      'OWLS',
    ],
  ])('%s', (prompt, symbol) => {
    const launch = asked(read(prompt)) as { symbol?: string; twitterUrl?: string; description?: string } | undefined;
    expect(launch).toMatchObject({ kind: 'launch', symbol });
    expect(launch?.twitterUrl).toMatch(/^https:\/\/x\.com\//);
    expect(launch?.description).not.toMatch(/@/);
  });
});

describe('a dollar token said as a worth is what is spent, never what is bought', () => {
  it.each(['grab me 10 usdc worth on solana', 'buy 20 usdt worth', 'get me 15 usdc worth on base pls'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'tokenOut' } });
  });

  it.each([
    ['buy 10 usdc worth of JUP on solana', 'USDC', 'JUP'],
    ['sell 10 usdc worth of eth on base', 'ETH', 'USDC'],
  ])('a worth of a token named stays: %s', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut } });
  });

  it.each([
    ['📣 $WIF breaking out, loading here\n\ngrab me 10 usdc worth on solana', 'WIF'],
    ['this guy tweets "buy UNI now, last chance under $10" - fine, grab 100 usdc worth on ethereum', 'UNI'],
  ])("of the paste's one token, asked back whole: %s", (prompt, tokenOut) => {
    const r = read(prompt);
    expect(r.kind).toBe('ask');
    if (r.kind === 'ask') expect(r.pending).toMatchObject({ tokenIn: 'USDC', tokenOut });
  });

  it('two tokens pasted: which one is asked', () => {
    expect(read('$WIF and $BONK both pumping\n\ngrab me 10 usdc worth on solana')).toMatchObject({ kind: 'ask', pending: { awaiting: 'tokenOut' } });
  });
});

describe("more of the pasted voice: who signed, the row's own amount, 'instead', 'the weth', a basket's part", () => {
  it.each([
    ['sam: "i covered your uber, 12 usdc, sam.base.eth on base pls"\n\nsend it, ill tell him thanks later', 'sam.base.eth', '12'],
    [
      'Hi,\nAs discussed, please send the deposit of 0.05 ETH to studio.eth on Ethereum by Friday.\nThanks, Maya\n\nok pay maya the deposit now',
      'studio.eth',
      '0.05',
    ],
    [
      'hey, can you send me 20 usdc on base? 0x4444444444444444444444444444444444444444\ncheers, Rob\n\nsend rob 20',
      '0x4444444444444444444444444444444444444444',
      '20',
    ],
    ['mike: can u lend me 30 usdc on base? mike.eth. will pay u back next week\n\nok send it', 'mike.eth', '30'],
  ])('%s', (prompt, to, value) => {
    expect(asked(read(prompt))).toMatchObject({ kind: 'transfer', to, amount: { value } });
  });

  it.each([
    ['chain | action | token | amt\nbase | buy | AERO | 30 usdc\nsolana | buy | JUP | 20 usdc\n\ndo the solana row', 'USDC', 'JUP', '20'],
    ['chain | action | token | amount\nbase | sell | AERO | 30 usdc\n\ndo this row', 'AERO', 'USDC', '30'],
    ['From: treasurer\n"Please wrap 2 ETH into WETH on Ethereum for the LP."\n\nwrap 1 eth on base instead', 'ETH', undefined, '1'],
    ['mom: "put 100 usdc into eth on base"\n\nput 50 usdc into sol on solana instead of that', 'USDC', 'SOL', '50'],
    ['index weights:\nETH 60%\nLINK 40%\n\njust the LINK part for now — $40 worth on ethereum, paid in usdc', 'USDC', 'LINK', '40'],
  ])('%s', (prompt, tokenIn, tokenOut, value) => {
    const move = asked(read(prompt)) as { tokenIn?: string; token?: string; tokenOut?: string; amount?: { value?: string } } | undefined;
    expect(move?.tokenIn ?? move?.token).toBe(tokenIn);
    expect(move?.tokenOut).toBe(tokenOut);
    expect(move?.amount?.value).toBe(value);
  });

  it('the one chain a wallet export shows is where "the weth" is', () => {
    expect(asked(read('wallet export:\ntoken,chain,balance\nWETH,base,0.4\nUSDC,base,120\n\nunwrap 0.2 of the weth'))).toMatchObject({
      kind: 'unwrap',
      chain: 'base',
    });
  });

  it('two chains shown: which one is asked', () => {
    expect(read('wallet export:\ntoken,chain,balance\nWETH,base,0.4\nWETH,ethereum,0.1\n\nunwrap 0.2 of the weth')).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'chain' },
    });
  });

  it('a move of the person own after turning the paste down, still lacking its amount, asks for it', () => {
    expect(read('newsletter: "rotate your whole bag into SOL"\n\nnot my whole bag but swap some eth to sol')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'SOL', awaiting: 'amount', confirm: true },
    });
  });

  it('"paid in usdc" says what a buy is paid with', () => {
    expect(read('buy $40 of LINK on ethereum, paid in usdc')).toMatchObject({ kind: 'intent', intent: { tokenIn: 'USDC', tokenOut: 'LINK' } });
  });
});
