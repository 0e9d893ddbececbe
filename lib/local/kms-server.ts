/**
 * A small AWS-KMS-compatible HTTP endpoint for local mode.
 *
 * DEVELOPMENT STAND-IN, NOT A SECURITY BOUNDARY: private keys live on this
 * machine's disk (AES-256-GCM under a master key stored beside them), requests
 * are not authenticated (SigV4 signatures are ignored), and only the handful of
 * operations Purser uses exist (CreateKey, DescribeKey, GetPublicKey, Sign,
 * ListResourceTags, TagResource; ECC_SECG_P256K1 and ECC_NIST_EDWARDS25519
 * only). It exists so the real @aws-sdk/client-kms, pointed here through
 * `AWS_ENDPOINT_URL_KMS`, exercises the same signing code path as in AWS.
 *
 * Protocol: AWS JSON 1.1, `POST /` with `X-Amz-Target: TrentService.<Op>`;
 * errors are HTTP 400 with `{"__type": "<ExceptionName>", "message": ...}`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KmsKeyStore } from './kms-key-store.ts';
import { KmsFault, kmsOperations } from './kms-operations.ts';

/** Options for {@link startKmsServer}. */
export interface KmsServerOptions {
  /** Directory holding the master key and the sealed keys; reuse it to keep keys across restarts. */
  readonly dataDir: string;
  /** TCP port; 0 (the default) picks a free one. */
  readonly port?: number;
  /** Only loopback is allowed: this endpoint has no authentication. */
  readonly host?: '127.0.0.1';
}

/** A running local KMS endpoint. */
export interface KmsServer {
  /** Base URL to put in `AWS_ENDPOINT_URL_KMS`, e.g. `http://127.0.0.1:4599`. */
  readonly url: string;
  /** Requests served per operation name since start (for the benchmark: KMS calls per signature). */
  operationCounts(): Readonly<Record<string, number>>;
  /** Stops accepting requests and closes open connections. */
  close(): Promise<void>;
}

const jsonContentType = 'application/x-amz-json-1.1';
const targetPrefix = 'TrentService.';
/** Far above any valid request (a Sign message is at most 4 KiB before base64). */
const maxBodyBytes = 256 * 1024;

/**
 * Starts the local KMS stand-in.
 *
 * @param options where keys live and which port to bind (loopback only).
 * @returns the endpoint URL and a `close` function.
 * @throws Error when the data directory cannot be used or the port cannot be bound.
 */
export async function startKmsServer(options: KmsServerOptions): Promise<KmsServer> {
  const store = KmsKeyStore.open(options.dataDir);
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1') throw new Error('The local KMS stand-in only listens on 127.0.0.1');
  const counts: Record<string, number> = {};
  const server = createServer((request, response) => {
    handle(store, request, response, counts).catch(() => {
      if (!response.headersSent) send(response, 500, { __type: 'KMSInternalException', message: 'Internal error' });
      else response.destroy();
    });
  });
  // SDK clients keep connections alive; without this, close() would wait on them.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    operationCounts: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function handle(store: KmsKeyStore, request: IncomingMessage, response: ServerResponse, counts: Record<string, number>): Promise<void> {
  if (request.method !== 'POST') {
    request.resume();
    send(response, 405, { __type: 'UnsupportedOperationException', message: 'Only POST / is served' });
    return;
  }
  const target = request.headers['x-amz-target'];
  const operationName = typeof target === 'string' && target.startsWith(targetPrefix) ? target.slice(targetPrefix.length) : '';
  counts[operationName] = (counts[operationName] ?? 0) + 1;
  const body = await readBody(request);
  if (body === undefined) {
    send(response, 413, { __type: 'ValidationException', message: `Request body exceeds ${maxBodyBytes} bytes` });
    return;
  }
  try {
    const operation = Object.hasOwn(kmsOperations, operationName) ? kmsOperations[operationName] : undefined;
    if (!operation) {
      throw new KmsFault('UnsupportedOperationException', `Operation '${operationName || String(target)}' is not supported by the local KMS stand-in`);
    }
    const input = parseInput(body);
    send(response, 200, operation({ store, region: regionOf(request) }, input));
  } catch (error) {
    if (!(error instanceof KmsFault)) throw error;
    send(response, error.status, { __type: error.type, message: error.message });
  }
}

function parseInput(body: Buffer): Record<string, unknown> {
  let input: unknown;
  try {
    input = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch {
    throw new KmsFault('SerializationException', 'Request body is not valid JSON');
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new KmsFault('SerializationException', 'Request body must be a JSON object');
  }
  return input as Record<string, unknown>;
}

/** Reads the body, or returns undefined (and drains the rest) when it is too large. */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) tooLarge = true;
    if (!tooLarge) chunks.push(chunk);
  }
  return tooLarge ? undefined : Buffer.concat(chunks);
}

/** The region from the SigV4 credential scope (`Credential=AKID/date/<region>/kms/aws4_request`). */
function regionOf(request: IncomingMessage): string {
  const match = /Credential=[^/]+\/\d{8}\/([a-z0-9-]+)\/kms\//.exec(request.headers.authorization ?? '');
  return match?.[1] ?? 'us-east-1';
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': jsonContentType,
    'content-length': Buffer.byteLength(payload),
    'x-amzn-requestid': randomUUID(),
  });
  response.end(payload);
}
