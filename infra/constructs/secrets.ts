import { SecretValue } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { envNames } from '../../lib/config.ts';

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
