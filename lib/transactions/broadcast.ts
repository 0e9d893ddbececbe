import { BaseError, type Hex, type PublicClient } from 'viem';
import { toChainError } from '../chains/rpc-error.ts';

export type BroadcastOutcome = 'sent' | 'nonce-used' | 'underpriced';

/**
 * Sends a signed transaction and classifies what the node said. "Already
 * known" is success (a retry of the same bytes); "nonce too low" means that
 * nonce is already mined (by this transaction or another) and must be
 * reconciled, never retried blindly; "underpriced" means a replacement needs
 * a higher fee. Everything else is mapped to our errors (insufficient funds
 * is permanent, an unreachable RPC transient).
 */
export async function broadcast(client: PublicClient, raw: Hex, chainLabel: string): Promise<BroadcastOutcome> {
  try {
    await client.sendRawTransaction({ serializedTransaction: raw });
    return 'sent';
  } catch (error) {
    const text = error instanceof BaseError ? `${error.shortMessage} ${error.details ?? ''} ${error.message}` : String((error as Error)?.message);
    if (/already known|known transaction|already imported|transaction already exists/i.test(text)) return 'sent';
    if (/nonce too low|nonce has already been used|nonce is too low|NonceTooLow/i.test(text)) return 'nonce-used';
    if (/underpriced|replacement fee too low|fee too low/i.test(text)) return 'underpriced';
    throw toChainError(error, chainLabel);
  }
}
