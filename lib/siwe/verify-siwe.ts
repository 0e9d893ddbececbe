import { accountForSignIn } from '../accounts/account-for-sign-in.ts';
import { consumeSiweAllowance } from './siwe-limits.ts';
import { newSessionToken, SESSION_TTL_MS } from '../sign-in/session.ts';
import { verifyMessage } from 'viem';
import * as z from 'zod';
import { createKey } from '../accounts/create-key.ts';
import { CreateKeyInputSchema } from '../accounts/key-input.ts';
import type { Deps } from '../deps.ts';
import { checkSignInMessage, parseSignInMessage, siweRefusal } from './check-siwe-message.ts';

/** A sign-in message is a few hundred bytes; anything past 4 kB is not one. */
export const SIWE_MESSAGE_MAX_LENGTH = 4096;

/** The body the published client (`bankr login siwe`) sends. */
export const SiweVerifyRequestSchema = z.object({
  message: z
    .string({ error: 'message must be the signed EIP-4361 message, as a string' })
    .min(1, { error: 'message must not be empty' })
    .max(SIWE_MESSAGE_MAX_LENGTH, { error: `message must be at most ${SIWE_MESSAGE_MAX_LENGTH} characters` })
    .describe('The EIP-4361 message, with the nonce from GET /cli/siwe/nonce, exactly as signed.'),
  signature: z
    .string({ error: 'signature must be a 0x-prefixed hex string' })
    .regex(/^0x[0-9a-fA-F]{130}$/, { error: 'signature must be a 65-byte personal_sign signature (0x and 130 hex digits)' })
    .describe("The message's address's personal_sign (EIP-191) signature of the message."),
  partnerApiKey: z
    .string()
    .max(256)
    .optional()
    .describe('Accepted for compatibility with the Bankr client and ignored: Purser has no partner fee attribution.'),
  keyName: CreateKeyInputSchema.shape.name.optional().describe('The name of the API key created (default "SIWE-<date>").'),
  readOnly: z.boolean({ error: 'readOnly must be true or false' }).optional().describe('A read-only key when true; else a full key (the default).'),
});
export type SiweVerifyRequest = z.infer<typeof SiweVerifyRequestSchema>;

export const SiweVerifyResponseSchema = z.object({
  success: z.literal(true),
  apiKey: z.string().describe('The new API key, shown this once (only its hash is stored).'),
  keyId: z.string().describe("The new key's id (GET /account/keys lists it)."),
  accountId: z.string().describe('The account the signing address signs in to.'),
  new: z.boolean().describe('Whether this sign-in created the account.'),
  signInAddress: z.string().describe('The address that signed the message (checksummed).'),
  walletAddress: z.string().describe("The account's custodial EVM wallet (the same on every EVM chain): not the signing address."),
  solAddress: z.string().describe("The account's custodial Solana wallet."),
  readOnly: z.boolean().describe('Whether the new key is read-only (else it is full).'),
  sessionToken: z
    .string()
    .describe('A session for the account endpoints (`Authorization: Bearer`): list, revoke and regenerate its keys. Shown once; lasts an hour.'),
  sessionExpiresAt: z.string(),
});
export type SiweVerifyResponse = z.infer<typeof SiweVerifyResponseSchema>;

type VerifyDeps = Pick<Deps, 'siweNonces' | 'accounts' | 'keyVault' | 'ids' | 'clock' | 'config' | 'faucet' | 'rates' | 'sessions'>;

/**
 * Signs in with Ethereum (EIP-4361): checks the signed message, consumes its
 * nonce, finds the signing address's account (creating it, with its own
 * custodial wallets, on the first sign-in) and creates a new API key for it.
 *
 * The nonce is consumed (one conditional delete) before anything else is
 * checked, so a message is tried once whatever its fate, and of two parallel
 * uses of one message exactly one succeeds.
 * @param hosts the API's own domains (`signInDomains`): the message's domain must be one.
 * @param sourceIp where the request came from: first sign-ins (new accounts) are limited per source IP.
 * @throws ZodError on a malformed body (400).
 * @throws TooManyRequestsError `SIGN_IN_RATE_LIMITED` when the source IP created too many accounts this hour.
 * @throws UnauthorizedError `SIWE_INVALID_MESSAGE`, `SIWE_NONCE_INVALID`, `SIWE_DOMAIN_MISMATCH`, `SIWE_EXPIRED` or `SIWE_BAD_SIGNATURE` (401).
 */
export async function verifySiwe(deps: VerifyDeps, body: unknown, hosts: readonly string[], sourceIp: string): Promise<SiweVerifyResponse> {
  const input = SiweVerifyRequestSchema.parse(body ?? {});
  const now = deps.clock.now();
  const message = parseSignInMessage(input.message);
  if (!/^[A-Za-z0-9]{8,64}$/.test(message.nonce)) throw siweRefusal.nonceInvalid();
  const nonce = await deps.siweNonces.consume(message.nonce);
  if (!nonce) throw siweRefusal.nonceInvalid();
  checkSignInMessage(message, { hosts, nonce, now });
  const signed = await verifyMessage({ address: message.address, message: input.message, signature: input.signature as `0x${string}` }).catch(() => false);
  if (!signed) throw siweRefusal.badSignature();

  // A first sign-in creates an account (wallet keys in KMS): counted per source IP, as free addresses cost nothing.
  if (!(await deps.accounts.getBySignInAddress(message.address))) await consumeSiweAllowance(deps, 'newAccountsPerSourceIp', sourceIp);
  const { account, isNew } = await accountForSignIn(deps, { signInAddress: message.address });
  const readOnly = input.readOnly === true;
  const { apiKey, key } = await createKey(deps, account.accountId, {
    name: input.keyName ?? `SIWE-${now.toISOString().slice(0, 10)}`,
    scope: readOnly ? 'read-only' : 'full',
    agentAccess: true,
  });
  return {
    success: true,
    apiKey,
    keyId: key.keyId,
    accountId: account.accountId,
    new: isNew,
    signInAddress: message.address,
    walletAddress: account.wallets.evm.address,
    solAddress: account.wallets.solana.address,
    readOnly,
    ...(await openSession(deps, account.accountId, message.address, now)),
  };
}

/** A session, as an email sign-in gives: without one an account made this way could never list or revoke its keys. */
async function openSession(deps: Pick<Deps, 'sessions'>, accountId: string, signInAddress: string, now: Date) {
  const { token, hash } = newSessionToken();
  const sessionExpiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await deps.sessions.put(hash, { accountId, signInAddress, createdAt: now.toISOString(), expiresAt: sessionExpiresAt });
  return { sessionToken: token, sessionExpiresAt };
}
