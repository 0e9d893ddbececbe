/**
 * Reading SPL Token (and the base layout of Token-2022) accounts and mints
 * from raw account data, and the amount shapes a node answers with
 * (`uiTokenAmount`, jsonParsed `info`).
 */
import { PublicKey } from '@solana/web3.js';
import type { Account } from 'litesvm/dist/internal.js';
import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  MINT_SIZE,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type RawAccount,
  type RawMint,
} from '@solana/spl-token';

/** An account as the ledger holds it. */
export interface AccountSnapshot {
  readonly lamports: bigint;
  readonly data: Uint8Array;
  readonly owner: PublicKey;
  readonly executable: boolean;
  readonly rentEpoch: bigint;
}

/** LiteSVM's account as the ledger hands it out; null for an emptied account (a node reports those as absent). */
export function snapshotOf(account: Account): AccountSnapshot | null {
  if (account.lamports() === 0n) return null;
  return {
    lamports: account.lamports(),
    data: account.data(),
    owner: new PublicKey(account.owner()),
    executable: account.executable(),
    rentEpoch: account.rentEpoch(),
  };
}

/** The wire shape of a token amount (`getTokenAccountBalance`, `uiTokenAmount`, jsonParsed `tokenAmount`). */
export interface UiTokenAmount {
  readonly amount: string;
  readonly decimals: number;
  readonly uiAmount: number | null;
  readonly uiAmountString: string;
}

// Token-2022 puts an account-type byte right after the base token-account length.
const ACCOUNT_TYPE_OFFSET = ACCOUNT_SIZE;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

/** Whether `owner` is one of the two token programs. */
export const isTokenProgram = (owner: PublicKey): boolean => owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID);

/** The jsonParsed `program` name of a token program. */
export const tokenProgramName = (owner: PublicKey): string => (owner.equals(TOKEN_2022_PROGRAM_ID) ? 'spl-token-2022' : 'spl-token');

const asBuffer = (data: Uint8Array): Buffer => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** The token account held in `account`, or undefined when it is not one (or is uninitialised). */
export function decodeTokenAccount(account: AccountSnapshot): RawAccount | undefined {
  if (!isTokenProgram(account.owner)) return undefined;
  const { data } = account;
  const isAccount =
    data.length === ACCOUNT_SIZE ||
    (account.owner.equals(TOKEN_2022_PROGRAM_ID) && data.length > ACCOUNT_SIZE && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT);
  if (!isAccount) return undefined;
  const decoded = AccountLayout.decode(asBuffer(data));
  return decoded.state === AccountState.Uninitialized ? undefined : decoded;
}

/** The mint held in `account`, or undefined when it is not one (or is uninitialised). */
export function decodeMint(account: AccountSnapshot): RawMint | undefined {
  if (!isTokenProgram(account.owner)) return undefined;
  const { data } = account;
  const isMint =
    data.length === MINT_SIZE || (account.owner.equals(TOKEN_2022_PROGRAM_ID) && data.length > ACCOUNT_SIZE && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT);
  if (!isMint) return undefined;
  const decoded = MintLayout.decode(asBuffer(data));
  return decoded.isInitialized ? decoded : undefined;
}

/** `12.5` for 12500000 at 6 decimals; `0` for zero; no trailing zeros, as nodes print `uiAmountString`. */
export function formatTokenAmount(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A token amount in the node's `UiTokenAmount` shape. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatTokenAmount(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

const keyOrNull = (option: number, key: PublicKey): string | null => (option === 1 ? key.toBase58() : null);

/** jsonParsed `info` of a token account (`type: 'account'`). */
export function parsedTokenAccountInfo(account: RawAccount, decimals: number): Record<string, unknown> {
  const info: Record<string, unknown> = {
    isNative: account.isNativeOption === 1,
    mint: account.mint.toBase58(),
    owner: account.owner.toBase58(),
    state: account.state === AccountState.Frozen ? 'frozen' : 'initialized',
    tokenAmount: uiTokenAmount(account.amount, decimals),
  };
  if (account.delegateOption === 1) {
    info.delegate = account.delegate.toBase58();
    info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals);
  }
  if (account.closeAuthorityOption === 1) info.closeAuthority = account.closeAuthority.toBase58();
  if (account.isNativeOption === 1) info.rentExemptReserve = uiTokenAmount(account.isNative, decimals);
  return info;
}

/** jsonParsed `info` of a mint (`type: 'mint'`). */
export function parsedMintInfo(mint: RawMint): Record<string, unknown> {
  return {
    decimals: mint.decimals,
    freezeAuthority: keyOrNull(mint.freezeAuthorityOption, mint.freezeAuthority),
    isInitialized: mint.isInitialized,
    mintAuthority: keyOrNull(mint.mintAuthorityOption, mint.mintAuthority),
    supply: mint.supply.toString(),
  };
}
