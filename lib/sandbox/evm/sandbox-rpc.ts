import { setTimeout as sleep } from 'node:timers/promises';
import { getAddress, keccak256, numberToHex, slice, toHex, type Address, type Hex } from 'viem';

/**
 * JSON-RPC plumbing for the sandbox deployer, faucet and market maker: plain
 * requests, batches (one HTTP round trip for many calls), and transactions
 * sent by addresses anvil impersonates. Sandbox only.
 */

/** One JSON-RPC call of a batch. */
export interface RpcCall {
  readonly method: string;
  readonly params: readonly unknown[];
}

interface RpcResponse {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: { readonly message: string };
}

/** Derives a sandbox address nobody holds a key for; anvil signs for it by impersonation. */
export const sandboxAddress = (label: string): Address => getAddress(slice(keccak256(toHex(label)), 12));

/**
 * The sandbox operator: deploys the contracts, is the minter of every sandbox
 * token, owns the Uniswap factory and provides the pools' liquidity. Not one of
 * anvil's dev accounts, so nobody else's transactions compete for its nonces.
 */
export const sandboxOperator: Address = sandboxAddress('purser.sandbox.operator');
/** The market maker that `movePrice` trades from. */
export const sandboxMarketMaker: Address = sandboxAddress('purser.sandbox.market-maker');

/**
 * Sends one JSON-RPC request.
 * @throws Error naming the method when the node answers with an error or not at all.
 */
export async function rpcRequest<T>(rpcUrl: string, method: string, params: readonly unknown[] = []): Promise<T> {
  const [response] = await postRpc(rpcUrl, [{ method, params }]);
  if (response?.error) throw new Error(`${method} failed on ${rpcUrl}: ${response.error.message}`);
  return response?.result as T;
}

/**
 * Sends many requests in one HTTP round trip. anvil may run them concurrently,
 * so a batch must not depend on its own order (transactions with explicit
 * nonces are fine: the pool orders them).
 * @throws Error naming the first failing method.
 */
export async function rpcBatch(rpcUrl: string, calls: readonly RpcCall[]): Promise<unknown[]> {
  const responses = await rpcBatchSettled(rpcUrl, calls);
  const failed = responses.findIndex((r) => r.error !== undefined);
  if (failed >= 0) throw new Error(`${calls[failed]?.method} failed on ${rpcUrl}: ${responses[failed]?.error?.message}`);
  return responses.map((r) => r.result);
}

async function rpcBatchSettled(rpcUrl: string, calls: readonly RpcCall[]): Promise<RpcResponse[]> {
  if (calls.length === 0) return [];
  return postRpc(rpcUrl, calls);
}

async function postRpc(rpcUrl: string, calls: readonly RpcCall[]): Promise<RpcResponse[]> {
  const body = calls.map((c, id) => ({ jsonrpc: '2.0', id, method: c.method, params: c.params }));
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`${rpcUrl} answered HTTP ${response.status} to ${calls[0]?.method}`);
  const answers = (await response.json()) as RpcResponse[];
  // JSON-RPC lets a server answer a batch in any order.
  return calls.map((_, id) => answers.find((a) => a.id === id) ?? { id, error: { message: 'no answer in the batch' } });
}

/**
 * Places contract code at fixed addresses (a token's, a protocol's real
 * address), setting it only where the chain holds other code: a restart
 * on the same chain leaves what is already there.
 */
export async function placeCode(rpcUrl: string, placements: readonly { address: Address; code: Hex }[]): Promise<void> {
  const current = (await rpcBatch(
    rpcUrl,
    placements.map((p) => ({ method: 'eth_getCode', params: [p.address, 'latest'] })),
  )) as Hex[];
  const stale = placements.filter((p, i) => current[i]?.toLowerCase() !== p.code.toLowerCase());
  await rpcBatch(
    rpcUrl,
    stale.map((p) => ({ method: 'anvil_setCode', params: [p.address, p.code] })),
  );
}

/** A transaction for {@link sendTransactions}. Gas is explicit: estimating would run against state earlier ones change. */
export interface SandboxTx {
  /** Says what failed in an error message. */
  readonly label: string;
  readonly to?: Address;
  readonly data?: Hex;
  readonly value?: bigint;
  readonly gas: bigint;
}

/** What {@link sendTransactions} returns per transaction, in order. */
export interface SentTx {
  readonly hash: Hex;
  readonly contractAddress: Address | null;
  readonly nonce: number;
}

const senderLocks = new Map<string, Promise<unknown>>();
const nonceConflict = /nonce too low|replacement transaction underpriced|already known|nonce.*already/i;

