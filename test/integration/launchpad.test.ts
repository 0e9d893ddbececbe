import { createRequire } from 'node:module';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseEventLogs,
  type Abi,
  type AbiFunction,
  type Address,
  type Hash,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { evmChainByName, type EvmChainInfo } from '../../lib/chains/chains.ts';
import { deployEvmSandbox } from '../../lib/sandbox/evm/deploy-evm-sandbox.ts';
import { deployLaunchpad, sandboxLaunchConfig, sandboxLaunchpadOf, sandboxLaunchProtocolRecipient } from '../../lib/sandbox/evm/deploy-launchpad.ts';
import { fundEvmAddress } from '../../lib/sandbox/evm/evm-faucet.ts';
import { sandboxArtifact } from '../../lib/sandbox/evm/sandbox-artifacts.ts';

const require = createRequire(import.meta.url);
const router02Abi = (require('@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json') as { abi: Abi }).abi;
const launchpadAbi = sandboxArtifact('PurserLaunchpad').abi;
const poolAbi = parseAbi([
  'function fee() view returns (uint24)',
  'function liquidity() view returns (uint128)',
  'function feeGrowthGlobal0X128() view returns (uint256)',
  'function feeGrowthGlobal1X128() view returns (uint256)',
]);
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)']);
const positionManagerAbi = parseAbi([
  'function ownerOf(uint256) view returns (address)',
  'function getApproved(uint256) view returns (address)',
  'function positions(uint256) view returns (uint96, address, address, address, uint24, int24, int24, uint128 liquidity, uint256, uint256, uint128, uint128)',
]);

const base = evmChainByName('base') as EvmChainInfo;
const rpcUrl = inject('rpcUrls')[String(base.chainId)] as string;
const client = createPublicClient({ chain: base.viemChain, transport: http(rpcUrl) });
const launchpad = sandboxLaunchpadOf(base) as Address;
const weth = base.tokens.find((t) => t.symbol === 'WETH')?.address as Address;
const dead: Address = '0x000000000000000000000000000000000000dEaD';
const totalSupply = 100_000_000_000n * 10n ** 18n;
const Q128 = 2n ** 128n;

type Wallet = { account: PrivateKeyAccount; address: Address };

/**
 * A fresh wallet with 30 ETH from the faucet (a balance set, no transaction), 20 of them wrapped by the wallet
 * itself: the faucet's WETH gift is a transaction from the shared operator, which other test files send from too.
 */
async function newWallet(): Promise<Wallet> {
  const account = privateKeyToAccount(generatePrivateKey());
  await fundEvmAddress({ rpcUrl, chain: base, address: account.address, symbol: base.nativeSymbol, amount: '30' });
  const wallet = createWalletClient({ account, chain: base.viemChain, transport: http(rpcUrl) });
  const hash = await wallet.writeContract({ address: weth, abi: parseAbi(['function deposit() payable']), functionName: 'deposit', value: 20n * 10n ** 18n });
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
  return { account, address: account.address };
}

/** Simulates (for the return value), sends and waits; fails the test on a revert. */
async function send<T>(from: Wallet, request: { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] }) {
  const { result, request: prepared } = await client.simulateContract({ ...request, account: from.account } as never);
  const wallet = createWalletClient({ account: from.account, chain: base.viemChain, transport: http(rpcUrl) });
  // A 20% margin over the estimate, as Purser's pipeline and wallets add: the bare estimate once ran a swap out of gas
  // in a subcall (197,611 gas used of 200,239), which the replay, with unlimited gas, did not reproduce.
  const gas = await client.estimateContractGas({ ...request, account: from.account } as never);
  const receipt = await client.waitForTransactionReceipt({ hash: (await wallet.writeContract({ ...prepared, gas: (gas * 6n) / 5n } as never)) as Hash });
  // On a revert, replay the call on the block before it to say why (the test then fails with the reason).
  const why =
    receipt.status === 'success'
      ? ''
      : await client.simulateContract({ ...request, account: from.account, blockNumber: receipt.blockNumber - 1n } as never).then(
          () => 'replay succeeds',
          (error: Error) => error.message,
        );
  // A revert the replay does not reproduce: say how much gas the transaction had and what the block held.
  const context =
    receipt.status === 'success'
      ? ''
      : await Promise.all([client.getTransaction({ hash: receipt.transactionHash }), client.getBlock({ blockNumber: receipt.blockNumber })]).then(
          ([tx, block]) => `; gas used ${receipt.gasUsed} of ${tx.gas}; ${block.transactions.length} transaction(s) in the block, at ${block.timestamp}`,
        );
  expect(receipt.status, `${request.functionName} reverted in block ${receipt.blockNumber}: ${why}${context}`).toBe('success');
  return { result: result as T, receipt };
}

