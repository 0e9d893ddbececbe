import type { ZodError } from 'zod';
import type { ErrorCode } from './error-codes.ts';

export type { ErrorCode } from './error-codes.ts';
/**
 * One error family for the whole service. Every error carries a stable
 * `code`, a message a person can act on, optional `details`, its `cause`, and
 * whether retrying could help. HTTP handlers map it through `toHttpResponse`;
 * the executor uses `retryable` to decide between "back to the queue" and
 * "fail the job".
 */
export interface PurserErrorOptions {
  readonly details?: Record<string, unknown>;
  readonly cause?: unknown;
}

export class PurserError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryable: boolean;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, status: number, retryable: boolean, options: PurserErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.status = status;
    this.retryable = retryable;
    if (options.details) this.details = options.details;
  }
}

/** 400: the request itself is wrong; `details.field` names the offending field when there is one. */
export class BadRequestError extends PurserError {
  constructor(code: ErrorCode, message: string, options?: PurserErrorOptions) {
    super(code, message, 400, false, options);
  }
}

/** 401: no usable credentials. `error` is the short label clients match on ("Unauthorized", "Invalid API key", ...). */
export class UnauthorizedError extends PurserError {
  readonly label: string;
  constructor(code: ErrorCode, label: string, message: string) {
    super(code, message, 401, false);
    this.label = label;
  }
}

/** 403: authenticated, but not allowed to do this. */
export class ForbiddenError extends PurserError {
  constructor(code: ErrorCode, message: string, options?: PurserErrorOptions) {
    super(code, message, 403, false, options);
  }
}

/** 404: unknown, or not the caller's (never say which). */
export class NotFoundError extends PurserError {
  constructor(code: ErrorCode, message: string) {
    super(code, message, 404, false);
  }
}

/** 409: the resource is in a state that refuses the request. */
export class ConflictError extends PurserError {
  constructor(code: ErrorCode, message: string, options?: PurserErrorOptions) {
    super(code, message, 409, false, options);
  }
}

/** 415: a body the endpoint cannot read (it takes JSON). */
export class UnsupportedMediaTypeError extends PurserError {
  constructor(code: ErrorCode, message: string, options?: PurserErrorOptions) {
    super(code, message, 415, false, options);
  }
}

/** 429: a rate or quota is used up; `retryAfterSeconds` becomes the `Retry-After` header. */
export class TooManyRequestsError extends PurserError {
  readonly retryAfterSeconds: number;
  constructor(code: ErrorCode, message: string, retryAfterSeconds: number, options?: PurserErrorOptions) {
    super(code, message, 429, false, options);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** A failure worth retrying later (RPC timeout, throttling, a lease still held). */
export class TransientError extends PurserError {
  constructor(code: ErrorCode, message: string, options?: PurserErrorOptions) {
    super(code, message, 503, true, options);
  }
}

/** A failure that retrying cannot fix; the job fails with this message. */
export class PermanentError extends PurserError {
  constructor(code: ErrorCode, message: string, options?: PurserErrorOptions) {
    super(code, message, 422, false, options);
  }
}

/** The job was cancelled while it ran; the executor stops without touching a chain. */
export class JobCancelledError extends PurserError {
  constructor(jobId: string) {
    super('JOB_CANCELLED', `Job ${jobId} was cancelled.`, 409, false);
  }
}

/** Whether an unknown thrown value is one of ours. */
export const isPurserError = (error: unknown): error is PurserError => error instanceof PurserError;

/** Turns a zod failure on a request body into a 400 naming the first offending field. */
export function fromZodError(error: ZodError, root = 'body'): BadRequestError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : root;
  return new BadRequestError('INVALID_REQUEST', `Invalid ${field}: ${issue?.message ?? 'malformed request'}.`, {
    details: { field, issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
  });
}
