/**
 * The production adapter of the EVM swap port: 0x Swap API v2 with the
 * AllowanceHolder approval target (`/swap/allowance-holder/price` and
 * `/quote`). 0x names the native coin by 0xEeee…EEeE; the approval, when
 * `issues.allowance` reports one is missing, is for exactly the sell amount
 * and always to AllowanceHolder (the spender 0x reports), never to Settler.
 */
import { getAddress, isAddress, isHex, type Address } from 'viem';
import * as z from 'zod';
import { PermanentError } from '../../errors.ts';
import { minimumAmountOut } from '../../capabilities/swaps/evm/plan-swap.ts';
import { fetchProviderJson } from '../http/provider-fetch.ts';
import type { SwapQuote, SwapQuoteRequest, SwapQuoter, SwapToken } from '../../capabilities/swaps/evm/swap-quoter.ts';

export const ZEROEX_BASE_URL = 'https://api.0x.org';
/** How 0x names a chain's native coin. */
export const ZEROEX_NATIVE_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export interface ZeroExSwapQuoterOptions {
  readonly apiKey: string;
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const uint = z.string().regex(/^\d+$/);
const address = z.string().refine((s) => isAddress(s, { strict: false }), 'not an address');

const AllowanceIssueSchema = z.looseObject({ spender: address, actual: uint }).nullish();

const NoLiquiditySchema = z.looseObject({ liquidityAvailable: z.literal(false) });
/** What /price and /quote both answer when there is liquidity; /quote adds the transaction. */
const LiquidPriceSchema = z.looseObject({
  liquidityAvailable: z.literal(true),
  buyAmount: uint,
  minBuyAmount: uint,
  sellAmount: uint,
  issues: z.looseObject({ allowance: AllowanceIssueSchema }).optional(),
});

const PriceResponseSchema = z.discriminatedUnion('liquidityAvailable', [NoLiquiditySchema, LiquidPriceSchema]);

const QuoteResponseSchema = z.discriminatedUnion('liquidityAvailable', [
  NoLiquiditySchema,
  LiquidPriceSchema.extend({
    transaction: z.looseObject({ to: address, data: z.string().refine((s) => isHex(s), 'not hex'), value: uint, gas: uint.nullish() }),
    route: z.looseObject({ fills: z.array(z.looseObject({ source: z.string() })).optional() }).optional(),
  }),
]);

/** An indicative price (no transaction): what `/price` answers. */
export interface ZeroExPrice {
  readonly amountOut: bigint;
  readonly minAmountOut: bigint;
  readonly approval?: { readonly token: Address; readonly spender: Address; readonly amount: bigint };
}

export interface ZeroExSwapQuoter extends SwapQuoter {
  /** `/price`: an indicative quote, cheaper than `quote`. @throws as `quote` does. */
  price(request: SwapQuoteRequest): Promise<ZeroExPrice>;
}

const tokenParam = (token: SwapToken): Address => (token.native ? ZEROEX_NATIVE_TOKEN : token.address);

/** 0x behind the swap port. Tests give it a fake `fetch`; it never calls the network from tests. */
export function zeroExSwapQuoter(options: ZeroExSwapQuoterOptions): ZeroExSwapQuoter {
  const baseUrl = (options.baseUrl ?? ZEROEX_BASE_URL).replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const headers = { accept: 'application/json', '0x-api-key': options.apiKey, '0x-version': 'v2' };

  const get = async (what: 'price' | 'quote', request: SwapQuoteRequest): Promise<unknown> => {
    minimumAmountOut(0n, request.slippageBps); // validates the slippage before anything leaves the process
    const query = new URLSearchParams({
      chainId: String(request.chain.chainId),
      sellToken: tokenParam(request.tokenIn),
      buyToken: tokenParam(request.tokenOut),
      sellAmount: request.amountIn.toString(),
      taker: request.taker,
      slippageBps: String(request.slippageBps),
    });
    return fetchProviderJson({
      provider: '0x',
      what,
      url: `${baseUrl}/swap/allowance-holder/${what}?${query}`,
      init: { headers },
      fetch: fetchFn,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      refused: (status, body) => {
        const { name, message } = (body ?? {}) as { name?: unknown; message?: unknown };
        const reason = typeof message === 'string' ? message : `HTTP ${status}`;
        return new PermanentError('SWAP_REJECTED', `0x refused the ${what}: ${reason}`, { details: { status, ...(typeof name === 'string' ? { name } : {}) } });
      },
    });
  };

  const noRoute = (request: SwapQuoteRequest) =>
    new PermanentError('NO_ROUTE', `0x found no liquidity to swap ${request.tokenIn.symbol} for ${request.tokenOut.symbol} on ${request.chain.label}.`, {
      details: { chain: request.chain.name, provider: '0x' },
    });
  const malformed = (what: string, error: z.ZodError) =>
    new PermanentError('SWAP_PROVIDER_ERROR', `0x answered the ${what} request in an unexpected shape: ${error.issues[0]?.message ?? 'invalid'}.`, {
      cause: error,
    });
  const approvalFor = (request: SwapQuoteRequest, issue: { spender: string } | null | undefined) =>
    issue && !request.tokenIn.native ? { approval: { token: request.tokenIn.address, spender: getAddress(issue.spender), amount: request.amountIn } } : {};

  return {
    async price(request) {
      const parsed = PriceResponseSchema.safeParse(await get('price', request));
      if (!parsed.success) throw malformed('price', parsed.error);
      if (!parsed.data.liquidityAvailable) throw noRoute(request);
      const body = parsed.data;
      return { amountOut: BigInt(body.buyAmount), minAmountOut: BigInt(body.minBuyAmount), ...approvalFor(request, body.issues?.allowance) };
    },
    async quote(request): Promise<SwapQuote> {
      const parsed = QuoteResponseSchema.safeParse(await get('quote', request));
      if (!parsed.success) throw malformed('quote', parsed.error);
      if (!parsed.data.liquidityAvailable) throw noRoute(request);
      const body = parsed.data;
      if (BigInt(body.sellAmount) !== request.amountIn) {
        throw new PermanentError('SWAP_PROVIDER_ERROR', `0x quoted a sale of ${body.sellAmount} base units instead of the ${request.amountIn} asked for.`);
      }
      const value = BigInt(body.transaction.value);
      if (value !== (request.tokenIn.native ? request.amountIn : 0n)) {
        throw new PermanentError(
          'SWAP_PROVIDER_ERROR',
          `0x's transaction sends ${value} wei, which does not match a sale of ${request.amountIn} ${request.tokenIn.symbol}; refusing.`,
        );
      }
      const approval = approvalFor(request, body.issues?.allowance);
      // With AllowanceHolder the approval target is the transaction's target; anything else would approve a contract we do not call.
      if (approval.approval && approval.approval.spender.toLowerCase() !== body.transaction.to.toLowerCase()) {
        throw new PermanentError(
          'SWAP_PROVIDER_ERROR',
          `0x asked for an allowance to ${approval.approval.spender}, which is not the transaction's target ${body.transaction.to}; refusing.`,
        );
      }
      const sources = [...new Set((body.route?.fills ?? []).map((fill) => fill.source))];
      return {
        provider: '0x',
        amountIn: request.amountIn,
        amountOut: BigInt(body.buyAmount),
        minAmountOut: BigInt(body.minBuyAmount),
        ...approval,
        transaction: { to: getAddress(body.transaction.to), data: body.transaction.data as `0x${string}`, value },
        routeLabel: sources.length > 0 ? `0x (${sources.join(', ')})` : '0x',
        ...(body.transaction.gas ? { gasEstimate: BigInt(body.transaction.gas) } : {}),
      };
    },
  };
}
