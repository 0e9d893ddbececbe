import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ListTablesCommand,
  ResourceInUseException,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { PurserError } from '../errors.ts';

/**
 * The table's shape. It mirrors `infra/constructs/table.ts` (the CDK table);
 * a change to one is a change to both.
 */
export const tableSchema = {
  partitionKey: 'PK',
  sortKey: 'SK',
  gsi1: { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  ttlAttribute: 'ttl',
} as const;

/**
 * Creates the service table if it is missing (on-demand, `PK`/`SK`, GSI
 * `GSI1` on `GSI1PK`/`GSI1SK` projecting all attributes), enables TTL on
 * `ttl`, and waits until the table and its index are ACTIVE. Safe to call on
 * every start and concurrently.
 *
 * @throws PurserError `LOCAL_TABLE_MISMATCH` when a table of that name exists
 *   with other keys, without `GSI1`, or with TTL on another attribute (an old
 *   local data folder): delete it or use a new data folder.
 * @throws PurserError `LOCAL_TABLE_NOT_ACTIVE` when it is not ACTIVE within `timeoutMs`.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string, options: { timeoutMs?: number } = {}): Promise<void> {
  const { partitionKey: pk, sortKey: sk, gsi1 } = tableSchema;
  if ((await describeTable(client, tableName)) === undefined) {
    try {
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [pk, sk, gsi1.partitionKey, gsi1.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: pk, KeyType: 'HASH' },
            { AttributeName: sk, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: [
            {
              IndexName: gsi1.indexName,
              KeySchema: [
                { AttributeName: gsi1.partitionKey, KeyType: 'HASH' },
                { AttributeName: gsi1.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          ],
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error; // created concurrently
    }
  }
  const table = await waitUntilActive(client, tableName, options.timeoutMs ?? 30_000);
  assertShape(tableName, table);
  await enableTtl(client, tableName);
}

async function describeTable(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

async function waitUntilActive(client: DynamoDBClient, tableName: string, timeoutMs: number): Promise<TableDescription> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const table = await describeTable(client, tableName);
    const indexesActive = (table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (table?.TableStatus === 'ACTIVE' && indexesActive) return table;
    if (Date.now() >= deadline) {
      // What the endpoint lists, for the one case seen (a restart after kill -9 under load: "missing" for 30 s).
      const listed = await client.send(new ListTablesCommand({})).then(
        (out) => `[${(out.TableNames ?? []).join(', ')}]`,
        (error: unknown) => `unknown (${(error as Error).name})`,
      );
      throw new PurserError(
        'LOCAL_TABLE_NOT_ACTIVE',
        `Table ${tableName} is not ACTIVE after ${timeoutMs} ms (status ${table?.TableStatus ?? 'missing'}; tables listed: ${listed}).`,
        500,
        true,
      );
    }
    await sleep(50);
  }
}

function assertShape(tableName: string, table: TableDescription): void {
  const { partitionKey: pk, sortKey: sk, gsi1 } = tableSchema;
  const keys = (schema: TableDescription['KeySchema']) => (schema ?? []).map((k) => `${k.AttributeName}:${k.KeyType}`).join(',');
  const index = table.GlobalSecondaryIndexes?.find((i) => i.IndexName === gsi1.indexName);
  const problems = [
    keys(table.KeySchema) === `${pk}:HASH,${sk}:RANGE` ? undefined : `keys are ${keys(table.KeySchema)}`,
    index === undefined ? `index ${gsi1.indexName} is missing` : undefined,
    index && keys(index.KeySchema) !== `${gsi1.partitionKey}:HASH,${gsi1.sortKey}:RANGE` ? `${gsi1.indexName} keys are ${keys(index.KeySchema)}` : undefined,
    index && index.Projection?.ProjectionType !== 'ALL' ? `${gsi1.indexName} projects ${index.Projection?.ProjectionType}` : undefined,
  ].filter((p): p is string => p !== undefined);
  if (problems.length > 0) {
    throw new PurserError(
      'LOCAL_TABLE_MISMATCH',
      `Table ${tableName} exists with another shape (${problems.join('; ')}); delete it or use a new data folder.`,
      500,
      false,
      { details: { tableName, problems } },
    );
  }
}

async function enableTtl(client: DynamoDBClient, tableName: string): Promise<void> {
  if (await ttlEnabled(client, tableName)) return;
  try {
    await client.send(
      new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: tableSchema.ttlAttribute, Enabled: true } }),
    );
  } catch (error) {
    // A concurrent ensureTable enabled it first ("TimeToLive is already enabled").
    if (!(await ttlEnabled(client, tableName))) throw error;
  }
}

/** Whether TTL is on for `ttl`; throws when it is on for another attribute. */
async function ttlEnabled(client: DynamoDBClient, tableName: string): Promise<boolean> {
  const { ttlAttribute } = tableSchema;
  const ttl = (await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }))).TimeToLiveDescription;
  if (ttl?.TimeToLiveStatus !== 'ENABLED' && ttl?.TimeToLiveStatus !== 'ENABLING') return false;
  if (ttl.AttributeName === ttlAttribute) return true;
  throw new PurserError(
    'LOCAL_TABLE_MISMATCH',
    `Table ${tableName} has TTL on ${ttl.AttributeName}, not ${ttlAttribute}; delete it or use a new data folder.`,
    500,
    false,
  );
}
