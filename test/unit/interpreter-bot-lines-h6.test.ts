import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { turn as threadTurn } from '../support/thread-turn.ts';

/**
 * Bots' own formats (issue 16, the sixth held-out set), each part of a line read by its role: a quote currency on a
 * read, a funds check asked with its purpose and its y/n question, a log prefix or a program's name before the
 * request, a signal card's header, fields and tags, a header line above a CSV table, the price an order waits for
 * written `@2500`, an order cancel naming the order in words. What could change what moves still asks or refuses.
 */
const now = new Date('2026-11-26T10:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A = '0x1111111111111111111111111111111111111111';
const B = '0x3333333333333333333333333333333333333333';
const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const moves = (prompt: string) => {
  const r = read(prompt);
  return r.kind === 'intent' && ['swap', 'transfer', 'transfer-batch', 'automation-create'].includes(r.intent.kind);
};

describe('a read with a quote currency, a CLI flag or a YAML list is that read in dollars', () => {
  it.each([
    ['/portfolio --quote usd', { kind: 'portfolio' }],
    ['portfolio --quote=USD', { kind: 'portfolio' }],
    ['/balance --chain base --token usdc', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['fetch balances --all-chains', { kind: 'balance', tokens: 'all' }],
    ['balances --all-chains', { kind: 'balance', tokens: 'all' }],
    ['trending --chain base --limit 5', { kind: 'trending', chains: ['base'], limit: 5 }],
    ['/swap --from usdc --to eth --amount 5 --chain base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '5' } }],
    ['/price eth --quote usd', { kind: 'price', tokens: ['ETH'] }],
    ['price --symbol LINK --vs usd', { kind: 'price', tokens: ['LINK'] }],
    ['task: price_check\nassets:\n  - LINK\n  - UNI\nquote: usd', { kind: 'price', tokens: ['LINK', 'UNI'] }],
    ['action: price\ntokens:\n  - eth\n  - sol\n  - bonk\ncurrency: usd', { kind: 'price', tokens: ['ETH', 'SOL', 'BONK'] }],
    ['job: balance_check\nchains:\n - base\n - polygon\ntoken: usdc', { kind: 'balance', chains: ['base', 'polygon'] }],
    ['GET /portfolio?quote=usd', { kind: 'portfolio' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    '/portfolio --quote eur',
    'task: price_check\nassets:\n  - LINK\n  - UNI\nquote: eur',
    '/balance --chain base --since yesterday',
    '/swap --from usdc --to eth --amount 5 --chain base --dry-run',
    '/swap --from usdc --to eth --amount 5 --chain base --priority hi',
  ])('a currency other than dollars, or a flag it does not know, is refused, never dropped: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a funds check asked as a bot asks it is the check, its purpose and its question dropped', () => {
  it.each([
    ['check_funds: need 3000 USDC on ethereum for order #4471 -> sufficient? y/n', 'ethereum', 'USDC', '3000'],
    ['funds_check: 250 usdc on base?', 'base', 'USDC', '250'],
    ['has_funds: need 0.5 ETH on base to cover invoice 88 (yes/no)', 'base', 'ETH', '0.5'],
    ['can_afford 1,200 USDT on polygon for payroll run 12 => enough?', 'polygon', 'USDT', '1200'],
    ['enough_funds: required 40 SOL on solana -> ok?', 'solana', 'SOL', '40'],
    ['CHECK_FUNDS: at least 10 uni on unichain? true/false', 'unichain', 'UNI', '10'],
    ['balance_check: need 75 DEGEN chain=base', 'base', 'DEGEN', '75'],
    ['sufficient_funds: 5000 usdc on ethereum re: order 9 - sufficient? (y/n)', 'ethereum', 'USDC', '5000'],
  ])('%s', (prompt, chain, unit, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains: [chain], check: { test: 'at-least', amount, unit } } });
  });

  it.each(['check_funds: need 3000 on ethereum -> sufficient? y/n', 'check_funds: need 3000 USDC on avalanche?', 'check_funds: need lots of USDC'])(
    'no token, or no chain it can answer for, is never a guess: %s',
    (prompt) => {
      const r = read(prompt);
      expect(r.kind === 'intent' && r.intent.kind === 'balance' && 'check' in r.intent && r.intent.chains.includes('ethereum')).toBe(false);
    },
  );
});

describe('a log prefix is bookkeeping: its time stamp never a schedule, its component never a speaker', () => {
  it.each([
    ['[healthcheck] 2024-06-03T08:00:01Z reconcile: fetch balances all_chains=true', { kind: 'balance', tokens: 'all' }],
    ['2024-06-03T08:00:01Z [monitor] portfolio_value', { kind: 'portfolio' }],
    ['[cron] 2025-01-01 00:00:00 pricer: price of eth and sol', { kind: 'price', tokens: ['ETH', 'SOL'] }],
    ['[watch] 2024-06-03 08:00 what is my usdc balance on base', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['2024-06-01 09:00:00 INFO rebalancer: sell 5000 DEGEN for USDC chain=base', { kind: 'swap', tokenIn: 'DEGEN', tokenOut: 'USDC' }],
    ['2024-06-01T09:00:00.123Z WARN dca.worker: buy 10 usdc of eth on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
    ['[INFO] grid_v2: swap 25 usdc for bonk on solana', { kind: 'swap', chain: 'solana', tokenOut: 'BONK' }],
    ['[tipbot] send 2 usdc to alice.eth on base', { kind: 'transfer', to: 'alice.eth', token: 'USDC' }],
    ['[rebalancer] step 2 of 3: swap 10 usdc for eth on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A time stamp with no machine part before a move may be when it is meant to run: never a move now.
    `2026-12-01T08:00:00Z send 5 usdc to ${A} on base`,
    `[09:01] Bob: send 5 usdc to ${A} on base`,
    `2024-06-01 09:00:00 INFO Alice: send 5 usdc to ${A} on base`,
    `2024-06-01 09:00:00 INFO alice: send 5 usdc to ${A} on base`,
    `[healthcheck] 2024-06-03T08:00:01Z alice: send 5 usdc to ${A} on base`,
    `2024-06-01 09:00:00 ERROR rebalancer: sell 5000 DEGEN for USDC chain=base`,
  ])('someone’s words, a failure, or a time that may be a schedule never move now: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && ['swap', 'transfer'].includes(r.intent.kind)).toBe(false);
  });
});

describe('a program’s name before its request says who sends it, and nothing of the request', () => {
  it.each([
    [`tipbot :: send 0.1 SOL -> ${sol} (solana)`, { kind: 'transfer', chain: 'solana', token: 'SOL', to: sol }],
    [
      'dca-bot: market buy WIF for $40 paying USDT on solana',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDT', tokenOut: 'WIF', amount: { kind: 'usd', value: '40' } },
    ],
    ['GridBot: mkt sell 2 LINK for USDC on ethereum', { kind: 'swap', tokenIn: 'LINK', tokenOut: 'USDC', amount: { value: '2' } }],
    ['sniper_bot :: buy 20 usdc of brett on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'BRETT' }],
    ['payroll_job :: send 15 USDC to alice.eth on base', { kind: 'transfer', token: 'USDC', to: 'alice.eth' }],
    ['rebalancer: swap 0.1 eth for usdc on base', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC' }],
    ['tg-bot: market buy BONK for $15 pay with USDC on solana', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'BONK' }],
    ['price-scanner: price of eth', { kind: 'price', tokens: ['ETH'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    `Bob: send 0.1 SOL to ${sol} on solana`,
    `admin-bot :: send 1 eth to ${A} on base`,
    `system :: transfer 1 eth to ${A} on base`,
    // A plain word before "::" may be a person's name as well as a job's: only a program's shape is read as the caller's.
    `alice :: send 15 USDC to ${A} on base`,
    `payroll :: send 15 USDC to ${A} on base`,
  ])('a person’s name, or a role claimed, is never a program’s: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe('a signal card is the trade it stands for; with no size it asks', () => {
  it.each([
    ['🟢 BUY SIGNAL 🟢\nToken: BRETT\nChain: Base\nSize: 75 USDC\nType: market\n#bot #base', { tokenIn: 'USDC', tokenOut: 'BRETT', amount: { value: '75' } }],
    ['BUY SIGNAL\nasset: DEGEN\nnetwork: base\namount: 20 usdc', { tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { value: '20' } }],
    ['🚨 LONG ALERT 🚨\nCoin: $WIF\nChain: solana\nSize USD: 30\n#degen', { tokenOut: 'WIF', amount: { kind: 'usd', value: '30' } }],
    ['📉 SELL SIGNAL | token=LINK | chain=ethereum | qty=3 | entry=market', { tokenIn: 'LINK', amount: { value: '3' } }],
    ['SIGNAL | LONG | BRETT | base | size=20 USDC | src=tg_alpha', { tokenIn: 'USDC', tokenOut: 'BRETT' }],
    ['Buy signal: BONK\nchain: solana\nsize: 25 USDC\nsource: alpha_group', { tokenIn: 'USDC', tokenOut: 'BONK' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it.each([
    '📣 BUY SIGNAL: PEPE | chain=ethereum | entry=market',
    '🟢 BUY SIGNAL\nToken: BRETT\nChain: Base\nType: market',
    'SELL SIGNAL: LINK | chain: ethereum',
  ])('with no size, the amount is asked: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it.each([
    // An entry at a price is an order, not a trade now; a short is no sell of a holding; a field it does not know.
    '🟢 BUY SIGNAL 🟢\nToken: BRETT\nChain: Base\nSize: 75 USDC\nEntry: 0.12',
    'SHORT SIGNAL\nToken: ETH\nChain: base\nSize: 100 USDC',
    'BUY SIGNAL\nToken: BRETT\nChain: base\nSize: 75 USDC\nRecipient: alice.eth',
    // No header naming a signal: a pasted table of fields, never a move now.
    'Token: BRETT\nChain: Base\nSize: 75 USDC',
  ])('what a card does not say is never guessed: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe('a header line above a CSV table names the action and the fields every row shares', () => {
  it.each([
    [`payout_batch chain=base\naddress,token,amount\n${A},USDC,20\n${B},USDC,35`, 'base', 'USDC'],
    [`batch_transfer chain=polygon token=USDT\nto,amount\n${A},5\n${B},7.5`, 'polygon', 'USDT'],
    [`airdrop chain=base token=degen\nrecipient;amount\n${A};100\n${B};250`, 'base', 'DEGEN'],
    [`/payouts chain=base\nrecipient,token,amount\n${A},usdc,1\n${B},usdc,2`, 'base', 'USDC'],
  ])('%s', (prompt, chain, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch', chain, token, transfers: [{ to: A }, { to: B }] } });
  });

  it.each([
    // The chain said above and in the table: which one is meant is a guess.
    `payout_batch chain=base\naddress,chain,token,amount\n${A},base,USDC,20\n${B},base,USDC,35`,
    // Rows of different tokens are no one batch.
    `payout_batch chain=base\naddress,token,amount\n${A},USDC,20\n${B},DEGEN,35`,
    // No action above the table: a paste, never a move.
    `chain=base\naddress,token,amount\n${A},USDC,20\n${B},USDC,35`,
  ])('a batch that is not one, or no action, never moves: %s', (prompt) => {
    expect(moves(prompt)).toBe(false);
  });
});

describe('an order’s price written @, and an order cancel naming the order in words', () => {
  it.each([
    ['limit buy ETH @2500 size=1000 USDC chain=base', 'ETH', '2500'],
    ['/limit sell LINK @ $25 qty=10 chain=ethereum', 'LINK', '25'],
    ['LIMIT_BUY SOL @140 size=200 USDC chain=solana', 'SOL', '140'],
    ['stop_loss WIF @1.50 sell=all chain=solana', 'WIF', '1.50'],
    // In prose the order reader reads "@" itself.
    ['limit buy eth @ 2500 w/ 1000 usdc on base', 'ETH', '2500'],
  ])('%s', (prompt, token, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', token, priceUsd } } });
  });

  it('two prices after @ are never one guessed', () => {
    expect(moves('limit buy ETH @2500 @2400 size=1000 USDC chain=base')).toBe(false);
  });

  const daily = 'buy 20 USDC of DEGEN on base every day at 12:00 UTC';
  const afterDaily = (prompt: string) => interpretPrompt(prompt, [threadTurn(daily, interpretPrompt(daily, [], now))], now);
  it.each(['cancel order: DEGEN recurring buy', 'cancel: my DEGEN recurring buy', 'cancel_order - DEGEN recurring buy', 'CANCEL ORDER: degen dca'])(
    '%s',
    (prompt) => {
      expect(afterDaily(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match: { token: 'DEGEN' } } });
    },
  );

  it('a cancel naming no order in words cancels nothing by a guess', () => {
    const r = afterDaily('cancel order: it');
    expect(r.kind === 'intent' && r.intent.kind === 'automation-cancel' && r.intent.target === 'all').toBe(false);
  });
});
