import { ForbiddenError } from '../errors.ts';
import type { ApiKeyScope } from './api-key.ts';
import type { Caller } from './authenticate.ts';

/**
 * What an endpoint needs from a key's scope:
 * - `read`: reading the user, jobs, and submitting prompts (a prompt's kind is
 *   checked again before anything is signed);
 * - `trade`: prompts that trade and transfer;
 * - `sign`: arbitrary signatures and raw transactions (full keys only).
 */
export type ScopeNeed = 'read' | 'trade' | 'sign';

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
