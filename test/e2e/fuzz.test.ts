import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type HttpRoute } from '../../lib/routes.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

/**
 * Generated requests against every route of the local HTTP server (issue
 * 13): arbitrary JSON, near-valid bodies with mutated fields, huge numbers,
 * long and odd strings, wrong types, odd ids in paths, random content types
 * and methods. Whatever arrives, the answer is never a 5xx, always JSON,
 * `success: false` with a `code` below 500 when it refuses, and never late.
 * fast-check prints the seed and the smallest failing request when this fails.
 */
let rt: TestRuntime;
let apiKey: string;
let session: string;
const A = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const answerWithinMs = 8_000;

beforeAll(async () => {
  rt = await startTestRuntime();
  const account = await rt.newAccount();
  apiKey = account.apiKey;
  session = await rt.signIn(account.accountId);
}, 60_000);
afterAll(async () => rt?.stop());

/** Strings people and programs send by mistake or on purpose. */
const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0x',
    '0xzz',
    'abc',
    '-1',
    '1e308',
    'NaN',
    'null',
    '__proto__',
    'constructor',
    '\u0000',
    '%00',
    '../../etc',
    '<script>',
    'x'.repeat(5_000),
  ),
  fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }).map((n) => (n < 0n ? `-0x${(-n).toString(16)}` : `0x${n.toString(16)}`)),
  // The edges of the widths on the wire: 2^53, 2^64, 2^256, each and one below.
  fc
    .constantFrom(53n, 64n, 256n)
    .chain((bits) => fc.constantFrom(2n ** bits, 2n ** bits - 1n))
    .map((n) => `0x${n.toString(16)}`),
);
const oddNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 53, 1e308, -0), fc.bigInt({ min: 0n, max: 2n ** 260n }).map(String));
const anything: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue(), oddString, oddNumber, fc.boolean(), fc.constant(null));
/** An object close to `base`: some fields kept, some replaced by anything, some dropped, some added. */
const near = (base: Record<string, unknown>): fc.Arbitrary<unknown> =>
  fc
    .record(Object.fromEntries(Object.keys(base).map((key) => [key, fc.oneof(fc.constant(base[key]), anything, fc.constant(undefined))])), { requiredKeys: [] })
    .chain((record) => fc.dictionary(fc.string({ maxLength: 12 }), anything, { maxKeys: 2 }).map((extra) => ({ ...extra, ...record })));

const transaction = { to: A, data: '0x', value: '0x0', chainId: 8453, gas: '0x5208', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x1', nonce: 0 };
const legacy = { to: A, value: '0x0', chainId: 8453, gasPrice: '0x3b9aca00' };
const aTransaction = fc.oneof(near(transaction), near(legacy));
const typedData = {
  domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  types: {
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { owner: A, value: '1' },
};
/** Bodies close to what each endpoint reads. */
const bodies: Partial<Record<HttpRoute['handler'], fc.Arbitrary<unknown>>> = {
  'prompt-create': near({ prompt: 'price of eth', threadId: 'thr_01JABCDEFGHJKMNPQRSTVWXYZ0' }),
  sign: fc.oneof(
    near({ type: 'personal_sign', message: 'hello' }),
    fc.record({
      type: fc.constant('eth_signTypedData_v4'),
      typedData: fc.oneof(
        near(typedData),
        near(typedData.message).map((message) => ({ ...typedData, message })),
        near(typedData.domain).map((domain) => ({ ...typedData, domain })),
        fc.array(near(typedData.types.Permit[0]!), { maxLength: 3 }).map((fields) => ({ ...typedData, types: { Permit: fields } })),
      ),
    }),
    fc.record({ signatureType: fc.constant('eth_signTransaction'), transaction: aTransaction }),
  ),
  submit: fc.record({ transaction: aTransaction, waitForConfirmation: fc.oneof(fc.boolean(), anything) }),
  'sign-in-code': near({ email: 'fuzz@example.com' }),
  'sign-in-verify': near({ email: 'fuzz@example.com', code: '123456' }),
  'keys-create': near({
    name: 'fuzz',
    scope: 'read-only',
    agentAccess: true,
    ipAllowlist: ['10.0.0.0/8'],
    expiresAt: '2099-01-01T00:00:00Z',
    dailyPromptQuota: 5,
    requestsPerMinute: 60,
  }),
};

const id = fc.oneof(fc.constantFrom('job_01JABCDEFGHJKMNPQRSTVWXYZ0', 'key_01JABCDEFGHJKMNPQRSTVWXYZ0', ''), oddString);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '',
);
const method = fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH');

async function send(route: HttpRoute, request: { method: string; id: string; body: unknown; raw: boolean; type: string }) {
  const path = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(request.id) || 'x');
  const headers: Record<string, string> = {};
  if (route.auth === 'apiKey') headers['x-api-key'] = apiKey;
  if (route.auth === 'session') headers.authorization = `Bearer ${session}`;
  if (request.type) headers['content-type'] = request.type;
  const withBody = request.method !== 'GET' && request.body !== undefined;
  const res = await fetch(`${rt.url}${path}`, {
    method: request.method,
    headers,
    ...(withBody ? { body: request.raw && typeof request.body === 'string' ? request.body : JSON.stringify(request.body) } : {}),
    signal: AbortSignal.timeout(answerWithinMs),
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe('generated requests against every route', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, JSON refusals with a code, no hang',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            method: fc.oneof({ weight: 3, arbitrary: fc.constant(route.method === 'ANY' ? 'PUT' : route.method) }, { weight: 1, arbitrary: method }),
            id,
            body: fc.oneof({ weight: 3, arbitrary: bodies[route.handler] ?? anything }, { weight: 1, arbitrary: anything }),
            raw: fc.boolean(),
            type: contentType,
          }),
          async (request) => {
            const { status, text } = await send(route, request);
            expect(status, text).toBeLessThan(500);
            // The reference page and its renderer answer HTML and JavaScript; every other answer is JSON.
            if (route.path.startsWith('/docs') && status < 400) return;
            const body = JSON.parse(text) as { success?: boolean; code?: unknown };
            if (status >= 400) {
              expect(body.success, text).toBe(false);
              expect(typeof body.code, text).toBe('string');
            }
          },
        ),
        // The endpoints that sign and send read the most fields: more runs there.
        { numRuns: route.handler === 'sign' || route.handler === 'submit' ? 100 : 30 },
      );
    },
    120_000,
  );
});
