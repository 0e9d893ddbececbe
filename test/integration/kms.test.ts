import { createHash, createPublicKey, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeKeyCommand,
  EncryptCommand,
  GetPublicKeyCommand,
  InvalidKeyUsageException,
  KMSClient,
  ListResourceTagsCommand,
  NotFoundException,
  SignCommand,
  UnsupportedOperationException,
} from '@aws-sdk/client-kms';
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import {
  getAddress,
  keccak256,
  parseEther,
  parseGwei,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  type TransactionSerialized,
  verifyTypedData,
  type Address,
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kmsKeyVault } from '../../lib/adapters/kms/kms-key-vault.ts';
import { startKmsServer, type KmsServer } from '../../lib/local/kms-server.ts';
import { secp256k1Order } from '../../lib/wallets/der-signature.ts';
import type { KeyVault, WalletKeys } from '../../lib/wallets/key-vault.ts';
import { toKmsEvmAccount } from '../../lib/wallets/kms-evm-account.ts';
import { signSolanaTransaction } from '../../lib/wallets/solana-signer.ts';

/** A real KMSClient pointed at the local endpoint, recording every command it sends. */
function kmsClient(url: string): { client: KMSClient; calls: string[] } {
  const client = new KMSClient({
    region: 'us-east-1',
    endpoint: url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const calls: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordKmsCalls' },
  );
  return { client, calls };
}

const recipient: Address = '0x000000000000000000000000000000000000dEaD';
const typedData = {
  domain: { name: 'Purser', version: '1', chainId: 8453, verifyingContract: recipient },
  types: {
    Order: [
      { name: 'owner', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Order',
  message: { owner: recipient, amount: 10n ** 18n },
} as const;

let dataDir: string;
let server: KmsServer;
let client: KMSClient;
let calls: string[];
let vault: KeyVault;
let keys: WalletKeys;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'purser-kms-'));
  server = await startKmsServer({ dataDir });
  ({ client, calls } = kmsClient(server.url));
  vault = kmsKeyVault(client, { tagValue: 'purser-test' });
  keys = await vault.createWalletKeys({ accountId: 'account-1' });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  calls.length = 0;
});

describe('createWalletKeys', () => {
  it('derives a checksummed EVM address and a 32-byte Solana address', () => {
    expect(getAddress(keys.evm.address)).toBe(keys.evm.address);
    expect(new PublicKey(keys.solana.address).toBytes()).toHaveLength(32);
  });

  it('tags both keys with the service tag and the account', async () => {
    for (const keyId of [keys.evm.keyId, keys.solana.keyId]) {
      const { Tags } = await client.send(new ListResourceTagsCommand({ KeyId: keyId }));
      expect(Tags).toEqual([
        { TagKey: 'purser:service', TagValue: 'purser-test' },
        { TagKey: 'purser:account', TagValue: 'account-1' },
      ]);
    }
  });

  it('creates one key of each spec, for signing', async () => {
    const evm = await client.send(new DescribeKeyCommand({ KeyId: keys.evm.keyId }));
    const solana = await client.send(new DescribeKeyCommand({ KeyId: keys.solana.keyId }));
    expect([evm.KeyMetadata?.KeySpec, evm.KeyMetadata?.KeyUsage]).toEqual(['ECC_SECG_P256K1', 'SIGN_VERIFY']);
    expect([solana.KeyMetadata?.KeySpec, solana.KeyMetadata?.KeyUsage]).toEqual(['ECC_NIST_EDWARDS25519', 'SIGN_VERIFY']);
    expect(evm.KeyMetadata?.CreationDate).toBeInstanceOf(Date);
  });

  it('accepts a key ARN wherever a key id is accepted', async () => {
    const arn = `arn:aws:kms:us-east-1:000000000000:key/${keys.evm.keyId}`;
    const result = await client.send(new GetPublicKeyCommand({ KeyId: arn }));
    expect(result.KeyId).toBe(arn);
    expect(result.SigningAlgorithms).toEqual(['ECDSA_SHA_256']);
  });
});

