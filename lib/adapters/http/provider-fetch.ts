import { PermanentError, TransientError } from '../../errors.ts';

/**
 * One HTTP call to a third-party market API (swap aggregators, market data),
 * with the error mapping every such adapter needs: no answer, 429 and 5xx are
 * transient (retry later); another non-2xx is refused with the provider's own
 * reason, via `refused`; a 2xx that is not JSON is a provider error.
 * @returns the parsed JSON body of a 2xx answer.
 */
export async function fetchProviderJson(options: {
  readonly provider: string;
  readonly what: string;
  readonly url: string;
  readonly init?: RequestInit;
  readonly fetch: typeof fetch;
  readonly timeoutMs?: number;
  /** The error for a refused request (4xx other than 429), from the provider's body. */
  readonly refused: (status: number, body: unknown) => Error;
}): Promise<unknown> {
  const { provider, what } = options;
  let response: Response;
  try {
    response = await options.fetch(options.url, { ...options.init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
  } catch (error) {
    throw new TransientError('SWAP_PROVIDER_UNAVAILABLE', `${provider} did not answer the ${what} request: ${(error as Error).message}`, { cause: error });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (response.status === 429 || response.status >= 500) {
    throw new TransientError('SWAP_PROVIDER_UNAVAILABLE', `${provider} ${what} failed with HTTP ${response.status}; try again shortly.`, {
      details: { status: response.status },
    });
  }
  if (!response.ok) throw options.refused(response.status, body);
  if (body === undefined) throw new PermanentError('SWAP_PROVIDER_ERROR', `${provider} answered the ${what} request with something that is not JSON.`);
  return body;
}
