import { parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let acct: Awaited<ReturnType<TestRuntime['newAccount']>>;

const typedData = {
  domain: { name: 'Purser Test', version: '1', chainId: 8453, verifyingContract: '0x000000000000000000000000000000000000dEaD' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Order: [
      { name: 'maker', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Order',
  message: { maker: '0x000000000000000000000000000000000000dEaD', amount: '1000' },
};
const burn = '0x000000000000000000000000000000000000dEaD';

beforeAll(async () => {
  rt = await startTestRuntime();
  acct = await rt.newAccount();
});
afterAll(async () => rt?.stop());

describe('POST /agent/sign', () => {
  it('refuses typed data over 64 KiB as JSON with 400, before checking or hashing it', async () => {
    const big = {
      ...typedData,
      types: { ...typedData.types, Big: [{ name: 'items', type: 'uint256[]' }] },
      primaryType: 'Big',
      message: { items: Array.from({ length: 8_000 }, (_, i) => String(i * 1_234_567)) },
    };
    const res = await rt.call('/agent/sign', { apiKey: acct.apiKey, body: { type: 'eth_signTypedData_v4', typedData: big } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'TYPED_DATA_TOO_LARGE', details: { field: 'typedData' } });
  });

  it('personal_sign verifies against the account address', async () => {
    const res = await rt.call('/agent/sign', { apiKey: acct.apiKey, body: { type: 'personal_sign', message: 'I own this wallet' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, signer: acct.evm, signatureType: 'personal_sign' });
    expect(await verifyMessage({ address: acct.evm, message: 'I own this wallet', signature: res.body.signature })).toBe(true);
  });

  it('accepts signatureType as well as type', async () => {
    const res = await rt.call('/agent/sign', { apiKey: acct.apiKey, body: { signatureType: 'personal_sign', message: 'alias' } });
    expect(res.status).toBe(200);
    expect(await verifyMessage({ address: acct.evm, message: 'alias', signature: res.body.signature })).toBe(true);
  });

  it('eth_signTypedData_v4 verifies (EIP712Domain in types or not, object or JSON string)', async () => {
    const { EIP712Domain: _d, ...withoutDomain } = typedData.types;
    for (const data of [typedData, { ...typedData, types: withoutDomain }, JSON.stringify(typedData)]) {
      const res = await rt.call('/agent/sign', { apiKey: acct.apiKey, body: { type: 'eth_signTypedData_v4', typedData: data } });
      expect(res.status).toBe(200);
      const ok = await verifyTypedData({
        address: acct.evm,
        domain: typedData.domain as never,
        types: withoutDomain,
        primaryType: 'Order',
        message: { maker: burn, amount: 1000n },
        signature: res.body.signature,
      });
      expect(ok).toBe(true);
    }
  });

  it('eth_signTransaction returns a transaction signed by the account, filled from the chain, not broadcast', async () => {
    const res = await rt.call('/agent/sign', {
      apiKey: acct.apiKey,
      body: { type: 'eth_signTransaction', transaction: { to: burn, data: '0x', value: '0x5', chainId: 8453 } },
    });
    expect(res.status).toBe(200);
    const signed = res.body.signedTransaction as Hex;
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(acct.evm);
    const tx = parseTransaction(signed);
    expect(tx).toMatchObject({ to: burn.toLowerCase(), value: 5n, chainId: 8453, nonce: 0 });
    expect(tx.gas).toBeGreaterThan(0n);
    const onChain = await rt.deps.chains
      .evm(8453)
      .getTransaction({ hash: res.body.transactionHash })
      .catch(() => undefined);
    expect(onChain).toBeUndefined();
  });

  it.each([
    ['no type', 'type', { message: 'x' }],
    ['unknown type', 'type', { type: 'eth_sign', message: 'x' }],
    ['personal_sign without message', 'message', { type: 'personal_sign' }],
    ['personal_sign with empty message', 'message', { type: 'personal_sign', message: '' }],
    ['typed data without typedData', 'typedData', { type: 'eth_signTypedData_v4' }],
    ['primaryType missing from types', 'typedData.primaryType', { type: 'eth_signTypedData_v4', typedData: { ...typedData, primaryType: 'Nope' } }],
    [
      'typed data with a bad value',
      'typedData',
      { type: 'eth_signTypedData_v4', typedData: { ...typedData, message: { maker: 'not-an-address', amount: '1' } } },
    ],
    [
      'transaction with bad hex data',
      'transaction.data',
      { type: 'eth_signTransaction', transaction: { to: burn, data: '0xZZ', value: '0x0', chainId: 8453 } },
    ],
    ['transaction with bad value', 'transaction.value', { type: 'eth_signTransaction', transaction: { to: burn, data: '0x', value: 'ten', chainId: 8453 } }],
    [
      'transaction with a bad address',
      'transaction.to',
      { type: 'eth_signTransaction', transaction: { to: '0x1234', data: '0x', value: '0x0', chainId: 8453 } },
    ],
    ['transaction on an unknown chain', 'chainId', { type: 'eth_signTransaction', transaction: { to: burn, data: '0x', value: '0x0', chainId: 43114 } }],
  ])('%s → 400 naming %s', async (_name, field, body) => {
    const res = await rt.call('/agent/sign', { apiKey: acct.apiKey, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.details?.field ?? res.body.message).toContain(field);
  });
});

describe('POST /agent/submit', () => {
  it('broadcasts and waits for the receipt; the transaction is on chain', async () => {
    const client = rt.deps.chains.evm(8453);
    const before = await client.getBalance({ address: burn });
    const res = await rt.call('/agent/submit', {
      apiKey: acct.apiKey,
      body: { transaction: { to: burn, data: '0x', value: '0x2a', chainId: 8453 }, waitForConfirmation: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'success', signer: acct.evm, chainId: 8453, gasUsed: '21000' });
    expect(res.body.blockNumber).toMatch(/^\d+$/);
    const tx = await client.getTransaction({ hash: res.body.transactionHash });
    expect(tx.from).toBe(acct.evm.toLowerCase());
    expect((await client.getBalance({ address: burn })) - before).toBe(42n);
  });

  it('answers pending without waiting, and the hash confirms', async () => {
    const res = await rt.call('/agent/submit', { apiKey: acct.apiKey, body: { transaction: { to: burn, data: '0x', value: '0x1', chainId: 137 } } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('pending');
    const receipt = await rt.deps.chains.evm(137).waitForTransactionReceipt({ hash: res.body.transactionHash });
    expect(receipt.status).toBe('success');
  });

  it('reports a reverted transaction as reverted', async () => {
    // A contract whose code is a bare REVERT (0xfd), deployed with anvil_setCode.
    const reverter = '0x00000000000000000000000000000000000fd0fd';
    await rt.deps.chains.evm(1).request({ method: 'anvil_setCode' as never, params: [reverter, '0x60006000fd'] as never });
    const res = await rt.call('/agent/submit', {
      apiKey: acct.apiKey,
      body: { transaction: { to: reverter, data: '0x', value: '0x0', chainId: 1, gas: '0x186a0' }, waitForConfirmation: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('reverted');
  });

  it('keeps concurrent submits from one wallet on distinct nonces', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        rt.call('/agent/submit', {
          apiKey: acct.apiKey,
          body: { transaction: { to: burn, data: '0x', value: '0x1', chainId: 130 }, waitForConfirmation: true },
        }),
      ),
    );
    expect(results.map((r) => r.body.status)).toEqual(Array(8).fill('success'));
    const nonces = await Promise.all(
      results.map((r) =>
        rt.deps.chains
          .evm(130)
          .getTransaction({ hash: r.body.transactionHash })
          .then((t) => t.nonce),
      ),
    );
    expect(new Set(nonces).size).toBe(8);
  });

  it.each([
    ['an unknown chain id', { transaction: { to: burn, data: '0x', value: '0x0', chainId: 56 } }],
    ['invalid hex data', { transaction: { to: burn, data: '0xabc', value: '0x0', chainId: 8453 } }],
    ['invalid hex value', { transaction: { to: burn, data: '0x', value: '0xZZ', chainId: 8453 } }],
    ['a missing transaction', { waitForConfirmation: true }],
    ['a non-boolean waitForConfirmation', { transaction: { to: burn, data: '0x', value: '0x0', chainId: 8453 }, waitForConfirmation: 'yes' }],
  ])('%s → 400', async (_name, body) => {
    const res = await rt.call('/agent/submit', { apiKey: acct.apiKey, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Bad Request' });
  });

  it('refuses a transfer beyond the balance with an insufficient-funds error and sends nothing', async () => {
    const client = rt.deps.chains.evm(8453);
    const nonce = await client.getTransactionCount({ address: acct.evm });
    const res = await rt.call('/agent/submit', {
      apiKey: acct.apiKey,
      body: { transaction: { to: burn, data: '0x', value: '0x56bc75e2d63100000' /* 100 ETH */, chainId: 8453 }, waitForConfirmation: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(res.body.message).toMatch(/insufficient funds/i);
    expect(await client.getTransactionCount({ address: acct.evm })).toBe(nonce);
  });
});

describe("a transaction's from, and the fee ceiling, hold for signing as for submitting", () => {
  const other = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
  it.each(['/agent/submit', '/agent/sign'])('%s refuses a from that is not the wallet, signing and sending nothing', async (path) => {
    const client = rt.deps.chains.evm(8453);
    const nonce = await client.getTransactionCount({ address: acct.evm });
    const transaction = { from: other, to: burn, value: '0x1', chainId: 8453 };
    const res = await rt.call(path, { apiKey: acct.apiKey, body: path === '/agent/sign' ? { type: 'eth_signTransaction', transaction } : { transaction } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FROM_MISMATCH', details: { field: 'transaction.from', wallet: acct.evm } });
    expect(res.body.signature ?? res.body.signedTransaction).toBeUndefined();
    expect(await client.getTransactionCount({ address: acct.evm })).toBe(nonce);
  });

  it('accepts from when it is the wallet (any letter case)', async () => {
    const res = await rt.call('/agent/sign', {
      apiKey: acct.apiKey,
      body: { type: 'eth_signTransaction', transaction: { from: acct.evm.toLowerCase(), to: burn, value: '0x1', chainId: 8453 } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses to sign a fee above the ceiling a submit would refuse to send', async () => {
    const res = await rt.call('/agent/sign', {
      apiKey: acct.apiKey,
      body: {
        type: 'eth_signTransaction',
        transaction: { to: burn, value: '0x1', chainId: 8453, maxFeePerGas: '0x8bb2c97000' /* 600 gwei */, maxPriorityFeePerGas: '0x1' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FEE_TOO_HIGH', details: { field: 'transaction.maxFeePerGas' } });
  });
});
