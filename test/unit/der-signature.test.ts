import { secp256k1 } from '@noble/curves/secp256k1';
import { describe, expect, it } from 'vitest';
import { DerSignatureError, normaliseLowS, parseDerSignature, secp256k1Order } from '../../lib/wallets/der-signature.ts';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replaceAll(' ', ''), 'hex'));
const n = secp256k1Order;

describe('parseDerSignature', () => {
  it.each([
    { name: 'one-byte integers', der: '30 06 02 01 01 02 01 02', r: 1n, s: 2n },
    { name: 'zero is a valid INTEGER', der: '30 06 02 01 00 02 01 7f', r: 0n, s: 0x7fn },
    { name: 'leading zero before a high bit in r', der: '30 07 02 02 00 80 02 01 01', r: 0x80n, s: 1n },
    { name: 'leading zero before a high bit in s', der: '30 07 02 01 01 02 02 00 ff', r: 1n, s: 0xffn },
    {
      name: '33-byte r and 32-byte s (the common KMS shape)',
      der: `30 45 02 21 00${'ff'.repeat(32)} 02 20 7f${'00'.repeat(31)}`,
      r: 2n ** 256n - 1n,
      s: 0x7fn << 248n,
    },
    {
      name: 'both 33 bytes (72-byte maximum)',
      der: `30 46 02 21 00 80${'00'.repeat(31)} 02 21 00 80${'01'.repeat(31)}`,
      r: 1n << 255n,
      s: BigInt(`0x80${'01'.repeat(31)}`),
    },
  ])('parses $name', ({ der, r, s }) => {
    expect(parseDerSignature(bytes(der))).toEqual({ r, s });
  });

  it.each([
    { name: 'empty input', der: '', error: 'too short (0 bytes)' },
    { name: 'truncated input', der: '30 05 02 01 01 02 01', error: 'too short (7 bytes)' },
    { name: 'a SET instead of a SEQUENCE', der: '31 06 02 01 01 02 01 01', error: 'does not start with a SEQUENCE tag' },
    { name: 'a long-form sequence length', der: '30 81 06 02 01 01 02 01 01', error: 'long-form sequence length' },
    { name: 'a sequence length too large', der: '30 07 02 01 01 02 01 01', error: 'sequence length 7 does not match 6' },
    { name: 'a sequence length too small', der: '30 05 02 01 01 02 01 01', error: 'sequence length 5 does not match 6' },
    { name: 'r not an INTEGER', der: '30 06 04 01 01 02 01 01', error: 'r is not an INTEGER' },
    { name: 's not an INTEGER', der: '30 06 02 01 01 03 01 01', error: 's is not an INTEGER' },
    { name: 'an empty r', der: '30 07 02 00 02 03 01 01 01', error: 'r is empty' },
    { name: 'a negative r', der: '30 06 02 01 80 02 01 01', error: 'r is negative' },
    { name: 'a negative s', der: '30 06 02 01 01 02 01 ff', error: 's is negative' },
    { name: 'a superfluous leading zero in r', der: '30 07 02 02 00 01 02 01 01', error: 'r has a superfluous leading zero' },
    { name: 'a superfluous leading zero in s', der: '30 07 02 01 01 02 02 00 7f', error: 's has a superfluous leading zero' },
    { name: 'a long-form length on s', der: '30 07 02 01 01 02 81 01 01', error: 's has a long-form length' },
    { name: 'r running past the end', der: '30 06 02 05 01 02 01 01', error: 'r runs past the end' },
    { name: 's running past the end', der: '30 06 02 01 01 02 02 01', error: 's runs past the end' },
    { name: 'bytes after s inside the sequence', der: '30 07 02 01 01 02 01 01 00', error: 'trailing bytes after s' },
  ])('rejects $name', ({ der, error }) => {
    expect(() => parseDerSignature(bytes(der))).toThrow(DerSignatureError);
    expect(() => parseDerSignature(bytes(der))).toThrow(error);
  });

  it('agrees with @noble/curves on random signatures, high s included', () => {
    const privateKey = secp256k1.utils.randomPrivateKey();
    let sawHighS = false;
    for (let index = 0; index < 64; index += 1) {
      const digest = crypto.getRandomValues(new Uint8Array(32));
      const signature = secp256k1.sign(digest, privateKey, { lowS: false, extraEntropy: true });
      sawHighS ||= signature.s > n / 2n;
      expect(parseDerSignature(signature.toDERRawBytes())).toEqual({ r: signature.r, s: signature.s });
    }
    expect(sawHighS).toBe(true);
  });
});

describe('normaliseLowS', () => {
  it.each([
    { name: 'keeps 1', s: 1n, expected: 1n },
    { name: 'keeps n/2 (the largest low s)', s: n / 2n, expected: n / 2n },
    { name: 'flips n/2 + 1', s: n / 2n + 1n, expected: n - (n / 2n + 1n) },
    { name: 'flips n - 1 to 1', s: n - 1n, expected: 1n },
  ])('$name', ({ s, expected }) => {
    expect(normaliseLowS(s)).toBe(expected);
  });

  it.each([0n, n, n + 1n, -1n])('rejects s = %s', (s) => {
    expect(() => normaliseLowS(s)).toThrow('s is outside [1, n-1]');
  });
});
