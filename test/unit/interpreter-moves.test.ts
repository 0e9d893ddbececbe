import { describe, expect, it } from 'vitest';
import { IntentSchema, interpretPrompt } from '../../lib/agent/interpreter/index.ts';

const A = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const a = A.toLowerCase();
const BAD = '0x833589fcD6eDb6E08f4c7C32D4f71b54bdA02913';
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const DEGEN = '0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed';
const exact = (value: string) => ({ kind: 'exact', value });
const usd = (value: string) => ({ kind: 'usd', value });
const fraction = (value: number) => ({ kind: 'fraction', value });
const swap = (chain: string, tokenIn: string, tokenOut: string, amount: unknown, side = 'sell', slippageBps = 100) => ({
  kind: 'swap',
  chain,
  tokenIn,
  tokenOut,
  amount,
  side,
  slippageBps,
});
const send = (chain: string, token: string, amount: unknown, to = A) => ({ kind: 'transfer', chain, token, amount, to });

const intents: [string, unknown][] = [
  // swaps
  ['swp 5 usdc->eth base', swap('base', 'USDC', 'ETH', exact('5'))],
  ['swap 5 usdc for eth on base', swap('base', 'USDC', 'ETH', exact('5'))],
  ['swap 5 USDC to ETH on Base', swap('base', 'USDC', 'ETH', exact('5'))],
  ['convert 100 usdc into eth on ethereum', swap('ethereum', 'USDC', 'ETH', exact('100'))],
  ['exchange 0.1 eth for usdc on unichain', swap('unichain', 'ETH', 'USDC', exact('0.1'))],
  ['trade 1,000.5 usdc for weth on ethereum', swap('ethereum', 'USDC', 'WETH', exact('1000.5'))],
  ['swap .5 eth to usdc on base', swap('base', 'ETH', 'USDC', exact('0.5'))],
  ['swap 2k usdc for eth on base', swap('base', 'USDC', 'ETH', exact('2000'))],
  ['swap $20 of eth for usdc on base', swap('base', 'ETH', 'USDC', usd('20'))],
  ['swap 20 dollars of eth to usdc on base', swap('base', 'ETH', 'USDC', usd('20'))],
  ['swap 20 usd worth of eth for degen on base', swap('base', 'ETH', 'DEGEN', usd('20'))],
  ['swap half my eth for usdc on base', swap('base', 'ETH', 'USDC', fraction(0.5))],
  ['swap 25% of my usdc for eth on base', swap('base', 'USDC', 'ETH', fraction(0.25))],
  ['swap 10 percent of my usdc to eth on base', swap('base', 'USDC', 'ETH', fraction(0.1))],
  ['swap all my degen to usdc on base', swap('base', 'DEGEN', 'USDC', fraction(1))],
  ['swap max usdc for eth on base', swap('base', 'USDC', 'ETH', fraction(1))],
  ['swap 5 usdc for eth on base with 0.5% slippage', swap('base', 'USDC', 'ETH', exact('5'), 'sell', 50)],
  ['swap 5 usdc for eth on base max slippage 2%', swap('base', 'USDC', 'ETH', exact('5'), 'sell', 200)],
  ['swap 5 usdc for eth on base, slippage 3%', swap('base', 'USDC', 'ETH', exact('5'), 'sell', 300)],
  ['swap 5 usdc to eth slippage 0.5 on base', swap('base', 'USDC', 'ETH', exact('5'), 'sell', 50)],
  ['swap 5 usdc to eth with slippage of 1.5% on base', swap('base', 'USDC', 'ETH', exact('5'), 'sell', 150)],
  ['swap 5 usdc for eth on base slippage 30 bps', swap('base', 'USDC', 'ETH', exact('5'), 'sell', 30)],
  ['swap usdc for 0.1 eth on base', swap('base', 'USDC', 'ETH', exact('0.1'), 'buy')],
  ['swapp 5 usdc for eth on base', swap('base', 'USDC', 'ETH', exact('5'))],
  ['swap 5 $USDC for $DEGEN on base', swap('base', 'USDC', 'DEGEN', exact('5'))],
  ['swap 5 usd coin for wrapped ether on base', swap('base', 'USDC', 'WETH', exact('5'))],
  [`swap 5 usdc for ${DEGEN} on base`, swap('base', 'USDC', 'DEGEN', exact('5'))],
  ['swap 1 sol for usdc on solana', swap('solana', 'SOL', 'USDC', exact('1'))],
  ['swap 1000 bonk to sol on sol', swap('solana', 'BONK', 'SOL', exact('1000'))],
  ['swap 5 usdc for pol on polygon', swap('polygon', 'USDC', 'POL', exact('5'))],
  ['swap 5 usdc for matic on polygon', swap('polygon', 'USDC', 'POL', exact('5'))],
  ['swap 0.01 cbbtc for usdc on base', swap('base', 'cbBTC', 'USDC', exact('0.01'))],
  ['pls swap 5 usdc to eth on base thx', swap('base', 'USDC', 'ETH', exact('5'))],
  ['can you swap 5 usdc for some eth on base?', swap('base', 'USDC', 'ETH', exact('5'))],
  ['swpa 5 usdc for eth on base', swap('base', 'USDC', 'ETH', exact('5'))],
  ['would you swap 5 usdc for eth on base', swap('base', 'USDC', 'ETH', exact('5'))],
  ['could you help me to swap 5 usdc for eth on base', swap('base', 'USDC', 'ETH', exact('5'))],
  ['swap 5 usdc for eth on the base network', swap('base', 'USDC', 'ETH', exact('5'))],
  ['swap 5 eth to usdc on ethereum mainnet', swap('ethereum', 'ETH', 'USDC', exact('5'))],
  ['swap 5 usdc for ethereum on base', swap('base', 'USDC', 'ETH', exact('5'))],
  // buys and sells
  ['i would like to buy some degen with 5 usdc on base', swap('base', 'USDC', 'DEGEN', exact('5'))],
  ['buy 20 usdc of degen on base', swap('base', 'USDC', 'DEGEN', exact('20'))],
  ['buy 20 usdc worth of degen on base', swap('base', 'USDC', 'DEGEN', exact('20'))],
  ['buy 100 degen with usdc on base', swap('base', 'USDC', 'DEGEN', exact('100'), 'buy')],
  [`send five usdc to ${A} on base`, send('base', 'USDC', exact('5'))],
  ['swap zero point five eth to usdc on unichain', swap('unichain', 'ETH', 'USDC', exact('0.5'))],
  ['sell one and a half sol for usdc', swap('solana', 'SOL', 'USDC', exact('1.5'))],
  [`send a quarter of an eth on ethereum to ${A}`, send('ethereum', 'ETH', exact('0.25'))],
  ['swap three quarters of my weth to usdc on base', swap('base', 'WETH', 'USDC', fraction(0.75))],
  ['eth is at 3k, buy 0.1 eth with usdc on base', swap('base', 'USDC', 'ETH', exact('0.1'), 'buy')],
  ['cash out 2 million bonk for usdc', swap('solana', 'BONK', 'USDC', exact('2000000'))],
  ['pay 20 usdc for degen', swap('base', 'USDC', 'DEGEN', exact('20'))],
  ['bonk please, paying with 1 sol', swap('solana', 'SOL', 'BONK', exact('1'))],
  ['swap 33.3% of my sol to usdc', swap('solana', 'SOL', 'USDC', fraction(0.333))],
  ['action=swap chain=base from=AERO to=USDC amount=50% slippage=2%', swap('base', 'AERO', 'USDC', fraction(0.5), 'sell', 200)],
  ['action=swap chain=ethereum side=buy from=USDC to=WBTC amount=0.01WBTC', swap('ethereum', 'USDC', 'WBTC', exact('0.01'), 'buy')],
  ['{action: swap, chain: solana, in: USDC, out: BONK, amount: 40}', swap('solana', 'USDC', 'BONK', exact('40'))],
  [`action=transfer chain=polygon token=USDT amount=12.5 to=${A}`, send('polygon', 'USDT', exact('12.5'))],
  ['Swap 3,000 USDC for USDT on Base. Slippage must not exceed 0.05%.', swap('base', 'USDC', 'USDT', exact('3000'), 'sell', 5)],
  ['use 100 usdc to buy aero on base', swap('base', 'USDC', 'AERO', exact('100'))],
  ['trade 1/4 of my eth on mainnet for usdc', swap('ethereum', 'ETH', 'USDC', fraction(0.25))],
  ['please use 20 of my usdc to get eth on base', swap('base', 'USDC', 'ETH', exact('20'))],
  [`send twenty-five usdc to ${A} on base`, send('base', 'USDC', exact('25'))],
  [`send one eth to ${A} on base`, send('base', 'ETH', exact('1'))],
  [`send half an eth to ${A} on base`, send('base', 'ETH', exact('0.5'))],
  ['swap a hundred and fifty usdc for eth on base', swap('base', 'USDC', 'ETH', exact('150'))],
  ['swap two thousand five hundred usdc to eth on base', swap('base', 'USDC', 'ETH', exact('2500'))],
  ['buy ten dollars of degen with usdc on base', swap('base', 'USDC', 'DEGEN', usd('10'))],
  ['buy degen with 20 usdc on base', swap('base', 'USDC', 'DEGEN', exact('20'))],
  ['buy degen for 20 usdc on base', swap('base', 'USDC', 'DEGEN', exact('20'))],
  ['buy $20 of degen with usdc on base', swap('base', 'USDC', 'DEGEN', usd('20'))],
  ['buy degen with half my eth on base', swap('base', 'ETH', 'DEGEN', fraction(0.5))],
  ['buy 0.5 eth worth of brett on base', swap('base', 'ETH', 'BRETT', exact('0.5'))],
  ['purchase 1000 bonk using usdc on solana', swap('solana', 'USDC', 'BONK', exact('1000'), 'buy')],
  ['sell half my eth for usdc on base', swap('base', 'ETH', 'USDC', fraction(0.5))],
  ['sell all my degen for usdc on base max slippage 2%', swap('base', 'DEGEN', 'USDC', fraction(1), 'sell', 200)],
  ['sell 0.1 eth for usdc on ethereum', swap('ethereum', 'ETH', 'USDC', exact('0.1'))],
  ['sell eth for 100 usdc on base', swap('base', 'ETH', 'USDC', exact('100'), 'buy')],
  ['dump my bonk into sol on solana, all of it', swap('solana', 'BONK', 'SOL', fraction(1))],
  ['sell 50% of my toshi to eth on base', swap('base', 'TOSHI', 'ETH', fraction(0.5))],
  ['sell my eth and buy degen with it, 0.1 eth on base', swap('base', 'ETH', 'DEGEN', exact('0.1'))],
  // transfers
  [`send 5 usdc to ${A} on base`, send('base', 'USDC', exact('5'))],
  [`sned 5 usdc to ${A} on base`, send('base', 'USDC', exact('5'))],
  [`send 5 usdc from base to ${A}`, send('base', 'USDC', exact('5'))],
  [`send 5 usdc to ${A} on base-chain`, send('base', 'USDC', exact('5'))],
  [`trnsfer 5 usdc to ${A} on base`, send('base', 'USDC', exact('5'))],
  [`transfer 0.01 eth to ${A} on ethereum`, send('ethereum', 'ETH', exact('0.01'))],
  [`send 0.01 ETH to ${A} on base`, send('base', 'ETH', exact('0.01'))],
  [`send ${A} 5 usdc on polygon`, send('polygon', 'USDC', exact('5'))],
  [`pay ${A} 10 usdt on ethereum`, send('ethereum', 'USDT', exact('10'))],
  [`send $20 of eth to ${A} on base`, send('base', 'ETH', usd('20'))],
  [`send 20 dollars of usdc to ${A} on polygon`, send('polygon', 'USDC', usd('20'))],
  [`send half my pol to ${A} on polygon`, send('polygon', 'POL', fraction(0.5))],
  [`send all my usdc to ${A} on base`, send('base', 'USDC', fraction(1))],
  [`send max degen to ${A} on base`, send('base', 'DEGEN', fraction(1))],
  [`send 1,000 usdc to ${a} on unichain`, send('unichain', 'USDC', exact('1000'), a)],
  [`send 5 usdc to ${A} on matic`, send('polygon', 'USDC', exact('5'))],
  [`yo send 5 usdc over to ${A} on base pls`, send('base', 'USDC', exact('5'))],
  [`send 1 sol to ${SOL}`, send('solana', 'SOL', exact('1'), SOL)],
  [`send 100 bonk to ${SOL}`, send('solana', 'BONK', exact('100'), SOL)],
  [`send 5 usdc to ${SOL} on solana`, send('solana', 'USDC', exact('5'), SOL)],
  [`tip ${SOL} 2 usdc`, send('solana', 'USDC', exact('2'), SOL)],
  [`send 5 usdc to "${A}" on base`, send('base', 'USDC', exact('5'))],
];

