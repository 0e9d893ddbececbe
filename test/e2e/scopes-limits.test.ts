import { erc20Abi, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyScope } from '../../lib/accounts/api-key.ts';
import { evmChains } from '../../lib/chains/chains.ts';
import { capabilities, moneyMovingKinds } from '../../lib/capabilities/index.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let owner: Awaited<ReturnType<TestRuntime['newAccount']>>;
/** One key per scope, all of the owner's account. */
const keysByScope = {} as Record<ApiKeyScope, string>;
const base = evmChains.find((c) => c.name === 'base')!;
const usdc = base.tokens.find((t) => t.symbol === 'USDC')!.address;
const recipient = '0x00000000000000000000000000000000005c0be5' as Address;
const usdcOf = (who: Address) => rt.deps.chains.evm(8453).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [who] });
const nonceOf = (who: Address) => rt.deps.chains.evm(8453).getTransactionCount({ address: who });

/** A request whose response headers matter (rt.call drops them). */
async function raw(path: string, apiKey: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${rt.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'x-api-key': apiKey, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** Submits a prompt and waits for its job, polling with the owner's full key (the tested key may have a tiny rate). */
async function runPrompt(apiKey: string, prompt: string) {
  const res = await rt.call('/agent/prompt', { apiKey, body: { prompt } });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return rt.waitForJob(res.body.jobId, owner.apiKey, 30_000);
}

/** Starts a test at least `seconds` away from the end of the current minute, so a per-minute count is not split by a window change. */
async function awayFromMinuteEnd(seconds = 5) {
  const left = 60 - (Math.floor(Date.now() / 1000) % 60);
  if (left <= seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

let completedJobId: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  owner = await rt.newAccount();
  keysByScope.full = owner.apiKey;
  keysByScope['trade-only'] = (await rt.addKey(owner.accountId, { scope: 'trade-only' })).apiKey;
  keysByScope['read-only'] = (await rt.addKey(owner.accountId, { scope: 'read-only' })).apiKey;
  completedJobId = (await runPrompt(owner.apiKey, 'what is my ETH balance on base')).jobId;
}, 60_000);
afterAll(async () => rt?.stop());

describe('scope × endpoint (the README table)', () => {
  const scopes: ApiKeyScope[] = ['read-only', 'trade-only', 'full'];

  it.each(scopes)('%s reads the user and the job on both paths', async (scope) => {
    expect((await rt.call('/agent/user', { apiKey: keysByScope[scope] })).status).toBe(200);
    expect((await rt.call(`/agent/job/${completedJobId}`, { apiKey: keysByScope[scope] })).status).toBe(200);
    expect((await rt.call(`/agent/prompt/${completedJobId}`, { apiKey: keysByScope[scope] })).status).toBe(200);
  });

  it.each([
    ['read-only', 403],
    ['trade-only', 409],
    ['full', 409],
  ] as const)('DELETE /agent/job/{id} with %s → %i (409: allowed, but the job is already completed)', async (scope, status) => {
    const res = await rt.call(`/agent/job/${completedJobId}`, { method: 'DELETE', apiKey: keysByScope[scope] });
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body).toMatchObject({ code: 'SCOPE_INSUFFICIENT', message: expect.stringContaining('read-only') });
  });

  it.each(scopes)('%s runs a read prompt', async (scope) => {
    const job = await runPrompt(keysByScope[scope], 'what is my USDC balance on base');
    expect(job.status, job.error).toBe('completed');
    expect(job.response).toMatch(/USDC/);
  });

  it.each([
    ['read-only', 403, 403],
    ['trade-only', 403, 403],
    ['full', 200, 400],
  ] as const)('%s: POST /agent/sign → %i, POST /agent/submit → %i (400: allowed, the body is checked next)', async (scope, sign, submit) => {
    const signed = await rt.call('/agent/sign', { apiKey: keysByScope[scope], body: { type: 'personal_sign', message: 'hello' } });
    expect(signed.status).toBe(sign);
    const submitted = await rt.call('/agent/submit', { apiKey: keysByScope[scope], body: {} });
    expect(submitted.status).toBe(submit);
    if (sign === 403) expect(signed.body).toMatchObject({ code: 'SCOPE_INSUFFICIENT', message: expect.stringContaining(scope) });
  });

  it("a read-only key's swap prompt fails with SCOPE_INSUFFICIENT before anything is signed", async () => {
    const [usdcBefore, nonceBefore] = await Promise.all([usdcOf(owner.evm), nonceOf(owner.evm)]);
    const signsBefore = rt.kmsOperationCounts().Sign ?? 0;
    const job = await runPrompt(keysByScope['read-only'], 'swap 5 usdc for eth on base');
    expect(job).toMatchObject({
      status: 'failed',
      errorCode: 'SCOPE_INSUFFICIENT',
      error:
        'This API key is read-only: it can read balances, prices and the portfolio, but not move funds (trades, transfers, orders, launches or fee claims). Nothing was signed.',
    });
    expect(rt.kmsOperationCounts().Sign ?? 0).toBe(signsBefore);
    expect(await usdcOf(owner.evm)).toBe(usdcBefore);
    expect(await nonceOf(owner.evm)).toBe(nonceBefore);
  });

  // Every example of every kind whose descriptor moves funds (lib/capabilities/index.ts): a new money-moving kind is tried here without a line of this test.
  const movingPrompts = capabilities.flatMap((c) =>
    c.kinds.filter((k) => k.movesFunds).flatMap((k) => k.examples.map((example) => [k.schema.shape.kind.value, example] as const)),
  );

  it('tries a prompt of every money-moving kind', () => {
    expect(new Set(movingPrompts.map(([kind]) => kind))).toEqual(new Set(moneyMovingKinds));
  });

  it.each(movingPrompts)('a read-only key\'s %s prompt "%s" fails with SCOPE_INSUFFICIENT, nothing signed or stored', async (_kind, prompt) => {
    const [usdcBefore, nonceBefore] = await Promise.all([usdcOf(owner.evm), nonceOf(owner.evm)]);
    const signsBefore = rt.kmsOperationCounts().Sign ?? 0;
    const automationsBefore = (await rt.deps.automations.listByAccount(owner.accountId)).length;
    const job = await runPrompt(keysByScope['read-only'], prompt);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'SCOPE_INSUFFICIENT' });
    expect(rt.kmsOperationCounts().Sign ?? 0).toBe(signsBefore);
    expect(await usdcOf(owner.evm)).toBe(usdcBefore);
    expect(await nonceOf(owner.evm)).toBe(nonceBefore);
    expect((await rt.deps.automations.listByAccount(owner.accountId)).length).toBe(automationsBefore);
  });

  it("a read-only key's transfer that would first ask for the chain fails at once instead of asking", async () => {
    const job = await runPrompt(keysByScope['read-only'], `send 1 usdc to ${recipient}`);
    expect(job).toMatchObject({ status: 'failed', errorCode: 'SCOPE_INSUFFICIENT' });
  });

  it.each(['trade-only', 'full'] as const)('%s transfers', async (scope) => {
    const before = await usdcOf(recipient);
    const job = await runPrompt(keysByScope[scope], `send 1 usdc to ${recipient} on base`);
    expect(job.status, job.error).toBe('completed');
    expect((await usdcOf(recipient)) - before).toBe(1_000_000n);
  });

  it.each([
    ['no Agent API access', { agentAccess: false }, 403, 'AGENT_ACCESS_DISABLED'],
    ['outside the IP allowlist', { ipAllowlist: ['10.1.2.0/24'] }, 403, 'IP_NOT_ALLOWED'],
    ['expired', { expiresAt: new Date(Date.now() - 1000).toISOString() }, 401, 'API_KEY_EXPIRED'],
    ['revoked', { status: 'revoked' as const }, 401, 'INVALID_API_KEY'],
  ])('a key with %s gets %i on every /agent endpoint', async (_name, overrides, status, code) => {
    const { apiKey } = await rt.addKey(owner.accountId, overrides);
    const calls: [string, { method?: string; body?: unknown }][] = [
      ['/agent/user', {}],
      [`/agent/job/${completedJobId}`, {}],
      [`/agent/job/${completedJobId}`, { method: 'DELETE' }],
      ['/agent/prompt', { body: { prompt: 'what is my ETH balance on base' } }],
      ['/agent/sign', { body: { type: 'personal_sign', message: 'x' } }],
      ['/agent/submit', { body: {} }],
    ];
    for (const [path, init] of calls) {
      const res = await rt.call(path, { apiKey, ...init });
      expect([path, res.status, res.body.code]).toEqual([path, status, code]);
    }
    if (code === 'IP_NOT_ALLOWED') expect((await rt.call('/agent/user', { apiKey })).body.message).toMatch(/^IP address not allowed/);
  });

  it('the account endpoints take no API key', async () => {
    const res = await rt.call('/account/keys', { apiKey: owner.apiKey });
    expect(res.status).toBe(401);
  });
});

