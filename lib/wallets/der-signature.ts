/**
 * KMS returns ECDSA signatures DER-encoded (`SEQUENCE { INTEGER r, INTEGER s }`)
 * while Ethereum wants fixed-width `r`, `s` with a low `s` (EIP-2). This module
 * is the pure bridge between the two; it knows nothing about KMS.
 */

/** secp256k1 group order `n`. */
export const secp256k1Order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const halfOrder = secp256k1Order >> 1n;

/** Thrown when bytes are not a strict DER ECDSA signature. */
export class DerSignatureError extends Error {
  constructor(message: string) {
    super(`Invalid DER ECDSA signature: ${message}`);
    this.name = 'DerSignatureError';
  }
}

/**
 * Parses a strict DER ECDSA signature as produced by AWS KMS.
 *
 * Strict, because a lenient parser lets two encodings of one signature through:
 * lengths must be short-form and exact, integers positive and minimally
 * encoded (a leading 0x00 only when the next byte has its high bit set), and
 * nothing may trail the sequence. Short-form lengths cover every signature on a
 * 256-bit curve (at most 72 bytes).
 *
 * @param der the signature bytes.
 * @returns `r` and `s` as bigints, unchanged (no low-s normalisation here).
 * @throws DerSignatureError on any deviation from the encoding above.
 */
export function parseDerSignature(der: Uint8Array): { r: bigint; s: bigint } {
  if (der.length < 8) throw new DerSignatureError(`too short (${der.length} bytes)`);
  if (der[0] !== 0x30) throw new DerSignatureError('does not start with a SEQUENCE tag');
  const seqLength = der[1]!;
  if (seqLength & 0x80) throw new DerSignatureError('long-form sequence length');
  if (seqLength !== der.length - 2) {
    throw new DerSignatureError(`sequence length ${seqLength} does not match ${der.length - 2} remaining bytes`);
  }
  const first = readInteger(der, 2, 'r');
  const second = readInteger(der, first.next, 's');
  if (second.next !== der.length) throw new DerSignatureError('trailing bytes after s');
  return { r: first.value, s: second.value };
}

function readInteger(der: Uint8Array, offset: number, name: string): { value: bigint; next: number } {
  if (der[offset] !== 0x02) throw new DerSignatureError(`${name} is not an INTEGER`);
  const length = der[offset + 1];
  if (length === undefined) throw new DerSignatureError(`${name} length missing`);
  if (length & 0x80) throw new DerSignatureError(`${name} has a long-form length`);
  if (length === 0) throw new DerSignatureError(`${name} is empty`);
  const start = offset + 2;
  const end = start + length;
  if (end > der.length) throw new DerSignatureError(`${name} runs past the end`);
  const bytes = der.subarray(start, end);
  if (bytes[0]! & 0x80) throw new DerSignatureError(`${name} is negative`);
  if (length > 1 && bytes[0] === 0x00 && !(bytes[1]! & 0x80)) {
    throw new DerSignatureError(`${name} has a superfluous leading zero`);
  }
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return { value, next: end };
}

/**
 * Maps `s` to the lower half of the secp256k1 order (EIP-2). KMS does not do
 * this, and Ethereum rejects high-s transaction signatures.
 *
 * @param s a signature `s` in `[1, n-1]`.
 * @returns `s` or `n - s`, whichever is at most `n/2`.
 * @throws RangeError when `s` is outside `[1, n-1]`.
 */
export function normaliseLowS(s: bigint): bigint {
  if (s <= 0n || s >= secp256k1Order) throw new RangeError('s is outside [1, n-1]');
  return s > halfOrder ? secp256k1Order - s : s;
}
