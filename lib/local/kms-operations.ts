/**
 * The KMS operations of the local stand-in (development only, see
 * kms-server.ts): request validation and response shapes follow the AWS KMS
 * API closely enough that the unmodified @aws-sdk/client-kms parses them and
 * maps errors to its exception classes.
 */
import { createHash } from 'node:crypto';
import type { KmsKeyStore, KmsTag, LocalKeyInfo, LocalKeySpec } from './kms-key-store.ts';

/** A KMS error as the wire sees it: `__type` becomes the SDK exception name. */
export class KmsFault extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'KmsFault';
  }
}

/** Context an operation needs beyond its input. */
export interface KmsContext {
  readonly store: KmsKeyStore;
  /** Region for ARNs, taken from the caller's SigV4 scope. */
  readonly region: string;
}

type Input = Record<string, unknown>;
type Operation = (context: KmsContext, input: Input) => Record<string, unknown>;

const accountId = '000000000000';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const arnPattern = /^arn:aws[a-z-]*:kms:[a-z0-9-]+:\d{12}:key\/([0-9a-f-]{36})$/i;
const signingAlgorithms: Record<LocalKeySpec, string[]> = {
  ECC_SECG_P256K1: ['ECDSA_SHA_256'],
  ECC_NIST_EDWARDS25519: ['ED25519_SHA_512', 'ED25519_PH_SHA_512'],
};
/** KMS refuses messages above 4096 bytes. */
const maxMessageBytes = 4096;

/** The supported operations, by `X-Amz-Target` suffix. */
export const kmsOperations: Readonly<Record<string, Operation>> = {
  CreateKey: createKey,
  DescribeKey: (context, input) => ({ KeyMetadata: keyMetadata(context, findKey(context, input)) }),
  GetPublicKey: getPublicKey,
  Sign: sign,
  ListResourceTags: (context, input) => ({ Tags: findKey(context, input).tags, Truncated: false }),
  TagResource: tagResource,
};

function createKey(context: KmsContext, input: Input): Record<string, unknown> {
  const keySpec = input.KeySpec ?? input.CustomerMasterKeySpec ?? 'SYMMETRIC_DEFAULT';
  if (keySpec !== 'ECC_SECG_P256K1' && keySpec !== 'ECC_NIST_EDWARDS25519') {
    throw new KmsFault('UnsupportedOperationException', `KeySpec ${String(keySpec)} is not supported by the local KMS stand-in`);
  }
  if (input.KeyUsage !== 'SIGN_VERIFY') {
    throw new KmsFault('ValidationException', `KeyUsage must be SIGN_VERIFY for ${keySpec}`);
  }
  if (input.Origin !== undefined && input.Origin !== 'AWS_KMS') {
    throw new KmsFault('UnsupportedOperationException', 'Only Origin AWS_KMS is supported by the local KMS stand-in');
  }
  const description = optionalString(input, 'Description') ?? '';
  const key = context.store.create({ keySpec, description, tags: parseTags(input.Tags ?? []) });
  return { KeyMetadata: keyMetadata(context, key) };
}

function getPublicKey(context: KmsContext, input: Input): Record<string, unknown> {
  const key = findKey(context, input);
  return {
    KeyId: arnOf(context, key.keyId),
    PublicKey: Buffer.from(key.publicKeySpki).toString('base64'),
    KeySpec: key.keySpec,
    CustomerMasterKeySpec: key.keySpec,
    KeyUsage: 'SIGN_VERIFY',
    SigningAlgorithms: signingAlgorithms[key.keySpec],
  };
}

