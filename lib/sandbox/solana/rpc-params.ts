/**
 * Reading positional JSON-RPC params the way a Solana node does: keys are
 * parsed (a malformed one is -32602 `Invalid param: ...`), configs are
 * optional objects.
 */
import { PublicKey } from '@solana/web3.js';
import { JsonRpcError, RpcErrorCode, invalidParams } from './json-rpc.ts';

/** A base58 public key param. @throws JsonRpcError (-32602) when it is not one. */
export function pubkeyParam(value: unknown): PublicKey {
  if (typeof value !== 'string') throw new JsonRpcError(RpcErrorCode.invalidParams, 'Invalid param: Invalid');
  try {
    return new PublicKey(value);
  } catch {
    throw new JsonRpcError(RpcErrorCode.invalidParams, `Invalid param: Invalid (${value})`);
  }
}

/** The optional config object at a param position (`{}` when absent). @throws JsonRpcError when it is not an object. */
export function configParam<T extends object>(value: unknown): Partial<T> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('the config must be an object');
  return value as Partial<T>;
}

/** A non-negative integer param (lamports, data length). @throws JsonRpcError otherwise. */
export function unsignedParam(value: unknown, name: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  throw invalidParams(`${name} must be a non-negative integer`);
}

/** A string-array param with at most `max` items (batch lookups). */
export function stringArrayParam(value: unknown, name: string, max: number): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw invalidParams(`${name} must be an array of strings`);
  if (value.length > max) throw invalidParams(`Too many inputs provided; max ${max}`);
  return value as string[];
}
