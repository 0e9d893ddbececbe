import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` and `infra` start nothing (pure code, and CDK
 * synthesis), so `npx vitest run --project unit` answers in about ten seconds;
 * `integration` (integration and end-to-end tests) gets the run's DynamoDB
 * Local and anvil nodes from the global setup.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      // Pure code in one thread sharing one module cache (no re-import of viem and the AWS SDK per file): ~10 s instead
      // of ~30, and only one more busy core beside the integration tests, whose timing-sensitive cases suffer from more.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], pool: 'threads', isolate: false, maxWorkers: 1 } },
      { extends: true, test: { name: 'infra', include: ['test/infra/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'integration', include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'], globalSetup: ['test/setup/global-setup.ts'] },
      },
    ],
  },
});
