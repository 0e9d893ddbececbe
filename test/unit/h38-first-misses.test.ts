import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * held-out-38's first misses (issue 16). First the one that moved funds differently from what was asked: a bot's limit
 * entry (`"strategy":"limit_entry"`, its price still `null`) was read as a swap made now, its strategy set aside as the
 * bot's label, and $500 of USDC was spent at the market price.
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const on = (...prompts: string[]) => onThreadAt(now, ...prompts);

describe('a field that names an order is never set aside as a label', () => {
  const entry = '{"strategy":"limit_entry","chain":"base","buy":"ETH","pay":"USDC","notional":500,"limit_px":null}';
  it('a limit entry with no price yet asks for it, and sets up the order when it comes', () => {
    expect(read(entry)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
    expect(on(entry, '{"limit_px":2500}')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'price', token: 'ETH', direction: 'below', priceUsd: '2500' } },
    });
  });

  it.each([
    '{"strategy":"breakout_stop","chain":"base","buy":"ETH","pay":"USDC","notional":50}',
    '{"mode":"take_profit","chain":"base","sell":"ETH","amount":0.01,"receive":"USDC"}',
    'swap 20 usdc for eth on base plan=dca_weekly',
    '{"chain":"base","buy":"ETH","pay":"USDC","notional":50,"trigger_when":"dip"}',
  ])('is never a trade made now: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'swap', JSON.stringify(got)).toBe(false);
  });

  it.each([
    'strategy=momentum chain=solana buy=WIF notional_usdc=75 slippage_bps=50 tp=none sl=none',
    'exec side=SELL base_asset=UNI qty=2 quote_asset=USDC chain=ethereum tif=IOC strat_id=tp_ladder_3',
  ])('a label or a setting said empty stays one: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap' } });
  });
});

/** The order read, as an intent or asked back whole for a yes. */
const orderOf = (prompt: string) => {
  const got = read(prompt);
  return got.kind === 'intent' ? got.intent : got.kind === 'ask' && got.pending.awaiting === 'confirm' ? got.pending : undefined;
};

describe('careful orders beside sentences that only say what an order is', () => {
  it.each([
    [
      "I should like to place a limit order on Base, please. The instruction is as follows: if the price of ETH falls to $2,500 or lower, buy ETH using 200 USDC. I do not want anything bought at today's price, only if and when that level is reached.",
      { type: 'price', priceUsd: '2500' },
    ],
    [
      'I would like to take some profit on Solana should SOL rise. Specifically: when the price of SOL reaches $200, sell one (1) SOL for USDC. Until that price is reached, nothing should happen.',
      { type: 'price', priceUsd: '200' },
    ],
    [
      "Could you schedule a purchase for me on Base? Tomorrow at 09:00 UTC, please buy cbBTC with twenty (20) USDC. I do not want it bought now, only at the time I've mentioned.",
      { type: 'at' },
    ],
    [
      'I hold some WIF on Solana and I am nervous about a sharp fall. Could you please set a stop loss so that 20 WIF is sold for USDC if the price of WIF drops below $1.50? I do not want it sold before then.',
      { type: 'price', priceUsd: '1.50', direction: 'below' },
    ],
    [
      'I would like to start a regular savings plan on Solana. Every Monday, please buy $20 worth of SOL using USDC. I understand I can cancel this at any time, and I will let you know if I wish to.',
      { type: 'every' },
    ],
    [
      'I should like to schedule a single purchase, not a recurring one. Tomorrow at 9:00 in the morning UTC, please buy cbBTC on Base using 30 USDC. Only once; I will decide about further purchases myself.',
      { type: 'at', at: '2026-11-30T09:00:00.000Z' },
    ],
  ])('%s', (prompt, trigger) => {
    expect(orderOf(prompt)).toMatchObject({ kind: 'automation-create', trigger });
  });

  it.each([
    // The kind named before is not the order read after.
    'I should like to schedule a recurring purchase on Base, please. Tomorrow at 09:00 UTC, buy cbBTC with 20 USDC.',
    // A one-off said to be no repetition, beside a repetition.
    'I should like to schedule a single purchase, not a recurring one. Every Monday, please buy cbBTC on Base using 30 USDC.',
    // Nothing bought today, beside a time today.
    'Today at 15:00 UTC, buy cbBTC on Base with 20 USDC. Please do not buy anything today.',
  ])('a sentence that disagrees with the order is no remark: %s', (prompt) => {
    expect(read(prompt).kind === 'intent').toBe(false);
  });
});

