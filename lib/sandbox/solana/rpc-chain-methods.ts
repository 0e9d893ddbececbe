/**
 * Cluster-level methods of the sandbox's Solana JSON-RPC: head, blockhashes,
 * epochs, version, fees.
 */
import { ComputeBudgetProgram, VersionedMessage } from '@solana/web3.js';
import { invalidParams, type RpcMethods } from './json-rpc.ts';
import type { SolanaLedger } from './solana-ledger.ts';

/**
 * The genesis hash the sandbox reports: mainnet-beta's, so clients that pick
 * token lists or program ids by cluster treat the sandbox as the mainnet it
 * mirrors (its tokens live at their mainnet mints).
 */
export const SANDBOX_GENESIS_HASH = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
/** The node version the sandbox reports. */
export const SANDBOX_NODE_VERSION = '2.3.0';

const LAMPORTS_PER_SIGNATURE = 5000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_COMPUTE_UNITS = 1_400_000n;

/** The cluster methods over `ledger`. */
export function chainMethods(ledger: SolanaLedger): RpcMethods {
  const context = () => ({ slot: ledger.slot });
  return {
    getLatestBlockhash: () => ({ context: context(), value: ledger.latestBlockhash() }),
    isBlockhashValid: ([blockhash]) => ({ context: context(), value: typeof blockhash === 'string' && ledger.isBlockhashValid(blockhash) }),
    getBlockHeight: () => ledger.blockHeight,
    getSlot: () => ledger.slot,
    getTransactionCount: () => ledger.transactionCount,
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      ...ledger.epochInfo(),
      transactionCount: ledger.transactionCount,
    }),
    getEpochSchedule: () => {
      const schedule = ledger.svm.getEpochSchedule();
      return {
        firstNormalEpoch: Number(schedule.firstNormalEpoch),
        firstNormalSlot: Number(schedule.firstNormalSlot),
        leaderScheduleSlotOffset: Number(schedule.leaderScheduleSlotOffset),
        slotsPerEpoch: Number(schedule.slotsPerEpoch),
        warmup: schedule.warmup,
      };
    },
    getVersion: () => ({ 'solana-core': SANDBOX_NODE_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => SANDBOX_GENESIS_HASH,
    getHealth: () => 'ok',
    getFeeForMessage: ([encoded]) => {
      if (typeof encoded !== 'string') throw invalidParams('the message must be base64');
      let message: VersionedMessage;
      try {
        message = VersionedMessage.deserialize(Buffer.from(encoded, 'base64'));
      } catch (error) {
        throw invalidParams(`failed to deserialize the message: ${(error as Error).message}`);
      }
      // A node answers null for a message whose blockhash it no longer accepts.
      return { context: context(), value: ledger.isBlockhashValid(message.recentBlockhash) ? feeForMessage(message) : null };
    },
    // No competition for block space here: every recent slot's minimum priority fee is zero.
    getRecentPrioritizationFees: () => [{ slot: ledger.slot, prioritizationFee: 0 }],
  };
}

/** Signature fee plus the priority fee its compute-budget instructions ask for. */
export function feeForMessage(message: VersionedMessage): bigint {
  const programs = message.staticAccountKeys;
  let unitLimit: bigint | undefined;
  let microLamportsPerUnit = 0n;
  let otherInstructions = 0n;
  for (const ix of message.compiledInstructions) {
    if (!programs[ix.programIdIndex]?.equals(ComputeBudgetProgram.programId)) {
      otherInstructions += 1n;
      continue;
    }
    const data = Buffer.from(ix.data);
    // ComputeBudgetInstruction: 2 = SetComputeUnitLimit(u32), 3 = SetComputeUnitPrice(u64).
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(data.readUInt32LE(1));
    if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = data.readBigUInt64LE(1);
  }
  const units =
    unitLimit ??
    (otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION < MAX_COMPUTE_UNITS ? otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION : MAX_COMPUTE_UNITS);
  const priorityFee = (microLamportsPerUnit * units + 999_999n) / 1_000_000n;
  return BigInt(message.header.numRequiredSignatures) * LAMPORTS_PER_SIGNATURE + priorityFee;
}
