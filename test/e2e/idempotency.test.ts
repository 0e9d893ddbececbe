import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintRequest } from '../../lib/idempotency/request-fingerprint.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let doc: DynamoDBDocumentClient;
const burn = '0x000000000000000000000000000000000000dEaD';
const hourMs = 60 * 60 * 1000;

beforeAll(async () => {
  rt = await startTestRuntime();
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: rt.dynamoEndpoint }));
});
afterAll(async () => {
  doc?.destroy();
  await rt?.stop();
});

let keyCounter = 0;
const newKey = () => {
  keyCounter += 1;
  return `key-${process.pid}-${Date.now()}-${keyCounter}`;
};

/** POST with an optional Idempotency-Key; also reports whether the response was a replay. */
async function post(path: string, apiKey: string, body: unknown, idempotencyKey?: string) {
  const res = await fetch(`${rt.url}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** Every job stored for the account, straight from the table. */
async function jobCount(accountId: string): Promise<number> {
  const page = await doc.send(
    new QueryCommand({
      TableName: rt.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :job)',
      ExpressionAttributeValues: { ':pk': `ACCOUNT#${accountId}`, ':job': 'JOB#' },
      ConsistentRead: true,
    }),
  );
  return page.Count ?? 0;
}

const nonceOf = (address: `0x${string}`) => rt.deps.chains.evm(8453).getTransactionCount({ address, blockTag: 'pending' });

