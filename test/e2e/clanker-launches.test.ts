import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Clanker } from 'clanker-sdk/v4';
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  multicall3Abi,
  parseAbi,
  parseEther,
  toFunctionSelector,
  type Abi,
  type AbiFunction,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { evmChainByName } from '../../lib/chains/chains.ts';
import { fundEvmAddress } from '../../lib/sandbox/evm/evm-faucet.ts';
import { claimFees } from '../../lib/capabilities/launches/claim-fees.ts';
import { LaunchIntentSchema } from '../../lib/capabilities/launches/intent.ts';
import { requireLaunchDeps } from '../../lib/capabilities/launches/launch-deps.ts';
import { launchToken } from '../../lib/capabilities/launches/launch-token.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';
import { walletJobContext } from '../support/wallet-job-context.ts';

/**
 * The production launch path, Clanker v4 (`PURSER_LAUNCH_PROTOCOL=clanker`),
 * through prompts. Clanker's contracts are not on the sandbox chain, so the
 * test places stand-ins (`test/contracts/ClankerV4StandIn.sol`: the SDK's
 * function signatures, structs, events and errors; no Uniswap v4 pool) at
 * the addresses the official SDK targets on Base, and simulates trades'
 * fees with the stand-in locker's `accrue`. What this checks is ours: the
 * deployment the SDK builds for our terms, the creator and the operator as
 * reward recipients, reading fees through Multicall3, claims of one and all
 * tokens in one transaction, pooled WETH, and refusals.
 */
const require = createRequire(import.meta.url);
const base = evmChainByName('base')!;
const rpcUrl = inject('rpcUrls')[String(base.chainId)] as string;
const client = createPublicClient({ chain: base.viemChain, transport: http(rpcUrl) });
const weth = base.tokens.find((t) => t.symbol === 'WETH')!.address;
const operator: Address = getAddress('0x00000000000000000000000000000000000fee01');
const wethAbi = parseAbi(['function deposit() payable']);

interface Compiled {
  abi: Abi;
  evm: { deployedBytecode: { object: string } };
}

/** The stand-ins, compiled with solc-js (OpenZeppelin from node_modules). */
function compileStandIns(): Record<string, Compiled> {
  const solc = require('solc') as { compile(input: string, options: { import(path: string): { contents: string } | { error: string } }): string };
  const file = 'ClankerV4StandIn.sol';
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: readFileSync(new URL(`../contracts/${file}`, import.meta.url), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      viaIR: true,
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import: (path) => {
        try {
          return { contents: readFileSync(require.resolve(path), 'utf8') };
        } catch {
          return { error: `not found: ${path}` };
        }
      },
    }),
  ) as { errors?: { severity: string; formattedMessage: string }[]; contracts: Record<string, Record<string, Compiled>> };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return output.contracts[file]!;
}

let rt: TestRuntime;
let addresses: { factory: Address; lpLocker: Address; feeLocker: Address; factoryAbi: Abi };
let standIns: Record<string, Compiled>;
/** A wallet that pays the simulated trades' fees. */
const trader = privateKeyToAccount(generatePrivateKey());
const traderWallet = createWalletClient({ account: trader, chain: base.viemChain, transport: http(rpcUrl) });

async function sendAs(request: { address: Address; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint }) {
  const hash = await traderWallet.writeContract({ ...request, chain: base.viemChain } as never);
  const receipt = await client.waitForTransactionReceipt({ hash });
  expect(receipt.status, `${request.functionName} reverted`).toBe('success');
}

/** Simulates trades of `token` paying `wethFee` WETH and `tokenFee` tokens in fees to its LP position. */
async function accrue(token: Address, wethFee: bigint, tokenFee = 0n) {
  const locker = standIns.StandInLpLocker!.abi;
  if (wethFee > 0n) {
    await sendAs({ address: weth, abi: erc20Abi, functionName: 'approve', args: [addresses.lpLocker, wethFee] });
    await sendAs({ address: addresses.lpLocker, abi: locker, functionName: 'accrue', args: [token, weth, wethFee] });
  }
  if (tokenFee > 0n) {
    await sendAs({ address: addresses.lpLocker, abi: locker, functionName: 'accrue', args: [token, token, tokenFee] });
  }
}

