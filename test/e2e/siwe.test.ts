import { request } from 'node:http';
import { siweLimits } from '../../lib/siwe/siwe-limits.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let host: string;
beforeAll(async () => {
  rt = await startTestRuntime();
  host = new URL(rt.url).host;
});
afterAll(async () => {
  await rt?.stop();
});

/** The message `bankr login siwe` builds (login.js, siweLoginFlow), with its parts overridable. */
const messageFor = (signer: PrivateKeyAccount, nonce: string, overrides: { domain?: string; uri?: string; issuedAt?: Date } = {}): string =>
  [
    `${overrides.domain ?? host} wants you to sign in with your Ethereum account:`,
    signer.address,
    '',
    'Sign in to Bankr',
    '',
    `URI: ${overrides.uri ?? `${rt.url}/cli/siwe/verify`}`,
    'Version: 1',
    'Chain ID: 1',
    `Nonce: ${nonce}`,
    `Issued At: ${(overrides.issuedAt ?? new Date()).toISOString()}`,
  ].join('\n');

const newNonce = async (): Promise<string> => {
  const res = await rt.call('/cli/siwe/nonce');
  expect(res.status).toBe(200);
  return res.body.nonce as string;
};

/** A signed message with a fresh nonce, as the client sends it. */
async function signedBody(signer: PrivateKeyAccount, extra: { readOnly?: boolean; keyName?: string } = {}, overrides = {}) {
  const message = messageFor(signer, await newNonce(), overrides);
  return { message, signature: await signer.signMessage({ message }), keyName: extra.keyName ?? 'SIWE-test', readOnly: extra.readOnly ?? false };
}

const verify = (body: unknown) => rt.call('/cli/siwe/verify', { method: 'POST', body });

