import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mailer } from '../sign-in/mailer.ts';

/** Where the sandbox's email goes: `<dataDir>/outbox/`, one file per message. */
export const outboxPath = (dataDir: string): string => join(dataDir, 'outbox');

/** Props of {@link outboxMailer}. */
export interface OutboxMailerOptions {
  /** The folder messages are written to (created when missing). */
  readonly dir: string;
  /**
   * Told one line per message, subject and file included. `npm start` prints
   * it: the sign-in code in the subject is the sandbox's convenience, so a
   * developer does not have to open the file. Never used in AWS, where codes
   * are never logged.
   */
  readonly notify?: (line: string) => void;
}

let sequence = 0;

/**
 * The local Mailer: each message becomes `<outbox>/<time>-<seq>-<to>.txt`
 * holding To, Subject and the body, so names sort by sending order and a test
 * or a person can read the latest code for an address.
 */
export function outboxMailer(options: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      mkdirSync(options.dir, { recursive: true });
      sequence += 1;
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.dir, `${time}-${String(sequence).padStart(4, '0')}-${message.to.replace(/[^A-Za-z0-9@._+-]/g, '_')}.txt`);
      writeFileSync(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`, { mode: 0o600 });
      options.notify?.(`email to ${message.to}: ${message.subject} (outbox: ${file})`);
    },
  };
}
