import { verbs } from '../../language/lexicon.ts';
import { structuredForms } from '../../capabilities/index.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fieldNames } from './structured-fields.ts';
import { paidValue } from './structured-money.ts';

/** "get_price", "fetchBalance", "portfolio_value": an API's name for an action, as the action's word. */
const bareAction = (name: string): string =>
  name
    // `payout.created`, `transfer_requested`: an event saying a request waits names the request; one saying it is done
    // (`payout.completed`, `payment.sent`) is a report, left unread.
    .replace(/^([a-z]+)[._-](?:created|requested|pending|approved|ready|queued|submitted|initiated|new)$/, '$1')
    // `usd_value_of_holding`, `worth_of_positions`: the value of a holding, as `holding_value` names it.
    .replace(/^(?:usd[_-])?(?:value|worth)[_-]of[_-](?:my[_-])?([a-z]+)$/, '$1_value')
    // `value_usd`, `usd_worth`: a value in dollars asked alone is the holding's, as `holding_value` names it.
    .replace(/^(?:usd[_-](?:value|worth)|(?:value|worth)[_-]usd)$/, 'holding_value')
    // `value_of(token="DEGEN", chain="base")`, `worthOf`: the value of the holding its fields name.
    .replace(/^(?:usd[_-])?(?:value|worth)[_-]?of$/, 'portfolio')
    // `payout_job`, `swap_task`: the job that carries the request out is named for it.
    .replace(/^([a-z]+)[_-](?:job|task)$/, '$1')
    .replace(/^(?:payout|payment|disbursement|remittance|withdrawal)s?$/, 'send')
    // `send_to(name="mike", …)`: the verb with its preposition is the verb.
    .replace(/^(send|transfer|pay|xfer)[_-]to$/, '$1')
    // `accumulate`, `add_to_position`: a bot's word for buying more of a token.
    .replace(/^(?:accumulate|accum|add[_-]?to[_-]?position|increase[_-]?position)$/, 'buy')
    .replace(/^(?:get|fetch|show|list|do|run|execute|market)[_-]?(?=[a-z])/, '')
    // (`portfolio_snapshot` (held-out-35 bot): a snapshot of the holdings is their read.)
    .replace(/[_-](?:tokens?|funds|info|data|value|values|total|summary|overview|check|lookup|query|request|report|snapshot)$/, '')
    .replace(/^((?:un)?wrap)[_-]native$/, '$1')
    // `exit_position`, `close_position`: a position left is the token sold (never the holdings read below).
    .replace(/^(?:exit|close|unwind|flatten)[_-]?positions?$/, 'exit')
    .replace(/^liquidate[_-]?positions?$/, 'liquidate')
    // `position_value`, `valuation`: an API's words for what one holds and what it is worth.
    .replace(/^(?:positions?|valuations?)$/, 'holdings');

/**
 * `wallet_getBalances`, `purser.swap`, `agent/price`: a namespace before the method is the API's, not the action; it is
 * taken off only when what follows is an action's word (`wallet_balance` stays whole when "wallet" names the action).
 */
export const apiAction = (name: string): string => {
  const word = bareAction(name);
  if (verbs.has(word)) return word;
  // `holding_value`: a noun an API writes singular is the plural's read ("holdings").
  if (/^[a-z]+$/.test(word) && !word.endsWith('s') && verbs.get(`${word}s`) === 'portfolio') return `${word}s`;
  const namespace = /^[a-z][a-z0-9]*[._/](?=[a-z])/.exec(name);
  // `limit.buy`, `schedule.buy`, `dca/buy` (`purser schedule buy --chain … --spend 40USDC`, held-out-31 bot 70): a
  // namespace that names an order or a rehearsal says when or whether the move is made; it is never dropped to a move now.
  if (namespace && heldNamespace.test(namespace[0].slice(0, -1))) return word;
  const inner = namespace ? bareAction(name.slice(namespace[0].length)) : undefined;
  // `wallet_wrap` (held-out-26): a form's own action behind a namespace, as a verb is.
  return inner !== undefined && (verbs.has(inner) || (structuredForms.has(inner) && !structuredForms.has(word))) ? inner : word;
};

/** Words that hold a move back: a plan, a queue, a draft, a test (a namespace's, or a bot line's first word). */
export const holdingWords = 'plan|plans|planned|later|queue|queued|draft|drafts|dryrun|test|sim|simulate|paper';

/** Namespaces of orders, schedules and rehearsals: what follows them is not made now. */
export const heldNamespace = new RegExp(
  `^(?:limit|limits|stop|stops|sl|tp|takeprofit|schedule|scheduled|scheduler|recurring|dca|twap|delay|delayed|defer|deferred|trigger|triggers|conditional|orders?|automations?|${holdingWords})$`,
);

/** Each chain's native coin, by the names a bot gives the chain. */
const nativeCoins: Record<string, string> = {
  ethereum: 'ETH',
  mainnet: 'ETH',
  eth: 'ETH',
  base: 'ETH',
  unichain: 'ETH',
  polygon: 'POL',
  matic: 'POL',
  solana: 'SOL',
  sol: 'SOL',
};

/** The moves whose API names may carry their token (`send_usdc`) or their exact side (`buy_exact_out`). */
const moveKinds = new Set(['swap', 'buy', 'sell', 'transfer']);

