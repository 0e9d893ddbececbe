import * as z from 'zod';
import { plainText } from '../core/plain-text.ts';
import { BadRequestError, fromZodError } from '../errors.ts';
import { ApiKeyScopeSchema } from './api-key.ts';
import { parseIpEntry } from './ip-allowlist.ts';

/** Upper bounds on what a key may be given: generous, but a typo of extra zeros is refused. */
export const keyLimits = { maxIpEntries: 100, maxDailyPromptQuota: 100_000, maxRequestsPerMinute: 6_000 } as const;

const IpEntrySchema = z
  .string()
  .max(64)
  .refine((entry) => parseIpEntry(entry) !== undefined, {
    error: (issue) => `${JSON.stringify(issue.input)} is not an IPv4 or IPv6 address or CIDR range (such as 203.0.113.7, 10.0.0.0/8 or 2001:db8::/32)`,
  });

/** An optional per-key limit: a whole number from 1 to `max`, each error naming `field`. */
const keyLimit = (field: string, max: number) =>
  z
    .int({ error: `${field} must be a whole number` })
    .positive({ error: `${field} must be at least 1` })
    .max(max, { error: `${field} must be at most ${max}` })
    .optional();

/**
 * A new key's settings. `agentAccess` defaults to false: SPEC.md part 5 has
 * Agent API access enabled on a key as a step of its own, and a key that can
 * do less by default is the safer mistake.
 */
export const CreateKeyInputSchema = z.strictObject({
  name: z
    .string({ error: 'name must be a string of 1 to 64 characters' })
    .trim()
    .min(1, { error: 'name must not be empty' })
    .max(64, { error: 'name must be at most 64 characters' })
    .regex(plainText, { error: 'name must not contain control, invisible or direction-changing characters' })
    .describe('A label for the key, such as "production bot".'),
  scope: ApiKeyScopeSchema.describe('read-only, trade-only or full.'),
  agentAccess: z
    .boolean({ error: 'agentAccess must be true or false' })
    .default(false)
    .describe('Whether the key may call the Agent API (every X-API-Key endpoint: /agent/*, /token-launches/deploy).'),
  ipAllowlist: z
    .array(IpEntrySchema, { error: 'ipAllowlist must be a list of IP addresses or CIDR ranges' })
    .max(keyLimits.maxIpEntries, { error: `ipAllowlist takes at most ${keyLimits.maxIpEntries} entries` })
    .optional()
    .describe('When not empty, only requests from these addresses and ranges (IPv4 or IPv6) are accepted.'),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt must be an ISO 8601 date-time such as 2030-01-31T00:00:00Z' })
    .optional()
    .describe('When the key stops working; it cannot be reactivated after.'),
  dailyPromptQuota: keyLimit('dailyPromptQuota', keyLimits.maxDailyPromptQuota).describe("Prompts per UTC day; the account's default when absent."),
  requestsPerMinute: keyLimit('requestsPerMinute', keyLimits.maxRequestsPerMinute).describe('Requests per minute; the service default when absent.'),
});
export type CreateKeyInput = z.infer<typeof CreateKeyInputSchema>;

/**
 * Validates a new key's settings at `now`.
 * @returns the settings with `expiresAt` normalised to UTC (`toISOString`), which the store compares as strings.
 * @throws BadRequestError naming the first offending field (an IP entry by its position and value).
 */
export function parseCreateKeyInput(input: unknown, now: Date): CreateKeyInput {
  const parsed = CreateKeyInputSchema.safeParse(input ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  const { expiresAt } = parsed.data;
  if (expiresAt === undefined) return parsed.data;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) {
    throw new BadRequestError('INVALID_REQUEST', 'Invalid expiresAt: it must be in the future.', { details: { field: 'expiresAt' } });
  }
  return { ...parsed.data, expiresAt: at.toISOString() };
}
