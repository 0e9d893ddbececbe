import { BaseError, HttpRequestError, TimeoutError, RpcRequestError, InsufficientFundsError } from 'viem';
import { PermanentError, TransientError, isPurserError } from '../errors.ts';

/**
 * Turns an error from a chain call into one of ours, naming the chain: an
 * unreachable or failing RPC is transient (retry later), insufficient funds
 * and other rejections are permanent.
 */
export function toChainError(error: unknown, chainLabel: string): Error {
  if (isPurserError(error)) return error;
  if (error instanceof BaseError) {
    // Nodes word it differently and viem does not always classify it (estimateGas, for one): match the text too.
    if (error.walk((e) => e instanceof InsufficientFundsError) || /insufficient funds/i.test(error.message)) {
      return new PermanentError('INSUFFICIENT_FUNDS', `Insufficient funds on ${chainLabel} to pay for this transaction and its gas.`, {
        cause: error,
      });
    }
    if (error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)) {
      return new TransientError('RPC_UNAVAILABLE', `The ${chainLabel} RPC did not answer: ${error.shortMessage}`, { cause: error });
    }
    if (error.walk((e) => e instanceof RpcRequestError)) {
      return new PermanentError('CHAIN_REJECTED', `${chainLabel} rejected the request: ${error.shortMessage}`, { cause: error });
    }
    return new PermanentError('CHAIN_ERROR', `${chainLabel}: ${error.shortMessage}`, { cause: error });
  }
  return new TransientError('CHAIN_ERROR', `Calling ${chainLabel} failed: ${(error as Error)?.message ?? String(error)}`, { cause: error });
}