beforeAll(async () => {
  const sdk = new Clanker();
  const [deploy, claim, rewards] = await Promise.all([
    sdk.getDeployTransaction({ name: 'x', symbol: 'x', tokenAdmin: operator, vanity: false }),
    sdk.getClaimRewardsTransaction({ token: weth, rewardRecipient: operator }),
    sdk.getTokenRewardsTransaction({ token: weth }),
  ]);
  addresses = { factory: deploy.address, feeLocker: claim.address, lpLocker: rewards.address, factoryAbi: deploy.abi as Abi };
  standIns = compileStandIns();
  // The stand-ins must answer to the SDK's ABIs: every function they offer the service is one the SDK knows.
  const selectors = (abi: Abi) => abi.filter((x): x is AbiFunction => x.type === 'function').map((f) => toFunctionSelector(f));
  for (const [name, sdkAbi] of [
    ['StandInClankerFactory', deploy.abi],
    ['StandInFeeLocker', claim.abi],
    ['StandInLpLocker', rewards.abi],
  ] as const) {
    const known = new Set(selectors(sdkAbi as Abi));
    const offered = ['deployToken', 'tokenDeploymentInfo', 'availableFees', 'claim', 'collectRewards', 'storeFees'];
    for (const f of (standIns[name]!.abi as AbiFunction[]).filter((x) => x.type === 'function' && offered.includes(x.name))) {
      expect(known.has(toFunctionSelector(f)), `${name}.${f.name} matches the SDK's ABI`).toBe(true);
    }
  }
  for (const [name, at] of [
    ['StandInClankerFactory', addresses.factory],
    ['StandInLpLocker', addresses.lpLocker],
    ['StandInFeeLocker', addresses.feeLocker],
  ] as const) {
    await client.request({ method: 'anvil_setCode' as never, params: [at, `0x${standIns[name]!.evm.deployedBytecode.object}`] as never });
  }
  await fundEvmAddress({ rpcUrl, chain: base, address: trader.address, symbol: base.nativeSymbol, amount: '20' });
  await sendAs({ address: weth, abi: wethAbi as Abi, functionName: 'deposit', value: parseEther('10') });
  const feeLockerSlot = await client.readContract({ address: addresses.lpLocker, abi: standIns.StandInLpLocker!.abi, functionName: 'feeLocker' });
  if (feeLockerSlot !== addresses.feeLocker)
    await sendAs({ address: addresses.lpLocker, abi: standIns.StandInLpLocker!.abi, functionName: 'setFeeLocker', args: [addresses.feeLocker] });

  process.env.PURSER_LAUNCH_PROTOCOL = 'clanker';
  process.env.PURSER_CLANKER_FEE_RECIPIENT = operator;
  rt = await startTestRuntime();
}, 120_000);
afterAll(async () => {
  await rt?.stop();
  delete process.env.PURSER_LAUNCH_PROTOCOL;
  delete process.env.PURSER_CLANKER_FEE_RECIPIENT;
});

async function prompt(apiKey: string, text: string) {
  const res = await rt.call('/agent/prompt', { apiKey, body: { prompt: text } });
  expect(res.status).toBe(202);
  return rt.waitForJob(res.body.jobId, apiKey, 30_000);
}

