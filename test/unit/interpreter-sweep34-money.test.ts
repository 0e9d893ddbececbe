import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Readings the issue-16 sweep found moving money other than asked, still open at the start of this session: another
 * chain read as a supported one, a share said beside an amount, one amount for recipients not simply listed, the
 * person's own address paid for someone else, and a schedule dropped while the chain was asked.
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const alice = '0x1111111111111111111111111111111111111111';
const mine = '0x2222222222222222222222222222222222222222';

describe('a chain this service does not support is never read as one it does', () => {
  it.each([
    ['send 1 eth to bob.eth on ethereum classic', /^Ethereum classic is not supported/],
    ['send 5 usdc to bob.eth on polygon zkevm', /^Polygon zkevm is not supported/],
    ['swap 10 usdc for eth on polygon zk', /^Polygon zk is not supported/],
    ['send 10 degen to bob.eth on degen', /^Degen chain is not supported/],
    ['buy 10 degen on degen chain', /^Degen chain is not supported/],
    ['send 3 ape to bob.eth on the ape network', /^Ape chain is not supported/],
  ])('%s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNSUPPORTED_CHAIN', message });
  });

  it.each([
    ['spend 10 usdc on degen', 'DEGEN'],
    ['swap 10 usdc to degen on base', 'DEGEN'],
  ])('%s buys the token on Base', (prompt, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'base', tokenOut } });
  });

  it('"polygon pos" is no other chain: nothing of it is read as one', () => {
    expect(read('send 5 usdc to bob.eth on polygon')).toMatchObject({ kind: 'intent', intent: { chain: 'polygon' } });
  });
});

describe('a share said beside an amount of its own is never dropped', () => {
  it.each([
    'sell 1m degen, half of it',
    'sell 100 usdc for eth on base, half of it',
    'sell 1m degen on base, a quarter',
    'send 40 usdc to bob.eth on base and the rest to me',
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got.kind).not.toBe('intent');
    if (got.kind === 'ask') expect(got.pending).not.toHaveProperty('awaiting', 'confirm');
  });

  it.each([['pls send 100 usdc to 0x4444444444444444444444444444444444444444 on polygon, its my half of the rent', '100']])(
    'whose share it is, or what is left alone, is no share of the move: %s',
    (prompt, value) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { kind: 'exact', value } } });
    },
  );
});

describe('one amount for recipients not simply listed is refused, never offered for a yes to each', () => {
  it.each([
    `send 10 usdc to ${mine} not ${alice} on base`,
    `send 10 usdc to ${mine} (not ${alice}) on base`,
    'bob.eth gets 10 usdc and alice.eth the rest',
    'send 10 usdc to bob.eth cc alice.eth on base',
    'send 10 usdc to bob.eth aka alice.eth on base',
    'send 10 usdc to bob.eth on behalf of alice.eth on base',
    'send 10 usdc to bob.eth and alice.eth gets the remainder on base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR', message: /could not tell who should get what/ });
  });

  it.each([
    ['send 2 usdc each to bob.eth, alice.eth and carol.base.eth on base', 3],
    ['airdrop 1 usdc to bob.eth & alice.eth on base', 2],
  ])('a plain list with "each" is the batch: %s', (prompt, count) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch' } });
    if (got.kind === 'intent' && got.intent.kind === 'transfer-batch') expect(got.intent.transfers).toHaveLength(count);
  });

  it('a plain list without "each" is still asked for a yes', () => {
    expect(read('send 10 usdc to bob.eth and alice.eth on base')).toMatchObject({
      kind: 'ask',
      question: /each would get 10 USDC/,
      pending: { kind: 'transfer-batch', awaiting: 'confirm' },
    });
  });
});

describe("the person's own address is not paid for someone else", () => {
  it.each([
    `My address is ${mine}. send her 10 usdc on base`,
    `my wallet is ${mine}, pay him 10 usdc on base`,
    `my address: ${mine} -- transfer them 5 usdc on base`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_RECIPIENT', message: /as your own address/ });
  });

  it('"send it to my address" is their own other wallet', () => {
    expect(read(`my wallet address is ${mine} send 10 usdc to it on base`)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', to: mine },
    });
  });
});

