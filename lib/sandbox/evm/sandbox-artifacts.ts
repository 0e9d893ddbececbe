import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';
import { artifactsDir, type ArtifactName, type SandboxArtifact } from './compile-contracts.ts';

/** What the deployer needs of a compiled contract. */
export interface ContractArtifact {
  readonly abi: Abi;
  /** Creation code. */
  readonly bytecode: Hex;
  /** Runtime code. */
  readonly deployedBytecode: Hex;
}

const cache = new Map<string, ContractArtifact>();
const require = createRequire(import.meta.url);

/** One of this repo's committed sandbox artifacts (see `scripts/build-contracts.ts`). */
export function sandboxArtifact(name: ArtifactName): SandboxArtifact {
  return cached(`sandbox:${name}`, () => JSON.parse(readFileSync(join(artifactsDir, `${name}.json`), 'utf8')) as SandboxArtifact) as SandboxArtifact;
}

/** The Uniswap contracts the sandbox deploys, from the npm packages' own artifacts (so the pool init-code hash matches mainnet's). */
export const uniswapArtifactPaths = {
  UniswapV3Factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  UniswapV3Pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  QuoterV2: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  NonfungiblePositionManager: '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  SwapRouter: '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json',
  SwapRouter02: '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
} as const;
export type UniswapContractName = keyof typeof uniswapArtifactPaths;

/** A Uniswap artifact as shipped on npm (abi, creation and runtime code). */
export function uniswapArtifact(name: UniswapContractName): ContractArtifact {
  return cached(`uniswap:${name}`, () => {
    const { abi, bytecode, deployedBytecode } = require(uniswapArtifactPaths[name]) as ContractArtifact;
    return { abi, bytecode, deployedBytecode };
  });
}

function cached(key: string, load: () => ContractArtifact): ContractArtifact {
  let artifact = cache.get(key);
  if (!artifact) {
    artifact = load();
    cache.set(key, artifact);
  }
  return artifact;
}
