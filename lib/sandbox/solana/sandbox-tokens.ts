/**
 * What the Solana sandbox trades and funds: SOL (named by the wrapped-SOL
 * mint, as aggregators name it) and the registry's SPL tokens, plus strict
 * decimal-string amounts.
 */
import { findSolanaToken, solanaChain } from '../../chains/chains.ts';
import { BadRequestError } from '../../errors.ts';
import { WRAPPED_SOL_MINT } from '../../swaps/solana-swap-provider.ts';

/** The wrapped-SOL mint: how swap APIs name SOL. The sandbox moves SOL as native lamports all the same. */
export { WRAPPED_SOL_MINT };

/** SOL or one of the registry's SPL tokens. */
export interface SandboxToken {
  readonly symbol: string;
  readonly decimals: number;
  /** The token's mint; the wrapped-SOL mint for SOL. */
  readonly mint: string;
  /** True for SOL, moved as lamports. */
  readonly native: boolean;
}

const sol: SandboxToken = { symbol: 'SOL', decimals: solanaChain.nativeDecimals, mint: WRAPPED_SOL_MINT, native: true };

/** Every token the sandbox funds and its market maker quotes: SOL first. */
export const sandboxTokens: readonly SandboxToken[] = [
  sol,
  ...solanaChain.tokens.map((t) => ({ symbol: t.symbol, decimals: t.decimals, mint: t.mint, native: false })),
];

/**
 * A sandbox token by symbol (case-insensitive) or mint; SOL also by the wrapped-SOL mint.
 * @throws BadRequestError `UNKNOWN_TOKEN` naming the tokens there are.
 */
export function requireSandboxToken(symbolOrMint: string): SandboxToken {
  if (symbolOrMint.toUpperCase() === 'SOL' || symbolOrMint === WRAPPED_SOL_MINT) return sol;
  const token = findSolanaToken(symbolOrMint);
  if (token) return { symbol: token.symbol, decimals: token.decimals, mint: token.mint, native: false };
  const symbols = sandboxTokens.map((t) => t.symbol);
  throw new BadRequestError('UNKNOWN_TOKEN', `${symbolOrMint} is not a token on solana; it has ${symbols.join(', ')}.`, {
    details: { field: 'token', chain: 'solana', tokens: symbols },
  });
}

/**
 * Base units from a positive decimal string (`"1.5"` at 9 decimals is 1500000000n).
 * @throws BadRequestError `INVALID_AMOUNT` for anything else, or more fractional digits than the token has.
 */
export function parseTokenAmount(amount: string, token: Pick<SandboxToken, 'symbol' | 'decimals'>): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match)
    throw new BadRequestError('INVALID_AMOUNT', `"${amount}" is not an amount; write a positive decimal number such as 1.5.`, { details: { field: 'amount' } });
  const [, whole, fraction = ''] = match;
  if (fraction.length > token.decimals) {
    throw new BadRequestError('INVALID_AMOUNT', `${token.symbol} has ${token.decimals} decimals; "${amount}" has more.`, { details: { field: 'amount' } });
  }
  const units = BigInt(whole!) * 10n ** BigInt(token.decimals) + BigInt(fraction.padEnd(token.decimals, '0') || '0');
  if (units === 0n) throw new BadRequestError('INVALID_AMOUNT', 'The amount must be more than zero.', { details: { field: 'amount' } });
  return units;
}
