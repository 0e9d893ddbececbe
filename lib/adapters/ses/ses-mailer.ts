import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { PermanentError, TransientError } from '../../errors.ts';
import { emailRejectedCode, type Mailer } from '../../sign-in/mailer.ts';

/** Props of {@link sesMailer}. */
export interface SesMailerOptions {
  /** The sender, an address of a verified SES identity (PURSER_EMAIL_FROM), optionally `Name <address>`. */
  readonly from: string;
}

/** SES error names worth a retry later (the SDK already retried a few times). */
const transientErrorNames = new Set(['TooManyRequestsException', 'LimitExceededException', 'InternalServiceErrorException']);

/**
 * The Mailer on Amazon SES (v2 SendEmail, plain text, UTF-8). Messages are
 * never logged: they carry sign-in codes.
 *
 * Errors: `MessageRejected` (a recipient SES will not send to, such as an
 * unverified address while the account is in the SES sandbox) becomes
 * PermanentError `EMAIL_REJECTED`; throttling, server faults and network
 * failures TransientError `EMAIL_UNAVAILABLE`; anything else (paused sending,
 * unverified identity, access denied) PermanentError `EMAIL_SEND_FAILED`,
 * which the operator has to fix.
 * @param client an unmodified SESv2 client; region and credentials come from the environment.
 */
export function sesMailer(client: SESv2Client, options: SesMailerOptions): Mailer {
  return {
    async send(message) {
      try {
        await client.send(
          new SendEmailCommand({
            FromEmailAddress: options.from,
            Destination: { ToAddresses: [message.to] },
            Content: {
              Simple: {
                Subject: { Data: message.subject, Charset: 'UTF-8' },
                Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
              },
            },
          }),
        );
      } catch (error) {
        throw wrapSesError(error);
      }
    },
  };
}

/** Maps an SES SDK error to the service's error classes; the SDK error is the `cause`. */
export function wrapSesError(error: unknown): Error {
  const sdkError = error as { name?: string; $fault?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } };
  const name = sdkError?.name ?? 'Error';
  const details = { sesError: name };
  if (name === 'MessageRejected') {
    return new PermanentError(emailRejectedCode, 'The mail provider refused to send to this address.', { cause: error, details });
  }
  // No HTTP status means the request never got an answer (connection refused, reset, timeout).
  const transient =
    transientErrorNames.has(name) || sdkError?.$fault === 'server' || Boolean(sdkError?.$retryable) || sdkError?.$metadata?.httpStatusCode === undefined;
  return transient
    ? new TransientError('EMAIL_UNAVAILABLE', 'The mail provider is unavailable; ask for a code again in a minute.', { cause: error, details })
    : new PermanentError('EMAIL_SEND_FAILED', `The email could not be sent (${name}); the operator must check the SES setup.`, { cause: error, details });
}