describe('everyday forms of held-out-38', () => {
  it('"not gonna sit and watch charts all day lol" is why an order is set, no time of it', () => {
    expect(read('if eth dips to 2500 buy it w 200 usdc on base pls, not gonna sit and watch charts all day lol')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'price', priceUsd: '2500' } },
    });
  });

  it('an answer with chat fillers and an apology is the amount', () => {
    expect(on('need to pay bob.eth back, base usdc', 'oh lol 15 usdc sorry forgot to say')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', to: 'bob.eth', amount: { value: '15' } },
    });
  });

  it('"ok im doing it 🚀" before a launch is resolve, no other request', () => {
    expect(read('ok im doing it 🚀 launch a token on base, name Couch Potato, ticker SPUD')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'launch', name: 'Couch Potato', symbol: 'SPUD' },
    });
  });

  it('"no need of details" asks for no lookup', () => {
    expect(read('What is my total portfolio worth, in all the chains together? Please tell me in dollars only, no need of details')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'portfolio' },
    });
  });

  it('"I am need exactly 2 UNI … Pay it from my ETH" is the exact buy', () => {
    expect(read('I am need exactly 2 UNI on ethereum. Pay it from my ETH please')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'UNI', side: 'buy' },
    });
  });

  it('"by" heard for "buy" before an amount opens a buy; "by" elsewhere is no verb', () => {
    expect(read('by uh point zero one eth of brett on base no wait make that point zero two eth')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'BRETT', amount: { value: '0.02' }, awaiting: 'confirm' },
    });
    expect(read('by the way what is the price of eth')).toMatchObject({ kind: 'intent', intent: { kind: 'price' } });
  });

  it('"so twenty total" after a batch is its sum said again; another sum is no remark', () => {
    expect(read('um send ten u s d c each to alice dot eth and bob dot eth on base so twenty total')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer-batch' },
    });
    expect(read('um send ten u s d c each to alice dot eth and bob dot eth on base so thirty total').kind === 'intent').toBe(false);
  });

  it('"makes sense," before the move is agreement, the move read after it (and asked for its amount)', () => {
    expect(read('makes sense, unwrap some of my WPOL on polygon')).toMatchObject({ kind: 'ask', pending: { kind: 'unwrap', awaiting: 'amount' } });
    // (After a paste on the same line, not at a line's start.)
    expect(read('saw this in a reddit thread: "unwrap some WPOL for gas, native POL pays fees". makes sense, unwrap some of my WPOL on polygon')).toMatchObject(
      { kind: 'ask', pending: { kind: 'unwrap', awaiting: 'amount' } },
    );
    // (Whole, it is asked back for a yes: "makes sense" is read by no reader of the move.)
    expect(read('makes sense, unwrap 4 WPOL on polygon')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'unwrap', amount: { value: '4' }, awaiting: 'confirm' },
    });
  });

  it('"put a stop at 1.50" names a stop-loss, no cancel; "stop my daily buy" still cancels', () => {
    const got = read("friend says: 'put a stop at 1.50 on your WIF'\n\nok, stop loss on all my WIF on solana at $1.50");
    expect(got.kind === 'fail' && got.code === 'AUTOMATION_AMBIGUOUS').toBe(false);
    expect(read('stop my daily bonk buy')).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });

  it('"after two hours from now" is in two hours', () => {
    expect(orderOf('After two hours from now, buy ETH for me with 40 USDC on base.')).toMatchObject({
      kind: 'automation-create',
      trigger: { type: 'at', at: '2026-11-29T14:00:00.000Z' },
    });
  });
});