/** `creator` launches `name`; its fees go to `feeRecipient` (default: the creator itself). */
async function launch(creator: Wallet, name: string, vestingSeconds = 0n, feeRecipient: Address = creator.address) {
  const { receipt } = await send(creator, {
    address: launchpad,
    abi: launchpadAbi,
    functionName: 'launch',
    args: [name, name.slice(0, 4).toUpperCase(), 'https://example.com/t.png', `${name}, launched in a test`, vestingSeconds, feeRecipient],
  });
  // From the event, not the simulation: the token's address depends on the block it is launched in.
  const [event] = parseEventLogs({ abi: launchpadAbi, logs: receipt.logs, eventName: 'TokenLaunched' }) as unknown as [
    { args: { token: Address; pool: Address; positionId: bigint } },
  ];
  const { token, pool, positionId } = event.args;
  const block = await client.getBlock({ blockNumber: receipt.blockNumber });
  return { token, pool, positionId, launchedAt: block.timestamp, receipt };
}

/** exactInputSingle on SwapRouter02 at the launch fee tier, as any mainnet client would send it. */
async function swap(trader: Wallet, tokenIn: Address, tokenOut: Address, amountIn: bigint): Promise<void> {
  const allowance = await client.readContract({
    address: tokenIn,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [trader.address, base.protocols.swapRouter02],
  });
  if (allowance < amountIn)
    await send(trader, { address: tokenIn, abi: erc20Abi as Abi, functionName: 'approve', args: [base.protocols.swapRouter02, maxUint256] });
  const params = { tokenIn, tokenOut, fee: sandboxLaunchConfig.poolFee, recipient: trader.address, amountIn, amountOutMinimum: 1n, sqrtPriceLimitX96: 0n };
  await send(trader, { address: base.protocols.swapRouter02, abi: router02Abi, functionName: 'exactInputSingle', args: [params] });
}