describe('Sign-In with Ethereum', { timeout: 60_000 }, () => {
  it('issues nonces of 24 letters and digits, each different', async () => {
    const [a, b] = [await newNonce(), await newNonce()];
    expect(a).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(a).not.toBe(b);
  });

  it('creates the account on the first sign-in and returns a working key showing its custodial wallet', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const res = await verify(await signedBody(signer));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, new: true, readOnly: false, signInAddress: signer.address });
    expect(res.body.walletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(res.body.walletAddress).not.toBe(signer.address);
    expect(res.body.solAddress).toEqual(expect.any(String));
    const me = await rt.call('/agent/me', { apiKey: res.body.apiKey });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: res.body.accountId, email: '', signInAddress: signer.address, wallets: { base: res.body.walletAddress } });
    // Funded by the sandbox faucet, as every new account is locally.
    const base = evmChainByName('base')!;
    const client = createPublicClient({ chain: base.viemChain, transport: http(inject('rpcUrls')[String(base.chainId)] as string) });
    expect(await client.getBalance({ address: res.body.walletAddress })).toBeGreaterThan(0n);
  });

  it('signs the same address in to the same account and wallet again, with a new key', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const first = await verify(await signedBody(signer));
    const second = await verify(await signedBody(signer));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({ new: false, accountId: first.body.accountId, walletAddress: first.body.walletAddress });
    expect(second.body.apiKey).not.toBe(first.body.apiKey);
    expect(second.body.keyId).not.toBe(first.body.keyId);
    expect((await rt.call('/agent/me', { apiKey: first.body.apiKey })).status).toBe(200);
    expect((await rt.call('/agent/me', { apiKey: second.body.apiKey })).status).toBe(200);
  });

  it('gives one account to an address signing in twice at once (the account is created once)', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const bodies = [await signedBody(signer), await signedBody(signer)];
    const [a, b] = (await Promise.all(bodies.map(verify))) as [Awaited<ReturnType<typeof verify>>, Awaited<ReturnType<typeof verify>>];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.accountId).toBe(b.body.accountId);
    expect(a.body.walletAddress).toBe(b.body.walletAddress);
    expect([a.body.new, b.body.new].sort()).toEqual([false, true]);
  });

  it('refuses a replayed message: its nonce was used', async () => {
    const body = await signedBody(privateKeyToAccount(generatePrivateKey()));
    expect((await verify(body)).status).toBe(200);
    const again = await verify(body);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 'SIWE_NONCE_INVALID' });
    expect(again.body.message).toContain('GET /cli/siwe/nonce');
  });

  it('refuses a nonce it never issued', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const message = messageFor(signer, 'NotIssuedByUs1234567890x');
    const res = await verify({ message, signature: await signer.signMessage({ message }) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'SIWE_NONCE_INVALID' });
  });

  it('refuses a message for another domain, and a URI off the domain', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const other = await verify(await signedBody(signer, {}, { domain: 'api.bankr.bot', uri: 'https://api.bankr.bot/cli/siwe/verify' }));
    expect(other.status).toBe(401);
    expect(other.body).toMatchObject({ code: 'SIWE_DOMAIN_MISMATCH' });
    expect(other.body.message).toContain('api.bankr.bot');
    const uri = await verify(await signedBody(signer, {}, { uri: 'https://evil.example/cli/siwe/verify' }));
    expect(uri.status).toBe(401);
    expect(uri.body).toMatchObject({ code: 'SIWE_DOMAIN_MISMATCH' });
  });

  it("never takes the client's Host header as the API's domain: a message for a phishing page's domain, sent with that Host, is refused", async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const body = JSON.stringify(await signedBody(signer, {}, { domain: 'evil.example', uri: 'https://evil.example/cli/siwe/verify' }));
    const { port } = new URL(rt.url);
    const answer = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/cli/siwe/verify', method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect([answer.status, answer.body.code]).toEqual([401, 'SIWE_DOMAIN_MISMATCH']);
  });

  it('gives a session with the key, so the account can list and revoke its keys (it has no email to sign in with)', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const first = await verify(await signedBody(signer));
    const second = await verify(await signedBody(signer));
    const bearer = { authorization: `Bearer ${second.body.sessionToken}` };
    const keys = await rt.call('/account/keys', { headers: bearer });
    expect(keys.status, JSON.stringify(keys.body)).toBe(200);
    expect(keys.body.keys.map((k: { keyId: string }) => k.keyId).sort()).toEqual([first.body.keyId, second.body.keyId].sort());
    const revoked = await rt.call(`/account/keys/${first.body.keyId}`, { method: 'DELETE', headers: bearer });
    expect(revoked.status).toBe(200);
    expect((await rt.call('/agent/me', { apiKey: first.body.apiKey })).status).toBe(401);
    expect((await rt.call('/agent/me', { apiKey: second.body.apiKey })).status).toBe(200);
  });

  it('refuses a signature by another key, and consumes the nonce anyway', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const body = await signedBody(signer);
    const forged = { ...body, signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: body.message }) };
    const res = await verify(forged);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'SIWE_BAD_SIGNATURE' });
    const genuine = await verify(body);
    expect(genuine.status).toBe(401);
    expect(genuine.body).toMatchObject({ code: 'SIWE_NONCE_INVALID' });
  });

  it('gives a read-only key when asked: it reads, but cannot sign', async () => {
    const res = await verify(await signedBody(privateKeyToAccount(generatePrivateKey()), { readOnly: true }));
    expect(res.status).toBe(200);
    expect(res.body.readOnly).toBe(true);
    expect((await rt.call('/agent/me', { apiKey: res.body.apiKey })).status).toBe(200);
    const sign = await rt.call('/agent/sign', { apiKey: res.body.apiKey, body: { signatureType: 'personal_sign', message: 'hello' } });
    expect(sign.status).toBe(403);
    expect(sign.body).toMatchObject({ code: 'SCOPE_INSUFFICIENT' });
  });

  it.each([
    ['no body', undefined],
    ['no signature', { message: 'x' }],
    ['a message that is not a string', { message: 42, signature: `0x${'11'.repeat(65)}` }],
    ['a signature that is not hex', { message: 'x', signature: 'nope' }],
    ['a message over 4 kB', { message: 'x'.repeat(5000), signature: `0x${'11'.repeat(65)}` }],
    ['readOnly that is not a boolean', { message: 'x', signature: `0x${'11'.repeat(65)}`, readOnly: 'yes' }],
  ])('answers 400 to a malformed body: %s', async (_label, body) => {
    const res = await rt.call('/cli/siwe/verify', { method: 'POST', body: body ?? '' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('of two parallel verifies of one signed message, exactly one succeeds', async () => {
    const body = await signedBody(privateKeyToAccount(generatePrivateKey()));
    const answers = await Promise.all([verify(body), verify(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('the operator CLI shows such an account by its sign-in address (it has no email)', { timeout: 120_000 }, async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const res = await verify(await signedBody(signer));
    expect(res.status).toBe(200);
    const run = promisify(execFile);
    const env = { ...process.env, PURSER_DATA_DIR: rt.dataDir };
    const shown = JSON.parse((await run('node', ['--import', 'tsx', 'scripts/cli.ts', 'accounts', 'show', '--account', res.body.accountId], { env })).stdout);
    expect(shown).toMatchObject({ userId: res.body.accountId, signInAddress: signer.address, wallets: { base: res.body.walletAddress } });
    expect(shown).not.toHaveProperty('email');
    expect(shown.keys).toHaveLength(1);
  });

  it('the account store claims a sign-in address once: a second account for it is refused', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const res = await verify(await signedBody(signer));
    const stored = await rt.deps.accounts.getBySignInAddress(signer.address);
    expect(stored?.accountId).toBe(res.body.accountId);
    // Looked up in any letter case: the unique item is keyed by the lower-case address.
    expect((await rt.deps.accounts.getBySignInAddress(signer.address.toLowerCase() as `0x${string}`))?.accountId).toBe(res.body.accountId);
    await expect(rt.deps.accounts.create({ ...stored!, accountId: 'user_second' })).rejects.toMatchObject({ code: 'ACCOUNT_EXISTS' });
    expect(await rt.deps.accounts.get('user_second')).toBeUndefined();
  });

  // Last: it uses up this runtime's nonces for the test machine's address.
  it("limits nonces per source IP: past the hour's allowance, 429 SIGN_IN_RATE_LIMITED with Retry-After", async () => {
    let refused: { status: number; body: any } | undefined;
    for (let i = 0; i <= siweLimits.noncesPerSourceIp.limit && !refused; i++) {
      const res = await rt.call('/cli/siwe/nonce');
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ code: 'SIGN_IN_RATE_LIMITED', details: { limit: siweLimits.noncesPerSourceIp.limit } });
  });
});
