import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../errors.ts';
import type { Account } from '../../accounts/account.ts';
import type { AccountStore } from '../../accounts/account-store.ts';
import type { ApiKeyRecord } from '../../accounts/api-key.ts';
import { keys, stripKeys } from './item-keys.ts';

/** AccountStore on the single DynamoDB table (see item-keys.ts for the layout). */
export function dynamoAccountStore(doc: DynamoDBDocumentClient, tableName: string): AccountStore {
  const getAccount = async (accountId: string): Promise<Account | undefined> => {
    const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.account(accountId) }));
    return Item ? stripKeys<Account>(Item) : undefined;
  };
  return {
    async create(account, firstKey) {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.email(account.email), type: 'email', accountId: account.accountId },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.account(account.accountId), type: 'account', ...account },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.apiKey(firstKey.lookupId), ...keys.apiKeyIndex(account.accountId, firstKey.keyId), type: 'apiKey', ...firstKey },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
            ],
          }),
        );
      } catch (error) {
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
          throw new ConflictError('ACCOUNT_EXISTS', `An account for ${account.email} already exists.`);
        }
        throw error;
      }
    },

    get: getAccount,

    async getByEmail(email) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.email(email) }));
      return typeof Item?.accountId === 'string' ? getAccount(Item.accountId) : undefined;
    },

    async findKey(lookupId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.apiKey(lookupId) }));
      return Item ? stripKeys<ApiKeyRecord>(Item) : undefined;
    },

    async touchKey(lookupId, at) {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.apiKey(lookupId),
          UpdateExpression: 'SET lastUsedAt = :at',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
    },
  };
}