const balanceOf = (token: Address, owner: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
/** What the launchpad function returns when run with eth_call (it collects first, so it is not a view). */
const read = async (functionName: 'unclaimed' | 'claimable', token: Address): Promise<[bigint, bigint]> =>
  (await client.simulateContract({ address: launchpad, abi: launchpadAbi, functionName, args: [token] })).result as [bigint, bigint];
/** The launch pool's fee growth on the WETH side and on the token side. */
async function feeGrowth(pool: Address, token: Address): Promise<{ weth: bigint; token: bigint }> {
  const [g0, g1] = await Promise.all([
    client.readContract({ address: pool, abi: poolAbi, functionName: 'feeGrowthGlobal0X128' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'feeGrowthGlobal1X128' }),
  ]);
  return token.toLowerCase() < weth.toLowerCase() ? { weth: g1, token: g0 } : { weth: g0, token: g1 };
}
const creatorPart = (fees: bigint): bigint => (fees * BigInt(sandboxLaunchConfig.creatorShareBps)) / 10_000n;

beforeAll(async () => {
  await deployEvmSandbox({ rpcUrl, chain: base });
});

describe('the sandbox launchpad on Base', () => {
  let creator: Wallet;
  let traders: Wallet[];
  let launched: Awaited<ReturnType<typeof launch>>;

  beforeAll(async () => {
    [creator, ...traders] = await Promise.all([newWallet(), newWallet(), newWallet()]);
    launched = await launch(creator, 'Test Launch');
  });

  it('launches a token whose creator is the caller, with its pool at the 1.2% tier and the whole supply locked in it', async () => {
    const { token, pool, positionId, receipt } = launched;
    const [event] = parseEventLogs({ abi: launchpadAbi, logs: receipt.logs, eventName: 'TokenLaunched' }) as unknown as [{ args: Record<string, unknown> }];
    expect(event.args).toEqual({
      token,
      creator: creator.address,
      deployer: creator.address,
      pool,
      positionId,
      name: 'Test Launch',
      symbol: 'TEST',
      vestingSeconds: 0n,
    });
    expect(await client.readContract({ address: launchpad, abi: launchpadAbi, functionName: 'creatorOf', args: [token] })).toBe(creator.address);
    expect(await client.readContract({ address: launchpad, abi: launchpadAbi, functionName: 'tokensOf', args: [creator.address] })).toEqual([token]);
    expect(await client.readContract({ address: base.protocols.uniswapV3Factory, abi: factoryAbi, functionName: 'getPool', args: [token, weth, 12_000] })).toBe(
      pool,
    );
    expect(await client.readContract({ address: pool, abi: poolAbi, functionName: 'fee' })).toBe(12_000);
    // The launchpad owns the position, has approved nobody, and the pool holds the supply but for liquidity-rounding dust.
    expect(await client.readContract({ address: base.protocols.positionManager, abi: positionManagerAbi, functionName: 'ownerOf', args: [positionId] })).toBe(
      launchpad,
    );
    expect(
      await client.readContract({ address: base.protocols.positionManager, abi: positionManagerAbi, functionName: 'getApproved', args: [positionId] }),
    ).toBe('0x0000000000000000000000000000000000000000');
    const [inPool, burnt] = await Promise.all([balanceOf(token, pool), balanceOf(token, dead)]);
    expect({ sum: inPool + burnt, dustUnder1e6Wei: burnt < 1_000_000n }).toEqual({ sum: totalSupply, dustUnder1e6Wei: true });
    expect([await balanceOf(token, creator.address), await balanceOf(token, launchpad)]).toEqual([0n, 0n]);
  });

  it('is found in place by a second deployment, which changes nothing', async () => {
    expect(await deployLaunchpad(rpcUrl, base)).toEqual({ deployed: false });
    expect(sandboxLaunchpadOf(evmChainByName('ethereum') as EvmChainInfo)).toBeUndefined();
  });

  it('has no function that could withdraw, burn or transfer the position', () => {
    const names = (launchpadAbi as AbiFunction[])
      .filter((f) => f.type === 'function')
      .map((f) => f.name)
      .sort();
    expect(names).toEqual(
      [
        'TOTAL_SUPPLY',
        'claim',
        'claimAll',
        'claimable',
        'creatorOf',
        'factory',
        'isLaunched',
        'launch',
        'launchOf',
        'poolFee',
        'positionManager',
        'protocolRecipient',
        'startingSupplyValueWeth',
        'tickSpacing',
        'tokensOf',
        'unclaimed',
        'weth',
        'creatorShareBps',
      ].sort(),
    );
  });

  it("accrues 57% of the 1.2% fee of buys and sells of many sizes from other wallets to the creator, exact to the pool's rounding", async () => {
    const { token, pool, positionId } = launched;
    const buys = [parseEther('0.001'), parseEther('0.37'), parseEther('2.5'), 123_456_789n, parseEther('5')];
    const [, , , , , , , liquidity] = await client.readContract({
      address: base.protocols.positionManager,
      abi: positionManagerAbi,
      functionName: 'positions',
      args: [positionId],
    });
    // Each buy pays 1.2% of its input, rounded up (Uniswap), and credits the position through fee growth, rounded down:
    // what the position earns from one swap is that fee or 1 wei less.
    for (const [i, amount] of buys.entries()) {
      const before = await feeGrowth(pool, token);
      await swap(traders[i % 2] as Wallet, weth, token, amount);
      const earned = (((await feeGrowth(pool, token)).weth - before.weth) * liquidity) / Q128;
      const fee = (amount * 12_000n + 999_999n) / 1_000_000n;
      expect(fee - earned).toBeGreaterThanOrEqual(0n);
      expect(fee - earned).toBeLessThanOrEqual(1n);
    }
    const sells = await Promise.all(traders.map(async (t) => (await balanceOf(token, t.address)) / 3n));
    for (const [i, amount] of sells.entries()) await swap(traders[i] as Wallet, token, weth, amount);

    // The creator's unclaimed balance is exactly 57% (rounded down) of what the position earned since launch,
    // as the pool credits it: fee growth times the position's liquidity (the only liquidity in range).
    const growth = await feeGrowth(pool, token);
    expect(await client.readContract({ address: pool, abi: poolAbi, functionName: 'liquidity' })).toBe(liquidity);
    const earned = { weth: (growth.weth * liquidity) / Q128, token: (growth.token * liquidity) / Q128 };
    const [unclaimedWeth, unclaimedToken] = await read('unclaimed', token);
    expect([unclaimedWeth, unclaimedToken]).toEqual([creatorPart(earned.weth), creatorPart(earned.token)]);
    expect(unclaimedToken).toBeGreaterThan(0n);
    // So it is 0.684% of the WETH volume, give or take a wei per swap of that rounding.
    const volume = buys.reduce((a, b) => a + b, 0n);
    const distance = unclaimedWeth - (volume * 684n) / 100_000n;
    expect(distance).toBeGreaterThanOrEqual(-BigInt(buys.length));
    expect(distance).toBeLessThanOrEqual(BigInt(buys.length));
  });

  it('pays a claim (sent by anyone) to the creator and the rest of the fees to the protocol, then nothing more without new trades', async () => {
    const { token } = launched;
    const [owedWeth, owedToken] = await read('unclaimed', token);
    expect(owedWeth > 0n && owedToken > 0n).toBe(true);
    const before = await Promise.all([balanceOf(weth, creator.address), balanceOf(token, creator.address), balanceOf(weth, sandboxLaunchProtocolRecipient)]);
    const { result, receipt } = await send<[bigint, bigint]>(traders[0] as Wallet, {
      address: launchpad,
      abi: launchpadAbi,
      functionName: 'claim',
      args: [token],
    });
    expect(result).toEqual([owedWeth, owedToken]);
    const after = await Promise.all([balanceOf(weth, creator.address), balanceOf(token, creator.address), balanceOf(weth, sandboxLaunchProtocolRecipient)]);
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([owedWeth, owedToken]);
    // The protocol got the rest of the collected WETH fees: collected - floor(collected * 57%).
    const [collected] = parseEventLogs({ abi: launchpadAbi, logs: receipt.logs, eventName: 'FeesCollected' }) as unknown as [
      { args: { weth: bigint; creatorWeth: bigint } },
    ];
    expect(after[2] - before[2]).toBe(collected.args.weth - collected.args.creatorWeth);
    expect(parseEventLogs({ abi: launchpadAbi, logs: receipt.logs, eventName: 'FeesClaimed' }).map((l) => l.args)).toEqual([
      { token, creator: creator.address, weth: owedWeth, tokenAmount: owedToken },
    ]);
    expect(await read('unclaimed', token)).toEqual([0n, 0n]);

    const again = await send<[bigint, bigint]>(creator, { address: launchpad, abi: launchpadAbi, functionName: 'claim', args: [token] });
    expect(again.result).toEqual([0n, 0n]);
    expect(parseEventLogs({ abi: launchpadAbi, logs: again.receipt.logs, eventName: 'FeesClaimed' })).toEqual([]);
    expect(await balanceOf(weth, creator.address)).toBe(after[0]);
  });

  it('claims every token of the caller with claimAll', async () => {
    const second = await newWallet();
    const [a, b] = [await launch(second, 'Alpha'), await launch(second, 'Beta')];
    await swap(traders[0] as Wallet, weth, a.token, parseEther('1'));
    await swap(traders[1] as Wallet, weth, b.token, parseEther('0.25'));
    const owed = [await read('unclaimed', a.token), await read('unclaimed', b.token)];
    const before = await balanceOf(weth, second.address);
    const { result } = await send<[Address[], bigint[], bigint[]]>(second, { address: launchpad, abi: launchpadAbi, functionName: 'claimAll' });
    expect(result).toEqual([
      [a.token, b.token],
      [owed[0]?.[0], owed[1]?.[0]],
      [0n, 0n],
    ]);
    expect(await balanceOf(weth, second.address)).toBe(before + (owed[0]?.[0] as bigint) + (owed[1]?.[0] as bigint));
    expect([await read('unclaimed', a.token), await read('unclaimed', b.token)]).toEqual([
      [0n, 0n],
      [0n, 0n],
    ]);
  });

  // WETH is 0x4200…06 on Base, so about one token in four sorts before it: the position then sits above the price, not below.
  it('launches and accrues the same way when the token sorts before WETH (token0 of its pool)', async () => {
    const early = await newWallet();
    let first = await launch(early, 'Early');
    for (let i = 0; i < 40 && first.token.toLowerCase() > weth.toLowerCase(); i++) first = await launch(early, 'Early');
    expect(first.token.toLowerCase() < weth.toLowerCase()).toBe(true);
    const { token, pool, positionId } = first;
    expect((await balanceOf(token, pool)) + (await balanceOf(token, dead))).toBe(totalSupply);
    await swap(traders[0] as Wallet, weth, token, parseEther('1.5'));
    await swap(traders[0] as Wallet, token, weth, (await balanceOf(token, traders[0]!.address)) / 2n);
    const [, , , , , , , liquidity] = await client.readContract({
      address: base.protocols.positionManager,
      abi: positionManagerAbi,
      functionName: 'positions',
      args: [positionId],
    });
    const growth = await feeGrowth(pool, token);
    const [unclaimedWeth, unclaimedToken] = await read('unclaimed', token);
    expect([unclaimedWeth, unclaimedToken]).toEqual([creatorPart((growth.weth * liquidity) / Q128), creatorPart((growth.token * liquidity) / Q128)]);
    expect(unclaimedWeth - (parseEther('1.5') * 684n) / 100_000n).toBeLessThanOrEqual(1n);
    expect(unclaimedWeth - (parseEther('1.5') * 684n) / 100_000n).toBeGreaterThanOrEqual(-1n);
  });

  it('launches for another fee recipient: it is the creator, its claims and claimAll pay it, and the launcher gets nothing', async () => {
    const [launcher, recipient] = await Promise.all([newWallet(), newWallet()]);
    const { token, receipt } = await launch(launcher, 'Gift', 0n, recipient.address);
    const [event] = parseEventLogs({ abi: launchpadAbi, logs: receipt.logs, eventName: 'TokenLaunched' }) as unknown as [{ args: Record<string, unknown> }];
    expect(event.args).toMatchObject({ token, creator: recipient.address, deployer: launcher.address });
    expect(await client.readContract({ address: launchpad, abi: launchpadAbi, functionName: 'creatorOf', args: [token] })).toBe(recipient.address);
    expect(await client.readContract({ address: launchpad, abi: launchpadAbi, functionName: 'tokensOf', args: [recipient.address] })).toEqual([token]);
    expect(await client.readContract({ address: launchpad, abi: launchpadAbi, functionName: 'tokensOf', args: [launcher.address] })).toEqual([]);
    expect(await client.readContract({ address: token, abi: parseAbi(['function creator() view returns (address)']), functionName: 'creator' })).toBe(
      recipient.address,
    );

    await swap(traders[0] as Wallet, weth, token, parseEther('1'));
    const [owedWeth] = await read('unclaimed', token);
    expect(owedWeth).toBeGreaterThan(0n);
    const before = await Promise.all([balanceOf(weth, recipient.address), balanceOf(weth, launcher.address)]);
    // The launcher's claimAll finds nothing of it; a claim of the token, sent by the launcher, pays the recipient.
    expect((await send(launcher, { address: launchpad, abi: launchpadAbi, functionName: 'claimAll' })).result).toEqual([[], [], []]);
    const { receipt: claimed } = await send(launcher, { address: launchpad, abi: launchpadAbi, functionName: 'claim', args: [token] });
    expect(parseEventLogs({ abi: launchpadAbi, logs: claimed.logs, eventName: 'FeesClaimed' }).map((l) => l.args)).toEqual([
      { token, creator: recipient.address, weth: owedWeth, tokenAmount: 0n },
    ]);
    const after = await Promise.all([balanceOf(weth, recipient.address), balanceOf(weth, launcher.address)]);
    expect(after[0] - before[0]).toBe(owedWeth);
    // The launcher paid gas in ETH only: its WETH did not move.
    expect(after[1]).toBe(before[1]);

    // The recipient's own claimAll lists and pays it.
    await swap(traders[1] as Wallet, weth, token, parseEther('0.5'));
    const [more] = await read('unclaimed', token);
    const { result } = await send<[Address[], bigint[], bigint[]]>(recipient, { address: launchpad, abi: launchpadAbi, functionName: 'claimAll' });
    expect(result).toEqual([[token], [more], [0n]]);
    expect(await balanceOf(weth, recipient.address)).toBe(after[0] + more);
  });

  // The deployment salt counts the recipient's launches: counting the sender's, which no longer grow, the second reverted.
  it('two launches by one sender in one block for one recipient get different tokens', async () => {
    const [launcher, recipient] = await Promise.all([newWallet(), newWallet()]);
    const args = (name: string) => [name, name.toUpperCase(), '', '', 0n, recipient.address] as const;
    const wallet = createWalletClient({ account: launcher.account, chain: base.viemChain, transport: http(rpcUrl) });
    const gas = 6_000_000n;
    // Anvil mines on each transaction unless told otherwise: hold mining so both land in one block.
    await client.request({ method: 'evm_setAutomine' as never, params: [false] as never });
    try {
      const nonce = await client.getTransactionCount({ address: launcher.address });
      const hashes = [
        await wallet.writeContract({ address: launchpad, abi: launchpadAbi, functionName: 'launch', args: args('Twin'), gas, nonce } as never),
        await wallet.writeContract({ address: launchpad, abi: launchpadAbi, functionName: 'launch', args: args('Twin'), gas, nonce: nonce + 1 } as never),
      ];
      await client.request({ method: 'evm_mine' as never, params: [] as never });
      const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash: hash as Hash })));
      expect(receipts.map((r) => r.status)).toEqual(['success', 'success']);
      expect(receipts[0]!.blockNumber).toBe(receipts[1]!.blockNumber);
    } finally {
      await client.request({ method: 'evm_setAutomine' as never, params: [true] as never });
      // Another file's transaction sent meanwhile would wait for a block: mine one for it.
      await client.request({ method: 'evm_mine' as never, params: [] as never });
    }
    const tokens = (await client.readContract({ address: launchpad, abi: launchpadAbi, functionName: 'tokensOf', args: [recipient.address] })) as Address[];
    expect(new Set(tokens).size).toBe(2);
  });

  it('refuses a launch for the zero address', async () => {
    const launcher = await newWallet();
    await expect(
      client.simulateContract({
        address: launchpad,
        abi: launchpadAbi,
        functionName: 'launch',
        args: ['Lost', 'LOST', '', '', 0n, '0x0000000000000000000000000000000000000000'],
        account: launcher.account,
      }),
    ).rejects.toThrow(/InvalidFeeRecipient/);
  });

  it('answers claimAll of a wallet with no tokens, and unclaimed of an unknown token, plainly', async () => {
    const nobody = await newWallet();
    expect((await send(nobody, { address: launchpad, abi: launchpadAbi, functionName: 'claimAll' })).result).toEqual([[], [], []]);
    await expect(read('unclaimed', weth)).rejects.toThrow(/NotLaunched/);
    expect(await client.readContract({ address: launchpad, abi: launchpadAbi, functionName: 'isLaunched', args: [weth] })).toBe(false);
  });

  it('with a 1,000 s vesting schedule pays 25% of the accrued fees after 250 s and the rest after 1,000 s', async () => {
    const vester = await newWallet();
    const { token, launchedAt } = await launch(vester, 'Vested', 1_000n);
    await swap(traders[0] as Wallet, weth, token, parseEther('3'));
    const [accrued] = await read('unclaimed', token);
    expect(accrued).toBeGreaterThan(0n);

    // Claim in the block 250 s after the launch (another file's transaction may take that block: use the timestamp it got).
    const claimAt = async (seconds: bigint) => {
      await client.request({ method: 'evm_setNextBlockTimestamp' as never, params: [`0x${(launchedAt + seconds).toString(16)}`] as never });
      // What was paid comes from the event: the simulation before the transaction ran at an earlier time.
      const { receipt } = await send(vester, { address: launchpad, abi: launchpadAbi, functionName: 'claim', args: [token] });
      const [paid] = parseEventLogs({ abi: launchpadAbi, logs: receipt.logs, eventName: 'FeesClaimed' }) as unknown as [
        { args: { weth: bigint; tokenAmount: bigint } },
      ];
      return { paid: paid.args, elapsed: (await client.getBlock({ blockNumber: receipt.blockNumber })).timestamp - launchedAt };
    };
    const first = await claimAt(250n);
    expect(first.elapsed).toBeGreaterThanOrEqual(250n);
    expect(first.elapsed).toBeLessThan(260n);
    expect(first.paid).toMatchObject({ weth: (accrued * first.elapsed) / 1_000n, tokenAmount: 0n });
    expect(await read('unclaimed', token)).toEqual([accrued - first.paid.weth, 0n]);
    expect(await read('claimable', token)).toEqual([0n, 0n]);

    const rest = await claimAt(1_000n);
    expect(rest.paid).toMatchObject({ weth: accrued - first.paid.weth, tokenAmount: 0n });
    expect(await read('unclaimed', token)).toEqual([0n, 0n]);
  });
});
