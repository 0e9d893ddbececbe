/**
 * The HTTP route table: one source for the CDK stack (one Lambda per entry)
 * and the local server. Pure data so the CDK app can import it without
 * pulling in the runtime code.
 */
export interface HttpRoute {
  /** `ANY`: every method a path's other routes do not take (its handler answers 405 with `Allow`). */
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';
  /** API Gateway HTTP API path syntax, e.g. `/agent/job/{jobId}`. */
  readonly path: string;
  /** File name under `functions/` (without `.ts`); one Lambda per name. */
  readonly handler: HandlerName;
  /**
   * Who may call: `apiKey` (the `X-API-Key` header, the Agent API), `session`
   * (`Authorization: Bearer <session token>` from email sign-in: the account
   * endpoints that manage keys), or `public`.
   */
  readonly auth: 'apiKey' | 'session' | 'public';
}

export const handlerNames = [
  'prompt-create',
  'job-get',
  'job-cancel',
  'user-get',
  'balances-get',
  'sign',
  'submit',
  'health',
  'sign-in-code',
  'sign-in-verify',
  'keys-list',
  'keys-create',
  'keys-revoke',
  'keys-regenerate',
  'audit-list',
  'token-launch-deploy',
  'creator-fees-get',
  'fee-claim-build',
  'siwe-nonce',
  'siwe-verify',
  'profile',
  'openapi',
  'docs',
  'method-not-allowed',
] as const;
export type HandlerName = (typeof handlerNames)[number];

const endpoints: readonly HttpRoute[] = [
  { method: 'POST', path: '/agent/prompt', handler: 'prompt-create', auth: 'apiKey' },
  { method: 'GET', path: '/agent/job/{jobId}', handler: 'job-get', auth: 'apiKey' },
  { method: 'GET', path: '/agent/prompt/{jobId}', handler: 'job-get', auth: 'apiKey' },
  { method: 'DELETE', path: '/agent/job/{jobId}', handler: 'job-cancel', auth: 'apiKey' },
  { method: 'POST', path: '/agent/job/{jobId}/cancel', handler: 'job-cancel', auth: 'apiKey' },
  { method: 'GET', path: '/agent/user', handler: 'user-get', auth: 'apiKey' },
  { method: 'GET', path: '/agent/me', handler: 'user-get', auth: 'apiKey' },
  { method: 'GET', path: '/agent/balances', handler: 'balances-get', auth: 'apiKey' },
  { method: 'POST', path: '/agent/sign', handler: 'sign', auth: 'apiKey' },
  { method: 'POST', path: '/agent/submit', handler: 'submit', auth: 'apiKey' },
  { method: 'GET', path: '/_health', handler: 'health', auth: 'public' },
  { method: 'POST', path: '/auth/email/code', handler: 'sign-in-code', auth: 'public' },
  { method: 'POST', path: '/auth/email/verify', handler: 'sign-in-verify', auth: 'public' },
  { method: 'GET', path: '/account/keys', handler: 'keys-list', auth: 'session' },
  { method: 'POST', path: '/account/keys', handler: 'keys-create', auth: 'session' },
  { method: 'DELETE', path: '/account/keys/{keyId}', handler: 'keys-revoke', auth: 'session' },
  { method: 'POST', path: '/account/keys/{keyId}/regenerate', handler: 'keys-regenerate', auth: 'session' },
  { method: 'GET', path: '/account/audit', handler: 'audit-list', auth: 'session' },
  { method: 'POST', path: '/token-launches/deploy', handler: 'token-launch-deploy', auth: 'apiKey' },
  { method: 'GET', path: '/public/doppler/creator-fees/{address}', handler: 'creator-fees-get', auth: 'public' },
  { method: 'GET', path: '/public/doppler/token-fees/{token}', handler: 'creator-fees-get', auth: 'public' },
  { method: 'POST', path: '/agent/doppler/claim', handler: 'fee-claim-build', auth: 'apiKey' },
  { method: 'GET', path: '/cli/siwe/nonce', handler: 'siwe-nonce', auth: 'public' },
  { method: 'POST', path: '/cli/siwe/verify', handler: 'siwe-verify', auth: 'public' },
  { method: 'GET', path: '/agent/profile', handler: 'profile', auth: 'apiKey' },
  { method: 'POST', path: '/agent/profile', handler: 'profile', auth: 'apiKey' },
  { method: 'PUT', path: '/agent/profile', handler: 'profile', auth: 'apiKey' },
  { method: 'DELETE', path: '/agent/profile', handler: 'profile', auth: 'apiKey' },
  { method: 'POST', path: '/agent/profile/update', handler: 'profile', auth: 'apiKey' },
  { method: 'GET', path: '/openapi.json', handler: 'openapi', auth: 'public' },
  { method: 'GET', path: '/docs', handler: 'docs', auth: 'public' },
  { method: 'GET', path: '/docs/redoc.standalone.js', handler: 'docs', auth: 'public' },
];

/** The methods a path takes, for `Allow` on a 405. */
export const allowedMethods = (path: string): string[] => endpoints.filter((r) => r.path === path).map((r) => r.method);

/**
 * Every route: the endpoints, then for each of their paths an `ANY` route to
 * `method-not-allowed`, so a wrong method gets 405 with `Allow` (API Gateway
 * and the local server both prefer a route's own method to `ANY`).
 */
export const routes: readonly HttpRoute[] = [
  ...endpoints,
  ...[...new Set(endpoints.map((r) => r.path))].map((path): HttpRoute => ({ method: 'ANY', path, handler: 'method-not-allowed', auth: 'public' })),
];

/** Queue consumers: the executor runs prompt jobs, the dead-letter sweeper fails what the executor gave up on. */
export const queueHandlerNames = ['executor', 'dead-letter'] as const;
export type QueueHandlerName = (typeof queueHandlerNames)[number];
