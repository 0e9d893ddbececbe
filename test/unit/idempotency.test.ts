import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/core/logger.ts';
import { NotFoundError, type PurserError } from '../../lib/errors.ts';
import { readIdempotencyKey } from '../../lib/idempotency/idempotency-key.ts';
import { beginResultOf, expiresAtEpochSeconds, type IdempotencyRecord, type IdempotencyStore } from '../../lib/idempotency/idempotency-store.ts';
import { canonicalJson, differingFields, fingerprintRequest } from '../../lib/idempotency/request-fingerprint.ts';
import { withIdempotency } from '../../lib/http/with-idempotency.ts';

describe('canonicalJson', () => {
  it.each([
    ['sorts keys at every depth', { b: 1, a: { d: [1, { z: 0, y: 1 }], c: null } }, '{"a":{"c":null,"d":[1,{"y":1,"z":0}]},"b":1}'],
    ['keeps array order', [3, 1, 2], '[3,1,2]'],
    ['drops undefined members like JSON.stringify', { a: undefined, b: 'x' }, '{"b":"x"}'],
    ['treats a missing body as null', undefined, 'null'],
    ['escapes strings as JSON does', { 'k"': 'line\nbreak \u2028' }, '{"k\\"":"line\\nbreak \u2028"}'],
    ['writes numbers as JSON does', { n: 1e21, m: 0.1, i: -0 }, '{"i":0,"m":0.1,"n":1e+21}'],
  ])('%s', (_name, input, expected) => {
    expect(canonicalJson(input)).toBe(expected);
  });

  it('is the same for bodies differing only in key order and whitespace', () => {
    const a = JSON.parse('{ "transaction": {"to": "0xdead", "value": "0x1"}, "waitForConfirmation": true }');
    const b = JSON.parse('{"waitForConfirmation":true,"transaction":{"value":"0x1","to":"0xdead"}}');
    expect(fingerprintRequest(a)).toStrictEqual(fingerprintRequest(b));
  });
});

describe('fingerprintRequest and differingFields', () => {
  const base = { transaction: { to: '0xdead', value: '0x1', chainId: 8453 }, waitForConfirmation: true };

  it.each([
    ['a changed leaf', { ...base, transaction: { ...base.transaction, value: '0x2' } }, ['transaction.value']],
    ['an added field', { ...base, extra: 1 }, ['extra']],
    ['a removed field', { transaction: base.transaction }, ['waitForConfirmation']],
    ['a type change', { ...base, waitForConfirmation: 'true' }, ['waitForConfirmation']],
    ['a changed array element', { ...base, list: [1, 2] }, ['list[0]', 'list[1]']],
  ])('names %s', (_name, repeat, fields) => {
    const [original, other] = [fingerprintRequest(base), fingerprintRequest(repeat)];
    expect(other.digest).not.toBe(original.digest);
    expect(differingFields(original, other)).toStrictEqual(fields);
  });

  it('is a SHA-256 of the canonical JSON with a short digest per leaf', () => {
    expect(fingerprintRequest({ prompt: 'hi' })).toMatchInlineSnapshot(`
      {
        "digest": "14479f4e87d340fe0ca0d522d87a5b3a028ebb1af24fbb8d3ef4553044fc6db6",
        "fields": {
          "prompt": "b49177e05868b7af",
        },
      }
    `);
  });

  it('falls back to top-level fields for a body with many leaves', () => {
    const many = { list: Array.from({ length: 100 }, (_, i) => i), flag: true };
    expect(Object.keys(fingerprintRequest(many).fields)).toStrictEqual(['list', 'flag']);
  });
});

