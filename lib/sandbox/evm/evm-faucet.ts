import { encodeFunctionData, getAddress, isAddress, parseUnits, type Address, type Hex } from 'viem';
import type { EvmChainInfo, EvmToken } from '../../chains/chains.ts';
import { BadRequestError } from '../../errors.ts';
import { usdPrice } from '../price-table.ts';
import { sandboxTokenAbi } from './place-tokens.ts';
import { anchorTokens, plainDecimal } from './pool-plan.ts';
import { requireSandboxToken } from './require-token.ts';
import { rpcRequest, sandboxOperator, sendTransactions, weiHex, type SandboxTx } from './sandbox-rpc.ts';

/** One asset and decimal amount a faucet call gave. */
export interface EvmGift {
  readonly symbol: string;
  readonly amount: string;
}

/**
 * Gives `address` `amount` (a decimal string) of `symbol` on the sandbox
 * chain: the native token is ADDED to its balance (anvil_setBalance with
 * current + amount), ERC20s are minted by the sandbox operator, and the
 * wrapped native token is deposited by the operator and transferred, so it
 * stays backed. The chain must have been deployed (`deployEvmSandbox`).
 * @throws BadRequestError `UNKNOWN_TOKEN` (naming the chain's tokens),
 *   `INVALID_ADDRESS` or `INVALID_AMOUNT`.
 */
export async function fundEvmAddress(params: { rpcUrl: string; chain: EvmChainInfo; address: string; symbol: string; amount: string }): Promise<EvmGift> {
  const { rpcUrl, chain } = params;
  const to = parseRecipient(params.address);
  if (params.symbol.toUpperCase() === chain.nativeSymbol.toUpperCase()) {
    await addNativeBalance(rpcUrl, to, parseAmount(params.amount, chain.nativeDecimals));
    return { symbol: chain.nativeSymbol, amount: params.amount };
  }
  const token = requireSandboxToken(chain, params.symbol);
  const units = parseAmount(params.amount, token.decimals);
  await topUpOperatorFor(rpcUrl, chain, [[token, units]]);
  await sendTransactions(rpcUrl, sandboxOperator, tokenGiftTxs(chain, token, to, units));
  return { symbol: token.symbol, amount: params.amount };
}

/**
 * What a new account's wallet gets on `chain`: 10 of the native token,
 * 10,000 USDC and about $100 (by the price table, two significant digits)
 * of every other listed token.
 */
export function newWalletGifts(chain: EvmChainInfo): EvmGift[] {
  const { usd } = anchorTokens(chain);
  return [
    { symbol: chain.nativeSymbol, amount: '10' },
    { symbol: usd.symbol, amount: '10000' },
    ...chain.tokens.filter((t) => t !== usd).map((t) => ({ symbol: t.symbol, amount: plainDecimal(Number((100 / usdPrice(t.symbol)).toPrecision(2))) })),
  ];
}

/**
 * Funds a new account's wallet on `chain` with {@link newWalletGifts}: one
 * balance change and one batch of operator transactions.
 * @throws BadRequestError `INVALID_ADDRESS`.
 */
export async function fundNewEvmWallet({ rpcUrl, chain, address }: { rpcUrl: string; chain: EvmChainInfo; address: string }): Promise<EvmGift[]> {
  const to = parseRecipient(address);
  const gifts = newWalletGifts(chain);
  const [native, ...tokens] = gifts;
  const tokenUnits = tokens.map((g): [EvmToken, bigint] => {
    const token = requireSandboxToken(chain, g.symbol);
    return [token, parseUnits(g.amount, token.decimals)];
  });
  await Promise.all([addNativeBalance(rpcUrl, to, parseUnits((native as EvmGift).amount, chain.nativeDecimals)), topUpOperatorFor(rpcUrl, chain, tokenUnits)]);
  await sendTransactions(
    rpcUrl,
    sandboxOperator,
    tokenUnits.flatMap(([token, units]) => tokenGiftTxs(chain, token, to, units)),
  );
  return gifts;
}

/** The operator's transactions that give `units` of `token` to `to`. */
export function tokenGiftTxs(chain: EvmChainInfo, token: EvmToken, to: Address, units: bigint): SandboxTx[] {
  const label = `give ${to} ${units} base units of ${token.symbol} on ${chain.name}`;
  if (token.symbol !== chain.wrappedNativeSymbol) {
    return [{ label, to: token.address, data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'mint', args: [to, units] }), gas: 100_000n }];
  }
  return [
    {
      label: `wrap ${token.symbol} (${label})`,
      to: token.address,
      data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'deposit' }),
      value: units,
      gas: 100_000n,
    },
    { label, to: token.address, data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'transfer', args: [to, units] }), gas: 100_000n },
  ];
}

/**
 * Gives the operator the native it is about to wrap, so deposits never run it
 * dry however much the faucet hands out.
 */
export async function topUpOperatorFor(rpcUrl: string, chain: EvmChainInfo, gifts: readonly (readonly [EvmToken, bigint])[]): Promise<void> {
  const wrapped = gifts.filter(([t]) => t.symbol === chain.wrappedNativeSymbol).reduce((sum, [, units]) => sum + units, 0n);
  if (wrapped > 0n) await addNativeBalance(rpcUrl, sandboxOperator, wrapped);
}

/** Adds `wei` to an address's native balance (read, then anvil_setBalance). */
export async function addNativeBalance(rpcUrl: string, address: Address, wei: bigint): Promise<void> {
  const balance = await rpcRequest<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']);
  await rpcRequest(rpcUrl, 'anvil_setBalance', [address, weiHex(BigInt(balance) + wei)]);
}

function parseRecipient(address: string): Address {
  if (!isAddress(address, { strict: false })) {
    throw new BadRequestError('INVALID_ADDRESS', `${address} is not an EVM address (0x followed by 40 hex digits).`, { details: { field: 'address' } });
  }
  // Mixed case is a checksum claim: a wrong one is a typo, never silently "fixed".
  if (!isAddress(address, { strict: true })) {
    throw new BadRequestError('INVALID_ADDRESS', `${address} has an invalid EIP-55 checksum; use all lowercase or the checksummed form.`, {
      details: { field: 'address' },
    });
  }
  return getAddress(address);
}

function parseAmount(amount: string, decimals: number): bigint {
  const trimmed = amount.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(trimmed);
  const units = match && (match[2]?.length ?? 0) <= decimals ? parseUnits(trimmed, decimals) : 0n;
  if (units <= 0n) {
    throw new BadRequestError('INVALID_AMOUNT', `${amount} is not a positive decimal amount with at most ${decimals} decimals.`, {
      details: { field: 'amount' },
    });
  }
  return units;
}
