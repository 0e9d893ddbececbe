import { describe, expect, it } from 'vitest';
import { decodeAuditCursor, encodeAuditCursor } from '../../lib/audit/audit-cursor.ts';
import { inMemoryAuditLog } from '../../lib/audit/audit-log.ts';
import { AuditListQuerySchema } from '../../lib/audit/list-audit.ts';
import { recordBroadcast, recordSignature } from '../../lib/audit/record-audit.ts';
import { stepEntryId } from '../../lib/audit/step-entry-id.ts';
import { ulidIds } from '../../lib/core/ids.ts';

const fixedClock = { now: () => new Date('2026-01-01T00:00:00.000Z') };
const silentLogger = () => {
  const errors: Array<{ message: string; extra: unknown }> = [];
  const logger = { error: (message: string, extra: unknown) => errors.push({ message, extra }), warn: () => undefined, info: () => undefined };
  return { logger: logger as never, errors };
};
const hash = `0x${'ab'.repeat(32)}`;

describe('stepEntryId', () => {
  it('is the same for the same step, hash and signing time (a retry writes the same entry)', () => {
    expect(stepEntryId('job_1#0', hash, '2026-01-01T00:00:00.000Z')).toBe(stepEntryId('job_1#0', hash, '2026-01-01T00:00:00.000Z'));
  });

  it('differs per step and per hash', () => {
    const id = stepEntryId('job_1#0', hash, '2026-01-01T00:00:00.000Z');
    expect(stepEntryId('job_1#1', hash, '2026-01-01T00:00:00.000Z')).not.toBe(id);
    expect(stepEntryId('job_1#0', `0x${'cd'.repeat(32)}`, '2026-01-01T00:00:00.000Z')).not.toBe(id);
  });

  it('has the shape of an audit id and sorts by signing time among ULID ids', () => {
    const ids = ulidIds();
    const before = ids.auditId();
    const stepId = stepEntryId('job_1#0', hash, new Date(Date.now() + 1000).toISOString());
    expect(stepId).toMatch(/^aud_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(stepId > before).toBe(true);
    expect(stepEntryId('x', hash, '2026-01-01T00:00:00.001Z') > stepEntryId('x', hash, '2026-01-01T00:00:00.000Z')).toBe(true);
  });
});

describe('audit cursor', () => {
  it('round-trips an entry id', () => {
    const id = ulidIds().auditId();
    expect(decodeAuditCursor(encodeAuditCursor(id))).toBe(id);
  });

  it.each(['', 'not a cursor', Buffer.from('ACCOUNT#user_1').toString('base64url'), 'x'.repeat(100)])('refuses %j with INVALID_CURSOR (400)', (cursor) => {
    expect(() => decodeAuditCursor(cursor)).toThrow(expect.objectContaining({ code: 'INVALID_CURSOR', status: 400 }));
  });
});

describe('AuditListQuerySchema', () => {
  it.each([
    [{}, 50],
    [{ limit: '1' }, 1],
    [{ limit: '200' }, 200],
  ])('accepts %j as limit %d', (query, limit) => {
    expect(AuditListQuerySchema.parse(query).limit).toBe(limit);
  });

  it.each(['0', '201', '-1', '1.5', 'ten', ''])('refuses limit %j', (limit) => {
    expect(AuditListQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});

describe('inMemoryAuditLog', () => {
  it('lists newest first, in pages, only the account’s own entries', async () => {
    const log = inMemoryAuditLog();
    const ids = ulidIds();
    const written = [];
    for (let i = 0; i < 5; i += 1) {
      const entry = { entryId: ids.auditId(), accountId: 'user_a', action: 'sign.personal_sign' as const, at: fixedClock.now().toISOString() };
      written.push(entry.entryId);
      await log.record(entry);
    }
    await log.record({ entryId: ids.auditId(), accountId: 'user_b', action: 'submit', at: fixedClock.now().toISOString() });
    const first = await log.list('user_a', { limit: 2 });
    const second = await log.list('user_a', { limit: 2, cursor: first.nextCursor! });
    const last = await log.list('user_a', { limit: 2, cursor: second.nextCursor! });
    expect([...first.entries, ...second.entries, ...last.entries].map((e) => e.entryId)).toEqual([...written].reverse());
    expect(last.nextCursor).toBeUndefined();
  });
});

describe('recordSignature', () => {
  it('writes one entry with the key and action', async () => {
    const audit = inMemoryAuditLog();
    const { logger } = silentLogger();
    await recordSignature(
      { audit, clock: fixedClock, ids: ulidIds(), logger },
      { accountId: 'user_a', keyId: 'key_1', action: 'sign.typed_data', details: { primaryType: 'Order' } },
    );
    expect(audit.all()).toEqual([
      {
        entryId: expect.stringMatching(/^aud_/),
        accountId: 'user_a',
        keyId: 'key_1',
        action: 'sign.typed_data',
        at: '2026-01-01T00:00:00.000Z',
        details: { primaryType: 'Order' },
      },
    ]);
  });

  it('fails closed with AUDIT_UNAVAILABLE (503) when the entry cannot be written', async () => {
    const audit = inMemoryAuditLog();
    audit.failNext(1);
    const { logger, errors } = silentLogger();
    await expect(
      recordSignature({ audit, clock: fixedClock, ids: ulidIds(), logger }, { accountId: 'user_a', keyId: 'key_1', action: 'sign.personal_sign' }),
    ).rejects.toMatchObject({ code: 'AUDIT_UNAVAILABLE', status: 503 });
    expect(errors).toHaveLength(1);
  });
});

describe('recordBroadcast', () => {
  const record = {
    accountId: 'user_a',
    keyId: 'key_1',
    action: 'job.transaction' as const,
    chain: 'base',
    chainId: 8453,
    transactionHash: hash,
    stepId: 'job_1#0',
    signedAt: '2026-01-01T00:00:00.000Z',
    jobId: 'job_1',
  };

  it('keeps one entry however often a retried step records it', async () => {
    const audit = inMemoryAuditLog();
    const { logger } = silentLogger();
    await recordBroadcast({ audit, clock: fixedClock, logger }, record);
    await recordBroadcast({ audit, clock: { now: () => new Date('2026-01-01T00:05:00.000Z') }, logger }, record); // a retry, minutes later
    await recordBroadcast({ audit, clock: fixedClock, logger }, record);
    expect(audit.all()).toHaveLength(1);
    expect(audit.all()[0]).toMatchObject({ entryId: stepEntryId('job_1#0', hash, record.signedAt), transactionHash: hash, jobId: 'job_1', keyId: 'key_1' });
  });

  it('retries a failing write, then succeeds', async () => {
    const audit = inMemoryAuditLog();
    audit.failNext(2);
    const { logger, errors } = silentLogger();
    await recordBroadcast({ audit, clock: fixedClock, logger }, record);
    expect(audit.all()).toHaveLength(1);
    expect(errors).toHaveLength(0);
  });

  it('never throws after the money moved: a write that keeps failing is logged as AUDIT_WRITE_FAILED with the entry', async () => {
    const audit = inMemoryAuditLog();
    audit.failNext(10);
    const { logger, errors } = silentLogger();
    await expect(recordBroadcast({ audit, clock: fixedClock, logger }, record)).resolves.toBeUndefined();
    expect(audit.all()).toHaveLength(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^AUDIT_WRITE_FAILED/);
    expect(errors[0]!.extra).toMatchObject({ auditEntry: { transactionHash: hash, stepId: 'job_1#0' } });
  });
});
