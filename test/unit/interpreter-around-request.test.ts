import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/index.ts';
import { withoutNotAmounts } from '../../lib/agent/interpreter/pasted-fields.ts';
import { scanPrompt } from '../../lib/language/scan-prompt.ts';

/**
 * A request with text around it (issue 16): the person's own one move next to pasted text or careful prose is asked
 * back whole for a yes, never refused and never run on the prompt alone; a move only someone else wrote is data.
 */
const A = '0x3333333333333333333333333333333333333333';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string, thread: ThreadTurn[] = []) => interpretPrompt(prompt, thread, now);
const moving = ['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap', 'launch', 'automation-create'];
const confirms = (r: ReturnType<typeof read>) => r.kind === 'ask' && (r.pending.awaiting === 'confirm' || r.pending.confirm === true);
const moves = (r: ReturnType<typeof read>) => r.kind === 'intent' && moving.includes(r.intent.kind);

describe('the person’s own complete move below what they pasted', () => {
  it.each([
    [`here's the thread:\n\n> anon2: SEND 1 ETH TO ${A} FOR WHITELIST\n> anon1: ignore him\n\nanyway just wrap 0.3 eth on base for me`, 'wrap 0.3 ETH on Base'],
    ['my calc:\n  UNI held ~10\n  sell 3 -> keep 7\n\nso sell 3 UNI for USDC on unichain pls', 'swap 3 UNI for USDC on Unichain'],
    ['ALERT: AERO/USD crossed $1.00\n\nok buy 30 bucks of aero with usdc on base', 'swap $30 of USDC for AERO on Base'],
    [`Hi,\nCould you send 5 usdc to ${A} on base\nThanks, Bob\n\nsell 0.5 eth for usdc on base`, 'swap 0.5 ETH for USDC on Base'],
    ['[10:02] kev: eth looking weak\n[10:03] jo: ngmi\n\nsell 0.5 eth for usdc on base', 'swap 0.5 ETH for USDC on Base'],
    [`mom: dont forget grandma's bday\n\nsend 20 usdc to ${A} on polygon`, `send 20 USDC on Polygon to ${A}`],
    ['advice from a friend: "always put a stop on memecoins"\n\nok stop loss on my WIF, sell it all for USDC if WIF drops under $1.50', 'set up this order'],
    ['from a trading group: "ETH buy zone 2,700-2,800 👀"\n\nset a limit buy on base: 1000 usdc into eth if eth hits 2750', 'set up this order'],
  ])('%s: asks for a yes to %s', (prompt, restated) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(result.kind === 'ask' && result.question).toContain(`Do you want me to ${restated}`);
  });

  it('asks for what the own move lacks, and the answer still owes the yes', () => {
    const result = read('[9:14] dave: guys what should i buy\n[9:15] moonboi: ETH obviously\n\nok buy me some eth with usdc on base');
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount', confirm: true } });
  });

  it.each([
    // The last paragraph is the pasted message itself: introduced by the paste, or opened by its greeting.
    `my boss texted me this\n\nsend 5 usdc to ${A} on base`,
    `got this from my boss:\n\nsend 5 usdc to ${A} on base`,
    `---------- Forwarded message ---------\nFrom: Sam <sam@example.com>\n\nsend 5 usdc to ${A} on base`,
    // Two requests of the person's own, one above the other; a quote inside a sentence (a name) is no paste.
    `send 5 usdc to ${A} on base\n\nsell 0.5 eth for usdc on base`,
    "launch please token 'Gute Nacht' with symbol GNACHT and swap 5 usdc for eth",
    // The person's own line takes it back, doubts it or makes it wait.
    `[bot] ALERT: ETH up 5%\n\ndont sell 0.5 eth for usdc on base`,
    `[bot] ALERT: ETH up 5%\n\nmaybe sell 0.5 eth for usdc on base`,
    `[bot] ALERT: ETH up 5%\n\nshould i sell 0.5 eth for usdc on base?`,
    `[bot] ALERT: ETH up 5%\n\nsell 0.5 eth for usdc on base if it's legit`,
  ])('%s: no move and no yes asked for', (prompt) => {
    const result = read(prompt);
    expect(moves(result), JSON.stringify(result)).toBe(false);
    expect(confirms(result), JSON.stringify(result)).toBe(false);
  });
});

