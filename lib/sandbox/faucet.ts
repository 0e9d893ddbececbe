import type { WalletKeys } from '../wallets/key-vault.ts';

/** Port: funds a new account's wallets with test assets (sandbox only; absent in AWS). */
export interface Faucet {
  fundNewWallets(wallets: WalletKeys): Promise<void>;
}
