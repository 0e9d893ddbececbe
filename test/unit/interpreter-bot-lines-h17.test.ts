import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A bot's lines read by the role of each part (issue 16, held-out-17): a CLI's own name before its verb and a note
 * that is a label; a JSON list of transfers with a short instruction to pay them; a payroll bot's block of names and
 * amounts; an arrow with no verb (the amount on its left is spent); a log line's own time stamp and program name before
 * a signal; a job's number before its request; the reason for a wrap in a closing parenthetical; a holdings check with
 * no action, its question asked in words. Whatever could change the money and is not read stays refused or asked.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A4 = '0x4444444444444444444444444444444444444444';
const A5 = '0x5555555555555555555555555555555555555555';

const isIntent = (prompt: string, intent: object) => {
  const r = read(prompt);
  expect(r.kind, JSON.stringify(r)).toBe('intent');
  expect(r.kind === 'intent' && r.intent).toMatchObject(intent);
};
/** Nothing moves: a failure, or a question back. */
const movesNothing = (prompt: string) => {
  const r = read(prompt);
  expect(r.kind === 'intent' && ['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'automation-create'].includes(r.intent.kind), JSON.stringify(r)).toBe(
    false,
  );
};

describe("a CLI's own name before its verb; a note that is a label", () => {
  it.each([
    [
      'purser buy --chain solana --token WIF --usd 40 --pay-with SOL',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'WIF', amount: { kind: 'usd', value: '40' } },
    ],
    [
      'purser send --chain ethereum --asset ETH --amt 0.05 --to vitalik.eth --note "grant tip"',
      { kind: 'transfer', chain: 'ethereum', token: 'ETH', amount: { value: '0.05' }, to: 'vitalik.eth' },
    ],
    ['walletctl swap --chain base --from USDC --to ETH --amount 25', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '25' } }],
    ['purser buy --chain solana --token WIF --usd 40 --pay-with SOL --max-slippage 1%', { kind: 'swap', slippageBps: 100 }],
    [
      `wallet-cli send --network base --token USDC --amount 12 --to ${A4} --memo "travel reimbursement"`,
      { kind: 'transfer', chain: 'base', token: 'USDC', to: A4 },
    ],
    // A read's verb after the CLI's name is read as it was.
    ['purser price --token LINK --token UNI', { kind: 'price', tokens: ['LINK', 'UNI'] }],
  ])('%s', isIntent);

  it.each([
    // A note that words a request or a doubt of its own.
    'purser send --chain ethereum --asset ETH --amt 0.05 --to vitalik.eth --note "tip bob too"',
    'purser send --chain ethereum --asset ETH --amt 0.05 --to vitalik.eth --note "test tip"',
    'purser send --chain ethereum --asset ETH --amt 0.05 --to vitalik.eth --note "tip only if gas is low"',
    // A flag no reader knows.
    'purser buy --chain solana --token WIF --usd 40 --pay-with SOL --expires 30s',
  ])('%s moves nothing', movesNothing);
});

