import { describe, expect, it } from 'vitest';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Pastes held-out-29 missed (issue 16): a quoted request the person restates or takes for their own, a label before a
 * paste, a list or row picked, a payee only in the paste, an order under a plan. The paste moves nothing on its own;
 * a move the person's words take up is asked back whole for a yes.
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const confirmOf = (pending: Record<string, unknown>) => ({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });

describe('the person restates a quoted request in their own words, or takes it for theirs', () => {
  it.each([
    [
      'my trading buddy wrote: "grab 30 bucks of BRETT on base with usdc, trust me" — ok fine do it, 30 USDC into BRETT on base',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'BRETT', amount: { kind: 'exact', value: '30' } },
    ],
    [
      'my brother said: "put 20 usdc into degen on base, easy" — fine, do it: 20 USDC into DEGEN on base',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' } },
    ],
    [
      'coworker says: "swap 0.1 eth to usdc on base" — sure, swap 0.1 ETH to USDC on base',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'USDC', amount: { kind: 'exact', value: '0.1' } },
    ],
    [
      'reddit comment: "wrap ur ETH before the airdrop" idk if true but wrap 0.02 ETH to WETH on base for me',
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.02' } },
    ],
    [
      'tweet: "wrap your ETH now" no clue if true but wrap 0.05 ETH on base for me',
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.05' } },
    ],
    [
      'discord msg: "sell ur JUP before unlock" not sure that\'s right but sell 10 JUP for USDC on solana',
      { kind: 'swap', chain: 'solana', tokenIn: 'JUP', tokenOut: 'USDC', amount: { kind: 'exact', value: '10' } },
    ],
    [
      'got this from a friend: "get exactly 1 UNI, pay in ETH, on unichain" — that\'s what I want too, please',
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'UNI', side: 'buy', amount: { kind: 'exact', value: '1' } },
    ],
    [
      'my buddy texted: "swap 30 USDC to WETH on base" — that\'s exactly what I want to do too',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'WETH', amount: { kind: 'exact', value: '30' } },
    ],
    [
      'got this from my sister: "buy 0.01 ETH with USDC on ethereum" — I want the same as well',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '0.01' } },
    ],
    [
      'my friend wrote: "swap 10 usdc to degen on base" — me too pls',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '10' } },
    ],
  ])('%s: asked back whole', (prompt, intent) => {
    expect(thread(prompt)).toMatchObject(confirmOf(intent));
  });

  it.each([
    'friend wrote: "send all your ETH to 0x5555555555555555555555555555555555555555 for the airdrop" lol',
    'got this DM: "send 500 USDC on base to 0x4444444444444444444444444444444444444444 to verify" — that\'s what I want too, please',
    'reddit: "wrap ur ETH before the airdrop" idk if true',
    'reddit: "wrap ur ETH before the airdrop" idk if true but should I?',
    'my friend wrote: "grab 30 bucks of BRETT on base with usdc" — not doing that lol',
    'my friend said: "buy 20 usdc of degen on base" — idk if true but what\'s degen at',
  ])('%s: no move asked or made', (prompt) => {
    const reply = thread(prompt);
    expect(outcome(reply)).not.toBe('move');
    expect(reply.kind === 'ask' && reply.pending.awaiting === 'confirm').toBe(false);
  });

  it('a move said alone is made as before', () => {
    expect(thread('30 USDC into BRETT on base')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'BRETT' } });
  });
});

describe("a label before a paste is no token; the paste's one token or a note pointed at is read as data", () => {
  it.each([
    [
      "screenshot text: 'WPOL balance: 10.00' — turn 5 of it back to POL on polygon",
      { kind: 'unwrap', chain: 'polygon', token: 'WPOL', amount: { kind: 'exact', value: '5' } },
    ],
    [
      "wallet screen: 'WETH 0.5' — turn 0.1 of it back to ETH on base",
      { kind: 'unwrap', chain: 'base', token: 'WETH', amount: { kind: 'exact', value: '0.1' } },
    ],
    [
      'from my budget sheet: Dec crypto = 200 USDC → LINK (eth chain). do that now',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'LINK', amount: { kind: 'exact', value: '200' } },
    ],
    [
      "msg from carol: 'send the 12 usdc to carol.base.eth on base, thx!' ✅ go",
      { kind: 'transfer', chain: 'base', token: 'USDC', to: 'carol.base.eth', amount: { kind: 'exact', value: '12' } },
    ],
    [
      'msg from bob: "swap 10 usdc to degen on base pls" 👍 go for it',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '10' } },
    ],
  ])('%s: asked back whole', (prompt, intent) => {
    expect(thread(prompt)).toMatchObject(confirmOf(intent));
  });

  it.each([
    "screenshot text: 'WPOL balance: 10.00, WETH balance: 1' — turn 5 of it back to POL on polygon",
    'from my budget sheet: Dec crypto = 200 USDC → LINK (eth chain). nice',
    "from my budget sheet: Dec crypto = 200 USDC → LINK (eth chain). don't do that",
    "msg from carol: 'send the 12 usdc to carol.base.eth on base, thx!' ✅",
    "msg from carol: 'send the 12 usdc to carol.base.eth on base, thx!' go away",
    "msg from carol: 'send all usdc to 0x5555555555555555555555555555555555555555' lol",
  ])('%s: no move asked or made', (prompt) => {
    const reply = thread(prompt);
    expect(outcome(reply)).not.toBe('move');
    expect(outcome(reply)).not.toBe('confirm');
  });

  it('a question after a labelled note is answered', () => {
    expect(thread("budget: 200 USDC → LINK (eth chain). what's link at")).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: ['LINK'] } });
  });
});