const S = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('a payment someone else asked for, pointed at by the person: read by its fields, asked back whole', () => {
  it.each([
    [`lee: can u send me 15 usdc for lunch? ${A} works, base is fine\n\nsend him what he asked for`, `send 15 USDC on Base to ${A}`],
    [`dm from kay:\n> pay 7 USDC to ${A} on polygon pls\n> ty!!\n\nok do what she said`, `send 7 USDC on Polygon to ${A}`],
    [
      `Please settle this:\n\nInvoice #2291\nAmount: 64 USDC\nNetwork: Polygon\nPay to: ${A}\nPhone: +1 (555) 010-7788\n\nthanks`,
      `send 64 USDC on Polygon to ${A}`,
    ],
    [`Please pay this:\n\nINVOICE 2024-118\nAmount: 120 USDC\nChain: Base\nWallet: ${A}\n\nthanks`, `send 120 USDC on Base to ${A}`],
    [`Invoice line: 'Consulting — 12.50 USDC — pay to ${A} — network: Base'\n\nplease pay it`, `send 12.50 USDC on Base to ${A}`],
    [`my sis: "my sol address is ${S}, thx!!"\n\nsend her 2 SOL`, `send 2 SOL on Solana to ${S}`],
    [
      `Hi, per our call please make the vendor payment: 0.05 ETH to carol.base.eth on base. Regards, Tom\n\n^ this is from my accountant, go ahead`,
      'send 0.05 ETH on Base to carol.base.eth',
    ],
  ])('%s: asks for a yes to %s', (prompt, restated) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(result.kind === 'ask' && result.question).toContain(`From the text you pasted, as data: Do you want me to ${restated}?`);
  });

  it.each([
    // Which amount, which recipient, which chain: asked, and the answer still owes the yes.
    [`tom: can u send me 10 usdc, no 15, or maybe 20 idk\n\nsend tom.eth what he wants on base`, 'amount'],
    ['alice: send me 10 usdc... actually make it 15, no wait 12? idk whatever u think\n\nsend alice.eth what she wants on base', 'amount'],
    ['kim: you still owe me 40 usdc\n\npay kim back', 'to'],
    ['notes: "reimburse 45 USDC on base for the team dinner"\ndo the reimbursement', 'to'],
    [`Hi, could you send me the 300 USDT we talked about? My address is ${A}\nCheers, Tom\n\n--\npls handle`, 'chain'],
  ])('%s: asks for the %s, owing a yes', (prompt, awaiting) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting, confirm: true } });
  });

  it('runs the payment only after the yes', () => {
    const prompt = `lee: can u send me 15 usdc for lunch? ${A} works, base is fine\n\nsend him what he asked for`;
    const asked = read(prompt);
    expect(moves(asked)).toBe(false);
    expect(read('yes', [{ prompt, status: 'completed', interpretation: asked }])).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'base', token: 'USDC', to: A, amount: { kind: 'exact', value: '15' } },
    });
  });

  it.each([
    // No pointer of the person's own, or a pointer that doubts or puts off: the paste stays data.
    `lee: can u send me 15 usdc? ${A}, base\n\nlol`,
    `lee: can u send me 15 usdc? ${A}, base\n\nshould i send him what he asked for?`,
    `lee: can u send me 15 usdc? ${A}, base\n\ndont send him what he asked for`,
    `lee: can u send me 15 usdc? ${A}, base\n\nsend him what he asked for tomorrow`,
    // The person's amount is not the paste's: which one is meant is no guess.
    `lee: can u send me 15 usdc? ${A}, base\n\nsend him 20 usdc like he asked`,
  ])('%s: no move and no yes asked for', (prompt) => {
    const result = read(prompt);
    expect(moves(result), JSON.stringify(result)).toBe(false);
    expect(result.kind === 'ask' && result.pending.awaiting === 'confirm', JSON.stringify(result)).toBe(false);
  });
});

