import { guardLine } from './structured-guard.ts';
import { fail, type Interpretation } from './intent.ts';
import { verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fieldNames, isTag } from './structured-fields.ts';
import { claimed, programName } from './structured-log-line.ts';
import { isEventName, isReadWidthFlag, isRehearsalFlag } from './structured-tags.ts';
import { familyOf } from './structured-orders.ts';
import { heldNamespace } from './structured-api-names.ts';

/**
 * Bots' own line formats, rewritten as the fields or the sentence the other structured readers know (issue 16). Each
 * part of a line is read by its role: a bot's name before its request, a signal card's header and fields, a CLI's
 * flags, the price an order waits for written `@2500`, a funds check asked in words with its purpose and its y/n
 * question, an order cancel naming the order in words. Anything not read whole is left as it was, for the other
 * readers to read or refuse.
 */
export function botLine(prompt: string): string {
  const card = signalCard(prompt);
  return (typeof card === 'string' ? card : undefined) ?? checkLine(prompt) ?? guardLine(prompt) ?? cancelLine(prompt) ?? commandFlags(orderAtPrice(prompt));
}

/** `[agent] send token=… amount=…`: the agent's tag, then a verb and only `name=value` fields. */
const agentTag = /^\s*\[\s*(?:my[-_ ]?)?agent\s*\]\s*([a-z][a-z_]*)((?:\s+[a-z][\w.]*=(?:"[^"\n]*"|[^\s"=]+))+)\s*$/i;

/** A job's bookkeeping field: its number (`job=8812`, `run_id=pr_22`, one word with a digit) or a status yet to be done. */
const jobField = /(?:(?:job|job_id|id|run|run_id|task_id|attempt|seq|tick)=[\w#.-]*\d[\w#.-]*|(?:status|state)=(?:pending|new|queued|ready|todo|waiting))/;
/** A program's name, its process id and its job's fields, then `:` or `::` (built once, not per prompt). */
const programLabel = new RegExp(`^\\s*([a-z][\\w.-]{0,39})(?:\\[(?:pid[\\s=:]*)?\\d+\\])?((?:\\s+${jobField.source})*)\\s*(::|:)\\s*(?=\\S)`, 'i');

/**
 * `tipbot :: send 0.1 SOL -> …`, `dca-bot: market buy WIF for $40 paying USDT on solana`: a bot's name before its
 * request says who sends it, the caller's own program, and nothing of the request. The name must be a program's (see
 * `programName`; before `::` also one with `-`, `_`, `.` or a digit), so `Bob: send …` and `alice :: send …` stay
 * someone's words. A role claimed (`admin-bot:`) is no bot's name. In the request, `market` before the verb says now, and
 * `paying USDT` is the token paid with.
 */
export function withoutBotName(prompt: string): string {
  if (/[\n\r]/.test(prompt.trim())) return prompt;
  // `[agent] transfer token=USDT amount=8 recipient=bob.eth` (held-out-29): the caller's own agent names itself before a
  // command of fields alone, as `agent: transfer token=…` does; words after the label (a claim, an instruction) keep it.
  const agent = agentTag.exec(prompt);
  if (agent && verbs.has(agent[1]!.toLowerCase())) return prompt.slice(agent[0].length - agent[1]!.length - agent[2]!.length);
  // `payout-worker job=8812 status=pending :: send …`: the job's number and a status that says yet to be done are the
  // bot's bookkeeping between its name and the request (see `pendingMove`); any other field or status keeps the line.
  // `payout-worker[pid 2291]:`, `tipbot[2291]:`: the process id a log layout writes after the program's name.
  const m = programLabel.exec(prompt);
  // Before `::` too the name must look like a program's (`tipbot`, `grid_v2`, `dca.worker`): `alice :: send …` is hers.
  if (!m || claimed.test(m[1]!) || !(programName.test(m[1]!) || (m[3] === '::' && /[-_.\d]/.test(m[1]!)))) return prompt;
  if (m[2] !== '' && !programName.test(m[1]!)) return prompt;
  // A field (`chain: base`) or an action label (`swap: …`) is no name.
  if (m[3] === ':' && (Object.hasOwn(fieldNames, m[1]!.toLowerCase()) || familyOf(m[1]!) !== undefined)) return prompt;
  return botRequest(withoutJobFields(prompt.slice(m[0].length)));
}

/**
 * `job=tip-0192 status=READY action=send asset=ETH …` after a bot's name: the job's number and a status yet to be done
 * lead the fields as they lead the colon above, and are taken off only when an action field follows, which names the
 * request (a job field alone may be the action: `job=buy`, never taken off).
 */
function withoutJobFields(request: string): string {
  const lead = new RegExp(`^(?:${jobField.source}\\s+)+`, 'i').exec(request);
  if (!lead) return request;
  const rest = request.slice(lead[0].length);
  const action = [...rest.matchAll(/(?:^|\s)([a-z][a-z_]*)\s*[=:]/gi)].some(([, key]) => fieldNames[key!.toLowerCase()] === 'action');
  return action ? rest : request;
}

/**
 * `executing rule 'rent' -> send …`, `running job payroll: send …`: the bot says which of its rules it runs, then the
 * request. The rule's name only says which rule (words, no number, no condition: see `isEventName`), so it is taken off;
 * a name that says more (`'if-eth-below-2000'`, `'test'`) keeps the line whole, for the other readers to refuse.
 */
function withoutRuleRun(request: string): string {
  const m =
    /^\s*(?:executing|running|firing|triggering|triggered|run|exec)\s+(?:rule|job|task|workflow|automation|recipe|flow|trigger)\s+(?:'([^'\n]{1,40})'|"([^"\n]{1,40})"|([\w.-]{1,40}))\s*(?:->|=>|→|::|:)\s*(?=\S)/i.exec(
      request,
    );
  return m && isEventName((m[1] ?? m[2] ?? m[3])!) ? request.slice(m[0].length) : request;
}

