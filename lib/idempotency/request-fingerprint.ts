import { createHash } from 'node:crypto';

/**
 * What a request body looked like, without keeping the body: enough to tell
 * a repeat from a different request under the same `Idempotency-Key`, and to
 * name the fields that differ.
 */
export interface RequestFingerprint {
  /** SHA-256 (hex) of the body's canonical JSON: the one value compared. */
  readonly digest: string;
  /** A short digest per leaf path (`transaction.value`, `prompt`), used only to name what differs. */
  readonly fields: Readonly<Record<string, string>>;
}

/** Beyond this many leaves only top-level fields are kept (a mismatch is then named less precisely). */
const maxFields = 64;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * JSON with object keys sorted (by UTF-16 code unit) at every depth and no
 * whitespace, so bodies that differ only in key order or formatting are the
 * same request. Array order matters. A missing body counts as `null`.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (isPlainObject(value)) {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function collectLeaves(value: unknown, path: string, into: Map<string, unknown>): void {
  const children: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, i) => [`${path}[${i}]`, item])
    : isPlainObject(value)
      ? Object.keys(value)
          .filter((key) => value[key] !== undefined)
          .map((key) => [path ? `${path}.${key}` : key, value[key]])
      : [];
  if (children.length === 0) into.set(path || 'body', value);
  for (const [childPath, child] of children) collectLeaves(child, childPath, into);
}

function fieldDigests(body: unknown): Record<string, string> {
  const leaves = new Map<string, unknown>();
  collectLeaves(body, '', leaves);
  const chosen = leaves.size <= maxFields ? [...leaves] : isPlainObject(body) ? Object.entries(body).slice(0, maxFields) : [];
  return Object.fromEntries(chosen.map(([path, value]) => [path, sha256(canonicalJson(value)).slice(0, 16)]));
}

/** Fingerprints a parsed JSON request body (see `canonicalJson`). */
export function fingerprintRequest(body: unknown): RequestFingerprint {
  return { digest: sha256(canonicalJson(body)), fields: fieldDigests(body) };
}

/**
 * The field paths whose values differ between two fingerprints (present in
 * one only, or with another value), sorted. Empty when the fingerprints carry
 * too little to say.
 */
export function differingFields(original: RequestFingerprint, repeat: RequestFingerprint): string[] {
  const paths = new Set([...Object.keys(original.fields), ...Object.keys(repeat.fields)]);
  return [...paths].filter((path) => original.fields[path] !== repeat.fields[path]).sort();
}
