/**
 * JSON-RPC 2.0 plumbing shared by the sandbox's HTTP and WebSocket fronts:
 * the error type a method throws, request dispatch (single and batch), and
 * JSON output that writes `bigint` as a bare integer the way a Solana node
 * writes u64 values.
 */

/** Standard JSON-RPC and Solana node error codes the sandbox answers with. */
export const RpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Solana: preflight simulation failed (`data` carries err and logs). */
  sendTransactionPreflightFailure: -32002,
  /** Solana: a signature did not verify. */
  transactionSignatureVerificationFailure: -32003,
  /** Solana: the transaction is v0 and the caller did not set `maxSupportedTransactionVersion`. */
  unsupportedTransactionVersion: -32015,
  /** Sandbox-only methods (`sandbox_*`): the request was understood but could not be carried out. */
  sandboxFailure: -32000,
} as const;

/** An error a method handler throws to answer with a JSON-RPC error object. */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JsonRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

/** `Invalid params: ...`, the wording Solana nodes use for bad arguments. */
export const invalidParams = (why: string): JsonRpcError => new JsonRpcError(RpcErrorCode.invalidParams, `Invalid params: ${why}`);

/** A method: positional params in, a JSON-ready result out (may contain `bigint`). */
export type RpcHandler = (params: readonly unknown[]) => unknown;
export type RpcMethods = Readonly<Record<string, RpcHandler>>;

type JsonRpcId = string | number | null;
interface JsonRpcResponse {
  readonly jsonrpc: '2.0';
  readonly id: JsonRpcId;
  readonly result?: unknown;
  readonly error?: { code: number; message: string; data?: unknown };
}

/**
 * Answers one decoded JSON-RPC payload (a request or a batch). Returns the
 * response(s), or `undefined` when nothing is owed (only notifications).
 * Unexpected handler failures become -32603 with their message: this is a
 * local development node, and the message is what a developer needs.
 */
export async function dispatchJsonRpc(methods: RpcMethods, payload: unknown): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  if (Array.isArray(payload)) {
    if (payload.length === 0) return errorResponse(null, new JsonRpcError(RpcErrorCode.invalidRequest, 'Invalid request'));
    const responses: JsonRpcResponse[] = [];
    // One after another, not in parallel: a batch of sends must land in order.
    for (const request of payload) {
      const response = await dispatchOne(methods, request);
      if (response) responses.push(response);
    }
    return responses.length > 0 ? responses : undefined;
  }
  return dispatchOne(methods, payload);
}

async function dispatchOne(methods: RpcMethods, request: unknown): Promise<JsonRpcResponse | undefined> {
  if (typeof request !== 'object' || request === null || typeof (request as { method?: unknown }).method !== 'string') {
    return errorResponse(null, new JsonRpcError(RpcErrorCode.invalidRequest, 'Invalid request'));
  }
  const { id, method, params } = request as { id?: JsonRpcId; method: string; params?: unknown };
  const isNotification = id === undefined;
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!handler) {
    // Notifications (web3.js sends a `ping` every few seconds) get no answer, known or not.
    return isNotification ? undefined : errorResponse(id, new JsonRpcError(RpcErrorCode.methodNotFound, 'Method not found'));
  }
  if (params !== undefined && !Array.isArray(params)) {
    return isNotification ? undefined : errorResponse(id, invalidParams('`params` should be an array'));
  }
  try {
    const result = await handler(params ?? []);
    return isNotification ? undefined : { jsonrpc: '2.0', id, result };
  } catch (error) {
    return isNotification ? undefined : errorResponse(id, error);
  }
}

/** The response for a failed request; anything that is not a `JsonRpcError` becomes -32603. */
export function errorResponse(id: JsonRpcId, error: unknown): JsonRpcResponse {
  if (error instanceof JsonRpcError) {
    const body = error.data === undefined ? { code: error.code, message: error.message } : { code: error.code, message: error.message, data: error.data };
    return { jsonrpc: '2.0', id, error: body };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { jsonrpc: '2.0', id, error: { code: RpcErrorCode.internalError, message: `Internal error: ${message}` } };
}

const BIGINT_MARK = '\u0000bigint:';

/**
 * JSON text in which `bigint` values are bare integers (`18446744073709551615`,
 * not a string), as Solana nodes write u64 fields; JSON.stringify alone
 * cannot write them and a `number` would lose precision above 2^53.
 */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${BIGINT_MARK}${v}` : v));
  // JSON.stringify escapes the NUL of the mark, so the text holds `\u0000bigint:`.
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}
