import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { envNames } from '../../lib/config.ts';

/** Name of the one global secondary index (a thread's messages, key lookups). */
export const gsi1Name = 'GSI1';

/**
 * The single DynamoDB table holding jobs, users, API keys, threads and the
 * rest, keyed `PK`/`SK` with one overloaded GSI. It holds custodial account
 * records, so it is retained on stack deletion, protected from deletion and
 * backed up continuously.
 *
 * Grants also hand the function the table's name: a function learns a
 * resource's address only together with the right to use it, so a missing
 * grant shows up as a missing variable at cold start, not as AccessDenied in
 * the middle of a job. The other constructs follow the same rule.
 */
export class PurserTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'PK', type: AttributeType.STRING },
      sortKey: { name: 'SK', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: 'ttl',
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: gsi1Name,
      partitionKey: { name: 'GSI1PK', type: AttributeType.STRING },
      sortKey: { name: 'GSI1SK', type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }

  /** Read-only access (table and indexes) and the table name in PURSER_TABLE_NAME. */
  grantRead(fn: LambdaFunction): void {
    this.table.grantReadData(fn);
    fn.addEnvironment(envNames.tableName, this.table.tableName);
  }

  /**
   * For read-only handlers: update an API key's `lastUsedAt` and nothing
   * else (items whose key starts `APIKEY#`, only the `lastUsedAt` attribute).
   */
  grantTouchApiKeys(fn: LambdaFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [this.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEY#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'lastUsedAt'] },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE'] },
        },
      }),
    );
  }

  /**
   * For read-only handlers: count requests in the fixed-window rate counters
   * and nothing else (items whose key starts `RATE#`, only their `count`,
   * `ttl` and `type`; the counter reads back the new count). Reading a
   * counter after a refusal needs GetItem, which the read grant has.
   */
  grantRateCounters(fn: LambdaFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [this.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'count', 'ttl', 'type'] },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_NEW'] },
        },
      }),
    );
  }

  /** Read and write access (table and indexes) and the table name in PURSER_TABLE_NAME. */
  grantReadWrite(fn: LambdaFunction): void {
    this.table.grantReadWriteData(fn);
    fn.addEnvironment(envNames.tableName, this.table.tableName);
  }
}
