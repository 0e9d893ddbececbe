import { verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { apiAction } from './structured-api-names.ts';
import { familyOf, structuredOrder } from './structured-orders.ts';
import { withoutBotName } from './structured-bot-lines.ts';
import { isTag, jsonFields } from './structured-fields.ts';
import { fieldsLine, isCommandLine } from './structured-prompt.ts';

/** A call written as code: `lookup_token(chain="base", contract="0x…")`, `wallet.balance()`. */
const callLine = /^\s*[a-z][\w]*(?:\.[a-z]\w*)?\s*\([^()]*\)\s*;?\s*$/i;

/**
 * `lookup_token(chain="base", contract="0x…")  # scanner hit, need symbol + price`, `{"chain":"unichain"}  // config
 * dropped the field`: a code comment after a bot's structured line (a call, a JSON object, a line of fields, a command
 * line) is the bot's note about it, read as a `comment` field is: set aside when it words nothing that could change
 * what moves (see `isTag`), so the line is read alone. A comment that words a limit, a doubt or a request of its own
 * leaves the prompt as it was, for the readers to refuse; so does a comment after prose.
 */
export function withoutCodeComment(prompt: string): string {
  if (/[\n\r]/.test(prompt.trim())) return prompt;
  // A comment is set off by a closing parenthesis, "#" or "//": a prompt with none of them has no comment to take off.
  if (!/[)#]|\/\//.test(prompt)) return prompt;
  // `… token=UNI  (position closed manually)`: a closing parenthetical after a line of fields is a comment too.
  const aside = /[^\S\n]+\(([^()]*)\)\s*$/.exec(prompt);
  if (aside && structuredLine(prompt.slice(0, aside.index)) && isTag('comment', aside[1]!.trim())) return prompt.slice(0, aside.index).trim();
  for (const m of prompt.matchAll(/[^\S\n]+(?:#+|\/\/)(?=\s|$)/g)) {
    const head = prompt.slice(0, m.index);
    const comment = prompt.slice(m.index + m[0].length).trim();
    if (!structuredLine(head)) continue;
    // On a read, the read's own words in the comment say what is wanted shown; beside a move they may be a step before it.
    const said = withoutOwnTokens(head, reading(head) ? withoutReadWords(comment) : comment);
    return comment === '' || isTag('comment', said) ? head.trim() : prompt;
  }
  return prompt;
}

/**
 * `wrap(… token="ETH" …)  # need WETH for lp bot`: a token the line itself moves (or its wrapped twin, which a wrap
 * makes) named in the comment says why, no other token; any other token named there stays, for the comment to be kept.
 */
function withoutOwnTokens(head: string, comment: string): string {
  const own = new Set<string>();
  for (const w of head.toLowerCase().split(/[^a-z0-9$]+/)) {
    const token = w.replace(/^\$/, '');
    if (!tokenWords.has(token)) continue;
    own.add(token);
    own.add(token.startsWith('w') ? token.slice(1) : `w${token}`);
  }
  return comment.replace(/\$?[a-z][a-z0-9]*/gi, (w) => (own.has(w.replace(/^\$/, '').toLowerCase()) ? ' ' : w));
}

/** A read's words in a comment (`need symbol + price`) say what the bot wants shown: no move, nothing a read could change. */
const reads = new Set(['price', 'balance', 'portfolio', 'lookup', 'trending']);
const withoutReadWords = (comment: string): string =>
  comment
    .split(/(\s+)/)
    .filter((w) => !reads.has(verbs.get(w.toLowerCase().replace(/[^a-z]/g, '')) ?? ''))
    .join('')
    .replace(/\s*\+\s*/g, ' ');

/** Whether a line names no move: none of its words is a move's verb (`market_buy`, `swap`) nor an amount's field. */
const reading = (line: string): boolean =>
  !line
    .toLowerCase()
    .split(/[^a-z_.]+/)
    .some((w) => /^(?:amount|amt|qty|quantity|size|recipient|recipients|spend|pay|usd|amount_usd)$/.test(w) || movesWith(w));
const movesWith = (word: string): boolean => {
  const verb = verbs.get(apiAction(word)) ?? verbs.get(word);
  // (`check_funds`, `fees_report`: a check's or a report's name is a read's.)
  const family = familyOf(word);
  return (verb !== undefined && !reads.has(verb)) || (family !== undefined && family !== 'check' && family !== 'fees');
};

const structuredLine = (line: string): boolean =>
  jsonFields(line) !== undefined || callLine.test(line) || fieldsLine(line) || isCommandLine(line) || orderLine(line) || loggedMove.test(line);

/** `SELL 0.005 WETH -> USDC on base` (held-out-35 bot): a move as a bot logs it, its verb in capitals and an arrow to what it gets. */
const loggedMove = /^\s*(?:BUY|SELL|SWAP|SEND|TRANSFER|WRAP|UNWRAP)\s+[^#\n]*(?:->|=>|→)[^#\n]*$/;

/** `risk-mgr: CANCEL stop_loss chain=ethereum token=UNI`: a line of an order's fields the order reader reads whole. */
const orderLine = (line: string): boolean => !/[\n\r]/.test(line.trim()) && typeof structuredOrder(withoutBotName(line)) === 'string';
