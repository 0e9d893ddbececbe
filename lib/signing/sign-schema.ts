import * as z from 'zod';
import { TransactionInputSchema } from '../transactions/transaction-input.ts';

export const signatureTypes = ['personal_sign', 'eth_signTypedData_v4', 'eth_signTransaction'] as const;

const TypedDataSchema = z
  .object(
    {
      domain: z.record(z.string(), z.unknown(), { error: 'typedData.domain must be an object' }).describe('EIP-712 domain: name, version, chainId, ...'),
      types: z
        .record(
          z.string(),
          z.array(z.object({ name: z.string(), type: z.string() }), { error: 'each entry of typedData.types must be a list of { name, type }' }),
          {
            error: 'typedData.types must be an object',
          },
        )
        .describe('Type name → fields.'),
      primaryType: z.string({ error: 'typedData.primaryType must be a string' }).describe('The entry of types being signed.'),
      message: z.record(z.string(), z.unknown(), { error: 'typedData.message must be an object' }),
    },
    { error: 'typedData is required: { domain, types, primaryType, message }' },
  )
  .refine((data) => Object.hasOwn(data.types, data.primaryType), {
    message: 'typedData.primaryType must name an entry of typedData.types',
    path: ['primaryType'],
  });

/** Some clients send typed data as a JSON string; accept both. */
const typedDataInput = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, TypedDataSchema);

/** `POST /agent/sign`: `type` (or `signatureType`) selects one of three shapes (SPEC.md 4.5). */
export const SignRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('personal_sign'), message: z.string({ error: 'message is required (plain text)' }).min(1, 'message must not be empty') }),
    z.object({ type: z.literal('eth_signTypedData_v4'), typedData: typedDataInput }),
    z.object({ type: z.literal('eth_signTransaction'), transaction: TransactionInputSchema }),
  ],
  { error: `type must be one of ${signatureTypes.join(', ')}` },
);
export type SignRequest = z.infer<typeof SignRequestSchema>;

/** Accepts `signatureType` as an alias of `type`, as existing clients send it. */
export function normaliseSignBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  return record.type === undefined && record.signatureType !== undefined ? { ...record, type: record.signatureType } : record;
}
