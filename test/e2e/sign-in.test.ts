import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenHash } from '../../lib/sign-in/session.ts';
import { requestSignInCode, signInCodeAccepted, signInCodeLimits } from '../../lib/sign-in/request-sign-in-code.ts';
import { SIGN_IN_CODE_MAX_TRIES } from '../../lib/sign-in/sign-in-code.ts';
import { verifySignInCode } from '../../lib/sign-in/verify-sign-in-code.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await rt?.stop();
});

let counter = 0;
/** A fresh address per test, so codes, accounts and per-address limits never mix. */
const newEmail = (label: string): string => {
  counter += 1;
  return `${label}.${counter}.${process.pid}@Example.com`;
};
let ipCounter = 0;
/**
 * A fresh source IP per test: the whole 127/8 block is loopback on Linux, so
 * binding the client socket to 127.0.x.y is a real, different source address
 * for the server's per-IP limit.
 */
const newIp = (): string => {
  ipCounter += 1;
  return `127.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 2}`;
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** POSTs JSON to the runtime from the given source IP. */
function post(path: string, body: unknown, fromIp: string): Promise<Answer> {
  const url = new URL(path, rt.url);
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: fromIp, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const askCode = (email: string, ip: string) => post('/auth/email/code', { email }, ip);
const verify = (email: string, code: string, ip: string) => post('/auth/email/verify', { email, code }, ip);

/** The messages in the outbox for an address, oldest first (file names sort by sending order). */
function outboxFor(email: string): string[] {
  const suffix = `-${email.toLowerCase()}.txt`;
  return readdirSync(rt.outboxDir)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => readFileSync(join(rt.outboxDir, name), 'utf8'));
}

/** The code of the latest email to an address. */
function latestCode(email: string): string {
  const messages = outboxFor(email);
  const code = /sign-in code is (\d{6})/.exec(messages.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code in the outbox for ${email}`);
  return code;
}

const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Requests a code and returns it, read from the outbox as a person would. */
async function codeFor(email: string, ip = newIp()): Promise<string> {
  const answer = await askCode(email, ip);
  expect(answer.status).toBe(202);
  return latestCode(email);
}

describe('email sign-in', () => {
  it('emails a code to the local outbox, and verifying it creates the account with its wallets and no API key', async () => {
    const email = newEmail('first');
    const ip = newIp();
    const asked = await askCode(email, ip);
    expect(asked).toMatchObject({ status: 202, body: signInCodeAccepted });
    const [message] = outboxFor(email);
    expect(message).toMatch(new RegExp(`^To: ${email.toLowerCase()}\nSubject: Your Purser sign-in code: \\d{6}\n`));

    const verified = await verify(email, latestCode(email), ip);
    expect(verified.status).toBe(200);
    const { sessionToken, expiresAt, account } = verified.body;
    expect(verified.body.success).toBe(true);
    expect(sessionToken).toMatch(/^pss_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(account).toEqual({ id: expect.any(String), email: email.toLowerCase(), createdAt: expect.any(String), new: true });
    expect(JSON.stringify(verified.body)).not.toMatch(/purser_/);

    const stored = await rt.deps.accounts.get(account.id);
    expect(stored?.wallets.evm.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(stored?.wallets.solana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await rt.deps.accounts.listKeys(account.id)).toEqual([]);
    // Funded in the sandbox like accounts made by the CLI (10 native on each chain).
    const balance = await fetch(rt.rpcUrls['8453']![0]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [stored!.wallets.evm.address, 'latest'] }),
    }).then(async (res) => BigInt(((await res.json()) as { result: string }).result));
    expect(balance).toBeGreaterThan(0n);
    expect(await rt.deps.sessions.get(sessionTokenHash(sessionToken))).toMatchObject({ accountId: account.id, email: email.toLowerCase(), expiresAt });
  });

  it('gives a session token that opens the account endpoints (a new account has no keys)', async () => {
    const email = newEmail('session');
    const { body } = await verify(email, await codeFor(email), newIp());
    const keys = await rt.call('/account/keys', { headers: { authorization: `Bearer ${body.sessionToken}` } });
    expect(keys).toEqual({ status: 200, body: { success: true, keys: [] } });
  });

  it('signs the same account in again, as not new', async () => {
    const email = newEmail('again');
    const first = await verify(email, await codeFor(email), newIp());
    const second = await verify(email, await codeFor(email), newIp());
    expect(second.status).toBe(200);
    expect(second.body.account).toEqual({ ...first.body.account, new: false });
    expect(second.body.sessionToken).not.toBe(first.body.sessionToken);
  });

  it('answers a code request the same whether or not the address has an account', async () => {
    const known = newEmail('known');
    await verify(known, await codeFor(known), newIp());
    const unknown = newEmail('unknown');
    const ip = newIp();
    const [forKnown, forUnknown] = [await askCode(known, ip), await askCode(unknown, ip)];
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect(forUnknown).toMatchObject({ status: 202, body: { success: true, message: 'If the address can receive email, a code is on its way.' } });
  });

  it(`refuses the code after ${SIGN_IN_CODE_MAX_TRIES} wrong tries, even when right, until a new code is requested`, async () => {
    const email = newEmail('tries');
    const ip = newIp();
    const code = await codeFor(email, ip);
    const answers: Answer[] = [];
    for (let i = 0; i < SIGN_IN_CODE_MAX_TRIES; i += 1) answers.push(await verify(email, wrong(code), ip));
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(SIGN_IN_CODE_MAX_TRIES).fill([401, 'INVALID_CODE']));
    expect(answers[0]!.body.message).toContain('4 tries left');
    expect(answers.at(-1)!.body.message).toContain('last try: request a new code');

    const locked = await verify(email, code, ip);
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({ code: 'TOO_MANY_TRIES', message: expect.stringContaining('request a new code') });

    const fresh = await verify(email, await codeFor(email, ip), ip);
    expect(fresh.status).toBe(200);
  });

  it('counts parallel wrong guesses atomically: never more than the allowed tries', async () => {
    const email = newEmail('parallel');
    const ip = newIp();
    const code = await codeFor(email, ip);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(email, wrong(code), ip)));
    expect(answers.filter((a) => a.body.code === 'INVALID_CODE')).toHaveLength(SIGN_IN_CODE_MAX_TRIES);
    expect(answers.every((a) => a.status === 401)).toBe(true);
    expect((await rt.deps.signInCodes.get(email.toLowerCase()))?.tries).toBe(SIGN_IN_CODE_MAX_TRIES);
    expect((await verify(email, code, ip)).body.code).toBe('TOO_MANY_TRIES');
  });

  it('accepts a code once, even when two requests race with it', async () => {
    const email = newEmail('once');
    const ip = newIp();
    const code = await codeFor(email, ip);
    const answers = await Promise.all([verify(email, code, ip), verify(email, code, ip)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(answers.find((a) => a.status === 401)?.body.code).toBe('INVALID_CODE');
    expect((await verify(email, code, ip)).body.code).toBe('INVALID_CODE');
  });

  it('replaces the previous code with a new one', async () => {
    const email = newEmail('replace');
    const ip = newIp();
    const old = await codeFor(email, ip);
    const current = await codeFor(email, ip);
    if (old !== current) expect((await verify(email, old, ip)).body.code).toBe('INVALID_CODE');
    expect((await verify(email, current, ip)).status).toBe(200);
  });

  it(`limits code requests per address (${signInCodeLimits.perAddress.limit} an hour): 429 with Retry-After`, async () => {
    const email = newEmail('limit-address');
    for (let i = 0; i < signInCodeLimits.perAddress.limit; i += 1) expect((await askCode(email, newIp())).status).toBe(202);
    const refused = await askCode(email, newIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'SIGN_IN_RATE_LIMITED', message: expect.stringContaining('for this address') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(outboxFor(email)).toHaveLength(signInCodeLimits.perAddress.limit);
  });

  it(`limits code requests per source IP (${signInCodeLimits.perSourceIp.limit} an hour), whatever the addresses`, async () => {
    const ip = newIp();
    for (let i = 0; i < signInCodeLimits.perSourceIp.limit; i += 1) expect((await askCode(newEmail('sweep'), ip)).status).toBe(202);
    const refused = await askCode(newEmail('sweep'), ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'SIGN_IN_RATE_LIMITED', message: expect.stringContaining('from this network') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askCode(newEmail('sweep'), newIp())).status).toBe(202);
  });

  it.each([
    ['/auth/email/code', {}, 'email'],
    ['/auth/email/code', { email: 'not-an-address' }, 'email'],
    ['/auth/email/verify', { email: 'a@example.com' }, 'code'],
    ['/auth/email/verify', { email: 'a@example.com', code: '12345' }, 'code'],
    ['/auth/email/verify', { email: 'a@example.com', code: '12345a' }, 'code'],
  ])('answers 400 to bad input on %s (%j)', async (path, body, field) => {
    const answer = await post(path, body, newIp());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_REQUEST', details: { field } });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const answer = await post('/auth/email/code', '{"email":', newIp());
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_JSON' } });
  });

  it('answers INVALID_CODE for an address that never asked for a code', async () => {
    const answer = await verify(newEmail('never'), '123456', newIp());
    expect(answer).toMatchObject({ status: 401, body: { code: 'INVALID_CODE' } });
  });
});

describe('code expiry (the use case with a clock moved forward)', () => {
  const later = (minutes: number) => ({ now: () => new Date(Date.now() + minutes * 60_000) });

  it('refuses a code after 10 minutes with CODE_EXPIRED', async () => {
    const email = newEmail('expired');
    const code = await codeFor(email);
    await expect(verifySignInCode({ ...rt.deps, clock: later(10.5) }, { email, code })).rejects.toMatchObject({
      status: 401,
      code: 'CODE_EXPIRED',
      message: expect.stringContaining('request a new code'),
    });
  });

  it('accepts it just before', async () => {
    const email = newEmail('in-time');
    await requestSignInCode(rt.deps, { email, sourceIp: newIp() });
    const result = await verifySignInCode({ ...rt.deps, clock: later(9.5) }, { email, code: latestCode(email) });
    expect(result.account.new).toBe(true);
  });
});
