/**
 * Reads a wallet's holdings straight from the chains: native and ERC20
 * balances per EVM chain (one Multicall3 round trip), SOL and SPL balances
 * on Solana. Shared by the balance and portfolio capabilities.
 */
import { PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { erc20Abi, type Address } from 'viem';
import { evmChainByName, findEvmToken, findSolanaToken, solanaChain, type ChainName, type EvmChainInfo } from '../../chains/chains.ts';
import type { ChainGateway } from '../../chains/chain-gateway.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { SolanaGateway } from '../../chains/solana-gateway.ts';
import { PermanentError } from '../../errors.ts';

/** One token balance of the wallet. `token.address` is the contract or mint; absent for the native token. */
export interface Holding {
  readonly chain: ChainName;
  readonly chainLabel: string;
  /** EVM chain id; absent on Solana. */
  readonly chainId?: number;
  readonly wallet: string;
  readonly token: { readonly symbol: string; readonly name: string; readonly decimals: number; readonly native: boolean; readonly address?: string };
  readonly raw: bigint;
}

export interface HoldingsDeps {
  readonly chains: ChainGateway;
  /** Solana; Solana balances fail with `SOLANA_NOT_CONFIGURED` without it. */
  readonly solana?: SolanaGateway | undefined;
}

/** A wanted token: by symbol (natives included), or by contract address / mint. */
type Wanted = readonly string[] | 'all';

/**
 * Checks every requested token exists on every requested chain, before any read.
 * @throws PermanentError `UNKNOWN_TOKEN` naming the token and the chain.
 */
export function assertTokensKnown(chains: readonly ChainName[], tokens: Wanted): void {
  if (tokens === 'all') return;
  for (const name of chains) {
    for (const token of tokens) {
      const known = name === 'solana' ? isSolanaToken(token) : isEvmToken(evmChainByName(name)!, token);
      if (!known) {
        const label = name === 'solana' ? solanaChain.label : evmChainByName(name)!.label;
        throw new PermanentError('UNKNOWN_TOKEN', `I don't know a token ${token} on ${label}. Tokens there: ${tokenList(name)}.`, {
          details: { token, chain: name },
        });
      }
    }
  }
}

/**
 * The wallet's balances of `tokens` (or of every listed token, `'all'`) on
 * each of `chains`, in the order asked. Zero balances are kept: callers
 * decide what to show.
 * @throws PermanentError `UNKNOWN_TOKEN` (see {@link assertTokensKnown}), `SOLANA_NOT_CONFIGURED`;
 *   the chain's error mapping (TransientError when an RPC does not answer).
 */
export async function readHoldings(
  deps: HoldingsDeps,
  wallets: { evm: Address; solana: string },
  params: { chains: readonly ChainName[]; tokens: Wanted },
): Promise<Holding[]> {
  assertTokensKnown(params.chains, params.tokens);
  const perChain = await Promise.all(
    params.chains.map((name) =>
      name === 'solana'
        ? readSolanaHoldings(deps.solana, wallets.solana, params.tokens)
        : readEvmHoldings(deps.chains, evmChainByName(name)!, wallets.evm, params.tokens),
    ),
  );
  return perChain.flat();
}

/**
 * Like {@link readHoldings}, but each chain reads the tokens listed there ("my eth and sol balances" reads ETH on the
 * EVM chains and SOL on Solana), in the order of the chains.
 * @throws PermanentError `UNKNOWN_TOKEN` for a token listed on none of the chains, or a chain listing none of the
 *   tokens; as {@link readHoldings} otherwise.
 */
export async function readListedHoldings(
  deps: HoldingsDeps,
  wallets: { evm: Address; solana: string },
  params: { chains: readonly ChainName[]; tokens: Wanted },
): Promise<Holding[]> {
  const { tokens } = params;
  if (tokens === 'all' || params.chains.length <= 1) return readHoldings(deps, wallets, params);
  const listed = (chain: ChainName, token: string) => (chain === 'solana' ? isSolanaToken(token) : isEvmToken(evmChainByName(chain)!, token));
  for (const token of tokens) if (!params.chains.some((chain) => listed(chain, token))) assertTokensKnown(params.chains, [token]);
  // A chain asked for where none of the tokens is listed is still a mistake to name.
  for (const chain of params.chains) if (!tokens.some((token) => listed(chain, token))) assertTokensKnown([chain], tokens);
  const perChain = await Promise.all(
    params.chains.map((chain) => readHoldings(deps, wallets, { chains: [chain], tokens: tokens.filter((token) => listed(chain, token)) })),
  );
  return perChain.flat();
}

async function readEvmHoldings(chains: ChainGateway, chain: EvmChainInfo, wallet: Address, tokens: Wanted): Promise<Holding[]> {
  const wantNative = tokens === 'all' || tokens.some((t) => t.toUpperCase() === chain.nativeSymbol.toUpperCase());
  const erc20s =
    tokens === 'all' ? [...chain.tokens] : tokens.filter((t) => t.toUpperCase() !== chain.nativeSymbol.toUpperCase()).map((t) => findEvmToken(chain, t)!);
  const client = chains.evm(chain.chainId);
  try {
    const [native, results] = await Promise.all([
      wantNative ? client.getBalance({ address: wallet }) : Promise.resolve(undefined),
      erc20s.length === 0
        ? Promise.resolve([] as bigint[])
        : client.multicall({
            multicallAddress: chain.protocols.multicall3,
            allowFailure: false,
            contracts: erc20s.map((t) => ({ address: t.address, abi: erc20Abi, functionName: 'balanceOf' as const, args: [wallet] as const })),
          }),
    ]);
    const base = { chain: chain.name, chainLabel: chain.label, chainId: chain.chainId, wallet };
    const rows: Holding[] = [];
    if (native !== undefined) {
      rows.push({ ...base, token: { symbol: chain.nativeSymbol, name: chain.nativeName, decimals: chain.nativeDecimals, native: true }, raw: native });
    }
    for (const [i, t] of erc20s.entries())
      rows.push({ ...base, token: { symbol: t.symbol, name: t.name, decimals: t.decimals, native: false, address: t.address }, raw: results[i] as bigint });
    return rows;
  } catch (error) {
    throw toChainError(error, chain.label);
  }
}

async function readSolanaHoldings(solana: SolanaGateway | undefined, wallet: string, tokens: Wanted): Promise<Holding[]> {
  if (!solana) throw new PermanentError('SOLANA_NOT_CONFIGURED', 'Solana balances need the Solana RPC, which this deployment does not configure.');
  const owner = new PublicKey(wallet);
  const wantSol = tokens === 'all' || tokens.some((t) => t.toUpperCase() === 'SOL');
  const spl = tokens === 'all' ? [...solanaChain.tokens] : tokens.filter((t) => t.toUpperCase() !== 'SOL').map((t) => findSolanaToken(t)!);
  const [lamports, byMint] = await Promise.all([
    wantSol ? solana.getBalance(owner) : Promise.resolve(undefined),
    spl.length === 0 ? Promise.resolve(new Map<string, bigint>()) : splBalances(solana, owner),
  ]);
  const base = { chain: 'solana' as const, chainLabel: solanaChain.label, wallet };
  const rows: Holding[] = [];
  if (lamports !== undefined) {
    rows.push({ ...base, token: { symbol: 'SOL', name: 'Solana', decimals: solanaChain.nativeDecimals, native: true }, raw: lamports });
  }
  for (const t of spl)
    rows.push({ ...base, token: { symbol: t.symbol, name: t.name, decimals: t.decimals, native: false, address: t.mint }, raw: byMint.get(t.mint) ?? 0n });
  return rows;
}

/** Base units per mint over all the owner's token accounts (classic and Token-2022). */
async function splBalances(solana: SolanaGateway, owner: PublicKey): Promise<Map<string, bigint>> {
  const byMint = new Map<string, bigint>();
  const lists = await Promise.all([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) => solana.getParsedTokenAccounts(owner, { programId })));
  for (const accounts of lists) {
    for (const { account } of accounts) {
      const info = (account.data as { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string } } } }).parsed?.info;
      if (!info?.mint || info.tokenAmount?.amount === undefined) continue;
      byMint.set(info.mint, (byMint.get(info.mint) ?? 0n) + BigInt(info.tokenAmount.amount));
    }
  }
  return byMint;
}

const isEvmToken = (chain: EvmChainInfo, token: string): boolean =>
  token.toUpperCase() === chain.nativeSymbol.toUpperCase() || findEvmToken(chain, token) !== undefined;
const isSolanaToken = (token: string): boolean => token.toUpperCase() === 'SOL' || findSolanaToken(token) !== undefined;

function tokenList(name: ChainName): string {
  if (name === 'solana') return ['SOL', ...solanaChain.tokens.map((t) => t.symbol)].join(', ');
  const chain = evmChainByName(name)!;
  return [chain.nativeSymbol, ...chain.tokens.map((t) => t.symbol)].join(', ');
}
