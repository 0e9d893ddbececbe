import { fail, type Interpretation } from './intent.ts';
import { verbs } from '../../language/lexicon.ts';
import { fieldNames, isTag } from './structured-fields.ts';
import { roleName } from './structured-pairs.ts';
import { familyOf, isAction } from './structured-orders.ts';
import { logRecord, withoutLogPrefix } from './structured-log-line.ts';
import { isApiMove } from './structured-api-names.ts';
import { isEventName } from './structured-tags.ts';
import { batchBlock, listedTransfers, settled } from './structured-batch-block.ts';

/**
 * The shapes bots wrap their one request in, unwrapped to the fields or the sentence the other readers know: a log
 * line's prefix (its time stamp, level, component and counter, never the request), a CSV table with a header row, a
 * YAML block, a `label: {flow map}` or `label: request | key: value` line, and a lone `amount=5` answering what the
 * thread asked. Anything else is left as it was.
 */
export function structuredShape(prompt: string): string | Interpretation {
  return (
    loneAnswer(prompt) ??
    toolStep(prompt) ??
    toolCallBlock(prompt) ??
    assignedJson(prompt) ??
    keyedJson(prompt) ??
    postedJson(prompt) ??
    logRecord(prompt) ??
    csvTable(prompt) ??
    batchBlock(prompt) ??
    listedTransfers(prompt) ??
    yamlBlock(prompt) ??
    labelledLine(prompt) ??
    withoutLogPrefix(prompt)
  );
}

/**
 * `payout_batch = {"chain":"base","token":"USDC","recipients":[…]}`: a variable named for the action, assigned the
 * request's JSON, is that JSON with the name as its action. The JSON is kept as written (a key given twice stays given
 * twice, for the reader to refuse); one that names an action of its own is left as it was.
 */
