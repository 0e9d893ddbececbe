import { describe, expect, it } from 'vitest';
import { IntentSchema, interpretPrompt } from '../../lib/agent/interpreter/index.ts';

const all = ['base', 'ethereum', 'polygon', 'unichain', 'solana'];
const SOL_MINT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const DEGEN = '0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed';

const intents: [string, unknown][] = [
  // balances
  ['what is my ETH balance on base', { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
  ['yo whats my eth bal on base', { kind: 'balance', chains: ['base'], tokens: ['ETH'] }],
  ['blance', { kind: 'balance', chains: all, tokens: 'all' }],
  ['ballance pls', { kind: 'balance', chains: all, tokens: 'all' }],
  ['show my balances', { kind: 'balance', chains: all, tokens: 'all' }],
  ['balances on polygon', { kind: 'balance', chains: ['polygon'], tokens: 'all' }],
  ['how much usdc do i have', { kind: 'balance', chains: ['base', 'ethereum', 'polygon', 'unichain', 'solana'], tokens: ['USDC'] }],
  ['how much eth have i got', { kind: 'balance', chains: ['base', 'ethereum', 'unichain'], tokens: ['ETH'] }],
  ['my sol balance', { kind: 'balance', chains: ['solana'], tokens: ['SOL'] }],
  ['balance on solana', { kind: 'balance', chains: ['solana'], tokens: 'all' }],
  ['bal on sol', { kind: 'balance', chains: ['solana'], tokens: 'all' }],
  ['pol balance', { kind: 'balance', chains: ['polygon'], tokens: ['POL'] }],
  ['matic balance', { kind: 'balance', chains: ['polygon'], tokens: ['POL'] }],
  ['whats my $DEGEN balance', { kind: 'balance', chains: ['base'], tokens: ['DEGEN'] }],
  ['usd coin balance on base', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
  ['wrapped ether balance on ethereum', { kind: 'balance', chains: ['ethereum'], tokens: ['WETH'] }],
  ['eth balance on mainnet', { kind: 'balance', chains: ['ethereum'], tokens: ['ETH'] }],
  ['eth balance on eth', { kind: 'balance', chains: ['ethereum'], tokens: ['ETH'] }],
  ['eth bal on eth mainnet', { kind: 'balance', chains: ['ethereum'], tokens: ['ETH'] }],
  ['eth balance on unichain', { kind: 'balance', chains: ['unichain'], tokens: ['ETH'] }],
  ['eth balance on polygon', { kind: 'balance', chains: ['polygon'], tokens: ['WETH'] }],
  ['btc balance', { kind: 'balance', chains: ['base', 'ethereum'], tokens: ['cbBTC', 'WBTC'] }],
  ['usdc and usdt balance on base', { kind: 'balance', chains: ['base'], tokens: ['USDC', 'USDT'] }],
  ['bonk bal', { kind: 'balance', chains: ['solana'], tokens: ['BONK'] }],
  ['what tokens do i have', { kind: 'balance', chains: all, tokens: 'all' }],
  ['what do i hold on base', { kind: 'balance', chains: ['base'], tokens: 'all' }],
  ['balance on base mainnet', { kind: 'balance', chains: ['base'], tokens: 'all' }],
  ['degen balanse', { kind: 'balance', chains: ['base'], tokens: ['DEGEN'] }],
  // portfolio
  ['portfolio', { kind: 'portfolio' }],
  ['show me my portfolio', { kind: 'portfolio' }],
  ['whats my net worth', { kind: 'portfolio' }],
  ['how much is my wallet worth', { kind: 'portfolio' }],
  ['total value of my holdings', { kind: 'portfolio' }],
  ['portfolo', { kind: 'portfolio' }],
  ['what are my holdings worth', { kind: 'portfolio' }],
  // prices
  ['price of eth', { kind: 'price', tokens: ['ETH'] }],
  ['eth price', { kind: 'price', tokens: ['ETH'] }],
  ['prcie of pepe', { kind: 'price', tokens: ['PEPE'] }],
  ['how much is bonk', { kind: 'price', tokens: ['BONK'] }],
  ['whats degen trading at', { kind: 'price', tokens: ['DEGEN'] }],
  ['what is sol worth', { kind: 'price', tokens: ['SOL'] }],
  ['solana price', { kind: 'price', tokens: ['SOL'] }],
  ['$BRETT price', { kind: 'price', tokens: ['BRETT'] }],
  ['price of degen on base', { kind: 'price', tokens: ['DEGEN'], chain: 'base' }],
  ['usdc price on polygon', { kind: 'price', tokens: ['USDC'], chain: 'polygon' }],
  ['bitcoin price', { kind: 'price', tokens: ['WBTC'] }],
  ['price of wif', { kind: 'price', tokens: ['WIF'] }],
  ['dogwifhat price', { kind: 'price', tokens: ['WIF'] }],
  ['chainlink price', { kind: 'price', tokens: ['LINK'] }],
  ['matic price', { kind: 'price', tokens: ['POL'] }],
  ['what does uni cost', { kind: 'price', tokens: ['UNI'] }],
  ['jup price', { kind: 'price', tokens: ['JUP'] }],
  ['aero pirce', { kind: 'price', tokens: ['AERO'] }],
  ['price of eth and sol', { kind: 'price', tokens: ['ETH', 'SOL'] }],
  ['eth, btc, bonk prices?', { kind: 'price', tokens: ['ETH', 'WBTC', 'BONK'] }],
  // lookups
  [`what is ${DEGEN}`, { kind: 'lookup', address: DEGEN }],
  [`lookup ${DEGEN} on base`, { kind: 'lookup', address: DEGEN, chain: 'base' }],
  [`info on ${SOL_MINT}`, { kind: 'lookup', address: SOL_MINT, chain: 'solana' }],
  [`price of ${DEGEN}`, { kind: 'lookup', address: DEGEN }],
  [`${SOL_MINT}`, { kind: 'lookup', address: SOL_MINT, chain: 'solana' }],
  [`token info ${DEGEN.toLowerCase()}`, { kind: 'lookup', address: DEGEN.toLowerCase() }],
  [`look up 0x0000000000000000000000000000000000001234`, { kind: 'lookup', address: '0x0000000000000000000000000000000000001234' }],
  // trending
  ['whats trending on base', { kind: 'trending', chains: ['base'] }],
  ['trending tokens', { kind: 'trending', chains: all }],
  ['hot tokens on solana', { kind: 'trending', chains: ['solana'] }],
  ['top tokens on polygon', { kind: 'trending', chains: ['polygon'] }],
  ['trnding', { kind: 'trending', chains: all }],
  ['what is pumping on unichain', { kind: 'trending', chains: ['unichain'] }],
  ['trending on eth', { kind: 'trending', chains: ['ethereum'] }],
];

const failures: [string, string, RegExp?][] = [
  ['balance on avalanche', 'UNSUPPORTED_CHAIN', /Avalanche is not supported\. Supported chains: base, ethereum, polygon, unichain, solana/],
  ['whats trending on arbitrum', 'UNSUPPORTED_CHAIN'],
  ['price of eth on bsc', 'UNSUPPORTED_CHAIN'],
  ['price of $FOO', 'UNKNOWN_TOKEN', /FOO/],
  ['what is $SHIBX worth', 'UNKNOWN_TOKEN', /SHIBX/],
  ['bonk balance on base', 'TOKEN_NOT_ON_CHAIN', /BONK is not available on Base\. It is on solana/],
  ['price of degen on polygon', 'TOKEN_NOT_ON_CHAIN'],
  // A greeting alone is answered with what Purser does (interpreter-everyday-threads-h17); words asking nothing it does are not.
  ['tell me a joke', 'UNRECOGNIZED'],
  ['', 'UNRECOGNIZED'],
  ['what is my balance and then the price of eth', 'ONE_ACTION'],
  [`what is vitalik.eth`, 'ENS_UNSUPPORTED', /A name such as vitalik\.eth is read only as the recipient of a transfer/],
];

describe('interpretPrompt: reads', () => {
  it.each(intents)('%s', (prompt, expected) => {
    const result = interpretPrompt(prompt, []);
    expect(result).toEqual({ kind: 'intent', intent: expected });
    if (result.kind === 'intent') expect(IntentSchema.parse(result.intent)).toEqual(result.intent);
  });
  it.each(failures)('%s → %s', (prompt, code, message) => {
    const result = interpretPrompt(prompt, []);
    expect(result).toMatchObject({ kind: 'fail', code });
    if (message && result.kind === 'fail') expect(result.message).toMatch(message);
  });
  it('asks for a token price with no token', () => {
    expect(interpretPrompt('price', [])).toMatchObject({ kind: 'ask', pending: { kind: 'price', awaiting: 'token' } });
  });
});
