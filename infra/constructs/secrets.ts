import { SecretValue } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { envNames } from '../../lib/config.ts';
import { providerEnvNames } from '../../lib/composition/provider-env.ts';

/** Secret keys under `rpcUrls`: EVM chain ids and `solana`. */
export const rpcChainKeys = ['8453', '1', '137', '130', 'solana'] as const;

/**
 * The Secrets Manager secret holding RPC URLs (provider URLs embed API keys,
 * hence a secret and not plain configuration). It is created with an empty
 * list per chain; the operator fills it after deploying:
 *
 *   aws secretsmanager put-secret-value --secret-id <RpcSecretArn> \
 *     --secret-string '{"rpcUrls":{"8453":["https://..."],...}}'
 *
 * CloudFormation writes the placeholder only when the template's value
 * changes, so a later deploy does not wipe the operator's URLs. The
 * placeholder holds nothing secret, which is why plain text is fine here.
 */
export class RpcSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const placeholder = { rpcUrls: Object.fromEntries(rpcChainKeys.map((key) => [key, [] as string[]])) };
    this.secret = new Secret(this, 'RpcUrls', {
      description: 'Purser RPC URLs: { "rpcUrls": { "<chainId>|solana": ["https://..."] } }',
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify(placeholder)),
    });
  }

  /** Lets a function read the secret and gives it the ARN in PURSER_RPC_SECRET_ARN. */
  grantRead(fn: LambdaFunction): void {
    this.secret.grantRead(fn);
    fn.addEnvironment(envNames.rpcSecretArn, this.secret.secretArn);
  }
}

/**
 * The Secrets Manager secret holding third-party provider settings: API keys
 * (0x, Jupiter, market data) are credentials, so they never travel as plain
 * Lambda environment. Created as `{}` (no providers: Uniswap V3 swaps, no
 * Solana swaps, trending from the chains); the operator fills what they use:
 *
 *   aws secretsmanager put-secret-value --secret-id <ProvidersSecretArn> \
 *     --secret-string '{"zeroExApiKey":"...","jupiterUrl":"https://lite-api.jup.ag/swap/v1","marketData":"geckoterminal"}'
 *
 * Keys: `zeroExApiKey`, `jupiterUrl`, `jupiterApiKey`, `marketData`
 * (`geckoterminal`), `marketDataApiKey` (see lib/composition/provider-env.ts).
 * Only the executor reads it, once per cold start.
 */
export class ProvidersSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Providers', {
      description: 'Purser provider settings: { "zeroExApiKey", "jupiterUrl", "jupiterApiKey", "marketData": "geckoterminal", "marketDataApiKey" }',
      secretStringValue: SecretValue.unsafePlainText('{}'),
    });
  }

  /** Lets a function read the secret and gives it the ARN in PURSER_PROVIDERS_SECRET_ARN. */
  grantRead(fn: LambdaFunction): void {
    this.secret.grantRead(fn);
    fn.addEnvironment(providerEnvNames.providersSecretArn, this.secret.secretArn);
  }
}
