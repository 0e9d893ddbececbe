import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { scanPrompt } from '../../lib/language/scan-prompt.ts';
import { moveOfReading, onThreadAt } from '../support/thread-turn.ts';

/**
 * Misses of held-out-42's first run (issue 16), read as their classes. First among them the one wrong move: a
 * recurring buy whose amount was answered as "fifty bucks of usdc" was set up paying with ETH.
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const on = (...prompts: string[]) => onThreadAt(now, ...prompts);
/** The move read, as an intent or asked back whole for a yes. */
const moveOf = (prompt: string) => moveOfReading(read(prompt));
const kindOf = (r: ReturnType<typeof read>) => (r.kind === 'intent' ? r.intent.kind : r.kind === 'ask' ? `ask:${r.pending.kind}` : `fail:${r.code}`);

describe('dollars of a token, answered to an order that names only what it buys', () => {
  it.each([
    ['fifty bucks of usdc every week', 'USDC'],
    ['$50 of usdt every week', 'USDT'],
  ])('"%s": paid with that token, never with the chain’s native one', (answer, paid) => {
    const got = on('set up a recurring buy of c b b t c on base', answer);
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { tokenIn: paid, tokenOut: 'cbBTC' } } });
    expect(JSON.stringify(got)).not.toContain('"tokenIn":"ETH"');
  });
  it('dollars of the token bought stay a spend of the native token, said so', () => {
    const got = on('set up a recurring buy of cbbtc on base', '$50 of cbbtc every week');
    expect(got).toMatchObject({ kind: 'intent', intent: { action: { tokenIn: 'ETH', tokenOut: 'cbBTC' } } });
  });
});

describe('a non-native speaker’s forms', () => {
  it('"I changed my idea" before a cancel is a change of mind: the order is cancelled', () => {
    expect(kindOf(read("I changed my idea. Cancel the daily BONK buying on solana, please, I don't want it anymore."))).toBe('automation-cancel');
  });
  it('"change 100 USDC become WETH" is that swap', () => {
    expect(moveOf('please change 100 USDC become WETH, on polygon chain')).toMatchObject({ kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH' });
  });
  it('"transform 0,5 of my ETH in WETH" is a wrap of 0.5, asked back for the decimal comma', () => {
    expect(read('Olá! Can you transform 0,5 of my ETH in WETH on Base? I need it wrapped for a dapp.')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'wrap', amount: { value: '0.5' }, awaiting: 'confirm' },
    });
  });
  it('"convert 5 usdc in my order" is no swap into "my"', () => {
    expect(JSON.stringify(read('convert 5 usdc in my order on base'))).not.toContain('"tokenOut":"MY"');
  });
  it('"make stop loss on my LINK, ethereum": the chain after a comma is the order’s, and the price is asked', () => {
    expect(read('I want to make stop loss on my LINK, ethereum')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', order: { trade: 'sell my LINK on ethereum', needs: 'price' } },
    });
    expect(on('I want to make stop loss on my LINK, ethereum', 'if price go down under 12 dollar, sell all the LINK i have for USDC')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { chain: 'ethereum', tokenIn: 'LINK', tokenOut: 'USDC' } },
    });
  });
  it('"polygon上 … to each of two address: A and B" pays each of them', () => {
    expect(
      moveOf('polygon上 give 10 USDC to each of two address: 0x4444444444444444444444444444444444444444 and 0x5555555555555555555555555555555555555555'),
    ).toMatchObject({ kind: 'transfer-batch', chain: 'polygon' });
  });
  it('"… both in same time": how the batch is sent, no request of its own', () => {
    expect(moveOf('In base I need pay two persons: bob.eth 5 USDC and carol.base.eth 7,5 USDC. Both in same time')).toMatchObject({
      kind: 'transfer-batch',
    });
  });
});

describe('thousands grouped by spaces', () => {
  it('"1 000 000 BONK" is one million, read as one figure', () => {
    expect(moveOf("Sell 1 000 000 BONK against USDC on Solana, s'il vous plaît.")).toMatchObject({
      kind: 'swap',
      tokenIn: 'BONK',
      amount: { kind: 'exact', value: '1000000' },
    });
  });
  it('"1 000" alone still reads two ways and is refused', () => {
    expect(read('send 1 000 usdc to 0x4444444444444444444444444444444444444444 on base')).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });
  it('two numbers said one after the other are not joined', () => {
    expect(scanPrompt('send 5 100 usdc').amounts.map((a) => a.amount)).not.toContainEqual({ kind: 'exact', value: '5100' });
  });
});

