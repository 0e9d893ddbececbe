import { describe, expect, it } from 'vitest';
import { checkSignInMessage, parseSignInMessage } from '../../lib/siwe/check-siwe-message.ts';
import { newSiweNonce, type SiweNonceRecord } from '../../lib/siwe/siwe-nonce.ts';

const now = new Date('2026-11-25T12:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const nonce: SiweNonceRecord = { nonce: 'AbCdEfGh12345678IjKlMnOp', createdAt: minutes(-2).toISOString(), expiresAt: minutes(8).toISOString() };

/** The message `bankr login siwe` builds, each line overridable (null drops it). */
const message = (lines: Partial<Record<'head' | 'address' | 'uri' | 'version' | 'chain' | 'nonce' | 'issuedAt' | 'tail', string | null>> = {}): string => {
  const all = {
    head: 'api.example.com wants you to sign in with your Ethereum account:',
    address,
    blank1: '',
    statement: 'Sign in to Bankr',
    blank2: '',
    uri: 'URI: https://api.example.com/cli/siwe/verify',
    version: 'Version: 1',
    chain: 'Chain ID: 1',
    nonce: `Nonce: ${nonce.nonce}`,
    issuedAt: `Issued At: ${minutes(-1).toISOString()}`,
    tail: null as string | null,
    ...lines,
  };
  return Object.values(all)
    .filter((line): line is string => line !== null)
    .join('\n');
};

const check = (text: string, context: { hosts?: string[]; at?: Date } = {}) =>
  checkSignInMessage(parseSignInMessage(text), { hosts: context.hosts ?? ['api.example.com'], nonce, now: context.at ?? now });

const codeOf = (run: () => void): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('Sign-In with Ethereum message rules', () => {
  it('accept the message the published client builds, checksumming its address', () => {
    expect(() => check(message())).not.toThrow();
    expect(parseSignInMessage(message({ address: address.toLowerCase() })).address).toBe(address);
  });

  it.each([
    ['no header line', { head: null }, 'SIWE_INVALID_MESSAGE'],
    ['no address', { address: null }, 'SIWE_INVALID_MESSAGE'],
    ['an address that is not one', { address: '0x1234' }, 'SIWE_INVALID_MESSAGE'],
    ['no URI', { uri: null }, 'SIWE_INVALID_MESSAGE'],
    ['version 2', { version: 'Version: 2' }, 'SIWE_INVALID_MESSAGE'],
    ['no chain id', { chain: null }, 'SIWE_INVALID_MESSAGE'],
    ['no nonce', { nonce: null }, 'SIWE_INVALID_MESSAGE'],
    ['no Issued At', { issuedAt: null }, 'SIWE_INVALID_MESSAGE'],
    ['an Issued At that is not a date-time', { issuedAt: 'Issued At: yesterday' }, 'SIWE_INVALID_MESSAGE'],
    ['an Issued At in the future', { issuedAt: `Issued At: ${minutes(2).toISOString()}` }, 'SIWE_INVALID_MESSAGE'],
    ['an Issued At before its nonce', { issuedAt: `Issued At: ${minutes(-5).toISOString()}` }, 'SIWE_INVALID_MESSAGE'],
    ['another domain', { head: 'api.bankr.bot wants you to sign in with your Ethereum account:' }, 'SIWE_DOMAIN_MISMATCH'],
    ['a URI on another host', { uri: 'URI: https://evil.example/cli/siwe/verify' }, 'SIWE_DOMAIN_MISMATCH'],
    ['a URI that is not a URL', { uri: 'URI: not a url' }, 'SIWE_DOMAIN_MISMATCH'],
    ['an Expiration Time passed', { tail: `Expiration Time: ${minutes(-0.5).toISOString()}` }, 'SIWE_EXPIRED'],
    ['a Not Before to come', { tail: `Not Before: ${minutes(1).toISOString()}` }, 'SIWE_EXPIRED'],
  ])('refuse %s', (_label, lines, code) => {
    expect(codeOf(() => check(message(lines)))).toBe(code);
  });

  it('accept an Issued At up to a minute ahead (clock skew), and a future Expiration Time', () => {
    expect(codeOf(() => check(message({ issuedAt: `Issued At: ${minutes(0.9).toISOString()}` })))).toBeUndefined();
    expect(codeOf(() => check(message({ tail: `Expiration Time: ${minutes(5).toISOString()}` })))).toBeUndefined();
  });

  it('refuse a message sent to another host than its domain, and accept any host listed', () => {
    expect(codeOf(() => check(message(), { hosts: ['localhost:3000'] }))).toBe('SIWE_DOMAIN_MISMATCH');
    expect(codeOf(() => check(message(), { hosts: ['localhost:3000', 'API.example.com'] }))).toBeUndefined();
  });

  it('refuse a message older than a nonce lives, and one whose nonce has expired', () => {
    expect(codeOf(() => check(message(), { at: minutes(10) }))).toBe('SIWE_EXPIRED');
    expect(codeOf(() => check(message({ issuedAt: `Issued At: ${minutes(8).toISOString()}` }), { at: minutes(8.5) }))).toBe('SIWE_EXPIRED');
  });

  it('issue nonces of 24 letters and digits', () => {
    const nonces = new Set(Array.from({ length: 200 }, newSiweNonce));
    expect(nonces.size).toBe(200);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9]{24}$/);
  });
});
