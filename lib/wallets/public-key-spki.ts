/**
 * KMS hands out public keys as DER SubjectPublicKeyInfo. For the two curves we
 * use the SPKI is a fixed header followed by the raw key, so a byte-exact
 * header comparison is a complete (and strict) parser; no ASN.1 library needed.
 * The local KMS stand-in encodes with the same headers, so both sides agree.
 */

/** SEQUENCE { SEQUENCE { id-ecPublicKey, secp256k1 }, BIT STRING (65 bytes) }. */
const secp256k1Header = Uint8Array.from(Buffer.from('3056301006072a8648ce3d020106052b8104000a034200', 'hex'));
/** SEQUENCE { SEQUENCE { id-Ed25519 }, BIT STRING (32 bytes) } (RFC 8410). */
const ed25519Header = Uint8Array.from(Buffer.from('302a300506032b6570032100', 'hex'));

/** The SPKI key types this service uses, named by their KMS key spec. */
export type SpkiKeySpec = 'ECC_SECG_P256K1' | 'ECC_NIST_EDWARDS25519';

const layouts: Record<SpkiKeySpec, { header: Uint8Array; keyLength: number }> = {
  ECC_SECG_P256K1: { header: secp256k1Header, keyLength: 65 },
  ECC_NIST_EDWARDS25519: { header: ed25519Header, keyLength: 32 },
};

/**
 * Wraps a raw public key in SPKI DER.
 *
 * @param spec which curve.
 * @param rawKey secp256k1: the 65-byte uncompressed point (`04 || x || y`); Ed25519: the 32-byte key.
 * @throws RangeError when the key has the wrong length or form.
 */
export function encodeSpki(spec: SpkiKeySpec, rawKey: Uint8Array): Uint8Array {
  const { header, keyLength } = layouts[spec];
  if (rawKey.length !== keyLength) throw new RangeError(`${spec} public key must be ${keyLength} bytes`);
  if (spec === 'ECC_SECG_P256K1' && rawKey[0] !== 0x04) throw new RangeError('secp256k1 key must be uncompressed');
  const out = new Uint8Array(header.length + keyLength);
  out.set(header);
  out.set(rawKey, header.length);
  return out;
}

/**
 * Extracts the raw public key from SPKI DER.
 *
 * @param spec the curve the caller expects; any other SPKI is refused.
 * @param spki the DER bytes (as returned by KMS GetPublicKey).
 * @returns secp256k1: the 65-byte uncompressed point; Ed25519: the 32-byte key.
 * @throws Error when the bytes are not an SPKI of that curve.
 */
export function decodeSpki(spec: SpkiKeySpec, spki: Uint8Array): Uint8Array {
  const { header, keyLength } = layouts[spec];
  const matches = spki.length === header.length + keyLength && header.every((byte, index) => spki[index] === byte);
  if (!matches) throw new Error(`Not a ${spec} SubjectPublicKeyInfo`);
  const key = spki.slice(header.length);
  if (spec === 'ECC_SECG_P256K1' && key[0] !== 0x04) throw new Error('secp256k1 public key is not uncompressed');
  return key;
}
