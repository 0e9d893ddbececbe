import { PermanentError } from '../errors.ts';

/** One plain-text email. */
export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Port: sends email. Amazon SES in AWS (`adapters/ses/ses-mailer.ts`), a
 * folder of files locally (`local/outbox-mailer.ts`).
 * Adapters throw PermanentError `EMAIL_REJECTED` when the provider refuses
 * the recipient, and TransientError when trying again later may work.
 */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/** The code of the error a mailer throws when the provider refuses this message for good. */
export const emailRejectedCode = 'EMAIL_REJECTED';

/**
 * The mailer of a deployment (or a function) with no sender configured: every
 * send fails with a message that says what to set.
 */
export const unconfiguredMailer: Mailer = {
  async send() {
    throw new PermanentError(
      'EMAIL_NOT_CONFIGURED',
      'Email sign-in is not configured on this deployment: set the sender address (context emailFrom, environment PURSER_EMAIL_FROM) and deploy again.',
    );
  },
};
