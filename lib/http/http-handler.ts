import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { authenticate, type Caller } from '../accounts/authenticate.ts';
import { requireScope, type ScopeNeed } from '../accounts/scopes.ts';
import { BadRequestError, UnauthorizedError, UnsupportedMediaTypeError } from '../errors.ts';
import { isWellFormedSessionToken, sessionTokenHash, type Session } from '../sign-in/session.ts';
import type { Deps } from '../deps.ts';
import { enforceRequestRate } from '../limits/enforce-limits.ts';
import { jsonResponse, toErrorResponse } from './error-response.ts';

export interface HttpRequest {
  readonly event: APIGatewayProxyEventV2;
  /** The parsed JSON body (undefined when there is none). */
  readonly body: unknown;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly headers: Readonly<Record<string, string | undefined>>;
}

export interface AuthedRequest extends HttpRequest {
  readonly caller: Caller;
}

export interface HttpResult {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** Extra response headers, names in lowercase (`idempotent-replayed`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** A body that is not JSON (the reference page), sent as it is with its `content-type`; `body` is then ignored. */
  readonly text?: { readonly contentType: string; readonly body: string; readonly cacheSeconds?: number };
}

export type HttpLambda = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

type AuthDeps = Pick<Deps, 'accounts' | 'clock' | 'config' | 'logger'>;

/** `application/json`, `application/<anything>+json`, any parameters; no Content-Type at all is read as JSON too. */
const jsonMediaType = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;.*)?$/i;

const parseBody = (event: APIGatewayProxyEventV2): unknown => {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const type = event.headers?.['content-type'];
  if (type !== undefined && !jsonMediaType.test(type)) {
    throw new UnsupportedMediaTypeError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The body is ${type.split(';')[0]!.trim() || 'of no type'}; this endpoint reads JSON: send Content-Type: application/json.`,
      {
        details: { field: 'content-type' },
      },
    );
  }
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('INVALID_JSON', 'The request body is not valid JSON.', { details: { field: 'body' } });
  }
};

/** Ids in paths (`job_…`, `key_…`): checked before they reach a table, so an absurd one is a 400, not a 500. */
const pathParameter = /^[A-Za-z0-9_-]{1,64}$/;

function pathParameters(event: APIGatewayProxyEventV2): Record<string, string | undefined> {
  const params = event.pathParameters ?? {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && !pathParameter.test(value)) {
      throw new BadRequestError('INVALID_PATH_PARAMETER', `${name} in the path is not an id: ids are 1 to 64 letters, digits, "_" or "-".`, {
        details: { field: name },
      });
    }
  }
  return params;
}

/** The request a handler sees; its body is parsed when first read (a 405 never reads it, so never answers 415 instead). */
function toRequest(event: APIGatewayProxyEventV2): HttpRequest {
  const params = pathParameters(event);
  let body: { value: unknown } | undefined;
  return {
    event,
    params,
    headers: event.headers ?? {},
    get body() {
      body ??= { value: parseBody(event) };
      return body.value;
    },
  };
}

const requestIdOf = (event: APIGatewayProxyEventV2, context: Context): string => event.requestContext?.requestId ?? context.awsRequestId;

/** Middy middleware: every thrown error becomes the one error response shape. */
const errorResponses = (logger: AuthDeps['logger']): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  onError: async (request) => {
    request.response = toErrorResponse(request.error, requestIdOf(request.event, request.context), logger);
  },
});

const wrap = (deps: AuthDeps, run: (event: APIGatewayProxyEventV2) => Promise<HttpResult>): HttpLambda => {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(errorResponses(deps.logger))
    .handler(async (event) => {
      const result = await run(event);
      const response = result.text
        ? {
            statusCode: result.status,
            headers: {
              'content-type': result.text.contentType,
              'cache-control': result.text.cacheSeconds ? `public, max-age=${result.text.cacheSeconds}` : 'no-store',
            },
            body: result.text.body,
          }
        : jsonResponse(result.status, result.body);
      return result.headers ? { ...response, headers: { ...response.headers, ...result.headers } } : response;
    });
  return (event, context) => handler(event, context);
};

/** A signed-in request to an account endpoint. */
export interface SessionRequest extends HttpRequest {
  readonly session: Session;
}

const signInAgain = () =>
  new UnauthorizedError(
    'SESSION_REQUIRED',
    'Unauthorized',
    'Sign in with your email (POST /auth/email/code, then /auth/email/verify) and send the session token as "Authorization: Bearer <token>".',
  );

/**
 * An account endpoint (`/account/*`): the session token from email sign-in in
 * `Authorization: Bearer`, looked up by its hash; an unknown or expired one is
 * 401. API keys are not accepted here: a leaked key cannot mint more keys.
 */
export function sessionHandler(deps: AuthDeps & Pick<Deps, 'sessions'>, fn: (request: SessionRequest) => Promise<HttpResult>): HttpLambda {
  return wrap(deps, async (event) => {
    const header = event.headers?.authorization ?? '';
    const token = /^Bearer (\S+)$/.exec(header)?.[1];
    if (!token || !isWellFormedSessionToken(token)) throw signInAgain();
    const session = await deps.sessions.get(sessionTokenHash(token));
    if (!session || Date.parse(session.expiresAt) <= deps.clock.now().getTime()) throw signInAgain();
    return fn({ ...toRequest(event), session });
  });
}

/** A public endpoint (health): no authentication. */
export function publicHandler(deps: AuthDeps, fn: (request: HttpRequest) => Promise<HttpResult>): HttpLambda {
  return wrap(deps, async (event) => fn(toRequest(event)));
}

/**
 * An authenticated endpoint: the `X-API-Key` is checked, the key's request
 * rate counted (429 `RATE_LIMITED` with `Retry-After` over it) and its scope
 * checked against `need`, all before the body is even parsed, so an
 * unauthenticated caller learns nothing about the endpoint.
 */
export function authedHandler(deps: AuthDeps & Pick<Deps, 'rates'>, need: ScopeNeed, fn: (request: AuthedRequest) => Promise<HttpResult>): HttpLambda {
  return wrap(deps, async (event) => {
    const headers = event.headers ?? {};
    const caller = await authenticate(deps, {
      headers,
      sourceIp: event.requestContext?.http?.sourceIp ?? '',
    });
    // Counted before the scope check: a request refused for its scope still counts.
    await enforceRequestRate(deps, { keyId: caller.keyId, ...caller.limits });
    requireScope(caller, need);
    return fn({ ...toRequest(event), caller });
  });
}
