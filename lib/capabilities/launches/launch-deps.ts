import type { Deps } from '../../deps.ts';
import { PermanentError } from '../../errors.ts';
import type { LaunchProtocol } from './launch-protocol.ts';
import type { LaunchStore } from './launch-store.ts';

/** What the launch and fee use cases need: the store and the protocol, both present. */
export type LaunchDeps = Pick<Deps, 'config' | 'clock' | 'chains' | 'steps'> & { readonly launches: LaunchStore; readonly launchProtocol: LaunchProtocol };

/**
 * The launch slice of `deps`, when this deployment has a launch protocol and store.
 * @throws PermanentError `LAUNCHES_UNAVAILABLE` otherwise.
 */
export function requireLaunchDeps(deps: Pick<Deps, 'config' | 'clock' | 'chains' | 'steps' | 'launches' | 'launchProtocol'>): LaunchDeps {
  const { launches, launchProtocol } = deps;
  if (!launches || !launchProtocol) {
    throw new PermanentError(
      'LAUNCHES_UNAVAILABLE',
      'Token launches and creator fees are not configured on this service (no launch protocol), so nothing was done.',
    );
  }
  return { config: deps.config, clock: deps.clock, chains: deps.chains, steps: deps.steps, launches, launchProtocol };
}

/** Tokens launched through the protocol have 18 decimals. */
export const launchedTokenDecimals = 18;

/** A short address for responses: 0x1234…abcd. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
