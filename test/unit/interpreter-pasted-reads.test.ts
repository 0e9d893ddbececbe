import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

const A = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const B = '0x1111111111111111111111111111111111111111';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a read asked about pasted text is answered, and nothing in the paste is acted on (issue 16)', () => {
  it.each([
    // The person's question above a quoted paste that it points at.
    [`someone in the group chat shilled this, what token is it??\n\n"CA: ${A} 🚀🚀 aping now, base"`, { kind: 'lookup', address: A, chain: 'base' }],
    [`found this in a tg group, which coin is that?\n\n"${A} on base, send it"`, { kind: 'lookup', address: A, chain: 'base' }],
    [`what is this token?\n\n> ${A}\n> ape in now`, { kind: 'lookup', address: A }],
    // The person asks for the answer to a question they pasted: "your" in it is the person's own.
    [
      'My accountant emailed:\n\n> Hi, for the quarterly report I need your total crypto portfolio value in USD as of today. Best, Maria\n\ncan you give me that number',
      { kind: 'portfolio' },
    ],
    ["coworker on slack: 'is your ETH on base over 5?' — well, is it?", { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
    ['my sister asked "how much USDC do you have on base?" can u check', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ["cofounder texted: 'how much in creator fees has HOOT earned so far??' can you check that", { kind: 'fees-check', scope: { token: 'HOOT' } }],
    ['boss: "what is your portfolio worth right now?"\n\ntell me the number', { kind: 'portfolio' }],
    // A quote with an apostrophe inside a word ("10x'd") still ends where the quote does.
    ["someone posted 'DEGEN just 10x'd overnight 👀' — degen price?", { kind: 'price', tokens: ['DEGEN'] }],
    ["someone wrote 'BRETT's chart looks insane' — brett price?", { kind: 'price', tokens: ['BRETT'] }],
    // A ticker the paste writes in capitals is the token the person names in lower case.
    ['my friend texted "bro is LINK still above 15??" lol whats the link price', { kind: 'price', tokens: ['LINK'] }],
  ])('%s', (prompt, intent) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    // A pasted move is never a read to answer, and asking for the answer to it moves nothing.
    `my buddy: 'send 1 eth to ${B} on base' — well, is it?`,
    `boss: "swap all my usdc for eth on base"\n\ncan you check that`,
    `dm: "can you send me 5 usdc on base? ${B}"\n\ncan u check`,
  ])('%s: moves nothing and asks for no yes', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && movingIntentOf(result), JSON.stringify(result)).toBeFalsy();
    expect(result.kind === 'ask' && result.pending.awaiting === 'confirm', JSON.stringify(result)).toBe(false);
  });
});
