import { evmChainByName, supportedChainNames, type ChainName } from '../../chains/chains.ts';

/** A chain's native token and its wrapped form, as the registry names them. */
export interface WrapPair {
  readonly native: string;
  readonly wrapped: string;
}

/** The native/wrapped pair of `chain`: the registry's `wrappedNativeSymbol` on EVM chains, wrapped SOL (the native mint) on Solana. */
export function wrapPairOf(chain: ChainName): WrapPair {
  if (chain === 'solana') return { native: 'SOL', wrapped: 'WSOL' };
  const evm = evmChainByName(chain)!;
  return { native: evm.nativeSymbol.toUpperCase(), wrapped: evm.wrappedNativeSymbol.toUpperCase() };
}

/**
 * Whether trading `tokenIn` for `tokenOut` on `chain` is wrapping (native → wrapped) or unwrapping (wrapped →
 * native): not a swap, as the two are one asset, exchanged one for one by the wrapped token's contract.
 */
export function wrapKindOf(chain: ChainName, tokenIn: string, tokenOut: string): 'wrap' | 'unwrap' | undefined {
  const pair = wrapPairOf(chain);
  const [a, b] = [tokenIn.toUpperCase(), tokenOut.toUpperCase()];
  if (a === pair.native && b === pair.wrapped) return 'wrap';
  if (a === pair.wrapped && b === pair.native) return 'unwrap';
  return undefined;
}

/** The chains where `symbol` is the native token (`side` native) or its wrapped form (`side` wrapped), in the registry's order. */
export const chainsWrapping = (symbol: string, side: keyof WrapPair): ChainName[] =>
  supportedChainNames.filter((chain) => wrapPairOf(chain)[side] === symbol.toUpperCase());

/** Solana unwraps by closing the wrapped SOL account: the whole balance comes back, never a part. */
export const solanaPartialUnwrapMessage =
  'On Solana, unwrapping closes your wrapped SOL account and returns all of it as SOL; a part cannot be unwrapped. Write "unwrap all my wsol" to unwrap everything. Nothing was done.';

/** Said at the top of the response to "unwrap my wsol", which names no amount. */
export const solanaUnwrapNote = 'On Solana, unwrapping returns all your wrapped SOL at once.';
