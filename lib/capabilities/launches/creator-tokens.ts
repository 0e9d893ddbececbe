import { erc20Abi, getAddress, type Address } from 'viem';
import { PermanentError } from '../../errors.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { LaunchDeps } from './launch-deps.ts';
import type { LaunchRecord } from './launch-store.ts';

/** A token whose creator fees the caller earns, as fee responses name it. */
export interface CreatorToken {
  readonly token: Address;
  readonly symbol: string;
}

/** A token the caller launched with another wallet as its fee recipient: not the caller's to check or claim. */
export interface GivenAwayToken extends CreatorToken {
  readonly feeRecipient: Address;
}

/** The caller's fee-earning tokens, and the tokens it launched for others (named in refusals, never claimed). */
export interface CreatorTokens {
  readonly tokens: CreatorToken[];
  readonly givenAway: GivenAwayToken[];
}

/**
 * Every token whose creator fees the caller's Base wallet earns: the
 * protocol's list when it keeps one on chain (the truth: it pays the fees,
 * by fee recipient, so a token launched elsewhere for this wallet is in it
 * and one this wallet launched for another is not) joined with the launch
 * store's symbols, a token the store does not know named by its ERC20
 * symbol; else (Clanker) the launch store's records whose fee recipient is
 * this wallet. A launch never assumes its creator earns its fees.
 */
export async function creatorTokens(deps: LaunchDeps, accountId: string, creator: Address): Promise<CreatorTokens> {
  const [onChain, recorded] = await Promise.all([deps.launchProtocol.tokensOf?.(creator), deps.launches.listByAccount(accountId)]);
  const earner = (r: LaunchRecord): Address => r.feeRecipient ?? r.creator;
  const isMe = (address: Address) => address.toLowerCase() === creator.toLowerCase();
  const givenAway = recorded
    .filter((r) => isMe(r.creator) && !isMe(earner(r)))
    .map((r) => ({ token: getAddress(r.token), symbol: r.symbol, feeRecipient: getAddress(earner(r)) }));
  if (!onChain) {
    return { tokens: recorded.filter((r) => isMe(earner(r))).map((r) => ({ token: getAddress(r.token), symbol: r.symbol })), givenAway };
  }
  const symbols = new Map(recorded.map((r) => [r.token.toLowerCase(), r.symbol]));
  const tokens = await Promise.all(
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
  return { tokens, givenAway };
}

/**
 * The caller's fee-earning token a prompt names, by symbol or contract address.
 * @throws PermanentError `NOT_YOUR_LAUNCH` when the caller earns the fees of no such token (one it launched for another wallet says so), `AMBIGUOUS_TOKEN` when two share the symbol.
 */
export function pickCreatorToken({ tokens, givenAway }: CreatorTokens, ref: string): CreatorToken {
  const wanted = ref.replace(/^\$/, '');
  const isAddress = /^0x[0-9a-fA-F]{40}$/.test(wanted);
  const matches = (t: CreatorToken) => (isAddress ? t.token.toLowerCase() === wanted.toLowerCase() : t.symbol.toUpperCase() === wanted.toUpperCase());
  const found = tokens.filter(matches);
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    throw new PermanentError(
      'AMBIGUOUS_TOKEN',
      `You launched several tokens named ${wanted.toUpperCase()} (${found.map((t) => t.token).join(', ')}): name one by its address. Nothing was done.`,
    );
  }
  const other = found.length === 0 ? givenAway.find(matches) : undefined;
  if (other) {
    throw new PermanentError(
      'NOT_YOUR_LAUNCH',
      `You launched ${other.symbol} (${other.token}) with its creator fees going to ${other.feeRecipient}, so they are not yours to check or claim: that wallet claims them. Nothing was done.`,
      { details: { token: other.token, feeRecipient: other.feeRecipient } },
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
