import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { TOKEN_PROGRAM_ID, getAccount, getAssociatedTokenAddressSync, getMint } from '@solana/spl-token';
import { base58 } from '@scure/base';
import { solanaChain } from '../../lib/chains/chains.ts';
import { startSolanaSandbox, type SolanaSandbox } from '../../lib/sandbox/solana/solana-sandbox.ts';
import { fundNewSolanaWallet, fundSolanaAddress } from '../../lib/sandbox/solana/solana-faucet.ts';
import { solanaSandboxClient } from '../../lib/sandbox/solana/solana-sandbox-client.ts';
import { WRAPPED_SOL_MINT } from '../../lib/swaps/solana-swap-provider.ts';

const USDC_MINT = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
const running: SolanaSandbox[] = [];
const tempDirs: string[] = [];

async function sandbox(
  options: { dataDir?: string; now?: () => number; snapshotIntervalMs?: number } = {},
): Promise<{ sb: SolanaSandbox; connection: Connection }> {
  const sb = await startSolanaSandbox(options);
  running.push(sb);
  return { sb, connection: new Connection(sb.rpcUrl, 'confirmed') };
}

async function fundedWallet(sb: SolanaSandbox, sol = '2'): Promise<Keypair> {
  const wallet = Keypair.generate();
  await fundSolanaAddress(sb, { address: wallet.publicKey.toBase58(), symbol: 'SOL', amount: sol });
  return wallet;
}

const usdcBalance = async (connection: Connection, owner: PublicKey): Promise<bigint> => {
  const { value } = await connection.getTokenAccountsByOwner(owner, { mint: USDC_MINT });
  if (value.length === 0) return 0n;
  return (await getAccount(connection, value[0]!.pubkey)).amount;
};

