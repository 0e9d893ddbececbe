import type { Deps } from '../deps.ts';
import { configuredLaunchProtocol } from './launch-protocol.ts';

/**
 * The launch protocol the configuration chooses (Clanker's SDK included)
 * instead of `buildDeps`' default PurserLaunchpad, for the functions outside
 * the executor that read or build creator-fee claims. `lambda` runs it once
 * per cold start.
 * @throws Error at startup when the launch configuration is invalid (see `configuredLaunchProtocol`).
 */
export function withLaunchProtocol(deps: Deps): Deps {
  const launchProtocol = configuredLaunchProtocol(deps.config, deps.chains);
  const { launchProtocol: _default, ...rest } = deps;
  return { ...rest, ...(launchProtocol ? { launchProtocol } : {}) };
}