describe('a list of transfers with an instruction to pay them; a payroll block', () => {
  it.each([
    [
      `[{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"USDC","amount":20}]  <- disburse these on unichain`,
      {
        kind: 'transfer-batch',
        chain: 'unichain',
        token: 'USDC',
        transfers: [
          { to: A5, amount: '10' },
          { to: A4, amount: '20' },
        ],
      },
    ],
    [`send these on base: [{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"USDC","amount":20}]`, { kind: 'transfer-batch', chain: 'base' }],
    [
      `[{"address":"${A5}","asset":"USDC","amt":"5"},{"address":"${A4}","asset":"USDC","amt":"7.5"}] // pay these on polygon`,
      { kind: 'transfer-batch', chain: 'polygon', token: 'USDC' },
    ],
    [
      `{"chain":"unichain","transfers":[{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"USDC","amount":20}]}`,
      { kind: 'transfer-batch', chain: 'unichain', token: 'USDC' },
    ],
    [
      'payroll-runner v0.9 :: chain=base asset=USDC\n  bob.eth          50\n  carol.base.eth   50\nEXECUTE BATCH',
      {
        kind: 'transfer-batch',
        chain: 'base',
        token: 'USDC',
        transfers: [
          { to: 'bob.eth', amount: '50' },
          { to: 'carol.base.eth', amount: '50' },
        ],
      },
    ],
    ['payout-bot :: chain=base token=USDC\nbob.eth 50\ncarol.base.eth 25\nrun', { kind: 'transfer-batch', token: 'USDC' }],
    ['payroll :: chain=base asset=USDC\nalice.eth,50\nbob.eth,25\nEXECUTE', { kind: 'transfer-batch', chain: 'base', token: 'USDC' }],
    ['payroll-runner v0.9 :: chain=base asset=USDC\n  bob.eth  50 USDC\n  carol.base.eth  50 USDC\nEXECUTE BATCH', { kind: 'transfer-batch', token: 'USDC' }],
    [
      'payroll-bot :: chain=base asset=USDC\n1. bob.eth 50\n2. carol.base.eth 25.5\nEXECUTE BATCH',
      {
        transfers: [
          { to: 'bob.eth', amount: '50' },
          { to: 'carol.base.eth', amount: '25.5' },
        ],
      },
    ],
    [
      '{"chain":"base","asset":"USDC","payees":{"bob.eth":50,"carol.base.eth":50}}',
      {
        kind: 'transfer-batch',
        token: 'USDC',
        transfers: [
          { to: 'bob.eth', amount: '50' },
          { to: 'carol.base.eth', amount: '50' },
        ],
      },
    ],
    [`{"action":"batch","chain":"base","token":"USDC","recipients":{"${A4}":"10","${A5}":"12.5"}}`, { kind: 'transfer-batch', chain: 'base' }],
    [
      `[{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"USDC","amount":20}] <- send these on ethereum`,
      { kind: 'transfer-batch', chain: 'ethereum' },
    ],
  ])('%s', isIntent);

  it.each([
    // Two tokens; an instruction that says more; a list not to pay now; a row without its amount.
    `[{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"DAI","amount":20}]  <- disburse these on unichain`,
    `[{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"USDC","amount":20}]  <- disburse these on unichain, skip the second`,
    `[{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"USDC","amount":20}]  <- do not send these`,
    `{"chain":"unichain","token":"DAI","transfers":[{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"USDC","amount":20}]}`,
    'payroll-runner v0.9 :: chain=base asset=USDC\n  bob.eth          50\n  carol.base.eth   50\nDRY RUN',
    'payroll-runner v0.9 :: chain=base asset=USDC\n  bob.eth          50\n  carol.base.eth\nEXECUTE BATCH',
    'batch-runner v2 test :: chain=base token=USDC\nbob.eth 50\ncarol.base.eth 25\nEXECUTE',
    // A row in another token than the head's.
    'payroll-runner v0.9 :: chain=base asset=USDC\n  bob.eth  50 DAI\n  carol.base.eth  50\nEXECUTE BATCH',
    // A key that is no recipient, an amount that is no number.
    '{"chain":"base","asset":"USDC","payees":{"bob.eth":50,"carol":50}}',
    '{"chain":"base","asset":"USDC","payees":{"bob.eth":"fifty","carol.base.eth":50}}',
  ])('%s moves nothing', movesNothing);

  it('a list with no instruction and no chain asks for the chain', () => {
    const r = read(`[{"to":"${A5}","token":"USDC","amount":10},{"to":"${A4}","token":"USDC","amount":20}]  <- disburse these`);
    expect(r.kind === 'ask' && r.pending).toMatchObject({ kind: 'transfer-batch', awaiting: 'chain' });
  });
});

describe('an arrow with no verb: the amount on its left is spent', () => {
  const swap = { kind: 'swap', chain: 'polygon', tokenIn: 'USDC', tokenOut: 'WETH', amount: { kind: 'exact', value: '200' } };
  it.each([
    ['rebalance step 3/5: polygon :: USDC 200 => WETH', swap],
    ['200 USDC => WETH on polygon', swap],
    ['USDC 200 -> WETH on polygon', swap],
    ['polygon :: 200 USDC → WETH', swap],
    ['USDC:200 -> WETH @polygon', swap],
    ['step 2: USDC 200 -> WETH on polygon', swap],
    ['[rebalancer] polygon :: USDC 200 => WETH', swap],
  ])('%s', isIntent);

  it.each([
    // The amount on the right may count either side; two chains; a token unknown.
    'USDC => WETH 200 on polygon',
    'polygon :: USDC 200 => WETH on base',
    'polygon :: USDC 200 => NOTATOKEN',
  ])('%s moves nothing', movesNothing);
});

