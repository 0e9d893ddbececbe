import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ConflictError } from '../../errors.ts';
import type { Automation } from '../../automations/automation.ts';
import type { AutomationStore } from '../../automations/automation-store.ts';
import { watchSlot } from '../../automations/automation-rules.ts';
import { queryAll } from './query-all.ts';
import { keys, stripKeys } from './item-keys.ts';

/** The item of an automation: its key, and the watch index while the watcher has something to do with it. */
function toItem(automation: Automation): Record<string, unknown> {
  const slot = watchSlot(automation);
  return {
    ...keys.automation(automation.accountId, automation.automationId),
    ...(slot ? keys.automationWatchIndex(slot, automation.automationId) : {}),
    type: 'automation',
    ...automation,
  };
}

/** AutomationStore on the single DynamoDB table (see item-keys.ts for the layout). */
export function dynamoAutomationStore(doc: DynamoDBDocumentClient, tableName: string): AutomationStore {
  return {
    async create(automation) {
      try {
        await doc.send(new PutCommand({ TableName: tableName, Item: toItem(automation), ConditionExpression: 'attribute_not_exists(PK)' }));
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) {
          throw new ConflictError('AUTOMATION_EXISTS', `Automation ${automation.automationId} already exists.`, { cause: error });
        }
        throw error;
      }
    },

    async get(accountId, automationId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.automation(accountId, automationId), ConsistentRead: true }));
      return Item ? stripKeys<Automation>(Item) : undefined;
    },

    async listByAccount(accountId) {
      return queryAll<Automation>(doc, {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': `ACCOUNT#${accountId}`, ':sk': 'AUTO#' },
        ConsistentRead: true,
      });
    },

    async listWatched() {
      return queryAll<Automation>(doc, {
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.automationWatchIndex('', '').GSI1PK },
      });
    },

    async save(next) {
      try {
        // A whole-item Put: the watch index attributes come and go with the automation's state.
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: toItem(next),
            ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':expected': next.version - 1 },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { automation: next };
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) {
          return { conflict: error.Item ? stripKeys<Automation>(unmarshall(error.Item)) : undefined };
        }
        throw error;
      }
    },
  };
}
