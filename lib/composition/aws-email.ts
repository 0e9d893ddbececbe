import { SESv2Client } from '@aws-sdk/client-sesv2';
import { sesMailer } from '../adapters/ses/ses-mailer.ts';
import { envNames } from '../config.ts';
import type { Deps } from '../deps.ts';
import { readEnvironment } from './environment.ts';

/**
 * The sign-in-code function's own adapter in AWS: Amazon SES, sending from
 * PURSER_EMAIL_FROM. Kept out of the shared composition root so only that
 * function's bundle carries the SES client. Without the variable, the deps keep
 * the mailer that answers EMAIL_NOT_CONFIGURED.
 */
export function withAwsEmail(deps: Deps): Deps {
  const from = readEnvironment()[envNames.emailFrom];
  return from ? { ...deps, mailer: sesMailer(new SESv2Client({}), { from }) } : deps;
}
