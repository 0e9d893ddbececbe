import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Session, SessionStore } from '../../sign-in/session.ts';
import { keys, stripKeys } from './item-keys.ts';

/** SessionStore on the single table: one item per token hash, deleted by TTL after it expires. */
export function dynamoSessionStore(doc: DynamoDBDocumentClient, tableName: string): SessionStore {
  return {
    async put(tokenHash, session) {
      const ttl = Math.floor(Date.parse(session.expiresAt) / 1000) + 3600;
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...keys.session(tokenHash), type: 'session', ttl, ...session } }));
    },
    async get(tokenHash) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.session(tokenHash), ConsistentRead: true }));
      return Item ? stripKeys<Session>(Item) : undefined;
    },
    async delete(tokenHash) {
      await doc.send(new DeleteCommand({ TableName: tableName, Key: keys.session(tokenHash) }));
    },
  };
}
