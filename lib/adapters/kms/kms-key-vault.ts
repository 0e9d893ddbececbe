/**
 * KeyVault on AWS KMS (or the local KMS stand-in, reached through
 * `AWS_ENDPOINT_URL_KMS`): one code path for both modes. The client is built
 * by the composition root and passed in unmodified; this adapter never sets an
 * endpoint. Every signature costs exactly one KMS Sign call: addresses are
 * derived once at creation, so signing never needs GetPublicKey.
 */
import { CreateKeyCommand, GetPublicKeyCommand, SignCommand, type KMSClient, type KeySpec } from '@aws-sdk/client-kms';
import { base58 } from '@scure/base';
import { bytesToHex, hexToBytes, isHex, numberToHex, size } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import { PermanentError, TransientError } from '../../errors.ts';
import { kmsServiceTagKey } from '../../config.ts';
import { normaliseLowS, parseDerSignature, secp256k1Order } from '../../wallets/der-signature.ts';
import type { KeyVault, WalletKeys } from '../../wallets/key-vault.ts';
import { decodeSpki } from '../../wallets/public-key-spki.ts';

/** Options of {@link kmsKeyVault}. */
export interface KmsKeyVaultOptions {
  /** Value of the `purser:service` tag (PURSER_KMS_TAG); IAM grants Sign only on keys carrying it. */
  readonly tagValue: string;
}

/** KMS error names worth a retry later (the SDK already retried a few times). */
const transientErrorNames = new Set(['ThrottlingException', 'KMSInternalException', 'DependencyTimeoutException', 'LimitExceededException']);

/**
 * Builds the KMS-backed {@link KeyVault}.
 *
 * Errors from KMS are wrapped with the SDK error as `cause`: a `TransientError`
 * (`KMS_UNAVAILABLE`) for throttling, server faults and network failures, a
 * `PermanentError` (`KMS_REQUEST_FAILED`) otherwise (unknown key, wrong key
 * usage, access denied, ...). A malformed KMS answer is a `PermanentError`
 * (`KMS_BAD_RESPONSE`).
 *
 * @param client an unmodified KMS client; its endpoint and credentials come from the environment.
 * @param options the service tag value.
 */
export function kmsKeyVault(client: KMSClient, options: KmsKeyVaultOptions): KeyVault {
  async function send<T>(operation: string, keyId: string | undefined, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw wrapKmsError(operation, keyId, error);
    }
  }

  async function createKey(accountId: string, keySpec: KeySpec, label: string): Promise<{ keyId: string; spki: Uint8Array }> {
    const created = await send('CreateKey', undefined, () =>
      client.send(
        new CreateKeyCommand({
          KeySpec: keySpec,
          KeyUsage: 'SIGN_VERIFY',
          Description: `Purser ${label} wallet key for account ${accountId}`,
          Tags: [
            { TagKey: kmsServiceTagKey, TagValue: options.tagValue },
            { TagKey: 'purser:account', TagValue: accountId },
          ],
        }),
      ),
    );
    const keyId = created.KeyMetadata?.KeyId;
    if (!keyId) throw badResponse('CreateKey returned no KeyId');
    const publicKey = await send('GetPublicKey', keyId, () => client.send(new GetPublicKeyCommand({ KeyId: keyId })));
    if (!publicKey.PublicKey) throw badResponse(`GetPublicKey returned no key for ${keyId}`);
    return { keyId, spki: publicKey.PublicKey };
  }

  return {
    // Sequential on purpose: CreateKey has a low account-wide quota (~5/s).
    // If the second key fails, the first is left unused (tagged with the account) for an operator to schedule deletion.
    async createWalletKeys({ accountId }): Promise<WalletKeys> {
      const evm = await createKey(accountId, 'ECC_SECG_P256K1', 'EVM');
      const solana = await createKey(accountId, 'ECC_NIST_EDWARDS25519', 'Solana');
      try {
        return {
          evm: { keyId: evm.keyId, address: publicKeyToAddress(bytesToHex(decodeSpki('ECC_SECG_P256K1', evm.spki))) },
          solana: { keyId: solana.keyId, address: base58.encode(decodeSpki('ECC_NIST_EDWARDS25519', solana.spki)) },
        };
      } catch (error) {
        throw badResponse('KMS returned a public key of an unexpected type', error);
      }
    },

    async signDigest({ keyId, digest }) {
      if (!isHex(digest) || size(digest) !== 32) throw new TypeError('signDigest needs a 32-byte hex digest');
      const result = await send('Sign', keyId, () =>
        client.send(
          new SignCommand({
            KeyId: keyId,
            Message: hexToBytes(digest),
            MessageType: 'DIGEST',
            SigningAlgorithm: 'ECDSA_SHA_256',
          }),
        ),
      );
      if (!result.Signature) throw badResponse(`Sign returned no signature for ${keyId}`);
      let parsed: { r: bigint; s: bigint };
      try {
        parsed = parseDerSignature(result.Signature);
        if (parsed.r <= 0n || parsed.r >= secp256k1Order) throw new RangeError('r is outside [1, n-1]');
        parsed = { r: parsed.r, s: normaliseLowS(parsed.s) };
      } catch (error) {
        throw badResponse(`Sign returned an unusable signature for ${keyId}`, error);
      }
      return { r: numberToHex(parsed.r, { size: 32 }), s: numberToHex(parsed.s, { size: 32 }) };
    },

    async signEd25519({ keyId, message }) {
      const result = await send('Sign', keyId, () =>
        client.send(
          new SignCommand({
            KeyId: keyId,
            Message: message,
            MessageType: 'RAW',
            SigningAlgorithm: 'ED25519_SHA_512',
          }),
        ),
      );
      if (result.Signature?.length !== 64) throw badResponse(`Sign returned no 64-byte Ed25519 signature for ${keyId}`);
      return result.Signature;
    },
  };
}

function wrapKmsError(operation: string, keyId: string | undefined, error: unknown): Error {
  const sdkError = error as {
    name?: string;
    $fault?: string;
    $retryable?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  const name = sdkError?.name ?? 'Error';
  const subject = keyId ? ` for key ${keyId}` : '';
  // No HTTP status means the request never got an answer (connection refused, reset, timeout).
  const transient =
    transientErrorNames.has(name) || sdkError?.$fault === 'server' || Boolean(sdkError?.$retryable) || sdkError?.$metadata?.httpStatusCode === undefined;
  const message = `KMS ${operation}${subject} failed: ${name}${error instanceof Error ? `: ${error.message}` : ''}`;
  return transient
    ? new TransientError('KMS_UNAVAILABLE', message, { cause: error, details: { operation, kmsError: name } })
    : new PermanentError('KMS_REQUEST_FAILED', message, { cause: error, details: { operation, kmsError: name } });
}

function badResponse(message: string, cause?: unknown): Error {
  return new PermanentError('KMS_BAD_RESPONSE', message, cause === undefined ? {} : { cause });
}
