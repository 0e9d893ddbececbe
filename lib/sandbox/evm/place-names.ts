import { encodeFunctionData, getAddress, pad, parseAbi, type Address, type Hex } from 'viem';
import { namehash, normalize } from 'viem/ens';
import type { EvmChainInfo, EvmNameService } from '../../chains/chains.ts';
import { nameServiceOf } from '../../names/name-resolver.ts';
import { sandboxArtifact } from './sandbox-artifacts.ts';
import { placeCode, rpcRequest, sandboxOperator, sendTransactions, type SandboxTx } from './sandbox-rpc.ts';

/** The names every sandbox starts with (README, "Sandbox"): ENS names on Ethereum, a Basename on Base. */
export const wellKnownNames: Readonly<Record<string, Address>> = {
  'vitalik.eth': '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  'alice.eth': '0x1111111111111111111111111111111111111111',
  'bob.eth': '0x2222222222222222222222222222222222222222',
  'carol.base.eth': '0x3333333333333333333333333333333333333333',
};

const namesAbi = parseAbi(['function setResolver(bytes32 node, address resolver)', 'function setAddr(bytes32 node, address a)']);

/**
 * Puts the chain's name service at its mainnet addresses (`chain.names`):
 * the registry, the resolver names are registered with and, on Ethereum,
 * the Universal Resolver viem's `getEnsAddress` calls (its registry written
 * into its storage, as code placed with `anvil_setCode` runs no
 * constructor); then registers the well-known names that resolve there.
 * Only code that differs is placed, so a reloaded chain keeps its names.
 */
export async function placeNames(rpcUrl: string, chain: EvmChainInfo): Promise<void> {
  const names = chain.names;
  if (!names) return;
  const placements: { address: Address; code: Hex }[] = [
    { address: names.registry, code: sandboxArtifact('SandboxNameRegistry').deployedBytecode },
    { address: names.resolver, code: sandboxArtifact('SandboxNameResolver').deployedBytecode },
    ...(names.universalResolver ? [{ address: names.universalResolver, code: sandboxArtifact('SandboxUniversalResolver').deployedBytecode }] : []),
  ];
  await placeCode(rpcUrl, placements);
  if (names.universalResolver) {
    await rpcRequest(rpcUrl, 'anvil_setStorageAt', [names.universalResolver, pad('0x00'), pad(names.registry.toLowerCase() as Hex)]);
  }
  const here = Object.entries(wellKnownNames).filter(([name]) => nameServiceOf(name)?.chain.chainId === chain.chainId);
  await sendTransactions(
    rpcUrl,
    sandboxOperator,
    here.flatMap(([name, address]) => nameRecordTxs(names, name, address)),
  );
}

/**
 * Registers `name` to hold `address` on the sandbox chain at `rpcUrl`, which
 * must be the chain the name resolves on (Ethereum for `*.eth`, Base for
 * `*.base.eth`, see `nameServiceOf`) and have its name service placed.
 * @throws Error for a name ENS cannot normalise, or one no sandbox chain resolves.
 */
export async function registerSandboxName(
  rpcUrl: string,
  input: { name: string; address: string },
): Promise<{ name: string; address: Address; chain: string }> {
  const service = nameServiceOf(input.name);
  if (!service) throw new Error(`${input.name} is not a name the sandbox resolves (an ENS name ending in .eth, or a Basename ending in .base.eth).`);
  const name = normalize(input.name.trim());
  const address = getAddress(input.address);
  await sendTransactions(rpcUrl, sandboxOperator, nameRecordTxs(service.names, name, address));
  return { name, address, chain: service.chain.name };
}

/** The two records a name needs: its resolver in the registry, its address in the resolver. */
function nameRecordTxs(names: EvmNameService, name: string, address: Address): SandboxTx[] {
  const node = namehash(normalize(name));
  return [
    {
      label: `set the resolver of ${name}`,
      to: names.registry,
      data: encodeFunctionData({ abi: namesAbi, functionName: 'setResolver', args: [node, names.resolver] }),
      gas: 100_000n,
    },
    {
      label: `set the address of ${name}`,
      to: names.resolver,
      data: encodeFunctionData({ abi: namesAbi, functionName: 'setAddr', args: [node, address] }),
      gas: 100_000n,
    },
  ];
}
