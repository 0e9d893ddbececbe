import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A bot's fields read by what they say (issue 16, held-out-15): bookkeeping that never changes what moves (who called,
 * which parts of the answer to show, a memo that is a paper's number, a take-profit reason, a reply layout beside an
 * order listing, a tool's `confirm: true`), field names read by their parts (`trigger_usd`, `sell_qty`, `spend_usdc`,
 * `tok`), API names for actions (`accumulate`, `payout.created`, `send_to`, `usd_value_of_holding`), nested objects
 * (`receive:{token,amount}`, `links:{…}`) and an immediate order's time in force on a trade made now. Anything that could
 * change the money (a memo with a limit, `confirm=false`, `tif=IOC` on a limit order, a report of a payout done, two
 * amounts) stays refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A4 = '0x4444444444444444444444444444444444444444';

describe('bookkeeping fields beside a request', () => {
  it.each([
    ['{"tool":"get_balance","args":{"chain":"base","asset":"USDC"},"caller":"treasury-watcher/v2"}', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['balance chain=base token=USDC requested_by=ops-dashboard', { kind: 'balance', tokens: ['USDC'] }],
    ['{"action":"price","asset":"LINK","agent":"risk-bot","session_id":"s-81"}', { kind: 'price', tokens: ['LINK'] }],
    ['{"cmd":"balance","chain":"base","token":"USDC","requestor":"ops"}', { kind: 'balance', tokens: ['USDC'] }],
    [
      '{"tool":"swap","args":{"from":"USDC","to":"DEGEN","amount":"25","chain":"base"},"meta":{"request_id":"a1","source":"tg-bot","ts":"2026-01-01T00:00:00Z"}}',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '25' } },
    ],
    ['{"action":"balance","chain":"base","token":"USDC","context":{"bot":"risk","version":"2"}}', { kind: 'balance', tokens: ['USDC'] }],
    ['{"op":"token_info","chain":"base","address":"0x4200000000000000000000000000000000000006","include":["price"]}', { kind: 'lookup', chain: 'base' }],
    [
      '{"op":"token_info","chain":"ethereum","contract":"0x514910771AF9Ca656af840dff83E8264EcF986CA","fields":["symbol","name","price"]}',
      { kind: 'lookup', chain: 'ethereum' },
    ],
    ['lookup(address="0x514910771AF9Ca656af840dff83E8264EcF986CA", chain="ethereum", columns="symbol,decimals")', { kind: 'lookup' }],
    [
      `{"type":"payout.created","data":{"network":"polygon","currency":"USDC","amount":"75.00","destination":"${A4}","memo":"invoice 2291"}}`,
      { kind: 'transfer', chain: 'polygon', token: 'USDC', amount: { value: '75.00' }, to: A4 },
    ],
    [`action=send token=USDC amount=5 chain=base to=${A4} memo="order no. 77"`, { kind: 'transfer', amount: { value: '5' }, to: A4 }],
    [`{"action":"transfer","chain":"base","token":"USDC","amount":"20","recipient":"${A4}","note":"ticket 5512"}`, { kind: 'transfer', to: A4 }],
    [
      'exec: sell 50 AERO -> USDC @ mkt chain=base reason="tp ladder rung 2"',
      { kind: 'swap', chain: 'base', tokenIn: 'AERO', tokenOut: 'USDC', amount: { value: '50' } },
    ],
    ['sell 50 AERO -> USDC chain=base reason=tp_ladder', { kind: 'swap', tokenIn: 'AERO', amount: { value: '50' } }],
    ['sell 0.2 ETH -> USDC @ base mkt why="sl hit"', { kind: 'swap', chain: 'base', tokenIn: 'ETH', amount: { value: '0.2' } }],
    ['action=swap from=ETH to=UNI amount=0.1 chain=unichain confirm=true', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'UNI' }],
    ['action=swap from=ETH to=UNI amount=0.1 chain=unichain dry_run=false', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'UNI' }],
    ['swap(from="USDC", to="ETH", amount=10, chain="base", user_agent="bot/1.0")', { kind: 'swap', tokenIn: 'USDC', amount: { value: '10' } }],
    [`{"action":"transfer","chain":"base","token":"USDC","amount":5,"to":"${A4}","description":"invoice 2291"}`, { kind: 'transfer', to: A4 }],
    ['{"action":"sell","token":"ETH","chain":"base","sell_pct":50}', { kind: 'swap', tokenIn: 'ETH', amount: { kind: 'fraction', value: 0.5 } }],
  ])('%s', (prompt, intent) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    expect(r.kind === 'intent' && r.intent).toMatchObject(intent);
  });

  it.each([['GET /orders?status=open&format=table'], ['list_orders status=open format=table'], ['GET /orders?status=open&fmt=csv&request_id=r-9']])(
    '%s lists the open orders',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
    },
  );

  it.each([
    [`action=send token=USDC amount=5 chain=base to=${A4} memo="only if under 20"`, 'UNKNOWN_FIELD'],
    [`action=send token=USDC amount=5 chain=base to=${A4} memo="max 20"`, 'UNKNOWN_FIELD'],
    ['sell 50 AERO -> USDC chain=base reason="buy eth later"', 'ONE_REQUEST'],
    ['action=swap from=ETH to=UNI amount=0.1 chain=unichain confirm=false', 'UNKNOWN_FIELD'],
    ['action=swap from=ETH to=UNI amount=0.1 chain=unichain dry_run=true', 'UNKNOWN_FIELD'],
    ['{"action":"price","asset":"LINK","fields":["ETH"]}', 'UNKNOWN_FIELD'],
    ['{"action":"balance","chain":"base","caller":"0x4444444444444444444444444444444444444444"}', 'UNKNOWN_FIELD'],
    ['GET /orders?status=filled&format=table', 'UNKNOWN_FIELD'],
    ['{"action":"swap","from":"USDC","to":"DEGEN","amount":"25","chain":"base","meta":{"note":"only if cheap"}}', 'ONE_REQUEST'],
    ['{"action":"swap","from":"USDC","to":"DEGEN","amount":"25","chain":"base","meta":{"max_slippage":"5%"}}', 'ONE_REQUEST'],
    [`{"action":"transfer","chain":"base","token":"USDC","amount":5,"to":"${A4}","description":"only if gas is low"}`, 'UNKNOWN_FIELD'],
  ])('%s stays refused', (prompt, code) => {
    const r = read(prompt);
    expect(r.kind === 'fail' && r.code).toBe(code);
  });
});

