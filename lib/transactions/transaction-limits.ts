import { formatGwei, hexToBytes, type Hex } from 'viem';

/** Gas every transaction pays before it runs a single instruction (a plain value transfer costs exactly this). */
export const baseTransactionGas = 21_000n;

/**
 * The most gas one transaction may ask for since Osaka (EIP-7825, 2^24). The
 * sandbox's anvil nodes run that fork on every chain and keep a transaction
 * above it in their pool without ever mining it, which would hold up every
 * later nonce of the wallet; it is applied on every chain.
 */
export const maxTransactionGas = 16_777_216n;

/**
 * The least gas a transaction with this calldata can be mined with: 21,000
 * plus 4 per zero byte and 16 per other byte (EIP-2028), and at least the
 * calldata floor of EIP-7623 (21,000 + 10 per token, a zero byte one token
 * and any other four). A node refuses less at the door ("intrinsic gas too
 * low") — or, for the calldata part, accepts it and never mines it.
 */
export function intrinsicGas(data: Hex | undefined): bigint {
  const bytes = data && data !== '0x' ? hexToBytes(data) : new Uint8Array();
  let zeros = 0n;
  for (const byte of bytes) if (byte === 0) zeros += 1n;
  const others = BigInt(bytes.length) - zeros;
  const standard = baseTransactionGas + zeros * 4n + others * 16n;
  const floor = baseTransactionGas + (zeros + others * 4n) * 10n;
  return standard > floor ? standard : floor;
}

/** What a transaction asks of the chain, as far as these checks need it. */
export interface GasAndFees {
  readonly data?: Hex;
  readonly value: bigint;
  /** Absent (to be estimated), the gas limit is not checked. */
  readonly gas?: bigint;
  readonly gasPrice?: bigint;
  readonly maxFeePerGas?: bigint;
  readonly maxPriorityFeePerGas?: bigint;
}

/** What the chain allows right now. */
export interface ChainLimits {
  readonly blockGasLimit: bigint;
  /** The most per gas a caller may set (the pipeline's fee ceiling); absent, fees are not capped (the network's own estimate). */
  readonly feeCeilingWei?: bigint;
  /** The wallet's balance in the native coin; absent, value and fees are not checked against it (a signature for later). */
  readonly balance?: bigint;
}

/** What is known before the chain is asked: the per-transaction gas cap stands in for the block gas limit. */
export const offlineLimits = (feeCeilingWei: bigint | undefined): ChainLimits => ({
  blockGasLimit: maxTransactionGas,
  ...(feeCeilingWei === undefined ? {} : { feeCeilingWei }),
});

/** Why a transaction can never be mined as it stands, naming the field to change. */
export interface LimitProblem {
  readonly code: 'GAS_TOO_LOW' | 'GAS_TOO_HIGH' | 'FEE_TOO_HIGH' | 'INSUFFICIENT_FUNDS';
  readonly field: 'gas' | 'gasPrice' | 'maxFeePerGas' | 'value';
  readonly message: string;
}

/**
 * Checks a transaction against what the chain would refuse — or accept into
 * its pool and never mine — before a nonce is given to it: the gas limit
 * between the calldata's intrinsic gas and the smaller of the block gas
 * limit and the per-transaction cap, fees per gas under the ceiling, and
 * (when the balance is known) value plus the most the fees can cost within
 * the balance. Pure.
 * @returns the first problem found, or `undefined`.
 */
export function transactionLimitProblem(tx: GasAndFees, limits: ChainLimits): LimitProblem | undefined {
  const floor = intrinsicGas(tx.data);
  if (tx.gas !== undefined && tx.gas < floor) {
    return {
      code: 'GAS_TOO_LOW',
      field: 'gas',
      message: `A gas limit of ${tx.gas} is below the ${floor} gas this transaction needs before it runs (21,000 plus its calldata).`,
    };
  }
  const cap = limits.blockGasLimit < maxTransactionGas ? limits.blockGasLimit : maxTransactionGas;
  if (tx.gas !== undefined && tx.gas > cap) {
    const which =
      cap === limits.blockGasLimit && cap !== maxTransactionGas ? `the block gas limit (${cap})` : `the most one transaction may use (${cap}, EIP-7825)`;
    return { code: 'GAS_TOO_HIGH', field: 'gas', message: `A gas limit of ${tx.gas} is above ${which}; it could never be mined.` };
  }
  const perGas = tx.gasPrice ?? tx.maxFeePerGas ?? 0n;
  if (limits.feeCeilingWei !== undefined && perGas > limits.feeCeilingWei) {
    const field = tx.gasPrice !== undefined ? 'gasPrice' : 'maxFeePerGas';
    return {
      code: 'FEE_TOO_HIGH',
      field,
      message: `${field} of ${formatGwei(perGas)} gwei is above the ${formatGwei(limits.feeCeilingWei)} gwei per gas this service pays at most.`,
    };
  }
  const most = tx.value + (tx.gas ?? 0n) * perGas;
  if (limits.balance !== undefined && most > limits.balance) {
    return {
      code: 'INSUFFICIENT_FUNDS',
      field: 'value',
      message: `The value plus the most its gas can cost (${most} wei) is more than the wallet holds (${limits.balance} wei).`,
    };
  }
  return undefined;
}
