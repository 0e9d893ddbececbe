import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestReadTimeoutMs } from '../../lib/local/http-server.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * The HTTP edge (issue 13): a wrong method is 405 with `Allow`, a body that is
 * not JSON is 415, an id in a path that cannot be one is 400 before any table
 * is read, a request that stalls is cut off, and signing input that does not
 * fit its declared types is a 400 naming the field — never a 500, never a
 * signature.
 */
let rt: TestRuntime;
let apiKey: string;
let session: string;
const A = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

beforeAll(async () => {
  rt = await startTestRuntime();
  const account = await rt.newAccount();
  apiKey = account.apiKey;
  session = await rt.signIn(account.accountId);
});
afterAll(async () => rt?.stop());

const raw = (path: string, init: RequestInit) =>
  fetch(`${rt.url}${path}`, init).then(async (res) => ({ status: res.status, headers: res.headers, body: JSON.parse((await res.text()) || 'null') }));

describe('a wrong method', () => {
  it.each([
    ['PUT', '/agent/prompt', 'POST'],
    ['GET', '/agent/submit', 'POST'],
    ['DELETE', '/agent/user', 'GET'],
    ['PATCH', '/agent/job/job_01JABCDEFGHJKMNPQRSTVWXYZ0', 'GET, DELETE'],
    ['PUT', '/account/keys', 'GET, POST'],
    ['POST', '/_health', 'GET'],
  ])('%s %s → 405 with Allow: %s', async (method, path, allow) => {
    const res = await raw(path, { method, headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.body).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });

  it.each(['/agent/nothing', '/agent/job/.', '/agent/job/'])('a path that does not exist (%s) is 404 with a code', async (path) => {
    const res = await raw(path, { method: 'GET' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});

describe('a body that is not JSON', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'with Content-Type %s → 415',
    async (type) => {
      const res = await raw('/agent/prompt', { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': type }, body: 'prompt=price of eth' });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Unsupported Media Type' });
    },
  );

  it.each(['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json'])('with Content-Type %s is read', async (type) => {
    const res = await raw('/agent/prompt', {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': type },
      body: JSON.stringify({ prompt: 'price of eth' }),
    });
    expect(res.status).toBe(202);
  });

  it('with no Content-Type at all is read as JSON (clients that leave it out)', async () => {
    const { hostname, port } = new URL(rt.url);
    const body = JSON.stringify({ prompt: 'price of eth' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { hostname, port, path: '/agent/prompt', method: 'POST', headers: { 'x-api-key': apiKey, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(202);
  });

  it('on a public endpoint too', async () => {
    expect((await raw('/auth/email/code', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'me@example.com' })).status).toBe(415);
  });
});

describe('ids in paths', () => {
  it.each([
    ['an over-long job id', `/agent/job/${'j'.repeat(1_000)}`, 'GET', 'jobId'],
    ['a job id with characters no id has', '/agent/job/job%3Bdrop', 'GET', 'jobId'],
    ['an over-long key id', `/account/keys/${'k'.repeat(1_000)}`, 'DELETE', 'keyId'],
  ])('%s → 400 naming it', async (_name, path, method, field) => {
    const res = await raw(path, { method, headers: { 'x-api-key': apiKey, authorization: `Bearer ${session}` } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_PATH_PARAMETER', details: { field } });
  });

  it('a well-formed id that is not there is still 404', async () => {
    expect((await raw('/agent/job/job_01JABCDEFGHJKMNPQRSTVWXYZ0', { method: 'GET', headers: { 'x-api-key': apiKey } })).status).toBe(404);
  });
});

describe('a request that stalls', () => {
  it(`is cut off within ${requestReadTimeoutMs / 1000} s (and a little), while the server keeps answering others`, async () => {
    const { hostname, port } = new URL(rt.url);
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    socket.write(
      `POST /agent/prompt HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nX-API-Key: ${apiKey}\r\nContent-Length: 100\r\n\r\n{"prompt":`,
    );
    // The server answers 408 and ends the connection: its side of the socket ends.
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('end', () => resolve(Date.now() - started)));
    socket.on('error', () => undefined);
    expect((await raw('/_health', { method: 'GET' })).status).toBe(200);
    expect(await closed).toBeLessThan(requestReadTimeoutMs + 3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    socket.destroy();
  }, 30_000);
});

describe('signing input that does not fit its types', () => {
  const typed = (patch: Record<string, unknown>) => ({
    type: 'eth_signTypedData_v4',
    typedData: {
      domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'sig', type: 'bytes' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: A, value: '1', sig: '0x' },
      ...patch,
    },
  });
  it.each([
    ['a uint256 of "abc"', typed({ message: { owner: A, value: 'abc', sig: '0x' } }), 'typedData.message.value'],
    ['bytes of "zz"', typed({ message: { owner: A, value: '1', sig: 'zz' } }), 'typedData.message.sig'],
    ['verifyingContract "nope"', typed({ domain: { chainId: 8453, verifyingContract: 'nope' } }), 'typedData.domain.verifyingContract'],
    ['chainId "base"', typed({ domain: { chainId: 'base' } }), 'typedData.domain.chainId'],
    [
      'a legacy gasPrice of 2^256',
      { type: 'eth_signTransaction', transaction: { to: A, value: '0x0', chainId: 8453, gasPrice: `0x1${'0'.repeat(64)}` } },
      'transaction.gasPrice',
    ],
    ['gas of 2^256', { type: 'eth_signTransaction', transaction: { to: A, value: '0x0', chainId: 8453, gas: `0x1${'0'.repeat(64)}` } }, 'transaction.gas'],
    [
      'gas above the block gas limit',
      { type: 'eth_signTransaction', transaction: { to: A, value: '0x0', chainId: 8453, gas: '0x2625A00' } },
      'transaction.gas',
    ],
    ['gas below what a transfer needs', { type: 'eth_signTransaction', transaction: { to: A, value: '0x0', chainId: 8453, gas: '0x1' } }, 'transaction.gas'],
    [
      'a priority fee above the max fee',
      { type: 'eth_signTransaction', transaction: { to: A, value: '0x0', chainId: 8453, maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' } },
      'transaction.maxPriorityFeePerGas',
    ],
  ])('%s → 400 naming the field, and no signature', async (_name, body, field) => {
    const res = await raw('/agent/sign', { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.details.field).toBe(field);
    expect(res.body.message).toContain(field.replace(/^transaction\./, ''));
    expect(res.body.signature ?? res.body.signedTransaction).toBeUndefined();
  });
});
