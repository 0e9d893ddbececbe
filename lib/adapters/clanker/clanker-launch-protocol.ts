import { Clanker } from 'clanker-sdk/v4';
import { decodeFunctionResult, encodeFunctionData, keccak256, multicall3Abi, parseEventLogs, toHex, zeroAddress, type Abi, type Address, type Hex } from 'viem';
import type { ChainGateway } from '../../chains/chain-gateway.ts';
import { evmChainByName } from '../../chains/chains.ts';
import { toChainError } from '../../chains/rpc-error.ts';
import { PermanentError } from '../../errors.ts';
import type { ClaimResult, FeeAmounts, LaunchInput, LaunchProtocol, LaunchSender } from '../../capabilities/launches/launch-protocol.ts';
import { paidTo, sendLaunchStep } from '../launchpad/launch-steps.ts';
import { clankerFeeTerms } from './clanker-fee-terms.ts';

export interface ClankerLaunchSettings {
  /** Receives (and administers) the operator's part of every launched token's LP fee. */
  readonly feeRecipient: Address;
  /** The whole fee a trader pays, bps (120 = 1.2%), Clanker's 20% on top of the LP fee included. */
  readonly swapFeeBps: number;
  /** The creator's share of that whole fee, bps (5700 = 57%). */
  readonly creatorShareBps: number;
}

/** The Clanker v4 contracts on Base and their ABIs, as the official SDK (clanker-sdk) knows them. */
interface ClankerContracts {
  readonly factory: Address;
  readonly factoryAbi: Abi;
  readonly feeLocker: Address;
  readonly feeLockerAbi: Abi;
  readonly lpLocker: Address;
  readonly lpLockerAbi: Abi;
}

/**
 * LaunchProtocol over Clanker v4 on Base, the production path (selected with
 * `PURSER_LAUNCH_PROTOCOL=clanker`). The deployment transaction is built by
 * the official SDK (`clanker-sdk`: addresses, ABIs, pool and fee encoding)
 * and sent as the job's transaction step from the creator's wallet, which is
 * the token admin and the admin of the first reward slot, whose recipient is
 * the launch's fee recipient (the creator unless named otherwise). Fees: a static LP fee and
 * reward split derived from the configured terms (`clankerFeeTerms`); the
 * operator's recipient takes the rest of the LP fee.
 *
 * Clanker keeps fees in its fee locker per fee owner and *fee token*: the
 * launched token's side is per token, but WETH from all of a creator's tokens
 * is one balance (`pooledWeth`). Reads first move a token's uncollected LP
 * fees into the locker inside one simulated Multicall3 call, so they include
 * fees of the latest swaps; a claim does the same in one transaction whose
 * parts may each find nothing (never a revert for an empty balance). Clanker
 * has no creator-fee vesting (`vesting: false`), and lists no tokens per
 * creator on chain (no `tokensOf`: the launch store's records are the list).
 * @throws Error at construction when the fee terms are not expressible on Clanker.
 */
