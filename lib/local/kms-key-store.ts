/**
 * Key storage for the local KMS stand-in (development only, see kms-server.ts).
 *
 * Each key is one JSON file under `<dataDir>/keys/`, its private key sealed
 * with AES-256-GCM under a master key that is generated on first run and kept
 * in `<dataDir>/master.key` (mode 0600). The key id is bound in as associated
 * data, so a sealed key copied into another key's file does not decrypt.
 * Private keys are only ever decrypted inside `sign`, and never logged.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, readdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { encodeSpki, type SpkiKeySpec } from '../wallets/public-key-spki.ts';

/** The key specs the stand-in can create (exactly the two Purser uses). */
export type LocalKeySpec = SpkiKeySpec;

/** A KMS tag, in the wire shape. */
export interface KmsTag {
  TagKey: string;
  TagValue: string;
}

/** What the store keeps about a key, minus the sealed private key. */
export interface LocalKeyInfo {
  readonly keyId: string;
  /** Epoch seconds, as KMS reports `CreationDate`. */
  readonly creationDate: number;
  readonly description: string;
  readonly keySpec: LocalKeySpec;
  readonly tags: readonly KmsTag[];
  /** DER SubjectPublicKeyInfo. */
  readonly publicKeySpki: Uint8Array;
}

interface StoredKey {
  version: 1;
  keyId: string;
  creationDate: number;
  description: string;
  keySpec: LocalKeySpec;
  tags: KmsTag[];
  publicKeySpki: string;
  sealed: { iv: string; tag: string; ciphertext: string };
}

const masterKeyFile = 'master.key';
const keysDir = 'keys';

/** Loads and persists local KMS keys under one directory. Create with {@link KmsKeyStore.open}. */
export class KmsKeyStore {
  readonly #dataDir: string;
  readonly #masterKey: Buffer;
  readonly #keys = new Map<string, StoredKey>();

  private constructor(dataDir: string, masterKey: Buffer) {
    this.#dataDir = dataDir;
    this.#masterKey = masterKey;
  }

  /**
   * Opens (creating if needed) the key store in `dataDir`.
   *
   * @param dataDir directory for the master key and key files; created with mode 0700.
   * @throws Error when the master key file is not 32 bytes or a key file is unreadable.
   */
  static open(dataDir: string): KmsKeyStore {
    mkdirSync(join(dataDir, keysDir), { recursive: true, mode: 0o700 });
    const store = new KmsKeyStore(dataDir, loadOrCreateMasterKey(dataDir));
    for (const name of readdirSync(join(dataDir, keysDir))) {
      if (!name.endsWith('.json')) continue;
      const stored = JSON.parse(readFileSync(join(dataDir, keysDir, name), 'utf8')) as StoredKey;
      store.#keys.set(stored.keyId, stored);
    }
    return store;
  }

  /** Generates a key pair, seals the private half and persists it. */
  create(input: { keySpec: LocalKeySpec; description: string; tags: readonly KmsTag[] }): LocalKeyInfo {
    const keyId = randomUUID();
    const privateKey = input.keySpec === 'ECC_SECG_P256K1' ? secp256k1.utils.randomPrivateKey() : Uint8Array.from(randomBytes(32));
    const publicKey = input.keySpec === 'ECC_SECG_P256K1' ? secp256k1.getPublicKey(privateKey, false) : ed25519.getPublicKey(privateKey);
    const stored: StoredKey = {
      version: 1,
      keyId,
      creationDate: Math.floor(Date.now() / 1000),
      description: input.description,
      keySpec: input.keySpec,
      tags: mergeTags([], input.tags),
      publicKeySpki: Buffer.from(encodeSpki(input.keySpec, publicKey)).toString('base64'),
      sealed: this.#seal(keyId, privateKey),
    };
    privateKey.fill(0);
    this.#persist(stored);
    return toInfo(stored);
  }

  /** The key with this UUID, or undefined. */
  get(keyId: string): LocalKeyInfo | undefined {
    const stored = this.#keys.get(keyId);
    return stored && toInfo(stored);
  }

