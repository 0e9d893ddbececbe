import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SignInCodeRecord, SignInCodeStore } from '../../sign-in/sign-in-code.ts';
import { conditionalUpdate } from './conditional-update.ts';
import { keys, stripKeys } from './item-keys.ts';

/** A day past expiry, DynamoDB deletes a code nobody used; readers check `expiresAt` themselves. */
const ttlAfterExpiry = 24 * 3600;

/** SignInCodeStore on the single table: one item per address (`SIGNIN#<email>`), tries and use decided by conditions on the code's hash. */
export function dynamoSignInCodeStore(doc: DynamoDBDocumentClient, tableName: string): SignInCodeStore {
  return {
    async put(record) {
      const ttl = Math.floor(Date.parse(record.expiresAt) / 1000) + ttlAfterExpiry;
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...keys.signInCode(record.email), type: 'signInCode', ttl, ...record } }));
    },
    async get(email) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.signInCode(email), ConsistentRead: true }));
      return Item ? stripKeys<SignInCodeRecord>(Item) : undefined;
    },
    async countTry(email, hash, maxTries) {
      const result = await conditionalUpdate<SignInCodeRecord>(doc, {
        TableName: tableName,
        Key: keys.signInCode(email),
        UpdateExpression: 'ADD #tries :one',
        ConditionExpression: '#hash = :hash AND #tries < :max',
        ExpressionAttributeNames: { '#tries': 'tries', '#hash': 'hash' },
        ExpressionAttributeValues: { ':one': 1, ':hash': hash, ':max': maxTries },
      });
      return 'item' in result ? { counted: result.item } : { refused: result.conflict };
    },
    async consume(email, hash) {
      try {
        await doc.send(
          new DeleteCommand({
            TableName: tableName,
            Key: keys.signInCode(email),
            ConditionExpression: '#hash = :hash',
            ExpressionAttributeNames: { '#hash': 'hash' },
            ExpressionAttributeValues: { ':hash': hash },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
  };
}
