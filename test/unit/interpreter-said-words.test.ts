import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * The fifth held-out set's chat, voice and non-native misses (issue 16), each as a class read by the role of its
 * words: phrasings of our own beside the one that failed, and near-misses that must still ask or refuse.
 */
const now = new Date('2026-11-26T10:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const evm = '0x1111111111111111111111111111111111111111';

describe('getting the native token back out of its wrapped form is an unwrap', () => {
  it.each([
    ['I want take back ETH from my WETH, 0.01 WETH on Base', 'base', 'WETH', '0.01'],
    ['take my eth back out of weth on base, 0.05', 'base', 'WETH', '0.05'],
    ['take back 0.02 eth from weth on unichain', 'unichain', 'WETH', '0.02'],
    ['pull my ETH out of WETH on base 0.1', 'base', 'WETH', '0.1'],
    ['get my eth back from weth on ethereum 0.1', 'ethereum', 'WETH', '0.1'],
    ['convert weth back to eth on base, 0.01 weth', 'base', 'WETH', '0.01'],
    ['make my 2 wpol into pol again on polygon', 'polygon', 'WPOL', '2'],
    ['turn my WPOL back into POL on polygon, 3 wpol', 'polygon', 'WPOL', '3'],
    ["I'd like my WETH changed back to ETH, 0.01 on Base", 'base', 'WETH', '0.01'],
    ['turning my wpol into pol on polygon, 2 wpol', 'polygon', 'WPOL', '2'],
    ['my weth to eth on base, 0.1', 'base', 'WETH', '0.1'],
  ])('%s', (prompt, chain, token, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'unwrap', chain, token, amount: { kind: 'exact', value } } });
  });

  it.each([
    ['i want my eth back from my weth on base, all of it', 'base', 'WETH'],
    ['get my SOL out of wrapped SOL', 'solana', 'WSOL'],
    ['turn my wsol into sol', 'solana', 'WSOL'],
    ['my wsol to sol please', 'solana', 'WSOL'],
  ])('all of it: %s', (prompt, chain, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'unwrap', chain, token, amount: { kind: 'fraction', value: 1 } } });
  });

  it('with no amount said, asks for it', () => {
    expect(read('turn my WPOL back into POL')).toMatchObject({ kind: 'ask', pending: { kind: 'unwrap', token: 'WPOL', awaiting: 'amount' } });
  });

  it.each([
    'how do i take back eth from weth',
    `take back eth from weth and send 0.1 to ${evm}`,
    'take back my eth from weth when gas is low',
    "don't take my eth out of weth on base",
    'take back ETH from my WETH on base and also WPOL',
    'my weth to eth rate',
    'my weth and eth balance on base',
  ])('never an unwrap: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'unwrap' } });
  });
});

const triggerOf = (prompt: string) => {
  const got = read(prompt);
  if (got.kind !== 'intent' || got.intent.kind !== 'automation-create') throw new Error(`${prompt}: ${JSON.stringify(got)}`);
  return got.intent.trigger as { startAt?: Date | string; endAt?: Date | string; calendar?: unknown };
};
const at = (d: Date | string | undefined) => (d === undefined ? undefined : new Date(d).toISOString());

describe('an end said as a month or a year, the way people say it', () => {
  it.each([
    ['On first day of each month please buy UNI for 100 USDC on Ethereum, until the December', '2026-12-01T23:59:59.000Z'],
    ['buy 10 usdc of eth on base every day until march', '2027-03-01T23:59:59.000Z'],
    ['every day buy 10 usdc of eth on base till the march', '2027-03-01T23:59:59.000Z'],
    ['buy 10 usdc of eth on base daily til december 2027', '2027-12-01T23:59:59.000Z'],
    ['every week buy 20 usdc of sol on solana thru feb 2027', '2027-02-28T23:59:59.000Z'],
    ['buy 10 usdc of eth on base every monday through january', '2027-01-31T23:59:59.000Z'],
    ['every friday buy 25 usdc of wif on solana until the end of the january', '2027-01-31T23:59:59.000Z'],
    ['every friday buy 25 usdc of wif on solana until end of january', '2027-01-31T23:59:59.000Z'],
    ['buy 10 usdc of eth on base every day till end of year', '2026-12-31T23:59:59.000Z'],
    ['Buy 5 usdc of sol on solana every day until the end of this year', '2026-12-31T23:59:59.000Z'],
  ])('%s', (prompt, endAt) => {
    expect(at(triggerOf(prompt).endAt)).toBe(endAt);
  });

  it.each([
    // The month it is now: its start has passed and the next is a year away; asked to be said as a date.
    'buy 10 usdc of eth on base every day until november',
    // "may" as a verb after "until" is no month.
    'buy 10 usdc of eth on base every day until may be later',
  ])('no end read: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
  });
});

