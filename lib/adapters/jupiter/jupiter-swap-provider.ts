/**
 * The production adapter of the Solana swap port: Jupiter's Swap API
 * (`GET /quote`, `POST /swap`), exact-in or exact-out (`swapMode=ExactOut`,
 * where the slippage bounds the input). Jupiter names SOL by the wrapped-SOL mint and,
 * with `wrapAndUnwrapSol`, wraps and unwraps inside the transaction, so the
 * port's "SOL moves as lamports" holds for callers.
 */
import * as z from 'zod';
import { PermanentError } from '../../errors.ts';
import { fetchProviderJson } from '../http/provider-fetch.ts';
import type { SolanaQuote, SolanaSwapProvider } from '../../swaps/solana-swap-provider.ts';

export const JUPITER = 'jupiter';
/** The keyless endpoint; with an API key use `https://api.jup.ag/swap/v1`. */
export const JUPITER_LITE_BASE_URL = 'https://lite-api.jup.ag/swap/v1';

export interface JupiterSwapProviderOptions {
  readonly baseUrl?: string;
  /** Sent as `x-api-key` (paid tier). */
  readonly apiKey?: string;
  readonly fetch?: typeof fetch;
  /** Cap on the priority fee Jupiter may add, lamports (default 0.001 SOL). */
  readonly maxPriorityFeeLamports?: number;
  readonly timeoutMs?: number;
}

const QuoteResponseSchema = z.looseObject({
  inputMint: z.string(),
  inAmount: z.string(),
  outputMint: z.string(),
  outAmount: z.string(),
  otherAmountThreshold: z.string(),
  swapMode: z.string(),
  slippageBps: z.number(),
  priceImpactPct: z.string(),
  routePlan: z.array(z.looseObject({ swapInfo: z.looseObject({ label: z.string().optional() }), percent: z.number().nullish() })),
});

const SwapResponseSchema = z.looseObject({
  swapTransaction: z.string(),
  lastValidBlockHeight: z.number(),
  simulationError: z.unknown().optional(),
});

/** Jupiter behind the swap port. Never called by tests against the network. */
export function jupiterSwapProvider(options: JupiterSwapProviderOptions = {}): SolanaSwapProvider {
  const baseUrl = (options.baseUrl ?? JUPITER_LITE_BASE_URL).replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json', ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}) };

  const call = (what: 'quote' | 'swap', url: string, init: RequestInit): Promise<unknown> =>
    fetchProviderJson({
      provider: 'Jupiter',
      what,
      url,
      init,
      fetch: fetchFn,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      refused: (status, body) => {
        const { error, errorCode } = (body ?? {}) as { error?: unknown; errorCode?: unknown };
        const reason = typeof error === 'string' ? error : `HTTP ${status}`;
        return new PermanentError(what === 'quote' ? 'NO_ROUTE' : 'SWAP_REJECTED', `Jupiter refused the ${what}: ${reason}`, {
          details: { status, ...(typeof errorCode === 'string' ? { errorCode } : {}) },
        });
      },
    });

  return {
    async quote(request) {
      const query = new URLSearchParams({
        inputMint: request.inputMint,
        outputMint: request.outputMint,
        amount: request.amount.toString(),
        slippageBps: String(request.slippageBps),
        // ExactOut: `amount` is the output and the slippage bounds the input (`otherAmountThreshold` is the most it takes).
        swapMode: request.swapMode ?? 'ExactIn',
      });
      const body = await call('quote', `${baseUrl}/quote?${query}`, { method: 'GET', headers });
      const parsed = QuoteResponseSchema.safeParse(body);
      if (!parsed.success) throw new PermanentError('SWAP_PROVIDER_ERROR', `Jupiter's quote has an unexpected shape: ${parsed.error.message}`);
      const quote = parsed.data;
      const exactOut = (request.swapMode ?? 'ExactIn') === 'ExactOut';
      // Reading an exact-in answer as exact-out would take otherAmountThreshold (a minimum output) as the maximum input.
      if (exactOut && quote.swapMode !== 'ExactOut') {
        throw new PermanentError('SWAP_PROVIDER_ERROR', `Jupiter answered an ExactOut request with a quote in ${quote.swapMode} mode; not swapping.`);
      }
      const labels = [...new Set(quote.routePlan.map((step) => step.swapInfo.label).filter((label): label is string => Boolean(label)))];
      return {
        provider: JUPITER,
        inputMint: quote.inputMint,
        outputMint: quote.outputMint,
        inAmount: BigInt(quote.inAmount),
        outAmount: BigInt(quote.outAmount),
        ...(exactOut
          ? { minOutAmount: BigInt(quote.outAmount), swapMode: 'ExactOut' as const, maxInAmount: BigInt(quote.otherAmountThreshold) }
          : { minOutAmount: BigInt(quote.otherAmountThreshold) }),
        slippageBps: quote.slippageBps,
        priceImpactPct: Number(quote.priceImpactPct),
        routeLabel: labels.length > 0 ? labels.join(' → ') : 'Jupiter',
        // Jupiter's /swap wants its quote back exactly as it was sent.
        raw: body,
      };
    },

    async buildSwapTransaction({ quote, userPublicKey }: { quote: SolanaQuote; userPublicKey: string }) {
      if (quote.provider !== JUPITER) throw new PermanentError('QUOTE_MISMATCH', `A ${quote.provider} quote cannot be swapped through Jupiter; quote again.`);
      const body = await call('swap', `${baseUrl}/swap`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          quoteResponse: quote.raw,
          userPublicKey,
          wrapAndUnwrapSol: true,
          dynamicComputeUnitLimit: true,
          prioritizationFeeLamports: { priorityLevelWithMaxLamports: { priorityLevel: 'medium', maxLamports: options.maxPriorityFeeLamports ?? 1_000_000 } },
        }),
      });
      const parsed = SwapResponseSchema.safeParse(body);
      if (!parsed.success) throw new PermanentError('SWAP_PROVIDER_ERROR', `Jupiter's swap answer has an unexpected shape: ${parsed.error.message}`);
      // With dynamicComputeUnitLimit Jupiter simulates; a failed simulation means the swap would fail on chain.
      if (parsed.data.simulationError) {
        throw new PermanentError('SWAP_REJECTED', `Jupiter's simulation of the swap failed: ${JSON.stringify(parsed.data.simulationError)}`);
      }
      return { transaction: parsed.data.swapTransaction, lastValidBlockHeight: parsed.data.lastValidBlockHeight };
    },
  };
}
