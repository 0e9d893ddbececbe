/**
 * The HTTP route table: one source for the CDK stack (one Lambda per entry)
 * and the local server. Pure data so the CDK app can import it without
 * pulling in the runtime code.
 */
export interface HttpRoute {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** API Gateway HTTP API path syntax, e.g. `/agent/job/{jobId}`. */
  readonly path: string;
  /** File name under `functions/` (without `.ts`); one Lambda per name. */
  readonly handler: HandlerName;
  /** Whether the route requires the `X-API-Key` header. */
  readonly authenticated: boolean;
}

export const handlerNames = [
  'prompt-create',
  'job-get',
  'job-cancel',
  'user-get',
  'sign',
  'submit',
  'health',
] as const;
export type HandlerName = (typeof handlerNames)[number];

export const routes: readonly HttpRoute[] = [
  { method: 'POST', path: '/agent/prompt', handler: 'prompt-create', authenticated: true },
  { method: 'GET', path: '/agent/job/{jobId}', handler: 'job-get', authenticated: true },
  { method: 'GET', path: '/agent/prompt/{jobId}', handler: 'job-get', authenticated: true },
  { method: 'DELETE', path: '/agent/job/{jobId}', handler: 'job-cancel', authenticated: true },
  { method: 'POST', path: '/agent/job/{jobId}/cancel', handler: 'job-cancel', authenticated: true },
  { method: 'GET', path: '/agent/user', handler: 'user-get', authenticated: true },
  { method: 'GET', path: '/agent/me', handler: 'user-get', authenticated: true },
  { method: 'POST', path: '/agent/sign', handler: 'sign', authenticated: true },
  { method: 'POST', path: '/agent/submit', handler: 'submit', authenticated: true },
  { method: 'GET', path: '/_health', handler: 'health', authenticated: false },
];

/** Queue consumers: the executor runs prompt jobs, the dead-letter sweeper fails what the executor gave up on. */
export const queueHandlerNames = ['executor', 'dead-letter'] as const;
export type QueueHandlerName = (typeof queueHandlerNames)[number];
