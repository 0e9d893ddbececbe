import { BlockList, isIP } from 'node:net';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { Clock } from '../core/clock.ts';
import type { KeyLimits } from '../limits/limits.ts';
import type { AccountStore } from './account-store.ts';
import { parseIpEntry } from './ip-allowlist.ts';
import { digestApiKey, digestsMatch, isWellFormedApiKey, type ApiKeyScope } from './api-key.ts';

/** Who is calling, as every authenticated use case sees it. */
export interface Caller {
  readonly accountId: string;
  readonly keyId: string;
  readonly scope: ApiKeyScope;
  /** The key's own limits, when it overrides the service's (lib/limits). */
  readonly limits: KeyLimits;
}

export interface AuthRequest {
  /** Header names in lowercase, as API Gateway HTTP APIs deliver them. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly sourceIp: string;
}

const touchIntervalMs = 60_000;

const unauthorized = () =>
  new UnauthorizedError(
    'UNAUTHORIZED',
    'Unauthorized',
    'Send your API key in the X-API-Key header (Authorization headers and query parameters are not accepted).',
  );
const invalid = () =>
  new UnauthorizedError('INVALID_API_KEY', 'Invalid API key', 'Invalid API key: check its prefix, its case and that it has no stray whitespace.');

/**
 * Whether an address falls in an allowlist of addresses and CIDR ranges (IPv4
 * and IPv6). An entry that is not a well-formed address or range matches
 * nothing: a typo must never widen what a key allows.
 */
export function ipAllowed(allowlist: readonly string[], ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  const list = new BlockList();
  for (const raw of allowlist) {
    const entry = parseIpEntry(raw);
    if (!entry) continue;
    if (entry.bits === undefined) list.addAddress(entry.address, entry.family);
    else list.addSubnet(entry.address, entry.bits, entry.family);
  }
  return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Authenticates a request by its `X-API-Key` header (SPEC.md part 5).
 * The key is checked for shape first, then looked up by half of its SHA-256
 * and compared on the whole digest in constant time.
 * @throws UnauthorizedError (missing key: Unauthorized; malformed, unknown or revoked: Invalid API key; expired: API key expired)
 * @throws ForbiddenError (source IP not allowed, no Agent API access)
 */
export async function authenticate(deps: { accounts: AccountStore; clock: Clock; config: { apiKeyPrefix: string } }, request: AuthRequest): Promise<Caller> {
  const presented = request.headers['x-api-key'];
  if (presented === undefined || presented === '') throw unauthorized();
  if (!isWellFormedApiKey(presented, deps.config.apiKeyPrefix)) throw invalid();
  const digest = digestApiKey(presented);
  const record = await deps.accounts.findKey(digest.lookupId);
  if (!record || !digestsMatch(record.hash, digest.hash)) throw invalid();
  // A revoked key reads like any other unknown key (issue 6): nothing tells a holder it once worked.
  if (record.status !== 'active') throw invalid();
  const now = deps.clock.now();
  if (record.expiresAt !== undefined && Date.parse(record.expiresAt) <= now.getTime()) {
    throw new UnauthorizedError('API_KEY_EXPIRED', 'API key expired', 'API key expired. Expired keys cannot be reactivated: create a new key.');
  }
  if (record.ipAllowlist && record.ipAllowlist.length > 0 && !ipAllowed(record.ipAllowlist, request.sourceIp)) {
    throw new ForbiddenError('IP_NOT_ALLOWED', `IP address not allowed: requests from ${request.sourceIp} are not in this API key's IP allowlist.`);
  }
  if (!record.agentAccess) {
    throw new ForbiddenError(
      'AGENT_ACCESS_DISABLED',
      'This API key does not have Agent API access: create a key with Agent API access on (agentAccess: true).',
    );
  }
  if (!record.lastUsedAt || now.getTime() - Date.parse(record.lastUsedAt) > touchIntervalMs) {
    // Best effort: a failed bookkeeping write must not fail the request.
    deps.accounts.touchKey(record.lookupId, now.toISOString()).catch(() => undefined);
  }
  const limits: KeyLimits = {
    ...(record.requestsPerMinute !== undefined ? { requestsPerMinute: record.requestsPerMinute } : {}),
    ...(record.dailyPromptQuota !== undefined ? { dailyPromptQuota: record.dailyPromptQuota } : {}),
  };
  return { accountId: record.accountId, keyId: record.keyId, scope: record.scope, limits };
}
