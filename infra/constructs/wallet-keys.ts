import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { envNames, kmsServiceTagKey } from '../../lib/config.ts';

/** Tag key naming the account a wallet key belongs to; the only other tag a provisioner may set. */
export const kmsAccountTagKey = 'purser:account';

/** The key specs wallets use: secp256k1 for the EVM chains, Ed25519 for Solana (DESIGN.md). */
export const walletKeySpecs = ['ECC_SECG_P256K1', 'ECC_NIST_EDWARDS25519'] as const;

/** Props of {@link WalletKeys}. */
export interface WalletKeysProps {
  /** Value of the `purser:service` tag on this deployment's wallet keys (PURSER_KMS_TAG). */
  readonly tagValue: string;
}

/**
 * Access to the wallet signing keys in KMS. The keys are not CloudFormation
 * resources (one pair per account, created at run time), so access is
 * attribute-based: a key belongs to this deployment when it carries
 * `purser:service = <tagValue>`, and every grant is scoped to that tag, never
 * to `kms:*` or to all keys.
 */
export class WalletKeys extends Construct {
  readonly tagValue: string;
  /** Every KMS key of this account and region; the tag conditions do the narrowing. */
  private readonly keyArns: string;

  constructor(scope: Construct, id: string, props: WalletKeysProps) {
    super(scope, id);
    this.tagValue = props.tagValue;
    const stack = Stack.of(this);
    this.keyArns = stack.formatArn({ service: 'kms', resource: 'key', resourceName: '*' });
  }

  /**
   * Lets a function sign with (and read the public key of) this deployment's
   * wallet keys only, and gives it the tag value in PURSER_KMS_TAG.
   */
  grantSign(fn: LambdaFunction): void {
    fn.addToRolePolicy(this.onTaggedKeys('SignWithWalletKeys', ['kms:Sign', 'kms:GetPublicKey']));
    fn.addEnvironment(envNames.kmsTag, this.tagValue);
  }

  /**
   * Lets a function create wallet keys: only asymmetric signing keys of the
   * wallet key specs, generated inside KMS, carrying this deployment's service
   * tag and no tag keys beyond `purser:service` and `purser:account`; then
   * read public keys to derive the addresses (no Sign). No
   * kms:PutKeyPolicy, so a key can only be created with the default key policy
   * (a caller cannot hand a key to another account).
   *
   * Residual risk, kept visible: kms:TagResource must cover every key in the
   * account and region for CreateKey-with-tags to work, so a provisioner could
   * also put this deployment's tag on an existing key. Grant this only to the
   * function that provisions accounts.
   */
  grantProvision(fn: LambdaFunction): void {
    const tagConditions = {
      StringEquals: { [`aws:RequestTag/${kmsServiceTagKey}`]: this.tagValue },
      'ForAllValues:StringEquals': { 'aws:TagKeys': [kmsServiceTagKey, kmsAccountTagKey] },
    };
    fn.addToRolePolicy(
      new PolicyStatement({
        sid: 'CreateWalletKeys',
        actions: ['kms:CreateKey'],
        // CreateKey has no resource ARN to scope to; the request conditions scope it.
        resources: ['*'],
        conditions: {
          ...tagConditions,
          StringEquals: {
            ...tagConditions.StringEquals,
            'kms:KeySpec': [...walletKeySpecs],
            'kms:KeyUsage': 'SIGN_VERIFY',
            'kms:KeyOrigin': 'AWS_KMS',
          },
        },
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        sid: 'TagNewWalletKeys',
        actions: ['kms:TagResource'],
        resources: [this.keyArns],
        conditions: tagConditions,
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        sid: 'ReadNewWalletKeys',
        actions: ['kms:GetPublicKey'],
        resources: [this.keyArns],
        // Untagged on purpose: KMS may take up to five minutes before a new
        // key's tags count for authorization, and the provisioner reads the
        // public key right after CreateKey. A public key is not a secret.
      }),
    );
    fn.addEnvironment(envNames.kmsTag, this.tagValue);
  }

  /** A statement on this deployment's keys only: the ones carrying its service tag. */
  private onTaggedKeys(sid: string, actions: string[]): PolicyStatement {
    return new PolicyStatement({
      sid,
      actions,
      resources: [this.keyArns],
      conditions: { StringEquals: { [`aws:ResourceTag/${kmsServiceTagKey}`]: this.tagValue } },
    });
  }
}