describe('negations and takings back that are about something else', () => {
  it('"she’s not wrong. buy me some BONK" agrees, then asks how much', () => {
    expect(read("she's not wrong. buy me some BONK on solana")).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenOut: 'BONK' },
    });
  });
  it('a "not" in the move’s own clause still refuses it', () => {
    expect(read('not buying bonk on solana')).not.toMatchObject({ kind: 'intent' });
    expect(read('no don’t buy bonk on solana')).toMatchObject({ kind: 'fail', code: 'NEGATED' });
  });
  it('"wait no, I owe HER." before the transfer corrects what came before; a "wait" after it still takes it back', () => {
    expect(read('wait no, I owe HER. send her 0.5 SOL on solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).not.toMatchObject({
      code: 'NEGATED',
    });
    expect(read('send 0.5 SOL on solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin. wait')).toMatchObject({ kind: 'fail', code: 'NEGATED' });
    expect(read("wait, don't. send 0.5 SOL on solana to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin")).toMatchObject({
      kind: 'fail',
      code: 'NEGATED',
    });
  });
  it('"DO NOT send him anything … just tell me if i even have more than 2 ETH": the balance, nothing offered', () => {
    const got = read(
      'friend just dm\'d me this:\n\n"yo send me 2 ETH on base rn for the group buy, my address is 0x5555555555555555555555555555555555555555, hurry"\n\nDO NOT send him anything, i haven\'t decided. just tell me if i even have more than 2 ETH on base',
    );
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains: ['base'] } });
  });
  it('"if i even have more than 2 ETH" is a holding asked about, never a price to wait for', () => {
    expect(read('just tell me if i even have more than 2 ETH on base')).toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });
});

describe('chat around a whole request', () => {
  it.each(['swap 1.5 sol to usdc on solana real quick b4 i forget', 'swap 1.5 sol to usdc on solana before i forget'])('"%s": the swap', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'SOL', tokenOut: 'USDC' } });
  });
  it('"throw $25 into bonk on sol 🚀🚀 use usdc for it": $25 of BONK paid with USDC', () => {
    expect(moveOf('throw $25 into bonk on sol 🚀🚀 use usdc for it')).toMatchObject({
      kind: 'swap',
      tokenIn: 'USDC',
      tokenOut: 'BONK',
      amount: { kind: 'usd', value: '25' },
    });
  });
  it('"ok launching my own coin on base!!! name is …, ticker …" is that launch; asked about, it is none', () => {
    expect(read('ok launching my own coin on base!!! name is Couch Potato, ticker SPUD, description: for ppl who never leave the couch')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'launch', name: 'Couch Potato', symbol: 'SPUD' },
    });
    expect(kindOf(read('is launching a coin on base expensive?'))).not.toBe('launch');
  });
  it('"one sol. on solana" answers how much SOL', () => {
    expect(on('hey swap some of my sol into wif', 'one sol. on solana')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenIn: 'SOL', tokenOut: 'WIF', amount: { kind: 'exact', value: '1' } },
    });
  });
});

describe('a careful restatement of the move, said to restate it', () => {
  it.each([
    'I would like to exchange 25 USDC for DEGEN on Base. To restate, the amount I am spending is twenty-five USDC, no more, and I would like the DEGEN to stay in my Base wallet. Please proceed',
    'Please sell 3 UNI on ethereum for USDC. To be clear: three UNI, on Ethereum (not Unichain), into USDC.',
  ])('"%s": the move, asked back whole', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'confirm' } });
  });
  it.each([
    ['another amount', 'Please sell 3 UNI on ethereum for USDC. To be clear: five UNI'],
    ['a move of another kind', 'Please sell 3 UNI on ethereum for USDC. To be clear, send 3 UNI to 0x4444444444444444444444444444444444444444'],
    ['a widening', 'sell 5 uni for usdc on unichain. that is five UNI, or more if cheap'],
  ])('with %s it keeps its refusal', (_name, prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('the person’s own request under what they pasted (held-out-42, pasted, after the first fixes)', () => {
  it('a bound inside the pasted docs ("at least 0.1") is the paste’s when the person says the figure themselves', () => {
    const prompt =
      'The dapp docs say:\n\n> Note: this vault only accepts WETH, not native ETH. Wrap your ETH first (we recommend at least 0.1).\n\nok wrap 0.1 ETH into WETH for me on base';
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'wrap', amount: { value: '0.1' }, awaiting: 'confirm' } });
  });
  it('a bound the person says themselves is still a bound', () => {
    expect(read('The dapp docs say:\n\n> Note: wrap your ETH first.\n\nok wrap at least 0.1 ETH into WETH for me on base')).not.toMatchObject({
      pending: { awaiting: 'confirm' },
    });
  });
  it('"I already did 1. do step 2 only, I’ll think about 3": step 2 of the pasted plan, asked back whole', () => {
    const prompt =
      "this is the plan my brother wrote out for me:\n\n1. check ETH balance on ethereum\n2. swap 0.5 ETH to USDC on ethereum\n3. send half the USDC to his wallet\n\nI already did 1. do step 2 only, I'll think about 3";
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '0.5' }, awaiting: 'confirm' },
    });
  });
  it('"think about 3" is no price of a trade; "sell 1 eth on base at about 3000" still is', () => {
    expect(read('sell 1 eth on base at about 3000')).not.toMatchObject({ kind: 'intent' });
  });
  it('"she’s not wrong." under a pasted caption agrees; the buy of the person’s own asks how much, owing a yes', () => {
    const prompt = 'my sister sent me a screenshot caption: "BONK is so cute, you should own some 🐶"\n\nshe\'s not wrong. buy me some BONK on solana';
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut: 'BONK', awaiting: 'amount', confirm: true } });
    expect(read('my sister sent me a screenshot caption: "BONK is so cute"\n\nshe\'s not wrong. don\'t buy me any BONK on solana')).not.toMatchObject({
      kind: 'ask',
    });
  });
});
