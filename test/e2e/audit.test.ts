import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Keypair } from '@solana/web3.js';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMemoryAuditLog } from '../../lib/audit/audit-log.ts';
import { newSessionToken } from '../../lib/sign-in/session.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

const runCli = promisify(execFile);
let rt: TestRuntime;
type Acct = Awaited<ReturnType<TestRuntime['newAccount']>>;

const burn = '0x000000000000000000000000000000000000dEaD';
const typedData = {
  domain: { name: 'Purser Audit', version: '1', chainId: 8453, verifyingContract: burn },
  types: {
    Order: [
      { name: 'maker', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Order',
  message: { maker: burn, amount: '918273645' },
};

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => rt?.stop());

/** A signed-in session for the account, made directly in the session store (sign-in itself is tested elsewhere). */
const sessionFor = (accountId: string): Promise<string> => rt.signIn(accountId);

const audit = (token: string | undefined, query = '') =>
  rt.call(`/account/audit${query}`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

async function entriesOf(accountId: string): Promise<any[]> {
  const res = await audit(await sessionFor(accountId), '?limit=200');
  expect(res.status).toBe(200);
  return res.body.entries;
}

async function keyIdOf(acct: Acct): Promise<string> {
  const [key] = await rt.deps.accounts.listKeys(acct.accountId);
  return key!.keyId;
}

async function prompt(apiKey: string, text: string) {
  const res = await rt.call('/agent/prompt', { apiKey, body: { prompt: text } });
  expect(res.status).toBe(202);
  return rt.waitForJob(res.body.jobId, apiKey, 30_000);
}

describe('POST /agent/sign is audited', () => {
  it.each([
    ['personal_sign', { type: 'personal_sign', message: 'a secret-looking message 7f3a' }, 'sign.personal_sign', { messageLength: 29 }],
    ['eth_signTypedData_v4', { type: 'eth_signTypedData_v4', typedData }, 'sign.typed_data', { primaryType: 'Order' }],
  ])('%s writes one entry with the key id and no message or signature', async (_name, body, action, details) => {
    const acct = await rt.newAccount();
    const res = await rt.call('/agent/sign', { apiKey: acct.apiKey, body });
    expect(res.status).toBe(200);
    const entries = await entriesOf(acct.accountId);
    expect(entries).toEqual([
      { entryId: expect.stringMatching(/^aud_/), accountId: acct.accountId, keyId: await keyIdOf(acct), action, at: expect.any(String), details },
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(res.body.signature);
    expect(text).not.toContain('secret-looking');
    expect(text).not.toContain('918273645');
  });

  it('eth_signTransaction writes one entry with the hash and chain, not the signed bytes', async () => {
    const acct = await rt.newAccount();
    const res = await rt.call('/agent/sign', {
      apiKey: acct.apiKey,
      body: { type: 'eth_signTransaction', transaction: { to: burn, value: '0x1', chainId: 8453 } },
    });
    expect(res.status).toBe(200);
    const entries = await entriesOf(acct.accountId);
    expect(entries).toEqual([
      {
        entryId: expect.stringMatching(/^aud_/),
        accountId: acct.accountId,
        keyId: await keyIdOf(acct),
        action: 'sign.transaction',
        at: expect.any(String),
        chain: 'base',
        chainId: 8453,
        transactionHash: res.body.transactionHash,
        details: { to: burn, nonce: expect.any(Number) },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(res.body.signedTransaction.slice(2, 60));
  });

  it('withholds the signature (503 AUDIT_UNAVAILABLE) when the entry cannot be written', async () => {
    const acct = await rt.newAccount();
    const deps = rt.deps as { audit: unknown };
    const real = deps.audit;
    const failing = inMemoryAuditLog();
    failing.failNext(1);
    deps.audit = failing;
    try {
      const res = await rt.call('/agent/sign', { apiKey: acct.apiKey, body: { type: 'personal_sign', message: 'hello' } });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'AUDIT_UNAVAILABLE' });
      expect(JSON.stringify(res.body)).not.toMatch(/0x[0-9a-f]{130}/);
    } finally {
      deps.audit = real;
    }
  });
});

describe('POST /agent/submit is audited at broadcast', () => {
  it('a confirmed submit writes one entry with the hash', async () => {
    const acct = await rt.newAccount();
    const res = await rt.call('/agent/submit', {
      apiKey: acct.apiKey,
      body: { transaction: { to: burn, value: '0x1', chainId: 8453 }, waitForConfirmation: true },
    });
    expect(res.body.status).toBe('success');
    const entries = await entriesOf(acct.accountId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'submit',
        keyId: await keyIdOf(acct),
        chain: 'base',
        chainId: 8453,
        transactionHash: res.body.transactionHash,
        stepId: expect.stringMatching(/^submit#/),
      }),
    ]);
  });

  it('a submit answered "pending" is recorded too', async () => {
    const acct = await rt.newAccount();
    const res = await rt.call('/agent/submit', { apiKey: acct.apiKey, body: { transaction: { to: burn, value: '0x1', chainId: 8453 } } });
    expect(res.body.status).toBe('pending');
    const entries = await entriesOf(acct.accountId);
    expect(entries.map((e) => [e.action, e.transactionHash])).toEqual([['submit', res.body.transactionHash]]);
  });
});

describe('fund-moving jobs are audited, one entry per broadcast transaction', () => {
  it('a transfer prompt writes one entry with the job id and hash', async () => {
    const acct = await rt.newAccount();
    // A fresh wallet: the burn address itself is refused as a recipient that loses the money.
    const job = await prompt(acct.apiKey, `send 0.01 ETH to ${privateKeyToAddress(generatePrivateKey())} on base`);
    expect(job.status, job.error).toBe('completed');
    const stored = await rt.deps.jobs.get(acct.accountId, job.jobId);
    const entries = await entriesOf(acct.accountId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'job.transaction',
        jobId: job.jobId,
        stepId: `${job.jobId}#0`,
        chain: 'base',
        chainId: 8453,
        transactionHash: job.metadata.transactionHash,
        details: expect.objectContaining({ to: expect.any(String), nonce: expect.any(Number) }),
      }),
    ]);
    // The job carries the key that submitted it; the entry names that key.
    expect(stored?.keyId).toBe(await keyIdOf(acct));
    expect(entries[0].keyId).toBe(stored?.keyId);
  });

  it('a swap that needs an approval writes two entries, the swap last and newest', async () => {
    const acct = await rt.newAccount();
    const job = await prompt(acct.apiKey, 'buy $20 of degen with usdc on base');
    expect(job.status, job.error).toBe('completed');
    const entries = await entriesOf(acct.accountId);
    expect(entries.map((e) => [e.action, e.jobId, e.stepId])).toEqual([
      ['job.transaction', job.jobId, `${job.jobId}#1`],
      ['job.transaction', job.jobId, `${job.jobId}#0`],
    ]);
    expect(entries[0].transactionHash).toBe(job.metadata.transactionHash);
    expect(entries[1].transactionHash).not.toBe(entries[0].transactionHash);
  });

  it('a Solana transfer writes one entry with its signature', async () => {
    const acct = await rt.newAccount();
    const job = await prompt(acct.apiKey, `send 0.5 SOL to ${Keypair.generate().publicKey.toBase58()} on solana`);
    expect(job.status, job.error).toBe('completed');
    const entries = await entriesOf(acct.accountId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'job.transaction',
        chain: 'solana',
        jobId: job.jobId,
        stepId: `${job.jobId}#sol0`,
        transactionHash: job.metadata.transactionHash,
      }),
    ]);
  });

  it('reads record nothing', async () => {
    const acct = await rt.newAccount();
    const job = await prompt(acct.apiKey, 'what is my ETH balance on base');
    expect(job.status).toBe('completed');
    expect(await entriesOf(acct.accountId)).toEqual([]);
  });
});

