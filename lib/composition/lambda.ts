import type { Context } from 'aws-lambda';
import type { Deps } from '../deps.ts';
import type { RpcUrls } from '../adapters/viem/viem-chain-gateway.ts';
import { getAwsDeps } from './aws.ts';

/**
 * Turns a handler factory into a Lambda entry point: AWS adapters are built
 * on the first invocation and reused for the life of the container. The local
 * server and the tests call the factory with their own deps instead.
 */
export function lambda<E, R>(
  make: (deps: Deps) => (event: E, context: Context) => Promise<R>,
  /**
   * Adds what only this function needs (the executor's Solana adapters and providers), so other bundles stay
   * small and other functions never read the executor's secrets. Runs once per cold start.
   */
  extend?: (deps: Deps, rpcUrls: RpcUrls) => Deps | Promise<Deps>,
) {
  let built: Promise<(event: E, context: Context) => Promise<R>> | undefined;
  return async (event: E, context: Context): Promise<R> => {
    // A failed cold start (a secret briefly unreadable) must not poison the container: build again next time.
    built ??= getAwsDeps()
      .then(async ({ deps, rpcUrls }) => make(extend ? await extend(deps, rpcUrls) : deps))
      .catch((error: unknown) => {
        built = undefined;
        throw error;
      });
    return (await built)(event, context);
  };
}
