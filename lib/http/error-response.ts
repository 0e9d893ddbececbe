import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ZodError } from 'zod';
import { PurserError, TooManyRequestsError, UnauthorizedError, fromZodError } from '../errors.ts';
import type { Logger } from '../core/logger.ts';

const labels: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

export const jsonResponse = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/**
 * The one mapping from errors to HTTP responses. Below 500 the body says
 * what went wrong (`{ success: false, error, message, code, details }`); a 500
 * is generic and carries only a request id, never a stack or a cause.
 */
export function toErrorResponse(error: unknown, requestId: string, logger: Logger): APIGatewayProxyStructuredResultV2 {
  const known = error instanceof ZodError ? fromZodError(error) : error;
  if (known instanceof PurserError && known.status < 500) {
    const label = known instanceof UnauthorizedError ? known.label : (labels[known.status] ?? 'Error');
    const response = jsonResponse(known.status, {
      success: false,
      error: label,
      message: known.message,
      code: known.code,
      ...(known.details ? { details: known.details } : {}),
    });
    return known instanceof TooManyRequestsError ? { ...response, headers: { ...response.headers, 'retry-after': String(known.retryAfterSeconds) } } : response;
  }
  if (known instanceof PurserError && known.retryable) {
    logger.warn('transient failure', { code: known.code, message: known.message, requestId });
    return jsonResponse(503, { success: false, error: labels[503], message: known.message, code: known.code, requestId });
  }
  logger.error('unhandled error', { requestId, error: error as Error });
  return jsonResponse(500, {
    success: false,
    error: 'Internal Server Error',
    message: `Something went wrong on our side. Quote request id ${requestId} if you contact support.`,
    code: 'INTERNAL',
    requestId,
  });
}