describe('every day narrowed to the working days is one weekday repetition', () => {
  it.each([
    'Every day at 9:00 UTC, only the working days, buy 20 USDC of SOL on Solana',
    'every day except weekends at 9:00 utc buy 20 usdc of sol on solana',
    'daily at 9:00 UTC but not on weekends, buy 20 usdc of sol on solana',
    'buy 20 usdc of sol on solana each day at 9:00 UTC, skipping weekends',
    'every day at 9:00 UTC, only on weekdays, buy 20 USDC of SOL on Solana',
    'on weekdays at 9:00 UTC buy 20 usdc of sol on solana, no weekends',
    'every working day at 9:00 buy 20 usdc of sol on solana',
  ])('%s', (prompt) => {
    const trigger = triggerOf(prompt);
    expect(trigger.calendar).toEqual({ weekdays: [1, 2, 3, 4, 5] });
    expect(at(trigger.startAt)).toBe('2026-11-27T09:00:00.000Z');
  });

  it('every other day on weekdays names two repetitions: refused', () => {
    expect(read('every 2 days, weekdays only, buy 20 usdc of sol on solana at 9:00 utc').kind).toBe('fail');
  });
  it('every day with no weekdays said runs every day', () => {
    expect(triggerOf('buy 20 usdc of sol on solana every day at 9:00 utc').calendar).toBeUndefined();
  });
});

describe('a listed token or chain said, heard or typed a little wrong is read as it, and asked back before a move', () => {
  it.each([
    ['swap a hundred usdc to wiff on salona', 'solana', 'USDC', 'WIF', /"wiff" as wif and "salona" as solana/],
    ['buy 20 usdc of wiff on solana', 'solana', 'USDC', 'WIF', /"wiff" as wif/],
    ['swap 10 usdc for bonkk on solana', 'solana', 'USDC', 'BONK', /"bonkk" as bonk/],
    ['swap 10 usdc to eth on basee', 'base', 'USDC', 'ETH', /"basee" as base/],
    ['swap 10 usdc to doge-n on base', 'base', 'USDC', 'DEGEN', /"dogen" as degen/],
    ['buy 0.1 etherium with usdc on base', 'base', 'USDC', 'ETH', /"etherium" as ethereum/],
    ['swap ten tether to usdc on polly gone', 'polygon', 'USDT', 'USDC', /as polygon/],
    ['swap 100 usdc for sol lana on solana', 'solana', 'USDC', 'SOL', /as solana/],
  ])('%s', (prompt, chain, tokenIn, tokenOut, said) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'swap', chain, tokenIn, tokenOut, awaiting: 'confirm' } });
    expect(got.kind === 'ask' && got.question).toMatch(said);
  });

  it.each([
    ['swap 10 usdc for the uni swap token on ethereum', 'UNI'],
    ['swap 10 usdc for uniswap on ethereum', 'UNI'],
    ['swap 10 tether for link on ethereum', 'LINK'],
  ])('a name said in full or in pieces is exact: %s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'ethereum' } });
    expect(JSON.stringify(read(prompt))).toContain(token);
  });

  it.each([
    ['I want buy bit coin with 100 usdc on ethereum', 'WBTC'],
    ['buy 50 usdc of bit coin on base', 'cbBTC'],
  ])('"bit coin" is bitcoin, offered as the chain has it: %s', (prompt, standIn) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(got.kind === 'ask' && got.question).toContain(standIn);
  });

  it.each([
    ['price of ether ium', 'ETH'],
    ['price of wiff', 'WIF'],
  ])('a read is answered on it: %s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: [token] } });
  });

  it.each([
    ['swap 10 usdc for wiffle on solana', 'WIFFLE'],
    ['swap 10 usdc to doge on base', 'DOGE'],
    ['swap 10 usdc for dogecoin on base', 'DOGECOIN'],
    ['swap 10 usdc for pollen on base', 'POLLEN'],
    ['swap 10 usdc for pool on base', 'POOL'],
  ])('an unlisted word is still refused: %s', (prompt, word) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_TOKEN', message: expect.stringContaining(`"${word}"`) });
  });

  it('two words that are each something stay two: "send 5 usdc to bob on base" asks for bob\'s address', () => {
    expect(read('send 5 usdc to bob on base')).toMatchObject({ kind: 'ask', pending: { awaiting: 'to' } });
  });
});

