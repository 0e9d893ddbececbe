import { describe, expect, it } from 'vitest';
import { JsonRpcError, dispatchJsonRpc, stringifyJson, type RpcMethods } from '../../lib/sandbox/solana/json-rpc.ts';

const methods: RpcMethods = {
  echo: (params) => params,
  fail: () => {
    throw new JsonRpcError(-32002, 'Transaction simulation failed: Blockhash not found', { err: 'BlockhashNotFound', logs: [] });
  },
  crash: () => {
    throw new Error('boom');
  },
};

describe('stringifyJson', () => {
  it('writes bigint as a bare integer, beyond 2^53 exactly', () => {
    expect(stringifyJson({ lamports: 18_446_744_073_709_551_615n, list: [1n, -2n], text: 'bigint:1' })).toBe(
      '{"lamports":18446744073709551615,"list":[1,-2],"text":"bigint:1"}',
    );
  });
});

describe('dispatchJsonRpc', () => {
  it('answers a request with its id', async () => {
    expect(await dispatchJsonRpc(methods, { jsonrpc: '2.0', id: 7, method: 'echo', params: [1, 'a'] })).toEqual({ jsonrpc: '2.0', id: 7, result: [1, 'a'] });
  });

  it('answers a batch in order and leaves notifications unanswered', async () => {
    const responses = await dispatchJsonRpc(methods, [
      { jsonrpc: '2.0', id: 1, method: 'echo', params: [] },
      { jsonrpc: '2.0', method: 'ping' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ]);
    expect(responses).toEqual([
      { jsonrpc: '2.0', id: 1, result: [] },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ]);
    expect(await dispatchJsonRpc(methods, { jsonrpc: '2.0', method: 'ping' })).toBeUndefined();
  });

  it('carries a method error with its data, and hides nothing else but the stack', async () => {
    expect(await dispatchJsonRpc(methods, { jsonrpc: '2.0', id: 1, method: 'fail' })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32002, message: 'Transaction simulation failed: Blockhash not found', data: { err: 'BlockhashNotFound', logs: [] } },
    });
    expect(await dispatchJsonRpc(methods, { jsonrpc: '2.0', id: 2, method: 'crash' })).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32603, message: 'Internal error: boom' },
    });
  });

  it('refuses params that are not an array and requests that are not objects', async () => {
    expect(await dispatchJsonRpc(methods, { jsonrpc: '2.0', id: 1, method: 'echo', params: { a: 1 } })).toMatchObject({ error: { code: -32602 } });
    expect(await dispatchJsonRpc(methods, 42)).toMatchObject({ id: null, error: { code: -32600 } });
    expect(await dispatchJsonRpc(methods, [])).toMatchObject({ error: { code: -32600 } });
  });

  it('does not treat inherited object properties as methods', async () => {
    expect(await dispatchJsonRpc(methods, { jsonrpc: '2.0', id: 1, method: 'toString' })).toMatchObject({ error: { code: -32601 } });
  });
});
