import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { esbuildOptions } from '../bundling.ts';

/** Repository root: entries, the lock file and the esbuild working directory hang off it. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Value of POWERTOOLS_SERVICE_NAME on every function, so logs group by service. */
export const powertoolsServiceName = 'purser';

/** Props of {@link NodeFunction}. */
export interface NodeFunctionProps {
  /** File name under `functions/` without `.ts`; it also names the function in its description. */
  readonly name: string;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default 512 MB (Lambda CPU scales with memory; cold starts of viem-sized bundles suffer below this) */
  readonly memorySize?: number;
  /** Extra environment; grants add the addresses of what they grant (see the constructs). */
  readonly environment?: Record<string, string>;
  /** Files (paths from the repository root) copied beside the bundle, which reads them at run time (the docs page's renderer). */
  readonly besideBundle?: readonly string[];
}

/**
 * One Lambda built from `functions/<name>.ts` with the house defaults:
 * nodejs22.x on arm64 (cheaper per ms, same code), an ESM bundle made with the
 * settings in `infra/bundling.ts`, and its own log group with a retention so
 * logs do not pile up forever.
 */
export class NodeFunction extends NodejsFunction {
  /** The handler name this function runs. */
  readonly handlerName: string;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.THREE_MONTHS });
    super(scope, id, {
      entry: `${repoRoot}functions/${props.name}.ts`,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}package-lock.json`,
      description: `Purser ${props.name}`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      environment: { POWERTOOLS_SERVICE_NAME: powertoolsServiceName, ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: esbuildOptions.target,
        minify: esbuildOptions.minify,
        sourceMap: esbuildOptions.sourcemap,
        keepNames: esbuildOptions.keepNames,
        mainFields: [...esbuildOptions.mainFields],
        externalModules: [...esbuildOptions.external],
        banner: esbuildOptions.banner.js,
        ...(props.besideBundle?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) => props.besideBundle!.map((file) => `cp "${inputDir}/${file}" "${outputDir}/"`),
              },
            }
          : {}),
      },
    });
    this.handlerName = props.name;
  }
}
