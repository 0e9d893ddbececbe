import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxAccountPath, sandboxApiKeyPrefix } from '../../lib/local/local-runtime.ts';

const root = mkdtempSync(join(tmpdir(), 'purser-prefix-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sandboxWith = (name: string, apiKey?: string) => {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  if (apiKey) writeFileSync(sandboxAccountPath(dir), JSON.stringify({ apiKey }));
  return dir;
};

describe('the key prefix npm start runs with', () => {
  it('is bk for a new sandbox, the prefix the published client accepts', () => {
    expect(sandboxApiKeyPrefix({}, sandboxWith('new'))).toBe('bk');
  });
  it('is the one the sandbox was made with, so its keys keep working', () => {
    expect(sandboxApiKeyPrefix({}, sandboxWith('old', `purser_${'a'.repeat(44)}`))).toBe('purser');
    expect(sandboxApiKeyPrefix({}, sandboxWith('bk', `bk_${'a'.repeat(44)}`))).toBe('bk');
  });
  it('is PURSER_API_KEY_PREFIX when set', () => {
    expect(sandboxApiKeyPrefix({ PURSER_API_KEY_PREFIX: 'acme' }, sandboxWith('set', `purser_${'a'.repeat(44)}`))).toBe('acme');
  });
});
