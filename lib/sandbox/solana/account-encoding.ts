/**
 * Accounts in the shapes a Solana node answers with: `base58`, `base64`
 * (optionally sliced) and `jsonParsed` for token accounts and mints, falling
 * back to base64 for anything it cannot parse, as a node does.
 */
import { base58 } from '@scure/base';
import type { PublicKey } from '@solana/web3.js';
import { invalidParams } from './json-rpc.ts';
import { decodeMint, decodeTokenAccount, parsedMintInfo, parsedTokenAccountInfo, tokenProgramName, type AccountSnapshot } from './token-state.ts';

/** Encoding options a client passes with account reads. */
export interface AccountEncodingOptions {
  readonly encoding?: string;
  readonly dataSlice?: { readonly offset: number; readonly length: number };
}

/** The `value` of `getAccountInfo` and the items of its relatives. */
export interface AccountJson {
  readonly data: unknown;
  readonly executable: boolean;
  readonly lamports: bigint;
  readonly owner: string;
  readonly rentEpoch: bigint;
  readonly space: number;
}

/** Looks up a mint's decimals (token accounts do not carry them). */
export type DecimalsOf = (mint: PublicKey) => number | undefined;

// A node refuses base58 for larger data: base58 is quadratic to encode.
const MAX_BASE58_BYTES = 128;

/** Reads `{ encoding, dataSlice }` out of a method's config argument. @throws JsonRpcError for an unsupported encoding. */
export function accountEncodingOptions(config: unknown, defaultEncoding: string): AccountEncodingOptions {
  const { encoding = defaultEncoding, dataSlice } = (config ?? {}) as { encoding?: unknown; dataSlice?: unknown };
  if (encoding !== 'base58' && encoding !== 'base64' && encoding !== 'jsonParsed' && encoding !== 'binary') {
    throw invalidParams(`unsupported encoding: ${String(encoding)}; the sandbox answers base58, base64 and jsonParsed`);
  }
  if (dataSlice === undefined) return { encoding };
  const { offset, length } = dataSlice as { offset?: unknown; length?: unknown };
  if (!Number.isInteger(offset) || !Number.isInteger(length) || (offset as number) < 0 || (length as number) < 0) {
    throw invalidParams('dataSlice needs non-negative integer offset and length');
  }
  return { encoding, dataSlice: { offset: offset as number, length: length as number } };
}

/** One account in the requested encoding. @throws JsonRpcError when base58 is asked for large data. */
export function encodeAccount(account: AccountSnapshot, options: AccountEncodingOptions, decimalsOf: DecimalsOf): AccountJson {
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: account.rentEpoch,
    space: account.data.length,
  };
  const encoding = options.encoding ?? 'base64';
  if (encoding === 'jsonParsed' && options.dataSlice === undefined) {
    const parsed = parseAccountData(account, decimalsOf);
    if (parsed) return { ...base, data: parsed };
  }
  const slice = options.dataSlice;
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data;
  if (encoding === 'base58' || encoding === 'binary') {
    if (data.length > MAX_BASE58_BYTES) {
      throw invalidParams(`Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`);
    }
    // `binary` is the deprecated spelling: a bare base58 string, not a pair.
    return { ...base, data: encoding === 'binary' ? base58.encode(data) : [base58.encode(data), 'base58'] };
  }
  return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] };
}

function parseAccountData(account: AccountSnapshot, decimalsOf: DecimalsOf): unknown {
  const tokenAccount = decodeTokenAccount(account);
  if (tokenAccount) {
    const decimals = decimalsOf(tokenAccount.mint);
    if (decimals === undefined) return undefined;
    return {
      program: tokenProgramName(account.owner),
      parsed: { info: parsedTokenAccountInfo(tokenAccount, decimals), type: 'account' },
      space: account.data.length,
    };
  }
  const mint = decodeMint(account);
  if (mint) {
    return { program: tokenProgramName(account.owner), parsed: { info: parsedMintInfo(mint), type: 'mint' }, space: account.data.length };
  }
  return undefined;
}