describe('a schedule or a number left unread is not dropped while the chain is asked', () => {
  it.each(['buy $60 of eth over 6 months', 'sell 2 eth over the next 4 days'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });

  it('"spread over 6 weeks" is the order it says', () => {
    expect(read('buy $60 of eth spread over 6 weeks')).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'chain' } });
  });

  it('the thread never buys it at once on the chain answer', () => {
    expect(onThreadAt(now, 'buy $60 of eth over 6 months', 'base')).not.toMatchObject({ kind: 'intent', intent: { kind: 'swap' } });
  });

  it('a move with nothing unread still asks the chain', () => {
    expect(read('buy $60 of eth')).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'chain' } });
  });
});

describe('parts that do not make the whole said first are confirmed, never sent as said last', () => {
  const split = 'split 10 usdc between bob.eth, alice.eth and carol.base.eth on base';

  it('"5 each" after "split 10 … between three" asks, naming both totals', () => {
    expect(onThreadAt(now, split, '5 each')).toMatchObject({
      kind: 'ask',
      question: /^You first said 10 in all; 5 each to 3 addresses is 15\. Send 15 USDC in all on Base/,
      pending: { kind: 'transfer-batch', awaiting: 'confirm' },
    });
  });

  it('parts that make the whole run', () => {
    expect(onThreadAt(now, 'split 9 usdc between bob.eth and alice.eth on base, 5 each', '4.5 each')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer-batch', transfers: [{ amount: '4.5' }, { amount: '4.5' }] },
    });
  });
});

describe('a bare share right after a move is not guessed to be of the holding', () => {
  it.each([
    ['buy 100 degen', 'send half to bob.eth'],
    ['buy 100 degen', 'sell half'],
    ['buy 100 degen on base', 'now send a quarter to bob.eth'],
    ['swap 50 usdc for eth on base', 'send 50% to alice.eth'],
  ])('%s → %s', (first, second) => {
    expect(onThreadAt(now, first, second)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR', message: /names a share without saying of what/ });
  });

  it('nor on the answer that names its token', () => {
    expect(onThreadAt(now, 'buy 100 degen', 'send half to bob.eth', 'degen')).not.toMatchObject({ kind: 'intent', intent: { kind: 'transfer' } });
  });

  it.each([
    ['buy 100 degen', 'send half my degen to bob.eth'],
    ['buy 100 degen', 'send half of my degen to bob.eth on base'],
  ])('whose share it is, said, is read: %s → %s', (first, second) => {
    expect(onThreadAt(now, first, second)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { kind: 'fraction', value: 0.5 } } });
  });

  it('with no move before it, a bare share still asks its token', () => {
    expect(onThreadAt(now, 'send half to bob.eth')).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'token' } });
  });
});

describe('a correction after a move already made is no second move', () => {
  it.each(['no, polygon', 'i meant polygon', 'wrong chain, polygon', 'no polygon sorry'])('%s', (correction) => {
    expect(onThreadAt(now, 'send 10 usdc to bob.eth on base', correction)).toMatchObject({
      kind: 'fail',
      code: 'REQUEST_CHANGED',
      message: /^The transfer on Base was already made, and it cannot be undone/,
    });
  });

  it('"and on polygon" is still asked as a repeat', () => {
    expect(onThreadAt(now, 'send 10 usdc to bob.eth on base', 'and on polygon')).toMatchObject({
      kind: 'ask',
      question: 'Do the same transfer on polygon? (yes / no)',
    });
  });
});

describe('a launch said with a first buy is refused, never launched without it', () => {
  it.each([
    'launch a token called Moon Cat with ticker MCAT on base, dev buy 1 eth',
    'launch a token called Moon Cat with ticker MCAT on base with an initial buy of 0.1 eth',
    'launch a token called Moon Cat with ticker MCAT on base and buy 0.2 eth of it at launch',
    'launch a token called Moon Cat with ticker MCAT on base, snipe 0.05 eth',
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got.kind).toBe('fail');
  });

  it('a launch alone is the launch', () => {
    expect(read('launch a token called Moon Cat with ticker MCAT on base')).toMatchObject({ kind: 'intent', intent: { kind: 'launch', symbol: 'MCAT' } });
  });

  it('a quoted description that mentions buying is data', () => {
    expect(read('launch a token called Moon Cat with ticker MCAT on base, description "the first buy is on us"')).not.toMatchObject({
      kind: 'fail',
      message: /buys none of it/,
    });
  });
});

