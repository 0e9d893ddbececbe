import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

const run = promisify(execFile);
let rt: TestRuntime;
let owner: Awaited<ReturnType<TestRuntime['newAccount']>>;
const email = `keys.cli.${process.pid}.${Date.now()}@example.com`;

beforeAll(async () => {
  rt = await startTestRuntime();
  owner = await rt.newAccount(email);
});
afterAll(async () => rt?.stop());

/** The operator CLI, as a developer runs it beside `npm start`: straight to DynamoDB Local, no HTTP. */
async function cli(...args: string[]): Promise<{ code: number; json?: any; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'scripts/cli.ts', ...args], { env: { ...process.env, PURSER_DATA_DIR: rt.dataDir } });
    return { code: 0, json: JSON.parse(stdout), stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

// Each command is a fresh Node process with tsx (seconds each on a busy machine).
describe('keys and accounts from the operator CLI', { timeout: 120_000 }, () => {
  it('creates, lists, regenerates and revokes a key, each answer one JSON object', async () => {
    const created = await cli(
      'keys',
      'create',
      '--email',
      email.toUpperCase(),
      '--name',
      'cli key',
      '--scope',
      'read-only',
      '--agent-access',
      '--ip',
      '127.0.0.1',
      '--ip',
      '::1',
      '--daily-prompts',
      '20',
      '--rpm',
      '10',
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.json.apiKey).toMatch(/^purser_[A-Za-z0-9]{44}$/);
    expect(created.json.key).toMatchObject({
      name: 'cli key',
      scope: 'read-only',
      agentAccess: true,
      ipAllowlist: ['127.0.0.1', '::1'],
      dailyPromptQuota: 20,
      requestsPerMinute: 10,
      status: 'active',
    });
    expect((await rt.call('/agent/user', { apiKey: created.json.apiKey })).status).toBe(200);

    const listed = await cli('keys', 'list', '--account', owner.accountId);
    expect(listed.code).toBe(0);
    expect(listed.json.keys.map((k: { keyId: string }) => k.keyId)).toContain(created.json.key.keyId);
    expect(JSON.stringify(listed.json)).not.toContain(created.json.apiKey.slice(7, -4));

    const regenerated = await cli('keys', 'regenerate', '--account', owner.accountId, '--key', created.json.key.keyId);
    expect(regenerated.code).toBe(0);
    expect(regenerated.json.key.keyId).toBe(created.json.key.keyId);
    expect((await rt.call('/agent/user', { apiKey: created.json.apiKey })).body.error).toBe('Invalid API key');
    expect((await rt.call('/agent/user', { apiKey: regenerated.json.apiKey })).status).toBe(200);

    const revoked = await cli('keys', 'revoke', '--account', owner.accountId, '--key', created.json.key.keyId);
    expect(revoked.code).toBe(0);
    expect(revoked.json.key.status).toBe('revoked');
    expect((await rt.call('/agent/user', { apiKey: regenerated.json.apiKey })).body.error).toBe('Invalid API key');
  });

  it('lists and shows accounts and sets membership', async () => {
    const listed = await cli('accounts', 'list');
    expect(listed.code).toBe(0);
    expect(listed.json.accounts).toContainEqual(expect.objectContaining({ userId: owner.accountId, email, member: false }));

    const member = await cli('accounts', 'set-member', '--account', owner.accountId, '--member', 'true');
    expect(member.code).toBe(0);
    expect(member.json).toMatchObject({ userId: owner.accountId, member: true });
    expect((await rt.deps.accounts.get(owner.accountId))?.member).toBe(true);

    const shown = await cli('accounts', 'show', '--email', email);
    expect(shown.code).toBe(0);
    expect(shown.json).toMatchObject({ userId: owner.accountId, member: true, wallets: { base: owner.evm, solana: owner.solana } });
    expect(shown.json.keys.length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [['keys', 'create', '--account', 'user_x', '--scope', 'full'], '--name'],
    [['keys', 'create', '--name', 'k', '--scope', 'full'], '--account'],
    [['keys', 'create', '--email', email, '--name', 'k', '--scope', 'full', '--rpm', 'ten'], '--rpm'],
    [['keys', 'create', '--email', email, '--name', 'k', '--scope', 'full', '--ip', '10.0.0.0/40'], '10.0.0.0/40'],
    [['accounts', 'set-member', '--email', email, '--member', 'yes'], '--member'],
  ])('%j exits 2 with usage naming %s', async (args, named) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(named);
    expect(result.stderr).toContain('usage:');
  });

  it('an unknown account exits 1 naming it', async () => {
    const result = await cli('keys', 'list', '--account', 'user_nobody');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ACCOUNT_NOT_FOUND');
  });
});
