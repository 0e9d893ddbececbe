import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, type ApiKeyRecord } from '../../lib/accounts/api-key.ts';
import { newSessionToken } from '../../lib/sign-in/session.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let owner: Awaited<ReturnType<TestRuntime['newAccount']>>;
let session: string;

const signIn = (accountId: string) => rt.signIn(accountId);

/** An account endpoint with a session token. */
const account = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  rt.call(path, { method: init.method, body: init.body, headers: { authorization: `Bearer ${init.token ?? session}` } });

const createKey = async (body: Record<string, unknown>, token?: string) => {
  const res = await account('/account/keys', { body, token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { apiKey: string; key: Record<string, any> };
};

beforeAll(async () => {
  rt = await startTestRuntime();
  owner = await rt.newAccount();
  session = await signIn(owner.accountId);
});
afterAll(async () => rt?.stop());

describe('key management (/account/keys)', () => {
  it('creates a key shown once: the list never carries it, its hash or its lookup id', async () => {
    const created = await createKey({ name: 'ci bot', scope: 'trade-only', agentAccess: true, dailyPromptQuota: 50, requestsPerMinute: 30 });
    expect(created.apiKey).toMatch(/^purser_[A-Za-z0-9]{44}$/);
    expect(created.key).toMatchObject({
      name: 'ci bot',
      scope: 'trade-only',
      agentAccess: true,
      ipAllowlist: [],
      prefix: 'purser',
      last4: created.apiKey.slice(-4),
      masked: `purser_…${created.apiKey.slice(-4)}`,
      lastUsedAt: null,
      expiresAt: null,
      status: 'active',
      dailyPromptQuota: 50,
      requestsPerMinute: 30,
    });
    expect(created.key).not.toHaveProperty('hash');
    expect(created.key).not.toHaveProperty('lookupId');
    expect((await rt.call('/agent/user', { apiKey: created.apiKey })).status).toBe(200);

    const list = await account('/account/keys');
    expect(list.status).toBe(200);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(created.apiKey.slice('purser_'.length, -4));
    expect(text).not.toContain('"hash"');
    expect(text).not.toContain('lookupId');
    const listed = list.body.keys.find((k: { keyId: string }) => k.keyId === created.key.keyId);
    expect(Object.keys(listed).sort()).toEqual(
      [
        'agentAccess',
        'createdAt',
        'dailyPromptQuota',
        'expiresAt',
        'ipAllowlist',
        'keyId',
        'last4',
        'lastUsedAt',
        'masked',
        'name',
        'prefix',
        'regeneratedAt',
        'requestsPerMinute',
        'revokedAt',
        'scope',
        'status',
      ].sort(),
    );
    // lastUsedAt is recorded after the response (best effort), so wait for it rather than race it.
    await expect
      .poll(async () => (await account('/account/keys')).body.keys.find((k: { keyId: string }) => k.keyId === created.key.keyId).lastUsedAt)
      .toEqual(expect.any(String));
    // The account's first key (from sign-up) is listed too.
    expect(list.body.keys.length).toBeGreaterThanOrEqual(2);
  });

  it('defaults Agent API access to off: such a key is refused on /agent/*', async () => {
    const created = await createKey({ name: 'reader', scope: 'read-only' });
    expect(created.key.agentAccess).toBe(false);
    const res = await rt.call('/agent/user', { apiKey: created.apiKey });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AGENT_ACCESS_DISABLED');
  });

  it.each([
    [{ scope: 'full' }, 'name'],
    [{ name: '', scope: 'full' }, 'name'],
    [{ name: 'x'.repeat(65), scope: 'full' }, 'name'],
    [{ name: 'k', scope: 'admin' }, 'scope'],
    [{ name: 'k', scope: 'full', agentAccess: 'yes' }, 'agentAccess'],
    [{ name: 'k', scope: 'full', expiresAt: 'tomorrow' }, 'expiresAt'],
    [{ name: 'k', scope: 'full', expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
    [{ name: 'k', scope: 'full', dailyPromptQuota: 0 }, 'dailyPromptQuota'],
    [{ name: 'k', scope: 'full', dailyPromptQuota: 1.5 }, 'dailyPromptQuota'],
    [{ name: 'k', scope: 'full', requestsPerMinute: 1_000_000 }, 'requestsPerMinute'],
    [{ name: 'k', scope: 'full', agent_access: true }, 'body'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const res = await account('/account/keys', { body });
    expect(res.status).toBe(400);
    expect(res.body.details.field).toBe(field);
    expect(res.body.message).toContain(field === 'body' ? 'agent_access' : field);
  });

  it('validates IP allowlist entries, naming the malformed one', async () => {
    for (const bad of ['10.0.0.0/33', '2001:db8::/129', 'localhost', '10.0.0.1 ', '300.1.1.1', '10.0.0.0/8/8']) {
      const res = await account('/account/keys', { body: { name: 'ip', scope: 'full', ipAllowlist: ['127.0.0.1', bad] } });
      expect(res.status, bad).toBe(400);
      expect(res.body.details.field).toBe('ipAllowlist.1');
      expect(res.body.message).toContain(JSON.stringify(bad));
    }
    const good = await createKey({ name: 'ip', scope: 'full', agentAccess: true, ipAllowlist: ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32', '::1'] });
    expect(good.key.ipAllowlist).toEqual(['203.0.113.7', '10.0.0.0/8', '2001:db8::/32', '::1']);
  });

  it('a key limited to 10.0.0.0/8 gets 403 "IP address not allowed" from 127.0.0.1', async () => {
    const created = await createKey({ name: 'office', scope: 'full', agentAccess: true, ipAllowlist: ['10.0.0.0/8'] });
    const res = await rt.call('/agent/user', { apiKey: created.apiKey });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('IP_NOT_ALLOWED');
    expect(res.body.message).toMatch(/^IP address not allowed/);
  });

  it('revokes a key: 401 "Invalid API key" at once, revoked in the list, and revoking again answers the same', async () => {
    const created = await createKey({ name: 'to revoke', scope: 'full', agentAccess: true });
    expect((await rt.call('/agent/user', { apiKey: created.apiKey })).status).toBe(200);
    const revoked = await account(`/account/keys/${created.key.keyId}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key).toMatchObject({ keyId: created.key.keyId, status: 'revoked' });
    expect(revoked.body.key.revokedAt).toEqual(expect.any(String));
    const refused = await rt.call('/agent/user', { apiKey: created.apiKey });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'Invalid API key', code: 'INVALID_API_KEY' });
    const again = await account(`/account/keys/${created.key.keyId}`, { method: 'DELETE' });
    expect(again.status).toBe(200);
    expect(again.body.key).toEqual(revoked.body.key);
    const list = await account('/account/keys');
    expect(list.body.keys.find((k: { keyId: string }) => k.keyId === created.key.keyId).status).toBe('revoked');
  });

  it('regenerates a key: same keyId and settings, the old secret 401 "Invalid API key" at once, the new one works', async () => {
    const created = await createKey({ name: 'rotating', scope: 'trade-only', agentAccess: true, ipAllowlist: ['127.0.0.1'], requestsPerMinute: 120 });
    const res = await account(`/account/keys/${created.key.keyId}/regenerate`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.apiKey).toMatch(/^purser_[A-Za-z0-9]{44}$/);
    expect(res.body.apiKey).not.toBe(created.apiKey);
    expect(res.body.key).toMatchObject({
      keyId: created.key.keyId,
      name: 'rotating',
      scope: 'trade-only',
      agentAccess: true,
      ipAllowlist: ['127.0.0.1'],
      requestsPerMinute: 120,
      createdAt: created.key.createdAt,
      last4: res.body.apiKey.slice(-4),
      status: 'active',
    });
    const old = await rt.call('/agent/user', { apiKey: created.apiKey });
    expect(old.status).toBe(401);
    expect(old.body.error).toBe('Invalid API key');
    expect((await rt.call('/agent/user', { apiKey: res.body.apiKey })).status).toBe(200);
    const list = await account('/account/keys');
    const same = list.body.keys.filter((k: { keyId: string }) => k.keyId === created.key.keyId);
    expect(same).toHaveLength(1);
    expect(same[0].last4).toBe(res.body.apiKey.slice(-4));
  });

  it('refuses to regenerate a revoked key (409 KEY_REVOKED)', async () => {
    const created = await createKey({ name: 'gone', scope: 'full' });
    await account(`/account/keys/${created.key.keyId}`, { method: 'DELETE' });
    const res = await account(`/account/keys/${created.key.keyId}/regenerate`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('KEY_REVOKED');
  });

  it('an expired key answers 401 "API key expired", is listed expired and cannot be regenerated', async () => {
    const created = await createKey({ name: 'short-lived', scope: 'full', agentAccess: true, expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await rt.call('/agent/user', { apiKey: created.apiKey })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const res = await rt.call('/agent/user', { apiKey: created.apiKey });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('API key expired');
    const list = await account('/account/keys');
    expect(list.body.keys.find((k: { keyId: string }) => k.keyId === created.key.keyId).status).toBe('expired');
    const regenerated = await account(`/account/keys/${created.key.keyId}/regenerate`, { method: 'POST' });
    expect(regenerated.status).toBe(409);
    expect(regenerated.body.code).toBe('KEY_EXPIRED');
    expect(regenerated.body.message).toContain('expired keys cannot be reactivated: create a new key');
  });

  it("answers 404 for another account's key, and never lists it", async () => {
    const other = await rt.newAccount();
    const otherSession = await signIn(other.accountId);
    const theirs = await createKey({ name: 'theirs', scope: 'full', agentAccess: true }, otherSession);
    const unknown = await account('/account/keys/key_01ARZ3NDEKTSV4RRFFQ69G5FAV', { method: 'DELETE' });
    for (const res of [
      await account(`/account/keys/${theirs.key.keyId}`, { method: 'DELETE' }),
      await account(`/account/keys/${theirs.key.keyId}/regenerate`, { method: 'POST' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('KEY_NOT_FOUND');
      expect(res.body.message).toBe(unknown.body.message.replace('key_01ARZ3NDEKTSV4RRFFQ69G5FAV', theirs.key.keyId));
    }
    const mine = await account('/account/keys');
    expect(mine.body.keys.map((k: { keyId: string }) => k.keyId)).not.toContain(theirs.key.keyId);
    expect((await rt.call('/agent/user', { apiKey: theirs.apiKey })).status).toBe(200);
  });

  it('needs a session: none, a malformed, an unknown or an expired one, or an API key, is 401', async () => {
    const { token: unknownToken } = newSessionToken();
    const expired = newSessionToken();
    await rt.deps.sessions.put(expired.hash, {
      accountId: owner.accountId,
      email: 'x@example.com',
      createdAt: new Date(Date.now() - 7200_000).toISOString(),
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: `Bearer ${unknownToken}` },
      { authorization: `Bearer ${expired.token}` },
      { 'x-api-key': owner.apiKey },
    ];
    for (const headers of attempts) {
      for (const [method, path] of [
        ['GET', '/account/keys'],
        ['POST', '/account/keys'],
        ['DELETE', '/account/keys/key_x'],
        ['POST', '/account/keys/key_x/regenerate'],
      ] as const) {
        const res = await rt.call(path, { method, headers, ...(method === 'POST' ? { body: { name: 'k', scope: 'full' } } : {}) });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });
});

describe('the account store swaps a secret only under its conditions', () => {
  const nextOf = (current: ApiKeyRecord): ApiKeyRecord => {
    const generated = generateApiKey('purser');
    return { ...current, lookupId: generated.digest.lookupId, hash: generated.digest.hash, last4: generated.last4, regeneratedAt: new Date().toISOString() };
  };

  it('a second swap from the same old record is refused: only one new secret ever wins', async () => {
    const created = await createKey({ name: 'race', scope: 'full', agentAccess: true });
    const current = (await rt.deps.accounts.getKey(owner.accountId, created.key.keyId))!;
    const at = new Date().toISOString();
    expect(await rt.deps.accounts.regenerateKey(current, nextOf(current), at)).toBe(true);
    const loser = nextOf(current);
    expect(await rt.deps.accounts.regenerateKey(current, loser, at)).toBe(false);
    expect(await rt.deps.accounts.findKey(loser.lookupId)).toBeUndefined();
    expect(await rt.deps.accounts.listKeys(owner.accountId)).toContainEqual(
      expect.objectContaining({ keyId: current.keyId, lookupId: expect.not.stringMatching(loser.lookupId) }),
    );
  });

  it('refuses to swap a key that has expired by the time of the swap, or was revoked meanwhile', async () => {
    const created = await createKey({ name: 'late', scope: 'full', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const current = (await rt.deps.accounts.getKey(owner.accountId, created.key.keyId))!;
    expect(await rt.deps.accounts.regenerateKey(current, nextOf(current), new Date(Date.now() + 7_200_000).toISOString())).toBe(false);
    await rt.deps.accounts.revokeKey(owner.accountId, current.keyId, new Date().toISOString());
    expect(await rt.deps.accounts.regenerateKey(current, nextOf(current), new Date().toISOString())).toBe(false);
    expect((await rt.deps.accounts.findKey(current.lookupId))?.status).toBe('revoked');
  });
});