type Turn = NonNullable<Parameters<typeof interpretPrompt>[1]>[number];
/** The last reply of a conversation on one thread. */
function conversation(...prompts: string[]) {
  const turns: Turn[] = [];
  let last = read(prompts[0]!);
  for (const prompt of prompts) {
    last = interpretPrompt(prompt, turns, now);
    turns.push({ prompt, status: last.kind === 'fail' ? 'failed' : 'completed', interpretation: last } as Turn);
  }
  return last;
}

describe('an order whose token the chain lists under another name is set up on the yes to that name', () => {
  it.each([
    [['buy bitcoin if it drops to fifty thousand', 'um use a thousand usdc on base', 'yes'], 'base', 'cbBTC', '1000'],
    [['buy btc if it drops to 50k', '1000 usdc on base', 'yep'], 'base', 'cbBTC', '1000'],
    [['buy bitcoin with 1000 usdc on base if it drops to 50000', 'yes please'], 'base', 'cbBTC', '1000'],
    [['buy bit coin with 500 usdc on ethereum when it falls to 60000', 'ok use WBTC'], 'ethereum', 'WBTC', '500'],
    [['every monday at 9:00 utc buy 20 usdc of eth on polygon', 'yes'], 'polygon', 'WETH', '20'],
  ])('%j', (prompts, chain, tokenOut, value) => {
    expect(conversation(...prompts)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { kind: 'swap', chain, tokenIn: 'USDC', tokenOut, amount: { kind: 'exact', value } } },
    });
  });

  it.each([
    [['buy bitcoin with 1000 usdc on base if it drops to 50000', 'no'], 'CANCELLED'],
    [['buy bitcoin with 1000 usdc on base if it drops to 50000', 'yes but 500 usdc'], 'AUTOMATION_INCOMPLETE'],
  ])('anything but a plain yes sets nothing up: %j', (prompts, code) => {
    expect(conversation(...prompts)).toMatchObject({ kind: 'fail', code });
  });
});

describe('changing a token into a token is a swap, and what it does not say is asked', () => {
  it.each([
    'Please I want change my USDC to the ETH',
    'i want to change my usdc to eth',
    'change usdc into eth pls',
    'Please I want changing USDC to ETH',
    'I wish to change USDC in ETH',
    'please i want change the usdc to eth on base',
    'can you convert my usdc to the eth?',
    'swap my usdc to the eth',
    'I want ETH for my USDC',
    'give me eth for my usdc',
    'Please, I want to make my USDC to ETH',
    'I like to have ETH instead my USDC',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', awaiting: 'amount' } });
  });

  it.each([
    ['change 50 usdc to the degen on base', 'DEGEN'],
    ['I want change all my WIF to SOL', 'SOL'],
  ])('with its amount said, the swap: %s', (prompt, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut } });
  });

  it.each([
    'change my default chain to base',
    'whats the 24h change of eth',
    `change my eth address to ${evm}`,
    'I want eth for my trip',
    'give me the price for eth',
    'turn off my daily eth buy',
  ])('"change" of something else is no swap: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'swap' } });
    expect(read(prompt)).not.toMatchObject({ kind: 'ask', pending: { kind: 'swap' } });
  });
});

