import { formatUnits } from 'viem';
import { PermanentError } from '../../errors.ts';
import { evmChainByName } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { ChainGateway } from '../../chains/chain-gateway.ts';
import type { JobContext, JobOutcome } from '../../agent/job-context.ts';
import type { BalanceIntent } from './intent.ts';

/**
 * Reads the wallet's native balance on each requested chain, straight from
 * the chain, and answers in words and as `richData` entries.
 * @throws PermanentError when the token is not the chain's native token (token balances come with the full agent).
 */
export async function readBalances(deps: { chains: ChainGateway }, ctx: JobContext, intent: BalanceIntent): Promise<JobOutcome> {
  const address = ctx.account.wallets.evm.address;
  const rows: Array<{ chain: string; label: string; chainId: number; raw: bigint; decimals: number }> = [];
  for (const name of intent.chains) {
    const chain = evmChainByName(name)!;
    if (chain.nativeSymbol !== intent.token) {
      throw new PermanentError(
        'TOKEN_NOT_SUPPORTED_YET',
        `${intent.token} is not the native token of ${chain.label} (that is ${chain.nativeSymbol}). ` +
          `For now I can read native balances: ask for ${chain.nativeSymbol} on ${chain.label}.`,
      );
    }
    await ctx.progress(`Reading your ${intent.token} balance on ${chain.label}.`);
    try {
      const raw = await deps.chains.evm(chain.chainId).getBalance({ address });
      rows.push({ chain: chain.name, label: chain.label, chainId: chain.chainId, raw, decimals: chain.nativeDecimals });
    } catch (error) {
      throw toChainError(error, chain.label);
    }
  }
  const lines = rows.map((row) => `${row.label}: ${formatUnits(row.raw, row.decimals)} ${intent.token}`);
  const response =
    rows.length === 1
      ? `Your ${intent.token} balance on ${rows[0]!.label} is ${formatUnits(rows[0]!.raw, rows[0]!.decimals)} ${intent.token}.\nWallet: ${address}`
      : `Your ${intent.token} balances:\n${lines.join('\n')}\nWallet: ${address}`;
  return {
    response,
    richData: rows.map((row) => ({
      type: 'balance',
      chain: row.chain,
      chainId: row.chainId,
      address,
      token: { symbol: intent.token, decimals: row.decimals, native: true },
      balance: formatUnits(row.raw, row.decimals),
      balanceRaw: row.raw.toString(),
    })),
  };
}