  /** Adds or overwrites tags (same semantics as KMS TagResource). */
  tag(keyId: string, tags: readonly KmsTag[]): void {
    const stored = this.#require(keyId);
    this.#persist({ ...stored, tags: mergeTags(stored.tags, tags) });
  }

  /**
   * Signs with the key's private half. secp256k1: `payload` is a 32-byte digest
   * signed as-is; the result is DER with `s` left as it falls (KMS does not
   * normalise it). Ed25519: `payload` is the message; the result is 64 bytes.
   */
  sign(keyId: string, payload: Uint8Array): Uint8Array {
    const stored = this.#require(keyId);
    const privateKey = this.#unseal(stored);
    try {
      if (stored.keySpec === 'ECC_SECG_P256K1') {
        return secp256k1.sign(payload, privateKey, { lowS: false, extraEntropy: true }).toDERRawBytes();
      }
      return ed25519.sign(payload, privateKey);
    } finally {
      privateKey.fill(0);
    }
  }

  #require(keyId: string): StoredKey {
    const stored = this.#keys.get(keyId);
    if (!stored) throw new Error(`Unknown local KMS key ${keyId}`);
    return stored;
  }

  #persist(stored: StoredKey): void {
    // Write-then-rename so a crash never leaves a half-written key file behind.
    const path = join(this.#dataDir, keysDir, `${stored.keyId}.json`);
    const temporary = join(this.#dataDir, keysDir, `.${stored.keyId}.${randomUUID()}.tmp`);
    writeFileSync(temporary, JSON.stringify(stored), { mode: 0o600 });
    renameSync(temporary, path);
    this.#keys.set(stored.keyId, stored);
  }

  #seal(keyId: string, privateKey: Uint8Array): StoredKey['sealed'] {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#masterKey, iv);
    cipher.setAAD(associatedData(keyId));
    const ciphertext = Buffer.concat([cipher.update(privateKey), cipher.final()]);
    return {
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
    };
  }

  #unseal(stored: StoredKey): Uint8Array {
    const decipher = createDecipheriv('aes-256-gcm', this.#masterKey, Buffer.from(stored.sealed.iv, 'base64'));
    decipher.setAAD(associatedData(stored.keyId));
    decipher.setAuthTag(Buffer.from(stored.sealed.tag, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(stored.sealed.ciphertext, 'base64')), decipher.final()]);
    const out = Uint8Array.from(plain);
    plain.fill(0);
    return out;
  }
}

function loadOrCreateMasterKey(dataDir: string): Buffer {
  const path = join(dataDir, masterKeyFile);
  // Write a private temp file, then hard-link it into place: link() fails if the
  // name exists, so two processes starting together agree on one complete key.
  const temporary = join(dataDir, `.${masterKeyFile}.${randomUUID()}.tmp`);
  writeFileSync(temporary, randomBytes(32), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const key = readFileSync(path);
  if (key.length !== 32) throw new Error(`${path} is not a 32-byte master key`);
  return key;
}

function associatedData(keyId: string): Buffer {
  return Buffer.from(`purser-local-kms:v1:${keyId}`, 'utf8');
}

function mergeTags(existing: readonly KmsTag[], updates: readonly KmsTag[]): KmsTag[] {
  const merged = new Map(existing.map((tag) => [tag.TagKey, tag.TagValue]));
  for (const tag of updates) merged.set(tag.TagKey, tag.TagValue);
  return [...merged].map(([TagKey, TagValue]) => ({ TagKey, TagValue }));
}

function toInfo(stored: StoredKey): LocalKeyInfo {
  return {
    keyId: stored.keyId,
    creationDate: stored.creationDate,
    description: stored.description,
    keySpec: stored.keySpec,
    tags: stored.tags.map((tag) => ({ ...tag })),
    publicKeySpki: Uint8Array.from(Buffer.from(stored.publicKeySpki, 'base64')),
  };
}
