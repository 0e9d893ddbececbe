import { clankerFeeTerms } from '../lib/adapters/clanker/clanker-fee-terms.ts';
import { launchConfigFromEnv } from '../lib/capabilities/launches/launch-cooldown.ts';
import { defaultConfig } from '../lib/deps.ts';
import type { HandlerName } from '../lib/routes.ts';

/** The launch settings of a stack, as CDK context gives them. */
export interface LaunchSettings {
  readonly launchpadAddress?: string;
  readonly launchProtocol?: string;
  readonly clankerFeeRecipient?: string;
  readonly launchSwapFeeBps?: string;
  readonly launchCreatorShareBps?: string;
}

/**
 * The executor's environment for the launch settings, checked at synth the
 * way the executor reads them at startup (`launchConfigFromEnv`,
 * `configuredLaunchProtocol`), so a deployment never ships a setting its
 * executor would refuse.
 * @throws Error naming the setting when one is malformed or Clanker lacks its fee recipient or gets terms it cannot express.
 */
export function launchEnvironment(settings: LaunchSettings): Record<string, string> {
  const env: Record<string, string> = {};
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) env[name] = value;
  };
  set('PURSER_LAUNCHPAD_ADDRESS', settings.launchpadAddress);
  set('PURSER_LAUNCH_PROTOCOL', settings.launchProtocol);
  set('PURSER_CLANKER_FEE_RECIPIENT', settings.clankerFeeRecipient);
  set('PURSER_LAUNCH_SWAP_FEE_BPS', settings.launchSwapFeeBps);
  set('PURSER_LAUNCH_CREATOR_SHARE_BPS', settings.launchCreatorShareBps);
  const config = { ...defaultConfig, ...launchConfigFromEnv(env) };
  if (config.launchProtocol === 'clanker') {
    if (!config.clankerFeeRecipient)
      throw new Error("launchProtocol clanker needs clankerFeeRecipient: the address that receives the operator's part of the launch fees.");
    clankerFeeTerms(config.launchSwapFeeBps, config.launchCreatorShareBps);
  }
  if (config.launchProtocol === 'purser' && !config.launchpadAddress)
    throw new Error('launchProtocol purser needs launchpadAddress: the PurserLaunchpad deployed on Base.');
  return env;
}

/** The API functions that read the launch protocol besides the executor: the public creator-fee reads and the claim builder. */
export const launchProtocolHandlers = ['creator-fees-get', 'fee-claim-build'] as const satisfies readonly HandlerName[];