describe('POST /agent/prompt with Idempotency-Key', () => {
  const prompt = { prompt: 'what is my ETH balance on base' };

  it('a repeat returns the original 202 and job, marked as a replay, and creates no second job', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    const first = await post('/agent/prompt', acct.apiKey, prompt, key);
    const second = await post('/agent/prompt', acct.apiKey, { ...prompt }, key);
    expect(first).toMatchObject({ status: 202, replayed: false });
    expect(second).toStrictEqual({ status: 202, body: first.body, replayed: true });
    expect(await jobCount(acct.accountId)).toBe(1);
  });

  it('key order and whitespace in the body do not make it a different request', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    const first = await post('/agent/prompt', acct.apiKey, prompt, key);
    const res = await fetch(`${rt.url}/agent/prompt`, {
      method: 'POST',
      headers: { 'x-api-key': acct.apiKey, 'content-type': 'application/json', 'idempotency-key': key },
      body: `{ "prompt" :\n "${prompt.prompt}" }`,
    });
    expect(res.status).toBe(202);
    expect(((await res.json()) as any).jobId).toBe(first.body.jobId);
  });

  it('different keys make different jobs', async () => {
    const acct = await rt.newAccount();
    const a = await post('/agent/prompt', acct.apiKey, prompt, newKey());
    const b = await post('/agent/prompt', acct.apiKey, prompt, newKey());
    expect([a.status, b.status]).toStrictEqual([202, 202]);
    expect(a.body.jobId).not.toBe(b.body.jobId);
    expect(await jobCount(acct.accountId)).toBe(2);
  });

  it('the same key on another account is another key', async () => {
    const [one, two] = [await rt.newAccount(), await rt.newAccount()];
    const key = newKey();
    const a = await post('/agent/prompt', one.apiKey, prompt, key);
    const b = await post('/agent/prompt', two.apiKey, prompt, key);
    expect([a.replayed, b.replayed]).toStrictEqual([false, false]);
    expect(a.body.jobId).not.toBe(b.body.jobId);
    expect([await jobCount(one.accountId), await jobCount(two.accountId)]).toStrictEqual([1, 1]);
  });

  it('without the header, identical prompts are separate jobs as before', async () => {
    const acct = await rt.newAccount();
    const a = await post('/agent/prompt', acct.apiKey, prompt);
    const b = await post('/agent/prompt', acct.apiKey, prompt);
    expect([a.status, b.status, a.replayed, b.replayed]).toStrictEqual([202, 202, false, false]);
    expect(a.body.jobId).not.toBe(b.body.jobId);
  });

  it('the same key with another body is 422 IDEMPOTENCY_KEY_REUSED naming the field, and runs nothing', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    await post('/agent/prompt', acct.apiKey, prompt, key);
    const res = await post('/agent/prompt', acct.apiKey, { prompt: 'what is my ETH balance on polygon' }, key);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED', details: { header: 'Idempotency-Key', fields: ['prompt'] } });
    expect(res.body.message).toContain('different prompt');
    expect(await jobCount(acct.accountId)).toBe(1);
  });

  it('10 concurrent duplicates create exactly one job; the others get 409 or the same job', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/agent/prompt', acct.apiKey, prompt, key)));
    const originals = results.filter((r) => r.status === 202 && !r.replayed);
    expect(originals).toHaveLength(1);
    for (const r of results.filter((x) => x !== originals[0])) {
      if (r.status === 409) expect(r.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE', message: expect.stringContaining('still in progress') });
      else expect(r).toMatchObject({ status: 202, replayed: true, body: { jobId: originals[0]!.body.jobId } });
    }
    expect(await jobCount(acct.accountId)).toBe(1);
    const again = await post('/agent/prompt', acct.apiKey, prompt, key);
    expect(again).toMatchObject({ status: 202, replayed: true, body: { jobId: originals[0]!.body.jobId } });
  });

  it('a body that fails validation does not use up the key', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    expect((await post('/agent/prompt', acct.apiKey, { prompt: '' }, key)).status).toBe(400);
    expect(await post('/agent/prompt', acct.apiKey, prompt, key)).toMatchObject({ status: 202, replayed: false });
  });

  it('a prompt that fails without a job (unknown thread) releases the key', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    const unknownThread = { ...prompt, threadId: `thr_${'0'.repeat(26)}` };
    expect(await post('/agent/prompt', acct.apiKey, unknownThread, key)).toMatchObject({ status: 404, replayed: false });
    expect(await post('/agent/prompt', acct.apiKey, unknownThread, key)).toMatchObject({ status: 404, replayed: false });
    // Not a mismatch: nothing is remembered for the key.
    expect(await post('/agent/prompt', acct.apiKey, prompt, key)).toMatchObject({ status: 202, replayed: false });
  });

  it.each([
    ['300 characters', 'k'.repeat(300), 'it is 300 characters long'],
    ['a tab', 'abc\tdef', 'character 4 (U+0009) is not printable ASCII'],
    ['a non-ASCII character', 'caf\u00e9', 'character 4 (U+00E9) is not printable ASCII'],
  ])('a key with %s is 400 naming the header', async (_name, key, reason) => {
    const acct = await rt.newAccount();
    const res = await post('/agent/prompt', acct.apiKey, prompt, key);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY', details: { field: 'Idempotency-Key' } });
    expect(res.body.message).toBe(`Invalid Idempotency-Key header: ${reason}. Use 1 to 255 printable ASCII characters, for example a UUID.`);
    expect(await jobCount(acct.accountId)).toBe(0);
  });

  it('accepts a 255-character key of every printable ASCII character', async () => {
    const acct = await rt.newAccount();
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    const key = `x${printable}${'y'.repeat(255 - 96)}`;
    expect(key).toHaveLength(255);
    expect(await post('/agent/prompt', acct.apiKey, prompt, key)).toMatchObject({ status: 202, replayed: false });
    expect(await post('/agent/prompt', acct.apiKey, prompt, key)).toMatchObject({ status: 202, replayed: true });
  });

  it('a record older than 24 hours counts as absent, even before TTL deletes it; a younger one still replays', async () => {
    const acct = await rt.newAccount();
    const [expiredKey, liveKey] = [newKey(), newKey()];
    const fingerprint = fingerprintRequest(prompt);
    const seed = async (key: string, ageMs: number, jobId: string) => {
      const startedAt = new Date(Date.now() - ageMs);
      const scope = { accountId: acct.accountId, endpoint: 'prompt-create', key };
      expect(await rt.deps.idempotency.begin({ ...scope, fingerprint, now: startedAt })).toStrictEqual({ kind: 'started' });
      await rt.deps.idempotency.complete({ ...scope, startedAt, now: startedAt, response: { status: 202, body: { success: true, jobId } } });
    };
    await seed(expiredKey, 24 * hourMs + 1_000, 'job_expired');
    await seed(liveKey, 23 * hourMs, 'job_live');
    const fresh = await post('/agent/prompt', acct.apiKey, prompt, expiredKey);
    expect(fresh).toMatchObject({ status: 202, replayed: false });
    expect(fresh.body.jobId).toMatch(/^job_[0-9A-Z]{26}$/);
    expect(await post('/agent/prompt', acct.apiKey, prompt, expiredKey)).toMatchObject({ replayed: true, body: { jobId: fresh.body.jobId } });
    expect(await post('/agent/prompt', acct.apiKey, prompt, liveKey)).toStrictEqual({
      status: 202,
      replayed: true,
      body: { success: true, jobId: 'job_live' },
    });
  });

  it('a request that died in progress long ago leaves its key refused with IDEMPOTENCY_KEY_INTERRUPTED', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    const startedAt = new Date(Date.now() - 10 * 60_000);
    await rt.deps.idempotency.begin({ accountId: acct.accountId, endpoint: 'prompt-create', key, fingerprint: fingerprintRequest(prompt), now: startedAt });
    const res = await post('/agent/prompt', acct.apiKey, prompt, key);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_INTERRUPTED', details: { startedAt: startedAt.toISOString() } });
    expect(await jobCount(acct.accountId)).toBe(0);
  });
});

