import { describe, expect, it } from 'vitest';
import { forgetRecentTexts } from '../../lib/language/recent-texts.ts';
import { scanPrompt } from '../../lib/language/scan-prompt.ts';

// One prompt is scanned whole, by line and by clause, often the same text several times: a text's facts are shared.
describe('scanPrompt remembers recent texts', () => {
  it('gives the same facts for the same text, and fresh ones after forgetting, equal in content', () => {
    const text = 'send 50 USDT to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on solana';
    const first = scanPrompt(text);
    expect(scanPrompt(text)).toBe(first);
    expect(scanPrompt(`${text} `)).not.toBe(first);
    forgetRecentTexts();
    const again = scanPrompt(text);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('keeps a bounded number of texts: the oldest is scanned anew', () => {
    forgetRecentTexts();
    const oldest = scanPrompt('price of eth 0');
    for (let i = 1; i <= 256; i++) scanPrompt(`price of eth ${i}`);
    expect(scanPrompt('price of eth 256')).toBe(scanPrompt('price of eth 256'));
    expect(scanPrompt('price of eth 0')).not.toBe(oldest);
  });
});
