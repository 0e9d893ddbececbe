import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README is a front door into the repository: every link it and the docs hold stays inside a clone. */
const root = resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const linksOf = (file: string): string[] => [...readFileSync(join(root, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

describe('links in the README and docs/', () => {
  it('finds the links (a pattern that matched nothing would pass the rest)', () => {
    expect(linksOf('README.md')).toContain('docs/api.md');
  });

  it.each(documents)('%s links only to files in the repository', (file) => {
    const leaving = linksOf(file)
      .filter((link) => !link.startsWith('#'))
      .filter((link) => {
        if (/^[a-z]+:/i.test(link)) return file === 'README.md';
        const target = resolve(dirname(join(root, file)), link.split('#')[0]!);
        return relative(root, target).startsWith('..') || !existsSync(target);
      });
    expect(leaving).toEqual([]);
  });
});
