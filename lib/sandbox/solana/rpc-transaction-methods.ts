/**
 * Transaction methods of the sandbox's Solana JSON-RPC: send (always
 * preflighted), simulate, statuses, history, airdrops.
 */
import type { PublicKey } from '@solana/web3.js';
import { invalidParams, type RpcMethods } from './json-rpc.ts';
import { accountEncodingOptions, encodeAccount } from './account-encoding.ts';
import { configParam, pubkeyParam, stringArrayParam, unsignedParam } from './rpc-params.ts';
import { renderTransaction } from './transaction-record.ts';
import { decodeWireText } from './transaction-wire.ts';
import type { SolanaLedger } from './solana-ledger.ts';

/** Sends lamports from the sandbox faucet; returns the transaction's signature. */
export type Airdrop = (to: PublicKey, lamports: bigint) => string;

const MAX_SIGNATURES_PER_PAGE = 1000;

/** The transaction methods over `ledger`; `airdrop` backs `requestAirdrop`. */
export function transactionMethods(ledger: SolanaLedger, airdrop: Airdrop): RpcMethods {
  const context = () => ({ slot: ledger.slot });
  return {
    // `skipPreflight` is accepted and ignored: the sandbox always refuses a failing transaction up front,
    // so a failure never lands on chain and never costs a fee.
    sendTransaction: ([encoded, rawConfig]) => {
      const config = configParam<{ encoding: string }>(rawConfig);
      return ledger.submit(decodeWireText(encoded, config.encoding ?? 'base58'));
    },

    simulateTransaction: ([encoded, rawConfig]) => {
      const config = configParam<{
        encoding: string;
        sigVerify: boolean;
        replaceRecentBlockhash: boolean;
        innerInstructions: boolean;
        accounts: { addresses?: unknown; encoding?: string };
      }>(rawConfig);
      const addresses = config.accounts ? stringArrayParam(config.accounts.addresses, 'accounts.addresses', 100).map(pubkeyParam) : undefined;
      const encoding = config.accounts ? accountEncodingOptions(config.accounts, 'base64') : undefined;
      const value = ledger.simulate(decodeWireText(encoded, config.encoding ?? 'base58'), {
        sigVerify: config.sigVerify === true,
        replaceRecentBlockhash: config.replaceRecentBlockhash === true,
        innerInstructions: config.innerInstructions === true,
        ...(addresses ? { accounts: addresses } : {}),
      });
      const { postAccounts, ...rest } = value;
      const accounts = postAccounts && encoding ? postAccounts.map((a) => (a ? encodeAccount(a, encoding, ledger.decimalsOf) : null)) : null;
      return { context: context(), value: { ...rest, accounts } };
    },

    getSignatureStatuses: ([signatures]) => ({
      context: context(),
      value: stringArrayParam(signatures, 'signatures', 256).map((signature) => {
        const record = ledger.transaction(signature);
        if (!record) return null;
        return {
          slot: record.slot,
          // Null means rooted: every committed sandbox transaction is final at once.
          confirmations: null,
          err: record.err,
          status: record.err === null ? { Ok: null } : { Err: record.err },
          confirmationStatus: 'finalized',
        };
      }),
    }),

    getTransaction: ([signature, rawConfig]) => {
      if (typeof signature !== 'string') throw invalidParams('the signature must be a base58 string');
      const record = ledger.transaction(signature);
      return record ? renderTransaction(record, configParam(rawConfig)) : null;
    },

    getSignaturesForAddress: ([address, rawConfig]) => {
      const key = pubkeyParam(address);
      const config = configParam<{ limit: number; before: string; until: string }>(rawConfig);
      const limit = config.limit ?? MAX_SIGNATURES_PER_PAGE;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES_PER_PAGE) throw invalidParams(`limit must be 1..${MAX_SIGNATURES_PER_PAGE}`);
      return ledger
        .signaturesForAddress(key.toBase58(), { limit, ...(config.before ? { before: config.before } : {}), ...(config.until ? { until: config.until } : {}) })
        .map((record) => ({
          signature: record.signature,
          slot: record.slot,
          err: record.err,
          memo: null,
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
        }));
    },

    requestAirdrop: ([address, lamports]) => airdrop(pubkeyParam(address), unsignedParam(lamports, 'lamports')),
  };
}