describe('per-key request rate', () => {
  it('answers 429 RATE_LIMITED with Retry-After after requestsPerMinute requests, on any endpoint, per key', async () => {
    const { apiKey } = await rt.addKey(owner.accountId, { requestsPerMinute: 5 });
    await awayFromMinuteEnd();
    for (let i = 0; i < 5; i += 1) expect((await raw(i % 2 ? '/agent/user' : `/agent/job/${completedJobId}`, apiKey)).status).toBe(200);
    const limited = await raw('/agent/user', apiKey);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(limited.body.message).toMatch(/^Too many requests for this API key: 5 per minute\. Retry after \d+ s\.$/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.message).toContain(`Retry after ${retryAfter} s.`);
    // A refused request is refused before the handler: no prompt is accepted either.
    expect((await raw('/agent/prompt', apiKey, { body: { prompt: 'eth price' } })).status).toBe(429);
    // Another key of the same account has its own count.
    expect((await raw('/agent/user', owner.apiKey)).status).toBe(200);
  });
});

describe('daily prompt quota', () => {
  it('refuses the 4th prompt of a key with a quota of 3: 429 QUOTA_EXCEEDED, Retry-After until 00:00 UTC', async () => {
    const { apiKey } = await rt.addKey(owner.accountId, { dailyPromptQuota: 3 });
    for (let i = 0; i < 3; i += 1) expect((await raw('/agent/prompt', apiKey, { body: { prompt: 'eth price' } })).status).toBe(202);
    const refused = await raw('/agent/prompt', apiKey, { body: { prompt: 'eth price' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: 'Daily prompt quota reached (3 prompts per UTC day for this key); it resets at 00:00 UTC.',
    });
    const untilMidnight = 86_400 - (Math.floor(Date.now() / 1000) % 86_400);
    expect(Math.abs(Number(refused.headers.get('retry-after')) - untilMidnight)).toBeLessThanOrEqual(2);
    // Reads are not prompts: the key still reads.
    expect((await raw('/agent/user', apiKey)).status).toBe(200);
  });

  it('does not count a prompt replayed with its Idempotency-Key', async () => {
    const { apiKey } = await rt.addKey(owner.accountId, { dailyPromptQuota: 2 });
    const headers = { 'idempotency-key': `quota-${Date.now()}` };
    const first = await raw('/agent/prompt', apiKey, { body: { prompt: 'eth price' }, headers });
    expect(first.status).toBe(202);
    const replayed = await raw('/agent/prompt', apiKey, { body: { prompt: 'eth price' }, headers });
    expect(replayed.status).toBe(202);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.jobId).toBe(first.body.jobId);
    expect((await raw('/agent/prompt', apiKey, { body: { prompt: 'eth price' } })).status).toBe(202);
    expect((await raw('/agent/prompt', apiKey, { body: { prompt: 'eth price' } })).body.code).toBe('QUOTA_EXCEEDED');
  });

  it('accepts exactly 10 of a parallel burst of 20 prompts against a quota of 10', async () => {
    const { apiKey } = await rt.addKey(owner.accountId, { dailyPromptQuota: 10 });
    const results = await Promise.all(Array.from({ length: 20 }, () => raw('/agent/prompt', apiKey, { body: { prompt: 'sol price' } })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429).every((r) => r.body.code === 'QUOTA_EXCEEDED')).toBe(true);
    // Exactly the accepted ones became jobs.
    const jobIds = new Set(results.filter((r) => r.status === 202).map((r) => r.body.jobId));
    expect(jobIds.size).toBe(10);
  });
});