/**
 * An API's name for a move that says more than the verb, as the verb and the fields it says:
 * - `buy_exact_out`, `swapExactOutput`, `buy_exact`: the amount given is the one received (`amount=3` is `amount_out=3`);
 *   `swap_exact_in`, `sell_exact`: the one paid. An amount named for the other side is then said twice, refused.
 * - `send_usdc`, `sell_pepe`, `wrap_eth`: the token moved (`token=USDC`); a token named again in a field and differing is two
 *   tokens, refused by the reader.
 * Any other name is left as it was, for the reader to read or refuse.
 */
export function apiNamed<T extends { action?: string; pairs: [string, string][] }>(read: T): T {
  const at = read.action !== undefined ? -1 : read.pairs.findIndex(([key]) => fieldNames[key] === 'action');
  const name = (at < 0 ? read.action : read.pairs[at]![1])?.trim().toLowerCase();
  if (name === undefined) return read;
  const withAction = (action: string, pairs: [string, string][]): T =>
    at < 0 ? { ...read, action, pairs } : { ...read, pairs: pairs.map((pair, i): [string, string] => (i === at ? [pair[0], action] : pair)) };
  // `exact_out`, `exactInput`: a swap's name with no verb before it, the side it names exact.
  const exact = /^([a-z]+)[_-]?exact(?:[_-]?(out|output|in|input))?$/.exec(
    name
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .replace(/^exact(?=[_-]?(?:out|in))/, 'swap_exact')
      // `get_exact`, `receive_exact`: what is got exactly, so bought.
      .replace(/^(?:get|receive|acquire)(?=[_-]?exact$)/, 'buy'),
  );
  // `buy_exact`: what is bought exactly, so the amount received; `sell_exact`: what is sold, the amount paid. A swap's
  // `swap_exact` says neither side, left unread.
  const kind = exact ? verbs.get(exact[1]!) : undefined;
  const exactSide = exact?.[2] ?? (kind === 'buy' ? 'out' : kind === 'sell' ? 'in' : undefined);
  if (exact && exactSide !== undefined && moveKinds.has(kind ?? '') && kind !== 'transfer') {
    const out = exactSide.startsWith('out');
    const side = out ? 'amount_out' : 'amount_in';
    // An amount named for the other side (`buy_exact_out amount_in=…`) says the opposite of the name: left unread.
    const other = read.pairs.some(([key, value]) => (out ? paidValue(key, fieldNames[key], value) : fieldNames[key] === 'amountOut'));
    if (other) return read;
    return withAction(
      exact[1]!,
      read.pairs.map(([key, value]): [string, string] => [fieldNames[key] === 'amount' && key !== 'amount_in' ? side : key, value]),
    );
  }
  // `sell_all(token="DEGEN")`, `unwrap_max`: the whole holding, as "sell all my DEGEN" says; an amount given beside it
  // says otherwise, and is left for the reader to refuse as given twice.
  const whole = /^(sell|swap|unwrap)[_-](?:all|max|everything)$/.exec(name);
  if (whole) return withAction(whole[1]!, [...read.pairs, ['amount', 'all']]);
  // `wrap_native`: the verb names the chain's native token, as "wrap native" does.
  if (/^(?:un)?wrap[_-]native$/.test(name)) {
    const named = read.pairs.some(([key]) => fieldNames[key] === 'token');
    return withAction(name, named ? read.pairs : [...read.pairs, ['token', 'native']]);
  }
  // `send_native(to=…, value="0.01")`: the chain's native coin sent, its `value` the amount, as a wallet call writes it.
  const native = /^(send|transfer|pay)[_-]native$/.exec(name);
  if (native) {
    // The coin is the chain's (ETH on Base, POL on Polygon); a token named beside it is a second one, for the reader to
    // refuse as given twice; with no chain named, the token is left to be asked.
    const chain = read.pairs
      .find(([key]) => fieldNames[key] === 'chain')?.[1]
      .trim()
      .toLowerCase();
    const coin = chain === undefined ? undefined : nativeCoins[chain];
    const pairs = read.pairs.map(([key, value]): [string, string] => [key === 'value' ? 'amount' : key, value]);
    return withAction(native[1]!, coin === undefined ? pairs : [...pairs, ['token', coin]]);
  }
  const carried = /^([a-z]+)[_-]\$?([a-z][a-z0-9]*)$/.exec(name);
  const carries = carried !== null && (moveKinds.has(verbs.get(carried[1]!) ?? '') || /^(?:un)?wrap$/.test(carried[1]!));
  if (carried && carries && tokenWords.has(carried[2]!) && !verbs.has(name)) {
    const token = carried[2]!;
    const named = read.pairs.some(([key, value]) => fieldNames[key] === 'token' && value.trim().toLowerCase() === token);
    return withAction(carried[1]!, named ? read.pairs : [...read.pairs, ['token', token.toUpperCase()]]);
  }
  return read;
}

/** Whether an API's name is a move's or a read's (`wrap_native`, `buy_exact_out`, `send_usdc`), as the fields reader reads it. */
export const isApiMove = (name: string): boolean => {
  const word = apiAction(apiNamed({ action: name.toLowerCase(), pairs: [] }).action!);
  return verbs.has(word) || structuredForms.has(word);
};
