import { encodeFunctionData, formatUnits, parseAbi, type Address, type PublicClient } from 'viem';
import { PermanentError } from '../../errors.ts';
import { evmChainByName, findEvmToken, supportedChainNames, type ChainName, type EvmChainInfo } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { ChainGateway } from '../../chains/chain-gateway.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import type { TxStepStore } from '../../transactions/tx-step-store.ts';
import { firstStepOf } from '../../jobs/first-step.ts';
import { parseTokenAmount } from '../transfers/parse-token-amount.ts';

/** WETH9's two calls: every wrapped native token of the registry (WETH, WPOL) is a WETH9. */
export const weth9CallsAbi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'function balanceOf(address owner) view returns (uint256)',
]);

/** Gas a WETH9 deposit or withdrawal may cost at most (about 45,000 and 35,000), kept aside in the balance check. */
const wrapGasLimit = 60_000n;

export interface WrapNativeParams {
  readonly chain: ChainName;
  /** `wrap`: native → wrapped (`deposit()`); `unwrap`: wrapped → native (`withdraw(amount)`). */
  readonly direction: 'wrap' | 'unwrap';
  /** Decimal amount (of the native token to wrap, or of the wrapped token to unwrap). */
  readonly amount: string;
}

/**
 * Wraps the chain's native token into its wrapped ERC20 (WETH9 `deposit()`, paying the amount) or unwraps it
 * (`withdraw(amount)`), one for one, as one step of the job's exactly-once pipeline: the nonce is recorded with the
 * step, the signed bytes before the broadcast, and a retried job resumes that step instead of wrapping again. The
 * balance is checked first (the amount plus gas to wrap; the wrapped amount, and gas in the native token, to unwrap),
 * so a request the wallet cannot pay for fails and nothing is sent.
 *
 * @param deps the chains and the EVM step store (to tell a resumed job, whose balance has already moved).
 * @param ctx the job: its account's EVM wallet wraps; the job commits right before the broadcast.
 * @returns the response stating the amount, chain and transaction, `richData` with the wrap, `metadata.transactionHash`.
 * @throws PermanentError `UNSUPPORTED_CHAIN` (Solana too: see wrap-solana.ts), `INVALID_AMOUNT`, `TOO_MANY_DECIMALS`,
 *   `INSUFFICIENT_FUNDS` (nothing sent), `TRANSACTION_REVERTED`; JobCancelledError before the broadcast; TransientError
 *   when the chain is unreachable.
 */
