import { getAddress, isAddress } from 'viem';
import type { Config } from '../../deps.ts';

/** The deployment cooldown's window: a rolling 24 hours. */
export const launchWindowMs = 24 * 60 * 60 * 1000;

/** Launches per rolling 24 hours for an account: the member limit for members, else the plain one. */
export function launchesPerDay(account: { member?: boolean }, config: Pick<Config, 'launchesPerDay' | 'memberLaunchesPerDay'>): number {
  return account.member ? config.memberLaunchesPerDay : config.launchesPerDay;
}

/** "13 h 12 min", "45 min", "1 min": the time left, rounded up to the minute. */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The refusal of a launch over the cooldown, with the time left until the next one is possible. */
export function deploymentLimitMessage(limit: number, msLeft: number): string {
  const per = limit === 1 ? 'one launch' : `${limit} launches`;
  return `Deployment limit reached: ${per} per 24 hours (next launch possible in ${formatTimeLeft(msLeft)}).`;
}

/** Environment variables overriding the launch limits and fee terms (positive integers). */
export const launchLimitEnvNames = {
  launchesPerDay: 'PURSER_LAUNCHES_PER_DAY',
  memberLaunchesPerDay: 'PURSER_MEMBER_LAUNCHES_PER_DAY',
  launchSwapFeeBps: 'PURSER_LAUNCH_SWAP_FEE_BPS',
  launchCreatorShareBps: 'PURSER_LAUNCH_CREATOR_SHARE_BPS',
} as const;

type LaunchConfig = Pick<
  Config,
  'launchesPerDay' | 'memberLaunchesPerDay' | 'launchSwapFeeBps' | 'launchCreatorShareBps' | 'launchpadAddress' | 'launchProtocol' | 'clankerFeeRecipient'
>;

/** A 0x address from the environment (any case; a mixed-case one must carry a valid checksum). */
function envAddress(name: string, value: string): `0x${string}` {
  if (!isAddress(value, { strict: true })) throw new Error(`${name} must be a 0x address with a valid checksum, got "${value}".`);
  return getAddress(value);
}

/**
 * The launch limits, fee terms, protocol choice and addresses set in the
 * environment, for a composition root to merge over the defaults.
 * @throws Error naming the variable when a value is malformed.
 */
export function launchConfigFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<LaunchConfig> {
  const out: { -readonly [K in keyof LaunchConfig]?: LaunchConfig[K] } = {};
  for (const [field, name] of Object.entries(launchLimitEnvNames) as [keyof typeof launchLimitEnvNames, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`${name} must be a positive integer, got "${raw}".`);
    out[field] = Number(raw);
  }
  if (env.PURSER_LAUNCHPAD_ADDRESS) out.launchpadAddress = envAddress('PURSER_LAUNCHPAD_ADDRESS', env.PURSER_LAUNCHPAD_ADDRESS);
  if (env.PURSER_CLANKER_FEE_RECIPIENT) out.clankerFeeRecipient = envAddress('PURSER_CLANKER_FEE_RECIPIENT', env.PURSER_CLANKER_FEE_RECIPIENT);
  const protocol = env.PURSER_LAUNCH_PROTOCOL;
  if (protocol) {
    if (protocol !== 'purser' && protocol !== 'clanker') throw new Error(`PURSER_LAUNCH_PROTOCOL must be "purser" or "clanker", got "${protocol}".`);
    out.launchProtocol = protocol;
  }
  return out;
}