describe('field names read by their parts', () => {
  it.each([
    ['set_stop(chain="solana", token="WIF", trigger_usd=1.50, sell_qty=20)', { token: 'WIF', priceUsd: '1.50', amount: '20' }],
    ['stop_loss chain=solana token=WIF stop_usd=1.5 amount=20', { token: 'WIF', priceUsd: '1.5', amount: '20' }],
    ['{"kind":"stop","token":"SOL","chain":"solana","trigger_usd":120,"sell_qty":"2"}', { token: 'SOL', priceUsd: '120', amount: '2' }],
    ['{"type":"stop_loss","chain":"solana","token":"WIF","stop_px_usd":1.2,"qty":20}', { token: 'WIF', priceUsd: '1.2', amount: '20' }],
    ['TP chain=base tok=BRETT trigger=0.15 qty=500 side=sell out=USDC', { token: 'BRETT', priceUsd: '0.15', amount: '500' }],
    ['limit_sell chain=base tkn=BRETT px_usd=0.2 qty=100', { token: 'BRETT', priceUsd: '0.2', amount: '100' }],
  ])('%s', (prompt, want) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind).toBe('automation-create');
    if (r.kind !== 'intent' || r.intent.kind !== 'automation-create') return;
    expect(r.intent.trigger).toMatchObject({ type: 'price', token: want.token, priceUsd: want.priceUsd });
    expect(r.intent.action).toMatchObject({ kind: 'swap', tokenIn: want.token, amount: { value: want.amount } });
  });

  it.each([
    ['{"job":"deferred_buy","run_in":"2h","chain":"solana","buy":"SOL","spend_usdc":100}', 'SOL'],
    ['action=buy token=ETH spend_usdc=50 chain=base delay=30m', 'ETH'],
    ['{"action":"buy","token":"DEGEN","pay_usdc":25,"chain":"base","run_in":"1h"}', 'DEGEN'],
  ])('%s spends that much of the token its name says', (prompt, bought) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind === 'automation-create' && r.intent.action).toMatchObject({ tokenIn: 'USDC', tokenOut: bought });
  });

  it.each([
    ['{"action":"buy","chain":"base","token":"ETH","usdc_amount":50}', { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '50' } }],
    ['{"action":"swap","chain":"base","token_in":"USDC","token_out":"ETH","amount_in_usdc":50}', { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '50' } }],
    ['{"action":"sell","chain":"base","token":"ETH","eth_amount":0.1}', { tokenIn: 'ETH', amount: { value: '0.1' } }],
    ['{"kind":"swap","chain":"base","from":"USDC","to":"ETH","amount":5}', { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '5' } }],
    ['sell_all(token="DEGEN", chain="base", to="USDC")', { tokenIn: 'DEGEN', tokenOut: 'USDC', amount: { kind: 'fraction', value: 1 } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it.each([
    'sell_all(token="DEGEN", chain="base", amount=5)',
    '{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","deadline":"60s"}',
    '{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5","ttl":"30s"}',
  ])('%s stays refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('reads spend_usdc on a trade made now', () => {
    expect(read('action=buy token=ETH spend_usdc=50 chain=base')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '50' } },
    });
  });

  it.each([
    'action=buy token=ETH spend_pepe=abc chain=base',
    'action=buy token=ETH max_spend_usdc=50 chain=base',
    'action=buy token=ETH limit_usd=50 chain=base',
  ])('%s stays refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('API names and nested objects', () => {
  it.each([
    [
      '{"intent":"accumulate","asset":"cbBTC","chain":"base","funding":{"asset":"USDC","amount":500}}',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { value: '500' } },
    ],
    ['accumulate token=ETH spend=100USDC chain=base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
    [`{"type":"transfer.requested","chain":"base","token":"USDC","amount":"3","to":"${A4}"}`, { kind: 'transfer', to: A4 }],
    [`{"type":"withdrawal.requested","data":{"network":"base","currency":"USDC","amount":"5","destination":"${A4}"}}`, { kind: 'transfer', to: A4 }],
    [`{"type":"payment.approved","network":"base","token":"USDC","amount":"9","destination":"${A4}"}`, { kind: 'transfer', amount: { value: '9' } }],
    [
      '{"op":"buy_exact_out","chain":"ethereum","receive":{"token":"LINK","amount":"3"},"pay_with":"ETH"}',
      { kind: 'swap', tokenIn: 'ETH', tokenOut: 'LINK', amount: { value: '3' }, side: 'buy' },
    ],
    ['{"op":"swap","chain":"ethereum","out":{"asset":"LINK","qty":"3"},"in":"ETH"}', { kind: 'swap', tokenOut: 'LINK', side: 'buy', amount: { value: '3' } }],
    [
      'POST /hooks/purser {"event":"risk.exposure_check","chain":"ethereum","asset":"LINK","want":"usd_value_of_holding"}',
      { kind: 'portfolio', tokens: ['LINK'], chains: ['ethereum'] },
    ],
    ['{"chain":"ethereum","asset":"LINK","want":"price"}', { kind: 'price', tokens: ['LINK'] }],
    ['action=value_of_holding token=UNI chain=unichain', { kind: 'portfolio', tokens: ['UNI'] }],
    [
      '{"tool":"launch_token","chain":"base","name":"Orbit Cat","ticker":"OCAT","description":"a cat in orbit","links":{"website":"https://orbitcat.xyz","x":"https://x.com/orbitcatbase"}}',
      { kind: 'launch', symbol: 'OCAT', websiteUrl: 'https://orbitcat.xyz', twitterUrl: 'https://x.com/orbitcatbase' },
    ],
    ['{"action":"launch","chain":"base","name":"Moon Dog","symbol":"MDOG","socials":{"tg":"https://t.me/mdog"}}', { kind: 'launch', symbol: 'MDOG' }],
    [
      'side=BUY sym=PEPE venue=ethereum quote=USDC notional=40 tif=IOC',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'PEPE', amount: { kind: 'usd', value: '40' } },
    ],
    ['action=sell token=ETH amount=0.1 chain=base time_in_force=FOK', { kind: 'swap', tokenIn: 'ETH', amount: { value: '0.1' } }],
  ])('%s', (prompt, intent) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    expect(r.kind === 'intent' && r.intent).toMatchObject(intent);
  });

  it.each(['send_to(name="mike", amount=10, token="USDC", chain="base")', '{"action":"pay","contact":"mike","amount":10,"token":"USDC","chain":"base"}'])(
    '%s asks for the address',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to' } });
    },
  );

  it.each([
    [`{"type":"payout.completed","data":{"network":"polygon","currency":"USDC","amount":"75","destination":"${A4}"}}`],
    [`{"type":"withdrawal.completed","data":{"network":"base","currency":"USDC","amount":"5","destination":"${A4}"}}`],
    [`{"type":"payment.sent","network":"polygon","token":"USDC","amount":"75","destination":"${A4}"}`],
    ['{"op":"buy","chain":"ethereum","receive":{"token":"LINK","amount":3},"pay_with":"ETH","amount":0.1}'],
    ['action=swap chain=ethereum from=ETH to=LINK amount_out=3 amount=0.1'],
    ['action=buy token=PEPE chain=ethereum price=0.00001 amount_usd=40 tif=IOC'],
    ['side=BUY sym=PEPE venue=ethereum quote=USDC notional=40 tif=GTD'],
    [`send_to(name="mike", to="${A4}", amount=10, token="USDC", chain="base")`],
    ['{"currency":"EUR","action":"balance","chain":"base"}'],
  ])('%s moves nothing', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
