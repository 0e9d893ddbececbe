import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

/**
 * Careful prose beside a move made at once (beside-roles.ts; held-out-27, careful voice): a sentence that only restates
 * the move's amount or chain, says what it leaves alone, accepts it, says why or says it is wanted now is read by its
 * role and left out; the move is made as said. A sentence that says anything else — another amount, chain or payee, a
 * condition, "not yet", "and also send …" — plays no role, and the prompt is asked back or refused as before.
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a sentence that restates the move or says why: the move is made at once', () => {
  it.each([
    // held-out-27 careful
    [
      'Good morning. I would like to purchase some Ethereum on the Base network using two hundred and fifty USDC from my Base wallet. Please use exactly 250 USDC, no more and no less. I understand that the price may move slightly in the meantime, and that is perfectly acceptable. Thank you for your help.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '250' } },
    ],
    [
      'I have been advised that certain applications require wrapped Ether rather than the ordinary kind. Would you kindly wrap 0.2 ETH into WETH on Base for me? Only 0.2, please; the remainder should stay as regular ETH in my wallet.',
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.2' } },
    ],
    [
      'I would like to convert 1,000 USDC into USDT on Solana. I am diversifying between stablecoins and would prefer to hold some of each. Please make sure this happens on Solana and not on any other network, as that is where I keep my savings.',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'USDT', amount: { kind: 'exact', value: '1000' } },
    ],
    [
      'With thanks in advance: I would like to exchange half an ETH, that is 0.5 ETH, for USDC on Unichain. I am taking a little profit and would like the proceeds to remain on Unichain rather than being moved elsewhere.',
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'USDC', amount: { kind: 'exact', value: '0.5' } },
    ],
    [
      'I need to reimburse two colleagues for a team dinner. Please send 45 USDC to bob.eth and 45 USDC to carol.base.eth, both on Base. Each of them should receive forty-five USDC, no more, so ninety in total.',
      {
        kind: 'transfer-batch',
        chain: 'base',
        token: 'USDC',
        transfers: [
          { to: 'bob.eth', amount: '45' },
          { to: 'carol.base.eth', amount: '45' },
        ],
      },
    ],
    [
      'Please send 30 DAI on Ethereum to 0x4444444444444444444444444444444444444444. This settles a small invoice from a tradesman, and I would appreciate it if it could be done today. I have confirmed the address against his written invoice.',
      { kind: 'transfer', chain: 'ethereum', token: 'DAI', amount: { kind: 'exact', value: '30' } },
    ],
    // Other wordings of the same roles.
    ['Please swap 300 USDC for ETH on Base. Exactly 300 USDC, please, not a cent more.', { kind: 'swap', amount: { kind: 'exact', value: '300' } }],
    ['I would like to sell 2 SOL for USDC on Solana. Only 2 SOL, please; the rest should stay in my wallet.', { kind: 'swap', tokenIn: 'SOL' }],
    ['Kindly send 75 USDC to alice.eth on Base. She should receive exactly seventy-five USDC, nothing more.', { kind: 'transfer', to: 'alice.eth' }],
    ['Please unwrap 0.1 WETH on Ethereum. Just 0.1, please, no more and no less.', { kind: 'unwrap', chain: 'ethereum' }],
    ['Please send 20 USDC to bob.eth and 30 USDC to carol.base.eth on Base. That is fifty in total.', { kind: 'transfer-batch' }],
    ['Please send 25 USDC to bob.eth on Base. Exactly 25 USDC in total.', { kind: 'transfer' }],
    ['Could you buy ETH with 120 USDC on Base? Please spend exactly 120 USDC.', { kind: 'swap', amount: { kind: 'exact', value: '120' } }],
    ['Please send 0.5 ETH, that is half an ETH, to bob.eth on Base.', { kind: 'transfer', amount: { kind: 'exact', value: '0.5' } }],
    ['Please swap 50 USDC for UNI on Unichain. Please ensure this is done on Unichain only.', { kind: 'swap', chain: 'unichain' }],
    [
      'Send 10 USDC to bob.eth on Polygon. Make sure it goes through on Polygon and not on any other chain, since that is where he checks.',
      { kind: 'transfer', chain: 'polygon' },
    ],
    [
      'I want to buy JUP with 1 SOL on Solana. I would like the proceeds to stay on Solana rather than being bridged elsewhere.',
      { kind: 'swap', chain: 'solana', tokenOut: 'JUP' },
    ],
    ['Please wrap 0.5 ETH on Base. The remainder should remain as ETH.', { kind: 'wrap' }],
    ['Please swap 100 USDC for ETH on Base. I understand the rate may change slightly, and that is fine with me.', { kind: 'swap' }],
    ["Please send 25 USDC to bob.eth on Base. It's urgent.", { kind: 'transfer' }],
    ['Please send 25 USDC to bob.eth on Base. My sister asked for this.', { kind: 'transfer' }],
    ["Please buy ETH with 40 USDC on Base. I'm saving for a house.", { kind: 'swap' }],
    ['Please buy ETH with 40 USDC on Base. This is my first time using Purser.', { kind: 'swap' }],
    ['Please send 25 USDC to bob.eth on Base. This covers my share of the rent. Please proceed at your earliest convenience.', { kind: 'transfer' }],
    ['Please send 25 USDC to bob.eth on Base. I have double checked the address with him.', { kind: 'transfer' }],
    ['Please send 25 USDC to bob.eth on Base. I would be grateful if it could be done today.', { kind: 'transfer' }],
    ['I am rebalancing my holdings. Please sell 1 SOL for USDC on Solana.', { kind: 'swap', chain: 'solana' }],
    // What the person accepts, why, that they checked it, what stays, that they want to be told.
    [
      'For tax reasons I would like to realise a small gain this year. Please sell 0.4 ETH for USDC on the Ethereum mainnet. I am aware that network fees there are higher than elsewhere and I accept that cost.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'ETH' },
    ],
    [
      'I have decided to reduce my exposure to LINK somewhat. Kindly sell 2 LINK on Ethereum for USDC. I understand that prices move, so a small difference from today’s quote is perfectly acceptable to me.',
      { kind: 'swap', tokenIn: 'LINK' },
    ],
    [
      'Please buy DEGEN on Base with 75 USDC. I am fully aware that this is a speculative token and I accept the risk involved; it is a small sum I can afford to lose. Seventy-five USDC in total, please.',
      { kind: 'swap', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '75' } },
    ],
    [
      'Kindly send 2 SOL from my Solana wallet to the following address: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin. I have verified the address with the recipient over the telephone, so you may proceed with confidence.',
      { kind: 'transfer', chain: 'solana' },
    ],
    [
      'Please send 120 USDC on Polygon to 0x5555555555555555555555555555555555555555. This is a reimbursement for travel expenses, and the recipient confirmed the address with me by phone this morning.',
      { kind: 'transfer', chain: 'polygon' },
    ],
    [
      'Kindly spend 60 USDC on JUP on Solana. I have read a fair amount about the project and would like to hold a small position. Please confirm the quantity received afterwards.',
      { kind: 'swap', tokenOut: 'JUP' },
    ],
    [
      'Please wrap 0.25 ETH into WETH on Ethereum. I need WETH for an application that does not accept native ETH. Only the 0.25, please; the rest of my ETH should remain exactly as it is.',
      { kind: 'wrap', chain: 'ethereum' },
    ],
    ['Please sell 4 UNI for USDC on Ethereum. I would like to keep the remainder of my UNI exactly where it is.', { kind: 'swap', tokenIn: 'UNI' }],
    ['Please sell 4 UNI for USDC on Ethereum. Kindly let me know once the trade has been completed.', { kind: 'swap', tokenIn: 'UNI' }],
    ['Please unwrap 0.02 WETH on Base. Please leave any remaining WETH untouched.', { kind: 'unwrap' }],
    ['Please send 0.05 ETH to vitalik.eth on Ethereum. It is definitely vitalik.eth.', { kind: 'transfer', to: 'vitalik.eth' }],
    // (Were asked back whole for a yes as remarks the service keeps anyway: interpreter-remark-roles-h15.test.ts,
    // interpreter-beside-move-h22.test.ts.)
    ["I'd like to wrap 5 POL to WPOL on Polygon. Just 5, please; the rest of my POL should remain untouched.", { kind: 'wrap', token: 'POL' }],
    ['Please unwrap 0.1 WETH on Base. The rest of my WETH should stay where it is.', { kind: 'unwrap', token: 'WETH' }],
    ['Please send 25 USDC to bob.eth on Base. Only 25, please; the rest of my USDC stays where it is.', { kind: 'transfer', to: 'bob.eth' }],
    ['Please wrap 0.1 ETH on Base. I would like to keep the rest of my ETH untouched.', { kind: 'wrap', chain: 'base', token: 'ETH' }],
    [
      'I have decided to trim my PEPE position on Ethereum. Please sell 2,500,000 PEPE for USDC. I would like the proceeds to remain on Ethereum in the same wallet; please do not send them anywhere else.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'PEPE', tokenOut: 'USDC' },
    ],
    // Nothing more than the move, and how it is carried out.
    [
      'On Unichain, I would like to sell 4 UNI and receive ETH in return. Please keep the resulting ETH on Unichain; I have no need to move it elsewhere. Thank you very much for your help.',
      { kind: 'swap', chain: 'unichain', tokenIn: 'UNI', tokenOut: 'ETH' },
    ],
    ["Please sell 10 WIF for SOL on Solana. I'm happy with the market rate; there's no need for a limit.", { kind: 'swap', tokenIn: 'WIF' }],
    ['After some consideration I have decided to take a small position in JUP. On Solana, please use 60 USDC to buy JUP.', { kind: 'swap', tokenOut: 'JUP' }],
    // (Was asked back whole for a yes: interpreter-beside-move-h21.test.ts, held-out-21-work:16.)
    [
      'After some consideration I have decided to take a small position in JUP. On Solana, please use 60 USDC to buy JUP. I would prefer the trade to be executed at market rather than as a limit order.',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'JUP', amount: { kind: 'exact', value: '60' } },
    ],
    [
      'I need to repay a friend for a shared expense. Please send 120 USDC on Base to alice.eth. Nothing else is needed.',
      { kind: 'transfer', to: 'alice.eth' },
    ],
    ["I'd like to exchange 120 USDC for USDT on Polygon. Please proceed with exactly 120 USDC.", { kind: 'swap', tokenOut: 'USDT' }],
    // (Was asked back whole for a yes as context before the move: interpreter-before-move-h23.test.ts.)
    ['I am rebalancing a little. Would you please sell 2,000,000 BONK for USDC on Solana?', { kind: 'swap', tokenIn: 'BONK' }],
  ])('%s', (prompt, intent) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('a sentence that restates the move otherwise, or asks for more: never made at once', () => {
  it.each([
    // Another amount, said as a restatement.
    ['Please swap 300 USDC for ETH on Base. Exactly 350 USDC, please, not a cent more.'],
    ['Please use exactly 250 USDC to buy ETH on Base. Please use exactly 300 USDC, no more and no less.'],
    ['Please send 30 USDC to 0x3333333333333333333333333333333333333333 on Base. It is 50 USDC.'],
    ['Please send 45 USDC to bob.eth and 45 USDC to carol.base.eth on Base. Each of them should receive fifty USDC.'],
    ['Please send 45 USDC to bob.eth and 45 USDC to carol.base.eth on Base. So one hundred in total.'],
    ['Please send 20 USDC to bob.eth and 30 USDC to carol.base.eth on Base. Each of them should receive 20 USDC.'],
    ['Please wrap 0.2 ETH into WETH on Base. Only 0.3, please.'],
    // A per-payment figure that is the total, a total that is one payment, a figure that is the count.
    ['Send 20 USDC to bob.eth and 30 USDC to carol.base.eth on Base. Each of them should receive 50 USDC.'],
    ['Send 20 USDC to bob.eth and 30 USDC to carol.base.eth on Base. That is sixty in total.'],
    ['Send 20 USDC to bob.eth and 30 USDC to carol.base.eth on Base. Please use exactly 2 USDC.'],
    ['Send 45 USDC to bob.eth and 45 USDC to carol.base.eth on Base. Each of them should receive 45 USDC, so 45 in total.'],
    ['Please send 25 USDC to bob.eth on Base. Exactly 25 USDC each.'],
    [
      'Hi there, could you please pay three people on Base for me: 10 USDC to alice.eth, 15 USDC to bob.eth and 20 USDC to carol.base.eth? These are reimbursements for a team lunch. Thank you! Only 20, please.',
    ],
    ['Please send 0.5 ETH, that is 0.6 ETH, to bob.eth on Base.'],
    ['Please swap 300 USDC for ETH on Base. Please use exactly 300 USDT.'],
    ['Please sell half my ETH for USDC on Base. Exactly 0.5 ETH, please.'],
    ['Please swap 300 USDC for ETH on Base. Please use exactly 300 USDC and also send 10 USDC to bob.eth.'],
    // Another chain.
    ['Please swap 50 USDC for UNI on Unichain. Please ensure this is done on Ethereum.'],
    ['Send 10 USDC to bob.eth on Polygon. Make sure it goes through on Base and not on any other chain.'],
    ['I want to buy JUP with 1 SOL on Solana. I would like the proceeds to be moved to Base afterwards.'],
    // What stays is not what the move spends, or goes elsewhere.
    ['Please wrap 0.5 ETH on Base. The remainder should go to bob.eth.'],
    // A time, a condition, a take-back or a second request beside a reason or a go-ahead.
    ["Please send 25 USDC to bob.eth on Base. It's urgent, but not until tomorrow."],
    ['Please send 25 USDC to bob.eth on Base. I would appreciate it if it could be done tomorrow.'],
    ['Please send 25 USDC to bob.eth on Base. Please go ahead once ETH is above 3000.'],
    ['Please send 25 USDC to bob.eth on Base. My sister asked me to send 50 USDC instead.'],
    ["Please send 25 USDC to bob.eth on Base. Don't do it yet."],
    ['Please send 25 USDC to bob.eth on Base. And also send 10 USDC to carol.base.eth.'],
    ['Please send 25 USDC to bob.eth on Base. If the fee is low.'],
    ['Please buy ETH with 40 USDC on Base. This settles my invoice if he confirms.'],
    // What the person "accepts" or gives as a reason, when it says another payee, chain, share, time or move.
    ['Please sell 0.4 ETH for USDC on Ethereum. I understand you will send the USDC to bob.eth afterwards.'],
    ['Please sell 0.4 ETH for USDC on Ethereum. I understand that this will sell all of my ETH.'],
    ['Please sell 0.4 ETH for USDC on Ethereum. I am aware it will go out on Base.'],
    ['Please sell 0.4 ETH for USDC on Ethereum. I accept the risk, and please buy SOL with the proceeds.'],
    ['Please sell 0.4 ETH for USDC on Ethereum. I understand it will run every week.'],
    ['Please sell 0.4 ETH for USDC on Ethereum. I realise it is only a test.'],
    ['Please send 5 USDC to bob.eth on Base. I understand my boss wants it.'],
    ['Please send 5 USDC to bob.eth on Base. I understand that the boss wants it.'],
    ['I owe my sister for dinner. Please send 150 USDC to alice.eth on Base.'],
    ['Please send 0.05 ETH to vitalik.eth on Ethereum. It is definitely bob.eth.'],
    ['Please send 0.05 ETH to vitalik.eth on Ethereum. This is a gift for his birthday next week.'],
    ['Please send 0.05 ETH to vitalik.eth on Ethereum. The recipient confirmed the address is 0x4444444444444444444444444444444444444444.'],
    ['Please send 0.05 ETH to vitalik.eth on Ethereum. You may proceed with confidence tomorrow.'],
    ['Please sell 4 UNI for USDC on Ethereum. I would like to keep the remainder of my ETH exactly where it is.'],
    ['Please sell 4 UNI for USDC on Ethereum. Kindly let me know once ETH has dropped.'],
    ['Please swap 100 USDC for ETH on Base. The remainder should stay as ETH.'],
    ['Please sell 4 UNI for USDC on Unichain. Please do not send them to bob.eth.'],
    ['Please sell 4 UNI for USDC on Unichain. Nothing else is needed, except a second swap.'],
    ['Please sell 4 UNI for USDC on Unichain. Please keep the resulting USDC on Base.'],
    ["Please sell 10 WIF for SOL on Solana. I'm happy with the market rate; there's no need for a limit above 2 dollars."],
    // A caveat that nothing is to move, beside a move.
    ['Please buy 10 USDC of SOL on Solana. Please do not buy anything yet.'],
    ['Please send 10 USDC to bob.eth on Base. I am only asking.'],
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got.kind, JSON.stringify(got)).not.toBe('intent');
  });
});

describe('a move said with a spelled amount beside a figure of another amount: never made', () => {
  it.each([
    ['wrap one eth on ethereum Only 2, please.'],
    ['swap three sol to bonk Only 6, please.'],
    ['convert a thousand usdc into jupiter on solana Only 2000, please.'],
    ['send twenty usdc to bob.eth on base. Exactly 25, please.'],
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got.kind, JSON.stringify(got)).not.toBe('intent');
  });

  it.each([
    ['wrap one eth on ethereum', '1'],
    ['send twenty usdc to bob.eth on base, its for 2 pizzas', '20'],
    ['send five usdc to bob.eth on base, invoice 4471', '5'],
  ])('%s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'exact', value } } });
  });
});

describe('a read beside "do not buy anything": the read answered', () => {
  it.each([
    [
      'Could you please tell me the current price of Chainlink, that is the LINK token? I have been reading about it and I would like a reference figure before I consider anything further. Kindly do not purchase any on my behalf at this point; I only want the price.',
      { kind: 'price', tokens: ['LINK'] },
    ],
    [
      'I have been told that tokens launched through this service earn creator fees. Could you kindly check whether I have any unclaimed creator fees on Base at the moment? I am only asking; please do not claim anything yet.',
      { kind: 'fees-check', scope: { chain: 'base' } },
    ],
    ['What is the price of SOL? Please do not buy anything; I only want the price.', { kind: 'price', tokens: ['SOL'] }],
    ["How much USDC do I have on Base? I am only asking, please don't move anything.", { kind: 'balance' }],
    ['Could you check my unclaimed creator fees on Base? Kindly do not claim anything yet.', { kind: 'fees-check' }],
  ])('%s', (prompt, intent) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'intent', intent });
    expect(movingIntentOf(got)).toBeUndefined();
  });
});

describe('a move lacking a field beside such sentences: the field asked, the move owing a yes', () => {
  it.each([
    [
      'I would like to buy some AERO on Base with my USDC. I have heard good things about it from a friend. Please go ahead whenever it is convenient for you.',
      'amount',
    ],
    ['Please send 40 USDC on Base to my accountant. Thank you for your help.', 'to'],
  ])('%s', (prompt, awaiting) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { awaiting } });
  });
});
