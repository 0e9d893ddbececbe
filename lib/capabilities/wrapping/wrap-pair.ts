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

/** Solana's half (the native mint's token account, synced and closed) is not built yet: what a SOL wrap is refused with. */
export const solanaWrapMessage =
  'Wrapping and unwrapping SOL is not supported yet, so nothing was done. On base, ethereum and unichain I can wrap ETH into WETH, and on polygon POL into WPOL.';
