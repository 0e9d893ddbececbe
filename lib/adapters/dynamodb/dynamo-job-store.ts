import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all.ts';
import { conditionalUpdate } from './conditional-update.ts';
import { NotFoundError } from '../../errors.ts';
import type { Job } from '../../jobs/job.ts';
import type { JobStore } from '../../jobs/job-store.ts';
import { keys, stripKeys } from './item-keys.ts';

/** JobStore on the single DynamoDB table (see item-keys.ts for the layout). */
export function dynamoJobStore(doc: DynamoDBDocumentClient, tableName: string): JobStore {
  return {
    async create(job, { newThread }) {
      const thread = keys.thread(job.accountId, job.threadId);
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              newThread
                ? {
                    Put: {
                      TableName: tableName,
                      Item: { ...thread, type: 'thread', threadId: job.threadId, accountId: job.accountId, createdAt: job.createdAt },
                      ConditionExpression: 'attribute_not_exists(PK)',
                    },
                  }
                : { ConditionCheck: { TableName: tableName, Key: thread, ConditionExpression: 'attribute_exists(PK)' } },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.job(job.accountId, job.jobId), ...keys.jobThreadIndex(job.threadId, job.jobId), type: 'job', ...job },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
            ],
          }),
        );
      } catch (error) {
        if (error instanceof TransactionCanceledException && !newThread && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
          throw new NotFoundError('THREAD_NOT_FOUND', `Thread ${job.threadId} was not found.`);
        }
        throw error;
      }
    },

    async get(accountId, jobId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.job(accountId, jobId), ConsistentRead: true }));
      return Item ? stripKeys<Job>(Item) : undefined;
    },

    async apply(job, transition) {
      const { change } = transition;
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = {};
      const sets: string[] = [];
      Object.entries(change.set).forEach(([field, value], i) => {
        names[`#s${i}`] = field;
        values[`:s${i}`] = value;
        sets.push(`#s${i} = :s${i}`);
      });
      if (change.append.length > 0) {
        names['#updates'] = 'statusUpdates';
        values[':updates'] = change.append;
        sets.push('#updates = list_append(#updates, :updates)');
      }
      const conditions = [`#status IN (${change.expect.status.map((_, i) => `:e${i}`).join(', ')})`];
      change.expect.status.forEach((status, i) => {
        values[`:e${i}`] = status;
      });
      if (change.expect.attempt !== undefined) {
        names['#attempt'] = 'attempt';
        values[':expectAttempt'] = change.expect.attempt;
        conditions.push('#attempt = :expectAttempt');
      }
      if (change.expect.leaseExpiredAt !== undefined) {
        names['#lease'] = 'leaseUntil';
        values[':leaseNow'] = change.expect.leaseExpiredAt;
        conditions.push('#lease <= :leaseNow');
      }
      if (change.expect.uncommitted) {
        names['#committed'] = 'committedStep';
        conditions.push('attribute_not_exists(#committed)');
      }
      const removes = change.remove.map((field, i) => {
        names[`#r${i}`] = field;
        return `#r${i}`;
      });
      const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean).join(' ');
      const result = await conditionalUpdate<Job>(doc, {
        TableName: tableName,
        Key: keys.job(job.accountId, job.jobId),
        UpdateExpression: expression || 'SET #status = #status',
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      });
      return 'item' in result ? { job: result.item } : result;
    },

    async listThread(accountId, threadId) {
      const jobs = await queryAll<Job>(doc, {
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :job)',
        ExpressionAttributeValues: { ':pk': `THREAD#${threadId}`, ':job': 'JOB#' },
      });
      return jobs.filter((job) => job.accountId === accountId);
    },

    async watch(accountId, jobId) {
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...keys.jobWatch(accountId, jobId), type: 'jobWatch', accountId, jobId } }));
    },

    listWatched: () =>
      queryAll<{ accountId: string; jobId: string }>(doc, {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.jobWatch('', '').PK },
        ConsistentRead: true,
      }).then((items) => items.map(({ accountId, jobId }) => ({ accountId, jobId }))),

    async unwatch(accountId, jobId) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: keys.jobWatch(accountId, jobId) }));
    },
  };
}
