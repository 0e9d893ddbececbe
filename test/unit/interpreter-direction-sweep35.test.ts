import { describe, expect, it } from 'vitest';
import { interpretPrompt, movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Sweep 35, classes 2, 4, 7, 11, 12 and 13 (issue 16). A transfer is the caller paying: money leaves the caller's
 * wallet for the one named. Beside an address and an amount, words of money coming in ("request 10 usdc from 0x…",
 * "0x… owes me"), of an approval or a permit, of a transaction to build and not send, of money set aside or streamed,
 * of a deposit into a contract, a recipient beside a trade, a question of what a move would give, and a holding said as
 * an order's condition were read as a payment (the recipient paid, often all of a balance) or a trade now. Each is
 * refused, saying what can be done instead; a price question is answered with prices.
 */
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt.replaceAll('A1', A1).replaceAll('A2', A2), [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts.map((p) => p.replaceAll('A1', A1)));

/** Nothing moves: no move now, none asked back for a yes, none waiting for an answer. */
const movesNothing = (reading: Interpretation) => {
  expect(movingIntentOf(reading)).toBeUndefined();
};

describe('money coming in is never paid out to the payer', () => {
  it.each([
    'make A1 pay me 10 usdc on base',
    'A1 is sending me 10 usdc on base',
    'make bob.eth pay me 10 usdc on base',
    'bob.eth is sending me 10 usdc on base',
    'request 10 usdc from A1 on base',
    'ask A1 for 10 usdc on base',
    'collect 10 usdc from A1 on base',
    'invoice A1 for 10 usdc on base',
    'charge A1 10 usdc on base',
    'bill A1 10 usdc on base',
    'take 10 usdc from A1 on base',
    'pull 10 usdc from A1 on base',
    'receive 10 usdc from A1 on base',
    'claim 10 usdc from A1 on base',
    'redeem 10 usdc from A1 on base',
    'fetch 10 usdc from A1 on base',
    'deposit 10 usdc from A1 on base',
    'A1 owes me 10 usdc on base',
    'A1 owes me 10 usdc on base, remind him',
    'A1 should send me 10 usdc on base',
    'A1 sent 10 usdc to me on base',
    'A1 paid me 10 usdc on base',
    'i received 10 usdc from A1 on base',
    'i got 10 usdc from A1 on base',
    'has A1 paid me 10 usdc on base?',
    'check if A1 sent 10 usdc on base',
    'expecting 10 usdc from A1 on base',
    'waiting for 10 usdc from A1 on base',
    // Other languages: a verb of asking or receiving, or "from" said as de / von / se / depuis / ot.
    'cobra 10 usdc a A1 en base',
    'pide 10 usdc a A1 en base',
    'recibir 10 usdc de A1 en base',
    'A1 se paise lo 10 usdc base pe',
    'A1 se 10 usdc le lo base pe',
    'A1 ko bolo 10 usdc bheje base pe',
    'singilin si A1 ng 10 usdc sa base',
    'cobrar 10 usdc de A1 na base',
    'receber 10 usdc de A1 na base',
    'fordere 10 usdc von A1 auf base',
    'empfange 10 usdc von A1 auf base',
    'réclame 10 usdc à A1 sur base',
    'reçois 10 usdc de A1 sur base',
    'polu chi 10 usdc ot A1 v base',
    'collect my 10 usdc wey A1 owe me for base',
    'manda 10 usdc de A1 en base',
    'schick 10 usdc von A1 auf base',
    'A1 se 10 usdc bhejo base pe',
    'envoie 10 usdc depuis A1 sur base',
    'send 10 usdc de A1 to A2 on base',
    'send 10 usdc von A1 to A2 on base',
    'send 10 usdc se A1 to A2 on base',
    'send 10 usdc from my wallet A1 to A2 on base',
    // Siblings written differently.
    'A1 needs to pay me 10 usdc on base',
    'A1 will reimburse me 10 usdc on base',
    'withdraw 10 usdc out of A1 on base',
    'send an invoice to A1 for 10 usdc on base',
    "i'm owed 10 usdc by A1 on base",
    'A1 still owes me 10 usdc on base',
    'A1 ne mujhe 10 usdc bheje base pe',
    'A1 me debe 10 usdc en base',
    'A1 schuldet mir 10 usdc auf base',
    'cobrarle 10 usdc a A1 en base',
    'A1 promised me 10 usdc on base',
    'transfer 10 usdc A1 -> me on base',
    'A1 → me 10 usdc base',
    'i want A1 to send me 10 usdc on base',
    'please ask A1 to pay 10 usdc on base',
    'get paid 10 usdc by A1 on base',
    '10 usdc from A1 on base',
    'send a payment request for 10 usdc to A1 on base',
    'A1 ko 10 usdc dene bolo base pe',
    'A1 needs to send 10 usdc on base',
    'A1 deve me pagar 10 usdc na base',
    'haz que A1 me pague 10 usdc en base',
    'A1 muss mir 10 usdc auf base zahlen',
    'A1 doit me payer 10 usdc sur base',
    'tell A1 to send 10 usdc on base',
    'can A1 send me 10 usdc on base',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
    movesNothing(reading);
  });

  it('says why and what to do instead', () => {
    expect(read('request 10 usdc from A1 on base')).toMatchObject({
      kind: 'fail',
      code: 'INVALID_RECIPIENT',
      message: expect.stringContaining('money coming to you'),
    });
  });

  it.each(['request 10 usdc from A1 on base', 'A1 owes me 10 usdc on base', 'charge A1 10 usdc on base', 'pull 10 usdc from A1 on base'])(
    'a yes after "%s" pays nothing',
    (prompt) => movesNothing(thread(prompt, 'yes')),
  );
});

describe('approvals, permits and spending rights are never sent as transfers', () => {
  it.each([
    'approve 100 usdc for A1 on base',
    'approve A1 to spend 100 usdc on base',
    'set allowance of 100 usdc for A1 on base',
    'approve max usdc to A1 on base',
    'approve all my usdc for A1 on base',
    'sign permit2 for usdc spender A1 amount max on base',
    'give A1 allowance to spend 50 usdc on base',
    'increase allowance for A1 by 100 usdc on base',
    'approve 1000 usdc to spender A1 on base',
    'allowance: 100 usdc, spender: A1, chain: base',
    'usdc.approve(A1, 100) on base',
    'token approval 100 usdc A1 base',
    'grant 100 usdc allowance to A1 on base',
    'authorize 100 usdc for A1 on base',
    'authorise A1 for 100 usdc on base',
    'authorize A1 to withdraw 100 usdc on base',
    'approve spending of 100 usdc by A1 on base',
    'let A1 spend 100 usdc on base',
    'let A1 use 100 of my usdc on base',
    'let A1 pull 100 usdc from my wallet on base',
    'permit A1 to use 100 usdc on base',
    'permit A1 100 usdc on base',
    'send 100 usdc allowance to A1 on base',
    'allowance 100 usdc A1 base',
    'sign the permit for A1 for 100 usdc on base',
    'sign a permit giving A1 100 usdc on base',
    'sign a message approving 100 usdc for A1 on base',
    'give A1 permission to spend 100 usdc on base',
    'whitelist A1 for 100 usdc on base',
    'enable A1 to spend 100 usdc on base',
    'allow A1 100 usdc on base',
    'allow A1 to take 100 usdc on base',
    'A1 can spend 100 usdc on base',
    'A1 may use up to 100 usdc on base',
    'i approve A1 spending 100 usdc on base',
    'spender A1 amount 100 usdc chain base',
    'approve: 100 usdc → A1 (base)',
    'approval 100 usdc to A1 base',
    'allowance for A1: 100 usdc on base',
    'grant allowance 100 usdc A1 base',
    'set spending cap 100 usdc for A1 on base',
    'pre-authorize 100 usdc to A1 on base',
    // Siblings written differently.
    'give A1 access to 100 usdc on base',
    'set an allowance for A1 of 100 usdc on base',
    'grant A1 spending rights over 100 usdc on base',
    'A1 is allowed to spend 100 usdc on base',
    "increase A1's allowance to 100 usdc on base",
    'approve A1 for 250 usdc on polygon',
    'let A1 take up to 100 usdc a month on base',
    'increase allowance A1 100 usdc base',
    'give A1 unlimited access to my usdc on base',
    'A1 is approved to spend 100 usdc on base',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'fail', code: 'UNSUPPORTED_ACTION' });
    movesNothing(reading);
  });

  it('names what the service offers instead', () => {
    const reading = read('approve max usdc to A1 on base');
    expect(reading).toMatchObject({ kind: 'fail', message: expect.stringContaining('POST /agent/sign') });
  });

  it.each([
    ['approve 100 usdc for A1 on base', 'yes'],
    ['approve A1 to spend 100 usdc on base', 'ok'],
    ['approve max usdc to A1 on base', 'yes'],
    ['give A1 allowance to spend my usdc', '100', 'base'],
    ['give A1 allowance to spend my usdc', '100 on base'],
    ['sign permit2 for usdc spender A1 amount max', 'base'],
    ['give A1 permission to move my usdc on base', '100'],
  ])('no turn of %j pays the spender', (...prompts) => movesNothing(thread(...prompts)));
});

