import { parseArgs } from 'node:util';
import { AuditListQuerySchema, listAudit } from '../audit/list-audit.ts';
import { buildDeps } from '../composition/build-deps.ts';
import { useLocalAwsEndpoints, type RuntimeInfo } from '../local/local-runtime.ts';
import { UsageError } from './usage-error.ts';

/**
 * `audit list --account <id> [--limit N] [--cursor C]`: one page of an
 * account's audit log, newest first, as `{entries, nextCursor}` (operator
 * access: no session needed, the CLI reads the table directly).
 */
export async function auditCommand(args: string[], info: RuntimeInfo): Promise<unknown> {
  const [command, ...rest] = args;
  if (command !== 'list') throw new UsageError(`unknown audit command "${command ?? ''}"`);
  const { values } = parseArgs({ args: rest, options: { account: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' } }, strict: true });
  if (!values.account) throw new UsageError('audit list needs --account <id>');
  const parsed = AuditListQuerySchema.safeParse({ limit: values.limit, cursor: values.cursor });
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'invalid --limit or --cursor');
  useLocalAwsEndpoints({ dynamo: info.dynamoEndpoint, kms: info.kmsEndpoint });
  const deps = buildDeps({ tableName: info.tableName, queue: { enqueue: async () => undefined }, rpcUrls: info.rpcUrls, kmsTag: 'purser' });
  const page = await listAudit(deps, values.account, parsed.data);
  return { entries: page.entries, nextCursor: page.nextCursor ?? null };
}
