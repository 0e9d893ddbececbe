import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledHandlerNames } from '../../infra/access.ts';
import { WalletKeys } from '../../infra/constructs/wallet-keys.ts';
import { handlerNames, queueHandlerNames } from '../../lib/routes.ts';
import {
  actionsOf,
  allStatements,
  allowedActions,
  functionProps,
  functionStatements,
  onlyResourceId,
  resourcesOf,
  roleStatements,
  synthPurser,
  testApp,
  testKmsTag,
} from './template.ts';
import type { Statement } from './template.ts';

const allFunctions = [...handlerNames, ...queueHandlerNames, ...scheduledHandlerNames];
/** Enqueue jobs: prompts, the jobs automations run as, and jobs the transaction watcher resumes. */
const enqueuers = ['prompt-create', 'token-launch-deploy', 'automation-watcher', 'transaction-watcher'];
/** The transaction watcher signs fee bumps and the no-ops that fill or cancel a nonce. */
const signers = ['sign', 'submit', 'executor', 'transaction-watcher'];
/** Creates accounts on a first email sign-in: WalletKeys.grantProvision (tested below), never Sign. */
const provisioners = ['sign-in-verify', 'siwe-verify'];
const provisionSids = ['CreateWalletKeys', 'TagNewWalletKeys', 'ReadNewWalletKeys'];
const dynamoWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

let template: Template;
beforeAll(() => {
  template = synthPurser();
});

/** The statements that let the function read a secret's value. */
const secretReads = (name: string): Statement[] =>
  functionStatements(template, name).filter((s) => s.Effect === 'Allow' && actionsOf(s).includes('secretsmanager:GetSecretValue'));
/** Whether the function may read the value of the secret with this logical id. */
const readsSecret = (name: string, secret: string): boolean =>
  secretReads(name).some((s) => resourcesOf(s).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: secret })));
const isKms = (action: string) => action.toLowerCase().startsWith('kms:');
const resourceTag = (s: Statement) => s.Condition?.StringEquals?.['aws:ResourceTag/purser:service'];

describe('no wildcards', () => {
  it('grants no `*` or `<service>:*` action anywhere', () => {
    const wild = allStatements(template).filter((s) => s.Effect === 'Allow' && actionsOf(s).some((a) => a === '*' || a.endsWith(':*')));
    expect(wild).toEqual([]);
  });

  it('grants KMS actions only on tagged keys, never on `*` (provisioning apart: its conditions are tested below)', () => {
    for (const statement of allStatements(template).filter((s) => actionsOf(s).some(isKms) && !provisionSids.includes(s.Sid ?? ''))) {
      expect(resourcesOf(statement)).not.toContain('*');
      expect(resourceTag(statement)).toBe(testKmsTag);
    }
  });
});

