import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';
import type { EvmChainInfo, EvmToken } from '../../chains/chains.ts';
import { sandboxArtifact } from './sandbox-artifacts.ts';
import { placeCode, rpcBatch, sandboxOperator, type SandboxTx } from './sandbox-rpc.ts';

/** The sandbox token ABI the deployer, faucet and market maker call (a subset of the artifacts' ABIs). */
export const sandboxTokenAbi = parseAbi([
  'function initialize(string name, string symbol, uint8 decimals, address minter)',
  'function initialized() view returns (bool)',
  'function mint(address to, uint256 amount)',
  'function setPermitVersion(string version)',
  'function deposit() payable',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function balanceOf(address account) view returns (uint256)',
]);
const wrappedInitializeAbi = parseAbi(['function initialize(string name, string symbol, uint8 decimals)']);

/** Mainnet USDC signs permits in the EIP-712 domain version "2"; clients hard-code it. */
const permitVersions: Readonly<Record<string, string>> = { USDC: '2' };

/** Runtime code a token gets: WETH9-style for the wrapped native token, a mintable ERC20 for the rest. */
export function tokenRuntimeCode(chain: EvmChainInfo, token: EvmToken): Hex {
  const name = token.symbol === chain.wrappedNativeSymbol ? 'SandboxWrappedNative' : 'SandboxERC20';
  return sandboxArtifact(name).deployedBytecode;
}

/**
 * Puts every registry token and Multicall3 at their mainnet addresses
 * (`anvil_setCode`, only where the code differs, so storage and balances of a
 * reloaded chain are kept) and returns the `initialize` transactions still
 * needed — the caller sends them with its other transactions in one batch.
 * Tokens are initialised with the registry's metadata and the sandbox
 * operator as minter; the wrapped native token has no minter (it is backed
 * by deposits).
 */
export async function placeTokens(rpcUrl: string, chain: EvmChainInfo): Promise<SandboxTx[]> {
  const placements: { address: Address; code: Hex }[] = [
    ...chain.tokens.map((token) => ({ address: token.address, code: tokenRuntimeCode(chain, token) })),
    { address: chain.protocols.multicall3, code: sandboxArtifact('Multicall3').deployedBytecode },
  ];
  await placeCode(rpcUrl, placements);

  const initializedCalls = chain.tokens.map((token) => ({
    method: 'eth_call',
    params: [{ to: token.address, data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'initialized' }) }, 'latest'],
  }));
  const initialized = ((await rpcBatch(rpcUrl, initializedCalls)) as Hex[]).map((word) => BigInt(word) === 1n);
  return chain.tokens.flatMap((token, i) => (initialized[i] ? [] : initializeTxs(chain, token)));
}

function initializeTxs(chain: EvmChainInfo, token: EvmToken): SandboxTx[] {
  const label = `initialize ${token.symbol} on ${chain.name}`;
  if (token.symbol === chain.wrappedNativeSymbol) {
    const data = encodeFunctionData({ abi: wrappedInitializeAbi, functionName: 'initialize', args: [token.name, token.symbol, token.decimals] });
    return [{ label, to: token.address, data, gas: 300_000n }];
  }
  const data = encodeFunctionData({
    abi: sandboxTokenAbi,
    functionName: 'initialize',
    args: [token.name, token.symbol, token.decimals, sandboxOperator],
  });
  const txs: SandboxTx[] = [{ label, to: token.address, data, gas: 300_000n }];
  const version = permitVersions[token.symbol];
  if (version !== undefined) {
    const versionData = encodeFunctionData({ abi: sandboxTokenAbi, functionName: 'setPermitVersion', args: [version] });
    txs.push({ label: `set ${token.symbol}'s permit version on ${chain.name}`, to: token.address, data: versionData, gas: 100_000n });
  }
  return txs;
}
