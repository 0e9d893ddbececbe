import * as z from 'zod';
import { schedulerEnvNames } from '../adapters/scheduler/scheduler-env.ts';
import { launchLimitEnvNames } from '../capabilities/launches/launch-cooldown.ts';
import { envNames } from '../config.ts';
import { limitEnvNames } from '../limits/limits.ts';
import { marketDataProviders, priceProviders, pricesPlans } from '../adapters/secrets/providers-secret.ts';
import { providerEnvNames } from './provider-env.ts';

const text = z.string().trim().min(1, 'must not be empty').optional();
const positiveInteger = z
  .string()
  .regex(/^[1-9][0-9]*$/, 'must be a positive integer')
  .optional();
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits')
  .optional();
const url = z.url({ error: 'must be a URL' }).optional();
/** One of `choices`, named in the message (`must be "chains" or "coingecko"`). */
const oneOf = (choices: readonly [string, ...string[]]) => z.enum(choices, { error: `must be ${choices.map((c) => `"${c}"`).join(' or ')}` }).optional();

/**
 * Every variable the service reads, in one schema, read once by the
 * composition roots (`readEnvironment`); domain code never reads
 * `process.env`. What each variable means is documented where its name is
 * defined: `lib/config.ts`, `limits.ts`, `launch-cooldown.ts`,
 * `scheduler-env.ts`, `provider-env.ts`. Unset (or empty) means the default.
 */
export const EnvironmentSchema = z.object({
  [envNames.tableName]: text,
  [envNames.queueUrl]: url,
  // The key format is `<prefix>_<rest>`: an underscore in the prefix would make it ambiguous (as infra/app.ts refuses).
  [envNames.apiKeyPrefix]: z
    .string()
    .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits')
    .optional(),
  [envNames.kmsTag]: text,
  [envNames.rpcSecretArn]: text,
  [envNames.rpcUrls]: text,
  [envNames.emailFrom]: text,
  [schedulerEnvNames.group]: text,
  [schedulerEnvNames.targetArn]: text,
  [schedulerEnvNames.roleArn]: text,
  [limitEnvNames.requestsPerMinute]: positiveInteger,
  [limitEnvNames.promptQuotaPerDay]: positiveInteger,
  [limitEnvNames.memberPromptQuotaPerDay]: positiveInteger,
  [launchLimitEnvNames.launchesPerDay]: positiveInteger,
  [launchLimitEnvNames.memberLaunchesPerDay]: positiveInteger,
  [launchLimitEnvNames.launchSwapFeeBps]: positiveInteger,
  [launchLimitEnvNames.launchCreatorShareBps]: positiveInteger,
  PURSER_LAUNCHPAD_ADDRESS: address,
  PURSER_CLANKER_FEE_RECIPIENT: address,
  PURSER_LAUNCH_PROTOCOL: z.enum(['purser', 'clanker'], { error: 'must be "purser" or "clanker"' }).optional(),
  [providerEnvNames.providersSecretArn]: text,
  [providerEnvNames.zeroExApiKey]: text,
  [providerEnvNames.jupiterUrl]: url,
  [providerEnvNames.jupiterApiKey]: text,
  [providerEnvNames.marketData]: oneOf(marketDataProviders),
  [providerEnvNames.marketDataApiKey]: text,
  [providerEnvNames.prices]: oneOf(priceProviders),
  [providerEnvNames.pricesApiKey]: text,
  [providerEnvNames.pricesPlan]: oneOf(pricesPlans),
});
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The service's variables from `env`, checked against {@link EnvironmentSchema}
 * (empty ones count as unset); other variables are left out.
 * @throws Error naming every invalid variable and what it must be, so start-up stops on a typo.
 */
export function readEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): Environment {
  const known = Object.keys(EnvironmentSchema.shape);
  const given = Object.fromEntries(known.flatMap((name) => (env[name] === undefined || env[name] === '' ? [] : [[name, env[name]]])));
  const parsed = EnvironmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message} (got "${given[String(issue.path[0])]}")`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}.`);
  }
  return given;
}
