import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { stripKeys } from './item-keys.ts';

/** Every item a Query matches, following pagination, without the table's own key attributes. */
export async function queryAll<T>(doc: DynamoDBDocumentClient, input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
    items.push(...(page.Items ?? []).map((item) => stripKeys<T>(item)));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}
