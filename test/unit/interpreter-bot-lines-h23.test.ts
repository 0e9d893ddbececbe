import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bots' lines of the train39 set (issue 16): the reason a log line gives last, a memo's reference, a job named for its
 * move. Each part is bookkeeping, taken off by its role; a part that words a condition or another request is kept.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A = '0x4444444444444444444444444444444444444444';

describe('a reason a bot gives last is no take profit nor condition', () => {
  // A price in the reason ("tp hit at 0.00003") is a price said with the move: never dropped to run it now (price-kept.ts).
  it('EXEC sell 2000000 BONK -> USDC on solana (reason: tp hit at 0.00003) is refused, its price unread', () => {
    expect(read('EXEC sell 2000000 BONK -> USDC on solana (reason: tp hit at 0.00003)').kind).toBe('fail');
  });

  it.each([
    'EXEC sell 2000000 BONK -> USDC on solana (reason: tp1 hit)',
    '[tp-manager] sell 2000000 BONK for USDC on solana (reason: take profit 1 reached)',
    'EXEC sell 2000000 BONK -> USDC on solana, reason: tp1_hit',
    'sell 2000000 BONK for USDC on solana (reason: tp1 hit)',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'BONK', tokenOut: 'USDC', chain: 'solana' } });
  });

  it.each([
    'EXEC sell 2000000 BONK -> USDC on solana (reason: if tp1 hit)',
    'EXEC sell 2000000 BONK -> USDC on solana (note: only if above 0.00003)',
    'sell 1 eth for usdc on base tp 4000 hit',
  ])('a condition, or a price said beside the move, keeps it from running now: %s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && r.intent.kind === 'swap').toBe(false);
  });

  it('"tp 4000" after a sale is still a take profit', () => {
    expect(read('sell 1 eth for usdc on base tp 4000')).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create' } });
  });
});

describe("a memo's reference and a job named for its move are bookkeeping", () => {
  it.each([
    '{"tool":"transfer","args":{"chain":"base","token":"USDC","amount":"15","to":"bob.eth","memo":"tip #8812"}}',
    'send token=USDC amount=15 to=bob.eth chain=base memo="tip #8812"',
    'send token=USDC amount=15 to=bob.eth chain=base memo="invoice 2291"',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', token: 'USDC', to: 'bob.eth' } });
  });

  it.each([
    `payout_job id=4471 chain=polygon asset=USDC amount=120.50 recipient=${A} memo="weekly" status=ready -> execute`,
    `payout_job id=4471 chain=polygon asset=USDC amount=120.50 recipient=${A} status=ready -> execute`,
    `payout_job chain=polygon token=USDC amount=120.50 to=${A}`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', token: 'USDC', chain: 'polygon', to: A } });
  });

  it.each([
    'send token=USDC amount=15 to=bob.eth chain=base memo="tip bob #8812"',
    'send token=USDC amount=15 to=bob.eth chain=base memo="tip 5 more #8812"',
    'send token=USDC amount=15 to=bob.eth chain=base memo="send eth #8812"',
    `payout_job id=4471 chain=polygon asset=USDC amount=120.50 recipient=${A} status=failed -> execute`,
    `payout_job id=4471 chain=polygon asset=USDC amount=120.50 recipient=${A} status=ready -> simulate`,
  ])('a memo that words more, or a status or arrow that says other than now, keeps its refusal: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
