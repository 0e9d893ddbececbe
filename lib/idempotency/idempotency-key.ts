import { createHash } from 'node:crypto';
import { BadRequestError } from '../errors.ts';

/** The request header, as API Gateway HTTP APIs and Node deliver it (lowercase). */
export const idempotencyKeyHeader = 'idempotency-key';

export const maxIdempotencyKeyLength = 255;

const invalidKey = (reason: string) =>
  new BadRequestError(
    'INVALID_IDEMPOTENCY_KEY',
    `Invalid Idempotency-Key header: ${reason}. Use 1 to ${maxIdempotencyKeyLength} printable ASCII characters, for example a UUID.`,
    {
      details: { field: 'Idempotency-Key', header: 'Idempotency-Key' },
    },
  );

const describeChar = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Reads the optional `Idempotency-Key` header: 1–255 printable ASCII
 * characters (space to `~`).
 * @returns the key, or undefined when the header is absent (the request is then not idempotent).
 * @throws BadRequestError `INVALID_IDEMPOTENCY_KEY` naming the header and what is wrong with it.
 */
export function readIdempotencyKey(headers: Readonly<Record<string, string | undefined>>): string | undefined {
  const value = headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  if (value.length === 0) throw invalidKey('it is empty');
  if (value.length > maxIdempotencyKeyLength) throw invalidKey(`it is ${value.length} characters long`);
  const bad = [...value].findIndex((char) => char < ' ' || char > '~');
  if (bad >= 0) throw invalidKey(`character ${bad + 1} (${describeChar([...value][bad]!)}) is not printable ASCII`);
  return value;
}

/** SHA-256 (hex) of a key: a fixed-length, delimiter-free name for it in storage. */
export const idempotencyKeyDigest = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
