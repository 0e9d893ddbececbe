import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/** The caller's own profile (/agent/profile), through the local HTTP server as the bankr client calls it. */
let rt: TestRuntime;
let owner: Awaited<ReturnType<TestRuntime['newAccount']>>;
let other: Awaited<ReturnType<TestRuntime['newAccount']>>;

const token = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913';
const checksummed = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

const profile = (method: string, body?: unknown, apiKey = owner.apiKey, path = '/agent/profile') => rt.call(path, { method, body, apiKey });

beforeAll(async () => {
  rt = await startTestRuntime();
  owner = await rt.newAccount();
  other = await rt.newAccount();
});
afterAll(async () => rt?.stop());

describe('/agent/profile', { timeout: 60_000 }, () => {
  it('answers 404 PROFILE_NOT_FOUND before one exists, for reads and every change', async () => {
    for (const [method, path, body] of [
      ['GET', '/agent/profile', undefined],
      ['PUT', '/agent/profile', { description: 'x' }],
      ['DELETE', '/agent/profile', undefined],
      ['POST', '/agent/profile/update', { title: 't', content: 'c' }],
    ] as const) {
      const res = await profile(method, body, owner.apiKey, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'PROFILE_NOT_FOUND' });
    }
  });

  it('creates, reads, updates, adds updates newest first and deletes a profile', async () => {
    const created = await profile('POST', {
      projectName: 'Purser Bot!',
      description: 'Trades for me',
      website: 'https://purser.example',
      tokenAddress: token,
      twitterUsername: '@purser_bot',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^prof_/),
      slug: `purser-bot-${owner.accountId.slice(-6).toLowerCase()}`,
      projectName: 'Purser Bot!',
      description: 'Trades for me',
      website: 'https://purser.example',
      tokenAddress: checksummed,
      tokenChainId: '8453',
      twitterUsername: 'purser_bot',
      teamMembers: [],
      products: [],
      revenueSources: [],
      projectUpdates: [],
      approved: false,
      createdAt: expect.any(String),
    });
    expect((await profile('GET')).body).toEqual(created.body);

    const again = await profile('POST', { projectName: 'Second' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PROFILE_EXISTS' });

    const updated = await profile('PUT', { description: 'Now with products', products: [{ name: 'Bot', url: 'https://purser.example/bot' }] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      projectName: 'Purser Bot!',
      description: 'Now with products',
      website: 'https://purser.example',
      products: [{ name: 'Bot', url: 'https://purser.example/bot' }],
    });

    expect((await profile('POST', { title: 'First', content: 'Launched' }, owner.apiKey, '/agent/profile/update')).status).toBe(201);
    const second = await profile('POST', { title: 'Second', content: 'Shipped' }, owner.apiKey, '/agent/profile/update');
    expect(second.status).toBe(201);
    expect(second.body.projectUpdates.map((u: { title: string }) => u.title)).toEqual(['Second', 'First']);
    expect((await profile('GET')).body.projectUpdates).toHaveLength(2);

    const deleted = await profile('DELETE');
    expect(deleted).toEqual({ status: 200, body: { success: true } });
    expect((await profile('GET')).status).toBe(404);
    expect((await profile('DELETE')).status).toBe(404);
  });

  it('refuses bad input with 400 INVALID_REQUEST naming the field, and stores nothing', async () => {
    for (const [body, field] of [
      [{}, 'projectName'],
      [{ projectName: '' }, 'projectName'],
      [{ projectName: 'x'.repeat(101) }, 'projectName'],
      [{ projectName: 'ok', description: 'x'.repeat(2_001) }, 'description'],
      [{ projectName: 'ok', website: 'javascript:alert(1)' }, 'website'],
      [{ projectName: 'ok', profileImageUrl: 'ftp://example.com/a.png' }, 'profileImageUrl'],
      [{ projectName: 'ok', tokenAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02914' }, 'tokenAddress'],
      [{ projectName: 'ok', tokenAddress: '0x1234' }, 'tokenAddress'],
      [{ projectName: 'ok', approved: true }, 'body'],
    ] as const) {
      const res = await profile('POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_REQUEST', details: { field } });
    }
    expect((await profile('GET')).status).toBe(404);

    expect((await profile('POST', { projectName: 'Valid' })).status).toBe(201);
    const empty = await profile('PUT', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('at least one field');
    const longTitle = await profile('POST', { title: 'x'.repeat(201), content: 'c' }, owner.apiKey, '/agent/profile/update');
    expect(longTitle.body).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'title' } });
    expect((await profile('DELETE')).status).toBe(200);
  });

  it('lets a read-only key read but not create, change or delete', async () => {
    const readOnly = await rt.addKey(owner.accountId, { scope: 'read-only' });
    const refused = await profile('POST', { projectName: 'Nope' }, readOnly.apiKey);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SCOPE_INSUFFICIENT' });
    expect((await profile('GET', undefined, readOnly.apiKey)).status).toBe(404);

    expect((await profile('POST', { projectName: 'Mine' })).status).toBe(201);
    expect((await profile('GET', undefined, readOnly.apiKey)).body).toMatchObject({ projectName: 'Mine' });
    expect((await profile('PUT', { description: 'x' }, readOnly.apiKey)).status).toBe(403);
    expect((await profile('POST', { title: 't', content: 'c' }, readOnly.apiKey, '/agent/profile/update')).status).toBe(403);
    expect((await profile('DELETE', undefined, readOnly.apiKey)).status).toBe(403);
    expect((await profile('GET')).body).toMatchObject({ projectName: 'Mine', projectUpdates: [] });
    expect((await profile('DELETE')).status).toBe(200);
  });

  it('keeps each account to its own profile: another account neither sees nor changes it', async () => {
    expect((await profile('POST', { projectName: 'Owner project' })).status).toBe(201);
    expect((await profile('GET', undefined, other.apiKey)).status).toBe(404);
    expect((await profile('PUT', { description: 'hijack' }, other.apiKey)).status).toBe(404);
    expect((await profile('DELETE', undefined, other.apiKey)).status).toBe(404);
    const theirs = await profile('POST', { projectName: 'Owner project' }, other.apiKey);
    expect(theirs.status).toBe(201);
    expect(theirs.body.slug).not.toBe((await profile('GET')).body.slug);
    expect((await profile('GET')).body).toMatchObject({ projectName: 'Owner project' });
    expect((await profile('GET')).body).not.toHaveProperty('description');
  });
});