describe('POST /agent/submit with Idempotency-Key', () => {
  const transfer = (value: string, waitForConfirmation: boolean) => ({ transaction: { to: burn, data: '0x', value, chainId: 8453 }, waitForConfirmation });

  it('a repeat returns the original transaction result and broadcasts nothing', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    const before = await nonceOf(acct.evm);
    const first = await post('/agent/submit', acct.apiKey, transfer('0x1', true), key);
    const second = await post('/agent/submit', acct.apiKey, transfer('0x1', true), key);
    expect(first).toMatchObject({ status: 200, replayed: false, body: { status: 'success', transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) } });
    expect(second).toStrictEqual({ status: 200, body: first.body, replayed: true });
    expect(await nonceOf(acct.evm)).toBe(before + 1);
  });

  it('concurrent duplicates broadcast once', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    const before = await nonceOf(acct.evm);
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/agent/submit', acct.apiKey, transfer('0x2', false), key)));
    const originals = results.filter((r) => r.status === 200 && !r.replayed);
    expect(originals).toHaveLength(1);
    for (const r of results.filter((x) => x !== originals[0])) {
      if (r.status === 409) expect(r.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      else expect(r).toMatchObject({ status: 200, replayed: true, body: { transactionHash: originals[0]!.body.transactionHash } });
    }
    expect(await nonceOf(acct.evm)).toBe(before + 1);
  });

  it('another transaction under the same key is 422 naming the field', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    await post('/agent/submit', acct.apiKey, transfer('0x3', false), key);
    const res = await post('/agent/submit', acct.apiKey, transfer('0x4', false), key);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', details: { fields: ['transaction.value'] } });
  });

  it('an error outcome is kept and replayed, not retried', async () => {
    const acct = await rt.newAccount();
    const key = newKey();
    const tooMuch = transfer('0xffffffffffffffffffffffffffff', false);
    const first = await post('/agent/submit', acct.apiKey, tooMuch, key);
    expect(first).toMatchObject({ status: 422, replayed: false, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await post('/agent/submit', acct.apiKey, tooMuch, key)).toStrictEqual({ ...first, replayed: true });
  });
});
