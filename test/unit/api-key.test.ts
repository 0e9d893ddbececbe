import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiKeySecretLength, digestApiKey, digestsMatch, generateApiKey, isValidKeyPrefix, isWellFormedApiKey } from '../../lib/accounts/api-key.ts';
import { ipAllowed, type Caller } from '../../lib/accounts/authenticate.ts';
import { requireScope, type ScopeNeed } from '../../lib/accounts/scopes.ts';
import { ForbiddenError } from '../../lib/errors.ts';

const prefix = 'pk';
const secret = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefgh';
const key = `${prefix}_${secret}`;
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const swapCase = (value: string) => [...value].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

describe('generateApiKey', () => {
  it('makes <prefix>_ followed by 44 letters and digits', () => {
    expect(generateApiKey('purser').key).toMatch(/^purser_[A-Za-z0-9]{44}$/);
  });

  it('reports the secret length it uses', () => {
    expect(apiKeySecretLength).toBe(44);
  });

  it('returns the digest of the key and its last four characters', () => {
    const { key: generated, digest, last4 } = generateApiKey(prefix);
    expect(digest).toStrictEqual(digestApiKey(generated));
    expect(last4).toBe(generated.slice(-4));
  });

  it('is well-formed by its own check', () => {
    expect(isWellFormedApiKey(generateApiKey(prefix).key, prefix)).toBe(true);
  });

  it('never repeats over 2,000 draws and uses the whole alphabet', () => {
    const keys = Array.from({ length: 2_000 }, () => generateApiKey(prefix).key);
    expect(new Set(keys).size).toBe(keys.length);
    const seen = new Set(keys.flatMap((k) => [...k.slice(prefix.length + 1)]));
    expect(seen.size).toBe(62);
  });

  it.each(['', 'P', 'Pk', '1pk', 'p_k', 'a'.repeat(17)])('refuses the prefix %j', (bad) => {
    expect(() => generateApiKey(bad)).toThrow(`API key prefix "${bad}" must be 2-16 lowercase letters or digits.`);
  });
});

describe('digestApiKey', () => {
  it('hashes the key with SHA-256 and indexes by the first 32 hex characters', () => {
    const hash = sha256(key);
    expect(digestApiKey(key)).toStrictEqual({ hash, lookupId: hash.slice(0, 32) });
  });

  it('matches a known vector', () => {
    expect(digestApiKey('abc')).toMatchInlineSnapshot(`
      {
        "hash": "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        "lookupId": "ba7816bf8f01cfea414140de5dae2223",
      }
    `);
  });

  it('differs for the same key with the secret in swapped case', () => {
    const swapped = `${prefix}_${swapCase(secret)}`;
    expect(isWellFormedApiKey(swapped, prefix)).toBe(true);
    expect(digestApiKey(swapped).lookupId).not.toBe(digestApiKey(key).lookupId);
  });
});

describe('isWellFormedApiKey', () => {
  it('accepts a key of the right shape', () => {
    expect(isWellFormedApiKey(key, prefix)).toBe(true);
  });

  it.each([
    { name: 'another prefix', value: `pz_${secret}` },
    { name: 'an upper-cased prefix', value: `PK_${secret}` },
    { name: 'a dash for the underscore', value: `pk-${secret}` },
    { name: 'no separator', value: `pkx${secret}` },
    { name: 'a leading space', value: ` ${key}` },
    { name: 'a trailing space', value: `${key} ` },
    { name: 'a trailing newline', value: `${key}\n` },
    { name: 'a leading tab', value: `\t${key}` },
    { name: 'a trailing CRLF', value: `${key}\r\n` },
    { name: 'a space in place of a secret character', value: `${key.slice(0, -1)} ` },
    { name: 'a secret one short', value: key.slice(0, -1) },
    { name: 'a secret one long', value: `${key}a` },
    { name: 'the empty string', value: '' },
    { name: 'the prefix alone', value: 'pk_' },
    ...['-', '_', '+', '/', '=', '.', 'é', '\0'].map((c) => ({ name: `a ${JSON.stringify(c)} in the secret`, value: `${key.slice(0, -1)}${c}` })),
  ])('rejects $name', ({ value }) => {
    expect(isWellFormedApiKey(value, prefix)).toBe(false);
  });

  it('accepts the secret in swapped case (the digest lookup rejects it later)', () => {
    expect(isWellFormedApiKey(`${prefix}_${swapCase(secret)}`, prefix)).toBe(true);
  });
});

