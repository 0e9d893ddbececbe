/**
 * What each route takes and answers, as zod schemas: the one source of the
 * OpenAPI document (`openapi-document.ts`, served at GET /openapi.json). The
 * request schemas are the ones the handlers parse with; the response schemas
 * are checked against every response the end-to-end tests receive
 * (test/support/runtime.ts), so the document cannot drift from the service.
 */
import * as z from 'zod';
import { ApiKeyScopeSchema } from '../accounts/api-key.ts';
import { CreateKeyInputSchema } from '../accounts/key-input.ts';
import { auditActions } from '../audit/audit-log.ts';
import { AuditListQuerySchema } from '../audit/list-audit.ts';
import { FeeClaimRequestSchema, FeeClaimResponseSchema } from '../capabilities/launches/build-fee-claim.ts';
import { CreatorFeesRequestSchema, CreatorFeesResponseSchema } from '../capabilities/launches/creator-fees-view.ts';
import { DeployTokenPendingResponseSchema, DeployTokenRequestSchema, DeployTokenResponseSchema } from '../capabilities/launches/deploy-token.ts';
import { jobStatuses } from '../jobs/job.ts';
import { PromptRequestSchema } from '../jobs/submit-prompt.ts';
import {
  CreateProfileRequestSchema,
  DeleteProfileResponseSchema,
  ProfileResponseSchema,
  ProjectUpdateRequestSchema,
  UpdateProfileRequestSchema,
} from '../profiles/profile-schema.ts';
import type { HttpRoute } from '../routes.ts';
import { SignInCodeRequestSchema } from '../sign-in/request-sign-in-code.ts';
import { SignInVerifyRequestSchema } from '../sign-in/verify-sign-in-code.ts';
import { signatureTypes, SignRequestSchema } from '../signing/sign-schema.ts';
import { SiweNonceResponseSchema } from '../siwe/siwe-nonce.ts';
import { SiweVerifyRequestSchema, SiweVerifyResponseSchema } from '../siwe/verify-siwe.ts';
import { SubmitRequestSchema } from '../transactions/submit-transaction.ts';

/** One documented response: what it means and, for a JSON body, its schema. */
export interface ResponseDoc {
  readonly description: string;
  readonly schema?: z.ZodType;
  /** A body that is not JSON (the reference page). */
  readonly contentType?: string;
}

export interface EndpointDoc {
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** Success responses by status; the error responses are added for every route. */
  readonly responses: Readonly<Record<number, ResponseDoc>>;
}

/** Every error below 500 and the generic 500/503: `{ success: false, error, message, code, details? }`. */
export const ErrorBodySchema = z
  .object({
    success: z.literal(false),
    error: z.string().describe('The status in words ("Bad Request").'),
    message: z.string().describe('What went wrong and what to do about it.'),
    code: z.string().describe('A stable error code (INVALID_REQUEST, SCOPE_INSUFFICIENT, ...).'),
    details: z.record(z.string(), z.unknown()).optional().describe('Facts about the error: `field` names the offending field of a 400.'),
    requestId: z.string().optional().describe('On a 500 or 503: quote it to the operator.'),
  })
  .describe('An error.');

const address = z.string().describe('An address.');
const isoTime = z.string().describe('ISO 8601 date-time.');

const StatusUpdateSchema = z.object({ at: isoTime, status: z.enum(jobStatuses), message: z.string() });

/** A job as GET /agent/job/{jobId} shows it (SPEC.md 2.1). */
export const JobViewSchema = z.looseObject({
  success: z.literal(true),
  jobId: z.string(),
  threadId: z.string(),
  status: z.enum(jobStatuses),
  prompt: z.string(),
  createdAt: isoTime,
  startedAt: isoTime.optional(),
  completedAt: isoTime.optional(),
  cancelledAt: isoTime.optional(),
  processingTime: z.number().optional().describe('Milliseconds from start (or creation) to the end.'),
  statusUpdates: z.array(StatusUpdateSchema),
  cancellable: z.boolean(),
  response: z.string().optional().describe('The answer, when completed.'),
  richData: z.array(z.unknown()).optional().describe('Structured facts of the answer, when completed.'),
  metadata: z.record(z.string(), z.unknown()).optional(),
  error: z.string().optional().describe('Why it failed.'),
  errorCode: z.string().optional(),
});

const PromptAcceptedSchema = z.object({
  success: z.literal(true),
  jobId: z.string(),
  threadId: z.string(),
  status: z.enum(jobStatuses),
  message: z.string(),
});

