import { decodeFunctionData, encodeAbiParameters, encodeEventTopics, erc20Abi, getAddress, pad, type Address, type Hex, type PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { launchpadAbi } from '../../lib/adapters/launchpad/launchpad-abi.ts';
import { viemLaunchProtocol } from '../../lib/adapters/launchpad/viem-launch-protocol.ts';
import type { ChainGateway } from '../../lib/chains/chain-gateway.ts';
import type { TxStep } from '../../lib/transactions/tx-step.ts';

const launchpad: Address = '0x000000000000000000000000000000000000cafe';
const creator: Address = '0x00000000000000000000000000000000000000a1';
const token: Address = getAddress('0x000000000000000000000000000000000000beef');
const weth: Address = '0x4200000000000000000000000000000000000006';
const hash = `0x${'ab'.repeat(32)}` as Hex;

/** A gateway whose Base client returns one receipt with the given logs. */
function gateway(logs: { address: Address; topics: Hex[]; data: Hex }[]): ChainGateway {
  const receipt = {
    transactionHash: hash,
    status: 'success',
    logs: logs.map((l, i) => ({ ...l, logIndex: i, blockHash: hash, blockNumber: 1n, transactionHash: hash, transactionIndex: 0, removed: false })),
  };
  return { evm: () => ({ getTransactionReceipt: async () => receipt }) as unknown as PublicClient };
}

function sender() {
  const sent: { to: Address; data?: Hex; value: bigint; chainId: number }[] = [];
  return {
    sent,
    sendTransaction: async (request: { chainId: number; to: Address; data?: Hex; value: bigint; description: string }) => {
      sent.push({ to: request.to, data: request.data, value: request.value, chainId: request.chainId });
      return { receipt: { hash, status: 'success', blockNumber: '1', gasUsed: '1' } } as unknown as TxStep;
    },
  };
}

const transfer = (from: Address, to: Address, value: bigint, at: Address) => ({
  address: at,
  topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from, to } }) as Hex[],
  data: pad(`0x${value.toString(16)}`),
});

describe('viemLaunchProtocol', () => {
  it('sends the launch as a job step and reads the token from TokenLaunched', async () => {
    const launched = {
      address: launchpad,
      topics: encodeEventTopics({ abi: launchpadAbi, eventName: 'TokenLaunched', args: { token, creator, deployer: creator } }) as Hex[],
      data: encodeAbiParameters(
        [{ type: 'address' }, { type: 'uint256' }, { type: 'string' }, { type: 'string' }, { type: 'uint64' }],
        [getAddress('0x0000000000000000000000000000000000000fee'), 7n, 'Moon Cat', 'MCAT', 0n],
      ),
    };
    const s = sender();
    const result = await viemLaunchProtocol({ chains: gateway([launched]), address: launchpad }).launch(s, {
      creator,
      launchId: 'job-1',
      name: 'Moon Cat',
      symbol: 'MCAT',
      imageUrl: '',
      description: '',
      vestingSeconds: 0n,
    });
    expect(result).toEqual({ token, pool: getAddress('0x0000000000000000000000000000000000000fee'), txHash: hash });
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]).toMatchObject({ to: launchpad, value: 0n, chainId: 8453 });
    expect(s.sent[0]!.data!.slice(0, 10)).toMatchInlineSnapshot(`"0xae0dbe55"`);
    // Without a named recipient the launchpad is told the creator's own wallet.
    expect(decodeFunctionData({ abi: launchpadAbi, data: s.sent[0]!.data! }).args).toEqual(['Moon Cat', 'MCAT', '', '', 0n, getAddress(creator)]);
  });

  it('passes a named fee recipient to the launchpad', async () => {
    const recipient: Address = '0x00000000000000000000000000000000000000B0';
    const launched = {
      address: launchpad,
      topics: encodeEventTopics({ abi: launchpadAbi, eventName: 'TokenLaunched', args: { token, creator: recipient, deployer: creator } }) as Hex[],
      data: encodeAbiParameters(
        [{ type: 'address' }, { type: 'uint256' }, { type: 'string' }, { type: 'string' }, { type: 'uint64' }],
        [getAddress('0x0000000000000000000000000000000000000fee'), 7n, 'Moon Cat', 'MCAT', 0n],
      ),
    };
    const s = sender();
    await viemLaunchProtocol({ chains: gateway([launched]), address: launchpad }).launch(s, {
      creator,
      feeRecipient: recipient,
      launchId: 'job-1',
      name: 'Moon Cat',
      symbol: 'MCAT',
      imageUrl: '',
      description: '',
      vestingSeconds: 0n,
    });
    expect(decodeFunctionData({ abi: launchpadAbi, data: s.sent[0]!.data! }).args).toEqual(['Moon Cat', 'MCAT', '', '', 0n, recipient]);
  });

  it('reads what a claim paid the creator from the receipt', async () => {
    const logs = [
      transfer(launchpad, creator, 5n, weth),
      transfer(launchpad, creator, 9n, token),
      transfer(launchpad, '0x0000000000000000000000000000000000000b0b', 4n, token),
    ];
    const s = sender();
    const result = await viemLaunchProtocol({ chains: gateway(logs), address: launchpad }).claim(s, creator, token);
    expect(result).toEqual({ txHash: hash, weth: 5n, tokens: [{ token, amount: 9n }] });
    expect(s.sent[0]!.data).toMatchInlineSnapshot(`"0x1e83409a000000000000000000000000000000000000000000000000000000000000beef"`);
  });
});
