import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all.ts';
import { conditionalUpdate } from './conditional-update.ts';
import { ConflictError } from '../../errors.ts';
import type { TxStep } from '../../transactions/tx-step.ts';
import type { TxStepStore } from '../../transactions/tx-step-store.ts';
import { keys, stripKeys } from './item-keys.ts';

/** TxStepStore on the single table: steps by id, indexed by wallet and nonce; one counter item per wallet and chain. */
export function dynamoTxStepStore(doc: DynamoDBDocumentClient, tableName: string): TxStepStore {
  const stepItem = (step: TxStep) => ({ ...keys.txStep(step.stepId), ...keys.txStepWalletIndex(step.from, step.chainId, step.nonce), type: 'txStep', ...step });
  const counterMove = (step: TxStep) => ({
    Update: {
      TableName: tableName,
      Key: keys.nonceCounter(step.from, step.chainId),
      UpdateExpression: 'SET #next = :after',
      ConditionExpression: '#next = :before',
      ExpressionAttributeNames: { '#next': 'next' },
      ExpressionAttributeValues: { ':before': step.nonce, ':after': step.nonce + 1 },
    },
  });
  const counterMoved = (error: unknown) => error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';

  return {
    async get(stepId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.txStep(stepId), ConsistentRead: true }));
      return Item ? stripKeys<TxStep>(Item) : undefined;
    },

    async getCounter(from, chainId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.nonceCounter(from, chainId), ConsistentRead: true }));
      return typeof Item?.next === 'number' ? Item.next : undefined;
    },

    async setCounter(from, chainId, expected, next) {
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.nonceCounter(from, chainId), type: 'nonceCounter', next },
            ConditionExpression: expected === undefined ? 'attribute_not_exists(PK)' : '#next = :expected',
            ...(expected === undefined ? {} : { ExpressionAttributeNames: { '#next': 'next' }, ExpressionAttributeValues: { ':expected': expected } }),
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    async allocate(step) {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [counterMove(step), { Put: { TableName: tableName, Item: stepItem(step), ConditionExpression: 'attribute_not_exists(PK)' } }],
          }),
        );
        return true;
      } catch (error) {
        if (counterMoved(error)) return false;
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') {
          throw new ConflictError('STEP_EXISTS', `Transaction step ${step.stepId} already exists.`);
        }
        throw error;
      }
    },

    async create(step) {
      try {
        await doc.send(new PutCommand({ TableName: tableName, Item: stepItem(step), ConditionExpression: 'attribute_not_exists(PK)' }));
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new ConflictError('STEP_EXISTS', `Transaction step ${step.stepId} already exists.`);
        throw error;
      }
    },

    async reallocate(step, expectStatus) {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              counterMove(step),
              {
                Put: {
                  TableName: tableName,
                  Item: stepItem(step),
                  ConditionExpression: '#status = :expect',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':expect': expectStatus },
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof TransactionCanceledException) return false;
        throw error;
      }
    },

    async update(stepId, expectStatus, changes) {
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = { ':expect': expectStatus };
      const sets = Object.entries(changes).map(([field, value], i) => {
        names[`#f${i}`] = field;
        values[`:v${i}`] = value;
        return `#f${i} = :v${i}`;
      });
      const result = await conditionalUpdate<TxStep>(doc, {
        TableName: tableName,
        Key: keys.txStep(stepId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#status = :expect',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      });
      return 'item' in result ? { step: result.item } : result;
    },

    listByNonce: (from, chainId, fromNonce) =>
      queryAll<TxStep>(doc, {
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK >= :from',
        ExpressionAttributeValues: { ':pk': `WALLET#${from}#${chainId}`, ':from': `NONCE#${String(fromNonce).padStart(12, '0')}` },
      }),
  };
}
