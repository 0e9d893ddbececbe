import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  getAddress,
  getContractAddress,
  http,
  keccak256,
  maxUint256,
  multicall3Abi,
  parseAbi,
  parseEther,
  parseSignature,
  parseUnits,
  type Abi,
  type Address,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { evmChainByName, evmChains, type EvmChainInfo } from '../../lib/chains/chains.ts';
import { startAnvilNodes, type AnvilNodes } from '../../lib/local/anvil-nodes.ts';
import { deployEvmSandbox } from '../../lib/sandbox/evm/deploy-evm-sandbox.ts';
import { fundEvmAddress, fundNewEvmWallet } from '../../lib/sandbox/evm/evm-faucet.ts';
import { movePrice, readPoolPriceUsd } from '../../lib/sandbox/evm/move-price.ts';
import { planPools } from '../../lib/sandbox/evm/pool-plan.ts';
import { sandboxOperator } from '../../lib/sandbox/evm/sandbox-rpc.ts';

// What an outside client has: mainnet addresses, standard ABIs and the npm artifacts' ABIs.
const require = createRequire(import.meta.url);
const quoterAbi = (require('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json') as { abi: Abi }).abi;
const router02Abi = (require('@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json') as { abi: Abi }).abi;
const routerAbi = (require('@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json') as { abi: Abi }).abi;
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)']);
const slot0Abi = parseAbi(['function slot0() view returns (uint160 sqrtPriceX96, int24, uint16, uint16, uint16, uint8, bool)']);
const permitAbi = parseAbi([
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function nonces(address) view returns (uint256)',
]);

const rpcUrls = inject('rpcUrls');
const rpcUrlOf = (chain: EvmChainInfo): string => rpcUrls[String(chain.chainId)] as string;
const clientOf = (chain: EvmChainInfo, rpcUrl = rpcUrlOf(chain)): PublicClient => createPublicClient({ chain: chain.viemChain, transport: http(rpcUrl) });
const tokenOf = (chain: EvmChainInfo, symbol: string): Address => chain.tokens.find((t) => t.symbol === symbol)?.address as Address;
const base = evmChainByName('base') as EvmChainInfo;
const ethereum = evmChainByName('ethereum') as EvmChainInfo;

/** QuoterV2's answer for `amountIn` of tokenIn, as a client would ask it. */
async function quote(chain: EvmChainInfo, tokenIn: Address, tokenOut: Address, fee: number, amountIn: bigint, rpcUrl = rpcUrlOf(chain)) {
  const { result } = await clientOf(chain, rpcUrl).simulateContract({
    address: chain.protocols.quoterV2,
    abi: quoterAbi,
    functionName: 'quoteExactInputSingle',
    args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
  });
  const [amountOut, sqrtPriceX96After] = result as [bigint, bigint];
  return { amountOut, sqrtPriceX96After };
}
const wethToUsdc = async (chain: EvmChainInfo, rpcUrl?: string): Promise<number> =>
  Number((await quote(chain, tokenOf(chain, 'WETH'), tokenOf(chain, 'USDC'), 500, parseEther('1'), rpcUrl)).amountOut) / 1e6;

/** A fresh wallet (no shared balances) with native for gas. */
async function freshWallet(chain: EvmChainInfo) {
  const account = privateKeyToAccount(generatePrivateKey());
  await fundEvmAddress({ rpcUrl: rpcUrlOf(chain), chain, address: account.address, symbol: chain.nativeSymbol, amount: '1' });
  return { account, wallet: createWalletClient({ account, chain: chain.viemChain, transport: http(rpcUrlOf(chain)) }) };
}

beforeAll(async () => {
  await Promise.all(evmChains.map((chain) => deployEvmSandbox({ rpcUrl: rpcUrlOf(chain), chain })));
});