describe('digestsMatch', () => {
  const hash = sha256(key);
  it.each([
    { name: 'equal digests', stored: hash, presented: hash, match: true },
    { name: 'equal digests in different hex case', stored: hash, presented: hash.toUpperCase(), match: true },
    { name: 'different digests', stored: hash, presented: sha256('other'), match: false },
    { name: 'a one-bit difference', stored: hash, presented: `${hash.slice(0, -1)}${(Number.parseInt(hash.slice(-1), 16) ^ 1).toString(16)}`, match: false },
    { name: 'both empty', stored: '', presented: '', match: false },
    { name: 'an empty presented digest', stored: hash, presented: '', match: false },
    { name: 'an empty stored digest', stored: '', presented: hash, match: false },
    { name: 'a shorter presented digest (a prefix of the stored one)', stored: hash, presented: hash.slice(0, 32), match: false },
    { name: 'a longer presented digest', stored: hash, presented: `${hash}00`, match: false },
  ])('$name → $match', ({ stored, presented, match }) => {
    expect(digestsMatch(stored, presented)).toBe(match);
  });
});

describe('isValidKeyPrefix', () => {
  it.each([
    ['pk', true],
    ['purser', true],
    ['a1', true],
    ['abcdefghijklmnop', true],
    ['', false],
    ['a', false],
    ['abcdefghijklmnopq', false],
    ['1pk', false],
    ['Pk', false],
    ['pK', false],
    ['p_k', false],
    ['p-k', false],
    ['pk ', false],
    ['pk\n', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidKeyPrefix(value)).toBe(valid);
  });
});

describe('ipAllowed', () => {
  it.each([
    { name: 'IPv4 exact match', list: ['203.0.113.7'], ip: '203.0.113.7', allowed: true },
    { name: 'IPv4 exact miss', list: ['203.0.113.7'], ip: '203.0.113.8', allowed: false },
    { name: 'IPv4 CIDR inside', list: ['203.0.113.0/24'], ip: '203.0.113.255', allowed: true },
    { name: 'IPv4 CIDR first address', list: ['203.0.113.0/24'], ip: '203.0.113.0', allowed: true },
    { name: 'IPv4 CIDR outside', list: ['203.0.113.0/24'], ip: '203.0.114.0', allowed: false },
    { name: 'IPv4 /32', list: ['198.51.100.1/32'], ip: '198.51.100.1', allowed: true },
    { name: 'IPv4 /0 allows all IPv4', list: ['0.0.0.0/0'], ip: '8.8.8.8', allowed: true },
    { name: 'second entry matches', list: ['10.0.0.0/8', '203.0.113.7'], ip: '203.0.113.7', allowed: true },
    { name: 'IPv6 exact match', list: ['2001:db8::1'], ip: '2001:db8::1', allowed: true },
    { name: 'IPv6 exact match, other spelling', list: ['2001:db8::1'], ip: '2001:0db8:0000:0000:0000:0000:0000:0001', allowed: true },
    { name: 'IPv6 exact miss', list: ['2001:db8::1'], ip: '2001:db8::2', allowed: false },
    { name: 'IPv6 CIDR inside', list: ['2001:db8::/32'], ip: '2001:db8:ffff::1', allowed: true },
    { name: 'IPv6 CIDR outside', list: ['2001:db8::/32'], ip: '2001:db9::1', allowed: false },
    { name: 'IPv4-mapped IPv6 address against an IPv4 entry', list: ['203.0.113.7'], ip: '::ffff:203.0.113.7', allowed: true },
    { name: 'IPv4-mapped IPv6 address against an IPv4 CIDR', list: ['203.0.113.0/24'], ip: '::ffff:203.0.113.9', allowed: true },
    { name: 'IPv4 address against an IPv4-mapped entry', list: ['::ffff:203.0.113.7'], ip: '203.0.113.7', allowed: true },
    { name: 'IPv4 address against an IPv6 entry', list: ['2001:db8::/32'], ip: '203.0.113.7', allowed: false },
    { name: 'an empty list', list: [], ip: '203.0.113.7', allowed: false },
    { name: 'garbage entries ignored', list: ['not-an-ip', '999.1.1.1', '', '/24', 'example.com/8', '203.0.113.7'], ip: '203.0.113.7', allowed: true },
    { name: 'only garbage entries', list: ['not-an-ip', '203.0.113'], ip: '203.0.113.7', allowed: false },
    { name: 'a garbage ip', list: ['0.0.0.0/0'], ip: 'not-an-ip', allowed: false },
    { name: 'an empty ip', list: ['0.0.0.0/0'], ip: '', allowed: false },
    { name: 'an ip with a prefix length', list: ['203.0.113.0/24'], ip: '203.0.113.7/32', allowed: false },
  ])('$name → $allowed', ({ list, ip, allowed }) => {
    expect(ipAllowed(list, ip)).toBe(allowed);
  });
});

