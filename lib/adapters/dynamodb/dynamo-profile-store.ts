import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../profiles/profile.ts';
import type { ProfileStore } from '../../profiles/profile-store.ts';
import { keys, stripKeys } from './item-keys.ts';

const lostRace = (error: unknown): false => {
  if (error instanceof ConditionalCheckFailedException) return false;
  throw error;
};

/** ProfileStore on the single table: one item per account beside its account item (see item-keys.ts), written on its version. */
export function dynamoProfileStore(doc: DynamoDBDocumentClient, tableName: string): ProfileStore {
  return {
    async get(accountId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.agentProfile(accountId), ConsistentRead: true }));
      return Item ? stripKeys<Profile>(Item) : undefined;
    },
    async put(profile) {
      const condition =
        profile.version === 1
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : { ConditionExpression: 'version = :previous', ExpressionAttributeValues: { ':previous': profile.version - 1 } };
      return doc
        .send(new PutCommand({ TableName: tableName, Item: { ...keys.agentProfile(profile.accountId), type: 'agentProfile', ...profile }, ...condition }))
        .then(() => true, lostRace);
    },
    async delete(accountId) {
      return doc
        .send(new DeleteCommand({ TableName: tableName, Key: keys.agentProfile(accountId), ConditionExpression: 'attribute_exists(PK)' }))
        .then(() => true, lostRace);
    },
  };
}
