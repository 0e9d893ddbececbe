import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What a lagging RPC hides from its callers while `lag` is set: `pending`,
 * a node whose receipt index trails its state (anvil between writing a block
 * and indexing its transactions: the account's nonce has moved, the
 * transaction still shows as pending, no receipt); `unknown`, a load-balanced
 * RPC whose answering backend has not seen the block nor the transaction.
 */
export type Lag = 'pending' | 'unknown' | undefined;

/** The lookups of the transaction at a sender's nonce (Reth's and anvil's `eth_`, Erigon's `ots_`), which geth does not have. */
const senderNonceLookups = new Set(['eth_getTransactionBySenderAndNonce', 'ots_getTransactionBySenderAndNonce']);

export interface LaggingRpc {
  readonly url: string;
  /** Receipts (and, for `unknown`, the transactions) the node holds are hidden while set, and who used a nonce with them. */
  lag: Lag;
  /**
   * Whether the RPC answers a lookup of the transaction at a sender's nonce, says it has no such method (geth), or
   * refuses it with a plain HTTP 400 (a gateway that serves only the methods it lists).
   */
  senderNonceLookup: 'answered' | 'unsupported' | 'http-400';
  close(): Promise<void>;
}

interface RpcCall {
  readonly id?: unknown;
  readonly method?: string;
}

/** A JSON-RPC proxy on loopback in front of `target` that hides mined transactions as `lag` says. */
export async function startLaggingRpc(target: string): Promise<LaggingRpc> {
  const rpc: LaggingRpc = { url: '', lag: undefined, senderNonceLookup: 'answered', close: async () => undefined };
  const forward = async (body: string) => {
    const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return res.text();
  };
  const rewrite = (call: RpcCall, answer: { result?: unknown }) => {
    if (senderNonceLookups.has(call.method ?? '') && rpc.senderNonceLookup === 'unsupported')
      return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `the method ${call.method} does not exist/is not available` } };
    if (rpc.lag !== undefined && senderNonceLookups.has(call.method ?? '')) return { ...answer, result: null };
    if (rpc.lag === undefined || answer.result === null || answer.result === undefined) return answer;
    if (call.method === 'eth_getTransactionReceipt') return { ...answer, result: null };
    if (call.method !== 'eth_getTransactionByHash') return answer;
    if (rpc.lag === 'unknown') return { ...answer, result: null };
    return { ...answer, result: { ...(answer.result as object), blockHash: null, blockNumber: null, transactionIndex: null } };
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      void forward(body)
        .then((text) => {
          const calls = JSON.parse(body) as RpcCall | RpcCall[];
          if (rpc.senderNonceLookup === 'http-400' && !Array.isArray(calls) && senderNonceLookups.has(calls.method ?? '')) {
            res.writeHead(400, { 'content-type': 'text/plain' }).end(`Unsupported method: ${calls.method}`);
            return;
          }
          const answers = JSON.parse(text) as { result?: unknown } | Array<{ result?: unknown }>;
          const out = Array.isArray(calls)
            ? (answers as Array<{ result?: unknown }>).map((a, i) => rewrite(calls[i] ?? {}, a))
            : rewrite(calls, answers as { result?: unknown });
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
        })
        .catch((error: unknown) => res.writeHead(502).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(rpc, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
