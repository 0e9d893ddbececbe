import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { keccak256, multicall3Abi, toFunctionSignature, type AbiFunction } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  artifactNames,
  artifactsDir,
  compileSandboxContracts,
  hashContractSources,
  readContractSources,
  solcVersion,
  type SandboxArtifact,
} from '../../lib/sandbox/evm/compile-contracts.ts';
import { poolInitCodeHash } from '../../lib/sandbox/evm/pool-plan.ts';

const committed = (name: string): SandboxArtifact => JSON.parse(readFileSync(join(artifactsDir, `${name}.json`), 'utf8')) as SandboxArtifact;
const signatures = (abi: readonly AbiFunction[]): string[] =>
  abi
    .filter((f) => f.type === 'function')
    .map((f) => toFunctionSignature(f))
    .sort();

describe('sandbox contract artifacts', () => {
  it('were built from the current sources (run scripts/build-contracts.ts if not)', () => {
    const hash = hashContractSources(readContractSources(), solcVersion());
    for (const name of artifactNames) expect({ name, sourceHash: committed(name).sourceHash }).toEqual({ name, sourceHash: hash });
  });

  // solc-js compiles all four in ~2 s, so the committed bytes are checked, not just the hash.
  it('match a fresh compilation byte for byte', async () => {
    for (const fresh of await compileSandboxContracts()) expect(committed(fresh.contractName)).toEqual(fresh);
  });

  it('give Multicall3 the published Multicall3 functions, and viem multicall3Abi exactly as viem declares it', () => {
    const abi = committed('Multicall3').abi as AbiFunction[];
    expect(signatures(abi)).toEqual([
      'aggregate((address,bytes)[])',
      'aggregate3((address,bool,bytes)[])',
      'aggregate3Value((address,bool,uint256,bytes)[])',
      'blockAndAggregate((address,bytes)[])',
      'getBasefee()',
      'getBlockHash(uint256)',
      'getBlockNumber()',
      'getChainId()',
      'getCurrentBlockCoinbase()',
      'getCurrentBlockDifficulty()',
      'getCurrentBlockGasLimit()',
      'getCurrentBlockTimestamp()',
      'getEthBalance(address)',
      'getLastBlockHash()',
      'tryAggregate(bool,(address,bytes)[])',
      'tryBlockAndAggregate(bool,(address,bytes)[])',
    ]);
    const shape = (f: AbiFunction) => ({ name: f.name, inputs: f.inputs.map((p) => p.type), outputs: f.outputs.map((p) => p.type) });
    for (const viemFunction of multicall3Abi) expect(shape(abi.find((f) => f.name === viemFunction.name) as AbiFunction)).toEqual(shape(viemFunction));
  });

  it('deploy Uniswap pools whose init-code hash is the one clients derive addresses with', () => {
    const require = createRequire(import.meta.url);
    const pool = require('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json') as { bytecode: `0x${string}` };
    expect(keccak256(pool.bytecode)).toBe(poolInitCodeHash);
  });

  it('stay under the 24 KB code-size limit anvil enforces on deployment (Uniswap artifacts included)', () => {
    const require = createRequire(import.meta.url);
    const uniswap = [
      'v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
      'v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
      'swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
    ];
    const sizes = uniswap.map((path) => ((require(`@uniswap/${path}`) as { deployedBytecode: string }).deployedBytecode.length - 2) / 2);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(24_576);
  });
});
