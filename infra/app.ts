/**
 * CDK entry point (`cdk.json` runs it with tsx). Context:
 * - `stackName` (default `Purser`): deploy several copies side by side;
 * - `apiKeyPrefix` (default `purser`): the `<prefix>_` every API key starts with;
 * - `kmsTag` (default: the stack name): `purser:service` tag of the wallet
 *   keys, so two stacks in one account cannot sign with each other's keys;
 * - `emailFrom`: sender of sign-in codes, an address of a verified SES identity
 *   (unset, email sign-in answers EMAIL_NOT_CONFIGURED);
 * - `emailIdentityArn`: that identity's ARN, to scope ses:SendEmail to it;
 * - `launchpadAddress`: the PurserLaunchpad deployed on Base that launch and
 *   fee prompts use (unset, they answer LAUNCHES_UNAVAILABLE);
 * - `launchProtocol=clanker` with `clankerFeeRecipient` (and optionally
 *   `launchSwapFeeBps`, default 120, and `launchCreatorShareBps`, default
 *   5700): launches through Clanker v4 on Base instead.
 */
import { App } from 'aws-cdk-lib';
import { PurserStack } from './purser-stack.ts';

const app = new App();
const stackName = contextString(app, 'stackName') ?? 'Purser';
const apiKeyPrefix = contextString(app, 'apiKeyPrefix') ?? 'purser';
// The key format is `<prefix>_<rest>`: an underscore in the prefix would make it ambiguous.
if (!/^[A-Za-z0-9]+$/.test(apiKeyPrefix)) throw new Error(`apiKeyPrefix must be letters and digits, got "${apiKeyPrefix}"`);
const kmsTagValue = contextString(app, 'kmsTag') ?? stackName;

const emailFrom = contextString(app, 'emailFrom');
const emailIdentityArn = contextString(app, 'emailIdentityArn');
const launch = Object.fromEntries(
  (['launchpadAddress', 'launchProtocol', 'clankerFeeRecipient', 'launchSwapFeeBps', 'launchCreatorShareBps'] as const)
    .map((key) => [key, contextString(app, key)] as const)
    .filter(([, value]) => value !== undefined),
);
new PurserStack(app, stackName, {
  stackName,
  apiKeyPrefix,
  kmsTagValue,
  ...(emailFrom ? { emailFrom } : {}),
  ...(emailIdentityArn ? { emailIdentityArn } : {}),
  ...launch,
});

function contextString(scope: App, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw new Error(`context ${key} must be a non-empty string`);
  return value;
}
