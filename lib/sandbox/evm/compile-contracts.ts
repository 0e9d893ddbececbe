import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

/** The repo's Solidity sources (`contracts/`). */
export const contractsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../contracts');
/** Where the committed artifacts live. */
export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
/** The contracts that get an artifact (abstract bases do not). */
export const artifactNames = [
  'SandboxERC20',
  'SandboxWrappedNative',
  'Multicall3',
  'SandboxDeployLock',
  'PurserLaunchpad',
  'PurserLaunchToken',
  'SandboxNameRegistry',
  'SandboxNameResolver',
  'SandboxUniversalResolver',
] as const;
export type ArtifactName = (typeof artifactNames)[number];

/** A compiled sandbox contract as committed under `artifacts/<contractName>.json`. */
export interface SandboxArtifact {
  readonly contractName: ArtifactName;
  /** sha256 of the compiler version, settings and every source: says whether the artifact is current without compiling. */
  readonly sourceHash: Hex;
  readonly compiler: string;
  readonly abi: Abi;
  readonly bytecode: Hex;
  readonly deployedBytecode: Hex;
}

// Pinned, so the bytes do not change with solc's default EVM version; cancun runs on every sandbox chain.
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  metadata: { bytecodeHash: 'none' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const;

/**
 * The Solidity sources by source unit name, sorted so the hash is stable:
 * `contracts/*.sol`, every `.sol` under `contracts/launch/`, and every file they
 * import from npm packages (`@openzeppelin/contracts/...`, read from
 * node_modules). Reading the imports here rather than in an import callback
 * puts them in the hash, so an OpenZeppelin upgrade makes the artifacts stale.
 * @throws Error when an import cannot be found.
 */
export function readContractSources(): Record<string, string> {
  const sources = new Map<string, string>();
  const pending = [...listSolidity(''), ...listSolidity('launch')];
  for (let unit = pending.pop(); unit !== undefined; unit = pending.pop()) {
    if (sources.has(unit)) continue;
    const content = readSource(unit);
    sources.set(unit, content);
    for (const [, path] of content.matchAll(/^\s*import\s+(?:[^'"]*\s+from\s+)?["']([^"']+)["']/gm)) {
      pending.push(path!.startsWith('.') ? posix.join(posix.dirname(unit), path!) : path!);
    }
  }
  return Object.fromEntries([...sources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `.sol` files under `contracts/<dir>` (recursively), as source unit names relative to `contracts/`. */
function listSolidity(dir: string): string[] {
  return readdirSync(join(contractsDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sol'))
    .map((f) => posix.join(dir, f.split('\\').join('/')))
    .filter((f) => dir !== '' || !f.includes('/'));
}

function readSource(unit: string): string {
  if (unit.startsWith('@')) return readFileSync(createRequire(import.meta.url).resolve(unit), 'utf8');
  return readFileSync(join(contractsDir, unit), 'utf8');
}

/** Hash of what determines the artifacts: compiler version, settings and sources. */
export function hashContractSources(sources: Record<string, string>, compilerVersion: string): Hex {
  const hash = createHash('sha256').update(compilerVersion).update(JSON.stringify(settings));
  for (const [file, content] of Object.entries(sources)) hash.update(`\0${file}\0${content}`);
  return `0x${hash.digest('hex')}`;
}

/** solc-js's version string, without loading the (slow to start) compiler itself. */
export function solcVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('solc/package.json') as { version: string }).version;
}

/**
 * Compiles `contracts/*.sol` and `contracts/launch/**` (with their OpenZeppelin imports) in-process with solc-js (offline), optimizer on.
 * Used by `scripts/build-contracts.ts`, never at runtime: `npm start` reads the
 * committed artifacts.
 * @throws Error listing solc's errors when compilation fails.
 */
export async function compileSandboxContracts(): Promise<SandboxArtifact[]> {
  const require = createRequire(import.meta.url);
  const solc = require('solc') as { compile(input: string): string };
  const sources = readContractSources();
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
    settings,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const sourceHash = hashContractSources(sources, solcVersion());
  return artifactNames.map((contractName) => {
    const file = Object.keys(output.contracts ?? {}).find((unit) => posix.basename(unit) === `${contractName}.sol` && !unit.startsWith('@'));
    const compiled = file === undefined ? undefined : output.contracts?.[file]?.[contractName];
    if (!compiled) throw new Error(`solc produced no ${contractName} (expected in contracts/**/${contractName}.sol)`);
    return {
      contractName,
      sourceHash,
      compiler: `solc-js ${solcVersion()}`,
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
    };
  });
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>;
}
