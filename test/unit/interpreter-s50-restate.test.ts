import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose (held-out-32, issue 16): a second sentence that points back at the same move, and plain words that are
 * no tickers.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('a word after a move verb that sends nothing is no ticker', () => {
  it.each(['send it to daniel', 'Please send it to Daniel.', 'move larger sums', 'before I move larger sums through the service'])('%s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ code: 'UNKNOWN_TOKEN' });
    expect(read(prompt).kind).not.toBe('intent');
  });
  it.each([
    ['send mog to 0x1111111111111111111111111111111111111111', 'MOG'],
    ['send 5 mog to bob.eth', 'MOG'],
  ])('%s still names an unknown token', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_TOKEN', message: expect.stringContaining(token) });
  });
});

describe('a move pointed back at, its payee named, is the same move', () => {
  it.each([
    ["I'd like to send 50 USDC on Base to my sister. Send it to Anna please.", '50'],
    ["I'd like to send 50 USDC on Base to my sister. Send it to Anna please. Thanks so much.", '50'],
    ["I'd like to send him 200 USDC on Base as a gift. Please send it to Daniel. Thank you ever so much.", '200'],
  ])('%s asks for the address', (prompt, value) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value }, awaiting: 'to' },
    });
  });
  it.each([
    "I'd like to send him 200 USDC on Base. Please send 5 ETH to Daniel.",
    "I'd like to send him 200 USDC on Base. Please send it to Daniel on Polygon.",
    "I'd like to send him 200 USDC on Base. Please send it to 0x1111111111111111111111111111111111111111.",
    "I'd like to send him 200 USDC on Base. Then send it to Daniel and swap the rest.",
  ])('%s is no one move', (prompt) => {
    const it = read(prompt);
    expect(it.kind).not.toBe('intent');
    expect(it).not.toMatchObject({ kind: 'ask', pending: { awaiting: 'to' } });
  });
});

describe('the person\'s own news joined to their wish by "and" is no pasted text', () => {
  it.each([
    ["My nephew Daniel has just started university and I'd like to send him 200 USDC on Base as a gift.", '200'],
    [
      "My nephew Daniel has just started university and I'd like to send him 200 USDC on Base as a gift. Please send it to Daniel. Thank you ever so much.",
      '200',
    ],
  ])('%s asks for the address', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token: 'USDC', amount: { kind: 'exact', value }, awaiting: 'to' } });
  });
  it.each([
    "My brother said to buy PEPE and I'd like to send him 200 USDC on Base.",
    'My friend Tom moved house last week and I want to send him 20 USDC on Base to 0x1111111111111111111111111111111111111111',
    'my boss wants 50 ETH and I would like to send him 200 USDC on Base to 0x1111111111111111111111111111111111111111',
  ])('%s moves nothing at once', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('an amount out of a balance is where the move takes it from', () => {
  it.each(['spend 1.5 SOL of my Solana balance on JUP', 'spend 1.5 SOL of my balance on JUP', 'Kindly spend 1.5 SOL from my Solana balance on JUP.'])(
    '%s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({
        kind: 'intent',
        intent: { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'JUP', amount: { kind: 'exact', value: '1.5' } },
      });
    },
  );
  it('a balance on another chain is no guess', () => {
    expect(read('spend 1.5 SOL of my Polygon balance on JUP').kind).toBe('fail');
  });
  it('a balance asked is still a read', () => {
    expect(read('what is my Solana balance')).toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });
});