export async function wrapNative(
  deps: { chains: ChainGateway; steps?: Pick<TxStepStore, 'get'> },
  ctx: JobContext,
  params: WrapNativeParams,
): Promise<JobOutcome> {
  const chain = evmChainByName(params.chain);
  if (!chain)
    throw new PermanentError('UNSUPPORTED_CHAIN', `"${params.chain}" is not a supported chain; I work on ${supportedChainNames.join(', ')}.`, {
      details: { field: 'chain' },
    });
  const wrapped = findEvmToken(chain, chain.wrappedNativeSymbol)!;
  const wrapping = params.direction === 'wrap';
  const [symbolIn, symbolOut] = wrapping ? [chain.nativeSymbol, wrapped.symbol] : [wrapped.symbol, chain.nativeSymbol];
  const value = parseTokenAmount(params.amount, chain.nativeDecimals, symbolIn);
  const amount = formatUnits(value, chain.nativeDecimals);
  const from = ctx.account.wallets.evm.address;
  const client = deps.chains.evm(chain.chainId);
  // A resumed job already sent this step: the balances have moved by it, so they are not checked again.
  if ((await firstStepOf(deps, ctx)) === undefined) await checkFunds(client, chain, { from, wrapped: wrapped.address, wrapping, value });

  const verb = wrapping ? 'Wrapping' : 'Unwrapping';
  await ctx.progress(`${verb} ${amount} ${symbolIn} into ${symbolOut} on ${chain.label}.`);
  const call = wrapping
    ? { value, data: encodeFunctionData({ abi: weth9CallsAbi, functionName: 'deposit' }) }
    : { value: 0n, data: encodeFunctionData({ abi: weth9CallsAbi, functionName: 'withdraw', args: [value] }) };
  const step = await ctx.sendTransaction({
    chainId: chain.chainId,
    to: wrapped.address,
    ...call,
    description: `${verb} ${amount} ${symbolIn} on ${chain.label}.`,
  });
  const hash = step.receipt!.hash;
  if (step.receipt!.status !== 'success') {
    throw new PermanentError(
      'TRANSACTION_REVERTED',
      `${wrapping ? 'Wrapping' : 'Unwrapping'} ${amount} ${symbolIn} reverted on ${chain.label} (transaction ${hash}); only gas was spent.`,
    );
  }
  return {
    response: `${wrapping ? 'Wrapped' : 'Unwrapped'} ${amount} ${symbolIn} into ${amount} ${symbolOut} on ${chain.label}.\nTransaction: ${hash}`,
    richData: [
      {
        type: params.direction,
        chain: chain.name,
        chainId: chain.chainId,
        from,
        tokenIn: wrapping ? { symbol: symbolIn, native: true } : { symbol: symbolIn, address: wrapped.address, native: false },
        tokenOut: wrapping ? { symbol: symbolOut, address: wrapped.address, native: false } : { symbol: symbolOut, native: true },
        amount,
        amountRaw: value.toString(),
        transactionHash: hash,
        nonce: step.nonce,
      },
    ],
    metadata: { transactionHash: hash, chain: chain.name },
  };
}

/** @throws PermanentError `INSUFFICIENT_FUNDS` (nothing sent) when the wallet cannot pay for the wrap or unwrap and its gas. */
async function checkFunds(
  client: PublicClient,
  chain: EvmChainInfo,
  input: { from: Address; wrapped: Address; wrapping: boolean; value: bigint },
): Promise<void> {
  const [native, held, gasPrice] = await Promise.all([
    client.getBalance({ address: input.from }),
    input.wrapping ? Promise.resolve(0n) : client.readContract({ address: input.wrapped, abi: weth9CallsAbi, functionName: 'balanceOf', args: [input.from] }),
    client.getGasPrice(),
  ]).catch((error: unknown) => {
    throw toChainError(error, chain.label);
  });
  const gas = wrapGasLimit * gasPrice * 2n;
  const fmt = (units: bigint) => formatUnits(units, chain.nativeDecimals);
  const nativeSymbol = chain.nativeSymbol;
  const wrappedSymbol = chain.wrappedNativeSymbol;
  const details = { chain: chain.name, balance: (input.wrapping ? native : held).toString(), required: (input.value + (input.wrapping ? gas : 0n)).toString() };
  if (input.wrapping && native < input.value + gas) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Insufficient ${nativeSymbol} balance on ${chain.label}: you have ${fmt(native)} ${nativeSymbol}, wrapping ${fmt(input.value)} needs that plus about ${fmt(gas)} for gas. Nothing was sent.`,
      { details: { ...details, token: nativeSymbol } },
    );
  }
  if (!input.wrapping && held < input.value) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Insufficient ${wrappedSymbol} balance on ${chain.label}: you have ${fmt(held)} ${wrappedSymbol}, unwrapping needs ${fmt(input.value)}. Nothing was sent.`,
      { details: { ...details, token: wrappedSymbol } },
    );
  }
  if (!input.wrapping && native < gas) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Not enough ${nativeSymbol} on ${chain.label} for the gas: you have ${fmt(native)} ${nativeSymbol}, unwrapping needs about ${fmt(gas)}. Nothing was sent.`,
      { details: { chain: chain.name, token: nativeSymbol, balance: native.toString(), required: gas.toString() } },
    );
  }
}
