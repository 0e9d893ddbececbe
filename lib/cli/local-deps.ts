import { buildDeps } from '../composition/build-deps.ts';
import type { Deps } from '../deps.ts';
import { useLocalAwsEndpoints, type RuntimeInfo } from '../local/local-runtime.ts';

/** The deps of a running `npm start`, straight on its DynamoDB Local and KMS endpoints (no HTTP). */
export function localDeps(info: RuntimeInfo): Deps {
  useLocalAwsEndpoints({ dynamo: info.dynamoEndpoint, kms: info.kmsEndpoint });
  return buildDeps({
    tableName: info.tableName,
    queue: { enqueue: async () => undefined },
    rpcUrls: info.rpcUrls,
    kmsTag: 'purser',
    config: { apiKeyPrefix: info.apiKeyPrefix },
  });
}