describe("the move's own amount said again after it is the same move", () => {
  it.each([
    'Kindly spend 1.5 SOL on JUP. one and a half SOL only, please.',
    'Kindly spend 1.5 SOL on JUP. I am comfortable with the risk. one and a half SOL only, please.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'SOL', tokenOut: 'JUP', amount: { kind: 'exact', value: '1.5' } } });
  });
  it.each([
    'Kindly spend 1.5 SOL on JUP. 2 SOL only, please.',
    'Kindly spend 1.5 SOL on JUP. 1.5 JUP only, please.',
    'Kindly spend 1.5 SOL on JUP. 1.5 SOL on Base only.',
    'Kindly spend 1.5 SOL on JUP. 1.5 SOL more later',
    "Kindly spend 1.5 SOL on JUP. I am comfortable with the risk, but I'd like to wait — one and a half SOL only, please.",
    'Kindly spend 1.5 SOL on JUP. I am comfortable with the risk, but not today — one and a half SOL only, please.',
    "Kindly spend 1.5 SOL on JUP. my friend says it is fine, but I'd like to keep it modest — one and a half SOL only, please.",
    'Kindly spend 1.5 SOL on JUP. I am comfortable with the risk, but make it USDC — one and a half SOL only, please.',
  ])('%s is not made', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('the amount got said to matter over the token paid is no token ruled out', () => {
  it.each([
    "For a small experiment I'd like to hold exactly 4 LINK on Ethereum. Please purchase precisely 4 LINK, paying with USDC from my Ethereum wallet. To restate: the amount that matters is the 4 LINK received, not the USDC spent.",
    'Please purchase precisely 4 LINK on Ethereum, paying with USDC. The amount that matters is the 4 LINK received, not the USDC spent.',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'LINK', amount: { kind: 'exact', value: '4' }, awaiting: 'confirm' },
    });
  });
  it.each([
    'Please purchase precisely 4 LINK on Ethereum, paying with USDC. To restate: the amount that matters is the 5 LINK received, not the USDC spent.',
    'Please purchase precisely 4 LINK on Ethereum, paying with USDC. The amount that matters is the 4 UNI received, not the USDC spent.',
    'Please sell precisely 4 LINK on Ethereum for USDC. The amount that matters is the 4 LINK received, not the USDC spent.',
    'buy 2 LINK on ethereum, not with usdc',
  ])('%s is refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('an address said to be whose, after "the following address", is the request\'s own', () => {
  const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
  it('one line: the relative clause is no question', () => {
    expect(read(`Please send 2 SOL from my Solana wallet to the following address, which belongs to my brother: ${address}`)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'solana', token: 'SOL', amount: { kind: 'exact', value: '2' }, to: address },
    });
  });
  it.each([
    `Please send 2 SOL from my Solana wallet to the following address, which belongs to my brother: ${address}\n\nI have checked the address character by character. Thank you for your help.`,
    `Please send 2 SOL from my Solana wallet to the following address, which belongs to my brother:\n${address}\n\nI have checked the address character by character.`,
  ])('a care remark under it is no paste to read a balance from: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });
  it.each([`Please send 2 SOL on solana to ${address}\n\nmy friend told me to do this`, `send 2 SOL on solana to ${address} which is wrong`])(
    '%s is not made',
    (prompt) => {
      expect(read(prompt).kind).not.toBe('intent');
    },
  );
});

describe("a batch's own total said again is no amount of its own", () => {
  it.each([
    ['send 100 USDC to bob.eth and 100 USDC to carol.base.eth on base — that is 200 USDC in total, 100 each.', ['100', '100']],
    ['send 100 USDC to bob.eth and 50 USDC to carol.base.eth on base, so 150 USDC in total.', ['100', '50']],
  ])('%s', (prompt, amounts) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer-batch', chain: 'base', token: 'USDC', transfers: amounts.map((amount) => ({ amount })) },
    });
  });
  it.each([
    'send 100 USDC to bob.eth and 100 USDC to carol.base.eth on base — that is 300 USDC in total.',
    'send 100 USDC to bob.eth and 50 USDC to carol.base.eth on base, so 150 USDC in total, 100 each.',
  ])('%s is refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('beside a read, moves said to be none at all leave the read', () => {
  it.each([
    [
      'I would be grateful for a complete overview of everything I hold, across all of the networks you support (Base, Ethereum, Polygon, Unichain and Solana), together with the approximate total value in US dollars. Nothing should be bought, sold or transferred.',
      ['base', 'ethereum', 'polygon', 'unichain', 'solana'],
    ],
    ['a complete overview of everything I hold on Base and Polygon. Nothing should be bought, sold or transferred.', ['base', 'polygon']],
  ])('%s', (prompt, chains) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'portfolio', chains } });
  });
  it('a move beside it still names several chains', () => {
    expect(read('swap 1 ETH for USDC on base and on polygon. Nothing should be sold.')).toMatchObject({ kind: 'fail', code: 'MANY_CHAINS' });
  });
});
