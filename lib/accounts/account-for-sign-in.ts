import type { Deps } from '../deps.ts';
import { isPurserError } from '../errors.ts';
import type { Account } from './account.ts';
import { createAccount } from './create-account.ts';

/** Who signs in: an email address (a code sent to it) or an Ethereum address (a signed message). */
export type SignInIdentity = { readonly email: string } | { readonly signInAddress: `0x${string}` };

type SignInDeps = Pick<Deps, 'accounts' | 'keyVault' | 'ids' | 'clock' | 'config' | 'faucet'>;

const find = (deps: Pick<Deps, 'accounts'>, identity: SignInIdentity) =>
  'email' in identity ? deps.accounts.getByEmail(identity.email) : deps.accounts.getBySignInAddress(identity.signInAddress);

/**
 * The account of whoever signed in, created on their first sign-in (wallets, no API key; funded in the sandbox).
 * When another sign-in (or the CLI) creates it meanwhile, that account is the one.
 */
export async function accountForSignIn(deps: SignInDeps, identity: SignInIdentity): Promise<{ account: Account; isNew: boolean }> {
  const existing = await find(deps, identity);
  if (existing) return { account: existing, isNew: false };
  try {
    const { account } = await createAccount(deps, { ...identity, withKey: false });
    return { account, isNew: true };
  } catch (error) {
    if (!(isPurserError(error) && error.code === 'ACCOUNT_EXISTS')) throw error;
    const raced = await find(deps, identity);
    if (!raced) throw error;
    return { account: raced, isNew: false };
  }
}
