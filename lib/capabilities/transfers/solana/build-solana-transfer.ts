/**
 * Builds an unsigned Solana transfer (SOL, or an SPL token with the
 * recipient's associated token account created when missing) after checking
 * that the wallet can pay for it, fee and rent included.
 */
import { PublicKey, SystemProgram, Transaction, type AccountInfo, type TransactionInstruction } from '@solana/web3.js';
import {
  ACCOUNT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAccountLenForMint,
  getAssociatedTokenAddressSync,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import { PermanentError } from '../../../errors.ts';
import type { SolanaGateway } from '../../../chains/solana-gateway.ts';
import { formatBaseUnits, toBaseUnits, type SolanaTokenRef } from './solana-transfer-input.ts';
import { checkSolanaRecipient } from './solana-recipient.ts';

/** The token as the transfer names it. */
export interface SolanaTransferToken {
  readonly symbol: string;
  readonly decimals: number;
  /** Absent for SOL. */
  readonly mint?: string;
}

/** An unsigned transfer, ready to sign. */
export interface BuiltSolanaTransfer {
  readonly transaction: Transaction;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
  readonly token: SolanaTransferToken;
  readonly amountRaw: bigint;
  readonly feeLamports: bigint;
  /** Lamports paid to open the recipient's token account (0 when it existed). */
  readonly rentLamports: bigint;
  readonly createsRecipientTokenAccount: boolean;
}

export interface SolanaTransferRequest {
  readonly from: PublicKey;
  readonly to: PublicKey;
  readonly token: SolanaTokenRef;
  /** Decimal, as the person wrote it. */
  readonly amount: string;
}

/**
 * Checks balances and builds the transfer with a fresh blockhash; the fee payer is `from`.
 * @throws PermanentError `INSUFFICIENT_FUNDS` (nothing sent), `INVALID_RECIPIENT` (a token account or mint given as the recipient),
 *   `AMOUNT_BELOW_RENT`, `UNKNOWN_TOKEN` (a mint that is not an SPL mint), `TOO_MANY_DECIMALS`, `INVALID_AMOUNT`; what the gateway throws.
 */
export async function buildSolanaTransfer(gateway: SolanaGateway, request: SolanaTransferRequest): Promise<BuiltSolanaTransfer> {
  const { from, to } = request;
  const mintKey =
    request.token.kind === 'native' ? undefined : request.token.kind === 'registry' ? new PublicKey(request.token.token.mint) : request.token.mint;
  const [fromInfo, toInfo, mintInfo] = await gateway.getAccounts(mintKey ? [from, to, mintKey] : [from, to]);
  const lamports = BigInt(fromInfo?.lamports ?? 0);
  checkSolanaRecipient(to, toInfo, request.token.kind === 'native' ? 'SOL' : 'tokens');
  rejectNonWalletRecipient(to, toInfo);

  if (!mintKey) {
    const amountRaw = toBaseUnits(request.amount, 9, 'SOL');
    if (BigInt(toInfo?.lamports ?? 0) === 0n) {
      const rent = await gateway.getRentExemption(0);
      if (amountRaw < rent) {
        throw new PermanentError(
          'AMOUNT_BELOW_RENT',
          `${to.toBase58()} is a new Solana account: it needs at least ${formatBaseUnits(rent, 9)} SOL to exist. Send at least that much.`,
          {
            details: { field: 'amount', minimumLamports: rent.toString() },
          },
        );
      }
    }
    const instructions = [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amountRaw })];
    const built = await withBlockhashAndFee(gateway, from, instructions);
    if (lamports < amountRaw + built.feeLamports) {
      throw insufficient(
        `Insufficient SOL balance: you have ${formatBaseUnits(lamports, 9)} SOL; sending ${formatBaseUnits(amountRaw, 9)} SOL needs that plus a ${formatBaseUnits(built.feeLamports, 9)} SOL fee.`,
      );
    }
    return { ...built, token: { symbol: 'SOL', decimals: 9 }, amountRaw, rentLamports: 0n, createsRecipientTokenAccount: false };
  }

  const programId = mintProgram(mintKey, mintInfo);
  const mint = unpackMint(mintKey, mintInfo ?? null, programId);
  const token: SolanaTransferToken =
    request.token.kind === 'registry'
      ? { symbol: request.token.token.symbol, decimals: request.token.token.decimals, mint: mintKey.toBase58() }
      : { symbol: mintKey.toBase58(), decimals: mint.decimals, mint: mintKey.toBase58() };
  if (mint.decimals !== token.decimals)
    throw new PermanentError('TOKEN_MISMATCH', `The ${token.symbol} mint on chain has ${mint.decimals} decimals, not ${token.decimals}; not sending.`);
  const amountRaw = toBaseUnits(request.amount, token.decimals, token.symbol);
  const fromAta = getAssociatedTokenAddressSync(mintKey, from, false, programId);
  // Off-curve owners (program-derived vaults) hold tokens too.
  const toAta = getAssociatedTokenAddressSync(mintKey, to, true, programId);
  const [fromAtaInfo, toAtaInfo] = await gateway.getAccounts([fromAta, toAta]);
  const held = fromAtaInfo ? unpackAccount(fromAta, fromAtaInfo, programId).amount : 0n;
  if (held < amountRaw) {
    throw insufficient(
      `Insufficient ${token.symbol} balance: you have ${formatBaseUnits(held, token.decimals)} ${token.symbol} and asked to send ${formatBaseUnits(amountRaw, token.decimals)}.`,
    );
  }
  const createsRecipientTokenAccount = toAtaInfo === null;
  const rentLamports = createsRecipientTokenAccount
    ? await gateway.getRentExemption(programId.equals(TOKEN_PROGRAM_ID) ? ACCOUNT_SIZE : getAccountLenForMint(mint))
    : 0n;
  const instructions: TransactionInstruction[] = [];
  if (createsRecipientTokenAccount) instructions.push(createAssociatedTokenAccountIdempotentInstruction(from, toAta, to, mintKey, programId));
  instructions.push(createTransferCheckedInstruction(fromAta, mintKey, toAta, from, amountRaw, token.decimals, [], programId));
  const built = await withBlockhashAndFee(gateway, from, instructions);
  if (lamports < built.feeLamports + rentLamports) {
    const rentText = rentLamports > 0n ? ` and ${formatBaseUnits(rentLamports, 9)} SOL to open the recipient's ${token.symbol} account` : '';
    throw insufficient(
      `Not enough SOL to pay for this ${token.symbol} transfer: you have ${formatBaseUnits(lamports, 9)} SOL; it needs a ${formatBaseUnits(built.feeLamports, 9)} SOL fee${rentText}.`,
    );
  }
  return { ...built, token, amountRaw, rentLamports, createsRecipientTokenAccount };
}

