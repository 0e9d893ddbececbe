import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';
import { transition } from '../../lib/jobs/job.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let alice: Awaited<ReturnType<TestRuntime['newAccount']>>;
let bob: Awaited<ReturnType<TestRuntime['newAccount']>>;

beforeAll(async () => {
  rt = await startTestRuntime();
  [alice, bob] = await Promise.all([rt.newAccount(), rt.newAccount()]);
});
afterAll(async () => rt?.stop());

/** A job stored but never queued, so it stays pending for as long as a test needs. */
async function pendingJob(accountId: string) {
  return submitPrompt({ ...rt.deps, queue: { enqueue: async () => undefined } }, { accountId, prompt: 'what is my ETH balance on base' });
}

describe('POST /agent/prompt', () => {
  it.each([
    ['no body', undefined],
    ['no prompt', {}],
    ['empty prompt', { prompt: '' }],
    ['blank prompt', { prompt: '   \n ' }],
    ['non-string prompt', { prompt: 42 }],
    ['prompt over 10,000 characters', { prompt: 'a'.repeat(10_001) }],
    ['malformed threadId', { prompt: 'hi', threadId: 'nope' }],
  ])('%s → 400 naming the field', async (_name, body) => {
    const res = await rt.call('/agent/prompt', { method: 'POST', apiKey: alice.apiKey, ...(body === undefined ? {} : { body }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Bad Request' });
    expect(res.body.message).toMatch(/prompt|threadId/);
  });

  it('invalid JSON → 400', async () => {
    const res = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: '{"prompt": ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON');
  });

  it('accepts exactly 10,000 characters', async () => {
    const res = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: 'b'.repeat(10_000) } });
    expect(res.status).toBe(202);
  });

  it('queues a job and runs the balance capability to completion with status updates', async () => {
    const res = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: 'what is my ETH balance on base' } });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, status: 'pending', jobId: expect.stringMatching(/^job_/), threadId: expect.stringMatching(/^thr_/) });
    const job = await rt.waitForJob(res.body.jobId, alice.apiKey);
    expect(job).toMatchObject({ status: 'completed', prompt: 'what is my ETH balance on base', cancellable: false, threadId: res.body.threadId });
    expect(job.response).toContain('10 ETH');
    expect(job.response).toContain('Base');
    expect(job.richData).toEqual([expect.objectContaining({ type: 'balance', chain: 'base', balanceRaw: '10000000000000000000', address: alice.evm })]);
    expect(job.statusUpdates.map((u: { status: string }) => u.status)).toEqual(['pending', 'processing', 'processing', 'processing', 'completed']);
    expect(job.statusUpdates.some((u: { message: string }) => /base/i.test(u.message))).toBe(true);
    expect(Date.parse(job.createdAt)).toBeLessThanOrEqual(Date.parse(job.startedAt));
    expect(Date.parse(job.startedAt)).toBeLessThanOrEqual(Date.parse(job.completedAt));
    expect(job.processingTime).toBe(Date.parse(job.completedAt) - Date.parse(job.startedAt));
    expect(job).not.toHaveProperty('error');
    expect(job).not.toHaveProperty('accountId');
  });

  it.each([
    ['ethereum', 'ETH', 1],
    ['polygon', 'POL', 137],
    ['unichain', 'ETH', 130],
  ])('reads the real balance on %s', async (chain, symbol, chainId) => {
    await rt.deps.chains.evm(chainId).request({ method: 'anvil_setBalance' as never, params: [alice.evm, '0x1bc16d674ec80000'] as never }); // 2
    const res = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: `what is my ${symbol} balance on ${chain}` } });
    const job = await rt.waitForJob(res.body.jobId, alice.apiKey);
    expect(job.status).toBe('completed');
    expect(job.response).toContain(`2 ${symbol}`);
    expect(job.richData[0]).toMatchObject({ chain, chainId, balanceRaw: '2000000000000000000' });
  });

  it('fails a prompt it cannot handle, saying what it can do', async () => {
    const res = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: 'do a barrel roll' } });
    const job = await rt.waitForJob(res.body.jobId, alice.apiKey);
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('UNRECOGNIZED');
    expect(job.error).toMatch(/balances/);
    expect(job.error).toMatch(/swaps/);
    expect(job).not.toHaveProperty('response');
  });

  it('continues a thread the caller owns, and 404s on anyone else’s', async () => {
    const first = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: 'what is my ETH balance on base' } });
    const second = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: 'what is my ETH balance on base', threadId: first.body.threadId } });
    expect(second.status).toBe(202);
    expect(second.body.threadId).toBe(first.body.threadId);
    const stolen = await rt.call('/agent/prompt', { apiKey: bob.apiKey, body: { prompt: 'hi', threadId: first.body.threadId } });
    expect(stolen.status).toBe(404);
    const unknown = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: 'hi', threadId: 'thr_01ARZ3NDEKTSV4RRFFQ69G5FAV' } });
    expect(unknown.status).toBe(404);
    expect(stolen.body.error).toBe(unknown.body.error);
    const thread = await rt.deps.jobs.listThread(alice.accountId, first.body.threadId);
    expect(thread.map((j) => j.jobId)).toEqual([first.body.jobId, second.body.jobId]);
  });
});