describe('readIdempotencyKey', () => {
  it.each([
    ['absent', {}, undefined],
    ['a UUID', { 'idempotency-key': '0b7e1c2a-5f0e-4a4e-9d5e-3f2a1b0c9d8e' }, '0b7e1c2a-5f0e-4a4e-9d5e-3f2a1b0c9d8e'],
    ['one character', { 'idempotency-key': 'x' }, 'x'],
    ['255 characters with spaces and symbols', { 'idempotency-key': ` !~${'a'.repeat(252)}` }, ` !~${'a'.repeat(252)}`],
  ])('accepts %s', (_name, headers, expected) => {
    expect(readIdempotencyKey(headers)).toBe(expected);
  });

  it.each([
    ['empty', '', 'it is empty'],
    ['256 characters', 'a'.repeat(256), 'it is 256 characters long'],
    ['a DEL', 'ab\u007f', 'character 3 (U+007F) is not printable ASCII'],
    ['a NUL', '\u0000', 'character 1 (U+0000) is not printable ASCII'],
    ['an emoji', 'a\u{1F600}', 'character 2 (U+1F600) is not printable ASCII'],
  ])('rejects %s with 400 naming the header', (_name, value, reason) => {
    const error = (() => {
      try {
        readIdempotencyKey({ 'idempotency-key': value });
      } catch (e) {
        return e as PurserError;
      }
      throw new Error('expected a rejection');
    })();
    expect({ status: error.status, code: error.code, message: error.message, details: error.details }).toStrictEqual({
      status: 400,
      code: 'INVALID_IDEMPOTENCY_KEY',
      message: `Invalid Idempotency-Key header: ${reason}. Use 1 to 255 printable ASCII characters, for example a UUID.`,
      details: { field: 'Idempotency-Key', header: 'Idempotency-Key' },
    });
  });
});

describe('beginResultOf', () => {
  const fingerprint = fingerprintRequest({ prompt: 'a' });
  const other = fingerprintRequest({ prompt: 'b' });
  const inProgress: IdempotencyRecord = { state: 'in-progress', fingerprint, createdAt: '2026-01-01T00:00:00.000Z' };
  const completed: IdempotencyRecord = { ...inProgress, state: 'completed', response: { status: 202, body: { jobId: 'job_1' } } };

  it.each([
    ['in progress, same body', inProgress, fingerprint, { kind: 'in-progress', startedAt: '2026-01-01T00:00:00.000Z' }],
    ['completed, same body', completed, fingerprint, { kind: 'replay', status: 202, body: { jobId: 'job_1' } }],
    ['in progress, other body', inProgress, other, { kind: 'mismatch', original: fingerprint }],
    ['completed, other body', completed, other, { kind: 'mismatch', original: fingerprint }],
  ])('%s', (_name, record, repeat, expected) => {
    expect(beginResultOf(record, repeat)).toStrictEqual(expected);
  });

  it('expires 24 hours after creation, in epoch seconds rounded up', () => {
    expect(expiresAtEpochSeconds(new Date('2026-01-01T00:00:00.500Z'))).toBe(Date.parse('2026-01-02T00:00:01Z') / 1000);
  });
});

/** An in-memory IdempotencyStore (no expiry): enough to test the wrapper's decisions. */
function memoryStore() {
  const records = new Map<string, IdempotencyRecord>();
  const calls: string[] = [];
  const id = (s: { accountId: string; endpoint: string; key: string }) => `${s.accountId}|${s.endpoint}|${s.key}`;
  const store: IdempotencyStore = {
    async begin({ fingerprint, now, ...scope }) {
      calls.push('begin');
      const existing = records.get(id(scope));
      if (existing) return beginResultOf(existing, fingerprint);
      records.set(id(scope), { state: 'in-progress', fingerprint, createdAt: now.toISOString() });
      return { kind: 'started' };
    },
    async complete({ startedAt: _s, response, now: _n, ...scope }) {
      calls.push(`complete ${response.status}`);
      records.set(id(scope), { ...records.get(id(scope))!, state: 'completed', response });
    },
    async abandon(scope) {
      calls.push('abandon');
      records.delete(id(scope));
    },
  };
  return { store, records, calls };
}

