import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Sweep 37, classes H, D and G (issue 16). H: a ticker that is also a name or a word ("brett", "toshi", "uni",
 * "degen"), or a token said of an address or of gas ("an eth address", "I have eth for gas"), in a remark, became the
 * token of "send 10" and moved at once. D: capabilities the service lacks (hedge, cash out, zap, pools, yes/no shares,
 * copy trading, protocols by name) read as a plain swap or transfer. G: the same words, and bridges, inside an answer
 * to a move's question were dropped. Each now asks which token, or refuses naming what it cannot do.
 */
const now = new Date('2026-11-27T12:00:00Z');
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';
const at = (s: string) => s.replaceAll('A1', A1).replaceAll('A2', A2);
const read = (prompt: string) => interpretPrompt(at(prompt), [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts.map(at));
const moved = (r: Interpretation) => (r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined);
const tokensOf = (r: Interpretation) => {
  const m = (r.kind === 'intent' ? r.intent : r.kind === 'ask' ? r.pending : {}) as Record<string, unknown>;
  return [m.token, m.tokenIn, m.tokenOut].filter(Boolean);
};

describe('a ticker said as a name or a remark is never the token moved (H)', () => {
  it.each([
    ['send 10 to A1 on base. thx, brett', 'BRETT'],
    ['send 10 to A1 on base, from brett', 'BRETT'],
    ['send 10 to brett A1 on base', 'BRETT'],
    ['send brett 10 on base A1', 'BRETT'],
    ['send 10 for brett to A1 on base', 'BRETT'],
    ['send 10 to A1 on base (toshi)', 'TOSHI'],
    ['send 10 to A1 on base for toshi’s food', 'TOSHI'],
    ['send 10 to my cat toshi A1 on base', 'TOSHI'],
    ['send 100 for uni to A1 on ethereum', 'UNI'],
    ['send 100 to A1 on ethereum for uni', 'UNI'],
    ['send 100 to my uni friend A1 on ethereum', 'UNI'],
    ['send 10 to A1 on base, degen', 'DEGEN'],
    ['degen send 10 to A1 on base', 'DEGEN'],
    ['send 10 to A1 on base, sent from my degen phone', 'DEGEN'],
    ['send 10 to my brett wallet A1 on base', 'BRETT'],
    ['send 10 to A1 (eth address) on base', 'ETH'],
    ['send 10 to A1 on base, it’s an eth address', 'ETH'],
    ['send 10 to A1 on base, I have eth for gas', 'ETH'],
    ['send 10 to my usdc wallet A1 on base', 'USDC'],
    ['buy 10 on base, thx brett', 'BRETT'],
    ['buy $10 on base, thx brett', 'BRETT'],
    ['buy with 10 usdc on base, cheers brett', 'BRETT'],
    ['swap 10 usdc on base thx toshi', 'TOSHI'],
    ['sell 10 on base, degen', 'DEGEN'],
    ['sell 10 on base - brett', 'BRETT'],
    ['send $10 to A1 on base, thx brett', 'BRETT'],
    ['send 10 bucks to A1 on base, brett', 'BRETT'],
  ])('%s asks which token, without %s', (prompt, token) => {
    const r = read(prompt);
    expect(moved(r)).toBeUndefined();
    expect(tokensOf(r)).not.toContain(token);
    if (r.kind === 'ask') expect(r.question).toMatch(/did not take .* as the token/);
  });

  it('a sign-off answering "which token?" asks it again', () => {
    const r = thread('send 25 usdc to A2 on base', 'send 10 to A1 on base', 'thx brett');
    expect(r.kind).toBe('ask');
    expect(moved(r)).toBeUndefined();
    expect(tokensOf(r)).toEqual([]);
  });

  it.each([
    ['send 100 uni to A1 on ethereum', 'UNI'],
    ['send 10 brett to A1 on base', 'BRETT'],
    ['send 10 $brett to A1 on base', 'BRETT'],
    ['send 10 bucks to A1 on base in brett', 'BRETT'],
    ['buy brett with 10 usdc on base', 'BRETT'],
    ['swap 10 usdc for brett on base', 'BRETT'],
    ['swap 10 usdc to toshi on base', 'TOSHI'],
    ['sell 100 degen for usdc on base', 'DEGEN'],
    ['sell all my toshi on base', 'TOSHI'],
    ['buy 10 usdc of uni on ethereum', 'UNI'],
    ['convert all my usdc on unichain to uni', 'UNI'],
    ['spend 15 usdc on aero pls', 'AERO'],
    ['throw like $20 of my sol at jup', 'JUP'],
    ['/swap 0.2 sol bonk', 'BONK'],
    ['send 10 to A1 on base, usdc please', 'USDC'],
    ['send 10 to A1 on base in usdc', 'USDC'],
    ['swap 0.1 eth to usdc on base, I have eth for gas', 'ETH'],
    ['send 10 usdc to A1 on base, I need it for the concert tix', 'USDC'],
    ['I have usdc on base, please change 60 of it to usdt', 'USDC'],
    ['sell usdc 5 for degen', 'DEGEN'],
  ])('%s keeps %s', (prompt, token) => {
    const r = read(prompt);
    expect(tokensOf(r)).toContain(token);
  });

  it.each([
    [['send 10 to A1 on base', 'brett'], 'BRETT'],
    [['send 10 to A1 on base', 'usdc thx'], 'USDC'],
    [['send 10 to A1 on base', '10 toshi'], 'TOSHI'],
  ])('the answer %j keeps %s', (prompts, token) => {
    expect(tokensOf(thread(...prompts))).toContain(token);
  });

  it('a move that names its token keeps refusing a second one in a remark', () => {
    expect(read('send 10 usdc to A1 on base. thx, brett').kind).toBe('fail');
  });
});

describe('a capability the service lacks, beside a move, refuses with its name (D)', () => {
  it.each([
    ['hedge my eth with 100 usdc on base', /Hedging/],
    ['protect my eth with 100 usdc on base', /Hedging/],
    ['hedge 0.1 eth into usdc on base', /Hedging/],
    ['cash out 100 usdc on base', /Cashing out/],
    ['cash out 100 degen on base', /Cashing out/],
    ['cash out my usdc on base', /Cashing out/],
    ['long eth with 100 usdc on base', /not supported yet/],
    ['go long eth with 100 usdc on base', /not supported yet/],
    ['longing eth with 100 usdc on base', /not supported yet/],
    ['zap 100 usdc into the eth/usdc pool on base', /pool/],
    ['enter the eth/usdc pool with 100 usdc on base', /pool/],
    ['put 100 usdc into the eth/usdc pool on base', /pool/],
    ['buy 20 usdc of yes shares on base', /Prediction markets.*not supported yet/],
    ['buy 20 usdc of yes on base', /Prediction markets/],
    ['buy 20 usdc of no on base', /Prediction markets/],
    ['mirror A1 with 100 usdc on base', /Copy trading/],
    ['follow A1 with 100 usdc on base', /Copy trading/],
    ['send 100 usdc to aave on base', /Aave/],
    ['send usdc to aave on base', /Aave/],
    ['send eth to lido on base', /Lido/],
    ['send 20 usdc to polymarket on base', /Prediction markets/],
    ['send usdc to the vault on base', /vault/],
  ])('%s', (prompt, message) => {
    const r = read(prompt);
    expect(r.kind).toBe('fail');
    if (r.kind === 'fail') expect(r.message).toMatch(message);
  });

  it.each([
    'buy eth with 100 usdc on base',
    'cash out 0.1 eth on base',
    'send 20 usdc to A1 on base for the office pool',
    'send 20 usdc to my friend A1 on base for the pool party',
    'send 10 usdc to A1 on base, thanks for the long chat',
  ])('%s still moves (or asks) as before', (prompt) => {
    expect(read(prompt).kind).not.toBe('fail');
  });
});

describe('a capability word in an answer to a move question refuses the move (G)', () => {
  it.each([
    [['send 10 usdc to A1', 'bridge it to polygon'], 'BRIDGE_UNSUPPORTED'],
    [['send usdc to A1 on base', 'bridge 10'], 'BRIDGE_UNSUPPORTED'],
    [['send usdc to A1 on base', '10 via bridge'], 'BRIDGE_UNSUPPORTED'],
    [['send 10 usdc to A1', 'polygon, via bridge'], 'BRIDGE_UNSUPPORTED'],
    [['send 10 usdc to A1', 'cross chain to polygon'], 'BRIDGE_UNSUPPORTED'],
    [['swap usdc to eth on base', '100 long'], 'UNSUPPORTED_ACTION'],
    [['swap usdc to eth on base', '100 as a long'], 'UNSUPPORTED_ACTION'],
    [['swap usdc to eth', 'base perps'], 'UNSUPPORTED_ACTION'],
    [['buy 20 usdc of eth', 'base, yes shares'], 'UNSUPPORTED_ACTION'],
    [['send usdc to A1', 'base, into the aave vault'], 'UNSUPPORTED_ACTION'],
  ])('%j', (prompts, code) => {
    const r = thread(...prompts);
    expect(r.kind).toBe('fail');
    if (r.kind === 'fail') expect(r.code).toBe(code);
  });

  it.each([
    [['send usdc to aave on base', 'A1', '100']],
    [['send usdc to the pool on base', 'A1', '100']],
    [['cash out my usdc on base', '100']],
    [['hedge my eth with 100 usdc', 'base']],
  ])('%j never moves', (prompts) => {
    expect(moved(thread(...prompts))).toBeUndefined();
  });

  it.each([
    [['swap usdc to eth on base', '100'], 'intent'],
    [['send 10 usdc to A1', 'polygon'], 'intent'],
    [['send 10 usdc to A1 on base', 'how long will it take'], undefined],
  ])('%j keeps its reading', (prompts, kind) => {
    const r = thread(...prompts);
    if (kind) expect(r.kind).toBe(kind);
    else expect(r.kind === 'fail' && /not supported|not something/.test(r.message)).toBe(false);
  });
});
