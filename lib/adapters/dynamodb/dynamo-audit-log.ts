import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry, AuditLog } from '../../audit/audit-log.ts';
import { decodeAuditCursor, encodeAuditCursor } from '../../audit/audit-cursor.ts';
import { keys, stripKeys } from './item-keys.ts';

const isConditionFailure = (error: unknown): boolean => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * AuditLog on the single table, under the account: `ACCOUNT#<id>` / `AUDIT#<entryId>`.
 * Entries are written with `attribute_not_exists`, so a retried step never
 * replaces or duplicates its entry; they have no TTL (kept until deleted).
 */
export function dynamoAuditLog(doc: DynamoDBDocumentClient, tableName: string): AuditLog {
  return {
    async record(entry) {
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.audit(entry.accountId, entry.entryId), type: 'audit', ...entry },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return { recorded: true };
      } catch (error) {
        if (isConditionFailure(error)) return { recorded: false };
        throw error;
      }
    },
    async list(accountId, { limit, cursor }) {
      const after = cursor === undefined ? undefined : decodeAuditCursor(cursor);
      // One more than asked: whether another page exists is known without an empty last page.
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :audit)',
          ExpressionAttributeValues: { ':pk': keys.audit(accountId, '').PK, ':audit': 'AUDIT#' },
          ScanIndexForward: false,
          Limit: limit + 1,
          ...(after === undefined ? {} : { ExclusiveStartKey: keys.audit(accountId, after) }),
        }),
      );
      const entries = Items.slice(0, limit).map((item) => stripKeys<AuditEntry>(item));
      return Items.length > limit ? { entries, nextCursor: encodeAuditCursor(entries.at(-1)!.entryId) } : { entries };
    },
  };
}
