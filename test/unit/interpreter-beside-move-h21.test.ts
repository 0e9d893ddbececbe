import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose with one sentence that is the whole move and others beside it (held-out-19/20/21, issue 16): reasons,
 * restatements, constraints that agree with the move or rule other things out, assurances and wishes about the reply.
 * Each other sentence is checked against the move's reading (beside-move.ts): its amounts, tokens, chains and recipient
 * are the move's own or ruled out, it asks for no other move, and nothing conditions the move but the reply or the
 * service's ability. The move is then asked back whole for a yes, never made at once. A second amount, another chain
 * wanted, a doubt, a time or a condition keeps today's refusal.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move beside sentences that only agree with it: asked back whole for a yes', () => {
  it.each([
    // held-out-21-work:10 — a condition on the quote is asked, never passed silently.
    [
      'I would like to increase my ETH position on Base modestly. Please swap 250 USDC for ETH on Base. If the quoted rate seems unusually poor compared with the market price of about $3,000 per ETH, I would appreciate being told before it goes through; otherwise please proceed.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '250' } },
    ],
    [
      'Please swap 500 USDC for ETH on Ethereum. If the execution price looks unusually poor compared with the market price of about $3,000 per ETH, I would appreciate being told first; otherwise please proceed.',
      { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '500' } },
    ],
    // held-out-21-work:14 — a wish about the reply.
    [
      'On Polygon I seem to hold some WPOL that I no longer need in wrapped form. Please unwrap 100 WPOL back into native POL on Polygon. I would be grateful if you could confirm the resulting POL balance afterwards.',
      { kind: 'unwrap', chain: 'polygon', token: 'WPOL', amount: { kind: 'exact', value: '100' } },
    ],
    [
      'I am building up a little stablecoin reserve on Polygon. Please swap 30 POL for USDC on Polygon. I would be grateful if you could tell me the resulting USDC balance afterwards.',
      { kind: 'swap', chain: 'polygon', tokenIn: 'POL', tokenOut: 'USDC', amount: { kind: 'exact', value: '30' } },
    ],
    [
      "I'd like to wrap 1 ETH into WETH on Base. Please confirm the new WETH balance in your reply.",
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '1' } },
    ],
    [
      'Having thought it over, I have decided to buy some BONK. On Solana, please use 25 USDC to buy BONK. A market trade is fine; I would rather not set up a limit order.',
      { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'BONK', amount: { kind: 'exact', value: '25' } },
    ],
    // held-out-21-work:17 — a reason with its own time, a token ruled out, the amount said again.
    [
      'I need some USDT on Solana for a payment next week, and I would rather not use my USDC for it. Could you therefore convert 2 SOL into USDT on Solana? Two SOL exactly, please.',
      { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDT', amount: { kind: 'exact', value: '2' } },
    ],
    // held-out-21-work:20 — an assurance, and the move's own verb said again on the same recipient.
    [
      'I need to repay a friend for a shared expense. Please send 120 USDC on Base to alice.eth. I have double-checked the name with her, so please send it to whatever address that name resolves to.',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '120' }, to: 'alice.eth' },
    ],
    [
      'I owe my sister for the concert tickets. Please send 45 USDC on Base to carol.base.eth. I have verified the address with her, so please send it to whatever that name resolves to.',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '45' }, to: 'carol.base.eth' },
    ],
    // held-out-21-work:22 — another token and chain ruled out.
    [
      'Please transfer 15 USDT on Polygon to the address 0x4444444444444444444444444444444444444444. This is a supplier who specifically asked for USDT on Polygon, so please do not substitute USDC or use another chain.',
      { kind: 'transfer', chain: 'polygon', token: 'USDT', amount: { kind: 'exact', value: '15' }, to: '0x4444444444444444444444444444444444444444' },
    ],
    // held-out-19-work:12 — an exact buy said again, what matters told as a comparison.
    [
      "I need exactly 2 LINK on Ethereum for a small test I'm running. Could you buy precisely that amount, paying with ETH from my Ethereum wallet? The quantity I receive matters more to me than the exact amount of ETH spent, within reason.",
      { kind: 'swap', chain: 'ethereum', tokenIn: 'ETH', tokenOut: 'LINK', amount: { kind: 'exact', value: '2' }, side: 'buy' },
    ],
    // held-out-19-work:18 — another chain conceded, then ruled out.
    [
      "On Unichain, please swap 0.1 ETH for UNI. I'm aware that UNI also exists on Ethereum, but I specifically want it on Unichain, using the ETH I already hold there.",
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'UNI', amount: { kind: 'exact', value: '0.1' } },
    ],
    [
      'On Base, please swap 0.05 ETH for AERO. I know AERO also trades on Ethereum, but I want it on Base with the ETH I already hold there.',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'AERO', amount: { kind: 'exact', value: '0.05' } },
    ],
    // held-out-20-all:66 — the move's own pay token and chain said again, other chains ruled out.
    [
      "I'd like to convert 200 USDC into DAI on Base. Please use only the USDC on Base and do not touch my balances on other chains.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DAI', amount: { kind: 'exact', value: '200' } },
    ],
    // held-out-20-all:71 — the chain the move lacked, said in a sentence beside it with the payee's reason.
    [
      "I'd like to send 250 USDC to my colleague at alice.eth. Please send it on Base, since that is where she told me she receives payments.",
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '250' }, to: 'alice.eth' },
    ],
    // held-out-21-work:13 — hearsay that is a reason, a lead-in pointing back at it, the amount and the rest said again.
    [
      'I have been told that some applications on Ethereum only accept WETH rather than ETH. With that in mind, could you please wrap 0.25 ETH into WETH on Ethereum mainnet? Only that amount, please; the rest of my ETH should remain as it is.',
      { kind: 'wrap', chain: 'ethereum', token: 'ETH', amount: { kind: 'exact', value: '0.25' } },
    ],
    [
      'A protocol I use on Base only takes WETH. For that reason, please wrap 0.5 ETH into WETH on Base. The rest of my ETH should stay where it is.',
      { kind: 'wrap', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '0.5' } },
    ],
    // held-out-19-work:21 — one payment said after a colon, the reply asked to state the resolved address.
    [
      'I would like to make a small donation: 0.25 ETH on Ethereum mainnet to vitalik.eth. Please confirm the resolved address in your reply so that I can keep it with my records.',
      { kind: 'transfer', chain: 'ethereum', token: 'ETH', amount: { kind: 'exact', value: '0.25' }, to: 'vitalik.eth' },
    ],
    // Siblings said in other words.
    [
      "I'm consolidating my stablecoins. Please swap 80 USDT for USDC on Polygon. I would rather not touch my POL.",
      { kind: 'swap', chain: 'polygon', tokenIn: 'USDT', tokenOut: 'USDC', amount: { kind: 'exact', value: '80' } },
    ],
    [
      'My landlord prefers USDC on Base. Please send 900 USDC on Base to 0x4444444444444444444444444444444444444444. Please include the transaction hash in your reply.',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '900' }, to: '0x4444444444444444444444444444444444444444' },
    ],
    [
      "I want plain ETH for gas. Please unwrap 0.3 WETH on Base. I'd appreciate it if you could tell me the new ETH balance afterwards.",
      { kind: 'unwrap', chain: 'base', token: 'WETH', amount: { kind: 'exact', value: '0.3' } },
    ],
    [
      'I have thought about this for a while. Please buy 0.01 cbBTC with USDC on Base. I do not want to use my ETH for this.',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { kind: 'exact', value: '0.01' }, side: 'buy' },
    ],
  ])('%s', (prompt, intent) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('ask');
    if (reading.kind !== 'ask') return;
    expect(reading.pending).toMatchObject({ ...intent, awaiting: 'confirm' });
    expect(reading.question).toMatch(/^I read your message as this one request/);
  });
});

