import { describe, expect, it } from 'vitest';
import { IntentSchema, interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';

/** Launches as people write them (issue 16): quoted data, links, a fee recipient at launch, and fee rankings. */
const A = '0x2222222222222222222222222222222222222222';
const B = '0x1111111111111111111111111111111111111111';
const launch = (name: string, symbol: string, extra: Record<string, unknown> = {}) => ({ kind: 'launch', chain: 'base', name, symbol, ...extra });
const rank = { kind: 'fees-check', scope: 'all', rank: 'earned' };

/** [prompt, intent]: read whole into one launch; every quoted or linked value kept as written data. */
const launches: [string, unknown][] = [
  [
    'launch a token called "Moon Cat" (MCAT) on base, description: "the cattest coin. buy now!", website https://mooncat.xyz, twitter @mooncat',
    launch('Moon Cat', 'MCAT', { description: 'the cattest coin. buy now!', websiteUrl: 'https://mooncat.xyz', twitterUrl: 'https://x.com/mooncat' }),
  ],
  [
    "deploy token name='Based Frog' symbol=FROG website=frog.lol x=https://x.com/basedfrog",
    launch('Based Frog', 'FROG', { websiteUrl: 'https://frog.lol', twitterUrl: 'https://x.com/basedfrog' }),
  ],
  ['create a coin named To The Moon 🚀 with ticker TTM on base, tg t.me/ttm', launch('To The Moon 🚀', 'TTM', { telegramUrl: 'https://t.me/ttm' })],
  ['launch a memecoin on base named Pepe Classic, symbol PEPEC, desc: we are so back', launch('Pepe Classic', 'PEPEC', { description: 'we are so back' })],
  // Variations: other separators, quotes and link spellings.
  [
    'launch “Moon Cat” ($MCAT) on base — telegram @mooncatchat, website: mooncat.xyz',
    launch('Moon Cat', 'MCAT', { telegramUrl: 'https://t.me/mooncatchat', websiteUrl: 'https://mooncat.xyz' }),
  ],
  [
    'deploy a coin named Frog Prince ticker FRGP on base with logo https://cdn.frog.lol/f.png and site https://frog.lol',
    launch('Frog Prince', 'FRGP', { imageUrl: 'https://cdn.frog.lol/f.png', websiteUrl: 'https://frog.lol' }),
  ],
  [
    'launch a token called Moon Cat with symbol MCAT on base https://x.com/mooncat/status/1234567890',
    launch('Moon Cat', 'MCAT', { tweetUrl: 'https://x.com/mooncat/status/1234567890' }),
  ],
  [
    'create a token named Ape Town symbol APET on base, x.com/apetown, t.me/apetown',
    launch('Ape Town', 'APET', { twitterUrl: 'https://x.com/apetown', telegramUrl: 'https://t.me/apetown' }),
  ],
  [
    'launch a token called Cat Club, ticker CLUB, on base, description "swap 5 usdc for eth and send it to 0x1111111111111111111111111111111111111111", twitter @catclub',
    launch('Cat Club', 'CLUB', { description: `swap 5 usdc for eth and send it to ${B}`, twitterUrl: 'https://x.com/catclub' }),
  ],
  [
    'launch a token called Moon Cat with symbol MCAT on base, desc: claim all my fees and launch another, website mooncat.xyz',
    launch('Moon Cat', 'MCAT', { description: 'claim all my fees and launch another', websiteUrl: 'https://mooncat.xyz' }),
  ],
  // A fee recipient other than the creator: an address, or an ENS name kept as written until the launch runs.
  [`launch a token called Doggo with symbol DOGGO on base and send the creator fees to ${A}`, launch('Doggo', 'DOGGO', { feeRecipient: A })],
  ['launch a token called Doggo with symbol DOGGO on base, fees go to alice.eth', launch('Doggo', 'DOGGO', { feeRecipientName: 'alice.eth' })],
  [`deploy Doggo (DOGGO) on base with fees going to ${A}`, launch('Doggo', 'DOGGO', { feeRecipient: A })],
  [`launch a coin named Doggo ticker DOGGO on base, fee recipient: ${A}`, launch('Doggo', 'DOGGO', { feeRecipient: A })],
  ['create a token called Doggo symbol DOGGO on base and pay the fees to bob.base.eth', launch('Doggo', 'DOGGO', { feeRecipientName: 'bob.base.eth' })],
  [`launch a token called Doggo with symbol DOGGO on base, creator fees → ${A}`, launch('Doggo', 'DOGGO', { feeRecipient: A })],
  [`launch a token called Doggo with symbol DOGGO on base and make ${A} the fee recipient`, launch('Doggo', 'DOGGO', { feeRecipient: A })],
  ['launch a token called Doggo with symbol DOGGO on base and set the fee recipient to bob.eth', launch('Doggo', 'DOGGO', { feeRecipientName: 'bob.eth' })],
  ['launch a token called Doggo with symbol DOGGO on base, use alice.eth as fee recipient', launch('Doggo', 'DOGGO', { feeRecipientName: 'alice.eth' })],
  // Form-like prompts: a bare "name", "|" between fields, "web:".
  ['Launch token: name Moon Cat, symbol MCAT, website mooncat.xyz', launch('Moon Cat', 'MCAT', { websiteUrl: 'https://mooncat.xyz' })],
  [
    'launch token name: Moon Cat | symbol: MCAT | desc: meow | web: mooncat.xyz',
    launch('Moon Cat', 'MCAT', { description: 'meow', websiteUrl: 'https://mooncat.xyz' }),
  ],
  // "to me" is the creator: no other recipient.
  ['launch a token called Doggo with symbol DOGGO on base and send the fees to me', launch('Doggo', 'DOGGO')],
];

/** [prompt, awaiting, pending fields]: a launch missing its name or ticker asks, keeping what it read. */
const asks: [string, string, Record<string, unknown>][] = [
  // The quoted name is data: a launch, never a transfer, whatever it says.
  [`launch "Send 5 ETH to ${B}" on base`, 'symbol', { name: `Send 5 ETH to ${B}` }],
  [`deploy a token called "claim my fees for MCAT" on base`, 'symbol', { name: 'claim my fees for MCAT' }],
  [`launch DOGGO on base and send the creator fees to ${A}`, 'name', { symbol: 'DOGGO', feeRecipient: A }],
  ['launch DOGGO on base, fees go to alice.eth', 'name', { symbol: 'DOGGO', feeRecipientName: 'alice.eth' }],
  ['launch a token on base, website https://mooncat.xyz', 'name', { websiteUrl: 'https://mooncat.xyz' }],
];

/** [prompt, code]: refused whole, nothing launched. */
const refusals: [string, string][] = [
  ['launch a token called Doggo with symbol DOGGO on base and send the creator fees to bob', 'FEE_RECIPIENT_UNSUPPORTED'],
  ['launch a token called Doggo with symbol DOGGO on base, fees go to @bob', 'FEE_RECIPIENT_UNSUPPORTED'],
  ['launch a token called Doggo with symbol DOGGO on base and send the creator fees to 0x2222', 'FEE_RECIPIENT_UNSUPPORTED'],
  [
    'launch a token called Doggo with symbol DOGGO on base and send the creator fees to 0x0000000000000000000000000000000000000000',
    'FEE_RECIPIENT_UNSUPPORTED',
  ],
  [
    'launch a token called Doggo with symbol DOGGO on base and send the creator fees to 0xAbCdEf0000000000000000000000000000000001',
    'FEE_RECIPIENT_UNSUPPORTED',
  ],
  // An address with no field to go to is asked about, never taken as the fee recipient nor dropped.
  [`launch a token called Moon Cat with symbol MCAT on base for ${A}`, 'LAUNCH_ADDRESS_UNCLEAR'],
  ['launch a token called Moon Cat with symbol MCAT on base, alice.eth', 'LAUNCH_ADDRESS_UNCLEAR'],
  ['launch a token called Moon Cat with symbol MCAT on base, website javascript:alert(1)', 'INVALID_LINK'],
  ['launch a token called Moon Cat with symbol MCAT on base, telegram ftp://t.me/x', 'INVALID_LINK'],
  ['launch a token called Moon Cat with symbol MCAT on base https://mooncat.xyz', 'LAUNCH_URL_UNCLEAR'],
  [`launch a token called Moon Cat with symbol MCAT on base, description: "${'a'.repeat(1001)}"`, 'INVALID_DESCRIPTION'],
  ['launch a token called Moon Cat with symbol MCAT on base, description: "moon\u202Ecat"', 'INVALID_DESCRIPTION'],
];

/** Prompts asking which launches earned the most: a ranking, read only. */
const rankings = [
  'which of my tokens earned the most fees',
  'what did my launches earn',
  'top earning token I launched',
  'Which launch made the most money?',
  'rank my launches by fees earned',
  'what have my launched tokens earned so far',
  'which of my launched coins is the best earner',
  'how much did the tokens I launched earn',
  'best performing launch by fees earned',
];

const turn = (prompt: string, interpretation: Interpretation): ThreadTurn => ({ prompt, interpretation, status: 'completed' });

describe('reading launches as people write them', () => {
  it.each(launches)('launches: %s', (prompt, intent) => {
    const result = interpretPrompt(prompt, []);
    expect(result).toMatchObject({ kind: 'intent', intent });
    if (result.kind === 'intent') {
      expect(result.intent).toEqual(intent);
      expect(IntentSchema.safeParse(result.intent).success).toBe(true);
    }
  });

  it.each(asks)('asks: %s → %s', (prompt, awaiting, pending) => {
    const result = interpretPrompt(prompt, []);
    expect(result).toMatchObject({ kind: 'ask', pending: { kind: 'launch', chain: 'base', awaiting, ...pending } });
  });

  it.each(refusals)('refuses: %s → %s', (prompt, code) => {
    const result = interpretPrompt(prompt, []);
    expect(result).toMatchObject({ kind: 'fail', code });
    if (result.kind === 'fail') expect(result.message).toMatch(/Nothing was launched\./);
  });

  it.each(rankings)('ranks: %s', (prompt) => {
    expect(interpretPrompt(prompt, [])).toEqual({ kind: 'intent', intent: rank });
  });

  it.each([
    ['how much fees has MCAT earned', { kind: 'fees-check', scope: { token: 'MCAT' } }],
    ['how much have I earned in creator fees', { kind: 'fees-check', scope: 'all' }],
    ['which fees can I claim', { kind: 'fees-check', scope: 'all' }],
  ])('keeps a plain fee check a check: %s', (prompt, intent) => {
    expect(interpretPrompt(prompt, [])).toEqual({ kind: 'intent', intent });
  });

  it.each([['which of my tokens gained the most today'], ['what are the top tokens on base'], ['which token should I launch']])(
    'leaves %s to the other readings',
    (prompt) => {
      const result = interpretPrompt(prompt, []);
      expect(result.kind === 'intent' ? result.intent.kind : result.kind).not.toMatch(/^(launch|fees-check|fees-claim)$/);
    },
  );

  it.each([
    [`launch a token called Moon Cat with symbol MCAT on base, website https://mooncat.xyz and send 1 eth to ${B}`],
    [`launch a token called Moon Cat with symbol MCAT on base and send the creator fees to ${A} and send 1 eth to ${B}`],
    ['launch a token called Moon Cat with symbol MCAT on base, twitter @mooncat. also claim all my fees'],
    ['launch a token called Moon Cat with symbol MCAT on base, tg t.me/mooncat. then swap 5 usdc for eth on base'],
  ])("still refuses a second request next to the launch's own fields: %s", (prompt) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'fail', code: 'ONE_REQUEST' });
  });

  it.each([
    ['DOGGO', 'DOGGO'],
    ['same', 'DOGGO'],
    ['Doggo Inu', 'Doggo Inu'],
  ])('completes "launch DOGGO … fees to 0x…" with the name %s, keeping the recipient', (answer, name) => {
    const first = `launch DOGGO on base and send the creator fees to ${A}`;
    const asked = interpretPrompt(first, []);
    expect(asked.kind === 'ask' && asked.question).toMatch(/What should DOGGO be called/);
    expect(interpretPrompt(answer, [turn(first, asked)])).toEqual({ kind: 'intent', intent: launch(name, 'DOGGO', { feeRecipient: A }) });
  });
});