describe('amounts and counts said around a move are never lost on its yes', () => {
  it.each([
    ['send a grand and a half usdc to bob.eth on base', '1500', /^I read "a grand and a half" as 1500 dollars\./],
    ['buy 2 grand and a half of eth on base', '2500', /^I read "2 grand and a half" as 2500 dollars\./],
  ])('%s', (prompt, value, question) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', question, pending: { amount: { kind: 'usd', value }, awaiting: 'confirm' } });
  });

  it.each(['send 10 usdc to bob.eth on base (x3)', 'send 10 usdc to bob.eth on base x3', 'swap 5 usdc for eth on base 2x'])(
    'a count of times is no move made once: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail' });
    },
  );

  it('"all of it" after a swap is not all of the holding', () => {
    expect(onThreadAt(now, 'swap 10 usdc to eth on base', 'send the eth to bob.eth', 'all of it')).toMatchObject({
      kind: 'fail',
      code: 'MOVE_UNCLEAR',
    });
  });
});

describe('a token, chain or recipient ruled out is never the one the move uses', () => {
  it.each([
    'buy 2 LINK on ethereum, not with usdc',
    'buy 2 link on ethereum but not using usdc',
    'send 10 usdc to bob.eth, not on base',
    'send 10 usdc to bob.eth on base, avoid base',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR', message: /^You wrote "/ });
  });

  it.each([
    ['Could you please buy $40 worth of TOSHI on Base, paying with ETH rather than USDC?', 'ETH'],
    ['buy $40 of toshi on base with eth, not with usdc', 'ETH'],
  ])('what is ruled out and not used stays: %s', (prompt, tokenIn) => {
    const got = read(prompt);
    expect(got.kind === 'intent' || got.kind === 'ask').toBe(true);
    const move = got.kind === 'intent' ? got.intent : got.kind === 'ask' ? got.pending : undefined;
    expect(move).toMatchObject({ tokenIn });
  });

  it('a spoken correction "bob dot eth wait no alice dot eth" is no exclusion', () => {
    expect(read('send thirty usdc to bob dot eth wait no alice dot eth on ethereum')).toMatchObject({ kind: 'ask', pending: { to: 'alice.eth' } });
  });
});

describe("a stop loss or take profit on a dollar token never watches the other side's price", () => {
  it.each(['stop loss on my usdc at 0.99 on base', 'take profit on my usdt at 1.02 on ethereum'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED', message: /a dollar token, would watch its own price/ });
  });

  it.each([
    ['sell all my usdc for eth if eth drops to 2000 on base', 'ETH'],
    ['stop loss on my degen at 0.001 on base', 'DEGEN'],
  ])('%s watches %s', (prompt, token) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', token } } });
  });
});

describe('one amount "together" for a list is asked: each, or split?', () => {
  it.each(['send bob.eth and alice.eth 30 usdc together on base', 'send 30 usdc to bob.eth and alice.eth combined on base'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', question: /^Should each address get 30 USDC, or should 30 USDC be split/ });
  });
});

describe("a trade's proceeds are never sent elsewhere by a field beside it", () => {
  it.each(['swap 0.5 SOL for JUP on solana recipient=bob.sol', 'swap 10 usdc for eth on base receiver: bob.eth'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});

describe('a total beside a batch is never left out as a remark', () => {
  it('"(total 30)" beside 10 each to two is refused, never asked back as 20', () => {
    expect(read('send 10 usdc each to bob.eth and alice.eth on base (total 30)')).toMatchObject({ kind: 'fail' });
  });
});

describe('"twice" is never answered by one send', () => {
  it('"again, twice" after a transfer is refused, never asked back as one send', () => {
    expect(onThreadAt(now, 'send 10 usdc to bob.eth on base', 'again, twice')).toMatchObject({ kind: 'fail' });
  });

  it('"verified this address twice" is care, not a count', () => {
    expect(
      read('Please send 0.05 ETH on Base to 0x4444444444444444444444444444444444444444. I have verified this address twice with the recipient.'),
    ).not.toMatchObject({ kind: 'fail' });
  });
});
