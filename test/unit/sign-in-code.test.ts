import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageRejected, SESv2Client, TooManyRequestsException, SendingPausedException } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { sesMailer } from '../../lib/adapters/ses/ses-mailer.ts';
import { withAwsEmail } from '../../lib/composition/aws-email.ts';
import type { Deps } from '../../lib/deps.ts';
import { outboxMailer } from '../../lib/local/outbox-mailer.ts';
import { unconfiguredMailer } from '../../lib/sign-in/mailer.ts';
import { newSignInCode, SIGN_IN_CODE_TTL_MS, signInCodeMatches } from '../../lib/sign-in/sign-in-code.ts';

const now = new Date('2026-01-02T03:04:05.000Z');

describe('sign-in codes', () => {
  it('are six digits, valid 10 minutes, with no tries counted', () => {
    const { code, record } = newSignInCode('a@example.com', now);
    expect(code).toMatch(/^\d{6}$/);
    expect(record).toMatchObject({ email: 'a@example.com', createdAt: now.toISOString(), tries: 0 });
    expect(Date.parse(record.expiresAt) - now.getTime()).toBe(SIGN_IN_CODE_TTL_MS);
  });

  it('are stored only as a salted HMAC: the same code hashes differently each time', () => {
    const first = newSignInCode('a@example.com', now);
    const second = newSignInCode('a@example.com', now);
    expect(JSON.stringify(first.record)).not.toContain(first.code);
    expect(first.record.salt).not.toBe(second.record.salt);
    expect(first.record.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['the code', true, (code: string) => code],
    ['another code', false, (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')],
    ['the code with a space', false, (code: string) => `${code} `],
    ['nothing', false, () => ''],
  ])('compared with %s: matches is %s', (_label, expected, guess) => {
    const { code, record } = newSignInCode('a@example.com', now);
    expect(signInCodeMatches(record, guess(code))).toBe(expected);
  });
});

describe('mailers', () => {
  const message = { to: 'a@example.com', subject: 'Your Purser sign-in code: 123456', text: 'Your Purser sign-in code is 123456' };

  it('the outbox writes one file per message with To, Subject and body, and tells one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'purser-outbox-'));
    const lines: string[] = [];
    try {
      const mailer = outboxMailer({ dir: join(dir, 'outbox'), notify: (line) => lines.push(line) });
      await mailer.send(message);
      await mailer.send(message);
      const files = readdirSync(join(dir, 'outbox')).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d{4}-a@example\.com\.txt$/);
      expect(readFileSync(join(dir, 'outbox', files[0]!), 'utf8')).toBe(
        'To: a@example.com\nSubject: Your Purser sign-in code: 123456\n\nYour Purser sign-in code is 123456\n',
      );
      expect(lines[0]).toBe(`email to a@example.com: Your Purser sign-in code: 123456 (outbox: ${join(dir, 'outbox', files[0]!)})`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without a sender, refuses with EMAIL_NOT_CONFIGURED', async () => {
    await expect(unconfiguredMailer.send(message)).rejects.toMatchObject({ code: 'EMAIL_NOT_CONFIGURED', status: 422 });
  });

  /** An SES client whose send fails with `error` (the adapter's error mapping is what is under test). */
  const failingSes = (error: Error) => {
    const client = new SESv2Client({ region: 'us-east-1' });
    client.send = (async () => {
      throw error;
    }) as typeof client.send;
    return client;
  };
  const meta = (status: number) => ({ $metadata: { httpStatusCode: status }, message: 'x' });

  it.each([
    ['MessageRejected', new MessageRejected(meta(400)), 'EMAIL_REJECTED', false],
    ['TooManyRequestsException', new TooManyRequestsException(meta(429)), 'EMAIL_UNAVAILABLE', true],
    ['SendingPausedException', new SendingPausedException(meta(400)), 'EMAIL_SEND_FAILED', false],
    ['a network failure', Object.assign(new Error('ECONNRESET'), { $metadata: {} }), 'EMAIL_UNAVAILABLE', true],
  ])('SES %s becomes %s', async (_name, error, code, retryable) => {
    await expect(sesMailer(failingSes(error), { from: 'login@example.com' }).send(message)).rejects.toMatchObject({ code, retryable, cause: error });
  });

  it('sends plain text from the configured sender to the one recipient', async () => {
    const client = new SESv2Client({ region: 'us-east-1' });
    const sent: unknown[] = [];
    client.send = (async (command: { input: unknown }) => {
      sent.push(command.input);
      return {};
    }) as unknown as typeof client.send;
    await sesMailer(client, { from: 'Purser <login@example.com>' }).send(message);
    expect(sent).toEqual([
      {
        FromEmailAddress: 'Purser <login@example.com>',
        Destination: { ToAddresses: ['a@example.com'] },
        Content: { Simple: { Subject: { Data: message.subject, Charset: 'UTF-8' }, Body: { Text: { Data: message.text, Charset: 'UTF-8' } } } },
      },
    ]);
  });
});

describe('withAwsEmail (the sign-in-code function in AWS)', () => {
  const deps = { mailer: unconfiguredMailer } as unknown as Deps;

  it('keeps the unconfigured mailer without PURSER_EMAIL_FROM', () => {
    delete process.env.PURSER_EMAIL_FROM;
    expect(withAwsEmail(deps).mailer).toBe(unconfiguredMailer);
  });

  it('sends through SES from PURSER_EMAIL_FROM when set', () => {
    process.env.PURSER_EMAIL_FROM = 'login@example.com';
    try {
      expect(withAwsEmail(deps).mailer).not.toBe(unconfiguredMailer);
    } finally {
      delete process.env.PURSER_EMAIL_FROM;
    }
  });
});
