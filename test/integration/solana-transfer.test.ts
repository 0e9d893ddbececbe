import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KMSClient } from '@aws-sdk/client-kms';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, Connection } from '@solana/web3.js';
import { getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kmsKeyVault } from '../../lib/adapters/kms/kms-key-vault.ts';
import { solanaGateway } from '../../lib/adapters/solana/solana-gateway.ts';
import type { SolanaGateway } from '../../lib/chains/solana-gateway.ts';
import type { JobContext } from '../../lib/jobs/job-context.ts';
import { systemClock } from '../../lib/core/clock.ts';
import { sendSolana, type SendSolanaDeps, type SendSolanaParams } from '../../lib/capabilities/transfers/solana/send-solana.ts';
import { inMemorySolanaStepStore, type SolanaStep, type SolanaStepStore } from '../../lib/capabilities/transfers/solana/solana-step-store.ts';
import { JobCancelledError, TransientError, type PurserError } from '../../lib/errors.ts';
import type { Job } from '../../lib/jobs/job.ts';
import { startKmsServer, type KmsServer } from '../../lib/local/kms-server.ts';
import { fundNewSolanaWallet, fundSolanaAddress } from '../../lib/sandbox/solana/solana-faucet.ts';
import { startSolanaSandbox, type SolanaSandbox } from '../../lib/sandbox/solana/solana-sandbox.ts';
import type { KeyVault, WalletKeys } from '../../lib/wallets/key-vault.ts';

const USDC = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');

let sandbox: SolanaSandbox;
let kms: KmsServer;
let kmsDir: string;
let keyVault: KeyVault;
let gateway: SolanaGateway;
let connection: Connection;
/** Added to the sandbox's wall clock, to expire blockhashes on demand. */
let clockOffsetMs = 0;
let jobCounter = 0;

