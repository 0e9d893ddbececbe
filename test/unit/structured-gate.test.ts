import { describe, expect, it } from 'vitest';
import { readStructured, structuredPrompt } from '../../lib/agent/interpreter/structured-prompt.ts';
import { corpusTexts } from '../corpus/corpus.ts';

describe('structuredPrompt: prose is passed over before the structured readers run', () => {
  it.each([
    ['{"action":"swap","chain":"base","from":"USDC","to":"ETH","amount":"5"}', 'swap 5 USDC for ETH on base'],
    ['BUY DAI 75 WITH USDT ON BASE', 'buy 75 DAI with USDT on BASE'],
    ['swap 0.25 ETH→USDC on base', 'swap 0.25 ETH for USDC on base'],
    ['buy 100 degen using usdc', 'buy 100 degen with usdc'],
  ])('reads a structured form: %s', (text, sentence) => {
    expect(structuredPrompt(text)).toBe(sentence);
  });

  it.each(['buy $20 of degen with usdc on base', 'sell eth 0.5 base', 'what is my balance on solana?'])('passes prose over: %s', (text) => {
    expect(structuredPrompt(text)).toBeUndefined();
  });

  // Every text of every corpus (whole, by line and by sentence) that the gate passes over must be one the structured
  // readers leave as it is: a form added to a corpus that the gate would miss fails here.
  it('passes over no corpus text that the structured readers would change', () => {
    const missed = corpusTexts().filter((text) => structuredPrompt(text) === undefined && ![undefined, text].includes(readStructured(text) as string));
    expect(missed).toEqual([]);
  });
});
