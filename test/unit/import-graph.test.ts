import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files.ts';

/**
 * Which way the code's dependencies point (issue 14), read from the source's
 * relative imports, type-only ones included (they tie the modules together as
 * much for a reader). Rules that still have exceptions list them by name: a
 * list may only shrink, and a new exception fails here.
 */
const root = resolve(import.meta.dirname, '../..');

const importPattern = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const graph = new Map<string, string[]>(
  ['lib', 'functions', 'infra', 'scripts']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .map((file) => {
      const imports = [...readFileSync(file, 'utf8').matchAll(importPattern)].map((m) => relative(root, resolve(dirname(file), m[1]!)));
      return [relative(root, file), imports];
    }),
);

/** Every import from a file matching `from` of a module matching `to`, as "file -> module". */
const importsBetween = (from: RegExp, to: RegExp): string[] =>
  [...graph].flatMap(([file, imports]) => (from.test(file) ? imports.filter((i) => to.test(i)).map((i) => `${file} -> ${i}`) : [])).sort();

/** The strongly connected groups of more than one module (Tarjan). */
function cycles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import graph', () => {
  it('reads the source (a pattern that matched nothing would pass every rule below)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('lib/transactions/execute-step.ts')).toContain('lib/transactions/step-records.ts');
  });

  it('has no cycles', () => {
    expect(cycles()).toEqual([]);
  });

  it('capabilities never import the agent, the HTTP layer, the sandbox or an adapter (only the ports)', () => {
    expect(importsBetween(/^lib\/capabilities\//, /^lib\/(agent|http|sandbox|adapters)\//)).toEqual([]);
  });

  it('the shared language machinery imports neither the agent nor the list of capabilities (capability readers use it)', () => {
    expect(importsBetween(/^lib\/language\//, /^lib\/(agent\/|capabilities\/index\.ts$|capabilities\/[^/]+\/capability\.ts$)/)).toEqual([]);
  });

  it('the Solana port exposes no raw connection', () => {
    expect(readFileSync(join(root, 'lib/chains/solana-gateway.ts'), 'utf8')).not.toMatch(/\bconnection\s*\(|\bConnection\b/);
  });

  it('production code never imports the sandbox', () => {
    const production = /^(lib\/(?!sandbox\/|local\/|cli\/|bench\/)|functions\/|infra\/)/;
    expect(importsBetween(production, /^lib\/sandbox\//)).toEqual([]);
  });

  it('domain modules do not import the HTTP layer', () => {
    expect(importsBetween(/^lib\/(?!http\/)/, /^lib\/http\//)).toEqual([]);
  });
});
