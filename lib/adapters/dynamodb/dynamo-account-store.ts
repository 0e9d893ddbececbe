import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../errors.ts';
import type { Account } from '../../accounts/account.ts';
import type { AccountStore } from '../../accounts/account-store.ts';
import type { ApiKeyRecord } from '../../accounts/api-key.ts';
import { keys, stripKeys } from './item-keys.ts';
import { queryAll } from './query-all.ts';

const apiKeyItem = (record: ApiKeyRecord) => ({
  ...keys.apiKey(record.lookupId),
  ...keys.apiKeyIndex(record.accountId, record.keyId),
  type: 'apiKey',
  ...record,
});

/**
 * While a regeneration propagates to the (eventually consistent) index, a
 * keyId can briefly show both its old and new item: keep the newer secret.
 */
const newestPerKeyId = (records: ApiKeyRecord[]): ApiKeyRecord[] => {
  const byId = new Map<string, ApiKeyRecord>();
  const since = (r: ApiKeyRecord) => r.regeneratedAt ?? r.createdAt;
  for (const record of records) {
    const seen = byId.get(record.keyId);
    if (!seen || since(record) > since(seen)) byId.set(record.keyId, record);
  }
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.keyId.localeCompare(b.keyId));
};

/** The item that makes an account's identity unique: its email, or (Sign-In with Ethereum) its sign-in address. */
const identityItem = (account: Account) => {
  if (account.email !== undefined) return { ...keys.email(account.email), type: 'email', accountId: account.accountId };
  if (account.signInAddress !== undefined) return { ...keys.signInAddress(account.signInAddress), type: 'signInAddress', accountId: account.accountId };
  throw new Error('An account needs an email or a sign-in address.');
};

/** Attempts at revoking before giving up: each retry means the key was regenerated in between. */
const revokeAttempts = 3;

/** AccountStore on the single DynamoDB table (see item-keys.ts for the layout). */
export function dynamoAccountStore(doc: DynamoDBDocumentClient, tableName: string): AccountStore {
  const getAccount = async (accountId: string): Promise<Account | undefined> => {
    const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.account(accountId) }));
    return Item ? stripKeys<Account>(Item) : undefined;
  };
  const store: AccountStore = {
    async create(account, firstKey) {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: identityItem(account),
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
              // Email sign-in creates accounts without a key (keys are made through POST /account/keys).
              ...(firstKey ? [{ Put: { TableName: tableName, Item: apiKeyItem(firstKey), ConditionExpression: 'attribute_not_exists(PK)' } }] : []),
            ],
          }),
        );
      } catch (error) {
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
          throw new ConflictError('ACCOUNT_EXISTS', `An account for ${account.email ?? account.signInAddress} already exists.`);
        }
        throw error;
      }
    },

    get: getAccount,

    async getByEmail(email) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.email(email) }));
      return typeof Item?.accountId === 'string' ? getAccount(Item.accountId) : undefined;
    },

    async getBySignInAddress(address) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.signInAddress(address) }));
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

    async listKeys(accountId) {
      const records = await queryAll<ApiKeyRecord>(doc, {
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.apiKeyIndex(accountId, '').GSI1PK, ':sk': 'APIKEY#' },
      });
      return newestPerKeyId(records);
    },

    async getKey(accountId, keyId) {
      const records = await queryAll<ApiKeyRecord>(doc, {
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
        ExpressionAttributeValues: { ':pk': keys.apiKeyIndex(accountId, keyId).GSI1PK, ':sk': keys.apiKeyIndex(accountId, keyId).GSI1SK },
      });
      const newest = newestPerKeyId(records)[0];
      if (!newest) return undefined;
      // The index may lag: confirm against the table itself, where conditions are checked.
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.apiKey(newest.lookupId), ConsistentRead: true }));
      const record = Item ? stripKeys<ApiKeyRecord>(Item) : undefined;
      return record && record.accountId === accountId && record.keyId === keyId ? record : undefined;
    },

    async putKey(record) {
      try {
        await doc.send(new PutCommand({ TableName: tableName, Item: apiKeyItem(record), ConditionExpression: 'attribute_not_exists(PK)' }));
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) {
          throw new ConflictError('API_KEY_COLLISION', 'A key with the same digest already exists; create the key again.', { cause: error });
        }
        throw error;
      }
    },

    async revokeKey(accountId, keyId, at) {
      for (let attempt = 0; attempt < revokeAttempts; attempt += 1) {
        const current = await store.getKey(accountId, keyId);
        if (!current || current.status === 'revoked') return current;
        try {
          const { Attributes } = await doc.send(
            new UpdateCommand({
              TableName: tableName,
              Key: keys.apiKey(current.lookupId),
              UpdateExpression: 'SET #status = :revoked, revokedAt = :at',
              ConditionExpression: 'attribute_exists(PK) AND accountId = :account AND keyId = :key',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':revoked': 'revoked', ':at': at, ':account': accountId, ':key': keyId },
              ReturnValues: 'ALL_NEW',
            }),
          );
          return stripKeys<ApiKeyRecord>(Attributes ?? {});
        } catch (error) {
          // The secret was regenerated between the read and the write: revoke the new one.
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      throw new ConflictError('API_KEY_CHANGING', `Key ${keyId} kept changing while it was being revoked; revoke it again.`);
    },

    async regenerateKey(current, next, at) {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: tableName,
                  Key: keys.apiKey(current.lookupId),
                  // expiresAt is always stored as an ISO string in UTC (toISOString), so strings compare as instants.
                  ConditionExpression:
                    'attribute_exists(PK) AND accountId = :account AND keyId = :key AND #status = :active AND (attribute_not_exists(expiresAt) OR expiresAt > :at)',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':account': current.accountId, ':key': current.keyId, ':active': 'active', ':at': at },
                },
              },
              { Put: { TableName: tableName, Item: apiKeyItem(next), ConditionExpression: 'attribute_not_exists(PK)' } },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },

    async listAccounts() {
      // An operator command (the CLI), never a request path: a filtered Scan is fine at that scale.
      const accounts: Account[] = [];
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: '#type = :account',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: { ':account': 'account' },
            ExclusiveStartKey: cursor,
          }),
        );
        accounts.push(...(page.Items ?? []).map((item) => stripKeys<Account>(item)));
        cursor = page.LastEvaluatedKey;
      } while (cursor);
      return accounts.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.accountId.localeCompare(b.accountId));
    },

    async setMember(accountId, member) {
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.account(accountId),
            // MEMBER is a DynamoDB reserved word.
            UpdateExpression: 'SET #member = :member',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#member': 'member' },
            ExpressionAttributeValues: { ':member': member },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return stripKeys<Account>(Attributes ?? {});
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return undefined;
        throw error;
      }
    },
  };
  return store;
}
