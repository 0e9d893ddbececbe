import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

// Found by the seventh held-out set of issue 16: "launch a token on base called moon cat ticker m cat" launched the
// token with the ticker "M", then (a round later) asked for a ticker it had been told. A ticker said aloud in pieces is
// joined when every piece is a letter or a short word ("m cat" → MCAT), and since that is a reading, not what was
// written, the whole launch is said back for a yes; pieces that cannot be one ticker are asked about.
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string, thread: ThreadTurn[] = []) => interpretPrompt(prompt, thread, now);
const turn = (prompt: string, thread: ThreadTurn[] = []): ThreadTurn => {
  const interpretation = read(prompt, thread);
  return { prompt, status: interpretation.kind === 'fail' ? 'failed' : 'completed', interpretation } as ThreadTurn;
};

describe('a ticker said in pieces is joined and the launch asked back whole (issue 16)', () => {
  it.each([
    ['launch a token on base called moon cat ticker m cat', 'MCAT', 'moon cat'],
    ['launch a token on base called moon cat ticker is m cat please', 'MCAT', 'moon cat'],
    ['create a coin named sea dog with the symbol s dog on base', 'SDOG', 'sea dog'],
    ['launch a token called pizza time symbol p time on base', 'PTIME', 'pizza time'],
    ['launch a token called moon cat ticker m cat base', 'MCAT', 'moon cat'],
    ['deploy a coin named big dog on base, the ticker b dog inu', 'BDOGINU', 'big dog'],
    ['uh launch a coin named frog king ticker f king on base thanks', 'FKING', 'frog king'],
  ])('%s: %s, asked for a yes', (prompt, symbol, name) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { kind: 'launch', awaiting: 'confirm', symbol, name, chain: 'base' } });
    expect(reading.kind === 'ask' && reading.question).toContain(`(${symbol}) on Base`);
  });

  it('says the fee recipient in the question, and launches on "yes" only', () => {
    const first = turn('launch a token called moon cat ticker m cat on base, fees to alice.eth');
    expect(first.interpretation).toMatchObject({ kind: 'ask', question: expect.stringContaining('alice.eth') });
    expect(read('yes', [first])).toMatchObject({ kind: 'intent', intent: { kind: 'launch', symbol: 'MCAT', feeRecipientName: 'alice.eth' } });
    expect(read('moon', [first])).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });

  it('a name still missing is asked first, and the yes is still owed once it is given', () => {
    const first = turn('launch a token ticker m cat on base');
    expect(first.interpretation).toMatchObject({ kind: 'ask', pending: { awaiting: 'name', confirm: true } });
    const second = turn('Moon Cat', [first]);
    expect(second.interpretation).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm', name: 'Moon Cat', symbol: 'MCAT' } });
    expect(read('yes', [first, second])).toMatchObject({ kind: 'intent', intent: { kind: 'launch', name: 'Moon Cat', symbol: 'MCAT' } });
  });

  it.each([
    // A piece too long to be a spoken letter group: which ticker is meant is asked.
    'launch a token called moon cat ticker m catastrophe on base',
    'launch a token called moon cat ticker m cat dog moon bird on base',
  ])('%s: asks for the ticker, launches nothing', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'launch', awaiting: 'symbol' } });
  });

  it.each([
    ['launch a token on base called moon cat ticker mcat', 'MCAT'],
    ['launch a token called moon cat with ticker m c a t on base', 'MCAT'],
    ['launch a token called X Coin, ticker X on base', 'X'],
    ['launch a token called X Coin, ticker X, fees to alice.eth', 'X'],
  ])('%s: the ticker %s as said', (prompt, symbol) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', symbol } });
  });
});