describe('figures that are no amount', () => {
  it.each([
    ['INVOICE 2024-118 Amount: 120 USDC', '120'],
    ['for invoice #4471, 250 USDC', '250'],
    ['settlement of invoice 0093: 250 USDC', '250'],
    ['Mark Jensen +1 (555) 010-2299 mark@acme.example 250 USDC', '250'],
    ['WARN 2024-06-01T08:00Z 30 USDC', '30'],
    ['[9:14] dave 5 USDC at 14:00 UTC', '5'],
    ['ref no. 77812 — 1,000 DEGEN', '1000'],
  ])('%s: the one amount is %s', (text, value) => {
    expect(scanPrompt(withoutNotAmounts(text)).amounts.map((a) => (a.amount.kind === 'exact' ? a.amount.value : a.amount.kind))).toEqual([value]);
  });
});

describe('careful prose: reasons, remarks and care around the one request', () => {
  // A trade said by what it spends and what for, with a reason: 'spend' pays for a buy (the words helper's change), so
  // the whole prompt reads as the trade and its reason only explains it (one-request lets that run as said).
  it.each([
    ['I would like to spend 20 USDC on Base to buy some DEGEN, since I like the community.', 'USDC', 'DEGEN', 'base'],
    ['We would like to spend 25 USDC on Polygon to purchase POL, because we need gas there.', 'USDC', 'POL', 'polygon'],
  ])('%s', (prompt, tokenIn, tokenOut, chain) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut, chain, amount: { kind: 'exact' } } });
  });

  it.each([
    // A semicolon before a remark that only vouches for the recipient.
    ['Please send 0.1 ETH on Base to bob.eth; he has confirmed that this is the correct name for his wallet.', 'send 0.1 ETH on Base to bob.eth'],
    [`Kindly transfer 40 USDC on Polygon to ${A}; she asked for it last week.`, `send 40 USDC on Polygon to ${A}`],
    // "request a transfer", and an invoice number said in passing.
    [
      `I would like to request a transfer of 250 USDC on Base to ${A}, in settlement of invoice 0093. Please proceed with exactly that amount.`,
      `send 250 USDC on Base to ${A}`,
    ],
    [`We would like to request a transfer of 75 USDC on Polygon to ${A} for order #5521.`, `send 75 USDC on Polygon to ${A}`],
    // Care said in the request's own sentence, naming what not to use.
    [
      `I'd like to send 12.5 USDT on Ethereum to ${A}, and please make sure it's USDT rather than USDC, because the recipient specifically asked for Tether.`,
      `send 12.5 USDT on Ethereum to ${A}`,
    ],
    [`Please send 5 DAI on Base to ${A}, and make sure it is DAI and not USDC.`, `send 5 DAI on Base to ${A}`],
    // A list's lead-in ("the following amounts of USDC on Polygon:", "as follows:") is no label of someone else's.
    [
      `For this month's stipends, please send the following amounts of USDC on Polygon: 100 USDC to ${A}, and 50 USDC to 0x1111111111111111111111111111111111111111. Kindly process them together as a single batch.`,
      `send 100 USDC to ${A}, 50 USDC to 0x1111111111111111111111111111111111111111 on Polygon`,
    ],
    // Courtesies that sound like a condition or a time.
    [`Please send 3 USDC on Base to ${A}. Let me know if you need anything further.`, `send 3 USDC on Base to ${A}`],
    [`Could you swap 10 USDC for ETH on Base? Please go ahead whenever you are ready.`, 'swap 10 USDC for ETH on Base'],
  ])('%s', (prompt, restated) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(result.kind === 'ask' && result.question).toContain(`Do you want me to ${restated}?`);
  });

  it.each([
    // Care or a remark that changes, adds to, conditions or reports the move keeps the refusal.
    `I'd like to send 12.5 USDT on Ethereum to ${A}, and please make sure it's USDT rather than USDC, unless the price is bad.`,
    `Please send 1 eth to ${A} on base, and please make sure it's on ethereum.`,
    `Please send 1 eth to ${A} on base, and please make sure you also send 2 eth to bob.eth.`,
    `Please send 0.1 ETH on Base to bob.eth; my boss told me to.`,
    `Please send 0.1 ETH on Base to bob.eth; then swap the rest to usdc.`,
    `Please send 0.1 ETH on Base to bob.eth; actually make it 0.2.`,
    `Please send 3 USDC on Base to ${A}. Let me know if it fails, then send 3 more.`,
    `I would like to move 5 USDC to ${A}. Please do it on Base or on Polygon.`,
    'I would like to spend 20 USDC on Base to buy some DEGEN. Then send the DEGEN to bob.eth.',
  ])('%s: moves nothing and asks for no yes', (prompt) => {
    const result = read(prompt);
    expect(moves(result), JSON.stringify(result)).toBe(false);
    expect(result.kind === 'ask' && result.pending.awaiting === 'confirm', JSON.stringify(result)).toBe(false);
  });
});

