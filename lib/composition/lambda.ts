import type { Context } from 'aws-lambda';
import type { Deps } from '../deps.ts';
import { getAwsDeps } from './aws.ts';

/**
 * Turns a handler factory into a Lambda entry point: AWS adapters are built
 * on the first invocation and reused for the life of the container. The local
 * server and the tests call the factory with their own deps instead.
 */
export function lambda<E, R>(make: (deps: Deps) => (event: E, context: Context) => Promise<R>) {
  let built: Promise<(event: E, context: Context) => Promise<R>> | undefined;
  return async (event: E, context: Context): Promise<R> => {
    // A failed cold start (a secret briefly unreadable) must not poison the container: build again next time.
    built ??= getAwsDeps()
      .then(make)
      .catch((error: unknown) => {
        built = undefined;
        throw error;
      });
    return (await built)(event, context);
  };
}
