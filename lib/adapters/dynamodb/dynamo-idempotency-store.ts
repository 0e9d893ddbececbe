import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { TransientError } from '../../errors.ts';
import { idempotencyKeyDigest } from '../../idempotency/idempotency-key.ts';
import {
  beginResultOf,
  expiresAtEpochSeconds,
  type IdempotencyRecord,
  type IdempotencyScope,
  type IdempotencyStore,
} from '../../idempotency/idempotency-store.ts';
import { keys } from './item-keys.ts';

const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

const keyOf = (scope: IdempotencyScope) => keys.idempotency(scope.accountId, scope.endpoint, idempotencyKeyDigest(scope.key));

/** Field digests and the response are stored as JSON strings: exact, and free of DynamoDB's attribute-name rules. */
const toRecord = (item: Record<string, unknown>): IdempotencyRecord => ({
  state: item.state === 'completed' ? 'completed' : 'in-progress',
  fingerprint: { digest: String(item.fingerprint), fields: JSON.parse(String(item.fields ?? '{}')) as Record<string, string> },
  createdAt: String(item.createdAt),
  ...(item.state === 'completed' ? { response: { status: Number(item.status), body: JSON.parse(String(item.response)) as Record<string, unknown> } } : {}),
});

/** Conditions that a record still belongs to the request that began at `startedAt`. */
const ownedBy = (startedAt: Date) => ({
  ConditionExpression: '#state = :inProgress AND createdAt = :createdAt',
  ExpressionAttributeNames: { '#state': 'state' },
  ExpressionAttributeValues: { ':inProgress': 'in-progress', ':createdAt': startedAt.toISOString() },
});

const ignoreLostOwnership = (error: unknown): void => {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
};

/** IdempotencyStore on the single DynamoDB table (see item-keys.ts for the layout). */
export function dynamoIdempotencyStore(doc: DynamoDBDocumentClient, tableName: string): IdempotencyStore {
  return {
    async begin({ fingerprint, now, ...scope }) {
      const item = {
        ...keyOf(scope),
        type: 'idempotency',
        accountId: scope.accountId,
        endpoint: scope.endpoint,
        state: 'in-progress',
        fingerprint: fingerprint.digest,
        fields: JSON.stringify(fingerprint.fields),
        createdAt: now.toISOString(),
        ttl: expiresAtEpochSeconds(now),
      };
      // A record deleted between our failed put and our read (abandoned) leaves the key free: claim it again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          await doc.send(
            new PutCommand({
              TableName: tableName,
              Item: item,
              // TTL deletion is lazy: an expired record may still be there, and counts as absent.
              ConditionExpression: 'attribute_not_exists(PK) OR #ttl <= :now',
              ExpressionAttributeNames: { '#ttl': 'ttl' },
              ExpressionAttributeValues: { ':now': epochSeconds(now) },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            }),
          );
          return { kind: 'started' };
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
          const existing = error.Item
            ? unmarshall(error.Item)
            : (await doc.send(new GetCommand({ TableName: tableName, Key: keyOf(scope), ConsistentRead: true }))).Item;
          if (existing) return beginResultOf(toRecord(existing), fingerprint);
        }
      }
      throw new TransientError('IDEMPOTENCY_KEY_BUSY', 'This Idempotency-Key is being claimed and released by concurrent requests; retry in a moment.');
    },

    async complete({ startedAt, response, now, ...scope }) {
      const owned = ownedBy(startedAt);
      await doc
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: keyOf(scope),
            UpdateExpression: 'SET #state = :completed, #status = :status, #response = :response, completedAt = :completedAt',
            ConditionExpression: owned.ConditionExpression,
            ExpressionAttributeNames: { ...owned.ExpressionAttributeNames, '#status': 'status', '#response': 'response' },
            ExpressionAttributeValues: {
              ...owned.ExpressionAttributeValues,
              ':completed': 'completed',
              ':status': response.status,
              ':response': JSON.stringify(response.body),
              ':completedAt': now.toISOString(),
            },
          }),
        )
        .catch(ignoreLostOwnership);
    },

    async abandon({ startedAt, ...scope }) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: keyOf(scope), ...ownedBy(startedAt) })).catch(ignoreLostOwnership);
    },
  };
}
