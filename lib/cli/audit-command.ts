import { parseArgs } from 'node:util';
import { AuditListQuerySchema, listAudit } from '../audit/list-audit.ts';
import type { RuntimeInfo } from '../local/local-runtime.ts';
import { accountOption } from './account-option.ts';
import { localDeps } from './local-deps.ts';
import { UsageError } from './usage-error.ts';

/**
 * `audit list (--account <id> | --email <address>) [--limit N] [--cursor C]`: one page of an
 * account's audit log, newest first, as `{entries, nextCursor}` (operator
 * access: no session needed, the CLI reads the table directly).
 */
export async function auditCommand(args: string[], info: RuntimeInfo): Promise<unknown> {
  const [command, ...rest] = args;
  if (command !== 'list') throw new UsageError(`unknown audit command "${command ?? ''}"`);
  const { values } = parseArgs({
    args: rest,
    options: { account: { type: 'string' }, email: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' } },
    strict: true,
  });
  const parsed = AuditListQuerySchema.safeParse({ limit: values.limit, cursor: values.cursor });
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'invalid --limit or --cursor');
  const deps = localDeps(info);
  const account = await accountOption(deps.accounts, values, 'audit list');
  const page = await listAudit(deps, account.accountId, parsed.data);
  return { entries: page.entries, nextCursor: page.nextCursor ?? null };
}
