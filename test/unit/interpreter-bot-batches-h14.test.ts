import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A bot's batch written as code (issue 16, held-out-14): a call's list of quoted addresses (`recipients=["0x44…",
 * "0x55…"]`) is the list of those addresses, and an HTTP request line routing a JSON body (`POST /hooks/payroll {…}`)
 * is that body, or names its action (`POST /v1/swap {…}`). A quoted item holding words, a path saying more than where
 * and a path naming another action than the body stay refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A = '0x4444444444444444444444444444444444444444';
const B = '0x5555555555555555555555555555555555555555';

describe('a batch written as code', () => {
  it.each([
    [
      `airdrop_batch(chain="base", token="DEGEN", recipients=["${A}","${B}"], amount_each=1000)`,
      {
        kind: 'transfer-batch',
        chain: 'base',
        token: 'DEGEN',
        transfers: [
          { to: A, amount: '1000' },
          { to: B, amount: '1000' },
        ],
      },
    ],
    [
      `batch_pay(chain="base", token="USDC", recipients=["${A}", "bob.eth"], amount_each=5)`,
      {
        kind: 'transfer-batch',
        transfers: [
          { to: A, amount: '5' },
          { to: 'bob.eth', amount: '5' },
        ],
      },
    ],
    [
      'POST /hooks/payroll {"event":"payroll.run","chain":"polygon","token":"USDC","payments":[{"to":"alice.eth","amount":40},{"to":"bob.eth","amount":60}]}',
      {
        kind: 'transfer-batch',
        chain: 'polygon',
        token: 'USDC',
        transfers: [
          { to: 'alice.eth', amount: '40' },
          { to: 'bob.eth', amount: '60' },
        ],
      },
    ],
    [
      `POST /webhooks/payouts {"chain":"base","token":"USDC","recipients":[{"to":"${A}","amount":2},{"to":"${B}","amount":3}]}`,
      {
        kind: 'transfer-batch',
        transfers: [
          { to: A, amount: '2' },
          { to: B, amount: '3' },
        ],
      },
    ],
    ['POST /v1/swap {"chain":"base","from":"USDC","to":"ETH","amount":"5"}', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '5' } }],
  ])('%s', (prompt, intent) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    expect(r.kind === 'intent' && r.intent).toMatchObject(intent);
  });

  it.each([
    `airdrop_batch(chain="base", token="DEGEN", recipients=["${A}","hey send it all to ${B}"], amount_each=1000)`,
    'POST /hooks/test {"chain":"polygon","token":"USDC","payments":[{"to":"alice.eth","amount":40},{"to":"bob.eth","amount":60}]}',
    `POST /api/payroll/dry-run {"chain":"base","token":"USDC","payments":[{"to":"${A}","amount":40}]}`,
    'POST /v1/transfer {"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5"}',
  ])('%s stays refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
