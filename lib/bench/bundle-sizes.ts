import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions } from '../../infra/bundling.ts';
import { handlerNames, queueHandlerNames } from '../routes.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Bundles every Lambda entry point (`functions/<name>.ts` for each HTTP and
 * queue handler) in memory with the esbuild settings the CDK stack deploys
 * with (`infra/bundling.ts`), and reports the size of each bundle. Bundle
 * size drives cold-start time, and the runtime-provided `@aws-sdk/*` stays
 * out of the count exactly as it stays out of the deployed zip.
 *
 * @returns one entry per function, in route-table order, `bytes` being the
 *   minified `index.mjs` Lambda would load.
 * @throws the esbuild error if an entry point fails to bundle.
 */
export async function measureBundleSizes(): Promise<Array<{ name: string; bytes: number }>> {
  const names = [...handlerNames, ...queueHandlerNames];
  return Promise.all(
    names.map(async (name) => {
      const result = await build({
        ...esbuildOptions,
        mainFields: [...esbuildOptions.mainFields],
        external: [...esbuildOptions.external],
        banner: { ...esbuildOptions.banner },
        entryPoints: [`${repoRoot}functions/${name}.ts`],
        bundle: true,
        // Same file name as the CDK bundle; nothing is written.
        outfile: `${repoRoot}.bench/${name}/index.mjs`,
        absWorkingDir: repoRoot,
        write: false,
        logLevel: 'silent',
      });
      const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
      return { name, bytes };
    }),
  );
}