afterEach(async () => {
  await Promise.all(running.splice(0).map((sb) => sb.stop()));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Solana sandbox RPC with an unmodified web3.js Connection', () => {
  it('airdrops SOL and reports the balance', async () => {
    const { connection } = await sandbox();
    const wallet = Keypair.generate();
    const signature = await connection.requestAirdrop(wallet.publicKey, 3 * LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
    expect(await connection.getBalance(wallet.publicKey)).toBe(3 * LAMPORTS_PER_SOL);
  });

  it('confirms a transfer through sendAndConfirmTransaction (signatureSubscribe over the derived WebSocket URL)', async () => {
    const { sb, connection } = await sandbox();
    const payer = await fundedWallet(sb);
    const recipient = Keypair.generate().publicKey;
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL }));
    const signature = await sendAndConfirmTransaction(connection, tx, [payer]);
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL);
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL - 5000);
    const notified = await new Promise((resolve) => connection.onSignature(signature, (result) => resolve(result)));
    expect(notified).toEqual({ err: null });
  });

  it('serves the WebSocket on the RPC port too, for a Connection given wsEndpoint explicitly', async () => {
    const { sb } = await sandbox();
    const connection = new Connection(sb.rpcUrl, { commitment: 'confirmed', wsEndpoint: sb.rpcUrl.replace('http', 'ws') });
    const payer = await fundedWallet(sb);
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    );
    await expect(sendAndConfirmTransaction(connection, tx, [payer])).resolves.toMatch(/^\w{80,90}$/);
  });

  it('rejects a failing transaction at send time with its logs and charges nothing', async () => {
    const { sb, connection } = await sandbox();
    const payer = await fundedWallet(sb);
    const before = await connection.getBalance(payer.publicKey);
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5 * LAMPORTS_PER_SOL }),
    );
    const error = await sendAndConfirmTransaction(connection, tx, [payer]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as SendTransactionError).message).toContain('custom program error: 0x1');
    expect((error as SendTransactionError).logs).toContain(`Transfer: insufficient lamports ${before - 5000}, need ${5 * LAMPORTS_PER_SOL}`);
    expect(await connection.getBalance(payer.publicKey)).toBe(before);
    expect(await connection.getSignaturesForAddress(payer.publicKey)).toHaveLength(1);
  });

  it('lists funded USDC at its mainnet mint through getTokenAccountsByOwner (jsonParsed) and getTokenAccountBalance', async () => {
    const { sb, connection } = await sandbox();
    const owner = Keypair.generate().publicKey;
    await fundSolanaAddress(sb, { address: owner.toBase58(), symbol: 'USDC', amount: '1234.5' });
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID });
    expect(value).toHaveLength(1);
    expect(value[0]!.pubkey.equals(getAssociatedTokenAddressSync(USDC_MINT, owner))).toBe(true);
    expect(value[0]!.account.data.parsed.info).toMatchObject({
      mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      owner: owner.toBase58(),
      state: 'initialized',
      tokenAmount: { amount: '1234500000', decimals: 6, uiAmount: 1234.5, uiAmountString: '1234.5' },
    });
    const balance = await connection.getTokenAccountBalance(value[0]!.pubkey);
    expect(balance.value).toEqual({ amount: '1234500000', decimals: 6, uiAmount: 1234.5, uiAmountString: '1234.5' });
  });

  it('has every registry mint at its mainnet address, readable with spl-token getMint and getAccount', async () => {
    const { sb, connection } = await sandbox();
    for (const token of solanaChain.tokens) {
      const mint = await getMint(connection, new PublicKey(token.mint));
      expect({ symbol: token.symbol, decimals: mint.decimals, authority: mint.mintAuthority?.toBase58() }).toEqual({
        symbol: token.symbol,
        decimals: token.decimals,
        authority: sb.authority.publicKey.toBase58(),
      });
    }
    const owner = Keypair.generate().publicKey;
    await fundSolanaAddress(sb, { address: owner.toBase58(), symbol: 'BONK', amount: '5000000' });
    const bonk = new PublicKey(solanaChain.tokens.find((t) => t.symbol === 'BONK')!.mint);
    const account = await getAccount(connection, getAssociatedTokenAddressSync(bonk, owner));
    expect(account.amount).toBe(500_000_000_000n);
    expect((await getMint(connection, bonk)).supply).toBe(500_000_000_000n);
  });

  it('answers getTransaction and getSignaturesForAddress (newest first, limit, before) after a transfer', async () => {
    const { sb, connection } = await sandbox();
    const payer = await fundedWallet(sb);
    const recipient = Keypair.generate().publicKey;
    const signatures: string[] = [];
    for (const lamports of [LAMPORTS_PER_SOL / 4, LAMPORTS_PER_SOL / 2]) {
      const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports }));
      signatures.push(await sendAndConfirmTransaction(connection, tx, [payer]));
    }
    const found = await connection.getTransaction(signatures[1]!, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
    expect(found?.meta).toMatchObject({
      err: null,
      fee: 5000,
      preBalances: [2 * LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 4 - 5000, LAMPORTS_PER_SOL / 4, 1],
      postBalances: [2 * LAMPORTS_PER_SOL - (3 * LAMPORTS_PER_SOL) / 4 - 10_000, (3 * LAMPORTS_PER_SOL) / 4, 1],
      logMessages: ['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success'],
    });
    expect(found?.transaction.message.staticAccountKeys[1]?.equals(recipient)).toBe(true);
    expect(found?.blockTime).toBeGreaterThan(0);

    const history = await connection.getSignaturesForAddress(recipient);
    expect(history.map((h) => h.signature)).toEqual([signatures[1], signatures[0]]);
    expect(history[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect((await connection.getSignaturesForAddress(recipient, { limit: 1 })).map((h) => h.signature)).toEqual([signatures[1]]);
    expect((await connection.getSignaturesForAddress(recipient, { before: signatures[1] })).map((h) => h.signature)).toEqual([signatures[0]]);
  });

  it('simulates a transaction with logs, units and no state change', async () => {
    const { sb, connection } = await sandbox();
    const payer = await fundedWallet(sb);
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    );
    tx.feePayer = payer.publicKey;
    const { value } = await connection.simulateTransaction(tx);
    expect(value.err).toBeNull();
    expect(value.logs).toEqual(['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success']);
    expect(value.unitsConsumed).toBeGreaterThan(0);
    expect(await connection.getBalance(payer.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
  });

  it('simulates against the latest blockhash on request, and verifies signatures only when asked', async () => {
    const { sb, connection } = await sandbox();
    const payer = await fundedWallet(sb);
    const tx = new Transaction({ feePayer: payer.publicKey, blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 0 }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    );
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
    const simulate = async (config: Record<string, unknown>) => {
      const response = await fetch(sb.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'simulateTransaction', params: [wire, { encoding: 'base64', ...config }] }),
      });
      return (await response.json()) as { result?: { value: Record<string, unknown> }; error?: { code: number; message: string } };
    };
    expect((await simulate({})).result?.value.err).toBe('BlockhashNotFound');
    const replaced = await simulate({ replaceRecentBlockhash: true });
    expect(replaced.result?.value).toMatchObject({ err: null, replacementBlockhash: await connection.getLatestBlockhash() });
    expect((await simulate({ sigVerify: true })).error).toEqual({ code: -32003, message: 'Transaction signature verification failure' });
  });

  it('accepts transactions encoded in base58 as well as base64', async () => {
    const { sb, connection } = await sandbox();
    const payer = await fundedWallet(sb);
    const recipient = Keypair.generate().publicKey;
    const tx = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL }),
    );
    tx.sign(payer);
    const response = await fetch(sb.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base58.encode(tx.serialize())] }),
    });
    expect(((await response.json()) as { result: string }).result).toBe(base58.encode(tx.signature!));
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL);
  });

  it('gives consecutive transactions fresh blockhashes, each valid for 150 blocks however many transactions land', async () => {
    const { sb, connection } = await sandbox();
    const first = await connection.getLatestBlockhash();
    await fundedWallet(sb);
    const second = await connection.getLatestBlockhash();
    expect(second.blockhash).not.toBe(first.blockhash);
    expect(second.lastValidBlockHeight - (await connection.getBlockHeight())).toBe(150);
    // More transactions than the validity window in blocks: a cached blockhash must survive them (web3.js caches for 30 s).
    for (let i = 0; i < 160; i++) await fundSolanaAddress(sb, { address: Keypair.generate().publicKey.toBase58(), symbol: 'SOL', amount: '0.001' });
    expect((await connection.isBlockhashValid(first.blockhash)).value).toBe(true);
  });

  it('lets slots follow the clock: a blockhash expires 150 blocks (a minute) after it was issued', async () => {
    let now = 1_700_000_000_000;
    const { sb, connection } = await sandbox({ now: () => now });
    const payer = await fundedWallet(sb);
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const slot = await connection.getSlot();
    now += 150 * 400 + 400;
    expect(await connection.getSlot()).toBe(slot + 151);
    expect(await connection.getBlockHeight()).toBeGreaterThan(lastValidBlockHeight);
    const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    );
    tx.sign(payer);
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow('Blockhash not found');
    expect(await connection.getBalance(payer.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
  });

  it('ticks slot subscribers with the clock while nothing happens', async () => {
    const { connection } = await sandbox();
    const slots: number[] = [];
    const id = connection.onSlotChange((info) => slots.push(info.slot));
    await expect.poll(() => slots.length, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
    await connection.removeSlotChangeListener(id);
    expect(slots[1]!).toBeGreaterThan(slots[0]!);
  });

  it('pushes account changes to accountSubscribe subscribers once their subscription is acknowledged', async () => {
    const { sb } = await sandbox();
    const watched = Keypair.generate().publicKey;
    const socket = new WebSocket(sb.wsUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const messages: Array<{ id?: number; result?: unknown; method?: string; params?: { result: { value: { lamports: number } } } }> = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'accountSubscribe', params: [watched.toBase58(), { encoding: 'base64', commitment: 'confirmed' }] }),
    );
    await expect.poll(() => messages.find((m) => m.id === 1)?.result).toBeTypeOf('number');
    await fundSolanaAddress(sb, { address: watched.toBase58(), symbol: 'SOL', amount: '1.5' });
    await expect.poll(() => messages.find((m) => m.method === 'accountNotification')?.params?.result.value.lamports).toBe(1.5 * LAMPORTS_PER_SOL);
    socket.close();
  });

  it('answers batch requests over HTTP', async () => {
    const { sb } = await sandbox();
    const response = await fetch(sb.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
        { jsonrpc: '2.0', id: 3, method: 'noSuchMethod' },
      ]),
    });
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, result: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } },
    ]);
  });
});