const launchedToken = (response: string) => /on Base: (0x[0-9a-fA-F]{40})\./.exec(response)?.[1] as Address;
const balanceOf = (token: Address, owner: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

describe("launches through Clanker v4 (stand-ins at the SDK's Base addresses)", () => {
  it("launches from the creator's wallet with the configured fee terms, the creator and the operator as reward recipients", async () => {
    const creator = await rt.newAccount();
    const job = await prompt(
      creator.apiKey,
      'launch a token called Clank Cat with symbol CCAT on base, image https://example.com/c.png, description "a test cat"',
    );
    expect(job.status, job.error).toBe('completed');
    expect(job.response).toMatch(/every swap of CCAT pays a 1\.2% fee, 57% of it to you\./);
    const token = launchedToken(job.response);
    expect(token, job.response).toBeDefined();
    expect(await balanceOf(token, addresses.lpLocker)).toBe(100_000_000_000n * 10n ** 18n);

    // The deployment as sent: from the creator's wallet to the SDK's factory, with our terms.
    const tx = await client.getTransaction({ hash: job.metadata!.transactionHash as Hex });
    expect(tx.from.toLowerCase()).toBe(creator.evm.toLowerCase());
    expect(tx.to?.toLowerCase()).toBe(addresses.factory.toLowerCase());
    const { args } = decodeFunctionData({ abi: addresses.factoryAbi, data: tx.input });
    const config = args![0] as {
      tokenConfig: { tokenAdmin: Address; name: string; symbol: string; image: string; metadata: string; context: string; originatingChainId: bigint };
      poolConfig: { pairedToken: Address; poolData: Hex };
      lockerConfig: { rewardAdmins: Address[]; rewardRecipients: Address[]; rewardBps: number[] };
    };
    expect(config.tokenConfig).toMatchObject({
      tokenAdmin: creator.evm,
      name: 'Clank Cat',
      symbol: 'CCAT',
      image: 'https://example.com/c.png',
      originatingChainId: 8453n,
    });
    expect(JSON.parse(config.tokenConfig.metadata)).toEqual({ description: 'a test cat' });
    expect(JSON.parse(config.tokenConfig.context)).toMatchObject({ interface: 'Purser' });
    expect(config.poolConfig.pairedToken.toLowerCase()).toBe(weth.toLowerCase());
    // Static LP fee of 1% (10,000 in Uniswap's hundredths of a bip) on both sides; Clanker adds its 20%: 1.2% a trade.
    expect(config.poolConfig.poolData.endsWith(`${(10_000).toString(16).padStart(64, '0')}${(10_000).toString(16).padStart(64, '0')}`)).toBe(true);
    // 57% of 1.2% = 68.4% of the 1% LP fee to the creator, the rest of it to the operator.
    expect(config.lockerConfig.rewardRecipients).toEqual([creator.evm, operator]);
    expect(config.lockerConfig.rewardAdmins).toEqual([creator.evm, operator]);
    expect(config.lockerConfig.rewardBps).toEqual([6840, 3160]);
    expect(await rt.deps.launchProtocol!.isLaunched(token)).toBe(true);
    expect(await rt.deps.launchProtocol!.isLaunched(weth)).toBe(false);
  });

  it("reports fees (the token's own and the pooled WETH), claims one token and then all, and says when nothing is claimable", async () => {
    const creator = await rt.newAccount();
    const first = launchedToken((await prompt(creator.apiKey, 'launch a token called Fee One with symbol FONE on base')).response);
    // A second launch by the same account would hit the 24 h cooldown: the second token is launched by the test, as another interface would.
    const none = await prompt(creator.apiKey, 'claim my fees for FONE');
    expect(none.status, none.error).toBe('completed');
    expect(none.response).toMatch(/^No claimable fees for FONE: nothing was sent\./);
    expect(none.metadata).toBeUndefined();

    // Trades paying 0.01 WETH and 5,000 FONE in LP fees: 68.4% of each is the creator's.
    await accrue(first, parseEther('0.01'), parseEther('5000'));
    const expectedWeth = (parseEther('0.01') * 6840n) / 10_000n;
    const expectedToken = (parseEther('5000') * 6840n) / 10_000n;
    expect(await rt.deps.launchProtocol!.unclaimed(creator.evm, first)).toEqual({ weth: expectedWeth, tokenAmount: expectedToken });
    const checked = await prompt(creator.apiKey, 'check my unclaimed fees');
    expect(checked.status, checked.error).toBe('completed');
    expect(checked.response).toContain('- FONE (');
    expect(checked.response).toContain('3420 FONE');
    expect(checked.response).toMatch(/- WETH of all your tokens \(Clanker v4 keeps it in one balance\): 0\.00684 WETH/);

    const wethBefore = await balanceOf(weth, creator.evm);
    const claimed = await prompt(creator.apiKey, 'claim my fees for FONE');
    expect(claimed.status, claimed.error).toBe('completed');
    expect(claimed.response).toMatch(/The WETH is the fees of all your launched tokens/);
    expect((await balanceOf(weth, creator.evm)) - wethBefore).toBe(expectedWeth);
    expect(await balanceOf(first, creator.evm)).toBe(expectedToken);
    // One transaction, to Multicall3: collect, claim the token's side, claim the WETH.
    const claimTx = await client.getTransaction({ hash: claimed.metadata!.transactionHash as Hex });
    expect(claimTx.to?.toLowerCase()).toBe(base.protocols.multicall3.toLowerCase());
    expect((decodeFunctionData({ abi: multicall3Abi, data: claimTx.input }).args![0] as unknown[]).length).toBe(3);
    // The operator's part stays for the operator.
    expect(
      await client.readContract({ address: addresses.feeLocker, abi: standIns.StandInFeeLocker!.abi, functionName: 'availableFees', args: [operator, first] }),
    ).toBeGreaterThanOrEqual((parseEther('5000') * 3160n) / 10_000n);

    const again = await prompt(creator.apiKey, 'claim all my creator fees');
    expect(again.response).toMatch(/^No claimable fees for your launched tokens: nothing was sent\./);

    await accrue(first, parseEther('0.002'));
    const all = await prompt(creator.apiKey, 'claim all my creator fees');
    expect(all.status, all.error).toBe('completed');
    expect(all.response).toMatch(/^Claimed the creator fees of your launched tokens/);
    expect((await balanceOf(weth, creator.evm)) - wethBefore).toBe(expectedWeth + (parseEther('0.002') * 6840n) / 10_000n);
  });

  it('launches for another fee recipient: it gets the creator reward slot, the creator stays its admin, and the creator never claims it', async () => {
    const launcher = await rt.newAccount();
    const ctx = await walletJobContext({ rpcUrl, chain: base, account: (await rt.deps.accounts.get(launcher.accountId))! });
    const recipient = getAddress('0x00000000000000000000000000000000000Fee02');
    const deps = requireLaunchDeps(rt.deps);
    const intent = LaunchIntentSchema.parse({ kind: 'launch', chain: 'base', name: 'Gift Clank', symbol: 'GCLNK', feeRecipient: recipient });
    const launched = await launchToken(deps, ctx, intent);
    expect(launched.response).toContain(`Fees go to ${recipient}: that wallet claims them, not yours.`);
    const token = launchedToken(launched.response);
    const tx = await client.getTransaction({ hash: launched.metadata!.transactionHash as Hex });
    const config = decodeFunctionData({ abi: addresses.factoryAbi, data: tx.input }).args![0] as {
      tokenConfig: { tokenAdmin: Address };
      lockerConfig: { rewardAdmins: Address[]; rewardRecipients: Address[]; rewardBps: number[] };
    };
    expect(config.tokenConfig.tokenAdmin).toBe(ctx.address);
    expect(config.lockerConfig).toMatchObject({ rewardAdmins: [ctx.address, operator], rewardRecipients: [recipient, operator], rewardBps: [6840, 3160] });

    await accrue(token, parseEther('0.01'), parseEther('1000'));
    expect(await rt.deps.launchProtocol!.unclaimed(recipient, token)).toEqual({
      weth: (parseEther('0.01') * 6840n) / 10_000n,
      tokenAmount: (parseEther('1000') * 6840n) / 10_000n,
    });
    expect(await rt.deps.launchProtocol!.unclaimed(ctx.address, token)).toEqual({ weth: 0n, tokenAmount: 0n });
    // The launch store is Clanker's list of a creator's tokens: the launcher's "claim all" finds none of its own and sends nothing.
    const sentBefore = ctx.sent.length;
    const all = await claimFees({ ...deps, prices: rt.deps.prices }, ctx, 'all');
    expect(all.response).toBe(
      `You earn no creator fees on Base: the tokens you launched pay them to other wallets (GCLNK's go to ${recipient}), which claim them. Nothing was sent.`,
    );
    await expect(claimFees({ ...deps, prices: rt.deps.prices }, ctx, { token })).rejects.toMatchObject({ code: 'NOT_YOUR_LAUNCH' });
    expect(ctx.sent.length).toBe(sentBefore);
  });

  it('refuses a launch with vesting before anything is sent or the cooldown is used', async () => {
    const creator = await rt.newAccount();
    const vested = await prompt(creator.apiKey, 'launch a token called Vest Cat with symbol VCAT on base with 30 day vesting');
    expect(vested.status).toBe('failed');
    expect(vested.error).toMatch(/Clanker v4\) has no vesting of creator fees/);
    expect(await client.getTransactionCount({ address: creator.evm })).toBe(0);
    const plain = await prompt(creator.apiKey, 'launch a token called Vest Cat with symbol VCAT on base');
    expect(plain.status, plain.error).toBe('completed');
  });
});
