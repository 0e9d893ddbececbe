import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePortRange } from '../local/free-port.ts';

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
export function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Starts `npm start` exactly as a developer would, on a data folder, and
 * measures the time until `/_health` answers and, once ready, the resident
 * memory of the whole process tree. Stops it with SIGTERM afterwards.
 */
export async function measureStart(dataDir: string): Promise<{ readyMs: number; rssBytes: number }> {
  // PORT and the six after it (the sandbox chains): all seven free, or the start fails on a port in use.
  const port = await getFreePortRange(7);
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), PURSER_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Listened for from the start: a child that exits before the end (early, or at once on SIGTERM) must not leave the
  // bench waiting for an 'exit' event that has already fired.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`npm start not ready after 120 s:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/_health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok && output.includes('Purser is running')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // settle
    return { readyMs, rssBytes: treeRssBytes(child.pid!) };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** Cold (fresh data folder) and warm (second start on it) start of `npm start`. */
export async function measureStartup(): Promise<{ coldMs: number; warmMs: number; rssBytes: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'purser-start-'));
  try {
    const cold = await measureStart(dataDir);
    const warm = await measureStart(dataDir);
    return { coldMs: Math.round(cold.readyMs), warmMs: Math.round(warm.readyMs), rssBytes: Math.max(cold.rssBytes, warm.rssBytes) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