describe('Solana sandbox faucet', () => {
  it('funds a new wallet with 10 SOL, 10,000 USDC and about $100 of each other token', async () => {
    const { sb, connection } = await sandbox();
    const owner = Keypair.generate().publicKey;
    const fundings = await fundNewSolanaWallet(sb, owner.toBase58());
    expect(fundings.map((f) => `${f.amount} ${f.symbol}`)).toEqual(['10 SOL', '10000 USDC', '100 USDT', '5000000 BONK', '100 JUP', '50 WIF']);
    expect(await connection.getBalance(owner)).toBe(10 * LAMPORTS_PER_SOL);
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID });
    expect(value).toHaveLength(5);
  });

  it('names the tokens it has when asked for one it does not', async () => {
    const { sb } = await sandbox();
    await expect(fundSolanaAddress(sb, { address: Keypair.generate().publicKey.toBase58(), symbol: 'DOGE', amount: '1' })).rejects.toThrow(
      'DOGE is not a token on solana; it has SOL, USDC, USDT, BONK, JUP, WIF.',
    );
  });

  it('is reachable from another process through sandbox_fund', async () => {
    const { sb, connection } = await sandbox();
    const client = solanaSandboxClient(sb.rpcUrl);
    const owner = Keypair.generate().publicKey;
    const funding = await client.fund({ address: owner.toBase58(), symbol: 'usdc', amount: '25' });
    expect(funding).toMatchObject({ symbol: 'USDC', amount: '25', baseUnits: '25000000' });
    expect(await usdcBalance(connection, owner)).toBe(25_000_000n);
    await expect(client.fund({ address: owner.toBase58(), symbol: 'DOGE', amount: '1' })).rejects.toMatchObject({ code: 'UNKNOWN_TOKEN', status: 400 });
  });
});

