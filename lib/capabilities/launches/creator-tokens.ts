import { erc20Abi, getAddress, type Address } from 'viem';
import { PermanentError } from '../../errors.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { LaunchDeps } from './launch-deps.ts';

/** A token the caller launched, as fee responses name it. */
export interface CreatorToken {
  readonly token: Address;
  readonly symbol: string;
}

/**
 * Every token the caller's Base wallet created: the protocol's list when it
 * keeps one on chain (the truth: it pays the fees) joined with the launch
 * store's symbols, a token the store does not know (launched outside Purser)
 * named by its ERC20 symbol; else (Clanker) the launch store's records of
 * this wallet.
 */
export async function creatorTokens(deps: LaunchDeps, accountId: string, creator: Address): Promise<CreatorToken[]> {
  const [onChain, recorded] = await Promise.all([deps.launchProtocol.tokensOf?.(creator), deps.launches.listByAccount(accountId)]);
  if (!onChain) {
    return recorded.filter((r) => r.creator.toLowerCase() === creator.toLowerCase()).map((r) => ({ token: getAddress(r.token), symbol: r.symbol }));
  }
  const symbols = new Map(recorded.map((r) => [r.token.toLowerCase(), r.symbol]));
  return Promise.all(
    onChain.map(async (token) => {
      const known = symbols.get(token.toLowerCase());
      if (known) return { token: getAddress(token), symbol: known };
      const symbol = await deps.chains
        .evm(deps.launchProtocol.chainId)
        .readContract({ address: token, abi: erc20Abi, functionName: 'symbol' })
        .catch((error: unknown) => {
          throw toChainError(error, 'Base');
        });
      return { token: getAddress(token), symbol: symbol.toUpperCase() };
    }),
  );
}

/**
 * The caller's launched token a prompt names, by symbol or contract address.
 * @throws PermanentError `NOT_YOUR_LAUNCH` when the caller launched no such token, `AMBIGUOUS_TOKEN` when two share the symbol.
 */
export function pickCreatorToken(tokens: readonly CreatorToken[], ref: string): CreatorToken {
  const wanted = ref.replace(/^\$/, '');
  const isAddress = /^0x[0-9a-fA-F]{40}$/.test(wanted);
  const found = tokens.filter((t) => (isAddress ? t.token.toLowerCase() === wanted.toLowerCase() : t.symbol.toUpperCase() === wanted.toUpperCase()));
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    throw new PermanentError(
      'AMBIGUOUS_TOKEN',
      `You launched several tokens named ${wanted.toUpperCase()} (${found.map((t) => t.token).join(', ')}): name one by its address. Nothing was done.`,
    );
  }
  const mine = tokens.length > 0 ? ` Your launched tokens: ${tokens.map((t) => t.symbol).join(', ')}.` : ' You have not launched any token yet.';
  throw new PermanentError(
    'NOT_YOUR_LAUNCH',
    `${isAddress ? wanted : wanted.toUpperCase()} is not a token you launched on Base, so it has no creator fees for you.${mine} Nothing was done.`,
    {
      details: { token: wanted },
    },
  );
}
