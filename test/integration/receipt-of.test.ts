import { createPublicClient, http, keccak256, toHex } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { receiptOf } from '../../lib/transactions/step-records.ts';

/**
 * A receipt that cannot be read is not a receipt that does not exist: read
 * as "not mined", a step would give up a nonce its own transaction used and
 * send the money again under another (a chaos run under load sent a transfer
 * twice that way).
 */
describe('receiptOf', () => {
  const unknown = keccak256(toHex('a transaction nobody sent'));

  it('is undefined when the node answers that it has no such receipt', async () => {
    const client = createPublicClient({ transport: http(inject('rpcUrls')['8453']) });
    expect(await receiptOf(client, unknown)).toBeUndefined();
  });

  it('throws a retryable error when the node does not answer, never undefined', async () => {
    const client = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0, timeout: 500 }) });
    await expect(receiptOf(client, unknown)).rejects.toMatchObject({ code: 'RECEIPT_UNREADABLE', retryable: true });
  });
});
