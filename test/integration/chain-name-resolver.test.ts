import { getEnsAddress } from 'viem/ens';
import { inject, describe, expect, it } from 'vitest';
import { viemChainGateway } from '../../lib/adapters/viem/viem-chain-gateway.ts';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { chainNameResolver } from '../../lib/names/chain-name-resolver.ts';
import { registerSandboxName, wellKnownNames } from '../../lib/sandbox/evm/place-names.ts';
import { PermanentError } from '../../lib/errors.ts';
import { rejected } from '../support/thrown.ts';

/**
 * The production name resolver (`chainNameResolver`) against the sandbox's
 * name services, which sit at the mainnet addresses: ENS through the Universal
 * Resolver on Ethereum, Basenames through their registry on Base.
 */
const rpcUrls = inject('rpcUrls');
const chains = viemChainGateway({ rpcUrls: Object.fromEntries(Object.entries(rpcUrls).map(([id, url]) => [id, [url]])) });
const names = chainNameResolver({ chains });
const ethereum = evmChainByName('ethereum')!;
const base = evmChainByName('base')!;

describe('chainNameResolver', () => {
  it.each(Object.entries(wellKnownNames))('resolves the well-known %s', async (name, address) => {
    expect(await names.resolveName(name)).toBe(address);
  });

  it('normalises the name first (ENS records are stored under the normalised form)', async () => {
    expect(await names.resolveName(' Vitalik.ETH ')).toBe(wellKnownNames['vitalik.eth']);
  });

  it('answers undefined for a name with no resolver, and for one whose record holds no address', async () => {
    expect(await names.resolveName(`nobody-${Date.now()}.eth`)).toBeUndefined();
    expect(await names.resolveName(`nobody-${Date.now()}.base.eth`)).toBeUndefined();
    const emptied = `emptied-${Date.now()}.base.eth`;
    await registerSandboxName(rpcUrls[String(base.chainId)]!, { name: emptied, address: '0x0000000000000000000000000000000000000000' });
    expect(await names.resolveName(emptied)).toBeUndefined();
  });

  it('reads a Basename on Base, not on Ethereum', async () => {
    const name = `basename-${Date.now()}.base.eth`;
    const address = '0x000000000000000000000000000000000000Ba5e';
    expect(await registerSandboxName(rpcUrls[String(base.chainId)]!, { name, address })).toMatchObject({ chain: 'base' });
    expect(await names.resolveName(name)).toBe(address);
    const onEthereum = await getEnsAddress(chains.evm(ethereum.chainId), { name, universalResolverAddress: ethereum.names!.universalResolver! });
    expect(onEthereum).toBeNull();
  });

  it('resolves a name beyond ASCII (its UTF-8 labels, as ENS stores them)', async () => {
    const name = `joão-${Date.now()}.eth`;
    const address = '0x000000000000000000000000000000000000Ba5e';
    await registerSandboxName(rpcUrls[String(ethereum.chainId)]!, { name, address });
    expect(await names.resolveName(name)).toBe(address);
  });

  it('refuses a name ENS normalisation refuses', async () => {
    expect(await rejected(() => names.resolveName('ab--cd.eth'), PermanentError)).toMatchObject({ code: 'INVALID_RECIPIENT' });
  });
});
