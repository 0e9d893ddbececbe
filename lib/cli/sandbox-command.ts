import { parseArgs } from 'node:util';
import { evmChainByName, evmChains, findEvmToken, solanaChain, supportedChainNames } from '../chains/chains.ts';
import type { RuntimeInfo } from '../local/local-runtime.ts';
import { sandboxLaunchpadOf } from '../sandbox/evm/deploy-launchpad.ts';
import { isAddress } from 'viem';
import { isEvmName } from '../names/name-resolver.ts';
import { fundSandboxAddress, moveSandboxPrice, registerSandboxNameAt } from '../sandbox/sandbox-operations.ts';
import { UsageError } from './usage-error.ts';

/** `sandbox info`: every chain's name, id, endpoints, token addresses or mints, and protocol addresses. */
export function sandboxInfo(info: RuntimeInfo): unknown {
  return {
    chains: [
      ...evmChains.map((chain) => ({
        name: chain.name,
        chainId: chain.chainId,
        rpcUrl: info.rpcUrls[String(chain.chainId)]?.[0],
        nativeToken: chain.nativeSymbol,
        tokens: Object.fromEntries(chain.tokens.map((t) => [t.symbol, t.address])),
        protocols: { ...chain.protocols, ...(sandboxLaunchpadOf(chain) ? { launchpad: sandboxLaunchpadOf(chain) } : {}) },
      })),
      {
        name: solanaChain.name,
        rpcUrl: info.rpcUrls.solana?.[0],
        wsUrl: info.solanaWsUrl,
        nativeToken: solanaChain.nativeSymbol,
        tokens: Object.fromEntries(solanaChain.tokens.map((t) => [t.symbol, t.mint])),
        protocols: info.solanaProtocols ?? {},
      },
    ],
  };
}

const chainOption = (value: string | undefined): string => {
  const name = value?.toLowerCase();
  if (!name || !(supportedChainNames as readonly string[]).includes(name)) {
    throw new UsageError(`--chain must be one of ${supportedChainNames.join(', ')}`);
  }
  return name;
};

/** `--percent -5` reads as a negative value, not as an option named `-5` (parseArgs alone refuses it as ambiguous). */
const joinNegativeValues = (args: string[]): string[] =>
  args.reduce<string[]>((out, arg) => {
    const last = out.at(-1);
    if (last?.startsWith('--') && !last.includes('=') && /^-\d/.test(arg)) out[out.length - 1] = `${last}=${arg}`;
    else out.push(arg);
    return out;
  }, []);

/** `sandbox info | fund | move-price | name`. */
export async function sandboxCommand(args: string[], info: RuntimeInfo): Promise<unknown> {
  const [command, ...rest] = args;
  const { values } = parseArgs({
    args: joinNegativeValues(rest),
    options: {
      chain: { type: 'string' },
      address: { type: 'string' },
      token: { type: 'string' },
      amount: { type: 'string' },
      percent: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
  });
  switch (command) {
    case 'info':
      return sandboxInfo(info);
    case 'fund': {
      const chain = chainOption(values.chain);
      if (!values.address || !values.token || !values.amount) throw new UsageError('sandbox fund needs --chain, --address, --token and --amount');
      if (!/^\d+(\.\d+)?$/.test(values.amount)) throw new UsageError('--amount must be a positive decimal number such as 12.5');
      return fundSandboxAddress(info, { chain, address: values.address, symbol: values.token, amount: values.amount });
    }
    case 'move-price': {
      const chain = chainOption(values.chain);
      if (!values.token || values.percent === undefined) throw new UsageError('sandbox move-price needs --chain, --token and --percent');
      const percent = Number(values.percent);
      if (!Number.isFinite(percent) || percent <= -100 || percent === 0)
        throw new UsageError('--percent must be a non-zero number above -100, such as 10 or -5');
      const evm = evmChainByName(chain);
      if (evm && !findEvmToken(evm, values.token))
        throw new UsageError(`${values.token} is not a ${evm.label} sandbox token: ${evm.tokens.map((t) => t.symbol).join(', ')}`);
      return moveSandboxPrice(info, { chain, symbol: values.token, percent });
    }
    case 'name': {
      if (!values.name || !values.address) throw new UsageError('sandbox name needs --name and --address');
      if (!isEvmName(values.name))
        throw new UsageError('--name must be an ENS name ending in .eth (alice.eth) or a Basename ending in .base.eth (carol.base.eth)');
      if (!isAddress(values.address, { strict: true }))
        throw new UsageError('--address must be an EVM address: 0x and 40 hex digits, with a valid checksum or all in lowercase');
      return registerSandboxNameAt(info, { name: values.name, address: values.address });
    }
    default:
      throw new UsageError(`unknown sandbox command "${command ?? ''}"`);
  }
}
