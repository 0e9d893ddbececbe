import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bot bodies held-out-28 missed (issue 16), each read as a class: a setting whose one value changes nothing
 * (`reply_format: plain`, `nonce=auto`) and a notional counted in a token (`notional_ccy=USDC`).
 */
const now = new Date('2026-11-28T03:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a setting at the one value that changes nothing is set aside; at any other it is refused', () => {
  it.each([
    ['task: trending\nnetwork: solana\nlimit: 5\nreply_format: plain', { kind: 'trending', chains: ['solana'], limit: 5 }],
    [
      'xfer dest=vitalik.eth asset=ETH size=0.004 chain=ethereum nonce=auto',
      { kind: 'transfer', chain: 'ethereum', token: 'ETH', amount: { kind: 'exact', value: '0.004' }, to: 'vitalik.eth' },
    ],
    [
      'xfer dest=vitalik.eth asset=ETH size=0.004 chain=ethereum',
      { kind: 'transfer', chain: 'ethereum', token: 'ETH', amount: { kind: 'exact', value: '0.004' }, to: 'vitalik.eth' },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A nonce set by hand could replace another transaction; a reply layout that is a currency is no layout.
    'xfer dest=vitalik.eth asset=ETH size=0.004 chain=ethereum nonce=42',
    'task: trending\nnetwork: solana\nreply_format: usd',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a notional with its unit named is that many of the unit', () => {
  it.each([
    [
      'side=BUY sym=UNI notional=60 notional_ccy=USDC net=unichain tif=IOC strat=mom_v2',
      { kind: 'swap', chain: 'unichain', tokenIn: 'USDC', tokenOut: 'UNI', amount: { kind: 'exact', value: '60' } },
    ],
    // With no unit a notional counts dollars.
    ['side=BUY sym=UNI notional=60 net=unichain', { kind: 'swap', chain: 'unichain', tokenOut: 'UNI', amount: { kind: 'usd', value: '60' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A second amount beside the notional: which one counts is not certain.
    'side=BUY sym=UNI notional=60 notional_ccy=USDC size=5 net=unichain',
    // A unit that is no token.
    'side=BUY sym=UNI notional=60 notional_ccy=EUR net=unichain',
  ])('not made: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('the amount paid with its token in a field of its own', () => {
  it.each([
    ["schedule: cron='0 12 * * 1' tz=UTC action=buy asset=ETH chain=base spend=20 spend_ccy=USDC", 'automation-create'],
    ['action=buy asset=ETH chain=base spend=20 spend_ccy=USDC', 'swap'],
  ])('%s', (prompt, kind) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'intent', intent: { kind } });
    const intent = got.kind === 'intent' ? got.intent : undefined;
    const trade = intent && 'action' in intent ? intent.action : intent;
    expect(trade).toMatchObject({ chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '20' } });
  });

  it('a unit that is no token is refused', () => {
    expect(read("schedule: cron='0 12 * * 1' tz=UTC action=buy asset=ETH chain=base spend=20 spend_ccy=USD").kind).toBe('fail');
  });
});

describe('a creator-fee read filtered to what it shows anyway', () => {
  it('status=unclaimed', () => {
    expect(read('q=creator_fees chain=base scope=all_tokens status=unclaimed')).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check' } });
  });
  it.each(['q=creator_fees chain=base status=claimed', 'q=creator_fees chain=base status=history'])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('wrapping trades one for one: an amount beside the token paid is the same on either side', () => {
  it.each([
    ['2026-11-28 02:20:11 [strategy:meanrev] EXEC BUY WETH chain=base size=0.01 funding=ETH', { kind: 'wrap', chain: 'base', token: 'ETH' }],
    ['action=buy token=ETH chain=base amount=0.01 pay_with=WETH', { kind: 'unwrap', chain: 'base', token: 'WETH' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { ...intent, amount: { kind: 'exact', value: '0.01' } } });
  });

  it('any other pair: spent or bought is asked', () => {
    expect(read('EXEC BUY DEGEN chain=base size=0.01 funding=ETH')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

describe('a pair quoted in dollars names its token', () => {
  it("{'intent': 'price', 'pair': 'ETH/USD', 'venue': 'unichain'}", () => {
    expect(read("{'intent': 'price', 'pair': 'ETH/USD', 'venue': 'unichain'}")).toMatchObject({
      kind: 'intent',
      intent: { kind: 'price', tokens: ['ETH'], chain: 'unichain' },
    });
  });
  it('a pair quoted in another currency is refused', () => {
    expect(read("{'intent': 'price', 'pair': 'ETH/EUR'}").kind).toBe('fail');
  });
  it('beside a buy the dollars are no token paid: the amount is asked', () => {
    expect(read('action=buy pair=ETH/USD amount=50 chain=base').kind).toBe('ask');
  });
});

describe("a log's own step yet to be done, then its move", () => {
  it('the chain left unset is asked, not refused', () => {
    expect(read('2026-11-28T02:31:55Z WARN arb-bot: leg2 pending -> swap 100 USDC -> USDT (chain unset)')).toMatchObject({
      kind: 'ask',
      pending: { tokenIn: 'USDC', tokenOut: 'USDT', awaiting: 'chain' },
    });
  });
  it.each([
    // A wait on something else, or someone's words: never run now.
    '2026-11-28T02:31:55Z WARN arb-bot: approval pending -> swap 100 USDC -> USDT on base',
    '2026-11-28T02:31:55Z WARN alice: leg2 pending -> swap 100 USDC -> USDT on base',
    'send 10 USDC to bob.eth on base (pending approval)',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe("a gas top-up sent to another wallet is a transfer of the chain's native token", () => {
  const dest = '0x5555555555555555555555555555555555555555';
  it('job: gas_topup … dest', () => {
    expect(read(`job: gas_topup\nchain: polygon\nasset: POL\nqty: 2\ndest: "${dest}"`)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'polygon', token: 'POL', amount: { kind: 'exact', value: '2' }, to: dest },
    });
  });
  it.each([
    // Another token than the chain's own, or no recipient: no move certain.
    `job: gas_topup\nchain: polygon\nasset: USDC\nqty: 2\ndest: "${dest}"`,
    'job: gas_topup\nchain: polygon\nasset: POL\nqty: 2',
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
