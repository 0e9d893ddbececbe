import { SendTransactionError, SolanaJSONRPCError } from '@solana/web3.js';
import { PermanentError, TransientError, isPurserError } from '../../errors.ts';

/** JSON-RPC codes a node answers with while it is behind or overloaded: worth a retry. */
const transientRpcCodes = new Set<unknown>([-32004, -32005, -32007, -32014, -32016, 429]);

/**
 * Turns an error from a Solana RPC call into one of ours. An unreachable or
 * lagging node is transient; a failed preflight is permanent and carries the
 * program logs, except "blockhash not found" (the node may be behind: retry)
 * and "already processed" (the caller decides: the transaction is on chain).
 *
 * @param error what web3.js threw.
 * @param action what was being done, for the message ("reading balances").
 */
export function toSolanaError(error: unknown, action: string): Error {
  if (isPurserError(error)) return error;
  if (error instanceof SendTransactionError) {
    const text = error.transactionError.message;
    const logs = error.transactionError.logs ?? [];
    if (/already been processed|AlreadyProcessed/i.test(text)) {
      return new PermanentError('SOLANA_ALREADY_PROCESSED', 'Solana already has this transaction.', { cause: error });
    }
    if (/blockhash not found|BlockhashNotFound/i.test(text)) {
      return new TransientError('SOLANA_BLOCKHASH_NOT_FOUND', "The Solana node does not know this transaction's blockhash yet (or any more); retrying.", {
        cause: error,
      });
    }
    const tail = logs.length > 0 ? `\nProgram logs:\n${logs.slice(-12).join('\n')}` : '';
    return new PermanentError('SOLANA_TRANSACTION_REJECTED', `Solana rejected the transaction before it was sent (${text}); nothing was spent.${tail}`, {
      details: { logs },
      cause: error,
    });
  }
  if (error instanceof SolanaJSONRPCError) {
    if (transientRpcCodes.has(error.code)) {
      return new TransientError('SOLANA_RPC_UNAVAILABLE', `The Solana RPC is not ready while ${action}: ${error.message}`, { cause: error });
    }
    return new PermanentError('SOLANA_RPC_REJECTED', `The Solana RPC refused a request while ${action}: ${error.message}`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new TransientError('SOLANA_RPC_UNAVAILABLE', `The Solana RPC did not answer while ${action}: ${message}`, { cause: error });
}
