import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { directMessageWords, hearsay, lureChannels, toldBy } from '../../lib/agent/interpreter/hearsay-words.ts';
import { cashOutRefused } from '../../lib/agent/interpreter/lacked-capability.ts';
import { lureBeside } from '../../lib/agent/interpreter/made-at-once.ts';
import { wantedBuy } from '../../lib/agent/interpreter/wanted-worth.ts';
import { evmChains, solanaChain } from '../../lib/chains/chains.ts';
import { scanPrompt } from '../../lib/language/scan-prompt.ts';
import { isUsdPegged, stablecoins, usdPegged, usdPeggedSource } from '../../lib/language/token-registry.ts';
import { unitInAnswer } from '../../lib/language/unit-in-answer.ts';

/**
 * One list of the coins pegged to the US dollar (token-registry.ts `usdPegged`), read the same by every site that once
 * kept its own copy, and the wider `stablecoins` (with EURC, a euro coin) only where a site asks which side of a trade
 * is the money. Likewise one set of hearsay words, with the lure's channels and the words that make a sentence
 * someone else's named as parts of it.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const whole = new RegExp(`^(?:${usdPeggedSource})$`);

describe('the dollar coins', () => {
  it.each([['USDC'], ['USDT'], ['DAI'], ['USDBC'], ['USDCE'], ['USDS'], ['PYUSD'], ['FDUSD'], ['USDE']])('%s is a dollar coin and a stablecoin', (key) => {
    expect(usdPegged.has(key)).toBe(true);
    expect(isUsdPegged(key.toLowerCase())).toBe(true);
    expect(isUsdPegged(`$${key}`)).toBe(true);
    expect(stablecoins.has(key)).toBe(true);
    expect(whole.test(key.toLowerCase())).toBe(true);
  });

  it('holds EURC as a stablecoin only: 50 EURC is not $50', () => {
    expect(usdPegged.has('EURC')).toBe(false);
    expect(isUsdPegged('eurc')).toBe(false);
    expect(stablecoins.has('EURC')).toBe(true);
    expect([...stablecoins].filter((key) => !usdPegged.has(key))).toEqual(['EURC']);
  });

  it.each([['usd'], ['dollars'], ['eth'], ['eurc'], ['usdcx'], ['xusdc']])('its regex source matches no other word ("%s")', (word) => {
    expect(whole.test(word)).toBe(false);
  });

  it('holds every dollar coin of the registry, and no other registry token', () => {
    const listed = [
      ...evmChains.flatMap((chain) => [chain.nativeSymbol, ...chain.tokens.map((t) => t.symbol)]),
      'SOL',
      ...solanaChain.tokens.map((t) => t.symbol),
    ];
    for (const chain of evmChains) expect(usdPegged.has(chain.usdSymbol.toUpperCase())).toBe(true);
    expect(listed.filter((symbol) => stablecoins.has(symbol.toUpperCase())).sort()).toEqual(
      listed.filter((symbol) => /^(?:USDC|USDT|DAI)$/.test(symbol)).sort(),
    );
  });
});

describe('sites that read an amount in a dollar coin as dollars', () => {
  it.each([
    ['grab me 10 usdc worth on solana', 'USDC', 'solana'],
    ['buy 20 usdt worth on base', 'USDT', 'base'],
    ['buy 20 dai worth on base', 'DAI', 'base'],
  ])('"%s": the worth is what is spent, the token bought is asked', (prompt, tokenIn, chain) => {
    const r = read(prompt);
    expect(r.kind).toBe('ask');
    if (r.kind === 'ask') expect(r.pending).toMatchObject({ kind: 'swap', side: 'sell', tokenIn, chain, awaiting: 'tokenOut' });
  });

  it.each([
    ['I want BONK, 15 usdt worth, solana', 'buy 15 usdt worth of BONK, solana'],
    ['i will take just the JUP part: 20 dai worth', 'buy 20 dai worth of JUP'],
    // A dollar coin wanted, by its ticker or its name, is no asset bought with a dollar coin's worth.
    ['I want usdt, 15 usdc worth, base', 'I want usdt, 15 usdc worth, base'],
    ['I want tether, 15 usdc worth, base', 'I want tether, 15 usdc worth, base'],
  ])('wanted with a worth: "%s"', (text, said) => {
    expect(wantedBuy(text)).toBe(said);
  });

  it.each([
    ['of eth', true],
    ['eth value', true],
    ['of usdc', false],
    ['of dai', false],
    ['usdt value', false],
  ])('an answer naming the token of a bare amount, "%s", may make it dollars: %s', (answer, unit) => {
    expect(unitInAnswer(scanPrompt(answer))).toBe(unit);
  });

  it('reads "20 dai of polygon" as dollars of POL, as "20 usdc of polygon" is', () => {
    expect(read('buy 20 usdc of polygon')).toMatchObject({ kind: 'intent', intent: { tokenIn: 'USDC', tokenOut: 'POL', chain: 'polygon' } });
    // DAI is not on Polygon: what is refused is the pair, not a chain read from "polygon".
    expect(read('buy 20 dai of polygon')).toMatchObject({ kind: 'fail', code: 'NO_COMMON_CHAIN' });
  });
});

describe('sites that ask which side of a trade is the money (stablecoins, EURC included)', () => {
  it.each([
    ['ETH', 'USDC', false],
    ['ETH', 'EURC', false],
    ['DEGEN', 'DAI', false],
    ['USDC', 'ETH', true],
    ['USDC', 'DAI', true],
    ['DEGEN', 'ETH', true],
  ])('cashing out %s into %s is refused: %s', (tokenIn, tokenOut, refused) => {
    expect(cashOutRefused('cash out some', { kind: 'swap', tokenIn, tokenOut }) !== undefined).toBe(refused);
  });
});

describe('the hearsay words', () => {
  it('nests the lists: a DM is a lure channel, a lure channel is told by someone, all are hearsay', () => {
    for (const w of directMessageWords) expect(lureChannels.has(w)).toBe(true);
    for (const w of lureChannels) expect(toldBy.has(w)).toBe(true);
    for (const w of toldBy) expect(hearsay.has(w)).toBe(true);
  });

  it.each([['friend'], ['text'], ['message'], ['mail'], ['post'], ['from'], ['got'], ['received'], ['via'], ['per']])(
    '"%s" is hearsay but no lure channel',
    (w) => {
      expect(hearsay.has(w)).toBe(true);
      expect(lureChannels.has(w)).toBe(false);
    },
  );

  it.each([['from'], ['got'], ['received'], ['via'], ['per']])('"%s" makes no sentence someone else\'s on its own', (w) => {
    expect(toldBy.has(w)).toBe(false);
  });

  const move = 'Please send 120 USDC on Base to alice.eth.';
  it.each([
    [`${move} I got a DM saying my wallet is at risk.`, true],
    [`${move} she dm'd me her address.`, true],
    [`${move} Someone in my DMs asked for it.`, true],
    [`${move} the address is in her email.`, false],
  ])('"%s": a lure beside a move made at once is asked back: %s', (prompt, asked) => {
    const reading = read(move);
    expect(reading.kind).toBe('intent');
    expect(lureBeside(prompt, reading) !== undefined).toBe(asked);
  });
});
