/**
 * Account reads of the sandbox's Solana JSON-RPC: balances, accounts in
 * every encoding, program and token account queries, rent.
 */
import type { PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { base58 } from '@scure/base';
import { JsonRpcError, RpcErrorCode, invalidParams, type RpcMethods } from './json-rpc.ts';
import { accountEncodingOptions, encodeAccount } from './account-encoding.ts';
import { configParam, pubkeyParam, stringArrayParam, unsignedParam } from './rpc-params.ts';
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount, type AccountSnapshot } from './token-state.ts';
import type { SolanaLedger } from './solana-ledger.ts';

export type Filter = { dataSize?: unknown; memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown } };

/** The account-reading methods over `ledger`. */
export function accountMethods(ledger: SolanaLedger): RpcMethods {
  const context = () => ({ slot: ledger.slot });
  const encode = (account: AccountSnapshot | null, config: unknown, defaultEncoding: string) =>
    account ? encodeAccount(account, accountEncodingOptions(config, defaultEncoding), ledger.decimalsOf) : null;
  const keyed = (entries: Array<{ pubkey: PublicKey; account: AccountSnapshot }>, config: unknown, defaultEncoding: string) =>
    entries.map(({ pubkey, account }) => ({ pubkey: pubkey.toBase58(), account: encode(account, config, defaultEncoding) }));

  return {
    getBalance: ([address]) => ({ context: context(), value: ledger.getAccount(pubkeyParam(address))?.lamports ?? 0n }),

    getAccountInfo: ([address, config]) => ({ context: context(), value: encode(ledger.getAccount(pubkeyParam(address)), config, 'base58') }),

    getMultipleAccounts: ([addresses, config]) => ({
      context: context(),
      value: stringArrayParam(addresses, 'addresses', 100).map((a) => encode(ledger.getAccount(pubkeyParam(a)), config, 'base58')),
    }),

    getProgramAccounts: ([program, rawConfig]) => {
      const config = configParam<{ filters: Filter[]; withContext: boolean }>(rawConfig);
      const matches = ledger.programAccounts(pubkeyParam(program)).filter(({ account }) => (config.filters ?? []).every((f) => matchesFilter(account, f)));
      const value = keyed(matches, config, 'base58');
      return config.withContext ? { context: context(), value } : value;
    },

    getTokenAccountsByOwner: ([owner, selector, config]) => {
      const ownerKey = pubkeyParam(owner);
      const { mint, programId } = configParam<{ mint: string; programId: string }>(selector);
      if (mint === undefined && programId === undefined) throw invalidParams('expected either a mint or a programId');
      const mintKey = mint === undefined ? undefined : pubkeyParam(mint);
      const programs = programId === undefined ? [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID] : [pubkeyParam(programId)];
      if (!programs.every(isTokenProgram)) throw new JsonRpcError(RpcErrorCode.invalidParams, 'Invalid param: unrecognized Token program id');
      const matches = programs
        .flatMap((p) => ledger.programAccounts(p))
        .filter(({ account }) => {
          const token = decodeTokenAccount(account);
          return token?.owner.equals(ownerKey) && (mintKey === undefined || token.mint.equals(mintKey));
        });
      return { context: context(), value: keyed(matches, config, 'base58') };
    },

    getTokenAccountBalance: ([address]) => {
      const account = ledger.getAccount(pubkeyParam(address));
      const token = account ? decodeTokenAccount(account) : undefined;
      const decimals = token ? ledger.decimalsOf(token.mint) : undefined;
      if (!token || decimals === undefined) throw new JsonRpcError(RpcErrorCode.invalidParams, 'Invalid param: could not find account');
      return { context: context(), value: uiTokenAmount(token.amount, decimals) };
    },

    getTokenSupply: ([address]) => {
      const account = ledger.getAccount(pubkeyParam(address));
      const mint = account ? decodeMint(account) : undefined;
      if (!mint) throw new JsonRpcError(RpcErrorCode.invalidParams, 'Invalid param: not a Token mint');
      return { context: context(), value: uiTokenAmount(mint.supply, mint.decimals) };
    },

    getTokenLargestAccounts: ([address]) => {
      const mintKey = pubkeyParam(address);
      const account = ledger.getAccount(mintKey);
      const mint = account ? decodeMint(account) : undefined;
      if (!account || !mint) throw new JsonRpcError(RpcErrorCode.invalidParams, 'Invalid param: not a Token mint');
      const holders = ledger
        .programAccounts(account.owner)
        .flatMap(({ pubkey, account: held }) => {
          const token = decodeTokenAccount(held);
          return token?.mint.equals(mintKey) ? [{ pubkey, amount: token.amount }] : [];
        })
        .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1))
        .slice(0, 20);
      return { context: context(), value: holders.map((h) => ({ address: h.pubkey.toBase58(), ...uiTokenAmount(h.amount, mint.decimals) })) };
    },

    getMinimumBalanceForRentExemption: ([length]) => ledger.minimumBalanceForRentExemption(Number(unsignedParam(length ?? 0, 'data length'))),
  };
}

/** Whether an account passes a `getProgramAccounts` / `programSubscribe` filter. @throws JsonRpcError for an unsupported filter. */
export function matchesFilter(account: AccountSnapshot, filter: Filter): boolean {
  if (filter.dataSize !== undefined) return account.data.length === Number(filter.dataSize);
  if (filter.memcmp !== undefined) {
    const { offset, bytes, encoding = 'base58' } = filter.memcmp;
    if (!Number.isInteger(offset) || typeof bytes !== 'string') throw invalidParams('memcmp needs an integer offset and encoded bytes');
    const wanted = encoding === 'base64' ? Buffer.from(bytes, 'base64') : Buffer.from(base58.decode(bytes));
    const start = offset as number;
    return Buffer.from(account.data.subarray(start, start + wanted.length)).equals(wanted);
  }
  throw invalidParams('unsupported filter; the sandbox supports dataSize and memcmp');
}
