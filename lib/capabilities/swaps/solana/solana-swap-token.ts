import { PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, unpackMint } from '@solana/spl-token';
import { PermanentError } from '../../../errors.ts';
import type { SolanaGateway } from '../../../chains/solana-gateway.ts';
import { WRAPPED_SOL_MINT } from '../../../swaps/solana-swap-provider.ts';
import { resolveSolanaToken } from '../../transfers/solana/solana-transfer-input.ts';

/** A Solana token as the swap code names it: SOL by the wrapped-SOL mint, with `native: true`. */
export interface SolanaSwapToken {
  readonly symbol: string;
  readonly mint: string;
  readonly decimals: number;
  readonly native: boolean;
  /** The token program owning the mint (absent for SOL). */
  readonly programId?: PublicKey;
}

/**
 * Resolves `SOL`, a registry symbol or a mint; a mint outside the registry is read from chain for its decimals.
 * @throws PermanentError `UNKNOWN_TOKEN`; what the gateway throws.
 */
export async function solanaSwapToken(gateway: SolanaGateway, text: string): Promise<SolanaSwapToken> {
  const ref = resolveSolanaToken(text);
  if (ref.kind === 'native') return { symbol: 'SOL', mint: WRAPPED_SOL_MINT, decimals: 9, native: true };
  const mint = ref.kind === 'registry' ? new PublicKey(ref.token.mint) : ref.mint;
  const [info] = await gateway.getAccounts([mint]);
  const programId = info && [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].find((id) => info.owner.equals(id));
  if (!info || !programId) throw new PermanentError('UNKNOWN_TOKEN', `${mint.toBase58()} is not an SPL token mint on Solana.`, { details: { field: 'token' } });
  const decimals = unpackMint(mint, info, programId).decimals;
  if (ref.kind === 'registry') {
    if (ref.token.decimals !== decimals)
      throw new PermanentError('TOKEN_MISMATCH', `The ${ref.token.symbol} mint on chain has ${decimals} decimals, not ${ref.token.decimals}; not swapping.`);
    return { symbol: ref.token.symbol, mint: ref.token.mint, decimals, native: false, programId };
  }
  return { symbol: mint.toBase58(), mint: mint.toBase58(), decimals, native: false, programId };
}
