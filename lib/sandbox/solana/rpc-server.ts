/**
 * The sandbox node's network front on 127.0.0.1: JSON-RPC over HTTP POST
 * (single and batch) and WebSocket. It listens on two consecutive ports, P
 * and P+1, each answering both HTTP and WebSocket upgrades: web3.js v1
 * derives its WebSocket URL from the RPC URL as port + 1 (the validator's
 * convention), so `new Connection(rpcUrl)` works unchanged, and a client told
 * the RPC URL's own port for WebSockets works too.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { dispatchJsonRpc, RpcErrorCode, stringifyJson, type RpcMethods } from './json-rpc.ts';

/** A running front. */
export interface RpcServer {
  /** The HTTP port (`rpcUrl`). */
  readonly port: number;
  /** The port web3.js derives for WebSockets: `port + 1`. */
  readonly wsPort: number;
  close(): Promise<void>;
}

export interface RpcServerOptions {
  readonly host: string;
  /** 0 picks a free pair of consecutive ports. */
  readonly port: number;
  readonly methods: RpcMethods;
  readonly onWebSocket: (socket: WebSocket) => void;
}

const MAX_BODY_BYTES = 50 * 1024 * 1024;
const PORT_PAIR_ATTEMPTS = 20;

/** Starts the front. @throws when the ports are taken (a fixed `port` and `port + 1` must both be free). */
export async function startRpcServer(options: RpcServerOptions): Promise<RpcServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  wss.on('connection', options.onWebSocket);
  const handler = (req: IncomingMessage, res: ServerResponse) => void answerHttp(options.methods, req, res);
  const [primary, secondary] = await listenOnPortPair(options.host, options.port, handler);
  for (const server of [primary, secondary]) {
    server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)));
  }
  const port = portOf(primary);
  return {
    port,
    wsPort: port + 1,
    async close() {
      await closeClients(wss);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await Promise.all([primary, secondary].map(closeServer));
    },
  };
}

const CLOSE_GRACE_MS = 500;

// A normal closure (1000): web3.js (rpc-websockets) reconnects forever after any other code, a
// client left behind by a stopped sandbox would keep its process alive retrying.
async function closeClients(wss: WebSocketServer): Promise<void> {
  const clients = [...wss.clients];
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            client.terminate();
            resolve();
          }, CLOSE_GRACE_MS);
          client.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          client.close(1000, 'sandbox stopping');
        }),
    ),
  );
}

async function answerHttp(methods: RpcMethods, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Browser dApps on another localhost port call the sandbox directly.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', '*');
  res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method === 'GET' && req.url === '/health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
  let body: string;
  try {
    body = await readBody(req);
  } catch {
    return void res.writeHead(413).end();
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return void sendJson(res, { jsonrpc: '2.0', id: null, error: { code: RpcErrorCode.parseError, message: 'Parse error' } });
  }
  const response = await dispatchJsonRpc(methods, payload);
  if (response === undefined) return void res.writeHead(204).end();
  sendJson(res, response);
}

function sendJson(res: ServerResponse, value: unknown): void {
  const text = stringifyJson(value);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function listenOnPortPair(host: string, port: number, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<[Server, Server]> {
  for (let attempt = 0; ; attempt++) {
    const primary = createServer(handler);
    await listen(primary, host, port);
    const chosen = portOf(primary);
    const secondary = createServer(handler);
    try {
      await listen(secondary, host, chosen + 1);
      return [primary, secondary];
    } catch (error) {
      await closeServer(primary);
      // A fixed port pair is the caller's choice to fix; a free one is retried.
      if (port !== 0 || attempt + 1 >= PORT_PAIR_ATTEMPTS) {
        throw new Error(`Solana sandbox: port ${chosen + 1} (the WebSocket port web3.js derives from ${chosen}) is not free`, { cause: error });
      }
    }
  }
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Solana sandbox: the server has no TCP port');
  return address.port;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections (web3.js keeps its agent's sockets) would hold close() open.
    server.closeAllConnections();
  });
}
