import { getAddress, isAddressEqual, parseAbi, zeroAddress, type Address } from 'viem';
import { getEnsAddress, namehash, normalize } from 'viem/ens';
import type { ChainGateway } from '../chains/chain-gateway.ts';
import { toChainError } from '../chains/rpc-error.ts';
import { PermanentError } from '../errors.ts';
import { nameServiceOf, type NameResolver } from './name-resolver.ts';

const registryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)']);
const addrAbi = parseAbi(['function addr(bytes32 node) view returns (address)']);

/**
 * The {@link NameResolver} that reads the name services' own contracts
 * through the chain gateway, at the chain registry's addresses (`names` of
 * each chain): ENS names through the Universal Resolver on Ethereum (viem's
 * `getEnsAddress`), Basenames through the Basenames registry on Base and the
 * resolver it names (the L2 resolver for most names). The sandbox places
 * stand-ins at the same addresses, so this is the adapter there too.
 */
export function chainNameResolver(deps: { chains: ChainGateway }): NameResolver {
  return {
    async resolveName(name) {
      const service = nameServiceOf(name);
      if (!service) return undefined;
      const normalized = normalizeName(name);
      const client = deps.chains.evm(service.chain.chainId);
      const { chain, names } = service;
      try {
        let address: Address | null | undefined;
        if (names.universalResolver) {
          address = await getEnsAddress(client, { name: normalized, universalResolverAddress: names.universalResolver });
        } else {
          const node = namehash(normalized);
          const resolver = await client.readContract({ address: names.registry, abi: registryAbi, functionName: 'resolver', args: [node] });
          if (isAddressEqual(resolver, zeroAddress)) return undefined;
          address = await client.readContract({ address: resolver, abi: addrAbi, functionName: 'addr', args: [node] });
        }
        return address && !isAddressEqual(address, zeroAddress) ? getAddress(address) : undefined;
      } catch (error) {
        throw toChainError(error, chain.label);
      }
    },
  };
}

/** ENS normalisation (UTS-46, ENSIP-15): the form the name's records are stored under. */
function normalizeName(name: string): string {
  try {
    return normalize(name.trim());
  } catch (error) {
    throw new PermanentError('INVALID_RECIPIENT', `"${name}" is not a valid ENS name (${(error as Error).message}). Check it; nothing was sent.`, {
      cause: error,
      details: { field: 'to' },
    });
  }
}