describe('Solana sandbox market maker', () => {
  /** Builds the maker's transaction; `send` signs it as the user and sends it through the RPC. */
  async function prepareSwap(connection: Connection, sb: SolanaSandbox, user: Keypair, quote: Awaited<ReturnType<SolanaSandbox['marketMaker']['quote']>>) {
    const built = await sb.marketMaker.buildSwapTransaction({ quote, userPublicKey: user.publicKey.toBase58() });
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.sign([user]);
    return {
      async send(): Promise<string> {
        const signature = await connection.sendRawTransaction(tx.serialize());
        await connection.confirmTransaction({ signature, blockhash: tx.message.recentBlockhash, lastValidBlockHeight: built.lastValidBlockHeight });
        return signature;
      },
    };
  }

  it('quotes SOL to USDC at the table price less the 0.3% spread', async () => {
    const { sb } = await sandbox();
    const quote = await sb.marketMaker.quote({
      inputMint: WRAPPED_SOL_MINT,
      outputMint: USDC_MINT.toBase58(),
      amount: 2n * BigInt(LAMPORTS_PER_SOL),
      slippageBps: 50,
    });
    expect(quote.outAmount).toBe(299_100_000n); // 2 SOL × $150 × 0.997
    expect(quote.minOutAmount).toBe(297_604_500n);
  });

  it('swaps SOL for USDC in one co-signed transaction; both legs move', async () => {
    const { sb, connection } = await sandbox();
    const user = await fundedWallet(sb, '5');
    const maker = sb.marketMakerWallet.publicKey;
    const amount = 2n * BigInt(LAMPORTS_PER_SOL);
    const quote = await sb.marketMaker.quote({ inputMint: WRAPPED_SOL_MINT, outputMint: USDC_MINT.toBase58(), amount, slippageBps: 50 });
    const swap = await prepareSwap(connection, sb, user, quote);
    // Read after building: the maker stocks up on what it owes when it builds.
    const makerSolBefore = BigInt(await connection.getBalance(maker));
    const makerUsdcBefore = await usdcBalance(connection, maker);
    await swap.send();
    const ataRent = BigInt(await connection.getMinimumBalanceForRentExemption(165));
    expect(BigInt(await connection.getBalance(user.publicKey))).toBe(5n * BigInt(LAMPORTS_PER_SOL) - amount - 10_000n - ataRent);
    expect(await usdcBalance(connection, user.publicKey)).toBe(quote.outAmount);
    expect(BigInt(await connection.getBalance(maker))).toBe(makerSolBefore + amount);
    expect(await usdcBalance(connection, maker)).toBe(makerUsdcBefore - quote.outAmount);
  });

  it('swaps USDC for SOL, the SPL leg paid by the user', async () => {
    const { sb, connection } = await sandbox();
    const user = await fundedWallet(sb, '1');
    await fundSolanaAddress(sb, { address: user.publicKey.toBase58(), symbol: 'USDC', amount: '300' });
    const quote = await sb.marketMaker.quote({ inputMint: USDC_MINT.toBase58(), outputMint: WRAPPED_SOL_MINT, amount: 150_000_000n, slippageBps: 100 });
    expect(quote.outAmount).toBe(997_000_000n);
    const before = BigInt(await connection.getBalance(user.publicKey));
    await (await prepareSwap(connection, sb, user, quote)).send();
    expect(await usdcBalance(connection, user.publicKey)).toBe(150_000_000n);
    expect(BigInt(await connection.getBalance(user.publicKey))).toBe(before + quote.outAmount - 10_000n);
  });

  it('a swap the user cannot pay for is rejected at send and moves nothing', async () => {
    const { sb, connection } = await sandbox();
    const user = await fundedWallet(sb, '1');
    const maker = sb.marketMakerWallet.publicKey;
    const quote = await sb.marketMaker.quote({
      inputMint: WRAPPED_SOL_MINT,
      outputMint: USDC_MINT.toBase58(),
      amount: 3n * BigInt(LAMPORTS_PER_SOL),
      slippageBps: 50,
    });
    const built = await sb.marketMaker.buildSwapTransaction({ quote, userPublicKey: user.publicKey.toBase58() });
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.sign([user]);
    const [userSol, makerSol, makerUsdc] = [
      await connection.getBalance(user.publicKey),
      await connection.getBalance(maker),
      await usdcBalance(connection, maker),
    ];
    const error = await connection.sendRawTransaction(tx.serialize()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/);
    expect([await connection.getBalance(user.publicKey), await connection.getBalance(maker), await usdcBalance(connection, maker)]).toEqual([
      userSol,
      makerSol,
      makerUsdc,
    ]);
    expect(await usdcBalance(connection, user.publicKey)).toBe(0n);
  });

  it('is reachable from another process through sandbox_quote and sandbox_swapTransaction, and follows moved prices', async () => {
    const { sb, connection } = await sandbox();
    const client = solanaSandboxClient(sb.rpcUrl);
    const user = await fundedWallet(sb, '3');
    await client.movePrice({ symbol: 'SOL', percent: 10 });
    const quote = await client.marketMaker.quote({
      inputMint: WRAPPED_SOL_MINT,
      outputMint: USDC_MINT.toBase58(),
      amount: BigInt(LAMPORTS_PER_SOL),
      slippageBps: 50,
    });
    expect(quote.outAmount).toBe(164_505_000n); // 1 SOL × $165 × 0.997
    const built = await client.marketMaker.buildSwapTransaction({ quote, userPublicKey: user.publicKey.toBase58() });
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.sign([user]);
    const signature = await connection.sendRawTransaction(tx.serialize());
    await connection.confirmTransaction({ signature, blockhash: tx.message.recentBlockhash, lastValidBlockHeight: built.lastValidBlockHeight });
    expect(await usdcBalance(connection, user.publicKey)).toBe(164_505_000n);
  });
});

