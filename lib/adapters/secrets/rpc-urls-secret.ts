import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import type { RpcUrls } from '../viem/viem-chain-gateway.ts';

export const RpcConfigSchema = z.object({
  rpcUrls: z.record(z.string(), z.array(z.url({ error: 'each RPC URL must be an http(s) URL' })).min(1)),
});

/** Parses `{ "rpcUrls": { "<chainId>": ["url", ...] } }`, the shape of the secret and of PURSER_RPC_URLS. */
export const parseRpcConfig = (json: string): RpcUrls => RpcConfigSchema.parse(JSON.parse(json)).rpcUrls;

/** Reads the RPC URLs from Secrets Manager (once per cold start). */
export async function loadRpcUrlsSecret(client: SecretsManagerClient, secretId: string): Promise<RpcUrls> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`Secret ${secretId} has no string value.`);
  return parseRpcConfig(SecretString);
}
