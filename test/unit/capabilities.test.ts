import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { structuredPrompt } from '../../lib/agent/interpreter/structured-prompt.ts';
import {
  capabilities,
  capabilitiesHint,
  dispatchIntent,
  intentKinds,
  IntentSchema,
  moneyMovingKinds,
  movesFunds,
  scopeOfKind,
  structuredForms,
  type Intent,
} from '../../lib/capabilities/index.ts';
import type { Deps } from '../../lib/deps.ts';
import type { JobContext } from '../../lib/jobs/job-context.ts';
import { PermanentError } from '../../lib/errors.ts';
import { rejected } from '../support/thrown.ts';

/**
 * The list of capability descriptors (lib/capabilities/index.ts) is the one
 * place a capability is declared: the intent union, dispatch, the scope
 * check, the help text and the structured forms are derived from it.
 */
const kinds = capabilities.flatMap((c) => c.kinds.map((k) => ({ capability: c.name, kind: k.schema.shape.kind.value, spec: k })));

/** The fields of an object schema (through optional and other wrappers) that carry no description. */
function undescribed(schema: z.ZodType, path: string): string[] {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
      ...(field.description ? [] : [`${path}.${key}`]),
      ...undescribed(field, `${path}.${key}`),
    ]);
  }
  if (inner instanceof z.ZodDiscriminatedUnion || inner instanceof z.ZodUnion) {
    return (inner.options as z.ZodType[]).flatMap((option, i) => undescribed(option, `${path}|${i}`));
  }
  return [];
}

describe('the capability descriptors', () => {
  it('declare each intent kind once, and the union is exactly their kinds', () => {
    expect(intentKinds).toEqual(kinds.map((k) => k.kind));
    expect(new Set(intentKinds).size).toBe(intentKinds.length);
    expect(Object.keys(movesFunds)).toEqual([...intentKinds]);
    expect(IntentSchema.safeParse({ kind: 'portfolio' }).success).toBe(true);
    expect(IntentSchema.safeParse({ kind: 'bridge', chain: 'base' }).success).toBe(false);
  });

  it('describe every field of every intent schema', () => {
    expect(kinds.flatMap((k) => undescribed(k.spec.schema, k.kind))).toEqual([]);
  });

  it('need a trading key for every kind that moves funds', () => {
    for (const { kind, spec } of kinds) {
      if (spec.movesFunds) expect(spec.scope, kind).toBe('trade');
      expect(scopeOfKind(kind)).toBe(spec.movesFunds ? 'trade' : spec.scope);
    }
    // Launches, fee claims, automations, wraps and batches move funds too, not only trades and transfers.
    expect([...moneyMovingKinds].sort()).toEqual([
      'automation-cancel',
      'automation-create',
      'fees-claim',
      'launch',
      'swap',
      'transfer',
      'transfer-batch',
      'unwrap',
      'wrap',
    ]);
  });

  it('refuse a kind no capability declares: it needs a trading key and is never dispatched', async () => {
    expect(scopeOfKind('bridge')).toBe('trade');
    const error = await rejected(async () => dispatchIntent({} as Deps, {} as JobContext, { kind: 'bridge' } as unknown as Intent), PermanentError);
    expect(error).toMatchObject({ code: 'UNKNOWN_INTENT' });
  });

  it.each(kinds.flatMap((k) => k.spec.examples.map((example) => [k.kind, example] as const)))('read %s from its example "%s"', (kind, example) => {
    expect(interpretPrompt(example, [], new Date('2026-11-25T12:00:00Z'))).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it('give the help text a line each, with a working example', () => {
    for (const c of capabilities) expect(capabilitiesHint).toContain(c.summary);
    expect(interpretPrompt('what can the weather do')).toMatchObject({
      kind: 'fail',
      code: 'UNRECOGNIZED',
      message: expect.stringContaining(capabilitiesHint),
    });
  });

  it('give the structured prompts their actions, each read as a sentence of its capability', () => {
    expect([...structuredForms.keys()].sort()).toEqual([
      'balance',
      'buy',
      'lookup',
      'portfolio',
      'price',
      'sell',
      'swap',
      'transfer',
      'trending',
      'unwrap',
      'wrap',
    ]);
    // A launch named by its action and chain alone is the launch sentence, whose reader asks for its name and ticker.
    expect(structuredPrompt('action=launch chain=base')).toBe('launch a token on base');
    expect(structuredPrompt('action=fly chain=base')).toMatchObject({
      kind: 'fail',
      code: 'UNRECOGNIZED',
      message: expect.stringContaining('Actions: balance,'),
    });
    expect(structuredPrompt('action=swap chain=base from=USDC to=ETH amount=25 slippage_bps=30')).toBe('swap 25 USDC for ETH on base slippage 30 bps');
    expect(structuredPrompt('action=send recipient=0x8ba1f109551bD432803012645Ac136ddd64DBA72 token=usdc amount=7 chain=base')).toBe(
      'send 7 usdc to 0x8ba1f109551bD432803012645Ac136ddd64DBA72 on base',
    );
  });
});
