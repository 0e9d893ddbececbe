import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LaunchRecord, LaunchStore } from '../../capabilities/launches/launch-store.ts';
import { queryAll } from './query-all.ts';
import { keys } from './item-keys.ts';

interface SlotItem {
  readonly slot: number;
  readonly jobId: string;
  /** Epoch ms when the slot was taken. */
  readonly takenAt: number;
}

/**
 * LaunchStore on the single DynamoDB table (see item-keys.ts). The cooldown is
 * `limit` slot items per account; a launch takes one with a conditional put
 * (empty, older than the window, or already its own), so two parallel jobs
 * racing for the last slot cannot both win.
 */
export function dynamoLaunchStore(doc: DynamoDBDocumentClient, tableName: string): LaunchStore {
  const slots = (accountId: string) =>
    queryAll<SlotItem>(doc, {
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': `ACCOUNT#${accountId}`, ':sk': 'LAUNCHSLOT#' },
      ConsistentRead: true,
    });
  return {
    async reserveSlot({ accountId, jobId, limit, windowMs, now }) {
      const cutoff = now.getTime() - windowMs;
      const current = (await slots(accountId)).filter((s) => s.slot < limit);
      if (current.some((s) => s.jobId === jobId && s.takenAt > cutoff)) return { granted: true };
      for (let slot = 0; slot < limit; slot++) {
        try {
          await doc.send(
            new PutCommand({
              TableName: tableName,
              Item: { ...keys.launchSlot(accountId, slot), type: 'launchSlot', slot, jobId, takenAt: now.getTime() },
              ConditionExpression: 'attribute_not_exists(PK) OR takenAt <= :cutoff OR jobId = :job',
              ExpressionAttributeValues: { ':cutoff': cutoff, ':job': jobId },
            }),
          );
          return { granted: true };
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      const taken = (await slots(accountId)).filter((s) => s.slot < limit && s.takenAt > cutoff).map((s) => s.takenAt);
      return { granted: false, nextAt: new Date((taken.length > 0 ? Math.min(...taken) : now.getTime()) + windowMs) };
    },

    async peekSlot({ accountId, limit, windowMs, now }) {
      const cutoff = now.getTime() - windowMs;
      const live = (await slots(accountId)).filter((s) => s.slot < limit && s.takenAt > cutoff).map((s) => s.takenAt);
      return live.length < limit ? { granted: true } : { granted: false, nextAt: new Date(Math.min(...live) + windowMs) };
    },

    async releaseSlot(accountId, jobId) {
      for (const item of await slots(accountId)) {
        if (item.jobId !== jobId) continue;
        await doc
          .send(
            new DeleteCommand({
              TableName: tableName,
              Key: keys.launchSlot(accountId, item.slot),
              ConditionExpression: 'jobId = :job',
              ExpressionAttributeValues: { ':job': jobId },
            }),
          )
          .catch((error: unknown) => {
            if (!(error instanceof ConditionalCheckFailedException)) throw error;
          });
      }
    },

    async record(launch) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.launch(launch.accountId, launch.token),
            ...keys.launchSymbolIndex(launch.chain, launch.symbol, launch.launchedAt, launch.token),
            type: 'launch',
            ...launch,
          },
        }),
      );
    },

    async listByAccount(accountId) {
      const items = await queryAll<LaunchRecord>(doc, {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': `ACCOUNT#${accountId}`, ':sk': 'LAUNCH#' },
        ConsistentRead: true,
      });
      return items.sort((a, b) => a.launchedAt.localeCompare(b.launchedAt));
    },

    async findBySymbol(chain, symbol) {
      return queryAll<LaunchRecord>(doc, {
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `LAUNCHSYMBOL#${chain}#${symbol.toUpperCase()}` },
      });
    },
  };
}
