import { fail, type Interpretation } from './intent.ts';
import { verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { onChains } from '../../capabilities/structured-forms.ts';
import { batchSentence, cancelSentence, checkSentence, feesSentence, launchSentence } from './structured-requests.ts';
import { type Field, fieldNames, isReadOnlyField, isReadOnlyNote, isTag, jsonFields, type Pair, refusedSetting, spanFields } from './structured-fields.ts';
import { expandedPairs } from './structured-pairs.ts';
import { bareSlippage, otherCurrency } from './structured-money.ts';
import { actionWord, described, type Family, orderSentence, tradeFields, type Values } from './structured-order-trade.ts';

/**
 * `status=unclaimed` beside a creator-fee read (held-out-28): the read reports what a claim would pay now, the fees
 * not yet claimed, so the filter says what it shows anyway. Any other status (`claimed`, a history) is refused.
 */
const feeStatusNames = new Set(['status', 'state', 'filter']);
const unclaimedStatus = /^(?:unclaimed|claimable|pending|uncollected|available)$/i;
/**
 * `unclaimed_only=true`, `only_claimable=1` (held-out-30): a flag keeping the fees not yet claimed, which the read shows
 * anyway. Set false (`unclaimed_only=false`, the whole history) it asks what the read does not show, refused.
 */
const unclaimedFlag =
  /^(?:(?:unclaimed|claimable|uncollected|pending)_?only|only_?(?:unclaimed|claimable|uncollected|pending)|(?:exclude|skip|hide)_?claimed)$/i;
const yesFlag = /^(?:true|yes|1|on)$/i;
/**
 * What trading bots send besides a trade now, as the sentence it stands for: orders that wait (`/limit buy ETH
 * price=2500 size=1000USDC chain=base`, `STOP_LOSS asset=SOL trigger<=120 sell=3 SOL receive=USDC`, a JSON recurring
 * buy, `at=tomorrow 15:00 UTC action=swap 100 USDC->WETH`), order cancels (`orders.cancel(filter='LINK limit sell')`),
 * launches (`LAUNCH_TOKEN NAME=Rocket Fuel SYMBOL=RFUEL`), fee reads and claims (`GET creator_fees scope=all`),
 * holdings checks (`sufficient_funds_check need=2500 token=USDC`) and batches (`batch_transfer recipients=[a:10, b:5]`).
 * Every field is read or refused, never dropped (tags excepted: see `tagNames`); a field given twice, or two fields
 * that say one thing, are refused; nothing missing is filled in: the sentence leaves it out and the reader asks.
 */

/** `price <= 0.000008`, `JUP >= 1.40 USD`: a price compared, of the order's token by name or by the word "price". */
const priceComparison = /^\s*(?:(?:last|mark|market|spot)[\s_])?(?:price|px|\$?([a-z][a-z0-9]*))?\s*(<=|>=|<|>)\s*(\$?\d[\d,]*(?:\.\d+)?)\s*(?:usd)?\s*$/i;

/** A schedule's value that says it never repeats. */
const noRepeat = /^\s*(?:none|no|false|0|off|never|once|one[_ -]?time|one[_ -]?off|single)\s*$/i;

const families: [RegExp, Family][] = [
  [/^limit(?:_?order|_?buy|_?sell|_?entry)?$/, 'limit'],
  [/^(?:stop|stop_?loss|stop_?order|stop_?sell|sl)$/, 'stop'],
  [/^(?:take_?profits?|tp\d?|t_?p)$/, 'takeProfit'],
  [/^(?:(?:schedule|create|new)_?recurring(?:_?(?:buy|sell|swap|order))?|recurring(?:_?(?:buy|sell|swap|order))?|dca)$/, 'recurring'],
  // (`enqueue one-shot at=…`, held-out-34 bot: a job queued to run once at a time.)
  [
    /^(?:scheduled?(?:_?(?:swap|buy|sell|order|trade))?|defer(?:red)?|delay(?:ed)?(?:_?(?:swap|buy|sell|order|trade))?|one_?(?:shot|off|time)|oneshot|oneoff)$/,
    'timed',
  ],
  [/^(?:launch|deploy|create|token_?launch|token_?deploy|coin_?launch|coin_?deploy)(?:_?(?:token|coin))?$/, 'launch'],
  // `creator_fees.check` (held-out-22): the read's name, then a verb that only asks to see it (`fees.check` is read
  // elsewhere, with its own words).
  [
    /^(?:(?:creator_?fees?|unclaimed_?fees|claimable_?fees|earned_?fees|launch_?fees|fees_?earned|fee_?earnings)(?:[._](?:check|get|read|show|view|status|list|query))?|fees)$/,
    'fees',
  ],
  [/^claim(?:_?(?:creator_?)?fees)?$/, 'claim'],
  // `balance_gte`, `balance_at_least`: a balance compared with an amount, at least as much.
  [
    /^(?:sufficient_?funds(?:_?check)?|funds_?check|has_?funds|enough_?funds|check_?funds|balance_?check|holdings?_?check|has_?balance|can_?afford|balance_?(?:gte|ge|at_?least|sufficient|enough))$/,
    'check',
  ],
  [
    /^(?:split_?(?:payments?|pay|transfers?|sends?|payouts?)|batch(?:_?(?:transfers?|sends?|payouts?|pay(?:ments?)?))?|(?:multi|bulk|mass)_?(?:sends?|transfers?|payouts?|pay(?:ments?)?)|send_?many|(?:transfers?|sends?|payouts?|payments?|pay)_?(?:batch|bulk)|airdrop|distribute|payouts?|pay_?many|payrolls?|payroll_?run)$/,
    'batch',
  ],
  [/^(?:cancel(?:_?(?:orders?|all(?:_?orders?)?))?|orders?[._](?:cancel|rm|remove|delete|del)|order_?cancel)$/, 'cancel'],
];

const allowed: Record<Family, ReadonlySet<Field>> = {
  limit: new Set([...tradeFields, 'price']),
  stop: new Set([...tradeFields, 'price']),
  takeProfit: new Set([...tradeFields, 'price']),
  recurring: new Set([...tradeFields, 'schedule', 'runs', 'start', 'end']),
  timed: new Set([...tradeFields, 'at', 'delay', 'schedule', 'runs']),
  // (`job: buy` beside `schedule:`, `start:` and `end:`, held-out-30: a trade's job on a schedule is a recurring one.)
  trade: new Set([...tradeFields, 'price', 'at', 'delay', 'schedule', 'runs', 'start', 'end']),
  launch: new Set(['action', 'chain', 'name', 'token', 'description', 'website', 'twitter', 'telegram', 'image', 'feeRecipient', 'vesting']),
  fees: new Set(['action', 'chain', 'scope', 'token']),
  claim: new Set(['action', 'chain', 'scope', 'token']),
  check: new Set(['action', 'chain', 'need', 'amount', 'token']),
  batch: new Set(['action', 'chain', 'token', 'recipients', 'each', 'amount', 'total', 'split']),
  cancel: new Set(['action', 'chain', 'filter', 'orderId', 'scope']),
};
/**
 * The fields whose value may hold several words, per family: an order's trade (`action=swap 100 USDC->WETH`,
 * `sell=3 SOL`), time and schedule; a launch's name and description; a cancel's filter; a check's amount with its
 * token; a batch's list. Any other value with words after it is prose (`chain=polygon then send 5 usdc to …`).
 */
const tradeWords = new Set<Field>(['action', 'tokenIn', 'tokenOut', 'toEither', 'amount', 'at', 'delay', 'schedule']);
const multiWord: Record<Family, ReadonlySet<Field>> = {
  limit: tradeWords,
  stop: tradeWords,
  takeProfit: tradeWords,
  recurring: new Set([...tradeWords, 'start', 'end']),
  timed: tradeWords,
  trade: new Set([...tradeWords, 'start', 'end']),
  launch: new Set(['name', 'description']),
  fees: new Set(),
  claim: new Set(),
  check: new Set(['need', 'amount']),
  batch: new Set(['recipients']),
  cancel: new Set(['filter']),
};

/** Chain names that are never a token's ("eth" and "sol" are), read as the chain when a bot writes one before its fields. */
const leadChainNames = new Set(['base', 'ethereum', 'solana', 'polygon', 'unichain']);

/**
 * `cancel_order(type="stop_loss", token="UNI")`, `{"action":"cancel","order_type":"stop_loss",…}`: beside a cancel, a
 * field naming a kind of order that waits says which kind is cancelled (see `cancelFilter`), no second action.
 */
function kindCancelled<T extends { action?: string; pairs: Pair[] }>(fields: T | undefined): T | undefined {
  if (!fields) return fields;
  const actions = fields.pairs.filter((p) => fieldNames[p.key] === 'action');
  const cancelPair = actions.find((p) => familyOf(p.value.trim()) === 'cancel');
  const cancel = (fields.action !== undefined && familyOf(fields.action) === 'cancel') || cancelPair !== undefined;
  if (!cancel) return fields;
  const kinds = fields.pairs.filter(
    (p) => p !== cancelPair && (fieldNames[p.key] === 'action' || fieldNames[p.key] === 'orderType') && orderKinds.has(familyOf(p.value.trim()) as Family),
  );
  if (kinds.length !== 1) return fields;
  const kind = familyOf(kinds[0]!.value.trim())!;
  const pairs = fields.pairs.filter((p) => p !== kinds[0]).concat({ key: 'kind_of_order', op: '=', value: kind });
  return { ...fields, pairs };
}

/** The kinds of order that wait, as a set-up or cancel verb before them names them. */
const orderKinds = new Set<Family>(['limit', 'stop', 'takeProfit', 'recurring']);
const kindWords: Partial<Record<Family, string>> = { limit: 'limit', stop: 'stop loss', takeProfit: 'take profit', recurring: 'recurring' };

/**
 * `CANCEL stop_loss chain=ethereum token=UNI`: a cancel naming the kind of order and which token (a side too), as the
 * filter in words ("UNI stop loss") the cancel reader matches, asking when more than one matches. `undefined` when the
 * fields say anything else.
 */
function cancelFilter(pairs: readonly Pair[]): Pair[] | undefined {
  const kind = pairs.find((p) => p.key === 'kind_of_order')?.value as Family | undefined;
  if (kind === undefined) return undefined;
  const rest = pairs.filter((p) => p.key !== 'kind_of_order');
  const token = rest.filter((p) => fieldNames[p.key] === 'token' || fieldNames[p.key] === 'base');
  const side = rest.filter((p) => fieldNames[p.key] === 'side');
  const other = rest.filter((p) => !token.includes(p) && !side.includes(p));
  if (token.length > 1 || side.length > 1 || rest.some((p) => p.op !== '=')) return undefined;
  if (token[0] && !/^\s*\$?[a-z][a-z0-9]*\s*$/i.test(token[0].value)) return undefined;
  if (side[0] && !/^\s*(?:buy|sell)\s*$/i.test(side[0].value)) return undefined;
  const words = [token[0]?.value.trim().replace(/^\$/, ''), side[0]?.value.trim().toLowerCase(), kindWords[kind]].filter(Boolean).join(' ');
  return [...other, { key: 'filter', op: '=', value: words }];
}

/** A verb that only says an order is placed (`ORDER`, `place_order`, `orders.create`), its kind said in a field. */
const genericOrder = /^(?:(?:place|new|create|submit|open)_?)?order(?:s?[._](?:create|new|place|submit))?$/;

/** The kind of request a word names: a move's or a read's verb (`buy`, `sell`, `transfer`), else its family (`airdrop` is a batch). */
export const requestKind = (word: string): string | undefined => verbs.get(actionWord(word)) ?? familyOf(word);

/** A label that names a kind of request: an order's, a batch's, a cancel's, a launch's (see familyOf), or a verb. */
export const isAction = (name: string): boolean => familyOf(name) !== undefined || verbs.has(name.toLowerCase());

/** The kind of request an action names (`limit_buy`, `stop_loss`, `airdrop`, `cancel_order`, `swap`), or `undefined`. */
export function familyOf(action: string): Family | undefined {
  const word = actionWord(action);
  // `sl.create`, `limit_order.new`, `dca/add`: a namespace named for a kind of order, its method only saying set it up.
  const setUp = /^([a-z][a-z0-9_]*)[._](?:create|new|add|place|open|set|submit|make)$/.exec(word);
  // `tp.create`: a take-profit is what a namespace of that name sets up (as "tp" alone names one: see families).
  const namespaced = setUp ? (setUp[1] === 'tp' ? 'takeProfit' : familyOfWord(setUp[1]!)) : undefined;
  if (namespaced && namespaced !== 'trade' && namespaced !== 'cancel') return namespaced;
  const family = familyOfWord(word);
  if (family) return family;
  // `fees_report`, `wallet.cancel_order`: a report's name for its subject, a namespace before the method.
  const bare = word.replace(/_(?:report|summary|overview|query|lookup|info|data|list)$/, '').replace(/^[a-z][a-z0-9]*[._](?=[a-z])/, '');
  return bare === word ? undefined : (familyOfWord(bare) ?? familyOfWord(word.replace(/_(?:report|summary|overview|query|lookup|info|data|list)$/, '')));
}

function familyOfWord(word: string): Family | undefined {
  const family = families.find(([pattern]) => pattern.test(word))?.[1];
  if (family) return family;
  const verb = verbs.get(word);
  return verb === 'swap' || verb === 'buy' || verb === 'sell' ? 'trade' : undefined;
}

/** What a holdings check answers anyway, asked in words: `sufficient balance?`, `enough funds? y/n`, `is it covered?`. */
const checkQuestion =
  /^\s*(?:(?:is|are)\s+(?:it|that|there|the\s+balance|my\s+balance|funds)\s+)?(?:sufficient|enough|ok|okay|covered|affordable)(?:\s+(?:balance|funds))?\s*\??\s*(?:\(?\s*(?:y\/n|yes\/no|true\/false)\s*\)?\s*\??)?\s*$/i;

/**
 * `does the wallet hold enough WETH for this fill?`, `do we have enough?`: whether the balance covers the amount
 * needed, asked in words, of the check's own token or none; `false` for any other question.
 */
function holdsEnough(question: string, pairs: readonly Pair[]): boolean {
  const m =
    /^\s*(?:do(?:es)?|is|are|can|will)\s+(?:the\s+|my\s+|our\s+|this\s+)?(?:wallet|balance|account|funds|it|we|i)\s+(?:hold|have|has|cover|contain|got)\s+enough(?:\s+\$?([a-z][a-z0-9]*))?(?:\s+(?:for|to\s+cover)\s+(?:this|the|that|our|my)\s+(?:fill|order|trade|swap|transfer|payment|payout|tx|transaction|step))?\s*\??\s*$/i.exec(
      question,
    );
  if (!m) return false;
  const token = pairs
    .find((p) => fieldNames[p.key] === 'token')
    ?.value.trim()
    .replace(/^\$/, '')
    .toLowerCase();
  return m[1] === undefined || (token !== undefined && m[1].toLowerCase() === token);
}

/** The prompt's action (from its lead or a call's name), the words the lead names beside it, and its fields. */
const pointers = new Set(['this', 'that', 'it', 'these', 'those', 'following']);

/**
 * `SL | chain=base | asset=cbBTC | trigger<=55000 | sell_qty=0.001` (held-out-27): an order's kind, then its fields, each
 * parted by a pipe as by a space. Only when every part after the kind is one field; any other piped line is as it was.
 */
function withPipedFields(prompt: string): string {
  const [head, ...parts] = prompt.split('|');
  if (parts.length < 2 || /[\n\r]/.test(prompt) || !/^\s*\/?[a-z][\w.]*(?:\s+\$?[a-z][a-z0-9]*){0,2}\s*$/i.test(head!)) return prompt;
  return parts.every((part) => /^\s*[a-z][a-z0-9_]*\s*(?:<=|>=|=|<|>)\s*[^\s=<>]+\s*$/i.test(part))
    ? [head!.trim(), ...parts.map((p) => p.trim())].join(' ')
    : prompt;
}

function readOrderFields(given: string): { action?: string; leadWords: string[]; pairs: Pair[] } | undefined {
  const prompt = withPipedFields(given);
  const json = jsonFields(prompt);
  if (json) return { leadWords: [], pairs: json };
  const call = /^\s*([a-z][\w]*(?:\.[a-z]\w*)?)\s*\(([\s\S]*)\)\s*$/i.exec(prompt);
  if (call) {
    const read = spanFields(call[2]!);
    return read && read.lead.trim() === '' ? { action: call[1]!, leadWords: [], pairs: read.pairs } : undefined;
  }
  // `GET /creator_fees?scope=all`: the path is the action, the query its fields.
  const url = /^\s*(?:(?:get|post|put)\s+)?(\/[a-z][\w]*(?:\/[a-z]\w*)*)\?(\S*)\s*$/i.exec(prompt);
  if (url) {
    const query = spanFields(url[2]!.replace(/\+/g, ' '));
    return query && query.lead.trim() === '' ? { action: url[1]!, leadWords: [], pairs: query.pairs } : undefined;
  }
  const read = spanFields(prompt);
  // "schedule this: dec 15 2026 at 9am UTC buy …": a pronoun alone is no field's name; the words after it are the
  // sentence the person points at, the prose readers'. ("launch this:" before a form's fields is the form's head.)
  if (!read || (read.pairs.length === 1 && pointers.has(read.pairs[0]!.key.toLowerCase()))) return undefined;
  // `report creator_fees --scope=…`: a verb that only asks to see it (`report`, `show`) before the action's name.
  const lead = /^\s*(?:(?:get|post|put|report|show|fetch)\s+)?(\/?[a-z][\w.]*(?:\/[a-z][\w.]*)*)((?:\s+\$?[a-z][a-z0-9]*){0,2})\s*$/i.exec(read.lead);
  // `SET stop_loss …`, `place limit_buy …`: a verb that only says set it up, before an order's kind; `CANCEL stop_loss
  // …`: a cancel, then the kind of order it means (read with the fields that name which: see `cancelFilter`).
  // Only before fields written `name=value` (`create recurring buy: UNI …` is a label and its words, the prose reader's).
  const setUp = /^\s*[a-z_]+\s*[=<>]/i.test(prompt.slice(read.lead.length))
    ? /^\s*(set|setup|place|create|add|open|submit|new|schedule|start|enqueue|queue|cancel|delete|del|remove|rm|kill)\s+([a-z][a-z_-]*)\s*$/i.exec(read.lead)
    : null;
  // `dca create chain=…`: the order's kind, then the verb that sets it up, says the same.
  const kindFirst =
    setUp === null && /^\s*[a-z_]+\s*[=<>]/i.test(prompt.slice(read.lead.length))
      ? /^\s*([a-z][a-z_]*)\s+(?:set|setup|place|create|add|open|submit|new|start)\s*$/i.exec(read.lead)
      : null;
  const firstKind = kindFirst ? familyOf(kindFirst[1]!) : undefined;
  if (kindFirst && firstKind !== undefined && orderKinds.has(firstKind)) return { action: kindFirst[1]!, leadWords: [], pairs: read.pairs };
  const kind = setUp ? familyOf(setUp[2]!) : undefined;
  // `enqueue one-shot at=… sell=SOL …` (held-out-34 bot): a job queued to run once at its time is a timed order.
  if (setUp && kind === 'timed' && !/^(?:cancel|delete|del|remove|rm|kill)$/i.test(setUp[1]!)) return { action: setUp[2]!, leadWords: [], pairs: read.pairs };
  if (setUp && kind !== undefined && orderKinds.has(kind))
    return /^(?:cancel|delete|del|remove|rm|kill)$/i.test(setUp[1]!)
      ? { action: 'cancel', leadWords: [], pairs: [...read.pairs, { key: 'kind_of_order', op: '=', value: kind }] }
      : { action: setUp[2]!, leadWords: [], pairs: read.pairs };
  if (read.lead.trim() !== '' && !lead) return undefined;
  // `ORDERS.CANCEL where asset=LINK …` (held-out-27): a query's `where` before the fields only says they pick the orders.
  const leadWords = (lead?.[2] ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/^\$/, ''))
    .filter((w, i, all) => !(i === all.length - 1 && /^where$/i.test(w) && familyOf(lead![1]!) === 'cancel'));
  // "tp on my wif: sell 20 wif when it hits $3": a kind of order said of a holding, then a sentence — prose, whose
  // "wif:" is no field (the lead's own words are a command's token and chain, never "on my"); so is "schedule a buy:
  // 50 usdc of sol on solana, dec 3 2026 9am UTC" (held-out-34), an article before the thing it schedules.
  if (leadWords.some((w) => /^(?:on|my|for|of|the|in|to|a|an)$/i.test(w)) && read.pairs.length === 1 && /\s/.test(read.pairs[0]!.value.trim()))
    return undefined;
  // `launch:\n  chain: base\n  name: …` (held-out-37 bot): a form's first key with no value, a kind of request, is its action.
  const [head, ...others] = read.pairs;
  if (!lead && head !== undefined && head.value.trim() === '' && others.length > 0 && familyOf(head.key) !== undefined)
    return { action: head.key, leadWords, pairs: others };
  return { ...(lead ? { action: lead[1]! } : {}), leadWords, pairs: read.pairs };
}

