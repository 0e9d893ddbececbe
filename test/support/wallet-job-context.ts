import { randomUUID } from 'node:crypto';
import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Account } from '../../lib/accounts/account.ts';
import type { EvmChainInfo } from '../../lib/chains/chains.ts';
import type { JobContext } from '../../lib/jobs/job-context.ts';
import type { TxStep } from '../../lib/transactions/tx-step.ts';
import { fundEvmAddress } from '../../lib/sandbox/evm/evm-faucet.ts';

/**
 * A job context for calling a launch use case directly (an intent the prompt
 * reader does not produce, such as a launch naming another fee recipient):
 * an account whose Base wallet is a fresh funded key, and a
 * `sendTransaction` that signs and sends with it and waits for the receipt,
 * in place of the job's KMS pipeline. `sent` counts what it sent.
 */
export async function walletJobContext(options: {
  rpcUrl: string;
  chain: EvmChainInfo;
  account: Account;
}): Promise<JobContext & { sent: Hex[]; address: Address }> {
  const { rpcUrl, chain } = options;
  const key = privateKeyToAccount(generatePrivateKey());
  await fundEvmAddress({ rpcUrl, chain, address: key.address, symbol: chain.nativeSymbol, amount: '5' });
  const client = createPublicClient({ chain: chain.viemChain, transport: http(rpcUrl) });
  const wallet = createWalletClient({ account: key, chain: chain.viemChain, transport: http(rpcUrl) });
  const sent: Hex[] = [];
  const account = { ...options.account, wallets: { ...options.account.wallets, evm: { ...options.account.wallets.evm, address: key.address } } };
  return {
    sent,
    address: key.address,
    job: { jobId: `job_${randomUUID()}`, accountId: account.accountId } as JobContext['job'],
    account,
    progress: async () => undefined,
    assertNotCancelled: async () => undefined,
    sendTransaction: async (request: { to: Address; data?: Hex; value: bigint }) => {
      const gas = await client.estimateGas({ account: key.address, to: request.to, data: request.data, value: request.value });
      const hash = await wallet.sendTransaction({ to: request.to, data: request.data, value: request.value, gas: (gas * 6n) / 5n });
      sent.push(hash);
      const receipt = await client.waitForTransactionReceipt({ hash });
      return { receipt: { hash, status: receipt.status, blockNumber: String(receipt.blockNumber), gasUsed: String(receipt.gasUsed) } } as unknown as TxStep;
    },
  } as unknown as JobContext & { sent: Hex[]; address: Address };
}