/**
 * Sends `txs` from `from` (impersonated) in order and waits until all are
 * mined. They go in batches (one HTTP round trip each) with consecutive
 * explicit nonces; a batch holds no more gas than a block, because anvil's
 * automine only mines when a transaction arrives and would leave what does
 * not fit pending. Sends from one sender are serialised in this process; if
 * another process took the nonces meanwhile, the batch is retried.
 * @throws Error naming the first transaction that was rejected or reverted.
 */
export async function sendTransactions(rpcUrl: string, from: Address, txs: readonly SandboxTx[]): Promise<SentTx[]> {
  if (txs.length === 0) return [];
  const [, block] = (await rpcBatch(rpcUrl, [
    { method: 'anvil_impersonateAccount', params: [from] },
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
  ])) as [unknown, { gasLimit: Hex }];
  const sent: SentTx[] = [];
  for (const chunk of chunkByGas(txs, BigInt(block.gasLimit))) {
    for (let attempt = 1; ; attempt++) {
      const result = await withSenderLock(`${rpcUrl}|${from}`, () => sendBatch(rpcUrl, from, chunk));
      if (!('conflict' in result)) {
        sent.push(...(await waitForMined(rpcUrl, chunk, result)));
        break;
      }
      if (attempt >= 3) throw new Error(`${chunk[0]?.label}: ${result.conflict}`);
    }
  }
  return sent;
}

function chunkByGas(txs: readonly SandboxTx[], blockGasLimit: bigint): SandboxTx[][] {
  const chunks: SandboxTx[][] = [];
  let gas = 0n;
  for (const tx of txs) {
    const last = chunks.at(-1);
    if (last && gas + tx.gas <= blockGasLimit) {
      last.push(tx);
      gas += tx.gas;
    } else {
      chunks.push([tx]);
      gas = tx.gas;
    }
  }
  return chunks;
}

async function withSenderLock<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = senderLocks.get(key) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(run);
  senderLocks.set(key, current);
  try {
    return await current;
  } finally {
    if (senderLocks.get(key) === current) senderLocks.delete(key);
  }
}

async function sendBatch(rpcUrl: string, from: Address, txs: readonly SandboxTx[]): Promise<SentTx[] | { conflict: string }> {
  const first = Number(await rpcRequest<Hex>(rpcUrl, 'eth_getTransactionCount', [from, 'pending']));
  const calls = txs.map((tx, i) => ({
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to: tx.to,
        data: tx.data,
        value: tx.value === undefined ? undefined : numberToHex(tx.value),
        gas: numberToHex(tx.gas),
        nonce: numberToHex(first + i),
      },
    ],
  }));
  const responses = await rpcBatchSettled(rpcUrl, calls);
  const errors = responses.map((r) => r.error?.message).filter((m): m is string => m !== undefined);
  // Only a batch that lost every nonce to another process is safe to resend as a whole.
  if (errors.length === txs.length && errors.every((m) => nonceConflict.test(m))) return { conflict: errors[0] as string };
  const failed = responses.findIndex((r) => r.error !== undefined);
  if (failed >= 0) throw new Error(`${txs[failed]?.label} was rejected by ${rpcUrl}: ${responses[failed]?.error?.message}`);
  return responses.map((r, i) => ({ hash: r.result as Hex, contractAddress: null, nonce: first + i }));
}

interface Receipt {
  readonly status: Hex;
  readonly contractAddress: Address | null;
}

async function waitForMined(rpcUrl: string, txs: readonly SandboxTx[], sent: SentTx[]): Promise<SentTx[]> {
  const deadline = Date.now() + 60_000;
  let nudgeAt = Date.now() + 1_000;
  for (;;) {
    const receipts = (await rpcBatch(
      rpcUrl,
      sent.map((s) => ({ method: 'eth_getTransactionReceipt', params: [s.hash] })),
    )) as (Receipt | null)[];
    if (receipts.every((r) => r !== null)) {
      const reverted = receipts.findIndex((r) => r?.status !== '0x1');
      if (reverted >= 0) throw new Error(`${txs[reverted]?.label} reverted (transaction ${sent[reverted]?.hash} on ${rpcUrl})`);
      return sent.map((s, i) => ({ ...s, contractAddress: receipts[i]?.contractAddress ? getAddress(receipts[i].contractAddress) : null }));
    }
    if (Date.now() > deadline) throw new Error(`${txs[0]?.label}: transactions not mined within 60 s on ${rpcUrl}`);
    // Others' transactions can fill a block and leave ours pending until the next arrival: mine one.
    if (Date.now() > nudgeAt) {
      await rpcRequest(rpcUrl, 'evm_mine', []);
      nudgeAt = Date.now() + 500;
    }
    await sleep(5);
  }
}

/** `anvil_setBalance` argument for an amount of wei. */
export const weiHex = (wei: bigint): Hex => numberToHex(wei);