describe('withIdempotency', () => {
  const logger = createLogger({ level: 'SILENT' });
  const clock = { now: () => new Date('2026-01-01T00:00:00.000Z') };
  const request = (key: string | undefined, body: unknown = { prompt: 'a' }) => ({
    caller: { accountId: 'user_1', keyId: 'key_1', scope: 'full' as const, limits: {} },
    headers: key === undefined ? {} : { 'idempotency-key': key },
    body,
    event: { requestContext: { requestId: 'req-1' } } as APIGatewayProxyEventV2,
  });
  const ok = async () => ({ status: 202, body: { success: true, jobId: 'job_1' } });

  it('without a key runs every time and remembers nothing', async () => {
    const { store, calls } = memoryStore();
    const deps = { idempotency: store, clock, logger };
    let runs = 0;
    const run = async () => {
      runs += 1;
      return ok();
    };
    await withIdempotency(deps, { request: request(undefined), endpoint: 'prompt-create' }, run);
    await withIdempotency(deps, { request: request(undefined), endpoint: 'prompt-create' }, run);
    expect([runs, calls]).toStrictEqual([2, []]);
  });

  it('runs once and replays with the Idempotent-Replayed header', async () => {
    const { store } = memoryStore();
    const deps = { idempotency: store, clock, logger };
    let runs = 0;
    const run = async () => {
      runs += 1;
      return ok();
    };
    const first = await withIdempotency(deps, { request: request('k'), endpoint: 'prompt-create' }, run);
    const second = await withIdempotency(deps, { request: request('k'), endpoint: 'prompt-create' }, run);
    expect(runs).toBe(1);
    expect(first).toStrictEqual({ status: 202, body: { success: true, jobId: 'job_1' } });
    expect(second).toStrictEqual({ ...first, headers: { 'idempotent-replayed': 'true' } });
  });

  it('stores an error response by default and replays it', async () => {
    const { store, calls } = memoryStore();
    const deps = { idempotency: store, clock, logger };
    const fail = async () => {
      throw new NotFoundError('THREAD_NOT_FOUND', 'Thread thr_x was not found.');
    };
    const first = await withIdempotency(deps, { request: request('k'), endpoint: 'submit' }, fail);
    const second = await withIdempotency(deps, { request: request('k'), endpoint: 'submit' }, fail);
    expect(first).toStrictEqual({
      status: 404,
      body: { success: false, error: 'Not Found', message: 'Thread thr_x was not found.', code: 'THREAD_NOT_FOUND' },
    });
    expect(second).toStrictEqual({ ...first, headers: { 'idempotent-replayed': 'true' } });
    expect(calls).toStrictEqual(['begin', 'complete 404', 'begin']);
  });

  it('stores an unexpected failure as the generic 500 with the original request id', async () => {
    const { store } = memoryStore();
    const deps = { idempotency: store, clock, logger };
    const result = await withIdempotency(deps, { request: request('k'), endpoint: 'submit' }, async () => {
      throw new Error('socket hang up');
    });
    expect(result).toMatchObject({ status: 500, body: { code: 'INTERNAL', requestId: 'req-1' } });
  });

  it('releases the key and rethrows when the error means nothing happened', async () => {
    const { store, calls, records } = memoryStore();
    const deps = { idempotency: store, clock, logger };
    const error = new NotFoundError('THREAD_NOT_FOUND', 'Thread thr_x was not found.');
    await expect(
      withIdempotency(deps, { request: request('k'), endpoint: 'prompt-create', nothingHappened: () => true }, async () => {
        throw error;
      }),
    ).rejects.toBe(error);
    expect([calls, records.size]).toStrictEqual([['begin', 'abandon'], 0]);
  });

  it.each([
    ['just started', 1_000, 'IDEMPOTENCY_KEY_IN_USE'],
    ['started 10 minutes ago', 10 * 60_000, 'IDEMPOTENCY_KEY_INTERRUPTED'],
  ])('a key in progress, %s, is a 409 %s', async (_name, ageMs, code) => {
    const { store, records } = memoryStore();
    records.set('user_1|submit|k', {
      state: 'in-progress',
      fingerprint: fingerprintRequest({ prompt: 'a' }),
      createdAt: new Date(clock.now().getTime() - ageMs).toISOString(),
    });
    const error = await withIdempotency({ idempotency: store, clock, logger }, { request: request('k'), endpoint: 'submit' }, ok).catch((e: PurserError) => e);
    expect(error).toMatchObject({ status: 409, code });
  });

  it('a different body is 422 IDEMPOTENCY_KEY_REUSED naming the fields', async () => {
    const { store } = memoryStore();
    const deps = { idempotency: store, clock, logger };
    await withIdempotency(deps, { request: request('k', { prompt: 'a' }), endpoint: 'prompt-create' }, ok);
    const error = (await withIdempotency(deps, { request: request('k', { prompt: 'b', threadId: 't' }), endpoint: 'prompt-create' }, ok).catch(
      (e: PurserError) => e,
    )) as PurserError;
    expect({ status: error.status, code: error.code, message: error.message, details: error.details }).toMatchInlineSnapshot(`
      {
        "code": "IDEMPOTENCY_KEY_REUSED",
        "details": {
          "fields": [
            "prompt",
            "threadId",
          ],
          "header": "Idempotency-Key",
        },
        "message": "This Idempotency-Key was used on POST /agent/prompt in the last 24 hours with another request body; this request has different prompt, threadId. Resend the original body to get the original response, or use a new key for a new request.",
        "status": 422,
      }
    `);
  });
});
