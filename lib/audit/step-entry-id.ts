import { createHash } from 'node:crypto';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `length` Crockford base32 digits of `value`, most significant first. */
function encode(value: bigint, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out = crockford[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

/**
 * The audit entry id of one broadcast transaction: a ULID whose time is when
 * the transaction was signed and whose random part is taken from the step id
 * and the hash. Every retry of a step computes the same id, so the log's
 * conditional write keeps exactly one entry per transaction, and the entry
 * still sorts by time among the others.
 * @param signedAt when the transaction was signed (stored with the step, so stable across retries).
 */
export function stepEntryId(stepId: string, transactionHash: string, signedAt: string): string {
  const time = BigInt(Math.max(0, Date.parse(signedAt) || 0));
  const digest = createHash('sha256').update(`${stepId}\n${transactionHash}`, 'utf8').digest();
  const random = BigInt(`0x${digest.subarray(0, 10).toString('hex')}`);
  return `aud_${encode(time, 10)}${encode(random, 16)}`;
}
