import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

const A = '0x1111111111111111111111111111111111111111';
const C = '0x3333333333333333333333333333333333333333';
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const asked = (prompt: string, pending: object) => {
  const result = read(prompt);
  expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
};

describe("the person's own figure, the paste's fields by their keys, and a list split by dashes (issue 16)", () => {
  it.each([
    // The person changes the paste's figure: theirs is the amount, of the paste's token.
    [`Dan: hey need 50 usdc on polygon for gas money lol, ${C}\n\nsend him 20 not 50, he still owes me`, '20', 'USDC'],
    [`mike: can u send me 0.5 eth on base? ${C}\n\nok send 0.2 eth instead of 0.5`, '0.2', 'ETH'],
    ['Invoice\nAmount due: 300 USDC\nNetwork: Base\nPay to: bob.eth\n\npay 250 not 300, we agreed on a discount', '250', 'USDC'],
    [`Dan: hey need 50 usdc on polygon, ${C}\n\nsend him 20`, '20', 'USDC'],
    [`sis: "can u spot me 40 dai on base? ${A}"\n\nsend her 25 rather than 40`, '25', 'DAI'],
  ])('%s', (prompt, value, token) => asked(prompt, { kind: 'transfer', token, amount: { value } }));

  it.each([
    // A result card: the person names its fields ("the prize", "the winner") and means their values.
    [`📢 Bounty results\nWinner: ${SOL}\nPrize: 25 USDC (Solana)\n\nsend the prize to the winner`, { to: SOL, chain: 'solana', amount: { value: '25' } }],
    ['Hackathon 🏆\nWinner: alice.eth\nReward: 100 USDC on base\n\npay the winner', { to: 'alice.eth', chain: 'base', amount: { value: '100' } }],
    ['INVOICE\nAmount due: 40 USDC\nNetwork: Base\nPay to: bob.eth\n\nsend the amount due', { to: 'bob.eth', amount: { value: '40' } }],
  ])('%s', (prompt, pending) => asked(prompt, { kind: 'transfer', ...pending }));

  it.each([
    // An em dash, an en dash, a hyphen or a colon between a payee and a figure parts them; it is no minus sign.
    ['Dinner split 🍝\nalice.eth — 45\nbob.eth — 45\n(usdc on base pls, venmo is down)\n\npay both of them', 'USDC', 'base'],
    ['groceries\nalice.eth - 12.5\nbob.eth - 7\n\npay them in usdc on polygon', 'USDC', 'polygon'],
    [`who owes what:\nalice.eth: 20\n${A}: 15\n\nsettle these on base, dai`, 'DAI', 'base'],
    [`trip costs\nbob.eth – 30\n${C} – 10\n\nsend these in usdc on base`, 'USDC', 'base'],
  ])('%s', (prompt, token, chain) => asked(prompt, { kind: 'transfer-batch', token, chain }));

  it.each([
    // Two figures of the person's own, or a figure the paste does not hold to be changed, never pick one.
    `Dan: hey need 50 usdc on polygon, ${C}\n\nsend him 20 or 30`,
    // A card whose field the person names by another word is not guessed at.
    `Contest results:\nWinner: ${A}\nPrize: 25 USDC\n\nsend the reward`,
    // A denied move is no request: "not buying" asks about the contract, it buys nothing.
    'telegram shill just now: "next 100x gem, ca 0x6982508145454Ce325dDbE47a25d4ec3d2311933 on eth, dont miss it"\nwhat is this token really? not buying, just curious',
    'alice.eth — 45\nbob.eth — 45\n\nlol no',
  ])('%s: nothing runs', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && movingIntentOf(result) !== undefined, JSON.stringify(result)).toBe(false);
    if (result.kind === 'ask' && movingIntentOf(result)) expect(result.pending.awaiting === 'confirm' || result.pending.confirm === true).toBe(true);
  });

  it.each([
    'telegram shill just now: "next 100x gem, ca 0x6982508145454Ce325dDbE47a25d4ec3d2311933 on eth, dont miss it"\nwhat is this token really? not buying, just curious',
    'saw this on x: "CA 0x6982508145454Ce325dDbE47a25d4ec3d2311933 (eth) sending it 🚀"\n\nwhich coin is that? not gonna buy, just want to know',
  ])('a read of the quoted contract, the move denied: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'lookup', address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933' } });
  });
});

describe('a payment someone else asks for: the chain they say is fine is its chain, and it never runs on the paste (issue 16)', () => {
  it.each([
    [
      'Hi! Thanks again for organizing. My wallet is alice.eth — could you send the 30 USDT for the concert tickets? Ethereum is fine.\n— Alice\n\nok send alice what she asked for',
      { token: 'USDT', chain: 'ethereum', to: 'alice.eth' },
    ],
    [
      'hey its bob, bob.eth is my wallet, can u send me 15 usdc? polygon works\n\nsend bob what he asked for',
      { token: 'USDC', chain: 'polygon', to: 'bob.eth' },
    ],
    [`yo send me the 10 usdc, my addr is ${A}, base pls\n\ndo it`, { token: 'USDC', chain: 'base', to: A }],
    [`pay me back the 12 dai when u can, ${C}, base is fine\n\nok go ahead`, { token: 'DAI', chain: 'base', to: C }],
  ])('%s', (prompt, pending) => asked(prompt, { kind: 'transfer', ...pending }));

  it.each([
    // "send me" is the payee's own request: beside other lines, it is not run on the prompt itself.
    `send me 5 usdc to ${A} on base\n\ndo it`,
    `can you pay me 20 usdc on polygon, ${C}\nok`,
  ])('%s: nothing runs', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && movingIntentOf(result) !== undefined, JSON.stringify(result)).toBe(false);
  });
});