const asks: [string, Record<string, unknown>, RegExp][] = [
  [
    'swap from usdc into eth 5 on base',
    { kind: 'swap', awaiting: 'amount', tokenIn: 'USDC', tokenOut: 'ETH' },
    /Is 5 the amount of ETH to buy, or of USDC to spend\?/,
  ],
  ['send all but 5 usdc on base to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f', { kind: 'transfer', awaiting: 'amount' }, /exact amount/],
  [
    'send about 20 usdc to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f on base',
    { kind: 'transfer', awaiting: 'confirm' },
    /Do you want me to send 20 USDC on Base/,
  ],
  // An order with a question mark is not sure of itself; "can you …?" is a request.
  [
    'send 0.001 eth to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f on base?',
    { kind: 'transfer', awaiting: 'confirm' },
    /Do you want me to send 0\.001 ETH on Base/,
  ],
  ['buy $5 of degen on base?', { kind: 'swap', awaiting: 'confirm' }, /Should I do the swap/],
  // A chain or token read from a typo is a guess: a move on it is asked about (reads keep the correction).
  [
    'swap 5 usdc for eth on bsae',
    { ...swap('base', 'USDC', 'ETH', exact('5')), awaiting: 'confirm' },
    /I read "bsae" as base\. Do you want me to swap 5 USDC for ETH on Base\? \(yes \/ no\)/,
  ],
  ['swap 5 usdc for pol on polgon', { ...swap('polygon', 'USDC', 'POL', exact('5')), awaiting: 'confirm' }, /I read "polgon" as polygon/],
  ['swap 5 usdcc for degn on base', { ...swap('base', 'USDC', 'DEGEN', exact('5')), awaiting: 'confirm' }, /I read "usdcc" as usdc and "degn" as degen/],
  ['buy 100 usdc worth of something on base', { kind: 'swap', awaiting: 'tokenOut' }, /Which token do you want to buy/],
  ['convert 200 usdc to dollars on base', { kind: 'swap', awaiting: 'tokenOut', tokenIn: 'USDC' }, /USDC or USDT/],
  [
    'degen buy 10k w/ usdc base',
    { kind: 'swap', awaiting: 'amount', tokenIn: 'USDC', tokenOut: 'DEGEN' },
    /Is 10000 the amount of DEGEN to buy, or of USDC to spend\?/,
  ],
  ['buy degen', { kind: 'swap', awaiting: 'amount', tokenOut: 'DEGEN' }, /How much should I spend on DEGEN/],
  ['buy $20 of eth', { kind: 'swap', awaiting: 'chain', tokenOut: 'ETH' }, /ETH is on: base, ethereum, unichain/],
  ['buy with 5 usdc on base', { kind: 'swap', awaiting: 'tokenOut' }, /Which token do you want to get/],
  ['sell some degen', { kind: 'swap', awaiting: 'amount', tokenIn: 'DEGEN' }, /How much DEGEN do you want to sell/],
  ['how much eth would I get if I swap 5 usdc on base', { kind: 'swap', awaiting: 'confirm' }, /That sounds like a question/],
  [`send 5 usdc to ${A}`, { kind: 'transfer', awaiting: 'chain' }, /Which chain should I send USDC on\? It is on: base, ethereum, polygon, unichain/],
  [`send usdc to ${A} on base`, { kind: 'transfer', awaiting: 'amount' }, /How much USDC/],
  ['send 5 usdc on base', { kind: 'transfer', awaiting: 'to' }, /Which address/],
  ['send 5 usdc to bob on base', { kind: 'transfer', awaiting: 'to' }, /Which address/],
  [`send $20 to ${A} on base`, { kind: 'transfer', awaiting: 'token' }, /Which token/],
  ['swap 5 usdc for eth', { kind: 'swap', awaiting: 'chain' }, /Which chain should I swap on\?/],
  ['swap usdc for eth on base', { kind: 'swap', awaiting: 'amount' }, /How much USDC/],
  ['swap usdc for eth', { kind: 'swap', awaiting: 'amount' }, /How much/],
  ['buy degen with eth on base', { kind: 'swap', awaiting: 'amount', side: 'buy' }, /How much ETH should I spend on DEGEN/],
  [`send 10 to ${A} on base`, { kind: 'transfer', awaiting: 'token' }, /Which token/],
  [`send everything to ${A} on base`, { kind: 'transfer', awaiting: 'token', amount: fraction(1) }, /Which token/],
  ['swap 1 eth for usdc on polygon', { kind: 'swap', awaiting: 'confirm', tokenIn: 'WETH' }, /no native ETH; the token there is WETH/],
  [`send 1 eth to ${A} on polygon`, { kind: 'transfer', awaiting: 'confirm', token: 'WETH' }, /WETH/],
  ['swap 1 btc for usdc on base', { kind: 'swap', awaiting: 'confirm', tokenIn: 'cbBTC' }, /cbBTC/],
  [`5 usdc to ${A} on base`, { kind: 'transfer', awaiting: 'confirm' }, /Do you want me to send 5 USDC on Base/],
  [`what if I send 5 usdc to ${A} on base`, { kind: 'transfer', awaiting: 'confirm' }, /Do you want me to send/],
];

