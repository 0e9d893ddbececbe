import type { WalletKeys } from '../wallets/key-vault.ts';

/** Port: funds a new account's wallets with test assets; the sandbox implements it (lib/sandbox/sandbox-faucet.ts), AWS has none. */
export interface Faucet {
  fundNewWallets(wallets: WalletKeys): Promise<void>;
}
