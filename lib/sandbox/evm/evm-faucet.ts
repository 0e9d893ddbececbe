import { encodeFunctionData, erc20Abi, formatUnits, getAddress, isAddress, keccak256, parseUnits, type Address, type Hex } from 'viem';
import type { EvmChainInfo, EvmToken } from '../../chains/chains.ts';
import { BadRequestError } from '../../errors.ts';
import { usdPrice } from '../price-table.ts';
import { sandboxTokenAbi } from './place-tokens.ts';
import { anchorTokens, plainDecimal } from './pool-plan.ts';
import { requireSandboxToken } from './require-token.ts';
import { rpcBatch, rpcRequest, sandboxAddress, sandboxOperator, sendTransactions, weiHex, type SandboxTx } from './sandbox-rpc.ts';

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
 * balance change and one batch of operator transactions, then a note in the
 * faucet's ledger that the wallet has all of it (see {@link restoreNewEvmWalletGifts}).
 * @throws BadRequestError `INVALID_ADDRESS`.
 */
export async function fundNewEvmWallet({ rpcUrl, chain, address }: { rpcUrl: string; chain: EvmChainInfo; address: string }): Promise<EvmGift[]> {
  const to = parseRecipient(address);
  const gifts = newWalletGifts(chain);
  const [native, ...tokens] = giftUnits(chain, gifts);
  await Promise.all([addNativeBalance(rpcUrl, to, (native as GiftUnits)[1]), topUpOperatorFor(rpcUrl, chain, tokens)]);
  await sendTransactions(
    rpcUrl,
    sandboxOperator,
    tokens.flatMap(([token, units]) => tokenGiftTxs(chain, token, to, units)),
  );
  await noteGiven(rpcUrl, to);
  return gifts;
}

/**
 * Where the faucet notes each wallet whose welcome gifts were all given on a
 * chain: one storage slot per wallet at an address with no code, written last,
 * so it is on chain only if every gift before it is.
 */
const faucetLedger: Address = sandboxAddress('purser.sandbox.faucet-ledger');
const ledgerSlot = (wallet: Address): Hex => keccak256(wallet);
const noteGiven = (rpcUrl: string, wallet: Address) =>
  rpcRequest(rpcUrl, 'anvil_setStorageAt', [faucetLedger, ledgerSlot(wallet), `0x${'1'.padStart(64, '0')}`]);

type GiftUnits = readonly [EvmToken | 'native', bigint];

/** The gifts in base units, the native one first. */
function giftUnits(chain: EvmChainInfo, gifts: readonly EvmGift[]): [GiftUnits, ...Array<[EvmToken, bigint]>] {
  const [native, ...tokens] = gifts;
  return [
    ['native', parseUnits((native as EvmGift).amount, chain.nativeDecimals)],
    ...tokens.map((g): [EvmToken, bigint] => {
      const token = requireSandboxToken(chain, g.symbol);
      return [token, parseUnits(g.amount, token.decimals)];
    }),
  ];
}

/**
 * Gives a new wallet again the welcome gifts a sandbox chain lost: anvil saves
 * its chain every few seconds, so a `kill -9` right after an account was made
 * brings the chain back without the funding the job store's transactions were
 * paid from. Sandbox only; run at start, before those transactions are sent
 * again. Exact because the chain's state is a prefix in time: without the
 * ledger's note, the chain holds no transaction of the wallet after the
 * funding, only some of the gifts, so each gift is topped up to its amount.
 * A wallet that already sent something (a chain from before the ledger) is
 * only noted.
 * @returns the gifts given again (empty when nothing was missing).
 */
export async function restoreNewEvmWalletGifts({ rpcUrl, chain, address }: { rpcUrl: string; chain: EvmChainInfo; address: Address }): Promise<EvmGift[]> {
  const gifts = giftUnits(chain, newWalletGifts(chain));
  const [note, nonce, nativeBalance, ...tokenBalances] = (await rpcBatch(rpcUrl, [
    { method: 'eth_getStorageAt', params: [faucetLedger, ledgerSlot(address), 'latest'] },
    { method: 'eth_getTransactionCount', params: [address, 'latest'] },
    { method: 'eth_getBalance', params: [address, 'latest'] },
    ...gifts.slice(1).map(([token]) => ({
      method: 'eth_call',
      params: [{ to: (token as EvmToken).address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] }) }, 'latest'],
    })),
  ])) as Hex[];
  if (BigInt(note as Hex) !== 0n) return [];
  const given: EvmGift[] = [];
  if (BigInt(nonce as Hex) === 0n) {
    const [[, nativeUnits], ...tokens] = gifts;
    const shortTokens = tokens.flatMap(([token, units], i): Array<[EvmToken, bigint]> => {
      const held = BigInt(tokenBalances[i] as Hex);
      return held < units ? [[token, units - held]] : [];
    });
    const nativeShort = nativeUnits - BigInt(nativeBalance as Hex);
    await Promise.all([nativeShort > 0n ? addNativeBalance(rpcUrl, address, nativeShort) : undefined, topUpOperatorFor(rpcUrl, chain, shortTokens)]);
    await sendTransactions(
      rpcUrl,
      sandboxOperator,
      shortTokens.flatMap(([token, units]) => tokenGiftTxs(chain, token, address, units)),
    );
    if (nativeShort > 0n) given.push({ symbol: chain.nativeSymbol, amount: formatUnits(nativeShort, chain.nativeDecimals) });
    given.push(...shortTokens.map(([token, units]) => ({ symbol: token.symbol, amount: formatUnits(units, token.decimals) })));
  }
  await noteGiven(rpcUrl, address);
  return given;
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