const failures: [string, string, RegExp?][] = [
  // A question whether to move asks for judgement: answered, never asked back for a yes (sweep 35's left-overs).
  ['should i sell half my eth for usdc on base', 'ONE_REQUEST', /I do not give advice/],
  ['is it a good idea to ape 500 usdc into brett?', 'ONE_REQUEST', /I do not give advice/],
  // A decimal comma is never read as grouping (it sent 10 to 1,000 times the amount); grouped thousands still read.
  // "0,5" and "0,001" can only be decimal commas (no thousands group follows a lone zero) and are asked back
  // (interpreter-voices.test.ts, interpreter-s43-botpaste.test.ts); "12,3456" could be either.
  ['send 12,3456 usdc to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f on base', 'BAD_AMOUNT', /"12,3456"/],
  ['send 1.000,50 usdc to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f on base', 'BAD_AMOUNT', /"1\.000,50"/],
  ['if degen hits 0,01 sell 100 degen on base', 'BAD_AMOUNT', /not a price I can watch/],
  // A bridged token ("usdc.e") is its own token, never the native one it is named after; a ticker is never a typo.
  ['send 5 usdc.e to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f on polygon', 'UNKNOWN_TOKEN', /USDCE/],
  ['send 5 $usdce to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f on polygon', 'UNKNOWN_TOKEN'],
  // An edit of something said before names no trade ("and make it …" once bought ETH with USDC).
  ['and make it 0.01 ETH on base', 'UNRECOGNIZED'],
  ['into 0.01 eth on base', 'UNRECOGNIZED'],
  // Orders that wait (read in interpreter-automations.test.ts) fail when incomplete or not expressible.
  ['sell 1 eth on base when the price hits 4k tomorrow', 'AUTOMATION_INCOMPLETE', /Say the time/],
  ['send 5 usdc on base to 0x71c7656ec7ab88b098defb751b7401b5f6d8976f twice', 'ONE_ACTION'],
  ['stake my eth', 'UNSUPPORTED_ACTION', /Staking is not something I can do/],
  ['move my eth from ethereum to base', 'BRIDGE_UNSUPPORTED'],
  [`send 5 usdc on base to ${A} and 0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B`, 'ONE_ACTION'],
  ['action=swap chain=base from=USDC to=ETH amount=5 deadline=60', 'UNKNOWN_FIELD', /"deadline", so I did nothing rather than ignore it/],
  ['action=swap chain=base from=USDC to=ETH amount=5 action=send', 'ONE_ACTION'],
  ['action=bridge from=base to=solana token=USDC amount=10', 'BRIDGE_UNSUPPORTED'],
  [`I was going to send 50 USDC to ${A} on base but actually wait, don't send it.`, 'NEGATED'],
  ["swap half of my sol for bonk. no wait, don't.", 'NEGATED'],
  ['buy 0.5 eth with usdc on base then sell it back', 'ONE_ACTION'],
  [`Swap 5 usdc for eth on base. Then send 0.001 eth to ${A} on base.`, 'ONE_ACTION'],
  [`send 0 usdc to ${A} on base`, 'BAD_AMOUNT', /"0" is not an amount/],
  ['sell −2 eth on base', 'BAD_AMOUNT', /"-2"/],
  ['swap 5 usdc for eth on avalanche', 'UNSUPPORTED_CHAIN', /Supported chains: base, ethereum, polygon, unichain, solana/],
  [`send 5 usdc to ${A} on arbitrum`, 'UNSUPPORTED_CHAIN'],
  [`send 5 usdc to ${A} on optimism`, 'UNSUPPORTED_CHAIN'],
  [`send 1 avax to ${A} on avax`, 'UNSUPPORTED_CHAIN'],
  ['swap 5 usdc for eth on bnb chain', 'UNSUPPORTED_CHAIN'],
  ['swap 5 foo for eth on base', 'UNKNOWN_TOKEN', /FOO/],
  ['swap 5 usdc for $SCAM on base', 'UNKNOWN_TOKEN', /SCAM/],
  ['buy 100 shib with usdc on base', 'UNKNOWN_TOKEN', /SHIB/],
  [`send 5 xyz to ${A} on base`, 'UNKNOWN_TOKEN', /XYZ/],
  ['swap 5 usdc for zzzcoin on base', 'UNKNOWN_TOKEN', /ZZZCOIN/],
  [`swap 5 usdc for 0x0000000000000000000000000000000000001234 on base`, 'UNKNOWN_TOKEN'],
  [`send 5 usdc to vitalik.eth on solana`, 'WRONG_ADDRESS_TYPE', /vitalik\.eth is an ENS name, which holds an EVM address, which cannot receive on Solana/],
  [`send 5 usdc to ${BAD} on base`, 'BAD_CHECKSUM', /checksum/],
  ['send 5 usdc to 0x8335 on base', 'INVALID_ADDRESS'],
  ['send 5 usdc to 0xabc… on base', 'INVALID_ADDRESS'],
  [`send 5 usdc to ${SOL} on base`, 'WRONG_ADDRESS_TYPE', /Solana address/],
  [`send 1 sol to ${A} on solana`, 'WRONG_ADDRESS_TYPE', /EVM address/],
  [`send 100 bonk to ${A}`, 'TOKEN_NOT_ON_CHAIN'],
  [`send 5 degen to ${A} on polygon`, 'TOKEN_NOT_ON_CHAIN', /DEGEN is not available on Polygon\. It is on base/],
  ['swap 5 usdc for bonk on base', 'TOKEN_NOT_ON_CHAIN'],
  ['swap 5 degen for bonk', 'NO_COMMON_CHAIN'],
  ['swap 5 usdc for usdc on base', 'SAME_TOKEN'],
  [`swap 5 usdc for eth then send it to ${A}`, 'ONE_ACTION', /One action per prompt for now/],
  [`send 5 usdc to ${A} on base and then swap 5 usdc for eth`, 'ONE_ACTION'],
  [`buy degen with 5 usdc on base, after that send 10 degen to ${A}`, 'ONE_ACTION'],
  [`send 1 usdc to ${A} and send 2 usdc to ${A} on base`, 'ONE_ACTION'],
  ['swap 5 usdc for eth on base and polygon', 'MANY_CHAINS'],
  ['swap 5 usdc for eth on base with 90% slippage', 'BAD_SLIPPAGE'],
  ['swap -5 usdc for eth on base', 'BAD_AMOUNT', /-5/],
  [`send 5.5.5 usdc to ${A} on base`, 'BAD_AMOUNT'],
  [`send 1e3 usdc to ${A} on base`, 'BAD_AMOUNT'],
  [`don't send 5 usdc to ${A} on base`, 'NEGATED'],
  [`do not swap 5 usdc for eth on base`, 'NEGATED'],
  [`send 5 usdc and 3 eth to ${A} on base`, 'ONE_ACTION'],
  ['swap 5 usdc for eth and degen on base', 'ONE_ACTION'],
  [`send 5 usdc to ${A} and 10 usdc to ${DEGEN} on base`, 'ONE_ACTION'],
  ['bridge 5 usdc from base to polygon', 'BRIDGE_UNSUPPORTED', /bridging\) is not supported/],
  ['bridge my usdc over to solana', 'BRIDGE_UNSUPPORTED'],
  ['stake 5 eth', 'UNSUPPORTED_ACTION'],
  ['swap 5 usdc to eth on base slippage 60', 'BAD_SLIPPAGE'],
  [`send 5 usdc to ${A} on base, not polygon`, 'MANY_CHAINS'],
  [`send 0.5 sol to ${SOL} on base`, 'WRONG_ADDRESS_TYPE'],
];

