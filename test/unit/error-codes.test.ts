import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes, isErrorCode } from '../../lib/error-codes.ts';
import { sourceFiles } from '../support/source-files.ts';

/** The typed list of error codes: the compiler checks every code thrown is in it; this checks the list itself. */
const root = resolve(import.meta.dirname, '../..');
const source = ['lib', 'functions', 'scripts', 'test']
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .filter((file) => !file.endsWith('error-codes.ts') && !file.endsWith('error-codes.test.ts'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('error codes', () => {
  it('are unique, sorted and written as UPPER_SNAKE_CASE', () => {
    expect([...errorCodes]).toEqual([...new Set(errorCodes)].sort());
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
  });

  it('are each used by the code or the faults its tests inject (a code nothing throws any more is taken off the list)', () => {
    expect(errorCodes.filter((code) => !source.includes(`'${code}'`))).toEqual([]);
  });

  it('recognise a code from outside only when it is ours', () => {
    expect(isErrorCode('NONCE_TOO_LOW')).toBe(true);
    expect(isErrorCode('SOMETHING_ELSE')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