/** `payout_batch chain=base token=USDC`: a payout command's chain and token as its only two fields, or `undefined`. */
function fieldsHead(head: string): [string, string] | undefined {
  const m = /^\/?(?:payouts?|pay|batch|send_?many|multi_?send|airdrop|distribute)(?:[_-]?(?:batch|transfer|transfers|payout|payouts|run))?\s+(.+)$/i.exec(head);
  const read = m ? spanFields(m[1]!) : undefined;
  if (read === undefined || read.lead.trim() !== '' || read.pairs.length !== 2) return undefined;
  const chain = read.pairs.find((p) => fieldNames[p.key] === 'chain' && p.op === '=')?.value.trim();
  const token = read.pairs
    .find((p) => fieldNames[p.key] === 'token' && p.op === '=')
    ?.value.trim()
    .replace(/^\$/, '');
  return chain !== undefined && token !== undefined && /^[a-z][a-z0-9]*$/i.test(token) ? [chain, token] : undefined;
}

/**
 * "/payout base USDC\n0x… 10\n0x… 15": a payout command, its chain and token, then one recipient and amount a line,
 * as the batch's fields (`batch_transfer chain=base token=USDC recipients=[0x…:10, 0x…:15]`). Every line must be a
 * recipient and a number: anything else leaves the prompt as it was, for the other readers to refuse.
 */
