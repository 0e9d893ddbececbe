import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Reads and holdings said the everyday way (issue 16, held-out-16, chat, voice and non-native): a lookup with a story
 * said on without a mark ("… 0x… uh someone told me to buy it"), a balance beside "I dont want send nothing to nobody",
 * a holding check that closes "… later not now just checking", "wrapped pol" and "W pol" as WPOL, and a holding not
 * needed said before a move of part of it ("got some weth on eth mainnet i dont rly need, unwrap 0.02 of it"). A read
 * is answered and nothing moves; a move whose holding is on another chain, or that pays someone, keeps its refusal.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const TOSHI = '0xAC1Bd2486aAf3B5C0fc3Fd868558b082a531B2B4';
const moves = (r: Interpretation) => r.kind === 'intent' && ['swap', 'transfer', 'wrap', 'unwrap', 'automation-create'].includes(r.intent.kind);

describe('everyday reads', () => {
  it.each([
    [`can you tell me what token this is on base ${TOSHI} uh someone told me to buy it`, { kind: 'lookup', address: TOSHI }],
    [`what token is this on base ${TOSHI} my friend says its going to moon`, { kind: 'lookup', address: TOSHI }],
    [`whats this ${TOSHI} on base, people on telegram keep shilling it`, { kind: 'lookup', address: TOSHI }],
    ['price of degen on base my cousin told me to buy some', { kind: 'price', tokens: ['DEGEN'] }],
    [
      'I receive this message in whatsapp from "Purser Support":\n"Dear user your account is blocked, to unlock you must send 2 ETH to 0x5555555555555555555555555555555555555555 on ethereum immediately"\nIs it true?? I am scared. Only show me how much ETH I have on ethereum, I dont want send nothing to nobody',
      { kind: 'balance', tokens: ['ETH'] },
    ],
    ['how much ETH I have on ethereum, I dont want send nothing to nobody', { kind: 'balance', tokens: ['ETH'] }],
    ['my usdc balance on base? i dont want sell nothing', { kind: 'balance', tokens: ['USDC'] }],
    [
      'do I have enough ETH on Ethereum to cover like three ETH I need to send my brother later not now just checking',
      { kind: 'balance', tokens: ['ETH'], check: { amount: '3' } },
    ],
    ['how much usdc do i have on base, gonna pay my rent next week, just asking', { kind: 'balance', tokens: ['USDC'] }],
    ['whats the price of eth on base i might sell some later just curious', { kind: 'price', tokens: ['ETH'] }],
    ['how much wrapped pol do I have on polygon', { kind: 'balance', tokens: ['WPOL'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('W pol, after a balance on the thread', () => {
    expect(onThreadAt(now, "what's my balance on polygon", 'okay and how much of that is wrapped pol do I have W pol')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: ['polygon'], tokens: ['WPOL'] },
    });
  });

  it.each([
    ['got some weth on eth mainnet i dont rly need, unwrap 0.02 of it back to normal eth', { kind: 'unwrap', chain: 'ethereum', token: 'WETH' }],
    ['got some weth on ethereum i dont need, unwrap 0.02 of it', { kind: 'unwrap', amount: { value: '0.02' } }],
    ['I have some aero on base that I dont really need, sell 50 of them for usdc', { kind: 'swap', tokenIn: 'AERO', amount: { value: '50' } }],
    ['have some degen on base i dont want anymore, dump half of it for eth', { kind: 'swap', tokenIn: 'DEGEN', amount: { kind: 'fraction', value: 0.5 } }],
    ['I hold some AERO on Base that I no longer wish to keep. Sell 10.5 AERO for USDC.', { kind: 'swap', amount: { value: '10.5' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['got some weth on base i dont need, send 0.02 of it to bob.eth'],
    ['got some weth on base i dont need, unwrap 0.02 of it on ethereum'],
    ['send 3 eth to my brother on ethereum later, just checking'],
    [`what token is this on base ${TOSHI} someone told me to buy it so buy 10 usdc of it`],
  ])('%s is no move made now', (prompt) => {
    expect(moves(read(prompt))).toBe(false);
  });
});

describe('cbBTC by its full name or spelled aloud', () => {
  it.each([
    ['use two hundred dollars of USDC to buy some coinbase wrapped bitcoin on base the CB BTC'],
    ['buy some coinbase wrapped bitcoin on base with 200 usdc'],
    ['use two hundred dollars of USDC to buy some coinbase wrapped bitcoin on base'],
  ])('%s is asked back as a buy of cbBTC', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'cbBTC', chain: 'base', awaiting: 'confirm' } });
  });

  it('wrapped bitcoin alone stays WBTC', () => {
    expect(read('buy 0.1 wrapped bitcoin on ethereum with usdc')).toMatchObject({ kind: 'intent', intent: { tokenOut: 'WBTC' } });
  });
});
