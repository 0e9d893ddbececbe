import {
  AddressLookupTableProgram,
  BPF_LOADER_DEPRECATED_PROGRAM_ID,
  BPF_LOADER_PROGRAM_ID,
  ComputeBudgetProgram,
  Ed25519Program,
  SYSVAR_CLOCK_PUBKEY,
  SYSVAR_EPOCH_SCHEDULE_PUBKEY,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RECENT_BLOCKHASHES_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SYSVAR_REWARDS_PUBKEY,
  SYSVAR_SLOT_HASHES_PUBKEY,
  SYSVAR_SLOT_HISTORY_PUBKEY,
  SYSVAR_STAKE_HISTORY_PUBKEY,
  Secp256k1Program,
  StakeProgram,
  SystemProgram,
  VOTE_PROGRAM_ID,
  type AccountInfo,
  type PublicKey,
} from '@solana/web3.js';
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { solanaChain } from '../../../chains/chains.ts';
import { lossyRecipient } from '../recipient-check.ts';

/**
 * Solana accounts no wallet controls, by address: the programs a transfer
 * would land in (system, SPL Token and Token-2022, associated token accounts,
 * the native programs and loaders), the sysvars, the incinerator (whose
 * lamports are burned), and every registry mint.
 */
const unspendable = new Map<string, string>([
  ...[
    SystemProgram.programId,
    TOKEN_PROGRAM_ID,
    TOKEN_2022_PROGRAM_ID,
    ASSOCIATED_TOKEN_PROGRAM_ID,
    ComputeBudgetProgram.programId,
    StakeProgram.programId,
    VOTE_PROGRAM_ID,
    AddressLookupTableProgram.programId,
    Ed25519Program.programId,
    Secp256k1Program.programId,
    BPF_LOADER_PROGRAM_ID,
    BPF_LOADER_DEPRECATED_PROGRAM_ID,
  ].map((key): [string, string] => [key.toBase58(), 'a program']),
  ...[
    SYSVAR_CLOCK_PUBKEY,
    SYSVAR_EPOCH_SCHEDULE_PUBKEY,
    SYSVAR_INSTRUCTIONS_PUBKEY,
    SYSVAR_RECENT_BLOCKHASHES_PUBKEY,
    SYSVAR_RENT_PUBKEY,
    SYSVAR_REWARDS_PUBKEY,
    SYSVAR_SLOT_HASHES_PUBKEY,
    SYSVAR_SLOT_HISTORY_PUBKEY,
    SYSVAR_STAKE_HISTORY_PUBKEY,
  ].map((key): [string, string] => [key.toBase58(), 'a sysvar']),
  ['1nc1nerator11111111111111111111111111111111', 'the incinerator, whose lamports are burned'],
  ...solanaChain.tokens.map((t): [string, string] => [t.mint, `the ${t.symbol} mint`]),
  ['So11111111111111111111111111111111111111112', 'the wrapped SOL mint'],
]);

/**
 * Refuses a Solana recipient that would lose what it is sent, before anything
 * is signed: a known program, sysvar, the incinerator or a registry mint by
 * address, and on chain an executable account (a program).
 * @throws PermanentError `LOSSY_RECIPIENT` naming why.
 */
export function checkSolanaRecipient(to: PublicKey, info: AccountInfo<Buffer> | null | undefined, what: string): void {
  const why = unspendable.get(to.toBase58()) ?? (info?.executable ? 'a program' : undefined);
  if (why) throw lossyRecipient(to.toBase58(), why, what);
}
