import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs `infra/app.ts` the way the CDK CLI does: context in CDK_CONTEXT_JSON, output in CDK_OUTDIR. */
function runApp(context: Record<string, unknown>) {
  const outdir = mkdtempSync(join(tmpdir(), 'purser-cdk-'));
  outdirs.push(outdir);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'infra/app.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({ 'aws:cdk:bundling-stacks': [], ...context }),
      // The stack tests cover validation; here it would only add seconds.
      CDK_VALIDATION: 'false',
    },
  });
  return { ...result, outdir };
}

describe('infra/app.ts', () => {
  it('names the stack, the key prefix and the KMS tag from context', () => {
    const run = runApp({ stackName: 'AcmeWallets', apiKeyPrefix: 'acme' });
    expect(run.status, run.stderr).toBe(0);
    const template = JSON.parse(readFileSync(join(run.outdir, 'AcmeWallets.template.json'), 'utf8'));
    type Resource = { Type: string; Properties: { Environment?: { Variables: Record<string, unknown> } } };
    const prefixes = Object.values(template.Resources as Record<string, Resource>)
      .filter((r) => r.Type === 'AWS::Lambda::Function')
      .map((r) => r.Properties.Environment?.Variables.PURSER_API_KEY_PREFIX);
    expect(new Set(prefixes)).toEqual(new Set(['acme']));
    expect(template.Outputs.KmsTag.Value).toBe('AcmeWallets');
  });

  it('defaults to stack Purser, prefix purser', () => {
    const run = runApp({});
    expect(run.status, run.stderr).toBe(0);
    const template = JSON.parse(readFileSync(join(run.outdir, 'Purser.template.json'), 'utf8'));
    expect(template.Outputs.KmsTag.Value).toBe('Purser');
  });

  it('refuses a key prefix with an underscore, which would make keys ambiguous', () => {
    const run = runApp({ apiKeyPrefix: 'ac_me' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('apiKeyPrefix must be letters and digits');
  });
});
