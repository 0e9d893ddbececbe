import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Bots' lines the eighth and ninth held-out sets missed (issue 16), each part read by its ROLE: a read named by an
 * `op`/`query`/`cmd` key with its scope or its check's own question, a token's contract in a compound name, a cron
 * log's prefix before a read, an executor's pending line, a reason already read before the move, a signal card's pair,
 * its exits and a size it leaves unsaid, a script's flags, a call's namespace, a Solana cluster and mint, an exact
 * amount bought with its token, and a stop's trigger whose name says which way.
 */
const now = new Date('2026-11-26T17:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const B = '0x2222222222222222222222222222222222222222';
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const DEGEN = '0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed';
const sell = (chain: string, tokenIn: string, tokenOut: string, amount: object) => ({ kind: 'swap', chain, tokenIn, tokenOut, amount, side: 'sell' });
const buyExact = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({
  kind: 'swap',
  chain,
  tokenIn,
  tokenOut,
  amount: { kind: 'exact', value },
  side: 'buy',
});

describe('a read named by op, query or cmd, with its scope or its question', () => {
  it.each([
    ['{"op":"portfolio_value","scope":"all_chains","fiat":"USD"}', { kind: 'portfolio' }],
    ['{"action":"portfolio","scope":"all"}', { kind: 'portfolio' }],
    ['op=portfolio_value scope=every_chain', { kind: 'portfolio' }],
    ['{"query":"holding_value","asset":"UNI","chain":"ethereum","quote":"usd"}', { kind: 'portfolio', chains: ['ethereum'], tokens: ['UNI'] }],
    ['query=holding_value token=UNI chain=unichain ccy=USD', { kind: 'portfolio', chains: ['unichain'], tokens: ['UNI'] }],
    ['op=portfolio_value token=UNI,LINK chain=ethereum', { kind: 'portfolio', chains: ['ethereum'], tokens: ['UNI', 'LINK'] }],
    ['{"op":"holding","asset":"UNI","chain":"ethereum"}', { kind: 'balance', chains: ['ethereum'], tokens: ['UNI'] }],
    ['{"query":"balance","token":"USDC","chain":"base"}', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['query=price token=LINK', { kind: 'price', tokens: ['LINK'] }],
    [
      '{"cmd":"holdings_check","chain":"polygon","token":"USDC","required_amount":2500,"question":"sufficient balance?"}',
      { kind: 'balance', chains: ['polygon'], tokens: ['USDC'], check: { test: 'at-least', amount: '2500', unit: 'USDC' } },
    ],
    [
      'holding_check token=ETH amount_needed=0.5 chain=base question="enough funds? y/n"',
      { kind: 'balance', chains: ['base'], tokens: ['ETH'], check: { amount: '0.5' } },
    ],
    [`lookup token_address=${DEGEN} network=base`, { kind: 'lookup', address: DEGEN, chain: 'base' }],
    [`{"op":"lookup","contract_address":"${DEGEN}","chain":"base"}`, { kind: 'lookup', address: DEGEN, chain: 'base' }],
    ['lookup mint_address=DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263 cluster=solana', { kind: 'lookup', chain: 'solana' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // Every chain and one chain: which is meant is a guess.
    ['{"op":"portfolio_value","scope":"all_chains","chain":"base"}', /"scope" says every chain/],
    // A scope beside a move says something no trade honours.
    ['{"op":"swap","scope":"all_chains","from":"USDC","to":"ETH","amount":5,"chain":"base"}', /"scope" says every chain/],
    ['{"op":"swap","scope":"all_chains","from":"USDC","to":"ETH","amount":5}', /"scope" is read on a balance or portfolio read only/],
    ['{"op":"portfolio_value","scope":"team"}', /field "scope"/],
    ['query=holding_value token=UNI chain=unichain ccy=EUR', /not "EUR"/],
    // A question that is no check's own is a request of its own.
    ['{"cmd":"holdings_check","chain":"polygon","token":"USDC","required_amount":2500,"question":"then send it to bob?"}', /field "question"/],
    ['{"cmd":"balance","chain":"polygon","token":"USDC","question":"sufficient balance?"}', /field "question"/],
  ])('refuses: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });
});

describe("a cron log's prefix before a read is when the job ran, never a schedule", () => {
  it.each([
    ['[cron 08:00 UTC] job=trending chain=solana limit=5 -> fetch trending tokens', { kind: 'trending', chains: ['solana'], limit: 5 }],
    ['[cron 08:00 UTC] job=trending chain=solana limit=5', { kind: 'trending', chains: ['solana'], limit: 5 }],
    ['job=trending chain=base limit=3 -> fetch trending tokens', { kind: 'trending', chains: ['base'], limit: 3 }],
    ['job=balance chain=base -> show balances', { kind: 'balance', chains: ['base'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A move after a cron prefix may be one to schedule: never done now on that reading.
    '[cron 08:00 UTC] job=buy token=ETH amount=5 chain=base',
    '[cron 08:00 UTC] buy 5 usdc of eth on base',
  ])('a move is never done now: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe("an executor's line: a pending move, a reason already read, a market sell", () => {
  it.each([
    ['2024-05-12T14:03:11Z INFO executor: SELL WIF qty=20 quote=USDC venue=solana status=PENDING -> execute', sell('solana', 'WIF', 'USDC', { value: '20' })],
    ['SELL WIF qty=20 quote=USDC venue=solana status=queued', sell('solana', 'WIF', 'USDC', { value: '20' })],
    ['sell WIF qty=20 quote=USDC chain=solana -> execute', sell('solana', 'WIF', 'USDC', { value: '20' })],
    [
      '2024-06-03T09:00:01Z INFO rebalancer: target breached, sell AERO notional_usd=40 -> USDC chain=base',
      sell('base', 'AERO', 'USDC', { kind: 'usd', value: '40' }),
    ],
    ['sell AERO qty=40 -> USDC chain=base', sell('base', 'AERO', 'USDC', { value: '40' })],
    ['grid#3 level 4 crossed -> market sell 0.01 WETH for USDC (polygon)', sell('polygon', 'WETH', 'USDC', { value: '0.01' })],
    ['[grid-bot] threshold exceeded -> sell 0.01 WETH for USDC on polygon', sell('polygon', 'WETH', 'USDC', { value: '0.01' })],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A status that says the move is done or failed reports it: never done (again).
    'SELL WIF qty=20 quote=USDC venue=solana status=FILLED -> execute',
    'SELL WIF qty=20 quote=USDC venue=solana status=FAILED',
    'SELL WIF qty=20 quote=USDC venue=solana status=PENDING status=open',
    // A condition is no reading already made.
    'grid#3 if level 4 crossed -> market sell 0.01 WETH for USDC (polygon)',
    'when target breached, sell AERO notional_usd=40 -> USDC chain=base',
    // Two tokens received.
    'sell AERO notional_usd=40 -> BRETT to=USDC chain=base',
  ])('is not done: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });

  it('a speaker before the reason keeps the line theirs', () => {
    expect(read('alice: price crossed, sell 0.01 WETH for USDC on polygon')).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });
});

describe("a signal card's pair, exits and unsaid size", () => {
  it.each([
    [
      '🟢 BUY SIGNAL 🟢\nPair: WIF/USDC\nChain: Solana\nEntry: market\nSize: 40 USDC\n#notfinancialadvice',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'WIF', amount: { kind: 'exact', value: '40' } },
    ],
    ['🟢 BUY SIGNAL\nPair: WIF/USDC\nChain: Solana\nSize: 40 WIF', buyExact('solana', 'USDC', 'WIF', '40')],
    ['🟢 BUY SIGNAL\nPair: WIF/USDC\nChain: Solana\nSize: $40', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WIF', amount: { kind: 'usd', value: '40' } }],
    ['🔴 SELL SIGNAL | AERO → USDC | chain: base | size: 40 AERO', sell('base', 'AERO', 'USDC', { value: '40' })],
    ['SELL SIGNAL\nPair: AERO/USDC\nChain: base\nSize: 40', sell('base', 'AERO', 'USDC', { value: '40' })],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['🔴 SELL SIGNAL | AERO → USDC | chain: base | size: ??? (set your own)', { tokenIn: 'AERO', tokenOut: 'USDC', chain: 'base' }],
    ['SELL SIGNAL | AERO/USDC | base | size: TBD', { tokenIn: 'AERO', tokenOut: 'USDC', chain: 'base' }],
    ['🔴 SELL SIGNAL\nPair: AERO/USDC\nChain: base\nSize: (your call)', { tokenIn: 'AERO', tokenOut: 'USDC', chain: 'base' }],
    // A buy's bare size says no unit: bought, paid or dollars is asked.
    ['🟢 BUY SIGNAL\nPair: WIF/USDC\nChain: Solana\nSize: 40', { tokenIn: 'USDC', tokenOut: 'WIF', chain: 'solana' }],
  ])('asks the size: %s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'amount' } });
  });

  it.each([
    // Exits the card gives are no trade now: refused, never dropped.
    ['🟢 BUY SIGNAL 🟢\nPair: BRETT/USDC\nChain: Base\nSize: 40 USDC\nEntry: market\nTP: +35% | SL: -12%', /exits \(TP \+35%, SL -12%\)/],
    ['🟢 BUY SIGNAL\nPair: WIF/USDC\nChain: Solana\nSize: 40 USDC\nTP1: 2.5', /exits \(TP1 2\.5\)/],
    ['SELL SIGNAL | AERO/USDC | base | size: 40 AERO | SL: 1.2', /exits \(SL 1\.2\)/],
  ])('refuses: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });

  it.each([
    // A size in a third token: which is meant is no field of the card.
    '🟢 BUY SIGNAL\nPair: WIF/USDC\nChain: Solana\nSize: 40 BONK',
    'SELL SIGNAL | AERO/USDC | base | size: 40 BRETT',
  ])('is not done: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe("a script's flags, a call's namespace, a Solana cluster and mint, an exact amount bought", () => {
  it.each([
    [
      'python trade.py --side buy --token PEPE --notional-usd 30 --pay-with USDC --chain ethereum',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'PEPE', amount: { kind: 'usd', value: '30' } },
    ],
    ['node bot.js --side sell --token WIF --qty 20 --quote USDC --chain solana', sell('solana', 'WIF', 'USDC', { value: '20' })],
    ['./trade.sh --side sell --token WIF --qty 20 --quote USDC --chain solana', sell('solana', 'WIF', 'USDC', { value: '20' })],
    [
      `tx.send(to="${SOL}", mint="USDC", amount=12.5, cluster="solana")`,
      { kind: 'transfer', chain: 'solana', token: 'USDC', amount: { value: '12.5' }, to: SOL },
    ],
    [`wallet.transfer(to="${B}", token="USDC", amount=3, chain="base")`, { kind: 'transfer', chain: 'base', token: 'USDC', to: B }],
    ['wrap amount=0.5 asset=ETH network=unichain', { kind: 'wrap', chain: 'unichain', token: 'ETH', amount: { value: '0.5' } }],
    ['unwrap amount=all token=WETH network=base', { kind: 'unwrap', chain: 'base', token: 'WETH' }],
    ['EXEC receive_exact=5000 DEGEN pay=USDC chain=base', buyExact('base', 'USDC', 'DEGEN', '5000')],
    ['amount_out=30 UNI from=USDC chain=ethereum', buyExact('ethereum', 'USDC', 'UNI', '30')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // The token bought said twice, two ways.
    ['EXEC receive_exact=5000 DEGEN pay=USDC to_token=BRETT chain=base', /given twice/],
    ['EXEC receive_exact=5000 DEGEN pay=USDC amount=100 chain=base', /Two fields give the amount/],
    [`send(to="${SOL}", mint="USDC", token="USDT", amount=12.5, cluster="solana")`, /given twice/],
    // A script's unknown flag is refused by name, never dropped.
    ['python trade.py --side buy --token PEPE --notional-usd 30 --pay-with USDC --chain ethereum --leverage 3', /leverage/i],
  ])('refuses: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });
});

describe("a stop's trigger whose name says which way", () => {
  const trigger = (token: string, direction: string, priceUsd: string) => ({
    kind: 'automation-create',
    trigger: { type: 'price', token, direction, priceUsd },
  });
  it.each([
    ['{"order":"stop","chain":"ethereum","sell":"WBTC","amount":"0.001","trigger_below_usd":55000,"receive":"USDC"}', trigger('WBTC', 'below', '55000')],
    ['{"order":"take_profit","chain":"ethereum","sell":"WBTC","amount":"0.001","trigger_above_usd":75000,"receive":"USDC"}', trigger('WBTC', 'above', '75000')],
    ['stop_loss asset=SOL stop_below=120 sell=3 SOL receive=USDC chain=solana', trigger('SOL', 'below', '120')],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A stop waits for a fall: a trigger above says the other way.
    ['{"order":"stop","chain":"ethereum","sell":"WBTC","amount":"0.001","trigger_above_usd":55000,"receive":"USDC"}', /other way/],
    ['{"order":"stop","chain":"ethereum","sell":"WBTC","amount":"0.001","trigger_below_usd":55000,"trigger":54000,"receive":"USDC"}', /given twice/],
  ])('refuses: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });
});

describe('a field answering the chain the thread asked', () => {
  const after = (first: string, answer: string) => onThreadAt(now, first, answer);
  it.each([
    ['swap 200 USDC -> WETH', 'chain=ethereum', 'ethereum'],
    ['swap 200 USDC -> WETH', 'network: base', 'base'],
    ['swap 200 USDC for WETH', 'chain: polygon', 'polygon'],
  ])('%s, then %s', (first, answer, chain) => {
    expect(after(first, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain, tokenIn: 'USDC', tokenOut: 'WETH' } });
  });

  it('alone, a chain field is no request to guess', () => {
    expect(read('chain=ethereum').kind).not.toBe('intent');
  });
});

describe('a labelled schedule line, and how many times it runs', () => {
  const every = (count?: number) => ({
    kind: 'automation-create',
    action: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '10' } },
    trigger: { type: 'every', ...(count === undefined ? {} : { count }) },
  });
  it.each([
    ['schedule: weekdays 14:30 UTC | action: buy DEGEN with 10 USDC | chain: base | max_runs: 20', every(20)],
    ['schedule: every day 09:00 UTC | action: buy DEGEN with 10 USDC | chain: base', every()],
    ['schedule=every day 09:00 UTC action=buy DEGEN with 10 USDC chain=base runs=5', every(5)],
    ['{"action":"buy DEGEN with 10 USDC","chain":"base","schedule":"every monday 09:00 UTC","occurrences":4}', every(4)],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['schedule: daily 09:00 UTC | action: buy DEGEN with 10 USDC | chain: base | max_runs: lots', /whole number/],
    ['limit buy ETH price=2500 amount=100 USDC chain=base max_runs=3', /field "max_runs"/],
    ['at=tomorrow 15:00 UTC action=swap 100 USDC->WETH chain=base max_runs=3', /has none/],
  ])('refuses: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });

  it('with no schedule, a count of runs never makes a trade now', () => {
    expect(read('action=buy DEGEN with 10 USDC chain=base max_runs=5').kind).not.toBe('intent');
  });
});

describe("a launch's quoted flags and Telegram link, a batch assigned to its action's name", () => {
  const C = '0x3333333333333333333333333333333333333333';
  it.each([
    [
      "deploy --name 'Quiet Harbor' --ticker QHBR --desc 'community token for the harbor dao' --fee-recipient carol.base.eth",
      { kind: 'launch', name: 'Quiet Harbor', symbol: 'QHBR', description: 'community token for the harbor dao', feeRecipientName: 'carol.base.eth' },
    ],
    ['launch --name "Pixel Otter" --symbol POTR', { kind: 'launch', name: 'Pixel Otter', symbol: 'POTR' }],
    [
      'launch name=Pixel Otter symbol=POTR twitter=https://x.com/pixelotter telegram=https://t.me/pixelotter',
      { kind: 'launch', name: 'Pixel Otter', symbol: 'POTR', twitterUrl: 'https://x.com/pixelotter', telegramUrl: 'https://t.me/pixelotter' },
    ],
    ['{"action":"launch","name":"Pixel Otter","symbol":"POTR","tg":"https://t.me/pixelotter"}', { kind: 'launch', telegramUrl: 'https://t.me/pixelotter' }],
    [
      `payout_batch = {"chain":"base","token":"USDC","items":[{"to":"alice.eth","amount":"100"},{"to":"${C}","amount":"250"}]}`,
      {
        kind: 'transfer-batch',
        chain: 'base',
        token: 'USDC',
        transfers: [
          { to: 'alice.eth', amount: '100' },
          { to: C, amount: '250' },
        ],
      },
    ],
    ['swap = {"chain":"base","from":"USDC","to":"ETH","amount":"5"}', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['launch name=Pixel Otter symbol=POTR telegram=https://t.me/pixelotter tg=https://t.me/other', /given twice/],
    [
      `payout_batch = {"chain":"base","token":"USDC","chain":"polygon","items":[{"to":"alice.eth","amount":"100"},{"to":"${C}","amount":"250"}]}`,
      /given twice/,
    ],
  ])('refuses: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });

  it.each([
    // A name that is no action's, or JSON naming an action of its own: no request read from the assignment.
    'alice = {"chain":"base","from":"USDC","to":"ETH","amount":"5"}',
    'payout_batch = {"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5"}',
  ])('is not done: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe("a listing of the caller's orders by status", () => {
  it.each(['GET /orders?status=open', 'GET /orders?status=active', 'list_orders(status=pending)', '/orders?status=all'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-list' } });
  });

  it.each([
    ['GET /orders?status=filled', /"status=filled" is a filter/],
    ['GET /orders?status=open&status=all', /given twice/],
  ])('refuses: %s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', message: expect.stringMatching(message) });
  });
});
