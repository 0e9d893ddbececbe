import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PurserError } from '../errors.ts';

/** What to run. stdout and stderr are appended to `logFile`, never inherited to the console. */
export interface ChildSpec {
  /** Short label for messages and the pidfile ("dynamodb-local", "anvil-8453"). */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly logFile: string;
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
}

/** How a child ended. */
export interface ChildExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A running (or finished) child of a {@link ProcessSupervisor}. */
export interface SupervisedChild {
  readonly name: string;
  readonly pid: number;
  readonly argv: readonly string[];
  readonly logFile: string;
  /** Resolves once the child has exited and been reaped. */
  readonly exited: Promise<ChildExit>;
  /** How it ended; `undefined` while it runs. */
  exit(): ChildExit | undefined;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it is gone. */
  stop(graceMs?: number): Promise<ChildExit>;
}

/** Tracks the children of one runtime (one data dir) and stops them together. */
export interface ProcessSupervisor {
  /** The pidfile kept up to date, when the supervisor has a data dir. */
  readonly pidfile: string | undefined;
  /** Pids of a previous run's children that were found alive and killed on creation. */
  readonly leftoversKilled: readonly number[];
  readonly children: readonly SupervisedChild[];
  /**
   * Starts a child. On Linux it is started under `setpriv --pdeathsig TERM`, so it
   * is told to exit even if this process is SIGKILLed, and in its own process
   * group, so a terminal's Ctrl-C reaches only this process (which stops it with
   * `stopAll`). Elsewhere it stays in this process's group.
   * @throws PurserError `LOCAL_PROCESS_SPAWN_FAILED` when the command cannot be started.
   */
  spawn(spec: ChildSpec): Promise<SupervisedChild>;
  /** Stops every child (SIGTERM, SIGKILL after `graceMs`); resolves when all have exited. */
  stopAll(graceMs?: number): Promise<void>;
}

interface PidfileEntry {
  readonly name: string;
  readonly pid: number;
  readonly argv: readonly string[];
}
interface Pidfile {
  readonly ownerPid: number;
  readonly ownerArgv: readonly string[];
  readonly children: readonly PidfileEntry[];
}

/** Name of the pidfile written into a supervisor's data dir. */
export const pidfileName = 'children.pid.json';
const defaultGraceMs = 5_000;
/** Every live child of this process, whatever its supervisor: the 'exit' hook kills them. */
const liveChildren = new Set<ChildProcess>();
const setprivPath = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p)) : undefined;
let exitHookInstalled = false;

/**
 * Creates a supervisor. With `dataDir`, it first kills children a previous run
 * left behind (see {@link killLeftoverChildren}) and then keeps
 * `<dataDir>/children.pid.json` current. Use one supervisor per data dir.
 * @throws PurserError `LOCAL_DATA_DIR_IN_USE` when another live process supervises the same data dir.
 */
export async function createProcessSupervisor(options: { dataDir?: string } = {}): Promise<ProcessSupervisor> {
  const pidfile = options.dataDir === undefined ? undefined : join(options.dataDir, pidfileName);
  const leftoversKilled = pidfile === undefined ? [] : await killLeftoverChildren(pidfile);
  const children: SupervisedChild[] = [];
  const save = (): void => {
    if (pidfile === undefined) return;
    const running = children.filter((c) => c.exit() === undefined).map(({ name, pid, argv }) => ({ name, pid, argv }));
    writeJsonAtomic(pidfile, { ownerPid: process.pid, ownerArgv: readCmdline(process.pid) ?? [], children: running });
  };
  save();
  return {
    pidfile,
    leftoversKilled,
    children,
    async spawn(spec) {
      const child = await spawnLogged(spec);
      children.push(child);
      save();
      void child.exited.then(save);
      return child;
    },
    async stopAll(graceMs = defaultGraceMs) {
      await Promise.all(children.map((c) => c.stop(graceMs)));
    },
  };
}

/**
 * Kills the children recorded in a pidfile by a run that died hard. A pid is
 * killed only if `/proc/<pid>/cmdline` still equals the recorded command, so a
 * recycled pid of an unrelated process is left alone (without /proc, nothing is
 * killed). SIGTERM first — an anvil node then still dumps its state — SIGKILL
 * after `graceMs`.
 * @returns the pids that were killed.
 * @throws PurserError `LOCAL_DATA_DIR_IN_USE` when the recorded owner is another live process whose
 *   recorded children still run (a second runtime on the same data dir).
 */
