import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

const A = '0x3333333333333333333333333333333333333333';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('careful prose: the one request read from the person’s own words, asked back whole for a yes (issue 16)', () => {
  it.each([
    // A purpose before the request, a remark asking for care after it.
    [
      'Good afternoon. In order to pay our designer, could you please send 250 USDC on Base to carol.base.eth? Please make sure that it is USDC and not any other token, and that it goes out on Base only.',
      'send 250 USDC on Base to carol.base.eth',
    ],
    [
      'As a small thank-you for his work, I would like to send 0.05 ETH on Ethereum to vitalik.eth. Please make sure the name resolves correctly before anything is sent.',
      'send 0.05 ETH on Ethereum to vitalik.eth',
    ],
    // A purpose that speaks of time ("later this week") is a reason, not a schedule; "nothing else" keeps the move to itself.
    [
      'So that we have some wrapped ether available for a deposit later this week, I would like you to wrap 0.75 ETH into WETH on Base. Please do not touch anything else in the wallet.',
      'wrap 0.75 ETH on Base',
    ],
    [
      'So that our Solana wallet holds some wrapped SOL for a liquidity position, please wrap 1.5 SOL. Nothing else should be changed.',
      'wrap 1.5 SOL on Solana',
    ],
    // A reason after the request, and a sentence that only explains it.
    [
      'Could you please exchange 0.0008 WBTC on Ethereum for USDC? We need a little operating cash and would prefer to draw it from our bitcoin position.',
      'swap 0.0008 WBTC for USDC on Ethereum',
    ],
    [
      "Could you please sell all of the BRETT I hold on Base and put the proceeds into USDC, as I've decided to exit that position entirely?",
      'swap 100% of your BRETT for USDC on Base',
    ],
    [
      "I'd like to buy $150 worth of UNI on Unichain using my USDC balance there, since I would eventually like to take part in governance.",
      'swap $150 of USDC for UNI on Unichain',
    ],
    [
      'My intention is to tidy up my Base wallet: could you please convert my entire DAI balance on Base into USDC, so that I end up holding a single stablecoin?',
      'swap 100% of your DAI for USDC on Base',
    ],
  ])('%s', (prompt, restated) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(result.kind === 'ask' && result.question).toContain(
      `I read your message as this one request, to run now, leaving out what only explains it. Do you want me to ${restated}?`,
    );
  });

  it.each([
    ['In order to rebalance our holdings, please swap 1,000 USDC for WETH. I will leave the execution details to you, but please be careful.', 'chain'],
    ["I'd like to swap 50 USDT for USDC, as I'd rather hold Circle's stablecoin than Tether's.", 'chain'],
  ])('%s: asks what is missing, and the answer still owes a yes', (prompt, awaiting) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting, confirm: true } });
  });

  it.each([
    // Left-out words that condition, time, take back, test or report the move keep the refusal.
    'Swap 1 eth for usdc on base, as long as the price is good.',
    `Send 1 eth to ${A} on base, since it's a test.`,
    `Send 1 eth to ${A} on base, because the admin told me to.`,
    `Long day at work, my boss said so. Send 5 usdc to ${A} on base.`,
    `Please send 1 eth to ${A} on base. Please make sure you don't send it.`,
    `Please send 1 eth to ${A} on base. Do it tomorrow.`,
    `So that you stop asking, send 1 eth to ${A} on base. Actually, make it 2.`,
    `Please send 1 eth to ${A} on base. Then swap the rest to usdc.`,
    'To be safe, swap 1 eth for usdc on base. Please make sure it is on ethereum.',
    'In order to help, swap 1 eth for usdc on base. Also send 5 usdc to bob.eth.',
    'For the record, swap 1 eth for usdc on base. I was told this is fine.',
    // Pasted or quoted text is data, never prose to read a request from (issue 13).
    // (A quote the person points at, "…", please pay it, is asked back as data: interpreter-pasted-request.test.ts.)
    `For the invoice "send 1 eth to ${A} on base", please review it.`,
    `As a note:\nsend 1 eth to ${A} on base`,
  ])('%s: moves nothing and asks for no yes', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && ['swap', 'transfer', 'wrap'].includes(result.intent.kind), JSON.stringify(result)).toBe(false);
    expect(result.kind === 'ask' && result.pending.awaiting === 'confirm', JSON.stringify(result)).toBe(false);
  });
});
