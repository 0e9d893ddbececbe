import { describe, expect, it } from 'vitest';
import { interpret } from '../../lib/agent/interpret.ts';

const unsupportedPrompt = {
  kind: 'unsupported',
  code: 'UNSUPPORTED_PROMPT',
  reason:
    'I can\'t handle that request yet. Right now I can read native balances, for example "what is my ETH balance on base" or "what is my POL balance on polygon", ' +
    'and send the native token, for example "send 0.01 ETH to 0x… on base". Swaps, token transfers, prices and more are coming.',
} as const;

describe('interpret: balance questions', () => {
  it.each([
    { prompt: 'what is my ETH balance on base', token: 'ETH', chains: ['base'] },
    { prompt: 'yo whats my eth bal on base', token: 'ETH', chains: ['base'] },
    { prompt: 'how much POL do I have on polygon', token: 'POL', chains: ['polygon'] },
    { prompt: 'ETH balance on ethereum', token: 'ETH', chains: ['ethereum'] },
    { prompt: "what's my eth balance on unichain", token: 'ETH', chains: ['unichain'] },
    { prompt: 'What is my $ETH balance on Base?', token: 'ETH', chains: ['base'] },
    { prompt: 'my eth balance on Base.', token: 'ETH', chains: ['base'] },
    { prompt: 'how much eth on mainnet', token: 'ETH', chains: ['ethereum'] },
    { prompt: 'eth balance on eth', token: 'ETH', chains: ['ethereum'] },
    { prompt: 'eth balance on l1', token: 'ETH', chains: ['ethereum'] },
    { prompt: 'ETH balance on ethereum and base', token: 'ETH', chains: ['base', 'ethereum'] },
    { prompt: 'how much matic do I have on polygon pos', token: 'POL', chains: ['polygon'] },
    { prompt: 'POL   balance\ton\npolygon', token: 'POL', chains: ['polygon'] },
  ])('$prompt → $token on $chains', ({ prompt, token, chains }) => {
    expect(interpret(prompt)).toStrictEqual({ kind: 'intent', intent: { kind: 'balance', token, chains, chainNamed: true } });
  });

  it.each([
    { prompt: 'my eth balance', token: 'ETH', chains: ['base', 'ethereum', 'unichain'] },
    { prompt: 'ETH bal?', token: 'ETH', chains: ['base', 'ethereum', 'unichain'] },
    { prompt: 'how much pol do i have', token: 'POL', chains: ['polygon'] },
  ])('$prompt names no chain → every chain of $token', ({ prompt, token, chains }) => {
    expect(interpret(prompt)).toStrictEqual({ kind: 'intent', intent: { kind: 'balance', token, chains, chainNamed: false } });
  });

  it('does not read "eth" inside "ethereum" as the token', () => {
    expect(interpret('my balance on ethereum')).toStrictEqual(unsupportedPrompt);
  });
});

describe('interpret: unsupported chains', () => {
  it('names the chain and lists the supported ones', () => {
    expect(interpret('eth balance on avalanche')).toMatchInlineSnapshot(`
      {
        "code": "UNSUPPORTED_CHAIN",
        "kind": "unsupported",
        "reason": "Avalanche is not supported. Supported chains: base, ethereum, polygon, unichain, solana.",
      }
    `);
  });

  it.each([
    { prompt: 'eth balance on avalanche', chain: 'Avalanche' },
    { prompt: 'how much eth do I have on arbitrum', chain: 'Arbitrum' },
    { prompt: 'ETH balance on Optimism and base', chain: 'Optimism' },
    { prompt: 'bnb balance on bnb chain', chain: 'Bnb chain' },
    { prompt: 'swap eth on zksync', chain: 'Zksync' },
  ])('$prompt → UNSUPPORTED_CHAIN naming $chain', ({ prompt, chain }) => {
    expect(interpret(prompt)).toStrictEqual({
      kind: 'unsupported',
      code: 'UNSUPPORTED_CHAIN',
      reason: `${chain} is not supported. Supported chains: base, ethereum, polygon, unichain, solana.`,
    });
  });
});

describe('interpret: unsupported prompts', () => {
  it.each([
    'swap 5 usdc to eth on base',
    'send 0.1 SOL to x on solana',
    'hello',
    '',
    'what is my usdc balance on base',
    'what is my eth balance on solana',
    'what is my balance on base',
    'send 1 eth to vitalik.eth',
  ])('%j → UNSUPPORTED_PROMPT with the capabilities hint', (prompt) => {
    expect(interpret(prompt)).toStrictEqual(unsupportedPrompt);
  });
});

describe('interpret: chain names inside other words or phrases', () => {
  it('reads "base mainnet" as Base only', () => {
    expect(interpret('what is my eth balance on base mainnet')).toMatchObject({ kind: 'intent', intent: { chains: ['base'], chainNamed: true } });
  });

  it('does not take "a ton of" for the TON chain', () => {
    expect(interpret('I have a ton of eth, what is my eth balance on base')).toMatchObject({ kind: 'intent', intent: { chains: ['base'] } });
  });

  it('still refuses a chain named in a chain position', () => {
    expect(interpret('eth balance on scroll')).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CHAIN' });
  });
});

describe('interpret: native transfers', () => {
  const to = '0x000000000000000000000000000000000000dEaD';
  it.each([
    [`send 0.01 ETH to ${to} on base`, { amount: '0.01', token: 'ETH', chain: 'base' }],
    [`transfer 2 pol to ${to} on polygon`, { amount: '2', token: 'POL', chain: 'polygon' }],
    [`pay 1.5 $ETH to ${to} on unichain`, { amount: '1.5', token: 'ETH', chain: 'unichain' }],
  ])('%s', (prompt, fields) => {
    expect(interpret(prompt)).toEqual({ kind: 'intent', intent: { kind: 'transfer', to, ...fields } });
  });

  it('asks for the chain instead of guessing one', () => {
    expect(interpret(`send 0.01 ETH to ${to}`)).toMatchObject({ kind: 'unsupported', code: 'CHAIN_REQUIRED', reason: expect.stringContaining('Nothing was sent') });
    expect(interpret(`send 0.01 ETH to ${to} on base or ethereum`)).toMatchObject({ kind: 'unsupported', code: 'CHAIN_REQUIRED' });
  });
});