beforeAll(async () => {
  sandbox = await startSolanaSandbox({ now: () => Date.now() + clockOffsetMs });
  kmsDir = mkdtempSync(join(tmpdir(), 'purser-solana-transfer-kms-'));
  kms = await startKmsServer({ dataDir: kmsDir });
  const client = new KMSClient({ endpoint: kms.url, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  keyVault = kmsKeyVault(client, { tagValue: 'purser' });
  gateway = solanaGateway({ rpcUrl: sandbox.rpcUrl, wsUrl: sandbox.wsUrl });
  connection = new Connection(sandbox.rpcUrl, 'confirmed');
});

afterAll(async () => {
  await sandbox?.stop();
  await kms?.close();
  if (kmsDir) rmSync(kmsDir, { recursive: true, force: true });
});

async function newWallet(funding: 'new-wallet' | { SOL?: string; USDC?: string } = 'new-wallet'): Promise<WalletKeys> {
  const keys = await keyVault.createWalletKeys({ accountId: `acct-${++jobCounter}` });
  const address = keys.solana.address;
  if (funding === 'new-wallet') await fundNewSolanaWallet(sandbox, address);
  else for (const [symbol, amount] of Object.entries(funding)) await fundSolanaAddress(sandbox, { address, symbol, amount });
  return keys;
}

/** A minimal JobContext: records progress; `cancelled` makes assertNotCancelled throw. */
function jobContext(wallets: WalletKeys, options: { cancelled?: boolean } = {}): JobContext & { messages: string[] } {
  const jobId = `job-${++jobCounter}`;
  const now = new Date().toISOString();
  const job: Job = { jobId, accountId: 'acct', threadId: 't', status: 'processing', prompt: 'send', createdAt: now, statusUpdates: [], attempt: 1 };
  const messages: string[] = [];
  return {
    job,
    account: { accountId: job.accountId, email: 'a@example.com', createdAt: now, wallets },
    messages,
    async progress(message) {
      messages.push(message);
    },
    async assertNotCancelled() {
      if (options.cancelled) throw new JobCancelledError(jobId);
    },
    async sendTransaction() {
      throw new Error('no EVM transactions in these tests');
    },
  };
}

function deps(overrides: Partial<SendSolanaDeps> = {}): SendSolanaDeps & { solanaSteps: ReturnType<typeof inMemorySolanaStepStore> } {
  return { solana: gateway, keyVault, solanaSteps: inMemorySolanaStepStore(), clock: systemClock, ...overrides } as SendSolanaDeps & {
    solanaSteps: ReturnType<typeof inMemorySolanaStepStore>;
  };
}

const signaturesOf = async (address: string): Promise<string[]> => (await connection.getSignaturesForAddress(new PublicKey(address))).map((s) => s.signature);
const lamportsOf = async (address: PublicKey | string): Promise<bigint> => BigInt(await connection.getBalance(new PublicKey(address)));
const usdcOf = async (owner: PublicKey): Promise<bigint> => (await getAccount(connection, getAssociatedTokenAddressSync(USDC, owner))).amount;
const kmsSigns = (): number => kms.operationCounts().Sign ?? 0;
const failure = async (promise: Promise<unknown>): Promise<PurserError> =>
  (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as PurserError;

/** Sends the transfer, then the attempt dies while confirming it (it lands meanwhile). */
async function sentThenCrashed(d: SendSolanaDeps, ctx: Parameters<typeof sendSolana>[1], params: SendSolanaParams): Promise<void> {
  const failingConfirm: SolanaGateway = {
    ...gateway,
    confirmTransaction: async () => {
      throw new TransientError('SOLANA_RPC_UNAVAILABLE', 'simulated crash while confirming');
    },
  };
  await expect(sendSolana({ ...d, solana: failingConfirm }, ctx, params)).rejects.toThrow('simulated crash while confirming');
}

describe('sendSolana', () => {
  it('sends SOL: the recipient gains the amount, the sender loses it plus the fee', async () => {
    const wallet = await newWallet();
    const recipient = Keypair.generate().publicKey;
    const before = await lamportsOf(wallet.solana.address);
    const outcome = await sendSolana(deps(), jobContext(wallet), { token: 'SOL', amount: '1.25', to: recipient.toBase58() });
    const fee = 5000n;
    expect(await lamportsOf(recipient)).toBe(1_250_000_000n);
    expect(await lamportsOf(wallet.solana.address)).toBe(before - 1_250_000_000n - fee);
    const signature = outcome.metadata!.transactionHash as string;
    expect(outcome.metadata).toEqual({ transactionHash: signature, chain: 'solana' });
    expect(outcome.response).toBe(`Sent 1.25 SOL to ${recipient.toBase58()} on Solana (fee 0.000005 SOL).\nTransaction: ${signature}`);
    expect(outcome.richData[0]).toMatchObject({
      type: 'transfer',
      chain: 'solana',
      amount: '1.25',
      amountRaw: '1250000000',
      feeLamports: '5000',
      token: { symbol: 'SOL', native: true },
    });
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull();
  });

  it('sends USDC to a fresh recipient, creating its associated token account', async () => {
    const wallet = await newWallet();
    const owner = new PublicKey(wallet.solana.address);
    const recipient = Keypair.generate().publicKey;
    const [solBefore, usdcBefore] = [await lamportsOf(owner), await usdcOf(owner)];
    const outcome = await sendSolana(deps(), jobContext(wallet), { token: 'usdc', amount: '12.5', to: recipient.toBase58() });
    expect(await usdcOf(recipient)).toBe(12_500_000n);
    expect(await usdcOf(owner)).toBe(usdcBefore - 12_500_000n);
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(165));
    expect(await lamportsOf(owner)).toBe(solBefore - 5000n - rent);
    expect(outcome.richData[0]).toMatchObject({
      amount: '12.5',
      amountRaw: '12500000',
      createdRecipientTokenAccount: true,
      rentLamports: rent.toString(),
      token: { symbol: 'USDC', mint: USDC.toBase58() },
    });
    expect(outcome.response).toContain("opened the recipient's USDC account");
  });

  it('sends USDC (by mint) to a recipient that already has a token account', async () => {
    const wallet = await newWallet();
    const recipient = Keypair.generate().publicKey;
    await fundSolanaAddress(sandbox, { address: recipient.toBase58(), symbol: 'USDC', amount: '1' });
    const solBefore = await lamportsOf(wallet.solana.address);
    const outcome = await sendSolana(deps(), jobContext(wallet), { token: USDC.toBase58(), amount: '2.5', to: recipient.toBase58() });
    expect(await usdcOf(recipient)).toBe(3_500_000n);
    expect(await lamportsOf(wallet.solana.address)).toBe(solBefore - 5000n);
    expect(outcome.richData[0]).toMatchObject({ createdRecipientTokenAccount: false, rentLamports: '0' });
  });

  it('refuses a SOL transfer beyond the balance plus fee with INSUFFICIENT_FUNDS, sending nothing', async () => {
    const wallet = await newWallet({ SOL: '0.5' });
    const signatures = await signaturesOf(wallet.solana.address);
    const store = deps();
    const error = await failure(sendSolana(store, jobContext(wallet), { token: 'SOL', amount: '0.5', to: Keypair.generate().publicKey.toBase58() }));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.message).toBe('Insufficient SOL balance: you have 0.5 SOL; sending 0.5 SOL needs that plus a 0.000005 SOL fee. Nothing was sent.');
    expect(await signaturesOf(wallet.solana.address)).toEqual(signatures);
    expect(store.solanaSteps.all()).toEqual([]);
  });

  it('refuses a USDC transfer beyond the token balance with INSUFFICIENT_FUNDS, sending nothing', async () => {
    const wallet = await newWallet({ SOL: '1', USDC: '5' });
    const signatures = await signaturesOf(wallet.solana.address);
    const error = await failure(sendSolana(deps(), jobContext(wallet), { token: 'USDC', amount: '6', to: Keypair.generate().publicKey.toBase58() }));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.message).toBe('Insufficient USDC balance: you have 5 USDC and asked to send 6. Nothing was sent.');
    expect(await signaturesOf(wallet.solana.address)).toEqual(signatures);
  });

  it('refuses a USDC transfer when the wallet has no SOL for the fee and the new token account', async () => {
    const wallet = await newWallet({ USDC: '5' });
    const error = await failure(sendSolana(deps(), jobContext(wallet), { token: 'USDC', amount: '1', to: Keypair.generate().publicKey.toBase58() }));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.message).toMatch(/^Not enough SOL to pay for this USDC transfer: you have 0 SOL; it needs a 0\.000005 SOL fee and 0\.00203928 SOL to open/);
  });

  it.each([['not-an-address'], ['0x1234567890123456789012345678901234567890'], ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4'.replace('4', '0')]])(
    'rejects the recipient %s with INVALID_RECIPIENT',
    async (to) => {
      const wallet = await newWallet({ SOL: '1' });
      const error = await failure(sendSolana(deps(), jobContext(wallet), { token: 'SOL', amount: '0.1', to }));
      expect(error.code).toBe('INVALID_RECIPIENT');
      expect(error.message).toBe(`"${to}" is not a valid Solana address (a base58 public key of 32 bytes); check it and try again.`);
    },
  );

  it('rejects a token account given as the recipient', async () => {
    const wallet = await newWallet();
    const holder = Keypair.generate().publicKey;
    await fundSolanaAddress(sandbox, { address: holder.toBase58(), symbol: 'USDC', amount: '1' });
    const ata = getAssociatedTokenAddressSync(USDC, holder);
    const error = await failure(sendSolana(deps(), jobContext(wallet), { token: 'USDC', amount: '1', to: ata.toBase58() }));
    expect(error.code).toBe('INVALID_RECIPIENT');
  });

  it('rejects more decimals than the token has', async () => {
    const wallet = await newWallet();
    const error = await failure(sendSolana(deps(), jobContext(wallet), { token: 'USDC', amount: '1.0000001', to: Keypair.generate().publicKey.toBase58() }));
    expect(error.code).toBe('TOO_MANY_DECIMALS');
    expect(error.message).toBe('USDC has 6 decimals, so 1.0000001 USDC cannot be sent exactly; round it to at most 6 decimals.');
  });

  it('stops before signing when the job was cancelled: nothing signed, recorded or sent', async () => {
    const wallet = await newWallet();
    const recipient = Keypair.generate().publicKey;
    const signatures = await signaturesOf(wallet.solana.address);
    const signs = kmsSigns();
    const d = deps();
    const error = await failure(sendSolana(d, jobContext(wallet, { cancelled: true }), { token: 'SOL', amount: '1', to: recipient.toBase58() }));
    expect(error).toBeInstanceOf(JobCancelledError);
    expect(kmsSigns()).toBe(signs);
    expect(d.solanaSteps.all()).toEqual([]);
    expect(await signaturesOf(wallet.solana.address)).toEqual(signatures);
    expect(await lamportsOf(recipient)).toBe(0n);
  });

  describe('exactly once', () => {
    /** A store that records the signed step, then "crashes" before anything is sent. */
    function crashingAfterSigning(): SolanaStepStore & { all(): SolanaStep[]; crashes: number } {
      const inner = inMemorySolanaStepStore();
      const store = {
        crashes: 0,
        get: inner.get,
        all: inner.all,
        async put(step: SolanaStep) {
          await inner.put(step);
          if (step.status === 'signed' && store.crashes === 0) {
            store.crashes += 1;
            throw new Error('simulated crash after recording the signed transaction');
          }
        },
      };
      return store;
    }

    it('re-sends the recorded bytes on a retry after a crash after signing: one transfer, one KMS signature', async () => {
      const wallet = await newWallet();
      const recipient = Keypair.generate().publicKey;
      const store = crashingAfterSigning();
      const ctx = jobContext(wallet);
      const params: SendSolanaParams = { token: 'SOL', amount: '0.75', to: recipient.toBase58() };
      await expect(sendSolana(deps({ solanaSteps: store }), ctx, params)).rejects.toThrow('simulated crash');
      const [recorded] = store.all();
      expect(recorded).toMatchObject({ status: 'signed', stepId: `${ctx.job.jobId}:solana-transfer` });
      expect(await lamportsOf(recipient)).toBe(0n);

      const signs = kmsSigns();
      const outcome = await sendSolana(deps({ solanaSteps: store }), ctx, params);
      expect(kmsSigns()).toBe(signs);
      expect(outcome.metadata!.transactionHash).toBe(recorded!.signature);
      expect(await lamportsOf(recipient)).toBe(750_000_000n);
      expect(store.all()[0]).toMatchObject({ status: 'confirmed', signature: recorded!.signature });

      // A third run of the finished step answers from the record and sends nothing.
      const again = await sendSolana(deps({ solanaSteps: store }), ctx, params);
      expect(again.metadata!.transactionHash).toBe(recorded!.signature);
      expect(await lamportsOf(recipient)).toBe(750_000_000n);
    });

    it('finds the signature on chain on a retry after a crash after sending, without sending again', async () => {
      const wallet = await newWallet();
      const recipient = Keypair.generate().publicKey;
      const d = deps();
      const ctx = jobContext(wallet);
      const params: SendSolanaParams = { token: 'USDC', amount: '3', to: recipient.toBase58() };
      await sentThenCrashed(d, ctx, params);
      const sent: Uint8Array[] = [];
      const recordingSends: SolanaGateway = {
        ...gateway,
        sendRawTransaction: async (wire) => {
          sent.push(wire);
          return gateway.sendRawTransaction(wire);
        },
      };
      const outcome = await sendSolana({ ...d, solana: recordingSends }, ctx, params);
      expect(sent).toEqual([]);
      expect(outcome.metadata!.transactionHash).toBe(d.solanaSteps.all()[0]!.signature);
      expect(await usdcOf(recipient)).toBe(3_000_000n);
    });

    it('rebuilds with a new blockhash when the recorded one expired and its signature never landed', async () => {
      const wallet = await newWallet();
      const recipient = Keypair.generate().publicKey;
      const store = crashingAfterSigning();
      const ctx = jobContext(wallet);
      const params: SendSolanaParams = { token: 'SOL', amount: '0.5', to: recipient.toBase58() };
      await expect(sendSolana(deps({ solanaSteps: store }), ctx, params)).rejects.toThrow('simulated crash');
      const stale = store.all()[0]!;
      clockOffsetMs += 90_000; // 225 slots: past the 150-block validity of the recorded blockhash
      const outcome = await sendSolana(deps({ solanaSteps: store }), ctx, params);
      const signature = outcome.metadata!.transactionHash;
      expect(signature).not.toBe(stale.signature);
      expect(store.all()[0]).toMatchObject({ status: 'confirmed', signature, expiredSignatures: [stale.signature] });
      expect((await connection.getSignatureStatus(stale.signature, { searchTransactionHistory: true })).value).toBeNull();
      expect(await lamportsOf(recipient)).toBe(500_000_000n);
    });

    it('never signs anew on a lookup from an RPC backend behind the expiry: the landed transfer is found once the answer is current', async () => {
      const wallet = await newWallet();
      const recipient = Keypair.generate().publicKey;
      const d = deps();
      const ctx = jobContext(wallet);
      const params: SendSolanaParams = { token: 'SOL', amount: '0.2', to: recipient.toBase58() };
      await sentThenCrashed(d, ctx, params);
      const landed = d.solanaSteps.all()[0]!;
      clockOffsetMs += 90_000; // past the 150-block validity of its blockhash
      // A load-balanced RPC: the height comes from a current backend, the status from one 1,000 slots behind it.
      const behind: SolanaGateway = {
        ...gateway,
        getSignatureStatus: async () => ({ status: null, slot: (await gateway.getBlockHeight()).slot - 1_000 }),
      };
      expect((await failure(sendSolana({ ...d, solana: behind }, ctx, params))).code).toBe('SOLANA_RPC_BEHIND');
      expect(d.solanaSteps.all()).toEqual([landed]);
      const outcome = await sendSolana(d, ctx, params);
      expect(outcome.metadata!.transactionHash).toBe(landed.signature);
      expect(await lamportsOf(recipient)).toBe(200_000_000n);
    });

    it('refuses to reuse a step for a different transfer', async () => {
      const wallet = await newWallet();
      const recipient = Keypair.generate().publicKey.toBase58();
      const d = deps();
      const ctx = jobContext(wallet);
      await sendSolana(d, ctx, { token: 'SOL', amount: '0.1', to: recipient });
      const error = await failure(sendSolana(d, ctx, { token: 'SOL', amount: '0.2', to: recipient }));
      expect(error.code).toBe('STEP_MISMATCH');
      expect(await lamportsOf(recipient)).toBe(100_000_000n);
    });
  });
});

