/**
 * The Solana sandbox faucet: SOL as a transfer from the sandbox purse
 * (`requestAirdrop` too), SPL tokens as `mintTo` into the owner's associated
 * token account, created when missing. Real transactions, so funding shows
 * up in history and subscriptions like any other transfer.
 */
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, createMintToCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { BadRequestError } from '../../errors.ts';
import type { Faucet } from '../../accounts/faucet.ts';
import { usdPrice } from '../price-table.ts';
import { FAUCET_PURSE_LAMPORTS, fundDirectly, type SolanaSandboxCore } from './sandbox-core.ts';
import { parseTokenAmount, requireSandboxToken, sandboxTokens, type SandboxToken } from './sandbox-tokens.ts';
import { signWithSandboxKeys } from './sandbox-signing.ts';

/** One funding the faucet made. */
export interface SolanaFunding {
  readonly signature: string;
  readonly address: string;
  readonly symbol: string;
  /** Decimal string, as asked. */
  readonly amount: string;
  readonly baseUnits: bigint;
}

/** The most one airdrop sends, so the purse (and u64 balances) never run out. */
const MAX_AIRDROP_LAMPORTS = 1_000_000n * BigInt(LAMPORTS_PER_SOL);

/** What a new account's Solana wallet receives: 10 SOL, 10,000 USDC, and about $100 of every other token. */
export const NEW_WALLET_GIFT_USD = 100;

/**
 * Funds `address` with `amount` of `symbol` (SOL or a registry token, by symbol or mint).
 * @throws BadRequestError `UNKNOWN_TOKEN` naming the tokens there are, `INVALID_AMOUNT`, `INVALID_ADDRESS`;
 *   JsonRpcError when the chain refuses the transfer (SOL below the rent-exempt minimum for a new account).
 */
export async function fundSolanaAddress(sandbox: SolanaSandboxCore, input: { address: string; symbol: string; amount: string }): Promise<SolanaFunding> {
  const token = requireSandboxToken(input.symbol);
  const owner = parseAddress(input.address);
  const baseUnits = parseTokenAmount(input.amount, token);
  const signature = token.native ? airdropLamports(sandbox, owner, baseUnits) : mintTokens(sandbox, owner, token, baseUnits);
  return { signature, address: owner.toBase58(), symbol: token.symbol, amount: input.amount, baseUnits };
}

/** Funds a new wallet: 10 SOL, 10,000 USDC and about $100 of each other token at the sandbox's prices. */
export async function fundNewSolanaWallet(sandbox: SolanaSandboxCore, address: string): Promise<SolanaFunding[]> {
  const fundings: SolanaFunding[] = [];
  for (const token of sandboxTokens) {
    fundings.push(await fundSolanaAddress(sandbox, { address, symbol: token.symbol, amount: newWalletAmount(token, (s) => sandbox.prices.usd(s)) }));
  }
  return fundings;
}

/** The decimal amount of `token` a new wallet receives. */
export function newWalletAmount(token: Pick<SandboxToken, 'symbol' | 'decimals'>, price: (symbol: string) => number = usdPrice): string {
  if (token.symbol === 'SOL') return '10';
  if (token.symbol === 'USDC') return '10000';
  // Whole tokens for cheap ones, up to 6 decimals for dear ones: round numbers a person recognises.
  const units = NEW_WALLET_GIFT_USD / price(token.symbol);
  const digits = Math.min(token.decimals, Math.max(0, 6 - Math.floor(Math.log10(units)) - 1));
  const text = units.toFixed(digits);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * Sends `lamports` from the purse to `to` (refilling the purse first if needed).
 * @returns the transaction's signature.
 * @throws BadRequestError `INVALID_AMOUNT` beyond one million SOL, `AMOUNT_BELOW_RENT` for too little to open a new account;
 *   JsonRpcError when the transfer would fail.
 */
export function airdropLamports(sandbox: SolanaSandboxCore, to: PublicKey, lamports: bigint): string {
  if (lamports <= 0n || lamports > MAX_AIRDROP_LAMPORTS) {
    throw new BadRequestError('INVALID_AMOUNT', 'An airdrop sends between 1 lamport and 1,000,000 SOL.', { details: { field: 'amount' } });
  }
  const { ledger, authority } = sandbox;
  const rentExempt = ledger.minimumBalanceForRentExemption(0);
  if (lamports < rentExempt && ledger.lamportsOf(to) === 0n) {
    throw new BadRequestError(
      'AMOUNT_BELOW_RENT',
      `A new Solana account needs at least ${rentExempt} lamports (0.${rentExempt.toString().padStart(9, '0')} SOL) to exist.`,
      {
        details: { field: 'amount', minimumLamports: rentExempt.toString() },
      },
    );
  }
  const purse = ledger.getAccount(authority.publicKey)?.lamports ?? 0n;
  if (purse < lamports + BigInt(LAMPORTS_PER_SOL)) fundDirectly(ledger, authority.publicKey, FAUCET_PURSE_LAMPORTS);
  const tx = new Transaction({ feePayer: authority.publicKey, ...ledger.latestBlockhash() }).add(
    SystemProgram.transfer({ fromPubkey: authority.publicKey, toPubkey: to, lamports }),
  );
  signWithSandboxKeys(tx, [authority]);
  return ledger.execute(tx);
}

/**
 * Mints `baseUnits` of an SPL `token` to `owner`'s associated token account,
 * creating the account when missing (the purse pays its rent). With 0 it
 * only makes sure the account exists.
 * @returns the transaction's signature.
 */
export function mintTokens(sandbox: SolanaSandboxCore, owner: PublicKey, token: SandboxToken, baseUnits: bigint): string {
  const { ledger, authority } = sandbox;
  const mint = new PublicKey(token.mint);
  // Off-curve owners (program-derived addresses) hold tokens too.
  const account = getAssociatedTokenAddressSync(mint, owner, true);
  const tx = new Transaction({ feePayer: authority.publicKey, ...ledger.latestBlockhash() }).add(
    createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, account, owner, mint),
  );
  if (baseUnits > 0n) tx.add(createMintToCheckedInstruction(mint, account, authority.publicKey, baseUnits, token.decimals));
  signWithSandboxKeys(tx, [authority]);
  return ledger.execute(tx);
}

/**
 * The `Faucet` port for Solana: funds a new account's Solana wallet through
 * a funder — the in-process sandbox (`(address) => fundNewSolanaWallet(sandbox, address)`)
 * or the RPC client (`solanaSandboxClient(rpcUrl).fundNewWallet`).
 */
export function solanaSandboxFaucet(fundNewWallet: (address: string) => Promise<unknown>): Faucet {
  return {
    async fundNewWallets(wallets) {
      await fundNewWallet(wallets.solana.address);
    },
  };
}

function parseAddress(address: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch (error) {
    throw new BadRequestError('INVALID_ADDRESS', `"${address}" is not a Solana address (a base58 public key).`, {
      details: { field: 'address' },
      cause: error,
    });
  }
}
