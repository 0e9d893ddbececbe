/**
 * Sandbox-only JSON-RPC methods (`sandbox_*`) on the Solana sandbox node, so
 * another process (the CLI, a test, a bot) reaches the faucet, the market
 * maker and the price controls through the same URL as the chain. No
 * mainnet node has these; `solanaSandboxClient` calls them.
 */
import { PublicKey } from '@solana/web3.js';
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { isPurserError } from '../../errors.ts';
import { JsonRpcError, RpcErrorCode, invalidParams, type RpcMethods } from './json-rpc.ts';
import { fundNewSolanaWallet, fundSolanaAddress, type SolanaFunding } from './solana-faucet.ts';
import { requireSandboxToken, sandboxTokens } from './sandbox-tokens.ts';
import { quoteFromJson, quoteToJson, type SolanaQuoteJson, type SolanaSwapProvider } from '../../swaps/solana-swap-provider.ts';
import { configParam } from './rpc-params.ts';
import type { SolanaSandboxCore } from './sandbox-core.ts';

/** What `sandbox_info` answers. */
export interface SolanaSandboxInfo {
  readonly rpcUrl: string;
  readonly wsUrl: string;
  readonly tokens: ReadonlyArray<{ symbol: string; mint: string; decimals: number; usdPrice: number }>;
  /** Accounts and programs a client may want named: the sandbox's own wallets and the token programs it uses. */
  readonly protocols: {
    readonly marketMaker: string;
    readonly mintAuthority: string;
    readonly tokenProgram: string;
    readonly token2022Program: string;
    readonly associatedTokenProgram: string;
  };
}

/** The `sandbox_*` methods over an in-process sandbox. */
export function sandboxMethods(sandbox: SolanaSandboxCore, marketMaker: SolanaSwapProvider, urls: { rpcUrl: string; wsUrl: string }): RpcMethods {
  const methods: RpcMethods = {
    sandbox_fund: async ([params]) => {
      const { address, symbol, amount } = configParam<{ address: string; symbol: string; amount: string }>(params);
      if (typeof address !== 'string' || typeof symbol !== 'string' || typeof amount !== 'string') {
        throw invalidParams('sandbox_fund takes { address, symbol, amount } as strings');
      }
      return fundingJson(await fundSolanaAddress(sandbox, { address, symbol, amount }));
    },
    sandbox_fundNewWallet: async ([address]) => {
      if (typeof address !== 'string') throw invalidParams('sandbox_fundNewWallet takes the address');
      return (await fundNewSolanaWallet(sandbox, address)).map(fundingJson);
    },
    sandbox_quote: async ([params]) => {
      const {
        inputMint,
        outputMint,
        amount,
        slippageBps = 50,
        swapMode = 'ExactIn',
      } = configParam<{
        inputMint: string;
        outputMint: string;
        amount: string;
        slippageBps: number;
        swapMode: string;
      }>(params);
      if (
        typeof inputMint !== 'string' ||
        typeof outputMint !== 'string' ||
        typeof amount !== 'string' ||
        !/^\d+$/.test(amount) ||
        (swapMode !== 'ExactIn' && swapMode !== 'ExactOut')
      ) {
        throw invalidParams('sandbox_quote takes { inputMint, outputMint, amount (base units, string), slippageBps?, swapMode? (ExactIn or ExactOut) }');
      }
      return quoteToJson(await marketMaker.quote({ inputMint, outputMint, amount: BigInt(amount), slippageBps, swapMode }));
    },
    sandbox_swapTransaction: async ([params]) => {
      const { quote, userPublicKey } = configParam<{ quote: SolanaQuoteJson; userPublicKey: string }>(params);
      if (typeof quote !== 'object' || quote === null || typeof userPublicKey !== 'string') {
        throw invalidParams('sandbox_swapTransaction takes { quote, userPublicKey }');
      }
      let parsed: ReturnType<typeof quoteFromJson>;
      try {
        parsed = quoteFromJson(quote);
      } catch {
        throw invalidParams('the quote amounts must be integer strings');
      }
      return marketMaker.buildSwapTransaction({ quote: parsed, userPublicKey });
    },
    sandbox_movePrice: ([params]) => {
      const { symbol, percent } = configParam<{ symbol: string; percent: number }>(params);
      if (typeof symbol !== 'string' || typeof percent !== 'number') throw invalidParams('sandbox_movePrice takes { symbol, percent }');
      const token = requireSandboxToken(symbol);
      return { symbol: token.symbol, usdPrice: sandbox.prices.move(token.symbol, percent) };
    },
    sandbox_info: (): SolanaSandboxInfo => ({
      ...urls,
      tokens: sandboxTokens.map((t) => ({ symbol: t.symbol, mint: t.mint, decimals: t.decimals, usdPrice: sandbox.prices.usd(t.symbol) })),
      protocols: {
        marketMaker: sandbox.marketMakerWallet.publicKey.toBase58(),
        mintAuthority: sandbox.authority.publicKey.toBase58(),
        tokenProgram: TOKEN_PROGRAM_ID.toBase58(),
        token2022Program: TOKEN_2022_PROGRAM_ID.toBase58(),
        associatedTokenProgram: ASSOCIATED_TOKEN_PROGRAM_ID.toBase58(),
      },
    }),
  };
  // Our errors travel with their stable code, so the client can rebuild them.
  return Object.fromEntries(Object.entries(methods).map(([name, handler]) => [name, withErrorCodes(handler)]));
}

function withErrorCodes(handler: RpcMethods[string]): RpcMethods[string] {
  return async (params) => {
    try {
      return await handler(params);
    } catch (error) {
      if (!isPurserError(error)) throw error;
      const code = error.status === 400 ? RpcErrorCode.invalidParams : RpcErrorCode.sandboxFailure;
      throw new JsonRpcError(
        code,
        error.message,
        { code: error.code, retryable: error.retryable, ...(error.details ? { details: error.details } : {}) },
        { cause: error },
      );
    }
  };
}

const fundingJson = (funding: SolanaFunding) => ({ ...funding, address: new PublicKey(funding.address).toBase58(), baseUnits: funding.baseUnits.toString() });
