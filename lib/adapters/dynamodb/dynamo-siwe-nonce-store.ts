import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SiweNonceRecord, SiweNonceStore } from '../../siwe/siwe-nonce.ts';
import { keys, stripKeys } from './item-keys.ts';

/** A day past expiry, DynamoDB deletes a nonce nobody used; the use case checks `expiresAt` itself. */
const ttlAfterExpiry = 24 * 3600;

/** SiweNonceStore on the single table: one item per nonce (`SIWENONCE#<nonce>`), used by a conditional delete. */
export function dynamoSiweNonceStore(doc: DynamoDBDocumentClient, tableName: string): SiweNonceStore {
  return {
    async put(record) {
      const ttl = Math.floor(Date.parse(record.expiresAt) / 1000) + ttlAfterExpiry;
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...keys.siweNonce(record.nonce), type: 'siweNonce', ttl, ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    async consume(nonce) {
      try {
        const { Attributes } = await doc.send(
          new DeleteCommand({ TableName: tableName, Key: keys.siweNonce(nonce), ConditionExpression: 'attribute_exists(PK)', ReturnValues: 'ALL_OLD' }),
        );
        return Attributes ? stripKeys<SiweNonceRecord>(Attributes) : undefined;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return undefined;
        throw error;
      }
    },
  };
}