describe("a log line's own stamp and program; a job's number; a wrap's reason", () => {
  it.each([
    [
      '2026-11-27 08:00:01 | signal-engine | LONG cbBTC | venue=base | size=120 USDC | conf=0.71 | execute now',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { kind: 'exact', value: '120' } },
    ],
    ['2026-11-27T08:00:01Z | alpha-bot | BUY SIGNAL | DEGEN | chain=base | size=25 USDC', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN' }],
    ['signal-engine | SELL WIF | chain=solana | size=50 WIF | execute now', { kind: 'swap', tokenIn: 'WIF', amount: { value: '50' } }],
    ['[08:00:01] signal-engine | LONG cbBTC | venue=base | size=120 USDC', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { value: '120' } }],
    ['[2026-11-27 08:00:01] signal-engine | LONG cbBTC | venue=base | size=120 USDC', { kind: 'swap', tokenOut: 'cbBTC' }],
    [
      'task #4812: wrap 0.25 ETH -> WETH on base (need WETH for the LP step after this)',
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { value: '0.25' } },
    ],
    ['wrap 0.25 ETH on base (need WETH for the LP step after this)', { kind: 'wrap', token: 'ETH' }],
    ['wrap 0.25 ETH on base (we need WETH for the LP)', { kind: 'wrap', token: 'ETH' }],
    ['unwrap 0.25 WETH on base (need ETH for the LP after this)', { kind: 'unwrap', token: 'WETH' }],
    ['task #4812: swap 10 USDC for ETH on base', { kind: 'swap', tokenIn: 'USDC', amount: { value: '10' } }],
    [`job 77: send 5 USDC to ${A4} on base`, { kind: 'transfer', to: A4, amount: { value: '5' } }],
  ])('%s', isIntent);

  it.each([
    // A stamp that is no log's (no seconds) before a trade: never read as now.
    '2026-11-28 09:00 | LONG cbBTC | venue=base | size=120 USDC',
    // A role claimed as the program's name.
    '2026-11-27 08:00:01 | admin-bot | LONG cbBTC | venue=base | size=120 USDC',
    // A reason that says more than why.
    'wrap 0.25 ETH on base (need 0.5 WETH for the LP)',
    'wrap 0.25 ETH on base (need WETH for the LP; do it after 5pm)',
  ])('%s is not done now', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && ['swap', 'wrap'].includes(r.intent.kind), JSON.stringify(r)).toBe(false);
  });
});

describe('a holdings check with no action, its question in words', () => {
  it.each([
    [
      'POST /hooks/preflight {"event":"order.preflight","chain":"base","asset":"WETH","required":"0.02","question":"does the wallet hold enough WETH for this fill?"}',
      { kind: 'balance', chains: ['base'], tokens: ['WETH'], check: { test: 'at-least', amount: '0.02', unit: 'WETH' } },
    ],
    ['{"chain":"base","token":"USDC","min_balance":"250","question":"do we have enough?"}', { kind: 'balance', check: { amount: '250', unit: 'USDC' } }],
    ['{"chain":"base","asset":"WETH","required":"0.02"}', { kind: 'balance', check: { amount: '0.02' } }],
    [
      '[2024-11-26T14:02:11Z] strat=meanrev-eth phase=precheck need=0.8ETH chain=ethereum :: is native ETH balance >= need? reply with the balance, do NOT trade',
      { kind: 'balance', chains: ['ethereum'], tokens: ['ETH'] },
    ],
  ])('%s', isIntent);

  it.each([
    // A question of another token, or one that asks for a move.
    '{"chain":"base","asset":"WETH","required":"0.02","question":"does the wallet hold enough USDC for this fill?"}',
    '{"chain":"base","asset":"WETH","required":"0.02","question":"does the wallet hold enough WETH? if not buy some"}',
    `{"chain":"base","asset":"WETH","required":"0.02","amount":"5","to":"${A4}"}`,
  ])('%s is refused', (prompt) => expect(read(prompt).kind).toBe('fail'));
});

describe('a JSON that only asks a question in words, of a chain', () => {
  it.each([
    ['{"chain":"base","question":"what is my ETH balance?"}', { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
    ['{"chain":"base","asset":"USDC","question":"how much USDC do we hold?"}', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['{"question":"what is the price of LINK?"}', { kind: 'price', tokens: ['LINK'] }],
    ['{"chain":"ethereum","question":"whats my ETH balance on ethereum?"}', { kind: 'balance', chains: ['ethereum'] }],
  ])('%s', isIntent);

  it.each([
    // A move asked; a token the question does not name; a field beside it; two chains.
    '{"chain":"base","question":"should I sell my ETH?"}',
    '{"chain":"base","asset":"DEGEN","question":"how much USDC do we hold?"}',
    '{"chain":"base","question":"what is my ETH balance?","amount":"5"}',
    '{"chain":"ethereum","question":"whats my ETH balance on solana?"}',
  ])('%s is refused', (prompt) => expect(read(prompt).kind).toBe('fail'));
});