describe('requireScope', () => {
  const caller = (scope: Caller['scope']): Caller => ({ accountId: 'a', keyId: 'k', scope, limits: {} });

  it.each([
    { scope: 'read-only', need: 'read', ok: true },
    { scope: 'read-only', need: 'trade', ok: false },
    { scope: 'read-only', need: 'sign', ok: false },
    { scope: 'trade-only', need: 'read', ok: true },
    { scope: 'trade-only', need: 'trade', ok: true },
    { scope: 'trade-only', need: 'sign', ok: false },
    { scope: 'full', need: 'read', ok: true },
    { scope: 'full', need: 'trade', ok: true },
    { scope: 'full', need: 'sign', ok: true },
  ] as const satisfies ReadonlyArray<{ scope: Caller['scope']; need: ScopeNeed; ok: boolean }>)('$scope for $need → $ok', ({ scope, need, ok }) => {
    const check = () => requireScope(caller(scope), need);
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow(ForbiddenError);
  });

  it.each([
    { scope: 'read-only', need: 'trade' },
    { scope: 'read-only', need: 'sign' },
    { scope: 'trade-only', need: 'sign' },
  ] as const)('refusing $scope for $need names the scope in message and details', ({ scope, need }) => {
    try {
      requireScope(caller(scope), need);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ForbiddenError);
      const forbidden = error as ForbiddenError;
      expect(forbidden.code).toBe('SCOPE_INSUFFICIENT');
      expect(forbidden.message).toContain(`scope is ${scope};`);
      expect(forbidden.details).toStrictEqual({ scope });
    }
  });

  it('the refusal texts', () => {
    const message = (scope: Caller['scope'], need: ScopeNeed) => {
      try {
        requireScope(caller(scope), need);
      } catch (error) {
        return (error as Error).message;
      }
      return 'allowed';
    };
    expect([message('read-only', 'trade'), message('trade-only', 'sign')]).toMatchInlineSnapshot(`
      [
        "This API key's scope is read-only; this request needs a trade-only or full key.",
        "This API key's scope is trade-only; this request needs a full key.",
      ]
    `);
  });
});

describe('ipAllowed: malformed allowlist entries never widen access', () => {
  it.each([
    [['10.0.0.0/'], '8.8.8.8'],
    [['2001:db8::/'], '2001:4860::1'],
    [['10.0.0.0/8/8'], '10.1.1.1'],
    [['10.0.0.0/ 8'], '10.1.1.1'],
    [['10.0.0.0/33'], '10.0.0.1'],
    [['10.0.0.0/abc'], '10.0.0.1'],
    [['10.0.0.0/-1'], '10.0.0.1'],
    [['10.0.0.0/8.5'], '10.0.0.1'],
    [['2001:db8::/129'], '2001:db8::1'],
  ])('%j does not allow %s (and does not throw)', (list, ip) => {
    expect(ipAllowed(list, ip)).toBe(false);
  });

  it('still honours the well-formed entries beside a malformed one', () => {
    expect(ipAllowed(['10.0.0.0/33', '192.168.0.0/16'], '192.168.4.2')).toBe(true);
  });
});
