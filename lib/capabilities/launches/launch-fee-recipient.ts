import { isAddressEqual, type Address } from 'viem';
import type { Deps } from '../../deps.ts';
import { BadRequestError } from '../../errors.ts';
import { evmChainByName } from '../../chains/chains.ts';
import { evmRecipientLoss, probeEvmRecipient } from '../transfers/recipient-check.ts';
import { chainNameResolver } from '../../names/chain-name-resolver.ts';
import { resolveFeeRecipient, type EnsResolver, type FeeRecipientRef } from './fee-recipient.ts';

/** ENS names and Basenames resolve through the names port (`lib/names/`), as a transfer's recipient does. */
export const ensResolver =
  (deps: Pick<Deps, 'chains' | 'names'>): EnsResolver =>
  (name) =>
    (deps.names ?? chainNameResolver(deps)).resolveName(name);

/**
 * The wallet a launch's creator fees go to, as one that can use them: the
 * named address or ENS name resolved (`resolveFeeRecipient`), then refused
 * when it would lose them (a burn or system address, a token or protocol
 * contract, the launchpad itself) as a transfer's recipient would be. A
 * multisig or smart wallet passes. Both ways in use it: the deploy endpoint
 * before its job, and the launch job itself (a prompt's recipient).
 * @throws BadRequestError `LOSSY_RECIPIENT`, and those of `resolveFeeRecipient`; TransientError for RPC trouble.
 */
export async function usableFeeRecipient(deps: Pick<Deps, 'chains' | 'config' | 'names'>, ref: FeeRecipientRef): Promise<Address> {
  const recipient = await resolveFeeRecipient(ref, ensResolver(deps));
  const base = evmChainByName('base')!;
  const launchpad = deps.config.launchpadAddress;
  const loss =
    (launchpad && isAddressEqual(launchpad, recipient) ? 'the launchpad contract' : undefined) ??
    evmRecipientLoss(recipient) ??
    (await probeEvmRecipient(deps.chains.evm(base.chainId), { to: recipient, from: recipient, chainLabel: base.label }));
  if (loss) {
    throw new BadRequestError(
      'LOSSY_RECIPIENT',
      `${recipient} is ${loss}: creator fees paid there could never be used. Name a wallet as the fee recipient; nothing was launched.`,
      { details: { field: 'feeRecipient.value' } },
    );
  }
  return recipient;
}
