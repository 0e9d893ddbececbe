import { describe, expect, it } from 'vitest';
import { intrinsicGas, maxTransactionGas, transactionLimitProblem } from '../../lib/transactions/transaction-limits.ts';
import { receivesToOutlastLease, redeliveryOutlastsLease } from '../../lib/jobs/redelivery.ts';

describe('intrinsicGas', () => {
  it.each([
    { data: undefined, gas: 21_000n, why: 'no calldata' },
    { data: '0x', gas: 21_000n, why: 'empty calldata' },
    { data: '0x00', gas: 21_010n, why: 'one zero byte: the EIP-7623 floor (10) beats 4' },
    { data: '0xff', gas: 21_040n, why: 'one other byte: the floor (40) beats 16' },
    { data: `0x${'00'.repeat(100)}`, gas: 22_000n, why: '100 zero bytes: floor 1,000' },
    { data: `0x${'ff'.repeat(100)}`, gas: 25_000n, why: '100 other bytes: floor 4,000' },
  ] as const)('$why → $gas', ({ data, gas }) => {
    expect(intrinsicGas(data)).toBe(gas);
  });
});

describe('transactionLimitProblem', () => {
  const limits = { blockGasLimit: 30_000_000n, feeCeilingWei: 500_000_000_000n, balance: 10n ** 18n };
  const ok = { value: 0n, gas: 21_000n, maxFeePerGas: 1_000_000_000n };

  it('passes a plain transfer within every limit', () => {
    expect(transactionLimitProblem(ok, limits)).toBeUndefined();
  });

  it.each([
    { name: 'gas 0', tx: { ...ok, gas: 0n }, code: 'GAS_TOO_LOW', field: 'gas' },
    { name: 'gas 1', tx: { ...ok, gas: 1n }, code: 'GAS_TOO_LOW', field: 'gas' },
    {
      name: 'gas enough for a transfer but not for its calldata',
      tx: { ...ok, gas: 21_000n, data: `0x${'ff'.repeat(100)}` as const },
      code: 'GAS_TOO_LOW',
      field: 'gas',
    },
    { name: 'gas above the per-transaction cap', tx: { ...ok, gas: maxTransactionGas + 1n }, code: 'GAS_TOO_HIGH', field: 'gas' },
    {
      name: 'gas above a block limit lower than the cap',
      tx: { ...ok, gas: 2_000_000n },
      limits: { ...limits, blockGasLimit: 1_000_000n },
      code: 'GAS_TOO_HIGH',
      field: 'gas',
    },
    { name: 'a legacy gas price above the ceiling', tx: { value: 0n, gas: 21_000n, gasPrice: 2n ** 255n }, code: 'FEE_TOO_HIGH', field: 'gasPrice' },
    { name: 'a max fee above the ceiling', tx: { ...ok, maxFeePerGas: 501_000_000_000n }, code: 'FEE_TOO_HIGH', field: 'maxFeePerGas' },
    { name: 'value beyond the balance', tx: { ...ok, value: 10n ** 18n }, code: 'INSUFFICIENT_FUNDS', field: 'value' },
  ])('refuses $name', ({ tx, code, field, ...rest }) => {
    expect(transactionLimitProblem(tx, ('limits' in rest && rest.limits) || limits)).toMatchObject({ code, field });
  });

  it("does not cap a fee when no ceiling is given (the network's own estimate), nor check a balance it was not given", () => {
    expect(transactionLimitProblem({ ...ok, maxFeePerGas: 10n ** 15n, value: 10n ** 30n }, { blockGasLimit: 30_000_000n })).toBeUndefined();
  });

  it('says what the limit is in its message', () => {
    expect(transactionLimitProblem({ ...ok, gas: 40_000_000n }, limits)?.message).toMatchInlineSnapshot(
      `"A gas limit of 40000000 is above the most one transaction may use (16777216, EIP-7825); it could never be mined."`,
    );
  });
});

describe('queue redelivery against the job lease', () => {
  it('the local queue outlasts its lease', () => {
    expect(redeliveryOutlastsLease({ retryDelayMs: 2_000, maxReceiveCount: receivesToOutlastLease(2_000, 30_000) }, 30_000)).toBe(true);
  });

  it("five receives two seconds apart would dead-letter a job before a crashed attempt's lease ran out (what happened before)", () => {
    expect(redeliveryOutlastsLease({ retryDelayMs: 2_000, maxReceiveCount: 5 }, 60_000)).toBe(false);
  });

  it('never asks for fewer than five receives', () => {
    expect(receivesToOutlastLease(600_000, 1_000)).toBe(5);
  });
});