describe.each(evmChains)('the $name sandbox at mainnet addresses', (chain) => {
  it('has every listed token at its mainnet address with its symbol, name and decimals', async () => {
    const client = clientOf(chain);
    for (const token of chain.tokens) {
      const read = (functionName: 'symbol' | 'name' | 'decimals') => client.readContract({ address: token.address, abi: erc20Abi, functionName });
      expect({ symbol: await read('symbol'), name: await read('name'), decimals: await read('decimals') }).toEqual({
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
      });
    }
  });

  it('answers viem multicall through Multicall3 at 0xcA11bde05977b3631167028862bE2a173976CA11', async () => {
    const multicallAddress = '0xcA11bde05977b3631167028862bE2a173976CA11';
    const client = clientOf(chain);
    expect(getAddress(client.chain?.contracts?.multicall3?.address as Address)).toBe(multicallAddress);
    const operatorBalance = { address: multicallAddress, abi: multicall3Abi, functionName: 'getEthBalance', args: [sandboxOperator] } as const;
    const results = await client.multicall({
      contracts: [...chain.tokens.map((t) => ({ address: t.address, abi: erc20Abi, functionName: 'symbol' }) as const), operatorBalance],
      multicallAddress,
      allowFailure: false,
    });
    expect(results).toEqual([...chain.tokens.map((t) => t.symbol), await client.getBalance({ address: sandboxOperator })]);
  });

  it('quotes 1 WETH for about $3,000 of USDC on QuoterV2 (0.05% fee)', async () => {
    const usdc = await wethToUsdc(chain);
    expect(usdc).toBeGreaterThan(3000 * 0.99);
    expect(usdc).toBeLessThan(3000 * 1.01);
  });

  it('moves no pool by 1% or more on a $10,000 trade either way', async () => {
    const client = clientOf(chain);
    for (const { token0, token1, fee } of planPools(chain)) {
      const pool = await client.readContract({
        address: chain.protocols.uniswapV3Factory,
        abi: factoryAbi,
        functionName: 'getPool',
        args: [token0.address, token1.address, fee],
      });
      const [before] = await client.readContract({ address: pool, abi: slot0Abi, functionName: 'slot0' });
      for (const [tokenIn, tokenOut] of [
        [token0, token1],
        [token1, token0],
      ]) {
        const price = Number(await readPoolPriceUsd({ rpcUrl: rpcUrlOf(chain), chain, symbol: tokenIn!.symbol }));
        const amountIn = parseUnits((10_000 / price).toFixed(tokenIn!.decimals), tokenIn!.decimals);
        const { sqrtPriceX96After } = await quote(chain, tokenIn!.address, tokenOut!.address, fee, amountIn);
        const move = Math.abs((Number(sqrtPriceX96After) / Number(before)) ** 2 - 1);
        expect({ pool: `${tokenIn!.symbol}->${tokenOut!.symbol} ${fee}`, under1Percent: move < 0.01 }).toEqual({
          pool: `${tokenIn!.symbol}->${tokenOut!.symbol} ${fee}`,
          under1Percent: true,
        });
      }
    }
  });

  it('puts the WETH/USDC pool where clients compute it (CREATE2, mainnet init-code hash)', async () => {
    const [a, b] = [tokenOf(chain, 'WETH'), tokenOf(chain, 'USDC')].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1)) as [Address, Address];
    const salt = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [a, b, 500]));
    const computed = getContractAddress({
      opcode: 'CREATE2',
      from: chain.protocols.uniswapV3Factory,
      salt,
      bytecodeHash: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
    });
    const pool = await clientOf(chain).readContract({ address: chain.protocols.uniswapV3Factory, abi: factoryAbi, functionName: 'getPool', args: [a, b, 500] });
    expect(pool).toBe(computed);
  });

  it('does nothing, quickly, when deployed again', async () => {
    const started = performance.now();
    expect(await deployEvmSandbox({ rpcUrl: rpcUrlOf(chain), chain })).toEqual({ deployed: false });
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('funds a new wallet with 10 native, 10,000 USDC and about $100 of each other token', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const gifts = await fundNewEvmWallet({ rpcUrl: rpcUrlOf(chain), chain, address });
    const client = clientOf(chain);
    expect(await client.getBalance({ address })).toBe(parseEther('10'));
    expect(await client.readContract({ address: tokenOf(chain, 'USDC'), abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(10_000_000_000n);
    for (const token of chain.tokens) {
      const balance = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
      expect(balance).toBe(parseUnits(gifts.find((g) => g.symbol === token.symbol)?.amount ?? 'missing', token.decimals));
    }
  });
});

describe('trading like a mainnet client', () => {
  it('swaps 0.5 WETH for USDC through SwapRouter02 from a fresh wallet and gets the quoted amount', async () => {
    const { account, wallet } = await freshWallet(base);
    const client = clientOf(base);
    await fundEvmAddress({ rpcUrl: rpcUrlOf(base), chain: base, address: account.address, symbol: 'WETH', amount: '0.5' });
    const [weth, usdc] = [tokenOf(base, 'WETH'), tokenOf(base, 'USDC')];
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: weth, abi: erc20Abi, functionName: 'approve', args: [base.protocols.swapRouter02, maxUint256] }),
    });
    const { amountOut } = await quote(base, weth, usdc, 500, parseEther('0.5'));
    const params = {
      tokenIn: weth,
      tokenOut: usdc,
      fee: 500,
      recipient: account.address,
      amountIn: parseEther('0.5'),
      amountOutMinimum: (amountOut * 999n) / 1000n,
      sqrtPriceLimitX96: 0n,
    };
    const receipt = await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: base.protocols.swapRouter02, abi: router02Abi, functionName: 'exactInputSingle', args: [params] }),
    });
    expect(receipt.status).toBe('success');
    const received = await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
    // Exactly the quote unless another test file traded in this pool in between.
    expect(Math.abs(Number(received) / Number(amountOut) - 1)).toBeLessThan(0.001);
  });

  it('swaps through the original SwapRouter (with deadline) on ethereum', async () => {
    const { account, wallet } = await freshWallet(ethereum);
    const client = clientOf(ethereum);
    const router = ethereum.protocols.swapRouter as Address;
    await fundEvmAddress({ rpcUrl: rpcUrlOf(ethereum), chain: ethereum, address: account.address, symbol: 'USDC', amount: '1000' });
    const [usdc, weth] = [tokenOf(ethereum, 'USDC'), tokenOf(ethereum, 'WETH')];
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: usdc, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
    });
    const params = {
      tokenIn: usdc,
      tokenOut: weth,
      fee: 500,
      recipient: account.address,
      deadline: 2n ** 40n,
      amountIn: 1_000_000_000n,
      amountOutMinimum: 0n,
      sqrtPriceLimitX96: 0n,
    };
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: router, abi: routerAbi, functionName: 'exactInputSingle', args: [params] }),
    });
    const received = await client.readContract({ address: weth, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
    expect(Number(received) / 1e18).toBeCloseTo(1000 / 3000, 2);
  });

  it('accepts an EIP-2612 permit on USDC signed for its mainnet domain (name "USD Coin", version "2")', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const { account: spender, wallet } = await freshWallet(base);
    const usdc = tokenOf(base, 'USDC');
    const message = { owner: owner.address, spender: spender.address, value: 123n, nonce: 0n, deadline: 2n ** 40n };
    const signature = await owner.signTypedData({
      domain: { name: 'USD Coin', version: '2', chainId: base.chainId, verifyingContract: usdc },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message,
    });
    const { v, r, s } = parseSignature(signature);
    const hash = await wallet.writeContract({
      address: usdc,
      abi: permitAbi,
      functionName: 'permit',
      args: [owner.address, spender.address, 123n, message.deadline, Number(v), r, s],
    });
    const client = clientOf(base);
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [owner.address, spender.address] })).toBe(123n);
    expect(await client.readContract({ address: usdc, abi: permitAbi, functionName: 'nonces', args: [owner.address] })).toBe(1n);
  });
});

