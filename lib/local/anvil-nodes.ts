import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createProcessSupervisor, waitForReady, type ProcessSupervisor, type SupervisedChild } from './child-process.ts';
import { getFreePorts } from './free-port.ts';

/** One sandbox chain: the chain id anvil reports and a short name for files and logs. */
export interface AnvilChain {
  readonly chainId: number;
  readonly name: string;
}

/** The four EVM chains of the sandbox. */
export const defaultAnvilChains: readonly AnvilChain[] = [
  { chainId: 8453, name: 'base' },
  { chainId: 1, name: 'ethereum' },
  { chainId: 137, name: 'polygon' },
  { chainId: 130, name: 'unichain' },
];

/** Options of {@link startAnvilNodes}. */
export interface AnvilNodesOptions {
  /** Default {@link defaultAnvilChains}. */
  readonly chains?: readonly AnvilChain[];
  /** Persist each chain in `<stateDir>/anvil-<chainId>.json`; `undefined` keeps state in memory only. */
  readonly stateDir?: string;
  /** Node i listens on `basePort + i`; `0` or `undefined` picks free ports. */
  readonly basePort?: number;
  /** Each node logs to `<logDir>/anvil-<chainId>.log`. */
  readonly logDir: string;
  /** Seconds between periodic state dumps (default 2), bounding what a crash loses. */
  readonly stateIntervalSeconds?: number;
  /** How often a good state file is copied to its `.bak` (default 1000 ms, within a second of anvil's save): what a kill during a dump falls back to. */
  readonly backupIntervalMs?: number;
  /** Supervisor to register the children with; default a private one (with a pidfile in `stateDir` if given). */
  readonly supervisor?: ProcessSupervisor;
  readonly readyTimeoutMs?: number;
}

/** A running anvil node. */
export interface AnvilNode {
  readonly chainId: number;
  readonly name: string;
  /** `http://127.0.0.1:<port>` */
  readonly rpcUrl: string;
  readonly port: number;
  readonly pid: number;
}

/** The running nodes, in the order of `chains`. */
export interface AnvilNodes {
  readonly nodes: readonly AnvilNode[];
  /** SIGTERM to all (each dumps its state when persisted), SIGKILL after a grace period; resolves when all have exited. */
  stop(): Promise<void>;
}

/**
 * Starts one anvil node per chain, in parallel, on 127.0.0.1 with instant
 * (auto) mining and the default dev mnemonic, and waits until each answers
 * `eth_chainId` with its own id. With `stateDir`, each node loads its state
 * file on start, dumps it every `stateIntervalSeconds` and on SIGTERM.
 *
 * The binary is the platform package `@foundry-rs/anvil-linux-amd64`, spawned
 * directly (no npm wrapper).
 *
 * @throws PurserError `LOCAL_PROCESS_NOT_READY` when a node exits or does not
 *   answer in time (the message quotes its log); the nodes already started are stopped.
 */
