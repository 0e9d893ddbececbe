import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { scanPrompt } from '../../lib/language/scan-prompt.ts';

/**
 * held-out-37's first misses (issue 16). First the one that moved funds differently from what was asked: a launch doc
 * whose ticker was still undecided ("TICKER: (TBD, still deciding)") was asked back with the ticker HERE, read from
 * "here's" on another line, and launched so once the person said yes.
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const pendingOf = (prompt: string) => {
  const r = read(prompt);
  return r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : undefined;
};

describe('a ticker key with no value on its line', () => {
  it.each([
    "here's the launch doc:\n\nNAME: Harbor Cat\nTICKER: (TBD, still deciding)\n\nlaunch this token on base",
    "here's the launch doc my designer and I drafted:\n\nNAME: Harbor Cat\nTICKER: (TBD, still deciding)\nDESCRIPTION: The unofficial mascot of every dock on Base.\nWEBSITE: https://harborcat.xyz\n\nlaunch this token on base, creator fees to my own wallet",
    'NAME: Harbor Cat\nTICKER:\nhere it is, launch this token on base',
  ])('never takes a word of another line as the ticker: %j', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'launch', awaiting: 'symbol' } });
    expect(pendingOf(prompt)).not.toHaveProperty('symbol');
  });
  it('a ticker on its own line is read', () => {
    expect(pendingOf('NAME: Harbor Cat\nTICKER: HRBR\n\nlaunch this token on base')).toMatchObject({ kind: 'launch', symbol: 'HRBR' });
  });
});

describe('tenths and hundredths of one token', () => {
  it.each([
    ['just two tenths of a SOL', '0.2', 'SOL'],
    ['five hundredths of an ETH', '0.05', 'ETH'],
    ['a tenth of one sol', '0.1', 'SOL'],
    ['three thousandths of an eth', '0.003', 'ETH'],
  ])('%s is %s %s', (text, value, token) => {
    const facts = scanPrompt(text);
    expect(facts.amounts.map((a) => a.amount)).toEqual([{ kind: 'exact', value }]);
    expect(facts.tokens.map((t) => t.key)).toEqual([token]);
  });
  it('"send two tenths of a SOL" sends 0.2 SOL', () => {
    expect(pendingOf('send two tenths of a SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on solana')).toMatchObject({
      kind: 'transfer',
      token: 'SOL',
      amount: { kind: 'exact', value: '0.2' },
    });
  });
  it('tenths of anything else are no amount of a token', () => {
    expect(scanPrompt('two tenths of the pie').amounts.map((a) => a.amount)).not.toContainEqual({ kind: 'exact', value: '0.2' });
  });
});

describe('how an address was come by, said beside it', () => {
  it.each([
    [
      'Please send 12.50 USDT on Polygon to the following address, which I have copied directly from the invoice: 0x4444444444444444444444444444444444444444.',
      '0x4444444444444444444444444444444444444444',
    ],
    [
      'Please send 3 SOL to the following Solana address, which I have double-checked against my notes: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin.',
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    ],
    [
      'I need to reimburse a colleague on Solana. Her wallet address, which I have double-checked with her by telephone, is 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin. Please send her 0.5 SOL, that is half of one SOL, from my Solana wallet.',
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    ],
  ])('is no part of the payment: %s', (prompt, to) => {
    const r = read(prompt);
    expect(['intent', 'ask']).toContain(r.kind);
    expect(pendingOf(prompt)).toMatchObject({ kind: 'transfer', to });
  });
  it('a reason naming another chain than the payment fills no payee', () => {
    const r = read(
      'I need to reimburse a colleague on Base. Her wallet address is 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin. Please send her 0.5 SOL from my Solana wallet.',
    );
    expect(r.kind).toBe('fail');
  });
});

describe('orders: cancels said with a courtesy first, orders not to go on with, and once-remarks', () => {
  it.each([
    'Thank you. Please cancel the weekly DEGEN purchase on Base.',
    'Thanks. Please cancel my weekly DEGEN purchase on Base.',
    'Great, thank you. Please cancel the weekly DEGEN purchase on Base. I no longer wish to continue with it.',
    'On reflection, I no longer wish to continue the daily WIF purchases on Solana that I arranged earlier. Please cancel that recurring order. If there are any other orders, kindly leave them as they are.',
    'I no longer wish to continue the daily WIF purchases on Solana.',
  ])('is a cancel, never a new order: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });
  it('"swap 1 eth. I no longer wish to continue with it." is no cancel and no swap', () => {
    const r = read('swap 1 eth for usdc on base. I no longer wish to continue with it.');
    expect(r.kind === 'intent' && r.intent.kind === 'swap').toBe(false);
  });
  it.each([
    'every day buy 10 usdc of eth on base. one time only.',
    'every day buy 10 usdc of eth on base, one time only',
    'every day buy 10 usdc of eth on base. A single purchase only.',
  ])('a repeating order said to run once is refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
  });
  it.each([
    'I would prefer not to buy right now, but I would like to schedule a purchase. Tomorrow at 09:00 UTC, please buy SOL on Solana with 100 USDC. Just the one purchase, not a recurring one.',
    'I should like to schedule a purchase rather than make it now. Tomorrow at 09:00 UTC, please buy ETH with 50 USDC on Base. A single purchase only; it should not repeat.',
  ])('a one-off order announced first and said to run once is asked back whole: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', trigger: { type: 'at' }, awaiting: 'confirm' } });
  });
  it('announced as scheduled, with no time said, nothing is bought now', () => {
    const r = read('I would prefer not to buy right now, but I would like to schedule a purchase. Please buy SOL on Solana with 100 USDC.');
    expect(r.kind).toBe('fail');
  });
});

describe("a bot's field names, shortened or swapped, and its own bookkeeping", () => {
  it.each([
    [
      'action=swap\nchain=ethereum\nfrom_tok=USDC\nto_tok=LINK\nqty=45\nslippage_bps=50\nstrategy_tag=momo-v2',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'LINK' },
    ],
    ['{"action":"swap","chain":"base","token_in":"USDC","token_out":"DEGEN","amt_in":25}', { kind: 'swap', tokenIn: 'USDC', amount: { value: '25' } }],
    ['query: price\nsymbols:\n  - WIF\nnetwork: solana\ncaller: tg-alert-bot\nchat_id: -100188234', { kind: 'price', tokens: ['WIF'] }],
    ['portfolio_snapshot --all-chains --format=table --requested-by=treasury-cron --run=2025-06-01T00:00Z', { kind: 'portfolio' }],
    ['{"task":"rebalance_leg","sell":"USDC","buy":"WETH","notional":200,"chain":"base","run":"nightly-03","retry":false}', { kind: 'swap', tokenOut: 'WETH' }],
  ])('%j', (prompt, intent) => {
    expect(pendingOf(prompt)).toMatchObject(intent);
  });
  it.each([
    'action=swap chain=base from_tok=USDC to_tok=ETH qty=5 created_by=0x5555555555555555555555555555555555555555',
    'action=swap chain=base from_tok=USDC to_tok=ETH qty=5 created_by=bob.eth',
  ])('a value that may say more is still refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("a learner's forms (non-native)", () => {
  it.each([
    ['Good day. I need make exchange 50 USDC to DEGEN, network is Base. Do it please, thanks in advance', { kind: 'swap', chain: 'base', tokenOut: 'DEGEN' }],
    ['Hola! please tell me how many USDC I am having in base chain, I need to know the balance before pay the rent', { kind: 'balance', chains: ['base'] }],
    ['how many USDC do I have on base before I pay the rent', { kind: 'balance' }],
    ['Tomorrow at 9h of the morning, buy SOL for 15 USDC on solana please. Not now, tomorrow!', { kind: 'automation-create', trigger: { type: 'at' } }],
    [
      'I am needing exactly 2 UNI on unichain, not more not less. Pay with ETH from my wallet only',
      { kind: 'swap', tokenIn: 'ETH', tokenOut: 'UNI', side: 'buy' },
    ],
    ['On base, make please two sendings: 10 USDC for alice.eth and 15 USDC for carol.base.eth', { kind: 'transfer-batch' }],
    [
      'Put one stop loss for my WETH on base: if price go down of 2800 dollars, sell all of it to USDC',
      { kind: 'automation-create', trigger: { type: 'price', direction: 'below', priceUsd: '2800' } },
    ],
    [
      'I want to put one order for buy ETH when the price fall until 2500 dollars, using 200 USDC, in the Base',
      { kind: 'automation-create', trigger: { type: 'price', direction: 'below', priceUsd: '2500' } },
    ],
  ])('%s', (prompt, intent) => {
    expect(pendingOf(prompt)).toMatchObject(intent);
  });
  it('a move said before paying the rent stays the move', () => {
    expect(pendingOf('send 5 usdc to bob.eth on base before i pay the rent')).toMatchObject({ kind: 'transfer', to: 'bob.eth' });
  });
});

describe('chat', () => {
  it('"tipping vitalik.eth 0.01 eth on mainnet ethereum" is a tip of 0.01 ETH to vitalik.eth', () => {
    expect(pendingOf('tipping vitalik.eth 0.01 eth on mainnet ethereum bc why not, he deserves it lmao')).toMatchObject({
      kind: 'transfer',
      to: 'vitalik.eth',
      token: 'ETH',
      amount: { value: '0.01' },
    });
  });
  it('"stop loss pls: if link drops below $12 sell 3 link …" is that stop loss', () => {
    expect(pendingOf('stop loss pls: if link drops below $12 sell 3 link for usdc on ethereum. cant afford another rug lol')).toMatchObject({
      kind: 'automation-create',
      trigger: { type: 'price', direction: 'below' },
    });
  });
});

describe("a batch's sum said again, with how it is split", () => {
  it.each([
    'Please send 30 USDC to bob.eth and 20 USDC to carol.base.eth on base. That is 50 USDC in total, split 30 and 20.',
    'Please send 30 USDC to bob.eth and 20 USDC to carol.base.eth on base. That is fifty USDC in total, split thirty and twenty.',
    'Could you please send 10 USDC to bob.eth and 10 USDC to carol.base.eth on Base. That is 20 USDC in total, split equally between the two of them.',
  ])('is no request of its own: %s', (prompt) => {
    expect(pendingOf(prompt)).toMatchObject({ kind: 'transfer-batch', chain: 'base' });
  });
  it('asked for its chain, the batch keeps its amounts', () => {
    expect(
      pendingOf('Please send 30 USDC to bob.eth and 20 USDC to carol.base.eth. That is fifty USDC in total, split thirty and twenty. Many thanks.'),
    ).toMatchObject({ kind: 'transfer-batch', amounts: ['30', '20'], awaiting: 'chain' });
  });
  it.each([
    'Please send 30 USDC to bob.eth and 20 USDC to carol.base.eth on base. That is fifty USDC in total, split twenty and thirty.',
    'Please send 30 USDC to bob.eth and 20 USDC to carol.base.eth on base. That is 50 USDC in total, split equally between the two of them.',
  ])('a split that does not agree is never passed over: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('voice and pasted', () => {
  it('"… no wait make it thirty bucks" corrects the amount to $30', () => {
    expect(pendingOf('swap twenty bucks of usdc into degen on base no wait make it thirty bucks')).toMatchObject({
      kind: 'swap',
      amount: { kind: 'usd', value: '30' },
    });
  });
  it('"tonight\'s on me" is who pays, no time to act at', () => {
    expect(pendingOf("send alice.eth and bob.eth 18 usdc each on base, tonight's on me")).toMatchObject({ kind: 'transfer-batch' });
  });
});

describe('an amount said again in brackets, with that it is not all', () => {
  it.each([
    'Please sell 2,000 DEGEN (two thousand, not all of it) for USDC on Base.',
    'Please sell 2000 DEGEN (two thousand) for USDC on Base.',
    'I have decided to trim my DEGEN position on Base somewhat. Please sell 2,000 DEGEN (two thousand, not all of it) for USDC on Base. The remainder should stay exactly where it is.',
  ])('is the amount once: %s', (prompt) => {
    expect(pendingOf(prompt)).toMatchObject({ kind: 'swap', tokenIn: 'DEGEN', amount: { kind: 'exact', value: '2000' } });
  });
  it('a bracket with another amount is still refused', () => {
    expect(read('Please sell 2000 DEGEN (three thousand) for USDC on Base.').kind).toBe('fail');
  });
});

describe('the token received, and the one it is not', () => {
  it.each([
    'sell 1 LINK and receive USDT, not USDC, on ethereum',
    'I would like to reduce my exposure to LINK on Ethereum slightly. Please sell 1 LINK and receive USDT in exchange, not USDC, as my bookkeeping is in USDT. One LINK only.',
  ])('%s', (prompt) => {
    expect(pendingOf(prompt)).toMatchObject({ kind: 'swap', tokenIn: 'LINK', tokenOut: 'USDT', amount: { value: '1' } });
  });
  it('the other token said elsewhere too is not passed over', () => {
    expect(read('sell 1 LINK and receive USDT, not USDC, on ethereum, then send the USDC to bob.eth').kind).not.toBe('intent');
  });
});

describe("a price order's remarks that say what it does anyway", () => {
  it.each([
    'buy LINK with 50 USDC on ethereum if the price of LINK falls to $12 or below. If it never gets there, I am content for nothing to happen.',
    "Please place a limit order on Base: if the price of ETH falls to 2,500 US dollars, buy ETH using 500 USDC. To confirm, I do not want to buy anything at today's price.",
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', trigger: { type: 'price' }, awaiting: 'confirm' } });
  });
});
