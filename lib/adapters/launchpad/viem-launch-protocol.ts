import { encodeFunctionData, parseEventLogs, zeroAddress, type Address, type Hex, type TransactionReceipt } from 'viem';
import type { ChainGateway } from '../../chains/chain-gateway.ts';
import { evmChainByName } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import { PermanentError } from '../../errors.ts';
import type { LaunchInput, LaunchProtocol, LaunchSender, LaunchTerms } from '../../capabilities/launches/launch-protocol.ts';
import { launchpadAbi } from './launchpad-abi.ts';
import { paidTo, sendLaunchStep } from './launch-steps.ts';

/**
 * LaunchProtocol over a PurserLaunchpad contract on Base, through viem. Reads
 * go to the chain's public client; writes are the job's transaction steps
 * (`sender.sendTransaction`), and their effects are read from the receipt:
 * the TokenLaunched event for a launch, the ERC20 transfers to the creator
 * for a claim.
 * @throws Error at construction when the registry lacks Base or its WETH.
 */
export function viemLaunchProtocol(options: { chains: ChainGateway; address: Address }): LaunchProtocol {
  const base = evmChainByName('base');
  const weth = base?.tokens.find((t) => t.symbol === base.wrappedNativeSymbol)?.address;
  if (!base || !weth) throw new Error('The chain registry lacks Base or its WETH.');
  const { address } = options;
  const client = () => options.chains.evm(base.chainId);
  const onChain = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      throw toChainError(error, base.label);
    });

  const send = (sender: LaunchSender, data: Hex, description: string, what: string) =>
    sendLaunchStep(sender, client(), { chainId: base.chainId, to: address, data, description, what });
  const paid = (receipt: TransactionReceipt, creator: Address) => paidTo(receipt, creator, weth);

  let terms: Promise<LaunchTerms> | undefined;

  return {
    name: 'PurserLaunchpad',
    chainId: base.chainId,
    weth,
    vesting: true,
    pooledWeth: false,
    terms() {
      // Constructor configuration (immutable): read once. The pool fee is in hundredths of a bip.
      terms ??= Promise.all([
        onChain(client().readContract({ address, abi: launchpadAbi, functionName: 'poolFee' })),
        onChain(client().readContract({ address, abi: launchpadAbi, functionName: 'creatorShareBps' })),
      ]).then(([poolFee, creatorShareBps]) => ({ swapFeeBps: poolFee / 100, creatorShareBps }));
      terms.catch(() => {
        terms = undefined;
      });
      return terms;
    },
    async launch(sender, input) {
      const data = encodeFunctionData({ abi: launchpadAbi, functionName: 'launch', args: launchArgs(input) });
      const receipt = await send(sender, data, `Launching ${input.name} (${input.symbol}) on Base.`, `launch of ${input.symbol}`);
      const [event] = parseEventLogs({
        abi: launchpadAbi,
        eventName: 'TokenLaunched',
        logs: receipt.logs.filter((log) => log.address.toLowerCase() === address.toLowerCase()),
      });
      if (!event)
        throw new PermanentError(
          'LAUNCH_EVENT_MISSING',
          `The launch transaction ${receipt.transactionHash} succeeded but emitted no TokenLaunched event; check the launchpad address.`,
        );
      return { token: event.args.token, pool: event.args.pool, txHash: receipt.transactionHash };
    },
    async simulateLaunch(input) {
      const { result } = await onChain(
        client().simulateContract({ address, abi: launchpadAbi, functionName: 'launch', args: launchArgs(input), account: input.creator }),
      );
      return { token: result[0], pool: result[1] };
    },
    async unclaimed(creator, token) {
      const { result } = await onChain(client().simulateContract({ address, abi: launchpadAbi, functionName: 'unclaimed', args: [token], account: creator }));
      return { weth: result[0], tokenAmount: result[1] };
    },
    async claimable(creator, token) {
      const { result } = await onChain(client().simulateContract({ address, abi: launchpadAbi, functionName: 'claimable', args: [token], account: creator }));
      return { weth: result[0], tokenAmount: result[1] };
    },
    async claim(sender, creator, token) {
      const data = encodeFunctionData({ abi: launchpadAbi, functionName: 'claim', args: [token] });
      return paid(await send(sender, data, `Claiming creator fees of ${token} on Base.`, 'fee claim'), creator);
    },
    async claimAll(sender, creator, _tokens) {
      const data = encodeFunctionData({ abi: launchpadAbi, functionName: 'claimAll' });
      return paid(await send(sender, data, 'Claiming the creator fees of all launched tokens on Base.', 'fee claim'), creator);
    },
    async tokensOf(creator) {
      return onChain(client().readContract({ address, abi: launchpadAbi, functionName: 'tokensOf', args: [creator] }));
    },
    async isLaunched(token) {
      return onChain(client().readContract({ address, abi: launchpadAbi, functionName: 'isLaunched', args: [token] }));
    },
    async claimCall(_creator, token) {
      // `claim` pays the token's creator whoever sends it.
      return { to: address, data: encodeFunctionData({ abi: launchpadAbi, functionName: 'claim', args: [token] }) };
    },
    async launchOf(token) {
      const launch = await onChain(client().readContract({ address, abi: launchpadAbi, functionName: 'launchOf', args: [token] }));
      return launch.creator === zeroAddress ? undefined : { creator: launch.creator, pool: launch.pool };
    },
    async feeEvents(tokens, fromBlock) {
      if (tokens.length === 0) return [];
      const args = { token: [...tokens] };
      const [collected, claimed] = await Promise.all([
        onChain(client().getContractEvents({ address, abi: launchpadAbi, eventName: 'FeesCollected', args, fromBlock, strict: true })),
        onChain(client().getContractEvents({ address, abi: launchpadAbi, eventName: 'FeesClaimed', args, fromBlock, strict: true })),
      ]);
      return [
        ...collected.map((e) => ({
          kind: 'collected' as const,
          token: e.args.token,
          weth: e.args.creatorWeth,
          tokenAmount: e.args.creatorTokenAmount,
          blockNumber: e.blockNumber,
        })),
        ...claimed.map((e) => ({
          kind: 'claimed' as const,
          token: e.args.token,
          weth: e.args.weth,
          tokenAmount: e.args.tokenAmount,
          blockNumber: e.blockNumber,
        })),
      ];
    },
  };
}

/** The launchpad takes the fee recipient explicitly: the creator's own wallet unless the launch names another. */
const launchArgs = (input: LaunchInput) =>
  [input.name, input.symbol, input.imageUrl, input.description, input.vestingSeconds, input.feeRecipient ?? input.creator] as const;
