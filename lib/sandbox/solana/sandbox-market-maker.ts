/**
 * The sandbox's market maker: quotes any pair of sandbox tokens from the
 * price table less a spread (exact-in, or exact-out: the input it needs for
 * an exact output), and builds one transaction holding both legs —
 * the user pays the maker the input, the maker pays the user the output
 * (creating the user's token account if needed) — signed by the maker. The
 * user signs and sends it; it lands whole or not at all.
 */
import { PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { BadRequestError, PermanentError, isPurserError } from '../../errors.ts';
import { airdropLamports, mintTokens } from './solana-faucet.ts';
import { maximumIn, minimumOut, quoteExactIn, quoteExactOut } from './market-maker-pricing.ts';
import { requireSandboxToken, type SandboxToken } from './sandbox-tokens.ts';
import { decodeTokenAccount } from './token-state.ts';
import { signWithSandboxKeys } from './sandbox-signing.ts';
import type { SolanaSandboxCore } from './sandbox-core.ts';
import type { SolanaQuote, SolanaSwapProvider } from '../../swaps/solana-swap-provider.ts';

export const SANDBOX_MARKET_MAKER = 'sandbox-market-maker';
/** The maker's spread: 0.3%, a common pool fee. */
export const DEFAULT_SPREAD_BPS = 30;

interface MakerQuoteRaw {
  readonly usdIn: number;
  readonly usdOut: number;
  readonly spreadBps: number;
}

/** The market maker of an in-process sandbox. */
export function sandboxMarketMaker(sandbox: SolanaSandboxCore, options: { spreadBps?: number } = {}): SolanaSwapProvider {
  const spreadBps = options.spreadBps ?? DEFAULT_SPREAD_BPS;
  const price = (token: SandboxToken): number => sandbox.prices.usd(token.symbol);
  const outFor = (input: SandboxToken, output: SandboxToken, amount: bigint) =>
    quoteExactIn({ amountIn: amount, usdIn: price(input), decimalsIn: input.decimals, usdOut: price(output), decimalsOut: output.decimals, spreadBps });
  const inFor = (input: SandboxToken, output: SandboxToken, amountOut: bigint) =>
    quoteExactOut({ amountOut, usdIn: price(input), decimalsIn: input.decimals, usdOut: price(output), decimalsOut: output.decimals, spreadBps });

  return {
    async quote(request) {
      const [input, output] = pair(request.inputMint, request.outputMint);
      if (request.amount <= 0n) throw new BadRequestError('INVALID_AMOUNT', 'A swap needs an amount above zero.', { details: { field: 'amount' } });
      if (!Number.isInteger(request.slippageBps) || request.slippageBps < 0 || request.slippageBps > 10_000) {
        throw new BadRequestError('INVALID_SLIPPAGE', 'Slippage is 0 to 10000 basis points.', { details: { field: 'slippageBps' } });
      }
      const raw: MakerQuoteRaw = { usdIn: price(input), usdOut: price(output), spreadBps };
      if (request.swapMode === 'ExactOut') {
        const inAmount = inFor(input, output, request.amount);
        return {
          provider: SANDBOX_MARKET_MAKER,
          inputMint: input.mint,
          outputMint: output.mint,
          inAmount,
          outAmount: request.amount,
          minOutAmount: request.amount,
          swapMode: 'ExactOut',
          maxInAmount: maximumIn(inAmount, request.slippageBps),
          slippageBps: request.slippageBps,
          priceImpactPct: 0,
          routeLabel: 'Sandbox market maker',
          raw,
        };
      }
      const outAmount = outFor(input, output, request.amount);
      if (outAmount === 0n) throw new PermanentError('AMOUNT_TOO_SMALL', `${request.amount} base units of ${input.symbol} buy no ${output.symbol}.`);
      return {
        provider: SANDBOX_MARKET_MAKER,
        inputMint: input.mint,
        outputMint: output.mint,
        inAmount: request.amount,
        outAmount,
        minOutAmount: minimumOut(outAmount, request.slippageBps),
        slippageBps: request.slippageBps,
        priceImpactPct: 0,
        routeLabel: 'Sandbox market maker',
        raw,
      };
    },

    async buildSwapTransaction({ quote, userPublicKey }) {
      const [input, output] = pair(quote.inputMint, quote.outputMint);
      const user = parseUser(userPublicKey);
      const { inAmount, outAmount } = quote.swapMode === 'ExactOut' ? exactOutLegs(input, output, quote) : exactInLegs(input, output, quote);
      const maker = sandbox.marketMakerWallet;
      stockUp(sandbox, input, 0n);
      stockUp(sandbox, output, outAmount);
      const instructions = [
        // The maker's own accounts exist (stocked above); only the user's output account may need creating.
        ...leg(input, inAmount, user, maker.publicKey),
        ...leg(output, outAmount, maker.publicKey, user, user),
      ];
      const { blockhash, lastValidBlockHeight } = sandbox.ledger.latestBlockhash();
      const message = new TransactionMessage({ payerKey: user, recentBlockhash: blockhash, instructions }).compileToV0Message();
      const tx = new VersionedTransaction(message);
      signWithSandboxKeys(tx, [maker]);
      return { transaction: Buffer.from(tx.serialize()).toString('base64'), lastValidBlockHeight };
    },
  };

  // Re-priced now: the maker pays the current price, never more than quoted, and refuses below the quote's floor.
  function exactInLegs(input: SandboxToken, output: SandboxToken, quote: SolanaQuote): { inAmount: bigint; outAmount: bigint } {
    const current = outFor(input, output, quote.inAmount);
    if (current < quote.minOutAmount) {
      throw new PermanentError('PRICE_MOVED', `The ${input.symbol}/${output.symbol} price moved beyond the quote's slippage; quote again.`);
    }
    return { inAmount: quote.inAmount, outAmount: current < quote.outAmount ? current : quote.outAmount };
  }

  // Re-priced now, mirroring exact-in: the maker charges the current price but never less than quoted (a quote is not
  // trusted to lower its own price), and refuses above the quote's ceiling.
  function exactOutLegs(input: SandboxToken, output: SandboxToken, quote: SolanaQuote): { inAmount: bigint; outAmount: bigint } {
    const current = inFor(input, output, quote.outAmount);
    if (quote.maxInAmount === undefined || current > quote.maxInAmount) {
      throw new PermanentError('PRICE_MOVED', `The ${input.symbol}/${output.symbol} price moved beyond the quote's slippage; quote again.`);
    }
    return { inAmount: current > quote.inAmount ? current : quote.inAmount, outAmount: quote.outAmount };
  }
}

function pair(inputMint: string, outputMint: string): [SandboxToken, SandboxToken] {
  const [input, output] = [inputMint, outputMint].map((mint) => {
    try {
      return requireSandboxToken(mint);
    } catch (error) {
      if (!isPurserError(error)) throw error;
      throw new PermanentError('NO_ROUTE', `The sandbox market maker does not trade ${mint}. ${error.message}`, { cause: error });
    }
  }) as [SandboxToken, SandboxToken];
  if (input.mint === output.mint) throw new PermanentError('NO_ROUTE', `Swapping ${input.symbol} for itself is not a trade.`);
  return [input, output];
}

function parseUser(userPublicKey: string): PublicKey {
  try {
    return new PublicKey(userPublicKey);
  } catch (error) {
    throw new BadRequestError('INVALID_ADDRESS', `"${userPublicKey}" is not a Solana address.`, { details: { field: 'userPublicKey' }, cause: error });
  }
}

/**
 * Moves `amount` of `token` from `from` to `to`: lamports for SOL, a checked transfer between associated
 * accounts otherwise, first creating the destination account (idempotently) at `payer`'s expense when given.
 */
function leg(token: SandboxToken, amount: bigint, from: PublicKey, to: PublicKey, payer?: PublicKey): TransactionInstruction[] {
  if (token.native) return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })];
  const mint = new PublicKey(token.mint);
  const source = getAssociatedTokenAddressSync(mint, from, true);
  const destination = getAssociatedTokenAddressSync(mint, to, true);
  const transfer = createTransferCheckedInstruction(source, mint, destination, from, amount, token.decimals);
  return payer ? [createAssociatedTokenAccountIdempotentInstruction(payer, destination, to, mint), transfer] : [transfer];
}

// The maker never runs dry: it holds at least twice what it must pay, topped up from the faucet.
function stockUp(sandbox: SolanaSandboxCore, token: SandboxToken, owed: bigint): void {
  const maker = sandbox.marketMakerWallet.publicKey;
  const { ledger } = sandbox;
  if (token.native) {
    const reserve = ledger.minimumBalanceForRentExemption(0) + owed * 2n;
    const held = ledger.getAccount(maker)?.lamports ?? 0n;
    if (held < reserve) airdropLamports(sandbox, maker, reserve - held);
    return;
  }
  const account = ledger.getAccount(getAssociatedTokenAddressSync(new PublicKey(token.mint), maker, true));
  const held = account ? (decodeTokenAccount(account)?.amount ?? 0n) : 0n;
  if (!account || held < owed) mintTokens(sandbox, maker, token, held < owed ? owed * 2n - held : 0n);
}
