import { fail, type Interpretation } from './intent.ts';
import { verbs } from '../../language/lexicon.ts';
import { tokensAt, tokenWords } from '../../language/token-registry.ts';
import { structuredForms } from '../../capabilities/index.ts';
import { onChains } from '../../capabilities/structured-forms.ts';
import {
  type Field,
  fieldNames,
  isImmediateTif,
  isNote,
  isReadOnlyField,
  isReadOnlyNote,
  isTag,
  jsonFields,
  percentNames,
  refusedSetting,
  tradeReadFields,
} from './structured-fields.ts';
import { expandedPairs } from './structured-pairs.ts';
import { requestKind, structuredOrder } from './structured-orders.ts';
import { structuredShape } from './structured-shapes.ts';
import { moving, pendingMove, withoutJobWords } from './structured-log-line.ts';
import { botLine, signalCard, withoutBotName } from './structured-bot-lines.ts';
import { countedAmount, exchangeOrder, paidSide } from './structured-trade-amounts.ts';
import { bareSlippage, otherCurrency, paidValue } from './structured-money.ts';
import { apiAction, apiNamed, holdingWords } from './structured-api-names.ts';
import { withoutLeadName } from './structured-lead-word.ts';
import { withoutCronGloss } from './structured-cron-gloss.ts';
import { sideDisagrees } from './structured-side-agrees.ts';
import { supportedChainNames, type ChainName } from '../../chains/chains.ts';
import { wrapKindOf, wrapPairOf } from '../../capabilities/wrapping/wrap-pair.ts';
import { withCliFlags, withoutTrailingTags } from './structured-cli-flags.ts';
import { questionFields } from './structured-question.ts';
import { withArrowedPair, withArrowedToken, withBoughtUnit, withPaidWorth, withUnquotedLists, withVerblessArrow } from './structured-rewrites.ts';

export { isKnownField } from './structured-fields.ts';

/**
 * Prompts written as fields rather than prose, as bot developers send them:
 * `action=swap chain=base from=USDC to=ETH amount=25 slippage_bps=30`,
 * `{action: swap, chain: solana, in: USDC, out: BONK, amount: 40}`,
 * `price(eth)`, `balance(chain=solana)`, `GET /price?symbol=LINK&chain=ethereum`.
 * They are rewritten as one plain sentence and read like any other prompt, so
 * every check applies. A field this reader does not know is refused, never
 * dropped: it may be a limit the person counts on.
 */

const pairPattern = /([a-z][a-z_]*)\s*[=:]\s*("[^"]*"|'[^']*'|[^\s;}&,)"'|]+(?:,[^\s;}&,)=:"'|]+)*)/gi;
const callPattern = /^\s*([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?)\s*\(([^)]*)\)\s*$|^\s*(?:(?:get|post)\s+)?\/(?:[a-z0-9_-]+\/)*([a-z][a-z0-9_]*)\?(\S*)\s*$/i;

/** `to=` at the end or before the next field: a field written with no value. */
const emptyField = /(^|[\s,;&|])([a-z][a-z_]*)\s*=(?=\s*(?:$|[,;&|]|\s[a-z][a-z_]*\s*[=:]))/gi;
/**
 * `send chain=polygon token=USDC amount=250 to=` (held-out-22): a known field the bot left empty is not given, and
 * asked like any missing one (as JSON's `"to": ""` or `null`); an unknown name stays, to be refused.
 */
const withoutEmptyFields = (prompt: string): string =>
  withListsClosed(
    prompt.includes('=')
      ? // An unknown name left empty stays a field, with no value, for the reader to refuse by name (never prose).
        prompt.replace(emptyField, (_whole, before: string, name: string) => (Object.hasOwn(fieldNames, name.toLowerCase()) ? before : `${before}${name}="" `))
      : prompt,
  );
/** `fields: [symbol, name, price_usd]` (held-out-22): a YAML flow list of names, written as one value (`[symbol,name,price_usd]`). */
const wordList = /\[(\s*[a-z_][a-z0-9_]*(?:\s*,\s*[a-z_][a-z0-9_]*)+\s*)\]/gi;
const withListsClosed = (prompt: string): string =>
  prompt.includes('[') ? prompt.replace(wordList, (_, names: string) => `[${names.replace(/\s+/g, '')}]`) : prompt;

