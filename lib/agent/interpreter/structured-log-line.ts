import { verbs } from '../../language/lexicon.ts';
import { fieldNames } from './structured-fields.ts';
import { isEventName } from './structured-tags.ts';
import { isAction } from './structured-orders.ts';
import { apiAction } from './structured-api-names.ts';

/**
 * A bot's log line or log record as the request it carries: the parts that say when, how loud, where and why it was
 * written are the bot's bookkeeping (see structured-shapes.ts, which tries the other shapes first).
 */

/** The fields of a log record that say when, how loud and where it was written: none is the request. */
const recordKeys = new Set([
  'ts',
  'time',
  'timestamp',
  '@timestamp',
  'level',
  'lvl',
  'severity',
  'logger',
  'component',
  'module',
  'service',
  'caller',
  'pid',
  'host',
  'tick',
  'seq',
  'bot',
]);

/**
 * A structured log record (`{"ts":…,"level":"info","msg":"fetch trending tokens on base"}`, logfmt's `time=… level=info
 * msg="buy 5 usdc of eth on base"`) as its message: with a level said, and only record fields beside the message, the
 * message is the request and its time stamp is when it was logged, never a schedule. Anything else is left as it was.
 */
export function logRecord(prompt: string): string | undefined {
  const text = prompt.trim();
  let fields: [string, unknown][];
  if (/^\{[\s\S]*\}$/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
      fields = Object.entries(parsed);
    } catch {
      return undefined;
    }
  } else {
    if (/[\n\r]/.test(text)) return undefined;
    const pairs = [...text.matchAll(/([@a-z_][\w.]*)=("(?:[^"\\]|\\.)*"|\S*)(?:\s+|$)/gi)];
    if (pairs.map((m) => m[0]).join('') !== text) return undefined;
    fields = pairs.map((m) => [m[1]!, m[2]!.replace(/^"([\s\S]*)"$/, '$1')]);
  }
  const keys = fields.map(([key]) => key.toLowerCase());
  const envelope = eventEnvelope(fields);
  // A role claimed in the request or the event's name (never a key's own name, `prompt`) is no bot's bookkeeping.
  if (envelope !== undefined) return fields.some(([, value]) => typeof value === 'string' && claimed.test(value)) ? undefined : envelope;
  const message = fields.find(([key]) => /^(?:msg|message)$/i.test(key))?.[1];
  if (typeof message !== 'string' || message.trim() === '' || claimed.test(text) || !keys.some((key) => /^(?:level|lvl|severity)$/.test(key))) return undefined;
  if (!keys.every((key) => key === 'msg' || key === 'message' || recordKeys.has(key))) return loggedAction(message, fields);
  // A record of an error, or of a move done or failed, asks for nothing.
  if (outcome.test(message) || fields.some(([key, value]) => /^(?:level|lvl|severity)$/i.test(key) && typeof value === 'string' && failure.test(value)))
    return undefined;
  return message.trim();
}

/** `msg="execute tip"`, `msg=swap`: a message that only names the action, in its verb (after a word that says do it). */
const actionMessage = /^\s*(?:(?:execute|executing|exec|run|running|do|doing|place|placing|submit|submitting)\s+)?([a-z]+)\s*$/i;

/**
 * `level=info bot=tipjar msg="execute tip" chain=ethereum token=USDC amount=15 to=vitalik.eth`: a log record whose
 * message names the action and whose other fields are the request's own, as the line of fields `action=tip chain=…`.
 * Every other field must be a record's or one the fields reader knows; anything else is left as it was.
 */
