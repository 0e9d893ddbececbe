import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../lib/deps.ts';
import { redeliveryOutlastsLease } from '../../lib/jobs/redelivery.ts';
import { handlerNames, queueHandlerNames, routes } from '../../lib/routes.ts';
import { functionId, functionProps, onlyResourceId, purserStack, synthPurser, testApp } from './template.ts';

let template: Template;
beforeAll(() => {
  template = synthPurser();
});

/** The job queue is the queue with a redrive policy; the DLQ is its target. */
function queueIds(): { jobQueue: string; deadLetterQueue: string } {
  const jobQueue = onlyResourceId(template, 'AWS::SQS::Queue', { RedrivePolicy: Match.anyValue() });
  const props = template.toJSON().Resources[jobQueue].Properties;
  return { jobQueue, deadLetterQueue: props.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0] };
}

describe('HTTP API', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r.handler]))('routes %s to the %s Lambda', (routeKey, handler) => {
    const route = onlyResourceId(template, 'AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
    const target = template.toJSON().Resources[route].Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integration = template.toJSON().Resources[target['Fn::Join'][1][1].Ref].Properties;
    expect(integration.IntegrationUri).toEqual({ 'Fn::GetAtt': [functionId(template, handler), 'Arn'] });
  });

  it('has one Lambda integration per handler name, so aliases share a function', () => {
    const integrations = Object.values(template.findResources('AWS::ApiGatewayV2::Integration')).map(
      (r) => (r.Properties.IntegrationUri as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0],
    );
    expect(integrations.sort()).toEqual(handlerNames.map((name) => functionId(template, name)).sort());
  });

  it('throttles the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
      AccessLogSettings: { DestinationArn: Match.anyValue() },
    });
  });
});

describe('functions', () => {
  it.each([...handlerNames, ...queueHandlerNames])('%s runs nodejs22.x on arm64 with the service name set', (name) => {
    const props = functionProps(template, name);
    expect(props.Runtime).toBe('nodejs22.x');
    expect(props.Architectures).toEqual(['arm64']);
    expect(props.Handler).toBe('index.handler');
    expect(props.Environment).toMatchObject({ Variables: { POWERTOOLS_SERVICE_NAME: 'purser' } });
    expect(props.LoggingConfig).toMatchObject({ LogGroup: { Ref: expect.any(String) } });
  });

  it('gives every function, Purser or CDK-internal, nodejs22.x on arm64', () => {
    for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
      expect([id, fn.Properties.Runtime, fn.Properties.Architectures]).toEqual([id, 'nodejs22.x', ['arm64']]);
    }
  });

  it('passes the API key prefix from the stack props', () => {
    expect(functionProps(template, 'user-get').Environment).toMatchObject({ Variables: { PURSER_API_KEY_PREFIX: 'acme' } });
  });

  it('keeps API Lambdas under the 30 s HTTP API integration limit', () => {
    for (const name of handlerNames) expect(functionProps(template, name).Timeout).toBeLessThanOrEqual(29);
  });
});

describe('table', () => {
  it('is keyed PK/SK on demand, with GSI1 projecting everything', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'GSI1PK', AttributeType: 'S' },
        { AttributeName: 'GSI1SK', AttributeType: 'S' },
      ]),
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });

  it('has point-in-time recovery, TTL on `ttl` and deletion protection, and is retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });
});

describe('job queue', () => {
  it('is FIFO with explicit deduplication, encrypted, redriving to a FIFO DLQ after 5 receives', () => {
    const { jobQueue, deadLetterQueue } = queueIds();
    const resources = template.toJSON().Resources;
    expect(resources[jobQueue].Properties).toMatchObject({
      FifoQueue: true,
      ContentBasedDeduplication: false,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueue, 'Arn'] }, maxReceiveCount: 5 },
    });
    expect(resources[deadLetterQueue].Properties).toMatchObject({ FifoQueue: true, SqsManagedSseEnabled: true });
  });

  it('hides a message for at least six executor timeouts', () => {
    const { jobQueue } = queueIds();
    const visibility = template.toJSON().Resources[jobQueue].Properties.VisibilityTimeout as number;
    expect(visibility).toBeGreaterThanOrEqual(6 * (functionProps(template, 'executor').Timeout as number));
  });

  it('redelivers long enough for a crashed attempt to be resumed after its lease, before anything is dead-lettered', () => {
    const { jobQueue } = queueIds();
    const properties = template.toJSON().Resources[jobQueue].Properties;
    const policy = { retryDelayMs: (properties.VisibilityTimeout as number) * 1000, maxReceiveCount: properties.RedrivePolicy.maxReceiveCount as number };
    expect(redeliveryOutlastsLease(policy, defaultConfig.leaseMs)).toBe(true);
    // A redelivery never arrives while the lease of the attempt before it still holds.
    expect(policy.retryDelayMs).toBeGreaterThan(defaultConfig.leaseMs);
  });

  it.each(['jobQueue', 'deadLetterQueue'] as const)('%s refuses requests without TLS', (which) => {
    const queue = queueIds()[which];
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queue }],
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it.each([
    ['executor', 'jobQueue'],
    ['dead-letter', 'deadLetterQueue'],
  ] as const)('feeds %s from the %s in batches of 10 with partial batch failures', (name, which) => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionId(template, name) },
      EventSourceArn: { 'Fn::GetAtt': [queueIds()[which], 'Arn'] },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});

describe('alarms and outputs', () => {
  it('alarms to SNS when any message is visible in the DLQ', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueIds().deadLetterQueue, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      AlarmActions: [{ Ref: onlyResourceId(template, 'AWS::SNS::Topic') }],
    });
  });

  it('creates the RPC secret as an empty template, one list per chain', () => {
    const secret = onlyResourceId(template, 'AWS::SecretsManager::Secret', { Description: Match.stringLikeRegexp('RPC URLs') });
    const value = JSON.parse(template.toJSON().Resources[secret].Properties.SecretString as string);
    expect(value).toEqual({ rpcUrls: { '8453': [], '1': [], '137': [], '130': [], solana: [] } });
  });

  it('creates the providers secret empty ({}: no provider configured) for operators to fill', () => {
    const secret = onlyResourceId(template, 'AWS::SecretsManager::Secret', { Description: Match.stringLikeRegexp('provider settings') });
    expect(JSON.parse(template.toJSON().Resources[secret].Properties.SecretString as string)).toEqual({});
  });

  it.each(['ApiUrl', 'TableName', 'QueueUrl', 'DeadLetterQueueUrl', 'RpcSecretArn', 'ProvidersSecretArn', 'AlarmTopicArn'])('outputs %s', (name) => {
    template.hasOutput(name, { Value: Match.anyValue() });
  });
});

describe('CloudFormation validation', () => {
  it('synthesises without findings (cdk.json turns findings into errors)', () => {
    const app = testApp({ validate: true });
    purserStack(app);
    expect(() => app.synth()).not.toThrow();
  });
});