describe('a sentence that only names the kind of order says again what the order says', () => {
  it.each([
    [
      'If ETH falls to $2,400, please sell 2 ETH on Unichain for USDC so that I limit my losses. To be clear, this is a stop order and not an immediate sale.',
      'unichain',
      'below',
      '2400',
    ],
    ['If ETH falls to $2,400, please sell 2 ETH on Unichain for USDC. This is a stop order.', 'unichain', 'below', '2400'],
    ["Sell 2 ETH on Unichain for USDC if ETH drops below 2400. It's a stop-loss.", 'unichain', 'below', '2400'],
    ['if sol dumps to 120 sell 5 sol for usdc. this is a stop loss', 'solana', 'below', '120'],
    ['Buy 0.5 ETH with USDC on base when ETH is under 2000. To clarify: this is a limit order.', 'base', 'below', '2000'],
    ['If ETH rises to 4000 sell 1 ETH for USDC on base. Note: this should be a take profit order, not an immediate sale.', 'base', 'above', '4000'],
  ])('%s', (prompt, chain, direction, priceUsd) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { chain }, trigger: { type: 'price', direction, priceUsd } },
    });
  });

  it.each([
    // The kind said, the price not: asked, never a sale now.
    'Sell 2 ETH on Unichain for USDC. This is a stop order.',
    'This is a stop order.',
    `If ETH falls to 2400 sell 2 ETH on Unichain for USDC. This is a stop order. Also send 5 usdc to ${evm}`,
  ])('nothing runs or is set up on the label alone: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a price said aloud is the price said, or asked for, never a part of it', () => {
  it.each([
    ['buy 20 usdc of wif on solana if it hits a dollar fifty', '1.50'],
    ['buy 20 usdc of wif on solana if it drops to one dollar and twenty-five cents', '1.25'],
    ['sell 100 wif for usdc on solana if wif rises to two bucks fifty', '2.50'],
    ['buy 20 usdc of eth on base if eth drops to twenty four hundred', '2400'],
    ['buy 20 usdc of eth on base if it drops to two thousand five hundred', '2500'],
  ])('%s', (prompt, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', priceUsd } } });
  });

  it.each([
    // 1.50 or 150? It was read as 50.
    'buy 20 usdc of wif on solana if it drops to one fifty',
    'buy wif if it drops to one fifty',
    'sell 2 sol for usdc on solana when sol hits two twenty five',
  ])('two numbers said one after the other set nothing up: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });

  it.each([
    'every day at nine thirty buy 10 usdc of eth on base',
    'every day nine thirty utc buy 10 usdc of eth on base',
    'tomorrow at two fifteen utc swap 10 usdc for eth on base',
  ])('a time said as two numbers is refused, never passed over: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it.each([
    [`send one twenty usdc to ${evm} on base`, 'one twenty'],
    ['sell two fifty usdc for eth on base', 'two fifty'],
    ['buy two fifty dollars of eth on base', 'two fifty'],
  ])('nor move an amount: %s', (prompt, said) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: expect.stringContaining(`"${said}" is not an amount`) });
  });

  it.each([
    [`send twenty five usdc to ${evm} on base`, '25'],
    [`send a hundred and fifty usdc to ${evm} on base`, '150'],
  ])('a number said whole is that number: %s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { kind: 'exact', value } } });
  });
});

describe('a number after "the" counts what was said, and is no amount of an unknown token', () => {
  it.each([
    ['Please tell me the price of Solana and the price of Ethereum. I am comparing the two before I make any decision.', ['SOL', 'ETH']],
    ['what are the prices of wif and bonk, I want to compare the two first', ['WIF', 'BONK']],
  ])('%s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens } });
  });

  it('an amount of an unknown token is still refused', () => {
    expect(read('swap 5 foo for eth on base')).toMatchObject({ kind: 'fail', code: 'UNKNOWN_TOKEN' });
  });
  it('"the 2 foo" buys nothing unnamed: asked', () => {
    expect(read('buy the 2 foo on base')).toMatchObject({ kind: 'ask', pending: { awaiting: 'tokenOut' } });
  });
});