const WalletsByChainSchema = z.object({ base: address, ethereum: address, polygon: address, unichain: address, solana: address });

/** GET /agent/user: SPEC's user object, plus the fields the published client's whoami reads. */
export const UserViewSchema = z.looseObject({
  success: z.literal(true),
  user: z.looseObject({
    id: z.string(),
    email: z.string().describe('"" for an account made by Sign-In with Ethereum.'),
    signInAddress: z.string().optional().describe('The address that signs in, for an account made by Sign-In with Ethereum.'),
    wallets: WalletsByChainSchema,
  }),
  wallets: z.array(z.object({ chain: z.string(), address })),
  socialAccounts: z.array(z.object({ platform: z.string(), username: z.string().optional() })),
  bankrClub: z.object({ active: z.boolean(), subscriptionType: z.string().optional(), renewOrCancelOn: z.number().optional() }),
  leaderboard: z.object({ score: z.number(), rank: z.number().optional() }),
});

const TokenBalanceSchema = z.object({
  network: z.string(),
  token: z.object({
    balance: z.number(),
    balanceUSD: z.number(),
    baseToken: z.object({ name: z.string(), address: z.string(), symbol: z.string(), price: z.number(), imgUrl: z.string(), decimals: z.number() }),
  }),
});

export const BalancesViewSchema = z.object({
  success: z.literal(true),
  evmAddress: address,
  solAddress: address.optional(),
  balances: z
    .record(z.string(), z.object({ nativeBalance: z.string(), nativeUsd: z.string(), tokenBalances: z.array(TokenBalanceSchema), total: z.string() }))
    .describe('Per chain, keyed as the published client spells them (mainnet for Ethereum).'),
});

export const BalancesQuerySchema = z.object({
  chains: z.string().optional().describe('Comma-separated: base, mainnet (or ethereum), polygon, unichain, solana. Every chain when absent.'),
});

export const SignResponseSchema = z.looseObject({
  success: z.literal(true),
  signer: address,
  signatureType: z.enum(signatureTypes).optional(),
  signature: z.string().describe('The signature; for a transaction, the signed transaction.'),
  signedTransaction: z.string().optional(),
  transactionHash: z.string().optional(),
  chainId: z.number().optional(),
});

export const SubmitResponseSchema = z.looseObject({
  success: z.literal(true),
  transactionHash: z.string(),
  signer: address,
  chainId: z.number(),
  chain: z.string(),
  nonce: z.number(),
  status: z.enum(['success', 'reverted', 'pending']),
  blockNumber: z.string().optional(),
  gasUsed: z.string().optional(),
  message: z.string().optional(),
});

const HealthSchema = z.object({ success: z.literal(true), status: z.literal('ok'), service: z.string(), time: isoTime });

const SignInCodeAcceptedSchema = z.object({ success: z.literal(true), message: z.string() });
const SignInSchema = z.object({
  success: z.literal(true),
  sessionToken: z.string().describe('Send as `Authorization: Bearer <sessionToken>` to the /account endpoints; shown once.'),
  expiresAt: isoTime,
  account: z.object({ id: z.string(), email: z.string(), createdAt: isoTime, new: z.boolean() }),
});

export const KeyViewSchema = z.object({
  keyId: z.string(),
  name: z.string(),
  scope: ApiKeyScopeSchema,
  agentAccess: z.boolean(),
  ipAllowlist: z.array(z.string()),
  prefix: z.string(),
  last4: z.string(),
  masked: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
  expiresAt: isoTime.nullable(),
  revokedAt: isoTime.nullable(),
  regeneratedAt: isoTime.nullable(),
  status: z.enum(['active', 'revoked', 'expired']),
  dailyPromptQuota: z.number().nullable(),
  requestsPerMinute: z.number().nullable(),
});
const NewKeySchema = z.object({
  success: z.literal(true),
  apiKey: z.string().describe('The whole key: shown in this response only.'),
  key: KeyViewSchema,
  message: z.string(),
});