describe('solanaGateway', () => {
  it('maps an unreachable RPC to a TransientError naming Solana', async () => {
    const down = solanaGateway({ rpcUrl: 'http://127.0.0.1:9' });
    const error = await failure(down.getBlockHeight());
    expect(error).toBeInstanceOf(TransientError);
    expect(error.code).toBe('SOLANA_RPC_UNAVAILABLE');
    expect(error.message).toMatch(/^The Solana RPC did not answer while reading the block height/);
  });

  it('maps a failed preflight to a PermanentError carrying the program logs', async () => {
    const payer = Keypair.generate();
    await fundSolanaAddress(sandbox, { address: payer.publicKey.toBase58(), symbol: 'SOL', amount: '1' });
    const { SystemProgram, Transaction } = await import('@solana/web3.js');
    const { blockhash, lastValidBlockHeight } = await gateway.getLatestBlockhash();
    const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5 * LAMPORTS_PER_SOL }),
    );
    tx.sign(payer);
    const error = await failure(gateway.sendRawTransaction(tx.serialize()));
    expect(error.code).toBe('SOLANA_TRANSACTION_REJECTED');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('Transfer: insufficient lamports');
    expect(error.details?.logs).toEqual(expect.arrayContaining([expect.stringContaining('Transfer: insufficient lamports')]));
  });
});
