import { encodeFunctionData, erc20Abi, formatUnits, getAddress, isAddress, isAddressEqual, type Address, type Hex, type PublicClient } from 'viem';
import { PermanentError } from '../../../errors.ts';
import { evmChainByName, findEvmToken, type EvmChainInfo } from '../../../chains/chains.ts';
import { toChainError } from '../../../chains/rpc-error.ts';
import type { Deps } from '../../../deps.ts';
import { firstStepOf } from '../../../jobs/first-step.ts';
import type { JobContext, JobOutcome } from '../../../jobs/job-context.ts';
import { parseTokenAmount } from '../parse-token-amount.ts';
import { evmRecipientLoss, launchpadLoss, lossyRecipient, probeEvmRecipient } from '../recipient-check.ts';
import { resolveBatchNames } from './batch-names.ts';
import { batchFailure, batchOutcome, recipientText, type BatchLeg, type SentLeg } from './batch-report.ts';
import type { TransferBatchIntent } from './intent.ts';

interface EvmLeg extends BatchLeg {
  readonly to: Address;
  readonly request: { to: Address; data?: Hex; value: bigint };
}

/**
 * Sends a batch on an EVM chain: one transaction per recipient, in order, each a step of the job's exactly-once
 * pipeline (`<jobId>#<n>` for the n-th transfer), so a retried job finds the transfers it already sent instead of
 * sending them again, and goes on with the rest. Before the first is sent, the whole batch is checked: every
 * recipient (one that would lose the money refuses the batch, naming it), and the balance against the total plus
 * the gas of every transfer. A resumed batch is not checked again: its balances have moved by what it sent.
 * @throws PermanentError `UNKNOWN_TOKEN`, `INVALID_RECIPIENT`, `LOSSY_RECIPIENT`, `INVALID_AMOUNT`, `TOO_MANY_DECIMALS`,
 *   `INSUFFICIENT_FUNDS` (all nothing sent), `BATCH_INCOMPLETE` (a transfer failed after others were sent: the message
 *   lists both); JobCancelledError before the first transfer is committed; TransientError when the chain is unreachable.
 */
export async function sendEvmBatch(
  deps: Pick<Deps, 'chains' | 'steps' | 'config' | 'names'>,
  ctx: JobContext,
  intent: TransferBatchIntent,
): Promise<JobOutcome> {
  const chain = evmChainByName(intent.chain)!;
  const native = intent.token.toUpperCase() === chain.nativeSymbol.toUpperCase();
  const token = native ? undefined : findEvmToken(chain, intent.token);
  if (!native && !token) {
    throw new PermanentError('UNKNOWN_TOKEN', `I don't know the token "${intent.token}" on ${chain.label}. Nothing was sent.`, {
      details: { field: 'token', chain: chain.name },
    });
  }
  const symbol = token?.symbol ?? chain.nativeSymbol;
  const decimals = token?.decimals ?? chain.nativeDecimals;
  const from = ctx.account.wallets.evm.address;
  // Names (alice.eth) are read now, every one before the first transfer: the answer shows each beside its address.
  const recipients = await resolveBatchNames(deps, ctx, intent);
  const legs: EvmLeg[] = intent.transfers.map((transfer, index) => {
    const recipient = recipients[index]!;
    const to = parseRecipient(recipient.to, index, from, recipient.name);
    const amountRaw = parseTokenAmount(transfer.amount, decimals, symbol);
    const request = token
      ? { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amountRaw] }), value: 0n }
      : { to, value: amountRaw };
    return { index, to, ...(recipient.name ? { name: recipient.name } : {}), amount: formatUnits(amountRaw, decimals), amountRaw, request };
  });
  const client = deps.chains.evm(chain.chainId);
  const resuming = (await firstStepOf(deps, ctx)) !== undefined;
  if (!resuming) {
    const launchpad = deps.config.launchpadAddress;
    await checkBatch(client, { chain, legs, from, symbol, decimals, launchpad, ...(token ? { tokenAddress: token.address } : {}) });
  }

  const sent: SentLeg[] = [];
  for (const leg of legs) {
    const position = `${leg.index + 1} of ${legs.length}`;
    try {
      // A resumed batch says which transfers an earlier attempt already sent, rather than sending them again.
      const earlier = resuming ? await deps.steps.get(`${ctx.job.jobId}#${leg.index}`) : undefined;
      await ctx.progress(
        earlier?.status === 'confirmed'
          ? `Transfer ${position} was already sent: ${leg.amount} ${symbol} to ${recipientText(leg)} (transaction ${earlier.receipt!.hash}).`
          : `Sending ${leg.amount} ${symbol} to ${recipientText(leg)} on ${chain.label} (transfer ${position}).`,
      );
      const step = await ctx.sendTransaction({ chainId: chain.chainId, ...leg.request, description: `Broadcasting transfer ${position} on ${chain.label}.` });
      const hash = step.receipt!.hash;
      if (step.receipt!.status !== 'success') {
        throw new PermanentError(
          'TRANSACTION_REVERTED',
          `Transfer ${position} (${leg.amount} ${symbol} to ${recipientText(leg)}) reverted on ${chain.label} (transaction ${hash}); only gas was spent.`,
        );
      }
      sent.push({
        ...leg,
        transactionHash: hash,
        richData: {
          type: 'transfer',
          chain: chain.name,
          chainId: chain.chainId,
          from,
          to: leg.to,
          token: token ? { symbol, address: token.address, decimals, native: false } : { symbol, native: true },
          amount: leg.amount,
          amountRaw: leg.amountRaw.toString(),
          transactionHash: hash,
          nonce: step.nonce,
        },
      });
    } catch (error) {
      throw batchFailure(error, { sent, legs, failed: leg.index, symbol });
    }
  }
  return batchOutcome(sent, { symbol, chain: chain.name, chainLabel: chain.label, format: (raw) => formatUnits(raw, decimals) });
}

