import { base, mainnet, polygon, unichain } from 'viem/chains';
import type { EvmChainInfo, EvmProtocols } from './types.ts';

/** Ethereum and Polygon share Uniswap's original deployment addresses (later chains each got their own). */
const originalUniswapDeployment: EvmProtocols = {
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  uniswapV3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  positionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
};

/**
 * The four EVM chains with their tokens and protocol contracts at mainnet
 * addresses. Sandbox and production read the same entries: the sandbox puts
 * its contracts at exactly these addresses.
 */
export const evmChains: readonly EvmChainInfo[] = [
  {
    kind: 'evm',
    name: 'base',
    label: 'Base',
    chainId: 8453,
    nativeSymbol: 'ETH',
    nativeName: 'Ether',
    nativeDecimals: 18,
    wrappedNativeSymbol: 'WETH',
    usdSymbol: 'USDC',
    viemChain: base,
    aliases: ['base mainnet'],
    // Basenames: https://github.com/base/basenames (README, "Base Mainnet").
    names: {
      suffix: '.base.eth',
      registry: '0xB94704422c2a1E396835A571837Aa5AE53285a95',
      resolver: '0xC6d566A56A1aFf6508b41f6c90ff131615583BCD',
    },
    tokens: [
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
      { symbol: 'USDT', name: 'Tether USD', decimals: 6, address: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2' },
      { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, address: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb' },
      { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: '0x4200000000000000000000000000000000000006' },
      { symbol: 'cbBTC', name: 'Coinbase Wrapped BTC', decimals: 8, address: '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf' },
      { symbol: 'DEGEN', name: 'Degen', decimals: 18, address: '0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed' },
      { symbol: 'BRETT', name: 'Brett', decimals: 18, address: '0x532f27101965dd16442E59d40670FaF5eBB142E4' },
      { symbol: 'TOSHI', name: 'Toshi', decimals: 18, address: '0xAC1Bd2486aAf3B5C0fc3Fd868558b082a531B2B4' },
      { symbol: 'AERO', name: 'Aerodrome', decimals: 18, address: '0x940181a94A35A4569E4529A3CDfB74e38FD98631' },
    ],
    protocols: {
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
      uniswapV3Factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
      quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
      swapRouter02: '0x2626664c2603336E57B271c5C0b26F421741e481',
      positionManager: '0x03a520b32C04BF3bEEf7BEb72E919cf822Ed34f1',
    },
  },
  {
    kind: 'evm',
    name: 'ethereum',
    label: 'Ethereum',
    chainId: 1,
    nativeSymbol: 'ETH',
    nativeName: 'Ether',
    nativeDecimals: 18,
    wrappedNativeSymbol: 'WETH',
    usdSymbol: 'USDC',
    viemChain: mainnet,
    aliases: ['eth mainnet', 'mainnet', 'ethereum mainnet', 'l1'],
    // ENS: https://docs.ens.domains/learn/deployments (Mainnet).
    names: {
      suffix: '.eth',
      registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
      resolver: '0xF29100983E058B709F3D539b0c765937B804AC15',
      universalResolver: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
    },
    tokens: [
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { symbol: 'USDT', name: 'Tether USD', decimals: 6, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
      { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
      { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
      { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599' },
      { symbol: 'UNI', name: 'Uniswap', decimals: 18, address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984' },
      { symbol: 'LINK', name: 'ChainLink Token', decimals: 18, address: '0x514910771AF9Ca656af840dff83E8264EcF986CA' },
      { symbol: 'PEPE', name: 'Pepe', decimals: 18, address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933' },
    ],
    protocols: originalUniswapDeployment,
  },
  {
    kind: 'evm',
    name: 'polygon',
    label: 'Polygon',
    chainId: 137,
    nativeSymbol: 'POL',
    nativeName: 'Polygon Ecosystem Token',
    nativeDecimals: 18,
    wrappedNativeSymbol: 'WPOL',
    usdSymbol: 'USDC',
    viemChain: polygon,
    aliases: ['matic', 'polygon pos'],
    tokens: [
      { symbol: 'WPOL', name: 'Wrapped Polygon Ecosystem Token', decimals: 18, address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270' },
      { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
      { symbol: 'USDT', name: 'Tether USD', decimals: 6, address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F' },
    ],
    protocols: originalUniswapDeployment,
  },
  {
    kind: 'evm',
    name: 'unichain',
    label: 'Unichain',
    chainId: 130,
    nativeSymbol: 'ETH',
    nativeName: 'Ether',
    nativeDecimals: 18,
    wrappedNativeSymbol: 'WETH',
    usdSymbol: 'USDC',
    viemChain: unichain,
    aliases: [],
    tokens: [
      { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: '0x4200000000000000000000000000000000000006' },
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '0x078D782b760474a361dDA0AF3839290b0EF57AD6' },
      { symbol: 'UNI', name: 'Uniswap', decimals: 18, address: '0x8f187aA05619a017077f5308904739877ce9eA21' },
    ],
    protocols: {
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
      uniswapV3Factory: '0x1F98400000000000000000000000000000000003',
      quoterV2: '0x385A5cf5F83e99f7BB2852b6A19C3538b9FA7658',
      swapRouter02: '0x73855d06DE49d0fe4A9c42636Ba96c62da12FF9C',
      positionManager: '0x943e6e07a7E8E791dAFC44083e54041D743C46E9',
    },
  },
];
