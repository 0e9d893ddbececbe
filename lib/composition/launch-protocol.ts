import { clankerLaunchProtocol } from '../adapters/clanker/clanker-launch-protocol.ts';
import type { LaunchProtocol } from '../capabilities/launches/launch-protocol.ts';
import type { ChainGateway } from '../chains/chain-gateway.ts';
import type { Config } from '../deps.ts';
import { launchpadProtocol } from './launchpad-protocol.ts';

/**
 * The launch protocol this deployment's configuration chooses:
 * `launchProtocol: 'clanker'` → Clanker v4 on Base with the configured fee
 * recipient and terms; otherwise the PurserLaunchpad (`launchpadProtocol`),
 * when one is known; else none (launch and fee prompts then fail with
 * `LAUNCHES_UNAVAILABLE`). Used where prompts run: the executor and the
 * local runtime (the Clanker SDK stays out of the other bundles).
 * @throws Error at startup when Clanker is chosen without a fee recipient or
 *   with terms it cannot express, or `purser` without an address.
 */
export function configuredLaunchProtocol(config: Config, chains: ChainGateway): LaunchProtocol | undefined {
  if (config.launchProtocol !== 'clanker') return launchpadProtocol(config, chains);
  if (!config.clankerFeeRecipient) {
    throw new Error("PURSER_LAUNCH_PROTOCOL=clanker needs PURSER_CLANKER_FEE_RECIPIENT: the address that receives the operator's part of the launch fees.");
  }
  return clankerLaunchProtocol({
    chains,
    settings: { feeRecipient: config.clankerFeeRecipient, swapFeeBps: config.launchSwapFeeBps, creatorShareBps: config.launchCreatorShareBps },
  });
}
