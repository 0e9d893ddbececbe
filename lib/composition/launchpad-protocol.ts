import { viemLaunchProtocol } from '../adapters/launchpad/viem-launch-protocol.ts';
import type { LaunchProtocol } from '../capabilities/launches/launch-protocol.ts';
import type { ChainGateway } from '../chains/chain-gateway.ts';
import { evmChainByName } from '../chains/chains.ts';
import type { Config } from '../deps.ts';

/**
 * The PurserLaunchpad at `launchpadAddress` (or the registry's) when the
 * configuration does not choose another protocol; `buildDeps`' default, so
 * no function bundle carries another protocol's SDK unless it asks for it
 * (`configuredLaunchProtocol`, the executor).
 * @throws Error at startup when `launchProtocol: 'purser'` has no address.
 */
export function launchpadProtocol(config: Config, chains: ChainGateway): LaunchProtocol | undefined {
  if (config.launchProtocol !== undefined && config.launchProtocol !== 'purser') return undefined;
  const launchpad = config.launchpadAddress ?? evmChainByName('base')?.protocols.launchpad;
  if (!launchpad && config.launchProtocol === 'purser')
    throw new Error('PURSER_LAUNCH_PROTOCOL=purser needs PURSER_LAUNCHPAD_ADDRESS: the PurserLaunchpad deployed on Base.');
  return launchpad ? viemLaunchProtocol({ chains, address: launchpad }) : undefined;
}
