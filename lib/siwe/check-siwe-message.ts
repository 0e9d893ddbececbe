import { getAddress, isAddress } from 'viem';
import { parseSiweMessage, validateSiweMessage, type SiweMessage } from 'viem/siwe';
import { UnauthorizedError } from '../errors.ts';
import { SIWE_NONCE_TTL_MS, type SiweNonceRecord } from './siwe-nonce.ts';

/** Clocks disagree: an Issued At up to a minute ahead of ours (or before the nonce) is accepted. */
export const SIWE_CLOCK_SKEW_MS = 60 * 1000;

const getNonce = 'Get a new nonce (GET /cli/siwe/nonce), sign a new message with it and send it once.';

export const siweRefusal = {
  invalidMessage: (why: string) =>
    new UnauthorizedError('SIWE_INVALID_MESSAGE', 'Invalid SIWE message', `The message is not a valid Sign-In with Ethereum (EIP-4361) message: ${why}.`),
  domainMismatch: (why: string) => new UnauthorizedError('SIWE_DOMAIN_MISMATCH', 'Wrong domain', `${why}: sign a message for the API you are sending it to.`),
  nonceInvalid: () =>
    new UnauthorizedError(
      'SIWE_NONCE_INVALID',
      'Invalid nonce',
      `The message's nonce was not issued by this service, has expired or was already used. ${getNonce}`,
    ),
  expired: (why: string) => new UnauthorizedError('SIWE_EXPIRED', 'Message expired', `${why}. ${getNonce}`),
  badSignature: () =>
    new UnauthorizedError(
      'SIWE_BAD_SIGNATURE',
      'Invalid signature',
      "The signature is not the message's address signing this exact message (personal_sign): sign it with the key of the address in the message.",
    ),
};

/** A message that parsed with the fields a sign-in needs. */
export type ParsedSiweMessage = SiweMessage & { readonly address: `0x${string}`; readonly nonce: string };

/**
 * Parses an EIP-4361 message with viem and checks it has the fields a sign-in needs.
 * @throws UnauthorizedError `SIWE_INVALID_MESSAGE` naming what is missing or malformed.
 */
export function parseSignInMessage(message: string): ParsedSiweMessage {
  const parsed = parseSiweMessage(message);
  if (!parsed.domain || !parsed.address)
    throw siweRefusal.invalidMessage('it must start with "<domain> wants you to sign in with your Ethereum account:" and the address on the next line');
  if (!isAddress(parsed.address, { strict: false })) throw siweRefusal.invalidMessage(`${parsed.address} is not an Ethereum address`);
  if (!parsed.uri) throw siweRefusal.invalidMessage('the "URI:" line is missing');
  if (parsed.version !== '1') throw siweRefusal.invalidMessage('the "Version:" line must be 1');
  if (parsed.chainId === undefined) throw siweRefusal.invalidMessage('the "Chain ID:" line is missing');
  if (!parsed.nonce) throw siweRefusal.invalidMessage('the "Nonce:" line is missing');
  if (!parsed.issuedAt || Number.isNaN(parsed.issuedAt.getTime()))
    throw siweRefusal.invalidMessage('the "Issued At:" line is missing or not an ISO 8601 date-time');
  for (const [name, value] of [
    ['Expiration Time', parsed.expirationTime],
    ['Not Before', parsed.notBefore],
  ] as const) {
    if (value && Number.isNaN(value.getTime())) throw siweRefusal.invalidMessage(`the "${name}:" line is not an ISO 8601 date-time`);
  }
  return { ...parsed, address: getAddress(parsed.address), nonce: parsed.nonce } as ParsedSiweMessage;
}

const hostOf = (uri: string): string | undefined => {
  try {
    return new URL(uri).host;
  } catch {
    return undefined;
  }
};

/**
 * The rules of a sign-in message besides its signature, at `now`: its domain
 * is the host the request was sent to (one of `hosts`) and so is its URI's
 * host; it was issued (Issued At) after its nonce and not in the future, and
 * no longer ago than a nonce lives; its Expiration Time and Not Before, when
 * present, hold.
 * @throws UnauthorizedError `SIWE_DOMAIN_MISMATCH`, `SIWE_EXPIRED` or `SIWE_INVALID_MESSAGE`.
 */
export function checkSignInMessage(message: ParsedSiweMessage, context: { hosts: readonly string[]; nonce: SiweNonceRecord; now: Date }): void {
  const hosts = context.hosts.map((h) => h.toLowerCase());
  if (!hosts.includes(message.domain.toLowerCase())) {
    throw siweRefusal.domainMismatch(`The message is for ${message.domain}, but it was sent to ${context.hosts[0] ?? 'another host'}`);
  }
  if (hostOf(message.uri)?.toLowerCase() !== message.domain.toLowerCase()) {
    throw siweRefusal.domainMismatch(`The message's URI (${message.uri}) is not on its domain ${message.domain}`);
  }
  const now = context.now.getTime();
  const issuedAt = message.issuedAt!.getTime();
  if (issuedAt > now + SIWE_CLOCK_SKEW_MS) throw siweRefusal.invalidMessage('its "Issued At:" is in the future (check the clock of the machine that signs)');
  if (issuedAt < Date.parse(context.nonce.createdAt) - SIWE_CLOCK_SKEW_MS) throw siweRefusal.invalidMessage('its "Issued At:" is before its nonce was issued');
  if (now - issuedAt > SIWE_NONCE_TTL_MS) throw siweRefusal.expired('The message was issued more than 10 minutes ago');
  if (Date.parse(context.nonce.expiresAt) <= now) throw siweRefusal.expired('The nonce has expired (nonces last 10 minutes)');
  if (message.expirationTime && message.expirationTime.getTime() <= now)
    throw siweRefusal.expired(`The message expired at ${message.expirationTime.toISOString()}`);
  if (message.notBefore && message.notBefore.getTime() > now) {
    throw siweRefusal.expired(`The message is not valid before ${message.notBefore.toISOString()}: send it then`);
  }
  // viem's own EIP-4361 checks (the nonce's alphabet, the version, the time window) as a last gate.
  if (!validateSiweMessage({ message, domain: message.domain, nonce: context.nonce.nonce, time: context.now })) {
    throw siweRefusal.invalidMessage('it does not pass the EIP-4361 checks');
  }
}
