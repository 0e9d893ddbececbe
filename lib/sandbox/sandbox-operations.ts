import { fundEvmAddress } from './evm/evm-faucet.ts';
import { movePrice } from './evm/move-price.ts';
import { registerSandboxName } from './evm/place-names.ts';
import { nameServiceOf } from '../names/name-resolver.ts';
import { sandboxEvmChain, sandboxRpcUrl, type SandboxEndpoints } from './sandbox-endpoints.ts';
import { solanaSandboxClient } from './solana/solana-sandbox-client.ts';

/** `sandbox fund`: gives any address any listed token on one sandbox chain. */
export async function fundSandboxAddress(
  endpoints: SandboxEndpoints,
  input: { chain: string; address: string; symbol: string; amount: string },
): Promise<Record<string, unknown>> {
  if (input.chain === 'solana') {
    const funded = await solanaSandboxClient(sandboxRpcUrl(endpoints, 'solana')).fund(input);
    return { chain: 'solana', ...funded };
  }
  const chain = sandboxEvmChain(input.chain);
  const funded = await fundEvmAddress({ rpcUrl: sandboxRpcUrl(endpoints, chain), chain, address: input.address, symbol: input.symbol, amount: input.amount });
  return { chain: chain.name, address: input.address, ...funded };
}

/** `sandbox move-price`: moves a token's price on one sandbox chain by trading against its pools (or, on Solana, at the market maker). */
export async function moveSandboxPrice(
  endpoints: SandboxEndpoints,
  input: { chain: string; symbol: string; percent: number },
): Promise<Record<string, unknown>> {
  if (input.chain === 'solana') {
    const moved = await solanaSandboxClient(sandboxRpcUrl(endpoints, 'solana')).movePrice(input);
    return { chain: 'solana', ...moved };
  }
  const chain = sandboxEvmChain(input.chain);
  const { before, after } = await movePrice({ rpcUrl: sandboxRpcUrl(endpoints, chain), chain, symbol: input.symbol, percent: input.percent });
  return { chain: chain.name, symbol: input.symbol.toUpperCase(), before, after, changePercent: Number((((after - before) / before) * 100).toFixed(3)) };
}

/**
 * `sandbox name`: registers an ENS name (`*.eth`, on the sandbox's Ethereum) or a
 * Basename (`*.base.eth`, on its Base) to hold an address, so transfers to it resolve.
 * @throws Error for a name no sandbox chain resolves, or when that chain's node is not running.
 */
export async function registerSandboxNameAt(endpoints: SandboxEndpoints, input: { name: string; address: string }): Promise<Record<string, unknown>> {
  const service = nameServiceOf(input.name);
  if (!service) throw new Error(`${input.name} is not a name the sandbox resolves (an ENS name ending in .eth, or a Basename ending in .base.eth).`);
  return registerSandboxName(sandboxRpcUrl(endpoints, service.chain), input);
}
