/**
 * A client for a running Solana sandbox's `sandbox_*` methods, for other
 * processes: the CLI's `sandbox fund` / `move-price`, a local runtime whose
 * sandbox runs elsewhere, tests. Light on purpose (no LiteSVM).
 */
import { BadRequestError, PermanentError, TransientError } from '../../errors.ts';
import { isErrorCode } from '../../error-codes.ts';
import { quoteFromJson, quoteToJson, type SolanaQuoteJson, type SolanaSwapProvider } from '../../swaps/solana-swap-provider.ts';
import type { SolanaSandboxInfo } from './sandbox-rpc-methods.ts';

/** A funding as the sandbox reports it (`baseUnits` as a decimal string). */
export interface SolanaFundingJson {
  readonly signature: string;
  readonly address: string;
  readonly symbol: string;
  readonly amount: string;
  readonly baseUnits: string;
}

export interface SolanaSandboxClient {
  /** Funds `address` with `amount` (decimal) of `symbol` (SOL, USDC, USDT, BONK, JUP, WIF, or a mint). */
  fund(input: { address: string; symbol: string; amount: string }): Promise<SolanaFundingJson>;
  /** Funds a new wallet with the faucet's welcome set. */
  fundNewWallet(address: string): Promise<SolanaFundingJson[]>;
  /** Moves a token's price at the market maker by a signed percentage; returns the new USD price. */
  movePrice(input: { symbol: string; percent: number }): Promise<{ symbol: string; usdPrice: number }>;
  info(): Promise<SolanaSandboxInfo>;
  /** The sandbox market maker behind the swap port. */
  readonly marketMaker: SolanaSwapProvider;
}

/**
 * A client for the sandbox at `rpcUrl`.
 * Methods throw our errors rebuilt from the sandbox's answer (BadRequestError for
 * bad input, PermanentError otherwise) and TransientError when the sandbox is unreachable.
 */
export function solanaSandboxClient(rpcUrl: string, options: { fetch?: typeof fetch } = {}): SolanaSandboxClient {
  const fetchFn = options.fetch ?? fetch;
  let nextId = 1;
  const call = async <T>(method: string, params: unknown[]): Promise<T> => {
    let body: { result?: T; error?: { code: number; message: string; data?: { code?: string; details?: Record<string, unknown> } } };
    try {
      const response = await fetchFn(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      });
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new TransientError(
        'SANDBOX_UNAVAILABLE',
        `The Solana sandbox at ${rpcUrl} did not answer (is \`npm start\` running?): ${(error as Error).message}`,
        { cause: error },
      );
    }
    if (body.error) {
      const sent = body.error.data?.code;
      const code = isErrorCode(sent) ? sent : 'SANDBOX_ERROR';
      const errorOptions = body.error.data?.details ? { details: body.error.data.details } : {};
      throw body.error.code === -32602
        ? new BadRequestError(code, body.error.message, errorOptions)
        : new PermanentError(code, body.error.message, errorOptions);
    }
    return body.result as T;
  };
  return {
    fund: (input) => call('sandbox_fund', [input]),
    fundNewWallet: (address) => call('sandbox_fundNewWallet', [address]),
    movePrice: (input) => call('sandbox_movePrice', [input]),
    info: () => call('sandbox_info', []),
    marketMaker: {
      async quote(request) {
        const json = await call<SolanaQuoteJson>('sandbox_quote', [{ ...request, amount: request.amount.toString() }]);
        return quoteFromJson(json);
      },
      buildSwapTransaction: ({ quote, userPublicKey }) => call('sandbox_swapTransaction', [{ quote: quoteToJson(quote), userPublicKey }]),
      async venue() {
        try {
          return (await call<SolanaSandboxInfo>('sandbox_info', [])).protocols.marketMaker;
        } catch {
          return undefined;
        }
      },
    },
  };
}
