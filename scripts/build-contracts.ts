/**
 * `node --import tsx scripts/build-contracts.ts`: compiles `contracts/*.sol` and `contracts/launch/**` (OpenZeppelin from node_modules)
 * with solc-js and writes `lib/sandbox/evm/artifacts/<Name>.json`. The
 * artifacts are committed, so `npm start` never compiles; a unit test fails
 * when they are stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifactsDir, compileSandboxContracts } from '../lib/sandbox/evm/compile-contracts.ts';

const started = performance.now();
const artifacts = await compileSandboxContracts();
mkdirSync(artifactsDir, { recursive: true });
for (const artifact of artifacts) {
  writeFileSync(join(artifactsDir, `${artifact.contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
  console.log(`${artifact.contractName}: ${(artifact.deployedBytecode.length - 2) / 2} bytes runtime`);
}
console.log(`Compiled in ${Math.round(performance.now() - started)} ms into ${artifactsDir}`);