const AuditEntrySchema = z.looseObject({
  entryId: z.string(),
  accountId: z.string(),
  keyId: z.string().optional(),
  action: z.enum(auditActions),
  at: isoTime,
  chain: z.string().optional(),
  chainId: z.number().optional(),
  transactionHash: z.string().optional(),
  jobId: z.string().optional(),
  stepId: z.string().optional(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

const agent = ['Agent API'];
const account = ['Account'];
const profile = ['Profile'];
const launches = ['Launches'];

/** The routes' documents, by `METHOD path` as the route table spells them. */
export const endpointDocs: Readonly<Record<string, EndpointDoc>> = {
  'POST /agent/prompt': {
    summary: 'Submit a prompt',
    description: 'Stores the prompt as a job and queues it. Poll GET /agent/job/{jobId}.',
    tags: agent,
    body: PromptRequestSchema,
    responses: { 202: { description: 'Queued.', schema: PromptAcceptedSchema } },
  },
  'GET /agent/job/{jobId}': { summary: 'A job', tags: agent, responses: { 200: { description: 'The job.', schema: JobViewSchema } } },
  'GET /agent/prompt/{jobId}': {
    summary: 'A job (alias of GET /agent/job/{jobId})',
    tags: agent,
    responses: { 200: { description: 'The job.', schema: JobViewSchema } },
  },
  'DELETE /agent/job/{jobId}': { summary: 'Cancel a job', tags: agent, responses: { 200: { description: 'Cancelled.', schema: JobViewSchema } } },
  'POST /agent/job/{jobId}/cancel': {
    summary: 'Cancel a job (alias of DELETE /agent/job/{jobId})',
    tags: agent,
    responses: { 200: { description: 'Cancelled.', schema: JobViewSchema } },
  },
  'GET /agent/user': { summary: 'The user and wallet addresses', tags: agent, responses: { 200: { description: 'The user.', schema: UserViewSchema } } },
  'GET /agent/me': { summary: 'The user (alias of GET /agent/user)', tags: agent, responses: { 200: { description: 'The user.', schema: UserViewSchema } } },
  'GET /agent/balances': {
    summary: "The wallets' balances per chain",
    tags: agent,
    query: BalancesQuerySchema,
    responses: { 200: { description: 'Balances with dollar values.', schema: BalancesViewSchema } },
  },
  'POST /agent/sign': {
    summary: 'Sign a message, typed data or a transaction',
    description: '`signatureType` is accepted as another name of `type`.',
    tags: agent,
    body: SignRequestSchema,
    responses: { 200: { description: 'Signed.', schema: SignResponseSchema } },
  },
  'POST /agent/submit': {
    summary: 'Sign and broadcast a transaction',
    tags: agent,
    body: SubmitRequestSchema,
    responses: { 200: { description: 'Broadcast (and mined, with waitForConfirmation).', schema: SubmitResponseSchema } },
  },
  'POST /token-launches/deploy': {
    summary: 'Launch a token on Base',
    description: 'Runs a launch job (the cooldown and pipeline of a launch prompt) and answers with its outcome.',
    tags: launches,
    body: DeployTokenRequestSchema,
    responses: {
      200: { description: 'Launched.', schema: DeployTokenResponseSchema },
      202: { description: 'Still running: poll the job.', schema: DeployTokenPendingResponseSchema },
    },
  },
  'GET /_health': { summary: 'Liveness', tags: ['Service'], responses: { 200: { description: 'Up.', schema: HealthSchema } } },
  'POST /auth/email/code': {
    summary: 'Email a sign-in code',
    tags: account,
    body: SignInCodeRequestSchema,
    responses: { 202: { description: 'The same answer for every address.', schema: SignInCodeAcceptedSchema } },
  },
  'POST /auth/email/verify': {
    summary: 'Exchange the code for a session',
    tags: account,
    body: SignInVerifyRequestSchema,
    responses: { 200: { description: 'Signed in.', schema: SignInSchema } },
  },
  'GET /account/keys': {
    summary: "The account's API keys",
    tags: account,
    responses: { 200: { description: 'The keys.', schema: z.object({ success: z.literal(true), keys: z.array(KeyViewSchema) }) } },
  },
  'POST /account/keys': {
    summary: 'Create an API key',
    tags: account,
    body: CreateKeyInputSchema,
    responses: { 201: { description: 'Created.', schema: NewKeySchema } },
  },
  'DELETE /account/keys/{keyId}': {
    summary: 'Revoke an API key',
    tags: account,
    responses: { 200: { description: 'Revoked.', schema: z.object({ success: z.literal(true), key: KeyViewSchema }) } },
  },
  'POST /account/keys/{keyId}/regenerate': {
    summary: 'Replace an API key',
    tags: account,
    responses: { 200: { description: 'Replaced.', schema: NewKeySchema } },
  },
  'GET /account/audit': {
    summary: "The account's audit log",
    tags: account,
    query: AuditListQuerySchema,
    responses: {
      200: {
        description: 'A page, newest first.',
        schema: z.object({ success: z.literal(true), entries: z.array(AuditEntrySchema), nextCursor: z.string().nullable() }),
      },
    },
  },
  'GET /public/doppler/creator-fees/{address}': {
    summary: "A creator's fees per launched token",
    description: "Public on-chain facts only: the launch protocol's tokens of the address, their claimable and claimed fees, and the daily WETH earnings.",
    tags: launches,
    query: CreatorFeesRequestSchema,
    responses: { 200: { description: 'The fees (an address with no launches: no tokens).', schema: CreatorFeesResponseSchema } },
  },
  'GET /public/doppler/token-fees/{token}': {
    summary: "A launched token's creator fees",
    description: "The token's creator's fees, for that token.",
    tags: launches,
    query: CreatorFeesRequestSchema,
    responses: { 200: { description: 'The fees.', schema: CreatorFeesResponseSchema } },
  },
  'POST /agent/doppler/claim': {
    summary: "Build the claim of a launched token's creator fees",
    description: "The caller's own token only; send the transaction with POST /agent/submit.",
    tags: launches,
    body: FeeClaimRequestSchema,
    responses: { 200: { description: 'The claim transaction.', schema: FeeClaimResponseSchema } },
  },
  'GET /cli/siwe/nonce': {
    summary: 'A Sign-In with Ethereum nonce',
    description: 'Single use, for 10 minutes.',
    tags: account,
    responses: { 200: { description: 'A nonce.', schema: SiweNonceResponseSchema } },
  },
  'POST /cli/siwe/verify': {
    summary: 'Sign in with Ethereum (EIP-4361)',
    description:
      "The signer's account (created on its first sign-in, with custodial wallets of its own) and a new API key. Refusals are 401 with a SIWE_* code.",
    tags: account,
    body: SiweVerifyRequestSchema,
    responses: { 200: { description: 'Signed in: the key is shown this once.', schema: SiweVerifyResponseSchema } },
  },
  'GET /agent/profile': { summary: 'Your profile', tags: profile, responses: { 200: { description: 'The profile.', schema: ProfileResponseSchema } } },
  'POST /agent/profile': {
    summary: 'Create your profile',
    description: 'A trade-only or full key. 409 PROFILE_EXISTS when there is one.',
    tags: profile,
    body: CreateProfileRequestSchema,
    responses: { 201: { description: 'Created.', schema: ProfileResponseSchema } },
  },
  'PUT /agent/profile': {
    summary: 'Change your profile',
    description: 'The fields given replace theirs. 404 PROFILE_NOT_FOUND when there is none.',
    tags: profile,
    body: UpdateProfileRequestSchema,
    responses: { 200: { description: 'Changed.', schema: ProfileResponseSchema } },
  },
  'DELETE /agent/profile': {
    summary: 'Delete your profile',
    tags: profile,
    responses: { 200: { description: 'Deleted.', schema: DeleteProfileResponseSchema } },
  },
  'POST /agent/profile/update': {
    summary: 'Add a project update to your profile',
    description: 'The 50 newest are kept, newest first.',
    tags: profile,
    body: ProjectUpdateRequestSchema,
    responses: { 201: { description: 'Added.', schema: ProfileResponseSchema } },
  },
  'GET /openapi.json': {
    summary: 'This document',
    tags: ['Service'],
    responses: { 200: { description: 'OpenAPI 3.1.', schema: z.record(z.string(), z.unknown()) } },
  },
  'GET /docs': { summary: 'The API reference page', tags: ['Service'], responses: { 200: { description: 'HTML.', contentType: 'text/html' } } },
  'GET /docs/redoc.standalone.js': {
    summary: "The reference page's renderer (Redoc), served locally",
    tags: ['Service'],
    responses: { 200: { description: 'JavaScript.', contentType: 'text/javascript' } },
  },
};

/** The document of one route. @throws Error naming the route when it has none (the route table and this file disagree). */
export function endpointDoc(route: Pick<HttpRoute, 'method' | 'path'>): EndpointDoc {
  const doc = endpointDocs[`${route.method} ${route.path}`];
  if (!doc) throw new Error(`No API reference entry for ${route.method} ${route.path}: add it to lib/http/api-reference.ts.`);
  return doc;
}

/** Path parameters of an API Gateway path (`/agent/job/{jobId}` → jobId). */
export const pathParameters = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
