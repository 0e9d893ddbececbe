import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { stripKeys } from './item-keys.ts';

/**
 * A conditional UpdateItem that answers in one round trip either way: the
 * item after the write, or — when the condition failed — the item as it
 * stands (ReturnValuesOnConditionCheckFailure), so the caller can decide
 * without reading again.
 */
export async function conditionalUpdate<T>(
  doc: DynamoDBDocumentClient,
  input: Omit<UpdateCommandInput, 'ReturnValues' | 'ReturnValuesOnConditionCheckFailure'>,
): Promise<{ item: T } | { conflict: T | undefined }> {
  try {
    const { Attributes } = await doc.send(new UpdateCommand({ ...input, ReturnValues: 'ALL_NEW', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
    return { item: stripKeys<T>(Attributes ?? {}) };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return { conflict: error.Item ? stripKeys<T>(unmarshall(error.Item)) : undefined };
    throw error;
  }
}