describe('a buy of an exact amount beside its rough cost and a wish to go ahead near it: asked back whole, never at once', () => {
  it.each([
    // held-out-19-work:19
    [
      "Could you acquire exactly 500 AERO on Base for me, paying with USDC? I understand AERO is trading at about one dollar, so I expect it to cost roughly 500 USDC; if it's in that region, please proceed.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '500' }, side: 'buy' },
    ],
    [
      "Could you buy exactly 100 DEGEN on Base, paying with USDC? I expect it to cost roughly 2 USDC; if it's close to that, please go ahead.",
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '100' }, side: 'buy' },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...intent, awaiting: 'confirm' } });
  });
  it.each(['Buy 500 AERO on Base with USDC. Use 400 USDC.', 'Buy 500 AERO on Base with USDC. If it costs more than 450 USDC, buy 400 instead.'])(
    'a figure to spend beside it is no estimate: %s',
    (prompt) => {
      const reading = read(prompt);
      expect(reading.kind === 'intent' || (reading.kind === 'ask' && reading.pending.awaiting === 'confirm')).toBe(false);
    },
  );
});

describe('a share left alone beside an exact unwrap', () => {
  it.each([
    ["Could you please unwrap 50 WPOL on Polygon back into native POL? I'd like to keep the rest wrapped.", 'WPOL', '50'],
    ["Please unwrap 1 WETH on Base. I'd like to keep the rest wrapped.", 'WETH', '1'],
  ])('%s', (prompt, token, value) => {
    const reading = read(prompt);
    const intent = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
    expect(intent).toMatchObject({ kind: 'unwrap', token, amount: { kind: 'exact', value } });
  });
  it('a share of it taken is still refused', () => {
    expect(read('Please unwrap 1 WETH on Base, and the rest to bob.eth.').kind).toBe('fail');
  });
});

