import type { EvmChainInfo } from '../../../chains/chains.ts';
import { findEvmToken } from '../../../chains/chains.ts';
import type { SwapToken } from './swap-quoter.ts';

/**
 * A registry token of `chain` as the swap code names it: the native coin
 * (`ETH`, `POL`) becomes its wrapped token's address with `native: true`.
 * `undefined` for a symbol or address the registry does not list.
 */
export function swapToken(chain: EvmChainInfo, symbolOrAddress: string): SwapToken | undefined {
  if (symbolOrAddress.toUpperCase() === chain.nativeSymbol.toUpperCase()) {
    const wrapped = findEvmToken(chain, chain.wrappedNativeSymbol);
    return wrapped && { symbol: chain.nativeSymbol, address: wrapped.address, decimals: chain.nativeDecimals, native: true };
  }
  const token = findEvmToken(chain, symbolOrAddress);
  return token && { symbol: token.symbol, address: token.address, decimals: token.decimals, native: false };
}