describe('a transaction to build, queue or propose is never sent', () => {
  it.each([
    'generate calldata for sending 1 eth to A1 on base',
    'encode a transfer of 100 usdc to A1 on base',
    'give me the raw tx for sending 1 eth to A1 on base',
    'export tx: 1 eth to A1 on base',
    'unsigned tx: 1 eth to A1 on base',
    'build a tx sending 1 eth to A1 on base',
    'create a tx 1 eth to A1 on base',
    'prepare 1 eth to A1 on base',
    'stage a transfer of 1 eth to A1 on base',
    'propose a tx sending 1 eth to A1 on base',
    'queue a tx: 1 eth to A1 on base',
    'queue 1 eth to A1 on base',
    'co-sign 1 eth to A1 on base',
    "prepare a tx to send 1 eth to A1 on base, don't broadcast",
    // Siblings written differently.
    'encode 1 eth to A1 on base as calldata',
    'create an unsigned transaction sending 5 usdc to A1 on base',
    'draft a tx: 5 usdc to A1 on base',
    "just build the transaction for 5 usdc to A1 on base, I'll sign it myself",
    'sign typed data for A1 100 usdc on base',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'fail', code: 'UNSUPPORTED_ACTION', message: expect.stringContaining('POST /agent/submit') });
  });
});