export async function killLeftoverChildren(pidfile: string, graceMs = defaultGraceMs): Promise<number[]> {
  let recorded: Pidfile;
  try {
    recorded = JSON.parse(readFileSync(pidfile, 'utf8')) as Pidfile;
  } catch {
    return [];
  }
  const ours = new Set([...liveChildren].map((c) => c.pid));
  const stale = (recorded.children ?? []).filter((e) => !ours.has(e.pid) && sameArgv(readCmdline(e.pid), e.argv));
  const owner = recorded.ownerPid;
  if (stale.length > 0 && owner !== process.pid && sameArgv(readCmdline(owner), recorded.ownerArgv)) {
    throw new PurserError(
      'LOCAL_DATA_DIR_IN_USE',
      `Another process (pid ${owner}) is running the local services of ${dirname(pidfile)}; stop it first or use another data dir.`,
      500,
      false,
      { details: { pidfile, ownerPid: owner } },
    );
  }
  const signalAll = (sig: NodeJS.Signals): void =>
    stale.forEach((e) => {
      try {
        process.kill(e.pid, sig);
      } catch {
        /* gone */
      }
    });
  signalAll('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (stale.some((e) => isAlive(e.pid)) && Date.now() < deadline) await sleep(50);
  if (stale.some((e) => isAlive(e.pid))) signalAll('SIGKILL');
  while (stale.some((e) => isAlive(e.pid))) await sleep(20);
  return stale.map((e) => e.pid);
}

/**
 * Polls `probe` until it returns true. Fails fast if the child exits, and at
 * the deadline; both errors quote the tail of the child's log.
 * @throws PurserError `LOCAL_PROCESS_NOT_READY`.
 */
export async function waitForReady(
  child: SupervisedChild,
  probe: () => Promise<boolean>,
  options: { readonly timeoutMs?: number; readonly intervalMs?: number } = {},
): Promise<void> {
  const { timeoutMs = 30_000, intervalMs = 50 } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  const fail = (why: string): never => {
    const detail = lastError instanceof Error ? ` Last probe error: ${lastError.message}.` : '';
    throw new PurserError(
      'LOCAL_PROCESS_NOT_READY',
      `${child.name} (pid ${child.pid}) ${why}.${detail}\nLast lines of ${child.logFile}:\n${readLogTail(child.logFile)}`,
      500,
      false,
      { details: { name: child.name, logFile: child.logFile }, cause: lastError },
    );
  };
  for (;;) {
    const exit = child.exit();
    if (exit) fail(`exited (code ${exit.code}, signal ${exit.signal}) before it was ready`);
    const probeDeadline = new AbortController();
    try {
      const left = Math.max(deadline - Date.now(), 1);
      if (await Promise.race([probe(), sleep(left, false, { signal: probeDeadline.signal })])) return;
    } catch (error) {
      lastError = error;
    } finally {
      probeDeadline.abort();
    }
    if (Date.now() >= deadline) fail(`was not ready within ${timeoutMs} ms`);
    await Promise.race([sleep(intervalMs), child.exited]);
  }
}

/** The last `lines` lines of a log file (within its last 16 KiB), or a note when it is unreadable. */
export function readLogTail(logFile: string, lines = 30): string {
  const text = readText(logFile);
  return text === undefined ? `(log ${logFile} unreadable)` : text.slice(-16_384).trimEnd().split('\n').slice(-lines).join('\n');
}

async function spawnLogged(spec: ChildSpec): Promise<SupervisedChild> {
  const argv = [spec.command, ...spec.args];
  mkdirSync(dirname(spec.logFile), { recursive: true });
  appendFileSync(spec.logFile, `\n--- ${new Date().toISOString()} starting ${spec.name}: ${argv.join(' ')}\n`);
  const fd = openSync(spec.logFile, 'a');
  let proc: ChildProcess;
  try {
    const [file, args] = setprivPath ? [setprivPath, ['--pdeathsig', 'TERM', '--', ...argv]] : [spec.command, [...spec.args]];
    // With a parent-death signal, the child gets its own process group: a Ctrl-C in the terminal then
    // reaches only this process, which stops the children in its own order (after draining its work).
    proc = spawn(file, args, { cwd: spec.cwd, env: spec.env ?? process.env, stdio: ['ignore', fd, fd], detached: setprivPath !== undefined });
  } finally {
    closeSync(fd);
  }
  let exitInfo: ChildExit | undefined;
  const exited = new Promise<ChildExit>((resolve) =>
    proc.once('exit', (code, sig) => {
      exitInfo = { code, signal: sig };
      resolve(exitInfo);
    }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      proc.once('spawn', resolve);
      proc.once('error', reject);
    });
  } catch (cause) {
    throw new PurserError('LOCAL_PROCESS_SPAWN_FAILED', `Could not start ${spec.name} (${spec.command}): ${(cause as Error).message}`, 500, false, { cause });
  }
  liveChildren.add(proc);
  installExitHook();
  void exited.then(() => liveChildren.delete(proc));
  const pid = proc.pid as number;
  return {
    name: spec.name,
    pid,
    argv,
    logFile: spec.logFile,
    exited,
    exit: () => exitInfo,
    async stop(graceMs = defaultGraceMs) {
      if (exitInfo) return exitInfo;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** If this process exits with children still running (a crash, process.exit), SIGKILL them synchronously. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const proc of liveChildren) proc.kill('SIGKILL');
  });
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function readCmdline(pid: number): string[] | undefined {
  const raw = readText(`/proc/${pid}/cmdline`);
  return raw ? raw.replace(/\0$/, '').split('\0') : undefined;
}

function sameArgv(actual: readonly string[] | undefined, expected: readonly string[] | undefined): boolean {
  return (
    actual !== undefined && expected !== undefined && expected.length > 0 && actual.length === expected.length && actual.every((a, i) => a === expected[i])
  );
}

/** Alive and not a zombie (a zombie is dead, merely not yet reaped by its new parent). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !/^\d+ \(.*\) Z/s.test(readText(`/proc/${pid}/stat`) ?? '');
}

function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}
