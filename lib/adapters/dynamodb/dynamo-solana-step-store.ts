import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { solanaStepConflict, solanaStepPrecondition, type SolanaStep, type SolanaStepStore } from '../../capabilities/transfers/solana/solana-step-store.ts';
import { keys, stripKeys } from './item-keys.ts';

/**
 * SolanaStepStore on the single table, one item per step (`SOLSTEP#<stepId>`).
 * Every put is conditional on the version it follows, so two attempts that
 * both signed a step cannot both record (and so send) their transaction.
 */
export function dynamoSolanaStepStore(doc: DynamoDBDocumentClient, tableName: string): SolanaStepStore {
  return {
    async get(stepId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: keys.solanaStep(stepId), ConsistentRead: true }));
      return Item ? stripKeys<SolanaStep>(Item) : undefined;
    },

    async put(step) {
      const expected = solanaStepPrecondition(step);
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.solanaStep(step.stepId), type: 'solanaStep', ...step },
            ...(expected === undefined
              ? { ConditionExpression: 'attribute_not_exists(PK)' }
              : {
                  ConditionExpression: '#signature = :expected',
                  ExpressionAttributeNames: { '#signature': 'signature' },
                  ExpressionAttributeValues: { ':expected': expected },
                }),
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw solanaStepConflict(step.stepId);
        throw error;
      }
    },
  };
}