describe('beside a move, what changes it keeps it from being made or asked as that move', () => {
  it.each([
    'Please swap 250 USDC for ETH on Base. Also swap 50 more.',
    'Please swap 250 USDC for ETH on Base. I would rather do it on Ethereum.',
    'Please swap 250 USDC for ETH on Base. If the rate looks bad, swap 100 instead.',
    'Please send 120 USDC on Base to alice.eth. Send it next week.',
    'Please send 120 USDC on Base to alice.eth. My friend told me to send it there.',
    'Please send 120 USDC on Base to alice.eth. Please do not send it yet.',
    'Please send 120 USDC on Base to alice.eth. Do not use USDC.',
    'Please swap 2 SOL for USDT on Solana. And send the USDT to bob.eth.',
    'Please swap 2 SOL for USDT on Solana. Use 3 SOL if the price is good.',
    'Please unwrap 100 WPOL on Polygon. Tell me my ETH balance on Base too.',
    'Please transfer 15 USDT on Polygon to 0x4444444444444444444444444444444444444444. Actually make it USDC.',
    'Please swap 100 USDC for ETH on Base. I need it before Friday.',
    'Please swap 100 USDC for ETH on Base. I also want 0.1 ETH on Ethereum.',
    'Please send 120 USDC on Base to alice.eth. I am not sure the name is right.',
    "Please swap 2 SOL for USDT on Solana. Please don't swap it yet.",
    'Please send 20 USDC on Base to bob.eth. Do not send it to alice.eth.',
    "Please send 20 USDC on Base to bob.eth. I'd like a receipt with the new balance tomorrow.",
    'Please send 20 USDC on Base to bob.eth. I might change my mind later.',
    'Please send 120 USDC on Base to alice.eth. I also owe her 30 USDC.',
    'Please swap 250 USDC for ETH on Base. The rest of my USDC should go to DAI.',
    'Please swap 250 USDC for ETH on Base. I have decided to do the same on Polygon.',
    'Please swap 250 USDC for ETH on Base. I would prefer the trade to be executed as a limit order at 2,500.',
    'Please send 50 USDC on Base to bob.eth. I have double-checked the name with him, and he said to send it to carol.eth instead.',
    'Please unwrap 100 WPOL on Polygon. I would be grateful if you could send the resulting POL to bob.eth afterwards.',
    // Someone else's word on the recipient is never taken (a lure's usual form).
    "Good afternoon, could you please send 10 USDC on Base to 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913? I was told that's where it should go. Thanks.",
    'Please send 100 USDC on Base to 0x000000000000000000000000000000000000dEaD. I have been told this is how one registers for an upcoming airdrop.',
    'Please send 40 USDC on Base to 0x4444444444444444444444444444444444444444. Someone in the group chat said it is the official address.',
    'I would like to make a small donation: 0.25 ETH on Ethereum mainnet to vitalik.eth. And another 0.1 to bob.eth.',
    "I'd like to make a gift: 10 USDC on Base to alice.eth. It is for her birthday tomorrow.",
  ])('%s', (prompt) => {
    const reading = read(prompt);
    // A read beside it may be answered, the move left undone with a note; no move is made or asked as this one request.
    if (reading.kind === 'intent') expect(['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'automation-create']).not.toContain(reading.intent.kind);
    if (reading.kind === 'ask') expect(reading.question).not.toMatch(/^I read your message as this one request, leaving out/);
  });
});
