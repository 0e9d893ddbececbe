import { BlockList, isIP } from 'node:net';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { Clock } from '../core/clock.ts';
import type { AccountStore } from './account-store.ts';
import { digestApiKey, digestsMatch, isWellFormedApiKey, type ApiKeyScope } from './api-key.ts';

/** Who is calling, as every authenticated use case sees it. */
export interface Caller {
  readonly accountId: string;
  readonly keyId: string;
  readonly scope: ApiKeyScope;
}

export interface AuthRequest {
  /** Header names in lowercase, as API Gateway HTTP APIs deliver them. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly sourceIp: string;
  /** Whether the route is under `/agent/` (needs Agent API access on the key). */
  readonly agentRoute: boolean;
}

const touchIntervalMs = 60_000;

const unauthorized = () =>
  new UnauthorizedError('UNAUTHORIZED', 'Unauthorized', 'Send your API key in the X-API-Key header (Authorization headers and query parameters are not accepted).');
const invalid = () => new UnauthorizedError('INVALID_API_KEY', 'Invalid API key', 'Invalid API key: check its prefix, its case and that it has no stray whitespace.');

/**
 * Whether an address falls in an allowlist of addresses and CIDR ranges (IPv4
 * and IPv6). An entry that is not a well-formed address or range matches
 * nothing: a typo must never widen what a key allows.
 */
export function ipAllowed(allowlist: readonly string[], ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowlist) {
    const match = /^([^/\s]+)(?:\/(\d{1,3}))?$/.exec(entry);
    const entryFamily = match ? isIP(match[1]!) : 0;
    if (!match || entryFamily === 0) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    if (match[2] === undefined) {
      list.addAddress(match[1]!, type);
      continue;
    }
    const bits = Number(match[2]);
    if (bits > (entryFamily === 6 ? 128 : 32)) continue;
    list.addSubnet(match[1]!, bits, type);
  }
  return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Authenticates a request by its `X-API-Key` header (SPEC.md part 5).
 * The key is checked for shape first, then looked up by half of its SHA-256
 * and compared on the whole digest in constant time.
 * @throws UnauthorizedError (missing, malformed, unknown, revoked, expired key)
 * @throws ForbiddenError (source IP not allowed, no Agent API access)
 */
export async function authenticate(
  deps: { accounts: AccountStore; clock: Clock; config: { apiKeyPrefix: string } },
  request: AuthRequest,
): Promise<Caller> {
  const presented = request.headers['x-api-key'];
  if (presented === undefined || presented === '') throw unauthorized();
  if (!isWellFormedApiKey(presented, deps.config.apiKeyPrefix)) throw invalid();
  const digest = digestApiKey(presented);
  const record = await deps.accounts.findKey(digest.lookupId);
  if (!record || !digestsMatch(record.hash, digest.hash)) throw invalid();
  if (record.status !== 'active') {
    throw new UnauthorizedError('API_KEY_REVOKED', 'API key revoked', 'This API key has been revoked. Create a new key.');
  }
  const now = deps.clock.now();
  if (record.expiresAt !== undefined && Date.parse(record.expiresAt) <= now.getTime()) {
    throw new UnauthorizedError('API_KEY_EXPIRED', 'API key expired', 'API key expired. Expired keys cannot be reactivated: create a new key.');
  }
  if (record.ipAllowlist && record.ipAllowlist.length > 0 && !ipAllowed(record.ipAllowlist, request.sourceIp)) {
    throw new ForbiddenError('IP_NOT_ALLOWED', `Requests from ${request.sourceIp} are not allowed for this API key.`);
  }
  if (request.agentRoute && !record.agentAccess) {
    throw new ForbiddenError('AGENT_ACCESS_DISABLED', 'This API key does not have Agent API access. Enable it on the key.');
  }
  if (!record.lastUsedAt || now.getTime() - Date.parse(record.lastUsedAt) > touchIntervalMs) {
    // Best effort: a failed bookkeeping write must not fail the request.
    deps.accounts.touchKey(record.lookupId, now.toISOString()).catch(() => undefined);
  }
  return { accountId: record.accountId, keyId: record.keyId, scope: record.scope };
}

