import { erc20Abi, type Address } from 'viem';
import type { Deps } from '../../deps.ts';
import { PermanentError } from '../../errors.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import type { CreatorFeesReader, TimedFeeEvent } from './creator-fees-view.ts';

/**
 * The fee view's reader over this deployment's launch protocol and the Base
 * RPC: token names from the ERC20 contracts, and the protocol's fee events
 * from the first block at or after `since` (a binary search over block
 * timestamps), each with its block's time. A protocol without fee events
 * (Clanker) has none.
 * @throws PermanentError `LAUNCHES_UNAVAILABLE` when the deployment has no launch protocol.
 */
export function creatorFeesReader(deps: Pick<Deps, 'chains' | 'clock' | 'launchProtocol'>): CreatorFeesReader {
  const protocol = deps.launchProtocol;
  if (!protocol) {
    throw new PermanentError('LAUNCHES_UNAVAILABLE', 'Token launches and creator fees are not configured on this service (no launch protocol).');
  }
  const client = () => deps.chains.evm(protocol.chainId);
  const onChain = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      throw toChainError(error, 'Base');
    });
  const blockTimes = new Map<bigint, Promise<Date>>();
  const timeOf = (blockNumber: bigint): Promise<Date> => {
    let time = blockTimes.get(blockNumber);
    if (!time) {
      time = onChain(client().getBlock({ blockNumber })).then((b) => new Date(Number(b.timestamp) * 1000));
      blockTimes.set(blockNumber, time);
    }
    return time;
  };
  /** The first block at or after `since`; undefined when no block is that recent. */
  async function firstBlockSince(since: Date): Promise<bigint | undefined> {
    let high = await onChain(client().getBlockNumber());
    if ((await timeOf(high)) < since) return undefined;
    let low = 0n;
    while (low < high) {
      const mid = (low + high) / 2n;
      if ((await timeOf(mid)) < since) low = mid + 1n;
      else high = mid;
    }
    return low;
  }
  return {
    chainId: protocol.chainId,
    weth: protocol.weth,
    pooledWeth: protocol.pooledWeth,
    terms: () => protocol.terms(),
    claimable: (creator, token) => protocol.claimable(creator, token),
    isLaunched: (token) => protocol.isLaunched(token),
    ...(protocol.tokensOf ? { tokensOf: (creator: Address) => protocol.tokensOf!(creator) } : {}),
    ...(protocol.launchOf ? { launchOf: (token: Address) => protocol.launchOf!(token) } : {}),
    ...(protocol.claimCall ? { claimCall: (creator: Address, token: Address) => protocol.claimCall!(creator, token) } : {}),
    async tokenInfo(token) {
      const read = (functionName: 'name' | 'symbol') => onChain(client().readContract({ address: token, abi: erc20Abi, functionName }));
      const [name, symbol] = await Promise.all([read('name'), read('symbol')]);
      return { name, symbol };
    },
    async feeEvents(tokens, since) {
      const fromBlock = protocol.feeEvents ? await firstBlockSince(since) : undefined;
      if (fromBlock === undefined) return [];
      const events = await protocol.feeEvents!(tokens, fromBlock);
      return Promise.all(events.map(async (e): Promise<TimedFeeEvent> => ({ ...e, at: await timeOf(e.blockNumber) })));
    },
    async now() {
      const head = await onChain(client().getBlock({ blockTag: 'latest' }));
      return new Date(Math.max(deps.clock.now().getTime(), Number(head.timestamp) * 1000));
    },
  };
}
