import { verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fail, type Interpretation } from './intent.ts';

/**
 * Tags a bot adds for its own bookkeeping (`ref=order#A19`, `client_id=7f3a`): harmless, so dropped rather than
 * refused, when the value is one short word. A note is dropped only when it words nothing that could change what
 * moves (see `isMetadata`); `memo=` never is.
 */
export const tagNames = new Set([
  'ref',
  'reference',
  'id',
  'client_id',
  'client_order_id',
  'request_id',
  'correlation_id',
  'trace_id',
  'idempotency_key',
  'event_id',
  'webhook_id',
  'delivery_id',
  // `order_ref=mv2-00412` beside a trade (held-out-36 bot): the bot's own reference of its order (a cancel names the
  // order it means by `id` or `order_id`, never by this).
  'order_ref',
  'client_order_ref',
]);
export const isTag = (key: string, value: string): boolean =>
  (tagNames.has(key) && /^[\w#.:/-]{1,64}$/.test(value)) ||
  (ownWalletNames.has(key) && ownWallet.test(value.trim())) ||
  // `owner=svc-stacker` (held-out-35/36 bot): the bot that owns the request, by a service's name (no address, no name
  // that resolves, no word of a wallet): the caller's own wallet is the only one a request uses.
  (key === 'owner' && ownerLabel.test(value.trim()) && !/\.eth$|^0x|wallet|account|vault|treasury|cold|hot/i.test(value)) ||
  isMetadata(key, value) ||
  settings[key]?.inert.test(value.trim()) === true ||
  (key === 'jsonrpc' && /^\d(?:\.\d)?$/.test(value.trim())) ||
  // `"batch":"payroll-06"`, `run=2024-11-W4`: a batch's name, one word with a letter, no amount or address (a list of
  // recipients has those).
  (batchLabels.has(key) && /^[a-z0-9]+(?:[_-][a-z0-9]+)+$/i.test(value.trim()) && /[a-z]/i.test(value) && !tokenWords.has(value.trim().toLowerCase())) ||
  // `batch: 48`, `run: 118` (held-out-40 bot): a batch or a run by its number, never its recipients or an amount.
  (batchLabels.has(key) && /^\d{1,9}$/.test(value.trim())) ||
  // `run=20241129T0110Z` (held-out-36 bot): a run named by the moment it started, a compact stamp.
  (batchLabels.has(key) && /^\d{8}T\d{4,6}Z?$/i.test(value.trim())) ||
  // `--run=2025-06-01T00:00Z` (held-out-37 bot): the same, as a machine's date and time.
  (batchLabels.has(key) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?Z$/i.test(value.trim())) ||
  // `v=2`: the version of the bot's own format, a number only.
  (key === 'v' && /^\d+(?:\.\d+)*$/.test(value.trim())) ||
  (formatNames.has(key) && replyFormat.test(value.trim())) ||
  replyFields(key, value) ||
  (groupNames.has(key) && groupBy.test(value.trim())) ||
  // `confirm: true`, `dry_run: false`: a tool call's flag that says to do it for real says no more than the request.
  (confirmNames.has(key) && /^(?:true|yes|1)$/i.test(value.trim())) ||
  (rehearsalNames.has(key) && /^(?:false|no|0)$/i.test(value.trim())) ||
  // `verbose=false`, `--quiet`: how much the reply says, never what moves.
  (replyDetailNames.has(key) && flagValue.test(value.trim())) ||
  // `"notify":"slack#treasury"` (held-out-37 bot): where the bot posts its report, a channel's name.
  (key === 'notify' && /^(?:slack|discord|telegram|tg|email|webhook|teams|matrix)?[#@:/][\w.#@/-]{1,60}$/i.test(value.trim())) ||
  bookkeeping(key, value);

/**
 * Whose record an id or a time stamp is, by the words a bot names it with (`req_id`, `traceId`, `webhook_delivery_id`,
 * `sent_at`). A closed class: the words say a record of the bot's own, never an order, a wallet, a chain or a token
 * (`order_id`, `wallet_id`, `chain_id`, `token_id` keep their own readings).
 */
const recordWords = new Set([
  'req',
  'request',
  'rid',
  'trace',
  'span',
  'correlation',
  'corr',
  'msg',
  'message',
  'event',
  'webhook',
  'hook',
  'delivery',
  'run',
  'session',
  'client',
  'call',
  'invocation',
  'job',
  'task',
  'signal',
  'strategy',
  'strat',
  'alert',
  'bot',
  'agent',
  'idempotency',
  'idem',
  'dedupe',
  'dedup',
  'tracking',
  'log',
  'cycle',
  'tick',
  'ticket',
  'parent',
  'external',
  'ext',
  'internal',
  'source',
  'src',
  'sender',
  // `chat_id=-100188234`, `report_id=dr-2024-11-29` (held-out-37 bot): the chat a bot answers in, the report it writes.
  'chat',
  'report',
  'thread',
  'channel',
  // A paper or a record of the business the request is for (`invoice_ref`, `payroll_run_id`).
  'invoice',
  'inv',
  'bill',
  'receipt',
  'po',
  'payroll',
  'payout',
  'payment',
  'customer',
  'merchant',
  'batch',
  'campaign',
  'round',
  'webhook',
]);
const papers = new Set(['invoice', 'inv', 'bill', 'receipt', 'po', 'ticket', 'case', 'order_ref']);
const loneIds = new Set(['req', 'rid', 'cid', 'uid', 'oid', 'uuid', 'guid', 'trace', 'corr']);
const alertMove = /^(?:buy|sell|long|short|swap)$/i;
const namedSenders = new Set(['alert', 'webhook', 'hook', 'strategy', 'strat', 'signal', 'bot', 'agent', 'source', 'event', 'job', 'run']);
const senders = new Set(['webhook', 'hook', 'alert', 'alert_name', 'trigger_name']);
const idWords = new Set(['id', 'ids', 'uuid', 'uid', 'guid', 'ref', 'key', 'no', 'num', 'number', 'seq', 'tag', 'hash']);
/** When the bot wrote its record (`sent_at`, `created_ts`, `emitted_time`): a moment past, never when to act. */
const stampedWords = new Set([
  'created',
  'sent',
  'emitted',
  'generated',
  'received',
  'fired',
  'triggered',
  'issued',
  'published',
  'updated',
  'logged',
  'signaled',
  'signalled',
  'requested',
  'submitted',
  'observed',
  'detected',
]);
const stampNames = new Set(['ts', 'timestamp', 'time_stamp', 'ts_ms', 'timestamp_ms', 'epoch', 'epoch_ms', 'unix_ts', 'unix_time', 'unixtime']);
const amountWords = new Set(['amount', 'amt', 'qty', 'quantity', 'size', 'order_size']);
/** A unit that says tokens, never which (a token's name says more: the reader's to weigh) nor their smallest units (wei). */
const tokenUnit = /^(?:tokens?|coins?)$/i;
/** A moment as a bot writes one: seconds or milliseconds since 1970, or an ISO date and time. */
const moment = /^(?:\d{9,13}|\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:z|[+-]\d{2}:?\d{2})?)$/i;

/** A field of the bot's own bookkeeping by the words of its name: an id or a reference of its records, or when it wrote them. */
function bookkeeping(key: string, value: string): boolean {
  const text = value.trim();
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_.-]+/)
    .filter(Boolean);
  // `reqid`, `traceid`, `msgref`: the words run together.
  const joined = words.length === 1 ? /^([a-z]+?)(id|uuid|ref)$/.exec(words[0]!) : null;
  const [head, last] = joined ? [[joined[1]!], joined[2]!] : [words.slice(0, -1), words.at(-1)!];
  // `size_unit=tokens`: the amount counts tokens, as an amount always does unless a field says dollars.
  if (words.length <= 2 && /^units?$/.test(words.at(-1)!) && (words.length === 1 || amountWords.has(words[0]!))) return tokenUnit.test(text);
  // `req=77`, `uuid=…`: an id named alone.
  if (words.length === 1 && loneIds.has(words[0]!)) return /^[\w#.:/-]{1,64}$/.test(text);
  // `"invoice":"INV-5502"`, `ticket=T-81`: the paper a request is for, by its number.
  if (words.length === 1 && papers.has(words[0]!)) return /^[\w#.:/-]{1,64}$/.test(text) && /\d/.test(text);
  // `alert_name=btc-breakout`, `webhook=tradingview`: which alert or hook sent the request, by a name that says no more.
  // (`"alert":"BUY"` names no alert: it says the move, read as the action; see structured-fields.ts.)
  if (words.length === 1 && words[0] === 'alert' && alertMove.test(text)) return false;
  if ((words.length === 1 && senders.has(words[0]!)) || (words.length === 2 && namedSenders.has(words[0]!) && words[1] === 'name'))
    // A version in the name (`grid-v2`) is no number of the request's.
    return /^[\w#.:/+@-]{1,64}$/.test(text) && isEventName(text.replace(/(?:^|[_.:/-])v?\d+(?:\.\d+)*(?=$|[_.:/-])/gi, ' ').trim() || 'named');
  if (head.length > 0 && head.length <= 2 && idWords.has(last) && head.every((w) => recordWords.has(w))) return /^[\w#.:/-]{1,64}$/.test(text);
  // `created_by=btc-swing-bot`, `--requested-by=treasury-cron` (held-out-37 bot): which bot or job wrote the request, by a
  // name that is no address, no name that resolves and no word of a wallet.
  if (words.length === 2 && stampedWords.has(words[0]!) && words[1] === 'by')
    return /^[\w#.:@/-]{1,64}$/.test(text) && !/^0x|\.eth$|wallet|account|vault|treasury$/i.test(text) && !tokenWords.has(text.toLowerCase());
  const stamped = stampNames.has(words.join('_')) || (words.length === 2 && stampedWords.has(words[0]!) && /^(?:at|ts|time|on)$/.test(words[1]!));
  return stamped && moment.test(text);
}

// (`notify=false` (held-out-36 bot): whether the bot is told, which changes nothing that moves.)
const replyDetailNames = new Set([
  'verbose',
  'quiet',
  'debug',
  'pretty',
  'color',
  'colour',
  'no_color',
  'human',
  'human_readable',
  'silent',
  'notify',
  'notifications',
]);
const batchLabels = new Set(['batch', 'run', 'batch_name', 'run_name']);
// (`approved: true` under a payroll (held-out-39 bot): the batch was signed off, go ahead, as `confirm: true` says.)
const confirmNames = new Set(['confirm', 'confirmed', 'execute', 'live', 'auto_confirm', 'autoconfirm', 'approved']);
const rehearsalNames = new Set(['dry_run', 'dryrun', 'dry', 'simulate', 'simulation', 'sim', 'test', 'paper', 'sandbox', 'preview']);

/**
 * `fmt=plain`, `format=json`: how the bot wants the reply laid out, which changes nothing that is read or moved. A
 * currency there (`fmt=usd`, `format=eur`) is no layout: the fields reader reads it as the currency, and refuses any
 * but dollars.
 */
const formatNames = new Set(['fmt', 'format', 'output_format', 'response_format', 'reply_format', 'result_format']);
// `format=summary`, `format=detailed` (held-out-27): how much of the answer, a layout as much as `short` is.
const replyFormat =
  /^(?:plain|plaintext|text|txt|json|table|raw|human|pretty|short|compact|brief|markdown|md|default|csv|xml|yaml|yml|html|summary|summarized|summarised|detailed|detail|details|full|verbose|concise|minimal|simple|overview|list)$/i;

/**
 * `breakdown=chain`, `group_by=token` (held-out-19): how the bot wants the answer grouped, by chain or by token, which
 * changes nothing that is read or moved. Any other value (a number, a share, a recipient) is no such layout.
 */
const groupNames = new Set(['breakdown', 'group_by', 'groupby', 'group', 'grouping', 'split_by', 'per', 'detail', 'details', 'granularity']);
// (`detail=per_chain`, `breakdown=by_token` (held-out-22): the same grouping, said with its "per" or "by".)
const groupBy = /^(?:(?:per|by)[_-])?(?:chains?|networks?|tokens?|assets?|coins?|holdings?|none|total|chain[,+]token|token[,+]chain)$/i;

/**
 * `"fields":["symbol","name","price"]`, `columns=symbol,price`: which parts of the answer the bot wants shown, names of
 * an answer's parts only. A token, a number or anything but such names (`fields=[to:…]`) says more, and is no tag.
 */
const replyFieldNames = new Set([
  'fields',
  'columns',
  'cols',
  'select',
  'attributes',
  'attrs',
  'props',
  'properties',
  'include',
  'return',
  'returns',
  'output_fields',
]);
function replyFields(key: string, value: string): boolean {
  if (!replyFieldNames.has(key)) return false;
  const names = value
    .trim()
    .replace(/^\[|\]$/g, '')
    .split(/\s*,\s*/);
  return names.length <= 12 && names.every((name) => /^[a-z][a-z0-9_]{1,31}$/i.test(name) && !tokenWords.has(name.toLowerCase()));
}

/**
 * Settings a bot sends with every order, by the role they play: how long an order lives (`tif`) and which clock its
 * times keep (`tz`). At the one value this service always uses (good till cancelled, UTC) they change nothing and are
 * kept aside; at any other value they would change the money (an order that dies unfilled, a time read in another
 * zone), so they are refused by name, never dropped. So are settings of trades this service never makes (leverage,
 * reduce-only, post-only, margin).
 */
const gtc = { inert: /^(?:gtc|good[\s_-]*(?:till|til|until)[\s_-]*cancell?ed)$/i, refused: 'orders here stay open until filled or cancelled (GTC)' };
const utc = { inert: /^(?:utc|z|gmt|etc\/utc|utc[+-]0{1,2}(?::?00)?|[+-]00:?00)$/i, refused: 'times here are in UTC only' };
const never = { inert: /(?!)/, refused: 'this service makes spot trades only' };
/** `ttl=30s`: a signal that expires. A trade here runs when its turn comes, with no deadline it could be held to. */
const expiry = { inert: /(?!)/, refused: 'a trade here runs when its turn comes, with no deadline it could be held to' };
/** `nonce=auto` (held-out-28): the service numbers its own transactions; a nonce set by hand could replace another, so it is refused. */
const nonce = { inert: /^(?:auto|automatic|default|pending|next)$/i, refused: 'this service numbers its own transactions' };
/**
 * `tp=none sl=none` beside a trade (held-out-35 bot): no take profit and no stop loss, which a trade here never sets
 * anyway. A price there would ask for an order of its own, refused by name rather than dropped.
 */
const exit = { inert: /^(?:none|null|nil|off|false|no|0|n\/?a|-)$/i, refused: 'a take profit or a stop loss is an order of its own here: send it on its own' };
/** `prio_fee=auto` (held-out-36 bot): the network fee at the chain's own rate, which this service always pays; any other is refused. */
const priority = { inert: /^(?:auto|automatic|default|normal|standard|medium|market)$/i, refused: 'this service sets the network fee itself' };
const settings: Record<string, { inert: RegExp; refused: string }> = {
  prio_fee: priority,
  priority_fee: priority,
  priorityfee: priority,
  priority: priority,
  gas_price: priority,
  gas: priority,
  tp: exit,
  sl: exit,
  take_profit: exit,
  stop_loss: exit,
  takeprofit: exit,
  stoploss: exit,
  trailing_stop: exit,
  tif: gtc,
  nonce,
  time_in_force: gtc,
  timeinforce: gtc,
  tz: utc,
  timezone: utc,
  time_zone: utc,
  ttl: expiry,
  expires_in: expiry,
  valid_for: expiry,
  leverage: never,
  reduce_only: never,
  reduceonly: never,
  post_only: never,
  postonly: never,
  margin: never,
  margin_mode: never,
};

/**
 * `tif=IOC`, `time_in_force=FOK` on a trade made now: a swap here fills whole at once or not at all, which is what an
 * immediate order asks, so it changes nothing. On an order that waits it would, and stays refused (see `refusedSetting`).
 */
export const isImmediateTif = (key: string, value: string): boolean =>
  settings[key] === gtc && /^(?:ioc|fok|immediate[\s_-]*or[\s_-]*cancel|fill[\s_-]*or[\s_-]*kill)$/i.test(value.trim());

/** A setting given at a value that would change the money (`tif=IOC`, `tz=America/New_York`, `leverage=5`), refused by name; `undefined` otherwise. */
export function refusedSetting(key: string, value: string): Interpretation | undefined {
  const setting = settings[key];
  if (!setting || setting.inert.test(value.trim())) return undefined;
  return fail('UNKNOWN_FIELD', `"${key}=${value.trim()}" would change how the money moves, and ${setting.refused}, so I did nothing rather than ignore it.`);
}

/**
 * What a bot says about its request rather than in it: how sure it is (`conf=0.82`), which strategy or source sent it
 * (`strategy=grid_v2`, `src=tg_alpha`), when it was written (`ts=2024-06-14T09:00:01Z`, never a schedule), its tag, or
 * why (`reason=rebalance`, `drift=+4.1%`). None changes what moves, so each is dropped. A source naming a token is the
 * token paid with, not metadata; a note or reason that words a condition or a limit ("only if gas is low", "max 20")
 * would change what moves, so it is refused like an unknown field. A memo is a note for the books (`memo=refund #88`): this
 * service sends none on chain, so it is kept aside like a note; a reference (`#88`) or a date in a note is no amount.
 */
const metadataNames = new Set([
  'conf',
  'confidence',
  'score',
  'strategy',
  'strat',
  'strategy_id',
  'ts',
  'timestamp',
  'src',
  'source',
  'origin',
  'channel',
  'bot',
  'bot_id',
  'version',
  // `"build":"launcher 1.3.0"` (held-out-37 bot): the build of the bot that sent it.
  'build',
  'tag',
  'tags',
  'label',
  'signal_id',
  'run_id',
  // A webhook's envelope: which event sent the request (`"event":"payroll.run"`; see `isEventName`).
  'event',
  'event_type',
  'tick',
  'seq',
  'drift',
  'note',
  'notes',
  'reason',
  'why',
  'comment',
  'memo',
  // `"patch":"missing meta"` (held-out-37 bot): what a message sent again adds, a note.
  'patch',
  // `"purpose":"pre-trade"` (held-out-34 bot): why the bot asks, a note like `reason`.
  'purpose',
  // Who sent the request (`"caller":"treasury-watcher/v2"`): the bot's name, never a wallet (see isMetadata).
  'caller',
  'requester',
  'requestor',
  'requested_by',
  'initiator',
  'agent',
  'agent_id',
  'client',
  'app',
  'app_id',
  'service',
  'session_id',
  'user_agent',
  'sdk',
  'sdk_version',
  'client_version',
  'app_version',
  'host',
  'hostname',
  'instance',
  'instance_id',
  'worker',
  'worker_id',
]);
const versionNames = new Set(['version', 'build', 'sdk', 'sdk_version', 'client_version', 'app_version', 'user_agent', 'client', 'agent']);
const freeText = new Set(['note', 'notes', 'reason', 'why', 'comment', 'memo', 'purpose', 'patch']);
/** Whether a field is a bot's note in words (`note`, `memo`, `reason`): one it did not set aside says something of the request. */
export const isNote = (key: string): boolean => freeText.has(key);
/** A note's words that say nothing may move: "do NOT move anything", "read only", "no trades". */
const noMove =
  /\b(?:(?:do\s+not|don'?t|never|must\s+not|mustn'?t)\s+(?:move|send|trade|swap|execute|transfer|touch|spend|buy|sell|sign)(?:\s+(?:anything|any\s+funds|funds|money|it|them))?|read[\s_-]?only|no\s+(?:moves?|trades?|transfers?|swaps?|execution|orders?))\b/gi;
/**
 * `"note":"payroll run in 10 min. answer yes/no + current USDC balance, do NOT move anything"` beside a read (a
 * holdings check, a balance): a note saying nothing may move agrees with a read, which moves nothing, so it is set aside
 * whatever else it tells of the bot's reasons; one that also words a move (`then buy 500 USDC`) is no such note.
 * Beside a move the reader refuses it as any note that words a limit.
 */
export function isReadOnlyNote(key: string, value: string): boolean {
  if (!freeText.has(key) || value.length > 200 || value.match(noMove) === null) return false;
  const rest = value.replace(noMove, ' ').toLowerCase();
  return !rest
    .split(/[^a-z$]+/)
    .some(
      (w) =>
        ['swap', 'buy', 'sell', 'transfer'].includes(verbs.get(w) ?? '') ||
        /^(?:un)?wrap|^(?:launch|deploy|claim|bridge|stake|withdraw|deposit|pay|payout)$/.test(w),
    );
}
/** Why a bot acts is a reading it already made (`reason=drift>5%`, `why: rsi<30`): its comparisons and numbers are no limit. */
const readingNames = new Set(['reason', 'why']);
/** Words that would limit the request, or doubt it is meant at all (`note="just testing"`, `memo=dry run`, `comment=paper trade`). */
const conditionWords =
  /\b(?:if|only|unless|until|when|whenever|once|after|before|not|don'?t|never|no|max|maximum|min|minimum|limit|cap|wait|instead|but|except|below|above|under|over|at|each|every|split|half|all|then|also|and|or|slippage|test|tests|testing|dry|simulat\w*|paper|sandbox|demo|fake|mock|practice|pretend|ignore|skip|hold|draft|testnet|sepolia|goerli|devnet)\b|[<>=%$]|\d/i;
/** A transfer's nouns, which a label may end with (`grant tip`, `travel reimbursement`). */
const moveNouns = new Set(['tip', 'transfer', 'reimbursement']);
function isMetadata(key: string, value: string): boolean {
  if (!metadataNames.has(key)) return false;
  const text = value.trim();
  if (text.length === 0 || text.length > 80) return false;
  // A token is what a source pays with; a wallet is where money would come from: neither is metadata.
  if (/^0x[0-9a-f]{6,}|\.eth$|^[1-9A-HJ-NP-Za-km-z]{32,44}$/i.test(text)) return false;
  if ((key === 'src' || key === 'source') && tokenWords.has(text.replace(/^\$/, '').toLowerCase())) return false;
  // A note that words a request of its own ("send the rest to bob", "buy more eth") is never dropped either.
  if (freeText.has(key)) {
    // A reference (`#88`) or a date (`2024-07`, `2024-07-01`) names what the note is about, never an amount.
    // `only_if_cheap`: words joined by `_` or `-` are words all the same.
    // `memo=invoice 2291`, `note=order no. 77`: a number after the name of a paper or a record is its number, a label.
    // (`# hedge_bot rebalance, cycle 118` (held-out-35 bot): a bot's round by its number, too.)
    // (`payout po_8812`: a record's number joined to its name by "_" is its number all the same.)
    // (`pre-trade`, `post_trade`: a stage named before or after a trade, never one asked.)
    const referenced = text
      .replace(/#[\w-]+|\b\d{4}-\d{2}(?:-\d{2})?\b|\b(?:pre|post)[_-]?(?:trade|swap|transfer|send|buy|sell|order)s?\b/gi, ' ')
      .replace(/_/g, ' ')
      .replace(
        /\b(?:invoice|inv|bill|ticket|po|case|order|ref|batch|round|job|req|request|rung|leg|tranche|tier|stage|step|cycle|tick|epoch|iteration|iter|attempt|seq)\b\.?\s*(?:no\.?\s*|nr\.?\s*)?[a-z]*-?\d[\w-]*/gi,
        ' ',
      )
      .replace(/[_-]+/g, ' ');
    // `reason="tp ladder rung 2"`, `why=sl hit`: a take-profit or a stop-loss named is why the bot trades, no request.
    const said = readingNames.has(key)
      ? referenced.replace(/[a-z_]*\s*(?:[<>]=?|=)\s*[+-]?\d+(?:\.\d+)?%?|[+-]?\d+(?:\.\d+)?%/gi, ' ').replace(/\b(?:tp|sl)\b/gi, ' ')
      : referenced;
    // `memo="tip #8812"`: the words left once its references are out (`#8812` names the tip, it asks nothing).
    const kept = referenced
      .toLowerCase()
      .split(/[^a-z0-9$]+/)
      .filter(Boolean);
    const saidWords = readingNames.has(key) ? kept.filter((w) => w !== 'tp' && w !== 'sl') : kept;
    // `note="grant tip"`: a transfer's noun last in a short label names what the transfer is for, no request of its own.
    const label = saidWords.length <= 3 && moveNouns.has(saidWords.at(-1) ?? '') ? saidWords.slice(0, -1) : saidWords;
    return !conditionWords.test(said) && !label.some((w) => verbs.has(w) || tokenWords.has(w.replace(/^\$/, '')));
  }
  // `"event":"payroll.test"`, `strategy=paper`: a name that says the request is a test or a rehearsal is no bookkeeping.
  if (rehearsal.test(text.replace(/[_.:/-]+/g, ' '))) return false;
  if ((key === 'event' || key === 'event_type') && !isEventName(text)) return false;
  // `"build":"launcher 1.3.0"`: a program's name and its version number.
  if (versionNames.has(key) && /^[\w.@/-]{1,40}\s+v?\d+(?:\.\d+)+[\w.+-]*$/i.test(text)) return true;
  return /^[\w#.:/+%@-]{1,64}$/.test(text);
}

/**
 * An event's name that only says which event sent the request (`payroll.run`, `scanner.tick`): words, no number, no
 * condition (`price_below_2000`, `if_cheap`) and no rehearsal (`payout.dry_run`), which would say more of the request.
 */
export const isEventName = (name: string): boolean => {
  const words = name.trim().replace(/[_.:/-]+/g, ' ');
  return /^[a-z][a-z ]{0,63}$/i.test(words) && !conditionWords.test(words) && !rehearsal.test(words);
};

const rehearsal = /\b(?:test|tests|testing|dry|dryrun|simulat\w*|sim|paper|sandbox|demo|mock|fake|practice|noop|preview|draft)\b/i;

/**
 * `wallet=self`, `"account": "me"`: the caller's own wallet, which every request uses anyway, so it says nothing more.
 * Any other value (an address, another name) is no tag: it is refused like an unknown field, never ignored.
 */
const ownWalletNames = new Set(['wallet', 'account', 'owner', 'user', 'from_wallet', 'wallet_id']);
const ownWallet = /^(?:self|me|mine|my|own|my_wallet|default|main|primary)$/i;
/** A service's name: words joined by `-` or `_`, one of them saying a bot or a service (`svc-stacker`, `swing-bot`). */
const ownerLabel =
  /^(?=[\w-]*(?:bot|svc|service|agent|stacker|daemon|worker|cron|job|keeper|runner|scheduler|dashboard|sync))[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$/i;

/** `reply`, `respond_with`: what the bot wants the answer to state, in words. */
const replyWishNames = new Set(['reply', 'reply_with', 'respond', 'respond_with', 'response', 'answer', 'return_value', 'want_reply', 'expect']);
/** `all_chains`, `all_tokens`, `include_zero`: how wide a read looks, which a read of the whole wallet covers anyway. */
const readWidthNames =
  /^(?:all|all_(?:chains|networks|tokens|assets|coins|holdings|launched|launches)|include_(?:all|zero|zeros|dust|small|empty)|show_(?:all|zero|zeros|dust))$/;
const flagValue = /^(?:true|false|yes|no|1|0|on|off)$/i;
/** `--all-chains`, `--include-zero`: a command line's flag of how wide a read looks, given with no value (set). */
export const isReadWidthFlag = (flag: string): boolean => readWidthNames.test(flag.toLowerCase().replace(/-/g, '_'));
/** `--dry`, `--dry-run`, `--simulate`: a command line's rehearsal flag given with no value (set), harmless on a read only. */
export const isRehearsalFlag = (flag: string): boolean => rehearsalNames.has(flag.toLowerCase().replace(/-/g, '_'));
// (`"context_tweet":"…"`, `"tweet_text":"…"` (held-out-39 bot): a post the bot scraped is someone else's words too.)
const quotedTextName =
  /^(?:(?:raw|forwarded|fwd|msg|context|quoted|orig|original|incoming|inbound|tweet|cast|dm|scraped)_)(?:text|msg|message|content|body|quote|tweet|cast|post|dm)$|^(?:msg|message|context)_(?:text|body|content)$|^context_msg$|^tweet$/;
/** `ttl_s: 30`, `cache_ttl=60` (held-out-39 bot): how long the bot may keep a read's answer, a number of its own. */
const answerLifetimeName = /^(?:cache_)?(?:ttl|max_age)(?:_(?:s|ms|sec|secs|seconds))?$/;
const senderName = /^(?:from_(?:user|handle|username|sender)|sender_(?:handle|username|name)|author)$/;
const readOnlyNames = new Set(['read_only', 'readonly', 'view_only', 'viewonly', 'no_trade', 'no_trades', 'no_execute', 'no_exec']);
const noMoveNames = new Set(['claim', 'auto_claim', 'collect', 'withdraw', 'harvest', 'execute', 'trade', 'send']);
/**
 * Fields harmless beside a read, which moves nothing, but never beside a move: a rehearsal (`dry_run=true`,
 * `--simulate`), how wide the read looks (`all_chains=true`), what the reply should state (`"reply":"current usd
 * price"`). Beside a move a rehearsal doubts the move is meant, a width may say more tokens, and a reply wish in words
 * may word a limit: each is refused there, as any unknown field is.
 */
export function isReadOnlyField(key: string, value: string): boolean {
  const text = value.trim();
  // `"raw_text":"URGENT: transfer all USDC …"`, `"context_msg":"…"`, `"from_user":"@…"` (held-out-35/36 bot): the message
  // a bot read and passes on, someone else's words, data; beside a read, which moves nothing, set aside. Beside a move
  // it may be what the move came from, and is refused as any unknown field is.
  if (quotedTextName.test(key)) return text.length <= 1000;
  if (answerLifetimeName.test(key)) return /^\d{1,7}$/.test(text);
  if (senderName.test(key)) return /^@?[\w.-]{1,64}$/.test(text) && !/\.eth$|^0x/i.test(text);
  // `"act_on_context": false`: the bot says the message is not to be acted on, which a read never does.
  if (/^(?:act_on_(?:context|message|text)|follow_(?:instructions|context)|execute_context)$/.test(key)) return /^(?:false|no|0|off)$/i.test(text);
  if (rehearsalNames.has(key) || readWidthNames.test(key)) return flagValue.test(text);
  // `claim=false` beside a fee check (held-out-22): a flag saying the bot wants no move made beside the read, only the
  // read. Set true it asks a move the read does not make, refused.
  if (noMoveNames.has(key)) return /^(?:false|no|0|off)$/i.test(text);
  // `read_only: true` (held-out-26): the bot says it wants only a read. Set false it allows a move the read does not make.
  if (readOnlyNames.has(key)) return /^(?:true|yes|1|on)$/i.test(text);
  if (!replyWishNames.has(key) || text.length === 0 || text.length > 120) return false;
  return !/\b(?:if|unless|only|then|and\s+(?:then\s+)?(?:buy|sell|send|swap))\b/i.test(text);
}

/** Whether a name has a reading of its own here (a tag, a note, a setting, a flag): such a field is never a mere label. */
export const hasTagReading = (key: string): boolean =>
  [
    tagNames,
    ownWalletNames,
    metadataNames,
    batchLabels,
    formatNames,
    replyFieldNames,
    groupNames,
    confirmNames,
    rehearsalNames,
    replyDetailNames,
    replyWishNames,
    readOnlyNames,
    noMoveNames,
  ].some((names) => names.has(key)) ||
  Object.hasOwn(settings, key) ||
  readWidthNames.test(key) ||
  key === 'v' ||
  key === 'jsonrpc';
