import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { windowStart, type RateCounter } from '../../limits/rate-counter.ts';
import { keys } from './item-keys.ts';

/** RateCounter on the single table: one item per key and window, incremented with a conditional ADD, deleted by TTL. */
export function dynamoRateCounter(doc: DynamoDBDocumentClient, tableName: string): RateCounter {
  return {
    async consume({ key, limit, windowSeconds, now }) {
      const start = windowStart(now, windowSeconds);
      const end = start + windowSeconds;
      const retryAfterSeconds = Math.max(1, end - Math.floor(now.getTime() / 1000));
      const Key = keys.rateWindow(key, start);
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl), #type = :type',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
            ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl', '#type': 'type' },
            ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': end + 3600, ':type': 'rate' },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return { allowed: true, used: Number(Attributes?.count ?? 1), retryAfterSeconds };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
        return { allowed: false, used: Number(Item?.count ?? limit), retryAfterSeconds };
      }
    },
  };
}