async function withBlockhashAndFee(gateway: SolanaGateway, from: PublicKey, instructions: TransactionInstruction[]) {
  const { blockhash, lastValidBlockHeight } = await gateway.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(...instructions);
  const feeLamports = await gateway.getFee(transaction.compileMessage());
  return { transaction, blockhash, lastValidBlockHeight, feeLamports };
}

function mintProgram(mint: PublicKey, info: AccountInfo<Buffer> | null | undefined): PublicKey {
  if (info && (info.owner.equals(TOKEN_PROGRAM_ID) || info.owner.equals(TOKEN_2022_PROGRAM_ID))) return info.owner;
  throw new PermanentError('UNKNOWN_TOKEN', `${mint.toBase58()} is not an SPL token mint on Solana.`, { details: { field: 'token' } });
}

/** Sending tokens to a token account or a mint would strand them under an owner no wallet controls. */
function rejectNonWalletRecipient(to: PublicKey, info: AccountInfo<Buffer> | null | undefined): void {
  if (info && (info.owner.equals(TOKEN_PROGRAM_ID) || info.owner.equals(TOKEN_2022_PROGRAM_ID))) {
    throw new PermanentError('INVALID_RECIPIENT', `${to.toBase58()} is a token account or mint, not a wallet; send to the owner's wallet address instead.`, {
      details: { field: 'to' },
    });
  }
}

const insufficient = (message: string): PermanentError => new PermanentError('INSUFFICIENT_FUNDS', `${message} Nothing was sent.`);