/** @throws PermanentError `INVALID_RECIPIENT` for a malformed address, a bad checksum, or the account's own wallet (`name`: what it was written as). */
function parseRecipient(text: string, index: number, from: Address, name?: string): Address {
  const to = text.trim();
  const field = { details: { field: `transfers.${index}.to` } };
  if (!/^0x[0-9a-fA-F]{40}$/.test(to) || !isAddress(to, { strict: true })) {
    throw new PermanentError('INVALID_RECIPIENT', `Recipient ${index + 1} ("${to}") is not a valid EVM address (check its checksum). Nothing was sent.`, field);
  }
  const address = getAddress(to);
  if (isAddressEqual(address, from)) {
    throw new PermanentError(
      'INVALID_RECIPIENT',
      `Recipient ${index + 1} (${recipientText({ to: address, ...(name ? { name } : {}) })}) is your own wallet: sending to it only costs the fee. Take it out of the list, or send it on its own. Nothing was sent.`,
      field,
    );
  }
  return address;
}

/**
 * Every check of the batch before its first transfer: each recipient, then the token total, then the gas of every
 * transfer (and for the native coin, the total with it).
 * @throws PermanentError `LOSSY_RECIPIENT` naming the recipient, `INSUFFICIENT_FUNDS`; TransientError when the chain does not answer.
 */
async function checkBatch(
  client: PublicClient,
  input: {
    chain: EvmChainInfo;
    legs: readonly EvmLeg[];
    from: Address;
    symbol: string;
    decimals: number;
    tokenAddress?: Address;
    launchpad?: Address | undefined;
  },
): Promise<void> {
  const { chain, legs, from, symbol, decimals, tokenAddress } = input;
  const native = tokenAddress === undefined;
  const losses = await Promise.all(
    legs.map(
      async (leg) =>
        evmRecipientLoss(leg.to) ??
        launchpadLoss(leg.to, input.launchpad) ??
        (await probeEvmRecipient(client, { to: leg.to, from, ...(native ? { value: leg.amountRaw } : {}), chainLabel: chain.label })),
    ),
  );
  const lossy = losses.findIndex((loss) => loss !== undefined);
  if (lossy >= 0) {
    const refusal = lossyRecipient(recipientText(legs[lossy]!), losses[lossy]!, symbol);
    throw new PermanentError(
      'LOSSY_RECIPIENT',
      `Recipient ${lossy + 1} of ${legs.length}: ${refusal.message.replace(/nothing was sent\.$/, 'nothing in this batch was sent.')}`,
      {
        details: { field: `transfers.${lossy}.to` },
      },
    );
  }
  const total = legs.reduce((sum, leg) => sum + leg.amountRaw, 0n);
  const fmt = (raw: bigint) => formatUnits(raw, decimals);
  const nativeFmt = (raw: bigint) => formatUnits(raw, chain.nativeDecimals);
  const [held, nativeBalance, gasPrice] = await Promise.all([
    tokenAddress
      ? client.readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [from] })
      : client.getBalance({ address: from }),
    client.getBalance({ address: from }),
    client.getGasPrice(),
  ]).catch((error: unknown) => {
    throw toChainError(error, chain.label);
  });
  if (held < total) {
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Insufficient ${symbol} balance on ${chain.label}: you have ${fmt(held)} ${symbol}, and the batch sends ${fmt(total)} ${symbol} in all to ${legs.length} recipients. Nothing was sent.`,
      { details: { chain: chain.name, token: symbol, balance: held.toString(), required: total.toString() } },
    );
  }
  const gas = await Promise.all(legs.map((leg) => client.estimateGas({ account: from, ...leg.request }))).catch((error: unknown) => {
    throw toChainError(error, chain.label);
  });
  // Twice the gas price, and a contract call's 20% headroom (as the pipeline sets it): the fee may rise while the batch is sent.
  const gasCost = gas.reduce((sum, g) => sum + (native ? g : (g * 6n) / 5n), 0n) * gasPrice * 2n;
  const needed = (native ? total : 0n) + gasCost;
  if (nativeBalance < needed) {
    const what = native
      ? `${fmt(total)} ${symbol} in all plus about ${nativeFmt(gasCost)} for gas`
      : `about ${nativeFmt(gasCost)} ${chain.nativeSymbol} for the gas of ${legs.length} transfers`;
    throw new PermanentError(
      'INSUFFICIENT_FUNDS',
      `Insufficient ${chain.nativeSymbol} balance on ${chain.label}: you have ${nativeFmt(nativeBalance)} ${chain.nativeSymbol}, and the batch needs ${what}. Nothing was sent.`,
      { details: { chain: chain.name, token: chain.nativeSymbol, balance: nativeBalance.toString(), required: needed.toString() } },
    );
  }
}
