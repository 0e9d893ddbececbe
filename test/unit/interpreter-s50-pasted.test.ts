import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Held-out-32 pasted and everyday voices: the person's own request after pasted text, and everyday wordings of a buy,
 * an order or a read. Nothing inside the pasted part is ever followed.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const onThread = (turns: string[]) => onThreadAt(now, ...turns);
const movesNothing = (prompt: string) => {
  const got = read(prompt);
  expect(got.kind === 'intent' ? movingIntentOf(got) : undefined).toBeUndefined();
  if (got.kind === 'ask') expect(got.pending).not.toHaveProperty('awaiting', 'confirm');
};

describe('a token put into another token, with no figure, is a buy whose amount is asked', () => {
  it.each([
    ['put some usdc into TOSHI on base', 'USDC', 'TOSHI'],
    ['put usdc into toshi on base', 'USDC', 'TOSHI'],
    ['put some of my usdc into degen on base', 'USDC', 'DEGEN'],
    ['throw a bit of usdc into degen on base', 'USDC', 'DEGEN'],
    ['saw this in a TG: "TOSHI about to run, cats always win"\nput some usdc into TOSHI on base', 'USDC', 'TOSHI'],
  ])('%j asks how much', (prompt, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn, tokenOut, awaiting: 'amount' } });
  });

  it('the amount given next makes the buy', () => {
    const got = onThread(['put some usdc into TOSHI on base', '25 bucks']);
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'TOSHI', amount: { value: '25' } } });
  });

  it.each([
    ['put 25 usdc into toshi on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'TOSHI', amount: { kind: 'exact', value: '25' } }],
    ['put some usdc into my wallet on base', { kind: 'balance' }],
  ])('%j reads as before', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'put some usdc into toshi and 5 usdc into degen on base',
    'put some usdc into usdc on base',
    'saw this in a TG: "put some usdc into TOSHI on base"',
  ])('%j moves nothing', movesNothing);
});

describe('"<figure> more <token>" is that many of the token', () => {
  it.each([
    ['get me exactly 0.02 more WETH on unichain, pay in USDC', { tokenIn: 'USDC', tokenOut: 'WETH', side: 'buy', amount: { kind: 'exact', value: '0.02' } }],
    ['buy 2 more sol with usdc on solana', { tokenIn: 'USDC', tokenOut: 'SOL', side: 'buy', amount: { kind: 'exact', value: '2' } }],
    ['sell 5 more uni for usdc on unichain', { tokenIn: 'UNI', tokenOut: 'USDC', amount: { kind: 'exact', value: '5' } }],
  ])('%j', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it('after pasted text, the own request is asked for a yes, restated', () => {
    const got = read(
      'Quest description:\n"Hold at least 0.05 WETH on Unichain to qualify for the Season 2 badge."\n\nI\'ve got some already. get me exactly 0.02 more WETH on unichain, pay in USDC',
    );
    expect(got).toMatchObject({ kind: 'ask', pending: { tokenOut: 'WETH', amount: { value: '0.02' }, awaiting: 'confirm' } });
  });

  it('"buy 2 more sol and 3 more uni with usdc on base" moves nothing', () => movesNothing('buy 2 more sol and 3 more uni with usdc on base'));

  it('a paste alone that says it is asked back, never made', () => {
    expect(read('Quest: "buy 0.02 more WETH on unichain"')).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });
});

describe('a market pair ("SOL/USD") is no dollar unit of an amount said with its token', () => {
  it('the yes to it makes the buy of 2 SOL', () => {
    expect(
      onThread(['Price alert from my exchange app:\n[ALERT] SOL/USD dropped below $150.00\n\nbuy exactly 2 SOL with USDC on solana', 'yes']),
    ).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'SOL', amount: { kind: 'exact', value: '2' } } });
  });

  it('a bot line with the pair beside a bare amount still asks its unit after a yes', () => {
    expect(onThread(['action=buy pair=ETH/USD amount=50 chain=base', 'yes'])).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it('the own request after a price alert is asked for a yes, restated', () => {
    const got = read('Price alert from my exchange app:\n[ALERT] SOL/USD dropped below $150.00\n\nbuy exactly 2 SOL with USDC on solana');
    expect(got).toMatchObject({ kind: 'ask', pending: { tokenOut: 'SOL', amount: { kind: 'exact', value: '2' }, awaiting: 'confirm' } });
  });

  it.each(['buy 2 eth/usd with usdc on base', 'buy 2 eth with usdc on base, usd'])('%j still asks the unit', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

describe('a spoken price in an order the reader could not read ("goes down to one twenty") is asked which, in the said direction', () => {
  it('"if sol goes down to one twenty sell two sol" asks $1.20 or $120, both readings below', () => {
    const got = read('if sol goes down to one twenty sell two sol for usdc on solana');
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { needs: 'price', orderKind: 'stop' } } });
    const prices =
      got.kind === 'ask' ? (got.choices ?? []).map((c) => (c.kind === 'automation-create' && c.trigger.type === 'price' ? c.trigger : undefined)) : [];
    expect(prices).toMatchObject([
      { direction: 'below', priceUsd: '1.20' },
      { direction: 'below', priceUsd: '120' },
    ]);
  });

  it.each([
    [['if sol goes down to one twenty sell two sol for usdc on solana', '120'], 'below'],
    [['if sol rises to one twenty sell two sol for usdc on solana', '120'], 'above'],
    [['if sol drops to one twenty buy two sol with usdc on solana', '120'], 'below'],
  ])('the answer %j sets the order %s its price', (turns, direction) => {
    expect(onThread(turns)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { direction, priceUsd: '120' } } });
  });

  it.each([
    'if sol rises above one twenty buy two sol with usdc on solana',
    'if sol goes down to one twenty',
    'if sol goes down to one twenty sell two sol for usdc on solana and send 5 usdc to bob.eth',
  ])('%j sets nothing', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' ? movingIntentOf(got) : undefined).toBeUndefined();
  });
});

