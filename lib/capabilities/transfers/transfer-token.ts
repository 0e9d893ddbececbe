import { encodeFunctionData, erc20Abi, formatUnits, getAddress, isAddress, type Address } from 'viem';
import { PermanentError } from '../../errors.ts';
import { evmChainByName, findEvmToken, supportedChainNames, type ChainName, type EvmChainInfo } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import type { Deps } from '../../deps.ts';
import { parseTokenAmount } from './parse-token-amount.ts';
import { sendNative } from './send-native.ts';
import { firstStepOf } from '../../jobs/first-step.ts';
import { checkEvmRecipient } from './recipient-check.ts';
import { sendSolana } from './solana/send-solana.ts';

export interface TransferTokenParams {
  readonly chain: ChainName;
  /** Symbol (any case), ERC20 address or SPL mint. */
  readonly token: string;
  /** Decimal amount of the token (never dollars: convert before calling). */
  readonly amount: string;
  /** Recipient: an EIP-55 (or all-lowercase) EVM address, or a base58 Solana wallet. */
  readonly to: string;
}

/**
 * Sends a token to one address on any supported chain, as a job step: the
 * EVM native coin and registry ERC20s through the transaction pipeline, SOL
 * and SPL tokens through the Solana step (the recipient's token account is
 * opened when missing). The balance is checked first, so a transfer the
 * wallet cannot pay for fails and nothing is sent.
 *
 * @param deps chains, and for Solana the gateway, key vault and step store.
 * @param ctx the job: its account's wallet sends; the job commits right before the broadcast.
 * @param params chain, token, decimal amount and recipient.
 * @returns the response, `richData` with the transfer and `metadata` with the transaction hash (the signature on Solana).
 * @throws PermanentError `UNSUPPORTED_CHAIN`, `CHAIN_UNAVAILABLE`, `UNKNOWN_TOKEN`, `INVALID_RECIPIENT`, `INVALID_AMOUNT`,
 *   `TOO_MANY_DECIMALS`, `INSUFFICIENT_FUNDS` (nothing sent), `TRANSACTION_REVERTED`; JobCancelledError before the broadcast;
 *   TransientError when a chain is unreachable.
 */
export async function transferToken(
  deps: Pick<Deps, 'chains' | 'keyVault' | 'solana' | 'solanaSteps' | 'steps' | 'clock' | 'config'>,
  ctx: JobContext,
  params: TransferTokenParams,
): Promise<JobOutcome> {
  if (params.chain === 'solana') {
    if (!deps.solana) throw solanaUnavailable();
    return sendSolana({ solana: deps.solana, keyVault: deps.keyVault, solanaSteps: deps.solanaSteps, clock: deps.clock }, ctx, {
      token: params.token,
      amount: params.amount,
      to: params.to,
    });
  }
  const chain = evmChainByName(params.chain);
  if (!chain)
    throw new PermanentError('UNSUPPORTED_CHAIN', `"${params.chain}" is not a supported chain; I work on ${supportedChainNames.join(', ')}.`, {
      details: { field: 'chain' },
    });
  const token = params.token.trim();
  if (token.toUpperCase() === chain.nativeSymbol.toUpperCase()) {
    return sendNative(deps, ctx, { kind: 'transfer', chain: chain.name, token: chain.nativeSymbol, amount: params.amount.trim(), to: params.to.trim() });
  }
  return sendErc20(deps, ctx, chain, { ...params, token });
}

async function sendErc20(
  deps: Pick<Deps, 'chains' | 'steps' | 'config'>,
  ctx: JobContext,
  chain: EvmChainInfo,
  params: TransferTokenParams,
): Promise<JobOutcome> {
  const token = findEvmToken(chain, params.token);
  if (!token) {
    const known = [chain.nativeSymbol, ...chain.tokens.map((t) => t.symbol)].join(', ');
    throw new PermanentError(
      'UNKNOWN_TOKEN',
      `I don't know the token "${params.token}" on ${chain.label}. Known tokens: ${known}; or give its contract address.`,
      {
        details: { field: 'token', chain: chain.name },
      },
    );
  }
  const to = parseEvmRecipient(params.to);
  const amount = parseTokenAmount(params.amount, token.decimals, token.symbol);
  const fmt = formatUnits(amount, token.decimals);
  const from = ctx.account.wallets.evm.address;
  const client = deps.chains.evm(chain.chainId);
  // A resumed job already sent this: its recipient was checked, and its balances have moved by it, so neither is checked again.
  const resuming = (await firstStepOf(deps, ctx)) !== undefined;
  if (!resuming) await checkEvmRecipient(client, { to, from, chainLabel: chain.label, what: token.symbol, launchpad: deps.config.launchpadAddress });
  const [held, native] = resuming
    ? [amount, 1n]
    : await Promise.all([
        client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [from] }),
        client.getBalance({ address: from }),
      ]).catch((error: unknown) => {
        throw toChainError(error, chain.label);
      });
  if (held < amount) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Insufficient ${token.symbol} balance on ${chain.label}: you have ${formatUnits(held, token.decimals)} ${token.symbol} and asked to send ${fmt}. Nothing was sent.`,
      { details: { chain: chain.name, token: token.symbol, balance: held.toString(), required: amount.toString() } },
    );
  }
  if (native === 0n) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `You have no ${chain.nativeSymbol} on ${chain.label} to pay the gas for this ${token.symbol} transfer. Nothing was sent.`,
      {
        details: { chain: chain.name, token: chain.nativeSymbol, balance: '0' },
      },
    );
  }
  await ctx.progress(`Sending ${fmt} ${token.symbol} to ${to} on ${chain.label}.`);
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
  const step = await ctx.sendTransaction({
    chainId: chain.chainId,
    to: token.address,
    data,
    value: 0n,
    description: `Broadcasting the ${token.symbol} transfer on ${chain.label}.`,
  });
  const hash = step.receipt!.hash;
  if (step.receipt!.status !== 'success') {
    throw new PermanentError(
      'TRANSACTION_REVERTED',
      `The ${token.symbol} transfer to ${to} reverted on ${chain.label} (transaction ${hash}); only gas was spent.`,
    );
  }
  return {
    response: `Sent ${fmt} ${token.symbol} to ${to} on ${chain.label}.\nTransaction: ${hash}`,
    richData: [
      {
        type: 'transfer',
        chain: chain.name,
        chainId: chain.chainId,
        from,
        to,
        token: { symbol: token.symbol, address: token.address, decimals: token.decimals, native: false },
        amount: fmt,
        amountRaw: amount.toString(),
        transactionHash: hash,
        nonce: step.nonce,
      },
    ],
    metadata: { transactionHash: hash, chain: chain.name },
  };
}

/** @throws PermanentError `INVALID_RECIPIENT` for anything but a 20-byte hex address with a valid (or no) EIP-55 checksum. */
function parseEvmRecipient(text: string): Address {
  const to = text.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) {
    throw new PermanentError('INVALID_RECIPIENT', `"${to}" is not an EVM address (0x followed by 40 hex digits); check it and try again.`, {
      details: { field: 'to' },
    });
  }
  if (!isAddress(to, { strict: true })) {
    throw new PermanentError('INVALID_RECIPIENT', `${to} has an invalid EIP-55 checksum; check the address (or write it all in lowercase).`, {
      details: { field: 'to' },
    });
  }
  return getAddress(to);
}

export const solanaUnavailable = (): PermanentError =>
  new PermanentError('CHAIN_UNAVAILABLE', 'Solana is not configured on this service (no RPC URL for `solana`), so nothing can be sent there.', {
    details: { chain: 'solana' },
  });