function loggedAction(message: string, fields: [string, unknown][]): string | undefined {
  const verb = actionMessage.exec(message)?.[1]?.toLowerCase();
  if (verb === undefined || !verbs.has(verb) || outcome.test(message)) return undefined;
  // A record of an error asks for nothing.
  if (fields.some(([key, value]) => /^(?:level|lvl|severity)$/i.test(key) && (typeof value !== 'string' || failure.test(value)))) return undefined;
  const request = fields.filter(([key]) => !/^(?:msg|message)$/i.test(key) && !recordKeys.has(key.toLowerCase()));
  if (request.length === 0 || request.some(([key, value]) => typeof value !== 'string' || !Object.hasOwn(fieldNames, key.toLowerCase()))) return undefined;
  if (request.some(([key]) => fieldNames[key.toLowerCase()] === 'action')) return undefined;
  const quoted = (value: string) => (/^[^\s"'=]+$/.test(value) ? value : `"${value.replace(/"/g, "'")}"`);
  return [`action=${verb}`, ...request.map(([key, value]) => `${key}=${quoted(value as string)}`)].join(' ');
}

/** The fields of a webhook's envelope that say which event sent it and which delivery it is: none is the request. */
const envelopeKeys = new Set(['event', 'event_id', 'event_type', 'id', 'webhook_id', 'delivery_id', 'run_id', 'job_id', 'source', ...recordKeys]);

/**
 * A webhook's event around a request in words (`{"event":"scanner.tick","id":"evt_93f1","request":"list trending tokens
 * on solana"}`): the request is the prompt, the event's name and ids the sender's bookkeeping. Only with an event named,
 * one request in words and nothing but envelope fields beside it; an event whose name says more than which event it
 * is (a test, a condition: see `isEventName`) is no request, left as it was for the readers to refuse.
 */
function eventEnvelope(fields: [string, unknown][]): string | undefined {
  const event = fields.find(([key]) => /^(?:event|event_type)$/i.test(key))?.[1];
  const requests = fields.filter(([key]) => /^(?:request|prompt|text|instruction|query)$/i.test(key));
  if (typeof event !== 'string' || requests.length !== 1 || !isEventName(event)) return undefined;
  const request = requests[0]![1];
  if (typeof request !== 'string' || request.trim() === '' || /[\n\r]/.test(request.trim())) return undefined;
  const others = fields.filter(([key]) => key !== requests[0]![0]);
  if (!others.every(([key, value]) => envelopeKeys.has(key.toLowerCase()) && (typeof value === 'string' || typeof value === 'number'))) return undefined;
  return request.trim();
}

/**
 * `2024-06-14T09:00:01Z`, `2024-06-14 09:00:01,123`, `09:00:01`, `04:01Z`: when a log line was written. A stamp alone
 * never makes a line a log's (see `withoutLogPrefix`): only beside a program's name, a level, a counter or a label.
 */
// (`2026-11-28 09:01:44 UTC [dca-runner] …`, held-out-30: the zone may be written as a word after the stamp.)
const stamp =
  /^(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|\s?(?:UTC|utc|GMT)(?=\s|$)|[+-]\d{2}:?\d{2})?|\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:\s?(?:UTC|utc|GMT)(?=\s|$))?|\d{2}:\d{2}Z(?=\s|$))/;
const level = /^(?:INFO|WARN|WARNING|DEBUG|TRACE|NOTICE|ERROR|FATAL|CRITICAL)\b/;
/** `scanner tick #4411`, `#4411`, `iter 12`: which turn of its loop the bot is on. */
const counter =
  /^(?:[a-z][\w-]*\s+)?(?:tick|iter|iteration|cycle|loop|seq|block|task|job|ticket)\s*#?\d+\b|^#\d+\b|^(?:(?:executing|running|placing|submitting|sending|firing)\s+)?(?:slot|step|run|order|tranche|leg|batch|round)\s+#?\d+\s*(?:\/|of)\s*\d+/i;
/** `TX_REQUEST`, `EXEC:`, `ORDER_REQ`: a bot's label for what follows, in capitals (a capital verb is the request itself). */
const label = /^(?:[A-Z][A-Z0-9]*_)*(?:REQUEST|REQ|EXEC|EXECUTE|TX|TXN|JOB|TASK|INTENT|OUT|OUTPUT|EMIT)(?:_[A-Z0-9]+)*(?=[\s:])\s*:?/;
const mark = /^(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{2713}|\u{2714})+/u;
/** `drift=+4.1% > 3% threshold -> exec:`: why the bot acts, then the arrow to what it does. */
const exec =
  /^([^\n]*?)\s*(?:->|=>|→|»)\s*(?:exec|execute|executing|action|do|run|order|submit|place)(?:\s+(?:now|immediately|at\s+market|market))*\s*:\s*(?=\S)/i;
/**
 * `target_weth=0 action: unwrap …`: after a log's prefix, the bot's readings as numbered fields, then its label for what
 * it does. Only numbers in the fields: a word there (`if_gas=low`) may be a condition.
 */
const fieldsThenAction = /^((?:[a-z][\w.]*=[+-]?\d+(?:\.\d+)?%?\s+)+)(?:action|exec|execute|do|run)\s*:\s*(?=\S)/i;
/** An error level or a failure mark in the prefix: the line reports a failure. */
/** A tick that marks an item done. */
const doneMark = /[\u{2705}\u{2611}\u{2714}\u{2713}]/u;
const failure = /\b(?:ERROR|ERR|FATAL|CRITICAL|FAIL(?:ED|URE)?)\b|[\u{274C}\u{26D4}\u{1F6AB}\u{2716}]/iu;
/** A move reported as done or failed: its verb in the past (`swapped 5 usdc …`), or its outcome after it (`… reverted`). */
const outcome =
  /^\s*(?:swapped|sent|bought|sold|transferred|executed|filled|completed|done|failed|reverted|skipped|received|wrapped|unwrapped|bridged|cancell?ed|placed)\b|\b(?:failed|reverted|errored|retrying|skipped|succeeded|success(?:ful)?|completed|confirmed|filled|done|ok)\b[\s\W]*$|\b(?:failed|reverted|retrying)\b/i;

/** Words of a field's name that bound or time a move (`max_spend`, `min_out`, `deadline`): never a reading to drop. */
const bounding =
  /(?:^|[_.])(?:max|min|limit|cap|ceiling|floor|budget|deadline|slip|slippage|stop|trigger|price|px|amount|amt|qty|size|spend|pay|each|total|runs|count|every|interval|delay|ttl|expires?|only|if|when|until|after|before|to|from|recipient|chain|token)(?:$|[_.])/i;
/** `target_weth=0 drift=4.2 action: …`: the readings before the label, when no field's name bounds the move. */
function readingsThenAction(rest: string): RegExpExecArray | null {
  const m = fieldsThenAction.exec(rest);
  if (!m) return null;
  const keys = [...m[1]!.matchAll(/([a-z][\w.]*)=/gi)].map((k) => k[1]!.toLowerCase());
  return keys.some((key) => bounding.test(key) || Object.hasOwn(fieldNames, key)) ? null : m;
}

/** A reading already made, in its past word: `target breached`, `level 4 crossed`, `threshold exceeded`. */
const reading = /\b(?:breached|crossed|hit|reached|triggered|exceeded|touched|fired|detected|broken|tripped|due)\b/i;
/**
 * `grid#3 level 4 crossed -> market sell …`, `target breached, sell AERO …`: the reason, then an arrow or a comma, then
 * the move itself (a move's verb, `market` before it at most). The reason must be a reading (see above).
 */
const readingThenMove = /^([^\n,>"]{1,60}?)\s*(?:->|=>|→|»|,)\s*(?=(?:(?:market|mkt)\s+)?(?:sell|buy|swap)\b)/i;

/**
 * `leg2 pending -> swap …`, `tranche#3 queued -> buy …` (held-out-28), after a log's prefix: the bot's own step, by its
 * number, yet to be done, and the move after the arrow is that step. Its status words that it waits on no one.
 */
const stepDue = /^\s*(?:leg|step|tranche|stage|rung|tier|part)\s*#?\s*\d+\s+(?:pending|queued|next|ready|due)\s*$/i;

/** Words that would make the reason before an arrow a condition still to be met, not a reading already made. */
const conditional = /\b(?:if|when|whenever|once|unless|until|should|would|could|maybe)\b/i;
/**
 * A role claimed (`[SYSTEM]`, `[admin]`) or words about instructions: no bot's bookkeeping, so nothing of such a line
 * is taken off, and the other readers judge it whole.
 */
export const claimed =
  /\b(?:system|admin|administrator|assistant|agent|user|owner|root|operator|support|security|developer|ignore|disregard|override|instructions?|prompt|jailbreak|pretend)\b/i;

/**
 * A log line as the request it carries: `[2024-06-14T09:00:01Z] INFO scanner tick #4411 | fetch trending tokens
 * chain=base` is `fetch trending tokens chain=base`; `[rebalancer] drift=+4.1% > 3% threshold -> exec: sell 2 LINK …`
 * is the sell. The prefix is the bot's own bookkeeping (when, how loud, which part, which turn, its label, a status
 * mark), so a time in it is never a schedule. Only with one of those machine parts said: `[mom] send …` or a speaker
 * after the prefix (`[09:01] alice: send …`, `[alice]: …`) is someone's words, left for the pasted-text rules. The
 * reason before `-> exec:` is dropped only when it is a reading already made, never a condition ("if …").
 */
export function withoutLogPrefix(prompt: string): string {
  if (/[\n\r]/.test(prompt.trim()) || (claimed.test(prompt) && !agentProgramReads(prompt))) return prompt;
  let rest = prompt.trimStart();
  // Which machine parts were said: a time stamp alone ("2026-12-01T08:00Z: send …") may be when the request is meant
  // to run, so it is taken for a log's only beside a level, a counter, a label or an arrow to what is executed.
  let strong = false;
  let stamped = false;
  let marked = false;
  let leveled = false;
  let bracketed = false;
  for (;;) {
    const bracket = /^\[([^\]\n]{1,40})\]/.exec(rest);
    // A speaker's name in brackets, then a colon: someone's words.
    if (bracket && /^\s*:/.test(rest.slice(bracket[0].length))) return prompt;
    // `rebalancer INFO …`, `dca.worker WARN …`: the logger's name before its level, as many layouts write it.
    const logger = /^([a-z][\w.-]{0,39})\s+(?=(?:INFO|WARN|WARNING|DEBUG|TRACE|NOTICE)\b)/.exec(rest);
    const named = logger && (programName.test(logger[1]!) || /^[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+$/.test(logger[1]!)) ? logger[0] : undefined;
    // `dca-bot[sol-01]`, `grid_bot[tick 14]`: a program's name with its instance or turn in brackets.
    const instance = /^([a-z][\w.-]{0,39})\[[^\]\n]{1,40}\]/i.exec(rest);
    // `2026-11-27 10:02:11 | rebalancer | ACTION=…` (held-out-27): a program's name alone between a log's pipes.
    const piped = /^([a-z][\w.-]{0,39})\s*(?=\|)/i.exec(rest);
    const program =
      (instance && programName.test(instance[1]!) && !claimed.test(instance[0]) ? instance[0] : undefined) ??
      (piped && programName.test(piped[1]!) && !claimed.test(piped[1]!) ? piped[0] : undefined);
    const part =
      bracket?.[0] ??
      program ??
      stamp.exec(rest)?.[0] ??
      named ??
      level.exec(rest)?.[0] ??
      counter.exec(rest)?.[0] ??
      label.exec(rest)?.[0] ??
      mark.exec(rest)?.[0];
    if (part === undefined) break;
    const inside = bracket?.[1]?.trim() ?? (stamp.test(part) || mark.test(part) ? part : '');
    // A bracketed name alone may be a speaker's: it says nothing machine-like by itself.
    if (stamp.test(inside)) stamped = true;
    else if (mark.test(inside)) marked = true;
    else if (program !== undefined && part === program) strong = true;
    else if (named !== undefined && part === named) {
      // The logger's name says nothing by itself: the level after it says the line is a log's.
    } else if (!bracket || level.test(inside.toUpperCase()) || counter.test(inside) || programName.test(inside) || jobNamed(inside))
      // `[payroll] transfer …` (held-out-29): a routine job's name in brackets is the bot's label, as after its name.
      strong = true;
    if (level.test(bracket ? inside.toUpperCase() : part)) leveled = true;
    if (bracket) bracketed = true;
    rest = rest.slice(part.length).replace(/^\s*(?:[|:]|[-–—](?!>))?\s*/, '');
  }
  const execArrow = exec.exec(rest) ?? /^()(?:exec|executing)\s*:\s*(?=\S)/i.exec(rest) ?? (strong || leveled ? readingsThenAction(rest) : null);
  const arrow = execArrow ?? readingThenMove.exec(rest);
  // The reason is a reading the bot made (`drift=+4.1% > 3%`, `level 3 filled`, `target breached`): it holds a number
  // or a reading's past word, and no condition.
  // Before a colon in the reason, only a program's name (`rebalancer: target breached, sell …`): `alice: …` is hers.
  const reasonSpeaker = execArrow ? undefined : /^\s*([^:]*):/.exec(arrow?.[1] ?? '')?.[1]?.trim();
  // A reading before the move with no `exec` label is a bot's only in a line a machine wrote: after its log prefix, or
  // in its own notation (`grid#3 level 4 crossed`); "bonk dropped 20% today, buy …" is a person's remark, kept.
  const byBot =
    execArrow !== null
      ? arrow![1] === '' || /\d/.test(arrow![1]!) || (strong && /^\s*(?:due|ready|triggered)\s*$/i.test(arrow![1]!))
      : arrow !== null &&
        (reading.test(arrow[1]!) || ((strong || leveled) && stepDue.test(arrow[1]!.replace(/^[^:]*:/, '')))) &&
        (strong || stamped || leveled || marked || bracketed || /[#=_]/.test(arrow[1]!)) &&
        (reasonSpeaker === undefined || (programName.test(reasonSpeaker) && !claimed.test(reasonSpeaker)));
  if (arrow && byBot && !conditional.test(arrow[1]!)) {
    rest = rest.slice(arrow[0].length);
    strong = true;
  }
  // A status mark says nothing of the request either, but never makes a time stamp a log's.
  // A read after a time stamp or a bracketed name: whoever wrote it and whenever, nothing moves, and a read is never
  // scheduled, so the stamp is when it was logged.
  // "✅ send 10 usdc to 0x… on base", "☑ swap …": a tick alone before a request is a checklist's, an item done; the line
  // is read whole (a report, never the move again). Beside a stamp or a label ("✅ 09:14:02 EXEC: …") it is the bot's.
  if (marked && !strong && !stamped && !leveled && !bracketed && doneMark.test(prompt.slice(0, prompt.length - rest.length))) return prompt;
  const machine = strong || (marked && !stamped) || ((stamped || bracketed) && readsOnly(rest));
  if (!machine || rest.trim() === '' || rest.length === prompt.length) return prompt;
  rest = dollarsOf(withoutReasonNote(rest));
  // A line that reports an outcome (an error level, a failure mark, a move done or failed) asks for nothing: it is read
  // whole, never as a request to do it (again).
  if (failure.test(prompt.slice(0, prompt.length - rest.length)) || outcome.test(rest)) return prompt;
  // `alice: send me …`, `<alice> …` after a time stamp: a chat log, someone else's words.
  const named = /^([\p{L}][\p{L}\d_.-]{0,30}(?:\s[\p{L}][\p{L}\d_.-]{0,30})?)\s*:\s/u.exec(rest);
  const speaker = named?.[1]?.toLowerCase();
  if (/^<[^>]+>/.test(rest)) return prompt;
  if (speaker === undefined || Object.hasOwn(fieldNames, speaker) || isAction(speaker)) return rest;
  // After a level, a module's name (`INFO dca.worker: buy …`, `[INFO] grid_v2: swap …`) is the logger's, as log layouts
  // write it; a program's name (`rebalancer:`) is its own; and a read is answered whoever asked it. Anyone else's words
  // (`INFO alice: send …`) are left whole.
  const after = rest.slice(named![0].length);
  // `dca-bot[tick 14] rebalance: …`: after a program's own prefix, the name of the job it runs is its label.
  const job = strong && jobLabel.test(speaker);
  const component = (leveled && /^[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+$/.test(named![1]!)) || programName.test(speaker) || job;
  return component || readsOnly(after) ? after : prompt;
}

/**
 * `… on solana (reason: tp1 hit)`, `…, reason=weekly_slot`: the reason a bot's line gives last, for its log. Taken off
 * only when it is a reading already made or a label of the bot's (`weekly_slot`), and holds no condition, no move's
 * verb and no words about instructions: `(reason: tp1 hit)` once set a take profit at $1.
 */
function withoutReasonNote(rest: string): string {
  const m =
    /\s*(?:[([]\s*(?:reason|why|cause|signal|trigger)\s*[:=]\s*([^()[\]\n]{1,60}?)\s*[)\]]|[,;|]\s*(?:reason|why|cause)\s*[:=]\s*([^,;|()\n]{1,60}?))\s*$/i.exec(
      rest,
    );
  const said = m?.[1] ?? m?.[2];
  if (
    !m ||
    said === undefined ||
    conditional.test(said) ||
    claimed.test(said) ||
    /\b(?:send|sell|buy|swap|transfer|pay|bridge|not|no|don'?t|instead)\b/i.test(said)
  )
    return rest;
  return reading.test(said) || /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/i.test(said) ? rest.slice(0, m.index) : rest;
}

/**
 * `spend usd=15 of TOSHI -> USDC` (held-out-29): in a bot's line, a field whose name says dollars, then "of" a token, is
 * that many dollars of it, as `$15 of TOSHI` says; the prose reader would read the number alone and ask its unit.
 */
function dollarsOf(rest: string): string {
  return rest.replace(/(^|\s)([a-z][a-z_]*)\s*=\s*(\d+(?:\.\d+)?)(?=\s+(?:worth\s+)?of\s+\$?[a-z])/gi, (all, before: string, key: string, amount: string) =>
    fieldNames[key.toLowerCase()] === 'usd' ? `${before}$${amount}` : all,
  );
}

/** The name of a routine job a bot runs (`rebalance:`, `dca:`, `topup:`): its label, naming no person. */
const jobLabel = /^(?:rebal|rebalanc(?:e|er|ing)|dca|buyback|sweep|harvest|compound|top[-_]?up|refill|payout|payroll|tips?|job|task|step|routine|cycle)$/;

/** `payroll`, `vault-rebal` (held-out-34), `dca_weekly`: a routine job's name, alone or as a part of a joined name. */
const jobNamed = (inside: string): boolean =>
  /^[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*$/i.test(inside) &&
  inside
    .toLowerCase()
    .split(/[-_.]/)
    .some((part) => jobLabel.test(part));

/**
 * A program's name: `tipbot`, `dca-bot`, `GridBot`, `rebalancer`, `price-scanner`, `sweeper_daemon`, `tp-manager`; with
 * its instance's number after it (`bot-7`, `worker_2`, held-out-29).
 */
export const programName =
  /(?:bot|daemon|worker|cron|keeper|svc|service|engine|runner|sniper|scanner|rebalancer|executor|scheduler|watcher|settler|dispatcher|relayer|poller|monitor|processor|handler|[-_]manager|[-_]mgr)(?:[-_]?\d{1,3})?$/i;

/** A move's word or an order's: a line holding one is no read. */
export const moving =
  /\b(?:send|transfer|pay|tip|swap|buy|sell|trade|convert|exchange|wrap|unwrap|bridge|launch|deploy|claim|cancel|stake|withdraw|deposit|mint|burn|approve|dca|limit|stop)\b/i;

/**
 * A request that only reads (`fetch balances all_chains=true`, `price of eth`): it asks for a read's word and none of a
 * move's or an order's, so whoever wrote it, nothing moves.
 */
export function readsOnly(given: string): boolean {
  // `limit=5`: how many a ranking shows, no limit order.
  const request = given.replace(/\blimit\s*[=:]\s*\d+\b/gi, ' ');
  if (moving.test(request) || /\b0x[0-9a-f]{40}\b|\.eth\b/i.test(request)) return false;
  const words = request.toLowerCase().split(/[^a-z]+/);
  const kinds = words.map((w) => verbs.get(w));
  if (kinds.some((kind) => kind === 'swap' || kind === 'buy' || kind === 'sell' || kind === 'transfer')) return false;
  return kinds.some((kind) => kind === 'balance' || kind === 'portfolio' || kind === 'price' || kind === 'trending');
}

/** A program named for the agent it is (`risk-agent`, `dca_agent`, `agent-7`): a component's name, no role claimed. */
const agentProgram = /\b(?:[a-z][a-z0-9]*[-_.]agent(?:[-_]?\d{1,3})?|agent[-_]\d{1,3})\b/gi;
/**
 * `[…] INFO risk-agent: query trending_tokens chain=base limit=5` (held-out-31 bot 46): "agent" in a program's name is
 * no role claimed when the line, that name aside, claims none and only reads; a move beside it is judged whole as before.
 */
function agentProgramReads(prompt: string): boolean {
  const unnamed = prompt.replace(agentProgram, ' ');
  return unnamed !== prompt && !claimed.test(unnamed) && readsOnly(unnamed);
}

/** A time zone after a clock (`09:00 UTC: swap …`), never a speaker. */
const zoneWord = /^(?:utc|gmt|z|zulu|est|edt|pst|pdt|cet|cest|bst|ist|jst|aest|et|pt|ct|mt|cst|cdt|mst|mdt|am|pm)$/i;

/** `2026-12-01 09:00 alice: send …`, `2026-12-01 09:00 | alice | send …`: a stamp, then a speaker's name, then words. */
const stampedSpeaker =
  /^\s*(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|\s?(?:UTC|utc|GMT)(?=\s)|[+-]\d{2}:?\d{2})?|\d{2}:\d{2}(?::\d{2})?(?:\s?(?:UTC|utc|GMT)(?=\s))?)\s*(?:\|\s*)?([\p{L}][\p{L}\d_.-]{0,30})\s*(?::|\|)\s+\S/u;

/**
 * A chat log's line (held-out-27's sibling): a time stamp, then someone's name, then their words. The words are the
 * speaker's, and the stamp is when they were written, never when to act: `2026-12-01 09:00 alice: send 5 usdc to
 * bob.eth on base` was set up as the caller's own transfer at that time. The speaker's name, or `undefined` when the
 * name is a program's, a log level, a field's or an action's (a bot's own line, read by withoutLogPrefix).
 */
export function stampedChatLine(prompt: string): { speaker: string; stamp: string } | undefined {
  const m = stampedSpeaker.exec(prompt);
  if (!m) return undefined;
  const name = m[2]!;
  if (programName.test(name) || level.test(name.toUpperCase()) || claimed.test(name) || jobLabel.test(name.toLowerCase())) return undefined;
  if (Object.hasOwn(fieldNames, name.toLowerCase()) || isAction(name) || /[._-]/.test(name) || zoneWord.test(name)) return undefined;
  return { speaker: name, stamp: m[1]! };
}

/** The status a bot gives a request it has yet to carry out: `status=PENDING`, `state=queued`. */
const pendingStatus = /(?:^|\s)(?:status|state)\s*[=:]\s*(?:pending|new|queued|ready|open|todo|waiting)(?=\s|$)/i;
/** `-> execute`, `=> run`: the arrow to the bot's own word for doing what the line says, at its end. */
const executeTail = /\s*(?:->|=>|→|»)\s*(?:execute|exec|run|go|submit|do\s+it)\s*[.!]?\s*$/i;

/**
 * `SELL WIF qty=20 quote=USDC venue=solana status=PENDING -> execute`: an executor's line for a move it has yet to carry
 * out. The pending status and the arrow to `execute` say only that the move is to be done now, so both are taken off and
 * the move is read as written. Only a move's line, and a status that says yet to be done: any other status (`FILLED`,
 * `FAILED`) stays, and the fields reader refuses it by name; a line with neither is left as it was.
 */
export function pendingMove(line: string): string {
  // `payout_job id=… -> execute`: an API's name for a move leads the line as its verb does.
  const lead = /^\s*([a-z][\w.-]*)/i.exec(line)?.[1]?.toLowerCase() ?? '';
  const moveNamed = ['swap', 'buy', 'sell', 'transfer', 'wrap', 'unwrap'].includes(verbs.get(apiAction(lead)) ?? '');
  if (/[\n\r]/.test(line.trim()) || !(moveNamed || /^\s*(?:(?:market|mkt)\s+)?(?:sell|buy|swap|send|transfer|wrap|unwrap)\b/i.test(line))) return line;
  const statuses = line.match(/(?:^|\s)(?:status|state)\s*[=:]/gi) ?? [];
  if (statuses.length > 1) return line;
  const withoutStatus = statuses.length === 1 ? line.replace(pendingStatus, ' ') : line;
  // A status other than pending stays: the tail is taken off only beside a pending status or none.
  if (statuses.length === 1 && withoutStatus === line) return line;
  return withoutStatus
    .replace(executeTail, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * `job=trending chain=solana limit=5 -> fetch trending tokens`: a bot's fields, then its own words for the job after an
 * arrow. The words say again the read the job names (the same kind of read, and nothing else: no number, token, chain or
 * field), so only the fields are read. Words of any other kind, or beside a move, are left for the readers to refuse.
 */
export function withoutJobWords(line: string): string {
  const m = /^(\s*(?:[a-z][a-z_]*\s*[=:]\s*[^\s=:>]+\s+)*[a-z][a-z_]*\s*[=:]\s*[^\s=:>]+)\s*(?:->|=>|→)\s*([a-z][a-z ]*?)\s*$/i.exec(line);
  if (!m) return line;
  const job = [...m[1]!.matchAll(/(?:^|\s)([a-z][a-z_]*)\s*[=:]\s*([^\s=:>]+)/gi)].filter(([, key]) => fieldNames[key!.toLowerCase()] === 'action');
  if (job.length !== 1) return line;
  const kind = verbs.get(job[0]![2]!.toLowerCase());
  if (kind === undefined || !readsOnly(m[1]!) || !readsOnly(m[2]!)) return line;
  const kinds = m[2]!
    .toLowerCase()
    .split(/\s+/)
    .map((w) => verbs.get(w))
    .filter((k) => k !== undefined);
  return kinds.length > 0 && kinds.every((k) => k === kind) ? m[1]!.trim() : line;
}