describe('GET /agent/job/{id} and /agent/prompt/{id}', () => {
  it('serves the same job on both paths', async () => {
    const res = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: 'what is my ETH balance on base' } });
    await rt.waitForJob(res.body.jobId, alice.apiKey);
    const a = await rt.call(`/agent/job/${res.body.jobId}`, { apiKey: alice.apiKey });
    const b = await rt.call(`/agent/prompt/${res.body.jobId}`, { apiKey: alice.apiKey });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('gives another account’s job the same 404 as an unknown or malformed id', async () => {
    const res = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt: 'what is my ETH balance on base' } });
    const others = await rt.call(`/agent/job/${res.body.jobId}`, { apiKey: bob.apiKey });
    const unknown = await rt.call('/agent/job/job_01ARZ3NDEKTSV4RRFFQ69G5FAV', { apiKey: bob.apiKey });
    const malformed = await rt.call('/agent/job/whatever', { apiKey: bob.apiKey });
    for (const r of [others, unknown, malformed]) {
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('Not Found');
      expect(r.body.code).toBe('JOB_NOT_FOUND');
    }
    expect((await rt.call(`/agent/job/${res.body.jobId}`, { method: 'DELETE', apiKey: bob.apiKey })).status).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels a pending job (DELETE), idempotently, and the executor never runs it', async () => {
    const job = await pendingJob(alice.accountId);
    const res = await rt.call(`/agent/job/${job.jobId}`, { method: 'DELETE', apiKey: alice.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'cancelled', cancellable: false });
    expect(res.body.cancelledAt).toBeDefined();
    const again = await rt.call(`/agent/job/${job.jobId}/cancel`, { method: 'POST', apiKey: alice.apiKey });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('cancelled');
    expect(again.body.cancelledAt).toBe(res.body.cancelledAt);
    await rt.queue.enqueue({ accountId: alice.accountId, jobId: job.jobId });
    await rt.queue.idle();
    const after = await rt.call(`/agent/job/${job.jobId}`, { apiKey: alice.apiKey });
    expect(after.body.status).toBe('cancelled');
    expect(after.body.statusUpdates.map((u: { status: string }) => u.status)).toEqual(['pending', 'cancelled']);
  });

  it('cancels a processing job with POST /cancel', async () => {
    const job = await pendingJob(alice.accountId);
    await rt.deps.jobs.apply(job, transition(job, { type: 'start', leaseMs: 60_000 }, new Date()));
    const res = await rt.call(`/agent/job/${job.jobId}/cancel`, { method: 'POST', apiKey: alice.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.startedAt).toBeDefined();
  });

  it.each([
    ['completed', 'what is my ETH balance on base'],
    ['failed', 'do a barrel roll'],
  ])('refuses to cancel a %s job with a 409 naming the status', async (status, prompt) => {
    const created = await rt.call('/agent/prompt', { apiKey: alice.apiKey, body: { prompt } });
    await rt.waitForJob(created.body.jobId, alice.apiKey);
    const res = await rt.call(`/agent/job/${created.body.jobId}`, { method: 'DELETE', apiKey: alice.apiKey });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(status);
    expect(res.body.code).toBe('JOB_NOT_CANCELLABLE');
  });
});