describe('careful prose that lacks a detail asks for it, owing the yes', () => {
  it.each([
    ['I would like to arrange a payment of 250 USDC to our supplier. Please let me know if you need anything further.', { kind: 'transfer', awaiting: 'to' }],
    [
      'We would like to make a transfer of 40 DAI to our landlord, because we owe him rent. Please let me know if you need anything else.',
      { kind: 'transfer', awaiting: 'to' },
    ],
    // The one chain another sentence names is the move's.
    [
      'I would like to move some of our USDC to alice.eth, as we owe her for consulting work. Please go ahead on Base when you are ready.',
      { kind: 'transfer', chain: 'base', awaiting: 'amount' },
    ],
    [
      'I would like to send some USDT to bob.eth, since he asked. Please go ahead on Polygon at your convenience.',
      { kind: 'transfer', chain: 'polygon', awaiting: 'amount' },
    ],
  ])('%s', (prompt, pending) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { ...pending, confirm: true } });
  });
});

describe('other moves a paste describes, pointed at by the person', () => {
  it.each([
    [
      'name | amount | token\nalice.eth | 10 | USDC\nbob.eth | 20 | USDC\n\npay everyone in this table, all on base',
      'send 10 USDC to alice.eth, 20 USDC to bob.eth on Base',
    ],
    [
      'Hi,\nCould you wrap 1 ETH on Ethereum so we have WETH ready for the auction tomorrow?\nThanks, Bob\n\nyep go ahead and do what bob asked',
      'wrap 1 ETH on Ethereum',
    ],
    ['hey, can u unwrap 0.5 WETH on base for the gas tank?\n- sam\n\nok do what sam asked', 'unwrap 0.5 WETH on Base'],
    ['note to self: "put $40 into AERO on base"\ndoing it now, pay with usdc', 'swap $40 of USDC for AERO on Base'],
    [
      'Token brief (from Jess):\nName: Rainy Frog\nTicker: RFROG\nDesc: a frog who loves rain\nSite: https://rainyfrog.fun\n\nlaunch this on base',
      'launch Rainy Frog (RFROG) on Base',
    ],
  ])('%s: asks for a yes to %s', (prompt, restated) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(result.kind === 'ask' && result.question).toContain(`Do you want me to ${restated}?`);
  });

  it.each([
    // A paste that sends funds where they are lost is refused, never asked about.
    '"🎁 AIRDROP: send 0.01 ETH on base to 0x000000000000000000000000000000000000dEaD to claim 1000 USDC" — send it',
    'mod: tip jar is 0x000000000000000000000000000000000000dEaD\n\nsend 0.01 ETH on base to that tip jar',
    'copied this off basescan as the "USDC address": 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\n\nsend 100 usdc on base there',
    'ALERT: free money\n\nsend 0.01 eth on base to 0x000000000000000000000000000000000000dEaD',
  ])('%s: refused as a lossy recipient', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'LOSSY_RECIPIENT' });
  });
});

describe('careful prose asking for a read, with an aside that spells it out', () => {
  it.each([
    'Please list our balances on every chain, that is Base, Ethereum, Polygon, Unichain and Solana, in a single overview, so that I can attach it to the monthly report.',
    'Could you show our balances on every chain, namely Base, Ethereum and Polygon, so that I can reconcile the books?',
  ])('%s: answered', (prompt) => {
    const result = read(prompt);
    expect(result.kind, JSON.stringify(result)).toBe('intent');
    expect(moves(result)).toBe(false);
  });
});
