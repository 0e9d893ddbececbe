/**
 * The Solana sandbox node: LiteSVM behind a Solana JSON-RPC 2.0 front on
 * 127.0.0.1 (HTTP and WebSocket) that `@solana/web3.js` v1 works against
 * unchanged, with the registry's SPL mints at their mainnet addresses, a
 * faucet, a market maker and `sandbox_*` methods for other processes.
 *
 * Ports: HTTP and WebSocket on `port` and again on `port + 1`, because
 * web3.js derives its WebSocket URL as the RPC port + 1; `wsUrl` is that one.
 * Time: slots follow the wall clock (400 ms); blockhashes live 150 blocks.
 * State: with `dataDir`, kept across restarts (see sandbox-persistence.ts);
 * written before answering any call that changed it (a transaction, an
 * airdrop, a funding), fsynced every `snapshotIntervalMs` when changed, and on
 * `stop()`.
 */
import { isPurserError } from '../../errors.ts';
import { JsonRpcError, RpcErrorCode, type RpcHandler, type RpcMethods } from './json-rpc.ts';
import { accountMethods } from './rpc-account-methods.ts';
import { chainMethods } from './rpc-chain-methods.ts';
import { transactionMethods } from './rpc-transaction-methods.ts';
import { sandboxMethods } from './sandbox-rpc-methods.ts';
import { startRpcServer } from './rpc-server.ts';
import { serveWebSocket } from './ws-subscriptions.ts';
import { openSandboxCore, type SolanaSandboxCore } from './sandbox-core.ts';
import { airdropLamports } from './solana-faucet.ts';
import { sandboxMarketMaker } from './sandbox-market-maker.ts';
import type { SolanaSwapProvider } from '../../swaps/solana-swap-provider.ts';

export interface SolanaSandboxOptions {
  /** Keep state here across restarts; omit for an in-memory chain. */
  readonly dataDir?: string;
  /** HTTP port; `port + 1` must be free too. 0 (default) picks a free pair. */
  readonly port?: number;
  /** Default 127.0.0.1: the sandbox's keys are not secrets worth exposing beyond this machine. */
  readonly host?: string;
  /** How often changed state is written and fsynced (default 2000 ms); an RPC that changed the chain also writes it before answering. */
  readonly snapshotIntervalMs?: number;
  /** Called when a save fails (default: a process warning); the sandbox keeps running. */
  readonly onSaveError?: (error: Error) => void;
  /** Wall-clock ms driving slots (400 ms each) and blockhash expiry; tests pass a fake one. Default Date.now. */
  readonly now?: () => number;
}

/** A running Solana sandbox. */
export interface SolanaSandbox extends SolanaSandboxCore {
  /** `http://127.0.0.1:<port>` — pass to `new Connection(rpcUrl, 'confirmed')`. */
  readonly rpcUrl: string;
  /** `ws://127.0.0.1:<port + 1>`, the URL web3.js derives by itself. */
  readonly wsUrl: string;
  /** The in-process market maker (the same one `sandbox_quote` / `sandbox_swapTransaction` serve). */
  readonly marketMaker: SolanaSwapProvider;
  /** Stops serving and saves state. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts the Solana sandbox.
 * @throws Error when the ports are taken or `dataDir` holds something that is not sandbox state.
 */
export async function startSolanaSandbox(options: SolanaSandboxOptions = {}): Promise<SolanaSandbox> {
  const host = options.host ?? '127.0.0.1';
  const core = openSandboxCore({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  const marketMaker = sandboxMarketMaker(core);
  // Filled once the ports are known; sandbox_info reads it lazily.
  const urls = { rpcUrl: '', wsUrl: '' };
  const airdrop = (to: Parameters<typeof airdropLamports>[1], lamports: bigint): string => {
    try {
      return airdropLamports(core, to, lamports);
    } catch (error) {
      if (isPurserError(error)) throw new JsonRpcError(RpcErrorCode.invalidParams, error.message, { code: error.code });
      throw error;
    }
  };
  const onSaveError = options.onSaveError ?? ((error: Error) => process.emitWarning(`Solana sandbox state not saved: ${error.message}`));
  const methods = savedBeforeAnswering(
    core,
    {
      ...accountMethods(core.ledger),
      ...chainMethods(core.ledger),
      ...transactionMethods(core.ledger, airdrop),
      ...sandboxMethods(core, marketMaker, urls),
    },
    onSaveError,
  );
  const server = await startRpcServer({ host, port: options.port ?? 0, methods, onWebSocket: (socket) => serveWebSocket(socket, core.ledger, methods) });
  urls.rpcUrl = `http://${host}:${server.port}`;
  urls.wsUrl = `ws://${host}:${server.wsPort}`;

  const timer = core.dataDir
    ? setInterval(() => {
        try {
          core.saveState();
        } catch (error) {
          onSaveError(error as Error);
        }
      }, options.snapshotIntervalMs ?? 2000)
    : undefined;
  // The timer must not keep a finished process alive; stop() is what saves for good.
  timer?.unref();

  let stopped: Promise<void> | undefined;
  return {
    ...core,
    rpcUrl: urls.rpcUrl,
    wsUrl: urls.wsUrl,
    marketMaker,
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        await server.close();
        core.saveState();
      })();
      return stopped;
    },
  };
}

/**
 * Every method, answering only once what it changed is on disk: a
 * transaction the sandbox confirmed, an airdrop or a funding survives a
 * `kill -9` the moment after its answer, so a job that saw it confirmed never
 * finds it gone after a restart. Reads change nothing and write nothing.
 */
function savedBeforeAnswering(core: SolanaSandboxCore, methods: RpcMethods, onSaveError: (error: Error) => void): RpcMethods {
  if (!core.dataDir) return methods;
  const save = (): void => {
    try {
      core.saveState({ durable: false });
    } catch (error) {
      onSaveError(error as Error);
    }
  };
  return Object.fromEntries(
    Object.entries(methods).map(([name, handler]) => [
      name,
      async (params: Parameters<RpcHandler>[0]) => {
        try {
          return await handler(params);
        } finally {
          save();
        }
      },
    ]),
  );
}
