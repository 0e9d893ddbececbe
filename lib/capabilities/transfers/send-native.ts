import { formatUnits, getAddress, isAddress, parseUnits } from 'viem';
import { PermanentError } from '../../errors.ts';
import { evmChainByName } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { ChainGateway } from '../../chains/chain-gateway.ts';
import type { Config } from '../../deps.ts';
import type { JobContext, JobOutcome } from '../../jobs/job-context.ts';
import type { TransferIntent } from './intent.ts';
import type { TxStepStore } from '../../transactions/tx-step-store.ts';
import { firstStepOf } from '../../jobs/first-step.ts';
import { checkEvmRecipient } from './recipient-check.ts';

/**
 * Sends the chain's native token to one address through the transaction
 * pipeline. The balance is checked first so a transfer the wallet cannot pay
 * for fails with a clear message and nothing is sent.
 * @throws PermanentError for another token, a bad checksum, a zero amount or insufficient balance.
 */
export async function sendNative(
  deps: { chains: ChainGateway; steps?: Pick<TxStepStore, 'get'>; config: Pick<Config, 'launchpadAddress'> },
  ctx: JobContext,
  intent: TransferIntent,
): Promise<JobOutcome> {
  const chain = evmChainByName(intent.chain)!;
  if (intent.token !== chain.nativeSymbol) {
    throw new PermanentError(
      'TOKEN_NOT_SUPPORTED_YET',
      `For now I can send ${chain.label}'s native token (${chain.nativeSymbol}); ${intent.token} transfers are coming.`,
    );
  }
  if (!isAddress(intent.to, { strict: true })) {
    throw new PermanentError('INVALID_RECIPIENT', `${intent.to} has an invalid EIP-55 checksum; check the address (or write it all in lowercase).`);
  }
  const to = getAddress(intent.to);
  const value = parseUnits(intent.amount, chain.nativeDecimals);
  if (value === 0n) throw new PermanentError('INVALID_AMOUNT', 'The amount to send must be more than zero.');
  const from = ctx.account.wallets.evm.address;
  const client = deps.chains.evm(chain.chainId);
  // A resumed job already sent this: its recipient was checked, and the balance has moved by it, so neither is checked again.
  const resuming = (await firstStepOf(deps, ctx)) !== undefined;
  if (!resuming)
    await checkEvmRecipient(client, {
      to,
      from,
      value,
      chainLabel: chain.label,
      what: chain.nativeSymbol,
      launchpad: deps.config.launchpadAddress,
    });
  const [balance, gasPrice] = await Promise.all([client.getBalance({ address: from }), client.getGasPrice()]).catch((error: unknown) => {
    throw toChainError(error, chain.label);
  });
  const gasCost = 21_000n * gasPrice * 2n;
  if (balance < value + gasCost && !resuming) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Insufficient ${chain.nativeSymbol} balance on ${chain.label}: you have ${formatUnits(balance, chain.nativeDecimals)} ${chain.nativeSymbol}, ` +
        `sending ${intent.amount} needs that plus about ${formatUnits(gasCost, chain.nativeDecimals)} for gas. Nothing was sent.`,
    );
  }
  await ctx.progress(`Sending ${intent.amount} ${chain.nativeSymbol} to ${to} on ${chain.label}.`);
  const step = await ctx.sendTransaction({ chainId: chain.chainId, to, value, description: `Broadcasting the transfer on ${chain.label}.` });
  const hash = step.receipt!.hash;
  if (step.receipt!.status !== 'success') {
    throw new PermanentError('TRANSACTION_REVERTED', `The transfer to ${to} reverted on ${chain.label} (transaction ${hash}); only gas was spent.`);
  }
  return {
    response: `Sent ${intent.amount} ${chain.nativeSymbol} to ${to} on ${chain.label}.\nTransaction: ${hash}`,
    richData: [
      {
        type: 'transfer',
        chain: chain.name,
        chainId: chain.chainId,
        from,
        to,
        token: { symbol: chain.nativeSymbol, native: true },
        amount: intent.amount,
        amountRaw: value.toString(),
        transactionHash: hash,
        nonce: step.nonce,
      },
    ],
    metadata: { transactionHash: hash, chain: chain.name },
  };
}
