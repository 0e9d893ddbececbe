import type { Address, Hex } from 'viem';

export const txStepStatuses = ['allocated', 'signed', 'broadcast', 'confirmed', 'reverted', 'failed', 'released'] as const;
export type TxStepStatus = (typeof txStepStatuses)[number];

/** The fee fields of one signed version (decimal strings of wei). */
export interface TxFees {
  readonly maxFeePerGas?: string;
  readonly maxPriorityFeePerGas?: string;
  readonly gasPrice?: string;
}

/** One signed version of the step's transaction; a fee bump adds another with the same nonce. */
export interface SignedVersion extends TxFees {
  readonly hash: Hex;
  readonly raw: Hex;
  readonly signedAt: string;
  /** A no-op self-transfer that fills the nonce of a step that will never be sent. */
  readonly filler?: boolean;
}

/**
 * One on-chain step of a job or a submit: recorded with its nonce before it
 * is signed, and with its signed transaction before it is broadcast, so a
 * retry after any crash finds it and finishes it instead of sending again.
 */
export interface TxStep {
  readonly stepId: string;
  readonly accountId: string;
  readonly jobId?: string;
  readonly chainId: number;
  readonly from: Address;
  readonly nonce: number;
  readonly request: { readonly to: Address; readonly data?: Hex; readonly value: string; readonly gas: string };
  readonly fees: TxFees;
  readonly status: TxStepStatus;
  readonly versions: readonly SignedVersion[];
  readonly lastBroadcastAt?: string;
  readonly receipt?: { readonly hash: Hex; readonly blockNumber: string; readonly gasUsed: string; readonly status: 'success' | 'reverted' };
  readonly error?: string;
  /** A raw submit that took this step's nonce on purpose (a replacement): if it is mined, this step was never sent, and is not sent again. */
  readonly replacedBy?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Whether the step can still put something on chain. */
export const isLiveStep = (step: TxStep): boolean => step.status === 'allocated' || step.status === 'signed' || step.status === 'broadcast';

/** A released step that sent a no-op to fill its nonce, and the filler: the nonce is only settled once it is mined. */
export const pendingFiller = (step: TxStep): SignedVersion | undefined =>
  step.status === 'released' ? step.versions.filter((v) => v.filler).at(-1) : undefined;

/** The newest version that is the step's own transaction (not a filler): what a receipt is looked up for and re-sent. */
export const latestOwnVersion = (step: TxStep): SignedVersion | undefined => step.versions.filter((v) => !v.filler).at(-1);

/**
 * The fees of a replacement: every fee at least `bumpPercent` (≥ 10, what
 * nodes require to replace) above the previous version, and at least the
 * network's current fees; `undefined` when that would pass the ceiling.
 */
export function bumpedFees(previous: TxFees, network: TxFees, options: { bumpPercent: number; ceilingWei: bigint }): TxFees | undefined {
  const percent = BigInt(Math.max(10, Math.ceil(options.bumpPercent)));
  const bump = (old: string | undefined, floor: string | undefined): string | undefined => {
    if (old === undefined) return undefined;
    const raised = (BigInt(old) * (100n + percent) + 99n) / 100n;
    const atLeast = floor !== undefined && BigInt(floor) > raised ? BigInt(floor) : raised;
    return atLeast.toString();
  };
  const next: TxFees =
    previous.gasPrice !== undefined
      ? { gasPrice: bump(previous.gasPrice, network.gasPrice ?? network.maxFeePerGas) }
      : {
          maxFeePerGas: bump(previous.maxFeePerGas, network.maxFeePerGas),
          maxPriorityFeePerGas: bump(previous.maxPriorityFeePerGas, network.maxPriorityFeePerGas),
        };
  const top = BigInt(next.gasPrice ?? next.maxFeePerGas ?? '0');
  return top > options.ceilingWei ? undefined : next;
}
