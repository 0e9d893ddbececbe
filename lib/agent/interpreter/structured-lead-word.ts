import { fail, type Interpretation } from './intent.ts';
import { englishWord, stopWords, verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { claimed, moving, programName } from './structured-log-line.ts';
import { heldNamespace, holdingWords } from './structured-api-names.ts';

/** The actions that move money now: a word before one of them, in a line of fields, is read by the rule below. */
const movingKinds = new Set(['swap', 'buy', 'sell', 'transfer', 'wrap', 'unwrap', 'bridge']);

/** The start of a line: its first four words, each free of field syntax. */
const leadWords = /^\s*((?:\/?(?!-)[^\s=:"'{}()[\]|,;]+\s+){1,4})/;
/** A field after the lead: `k=v`, `--k` (a colon, `here: buy …`, is prose's as often as a field's). */
const fieldAfter = /(?:^|\s)[a-z_]+\s*=\s*\S|(?:^|\s)--[a-z]/i;

/** Words before a verb that say only do it, and now (`exec buy …`, `market sell …`, `please send …`), or a log's level. */
const doWords = new Set([
  'exec',
  'execute',
  'executing',
  'run',
  'do',
  'market',
  'mkt',
  'please',
  'pls',
  'plz',
  'kindly',
  'ok',
  'okay',
  'now',
  'info',
  'debug',
  'notice',
  'trace',
  // `ACTION buy notional_usd=30 …` (held-out-35 bot): a log's label for the action that follows.
  'action',
]);

/** Command-line programs and namespaces that name the tool the line is typed into, never a hold on it. */
const knownClis = new Set(['purser', 'npx', 'node', 'cli', 'cmd', 'command', 'wallet', 'tx', 'agent', 'bot', 'cast']);

/** A part of a name that says the move is held back, rehearsed or only proposed (`paper_trade`, `dry-run`, `backtest2`). */
const heldPart = new RegExp(
  `^(?:${holdingWords}|dry|tests|testing|backtest|backtesting|simulated|simulation|mock|fake|demo|sandbox|practice|noop|preview|pending|hold|held|proposal|proposed|propose|suggest|suggested|suggestion|example|sample|idea|maybe|todo|staging|testnet|devnet)$`,
  'i',
);

/** Chain names a bot may write before its command (`base swap from=…`): left to the readers that read a chain. */
const chainWord = /^(?:base|ethereum|eth|mainnet|solana|sol|polygon|matic|unichain)$/i;

/** Whether a word looks like a program's name: `tradebot`, `dca-bot`, `grid_v2`, `tx.send`, `bots/dca`, `risk-agent`. */
const programLike = (word: string): boolean =>
  /[-_/.\d]/.test(word) || /(?:bot|agent|cli|ctl)$/i.test(word) || programName.test(word) || knownClis.has(word.toLowerCase());

/**
 * `foo buy chain=base token=UNI spend=40USDC`: the words before a move's verb in a line of fields were dropped as a bot's
 * name, whatever they said (`backtest buy …`, `proposal buy …`, `suggested buy …` made the move now). A closed rule
 * instead: a word there is passed over only when it says do it (`exec`, `market`, `please`), names a chain, or looks
 * like a program's name (a `-`, `_`, `/`, `.` or digit in it, ending in bot/agent/cli, or a known CLI); a program's
 * name with a part that holds the move back (`paper_trade`, `dry-run`) and any other word refuse the line, nothing moved.
 * A line whose lead words are all a program's name or say do it is given from its verb on; any other as it was.
 */
export function withoutLeadName(request: string): string | Interpretation {
  if (/[\n\r]/.test(request.trim())) return request;
  // `sim-bot: buy chain=…`, `[paper-trader] sell …`: a program's name before a colon is dropped by the log readers; one
  // that says a rehearsal or a hold is no bot's name to drop before a move.
  const labelled = labelHead.exec(request);
  if (labelled && parts(labelled[1]!).some((part) => heldPart.test(part)) && moving.test(request.slice(labelled[0].length)))
    return fail(
      'NOT_AN_ORDER',
      `I read "${labelled[1]}" before the request: it holds the move back (a plan, a queue, a draft or a test), so nothing was done. Send the request alone when it should happen.`,
    );
  // `exec side=SELL base_asset=UNI …` (held-out-35 bot): a word that says do it, before the fields with no verb between.
  const bare = /^\s*\/?([a-z]+)\s+(?=[a-z_]+\s*=\s*\S)/i.exec(request);
  if (bare && doWords.has(bare[1]!.toLowerCase())) return request.slice(bare[0].length);
  const lead = leadWords
    .exec(request)?.[1]
    ?.trim()
    .split(/\s+/)
    .map((w) => w.replace(/^\//, ''));
  const at = lead?.findIndex((w) => movingKinds.has(verbs.get(w.toLowerCase()) ?? '')) ?? -1;
  if (lead === undefined || at < 1 || !fieldAfter.test(request.slice(request.indexOf(lead[at]!) + lead[at]!.length))) return request;
  const verb = lead[at]!;
  const before = lead.slice(0, at);
  const held = before.find((word) => parts(word).some((part) => heldPart.test(part)));
  if (held !== undefined)
    return fail(
      'NOT_AN_ORDER',
      `I read "${held}" before the ${verb}: it holds the move back (a plan, a queue, a draft or a test), so nothing was done. Send the fields alone when it should happen.`,
    );
  // `limit buy ETH @2500 …`, `set a limit buy on base — …`, `dca-bot buy …`: an order's word says the move waits; the
  // order readers read the line as it is.
  if (before.some((word) => parts(word).some((part) => heldNamespace.test(part.toLowerCase())))) return request;
  let named = true;
  // `hedger acquire --chain ethereum …`, `solpay send --network solana …` (held-out-39 bot): a command line's first word,
  // then its subcommand, then only `--flags`, is the program the line is typed into — when it is no word of the
  // lexicon, of everyday English or of a time or a hold (`later send --…`, `tomorrow buy --…` stay refused below).
  const afterVerb = request.slice(request.indexOf(verb, request.indexOf(before[0] ?? '') + (before[0]?.length ?? 0)) + verb.length);
  const commandLine = before.length === 1 && /^\s*--[a-z]/i.test(afterVerb);
  for (const word of before) {
    const lower = word.toLowerCase();
    if (doWords.has(lower) || (programLike(word) && !claimed.test(word.replace(/agent/gi, ' ')))) continue;
    if (commandLine && programWord(lower)) continue;
    // `$ purser swap …`, `📣 BUY SIGNAL: …`, `base swap …`: a console's prompt, a mark, a chain, kept for their readers.
    named = false;
    if (!/[a-z0-9]/i.test(word) || chainWord.test(word) || verbs.has(lower)) continue;
    return fail(
      'UNRECOGNIZED',
      `I don't know what "${word}" before the ${verb} says (a bot's name, or a word that holds the move back), so nothing was done. Send the fields without it when it should happen.`,
    );
  }
  // `trade_worker buy … spend=40USDC`: the program's name is taken off, so no word of it (its `trade`) is read as the request's.
  return named ? request.slice(request.search(verbAt(verb))) : request;
}

/** Words of a time, a hold or a doubt that no program is named by (see `commandLine` above). */
const notProgram =
  /^(?:today|tomorrow|tonight|tmrw|tmr|later|soon|next|never|someday|eventually|maybe|perhaps|whatif|hypothetical|hypothetically|queued?|plann?e?d?|scheduled?|pending|draft|if|when|unless|dont|not|no|wait|hold|skip|should|would|could|might|must|will|shall|can|cannot|cant|please|manual|manually|morning|evening|night|noon|weekly|daily|monthly|hourly|nightly|once|twice|again|first|then|after|before)$/;
const programWord = (word: string): boolean =>
  /^[a-z][a-z0-9]{2,24}$/.test(word) &&
  !notProgram.test(word) &&
  !heldPart.test(word) &&
  !englishWord(word) &&
  !stopWords.has(word) &&
  !verbs.has(word) &&
  !tokenWords.has(word) &&
  !chainWord.test(word) &&
  !claimed.test(word);

/** A bot's name as a label before its request: `sim-bot:`, `dca.worker ::`, `[paper-trader]`. */
const labelHead = /^\s*\[?([a-z][\w.-]{0,39})\]?\s*(?:::|:|\]\s)\s*(?=\S)/i;

/** A name's parts: `paper_trade` → paper, trade; `DemoBot` → Demo, Bot; `testbot` → test, bot. */
const parts = (word: string): string[] => word.split(/[-_/.\d]+|(?<=[a-z])(?=[A-Z])|(?=(?:[Bb]ot|[Aa]gent|[Cc]li|[Ww]orker|[Dd]aemon)$)/).filter(Boolean);

/** Where the verb stands as a word of its own (`/buy` too), never inside a name before it (`buybot buy`). */
const verbAt = (verb: string): RegExp => new RegExp(`(?<=\\s)\\/?${verb}\\b`);
