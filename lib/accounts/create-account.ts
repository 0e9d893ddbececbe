import { getAddress } from 'viem';
import * as z from 'zod';
import { ConflictError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import type { Faucet } from './faucet.ts';
import type { KeyLimits } from '../limits/limits.ts';
import type { Account } from './account.ts';
import { generateApiKey, type ApiKeyRecord, type ApiKeyScope } from './api-key.ts';

export const EmailSchema = z.email({ error: 'email must be a valid e-mail address' }).transform((e) => e.toLowerCase());

type CreateAccountDeps = Pick<Deps, 'accounts' | 'keyVault' | 'ids' | 'clock' | 'config'> & { faucet?: Faucet };

/**
 * Creates an account for an email, or (Sign-In with Ethereum, `withKey: false`)
 * for the Ethereum address that signs in: provisions its wallet keys in KMS (one secp256k1 key for
 * the EVM chains, one Ed25519 key for Solana), stores the account with a first
 * full-scope API key, and in the sandbox funds the wallets.
 *
 * With `withKey: false` (email sign-in) the account is stored without any API
 * key: keys are then created explicitly (POST /account/keys), so signing in
 * never hands out a credential the person did not ask for.
 * @returns the account and the API key, which is shown this once and never stored.
 * @throws ConflictError when the email (or sign-in address) already has an account.
 */
export async function createAccount(
  deps: CreateAccountDeps,
  input: { email: string; keyName?: string; scope?: ApiKeyScope; withKey?: true; limits?: KeyLimits },
): Promise<{ account: Account; apiKey: string; key: ApiKeyRecord }>;
export async function createAccount(
  deps: CreateAccountDeps,
  input: ({ email: string } | { signInAddress: `0x${string}` }) & { withKey: false },
): Promise<{ account: Account }>;
export async function createAccount(
  deps: CreateAccountDeps,
  input: { email?: string; signInAddress?: `0x${string}`; keyName?: string; scope?: ApiKeyScope; withKey?: boolean; limits?: KeyLimits },
): Promise<{ account: Account; apiKey?: string; key?: ApiKeyRecord }> {
  // Sign-In with Ethereum accounts are identified by their signer's address instead of an email.
  const identity = input.signInAddress !== undefined ? { signInAddress: getAddress(input.signInAddress) } : { email: EmailSchema.parse(input.email) };
  const existing =
    identity.email !== undefined ? await deps.accounts.getByEmail(identity.email) : await deps.accounts.getBySignInAddress(identity.signInAddress);
  if (existing) throw new ConflictError('ACCOUNT_EXISTS', `An account for ${identity.email ?? identity.signInAddress} already exists.`);
  const accountId = deps.ids.accountId();
  const wallets = await deps.keyVault.createWalletKeys({ accountId });
  const createdAt = deps.clock.now().toISOString();
  const account: Account = { accountId, ...identity, createdAt, wallets };
  if (input.withKey === false) {
    await deps.accounts.create(account);
    await deps.faucet?.fundNewWallets(wallets);
    return { account };
  }
  const generated = generateApiKey(deps.config.apiKeyPrefix);
  const key: ApiKeyRecord = {
    keyId: deps.ids.keyId(),
    accountId,
    name: input.keyName ?? 'default',
    scope: input.scope ?? 'full',
    agentAccess: true,
    status: 'active',
    createdAt,
    lookupId: generated.digest.lookupId,
    hash: generated.digest.hash,
    prefix: deps.config.apiKeyPrefix,
    last4: generated.last4,
    ...input.limits,
  };
  await deps.accounts.create(account, key);
  await deps.faucet?.fundNewWallets(wallets);
  return { account, apiKey: generated.key, key };
}

/**
 * Limits of the first key of an account an operator creates (the sandbox
 * account `npm start` prints, `accounts create`): the highest a key may have,
 * so evaluating the agent is not cut off at 100 prompts a day. Keys created
 * with a session, and `keys create`, get the service defaults unless set.
 */
export const operatorKeyLimits: KeyLimits = { dailyPromptQuota: 100_000, requestsPerMinute: 6_000 };