describe('per-function grants', () => {
  it.each(['job-get', 'user-get'])("%s reads the table and writes only an API key's lastUsedAt and the rate counters", (name) => {
    const actions = allowedActions(template, name);
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).toContain('dynamodb:Query');
    const writes = functionStatements(template, name).filter((s) => actionsOf(s).some((a) => dynamoWrites.includes(a)));
    expect(writes.flatMap(actionsOf)).toEqual(['dynamodb:UpdateItem', 'dynamodb:UpdateItem']);
    expect(writes.map((s) => s.Condition)).toEqual([
      {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEY#*'] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'lastUsedAt'] },
        StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE'] },
      },
      {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'count', 'ttl', 'type'] },
        StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_NEW'] },
      },
    ]);
  });

  it('every function behind an API key may count requests in the rate counters', () => {
    for (const name of ['prompt-create', 'job-get', 'job-cancel', 'user-get', 'sign', 'submit']) {
      expect(allowedActions(template, name)).toContain('dynamodb:UpdateItem');
    }
  });

  it.each(allFunctions.filter((n) => !signers.includes(n) && !provisioners.includes(n)))('%s has no KMS action', (name) => {
    expect(allowedActions(template, name).filter(isKms)).toEqual([]);
  });

  it.each(signers)('%s may Sign and GetPublicKey only on keys tagged with this deployment', (name) => {
    const kms = functionStatements(template, name).filter((s) => actionsOf(s).some(isKms));
    expect(kms.flatMap(actionsOf).sort()).toEqual(['kms:GetPublicKey', 'kms:Sign']);
    for (const statement of kms) {
      expect(resourceTag(statement)).toBe(testKmsTag);
      expect(statement.Resource).toEqual({
        'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':kms:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':key/*']],
      });
    }
    expect(functionProps(template, name).Environment).toMatchObject({ Variables: { PURSER_KMS_TAG: testKmsTag } });
  });

  it('lets only prompt-create and the two watchers send to the job queue, and tells only them the URL', () => {
    const jobQueue = onlyResourceId(template, 'AWS::SQS::Queue', { RedrivePolicy: Match.anyValue() });
    for (const name of allFunctions) {
      const sends = allowedActions(template, name).includes('sqs:SendMessage');
      const env = (functionProps(template, name).Environment as { Variables: Record<string, unknown> }).Variables;
      expect([name, sends, env.PURSER_QUEUE_URL]).toEqual(enqueuers.includes(name) ? [name, true, { Ref: jobQueue }] : [name, false, undefined]);
    }
    for (const name of enqueuers) {
      const send = functionStatements(template, name).find((s) => actionsOf(s).includes('sqs:SendMessage'));
      expect(send?.Resource).toEqual({ 'Fn::GetAtt': [jobQueue, 'Arn'] });
    }
  });

  it('lets only the chain-facing functions read the RPC secret', () => {
    const rpcSecret = onlyResourceId(template, 'AWS::SecretsManager::Secret', { Description: Match.stringLikeRegexp('RPC URLs') });
    const readers = allFunctions.filter((name) => readsSecret(name, rpcSecret));
    // The automation watcher reads prices for limit orders, and balances-get reads the wallets' balances; neither signs.
    expect(readers.sort()).toEqual([...signers, 'automation-watcher', 'balances-get', 'creator-fees-get', 'fee-claim-build', 'token-launch-deploy'].sort());
    for (const name of readers) {
      expect(functionProps(template, name).Environment).toMatchObject({ Variables: { PURSER_RPC_SECRET_ARN: { Ref: rpcSecret } } });
    }
  });

  it('lets only the executor read the providers secret, and names it to no other function', () => {
    const providersSecret = onlyResourceId(template, 'AWS::SecretsManager::Secret', { Description: Match.stringLikeRegexp('provider settings') });
    const readers = allFunctions.filter((name) => readsSecret(name, providersSecret));
    expect(readers).toEqual(['executor']);
    for (const name of allFunctions) {
      const env = (functionProps(template, name).Environment as { Variables: Record<string, unknown> }).Variables;
      expect([name, env.PURSER_PROVIDERS_SECRET_ARN]).toEqual([name, name === 'executor' ? { Ref: providersSecret } : undefined]);
    }
  });

  it('reads secrets only by their ARN, never `*`', () => {
    const reads = allFunctions.flatMap(secretReads);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.flatMap(resourcesOf).filter((r) => typeof r === 'string')).toEqual([]);
  });

  it('passes no provider credential as plain environment', () => {
    for (const name of allFunctions) {
      const env = (functionProps(template, name).Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env).filter((key) => /^PURSER_(0X|JUPITER|MARKET_DATA)/.test(key))).toEqual([]);
    }
  });

  it('gives health no grants beyond its logs', () => {
    expect(allowedActions(template, 'health')).toEqual([]);
  });

  it.each(['prompt-create', 'job-cancel', 'sign', 'submit', 'executor', 'dead-letter', 'automation-watcher', 'transaction-watcher'])(
    '%s may write the table',
    (name) => {
      expect(allowedActions(template, name)).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:PutItem']));
    },
  );
});

describe('WalletKeys.grantProvision (sign-in-verify creates accounts with it)', () => {
  function provisionStatements(): Statement[] {
    const stack = new Stack(testApp(), 'ProvisionTest');
    const fn = new LambdaFunction(stack, 'Provisioner', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('export const handler = async () => {};'),
    });
    new WalletKeys(stack, 'Keys', { tagValue: 'svc' }).grantProvision(fn);
    const template = Template.fromStack(stack);
    return roleStatements(template, onlyResourceId(template, 'AWS::IAM::Role'));
  }

  it('allows CreateKey only for tagged signing keys of the wallet key specs', () => {
    const create = provisionStatements().filter((s) => actionsOf(s).includes('kms:CreateKey'));
    expect(create).toEqual([
      expect.objectContaining({
        Action: 'kms:CreateKey',
        Resource: '*',
        Condition: {
          StringEquals: {
            'aws:RequestTag/purser:service': 'svc',
            'kms:KeySpec': ['ECC_SECG_P256K1', 'ECC_NIST_EDWARDS25519'],
            'kms:KeyUsage': 'SIGN_VERIFY',
            'kms:KeyOrigin': 'AWS_KMS',
          },
          'ForAllValues:StringEquals': { 'aws:TagKeys': ['purser:service', 'purser:account'] },
        },
      }),
    ]);
  });

  it('allows TagResource only with the same tag conditions', () => {
    const tag = provisionStatements().filter((s) => actionsOf(s).includes('kms:TagResource'));
    expect(tag).toHaveLength(1);
    expect(tag[0]!.Condition).toEqual({
      StringEquals: { 'aws:RequestTag/purser:service': 'svc' },
      'ForAllValues:StringEquals': { 'aws:TagKeys': ['purser:service', 'purser:account'] },
    });
  });

  it('does not allow signing, key policies or any other KMS action', () => {
    const kmsActions = provisionStatements().flatMap(actionsOf).filter(isKms).sort();
    expect(kmsActions).toEqual(['kms:CreateKey', 'kms:GetPublicKey', 'kms:TagResource']);
  });
});