describe("a bot's field names of held-out-38", () => {
  it.each([
    [
      '{"type":"payout","dest_name":"vitalik.eth","currency":"USDC","value":"25","l1":"ethereum","memo":"grant tranche 2","invoice":"INV-00981"}',
      { kind: 'transfer', chain: 'ethereum', token: 'USDC', to: 'vitalik.eth', amount: { value: '25' } },
    ],
    [
      '{"side":"buy","asset":"BRETT","chain":"base","funding_asset":"ETH","funding_value_usd":40,"bot":"degen-rotator","seq":1193}',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'BRETT', amount: { kind: 'usd', value: '40' } },
    ],
    [
      '{"order_type":"limit_buy","chain":"ethereum","token":"WBTC","trigger_px_usd":55000,"size_usdc":200,"tif":"GTC","client_oid":"lb-0192"}',
      {
        kind: 'automation-create',
        action: { tokenIn: 'USDC', tokenOut: 'WBTC', amount: { value: '200' } },
        trigger: { direction: 'below', priceUsd: '55000' },
      },
    ],
    [
      '{"task":"deploy_token","chain":"base","token":{"display_name":"Kettle Labs","ticker":"KTTL","about":"tea-powered memecoin","web":"https://kettlelabs.xyz"}}',
      { kind: 'launch', name: 'Kettle Labs', symbol: 'KTTL', description: 'tea-powered memecoin', websiteUrl: 'https://kettlelabs.xyz' },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('a careful move beside remarks its readers did not take, which only agree with it', () => {
  const move = 'On Ethereum, I would like to sell three (3) of my UNI tokens and receive USDC in exchange.';
  it('is asked back whole for a yes, naming them', () => {
    expect(read(`${move} Only 3 UNI, please; the rest should remain as they are.`)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'UNI', tokenOut: 'USDC', amount: { value: '3' }, awaiting: 'confirm' },
    });
  });

  it.each([
    `${move} Only 2 UNI, please; the rest should remain as they are.`,
    `${move} Only if the price is good; the rest should remain as they are.`,
    `${move} Only 3 UNI, please; the rest should go to bob.eth.`,
    `${move} Actually, please do not sell them.`,
  ])('never when a remark names another figure, a condition, a payee or takes it back: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' || (got.kind === 'ask' && got.pending.awaiting === 'confirm'), JSON.stringify(got)).toBe(false);
  });
});

describe('more everyday forms of held-out-38', () => {
  it('a name said, then spelled out as the same name, is one recipient', () => {
    expect(read('okay send point one eth on ethereum to vitalik dot eth v i t a l i k dot eth')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', to: 'vitalik.eth', amount: { value: '0.1' } },
    });
  });

  it('"fine she\'s right," opening the person\'s own line under a paste is agreement; the cancel is read', () => {
    expect(
      read('email from my partner lol:\n\n"Babe. The daily BONK thing. Please. Stop it."\n\nfine she\'s right, cancel my recurring bonk buy on solana'),
    ).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', match: { kind: 'recurring', token: 'BONK' } } });
  });
});

describe('a share of one token in words, then its figure in a bracket', () => {
  it.each([
    ['Please send a quarter of a SOL (0.25 SOL) on Solana to the following address: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin.', '0.25'],
    ['swap half an ETH (0.5 ETH) for USDC on base', '0.5'],
    ['Please exchange three quarters of one SOL (0.75) for JUP on solana.', '0.75'],
  ])('is that figure: %s', (prompt, value) => {
    const got = read(prompt);
    expect(got.kind === 'intent' ? (got.intent as { amount?: { value?: string } }).amount?.value : got).toBe(value);
  });

  it.each([
    'Please send a quarter of a SOL (0.3 SOL) on Solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin.',
    'swap half an ETH (0.5 USDC) for USDC on base',
  ])('a bracket that says another figure or token is never taken: %s', (prompt) => {
    expect(read(prompt).kind === 'intent').toBe(false);
  });
});
