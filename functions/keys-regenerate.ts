import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { PermanentError } from '../lib/errors.ts';
import { publicHandler } from '../lib/http/http-handler.ts';

/** Placeholder until its feature lands (issue 6). */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async () => {
    throw new PermanentError('NOT_IMPLEMENTED', 'This endpoint is not implemented yet.');
  });

export const handler = lambda(makeHandler);
