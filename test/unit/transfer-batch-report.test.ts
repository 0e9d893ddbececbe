import { describe, expect, it } from 'vitest';
import { JobCancelledError, PermanentError, TransientError } from '../../lib/errors.ts';
import { batchFailure, batchOutcome, type BatchLeg, type SentLeg } from '../../lib/capabilities/transfers/batch/batch-report.ts';

/** What a batch says when one of its transfers fails: which were sent, with their transactions, and which were not. */
const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const C = '0x3333333333333333333333333333333333333333';
const legs: BatchLeg[] = [A, B, C].map((to, index) => ({ index, to, amount: '2', amountRaw: 2_000_000n }));
const sentFirst: SentLeg[] = [{ ...legs[0]!, transactionHash: '0xaaa', richData: { type: 'transfer', to: A } }];
const report = (error: unknown, sent: readonly SentLeg[] = sentFirst, failed = 1) => batchFailure(error, { sent, legs, failed, symbol: 'USDC' });

describe('a batch that stops partway', () => {
  it('a revert on chain of transfer 2 of 3: BATCH_INCOMPLETE, naming the one sent with its hash and the two not sent', () => {
    const reverted = new PermanentError('TRANSACTION_REVERTED', `Transfer 2 of 3 (2 USDC to ${B}) reverted on Base (transaction 0xbbb); only gas was spent.`);
    const got = report(reverted) as PermanentError;
    expect(got).toBeInstanceOf(PermanentError);
    expect(got.code).toBe('BATCH_INCOMPLETE');
    expect(got.message).toBe(
      `Transfer 2 of 3 (2 USDC to ${B}) reverted on Base (transaction 0xbbb); only gas was spent. ` +
        `Sent before it: 1. 2 USDC to ${A} (transaction 0xaaa). Not sent: 2. 2 USDC to ${B}; 3. 2 USDC to ${C}.`,
    );
    expect(got.details).toMatchObject({
      failedCode: 'TRANSACTION_REVERTED',
      failedTransfer: 2,
      sent: [{ to: A, amount: '2', transactionHash: '0xaaa' }],
      notSent: [
        { to: B, amount: '2' },
        { to: C, amount: '2' },
      ],
    });
  });

  it('any other permanent failure is told as that transfer’s, with the same account of what was sent', () => {
    const got = report(
      new PermanentError('INSUFFICIENT_FUNDS', 'Insufficient funds on Base to pay for this transaction and its gas. Nothing was sent.'),
      sentFirst,
      1,
    );
    expect((got as PermanentError).message).toMatch(
      new RegExp(`^Transfer 2 of 3 \\(2 USDC to ${B}\\) failed: Insufficient funds on Base .* Sent before it: 1\\. 2 USDC to ${A} \\(transaction 0xaaa\\)\\.`),
    );
  });

  it('a transient failure keeps its code and stays retryable (the retry resumes the batch), and says what was sent', () => {
    const got = report(new TransientError('CHAIN_UNAVAILABLE', 'Base did not answer.')) as TransientError;
    expect(got).toBeInstanceOf(TransientError);
    expect(got.code).toBe('CHAIN_UNAVAILABLE');
    expect(got.retryable).toBe(true);
    expect(got.message).toBe(
      `Base did not answer (transfer 2 of 3; a retry resumes the batch there). Sent before it: 1. 2 USDC to ${A} (transaction 0xaaa). Not sent: 2. 2 USDC to ${B}; 3. 2 USDC to ${C}.`,
    );
  });

  it.each([
    ['nothing sent yet', new PermanentError('INSUFFICIENT_FUNDS', 'No. Nothing was sent.'), [] as SentLeg[]],
    ['a cancellation', new JobCancelledError('job-1'), sentFirst],
    ['an error that is not ours', new Error('boom'), sentFirst],
  ])('%s passes through as it is', (_name, error, sent) => {
    expect(report(error, sent, 0)).toBe(error);
  });
});

describe('a batch that went through', () => {
  it('lists each transfer with its transaction, and the total', () => {
    const sent: SentLeg[] = legs.map((leg, i) => ({ ...leg, transactionHash: `0x${i}`, richData: { type: 'transfer', i } }));
    expect(batchOutcome(sent, { symbol: 'USDC', chain: 'base', chainLabel: 'Base', format: (raw) => String(Number(raw) / 1e6) })).toEqual({
      response: [
        'Sent 6 USDC in all on Base, one transaction per recipient:',
        `1. 2 USDC to ${A} (transaction 0x0)`,
        `2. 2 USDC to ${B} (transaction 0x1)`,
        `3. 2 USDC to ${C} (transaction 0x2)`,
      ].join('\n'),
      richData: [
        { type: 'transfer', i: 0 },
        { type: 'transfer', i: 1 },
        { type: 'transfer', i: 2 },
      ],
      metadata: { transactionHash: '0x0', transactionHashes: ['0x0', '0x1', '0x2'], chain: 'base' },
    });
  });
});
