import { describe, expect, it } from 'vitest';
import type { ApiKeyRecord } from '../../lib/accounts/api-key.ts';
import { ipAllowed } from '../../lib/accounts/authenticate.ts';
import { parseIpEntry } from '../../lib/accounts/ip-allowlist.ts';
import { parseCreateKeyInput } from '../../lib/accounts/key-input.ts';
import { keyStatus, toKeyView } from '../../lib/accounts/key-view.ts';
import { BadRequestError } from '../../lib/errors.ts';

const now = new Date('2030-01-01T00:00:00.000Z');

const failure = (input: unknown): { field: unknown; message: string } => {
  try {
    parseCreateKeyInput(input, now);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return { field: (error as BadRequestError).details?.field, message: (error as BadRequestError).message };
  }
  throw new Error('expected a 400');
};

describe('IP allowlist entries', () => {
  it.each([
    ['203.0.113.7', { address: '203.0.113.7', family: 'ipv4' }],
    ['10.0.0.0/8', { address: '10.0.0.0', family: 'ipv4', bits: 8 }],
    ['0.0.0.0/0', { address: '0.0.0.0', family: 'ipv4', bits: 0 }],
    ['2001:db8::/32', { address: '2001:db8::', family: 'ipv6', bits: 32 }],
    ['::1', { address: '::1', family: 'ipv6' }],
    ['::ffff:10.0.0.1/128', { address: '::ffff:10.0.0.1', family: 'ipv6', bits: 128 }],
  ])('%s parses', (entry, parsed) => expect(parseIpEntry(entry)).toEqual(parsed));

  it.each(['', ' 10.0.0.1', '10.0.0.1 ', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/8', '2001:db8::/129', 'fe80::1%eth0', 'localhost', '256.0.0.1', '10.0.0'])(
    '%j is refused',
    (entry) => expect(parseIpEntry(entry)).toBeUndefined(),
  );

  it('matches addresses and ranges of both families, and never matches through a malformed entry', () => {
    const list = ['10.0.0.0/8', '2001:db8::/32', '203.0.113.7', 'garbage', '0.0.0.0/99'];
    expect(ipAllowed(list, '10.200.1.1')).toBe(true);
    expect(ipAllowed(list, '2001:db8::42')).toBe(true);
    expect(ipAllowed(list, '203.0.113.7')).toBe(true);
    expect(ipAllowed(list, '203.0.113.8')).toBe(false);
    expect(ipAllowed(list, '127.0.0.1')).toBe(false);
  });
});

describe('a new key’s settings', () => {
  it('defaults Agent API access to off and normalises the expiry to UTC', () => {
    expect(parseCreateKeyInput({ name: '  bot  ', scope: 'full', expiresAt: '2030-06-01T02:00:00+02:00' }, now)).toEqual({
      name: 'bot',
      scope: 'full',
      agentAccess: false,
      expiresAt: '2030-06-01T00:00:00.000Z',
    });
  });

  it.each([
    [
      { name: 'k', scope: 'full', ipAllowlist: ['10.0.0.1', '10.0.0.0/40'] },
      'ipAllowlist.1',
      'Invalid ipAllowlist.1: "10.0.0.0/40" is not an IPv4 or IPv6 address or CIDR range (such as 203.0.113.7, 10.0.0.0/8 or 2001:db8::/32).',
    ],
    [{ name: 'k', scope: 'full', expiresAt: '2029-12-31T23:59:59Z' }, 'expiresAt', 'Invalid expiresAt: it must be in the future.'],
    [{ name: 'k', scope: 'full', expiresAt: '2030-01-01T00:00:00Z' }, 'expiresAt', 'Invalid expiresAt: it must be in the future.'],
    [
      { name: 'k', scope: 'full', expiresAt: '2031-01-01' },
      'expiresAt',
      'Invalid expiresAt: expiresAt must be an ISO 8601 date-time such as 2030-01-31T00:00:00Z.',
    ],
    [{ name: 'k', scope: 'full', requestsPerMinute: 6001 }, 'requestsPerMinute', 'Invalid requestsPerMinute: requestsPerMinute must be at most 6000.'],
    [{ name: 'k', scope: 'full', dailyPromptQuota: -1 }, 'dailyPromptQuota', 'Invalid dailyPromptQuota: dailyPromptQuota must be at least 1.'],
    [{ name: 'a\u0007b', scope: 'full' }, 'name', 'Invalid name: name must not contain control, invisible or direction-changing characters.'],
    [{ name: 'bot\u202egnp.exe', scope: 'full' }, 'name', 'Invalid name: name must not contain control, invisible or direction-changing characters.'],
  ])('%j → 400 on %s', (input, field, message) => {
    expect(failure(input)).toEqual({ field, message });
  });
});

describe('a key as shown', () => {
  const record: ApiKeyRecord = {
    keyId: 'key_1',
    accountId: 'user_1',
    name: 'bot',
    scope: 'read-only',
    agentAccess: true,
    status: 'active',
    createdAt: '2029-01-01T00:00:00.000Z',
    lookupId: 'a'.repeat(32),
    hash: 'b'.repeat(64),
    prefix: 'purser',
    last4: 'wxyz',
  };

  it.each([
    [{}, 'active'],
    [{ expiresAt: '2030-01-01T00:00:00.001Z' }, 'active'],
    [{ expiresAt: '2030-01-01T00:00:00.000Z' }, 'expired'],
    [{ status: 'revoked' as const }, 'revoked'],
    [{ status: 'revoked' as const, expiresAt: '2029-06-01T00:00:00.000Z' }, 'revoked'],
  ])('%j is %s', (change, status) => expect(keyStatus({ ...record, ...change }, now)).toBe(status));

  it('never carries the hash or the lookup id', () => {
    expect(toKeyView(record, now)).toEqual({
      keyId: 'key_1',
      name: 'bot',
      scope: 'read-only',
      agentAccess: true,
      ipAllowlist: [],
      prefix: 'purser',
      last4: 'wxyz',
      masked: 'purser_…wxyz',
      createdAt: '2029-01-01T00:00:00.000Z',
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
      regeneratedAt: null,
      status: 'active',
      dailyPromptQuota: null,
      requestsPerMinute: null,
    });
  });
});