function assignedJson(prompt: string): string | undefined {
  // `tool_call: market_buy {…}`, `market_buy({…})`: a tool called by its name with its arguments' JSON says the same.
  const m =
    /^\s*(?:(?:const|let|var)\s+|(?:tool_?call|tool|function_?call|function|fn|call|invoke|calling)\s*[=:]?\s*)?([a-z][\w.]*)\s*(?:[=:]\s*|\s|(?=\())\(?\s*(\{([\s\S]*)\})\s*\)?\s*;?\s*$/i.exec(
      prompt,
    );
  if (m && /\(\s*\{/.test(prompt) !== /\}\s*\)\s*;?\s*$/.test(prompt)) return undefined;
  return m && (isAction(m[1]!) || isApiMove(m[1]!)) ? jsonWithAction(m[1]!, m[2]!) : undefined;
}

/**
 * `{"transfer":{"chain":"base","asset":"USDC","amount":"42.5","recipient":"carol.base.eth"}}` (held-out-32): a JSON
 * object whose one key names the action and whose value is the request's fields says what a `transfer:` YAML block
 * does. Only one key: anything beside the inner object leaves it as it was, as does an inner object with an action.
 */
const keyedPattern = /^\s*\{\s*"([a-z][\w.]*)"\s*:\s*(\{[\s\S]*\})\s*\}\s*$/i;
function keyedJson(prompt: string): string | undefined {
  const m = keyedPattern.exec(prompt);
  return m && (isAction(m[1]!) || isApiMove(m[1]!)) ? jsonWithAction(m[1]!, m[2]!) : undefined;
}

/**
 * `POST /hooks/payroll {"event":"payroll.run",…}`, `POST /v1/swap {…}`: an HTTP request line before its JSON body. A
 * path ending in an action's name (`/v1/swap`) names the body's action as a variable would (see `assignedJson`); any
 * other path only routes the body (`/hooks/payroll`), so the body is the request. A path that says more than where
 * (`/hooks/test`, `/payroll/dry-run`, a number) is left as it was, for the readers to refuse.
 */
function postedJson(prompt: string): string | undefined {
  const m = /^\s*(?:POST|PUT|PATCH)\s+((?:\/[a-z][\w.-]*)+)\/?\s+(\{[\s\S]*\})\s*$/i.exec(prompt);
  if (!m) return undefined;
  const segments = m[1]!.split('/').filter((part) => part !== '' && !/^v\d+$/i.test(part));
  const last = segments.at(-1);
  if (last !== undefined && (isAction(last) || isApiMove(last))) return jsonWithAction(last, m[2]!);
  if (!segments.every((part) => isEventName(part))) return undefined;
  try {
    const parsed: unknown = JSON.parse(m[2]!);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? m[2]! : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON object with its action named outside it put in as its first field; `undefined` when it names one itself. */
function jsonWithAction(action: string, json: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    if (Object.keys(parsed).some((key) => fieldNames[key.toLowerCase()] === 'action')) return undefined;
  } catch {
    return undefined;
  }
  const rest = json.trim().slice(1, -1).trim();
  return `{"action":${JSON.stringify(action)}${rest === '' ? '' : `,${rest}`}}`;
}

/**
 * `Action: send_tokens\nAction Input: {"to": "alice.eth", "token": "WETH"}`: an agent framework's tool step (ReAct) is
 * its tool named for the action and its input's JSON, read as that JSON with the tool as its action. Only those two lines: a thought or
 * an observation beside them is left as it was.
 */
function toolStep(prompt: string): string | undefined {
  const m = /^\s*Action\s*:\s*`?([a-z][\w.]*)`?\s*\r?\n\s*Action[\s_]Input\s*:\s*(\{[\s\S]*\})\s*$/i.exec(prompt);
  // The tool's name is the action as an API names it (`send_tokens`): the fields reader reads or refuses it.
  return m ? jsonWithAction(m[1]!, m[2]!) : undefined;
}

/**
 * `tool_call: swap_tokens` then `args:` and the arguments indented below, as an agent's log writes a tool call in YAML:
 * the tool named for the action and its arguments as fields, read as that JSON would be. Flat arguments only.
 */
function toolCallBlock(prompt: string): string | undefined {
  const lines = prompt
    .replace(/\s+$/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !/^\s*#/.test(line));
  const head = /^\s*(?:tool_call|tool|function|fn|call|method)\s*:\s*`?([a-z][\w.]*)`?\s*$/i.exec(lines[0] ?? '');
  if (!head || lines.length < 3 || !/^\s*(?:args|arguments|params|parameters|input)\s*:\s*$/i.test(lines[1]!)) return undefined;
  const [value, used] = yamlNode(lines.slice(2), 0);
  if (used !== lines.length - 2 || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (Object.values(value).some((item) => typeof item !== 'string')) return undefined;
  return jsonWithAction(head[1]!, JSON.stringify(value));
}

/** The words a lone field answers with (`amount=5` → `5`), for a thread that asked for it; `undefined` for anything else. */
function loneAnswer(prompt: string): string | undefined {
  const m = /^\s*([a-z_]+)\s*[=:]\s*("[^"]*"|'[^']*'|[^\s=:]+(?:\s+[a-z]+)?)\s*$/i.exec(prompt);
  if (!m) return undefined;
  const field = fieldNames[m[1]!.toLowerCase()];
  const value = m[2]!.replace(/^["']|["']$/g, '').trim();
  if (field === 'amount' && /^\d+(?:\.\d+)?(?:\s+[a-z]+)?$/i.test(value)) return value;
  if (field === 'usd' && /^\d+(?:\.\d+)?$/.test(value)) return `$${value}`;
  // `chain=ethereum`: the field says the word is the chain, as "on ethereum" does (alone, "ethereum" may be the token).
  if (field === 'chain' && /^(?:base|ethereum|solana|polygon|unichain)$/i.test(value)) return `on ${value}`;
  if ((field === 'chain' || field === 'token' || field === 'to') && /^[\w.$-]+$/.test(value)) return value;
  return undefined;
}

/** The last line under a table that says to run all of it (`execute all rows`, `process them`, `go`). */
const runAll =
  /^(?:execute|run|process|send|pay|do|go)(?:\s+(?:all|every|each))?(?:\s+(?:the\s+)?(?:rows?|lines?|entries|payments|transfers|payouts|of\s+them|them))?\s*[.!]?$/i;

/**
 * A CSV table with a header row, as a bot exports its requests: one row is one request (its cells the fields the
 * header names); several rows are a batch when every row is a transfer on one chain of one token, and are refused
 * otherwise (one request per prompt). The header must name an action: a table without one is a paste, never a move.
 */
function csvTable(prompt: string): string | Interpretation | undefined {
  const all = prompt
    .trim()
    .split(/[^\S\t]*\n[^\S\t]*/)
    .filter(Boolean);
  // `execute all rows` under the table: the go for the whole table, which its action already says.
  const lines = all.length > 3 && runAll.test(all.at(-1)!) ? all.slice(0, -1) : all;
  // `payout_batch chain=base` above the table: the action and the fields every row shares, said once. A file's name
  // says the action the same way (`payouts.csv (chain=base, token=USDC)`): its stem, its fields in brackets.
  const head =
    /^\/?([a-z][\w-]*)((?:\s+[a-z][a-z0-9_]*\s*[=:]\s*[^\s,;=:]+)*)\s*$/i.exec(lines[0] ?? '') ??
    /^([a-z][\w-]*)\.(?:csv|tsv|txt)\s*(?:\(((?:\s*[a-z][a-z0-9_]*\s*[=:]\s*[^\s,;=:()]+\s*,?)*)\)|((?:\s+[a-z][a-z0-9_]*\s*[=:]\s*[^\s,;=:()]+)*))?:?\s*$/i.exec(
      lines[0] ?? '',
    );
  // `airdrop_round_3.csv`: a file's name leads with its action, the rest labels which one.
  const file = head !== null && /\.(?:csv|tsv|txt)\b/i.test(lines[0]!);
  // A label that says the rows are a rehearsal or already paid (`send_test.csv`, `payouts_paid.csv`) is no such label.
  const [lead, ...label] = head === null ? [] : head[1]!.split(/[_-]/);
  const labelled = file && lead !== undefined && !settled.test(label.join(' '));
  const stem = head === null ? undefined : isAction(head[1]!) ? head[1]! : labelled ? lead : undefined;
  const above: [string, string][] =
    head && stem !== undefined && isAction(stem)
      ? [
          ['action', stem],
          ...[...(head[2] ?? head[3] ?? '').matchAll(/([a-z][a-z0-9_]*)\s*[=:]\s*([^\s,;=:()]+)/gi)].map((f): [string, string] => [f[1]!.toLowerCase(), f[2]!]),
        ]
      : [];
  const table = above.length > 0 ? lines.slice(1) : lines;
  if (table.length < 2) return undefined;
  // The header's own separator: a comma, a semicolon or a tab.
  const separator = [',', ';', '\t'].find((sep) => table[0]!.includes(sep));
  if (separator === undefined) return undefined;
  const cells = (line: string) => line.split(separator).map((cell) => cell.trim());
  // `recipient_address`, `amount_usdc`: a header's compound name read by the role of its words (see roleName).
  const named = cells(table[0]!).map((cell) => {
    const name = cell.toLowerCase();
    return Object.hasOwn(fieldNames, name) ? name : (roleName(name) ?? name);
  });
  // A field said both above the table and in it: which one is meant is a guess.
  const given = new Set(named.map((name) => fieldNames[name] ?? name));
  if (above.some(([name]) => given.has(fieldNames[name] ?? name)))
    return fail('INVALID_FIELDS', 'A field is given both above the table and in its header; give it once. Nothing was done.');
  const header = [...named, ...above.map(([name]) => name)];
  if (header.length < 2 || header.some((name) => !/^[a-z][a-z0-9_]*$/.test(name)) || new Set(header).size !== header.length) return undefined;
  const rows = table.slice(1).map((line) => [...cells(line), ...above.map(([, value]) => value)]);
  if (rows.some((row) => row.length !== header.length)) return undefined;
  const actionColumn = header.findIndex((name) => fieldNames[name] === 'action');
  if (actionColumn < 0 || header.some((name) => !Object.hasOwn(fieldNames, name) && !isTag(name, 'x'))) return undefined;
  const objects = rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]!]).filter(([, cell]) => cell !== '')));
  if (objects.length === 1) return JSON.stringify(objects[0]);
  const sends = objects.every((o) => {
    const action = String(o[header[actionColumn]!]);
    return verbs.get(action.toLowerCase()) === 'transfer' || familyOf(action) === 'batch';
  });
  // A payee's name beside its address labels the row for a person reading the table; it moves nothing.
  const labels = new Set(['name', 'label', 'payee', 'who']);
  const shared = header.filter((name) => !labels.has(name) && !['toEither', 'to', 'address', 'amount', 'action'].includes(fieldNames[name] ?? ''));
  const same = shared.every((name) => objects.every((o) => o[name] === objects[0]![name]));
  const recipient = header.find((name) => ['toEither', 'to', 'address'].includes(fieldNames[name] ?? ''));
  const amount = header.find((name) => fieldNames[name] === 'amount');
  if (!sends || !same || !recipient || !amount)
    return fail(
      'ONE_ACTION',
      'Each row of the table is a request of its own, and they are not one batch of transfers: send one row a prompt. Nothing was done.',
    );
  const fields = Object.fromEntries(shared.map((name) => [name, objects[0]![name]!]));
  return JSON.stringify({ action: 'batch_transfer', ...fields, recipients: objects.map((o) => ({ to: o[recipient], amount: o[amount] })) });
}

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/**
 * A YAML block a bot sends (`payout:` then its indented `chain: base`, `token: USDC`, `recipients:` with `- addr: …`
 * `amt: 10` items), as the JSON object it is, its head the action. Only a block with a list: a flat block of
 * `key: value` lines is already read as fields.
 */
function yamlBlock(prompt: string): string | undefined {
  const lines = prompt.replace(/\s+$/, '').split(/\r?\n/);
  const head = /^([a-z][\w.-]*):\s*$/i.exec(lines[0] ?? '');
  // With a list, or headed by a move or an order (`swap:` then its fields); a read's block (`balances:` with display
  // options) is left to the reads.
  const family = head === null ? undefined : familyOf(head[1]!);
  const moves =
    (family !== undefined && !['fees', 'check'].includes(family)) ||
    ['swap', 'buy', 'sell', 'transfer'].includes(verbs.get(head?.[1]?.toLowerCase() ?? '') ?? '') ||
    // `wrap:` above its fields (held-out-32 bot 54), as `{"action":"wrap", …}` is read; its `to` is checked as there.
    /^(?:un)?wrap$/i.test(head?.[1] ?? '');
  if (!head) return flatBlock(lines);
  // `order:`, `request:`, `params:` above its indented fields: a wrapper naming no action, the fields its request.
  const wrapper = containerNames.test(head[1]!);
  if (lines.length < 3 || !(moves || wrapper || lines.some((line) => /^\s+-\s/.test(line)))) return undefined;
  const body = lines.slice(1).filter((line) => line.trim() !== '' && !/^\s*#/.test(line));
  const [value, used] = yamlNode(body, 0);
  if (used !== body.length || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const read = Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? item.map(recipientItem) : item] as const);
  if (read.some(([, item]) => Array.isArray(item) && item.some((entry) => entry === undefined))) return undefined;
  // `payouts:` … `list:` with `- {to: …, amount: 5}` items (held-out-29): under a move's head, a list named only as a
  // list, whose every item is a recipient with an amount, is the batch's recipients (one such list, none named so).
  const listed = read.filter(([key, item]) => listNames.test(key) && Array.isArray(item) && item.every((entry) => typeof entry === 'object'));
  const named = read.some(([key]) => fieldNames[key] === 'recipients');
  const items = read.map(([key, item]) => [moves && !named && listed.length === 1 && listed[0]![0] === key ? 'recipients' : key, item] as const);
  if (wrapper && !moves) return JSON.stringify(Object.fromEntries(items));
  // `schedule:`, `limit_order:`, `stop_loss:` above a body with its own `action: buy`: the head is what is asked (an
  // order, which waits), the body's verb its side. Spread after the head, the body's action replaced it, and the
  // trade was made at once (held-out-25 :69 bought 150 USDC of cbBTC now from a `schedule:` block with no time yet).
  // A body that also says its side has two; the verb is kept under a name no reader takes, and the block is refused.
  // A body that says its trigger (`cron:`, `at:`, `trigger_price:`) is read by it as before, its verb the order's trade.
  const verb = items.find(([key]) => fieldNames[key] === 'action');
  // `schedule:` then `type: recurring` (held-out-31 bot 69): the body names the kind of order its head names, or the
  // recurring kind of a schedule; it is the one action, never a second one beside the head (read as "type" given twice).
  // A kind the head does not name (`limit_order:` with `type: stop`) stays two, and is refused.
  const headFamily = familyOf(head[1]!);
  const bodyFamily = verb === undefined ? undefined : familyOf(String(verb[1]));
  if (headFamily !== undefined && headFamily !== 'trade' && (bodyFamily === headFamily || (headFamily === 'timed' && bodyFamily === 'recurring')))
    return JSON.stringify(Object.fromEntries(items));
  const triggered = items.some(([key]) => triggerKey.test(key));
  if (verb === undefined || triggered || String(verb[1]).toLowerCase() === head[1]!.toLowerCase())
    return JSON.stringify({ action: head[1]!, ...Object.fromEntries(items) });
  const sided = items.some(([key]) => fieldNames[key] === 'side');
  const rest = items.filter(([key]) => key !== verb[0]);
  return JSON.stringify({ ...Object.fromEntries(rest), action: head[1]!, [sided ? 'block_action' : 'side']: verb[1] });
}

/** A block's key that names its list as a list, nothing more. */
const listNames = /^(?:list|items|entries|rows|lines)$/i;

/** A block's field that says when or at what price its order runs. */
const triggerKey =
  /^(?:cron|at|when|time|date|datetime|run_at|start|starts?_at|every|interval|frequency|cadence|period|trigger(?:_?price)?|price|limit(?:_?price)?|stop(?:_?price)?|target(?:_?price)?|tp|sl)$/i;

/** A block's wrapper that names no action of its own, only that its fields are a request. */
const containerNames = /^(?:order|request|req|trade|params|parameters|args|arguments|payload|data|body|input|job|task|intent|instruction)$/i;

/**
 * `task: price_check` then `assets:` with its `- LINK` `- UNI` items, then `quote: usd`: a block of fields with a list
 * among them, its action in a field. A list of words is the field's values (`LINK,UNI`), a list of recipients a batch's.
 */
function flatBlock(lines: string[]): string | undefined {
  const body = lines.filter((line) => line.trim() !== '' && !/^\s*#/.test(line));
  if (body.length < 3 || !/^[a-z][\w.-]*:\s*\S/i.test(body[0]!) || !body.some((line) => /^\s*-\s/.test(line))) return undefined;
  const [value, used] = yamlNode(body, 0);
  if (used !== body.length || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (!Object.keys(value).some((key) => fieldNames[key] === 'action')) return paidList(value);
  const fields: Record<string, string | Yaml> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(item)) fields[key] = item;
    else if (item.every((entry) => typeof entry === 'string')) fields[key] = item.join(',');
    else {
      const recipients = item.map(recipientItem);
      if (recipients.some((entry) => entry === undefined)) return undefined;
      fields[key] = recipients as Yaml[];
    }
  }
  return JSON.stringify(fields);
}

/**
 * `payroll_run: 2024-11`, `chain: base`, `token: USDC`, then `lines:` with `- wallet: carol.base.eth` `amt: 40` items
 * (held-out-39 bot): a block naming no action whose one list is of recipients, each with its amount, pays them — a
 * batch, as a list of recipients says wherever it stands. Its other fields are the batch's own (chain, token) or a
 * bot's bookkeeping (see `isTag`); a block with anything else, or with a second list, is left to the other readers.
 */
function paidList(value: { [key: string]: Yaml }): string | undefined {
  const lists = Object.entries(value).filter(([, item]) => Array.isArray(item));
  if (lists.length !== 1) return undefined;
  const [listKey, list] = lists[0]! as [string, Yaml[]];
  const recipients = list.map(recipientItem);
  if (recipients.length < 2 || recipients.some((entry) => entry === undefined || typeof entry !== 'object')) return undefined;
  const fields: Record<string, Yaml> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === listKey) continue;
    if (typeof item !== 'string') return undefined;
    if (['chain', 'token'].includes(fieldNames[key] ?? '')) fields[key] = item;
    // `batch: weekly-contributors`: the batch named, as `BATCH payroll` heads a block (a settled name is no batch to pay).
    else if (familyOf(key) === 'batch') {
      if (settled.test(item.replace(/[_-]+/g, ' '))) return undefined;
    } else if (!isTag(key, item)) return undefined;
  }
  return JSON.stringify({ action: 'batch', ...fields, recipients: recipients as Yaml[] });
}