describe('GET /account/audit', () => {
  let owner: Acct;
  let signed: string[];

  beforeAll(async () => {
    owner = await rt.newAccount();
    for (let i = 0; i < 5; i += 1) {
      const res = await rt.call('/agent/sign', { apiKey: owner.apiKey, body: { type: 'personal_sign', message: 'x'.repeat(i + 1) } });
      expect(res.status).toBe(200);
    }
    signed = [5, 4, 3, 2, 1].map(String);
  });

  it('lists newest first, in pages that follow nextCursor to the end', async () => {
    const token = await sessionFor(owner.accountId);
    const lengths: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await audit(token, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.entries.length).toBeLessThanOrEqual(2);
      lengths.push(...res.body.entries.map((e: any) => String(e.details.messageLength)));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(lengths).toEqual(signed);
    expect(pages).toBe(3);
  });

  it('defaults to 50 entries and says there is no next page', async () => {
    const res = await audit(await sessionFor(owner.accountId));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, nextCursor: null });
    expect(res.body.entries).toHaveLength(5);
  });

  it("another account's session never sees them, not even with the owner's cursor", async () => {
    const other = await rt.newAccount();
    const otherToken = await sessionFor(other.accountId);
    expect((await audit(otherToken)).body.entries).toEqual([]);
    const ownerPage = await audit(await sessionFor(owner.accountId), '?limit=1');
    const res = await audit(otherToken, `?cursor=${encodeURIComponent(ownerPage.body.nextCursor)}`);
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([]);
  });

  it.each(['?limit=0', '?limit=201', '?limit=abc', '?limit=1.5'])('refuses %s with 400 naming limit', async (query) => {
    const res = await audit(await sessionFor(owner.accountId), query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, details: { field: 'limit' } });
  });

  it('refuses a cursor it did not issue with 400 INVALID_CURSOR', async () => {
    const res = await audit(await sessionFor(owner.accountId), '?cursor=QUNDT1VOVCN1c2VyXzE');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_CURSOR', details: { field: 'cursor' } });
  });

  it('needs a session: none, an unknown one or an API key → 401', async () => {
    expect((await audit(undefined)).status).toBe(401);
    expect((await audit(newSessionToken().token)).status).toBe(401);
    const withKey = await rt.call('/account/audit', { apiKey: owner.apiKey });
    expect(withKey.status).toBe(401);
  });

  it('the operator CLI lists the same entries', async () => {
    const { stdout } = await runCli('node', ['--import', 'tsx', 'scripts/cli.ts', 'audit', 'list', '--account', owner.accountId, '--limit', '3'], {
      env: { ...process.env, PURSER_DATA_DIR: rt.dataDir },
    });
    const out = JSON.parse(stdout);
    expect(out.entries.map((e: any) => String(e.details.messageLength))).toEqual(signed.slice(0, 3));
    expect(out.nextCursor).toEqual(expect.any(String));
  });
});