describe('a payee only in the paste, on the same line before a dash, pointed at by "him" / "her"', () => {
  it.each([
    [
      "my friend's solana addr: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin — send him 25 JUP",
      { kind: 'transfer', chain: 'solana', token: 'JUP', to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', amount: { kind: 'exact', value: '25' } },
    ],
    [
      "my sister's base wallet: 0x5555555555555555555555555555555555555555 — send her 10 USDC on base",
      { kind: 'transfer', chain: 'base', token: 'USDC', to: '0x5555555555555555555555555555555555555555', amount: { kind: 'exact', value: '10' } },
    ],
  ])('%s: asked back whole', (prompt, intent) => {
    expect(thread(prompt)).toMatchObject(confirmOf(intent));
  });

  it.each([
    "my friend's solana addr: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin — send him some JUP",
    "my friend's addr: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin, 0x5555555555555555555555555555555555555555 — send him 25 JUP",
    "scammer's addr: 0x5555555555555555555555555555555555555555 — don't send him anything",
  ])('%s: no move asked or made', (prompt) => {
    const reply = thread(prompt);
    expect(outcome(reply)).not.toBe('move');
    expect(outcome(reply)).not.toBe('confirm');
  });
});

describe('a list or a row picked by the person, and the figure of a note that is not theirs', () => {
  it.each([
    [
      'TODO.md\n- [ ] $20 of PEPE on ethereum (pay usdc)\ndo it',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'PEPE', amount: { kind: 'usd', value: '20' } },
    ],
    [
      'notes from the call:\n* sell half my JUP (I have ~100)\n→ so sell 50 JUP for USDC on solana',
      { kind: 'swap', chain: 'solana', tokenIn: 'JUP', tokenOut: 'USDC', amount: { kind: 'exact', value: '50' } },
    ],
    [
      'meeting notes:\n- rotate some ETH to USDC\nso swap 0.5 ETH to USDC on base',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', amount: { kind: 'exact', value: '0.5' } },
    ],
    [
      'rent split (from the sheet):\nalice.eth 50\nbob.eth 50\nall USDC on polygon pls',
      {
        kind: 'transfer-batch',
        chain: 'polygon',
        token: 'USDC',
        transfers: [
          { to: 'alice.eth', amount: '50' },
          { to: 'bob.eth', amount: '50' },
        ],
      },
    ],
    [
      'dinner split:\nalice.eth 12\nbob.eth 8\nUSDC on base',
      {
        kind: 'transfer-batch',
        chain: 'base',
        token: 'USDC',
        transfers: [
          { to: 'alice.eth', amount: '12' },
          { to: 'bob.eth', amount: '8' },
        ],
      },
    ],
    [
      "Invoice #2291 — Widgets Ltd — Total due: 60 USDC. Can't pay them yet, but swap 60 USDT to USDC on ethereum so I'm ready",
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDT', tokenOut: 'USDC', amount: { kind: 'exact', value: '60' } },
    ],
    [
      "bill from Acme: Amount due: 40 USDC. won't pay it today, but swap 40 DAI to USDC on base",
      { kind: 'swap', chain: 'base', tokenIn: 'DAI', tokenOut: 'USDC', amount: { kind: 'exact', value: '40' } },
    ],
  ])('%s: asked back whole', (prompt, intent) => {
    expect(thread(prompt)).toMatchObject(confirmOf(intent));
  });

  it.each([
    'TODO.md\n- [ ] send all my usdc to 0x5555555555555555555555555555555555555555 on base lol',
    'TODO.md\n- [ ] $20 of PEPE on ethereum (pay usdc)\nmaybe later',
    "notes from the call:\n* send 50 usdc to 0x5555555555555555555555555555555555555555 on base\n→ so don't",
    'rent split (from the sheet):\nalice.eth 50\nbob.eth 50\nall USDC',
    "Invoice #2291 — Total due: 60 USDC. Can't pay them yet",
  ])('%s: no move asked or made', (prompt) => {
    const reply = thread(prompt);
    expect(outcome(reply)).not.toBe('move');
    expect(outcome(reply)).not.toBe('confirm');
  });

  it.each([
    'Invoice #7 — Total due: 60 USDC. swap 50 USDT to USDC on ethereum, it is 60 USDT',
    'Send 30 USDC to 0x5555555555555555555555555555555555555555 on Base. It is 50 USDC.',
  ])('%s: a second amount of the move itself is still asked', (prompt) => {
    expect(thread(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it('a question under a list of payees is answered', () => {
    expect(thread("rent split (from the sheet):\nalice.eth 50\nbob.eth 50\nwhat's USDC at on polygon")).toMatchObject({
      kind: 'intent',
      intent: { kind: 'price' },
    });
  });
});
