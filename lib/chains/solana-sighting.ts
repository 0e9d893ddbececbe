import type { SignatureStatus } from '@solana/web3.js';
import type { SolanaGateway } from './solana-gateway.ts';

/**
 * What the cluster says of a recorded transaction's signature: `landed` (with its
 * status), `open` (not seen, its blockhash still valid: it may land yet),
 * `expired` (not seen by a node that had passed the blockhash's last valid
 * height: it can never land), or `behind` (not seen, but by a node behind the
 * one that said the height passed — a load-balanced RPC's backends trail one
 * another — so nothing is known yet). The height is read first: a signature
 * not seen after it can never land, as long as the answer covers that slot.
 */
export async function sightSolanaStep(
  solana: SolanaGateway,
  step: { readonly signature: string; readonly lastValidBlockHeight: number },
): Promise<{ readonly kind: 'landed'; readonly status: SignatureStatus } | { readonly kind: 'open' | 'expired' | 'behind' }> {
  const height = await solana.getBlockHeight();
  const lookup = await solana.getSignatureStatus(step.signature);
  if (lookup.status) return { kind: 'landed', status: lookup.status };
  if (height.height <= step.lastValidBlockHeight) return { kind: 'open' };
  return { kind: lookup.slot >= height.slot ? 'expired' : 'behind' };
}
