import type { Deps } from '../deps.ts';
import { generateApiKey, type ApiKeyRecord } from './api-key.ts';
import { parseCreateKeyInput } from './key-input.ts';
import { toKeyView, type KeyView } from './key-view.ts';

/**
 * Creates an API key for an account from a signed-in session or the CLI.
 * @param input the unvalidated settings (see CreateKeyInputSchema).
 * @returns the whole key, which is shown this once and never stored, and the key's view.
 * @throws BadRequestError naming the offending field.
 */
export async function createKey(
  deps: Pick<Deps, 'accounts' | 'ids' | 'clock' | 'config'>,
  accountId: string,
  input: unknown,
): Promise<{ apiKey: string; key: KeyView }> {
  const now = deps.clock.now();
  const settings = parseCreateKeyInput(input, now);
  const generated = generateApiKey(deps.config.apiKeyPrefix);
  const record: ApiKeyRecord = {
    keyId: deps.ids.keyId(),
    accountId,
    name: settings.name,
    scope: settings.scope,
    agentAccess: settings.agentAccess,
    ...(settings.ipAllowlist && settings.ipAllowlist.length > 0 ? { ipAllowlist: settings.ipAllowlist } : {}),
    ...(settings.expiresAt ? { expiresAt: settings.expiresAt } : {}),
    ...(settings.dailyPromptQuota !== undefined ? { dailyPromptQuota: settings.dailyPromptQuota } : {}),
    ...(settings.requestsPerMinute !== undefined ? { requestsPerMinute: settings.requestsPerMinute } : {}),
    status: 'active',
    createdAt: now.toISOString(),
    lookupId: generated.digest.lookupId,
    hash: generated.digest.hash,
    prefix: deps.config.apiKeyPrefix,
    last4: generated.last4,
  };
  await deps.accounts.putKey(record);
  return { apiKey: generated.key, key: toKeyView(record, now) };
}
