/** An error class, for {@link thrown} and {@link rejected}. */
type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

/**
 * The error `run` throws, which must be a `type`: anything else thrown is
 * rethrown, and nothing thrown fails the test.
 */
export function thrown<E extends Error>(run: () => unknown, type: ErrorClass<E>): E {
  try {
    run();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}, nothing was thrown`);
}

/** {@link thrown} for a promise: the error `run` rejects with, which must be a `type`. */
export async function rejected<E extends Error>(run: () => Promise<unknown>, type: ErrorClass<E>): Promise<E> {
  try {
    await run();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}, nothing was thrown`);
}