/** A bot's request in its own words: `market buy …` is a buy now, `paying USDT` / `pay with USDT` the token paid with. */
function botRequest(request: string): string {
  return withoutRuleRun(request)
    .replace(/^\s*(?:market|mkt)[\s_-]+(?=(?:buy|sell|swap)\b)/i, '')
    .replace(/\b(?:paying(?:\s+(?:with|in))?|pay\s+(?:with|in))\s+(?=\$?[a-z][a-z0-9]*\b)/gi, 'with ');
}

const chainNames = new Set(['base', 'ethereum', 'solana', 'polygon', 'unichain']);
const signalWords = /^(?:signal|signals|alert|call|entry)$/i;
const sideOf = (word: string): 'buy' | 'sell' | undefined => (/^(?:buy|long)$/i.test(word) ? 'buy' : /^sell$/i.test(word) ? 'sell' : undefined);
/** `market`, `mkt`, `now`: an entry that is a trade now; anything else (a price, `limit`) is an order, not read here. */
const now = /^(?:market|mkt|now|instant|immediate)$/i;
/** `execute now`, `go`: a closing word that only says do it. */
const doIt = /^(?:execute|exec|go|fire)$/i;
/** A log line's own time stamp, to the second: `2026-11-27 08:00:01`, `2026-11-27T08:00:01.120Z`. */
const logStamp = /^\[?\s*(?:\d{4}-\d{2}-\d{2}[t ])?\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\s*(?:z|utc|[+-]\d{2}:?\d{2})?\s*\]?(?=\s|$)/i;