describe('Solana sandbox persistence', () => {
  it('keeps balances, mints, history and the chain head across stop and start on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'purser-solana-'));
    tempDirs.push(dataDir);
    let now = 1_700_000_000_000;
    const first = await sandbox({ dataDir, now: () => now });
    const owner = Keypair.generate().publicKey;
    const { signature } = await fundSolanaAddress(first.sb, { address: owner.toBase58(), symbol: 'SOL', amount: '4' });
    await fundSolanaAddress(first.sb, { address: owner.toBase58(), symbol: 'USDC', amount: '99' });
    const authority = first.sb.authority.publicKey.toBase58();
    now += 10_000;
    const slot = await first.connection.getSlot();
    const { blockhash } = await first.connection.getLatestBlockhash();
    await first.sb.stop();

    const second = await sandbox({ dataDir, now: () => now });
    expect(await second.connection.getBalance(owner)).toBe(4 * LAMPORTS_PER_SOL);
    expect(await usdcBalance(second.connection, owner)).toBe(99_000_000n);
    const mint = await getMint(second.connection, USDC_MINT);
    expect({ supply: mint.supply, authority: mint.mintAuthority?.toBase58() }).toEqual({ supply: 99_000_000n, authority });
    expect(await second.connection.getSlot()).toBe(slot);
    expect((await second.connection.isBlockhashValid(blockhash)).value).toBe(true);
    expect((await second.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta?.err).toBeNull();
  });

  it('has a confirmed transaction on disk before it answers, so a kill -9 right after the answer loses nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'purser-solana-'));
    tempDirs.push(dataDir);
    // No periodic save in this test's time, and the first sandbox is never stopped (which would save).
    const first = await sandbox({ dataDir, snapshotIntervalMs: 3_600_000 });
    const payer = Keypair.generate();
    const to = Keypair.generate().publicKey;
    await first.connection.confirmTransaction(await first.connection.requestAirdrop(payer.publicKey, 2 * LAMPORTS_PER_SOL));
    const transfer = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_234_567 }));
    const signature = await sendAndConfirmTransaction(first.connection, transfer, [payer]);

    // What a restart after a kill -9 would read: the state file as it is now.
    const reopened = await sandbox({ dataDir, snapshotIntervalMs: 3_600_000 });
    expect(await reopened.connection.getBalance(to)).toBe(1_234_567);
    expect((await reopened.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta?.err).toBeNull();
  });

  it('keeps the mint authority keypair readable by its owner only', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'purser-solana-'));
    tempDirs.push(dataDir);
    await sandbox({ dataDir });
    expect(statSync(join(dataDir, 'mint-authority.json')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'market-maker.json')).mode & 0o777).toBe(0o600);
  });
});
