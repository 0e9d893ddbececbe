import { ForbiddenError } from '../errors.ts';
import type { ApiKeyScope } from './api-key.ts';
import type { Caller } from './authenticate.ts';

/**
 * What an endpoint needs from a key's scope:
 * - `read`: reading the user, jobs, and submitting prompts (a prompt's kind is
 *   checked again, by `requirePromptScope`, before anything is signed);
 * - `trade`: prompts that trade and transfer, and cancelling jobs;
 * - `sign`: arbitrary signatures and raw transactions (full keys only).
 */
export type ScopeNeed = 'read' | 'trade' | 'sign';

/** What a prompt does once interpreted: reads (balances, prices, portfolio, lookups, trending) or moves funds (swaps, transfers). */
export type PromptKind = 'read' | 'move';

const allowed: Record<ScopeNeed, readonly ApiKeyScope[]> = {
  read: ['read-only', 'trade-only', 'full'],
  trade: ['trade-only', 'full'],
  sign: ['full'],
};

/** @throws ForbiddenError naming the key's scope when it does not cover the need. */
export function requireScope(caller: Caller, need: ScopeNeed): void {
  if (!allowed[need].includes(caller.scope)) {
    throw new ForbiddenError('SCOPE_INSUFFICIENT', `This API key's scope is ${caller.scope}; this request needs a ${allowed[need].join(' or ')} key.`, {
      details: { scope: caller.scope },
    });
  }
}

/**
 * Checks an interpreted prompt against the scope of the key that submitted
 * it, in the executor, before anything is signed. A job without a recorded
 * scope (submitted before scopes were recorded) runs as before.
 * @throws ForbiddenError `SCOPE_INSUFFICIENT` naming the scope when a read-only key's prompt would move funds.
 */
export function requirePromptScope(scope: ApiKeyScope | undefined, kind: PromptKind): void {
  if (scope === undefined || kind === 'read') return;
  if (!allowed.trade.includes(scope)) {
    throw new ForbiddenError(
      'SCOPE_INSUFFICIENT',
      'This API key is read-only: it can read balances, prices and the portfolio, but not move funds (trades, transfers, orders, launches or fee claims). Nothing was signed.',
      { details: { scope } },
    );
  }
}
