import { decodeFunctionData, multicall3Abi, parseAbi, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { clankerLaunchProtocol } from '../../lib/adapters/clanker/clanker-launch-protocol.ts';
import { viemLaunchProtocol } from '../../lib/adapters/launchpad/viem-launch-protocol.ts';
import type { ChainGateway } from '../../lib/chains/chain-gateway.ts';
import { evmChainByName } from '../../lib/chains/chains.ts';

const base = evmChainByName('base')!;
const weth = base.tokens.find((t) => t.symbol === 'WETH')!.address;
const creator = '0x1111111111111111111111111111111111111111' as Address;
const token = '0x2222222222222222222222222222222222222222' as Address;
const clankerAbi = parseAbi(['function collectRewards(address token)', 'function claim(address feeOwner, address token)']);

// Building a claim call reads no chain: the gateway is never asked.
const chains = { evm: () => expect.unreachable('no RPC for a claim call') } as unknown as ChainGateway;

describe('the PurserLaunchpad claim call for a caller to send', () => {
  it("is the launchpad's claim(token), which pays the token's creator", async () => {
    const launchpad = '0x000000000000000000000000000000000000cafe' as Address;
    expect(await viemLaunchProtocol({ chains, address: launchpad }).claimCall!(creator, token)).toEqual({
      to: launchpad,
      data: `0x1e83409a${token.slice(2).padStart(64, '0')}`,
    });
  });
});

describe("Clanker's claim call for a caller to send", () => {
  it("is one Multicall3 call: collect the token's LP fees, then claim its own fees and the pooled WETH to the creator", async () => {
    const protocol = clankerLaunchProtocol({
      chains,
      settings: { feeRecipient: '0x3333333333333333333333333333333333333333', swapFeeBps: 120, creatorShareBps: 5700 },
    });
    const call = await protocol.claimCall!(creator, token);
    expect(call.to).toBe(base.protocols.multicall3);
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data: call.data });
    expect(functionName).toBe('aggregate3');
    const calls = (args as unknown as [readonly { target: Address; allowFailure: boolean; callData: `0x${string}` }[]])[0];
    expect(calls.map((c) => ({ allowFailure: c.allowFailure, ...decodeFunctionData({ abi: clankerAbi, data: c.callData }) }))).toEqual([
      { allowFailure: true, functionName: 'collectRewards', args: [token] },
      { allowFailure: true, functionName: 'claim', args: [creator, token] },
      { allowFailure: true, functionName: 'claim', args: [creator, weth] },
    ]);
    // The LP locker collects, the fee locker pays.
    expect(calls[0]!.target).not.toBe(calls[1]!.target);
    expect(calls[1]!.target).toBe(calls[2]!.target);
  });
});
