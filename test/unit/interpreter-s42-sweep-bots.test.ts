import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/** Bots' own schemas (sweep 42 C, issue 16): an action's name that joins a rehearsal word to a move's verb. */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const bob = '0x4444444444444444444444444444444444444444';
const swap = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({
  kind: 'swap',
  chain,
  tokenIn,
  tokenOut,
  amount: { kind: 'exact', value },
  side: 'sell',
});
const send = (chain: string, token: string, value: string, to = bob) => ({ kind: 'transfer', chain, token, amount: { kind: 'exact', value }, to });

describe("an action's name that names a rehearsal of the move is refused, never made", () => {
  it.each([
    'preview_swap --in WETH --out UNI --amount 0.5 --network unichain',
    '{"op":"dry_run_swap","from":"USDC","to":"ETH","amount":10,"chain":"base"}',
    '{"op":"quote_swap","from":"USDC","to":"ETH","amount":10,"chain":"base"}',
    '{"cmd":"simulate_swap","params":{"pay":"degen","receive":"usdt","amount":"1500","blockchain":"base"}}',
    '{"order":{"cmd": "swap_check", "receive": "BRETT", "network": "Base", "pay": "WETH", "amount": "10"}}',
    'intent=estimate_sell\nsell_token=usdc\nbuy_token=SOL\namount=25\nchain=sol',
    `POST /v1/fakeSend?token=BRETT&dest=${bob}&amount=1500&network=base`,
    `{"cmd":"draft_withdraw","token":"DEGEN","amount":"100","recipient":"${bob}","chain":"base-mainnet"}`,
    `transfer_paper --token WETH --amount 100 --wallet ${bob} --chain-id 8453`,
    `send.test(token="USDC", amount=5, to="${bob}", chain="base")`,
    `{"action":"mockBuy","token":"ETH","amount":0.1,"with":"USDC","chain":"base"}`,
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it.each([
    ['{"action":"swap","sell_token":"USDC","buy_token":"ETH","amount":10,"chain":"base"}', swap('base', 'USDC', 'ETH', '10')],
    ['swap --from USDC --to ETH --amount 10 --chain base', swap('base', 'USDC', 'ETH', '10')],
    [`transfer(token="USDC", to="${bob}", amount=5, chain="base")`, send('base', 'USDC', '5')],
    ['send 10 usdc to test-wallet.eth on base', send('base', 'USDC', '10', 'test-wallet.eth')],
  ])('a plain name, or a rehearsal word inside a name that is no action, still moves: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});