function payoutLines(prompt: string): string | undefined {
  const [head, ...lines] = prompt.trim().split(/\s*\n\s*/);
  const command = /^\/(?:payout|payouts|pay|batch|send_?many|multi_?send|airdrop|distribute)\s+([a-z]+)\s+\$?([a-z][a-z0-9]*)$/i.exec(head ?? '');
  // `payout_batch chain=base token=USDC`: the same head as a command and its two fields, each given once.
  const named = command ? undefined : fieldsHead(head ?? '');
  if ((!command && !named) || lines.length < 2) return undefined;
  const chainFirst = command !== null && leadChainNames.has(command[1]!.toLowerCase());
  const [chain, token] = named ?? (chainFirst ? [command![1]!, command![2]!] : [command![2]!, command![1]!]);
  if (!leadChainNames.has(chain.toLowerCase())) return undefined;
  const rows = lines.map((line) =>
    /^(0x[0-9a-fA-F]{40}|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.eth|[1-9A-HJ-NP-Za-km-z]{32,44})[\s,:;]+(\d+(?:\.\d+)?)$/u.exec(line),
  );
  if (rows.some((row) => row === null)) return undefined;
  return `batch_transfer chain=${chain} token=${token} recipients=[${rows.map((row) => `${row![1]}:${row![2]}`).join(', ')}]`;
}