/**
 * A trading signal as a card or a piped line (`🟢 BUY SIGNAL 🟢\nToken: BRETT\nChain: Base\nSize: 75 USDC\nType:
 * market\n#bot #base`, `📣 BUY SIGNAL: PEPE | chain=ethereum | entry=market`, `SIGNAL | LONG | BRETT | base | size=20
 * USDC`) as the buy or sell it stands for. The header names it a signal; its emoji, hashtags and metadata (source,
 * confidence) say nothing more; `Type: market` says now. With no size the trade is written without one, and asked.
 * A short, an entry at a price, or any part it does not know leaves the prompt as it was, for the other readers.
 */
export function signalCard(prompt: string): string | Interpretation | undefined {
  // An alert's mark before the line (`🔔 BUY $DEGEN on Base`) names it a signal as the word does.
  const alerted = /^\s*(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})/u.test(prompt) && !/[\n\r]/.test(prompt.trim());
  const parts = (fieldRun(prompt) ?? prompt)
    .replace(/(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})/gu, ' ')
    .trim()
    .split(/\s*(?:\r?\n|\s\|\s|\||\s[—–]\s|\s-\s)\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^(?:#[\w-]+\s*)+$/.test(part));
  if (parts.length < 2 && !alerted) return undefined;
  let signal = false;
  let side: 'buy' | 'sell' | undefined;
  let token: string | undefined;
  let chain: string | undefined;
  let size: string | undefined;
  // The token on the pair's other side (`Pair: WIF/USDC`, `AERO → USDC`): paid with in a buy, received in a sell.
  let other: string | undefined;
  let arrowed = false;
  let paidWith: string | undefined;
  let sizeLeft = false;
  // `TP: +35%`, `SL: -12%`: the exits the signal gives, which no trade now sets up.
  const exits: string[] = [];
  for (const [index, part] of parts.entries()) {
    // `2026-11-27 08:00:01 | signal-engine | LONG cbBTC | …`: a log's own stamp first says when the line was written,
    // never when to trade; the program's name after it says who wrote it (a signal's source names a signal).
    // `[08:00:01] signal-engine`: the stamp bracketed, or with the program's name in the same part.
    // `SIGNAL 2026-11-27 15:30:00 UTC | …` (held-out-26): the stamp after the header's signal word, as before it.
    const headed = index === 0 && parts.length > 2 ? /^(\w+)\s+(?=[[\d])/.exec(part) : null;
    const afterWord = headed && signalWords.test(headed[1]!) ? logStamp.exec(part.slice(headed[0].length)) : null;
    if (afterWord && part.slice(headed![0].length + afterWord[0].length).trim() === '') {
      signal = true;
      continue;
    }
    const stamped = index === 0 && parts.length > 2 ? logStamp.exec(part) : null;
    const named = stamped ? part.slice(stamped[0].length).trim() : part;
    if (stamped && named === '') continue;
    if ((index <= 1 || stamped) && /^[a-z][\w.-]{0,39}$/i.test(named) && programName.test(named) && !claimed.test(named)) {
      signal ||= named.split(/[-_.]+/).some((w) => signalWords.test(w));
      continue;
    }
    // `AERO → USDC`, `WIF/USDC`: the pair, the token traded first.
    const pair = /^\$?([a-z][a-z0-9]*)\s*(->|=>|→|\/)\s*\$?([a-z][a-z0-9]*)$/i.exec(part);
    if (pair && tokenWords.has(pair[1]!.toLowerCase()) && tokenWords.has(pair[3]!.toLowerCase()) && !token) {
      token = pair[1]!;
      other = pair[3]!;
      // An arrow says which way only in a sell: sold, then received (in a buy it could be paid, then bought).
      if (pair[2] !== '/') arrowed = true;
      continue;
    }
    const field = /^([a-z][\w ]{0,20}?)\s*[=:]\s*(\S[^=]*)$/i.exec(part);
    const key = field ? field[1]!.toLowerCase().replace(/\s+/g, '_') : '';
    const value = field ? field[2]!.trim().replace(/^\$(?=[a-z])/i, '') : '';
    // A header with its token after a colon: `BUY SIGNAL: PEPE`.
    const words = field && !Object.hasOwn(fieldNames, key) && key.split('_').some((w) => signalWords.test(w)) ? `${field[1]} ${field[2]}` : undefined;
    if (field && words === undefined) {
      const name = fieldNames[key];
      const paired = pairNames.has(key) ? /^\$?([a-z][a-z0-9]*)\s*[/_-]\s*\$?([a-z][a-z0-9]*)$/i.exec(value) : null;
      if (paired) {
        if (token || !tokenWords.has(paired[1]!.toLowerCase()) || !tokenWords.has(paired[2]!.toLowerCase())) return undefined;
        [token, other] = [paired[1]!, paired[2]!];
        continue;
      }
      if (exitNames.test(key)) {
        exits.push(`${field[1]!.trim()} ${value}`);
        continue;
      }
      // `Size: ??? (set your own)`: a size the signal leaves to the reader is no size: the trade is written without
      // one, and asked.
      if ((name === 'amount' || name === 'usd') && unsaid.test(value) && !size && !sizeLeft) {
        sizeLeft = true;
        continue;
      }
      if (name === 'action' && sideOf(value) && !side) {
        side = sideOf(value);
        signal ||= key === 'signal';
      } else if (name === 'side' && sideOf(value) && !side) side = sideOf(value);
      else if (name === 'token' && tokenWords.has(value.toLowerCase()) && !token) token = value;
      // `fund_with=USDC`, `pay_with: USDC`: the token a buy is paid with, the pair's other side (a sell's is refused below).
      else if (name === 'tokenIn' && tokenWords.has(value.toLowerCase()) && other === undefined) {
        other = value;
        paidWith = field[1]!.trim();
      } else if (name === 'chain' && chainNames.has(value.toLowerCase()) && !chain) chain = value.toLowerCase();
      else if (name === 'amount' && /^\$?\d[\d,]*(?:\.\d+)?\s*\$?[a-z]*$/i.test(value) && !size) size = value;
      else if (name === 'usd' && /^\$?\d[\d,]*(?:\.\d+)?$/.test(value) && !size) size = `$${value.replace(/^\$/, '')}`;
      else if ((name === 'orderType' || name === 'action' || key === 'entry' || key === 'execution') && now.test(value)) continue;
      else if (isTag(key, value) || (key === 'from' && !tokenWords.has(value.toLowerCase()) && /^[\w.-]{1,40}$/.test(value))) continue;
      else return undefined;
      continue;
    }
    // `— market entry, don't miss it`: the bot's hype after its signal says nothing of the trade.
    if (part !== parts[0] && hype(part)) continue;
    for (const word of (words ?? part).split(/[\s:,-]+/).filter(Boolean)) {
      const bare = word.replace(/^\$/, '').toLowerCase();
      if (signalWords.test(bare)) signal = true;
      else if (bare === 'on' && chain === undefined) continue;
      else if (sideOf(bare) && !side) side = sideOf(bare);
      else if (chainNames.has(bare) && !chain) chain = bare;
      else if (now.test(bare) || (part !== parts[0] && doIt.test(bare))) continue;
      else if (tokenWords.has(bare) && !token) token = word.replace(/^\$/, '');
      else return undefined;
    }
  }
  // A mark alone, with no signal word, names a signal only for a trade it leaves to ask: its size is never read from it.
  if (!(signal || (alerted && size === undefined)) || !side || !token) return undefined;
  if (arrowed && side === 'buy') return undefined;
  // A sell pays with the token it sells: a token paid with beside it says another trade, which is a guess.
  if (paidWith !== undefined && side !== 'buy')
    return fail('INVALID_FIELDS', `"${paidWith}" names a token paid with, but a sell pays with the token sold (${token}); nothing was done.`);
  const on = chain ? ` on ${chain}` : '';
  if (exits.length > 0)
    return fail(
      'ONE_ACTION',
      `The signal gives exits (${exits.join(', ')}) besides the ${side}, and a trade now sets none of them up, so nothing was done. Send the ${side} alone, and each exit as its own order at a price ("stop loss: sell <amount> ${token}${on} if it drops to <price>").`,
    );
  if (other !== undefined) {
    // A buy pays with the pair's other token: a size in it, in dollars, or none. A sell's size is of the token sold.
    if (side === 'buy') {
      // A bare size (`Size: 40`) says no unit: 40 bought, 40 paid or $40 is asked, never picked.
      if (size === undefined || /^\d[\d,]*(?:\.\d+)?$/.test(size)) return `buy ${token} with ${other}${on}`;
      const unit = /[a-z]+$/i.exec(size)?.[0]?.toLowerCase();
      if (size.startsWith('$')) return `buy ${size} of ${token} with ${other}${on}`;
      if (unit === other.toLowerCase()) return `buy ${token} with ${size}${on}`;
      if (unit === token.toLowerCase()) return `buy ${size.replace(/\s*[a-z]+$/i, '')} ${token} with ${other}${on}`;
      return undefined;
    }
    if (size === undefined) return `sell ${token} for ${other}${on}`;
    const unit = /[a-z]+$/i.exec(size)?.[0];
    if (size.startsWith('$') || (unit && unit.toLowerCase() !== token.toLowerCase())) return undefined;
    return `sell ${size.replace(/\s*[a-z]+$/i, '')} ${token} for ${other}${on}`;
  }
  // A buy's bare size (`Size: 75`) says no unit: 75 of the token, $75 or 75 of a token paid with is asked, never picked.
  if (side === 'buy') return size === undefined || /^\d[\d,]*(?:\.\d+)?$/.test(size) ? `buy ${token}${on}` : `buy ${token} with ${size}${on}`;
  if (size === undefined) return `sell ${token}${on}`;
  // A sell's size is of the token sold: a bare number, or one with that token's name.
  const unit = /[a-z]+$/i.exec(size)?.[0];
  if (size.startsWith('$') || (unit && unit.toLowerCase() !== token.toLowerCase())) return undefined;
  return `sell ${size.replace(/\s*[a-z]+$/i, '')} ${token}${on}`;
}

/**
 * `signal=LONG asset=TOSHI chain=base size_usd=25 pay=ETH -> execute` (held-out-32): a signal written as one line of
 * fields, as a log writes it (or as a flat JSON object), is the card's fields one by one; the arrow to `execute` after
 * them only says do it. Only a line of nothing but `name=value` fields whose first names the signal's side (`signal=`,
 * `side=`): anything else is left as it was.
 */
function fieldRun(prompt: string): string | undefined {
  const m = signalFields.exec(prompt.trim());
  if (m) return m[1]!.trim().split(/\s+/).join(' | ');
  // `{"signal":"LONG","asset":"TOSHI",…}`: the same fields as a flat JSON object, its values words or numbers.
  if (!/^\{\s*"(?:signal|side)"\s*:/i.test(prompt.trim())) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(prompt);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const fields = Object.entries(parsed).map(([key, value]) => `${key}=${String(value)}`);
  const flat = Object.values(parsed).every((value) => (typeof value === 'string' || typeof value === 'number') && /^[^\s=|"']+$/.test(String(value)));
  return flat ? fieldRun(fields.join(' ')) : undefined;
}
const signalFields = /^((?:signal|side)=(?:long|buy|sell)(?:\s+[a-z][\w.]*=[^\s=|"']+)+)(?:\s*(?:->|=>|→)\s*(?:execute|exec|go))?$/i;

/** The fields of a pair (`Pair: WIF/USDC`). */
const pairNames = new Set(['pair', 'market', 'symbol', 'instrument']);
/** A signal's exits: `TP`, `SL`, `take profit`, `stop loss`, `targets`, `TP1`. */
const exitNames = /^(?:tp\d?|sl|take_profit|stop_loss|stop|targets?|tgt\d?|t\d|exit|invalidation)$/i;
/** A size the signal leaves unsaid: `???`, `TBD`, `set your own`, `your call`, `dyor`. */
const unsaid =
  /^\s*(?:\?+|tbd|tba|n\/a|dyor|your\s+call|any|-+)?\s*(?:\(?\s*(?:set\s+your\s+own|your\s+(?:own|call|size)|dyor|up\s+to\s+you|choose|pick\s+(?:your\s+own|one))\s*\)?)?\s*$/i;

/** Words that would make a signal's remark a limit or a request of its own. */
const limiting =
  /\b(?:if|only|unless|until|when|whenever|once|after|before|wait|instead|but|except|below|above|under|over|at|each|every|split|half|all|then|also|and|or|max|maximum|min|minimum|limit|cap|stop|slippage|no|not|never|cancel|size)\b/i;

/**
 * A signal's remark (`market entry, don't miss it`, `LFG`, `high conviction`): no number, token, chain, move or read, and
 * no word that would limit the trade. Anything else is no remark, and the card is left as it was.
 */
function hype(part: string): boolean {
  if (/\d|[$@%<>=]/.test(part) || limiting.test(part)) return false;
  const words = part
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  // A word the card reads (a side, `signal`, `market`) makes the part the card's own, read word by word.
  const read = (w: string) => verbs.has(w) || tokenWords.has(w) || chainNames.has(w) || sideOf(w) !== undefined || signalWords.test(w) || now.test(w);
  return words.length > 0 && !words.every((w) => signalWords.test(w) || now.test(w)) && words.every((w) => !read(w) || signalWords.test(w) || now.test(w));
}

/**
 * `check_funds: need 3000 USDC on ethereum for order #4471 -> sufficient? y/n`: a funds check asked in words. The
 * amount and token, and the chain, are the check; what it is for (`for order #4471`) and the question the bot asks
 * (`-> sufficient? y/n`) are what a check answers anyway. Read as `do I have at least 3000 USDC on ethereum`; one
 * amount only, and a chain only where it is said as the check's.
 */
export function checkLine(prompt: string): string | undefined {
  const m = /^\s*\/?([a-z][\w.-]*)\s*(?::|\s)\s*([^\n]+)$/i.exec(prompt);
  if (!m || familyOf(m[1]!) !== 'check') return undefined;
  const body = m[2]!
    .replace(
      /\s*(?:(?:->|=>|→|—|\s-|,)\s*)?(?:(?:is\s+(?:it|that)\s+|are\s+funds\s+)?(?:sufficient|enough|ok|okay|covered|affordable|possible)\b)?\s*\??\s*(?:\(?\s*(?:y\/n|yes\/no|true\/false)\s*\)?)?\s*\??\s*$/i,
      '',
    )
    .trim();
  const check =
    /^(?:(?:need|needs|needed|required?|requires|min(?:imum)?|have|has)\s*[:=]?\s*)?(?:at\s+least\s+)?(\d[\d,]*(?:\.\d+)?)\s*\$?([a-z][a-z0-9]*)(?:\s+(?:on|in|@)\s+([a-z]+)|\s+chain\s*[=:]\s*([a-z]+))?(?:\s+(?:for|to\s+cover|to\s+pay\s+for|re:?)\s+[^?]*)?$/i.exec(
      body,
    );
  if (!check || !tokenWords.has(check[2]!.toLowerCase())) return undefined;
  const chain = (check[3] ?? check[4])?.toLowerCase();
  if (chain !== undefined && !chainNames.has(chain)) return undefined;
  return `do I have at least ${check[1]!.replace(/,/g, '')} ${check[2]!.replace(/^\$/, '')}${chain ? ` on ${chain}` : ''}`;
}

/**
 * `cancel order: DEGEN recurring buy`, `cancel_order - LINK limit sell`, `orders.cancel: #4471`: a cancel label, then
 * the order it means in words, as the cancel's fields (`filter=…`, an id as `id=…`, `all` as `scope=all`).
 */
export function cancelLine(prompt: string): string | undefined {
  const m = /^\s*\/?(cancel(?:[\s_-]+(?:my\s+)?orders?)?|orders?[._]cancel|order_?cancel)\s*(?::|\s-\s|\s–\s)\s*([^\n=]+?)\s*$/i.exec(prompt);
  if (!m || familyOf(m[1]!.replace(/[\s-]+(?:my\s+)?/g, '_')) !== 'cancel') return undefined;
  const what = m[2]!.replace(/^(?:my|the)\s+/i, '').trim();
  if (/^(?:all|all\s+(?:my\s+)?orders|everything)$/i.test(what)) return 'cancel scope=all';
  const id = /^(?:id\s*)?#?\s*([\w-]*\d[\w-]*)$/i.exec(what);
  if (id && !tokenWords.has(id[1]!.toLowerCase())) return `cancel id=${id[1]}`;
  return `cancel filter='${what.replace(/'/g, '')}'`;
}

/**
 * `limit buy ETH @2500 size=1000 USDC chain=base`, `STOP_LOSS WIF @ $1.50 sell=all`: in an order that waits for a
 * price, the number after `@` is that price (elsewhere `@ base` is a chain, for the command-line reader).
 */
export function orderAtPrice(prompt: string): string {
  const m = /^\s*\/?([a-z][\w-]*)\b/i.exec(prompt);
  const family = m ? familyOf(m[1]!.replace(/-/g, '_')) : undefined;
  if (family !== 'limit' && family !== 'stop' && family !== 'takeProfit') return prompt;
  // Only in a line of fields: prose ("limit buy eth @ 2500 w/ 1000 usdc on base") is the order reader's own.
  if (!/\s[a-z][a-z_]*\s*=\s*\S/i.test(prompt)) return prompt;
  const prices = [...prompt.matchAll(/(?<=\s)@\s*\$?(\d[\d,]*(?:\.\d+)?)(?=\s|$)/g)];
  if (prices.length !== 1) return prompt;
  return prompt.replace(prices[0]![0], `price=${prices[0]![1]!.replace(/,/g, '')}`);
}

/**
 * `/portfolio --quote usd`, `balance --chain base --token usdc`, `fetch_balances --all-chains`: a CLI's flags as the
 * fields they are (`quote=usd`, `all_chains=true`). Only a command then flags: prose with a dash is left as it was.
 */
const inertFlags = /^(?:y|yes|confirm|confirmed|execute|no-dry-run|json|table|plain|quiet|verbose|no-color)$/i;

export function commandFlags(prompt: string): string {
  // `python trade.py --side buy …`, `node bot.js --side sell …`: the program run says who sends the flags, as a bot's
  // name does, and nothing of the request; the flags alone are read.
  const script =
    /^\s*(?:(?:python3?|node|tsx|npx\s+tsx|ts-node|bun|deno\s+run|ruby|bash|sh)\s+)?(?:\.{0,2}\/)?[\w-]+(?:\/[\w-]+)*\.(?:py|js|mjs|cjs|ts|mts|rb|sh)(?=\s+--[a-z])/i.exec(
      prompt,
    );
  const given = script ? prompt.slice(script[0].length) : prompt;
  // `--side buy --token degen --notional 100`: flags with no command before them are the fields all the same.
  const text = /^\s*--[a-z]/i.test(given) ? ` ${given.trim()}` : given;
  // A flag's value may be quoted (`--name 'Quiet Harbor'`): kept whole, quotes and all, for the fields reader.
  const m = /^(\s*\/?[a-z][\w.-]*(?:\s+\$?[a-z][\w-]*){0,2}|)((?:\s+--?[a-z][\w-]*(?:[=\s]\s*(?!-)(?:'[^'\n]*'|"[^"\n]*"|[^\s='"]+))?)+)\s*$/i.exec(text);
  if (!m || !/\s--/.test(m[2]!) || (script && m[1]!.trim() !== '')) return prompt;
  // `--yes`, `--confirm`, `--json`: a flag that only says to do it, or how to lay out the reply, says nothing more.
  const flags = [...m[2]!.matchAll(/\s+--?([a-z][\w-]*)(?:[=\s]\s*(?!-)('[^'\n]*'|"[^"\n]*"|[^\s='"]+))?/gi)].filter(
    (f) => !(f[2] === undefined && inertFlags.test(f[1]!)),
  );
  // A flag with no value (`--dry-run`) is left for the other readers as written; a field this reader does not know
  // (`--since yesterday`) is refused by the fields reader, never dropped. A read's width (`portfolio --all-chains --quote
  // usd`) is set, `all_chains=true`: harmless beside a read, refused beside a move by the fields reader. So is a
  // rehearsal (`check_funds … --need 250 --dry`, held-out-29): a read is made as asked, a move refused.
  if (flags.some((f) => f[2] === undefined && !isReadWidthFlag(f[1]!) && !isRehearsalFlag(f[1]!))) return prompt;
  // `purser buy --chain …`, `walletctl send --to …`: a CLI's own name before its command's verb says no more than a
  // script's; the verb leads the fields (a token or a verb first is the command's own, kept).
  // `purser limit-buy --…`, `purser buy WIF --…`: the command may be written with a dash, and name its token after it.
  // `trade sell --asset ETH …` (held-out-26): a trade's own verb before buy or sell says only a trade; the side leads.
  const head = m[1]!
    .trim()
    .replace(/^\/?(\S+)\s+(?=(\S+))/, (all, first: string, second: string) =>
      verbs.get(first.toLowerCase()) === 'swap' && /^(?:buy|sell)$/.test(verbs.get(second.toLowerCase()) ?? '') ? '' : all,
    );
  const [program, written, token, ...more] = head.split(/\s+/);
  const command = written?.replace(/-/g, '_');
  const named =
    command !== undefined &&
    more.length === 0 &&
    (token === undefined || tokenWords.has(token.replace(/^\$/, '').toLowerCase())) &&
    !verbs.has(program!.toLowerCase()) &&
    !tokenWords.has(program!.toLowerCase()) &&
    // `plan buy --…`, `schedule buy --…`: a word for an order or a rehearsal is no program's name; the line is left as
    // written, for the readers that know it to ask when or refuse.
    !heldNamespace.test(program!.toLowerCase()) &&
    // A move's verb or an order's kind: a read's (`purser price --token LINK --token UNI`) is read as it was.
    (['swap', 'buy', 'sell', 'transfer'].includes(verbs.get(command.toLowerCase()) ?? '') ||
      familyOf(command) !== undefined ||
      // `purser order --type limit …`: a verb that only says an order is placed, its kind in a flag.
      /^(?:(?:place|new|create|submit|open)_?)?order$/i.test(command));
  // The script's flags with no command: the fields name their action (`--side buy`), or the fields reader refuses them.
  // Anything else before the flags is read as it was: two words at most, a verb or a name, no dash (see the pattern).
  if (!named && (token !== undefined || /-/.test(written ?? ''))) return prompt;
  // `sell --asset ETH --for USDC`: after a sell's verb, `for` names the token received, as "sell ETH for USDC" says (a
  // buy's is left as written, for the fields reader to refuse).
  const sells = verbs.get((named ? command! : program!).toLowerCase()) === 'sell';
  const name = (flag: string) => (sells && flag.toLowerCase() === 'for' ? 'to' : flag.replace(/-/g, '_').toLowerCase());
  return `${named ? [command, token].filter(Boolean).join(' ') : head} ${flags.map((f) => `${name(f[1]!)}=${f[2] ?? 'true'}`).join(' ')}`.trim();
}
