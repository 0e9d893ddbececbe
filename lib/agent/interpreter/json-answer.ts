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

/**
 * `trigger_price=11`, `{"trigger_price":"11"}` after "At what price should this stop loss run?": the price field answers
 * the price asked, as the number alone does. Only after an order's question for its price: after any other question a
 * price is no answer (never the amount of a transfer), and is read as written.
 */
export function priceFieldAnswer(prompt: string, asked: { kind: string; pending?: unknown } | undefined): string | undefined {
  const m = /^\s*([a-z][a-z_]*)\s*[=:]\s*(\$?\d[\d,]*(?:\.\d+)?)\s*$/i.exec(prompt);
  if (!m || fieldNames[m[1]!.toLowerCase()] !== 'price' || asked?.kind !== 'ask') return undefined;
  const pending = asked.pending as { kind?: string; order?: { needs?: string } } | undefined;
  return pending?.kind === 'automation-create' && pending.order?.needs === 'price' ? m[2] : undefined;
}