describe('EVM signing through the KMS account', () => {
  it('signs a personal message that verifies, with one Sign call and no GetPublicKey', async () => {
    const signature = await toKmsEvmAccount(vault, keys.evm).signMessage({ message: 'hello purser' });
    expect(await verifyMessage({ address: keys.evm.address, message: 'hello purser', signature })).toBe(true);
    expect(calls).toEqual(['SignCommand']);
  });

  it('signs EIP-712 typed data that verifies, with one Sign call', async () => {
    const signature = await toKmsEvmAccount(vault, keys.evm).signTypedData(typedData);
    expect(await verifyTypedData({ address: keys.evm.address, signature, ...typedData })).toBe(true);
    expect(calls).toEqual(['SignCommand']);
  });

  it.each([
    { type: 'eip1559', transaction: { type: 'eip1559', chainId: 8453, maxFeePerGas: parseGwei('2'), maxPriorityFeePerGas: parseGwei('1') } },
    { type: 'legacy', transaction: { type: 'legacy', chainId: 1, gasPrice: parseGwei('20') } },
    { type: 'eip2930', transaction: { type: 'eip2930', chainId: 137, gasPrice: parseGwei('30'), accessList: [] } },
  ] as const)('signs a $type transaction that recovers to the address, with one Sign call', async ({ transaction }) => {
    const serializedTransaction = await toKmsEvmAccount(vault, keys.evm).signTransaction({
      ...transaction,
      to: recipient,
      value: parseEther('0.01'),
      nonce: 7,
      gas: 21_000n,
    });
    expect(await recoverTransactionAddress({ serializedTransaction: serializedTransaction as TransactionSerialized })).toBe(keys.evm.address);
    expect(calls).toEqual(['SignCommand']);
  });

  it('always returns a low s, although KMS does not', async () => {
    for (let index = 0; index < 16; index += 1) {
      const { s } = await vault.signDigest({ keyId: keys.evm.keyId, digest: keccak256(toHex(`digest ${index}`)) });
      expect(BigInt(s) <= secp256k1Order / 2n).toBe(true);
    }
  });

  it('refuses to sign as an address the key does not control', async () => {
    const account = toKmsEvmAccount(vault, { keyId: keys.evm.keyId, address: recipient });
    await expect(account.signMessage({ message: 'x' })).rejects.toThrow(/did not produce a signature for 0x0+dEaD/);
  });
});

describe('Solana signing', () => {
  const blockhash = Keypair.generate().publicKey.toBase58();
  const transfer = () => SystemProgram.transfer({ fromPubkey: new PublicKey(keys.solana.address), toPubkey: Keypair.generate().publicKey, lamports: 1_000 });

  it('signs a legacy transaction whose signature verifies against the address, with one Sign call', async () => {
    const transaction = new Transaction({ feePayer: new PublicKey(keys.solana.address), recentBlockhash: blockhash }).add(transfer());
    await signSolanaTransaction(vault, keys.solana, transaction);
    expect(transaction.verifySignatures()).toBe(true);
    const spki = (await client.send(new GetPublicKeyCommand({ KeyId: keys.solana.keyId }))).PublicKey!;
    const publicKey = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
    expect(verify(null, transaction.serializeMessage(), publicKey, transaction.signature!)).toBe(true);
    expect(calls).toEqual(['SignCommand', 'GetPublicKeyCommand']);
  });

  it('signs a versioned transaction whose signature verifies', async () => {
    const message = new TransactionMessage({
      payerKey: new PublicKey(keys.solana.address),
      recentBlockhash: blockhash,
      instructions: [transfer()],
    }).compileToV0Message();
    const transaction = await signSolanaTransaction(vault, keys.solana, new VersionedTransaction(message));
    const address = new PublicKey(keys.solana.address).toBytes();
    expect(ed25519.verify(transaction.signatures[0]!, message.serialize(), address)).toBe(true);
    expect(calls).toEqual(['SignCommand']);
  });

  it('refuses a transaction the address does not sign, without calling KMS', async () => {
    const stranger = Keypair.generate().publicKey;
    const transaction = new Transaction({ feePayer: stranger, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: stranger, toPubkey: stranger, lamports: 1 }),
    );
    await expect(signSolanaTransaction(vault, keys.solana, transaction)).rejects.toThrow('is not a required signer');
    expect(calls).toEqual([]);
  });
});

describe('KMS-like errors', () => {
  it('answers an unknown key with the SDK NotFoundException', async () => {
    const sign = client.send(new SignCommand({ KeyId: randomUUID(), Message: new Uint8Array(32), MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }));
    await expect(sign).rejects.toBeInstanceOf(NotFoundException);
  });

  it('wraps an unknown key in a permanent vault error with the SDK error as cause', async () => {
    const error = await vault.signDigest({ keyId: randomUUID(), digest: keccak256('0x01') }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'KMS_REQUEST_FAILED', retryable: false });
    expect((error as Error).cause).toBeInstanceOf(NotFoundException);
  });

  it('answers ECDSA with an Ed25519 key with InvalidKeyUsageException', async () => {
    const error = await vault.signDigest({ keyId: keys.solana.keyId, digest: keccak256('0x01') }).catch((caught: unknown) => caught);
    expect((error as Error).cause).toBeInstanceOf(InvalidKeyUsageException);
  });

  it('answers an operation it does not implement with UnsupportedOperationException', async () => {
    const encrypt = client.send(new EncryptCommand({ KeyId: keys.evm.keyId, Plaintext: new Uint8Array([1]) }));
    await expect(encrypt).rejects.toBeInstanceOf(UnsupportedOperationException);
  });

  it('reports an unreachable endpoint as a transient vault error', async () => {
    const { client: offline } = kmsClient('http://127.0.0.1:9');
    const offlineVault = kmsKeyVault(offline, { tagValue: 'purser-test' });
    const error = await offlineVault.signDigest({ keyId: keys.evm.keyId, digest: keccak256('0x01') }).catch((caught: unknown) => caught);
    offline.destroy();
    expect(error).toMatchObject({ code: 'KMS_UNAVAILABLE', retryable: true });
  });
});

