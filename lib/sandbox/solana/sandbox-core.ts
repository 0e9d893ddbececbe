/**
 * The Solana sandbox without its network front: the ledger, the sandbox's
 * own keypairs and live prices, loaded from `dataDir` when there is one.
 * The faucet and the market maker work on this; the RPC front serves it.
 */
import { join } from 'node:path';
import { Keypair, LAMPORTS_PER_SOL, type PublicKey, SystemProgram } from '@solana/web3.js';
import { SolanaLedger, type Now } from './solana-ledger.ts';
import { ensureDataDir, loadOrCreateKeypair, readState, writeState } from './sandbox-persistence.ts';
import { ensureSandboxMints } from './sandbox-mints.ts';
import { sandboxPrices, type SandboxPrices } from './sandbox-prices.ts';

export interface SolanaSandboxCore {
  readonly ledger: SolanaLedger;
  /** Mint authority of the registry mints, and the faucet's purse. */
  readonly authority: Keypair;
  /** The market maker's inventory wallet. */
  readonly marketMakerWallet: Keypair;
  readonly prices: SandboxPrices;
  /** Where state is kept; undefined for an in-memory sandbox. */
  readonly dataDir: string | undefined;
  /**
   * Writes the state file now if anything changed (no-op in memory). With
   * `durable: false` the file is not fsynced: enough against a killed process
   * (the page cache outlives it), not against a machine crash.
   */
  saveState(options?: { durable?: boolean }): void;
}

/** Lamports the faucet purse is refilled to: a billion SOL. */
export const FAUCET_PURSE_LAMPORTS = 1_000_000_000n * BigInt(LAMPORTS_PER_SOL);
const MARKET_MAKER_START_LAMPORTS = 1_000_000n * BigInt(LAMPORTS_PER_SOL);

/**
 * Opens the sandbox state: restores `dataDir`'s saved chain, or makes a new
 * one (mints placed, purse and market maker funded). Keypairs are read from
 * `dataDir` or generated there; without `dataDir` everything is in memory.
 * @throws Error when `dataDir` holds a file that is not sandbox state.
 */
export function openSandboxCore(options: { dataDir?: string; now?: Now }): SolanaSandboxCore {
  const { dataDir } = options;
  const clock = options.now ? { now: options.now } : {};
  if (dataDir) ensureDataDir(dataDir);
  const authority = dataDir ? loadOrCreateKeypair(join(dataDir, 'mint-authority.json')) : Keypair.generate();
  const marketMakerWallet = dataDir ? loadOrCreateKeypair(join(dataDir, 'market-maker.json')) : Keypair.generate();
  const saved = dataDir ? readState(dataDir) : undefined;
  const ledger = saved ? SolanaLedger.restore(saved.svm, saved.state.ledger, clock) : SolanaLedger.create(clock);
  const prices = sandboxPrices(saved?.state.prices);
  if (!saved) {
    fundDirectly(ledger, authority.publicKey, FAUCET_PURSE_LAMPORTS);
    fundDirectly(ledger, marketMakerWallet.publicKey, MARKET_MAKER_START_LAMPORTS);
  }
  ensureSandboxMints(ledger, authority.publicKey);
  const core: SolanaSandboxCore = {
    ledger,
    authority,
    marketMakerWallet,
    prices,
    dataDir,
    saveState({ durable = true } = {}) {
      if (!dataDir || (!ledger.hasChanges && !prices.hasChanges)) return;
      const { svm, state } = ledger.toSnapshot();
      writeState(dataDir, svm, { ledger: state, prices: prices.overrides() }, { durable });
    },
  };
  if (dataDir && !saved) core.saveState();
  return core;
}

/** Sets a system account's balance outright: genesis allocations and purse refills, not transfers. */
export function fundDirectly(ledger: SolanaLedger, address: PublicKey, lamports: bigint): void {
  ledger.setAccount(address, { lamports, data: new Uint8Array(), owner: SystemProgram.programId });
}