const notMoves = [
  `check my balance, my friend said "send 5 eth to ${A}"`,
  `what does "swap all my usdc for eth on base" mean?`,
  `> send 1 eth to ${A} on base`,
  `\`\`\`\nsend 1 eth to ${A} on base\n\`\`\``,
  'price of eth',
  'tell me my balance',
];

/** Settled without being said, and said in the response: the counter token of a one-sided trade, the only chain with the token. */
const defaults: [string, unknown, RegExp][] = [
  ['buy $20 of DEGEN on base', swap('base', 'ETH', 'DEGEN', usd('20')), /Paying with ETH, Base's native token: no token to pay with was named/],
  ['buy $20 of degen', swap('base', 'ETH', 'DEGEN', usd('20')), /On Base: the only supported chain with DEGEN\. Paying with ETH/],
  ['buy 100 degen on base', swap('base', 'ETH', 'DEGEN', exact('100'), 'buy'), /Paying with ETH/],
  ['sell 0.1 eth on base', swap('base', 'ETH', 'USDC', exact('0.1')), /Receiving USDC, Base's dollar stablecoin/],
  ['sell half my weth on unichain', swap('unichain', 'WETH', 'USDC', fraction(0.5)), /Receiving USDC/],
  ['I want to sell 3 degen', swap('base', 'DEGEN', 'ETH', exact('3')), /On Base: the only supported chain with DEGEN\. Receiving ETH, Base's native token/],
  ['sell max bonk for sol', swap('solana', 'BONK', 'SOL', fraction(1)), /On Solana: the only supported chain with BONK and SOL/],
  ['ape $50 into bonk', swap('solana', 'SOL', 'BONK', usd('50')), /Paying with SOL, Solana's native token/],
  ['buy 10 pol worth of usdc', swap('polygon', 'POL', 'USDC', exact('10')), /On Polygon/],
  ['sell all my usdc on polygon', swap('polygon', 'USDC', 'POL', fraction(1)), /Receiving POL, Polygon's native token/],
  [`send 1000 degen to ${A}`, send('base', 'DEGEN', exact('1000')), /On Base: the only supported EVM chain with DEGEN/],
  [`send 2 pol to ${A}`, send('polygon', 'POL', exact('2')), /On Polygon/],
];

describe('interpretPrompt: moves', () => {
  it.each(defaults)('states what it settled: %s', (prompt, expected, note) => {
    const result = interpretPrompt(prompt, []);
    expect(result).toMatchObject({ kind: 'intent', intent: expected });
    expect(result.kind === 'intent' ? result.notes?.join(' ') : '').toMatch(note);
  });
  it.each(intents)('%s', (prompt, expected) => {
    const result = interpretPrompt(prompt, []);
    expect(result.kind === 'intent' ? result.intent : result).toEqual(expected);
    if (result.kind === 'intent') expect(IntentSchema.parse(result.intent)).toEqual(result.intent);
  });
  it.each(asks)('asks: %s', (prompt, pending, question) => {
    const result = interpretPrompt(prompt, []);
    expect(result).toMatchObject({ kind: 'ask', pending });
    if (result.kind === 'ask') expect(result.question).toMatch(question);
  });
  it.each(failures)('fails: %s → %s', (prompt, code, message) => {
    const result = interpretPrompt(prompt, []);
    expect(result).toMatchObject({ kind: 'fail', code });
    if (message && result.kind === 'fail') expect(result.message).toMatch(message);
  });
  it.each(notMoves)('never moves funds: %s', (prompt) => {
    const result = interpretPrompt(prompt, []);
    if (result.kind === 'intent') expect(['swap', 'transfer']).not.toContain(result.intent.kind);
  });
});