function sign(context: KmsContext, input: Input): Record<string, unknown> {
  const key = findKey(context, input);
  const algorithm = requiredString(input, 'SigningAlgorithm');
  const messageType = optionalString(input, 'MessageType') ?? 'RAW';
  const message = Buffer.from(requiredString(input, 'Message'), 'base64');
  if (message.length === 0 || message.length > maxMessageBytes) {
    throw new KmsFault('ValidationException', `Message must be between 1 and ${maxMessageBytes} bytes`);
  }
  if (!signingAlgorithms[key.keySpec].includes(algorithm)) {
    throw new KmsFault('InvalidKeyUsageException', `${algorithm} is not a valid signing algorithm for key ${arnOf(context, key.keyId)} (${key.keySpec})`);
  }
  let payload: Uint8Array;
  if (algorithm === 'ECDSA_SHA_256') {
    if (messageType === 'DIGEST') {
      if (message.length !== 32) throw new KmsFault('ValidationException', 'Digest is invalid length for algorithm ECDSA_SHA_256.');
      payload = message;
    } else if (messageType === 'RAW') {
      payload = createHash('sha256').update(message).digest();
    } else {
      throw new KmsFault('ValidationException', `MessageType ${messageType} is not valid for ECDSA_SHA_256`);
    }
  } else if (algorithm === 'ED25519_SHA_512') {
    if (messageType !== 'RAW') throw new KmsFault('ValidationException', 'ED25519_SHA_512 requires MessageType RAW');
    payload = message;
  } else {
    throw new KmsFault('UnsupportedOperationException', `${algorithm} is not supported by the local KMS stand-in`);
  }
  return {
    KeyId: arnOf(context, key.keyId),
    Signature: Buffer.from(context.store.sign(key.keyId, payload)).toString('base64'),
    SigningAlgorithm: algorithm,
  };
}

function tagResource(context: KmsContext, input: Input): Record<string, unknown> {
  const key = findKey(context, input);
  const tags = parseTags(input.Tags);
  if (tags.length === 0) throw new KmsFault('ValidationException', 'Tags must not be empty');
  context.store.tag(key.keyId, tags);
  return {};
}

/** Resolves `KeyId` given as a UUID or a key ARN; aliases are not supported here. */
function findKey(context: KmsContext, input: Input): LocalKeyInfo {
  const keyId = requiredString(input, 'KeyId');
  const uuid = uuidPattern.test(keyId) ? keyId : arnPattern.exec(keyId)?.[1];
  if (uuid === undefined) throw new KmsFault('NotFoundException', `Invalid keyId '${keyId}'`);
  const key = context.store.get(uuid.toLowerCase());
  if (!key) throw new KmsFault('NotFoundException', `Key '${arnOf(context, keyId)}' does not exist`);
  return key;
}

function keyMetadata(context: KmsContext, key: LocalKeyInfo): Record<string, unknown> {
  return {
    AWSAccountId: accountId,
    KeyId: key.keyId,
    Arn: arnOf(context, key.keyId),
    CreationDate: key.creationDate,
    Enabled: true,
    Description: key.description,
    KeyUsage: 'SIGN_VERIFY',
    KeyState: 'Enabled',
    Origin: 'AWS_KMS',
    KeyManager: 'CUSTOMER',
    CustomerMasterKeySpec: key.keySpec,
    KeySpec: key.keySpec,
    SigningAlgorithms: signingAlgorithms[key.keySpec],
    MultiRegion: false,
  };
}

function arnOf(context: KmsContext, keyId: string): string {
  return keyId.startsWith('arn:') ? keyId : `arn:aws:kms:${context.region}:${accountId}:key/${keyId}`;
}

function parseTags(value: unknown): KmsTag[] {
  if (!Array.isArray(value)) throw new KmsFault('ValidationException', 'Tags must be a list');
  return value.map((tag: unknown) => {
    const { TagKey, TagValue } = (tag ?? {}) as Record<string, unknown>;
    if (typeof TagKey !== 'string' || TagKey.length === 0 || TagKey.length > 128 || typeof TagValue !== 'string' || TagValue.length > 256) {
      throw new KmsFault('TagException', 'Each tag needs a TagKey (1-128 chars) and a TagValue (0-256 chars)');
    }
    return { TagKey, TagValue };
  });
}

function requiredString(input: Input, field: string): string {
  const value = optionalString(input, field);
  if (value === undefined || value.length === 0) throw new KmsFault('ValidationException', `${field} is required`);
  return value;
}

function optionalString(input: Input, field: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new KmsFault('ValidationException', `${field} must be a string`);
  return value;
}
