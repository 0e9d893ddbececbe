import { findEvmToken, type EvmChainInfo, type EvmToken } from '../../chains/chains.ts';
import { BadRequestError } from '../../errors.ts';

/**
 * The chain's token by symbol (case-insensitive) or address.
 * @throws BadRequestError `UNKNOWN_TOKEN` naming the tokens the chain has.
 */
export function requireSandboxToken(chain: EvmChainInfo, symbol: string): EvmToken {
  const token = findEvmToken(chain, symbol);
  if (token) return token;
  const known = chain.tokens.map((t) => t.symbol).join(', ');
  throw new BadRequestError('UNKNOWN_TOKEN', `${symbol} is not a token on ${chain.name}; it has ${chain.nativeSymbol} (native) and ${known}.`, {
    details: { field: 'token', chain: chain.name, tokens: [chain.nativeSymbol, ...chain.tokens.map((t) => t.symbol)] },
  });
}
