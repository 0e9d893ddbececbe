import type { WalletKeys } from '../wallets/key-vault.ts';
import { evmChains } from '../chains/chains.ts';

export interface Account {
  readonly accountId: string;
  /** The email the account signs in with; absent on an account made by Sign-In with Ethereum. */
  readonly email?: string;
  /** The Ethereum address (checksummed) that signs in to the account (Sign-In with Ethereum); absent on email accounts. */
  readonly signInAddress?: `0x${string}`;
  readonly createdAt: string;
  readonly wallets: WalletKeys;
  /** Members get higher limits (a daily prompt quota of 1,000 instead of 100). */
  readonly member?: boolean;
}

/**
 * The user as `GET /agent/user` shows it: the SPEC shape
 * (`user.wallets.<chain>`), plus `success` and a `wallets` list that existing
 * clients read.
 */
export function toUserView(account: Account): Record<string, unknown> {
  const byChain: Record<string, string> = {};
  for (const chain of evmChains) byChain[chain.name] = account.wallets.evm.address;
  byChain.solana = account.wallets.solana.address;
  return {
    success: true,
    // SPEC's user.email is a string: an account made by Sign-In with Ethereum has none, so it is "" and signInAddress says who signs in.
    user: { id: account.accountId, email: account.email ?? '', ...(account.signInAddress ? { signInAddress: account.signInAddress } : {}), wallets: byChain },
    // Per chain, after the one EVM address as "evm", which the published client's `fees` looks for.
    wallets: [{ chain: 'evm', address: account.wallets.evm.address }, ...Object.entries(byChain).map(([chain, address]) => ({ chain, address }))],
    // What the published bankr client's whoami reads: no linked social accounts, membership as its "club", no leaderboard yet.
    socialAccounts: [],
    bankrClub: account.member ? { active: true, subscriptionType: 'member' } : { active: false },
    leaderboard: { score: 0 },
  };
}