/**
 * A list item as the recipient and amount the batch reader takes (`addr`/`wallet`/`handle` and `amt` are a bot's names
 * for them); a bot's bookkeeping beside them (`dept: qa`, see `isTag`) is set aside, any other field leaves it unread.
 */
function recipientItem(item: Yaml): Yaml | undefined {
  if (typeof item !== 'object' || Array.isArray(item)) return typeof item === 'string' ? item : undefined;
  const entries = Object.entries(item);
  const toKey = (key: string) => /^(?:to|addr|address|recipient|wallet|dest|handle|payee|who|beneficiary)$/i.test(key);
  const amountKey = (key: string) => /^(?:amount|amt|qty|quantity|value)$/i.test(key);
  const tos = entries.filter(([key]) => toKey(key));
  const amounts = entries.filter(([key]) => amountKey(key));
  const to = tos[0]?.[1];
  const amount = amounts[0]?.[1];
  if (tos.length !== 1 || amounts.length !== 1 || typeof to !== 'string' || typeof amount !== 'string') return undefined;
  if (entries.some(([key, v]) => !toKey(key) && !amountKey(key) && (typeof v !== 'string' || !isTag(key, v)))) return undefined;
  return { to, amount };
}

/**
 * `{to: carol.base.eth, amount: 5}`: a flow map of plain `key: value` pairs, or `undefined` when it is anything more (a
 * quote, a nested bracket, a key given twice, a pair with no colon).
 */
