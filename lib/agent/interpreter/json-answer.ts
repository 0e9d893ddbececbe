import { fieldNames, jsonFields } from './structured-fields.ts';

/**
 * A bot's answer to a question, sent as JSON of one field (`{"chain":"ethereum"}` after "Which chain should I send
 * USDT on?"): the field as the `chain=ethereum` a reply may write, for the follow-up to read against what was asked.
 * `undefined` for anything else: no JSON, several fields, a nested value, or an action (a request of its own).
 */
export function jsonAnswer(prompt: string): string | undefined {
  const pairs = jsonFields(prompt);
  if (pairs?.length !== 1) return undefined;
  const { key, value } = pairs[0]!;
  const field = fieldNames[key.toLowerCase()];
  if (field === undefined || field === 'action' || !/^[\w .$%-]+$/.test(value)) return undefined;
  return `${key}=${value}`;
}