export async function startAnvilNodes(options: AnvilNodesOptions): Promise<AnvilNodes> {
  const { stateDir, logDir, chains = defaultAnvilChains, stateIntervalSeconds = 2 } = options;
  mkdirSync(logDir, { recursive: true });
  if (stateDir !== undefined) mkdirSync(stateDir, { recursive: true });
  const supervisor = options.supervisor ?? (await createProcessSupervisor({ dataDir: stateDir }));
  const ports = options.basePort ? chains.map((_, i) => (options.basePort as number) + i) : await getFreePorts(chains.length);
  const command = anvilBinary();
  // anvil keeps states it pages out of memory under $HOME/.foundry/anvil/tmp, and a node killed hard never deletes
  // them (they grew to tens of gigabytes across test runs). Its home is this runtime's own, emptied at each start.
  const home = join(logDir, 'anvil-home');
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });

  const started = await Promise.allSettled(
    chains.map(async (chain, i) => {
      const port = ports[i] as number;
      const logFile = join(logDir, `anvil-${chain.chainId}.log`);
      const stateFile = stateDir === undefined ? undefined : join(stateDir, `anvil-${chain.chainId}.json`);
      if (stateFile !== undefined) prepareStateFile(stateFile, logFile);
      const persistence = stateFile === undefined ? [] : ['--state', stateFile, '--state-interval', String(stateIntervalSeconds)];
      const child = await supervisor.spawn({
        name: `anvil-${chain.chainId}`,
        command,
        args: ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chain.chainId), '--color', 'never', ...persistence],
        env: { ...process.env, HOME: home },
        logFile,
      });
      const rpcUrl = `http://127.0.0.1:${port}`;
      const node: AnvilNode = { chainId: chain.chainId, name: chain.name, rpcUrl, port, pid: child.pid };
      const ready = waitForReady(child, () => answersChainId(rpcUrl, chain.chainId), { timeoutMs: options.readyTimeoutMs ?? 30_000 });
      ready.catch(() => undefined); // handled below, once every node is spawned; not an unhandled rejection meanwhile
      return { node, child, ready };
    }),
  );
  const children = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.child] : []));
  const stateFiles = stateDir === undefined ? [] : chains.map((chain) => join(stateDir, `anvil-${chain.chainId}.json`));
  const backups = stateFiles.length > 0 ? setInterval(() => stateFiles.forEach(backUpState), options.backupIntervalMs ?? 1_000) : undefined;
  backups?.unref();
  const stop = async (): Promise<void> => {
    clearInterval(backups);
    await Promise.all(children.map((c: SupervisedChild) => c.stop()));
  };
  const ready = await Promise.allSettled(started.map((s) => (s.status === 'fulfilled' ? s.value.ready : Promise.reject(s.reason))));
  const failure = ready.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return { nodes: started.map((s) => (s as PromiseFulfilledResult<{ node: AnvilNode }>).value.node), stop };
}

/**
 * anvil rewrites its state file in place (no temp file and rename), so a hard
 * kill during a dump leaves truncated JSON, and anvil then refuses to start.
 * And a dump taken while a block is being mined — the SIGTERM anvil gets when
 * the runtime is killed right after a send — can hold the block's state
 * without the block: the transfer's effect stands, its transaction is nowhere
 * on the chain, and the job that sent it could only conclude that its nonce
 * was used by something else and nothing was sent. A state file that parses
 * and whose history matches its state is copied to `<file>.bak`; one that
 * does not is replaced by that backup (a few seconds old: see
 * {@link backUpState}) — the sandbox's catch-up then sends again what the
 * runtime recorded since — or, when there is none, it is moved aside and the
 * chain starts empty (the sandbox is deployed again and the catch-up sends
 * every recorded transaction again). Either way the log says so.
 */
function prepareStateFile(file: string, logFile: string): void {
  if (!existsSync(file)) return;
  const backup = `${file}.bak`;
  const verdict = stateVerdict(file);
  if (verdict === 'good') {
    copyFileSync(file, backup);
  } else if (stateVerdict(backup) === 'good') {
    if (verdict === 'ahead') renameSync(file, `${file}.ahead`);
    copyFileSync(backup, file);
    appendFileSync(
      logFile,
      verdict === 'ahead'
        ? `\n--- ${file} was saved in the middle of a block (its state has a transaction its blocks lack, kept in ${file}.ahead); restored the last good save from ${backup}\n`
        : `\n--- ${file} was truncated (a hard kill during a dump?); restored the last good save from ${backup}\n`,
    );
  } else if (verdict === 'ahead') {
    // Loaded, the chain would keep a transfer's effect with no transaction to show for it. Empty, it is rebuilt: the
    // sandbox is deployed again and the catch-up sends every recorded transaction again, the same bytes.
    renameSync(file, `${file}.ahead`);
    appendFileSync(
      logFile,
      `\n--- ${file} has a transaction its blocks lack and there is no good save to go back to; kept it in ${file}.ahead and started an empty chain\n`,
    );
  } else {
    renameSync(file, `${file}.corrupt-${Date.now()}`);
    appendFileSync(logFile, `\n--- ${file} was truncated and has no backup; moved it aside and started an empty chain\n`);
  }
}