/**
 * A bot's order, launch, fee read or claim, holdings check, batch or cancel as the sentence it stands for, a failure
 * for a field that cannot be honoured, or `undefined` for anything else (a trade or read now: structured-prompt.ts).
 */
/** The fields a bot names its strategy in (`strategy=dca`). */
const strategyNames = new Set(['strategy', 'strat']);

export function structuredOrder(given: string): string | Interpretation | undefined {
  const prompt = payoutLines(given) ?? given;
  const fields = kindCancelled(readOrderFields(prompt));
  if (!fields) return undefined;
  // "stop loss: sell 20 WIF on solana if it drops to 1.5": a label before a sentence of its own is no field: the
  // sentence is prose for the other readers (its one "field" once refused the order as an unknown field "loss").
  const [only] = fields.pairs;
  const label = [fields.action ?? '', ...fields.leadWords, only?.key ?? ''].join(' ').trim().toLowerCase();
  if (
    fields.pairs.length === 1 &&
    /^(?:stop[\s_-]?loss|take[\s_-]?profit|limit(?: order)?|order|stop|dca)$/.test(label) &&
    /\b(?:sell|buy|swap|send|transfer|convert)\b/i.test(only!.value) &&
    only!.value.trim().split(/\s+/).length >= 4
  )
    return undefined;
  // `ORDER type=limit side=sell …`: a generic order verb says an order is placed; its type field says which kind.
  // Only with a field that could say the kind and no word after the verb: `/orders list status=open` is a listing.
  const kindPair = fields.pairs.find((p) => fieldNames[p.key] === 'action' || fieldNames[p.key] === 'orderType');
  const generic = fields.action !== undefined && fields.leadWords.length === 0 && kindPair !== undefined && genericOrder.test(actionWord(fields.action));
  const filtered = cancelFilter(fields.pairs);
  if (fields.pairs.some((p) => p.key === 'kind_of_order') && filtered === undefined)
    return fail('INVALID_FIELDS', 'Say which order to cancel by its token (token=…) or its id (id=…). Nothing was done.');
  const chosen = filtered ?? (generic ? fields.pairs.filter((p) => p !== kindPair) : fields.pairs);
  const pairs = expandedPairs(chosen, requestKind);
  if (!Array.isArray(pairs)) return pairs;
  const read = generic
    ? { leadWords: fields.leadWords, pairs: paidAmounts(pairs), ...(kindPair ? { action: kindPair.value.trim() } : {}) }
    : { ...fields, pairs: paidAmounts(pairs) };
  const actionPair = read.pairs.find((p) => fieldNames[p.key] === 'action');
  // `{"strategy":"dca","buy":"SOL","with":"USDC",…}` (held-out-32): a strategy named for a recurring order, with no action
  // said, is that order's kind as `"type":"dca"` is; any other strategy's name stays the bot's own label.
  // (`"strategy":"limit_entry"` (held-out-38 bot): a limit order, named so, the same way.)
  const strategyPair = read.pairs.find(
    (p) => strategyNames.has(p.key) && ['recurring', 'limit', 'stop', 'takeProfit'].includes(familyOf(p.value.trim()) ?? ''),
  );
  const strategy = strategyPair?.value.trim();
  const actionName = read.action ?? actionPair?.value.trim().split(/\s+/)[0] ?? strategy ?? '';
  // The strategy that names the order's kind is read as it; no field is left of it.
  if (strategyPair && read.action === undefined && actionPair === undefined) read.pairs = read.pairs.filter((p) => p !== strategyPair);
  let family = actionName === '' ? undefined : familyOf(actionName);
  if (generic && (family === undefined || family === 'trade'))
    return fail('INVALID_FIELDS', 'Say which kind of order it is (type=limit, stop or take_profit); a trade now is written as a swap. Nothing was done.');
  const timing = read.pairs.some((p) => ['price', 'at', 'delay', 'schedule'].includes(fieldNames[p.key] ?? ''));
  // `tp --token SOL --qty 2 --at 180 --to USDC`: "tp" alone sells now, but with a price or a time beside it, it names the
  // take profit that waits for it.
  if (family === 'trade' && /^tp$/i.test(actionWord(actionName)) && read.pairs.some((p) => ['price', 'at'].includes(fieldNames[p.key] ?? '')))
    family = 'takeProfit';
  // No action: fields of a trade beside a time or price (`from=USDC to=ETH amount=5 at=…`); a lone `when: …` is prose.
  const trades = read.pairs.some((p) => ['tokenIn', 'tokenOut', 'token', 'amount', 'usd', 'side', 'base', 'quote'].includes(fieldNames[p.key] ?? ''));
  if (!family && actionName === '' && timing && trades) family = 'trade';
  // `{"asset":"WETH","required":"0.02","question":"does the wallet hold enough WETH …?"}`: an amount needed with no
  // action is a holdings check, a read (its question is checked below like any check's).
  // Only fields a check reads, its question and tags: anything else leaves the prompt to the other readers.
  const checkOnly = read.pairs.every((p) => ['need', 'token', 'chain'].includes(fieldNames[p.key] ?? '') || p.key === 'question' || isTag(p.key, p.value));
  if (!family && actionName === '' && checkOnly && read.pairs.some((p) => fieldNames[p.key] === 'need')) family = 'check';
  // `{"batch":[{"to":…,"amt":…},…],"token":…}`: a list of recipients with no action is a batch.
  if (!family && actionName === '' && read.pairs.some((p) => fieldNames[p.key] === 'recipients' && p.value.startsWith('['))) family = 'batch';
  // `{"order":"stop","side":"sell",…}`, `order_type=limit`: the kind of order said in its own field, read as the
  // order's family (a market order is a trade now: the other reader's).
  const typePair = read.pairs.find((p) => fieldNames[p.key] === 'orderType');
  const typeFamily = typePair ? familyOf(typePair.value.trim()) : undefined;
  const typed = typeFamily !== undefined && ['limit', 'stop', 'takeProfit'].includes(typeFamily) && (family === undefined || family === 'trade');
  if (typed) family = typeFamily;
  // `{"type":"payout","recipient":"9xQe…","amount":"1.5"}`: one payout to one recipient is a transfer, no batch: the
  // other reader's (it reads `payout` as a send). A list of recipients, or an amount each, stays a batch.
  if (
    family === 'batch' &&
    /^(?:(?:execute|exec|do|run|make|process|create|send)_?)?(?:payout|payment|disbursement|remittance)$/i.test(actionName) &&
    onePayee(read.pairs)
  )
    return undefined;
  // A trade now, a read, or no action this reader knows: the other reader's, which refuses what it cannot honour.
  if (!family || (family === 'trade' && !timing)) return undefined;
  // A launch, fee read, check, batch or cancel is its action word alone before its fields; a launch names its token.
  // Anything else ("launch token name: Moon Cat | symbol: MCAT") is prose for the capability's own reader.
  const trading = ['limit', 'stop', 'takeProfit', 'recurring', 'timed', 'trade'].includes(family);
  if (!trading && read.leadWords.length > 0) return undefined;
  // (`deploy_token chain=base requester=…` (held-out-37 bot): a launch whose name comes later, asked for by its reader.)
  if (family === 'launch' && !read.pairs.some((p) => ['name', 'chain'].includes(fieldNames[p.key] ?? ''))) return undefined;
  // `schedule action=swap 50 USDC->UNI when=…`: the lead says the kind of order and the action field its trade; two
  // actions else.
  const kindAndTrade = family !== undefined && trading && family !== 'trade' && familyOf(actionPair?.value.trim().split(/\s+/)[0] ?? '') === 'trade';
  if (read.action && actionPair && !kindAndTrade)
    return fail('ONE_ACTION', 'One action per prompt for now: send the steps as separate prompts. Nothing was done.');
  const values: Values = {};
  const tags = new Set<string>();
  // The token a trigger written as a comparison watches (`when: JUP >= 1.40`), checked against the trade below.
  let watched: string | undefined;
  // `when: JUP >= 1.40 USD` cut as fields: the time field left empty, then the token compared as if it were a field.
  const merged: Pair[] = [];
  for (const pair of read.pairs) {
    const before = merged.at(-1);
    const joined =
      before !== undefined &&
      fieldNames[before.key] === 'at' &&
      before.value.trim() === '' &&
      before.op === '=' &&
      /^(?:<=|>=|<|>)$/.test(pair.op) &&
      fieldNames[pair.key] === undefined;
    if (joined) merged[merged.length - 1] = { key: before.key, op: '=', value: `${pair.key} ${pair.op} ${pair.value}` };
    else merged.push(pair);
  }
  // `interval=daily time=12:00UTC`: in a recurring order, a time of day beside its repetition is when each run is made,
  // one schedule (`daily at 12:00UTC`); a date or anything more stays a field of its own, refused there.
  const repeat = merged.filter((p) => fieldNames[p.key] === 'schedule');
  const clock = merged.filter((p) => fieldNames[p.key] === 'at' && p.op === '=' && timeOfDay.test(p.value));
  if ((family === 'recurring' || family === 'timed') && repeat.length === 1 && clock.length === 1 && !/\bat\b|\d/.test(repeat[0]!.value)) {
    merged.splice(merged.indexOf(clock[0]!), 1);
    merged[merged.indexOf(repeat[0]!)] = { ...repeat[0]!, value: `${repeat[0]!.value.trim()} at ${clock[0]!.value.trim()}` };
  }
  // `when="tomorrow 15:00 UTC" repeat=none` (held-out-22): a one-off's time beside a schedule that says it never repeats
  // is that one-off; in a recurring order it contradicts the order, refused as any second timing.
  const once = family !== 'recurring' && merged.some((p) => fieldNames[p.key] === 'at' || fieldNames[p.key] === 'delay');
  for (let pair of merged) {
    if (typed && pair === typePair) continue;
    if (once && fieldNames[pair.key] === 'schedule' && noRepeat.test(pair.value)) continue;
    // `orders.cancel(all=True)`: a flag that says every order, as `scope=all` does (any other value is left unread).
    if (family === 'cancel' && /^all$/i.test(pair.key) && pair.op === '=' && /^\s*(?:true|yes|1)\s*$/i.test(pair.value))
      pair = { key: 'scope', op: '=', value: 'all' };
    // A JSON key written twice (see jsonFields), at the top or in a list's object.
    if (pair.value === '(given twice)') return fail('INVALID_FIELDS', `"${pair.key}" is given twice; give each once. Nothing was done.`);
    // `at_utc: "08:00"`: a name that says UTC takes a clock or a date and time in UTC alone; a zone or words in the
    // value may say another time than the name, and which is meant is a guess.
    if (/_utc$/.test(pair.key) && fieldNames[pair.key] === 'at' && !timeOfDay.test(pair.value) && !utcStamp.test(pair.value))
      return fail('INVALID_FIELDS', `"${pair.key}" says UTC; give it a time in UTC alone (like "08:00"), not "${pair.value.trim()}". Nothing was done.`);
    const named: Field | undefined = family === 'cancel' && pair.key === 'id' ? 'orderId' : isTag(pair.key, pair.value) ? undefined : fieldNames[pair.key];
    // `at=2500`, `when: $1.50` in an order that waits for a price: a price, not a time (elsewhere a bare number is refused).
    const waitsForPrice = family === 'limit' || family === 'stop' || family === 'takeProfit';
    // `when: JUP >= 1.40 USD`: in an order that waits for a price, a comparison of a token's price is its trigger.
    const tokenCompared = waitsForPrice && pair.op === '=' ? priceComparison.exec(pair.value) : null;
    // `count=8` beside a schedule: how many times it runs (elsewhere `count` is how many a ranking shows).
    const counted = named === 'limit' && pair.key === 'count' && (family === 'recurring' || family === 'timed' || family === 'trade');
    // `"currency":"USDC"` in a payout: a currency field naming a token (never the dollar) is the token moved.
    const coin = named === 'currency' && !/^\s*usd\s*$/i.test(pair.value) && tokenWords.has(pair.value.trim().replace(/^\$/, '').toLowerCase());
    const field = counted
      ? 'runs'
      : coin
        ? 'token'
        : named === 'at' && waitsForPrice && (/^\s*\$?\d[\d,]*(?:\.\d+)?\s*$/.test(pair.value) || (tokenCompared !== null && tokenCompared[1] !== undefined))
          ? 'price'
          : named;
    // `trigger: price <= 0.000008`: the comparison written in the value is the trigger's own, as `trigger<=0.000008`.
    const compared = field === 'price' && pair.op === '=' ? priceComparison.exec(pair.value) : null;
    if (compared?.[1] !== undefined) {
      if (!tokenWords.has(compared[1].toLowerCase())) return fail('INVALID_FIELDS', `"${pair.value}" compares no token I know. Nothing was done.`);
      watched = compared[1];
    }
    if (compared) pair = { ...pair, op: compared[2]!, value: compared[3]! };
    // `trigger<=12.00 USD`, `price=2800 usd`: a price in dollars, as every trigger is, its unit said.
    if (field === 'price') pair = { ...pair, value: pair.value.replace(/^\s*(\$?\d[\d,]*(?:\.\d+)?)\s*usd\s*$/i, '$1') };
    // `"question":"sufficient balance?"` beside a holdings check: the question the check answers anyway; any other
    // question is a request of its own, refused by name below.
    if (family === 'check' && pair.key === 'question' && (checkQuestion.test(pair.value) || holdsEnough(pair.value, read.pairs))) continue;
    // A note that nothing may move, beside a check or a fee read, which move nothing (see isReadOnlyNote).
    // (`claim=false`, `dry_run=true` beside a fee read: a flag saying only the read is wanted, see isReadOnlyField.)
    const readOnly =
      ((family === 'check' || family === 'fees') && (isReadOnlyNote(pair.key, pair.value) || isReadOnlyField(pair.key, pair.value))) ||
      (family === 'fees' && feeStatusNames.has(pair.key) && unclaimedStatus.test(pair.value.trim())) ||
      (family === 'fees' && unclaimedFlag.test(pair.key) && yesFlag.test(pair.value.trim()));
    if (field === undefined && (readOnly || isTag(pair.key, pair.value))) {
      if (tags.has(pair.key)) return fail('INVALID_FIELDS', `"${pair.key}" is given twice; give each once. Nothing was done.`);
      tags.add(pair.key);
      continue;
    }
    // Another currency (`usd=€50`), or a bare slippage too high to be a percent meant (`slippage=50`): refused by name.
    const setting =
      refusedSetting(pair.key, pair.value) ?? otherCurrency(pair.key, pair.value) ?? (field === 'slippage' ? bareSlippage(pair.key, pair.value) : undefined);
    if (setting) return setting;
    if (!field || !allowed[family].has(field))
      return fail('UNKNOWN_FIELD', `I don't read the field "${pair.key}" in ${described[family]}, so I did nothing rather than ignore it.`);
    if (values[field] !== undefined)
      return fail('INVALID_FIELDS', `"${pair.key}" is given twice, or says again what another field said; give each once. Nothing was done.`);
    if (!multiWord[family].has(field) && !/^[^\s,]+(?:\s*,\s*[^\s,]+)*$/.test(pair.value.trim()))
      return fail('INVALID_FIELDS', `"${pair.key}" is one word, not "${pair.value}"; send anything more as its own prompt. Nothing was done.`);
    if (pair.op !== '=' && field !== 'price')
      return fail('INVALID_FIELDS', `"${pair.key}${pair.op}" compares, and only a trigger price can; write "${pair.key}=…". Nothing was done.`);
    values[field] = pair;
  }
  // The token a trigger watches must be one the order trades: a trigger on another token's price is no order here.
  if (watched !== undefined) {
    const traded = (['token', 'base', 'tokenIn', 'tokenOut', 'toEither'] as Field[]).flatMap((f) => (values[f]?.value ?? '').toLowerCase().split(/[\s,]+/));
    if (!traded.includes(watched.toLowerCase()))
      return fail('INVALID_FIELDS', `The trigger watches ${watched.toUpperCase()}, which this order does not trade. Nothing was done.`);
  }
  // `STOPLOSS UNI ethereum trigger=8.50`: a chain's full name among the lead words is the order's chain, said once.
  const leadChain = read.leadWords.find((w) => leadChainNames.has(w.toLowerCase()));
  if (leadChain && values.chain) return fail('INVALID_FIELDS', `"${leadChain}" and "chain" both name the chain; give it once. Nothing was done.`);
  const leadWords = read.leadWords.filter((w) => w !== leadChain);
  const get = (field: Field): string | undefined => (field === 'chain' && leadChain ? leadChain.toLowerCase() : values[field]?.value);
  const chains = (get('chain') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const on = onChains({ chains, tokens: [] });
  switch (family) {
    case 'launch':
      return launchSentence(get, on);
    case 'fees':
    case 'claim':
      return feesSentence(family, get, on);
    case 'check':
      return checkSentence(get, on);
    case 'batch':
      // A list of one is a transfer, unless the request is named a batch of many (`batch_send`, `multi_send`), which one
      // recipient falls short of: asked for again, never guessed.
      return batchSentence(get, on, !/batch|bulk|multi|mass|many|split|airdrop|distribute/i.test(actionName));
    case 'cancel':
      return cancelSentence(get, on, /(?:^|[._-])all(?:$|[._-])|all_?orders|cancelall/i.test(actionName));
    default:
      // (`"order_type":"limit_buy"`: the kind of order named by its type field, whose name may say its side too.)
      return orderSentence(family, actionName === '' && typed ? typePair!.value.trim() : actionName, values, leadWords, on, watched);
  }
}

/** `12:00UTC`, `09:30 UTC`, `9am`: a time of day alone. */
const timeOfDay = /^\s*(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*(?:am|pm)?\s*(?:utc|z|gmt)?\s*$/i;
/** `2026-12-01T08:00:00Z`, `2026-12-01 08:00`: a date and time with no zone but UTC. */
const utcStamp = /^\s*\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?\s*(?:z|utc)?\s*$/i;

/** Whether a payout's fields name one recipient (`recipient`, `to`) and no list of them nor an amount each. */
const onePayee = (pairs: readonly Pair[]): boolean =>
  pairs.filter((p) => fieldNames[p.key] === 'to' || fieldNames[p.key] === 'toEither').length === 1 &&
  !pairs.some((p) => fieldNames[p.key] === 'recipients' || fieldNames[p.key] === 'each');

/**
 * `"pay_with":"USDC","spend":"300"`: a field of the token paid with holding an amount, beside one naming the token, is
 * the amount paid (`amount_in=300`), counted in that token; the two are one side said in two parts, not given twice.
 */
function paidAmounts(pairs: Pair[]): Pair[] {
  const paying = pairs.filter((p) => fieldNames[p.key] === 'tokenIn' && p.op === '=');
  const named = paying.filter((p) => /^\s*\$?[a-z][a-z0-9]*\s*$/i.test(p.value) && tokenWords.has(p.value.trim().replace(/^\$/, '').toLowerCase()));
  const counted = paying.filter((p) => /^\s*\d+(?:\.\d+)?\s*$/.test(p.value));
  if (paying.length !== 2 || named.length !== 1 || counted.length !== 1 || pairs.some((p) => paidKey(p.key))) return pairs;
  return pairs.map((p) => (p === counted[0] ? { ...p, key: 'amount_in' } : p));
}

const paidKey = (key: string): boolean => fieldNames[key] === 'amount' && /^(?:amount_?in|sell_?amount|from_?amount|input_amount)$/.test(key);
