import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { fieldsLine } from '../../lib/agent/interpreter/structured-prompt.ts';

/**
 * What a bot's fields say of money besides a token amount (issue 16, red-team W13): a field that says dollars is
 * dollars, a field that says what is paid counts the token paid with (asked when none is named), another currency is
 * refused, and a bare slippage number too high to be a percent a bot means is refused.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));

describe('a field that says dollars is a dollar amount, never the token bought', () => {
  it.each([
    ['side=buy token=degen size_usd=100 chain=base', 'DEGEN', '100'],
    ['side=buy token=degen notional=100 chain=base', 'DEGEN', '100'],
    ['side=buy token=degen usd=100 chain=base', 'DEGEN', '100'],
    ['side=buy token=uni notional=50 chain=ethereum', 'UNI', '50'],
    ['side=buy token=eth notional=100 chain=base', 'ETH', '100'],
    ['side=buy token=degen value_usd=100 chain=base', 'DEGEN', '100'],
    ['side=buy token=degen usd_value=40 chain=base', 'DEGEN', '40'],
    ['side=buy token=degen spend_usd=25 chain=base', 'DEGEN', '25'],
    ['mode=buy asset=brett dollars=20 network=base', 'BRETT', '20'],
    ['{"side":"buy","token":"degen","notional":100,"chain":"base"}', 'DEGEN', '100'],
    ['side: buy | token: DEGEN | size_usd: 100 | chain: base', 'DEGEN', '100'],
    ['action=buy token=degen amount_usd=100 chain=base', 'DEGEN', '100'],
    ['--side buy --token degen --notional 100 --chain base', 'DEGEN', '100'],
    ['trade --side buy --token degen --size-usd 100 --chain base', 'DEGEN', '100'],
  ])('%s', (prompt, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut, amount: { kind: 'usd', value } } });
  });

  it.each([
    ['side=sell token=eth notional=300 chain=base', '300'],
    ['side=sell token=degen size_usd=20 chain=base', '20'],
  ])('a sell sized in dollars: %s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', side: 'sell', amount: { kind: 'usd', value } } });
  });
});

describe('a field that says what is paid counts the token paid with', () => {
  it.each([
    ['side=buy token=degen spend=100 pay=usdc chain=base', 'USDC', '100'],
    ['side=buy token=degen spend=100usdc chain=base', 'USDC', '100'],
    ['side=buy token=degen spend=100 USDC chain=base', 'USDC', '100'],
    ['side=buy token=degen quote=usdc quote_qty=100 chain=base', 'USDC', '100'],
    ['side=buy token=degen quote_amount=75USDC chain=base', 'USDC', '75'],
    ['action=buy token=degen amount_in=100 pay_with=usdc chain=base', 'USDC', '100'],
    ['action=buy token=degen budget=50 with=usdc chain=base', 'USDC', '50'],
    ['action=buy token=degen cost=25usdc chain=base', 'USDC', '25'],
    ['side=buy token=aero pay_amount=30 pay=usdc chain=base', 'USDC', '30'],
    ['{"side":"buy","product_id":"DEGEN-USDC","funds":"100","chain":"base"}', 'USDC', '100'],
    ['side=buy pair=DEGEN/USDC funds=100 chain=base', 'USDC', '100'],
    // On a buy, an amount in a token other than the one bought is what is paid.
    ['action=buy token=degen amount=25usdc chain=base', 'USDC', '25'],
    ['action=buy token=degen amount=25usdc pay_with=usdc chain=base', 'USDC', '25'],
    ['action=buy spend=USDC amount=25usdc token=degen chain=base', 'USDC', '25'],
    ['action=buy token=degen amount=0.01 eth chain=base', 'ETH', '0.01'],
  ])('%s', (prompt, tokenIn, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, amount: { kind: 'exact', value }, side: 'sell' } });
  });

  it.each([
    ['side=buy token=degen spend=$100 chain=base', '100'],
    ['side=buy token=degen budget=$40 chain=base', '40'],
    ['side=buy token=degen quote=usd quote_qty=100 chain=base', '100'],
  ])('in dollars when it says so: %s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'DEGEN', amount: { kind: 'usd', value } } });
  });

  // "100": 100 DEGEN, $100, or 100 of a token paid with? Asked, never picked.
  it.each([
    'side=buy token=degen spend=100 chain=base',
    'side=buy token=degen quote_qty=100 chain=base',
    'side=buy token=degen quote_amount=100 chain=base',
    'side=buy token=degen cost=100 chain=base',
    'side=buy token=degen budget=100 chain=base',
    'action=buy token=degen amount_in=100 chain=base',
    'side=buy token=degen spend_amount=100 chain=base',
    'action=buy token=degen pay=100 chain=base',
    '{"side":"buy","token":"degen","spend":100,"chain":"base"}',
    'side=sell token=eth quote_qty=300 chain=base',
    '{"symbol":"DEGEN","side":"BUY","quoteOrderQty":100,"chain":"base"}',
    'side=buy token=degen funds=100 chain=base',
    '--side buy --token degen --spend 100 --chain base',
    // `currency=usd` beside a bare amount: 100 DEGEN, or $100?
    'side=buy token=degen amount=100 currency=usd chain=base',
    'action=buy token=degen amount=100 denom=usd chain=base',
    'action=swap from=eth to=usdc amount=1 currency=usd chain=base',
    // `spend=USDC amount=25` on a buy: 25 USDC spent, or 25 bought?
    '{"action":"buy","spend":"USDC","amount":"25","token":"cbBTC","chain":"base"}',
    'action=buy spend=USDC amount=25 token=degen chain=base',
  ])('asks when no field says the unit: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount' } });
  });

  it.each([
    ['action=buy chain=base token=DEGEN amount=1000DEGEN pay_with=USDC', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '1000' }, side: 'buy' }],
    ['side=buy token=degen amount=100 chain=base', { tokenOut: 'DEGEN', amount: { value: '100' }, side: 'buy' }],
    ['action=swap from=usdc to=eth amount_in=100 chain=base', { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '100' }, side: 'sell' }],
    ['action=swap chain=base from=0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913 to=ETH amount=15', { tokenIn: 'USDC', amount: { value: '15' } }],
    ['side=sell token=eth quote=usdc quote_qty=300 chain=base', { tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '300' }, side: 'buy' }],
    ['side=buy base=UNI quote=USDC quote_amt=75 chain=ethereum', { tokenIn: 'USDC', tokenOut: 'UNI', amount: { value: '75' }, side: 'sell' }],
    ['side=sell token=eth amount=0.5 chain=base', { tokenIn: 'ETH', amount: { value: '0.5' }, side: 'sell' }],
    ['action=swap side=buy token=degen amount=100 chain=base', { tokenOut: 'DEGEN', amount: { value: '100' }, side: 'buy' }],
    ['action=buy token=degen amount=25degen chain=base', { tokenOut: 'DEGEN', amount: { value: '25' }, side: 'buy' }],
    ['action=buy pay_with=USDC amount=25degen token=degen chain=base', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '25' }, side: 'buy' }],
    ['{"spend":"USDC","amount":"25","buy":"cbBTC","chain":"base"}', { tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { value: '25' }, side: 'sell' }],
    ['action=swap side=buy from=usdc to=wbtc amount=0.01wbtc chain=ethereum', { tokenIn: 'USDC', tokenOut: 'WBTC', amount: { value: '0.01' }, side: 'buy' }],
    ['action=trade side=buy token=degen spend=50 pay=usdc chain=base', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '50' }, side: 'sell' }],
  ])('near misses read as before: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it.each([
    'action=sell spend=USDC amount=25 token=degen chain=base',
    'action=buy token=degen amount=25usdt pay_with=usdc chain=base',
    'side=sell token=eth budget=100 chain=base',
    'side=sell pair=ETH/USDC funds=100 chain=base',
    'side=buy token=degen spend=100 pay=usdc amount=5 chain=base',
  ])('refuses what it cannot count: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS' });
  });
});

describe('a buy signal whose size says no unit asks it', () => {
  it.each([
    '🟢 BUY SIGNAL 🟢\nToken: BRETT\nChain: Base\nSize: 75\nType: market',
    'SIGNAL | LONG | BRETT | base | size=20',
    '📣 BUY SIGNAL: PEPE | chain=ethereum | entry=market | size=100',
    'Buy signal: BONK\nchain: solana\nsize: 25',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount' } });
  });

  it.each([
    ['SIGNAL | LONG | BRETT | base | size=$20', { tokenOut: 'BRETT', amount: { kind: 'usd', value: '20' } }],
    ['SIGNAL | LONG | BRETT | base | size=20 USDC', { tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'exact', value: '20' } }],
    ['SIGNAL | SELL | ETH | base | size=0.5', { tokenIn: 'ETH', amount: { kind: 'exact', value: '0.5' }, side: 'sell' }],
    ['SIGNAL | LONG | BRETT | base | size_usd=20', { tokenOut: 'BRETT', amount: { kind: 'usd', value: '20' } }],
  ])('with its unit it is read: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });
});

describe('another currency than the dollar is refused', () => {
  it.each([
    'action=buy token=degen usd_value=€50 chain=base',
    'action=buy token=degen amount=50EUR chain=base',
    'side=buy token=degen amount=50 currency=eur chain=base',
    'side=buy token=degen amount_eur=50 chain=base',
    'side=buy token=degen amount=£20 chain=base',
    'side=buy token=degen notional=¥1000 chain=base',
    'side=buy token=degen size=C$20 chain=base',
    'side=buy token=degen value_gbp=10 chain=base',
    '{"action":"buy","token":"degen","amount_usd":"€50","chain":"base"}',
    'side=sell token=eth notional=300 fiat=gbp chain=base',
    'limit_buy token=eth usd_value=€100 price=2500 chain=base',
    'limit_buy token=eth amount_eur=100 price=2500 chain=base',
    'action=recurring_buy token=eth usd=£20 every=day chain=base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
  });

  it('a currency after a space is no token either', () => {
    expect(read('side=buy token=degen amount=50 eur chain=base')).toMatchObject({ kind: 'fail' });
    expect(read('side=buy token=degen amount=50 gbp chain=base')).toMatchObject({ kind: 'fail' });
  });

  it.each([
    ['side=buy token=degen amount=50usd chain=base', 'usd'],
    ['side=buy token=degen amount=$50 chain=base', 'usd'],
    ['side=buy token=degen usd=50 currency=usd chain=base', 'usd'],
  ])('dollars stay dollars: %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', amount: { kind, value: '50' } } });
  });

  it('a dollar field beside a sentence stays code, never a token amount', () => {
    for (const prompt of ['buy degen on base amount_usd=100', 'buy degen on base notional=100', 'buy degen on base quote_qty=100'])
      expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('a bare slippage number above 5 is refused, its unit said is read', () => {
  it.each([
    'limit_buy token=eth amount=0.1 price=2500 chain=base slippage=50',
    'limit buy ETH @2500 size=1000 USDC chain=base slippage=20',
    'action=buy token=degen amount=100 chain=base slippage=50',
    'action=swap from=usdc to=eth amount=10 chain=base slippage=10',
    'swap in=eth out=usdc amt=1 chain=base slip=30',
    'side=buy token=degen notional=20 chain=base max_slippage=25',
    '{"action":"swap","from":"usdc","to":"eth","amount":10,"chain":"base","slippage":100}',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_SLIPPAGE' });
  });

  it.each([
    ['action=buy token=degen amount=100 chain=base slippage=5', 500],
    ['action=buy token=degen amount=100 chain=base slippage=0.5', 50],
    ['action=buy token=degen amount=100 chain=base slippage=50bps', 50],
    ['action=buy token=degen amount=100 chain=base slippage_bps=50', 50],
    ['action=swap from=usdc to=eth amount=10 chain=base bps=30', 30],
    ['action=swap from=usdc to=eth amount=10 chain=base slippage=3%', 300],
  ])('%s', (prompt, slippageBps) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', slippageBps } });
  });
});

describe('a line made only of fields is one request, read or refused whole', () => {
  it.each([
    'cron="*/5 * * * *" job=buy token=degen amount=100 chain=base',
    'side=buy token=degen size_usd=100 chain=base',
    '{"action":"swap","from":"usdc","to":"eth","amount":10}',
    'note="just testing" action=buy token=degen amount=100 chain=base',
  ])('%s', (prompt) => {
    expect(fieldsLine(prompt)).toBe(true);
  });

  it.each(['swap 5 usdc for eth on base slippage=1', 'my bot said "buy 100 degen" chain=base', 'chain=base', 'buy degen on base amount_usd=100'])(
    'not: %s',
    (prompt) => {
      expect(fieldsLine(prompt)).toBe(false);
    },
  );

  it.each(['comment=paper_trade action=buy token=degen amount=100 chain=base', 'memo=simulation side=buy token=degen notional=20 chain=base'])(
    'a note that doubts the request is refused by name: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD', message: expect.stringMatching(/words a limit, a doubt/) });
    },
  );

  it.each([
    'note="just testing" action=buy token=degen amount=100 chain=base',
    'memo="dry run" action=swap from=usdc to=eth amount=5 chain=base',
    'comment=paper_trade action=buy token=degen amount=100 chain=base',
    'note=simulation side=buy token=degen notional=20 chain=base',
  ])('a note that doubts the request is meant never lets it run: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent' });
  });

  it.each(['note="weekly rebalance" action=buy token=degen amount=100 chain=base', 'reason=rebalance action=buy token=degen amount=100 chain=base'])(
    'a note that only explains it is set aside: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'DEGEN' } });
    },
  );

  it('refuses a schedule it cannot read rather than drop it', () => {
    expect(read('cron="*/5 * * * *" job=buy token=degen amount=100 chain=base')).not.toMatchObject({ kind: 'intent' });
  });
});