describe('the local endpoint, called directly', () => {
  const signRequest = (KeyId: string, Message: Uint8Array, MessageType: 'RAW' | 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' | 'ED25519_SHA_512') =>
    client.send(new SignCommand({ KeyId, Message, MessageType, SigningAlgorithm }));

  it('hashes a RAW message with SHA-256 before ECDSA, and returns DER', async () => {
    const message = new TextEncoder().encode('raw message');
    const { Signature } = await signRequest(keys.evm.keyId, message, 'RAW', 'ECDSA_SHA_256');
    const point = (await client.send(new GetPublicKeyCommand({ KeyId: keys.evm.keyId }))).PublicKey!.slice(-65);
    const digest = createHash('sha256').update(message).digest();
    expect(secp256k1.verify(Signature!, digest, point, { lowS: false, format: 'der' })).toBe(true);
  });

  it('refuses a DIGEST that is not 32 bytes with ValidationException', async () => {
    await expect(signRequest(keys.evm.keyId, new Uint8Array(31), 'DIGEST', 'ECDSA_SHA_256')).rejects.toMatchObject({ name: 'ValidationException' });
  });

  it('refuses ED25519_SHA_512 over a DIGEST with ValidationException', async () => {
    await expect(signRequest(keys.solana.keyId, new Uint8Array(32), 'DIGEST', 'ED25519_SHA_512')).rejects.toMatchObject({ name: 'ValidationException' });
  });

  it('refuses Ed25519 signing with the secp256k1 key with InvalidKeyUsageException', async () => {
    await expect(signRequest(keys.evm.keyId, new Uint8Array(32), 'RAW', 'ED25519_SHA_512')).rejects.toBeInstanceOf(InvalidKeyUsageException);
  });
});

describe('persistence', () => {
  it('keeps keys across a restart on the same directory', async () => {
    await server.close();
    client.destroy();
    server = await startKmsServer({ dataDir });
    ({ client, calls } = kmsClient(server.url));
    vault = kmsKeyVault(client, { tagValue: 'purser-test' });
    const signature = await toKmsEvmAccount(vault, keys.evm).signMessage({ message: 'after restart' });
    expect(await verifyMessage({ address: keys.evm.address, message: 'after restart', signature })).toBe(true);
    const transaction = new Transaction({
      feePayer: new PublicKey(keys.solana.address),
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(keys.solana.address), toPubkey: Keypair.generate().publicKey, lamports: 1 }));
    expect((await signSolanaTransaction(vault, keys.solana, transaction)).verifySignatures()).toBe(true);
  });

  it('keeps the master key and key files private to the owner', () => {
    expect(statSync(join(dataDir, 'master.key')).mode & 0o777).toBe(0o600);
    for (const name of readdirSync(join(dataDir, 'keys'))) {
      expect(statSync(join(dataDir, 'keys', name)).mode & 0o777).toBe(0o600);
    }
  });

  it('stores no private key in the clear (raw, hex or base64)', async () => {
    const evmPoint = (await client.send(new GetPublicKeyCommand({ KeyId: keys.evm.keyId }))).PublicKey!.slice(-65);
    const solanaKey = new PublicKey(keys.solana.address).toBytes();
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(join(entry.parentPath, entry.name)));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(findPrivateKey(file, evmPoint, solanaKey)).toBe(false);
  });

  it('has a private-key scan that would catch a leak', () => {
    const privateKey = secp256k1.utils.randomPrivateKey();
    const leak = Buffer.from(JSON.stringify({ secret: Buffer.from(privateKey).toString('base64') }));
    expect(findPrivateKey(leak, secp256k1.getPublicKey(privateKey, false), new Uint8Array(32))).toBe(true);
  });
});

/** Whether any 32-byte window of the file, or of any hex/base64 run in it, is the private key of either public key. */
function findPrivateKey(file: Buffer, secp256k1Point: Uint8Array, ed25519Key: Uint8Array): boolean {
  const text = file.toString('latin1');
  const candidates = [
    file,
    ...(text.match(/[0-9a-fA-F]{64,}/g) ?? []).map((run) => Buffer.from(run, 'hex')),
    ...(text.match(/[A-Za-z0-9+/=]{43,}/g) ?? []).map((run) => Buffer.from(run, 'base64')),
  ];
  return candidates.some((bytes) => {
    for (let offset = 0; offset + 32 <= bytes.length; offset += 1) {
      const window = bytes.subarray(offset, offset + 32);
      if (Buffer.from(ed25519.getPublicKey(window)).equals(ed25519Key)) return true;
      if (secp256k1.utils.isValidPrivateKey(window) && Buffer.from(secp256k1.getPublicKey(window, false)).equals(secp256k1Point)) {
        return true;
      }
    }
    return false;
  });
}
