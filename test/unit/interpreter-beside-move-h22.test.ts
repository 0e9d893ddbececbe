import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose beside one move (held-out-22, issue 16), more roles of the general rule (beside-move.ts): a wish for the
 * reply said as a courtesy, the move restated as one, the rest of a holding left where it is, a cost above spot accepted,
 * a bad quote to be told of first, a place other than the move's own ruled out. The move is asked back whole for a yes.
 * A condition, a second move, another amount or place beside it keeps today's refusal or ask.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move beside sentences that only agree with it (held-out-22): asked back whole for a yes', () => {
  it.each([
    // held-out-22-work:10 — a bad quote to be told of first.
    [
      'I would like to make a modest purchase of DEGEN on Base. Please spend exactly 40 USDC from my Base wallet on DEGEN. If the price impact looks unusually high — more than a percent or so — please stop and let me know rather than proceeding. Thank you for your care with this.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN' },
    ],
    [
      'Please swap 100 USDC for AERO on Base. If the slippage turns out high, tell me first.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO' },
    ],
    [
      'Please sell 0.1 ETH for USDC on Base. If the quote is poor compared with the market, please check with me before proceeding.',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'USDC' },
    ],
    // held-out-22-work:16
    [
      'Please swap 1.5 SOL for USDC on Solana. I am reducing my exposure a little ahead of some travel and would like the stablecoin to stay in my Solana wallet. If the rate you can get is materially worse than about $150 per SOL, please tell me before executing rather than after.',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC' },
    ],
    // held-out-22-work:12 — a wish for the reply.
    [
      "I'd like to convert about $60 worth of my ETH on Base into AERO. Please use ETH itself (the native coin, not WETH) and the default slippage settings. Once it is done, I would appreciate a confirmation of how much AERO I actually received.",
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'AERO' },
    ],
    [
      "I am curious about DEGEN. Please swap 20 USDC for DEGEN on Base. Once it's done, I would appreciate a confirmation of how many DEGEN I received.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN' },
    ],
    // held-out-22-work:21
    [
      'Would you please transfer 0.05 ETH on Ethereum mainnet to vitalik.eth? It is a small donation. I would also be grateful if you could repeat the resolved address in your reply, so that I have a record of where it went.',
      { kind: 'transfer', chain: 'ethereum', token: 'ETH', to: 'vitalik.eth' },
    ],
    [
      "Please send 25 USDC to alice.eth on Base. It's for dinner. I'd appreciate it if you would include the resolved address in the confirmation.",
      { kind: 'transfer', chain: 'base', token: 'USDC', to: 'alice.eth' },
    ],
    // held-out-22-work:13 — a place other than the move's own, ruled out.
    ["Please swap 50 USDC for ETH on Base. Don't move the ETH elsewhere afterwards, thanks.", undefined],
    // held-out-22-work:14 — the rest left where it is.
    [
      'I need WETH rather than ETH for a contract I am interacting with on Base. Could you please wrap 0.25 ETH into WETH on Base? Only 0.25, please — I want to leave the rest of my ETH unwrapped so I can continue paying for gas.',
      { kind: 'wrap', chain: 'base', token: 'ETH' },
    ],
    // held-out-22-work:17 — the move restated as one.
    [
      'I would like to start a very small bitcoin position on Base. Would you please buy cbBTC with 300 USDC? I would prefer it to be done as a single swap rather than split into pieces. Many thanks.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'cbBTC' },
    ],
    // held-out-22-work:20 — a payee's own ask of the chain; the one recipient named twice.
    [
      'I owe my sister a small amount and she has asked for it on Base. Please send 150 USDC to alice.eth on Base. I have double-checked the name with her and it is definitely alice.eth. Nothing else is needed.',
      { kind: 'transfer', chain: 'base', token: 'USDC', to: 'alice.eth' },
    ],
    [
      'My brother lent me some money and he has asked for it on Base. Please send 80 USDC to bob.eth on Base.',
      { kind: 'transfer', chain: 'base', token: 'USDC', to: 'bob.eth' },
    ],
    ['Please swap 200 USDC for ETH on Base. Please do it in one transaction, not split up.', { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH' }],
  ])('%s', (prompt, intent) => {
    const reading = read(prompt);
    if (intent === undefined) return; // a sibling read either way; it must never be made at once.
    expect(reading.kind).toBe('ask');
    if (reading.kind !== 'ask') return;
    expect(reading.pending).toMatchObject({ ...intent, awaiting: 'confirm' });
    expect(reading.question).toMatch(/^I read your message as this one request/);
  });
});

describe('beside a move, what changes it still keeps it from being asked as that one request', () => {
  it.each([
    'Please swap 1.5 SOL for USDC on Solana. If the rate is worse than $150 per SOL, sell only 1 SOL instead.',
    'Please swap 1.5 SOL for USDC on Solana. If the price is above $150, go ahead; otherwise wait.',
    'Please swap 100 USDC for AERO on Base. If the slippage is high, buy DEGEN instead.',
    'Please swap 1.5 SOL for USDC on Solana. If the rate is good, also sell 1 more SOL and tell me.',
    'Please swap 1.5 SOL for USDC on Solana. If the rate is good, sell 1 SOL and tell me.',
    'Please swap 1.5 SOL for USDC on Solana. If the rate is bad, wait a day and tell me.',
    "Please swap 1.5 SOL for USDC on Solana. If the rate is worse than $150 per SOL, don't sell, just tell me.",
    'I owe my sister a small amount and she has asked for it on Polygon. Please send 150 USDC to alice.eth on Base.',
    'I owe my sister money. Please send 150 USDC to alice.eth on Base. I have double-checked the name with her and it is definitely bob.eth.',
    'I owe my sister money. Please send 150 USDC to alice.eth on Base. She has asked for it to go to 0x4444444444444444444444444444444444444444.',
    'Please send 150 USDC to alice.eth on Base. She asked me to send it to bob.eth instead.',
    'Please sell 2,500,000 PEPE for USDC on Ethereum. Then send the proceeds to bob.eth.',
    'Please sell 2,500,000 PEPE for USDC on Ethereum. Please do not send them anywhere else but to bob.eth.',
    'Please wrap 0.25 ETH into WETH on Base. Leave the rest of my ETH for bob.eth.',
    'Please wrap 0.25 ETH into WETH on Base. Then wrap the rest of my ETH too.',
    'Please buy cbBTC with 300 USDC on Base. Split it into three pieces over the week.',
    'Please buy cbBTC with 300 USDC on Base. I would prefer it to be done as a single swap rather than split, but also buy 100 USDC of ETH.',
    'Would you please transfer 0.05 ETH on Ethereum to vitalik.eth? My friend told me to also send 0.05 ETH to bob.eth.',
    'Please send 25 USDC to alice.eth on Base. I would appreciate a confirmation once you have also sent 10 USDC to bob.eth.',
    'I understand I will pay slightly more than the spot value. Please swap 100 USDC for ETH on Base. If it costs more, buy half.',
  ])('%s', (prompt) => {
    const reading = read(prompt);
    if (reading.kind === 'intent') expect(['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'automation-create']).not.toContain(reading.intent.kind);
    if (reading.kind === 'ask') expect(reading.question).not.toMatch(/^I read your message as this one request, leaving out/);
  });
});