function flowMap(line: string): { [key: string]: Yaml } | undefined {
  const m = /^\s*\{([^{}[\]"'`]*)\}\s*$/.exec(line);
  if (!m) return undefined;
  const map: { [key: string]: Yaml } = {};
  for (const part of m[1]!.split(',')) {
    const pair = /^\s*([\w.-]+)\s*:\s*(\S(?:.*\S)?)\s*$/.exec(part);
    if (!pair || Object.hasOwn(map, pair[1]!.toLowerCase())) return undefined;
    map[pair[1]!.toLowerCase()] = pair[2]!;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** The node whose lines start at `from`, all at one indentation, and how many lines it used; a value that is not a map or a list is left unread. */
function yamlNode(lines: string[], from: number): [Yaml | undefined, number] {
  const indent = (line: string) => line.length - line.trimStart().length;
  const depth = indent(lines[from] ?? '');
  let i = from;
  if (/^\s*-\s/.test(lines[from] ?? '')) {
    const list: Yaml[] = [];
    while (i < lines.length && indent(lines[i]!) === depth && /^\s*-\s/.test(lines[i]!)) {
      // `- addr: 0x…` then `  amt: 10`: the item is a map whose first line follows the dash.
      const first = lines[i]!.replace(/^(\s*)-\s/, (_, spaces: string) => `${spaces}  `);
      const rest = [first];
      let j = i + 1;
      while (j < lines.length && indent(lines[j]!) > depth) rest.push(lines[j++]!);
      const pair = /^\s*([\w.-]+):/.test(first);
      // `- {to: carol.base.eth, amount: 5}` (held-out-29): a flow map on the item's one line, read as its lines would be.
      const flow = rest.length === 1 ? flowMap(first) : undefined;
      const [item, used] = flow !== undefined ? [flow, 1] : pair ? yamlNode(rest, 0) : [first.trim(), 1];
      if (item === undefined || used !== rest.length) return [undefined, i - from];
      list.push(item);
      i = j;
    }
    return [list, i - from];
  }
  const map: { [key: string]: Yaml } = {};
  while (i < lines.length && indent(lines[i]!) === depth) {
    const m = /^\s*([\w.-]+):\s*(.*?)\s*$/.exec(lines[i]!);
    if (!m || Object.hasOwn(map, m[1]!.toLowerCase())) return [undefined, i - from];
    if (m[2] !== '') {
      map[m[1]!.toLowerCase()] = m[2]!.replace(/^(["'])(.*)\1$/, '$2');
      i++;
      continue;
    }
    // Its value on the lines below: more indented, or a list at the key's own indentation (`recipients:` then `- …`).
    const below = lines[i + 1];
    if (below === undefined || indent(below) < depth || (indent(below) === depth && !/^\s*-\s/.test(below))) return [undefined, i - from];
    const [inner, used] = yamlNode(lines, i + 1);
    if (inner === undefined) return [undefined, i - from];
    map[m[1]!.toLowerCase()] = inner;
    i += 1 + used;
  }
  return [map, i - from];
}

/**
 * `stop_loss: {token: WIF, sell: all, trigger_price: 1.50}`, `schedule: swap 50 USDC -> UNI on unichain | when:
 * tomorrow 14:00 UTC`: a label naming the kind of request, then its fields in a flow map, or the request itself with
 * fields after pipes. Read as the label then `key=value` fields (the request as `action=`). Only when the label is an
 * action word or an order's kind (see `isAction`), so `Bob: send me …` stays someone's words.
 */
function labelledLine(prompt: string): string | undefined {
  // `arm take_profit {chain: solana, …}`: an order's kind before its flow map needs no colon, and a verb that sets it
  // up (`arm`, `place`) says no more than the kind does.
  const flow = /^\s*(?:(?:arm|set|place|create|submit)\s+)?([a-z][a-z_]*)\s*:?\s*\{([^{}]*)\}\s*$/i.exec(prompt);
  if (flow && isAction(flow[1]!) && familyOf(flow[1]!) !== undefined && familyOf(flow[1]!) !== 'trade') return `${flow[1]} ${flow[2]!.trim()}`;
  const m = /^\s*([a-z][a-z_]*)\s*:\s*(\S[^\n]*?)\s*$/i.exec(prompt);
  if (!m || !isAction(m[1]!)) return undefined;
  const [, name, value] = m;
  const map = /^\{([^{}]*)\}$/.exec(value!);
  if (map) return `${name} ${map[1]!.trim()}`;
  const [request, ...parts] = value!.split(/\s+\|\s+/);
  const field = (part: string) => /^[a-z][a-z_]*\s*[:=]\s*\S/i.test(part);
  const asField = (part: string) => part.replace(/^([a-z_]+)\s*:\s*/i, '$1=');
  // `stop_loss: token=WIF | sell=all | trigger=1.5`: only fields after the label.
  if (field(request!) && parts.every(field)) return `${name} ${[request!, ...parts].map(asField).join(' ')}`;
  // `schedule: weekdays 14:30 UTC | action: buy DEGEN with 10 USDC | chain: base`: a label that is an order's own field
  // (its schedule, its time) holds that field's value, and the fields after it say the rest.
  const own = fieldNames[name!.toLowerCase()];
  // A request after the label (`schedule: swap 50 USDC -> UNI | when: …`) is the order's trade, read below.
  const lead = request!.split(/\s+/)[0]!.toLowerCase();
  if ((own === 'schedule' || own === 'at') && !verbs.has(lead) && !field(request!) && parts.length > 0 && parts.every(field))
    return [`${name}=${request}`, ...parts.map(asField)].join(' ');
  if (!verbs.has(request!.split(/\s+/)[0]!.toLowerCase()) || parts.length === 0 || !parts.every(field)) return undefined;
  return `${name} action=${request} ${parts.map(asField).join(' ')}`;
}