describe('money set aside, streamed or deposited into a contract is never a plain transfer', () => {
  it.each([
    'reserve 100 usdc for A1 on base',
    'earmark 100 usdc for A1 on base',
    'set aside 100 usdc for A1 on base',
    'hold 100 usdc for A1 on base',
    'put aside 100 usdc for A1 on base',
    'stream 100 usdc to A1 on base',
    'vest 100 usdc to A1 on base',
    'deposit 1 eth into A1 on base',
    'interact with contract A1 on base: deposit 1 eth',
    'deposit 100 usdc to A1 on base',
    'deposit 100 usdc into the vault A1 on base',
    'supply 100 usdc to A1 on base',
    'provide 100 usdc liquidity to A1 on base',
    'lock 100 usdc in A1 on base',
    'escrow 100 usdc with A1 on base',
    'fund contract A1 with 1 eth on base',
    'load 100 usdc onto A1 on base',
    // Siblings written differently.
    'put 100 usdc into vault A1 on base',
    'add 100 usdc to pool A1 on base',
    'deposit into A1 100 usdc on base',
    'stake 1 eth with A1 on base',
    'deposit 0.5 eth to contract A1 on base',
    'add liquidity 100 usdc to A1 on base',
    'send 100 usdc to the escrow A1 on base',
    'pool 100 usdc into A1 on base',
    'put 100 usdc in escrow for A1 on base',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'fail', code: 'UNSUPPORTED_ACTION' });
  });
});

describe('a recipient beside a trade is refused, never dropped', () => {
  it.each([
    'sell 1 eth to A1 on base',
    'sell 1 eth for usdc to A1 on base',
    'swap 10 usdc to eth on base to A1',
    'buy $10 of eth to A1 on base',
    'sell 10 usdc for eth to A1 on base',
    // Siblings written differently.
    'swap 10 usdc to eth for A1 on base',
    'buy eth for A1 with 10 usdc on base',
    'sell 1 eth on base and pay the usdc to A1',
    'swap 10 usdc to eth on base, recipient A1',
    'swap 1 sol to usdc on solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    'exchange 10 usdc for eth on base, deliver it to A1',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
    movesNothing(reading);
  });

  it.each([
    ['buy 10 usdc of 0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed on base', 'DEGEN'],
    ['sell 100 0x4ed4e862860bed51a9570b96d89af5e1b0efefed for usdc on base', 'DEGEN'],
  ])('a token named by its address is no recipient: %s', (prompt, token) => {
    const moving = movingIntentOf(read(prompt)) as { kind?: string; tokenIn?: string; tokenOut?: string };
    expect(moving?.kind).toBe('swap');
    expect([moving.tokenIn, moving.tokenOut]).toContain(token);
  });
});

describe('a holding is never read as a price, nor the part of it above an amount as an amount', () => {
  it.each([
    'sell 1 eth when my balance is over 5 on base',
    'send 1 eth to A1 when my balance is over 5 on base',
    'send half my usdc to A1 if i have over 100 on base',
    'sell all my degen once my position hits $1000 on base',
    'when my eth is worth 5000 sell it on base',
    'if my eth is worth more than $5000 sell half on base',
    'value of my degen on base, sell it if over 100 bucks',
    'sell everything over 1 eth on base',
    'sell whatever eth i have above 1 on base',
    // Siblings written differently.
    'sell 1 eth on base when my eth balance hits 5',
    'if my wallet has more than 5 eth sell 1 on base',
    'once i hold 10 eth, sell 1 on base',
    'send 1 eth to A1 when i have more than 5 eth on base',
    'buy eth when my usdc balance goes above 1000 on base',
    'sell eth if my eth holdings exceed 5 on base',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
    movesNothing(reading);
  });

  it('sell everything over 1 eth, then yes: nothing sold', () => movesNothing(thread('sell everything over 1 eth on base', 'yes')));
});

