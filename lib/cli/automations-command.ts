import { parseArgs } from 'node:util';
import { cancelAutomation } from '../automations/cancel-automation.ts';
import { listAutomations } from '../automations/list-automations.ts';
import type { RuntimeInfo } from '../local/local-runtime.ts';
import { accountOption } from './account-option.ts';
import { localDeps } from './local-deps.ts';
import { UsageError } from './usage-error.ts';

const options = {
  account: { type: 'string' },
  email: { type: 'string' },
  id: { type: 'string' },
  all: { type: 'boolean' },
} as const;

/**
 * `automations list | cancel`: an account's orders and automations (status,
 * next run, executions with their job ids), and cancelling one (`--id`) or
 * all open ones (`--all`): the same use cases as the prompts.
 */
export async function automationsCommand(args: string[], info: RuntimeInfo): Promise<unknown> {
  const [command, ...rest] = args;
  if (command !== 'list' && command !== 'cancel') throw new UsageError(`unknown automations command "${command ?? ''}"`);
  const { values } = parseArgs({ args: rest, options, strict: true });
  if (command === 'cancel' && (values.id === undefined) === (values.all !== true)) {
    throw new UsageError('automations cancel needs one of --id <automationId> or --all (`automations list` shows them)');
  }
  const deps = localDeps(info);
  const account = await accountOption(deps.accounts, values, `automations ${command}`);
  if (command === 'list') return { success: true, accountId: account.accountId, automations: await listAutomations(deps, account.accountId) };
  const cancelled = await cancelAutomation(deps, { accountId: account.accountId, target: values.all ? 'all' : values.id! });
  return { success: true, accountId: account.accountId, cancelled };
}
