/**
 * Maps LiteSVM's transaction errors to what a Solana node puts on the wire:
 * the serde JSON of `TransactionError` (`"BlockhashNotFound"`,
 * `{"InstructionError":[0,{"Custom":1}]}`) and its Display text, which the
 * node uses in "Transaction simulation failed: ..." and clients show as is.
 */
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
  type FailedTransactionMetadata,
} from 'litesvm/dist/internal.js';

/** The JSON a node writes for a transaction error (`err` in statuses, meta and preflight failures). */
export type TransactionErrorJson = string | Readonly<Record<string, unknown>>;

/** A failed transaction's error, as JSON and as the sentence a node prints. */
export interface TransactionFailure {
  readonly err: TransactionErrorJson;
  readonly message: string;
}

// Order of litesvm's `TransactionErrorFieldless` enum (a const enum: unusable at runtime under isolatedModules).
const fieldlessTransactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

// Order of litesvm's `InstructionErrorFieldless` enum.
const fieldlessInstructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

// Display texts from the Solana SDK for the errors clients meet most; the rest fall back to spaced-out names.
const transactionErrorTexts: Readonly<Record<string, string>> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidProgramForExecution: 'This program may not be used for executing instructions',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
  UnsupportedVersion: 'Transaction version is unsupported',
};

const instructionErrorTexts: Readonly<Record<string, string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  UnbalancedInstruction: 'sum of account balances before and after instruction do not match',
  ExternalAccountLamportSpend: 'instruction spent from the balance of an account it does not own',
  ReadonlyLamportChange: 'instruction changed the balance of a read-only account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  PrivilegeEscalation: 'Cross-program invocation with unauthorized signer or writable account',
  ProgramFailedToComplete: 'Program failed to complete',
  IncorrectAuthority: 'Incorrect authority provided',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  IllegalOwner: 'Provided owner is not allowed',
  InvalidAccountOwner: 'Invalid account owner',
};

const spaced = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A fieldless transaction error by name (`BlockhashNotFound`, `AlreadyProcessed`, ...). */
export function fieldlessFailure(name: (typeof fieldlessTransactionErrors)[number]): TransactionFailure {
  return { err: name, message: transactionErrorTexts[name] ?? spaced(name) };
}

/** Describes the error of a failed LiteSVM execution or simulation. */
export function describeTransactionError(error: ReturnType<FailedTransactionMetadata['err']>): TransactionFailure {
  if (typeof error === 'number') {
    const name = fieldlessTransactionErrors[error] ?? 'InvalidError';
    return { err: name, message: transactionErrorTexts[name] ?? spaced(name) };
  }
  if (error instanceof TransactionErrorInstructionError) {
    const { json, text } = describeInstructionError(error.err());
    return { err: { InstructionError: [error.index, json] }, message: `Error processing Instruction ${error.index}: ${text}` };
  }
  if (error instanceof TransactionErrorDuplicateInstruction) {
    return { err: { DuplicateInstruction: error.index }, message: `Transaction contains a duplicate instruction (${error.index}) that is not allowed` };
  }
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return {
      err: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      message: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    };
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return {
      err: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
      message: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
    };
  }
  return { err: 'InvalidError', message: String(error) };
}

function describeInstructionError(error: ReturnType<TransactionErrorInstructionError['err']>): { json: unknown; text: string } {
  if (typeof error === 'number') {
    const name = fieldlessInstructionErrors[error] ?? 'InvalidError';
    return { json: name, text: instructionErrorTexts[name] ?? spaced(name) };
  }
  if (error instanceof InstructionErrorCustom) {
    return { json: { Custom: error.code }, text: `custom program error: 0x${error.code.toString(16)}` };
  }
  if (error instanceof InstructionErrorBorshIo) return { json: 'BorshIoError', text: `Failed to serialize or deserialize account data: ${error.msg}` };
  return { json: 'InvalidError', text: String(error) };
}