describe('a job whose key was revoked before it started', () => {
  it('fails at start with KEY_REVOKED, nothing signed', async () => {
    const { keyId } = await rt.addKey(owner.accountId, { scope: 'full' });
    // Stored but not yet queued: the key is revoked while the job waits.
    const job = await submitPrompt(
      { ...rt.deps, queue: { enqueue: async () => undefined } },
      { accountId: owner.accountId, key: { keyId, scope: 'full' }, prompt: `send 1 usdc to ${recipient} on base` },
    );
    expect(job).toMatchObject({ keyId, keyScope: 'full' });
    await rt.deps.accounts.revokeKey(owner.accountId, keyId, new Date().toISOString());
    const [usdcBefore, nonceBefore] = await Promise.all([usdcOf(recipient), nonceOf(owner.evm)]);
    const signsBefore = rt.kmsOperationCounts().Sign ?? 0;
    await rt.deps.queue.enqueue({ accountId: owner.accountId, jobId: job.jobId });
    const done = await rt.waitForJob(job.jobId, owner.apiKey, 30_000);
    expect(done).toMatchObject({ status: 'failed', errorCode: 'KEY_REVOKED' });
    expect(done.error).toMatch(/revoked before the job started; nothing was signed/);
    expect(rt.kmsOperationCounts().Sign ?? 0).toBe(signsBefore);
    expect(await usdcOf(recipient)).toBe(usdcBefore);
    expect(await nonceOf(owner.evm)).toBe(nonceBefore);
  });

  it('fails at start with KEY_EXPIRED when the key expired meanwhile', async () => {
    const { keyId } = await rt.addKey(owner.accountId, { expiresAt: new Date(Date.now() + 1500).toISOString() });
    const job = await submitPrompt(
      { ...rt.deps, queue: { enqueue: async () => undefined } },
      { accountId: owner.accountId, key: { keyId, scope: 'full' }, prompt: 'what is my ETH balance on base' },
    );
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await rt.deps.queue.enqueue({ accountId: owner.accountId, jobId: job.jobId });
    const done = await rt.waitForJob(job.jobId, owner.apiKey, 30_000);
    expect(done).toMatchObject({ status: 'failed', errorCode: 'KEY_EXPIRED' });
  });
});
