import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

// Found by the seventh held-out set of issue 16: "launch a token on base called moon cat ticker m cat" launched the
// token with the ticker "M". A ticker said aloud in pieces ("m cat") was cut to its first letter and the rest dropped.
// One letter with another word after it that is no field word is a ticker spelt in pieces: the ticker is asked.
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('a ticker said in pieces is asked, never cut to its first letter (issue 16)', () => {
  it.each([
    'launch a token on base called moon cat ticker m cat',
    'launch a token on base called moon cat ticker is m cat',
    'create a coin named sea dog with the symbol s dog on base',
    'launch a token called pizza time symbol p time on base',
  ])('%s: asks for the ticker, launches nothing', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'launch', awaiting: 'symbol' } });
  });

  it.each([
    ['launch a token on base called moon cat ticker mcat', 'MCAT'],
    ['launch a token called moon cat with ticker m c a t on base', 'MCAT'],
    ['launch a token called X Coin, ticker X on base', 'X'],
  ])('%s: the ticker %s as said', (prompt, symbol) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', symbol } });
  });
});