/** The fields of a structured prompt, or `undefined` when the prompt is prose. */
function readFields(given: string): { action?: string; pairs: [string, string][] } | undefined {
  const fromJson = jsonFields(given);
  const json = fromJson?.map(({ key, value }): [string, string] => [key, value]);
  if (json) return withImpliedAction(json) ?? { pairs: json };
  const prompt = withArrowedPair(withArrowedToken(withBoughtUnit(withoutEmptyFields(given))));
  const found = callPattern.exec(prompt);
  // `tx.send(…)`, `wallet.transfer(…)`: a namespaced call is read here only when its method is a move's or a read's;
  // any other (`orders.cancel()`) is the order reader's, or prose.
  const namespaced = found?.[1]?.includes('.') ? apiAction(found[1].toLowerCase()) : undefined;
  const call = namespaced === undefined || verbs.has(namespaced) || structuredForms.has(namespaced) ? found : null;
  if (found && !call) return undefined;
  const body = call ? (call[2] ?? call[4] ?? '') : prompt;
  const pairs: [string, string][] = [];
  for (const m of body.matchAll(pairPattern)) pairs.push(exactFlag([m[1]!.toLowerCase(), m[2]!.replace(/^["']|["']$/g, '').replace(/,$/, '')]));
  if (call) {
    // price(eth): a bare argument is the token.
    const bare = body.trim().replace(/^(["'])([^"']*)\1$/, '$2');
    if (pairs.length === 0 && /^[\w$.]+$/.test(bare) && bare !== '') pairs.push(['token', bare]);
    // price("WIF", chain="solana") (held-out-34 bot 43): a bare first argument before named ones is the token too; beside
    // a token named in a field it is one more value, never dropped.
    const leading = /^\s*(["']?)([\w$.]+)\1\s*,(?=[^,]*=)/.exec(body);
    if (leading && pairs.length > 0) {
      if (pairs.some(([key]) => ['token', 'tokenIn', 'tokenOut'].includes(fieldNames[key] ?? ''))) return undefined;
      pairs.unshift(['token', leading[2]!]);
    }
    return { action: (call[1] ?? call[3])!.toLowerCase(), pairs };
  }
  // "swap in=ETH out=USDC amt=0.5": an action word, then only fields.
  // "BUY BONK usd=15 pay=USDC": the verb may name its token before the fields.
  // `tx.send dest=…`, `exec wrap amount=…`: a namespace before the verb is the API's, `exec` only says do it.
  // `swap | from: USDC | …`: a pipe or a comma may part the verb from its fields as it parts the fields.
  // `BUY BONK ON SOLANA NOTIONAL_USD=25` (held-out-27): the chain said in words after the verb's token is the chain field.
  const lead =
    /^\s*\/?(?:(?:exec|execute|run)\s+)?([a-z]+(?:[._][a-z]+){0,2})((?:\s+\$?[a-z][a-z0-9]*){0,2}?)(?:\s+(?:on|@)\s*(base|ethereum|solana|polygon|unichain))?(?:\s*[|,;]\s*|\s+)(?=[a-z_]+\s*[=:])/i.exec(
      prompt,
    );
  const named = (lead?.[2] ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/^\$/, '').toLowerCase());
  // "market_sell token=PEPE …": an API's name for the verb (see apiAction).
  // A form's own action (`wrap`, `unwrap`) leads its fields as a verb does.
  const leadWord = lead ? apiAction(apiNamed({ action: lead[1]!.toLowerCase(), pairs: [] }).action!) : '';
  // `list_orders status=open`: a listing's name leads its filter as a verb does (see orderListing).
  // A chain in words then one field (`buy degen on base amount_usd=100`) is a sentence with a field beside it, left to
  // the prose reader's refusal; a bot's command names its trade in fields after the chain (two or more).
  const chainSaid = lead?.[3] !== undefined && [...prompt.slice(lead[0].length).matchAll(pairPattern)].length >= 2;
  const leadAction =
    lead &&
    (lead[3] === undefined || chainSaid) &&
    (verbs.has(leadWord) || structuredForms.has(leadWord) || (listingName.test(lead[1]!) && named.length === 0)) &&
    named.every((w) => tokenWords.has(w))
      ? lead[1]!.toLowerCase()
      : undefined;
  if (leadAction) for (const w of named) pairs.push(['token', w]);
  if (leadAction && lead![3] !== undefined) pairs.push(['chain', lead![3].toLowerCase()]);
  const fieldsOnly = leadAction ? prompt.slice(lead![0].length) : prompt;
  const read = leadAction ? { action: leadAction, pairs } : withImpliedAction(pairs);
  if (!read) return undefined;
  // Only fields and separators: anything else means prose with a field in it.
  // "Signal: BUY | asset: BRETT | size_usd: 20": a pipe separates fields like a comma.
  const rest = fieldsOnly.replace(pairPattern, ' ').replace(/[{}()[\],;&|\s]/g, '');
  // `SIGNAL id=8812 side=SELL …`: a signal's label before its fields names what the line is, as a field would not.
  if (rest !== '' && !/^(?:test|cmd|command)?$/i.test(rest) && !(/^(?:signal|alert)$/i.test(rest) && /^\s*(?:signal|alert)\b/i.test(fieldsOnly)))
    return undefined;
  return read;
}

/**
 * Whether a prompt is a line made only of fields (`cron="0 9 * * 1-5" job=buy token=degen amount=100`, a JSON object):
 * a bot's whole request, with no words of a person's around it. Such a line is read whole or refused whole; no part of
 * it (a quoted value above all) is text pasted beside a request of the person's own.
 */
/**
 * Whether a prompt is a block of `key: value` lines, one field a line, that the field readers read whole
 * (`action: sell` … `slippage_bps: 50`, held-out-19): as a line of fields, its words are those readers' own.
 */
export function fieldsBlock(prompt: string): boolean {
  const lines = prompt.trim().split(/\s*\n\s*/);
  return lines.length >= 3 && lines.every((line) => /^[a-z][\w.-]*\s*:\s*\S/i.test(line)) && typeof structuredPrompt(prompt) === 'string';
}

/** Any field syntax at all ("amount=5", "{…}"): a bot's fields hold data, read by name, not a person's telling. */
export const fieldSyntax = /\w\s*=\s*\S|[{}]/;

export function fieldsLine(prompt: string): boolean {
  if (jsonFields(prompt)) return true;
  if (/[\n\r]/.test(prompt.trim())) return false;
  // Every pair is written with "=" or ":": a prompt with neither has none to scan for.
  if (!/[=:]/.test(prompt)) return false;
  const pairs = [...prompt.matchAll(pairPattern)];
  return pairs.length >= 2 && prompt.replace(pairPattern, ' ').replace(/[{}()[\],;&|\s]/g, '') === '';
}

/** The pairs with their action: named in a field, or implied by the fields a form has; `undefined` when neither. */
function withImpliedAction(pairs: [string, string][]): { action?: string; pairs: [string, string][] } | undefined {
  const expanded = expandedPairs(
    pairs.map(([key, value]) => ({ key, op: '=', value })),
    requestKind,
  );
  const named = new Set((Array.isArray(expanded) ? expanded : []).map(({ key }) => fieldNames[key]));
  if (named.has('action')) return { pairs };
  // A form without an action: "recipient: 0x… token: usdc amount: 7 chain: base" is a transfer, "from: … to: … amount: …" a swap.
  if (named.has('to') && named.has('amount')) return { action: 'transfer', pairs };
  if (named.has('tokenIn') && (named.has('tokenOut') || named.has('toEither')) && (named.has('amount') || named.has('usd') || named.has('amountOut')))
    return { action: 'swap', pairs };
  if (named.has('base') && named.has('quote') && named.has('side')) return { action: 'swap', pairs };
  // `buy=WIF notional_usdc=75` (held-out-35 bot): a `buy` field beside an amount in dollars or in another token, and no
  // token paid named, is a buy of it paid in that amount, as `action=buy` says it.
  const fields = Array.isArray(expanded) ? expanded : [];
  const bought = fields
    .find(({ key }) => key === 'buy')
    ?.value.trim()
    .toLowerCase();
  const unit = fields
    .find(({ key }) => fieldNames[key] === 'amount')
    ?.value.match(/^\s*\d+(?:\.\d+)?\s*\$?([a-z][a-z0-9]*)\s*$/i)?.[1]
    ?.toLowerCase();
  if (bought !== undefined && !named.has('tokenIn') && (named.has('usd') || (unit !== undefined && unit !== bought && tokenWords.has(unit))))
    return { action: 'buy', pairs };
  // `side=buy token=degen size_usd=100`: a side beside a token says the trade, as an action would.
  const side = (Array.isArray(expanded) ? expanded : [])
    .find(({ key }) => fieldNames[key] === 'side')
    ?.value.trim()
    .toLowerCase();
  if ((side === 'buy' || side === 'sell') && (['token', 'tokenIn', 'tokenOut', 'toEither', 'base'] as Field[]).some((f) => named.has(f)))
    return { action: side, pairs };
  return undefined;
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
export function structuredPrompt(typed: string): string | Interpretation | undefined {
  return mayBeStructured.test(typed) ? readStructured(typed) : undefined;
}

/**
 * What every structured form has and plain prose of a sentence lacks: a field's mark (`=`, `:`, brackets, a pipe, a
 * flag's `--`, an arrow, a tab, a comma with no space after it), a line break, an emoji or other non-ASCII sign, a
 * verb in capitals as bots log it (`BUY`, `EXECUTE`), or "using" (a bot's `… using USDC` is read as "with"). A text
 * without any of them is prose, which `readStructured` leaves as it is: test/unit/structured-gate.test.ts holds every
 * corpus text to that, and the gate spares a plain prompt the fifteen rewrites below.
 */
const mayBeStructured = /[^ -~\s]|[{}[\]=:;()|#*/\\\n\t@<>`~^_]|,(?=\S)|--|->|\b[Uu]sing\b|\b(?:EXECUTE|BUY|SELL|SWAP|SEND|TRANSFER|LONG|SHORT|CLOSE)\b/;

/** `structuredPrompt` for any text, prose too (which it leaves as it is). */
export function readStructured(typed: string): string | Interpretation | undefined {
  const given = withoutKeyPrefix(withJsonArguments(withoutConsolePrompt(oneItem(typed))));
  // `{"op":"resolve_name","name":"vitalik.eth"}`: a name looked up is asked as the words say it, and answered with what
  // a name can be used for (never a refusal of an unknown field).
  const lookup = nameLookup(given);
  if (lookup) return lookup;
  // `foo buy chain=… spend=40USDC`, `backtest buy --chain …`: a word before the verb is passed over only when it is a
  // program's name or says do it, and then taken off (see withoutLeadName); any other word stops the line.
  const lead = withoutLeadName(given);
  if (typeof lead === 'object') return lead;
  const prompt = withoutAmountPlaceholder(withoutCronGloss(withPaidWorth(withUnquotedLists(withCliFlags(withoutTrailingTags(lead))))));
  if (typeof prompt === 'object') return prompt;
  const named = withoutBotName(prompt);
  const shape = structuredShape(named);
  if (typeof shape === 'object') return shape;
  // `INFO payout-worker job=8812 :: send …`: a bot's name after the log prefix says no more than before it.
  const shaped = withoutJobWords(pendingMove(shape === named ? shape : withoutBotName(shape)));
  // A signal is read whole, its alert mark with it (see signalCard), before the mark is taken for a log's.
  const card = signalCard(named);
  if (typeof card === 'object') return card;
  const logged = card ?? botLine(shaped);
  // `[bonk-sniper] 2024-11-28 09:41:17 ACTION buy …`: a word that says do it, hidden by a log's prefix, is taken off once
  // the prefix is (any other word is left for the readers, as it was).
  const again = typeof logged === 'string' && logged !== lead ? withoutLeadName(logged) : logged;
  const request = typeof again === 'object' ? logged : again;
  // `plan buy chain=… spend=40USDC`, `queue chain=… side=buy …`: a word before the fields that holds the move back (a
  // plan, a queue, a draft, a test) is no bot's name to drop; nothing is done.
  // (A read behind such a word, `test balance chain=base`, is made as asked.)
  const held =
    typeof request === 'string' && (moving.test(request) || /\b(?:spend|to|recipient|amount_?in|side)\s*[=:]/i.test(request)) ? heldLead.exec(request) : null;
  if (held)
    return fail(
      'NOT_AN_ORDER',
      `I read "${held[1]}" before the fields: it holds the move back (a plan, a queue, a draft or a test), so nothing was done. Send the fields alone when it should happen.`,
    );
  return commandLine(request) ?? structuredOrder(request) ?? questionFields(request) ?? fieldsSentence(request) ?? (request === given ? undefined : request);
}

/**
 * `TRANSFER_CHAIN=polygon TRANSFER_TOKEN=USDT …`, `transfer.chain=ethereum transfer.asset=USDC …` (held-out-35/36 bot):
 * every field of a line named under one move's prefix, as an environment or a config writes them. The fields without
 * it, and the move as the action when no field names one (`transfer.type=payment` does). Only a line of fields alone,
 * every key with the same prefix, and the prefix a move's word.
 */
function withoutKeyPrefix(line: string): string {
  const keys = [...line.matchAll(/(?:^|\s)([a-z]+)[._]([a-z][a-z_]*)\s*=/gi)];
  if (keys.length < 2 || /[\n{}]/.test(line)) return line;
  const prefix = keys[0]![1]!.toLowerCase();
  if (!/^(?:transfer|send|payment|payout|swap|trade|order|wrap|unwrap)$/.test(prefix) || keys.some((k) => k[1]!.toLowerCase() !== prefix)) return line;
  // Every `=` in the line is one of those fields' (a value holding `=` of its own leaves the line as it was).
  if ((line.match(/=/g) ?? []).length !== keys.length) return line;
  const bare = line.replace(new RegExp(String.raw`(^|\s)${prefix}[._]`, 'gi'), '$1');
  const named = keys.some((k) => fieldNames[k[2]!.toLowerCase()] === 'action');
  return named ? bare : `action=${prefix} ${bare}`;
}

/** `[{"action":"exchange",…}]`: a list of one request, as bots send a batch of one. */
const listOfOne = /^\s*\[\s*(\{[\s\S]*\})\s*\]\s*$/;

/** The one object of a JSON list holding only it, as its own body; any other prompt as it was. */
function oneItem(prompt: string): string {
  const inner = listOfOne.exec(prompt)?.[1];
  if (inner === undefined) return prompt;
  try {
    const parsed: unknown = JSON.parse(prompt);
    return Array.isArray(parsed) && parsed.length === 1 && typeof parsed[0] === 'object' && parsed[0] !== null && !Array.isArray(parsed[0]) ? inner : prompt;
  } catch {
    return prompt;
  }
}

/**
 * `>>> wallet.balance(chain="solana")`, `In [3]: price("eth")`, `$ purser swap from=USDC …`: a console's prompt before a
 * call or a line of fields was copied with it and says nothing. Taken off only before a call or fields alone.
 */
function withoutConsolePrompt(prompt: string): string {
  // A console's own prompt only: `bob> send(…)` is a chat line, someone's words, and stays whole.
  const m = /^\s*(?:>>>|In\s*\[\d*\]:|\$|❯|(?:purser|node|irb|pry|iex|ipython|python|py|repl|cli|shell|bash|zsh|sh|ps)>)\s+(?=\S)/i.exec(prompt);
  if (!m) return prompt;
  const rest = prompt.slice(m[0].length);
  return callPattern.test(rest) || fieldsLine(rest) ? rest : prompt;
}

// (`$RECIPIENT`, `$TO_ADDRESS`: a shell variable never set, named for a field; a cashtag such as `$WIF` is no placeholder.)
/** A call with an object among its arguments: `orders.cancel(filter={"chain":"ethereum","token":"LINK"})`. */
const objectCall = /^\s*([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?)\s*\(((?:[^(){}]|\{[^{}]*\})*\{[^{}]*\}(?:[^(){}]|\{[^{}]*\})*)\)\s*$/i;

/**
 * `orders.cancel(filter={"chain":"ethereum","token":"LINK","type":"limit"})`: a call whose arguments are JSON values, one
 * an object, said as the JSON request it is (`{"action":"orders.cancel","filter":{…}}`), so the object is read by its
 * keys (its chain a chain, never the ETH token); any other call is left as it is.
 */
function withJsonArguments(prompt: string): string {
  const call = objectCall.exec(prompt);
  if (!call) return prompt;
  const body = call[2]!.replace(/(^|,)\s*([a-z_][a-z0-9_]*)\s*=\s*/gi, '$1"$2":');
  try {
    const parsed = JSON.parse(`{"action":${JSON.stringify(call[1])},${body}}`) as Record<string, unknown>;
    return Object.keys(parsed).length > 1 ? JSON.stringify(parsed) : prompt;
  } catch {
    return prompt;
  }
}

/** A request to resolve a name (`{"op":"resolve_name","name":"vitalik.eth"}`, `resolve_name(name="vitalik.eth")`). */
const resolveAction = /^(?:resolve|resolve[_-]?(?:name|ens|address)|ens[_-]?(?:resolve|lookup)|lookup[_-]?(?:name|ens)|name[_-]?(?:resolve|lookup))$/i;

/** The name a request asks to resolve, as the words "what address is vitalik.eth"; undefined for anything else. */
function nameLookup(prompt: string): string | undefined {
  const fields = jsonFields(prompt);
  const call = /^\s*([a-z][\w.]*)\s*\(\s*(?:[a-z_]+\s*=\s*)?["']([^"']+)["']\s*\)\s*$/i.exec(prompt);
  if (call) return resolveAction.test(call[1]!.split('.').at(-1)!) && /\.eth$/i.test(call[2]!) ? `what address is ${call[2]}` : undefined;
  if (fields?.length !== 2) return undefined;
  const action = fields.find(({ key }) => /^(?:op|action|method|cmd|command|tool)$/i.test(key));
  const name = fields.find(({ key }) => /^(?:name|ens|domain|ens_name)$/i.test(key));
  return action && name && resolveAction.test(action.value.trim()) && /^[\w.-]+\.eth$/i.test(name.value.trim())
    ? `what address is ${name.value.trim()}`
    : undefined;
}

const placeholderPattern =
  /\$\{\s*[\w.]+\s*\}|\{\{\s*[\w.]+\s*\}\}|<%=?\s*[\w.]+\s*%>|\$(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|RECIPIENT|ADDRESS|ADDR|WALLET|DEST|DESTINATION|PAYEE|AMOUNT|QTY|SIZE|CHAIN|NETWORK)(?![\w.])/g;

/**
 * The request's one token field (`token`, `asset`, `symbol`): `{"action":"buy",…,"token":"{{TOKEN}}"}` (held-out-30)
 * left unfilled is taken out like an amount, and the token is asked, nothing moving. A side's own token (`from`, `to`,
 * `pay_with`) stays refused: without it a bare amount may count the other side.
 */
const unfilledToken = /^(?:token|asset|symbol|coin|ticker)$/i;
/** An amount with no unit (`amount=50`, `"qty": 50`): on a trade it counts the token field's token, so it is no amount without it. */
const bareAmount = /(?:^|[\s,;&{("])(?:"?(?:amount|amt|qty|quantity|size)"?\s*[=:]\s*"?|--(?:amount|amt|qty|quantity|size)\s+)\d[\d.]*"?(?=$|[\s,;&})])/i;
/**
 * Whether a token field may be taken out: on a payment the amount counts the token sent whichever it is; on a trade a
 * bare amount counts the token field's token (`"amount":50` buys 50 of it), and read without it would count another.
 */
const tokenLeavable = (text: string, payment: boolean): boolean => payment || !bareAmount.test(text);

/**
 * `{"action":"buy",…,"amount":"{{position_size}}"}`: in JSON, an amount field whose whole value is the placeholder is
 * taken out, as in a line of fields (a token field too, see `unfilledToken`); `undefined` for a placeholder anywhere else.
 */
function withoutJsonAmount(prompt: string, placeholder: string): string | undefined {
  const parsed = JSON.parse(prompt) as Record<string, unknown>;
  const key = Object.keys(parsed).find((k) => parsed[k] === placeholder);
  if (key === undefined) return undefined;
  const action = Object.entries(parsed).find(([k]) => fieldNames[k.toLowerCase()] === 'action')?.[1];
  const payment = typeof action === 'string' && paymentVerb.test(action);
  if (!/^(?:amount|amt|qty|quantity|size)$/i.test(key) && !(unfilledToken.test(key) && tokenLeavable(prompt, payment))) return undefined;
  const { [key]: _dropped, ...rest } = parsed;
  return JSON.stringify(rest);
}

/** A payment's verb at the head of a bot's line (`send …`, `/transfer …`, `action=send …`). */
const paymentVerb = /^\s*\/?(?:(?:action|op|cmd|command)\s*[=:]\s*)?(?:send|transfer|pay|payout|xfer)\b/i;

/** Whether a prompt is a bot's command line the structured reader reads whole (`/sell BONK 2000000 -> SOL chain:solana`). */
export const isCommandLine = (prompt: string): boolean => commandLine(prompt) !== undefined;

/**
 * A bot's template sent before it was filled in. An unfilled amount before its token (`SWAP ${AMOUNT} USDC->AERO`,
 * `send {{amount}} usdc to …`, `amount=${AMOUNT}`) is taken out, so the request is read without an amount and the
 * amount is asked on the thread; any other placeholder (a token, a recipient, a chain, two placeholders) is refused.
 */
function withoutAmountPlaceholder(prompt: string): string | Interpretation {
  const found = [...prompt.matchAll(placeholderPattern)];
  if (found.length === 0) return prompt;
  const placeholder = found[0]![0];
  const refused = fail('TEMPLATE_PLACEHOLDER', `Your prompt holds the placeholder ${placeholder}, which was never filled in, so nothing was done.`);
  if (found.length > 1) return refused;
  if (jsonFields(prompt)) return withoutJsonAmount(prompt, placeholder) ?? refused;
  const at = found[0]!.index;
  const before = prompt.slice(0, at);
  const after = prompt.slice(at + placeholder.length);
  const field =
    /(?:^|[\s,;&{(])((?:amount|amt|qty|quantity|size|token|asset|symbol|coin|ticker)\s*[=:]\s*|--(?:amount|amt|qty|quantity|size|token|asset|symbol|coin|ticker)\s+)["']?$/i.exec(
      before,
    );
  const leavable = field !== null && (/^-*(?:amount|amt|qty|quantity|size)/i.test(field[1]!) || tokenLeavable(prompt, paymentVerb.test(before)));
  if (field && leavable) return `${before.slice(0, before.length - field[0].length + field[0].indexOf(field[1]!))}${after.replace(/^["']?/, '')}`.trim();
  // `send --chain ethereum --asset USDC --amount 75 --to $RECIPIENT`: a payment's recipient field left unfilled is taken
  // out, and the recipient is asked on the thread (a swap's `to` is its token, and stays refused).
  const payee = /(?:^|[\s,;&(])((?:to|recipient|address|dest|destination|payee)\s*[=:]\s*|--(?:to|recipient|address|dest|destination|payee)\s+)["']?$/i.exec(
    before,
  );
  if (payee && paymentVerb.test(before))
    return `${before.slice(0, before.length - payee[0].length + payee[0].indexOf(payee[1]!))}${after.replace(/^["']?/, '')}`.trim();
  const tokenAfter = /^\s*\$?([a-z][a-z0-9]*)\b/i.exec(after)?.[1];
  if (/(?:^|\s)$/.test(before) && tokenAfter && tokenWords.has(tokenAfter.toLowerCase())) return `${before}${after.trimStart()}`;
  return refused;
}

/**
 * A trading bot's command line: `SELL ETH 0.5 -> USDC @ unichain MARKET`, `swap 100 usdc -> eth @ base`,
 * `BUY ETH 0.5 <- USDC @ base`, `swap base USDC->DEGEN 25`, `execute sell 0.01 WETH -> USDC chain=base reason=drift>5%`.
 * Each part is read by its role: the chain before the pair, after `@`/`on` or as `chain=`, said once; the amount is the
 * first token's, on whichever side of it it stands, or alone after a pair whose chain came first (`swap base
 * USDC->DEGEN 25`): the sold token's in a sell or swap, the bought token's in a buy. A buy with a bare number after its pair is left to the general reading,
 * which asks. A sell's arrow points to the token received, a buy's to the token bought; a buy with a sell's arrow (`BUY
 * ETH -> USDC`) says nothing sure of which way, and is left to the general reading too. `MARKET` says nothing more than
 * a trade now, `execute` nothing more than do it; after the line, only a chain and a bot's own tags (`reason=…`,
 * `ref=…`: see `isTag`) may follow, any other field leaves the line to the fields reader.
 */
function commandLine(given: string): string | Interpretation | undefined {
  const prompt = chainFirstPipes(withVerblessArrow(given));
  const m =
    /^\s*\/?(?:(?:execute|exec|executing|run|do)\s+)?(sell|swap|buy)\s*:?\s+(?:(base|ethereum|solana|polygon|unichain)\s+)?(?:\$?([a-z][a-z0-9]*)(?:\s+(\d+(?:\.\d+)?|all|max))?|(\d+(?:\.\d+)?)\s*\$?([a-z][a-z0-9]*))\s*(->|=>|→|<-|←|with|using)\s*\$?([a-z][a-z0-9]*)(?:\s+(\d+(?:\.\d+)?))?(?:\s*(?:@|on)\s*(?!(?:market|mkt)\b)([a-z]+))?(?:\s*@?\s+(?:market|mkt))?((?:\s+[a-z][a-z_]*[=:](?:"[^"]*"|'[^']*'|[^\s"']+))*)\s*$/i.exec(
      prompt,
    );
  if (!m) return undefined;
  const verb = m[1]!.toLowerCase();
  const buying = /^(?:<-|←|with|using)$/i.test(m[7]!);
  if ((verb === 'buy') !== buying) return undefined;
  const first = (m[3] ?? m[6])!;
  const other = m[8]!;
  const trailing = m[9];
  // A bare number after the pair is the spent token's only in a bot's positional order, its chain first (`swap base
  // USDC->DEGEN 25`: chain, pair, amount); after the pair in prose ("swap usdc->eth 40 on base") it may be either, asked.
  if (trailing !== undefined && (verb === 'buy' || m[2] === undefined || m[4] !== undefined || m[5] !== undefined)) return undefined;
  const amount = m[4] ?? m[5] ?? trailing;
  if (!tokenWords.has(first.toLowerCase()) || !tokenWords.has(other.toLowerCase())) return undefined;
  const chains = [m[2], m[10]];
  // `slippage=1%`: a limit the line sets is kept for the sentence's reader, which honours it.
  const limits: string[] = [];
  // `chain:solana`, as a chat bot's command writes its options, is `chain=solana`.
  for (const [, key, double, single, bare] of (m[11] ?? '').matchAll(/([a-z][a-z_]*)[=:](?:"([^"]*)"|'([^']*)'|(\S+))/gi)) {
    const value = (double ?? single ?? bare)!;
    const field = fieldNames[key!.toLowerCase()];
    if (field === 'chain') chains.push(value);
    // `| recipient=bob.sol`: a trade pays into the caller's own wallet; a recipient there is refused, never dropped.
    else if (field === 'to')
      return fail('UNKNOWN_FIELD', `A ${verb} is made for your own wallet and has no recipient ("${value}"), so I did nothing rather than ignore it.`);
    else if (field === 'slippage' || field === 'slippageBps') limits.push(` ${key}=${value}`);
    // `type=market`: a trade now, as `MARKET` says.
    else if ((field === 'action' || field === 'orderType') && /^(?:market|mkt)$/i.test(value)) continue;
    else if (!isTag(key!.toLowerCase(), value!)) return undefined;
  }
  const said = chains.filter((c): c is string => c !== undefined);
  if (said.length > 1) return undefined;
  const on = `${said[0] ? ` on ${said[0]}` : ''}${limits.join('')}`;
  // "all" of a token bought says no amount: the general reading has it.
  if (verb === 'buy')
    return amount === undefined ? `buy ${first} with ${other}${on}` : /^\d/.test(amount) ? `buy ${amount} ${first} with ${other}${on}` : undefined;
  const what = amount === undefined ? first : /^(?:all|max)$/i.test(amount) ? `all my ${first}` : `${amount} ${first}`;
  return `${verb} ${what} for ${other}${on}`;
}

/**
 * `SOLANA | SELL WIF 20 -> USDC | slippage=1%`: a chain alone before the first pipe, then the command, then fields
 * only, as `SELL WIF 20 -> USDC @ SOLANA slippage=1%`. Any other piped line is left as it was.
 */
function chainFirstPipes(prompt: string): string {
  // Without a pipe there is no command after a chain: the prompt is left as it was (as below, with no command).
  if (!prompt.includes('|')) return prompt;
  const [chain, command, ...rest] = prompt.split('|').map((part) => part.trim());
  // `swap: 0.5 SOL -> JUP | chain=solana | max_slippage=1%`: the command first, then fields only, parted by pipes as by spaces.
  const fields = (part: string) => /^(?:[a-z][a-z_]*=\S+\s*)+$/i.test(part);
  if (chain !== undefined && command !== undefined && /^\/?[a-z]+\s*:?\s/i.test(chain) && fields(command) && rest.every(fields))
    return [chain, command, ...rest].join(' ');
  if (chain === undefined || command === undefined || !/^(?:base|ethereum|solana|polygon|unichain)$/i.test(chain)) return prompt;
  if (!rest.every((part) => /^(?:[a-z][a-z_]*=\S+\s*)+$/i.test(part)) || /@|\bon\s/i.test(command)) return prompt;
  return `${command} @ ${chain}${rest.map((part) => ` ${part}`).join('')}`;
}

/** A bot's job that trades from one holding into another: `rebalance`, `REBALANCE`, `rebalance_trade`. */
const rebalanceWords = /^(?:rebalance|rebalancing|rebal|rebalance[_-](?:trade|swap|leg))$/i;

/** An amount's name that says it is the amount sold, whatever a `buy` field beside it names. */
const soldAmountNames = new Set(['sell_amount', 'sellamount', 'amount_in', 'amountin', 'from_amount', 'fromamount', 'input_amount']);

const readActions = new Set(['balance', 'portfolio', 'price']);

/** The names of a ranking's order (`sort=volume`, `--sort-by volume`). */
const sortNames = new Set(['sort', 'sort_by', 'sortby', 'order_by', 'orderby', 'rank_by', 'rankby']);
/** A sort that is trending's own ranking: by volume, highest first. */
// `volume_24h`, `24h_vol`: a period beside the volume says over how long, as "by 24h volume" does in words (the ranking
// says its own window).
const volumeSort = /^(?:-?(?:\d{1,2}[hd][_-]?)?(?:volume|vol|volume_usd|usd_volume|swap_volume)(?:[_-]?\d{1,2}[hd])?(?:[\s:_-]desc)?|desc)$/i;

/** A read's answer named with its currency, dollars: `usd_totals`, `totals_usd`, `usd_value`, `in_usd`, `usd-price`. */
const usdForm =
  /^(?:(?:in[_\s-]?)?usd(?:[_\s-]+(?:totals?|values?|amounts?|prices?|balances?|sums?|worth|summary|only|terms))+|(?:totals?|values?|amounts?|prices?|balances?|sums?|worth)[_\s-]+(?:in[_\s-]+)?usd|in[_\s-]?usd)$/i;

/** `all_chains=true`: a read's width, an unknown field's name that the role table would otherwise read as a role. */
const readWidth = /^all(?:_|$)|^include_|^show_/;
/** `all_chains`, `all`, `every chain`, `global`: a scope that says every chain. */
const allChains = /^\s*(?:all|all[\s_-]?chains|every[\s_-]?chain|every[\s_-]?network|all[\s_-]?networks|global|everywhere)\s*$/i;

/**
 * `{"type":"query","what":"balances"}`: a generic action ("query", "get") whose subject field says what is asked is
 * that action; the subject is read only beside such an action (elsewhere "what" is an unknown field, refused).
 */
function subjectAsAction(pairs: [string, string][]): [string, string][] {
  const generic = pairs.findIndex(([key, value]) => fieldNames[key] === 'action' && /^(?:query|get|read|fetch|request|show)$/i.test(value));
  const subject = pairs.findIndex(([key]) => ['what', 'resource', 'subject', 'data'].includes(key));
  if (generic < 0 || subject < 0) return pairs;
  return pairs.filter((_, i) => i !== generic && i !== subject).concat([[pairs[generic]![0], pairs[subject]![1]]]);
}

const listingName = /^(?:orders|open_?orders|list_?orders|get_?orders|my_?orders|automations|list_?automations)$/i;

/**
 * `GET /orders?status=open`, `list_orders(status=active)`: the caller's orders listed, which are the ones still waiting.
 * Only a status that says waiting (or all) is read; another (`status=filled`) is a filter no listing honours, refused.
 */
function orderListing(read: { action?: string; pairs: [string, string][] }): string | Interpretation | undefined {
  // `{"tool":"list_orders","args":{…}}`: the listing named in a field, as a call's name names it.
  const named = read.action === undefined ? read.pairs.find(([key]) => fieldNames[key] === 'action') : undefined;
  if (!listingName.test(read.action ?? named?.[1] ?? '') || read.pairs.length === 0) return undefined;
  // `format=table`, `request_id=…`: a bot's own bookkeeping beside the filter says nothing of which orders are listed.
  const pairs = read.pairs.filter((pair) => pair !== named && !isTag(pair[0], pair[1]));
  // `--chain=base`: the orders on a chain, as "show my open orders on base" says it.
  const statuses = pairs.filter(([key]) => key === 'status' || key === 'state');
  const chains = pairs.filter(([key]) => fieldNames[key] === 'chain');
  // `{"op":"list_orders","chain":"solana"}` (held-out-29): a chain alone lists the waiting orders there, as a listing does.
  if (statuses.length + chains.length !== pairs.length || pairs.length === 0) return undefined;
  if (statuses.length > 1 || chains.length > 1)
    return fail('INVALID_FIELDS', `"${statuses.length > 1 ? 'status' : 'chain'}" is given twice; give it once. Nothing was done.`);
  // `chains='all'`: every chain's orders, as a listing with no chain shows them.
  const chain = chains[0] !== undefined && allChains.test(chains[0][1]) ? undefined : chains[0]?.[1].trim().toLowerCase();
  if (chain !== undefined && !/^(?:base|ethereum|solana|polygon|unichain|mainnet|eth|sol|matic)$/.test(chain)) return undefined;
  const status = statuses[0]?.[1] ?? 'open';
  if (/^(?:open|active|pending|live|waiting|all)$/i.test(status.trim())) return `show my open orders${chain ? ` on ${chain}` : ''}`;
  return fail('UNKNOWN_FIELD', `Your orders are listed while they wait; "status=${status}" is a filter I cannot honour. Nothing was done.`);
}

/**
 * `send_to(name="mike", …)`, `{"action":"pay","contact":"bob.eth"}`: in a transfer the name of a person is whom it is
 * sent to, as a recipient's field would say (a name no address book holds is then asked, like "send 10 usdc to mike").
 */
function namedPayee(read: { action?: string; pairs: [string, string][] }): { action?: string; pairs: [string, string][] } {
  const action = read.action ?? read.pairs.find(([key]) => fieldNames[key] === 'action')?.[1];
  if (verbs.get(apiAction((action ?? '').trim().toLowerCase())) !== 'transfer') return read;
  // `send --asset ETH --value 0.02 --dest 0x…` (held-out-30): a send's value is the amount sent, as a transaction's is.
  // Elsewhere `value` is no field (a trade's value may be either side's, or dollars), refused.
  return {
    ...read,
    pairs: read.pairs.map(([key, value]): [string, string] => [
      /^(?:name|contact|payee|beneficiary)$/.test(key) ? 'recipient' : sentValue.test(key) ? 'amount' : key,
      value,
    ]),
  };
}

/**
 * `{"method":"wallet_wrap","params":{"native_amount":"0.3"}}` (held-out-26): a wrap takes the chain's native token
 * only, so the native amount is the amount wrapped. Elsewhere the name is no field (a swap's native amount could be of
 * either side), refused.
 */
function nativeWrapped(read: { action?: string; pairs: [string, string][] }): { action?: string; pairs: [string, string][] } {
  const action = read.action ?? read.pairs.find(([key]) => fieldNames[key] === 'action')?.[1];
  if (!/^(?:[a-z][a-z0-9]*[._/])?wrap$/i.test((action ?? '').trim())) return read;
  return { ...read, pairs: read.pairs.map(([key, value]): [string, string] => [/^native_?(?:amount|amt|qty)$/.test(key) ? 'amount' : key, value]) };
}

/** The value a send moves: `value`, `--value`, `send_value`, `tx_value`. */
const sentValue = /^(?:value|val|send_value|tx_value|transfer_value)$/;

/** `"event":"price_request"`, `event=balance.requested`: a webhook's event that names a read asked for. */
const readEvent =
  /^(?:(?:get|fetch|read|query)[_.:-])?(price|quote|balance|balances|portfolio|holdings)(?:[_.:-](?:request|requested|query|check|lookup|read|get))?$/i;

/**
 * A webhook with no action but an event naming a read (`"event":"price_request"`): the read is the action. Only a
 * read, which moves nothing; an event naming a move (`payout.requested`) stays the bot's bookkeeping, its move unnamed.
 */
function eventNamed(read: { action?: string; pairs: [string, string][] }): { action?: string; pairs: [string, string][] } {
  if (read.action !== undefined || read.pairs.some(([key]) => fieldNames[key] === 'action')) return read;
  const events = read.pairs.filter(([key]) => key === 'event' || key === 'event_type' || key === 'event_name');
  const named = events.length === 1 ? readEvent.exec(events[0]![1].trim()) : null;
  if (!named || (!/[_.:-]/.test(events[0]![1]) && !/^(?:price|balance|portfolio)$/i.test(named[1]!))) return read;
  const verb = named[1]!.toLowerCase();
  const action = verb === 'quote' ? 'price' : verb === 'holdings' ? 'portfolio' : verb.replace(/s$/, '');
  return { action, pairs: read.pairs.filter(([key]) => key !== events[0]![0]) };
}

/** Fields for a trade, a transfer or a read, as the sentence they stand for; `undefined` for prose. */
function fieldsSentence(prompt: string): string | Interpretation | undefined {
  if (!/[=:(?]/.test(prompt)) return undefined;
  const fields = readFields(prompt);
  if (!fields) return undefined;
  const contradicted = exactSidesContradicted(fields.pairs);
  if (contradicted) return contradicted;
  const read = eventNamed(nativeWrapped(namedPayee(apiNamed(fields))));
  const listing = orderListing(read);
  if (listing !== undefined) return listing;
  const values: Partial<Record<Field, string>> = {};
  const tags = new Set<string>();
  const expanded = expandedPairs(
    subjectAsAction(read.pairs).map(([key, value]) => ({ key, op: '=', value })),
    requestKind,
  );
  if (!Array.isArray(expanded)) return expanded;
  const pairs = expanded.map(({ key, value }): [string, string] => [key, value]);
  // What a field says is paid (`spend=100`, `budget=100`, `amount_in=100`): counted below, by the side it pays.
  let paid: { key: string; value: string } | undefined;
  // `spend=USDC`: a token named by the spending, beside which a bare amount may count either side (see below).
  let spent = false;
  // The name the amount was given under (`qty`, `amount`, `size`): an exchange's quantity counts the symbol traded.
  let amountName: string | undefined;
  // The name of a field that says every chain (`scope=all_chains`), read on a read only.
  let everyChain: string | undefined;
  let sort: string | undefined;
  let readOnlyNote: { written: string; value: string } | undefined;
  const readOnlyFields: { written: string; value: string }[] = [];
  for (const [written, given] of pairs) {
    // `pct=50`: a share of the holding, the amount as a percentage.
    const share = percentNames.has(written) && /^\d+(?:\.\d+)?$/.test(given);
    // `"description":"invoice 2291"` beside a trade or a transfer: a note in words, read as a note is (a launch's
    // description is the order reader's).
    const [key, value] = share ? ['amount', `${given}%`] : fieldNames[written] === 'description' ? ['note', given] : [written, given];
    if (isTag(key, value)) {
      if (tags.has(key)) return fail('INVALID_FIELDS', `"${key}" is given twice; give each once. Nothing was done.`);
      tags.add(key);
      continue;
    }
    // Fields reach this reader only for a trade made now (an order's are read by structuredOrder).
    if (isImmediateTif(key, value)) {
      if (tags.has(key)) return fail('INVALID_FIELDS', `"${key}" is given twice; give each once. Nothing was done.`);
      tags.add(key);
      continue;
    }
    const setting = refusedSetting(key, value) ?? otherCurrency(key, value);
    if (setting) return setting;
    // `slippage=50bps`: a slippage in basis points, whatever the field's name counts.
    const bps = /^\s*(\d+(?:\.\d+)?)\s*bps\s*$/i.exec(value)?.[1];
    // `mint="USDC"`, `contract=USDC`: a contract's field holding a token's symbol names the token, as `token=` does.
    const symbol = fieldNames[key] === 'address' && key !== 'address' && tokenWords.has(value.trim().replace(/^\$/, '').toLowerCase());
    // `"currency":"USDC"` in a payout: a currency field naming a token (never the dollar) is the token moved.
    const coin = fieldNames[key] === 'currency' && !/^\s*usd\s*$/i.test(value) && tokenWords.has(value.trim().replace(/^\$/, '').toLowerCase());
    // `want=UNI`: what is wanted, when it is a token and not a verb, is the token received, as `buy=UNI` says.
    const wanted = /^wants?$/.test(key) && !verbs.has(value.trim().toLowerCase()) && tokenWords.has(value.trim().replace(/^\$/, '').toLowerCase());
    const field = fieldNames[key] === 'slippage' && bps !== undefined ? 'slippageBps' : symbol || coin ? 'token' : wanted ? 'tokenOut' : fieldNames[key];
    if (field === 'slippage') {
      const high = bareSlippage(key, value);
      if (high) return high;
    }
    if (paidValue(key, field, value)) {
      if (paid !== undefined) return fail('INVALID_FIELDS', `"${paid.key}" and "${key}" both say what is paid; give it once. Nothing was done.`);
      paid = { key, value };
      continue;
    }
    // `sort=volume`: the order a ranking is shown in, checked below.
    if (sortNames.has(key)) {
      if (sort !== undefined) return fail('INVALID_FIELDS', `"${key}" is given twice; give each once. Nothing was done.`);
      sort = value;
      continue;
    }
    // `note="just testing"`: a note kept, not set aside, words a limit, a doubt or a request of its own.
    // `"note":"do NOT move anything"`: on a read, which moves nothing, set aside (checked below once the action is known).
    if (!field && isReadOnlyNote(key, value) && readOnlyNote === undefined) {
      readOnlyNote = { written, value };
      continue;
    }
    // `dry_run=true`, `all_chains=true`, `"reply":"current usd price"`: harmless on a read only (checked below).
    if ((!field || readWidth.test(key)) && isReadOnlyField(key, value)) {
      if (tags.has(key)) return fail('INVALID_FIELDS', `"${key}" is given twice; give each once. Nothing was done.`);
      tags.add(key);
      readOnlyFields.push({ written, value });
      continue;
    }
    if (!field && isNote(key))
      return fail(
        'UNKNOWN_FIELD',
        `The field "${written}" ("${value}") words a limit, a doubt or a request of its own, so I did nothing rather than ignore it.`,
      );
    // `"scope":"all_chains"` on a read: every chain, which a read with no chain covers anyway (checked below).
    if (field === 'scope' && allChains.test(value)) {
      if (everyChain !== undefined) return fail('INVALID_FIELDS', `"${key}" is given twice; give each once. Nothing was done.`);
      everyChain = key;
      continue;
    }
    if (!field || !tradeReadFields.has(field))
      return fail(
        'UNKNOWN_FIELD',
        `I don't know the field "${key}", so I did nothing rather than ignore it. Fields I read: action, chain, from, to, token, amount, amount_usd, side, slippage, slippage_bps, recipient, address.`,
      );
    if (field === 'action' && values.action !== undefined)
      return fail('ONE_ACTION', 'One action per prompt for now: send the steps as separate prompts. Nothing was done.');
    // `pair=WBTC/USDC … quote=USDC` (held-out-22): a token or a chain said again as it was says nothing more. An amount
    // said twice, even alike, keeps its refusal (twice may mean twice as much).
    if (values[field] !== undefined && !/\d/.test(value) && sameWord(values[field]!, value)) continue;
    // "to=alice.eth … to=bob.eth", "amount=1 qty=2": which one is meant is a guess.
    if (values[field] !== undefined)
      return fail('INVALID_FIELDS', `"${key}" is given twice, or says again what another field said; give each once. Nothing was done.`);
    spent ||= field === 'tokenIn' && /^(?:spend|funding|fund_with)$/.test(key);
    if (field === 'amount') amountName = key;
    values[field] = field === 'slippageBps' && bps !== undefined ? bps : value;
  }
  const disagrees = sideDisagrees(values.action ?? read.action, values.side);
  if (disagrees) return disagrees;
  // `"side":"long"`, `side=short`: a side no spot trade has; the token and the way it goes were left out of the trade
  // read (`swap 3 on unichain`, sweep 42 C), so it is refused by name.
  // (`"mode":"take_profit"` (held-out-38): a mode that names an order is no side of a trade made now either.)
  const sideSaid = pairs.find(([key, value]) => key === 'side' || (key === 'mode' && !/^\s*exact/i.test(value)))?.[1];
  if (sideSaid !== undefined && !/^\s*(?:buy|sell)\s*$/i.test(sideSaid))
    return fail('INVALID_FIELDS', `"side": "${sideSaid.trim()}" is no buy or sell, and this service makes spot trades only, so nothing was done.`);
  // `"type":"market","side":"buy"`: an order's type that only says now leaves the side to say the action.
  if (values.action !== undefined && /^(?:market|mkt|market_order)$/i.test(values.action) && /^(?:buy|sell)$/i.test(values.side ?? '') && !read.action)
    values.action = values.side!.toLowerCase();
  // `type: market`, `sell: UNI`, `receive: USDC`: with no side, the fields naming the token sold and the one received
  // say the trade, now.
  else if (
    values.action !== undefined &&
    /^(?:market|mkt|market_order)$/i.test(values.action) &&
    values.side === undefined &&
    !read.action &&
    values.tokenIn !== undefined &&
    values.tokenOut !== undefined &&
    // `buy: UNI`, `with: USDC`, `qty: 4`: 4 of which is the buy's to say, never read as a swap's amount sold. An
    // amount whose name says it is sold (`sell_amount: 5`, held-out-26) is the swap's whoever's `buy` beside it, and
    // one whose name says it is bought (`buy_amount_exact: 3`, held-out-27) or in dollars says its side too.
    (!read.pairs.some(([key]) => key === 'buy') ||
      read.pairs.some(([key]) => soldAmountNames.has(key)) ||
      values.amountOut !== undefined ||
      values.usd !== undefined)
  )
    values.action = 'swap';
  // `ACTION=REBALANCE … sell=AERO amt=40 buy=USDC` (held-out-27): a rebalance names no trade of its own; beside the token
  // it sells and the one it buys, it is that trade now, its amount the sold token's as without an action (see
  // withImpliedAction). Without a `sell` field the amount's side is unsaid, and the action stays unknown.
  if (
    values.action !== undefined &&
    rebalanceWords.test(values.action.trim()) &&
    !read.action &&
    values.side === undefined &&
    values.tokenIn !== undefined &&
    values.tokenOut !== undefined &&
    read.pairs.some(([key]) => key === 'sell')
  )
    values.action = 'swap';
  // "from": a token to pay with, never a wallet: money moves only from the caller's own.
  const actionName = (read.action ?? values.action ?? '').toLowerCase();
  const sends = (verbs.get(apiAction(actionName)) ?? actionName) === 'transfer';
  if (values.tokenIn !== undefined && (/\.eth$/i.test(values.tokenIn) || (sends && /^0x|^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(values.tokenIn))))
    return fail('INVALID_FIELDS', `"${values.tokenIn}" is a wallet, not a token: moves are made from your own wallet only. Nothing was done.`);
  // Two fields for one thing: a recipient as "to" and as "recipient", an amount in tokens and in dollars.
  if ((values.toEither !== undefined && values.to !== undefined) || (values.amount !== undefined && values.usd !== undefined))
    return fail('INVALID_FIELDS', 'Two fields name the same thing (a recipient, or an amount in tokens and in dollars); give it once. Nothing was done.');
  const limit = values.limit;
  if (
    limit !== undefined &&
    (!/^[1-9]\d?$/.test(limit) || Number(limit) > 50 || verbs.get(apiAction((read.action ?? values.action ?? '').toLowerCase())) !== 'trending')
  )
    return fail('UNKNOWN_FIELD', `"limit" is read for trending only, as a whole number from 1 to 50: ${limit} is not one I can honour. Nothing was done.`);
  // Trending tokens are ranked by recent swap volume, highest first: a sort by volume is that ranking; any other sort,
  // or a sort on anything but trending, is an order no read honours, refused by name.
  const ranking = verbs.get(apiAction((read.action ?? values.action ?? '').toLowerCase())) === 'trending';
  if (sort !== undefined && (!volumeSort.test(sort.trim()) || !ranking))
    return fail(
      'UNKNOWN_FIELD',
      ranking
        ? `Trending tokens are ranked by recent swap volume, highest first; "sort=${sort}" is an order I cannot honour. Nothing was done.`
        : `"sort" is read for trending only, so I did nothing rather than ignore it.`,
    );
  const named = (read.action ?? values.action ?? '').toLowerCase();
  // `market_sell token=PEPE quote=USDC`: beside one token sold or bought now, the quote is the other side of the trade.
  // `trade side=buy token=DEGEN`: a trade with a side and one token named is that side's buy or sell of it.
  const sided =
    verbs.get(apiAction(named)) === 'swap' &&
    /^(?:buy|sell)$/i.test(values.side ?? '') &&
    values.token !== undefined &&
    [values.tokenIn, values.tokenOut, values.toEither, values.base, values.quote].every((v) => v === undefined);
  const tradeVerb = sided ? values.side!.toLowerCase() : verbs.get(apiAction(named));
  if (values.quote !== undefined && values.base === undefined && values.baseAmount === undefined && values.quoteAmount === undefined) {
    if (tradeVerb === 'sell' && values.tokenOut === undefined && values.toEither === undefined) [values.tokenOut, values.quote] = [values.quote, undefined];
    else if (tradeVerb === 'buy' && values.tokenIn === undefined) [values.tokenIn, values.quote] = [values.quote, undefined];
    if (values.quote === undefined) delete values.quote;
  }
  // `getPrice({ base: "ETH", quote: "USD" })` (held-out-30): on a read, the pair's base is the token read, as `token=`
  // says it; with no side and no amount it is no order form. Beside a token, or with an order's amount, it stays refused.
  const reading = readActions.has(verbs.get(apiAction(named)) ?? '');
  if (
    reading &&
    values.base !== undefined &&
    values.token === undefined &&
    values.side === undefined &&
    values.baseAmount === undefined &&
    values.quoteAmount === undefined
  ) {
    values.token = values.base;
    delete values.base;
  }
  // `GET /holdings?token=UNI&quote=usd`: on a read, the quote is the currency values are shown in, not an order's.
  if (values.quote !== undefined && values.base === undefined && values.currency === undefined && reading) {
    values.currency = values.quote;
    delete values.quote;
  }
  // `format: usd_totals`, `fmt=usd_value`, `format=totals_usd` (held-out-31 bot 44): on a read, the answer's form named
  // with its currency, dollars, which is what values are shown in (`eur_totals` stays refused as any other currency is).
  if (reading && values.currency !== undefined && usdForm.test(values.currency.trim())) values.currency = 'usd';
  const buyingNow = tradeVerb === 'buy' || values.side?.toLowerCase() === 'buy';
  // `action=buy token=degen amount=25usdc`: on a buy, an amount in a token other than the one bought is what is paid.
  const inToken = /^\s*\d+(?:\.\d+)?\s*\$?([a-z][a-z0-9]*)\s*$/i.exec(values.amount ?? '')?.[1]?.toLowerCase();
  const boughtToken = (values.tokenOut ?? values.toEither ?? values.token ?? values.base)?.toLowerCase();
  if (buyingNow && paid === undefined && inToken !== undefined && tokenWords.has(inToken) && boughtToken !== undefined && inToken !== boughtToken) {
    paid = { key: 'amount', value: values.amount! };
    delete values.amount;
  }
  // `action=sell spend=USDC token=DEGEN`: two tokens for the one side a sell names; `buy` with two bought, the same.
  const [one, other] = tradeVerb === 'sell' ? [values.token, values.tokenIn] : tradeVerb === 'buy' ? [values.token, values.tokenOut] : [];
  if (one !== undefined && other !== undefined && one.toLowerCase() !== other.toLowerCase())
    return fail('INVALID_FIELDS', `"${one}" and "${other}" both name the token ${tradeVerb === 'sell' ? 'sold' : 'bought'}; give it once. Nothing was done.`);
  const paying = paidSide(values, tradeVerb, paid);
  if (paying !== undefined && typeof paying === 'object') return paying;
  // `amount=100 currency=usd` beside a trade: 100 of the token, or $100? The amount is left out, and asked.
  const trading = tradeVerb === 'buy' || tradeVerb === 'sell' || tradeVerb === 'swap';
  // `action=buy spend=USDC amount=25`, `side=buy token=ETH pay_with=USDC amount=1000`: spent, or bought? Asked the
  // same way, whatever the number's size seems to say.
  const payNamed = spent || values.tokenIn !== undefined || (values.quote !== undefined && values.base === undefined);
  // `amount=0.1` beside `amount_out=3`: the amount paid, or a second say of the amount bought? Neither is guessed.
  if (trading && values.amountOut !== undefined && (values.amount !== undefined || values.usd !== undefined))
    return fail('INVALID_FIELDS', 'Two fields give the amount (in tokens, in dollars, or on both sides); give it once. Nothing was done.');
  // `EXEC BUY WETH chain=base size=0.01 funding=ETH` (held-out-28): wrapping trades one for one, so an amount spent or
  // bought is the same amount either way, and nothing is left to ask.
  const wrapping = oneForOne(values.chain, values.tokenIn, boughtToken);
  // `side=buy symbol=WBTC qty=0.001 pay_with=USDC` (held-out-30): an exchange's quantity counts the symbol traded, as
  // its order forms do (the quote's is `quote_qty`), so on a buy it is the amount bought, whatever token pays. An
  // `amount` or a `size` beside a token paid stays asked: either side's; so does a quantity beside a quote named
  // (`buy(token="WIF", qty=10, for_asset="USDC")`, held-out-25), which may be the quote's.
  if (
    trading &&
    !pairs.some(([key]) => fieldNames[key] === 'quote') &&
    buyingNow &&
    payNamed &&
    paying !== 'swap' &&
    !wrapping &&
    values.currency === undefined &&
    quantityNames.has(amountName ?? '') &&
    boughtToken !== undefined &&
    values.amountOut === undefined &&
    values.usd === undefined &&
    /^\s*\d+(?:\.\d+)?\s*$/.test(values.amount ?? '')
  ) {
    values.amountOut = values.amount!.trim();
    delete values.amount;
  }
  if (
    trading &&
    (values.currency !== undefined || (payNamed && buyingNow && paying !== 'swap' && !wrapping)) &&
    /^\s*\d+(?:\.\d+)?\s*$/.test(values.amount ?? '')
  )
    delete values.amount;
  if (values.currency !== undefined && values.currency.toLowerCase() !== 'usd')
    return fail('UNKNOWN_FIELD', `Values are in US dollars only, not "${values.currency}". Nothing was done.`);
  delete values.currency;
  const counted = countedAmount(values, tradeVerb);
  if (counted) return counted;
  // An order form (a base or a quote named) says its own action; `market_buy` beside it is no second say of the side.
  const formed = values.base !== undefined || values.quote !== undefined;
  const order = exchangeOrder(values, tradeVerb);
  if ('kind' in order) return order as Interpretation;
  // The order form's fields become the swap's: nothing of the form (its side above all) is left to be read twice.
  for (const field of Object.keys(values) as Field[]) delete values[field];
  Object.assign(values, order);
  // "get_price", "fetchBalance": an API's name for an action is that action.
  const actionWord =
    paying === 'swap' ? 'swap' : sided ? tradeVerb! : formed && order.action ? order.action : apiAction((read.action ?? values.action ?? '').toLowerCase());
  if (actionWord === 'bridge')
    return fail('BRIDGE_UNSUPPORTED', 'Moving tokens between chains (bridging) is not supported; swaps and transfers happen on one chain. Nothing was done.');
  const verb: string = gasTopUpTo(actionWord, values) ? 'transfer' : (verbs.get(actionWord) ?? actionWord);
  // `GET /holdings?token=UNI&chain=unichain`: holdings of a token or on a chain are its balance there, never the whole
  // portfolio with the fields dropped.
  // `holding_value token=UNI`, `position_worth`: the value asked of a holding is the portfolio's reading of it, valued.
  if (
    verb === 'portfolio' &&
    /[_-](?:value|values|worth|usd)$|^(?:usd[_-])?(?:value|worth)[_-]of[_-]/i.test(read.action ?? values.action ?? '') &&
    values.to === undefined
  ) {
    const tokens = values.token ? list(values.token) : [];
    const chains = values.chain ? list(values.chain) : [];
    const other = Object.entries(values).filter(([field]) => !['action', 'token', 'chain'].includes(field));
    if (other.length === 0 && (tokens.length > 0 || chains.length > 0) && everyChain === undefined)
      return `what ${tokens.length > 1 ? 'are' : 'is'} my ${tokens.length > 0 ? tokens.join(' and ') : 'portfolio'}${onChains({ chains, tokens })} worth`;
  }
  const action = verb === 'portfolio' && (values.token !== undefined || values.chain !== undefined) ? 'balance' : verb;
  if (readOnlyNote !== undefined && !['balance', 'portfolio', 'price', 'lookup', 'trending'].includes(action))
    return fail(
      'UNKNOWN_FIELD',
      `The field "${readOnlyNote.written}" ("${readOnlyNote.value}") words a limit, a doubt or a request of its own, so I did nothing rather than ignore it.`,
    );
  const moveField = readOnlyFields.find(() => !['balance', 'portfolio', 'price', 'lookup', 'trending'].includes(action));
  if (moveField !== undefined)
    return fail('UNKNOWN_FIELD', `I don't read the field "${moveField.written}" beside a move, so I did nothing rather than ignore it.`);
  // `scope=all_chains`: every chain is what a read with no chain reads; beside a move, or beside a chain named, it says
  // something no form honours, refused by name.
  if (everyChain !== undefined && (values.chain !== undefined || (action !== 'portfolio' && action !== 'balance')))
    return fail(
      'UNKNOWN_FIELD',
      values.chain !== undefined
        ? `"${everyChain}" says every chain and "chain" names one; give one of them. Nothing was done.`
        : `"${everyChain}" is read on a balance or portfolio read only, so I did nothing rather than ignore it.`,
    );
  // `"recipient": "0x…"` beside a swap or a read: a trade pays into the caller's own wallet, and a read is of it, so a
  // recipient there says something no form honours; refused by name, never dropped.
  if (values.to !== undefined && action !== 'transfer')
    return fail('UNKNOWN_FIELD', `A ${action} is made for your own wallet and has no recipient ("${values.to}"), so I did nothing rather than ignore it.`);
  // `wrap chain=base asset=ETH amount=0.1 to=bob.eth` (or `to=USDC`): "to" names the token a wrap makes, and here a
  // wallet or another token; the wrap was made in the caller's own wallet and the field dropped (found beside
  // held-out-32 bot 54). Only the wrap's own counterpart (WETH for ETH, ETH for WETH) may stand there.
  if ((action === 'wrap' || action === 'unwrap') && values.toEither !== undefined && !wrapCounterpart(action, values.token, values.toEither))
    return fail(
      'UNKNOWN_FIELD',
      tokenWords.has(values.toEither.trim().replace(/^\$/, '').toLowerCase())
        ? `A ${action} makes ${action === 'wrap' ? 'the wrapped' : 'the native'} token only, not "${values.toEither}", so I did nothing rather than ignore it.`
        : `A ${action} is made for your own wallet and has no recipient ("${values.toEither}"), so I did nothing rather than ignore it.`,
    );
  const { chain, token, action: _action, toEither, to, ...rest } = values;
  // `"to":"0x1111…","address":"0x4444…"` on a send: an address that is no token's contract names a wallet, a second
  // recipient beside the one in "to"; the send went to "to" and the other was dropped. Which one is paid is a guess.
  const payees = [toEither, to].filter((v): v is string => v !== undefined);
  const wallet = values.address?.trim();
  if (action === 'transfer' && wallet && payees.length > 0 && walletLike.test(wallet) && tokensAt(wallet).length === 0) {
    const other = payees.find((payee) => payee.trim().toLowerCase() !== wallet.toLowerCase());
    if (other !== undefined)
      return fail('INVALID_FIELDS', `Two fields name different recipients (${other} and ${wallet}); give the one to pay once. Nothing was done.`);
  }
  const form = structuredForms.get(action);
  if (!form) return fail('UNRECOGNIZED', `I don't know the action "${actionWord}". Actions: ${[...structuredForms.keys()].join(', ')}.`);
  // `PAYOUT … recipient=@mike_trades` (held-out-30): a chat handle is no address; the send is written without it, so the
  // recipient is asked like any missing one (its underscore never read as words of the sentence).
  const handle = action === 'transfer' && payees.some((payee) => chatHandle.test(payee));
  return form.sentence(action, {
    ...rest,
    chains: chain ? list(chain) : [],
    tokens: token ? list(token) : [],
    ...(toEither !== undefined && !handle ? { to: toEither } : {}),
    ...(to !== undefined && !handle ? { recipient: to } : {}),
  });
}

/** Whether `to` is what a wrap of `token` makes (`WETH` for `ETH`) or an unwrap gives back (`ETH` for `WETH`). */
function wrapCounterpart(action: 'wrap' | 'unwrap', token: string | undefined, to: string): boolean {
  const [from, made] = [token ?? '', to].map((t) =>
    t
      .trim()
      .replace(/^\$/, '')
      .toUpperCase()
      .replace(/^WRAPPED[\s_-]*/, 'W'),
  );
  return action === 'wrap' ? made === `W${from}` : from === `W${made}`;
}

/** A chat handle (`@mike_trades`, `@bob`), which names a person on a chat app, never a wallet. */
const chatHandle = /^\s*@[a-z0-9_]{1,32}\s*$/i;

/** The names an exchange gives the quantity of the symbol traded (never the quote's: `quote_qty`). */
const quantityNames = new Set(['qty', 'quantity']);

/** A wallet's address or name, as a field's value. */
const walletLike = /^(?:0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}|[\w-]+(?:\.[\w-]+)*\.(?:eth|sol))$/;

/** Two values that are the same word, as bots write it (`USDC`, `usdc`, `$USDC`). */
const sameWord = (a: string, b: string): boolean => a.trim().replace(/^\$/, '').toLowerCase() === b.trim().replace(/^\$/, '').toLowerCase();

/** Whether paying `paid` for `bought` on `chain` is wrapping or unwrapping its native token: one for one, an amount on either side the same. */
function oneForOne(chain: string | undefined, paid: string | undefined, bought: string | undefined): boolean {
  const name = chain?.trim().toLowerCase();
  if (name === undefined || paid === undefined || bought === undefined || !(supportedChainNames as readonly string[]).includes(name)) return false;
  return wrapKindOf(name as ChainName, paid.trim(), bought.trim()) !== undefined;
}

const gasTopUp = /^(?:gas[_-]?)?top[_-]?up(?:[_-]gas)?$|^refuel$/;
/**
 * `job: gas_topup … asset: POL … dest: "0x5555…"` (held-out-28): topping up another wallet's gas is sending it the
 * chain's native token, a transfer to that wallet. Only with a recipient and the chain's own native token named: a
 * top-up of one's own wallet, or in any other token, says no move certain, and stays unknown.
 */
function gasTopUpTo(action: string, values: Partial<Record<Field, string>>): boolean {
  const chain = values.chain?.trim().toLowerCase();
  if (!gasTopUp.test(action) || values.to === undefined || values.token === undefined || chain === undefined) return false;
  if (!(supportedChainNames as readonly string[]).includes(chain)) return false;
  return wrapPairOf(chain as ChainName).native === values.token.trim().toUpperCase();
}

/**
 * `exact_out=True` (held-out-31 bot 52, beside `buy_amount=3`): a switch that says which side is exact, never an amount
 * of its own (read as one, the amount bought was "given twice"). It is the side, as `mode=exact_output` says; any other
 * value stays an amount field, for the reader to read or refuse.
 */
function exactFlag([key, value]: [string, string]): [string, string] {
  const side = /^exact[_-]?(in|input|out|output)$/.exec(key);
  return side && /^(?:true|yes|1)$/i.test(value.trim()) ? ['mode', `exact_${side[1]!.startsWith('in') ? 'input' : 'output'}`] : [key, value];
}

/** A field that names the amount paid (`amount_in=3`, `sell_amount=3`): the input side, whatever a mode says. */
const paidAmountKey = /^(?:amount_?in|in_?amount|input_?amount|amount_?input|sell_?amount|amount_?sold|spend_?amount|pay_?amount|from_?amount)$/;

/**
 * `amount_in=3 mode=exact_output`, `sell_amount=3, exact_out=True`: the amount is said to be the one paid and the one
 * bought at once. Read as the mode says, 3 USDC paid became exactly 3 UNI bought; the fields are refused instead.
 */
function exactSidesContradicted(pairs: readonly [string, string][]): Interpretation | undefined {
  const out = pairs.some(
    ([key, value]) => (key === 'mode' || key === 'side') && /^exact[_-]?out(?:put)?$/i.test(value.trim().replace(/([a-z])([A-Z])/g, '$1_$2')),
  );
  const paid = pairs.find(([key]) => paidAmountKey.test(key));
  if (!out || !paid) return undefined;
  return fail(
    'INVALID_FIELDS',
    `"${paid[0]}" is the amount paid, but the fields also say the amount bought is exact; say which one is exact. Nothing was done.`,
  );
}

/** A first word that holds what follows back (a plan, a queue, a draft, a test), before a field. */
const heldLead = new RegExp(String.raw`^\s*\/?(${holdingWords}|dry_run|hold|pending)\b(?=(?:\s+[a-z][\w.]*)*\s+[a-z_]+\s*[=:])`, 'i');