describe('the faucet', () => {
  it('adds to the native balance instead of setting it', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    await fundEvmAddress({ rpcUrl: rpcUrlOf(base), chain: base, address, symbol: 'ETH', amount: '1.5' });
    await fundEvmAddress({ rpcUrl: rpcUrlOf(base), chain: base, address, symbol: 'eth', amount: '2' });
    expect(await clientOf(base).getBalance({ address })).toBe(parseEther('3.5'));
  });

  it('mints tokens, and backs the wrapped native token it gives with native', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const client = clientOf(ethereum);
    const [usdc, weth] = [tokenOf(ethereum, 'USDC'), tokenOf(ethereum, 'WETH')];
    const backing = await client.getBalance({ address: weth });
    await fundEvmAddress({ rpcUrl: rpcUrlOf(ethereum), chain: ethereum, address, symbol: 'USDC', amount: '123.45' });
    await fundEvmAddress({ rpcUrl: rpcUrlOf(ethereum), chain: ethereum, address, symbol: 'WETH', amount: '2' });
    expect(await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(123_450_000n);
    expect(await client.readContract({ address: weth, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(parseEther('2'));
    expect((await client.getBalance({ address: weth })) - backing).toBeGreaterThanOrEqual(parseEther('2'));
  });

  it('refuses a token the chain does not list, naming the ones it has', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    await expect(fundEvmAddress({ rpcUrl: rpcUrlOf(base), chain: base, address, symbol: 'PEPE', amount: '1' })).rejects.toThrow(
      'PEPE is not a token on base; it has ETH (native) and USDC, USDT, DAI, WETH, cbBTC, DEGEN, BRETT, TOSHI, AERO.',
    );
  });
});

describe('a private base node with --state', () => {
  let nodes: AnvilNodes | undefined;
  const stateDir = mkdtempSync(join(tmpdir(), 'purser-evm-state-'));
  const start = async (): Promise<string> => {
    nodes = await startAnvilNodes({ chains: [{ chainId: 8453, name: 'base' }], stateDir, logDir: stateDir });
    return nodes.nodes[0]?.rpcUrl as string;
  };
  afterAll(async () => {
    await nodes?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('deploys once when several callers race, then moves prices and keeps everything across a restart', async () => {
    let rpcUrl = await start();
    const results = await Promise.all([1, 2, 3].map(() => deployEvmSandbox({ rpcUrl, chain: base })));
    expect(results.filter((r) => r.deployed)).toHaveLength(1);
    const initial = await wethToUsdc(base, rpcUrl);

    const up = await movePrice({ rpcUrl, chain: base, symbol: 'WETH', percent: 10 });
    expect(up.after / up.before).toBeCloseTo(1.1, 2);
    expect((await wethToUsdc(base, rpcUrl)) / initial).toBeCloseTo(1.1, 2);
    const down = await movePrice({ rpcUrl, chain: base, symbol: 'WETH', percent: -10 });
    expect(down.after / down.before).toBeCloseTo(0.9, 2);
    expect((await wethToUsdc(base, rpcUrl)) / initial).toBeCloseTo(0.99, 2);

    const degen = await movePrice({ rpcUrl, chain: base, symbol: 'DEGEN', percent: 25 });
    expect(degen.after / degen.before).toBeCloseTo(1.25, 2);
    // Its WETH pool moved too: DEGEN->WETH->USDC agrees with DEGEN->USDC.
    const viaWeth = (await quote(base, tokenOf(base, 'DEGEN'), tokenOf(base, 'WETH'), 3000, parseEther('1000'), rpcUrl)).amountOut;
    expect(((Number(viaWeth) / 1e18) * (await readPoolPriceUsd({ rpcUrl, chain: base, symbol: 'WETH' }))) / 1000).toBeCloseTo(degen.after, 3);

    const beforeRestart = await wethToUsdc(base, rpcUrl);
    await nodes?.stop();
    rpcUrl = await start();
    const started = performance.now();
    expect(await deployEvmSandbox({ rpcUrl, chain: base })).toEqual({ deployed: false });
    expect(performance.now() - started).toBeLessThan(250);
    expect(await wethToUsdc(base, rpcUrl)).toBe(beforeRestart);
    // The operator still mints after the restart (anvil forgets impersonation; the faucet asks again).
    const address = privateKeyToAccount(generatePrivateKey()).address;
    await fundEvmAddress({ rpcUrl, chain: base, address, symbol: 'USDC', amount: '5' });
    expect(await clientOf(base, rpcUrl).readContract({ address: tokenOf(base, 'USDC'), abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(
      5_000_000n,
    );
  });
});
