import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt, turn } from '../support/thread-turn.ts';

/**
 * Sweep 39a: a hold, a rehearsal, a doubt, a take-back, a status tag, a plan's label or a question beside a move stops
 * it — a move made now, and as much an order, a cancel, a launch or a fee claim (which once skipped the net) — refused
 * naming the words, never asked back for a yes. A thread's move completed by an answer passes the same net as the move
 * said in one prompt. The plain forms stay as they were.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (...prompts: string[]): Interpretation => onThreadAt(now, ...prompts);
const moving = new Set(['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'launch', 'fees-claim', 'automation-create', 'automation-cancel']);
const acts = (r: Interpretation): boolean => r.kind === 'intent' && moving.has(r.intent.kind);

describe('a hold beside a move made now stops it', () => {
  it.each([
    ['send 10 usdc to bob.eth on base, I’ll confirm'],
    ['send 10 usdc to bob.eth on base. Will confirm.'],
    ['buy $50 of eth on base, needs my sign-off'],
    ['sell 1 eth on base - stand by'],
    ['swap 100 usdc to eth on base, hold it'],
    ['wrap 1 eth on base (on my command)'],
    ['unwrap 1 weth on base, await my go'],
    ['send 10 usdc to bob.eth on base, conditional on gas being low'],
    ['buy $50 of eth on base\nstaging this'],
    ['send 10 usdc to bob.eth on base (due 2026-12-10)'],
    ['buy $50 of eth on base - for approval'],
    ['at tge: buy $50 of eth on base'],
    ['pre-unlock: sell 1 eth on base'],
    ['sell 1 eth on base, nfa'],
    ['buy $50 of eth on base, dyor'],
    ['would you sell 1 eth on base now?'],
    ['sell all my degen on base in profit'],
    ['buy $50 of eth on base at the bottom'],
    ['send 10 usdc to bob.eth on base /month'],
    ['buy $500 of eth on base in tranches'],
    ['{"action":"send","token":"USDC","amount":"10","to":"bob.eth","chain":"base","mode":"quote"}'],
    ['action=swap from=USDC to=ETH amount=100 chain=base mode=simulate'],
    ['{"action":"send","token":"USDC","amount":"10","to":"bob.eth","chain":"base","note":"void"}'],
    ['{"action":"send","token":"USDC","amount":"10","to":"bob.eth","chain":"base","note":"postponed"}'],
    ['/send 10 usdc bob.eth base --dry'],
    ['/buy eth $50 base --quote'],
  ])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a hold beside an order, a cancel, a launch or a fee claim stops it', () => {
  it.each([
    ['sell 1 eth on base at 4000, not yet'],
    ['buy $50 of eth on base every week, on hold'],
    ['send 10 usdc to bob.eth on base every friday, wait for my ok'],
    ['sell 1 eth on base if it drops below 2000, test only'],
    ['send 10 usdc to bob.eth on base tomorrow at 9:00 utc, draft'],
    ['buy $50 of eth on base every week?'],
    ['sell 1 eth on base at 4000, right?'],
    ['sell 1 eth on base when it hits 4000 jk'],
    ['send 10 usdc to bob.eth on base every friday (cancelled)'],
    ['[void] sell 1 eth on base at 4000'],
    ['plan: sell 1 eth on base at 4000'],
    ['i’d buy $50 of eth on base at 2500'],
    ['send bob.eth his weekly 10 usdc on base'],
    ['send bob.eth 10 usdc on base like every week'],
    ['cancel all my orders (dry run)'],
    ['cancel all my orders, I’ll confirm'],
    ['should i cancel all my orders?'],
    ['cancel my stop loss, no wait keep it'],
    ['cancel my stop loss... actually keep it'],
    ['how do i cancel my dca'],
    ['cancel my dca, never mind'],
    ['launch a token called Purr Cat with symbol PURR on base?'],
    ['launch a token called Purr Cat with symbol PURR on base, on hold'],
    ['launch a token called Purr Cat with symbol PURR on base needs my sign-off'],
    ['jk launch a token called Purr Cat with symbol PURR on base'],
    ['claim all my creator fees on base, test only'],
    ['claim all my creator fees on base (draft)'],
    ['claim all my creator fees on base stand by'],
  ])('%s', (prompt) => {
    expect(acts(read(prompt))).toBe(false);
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a thread: the first turn’s hold and the answer’s words pass the same net', () => {
  it.each([
    [['send 10 usdc to bob.eth idk', 'base']],
    [['send 10 usdc to bob.eth, I’ll confirm', 'base']],
    [['buy eth on base /s', '$50']],
    [['send 10 usdc to bob.eth', 'base, but not yet']],
    [['send 10 usdc to bob.eth', 'base, only if gas is cheap']],
    [['send 10 usdc to bob.eth', 'base when my salary lands']],
    [['send 10 usdc on base', 'bob.eth once he delivers']],
    [['send usdc to bob.eth on base', '10, only if gas is low']],
    [['sell 1 eth', 'base at 3500']],
    [['buy $50 of eth', 'base, at 2500']],
    [['swap 100 usdc on base', 'eth when it dips']],
    [['swap usdc to eth on base', '100 on standby']],
  ])('%j', (prompts) => {
    expect(acts(read(...prompts))).toBe(false);
  });

  it('a hold in a first turn stored before the net read it stops the answer’s move', () => {
    // As a turn read before the net saw holds stored it: the chain asked, the hold beside it not read.
    const asked = interpretPrompt('send 10 usdc to bob.eth', [], now);
    expect(asked.kind).toBe('ask');
    const r = interpretPrompt('base', [turn('send 10 usdc to bob.eth, stand by', asked)], now);
    expect(acts(r)).toBe(false);
  });
});

describe('the plain forms stay as they were', () => {
  it.each([
    [['send 10 usdc to bob.eth on base'], 'transfer'],
    [['send 10 usdc to bob.eth on base, no rush'], 'transfer'],
    [['send 10 usdc to bob.eth on base, thanks!'], 'transfer'],
    [['could you send 10 usdc to bob.eth on base please?'], 'transfer'],
    [['sell 1 eth on base at 4000'], 'automation-create'],
    [['can you sell 1 eth on base at 4000?'], 'automation-create'],
    [['buy $50 of eth on base every week'], 'automation-create'],
    [['cancel all my orders'], 'automation-cancel'],
    [['can you cancel my stop loss?'], 'automation-cancel'],
    [['launch a token called Purr Cat with symbol PURR on base'], 'launch'],
    [['launch a token called Test Coin with symbol TEST on base'], 'launch'],
    [['claim all my creator fees on base'], 'fees-claim'],
    [['i’d like to buy $50 of eth on base'], 'swap'],
    [['{"action":"send","token":"USDC","amount":"10","to":"bob.eth","chain":"base","note":"rent"}'], 'transfer'],
    [['/send 10 usdc bob.eth base'], 'transfer'],
    [['send 10 usdc to bob.eth', 'base'], 'transfer'],
    [['send 10 usdc to bob.eth', 'base pls'], 'transfer'],
    [['send 10 usdc to bob.eth', 'on base'], 'transfer'],
    [['send usdc to bob.eth on base', '10'], 'transfer'],
    [['send 10 usdc on base', 'bob.eth'], 'transfer'],
    [['swap 100 usdc on base', 'eth'], 'swap'],
    [['buy eth on base', '$50'], 'swap'],
    [['buy eth on base at 2500', '$50'], 'automation-create'],
    [['sell 1 eth tomorrow at 9:00 utc', 'base'], 'automation-create'],
  ])('%j', (prompts, kind) => {
    const r = read(...prompts);
    expect(r.kind === 'intent' ? r.intent.kind : r.kind).toBe(kind);
  });
});
