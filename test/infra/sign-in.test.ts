import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PurserStack } from '../../infra/purser-stack.ts';
import { handlerNames, queueHandlerNames } from '../../lib/routes.ts';
import { actionsOf, allowedActions, functionProps, functionStatements, testApp, testKmsTag } from './template.ts';

const allFunctions = [...handlerNames, ...queueHandlerNames];
const identityArn = 'arn:aws:ses:eu-west-1:123456789012:identity/example.com';

function synth(email: { emailFrom?: string; emailIdentityArn?: string }): Template {
  return Template.fromStack(new PurserStack(testApp(), 'SignInTest', { apiKeyPrefix: 'acme', kmsTagValue: testKmsTag, ...email }));
}

const envOf = (template: Template, name: string) => (functionProps(template, name).Environment as { Variables: Record<string, unknown> }).Variables;
const sendStatements = (template: Template, name: string) => functionStatements(template, name).filter((s) => actionsOf(s).includes('ses:SendEmail'));

describe('email sign-in grants', () => {
  const configured = synth({ emailFrom: 'Purser <login@example.com>', emailIdentityArn: identityArn });

  it('lets only sign-in-code send email, and tells only it the sender', () => {
    for (const name of allFunctions) {
      const sends = allowedActions(configured, name).includes('ses:SendEmail');
      expect([name, sends, envOf(configured, name).PURSER_EMAIL_FROM]).toEqual(
        name === 'sign-in-code' ? [name, true, 'Purser <login@example.com>'] : [name, false, undefined],
      );
    }
  });

  it('scopes ses:SendEmail to the configured identity and sender address', () => {
    expect(sendStatements(configured, 'sign-in-code')).toEqual([
      expect.objectContaining({
        Action: 'ses:SendEmail',
        Resource: identityArn,
        Condition: { StringEquals: { 'ses:FromAddress': 'login@example.com' } },
      }),
    ]);
  });

  it("without an identity ARN, allows the account's identities in the stack's region", () => {
    const [statement] = sendStatements(synth({ emailFrom: 'login@example.com' }), 'sign-in-code');
    expect(statement?.Resource).toEqual({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':identity/*']],
    });
    expect(statement?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'login@example.com' } });
  });

  it('without a sender, sets no PURSER_EMAIL_FROM (sign-in then answers EMAIL_NOT_CONFIGURED)', () => {
    expect(envOf(synth({}), 'sign-in-code').PURSER_EMAIL_FROM).toBeUndefined();
  });

  it('lets sign-in-verify create and read wallet keys of this deployment, never sign', () => {
    const kms = allowedActions(configured, 'sign-in-verify').filter((a) => a.startsWith('kms:'));
    expect(kms.sort()).toEqual(['kms:CreateKey', 'kms:GetPublicKey', 'kms:TagResource']);
    const create = functionStatements(configured, 'sign-in-verify').find((s) => actionsOf(s).includes('kms:CreateKey'));
    expect(create?.Condition?.StringEquals?.['aws:RequestTag/purser:service']).toBe(testKmsTag);
    expect(envOf(configured, 'sign-in-verify').PURSER_KMS_TAG).toBe(testKmsTag);
  });

  it('gives sign-in-code no KMS action and sign-in-verify no email', () => {
    expect(allowedActions(configured, 'sign-in-code').filter((a) => a.startsWith('kms:'))).toEqual([]);
    expect(allowedActions(configured, 'sign-in-verify')).not.toContain('ses:SendEmail');
  });
});