const backedUpAt = new Map<string, number>();

/**
 * Keeps `<file>.bak` a few seconds behind anvil's own good saves, not a whole
 * run: a hard kill in the middle of a save then loses seconds of chain, not
 * everything since the start. Copies only a state file that changed and is
 * good (a save being written does not parse; one taken during a block is
 * ahead of its history) — or that is ahead when the backup is no better —
 * through a temp file and a rename.
 */
function backUpState(file: string): void {
  try {
    const changed = statSync(file).mtimeMs;
    if (backedUpAt.get(file) === changed) return;
    const verdict = stateVerdict(file);
    if (verdict === 'unreadable' || (verdict === 'ahead' && stateVerdict(`${file}.bak`) === 'good')) return;
    copyFileSync(file, `${file}.bak.tmp`);
    renameSync(`${file}.bak.tmp`, `${file}.bak`);
    backedUpAt.set(file, changed);
  } catch {
    // No state yet, or a save in progress: the next round tries again.
  }
}

/** A state file: good, ahead of its history (see {@link historyMatchesState}), or missing or not JSON. */
function stateVerdict(file: string): 'good' | 'ahead' | 'unreadable' {
  let state: AnvilState;
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as AnvilState;
  } catch {
    return 'unreadable';
  }
  return historyMatchesState(state) ? 'good' : 'ahead';
}

/** The parts of an anvil state dump that {@link historyMatchesState} reads. */
export interface AnvilState {
  readonly accounts?: Readonly<Record<string, { readonly nonce?: number | string; readonly code?: string }>>;
  readonly transactions?: ReadonlyArray<{ readonly info?: { readonly from?: string; readonly transaction_hash?: string } }>;
}

/**
 * Whether a saved chain's blocks account for its state: every account
 * without code has a nonce equal to the transactions it sent in the saved
 * history. (Accounts with code are left out: a contract's nonce also counts
 * the contracts it created.) A dump without a history cannot be checked and
 * passes.
 */
export function historyMatchesState(state: AnvilState): boolean {
  if (state.accounts === undefined || state.transactions === undefined) return true;
  const sent = new Map<string, number>();
  const seen = new Set<string>();
  for (const { info } of state.transactions) {
    if (!info?.from || !info.transaction_hash || seen.has(info.transaction_hash)) continue;
    seen.add(info.transaction_hash);
    sent.set(info.from.toLowerCase(), (sent.get(info.from.toLowerCase()) ?? 0) + 1);
  }
  return Object.entries(state.accounts).every(
    ([address, account]) => (account.code ?? '0x') !== '0x' || Number(account.nonce ?? 0) === (sent.get(address.toLowerCase()) ?? 0),
  );
}

/** Whether the node at `rpcUrl` answers `eth_chainId` with `chainId`. */
async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(1_000),
  });
  const body = (await response.json()) as { result?: string };
  if (body.result === undefined) return false;
  if (Number(body.result) !== chainId) throw new Error(`answered chain id ${Number(body.result)}, expected ${chainId}`);
  return true;
}

/** Path of the anvil binary of the installed platform package (hoisted, or nested under `@foundry-rs/anvil`). */
function anvilBinary(): string {
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  const require = createRequire(import.meta.url);
  const resolveFrom = [
    () => require.resolve(`${platformPackage}/package.json`),
    () => createRequire(require.resolve('@foundry-rs/anvil/package.json')).resolve(`${platformPackage}/package.json`),
  ];
  for (const resolve of resolveFrom) {
    try {
      return join(dirname(resolve()), 'bin', 'anvil');
    } catch {
      /* try the next location */
    }
  }
  throw new Error(`${platformPackage} is not installed (npm must not be run with --omit=optional).`);
}