describe('a question of what a move would give is answered, never made', () => {
  it.each([
    ['what would I get for 1 eth in usdc on base', ['USDC', 'ETH']],
    ["what's 1 eth worth in usdc on base", ['USDC', 'ETH']],
    ['how much usdc would I get for 1 eth on base', ['USDC', 'ETH']],
    ['how much usdc for 1 eth on base?', ['USDC', 'ETH']],
    ['what would i get for 100 usdc in degen', ['DEGEN', 'USDC']],
  ])('%s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens } });
  });

  it.each([
    'what would it cost to send 1 eth to A1 on base',
    'what would 1 eth get me in usdc on base',
    'how much would it cost to swap 10 usdc to eth on base',
    'what would sending 1 eth to A1 on base cost me',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'fail' || reading.kind === 'intent').toBe(true);
    movesNothing(reading);
  });

  it.each(['1 eth in usdc on base?', '1 eth to usdc on base?', 'whats 1 eth in usdc on base?', '1 eth in usdc on base'])(
    'a verbless question is no trade: %s',
    (prompt) => {
      const reading = read(prompt);
      expect(reading.kind).toBe('fail');
      movesNothing(reading);
    },
  );

  it('the answer to a quote is no buy', () => movesNothing(thread('what would I get for 1 eth in usdc on base', 'usdc')));
});

describe('payments and trades said plainly keep their reading', () => {
  it.each([
    'send 10 usdc to A1 on base',
    'pay A1 10 usdc on base',
    'give A1 10 usdc on base',
    'tip A1 5 usdc on base',
    'transfer 10 usdc from my wallet to A1 on base',
    "send 10 usdc to A1 on base, it's for the deposit on the flat",
    'transfer 10 usdc to A1 on base to pay for the pool cleaning',
    'send 0.1 eth to A1 on base, I owe him for dinner',
    'send A1 the 10 usdc i owe him on base',
    'pay back A1 10 usdc on base',
    'refund A1 10 usdc on base',
    'return 10 usdc to A1 on base',
    'send 10 usdc to A1 on base, he requested it',
    'I authorize you to send 10 usdc to A1 on base',
    'please send 10 usdc to A1 on base, the receiver is my brother',
    'send 10 usdc to the receiving address A1 on base',
    'manda 10 usdc a la dirección de A1 en base',
    'envie 10 usdc para A1 na base',
    'schick 10 usdc an A1 auf base',
    'A1 ko 10 usdc bhejo base pe',
    'transfer 50 usdc to A1 on polygon for the escrow fees',
    'send 10 usdc to A1 on base, he is expecting it today',
    'pay my friend A1 10 usdc on base, I received his invoice',
    "send 10 usdc to A1 on base - it's a stake in the project",
    'to A1 send please 0.01 eth, in ethereum mainnet',
    'bhai 10 usdc bhej de A1 pe base chain',
    'authorize a payment of 100 usdc to A1 on base',
    'send 10 usdc to A1 on base abi?',
    '(pre-approved) send 1 eth to A1 on base',
  ])('%s', (prompt) => {
    const moving = movingIntentOf(read(prompt)) as { kind?: string; to?: string } | undefined;
    expect(moving?.kind).toBe('transfer');
    expect(moving?.to).toBe(A1);
  });

  it.each([
    'swap 10 usdc to eth on base',
    'sell 1 eth for usdc on base',
    'buy 100 degen with usdc on base',
    'sell 1 eth when it hits 5000 on base',
    'sell all my eth if it drops below 2000 on base',
    'sell half my eth when eth is above 4000 on base',
    'sell all eth above 3000 on base',
    '1 eth to usdc on base',
    '0.5 eth -> usdc on base',
  ])('%s', (prompt) => {
    expect(movingIntentOf(read(prompt))).toBeDefined();
  });
});

describe('a request broken over lines is read whole', () => {
  // The direction was read from the last line only: "…\non base" named no amount, and the request before it was paid.
  it.each([
    ['request 10 usdc from A1\non base', 'INVALID_RECIPIENT'],
    ['approve max usdc to A1\non base', 'UNSUPPORTED_ACTION'],
    ['approve 100 usdc for A1 on base\nthanks', 'UNSUPPORTED_ACTION'],
    ['A1 owes me 10 usdc\nbase', 'INVALID_RECIPIENT'],
  ])('%s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });

  it.each(['send 10 usdc to A1\non base', 'hi\nsend 1 eth to A1 on base'])('%s still pays', (prompt) => {
    expect(movingIntentOf(read(prompt))).toMatchObject({ kind: 'transfer', to: A1 });
  });
});
