import { getAddress, parseEther, parseGwei, toHex, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * No nonce is ever lost (issue 13): a transaction the chain would refuse —
 * or take into its pool and never mine — is refused before it takes a nonce,
 * a refusal at broadcast gives its nonce back, and a caller's own nonce must
 * be one the chain can mine. Judged on chain: after each refusal the wallet's
 * next transaction is mined, at the nonce the refused one would have had.
 */
let rt: TestRuntime;
const base = 8453;
const client = () => rt.deps.chains.evm(base);
const freshRecipient = (): Address =>
  getAddress(
    `0x${Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(40, '0')}`,
  );

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => rt?.stop());

const submit = (apiKey: string, transaction: Record<string, unknown>) =>
  rt.call('/agent/submit', { apiKey, body: { transaction: { chainId: base, data: '0x', value: '0x0', ...transaction }, waitForConfirmation: true } });

/** Nothing of the wallet is left holding a nonce or waiting to be followed. */
async function nothingHeld(wallet: Address) {
  const watched = (await rt.deps.steps.listWatched(base)).filter((w) => w.from === wallet);
  const steps = await Promise.all(watched.map((w) => rt.deps.steps.get(w.stepId)));
  return steps.filter((s) => s && s.status !== 'confirmed' && s.status !== 'reverted');
}

describe("a refused submit keeps no nonce: the wallet's next transaction is mined at the same nonce", () => {
  it.each([
    { name: 'gas 0x0', tx: { gas: '0x0' }, code: 'GAS_TOO_LOW' },
    { name: 'gas 0x1', tx: { gas: '0x1' }, code: 'GAS_TOO_LOW' },
    { name: 'gas enough for a transfer, too little for its calldata', tx: { gas: toHex(21_000), data: `0x${'ab'.repeat(200)}` }, code: 'GAS_TOO_LOW' },
    { name: 'gas above the per-transaction cap', tx: { gas: toHex(20_000_000) }, code: 'GAS_TOO_HIGH' },
    { name: 'gas above the block gas limit', tx: { gas: toHex(40_000_000) }, code: 'GAS_TOO_HIGH' },
    { name: 'a legacy gas price of 2^255', tx: { gasPrice: toHex(2n ** 255n) }, code: 'FEE_TOO_HIGH' },
    { name: 'a max fee above the fee ceiling', tx: { maxFeePerGas: toHex(parseGwei('1000')), maxPriorityFeePerGas: '0x1' }, code: 'FEE_TOO_HIGH' },
    { name: 'a value beyond the balance', tx: { value: toHex(parseEther('1000000')) }, code: 'INSUFFICIENT_FUNDS' },
    // Not caught before: the node refuses it at the door, and the nonce it took is given back.
    { name: 'a max fee below the base fee (refused by the node)', tx: { maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1' }, code: 'CHAIN_REJECTED' },
  ])('$name → 4xx $code, then the next submit is mined', async ({ tx, code }) => {
    const { evm, apiKey } = await rt.newAccount();
    const to = freshRecipient();
    const nonce = await client().getTransactionCount({ address: evm, blockTag: 'pending' });
    const refused = await submit(apiKey, { to, ...tx });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body).toMatchObject({ success: false, code });
    expect(refused.body.message).toMatch(/Nothing was sent\./);
    expect(await client().getTransactionCount({ address: evm, blockTag: 'pending' })).toBe(nonce);
    const next = await submit(apiKey, { to, value: '0x1' });
    expect(next.body).toMatchObject({ status: 'success', nonce });
    expect(await client().getBalance({ address: to })).toBe(1n);
    expect(await nothingHeld(evm)).toEqual([]);
  });

  it('a prompt transfer after a refused submit is mined, and its job completes (no wedge)', async () => {
    const { evm, apiKey } = await rt.newAccount();
    const to = freshRecipient();
    expect((await submit(apiKey, { to, gas: '0x1' })).status).toBe(422);
    expect((await submit(apiKey, { to, maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1' })).status).toBe(422);
    const { body } = await rt.call('/agent/prompt', { apiKey, body: { prompt: `send 0.001 eth to ${to} on base` } });
    const job = await rt.waitForJob(body.jobId, apiKey);
    expect(job.status).toBe('completed');
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.001'));
    expect(await client().getTransactionCount({ address: evm })).toBe(1);
  });
});

describe("a caller's own nonce", () => {
  it('far beyond the next one is refused with 409 and the next nonce, and nothing sits in the pool', async () => {
    const { evm, apiKey } = await rt.newAccount();
    const res = await submit(apiKey, { to: freshRecipient(), value: '0x1', nonce: '0x32' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NONCE_TOO_HIGH', details: { field: 'transaction.nonce', nonce: 50, nextNonce: 0 } });
    expect(await client().getTransactionCount({ address: evm, blockTag: 'pending' })).toBe(0);
    expect(await nothingHeld(evm)).toEqual([]);
  });

  it('equal to the next one is sent and mined, and the next automatic nonce follows it', async () => {
    const { apiKey } = await rt.newAccount();
    const first = await submit(apiKey, { to: freshRecipient(), value: '0x1', nonce: 0 });
    expect(first.body).toMatchObject({ status: 'success', nonce: 0 });
    const second = await submit(apiKey, { to: freshRecipient(), value: '0x1' });
    expect(second.body).toMatchObject({ status: 'success', nonce: 1 });
  });

  it('taken by a concurrent request is never called "too high": one of eight racing for it is sent, the rest are told it is in use or mined', async () => {
    const { evm, apiKey } = await rt.newAccount();
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(apiKey, { to: freshRecipient(), value: '0x1', nonce: 0 })));
    const refused = results.filter((r) => r.status !== 200);
    expect(results.filter((r) => r.status === 200).map((r) => r.body.nonce)).toEqual([0]);
    for (const r of refused) {
      expect(r.body.code, JSON.stringify(r.body)).not.toBe('NONCE_TOO_HIGH');
      // 409 when the nonce is held or mined; 422 when one arrived while the winner waited in the pool, so it was sent as
      // a replacement and the node refused it (same fees, or mined meanwhile), nothing sent; or 422 TRANSACTION_REPLACED
      // when this one waited in the pool and a later one replaced it there (the winner is the replacement).
      if (r.status === 409) expect(['NONCE_IN_USE', 'NONCE_TOO_LOW'], JSON.stringify(r.body)).toContain(r.body.code);
      else expect([r.status, r.body.message], JSON.stringify(r.body)).toEqual([422, expect.stringMatching(/nothing was sent\.$/i)]);
    }
    expect(await client().getTransactionCount({ address: evm })).toBe(1);
  });

  it('already mined is refused with 409 NONCE_TOO_LOW', async () => {
    const { apiKey } = await rt.newAccount();
    await submit(apiKey, { to: freshRecipient(), value: '0x1' });
    const res = await submit(apiKey, { to: freshRecipient(), value: '0x1', nonce: 0 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NONCE_TOO_LOW', details: { nextNonce: 1 } });
  });
});
