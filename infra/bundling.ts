/**
 * The esbuild settings every Lambda is bundled with. Pure data with no CDK
 * import, so the CDK stack (`infra/constructs/node-function.ts`) and the
 * bundle-size bench (`lib/bench/bundle-sizes.ts`) measure and deploy the same
 * thing.
 */

/** Lambda runtime the bundles target; the esbuild target follows it. */
export const lambdaNodeMajor = 22;

/**
 * Injected at the top of every ESM bundle. Some dependencies are CommonJS and
 * call `require()` for Node built-ins; esbuild's ESM output turns those into a
 * shim that throws "Dynamic require of X is not supported" unless a real
 * `require` exists in module scope. The import is aliased so it cannot collide
 * with a bundled module's own top-level `createRequire`.
 */
export const esmRequireBanner =
  "import { createRequire as __purserCreateRequire } from 'node:module';" + 'const require = __purserCreateRequire(import.meta.url);';

/**
 * Packages left out of the bundle because the nodejs22.x runtime provides
 * them under /var/runtime/node_modules, which Lambda also searches for ESM
 * imports since Node 18. `@smithy/*` goes with `@aws-sdk/*` so a bundled copy
 * of a Smithy package never meets a runtime SDK built against another version.
 * Trade-off: the deployed SDK version is the runtime's, not the one pinned in
 * package-lock.json; bundle the SDK instead (empty list) if that matters more
 * than package size.
 */
export const runtimeProvidedModules: readonly string[] = ['@aws-sdk/*', '@smithy/*'];

/** The esbuild options (in esbuild's own spelling) shared by deploy and bench. */
export interface SharedEsbuildOptions {
  readonly platform: 'node';
  readonly format: 'esm';
  readonly target: string;
  readonly minify: boolean;
  readonly sourcemap: false;
  /**
   * Kept because error classes are told apart by `name` in the error mapper
   * and logs; minified class names would make every error look alike.
   */
  readonly keepNames: boolean;
  /** ESM entry points first, so packages without an `exports` map resolve to their ESM build. */
  readonly mainFields: readonly string[];
  readonly external: readonly string[];
  readonly banner: { readonly js: string };
}

/** The settings; `node-function.ts` maps them to NodejsFunction bundling props. */
export const esbuildOptions: SharedEsbuildOptions = {
  platform: 'node',
  format: 'esm',
  target: `node${lambdaNodeMajor}`,
  minify: true,
  // Off: --enable-source-maps slows every cold start and stack traces are
  // readable enough with keepNames.
  sourcemap: false,
  keepNames: true,
  mainFields: ['module', 'main'],
  external: runtimeProvidedModules,
  banner: { js: esmRequireBanner },
};
