import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all.ts';
import { conditionalUpdate } from './conditional-update.ts';
import { ConflictError } from '../../errors.ts';
import type { TxStep, TxStepStatus } from '../../transactions/tx-step.ts';
import type { TxStepStore, WatchedStep } from '../../transactions/tx-step-store.ts';
import { keys, stripKeys } from './item-keys.ts';

/** Statuses after which a step's nonce is settled for good: it leaves the watch list. */
const finalStatuses: readonly TxStepStatus[] = ['confirmed', 'reverted', 'failed'];

/**
 * TxStepStore on the single table: steps by id, indexed by wallet and nonce;
 * one counter item per wallet and chain; a watch item per step whose nonce is
 * not settled, in one partition per chain (`TXWATCH#<chainId>`).
 */
export function dynamoTxStepStore(doc: DynamoDBDocumentClient, tableName: string): TxStepStore {
  const stepItem = (step: TxStep) => ({ ...keys.txStep(step.stepId), ...keys.txStepWalletIndex(step.from, step.chainId, step.nonce), type: 'txStep', ...step });
  const watchPut = (step: TxStep) => ({
    Put: {
      TableName: tableName,
      Item: { ...keys.txWatch(step.chainId, step.stepId), type: 'txWatch', stepId: step.stepId, from: step.from, chainId: step.chainId },
    },
  });
  const unwatch = async (step: Pick<WatchedStep, 'stepId' | 'chainId'>) => {
    await doc.send(new DeleteCommand({ TableName: tableName, Key: keys.txWatch(step.chainId, step.stepId) }));
  };
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
            TransactItems: [
              counterMove(step),
              { Put: { TableName: tableName, Item: stepItem(step), ConditionExpression: 'attribute_not_exists(PK)' } },
              watchPut(step),
            ],
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
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [{ Put: { TableName: tableName, Item: stepItem(step), ConditionExpression: 'attribute_not_exists(PK)' } }, watchPut(step)],
          }),
        );
      } catch (error) {
        if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
          throw new ConflictError('STEP_EXISTS', `Transaction step ${step.stepId} already exists.`);
        }
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
              watchPut(step),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof TransactionCanceledException) return false;
        throw error;
      }
    },

    async update(stepId, expectStatus, changes, guard) {
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = { ':expect': expectStatus };
      const sets = Object.entries(changes).map(([field, value], i) => {
        names[`#f${i}`] = field;
        values[`:v${i}`] = value;
        return `#f${i} = :v${i}`;
      });
      const conditions = ['#status = :expect'];
      if (guard) {
        names['#versions'] = 'versions';
        values[':versionCount'] = guard.versions;
        conditions.push('size(#versions) = :versionCount');
      }
      const result = await conditionalUpdate<TxStep>(doc, {
        TableName: tableName,
        Key: keys.txStep(stepId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      });
      if (!('item' in result)) return result;
      if (changes.status !== undefined && finalStatuses.includes(changes.status)) await unwatch(result.item);
      return { step: result.item };
    },

    listWatched: (chainId) =>
      queryAll<WatchedStep & { type?: string }>(doc, {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.txWatch(chainId, '').PK },
        ConsistentRead: true,
      }).then((items) => items.map(({ stepId, from, chainId: id }) => ({ stepId, from, chainId: id }))),

    unwatch,

    listByNonce: (from, chainId, fromNonce) =>
      queryAll<TxStep>(doc, {
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK >= :from',
        ExpressionAttributeValues: { ':pk': `WALLET#${from}#${chainId}`, ':from': `NONCE#${String(fromNonce).padStart(12, '0')}` },
      }),
  };
}