export function clankerLaunchProtocol(options: { chains: ChainGateway; settings: ClankerLaunchSettings }): LaunchProtocol {
  const base = evmChainByName('base');
  const weth = base?.tokens.find((t) => t.symbol === base.wrappedNativeSymbol)?.address;
  if (!base || !weth) throw new Error('The chain registry lacks Base or its WETH.');
  const { settings } = options;
  const fees = clankerFeeTerms(settings.swapFeeBps, settings.creatorShareBps);
  const sdk = new Clanker();
  const client = () => options.chains.evm(base.chainId);
  const onChain = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      throw toChainError(error, base.label);
    });

  let contracts: Promise<ClankerContracts> | undefined;
  /** The SDK's addresses and ABIs, read once from its transaction builders (placeholders where it needs a token). */
  const known = (): Promise<ClankerContracts> =>
    (contracts ??= (async () => {
      const [claim, rewards] = await Promise.all([
        sdk.getClaimRewardsTransaction({ token: weth, rewardRecipient: settings.feeRecipient }),
        sdk.getTokenRewardsTransaction({ token: weth }),
      ]);
      const deploy = await sdk.getDeployTransaction({
        name: 'x',
        symbol: 'x',
        tokenAdmin: settings.feeRecipient,
        chainId: base.chainId as 8453,
        vanity: false,
      });
      return {
        factory: deploy.address,
        factoryAbi: deploy.abi as Abi,
        feeLocker: claim.address,
        feeLockerAbi: claim.abi as Abi,
        lpLocker: rewards.address,
        lpLockerAbi: rewards.abi as Abi,
      };
    })());

  /** The Multicall3 calls that move `token`'s uncollected LP fees into the fee locker (may fail: nothing to collect). */
  const collect = (c: ClankerContracts, token: Address) => ({
    target: c.lpLocker,
    allowFailure: true,
    callData: encodeFunctionData({ abi: c.lpLockerAbi, functionName: 'collectRewards', args: [token] }),
  });

  /** The creator's fee-locker balances of `feeTokens` after collecting `tokens`' LP fees, in one simulated call. */
  async function available(creator: Address, tokens: readonly Address[], feeTokens: readonly Address[]): Promise<bigint[]> {
    const c = await known();
    const calls = [
      ...tokens.map((t) => collect(c, t)),
      ...feeTokens.map((t) => ({
        target: c.feeLocker,
        allowFailure: false,
        callData: encodeFunctionData({ abi: c.feeLockerAbi, functionName: 'availableFees', args: [creator, t] }),
      })),
    ];
    const { result } = await onChain(
      client().simulateContract({ address: base!.protocols.multicall3, abi: multicall3Abi, functionName: 'aggregate3', args: [calls], account: creator }),
    );
    return (result as readonly { success: boolean; returnData: Hex }[])
      .slice(tokens.length)
      .map((r) => decodeFunctionResult({ abi: c.feeLockerAbi, functionName: 'availableFees', data: r.returnData }) as bigint);
  }

  /** One Multicall3 call: collect each token's LP fees, then claim each token's own fees and the pooled WETH to the creator. */
  async function claimData(creator: Address, tokens: readonly Address[]): Promise<Hex> {
    const c = await known();
    const claim = (feeToken: Address) => ({
      target: c.feeLocker,
      allowFailure: true,
      callData: encodeFunctionData({ abi: c.feeLockerAbi, functionName: 'claim', args: [creator, feeToken] }),
    });
    const calls = [...tokens.map((t) => collect(c, t)), ...tokens.map(claim), claim(weth!)];
    return encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] });
  }

  async function claimTokens(sender: LaunchSender, creator: Address, tokens: readonly Address[], description: string): Promise<ClaimResult> {
    const data = await claimData(creator, tokens);
    const receipt = await sendLaunchStep(sender, client(), { chainId: base!.chainId, to: base!.protocols.multicall3, data, description, what: 'fee claim' });
    return paidTo(receipt, creator, weth!);
  }

  /** Clanker's deploy transaction for a launch (vesting refused: Clanker has none). */
  async function deployTransaction(input: LaunchInput) {
    if (input.vestingSeconds > 0n) {
      throw new PermanentError(
        'VESTING_UNSUPPORTED',
        'The launch protocol of this service (Clanker v4) has no vesting of creator fees: launch without vesting. Nothing was done.',
      );
    }
    const { creator } = input;
    return sdk.getDeployTransaction({
      name: input.name,
      symbol: input.symbol,
      tokenAdmin: creator,
      chainId: base!.chainId as 8453,
      image: input.imageUrl,
      ...(input.description ? { metadata: { description: input.description } } : {}),
      context: { interface: 'Purser' },
      // Unique per job and stable across its retries: a second launch of the same name by the same creator gets its own address.
      salt: keccak256(toHex(`purser.launch.${input.launchId}`)),
      vanity: false,
      fees: { type: 'static', clankerFee: fees.lpFeeBps, pairedFee: fees.lpFeeBps },
      rewards: {
        recipients: [
          // The creator's wallet administers its reward slot (it may move it later, as on Clanker); the fees go to the named recipient.
          { admin: creator, recipient: input.feeRecipient ?? creator, bps: fees.creatorRewardBps, token: 'Both' },
          { admin: settings.feeRecipient, recipient: settings.feeRecipient, bps: fees.operatorRewardBps, token: 'Both' },
        ],
      },
    });
  }

  return {
    name: 'Clanker v4',
    chainId: base.chainId,
    weth,
    vesting: false,
    pooledWeth: true,
    async terms() {
      return { swapFeeBps: settings.swapFeeBps, creatorShareBps: settings.creatorShareBps };
    },
    async launch(sender, input) {
      const tx = await deployTransaction(input);
      const c = await known();
      const data = encodeFunctionData({ abi: tx.abi, functionName: tx.functionName, args: tx.args } as never) as Hex;
      const receipt = await sendLaunchStep(sender, client(), {
        chainId: base.chainId,
        to: tx.address,
        data,
        value: tx.value ?? 0n,
        description: `Launching ${input.name} (${input.symbol}) on Base through Clanker.`,
        what: `launch of ${input.symbol}`,
      });
      const [event] = parseEventLogs({
        abi: c.factoryAbi,
        eventName: 'TokenCreated',
        logs: receipt.logs.filter((log) => log.address.toLowerCase() === tx.address.toLowerCase()),
      }) as unknown as [{ args: { tokenAddress: Address } } | undefined];
      if (!event)
        throw new PermanentError(
          'LAUNCH_EVENT_MISSING',
          `The launch transaction ${receipt.transactionHash} succeeded but Clanker emitted no TokenCreated event.`,
        );
      return { token: event.args.tokenAddress, txHash: receipt.transactionHash };
    },
    async simulateLaunch(input) {
      const tx = await deployTransaction(input);
      const { result } = await onChain(
        client().simulateContract({
          address: tx.address,
          abi: tx.abi,
          functionName: tx.functionName,
          args: tx.args,
          value: tx.value,
          account: input.creator,
        } as never),
      );
      return { token: result as unknown as Address };
    },
    async unclaimed(creator, token): Promise<FeeAmounts> {
      const [wethFees, tokenFees] = await available(creator, [token], [weth, token]);
      return { weth: wethFees!, tokenAmount: tokenFees! };
    },
    async claimable(creator, token) {
      return this.unclaimed(creator, token);
    },
    claim(sender, creator, token) {
      return claimTokens(sender, creator, [token], `Claiming creator fees of ${token} (and all pooled WETH fees) on Base through Clanker.`);
    },
    claimAll(sender, creator, tokens) {
      return claimTokens(sender, creator, tokens, 'Claiming the creator fees of all launched tokens on Base through Clanker.');
    },
    async isLaunched(token) {
      const c = await known();
      const info = (await onChain(client().readContract({ address: c.factory, abi: c.factoryAbi, functionName: 'tokenDeploymentInfo', args: [token] }))) as {
        token: Address;
      };
      return info.token !== zeroAddress;
    },
    async claimCall(creator, token) {
      return { to: base.protocols.multicall3, data: await claimData(creator, [token]) };
    },
  };
}
