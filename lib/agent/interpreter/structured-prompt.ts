import { fail, type Interpretation } from './intent.ts';
import { verbs } from '../../language/lexicon.ts';
import { structuredForms } from '../../capabilities/index.ts';

/**
 * Prompts written as fields rather than prose, as bot developers send them:
 * `action=swap chain=base from=USDC to=ETH amount=25 slippage_bps=30`,
 * `{action: swap, chain: solana, in: USDC, out: BONK, amount: 40}`,
 * `price(eth)`, `balance(chain=solana)`, `GET /price?symbol=LINK&chain=ethereum`.
 * They are rewritten as one plain sentence and read like any other prompt, so
 * every check applies. A field this reader does not know is refused, never
 * dropped: it may be a limit the person counts on.
 */

const fieldNames: Record<string, Field> = {};
type Field = 'action' | 'chain' | 'tokenIn' | 'tokenOut' | 'token' | 'amount' | 'usd' | 'side' | 'slippage' | 'slippageBps' | 'to' | 'address' | 'toEither';
const aliases: Record<Field, string[]> = {
  action: ['action', 'type', 'op', 'cmd', 'command', 'intent', 'method'],
  chain: ['chain', 'chains', 'network', 'networks'],
  tokenIn: ['from', 'in', 'sell', 'token_in', 'tokenin', 'from_token', 'input', 'input_token', 'pay', 'pay_with', 'paywith', 'with', 'spend'],
  tokenOut: ['out', 'buy', 'token_out', 'tokenout', 'to_token', 'output', 'output_token', 'receive', 'get'],
  token: ['token', 'tokens', 'asset', 'symbol', 'symbols', 'coin', 'ticker'],
  amount: ['amount', 'amt', 'qty', 'quantity', 'size', 'amount_in'],
  usd: ['amount_usd', 'usd', 'usd_amount', 'amount_in_usd', 'notional', 'value_usd'],
  side: ['side', 'mode'],
  slippage: ['slippage', 'slip', 'max_slippage', 'slippage_pct', 'slippage_percent'],
  slippageBps: ['slippage_bps', 'slip_bps', 'bps'],
  to: ['recipient', 'to_address', 'dest', 'destination', 'receiver', 'send_to'],
  address: ['address', 'contract', 'mint', 'ca'],
  /** `to`: the recipient of a transfer, the token bought in a trade. */
  toEither: ['to'],
};
for (const [field, names] of Object.entries(aliases) as [Field, string[]][]) for (const name of names) fieldNames[name] = field;

/** Whether a `name=value` in prose is one of the fields this reader knows (`slippage=0.5`, `chain=base`), not code. */
export const isKnownField = (name: string): boolean => Object.hasOwn(fieldNames, name.toLowerCase());

const pairPattern = /([a-z][a-z_]*)\s*[=:]\s*("[^"]*"|'[^']*'|[^\s;}&,)"']+(?:,[^\s;}&,)=:"']+)*)/gi;
const callPattern = /^\s*([a-z]+)\s*\(([^)]*)\)\s*$|^\s*(?:(?:get|post)\s+)?\/([a-z]+)\?(\S*)\s*$/i;

/** The fields of a structured prompt, or `undefined` when the prompt is prose. */
function readFields(prompt: string): { action?: string; pairs: [string, string][] } | undefined {
  const call = callPattern.exec(prompt);
  const body = call ? (call[2] ?? call[4] ?? '') : prompt;
  const pairs: [string, string][] = [];
  for (const m of body.matchAll(pairPattern)) pairs.push([m[1]!.toLowerCase(), m[2]!.replace(/^["']|["']$/g, '').replace(/,$/, '')]);
  if (call) {
    // price(eth): a bare argument is the token.
    const bare = body.trim();
    if (pairs.length === 0 && /^[\w$.]+$/.test(bare) && bare !== '') pairs.push(['token', bare]);
    return { action: (call[1] ?? call[3])!.toLowerCase(), pairs };
  }
  const actionPair = pairs.find(([key]) => fieldNames[key] === 'action');
  const named = new Set(pairs.map(([key]) => fieldNames[key]));
  // A form without an action: "recipient: 0x… token: usdc amount: 7 chain: base" is a transfer, "from: … to: … amount: …" a swap.
  const implied = actionPair
    ? undefined
    : named.has('to') && named.has('amount')
      ? 'transfer'
      : named.has('tokenIn') && (named.has('tokenOut') || named.has('toEither')) && (named.has('amount') || named.has('usd'))
        ? 'swap'
        : undefined;
  if (!actionPair && !implied) return undefined;
  // Only fields and separators: anything else means prose with a field in it.
  const rest = prompt.replace(pairPattern, ' ').replace(/[{}()[\],;&\s]/g, '');
  if (rest !== '' && !/^(?:test|cmd|command)?$/i.test(rest)) return undefined;
  return implied ? { action: implied, pairs } : { pairs };
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * A structured prompt as the sentence it stands for, a failure for a field
 * that cannot be honoured, or `undefined` for prose.
 */
export function structuredPrompt(prompt: string): string | Interpretation | undefined {
  if (!/[=:(?]/.test(prompt)) return undefined;
  const read = readFields(prompt);
  if (!read) return undefined;
  const values: Partial<Record<Field, string>> = {};
  for (const [key, value] of read.pairs) {
    const field = fieldNames[key];
    if (!field)
      return fail(
        'UNKNOWN_FIELD',
        `I don't know the field "${key}", so I did nothing rather than ignore it. Fields I read: action, chain, from, to, token, amount, amount_usd, side, slippage, slippage_bps, recipient, address.`,
      );
    if (field === 'action' && values.action !== undefined)
      return fail('ONE_ACTION', 'One action per prompt for now: send the steps as separate prompts. Nothing was done.');
    values[field] = value;
  }
  const actionWord = (read.action ?? values.action ?? '').toLowerCase();
  if (actionWord === 'bridge')
    return fail('BRIDGE_UNSUPPORTED', 'Moving tokens between chains (bridging) is not supported; swaps and transfers happen on one chain. Nothing was done.');
  const action: string = verbs.get(actionWord) ?? actionWord;
  const form = structuredForms.get(action);
  if (!form) return fail('UNRECOGNIZED', `I don't know the action "${actionWord}". Actions: ${[...structuredForms.keys()].join(', ')}.`);
  const { chain, token, action: _action, toEither, to, ...rest } = values;
  return form.sentence(action, {
    ...rest,
    chains: chain ? list(chain) : [],
    tokens: token ? list(token) : [],
    ...(toEither !== undefined ? { to: toEither } : {}),
    ...(to !== undefined ? { recipient: to } : {}),
  });
}
