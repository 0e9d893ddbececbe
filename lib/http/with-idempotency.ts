import { ConflictError, PermanentError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import { toErrorResponse } from './error-response.ts';
import type { AuthedRequest, HttpResult } from './http-handler.ts';
import { routes, type HandlerName } from '../routes.ts';
import { readIdempotencyKey } from '../idempotency/idempotency-key.ts';
import { differingFields, fingerprintRequest } from '../idempotency/request-fingerprint.ts';

/**
 * An in-progress record older than this outlived any request (API Lambdas
 * stop at 29 s; a submit waits at most 25 s for its receipt): the
 * request died before recording its response, and its outcome is unknown.
 */
export const interruptedAfterMs = 5 * 60_000;

/** Response header on a replayed response. */
export const replayedHeader = 'idempotent-replayed';

export interface IdempotentCall {
  /** The request, already authenticated and with its body already validated. */
  readonly request: Pick<AuthedRequest, 'caller' | 'headers' | 'body' | 'event'>;
  readonly endpoint: HandlerName;
  /**
   * Whether an error thrown by the use case means it left nothing behind, so
   * the key is released and a retry with it runs again. By default no error
   * does: the error response is stored and replayed like any other.
   */
  readonly nothingHappened?: (error: unknown) => boolean;
}

const routeLabel = (endpoint: HandlerName): string => {
  const route = routes.find((r) => r.handler === endpoint);
  return route ? `${route.method} ${route.path}` : endpoint;
};

const details = (extra: Record<string, unknown>) => ({ details: { header: 'Idempotency-Key', ...extra } });

/**
 * Runs an endpoint's use case at most once per `Idempotency-Key` (per account
 * and endpoint, for 24 hours). Without the header it just runs. A repeat with
 * the same body gets the first response again, with `Idempotent-Replayed:
 * true`; that includes a stored error response unless `nothingHappened`
 * released the key.
 * @throws BadRequestError when the header is malformed.
 * @throws ConflictError `IDEMPOTENCY_KEY_IN_USE` while the first request runs, `IDEMPOTENCY_KEY_INTERRUPTED` when it died without a response.
 * @throws PermanentError (422) `IDEMPOTENCY_KEY_REUSED` when the body differs from the first request's, naming the fields.
 */
export async function withIdempotency(
  deps: Pick<Deps, 'idempotency' | 'clock' | 'logger'>,
  call: IdempotentCall,
  run: () => Promise<HttpResult>,
): Promise<HttpResult> {
  const key = readIdempotencyKey(call.request.headers);
  if (key === undefined) return run();
  const scope = { accountId: call.request.caller.accountId, endpoint: call.endpoint, key };
  const label = routeLabel(call.endpoint);
  const fingerprint = fingerprintRequest(call.request.body);
  const startedAt = deps.clock.now();
  const begun = await deps.idempotency.begin({ ...scope, fingerprint, now: startedAt });
  if (begun.kind === 'replay') return { status: begun.status, body: begun.body, headers: { [replayedHeader]: 'true' } };
  if (begun.kind === 'in-progress') {
    const interrupted = startedAt.getTime() - Date.parse(begun.startedAt) > interruptedAfterMs;
    throw interrupted
      ? new ConflictError(
          'IDEMPOTENCY_KEY_INTERRUPTED',
          `The request that first used this Idempotency-Key on ${label} (at ${begun.startedAt}) was interrupted before its response was recorded, so its outcome is unknown and it will not be run again. Check whether it took effect, then use a new key.`,
          details({ startedAt: begun.startedAt }),
        )
      : new ConflictError(
          'IDEMPOTENCY_KEY_IN_USE',
          `A request with this Idempotency-Key is still in progress on ${label} (since ${begun.startedAt}). Retry when it has finished to get its response.`,
          details({ startedAt: begun.startedAt }),
        );
  }
  if (begun.kind === 'mismatch') {
    const fields = differingFields(begun.original, fingerprint);
    const what = fields.length > 0 ? `different ${fields.join(', ')}` : 'a different body';
    throw new PermanentError(
      'IDEMPOTENCY_KEY_REUSED',
      `This Idempotency-Key was used on ${label} in the last 24 hours with another request body; this request has ${what}. Resend the original body to get the original response, or use a new key for a new request.`,
      details({ fields }),
    );
  }

  let result: HttpResult;
  try {
    result = await run();
  } catch (error) {
    if (call.nothingHappened?.(error)) {
      await deps.idempotency.abandon({ ...scope, startedAt }).catch((cause: unknown) => {
        deps.logger.error('could not release an idempotency key', { endpoint: call.endpoint, error: cause as Error });
      });
      throw error;
    }
    // Rendered here, once, so that the stored response is exactly the one sent.
    const sent = toErrorResponse(error, call.request.event.requestContext?.requestId ?? 'unknown', deps.logger);
    result = { status: sent.statusCode ?? 500, body: JSON.parse(sent.body ?? '{}') as Record<string, unknown> };
  }
  await deps.idempotency
    .complete({ ...scope, startedAt, response: { status: result.status, body: result.body }, now: deps.clock.now() })
    .catch((cause: unknown) => {
      // The action happened: answer it. Repeats will see the key in progress, then interrupted.
      deps.logger.error('could not record an idempotent response', { endpoint: call.endpoint, error: cause as Error });
    });
  return result;
}
