import { erc20Abi, parseEventLogs, type Address, type Hex, type PublicClient, type TransactionReceipt } from 'viem';
import { toChainError } from '../../chains/rpc-error.ts';
import { PermanentError } from '../../errors.ts';
import type { ClaimResult, LaunchSender } from '../../capabilities/launches/launch-protocol.ts';

/**
 * Sends one launch-protocol call as the job's next transaction step and
 * returns its full receipt (with logs); a reverted step fails the job.
 * @throws PermanentError `TRANSACTION_REVERTED`; JobCancelledError before the broadcast; TransientError for RPC trouble.
 */
export async function sendLaunchStep(
  sender: LaunchSender,
  client: PublicClient,
  call: { chainId: number; to: Address; data: Hex; value?: bigint; description: string; what: string },
): Promise<TransactionReceipt> {
  const step = await sender.sendTransaction({ chainId: call.chainId, to: call.to, data: call.data, value: call.value ?? 0n, description: call.description });
  const hash = step.receipt!.hash;
  if (step.receipt!.status !== 'success') {
    throw new PermanentError('TRANSACTION_REVERTED', `The ${call.what} reverted on Base (transaction ${hash}); only gas was spent.`, {
      details: { transactionHash: hash },
    });
  }
  return client.getTransactionReceipt({ hash }).catch((error: unknown) => {
    throw toChainError(error, 'Base');
  });
}

/** What a claim paid `creator`: WETH and launched tokens, from the receipt's ERC20 transfers to it. */
export function paidTo(receipt: TransactionReceipt, creator: Address, weth: Address): ClaimResult {
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
    (log) => log.args.to.toLowerCase() === creator.toLowerCase(),
  );
  let wethPaid = 0n;
  const tokens = new Map<string, { token: Address; amount: bigint }>();
  for (const log of transfers) {
    if (log.address.toLowerCase() === weth.toLowerCase()) wethPaid += log.args.value;
    else {
      const key = log.address.toLowerCase();
      const entry = tokens.get(key) ?? { token: log.address, amount: 0n };
      tokens.set(key, { ...entry, amount: entry.amount + log.args.value });
    }
  }
  return { txHash: receipt.transactionHash, weth: wethPaid, tokens: [...tokens.values()] };
}
