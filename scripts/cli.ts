/**
 * `npm run -s cli -- <command>`: operator commands against a running `npm start`
 * (same PURSER_DATA_DIR). Each prints one JSON object.
 */
import { resolve } from 'node:path';
import { accountsCommand } from '../lib/cli/accounts-command.ts';
import { auditCommand } from '../lib/cli/audit-command.ts';
import { automationsCommand } from '../lib/cli/automations-command.ts';
import { keysCommand } from '../lib/cli/keys-command.ts';
import { sandboxCommand } from '../lib/cli/sandbox-command.ts';
import { UsageError } from '../lib/cli/usage-error.ts';
import { isPurserError } from '../lib/errors.ts';
import { readRuntimeInfo, type RuntimeInfo } from '../lib/local/local-runtime.ts';

const usage = `usage: npm run -s cli -- <command>
  accounts create --email <address>
  accounts list
  accounts show (--account <id> | --email <address>)
  accounts set-member (--account <id> | --email <address>) --member true|false
  keys create (--account <id> | --email <address>) --name <label> --scope read-only|trade-only|full
              [--agent-access] [--ip <address or CIDR>]... [--expires <ISO date-time>] [--daily-prompts <n>] [--rpm <n>]
  keys list (--account <id> | --email <address>)
  keys revoke (--account <id> | --email <address>) --key <keyId>
  keys regenerate (--account <id> | --email <address>) --key <keyId>
  audit list (--account <id> | --email <address>) [--limit <1-200>] [--cursor <nextCursor>]
  automations list (--account <id> | --email <address>)
  automations cancel (--account <id> | --email <address>) (--id <automationId> | --all)
  sandbox info
  sandbox fund --chain <chain> --address <address> --token <symbol> --amount <decimal>
  sandbox move-price --chain <chain> --token <symbol> --percent <signed number>
  sandbox name --name <name.eth | name.base.eth> --address <address>`;

process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main([group, ...args]: string[]): Promise<number> {
  const commands: Record<string, (args: string[], info: RuntimeInfo) => Promise<unknown>> = {
    accounts: accountsCommand,
    keys: keysCommand,
    audit: auditCommand,
    automations: automationsCommand,
    sandbox: sandboxCommand,
  };
  // hasOwn: `toString` or `__proto__` is not a command.
  const command = group !== undefined && Object.hasOwn(commands, group) ? commands[group] : undefined;
  if (!command) {
    console.error(usage);
    return 2;
  }
  const dataDir = resolve(process.env.PURSER_DATA_DIR ?? '.purser-data');
  const info = readRuntimeInfo(dataDir);
  if (!info) {
    console.error(`Purser is not running on ${dataDir}: start it with \`npm start\` (same PURSER_DATA_DIR) first.`);
    return 1;
  }
  const result = await command(args, info);
  console.log(JSON.stringify(result));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const badInput =
      error instanceof UsageError || (isPurserError(error) && error.status === 400) || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (badInput) {
      console.error(`${(error as Error).message}\n${usage}`);
      process.exit(2);
    }
    console.error(isPurserError(error) ? `${error.code}: ${error.message}` : `Error: ${(error as Error).message}`);
    process.exit(1);
  },
);
