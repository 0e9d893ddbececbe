import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { envNames } from '../../lib/config.ts';

/** Props of {@link EmailSender}. */
export interface EmailSenderProps {
  /** Sender of sign-in codes (PURSER_EMAIL_FROM), `address` or `Name <address>`; unset, sign-in answers EMAIL_NOT_CONFIGURED. */
  readonly from?: string;
  /** ARN of the verified SES identity (domain or address) that sends; unset, any identity of this account and region. */
  readonly identityArn?: string;
}

/**
 * Sending email through Amazon SES. The identity is verified outside the
 * stack (domain records belong to the operator), so this construct only
 * grants: `ses:SendEmail` on the configured identity, and only from the
 * configured sender address.
 */
export class EmailSender extends Construct {
  readonly from?: string;
  /** The identities SendEmail is allowed on. */
  readonly identityArn: string;

  constructor(scope: Construct, id: string, props: EmailSenderProps = {}) {
    super(scope, id);
    if (props.from !== undefined) this.from = props.from;
    this.identityArn = props.identityArn ?? Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
  }

  /** Lets a function send email as the configured sender, and gives it the sender in PURSER_EMAIL_FROM. */
  grantSend(fn: LambdaFunction): void {
    const fromAddress = this.from === undefined ? undefined : (/<([^>]+)>/.exec(this.from)?.[1] ?? this.from).trim();
    fn.addToRolePolicy(
      new PolicyStatement({
        sid: 'SendSignInEmail',
        actions: ['ses:SendEmail'],
        resources: [this.identityArn],
        ...(fromAddress ? { conditions: { StringEquals: { 'ses:FromAddress': fromAddress } } } : {}),
      }),
    );
    if (this.from !== undefined) fn.addEnvironment(envNames.emailFrom, this.from);
  }
}
