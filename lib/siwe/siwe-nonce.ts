import { randomBytes } from 'node:crypto';
import * as z from 'zod';

/** A nonce lasts 10 minutes, like an emailed sign-in code: time to sign, and useless soon after. */
export const SIWE_NONCE_TTL_MS = 10 * 60 * 1000;

/** An issued nonce, stored until it is used once or expires. */
export interface SiweNonceRecord {
  readonly nonce: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Port: issued Sign-In with Ethereum nonces, each deleted by its one use. */
export interface SiweNonceStore {
  put(record: SiweNonceRecord): Promise<void>;
  /**
   * Deletes the nonce (one conditional delete, so of two parallel uses exactly one gets it).
   * @returns the record as it was, or undefined when it was never issued or is already used.
   */
  consume(nonce: string): Promise<SiweNonceRecord | undefined>;
}

export const SiweNonceResponseSchema = z.object({
  success: z.literal(true),
  nonce: z.string().describe('The nonce to put in the message\'s "Nonce:" line: 24 letters and digits, usable once.'),
  expiresAt: z.iso.datetime().describe('When the nonce stops working (10 minutes after it was issued).'),
});
export type SiweNonceResponse = z.infer<typeof SiweNonceResponseSchema>;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 24 characters from 62 (about 142 random bits): EIP-4361 asks for at least 8 alphanumerics. */
export function newSiweNonce(): string {
  // Rejection sampling keeps every character uniform (256 is not a multiple of 62).
  let nonce = '';
  while (nonce.length < 24) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && nonce.length < 24) nonce += alphabet[byte % 62];
    }
  }
  return nonce;
}

/**
 * Issues a nonce for a Sign-In with Ethereum message (GET /cli/siwe/nonce).
 * @returns the nonce and when it expires.
 */
export async function issueSiweNonce(deps: { siweNonces: SiweNonceStore; clock: { now(): Date } }): Promise<SiweNonceResponse> {
  const now = deps.clock.now();
  const record: SiweNonceRecord = { nonce: newSiweNonce(), createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + SIWE_NONCE_TTL_MS).toISOString() };
  await deps.siweNonces.put(record);
  return { success: true, nonce: record.nonce, expiresAt: record.expiresAt };
}
