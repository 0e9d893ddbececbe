import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

const A = '0x1111111111111111111111111111111111111111';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

/** The move a reading would make, run now or asked back for a yes. */
const moveOf = (prompt: string) => {
  const result = read(prompt);
  if (result.kind === 'intent') return movingIntentOf(result);
  if (result.kind === 'ask' && result.pending.awaiting === 'confirm') return movingIntentOf(result);
  return undefined;
};

describe('careful remarks after the one request only say the person knows what they ask for (issue 16)', () => {
  it.each([
    // The funds are no longer needed in the form they are in.
    ['Could you please unwrap 0.02 WETH back into ETH on Base? I no longer need it in wrapped form.', { kind: 'unwrap', token: 'WETH', chain: 'base' }],
    ['Please unwrap 0.5 WETH on base. I no longer need it wrapped.', { kind: 'unwrap', token: 'WETH', chain: 'base' }],
    ['Please unwrap 0.1 WETH on Ethereum. I do not need it in wrapped form any more.', { kind: 'unwrap', token: 'WETH', chain: 'ethereum' }],
    // What applications in general are said to require.
    [
      'I would like to wrap 0.3 ETH into WETH on Unichain, please. I have been told that some applications require WETH rather than ETH.',
      { kind: 'wrap', token: 'ETH', chain: 'unichain' },
    ],
    ['Please wrap 2 SOL. I was told some dapps only take wrapped SOL.', { kind: 'wrap', token: 'SOL', chain: 'solana' }],
    ['Please wrap 0.2 ETH on Base. I have heard that many protocols prefer WETH.', { kind: 'wrap', token: 'ETH', chain: 'base' }],
    // What the person accepts about the move.
    [
      'Please convert $30 worth of my USDC into TOSHI on Base. I understand that the price per token is very small, and that is perfectly fine.',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'TOSHI', chain: 'base' },
    ],
    ["Could you please swap 100 USDC for DEGEN on Base? I know the price is tiny and that's fine.", { kind: 'swap', tokenOut: 'DEGEN' }],
    ['Please swap 20 USDC for BRETT on Base. I am aware that it is a risky token, and that is acceptable.', { kind: 'swap', tokenOut: 'BRETT' }],
    // The amount meant exactly, said again.
    [
      'Please buy exactly 0.01 WETH on Ethereum, paying with USDC. I would like to receive precisely that amount, not a dollar value.',
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH', amount: { kind: 'exact', value: '0.01' } },
    ],
    [
      'Please buy exactly 5 UNI on Ethereum with USDC. I want exactly that amount, no more, no less.',
      { kind: 'swap', tokenOut: 'UNI', amount: { kind: 'exact', value: '5' } },
    ],
    [
      'I would like to send vitalik.eth 1 USDC on Base as a small thank-you. Please send exactly 1 USDC, nothing more.',
      { kind: 'transfer', token: 'USDC', to: 'vitalik.eth', amount: { kind: 'exact', value: '1' } },
    ],
    [`Please send 0.5 USDC to ${A} on Polygon. Send exactly 0.5 USDC, no more.`, { kind: 'transfer', to: A, amount: { kind: 'exact', value: '0.5' } }],
  ])('%s', (prompt, expected) => {
    expect(moveOf(prompt), JSON.stringify(read(prompt))).toMatchObject(expected);
  });

  it.each([
    // A remark that conditions, puts off, reports an instruction, redirects or names another amount keeps the refusal.
    'Please swap 100 USDC for DEGEN on Base. I know the price is tiny, but only if it stays there.',
    'Please send 5 USDC to bob.eth on Base. I understand my boss wants it.',
    'Please unwrap 1 WETH on base. I no longer need it, send it to bob.eth instead.',
    'Please send 2 USDC to bob.eth on base. Please send exactly 1 USDC, nothing more.',
    'Please send 2 USDC to bob.eth on base. Please send exactly 2 USDC to alice.eth, nothing more.',
    `Please swap 1 ETH for USDC on base. I have been told that some exchanges require it, so send it to ${A}.`,
    'Please wrap 0.2 ETH on Base. I was told by support to do it on Ethereum instead.',
    'Please wrap 0.2 ETH on Base. I understand that it is fine to do it tomorrow.',
    'Please swap 1 ETH for USDC on base. It is fine to do it tomorrow.',
    'Please send 5 USDC to bob.eth on Base. That is fine to go out tonight.',
  ])('%s: moves nothing', (prompt) => {
    expect(moveOf(prompt), JSON.stringify(read(prompt))).toBeUndefined();
  });

  it.each([
    // The amount left to the service is asked for, never guessed.
    ['Could you please swap some of my USDC for ETH on Base? I am not sure how much would be sensible, so whatever you think is appropriate.', 'amount'],
    ["Please swap some USDC for ETH on Base. I'm not sure how much, up to you.", 'amount'],
    ['Please send some USDC to bob.eth on base. Whatever you think is best.', 'amount'],
    ["Please buy some DEGEN with my ETH on Base. I'll leave it to you.", 'amount'],
    // What the move is for, with a time in it, is a reason, not a schedule: the chain is still asked for.
    ['Could you please convert 200 USDC to USDT? I need it for a payment later this week.', 'chain'],
    ['Please swap 50 USDC for DAI. I need it for a bill due next week.', 'chain'],
    ['Could you send 20 USDC to bob.eth? We need it for a dinner tomorrow night.', 'chain'],
  ])('%s: asks the %s', (prompt, awaiting) => {
    expect(read(prompt), JSON.stringify(read(prompt))).toMatchObject({ kind: 'ask', pending: { awaiting } });
  });

  it.each([
    // An amount already said is not left open again; a doubt about the move itself is no amount left open.
    'Please swap 100 USDC for ETH on Base. I am not sure how much would be sensible, so whatever you think is appropriate.',
    'Please swap some USDC for ETH on Base. Not sure, maybe later.',
    'Please swap 50 USDC for DAI on base. I need it for a bill, but do it tomorrow.',
  ])('%s: moves nothing and asks for no amount', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && movingIntentOf(result), JSON.stringify(result)).toBeFalsy();
    expect(result.kind === 'ask' && result.pending.awaiting === 'amount', JSON.stringify(result)).toBe(false);
  });
});
