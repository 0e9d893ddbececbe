import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, Context, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount } from '../../lib/accounts/create-account.ts';
import { buildDeps } from '../../lib/composition/build-deps.ts';
import { createLocalDynamoDbClient } from '../../lib/local/dynamodb-local.ts';
import { startKmsServer, type KmsServer } from '../../lib/local/kms-server.ts';
import { ensureTable } from '../../lib/local/table-schema.ts';
import { submitPrompt } from '../../lib/jobs/submit-prompt.ts';

/**
 * The Lambda entry points (`handler` exports), built by the AWS composition
 * root from the environment exactly as in AWS — only the endpoints point at
 * the local stand-ins.
 */
const tableName = `lambda_${process.pid}_${Date.now()}`;
const dataDir = mkdtempSync(join(tmpdir(), 'purser-lambda-'));
let kms: KmsServer;
let apiKey: string;
let accountId: string;

const context = { awsRequestId: 'req-1' } as Context;
const httpEvent = (method: string, path: string, headers: Record<string, string>, params?: Record<string, string>): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    ...(params ? { pathParameters: params } : {}),
    requestContext: { http: { method, path, sourceIp: '203.0.113.7' }, requestId: 'req-1' },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

beforeAll(async () => {
  kms = await startKmsServer({ dataDir });
  const rpcUrls = Object.fromEntries(Object.entries(inject('rpcUrls')).map(([id, url]) => [id, [url]]));
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
    AWS_ENDPOINT_URL_KMS: kms.url,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    PURSER_TABLE_NAME: tableName,
    PURSER_RPC_URLS: JSON.stringify({ rpcUrls }),
  });
  const client = createLocalDynamoDbClient(inject('dynamoEndpoint'));
  await ensureTable(client, tableName);
  client.destroy();
  const deps = buildDeps({ tableName, queue: { enqueue: async () => undefined }, rpcUrls, kmsTag: 'purser' });
  const created = await createAccount(deps, { email: 'lambda@example.com' });
  apiKey = created.apiKey;
  accountId = created.account.accountId;
});
afterAll(async () => {
  await kms?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Lambda entry points', () => {
  it('user-get answers from the environment-built deps', async () => {
    const { handler } = await import('../../functions/user-get.ts');
    const result = await handler(httpEvent('GET', '/agent/user', { 'x-api-key': apiKey }), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!).user.id).toBe(accountId);
  });

  it('prompt-create without a queue URL fails the job and answers 503 rather than leaving it pending', async () => {
    const { handler } = await import('../../functions/prompt-create.ts');
    const result = await handler(
      {
        ...httpEvent('POST', '/agent/prompt', { 'x-api-key': apiKey, 'content-type': 'application/json' }),
        body: JSON.stringify({ prompt: 'what is my ETH balance on base' }),
      },
      context,
    );
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body!)).toMatchObject({ success: false, code: 'QUEUE_UNAVAILABLE' });
  });

  it('the executor runs an SQS batch and reports nothing failed', async () => {
    const deps = buildDeps({ tableName, queue: { enqueue: async () => undefined }, rpcUrls: {}, kmsTag: 'purser' });
    const job = await submitPrompt(deps, { accountId, prompt: 'what is my POL balance on polygon' });
    const { handler } = await import('../../functions/executor.ts');
    const event = {
      Records: [{ messageId: 'm1', body: JSON.stringify({ accountId, jobId: job.jobId }), attributes: { MessageGroupId: accountId } }],
    } as unknown as SQSEvent;
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect(await deps.jobs.get(accountId, job.jobId)).toMatchObject({ status: 'completed' });
  });
});
