import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../lib/accounts/api-key.ts';
import { keys } from '../../lib/adapters/dynamodb/item-keys.ts';
import { routes } from '../../lib/routes.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let account: Awaited<ReturnType<TestRuntime['newAccount']>>;

/** Stores an extra key for the account with the given properties, as key management will. */
async function addKey(overrides: Record<string, unknown>): Promise<string> {
  const generated = generateApiKey('purser');
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const keyId = `key_${generated.digest.lookupId.slice(0, 8)}`;
  await doc.send(
    new PutCommand({
      TableName: rt.tableName,
      Item: {
        ...keys.apiKey(generated.digest.lookupId),
        ...keys.apiKeyIndex(account.accountId, keyId),
        type: 'apiKey',
        keyId,
        accountId: account.accountId,
        name: 'extra',
        scope: 'full',
        agentAccess: true,
        status: 'active',
        createdAt: new Date().toISOString(),
        lookupId: generated.digest.lookupId,
        hash: generated.digest.hash,
        prefix: 'purser',
        last4: generated.last4,
        ...overrides,
      },
    }),
  );
  doc.destroy();
  return generated.key;
}

beforeAll(async () => {
  rt = await startTestRuntime();
  account = await rt.newAccount();
});
afterAll(async () => rt?.stop());

describe('authentication', () => {
  it('answers health without a key', async () => {
    const res = await rt.call('/_health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'ok' });
  });

  const protectedRoutes = routes.filter((r) => r.auth === 'apiKey');

  it.each(protectedRoutes.map((r) => [r.method, r.path] as const))('%s %s without X-API-Key → 401 Unauthorized', async (method, path) => {
    const res = await rt.call(path.replace('{jobId}', 'job_01ARZ3NDEKTSV4RRFFQ69G5FAV'), { method, ...(method === 'POST' ? { body: {} } : {}) });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Unauthorized');
    expect(typeof res.body.message).toBe('string');
  });

  it('rejects the key in Authorization (Bearer or raw) or the query string as Unauthorized', async () => {
    for (const headers of [{ authorization: `Bearer ${account.apiKey}` }, { authorization: account.apiKey }]) {
      const res = await rt.call('/agent/user', { headers });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Unauthorized');
    }
    for (const name of ['api_key', 'apiKey', 'x-api-key']) {
      const res = await rt.call(`/agent/user?${name}=${account.apiKey}`);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Unauthorized');
    }
  });

  it.each([
    ['unknown key of the right shape', () => generateApiKey('purser').key],
    ['wrong case', () => account.apiKey.toUpperCase()],
    ['secret case swapped', () => `purser_${[...account.apiKey.slice(7)].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')}`],
    ['wrong prefix', () => account.apiKey.replace(/^purser_/, 'pursex_')],
    ['truncated', () => account.apiKey.slice(0, -1)],
    ['extended', () => `${account.apiKey}A`],
    ['garbage', () => 'hello'],
    ['inner whitespace', () => `${account.apiKey.slice(0, 10)} ${account.apiKey.slice(10)}`],
  ])('%s → 401 Invalid API key', async (_name, key) => {
    const res = await rt.call('/agent/user', { apiKey: key() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: 'Invalid API key' });
  });

  it('rejects a whitespace-padded key that reaches the handler (HTTP itself strips surrounding spaces)', async () => {
    const { makeHandler } = await import('../../functions/user-get.ts');
    const handler = makeHandler(rt.deps);
    for (const padded of [`${account.apiKey} `, ` ${account.apiKey}`, `${account.apiKey}\n`, `${account.apiKey}\t`]) {
      const result = await handler(
        {
          version: '2.0',
          routeKey: 'GET /agent/user',
          rawPath: '/agent/user',
          rawQueryString: '',
          headers: { 'x-api-key': padded },
          requestContext: { http: { method: 'GET', path: '/agent/user', sourceIp: '127.0.0.1' }, requestId: 'r1' },
          isBase64Encoded: false,
        } as never,
        { awsRequestId: 'r1' } as never,
      );
      expect(result.statusCode).toBe(401);
      expect(JSON.parse(result.body!).error).toBe('Invalid API key');
    }
  });

  it('accepts the exact key', async () => {
    const res = await rt.call('/agent/user', { apiKey: account.apiKey });
    expect(res.status).toBe(200);
  });

  it('rejects an expired key with "API key expired"', async () => {
    const key = await addKey({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const res = await rt.call('/agent/user', { apiKey: key });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('API key expired');
  });

  it('accepts a key whose expiry is in the future', async () => {
    const key = await addKey({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await rt.call('/agent/user', { apiKey: key })).status).toBe(200);
  });

  it('rejects a revoked key as "Invalid API key", like an unknown one', async () => {
    const key = await addKey({ status: 'revoked' });
    const res = await rt.call('/agent/user', { apiKey: key });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'Invalid API key', code: 'INVALID_API_KEY' });
  });

  it('enforces Agent API access and the IP allowlist', async () => {
    const noAgent = await addKey({ agentAccess: false });
    expect((await rt.call('/agent/user', { apiKey: noAgent })).status).toBe(403);
    const elsewhere = await addKey({ ipAllowlist: ['10.1.2.0/24', '2001:db8::/32'] });
    const denied = await rt.call('/agent/user', { apiKey: elsewhere });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('IP_NOT_ALLOWED');
    expect(denied.body.message).toMatch(/^IP address not allowed/);
    const loopback = await addKey({ ipAllowlist: ['127.0.0.0/8'] });
    expect((await rt.call('/agent/user', { apiKey: loopback })).status).toBe(200);
  });

  it('refuses sign and submit to a read-only key, naming its scope', async () => {
    const readOnly = await addKey({ scope: 'read-only' });
    const res = await rt.call('/agent/sign', { apiKey: readOnly, body: { type: 'personal_sign', message: 'x' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('read-only');
    expect((await rt.call('/agent/user', { apiKey: readOnly })).status).toBe(200);
  });

  it('stores keys only as hashes', async () => {
    const client = new DynamoDBClient({});
    const { Items } = await client.send(new ScanCommand({ TableName: rt.tableName }));
    client.destroy();
    const dump = JSON.stringify(Items);
    expect(dump).not.toContain(account.apiKey);
    expect(dump).not.toContain(account.apiKey.slice('purser_'.length));
  });
});