describe('"total in dollars" of what is held is the portfolio', () => {
  it.each(['I want know all my money in all chains, total in dollar', 'total in usd of everything I have', 'what is the total in dollars of my wallet'])(
    '%j',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'portfolio' } });
    },
  );

  it.each(['send 10 eth to bob.eth on base, total in dollars', 'buy 10 eth with usdc on base, total in usd'])(
    '%j beside a move still asks the unit, moving nothing',
    (prompt) => {
      movesNothing(prompt);
      expect(read(prompt).kind).not.toBe('intent');
    },
  );
});

describe('"sell all of it for usdc" answered to a stop loss on one token sells that token', () => {
  it.each([
    [['set a stop loss on my uni', 'ethereum. sell all of it for usdc if it goes under 8 bucks'], { kind: 'fraction', value: 1 }],
    [['set a stop loss on my uni', 'ethereum. sell all of it if it goes under 8 bucks'], { kind: 'fraction', value: 1 }],
  ])('%j', (turns, amount) => {
    expect(onThread(turns)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'UNI', amount }, trigger: { token: 'UNI', direction: 'below', priceUsd: '8' } },
    });
  });

  it('"sell it for usdc" without an amount asks it, for UNI', () => {
    expect(onThread(['set a stop loss on my uni', 'sell it for usdc on ethereum if it drops under $8'])).toMatchObject({
      kind: 'ask',
      pending: { awaiting: 'amount', order: { trade: 'sell my UNI for usdc on ethereum' } },
    });
  });

  it('a second sale beside it sets nothing', () => {
    const got = onThread(['set a stop loss on my uni', 'ethereum. sell all of it for usdc and all my eth if it goes under 8 bucks']);
    expect(got.kind).not.toBe('intent');
  });
});

describe('"hes gonna pay me back" beside a send is a promise between people, no money coming in', () => {
  it('"send mike 30 usdc on base hes gonna pay me back" asks mike\'s address', () => {
    expect(read('send mike 30 usdc on base hes gonna pay me back')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', token: 'USDC', amount: { value: '30' }, awaiting: 'to' },
    });
  });

  it.each(['send 30 usdc to bob.eth on base hes gonna pay me back', "send 30 usdc to bob.eth on base, she's going to pay me back friday"])(
    '%j sends to the name given',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to: 'bob.eth', amount: { value: '30' } } });
    },
  );

  it.each(['send 30 usdc to bob.eth on base hes gonna pay me 50 usdc back', 'bob.eth is gonna pay me 30 usdc on base', 'hes gonna send me 30 usdc on base'])(
    '%j moves nothing',
    movesNothing,
  );
});

describe("an order of the person's own after pasted text, paid with the token they name, asks its amount", () => {
  const note = 'analyst note I\'m subscribed to:\n"ETH has strong support around $2,600; we\'d be buyers there."\n\n';

  it('the amount is asked, owing a yes', () => {
    expect(read(`${note}set a limit buy for ETH on base at 2600 paying with usdc`)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', awaiting: 'amount', confirm: true, order: { trade: 'buy ETH on base with usdc' } },
    });
  });

  it('the amount given next is asked back whole for a yes', () => {
    expect(onThread([`${note}set a limit buy for ETH on base at 2600 paying with usdc`, 'use 800 USDC'])).toMatchObject({
      kind: 'ask',
      pending: {
        kind: 'automation-create',
        awaiting: 'confirm',
        action: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '800' } },
        trigger: { token: 'ETH', direction: 'below', priceUsd: '2600' },
      },
    });
  });

  it('an amount and a price in the paste are never taken', () => {
    const got = read('analyst note:\n"we would buy ETH with 5000 usdc at 2000"\n\nset a limit buy for ETH on base at 2600 paying with usdc');
    expect(got).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
    expect(JSON.stringify(got)).not.toMatch(/5000|"2000"/);
  });
});

describe("a trade log row repeated at the person's request is that trade, asked back whole", () => {
  const row = 'this is a row from my trade log export:\n\n2026-11-27,SELL,UNI,3,unichain,USDC\n\n';
  it.each(['do that same trade again', 'repeat this trade', 'do it again'])('%j', (own) => {
    expect(read(`${row}${own}`)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', chain: 'unichain', tokenIn: 'UNI', tokenOut: 'USDC', amount: { kind: 'exact', value: '3' }, awaiting: 'confirm' },
    });
  });

  it('the row alone is never made', () => {
    expect(read('my trade log:\n\n2026-11-27,SELL,UNI,3,unichain,USDC').kind).not.toBe('intent');
  });

  it.each(['do that same trade again', 'would you do that trade again'])('%j alone asks what to trade, owing no yes', (prompt) => {
    const got = read(prompt);
    expect(got.kind).toBe('ask');
    if (got.kind === 'ask') expect(got.pending.awaiting).not.toBe('confirm');
  });
});
