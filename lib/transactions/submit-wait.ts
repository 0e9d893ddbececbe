/**
 * How long `POST /agent/submit` with `waitForConfirmation` waits before it
 * answers `pending` with the hash (API Gateway ends a request at 30 s). The
 * transaction watcher leaves a submit's step alone this long.
 */
export const submitWaitBudgetMs = 25_000;
