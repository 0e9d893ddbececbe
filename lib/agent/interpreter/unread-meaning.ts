import { withoutCodeComment } from './structured-comment.ts';
import { waitUnderstood } from '../../capabilities/automations/order-words.ts';
import { ask, fail, movesMadeNow, type Intent, type Interpretation, type PartialIntent } from './intent.ts';
import { askWhole, confirmQuestion } from './owed-yes.ts';
import { fieldsBlock, fieldsLine, isCommandLine } from './structured-prompt.ts';
import { stopsMove } from './unread-foreign.ts';
import { confirmNotMeant, negatedNo, stoppedMove } from './unread-stops.ts';
import { unreadWords } from './unread-words.ts';
import { receivedMatters } from './beside-move.ts';
import { batchAmounts, withoutAgreedTotal } from '../../capabilities/transfers/batch/read-transfer-batch.ts';
import { labelledNumbers, scanPrompt } from '../../language/scan-prompt.ts';
import { withCliFlags } from './structured-cli-flags.ts';
import { commandFlags } from './structured-bot-lines.ts';

/**
 * The last safety net before a move runs on the first reply. The readers find a move by its parts (a verb, amounts,
 * tokens, a chain, a recipient) and pass over words they do not know; a red-team found that words which change what
 * the move means were passed over that way, and the move ran anyway: "send 50 usdc to bob.eth on base. Cancel.",
 * "what's the fee to swap 100 usdc to eth on base", "buy eth with 50 usdc biweekly on base" (once, now), "sell 1 eth on
 * base sl 2500" (now, at market), "swap 100 usdc to eth on base testnet" (on mainnet), "withdraw 30 usdc from 0x2222…"
 * (sent to it). Such a word, left in a prompt read as a move made now, means the reading is not the request:
 * - a doubt, a negation or a take-back ("nope", "not really", "/s", "I didn't ask you to", "cancel"): the move is
 *   asked back whole for a yes, naming the word;
 * - a question or a thought about a move ("what's the fee to", "explain how to", "wondering whether", "I could"), a
 *   schedule or a price bound the move does not carry ("biweekly", "x 10", "min price 3500", "sl 2500"), a test
 *   network ("testnet", "devnet"), another wallet as the source ("from 0x…"), money coming to the person ("send me"):
 *   nothing is done, and the reply says which words and how to say the request.
 * Orders carry their own schedules and prices, so for an order only the other words count ("I used to sell 2 eth on base
 * every month", "bob.eth sends me 50 usdc every friday"); launches are read by their own reader.
 */
/** A bot's note field (`memo=weekly-rewards`, `note: "…"`) whose value holds the words said; `undefined` for anything else. */
function notedWord(given: string, said: string): { key: string; value: string } | undefined {
  for (const m of given.matchAll(/\b(memo|note|notes|comment|remark)\s*[=:]\s*("[^"]*"|'[^']*'|[^\s,;|}]+)/gi)) {
    const value = m[2]!.replace(/^["']|["']$/g, '');
    if (value.toLowerCase().includes(said.toLowerCase())) return { key: m[1]!.toLowerCase(), value };
  }
  return undefined;
}

export function unreadMeaning(said: string, reading: Interpretation): Interpretation | undefined {
  // "… — that is 200 USDC in total, 100 each": a batch's own sum said again, read by its reader, is no word left.
  const given = withoutAgreedTotal(said, batchAmounts(reading));
  if (reading.kind === 'ask') return unreadAsked(given, reading.pending) ?? labelledAsked(given, reading.question, reading.pending);
  if (reading.kind !== 'intent') return undefined;
  if (readOwn.has(reading.intent.kind)) {
    const stopped = stoppedMove(given, reading.intent.kind);
    if (stopped) return stopped;
  }
  if (reading.intent.kind === 'launch') return launchWithBuy(given);
  const order = reading.intent.kind === 'automation-create';
  if (!order && !movesMadeNow.has(reading.intent.kind)) return undefined;
  const excluded = ruledOut(given, reading.intent);
  if (excluded) return excluded;
  // "swap 0.5 SOL for JUP on solana recipient=bob.sol": a trade here pays into the caller's own wallet, never another's.
  const elsewhere = /\b(?:recipient|receiver|to_address|dest(?:ination)?|beneficiary|payout_to|send_to)\s*[=:]/i.exec(given);
  if (elsewhere && reading.intent.kind === 'swap') {
    return fail(
      'ONE_ACTION',
      `"${elsewhere[0]}": a trade pays into your own wallet; I do not send its proceeds to another address. Trade first, then send in a prompt of its own. Nothing was done.`,
    );
  }
  // "abeg no send 10 usdc give 0x…": a "no" before the move's amount negates it.
  const negated = order ? undefined : negatedNo(given);
  if (negated) return negated;
  // "I understand it will not execute until then": beside an order, its wait said back, never a doubt about it.
  const own = order ? ownWords(given).replace(waitUnderstood, ' ') : ownWords(given);
  // "My address is 0x2… send her 10 usdc": the address the person gave as their own is not where money meant for
  // someone else goes ("my wallet is 0x2…, send 10 usdc to it" is their own other wallet, and stays).
  const someoneElse = /\b(?:send|pay|give|transfer|to|tip)\s+(?:her|him|them)\b/i.test(given);
  const theirs = /\b(?:my|our) (?:wallet|address|account)(?: address)?\s*(?:is|=|:|here is)\s*:?\s*(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})\b/i.exec(
    given,
  );
  if (theirs && someoneElse && reading.intent.kind === 'transfer' && reading.intent.to.toLowerCase() === theirs[1]!.toLowerCase()) {
    return fail(
      'INVALID_RECIPIENT',
      `You gave ${theirs[1]} as your own address, so I did not send to it. Say who should receive, like "send 10 USDC to bob.eth on base". Nothing was done.`,
    );
  }
  for (const rule of rules) {
    // An order carries its own schedule and price; a doubt, a question, a test network or another wallet it does not.
    if (order && !rule.orders) continue;
    const m = rule.pattern.exec(own);
    if (!m) continue;
    const said = m[0].trim();
    // "nah" in "nahīn" (Hindi "no"): an English word inside a longer one of another language is not said; its lists read it.
    if (rule.outcome === 'confirm' && /^\p{L}/u.test(own.slice(m.index + m[0].length))) continue;
    if (rule.outcome === 'confirm') {
      // "The total should not exceed 50. Please send 150 USDC …": a figure beside the doubted move that is not its own
      // amount may be the amount meant; a yes to the move as read would run the other one.
      if (otherFigure(own, reading.intent)) return fail('ONE_ACTION', 'That names two amounts; say the one to use on its own. Nothing was done.');
      return askWhole(reading.intent, `You wrote "${said}" with it, so I am not sure you want this.`);
    }
    // `payout … memo=weekly-rewards` (held-out-27): the words are a bot's note, which is not sent with the move nor read
    // as part of it; refused naming the note, so the bot knows why (its "weekly" may say the payout repeats).
    const noted = notedWord(given, said);
    if (noted)
      return fail(
        'UNKNOWN_FIELD',
        `The ${noted.key} "${noted.value}" says "${said}", which could change what this does, and a ${noted.key} is not attached to the ${reading.intent.kind === 'automation-create' ? 'order' : 'move'} nor read as part of it. Send it without the ${noted.key}, or say what it means in words. ${nothing}`,
      );
    return fail(rule.code, rule.message(said));
  }
  // Orders carry schedules and prices of their own; a line of fields, a JSON object or a paste is its own readers'.
  // A command line's `--flags` only when a flags reader read them: "buy ETH --notional 5 on base" is prose, its flag unread.
  // A flag that only says do it (`--yes`) or how to show the reply (`--json`) says nothing of the move, as before.
  const inert = /(?:^|\s)--(?:y|yes|confirm|confirmed|execute|no-dry-run|json|table|plain|quiet|verbose|no-color)(?=\s|$)/gi;
  const flagged =
    /(?:^|\s)--\w/.test(given) && (!/(?:^|\s)--\w/.test(given.replace(inert, ' ')) || withCliFlags(given) !== given || commandFlags(given) !== given);
  // (A bot's line whose code comment was set aside as its note, `SELL 0.005 WETH -> USDC on base  # cycle 118`, too.)
  if (order || fieldsLine(given) || isCommandLine(given) || /[{}|[\]]/.test(given) || flagged || fieldsBlock(given) || withoutCodeComment(given) !== given)
    return undefined;
  // "sell 0.4 SOL for BONK on solana slippage=1% Only 0.8, please.": a field written inline in prose is its reader's,
  // and the prose around it is still the person's; words there that change the move refuse it, as they do with no
  // field (a field anywhere on the line left the whole line uncounted, and the move ran with 0.4).
  // A query string (`POST /v1/swap?chain=base&…`) or an `=` inside a word is a machine's line, its readers' alone.
  if (/\w=/.test(given)) {
    const prose = given.replace(inlineField, ' ');
    if (prose.includes('=')) return undefined;
    const inline = unreadWords(ownLine(prose), reading.intent);
    return inline.some(changesMove) ? unclear(inline) : undefined;
  }
  // Words no rule lists and the reading did not use ("what made you sell…", "cost of swapping…", "… in 5"): the move
  // is asked back whole for a yes, naming them.
  // "sell 0.25 eth for usdc on unichain\nno thanks": a move read from lines of the person's own, their other lines are
  // words of it too ("no thanks" under a move is never dropped to make it).
  const lines = given.trim().split(/\s*[\n\r]+\s*/);
  const left = unreadWords(lines.length > 1 ? lines.join('. ').replace(/"[^"]*"|“[^”]*”/g, ' ') : ownLine(given), reading.intent);
  if (left.length === 0) return undefined;
  // Left words that may change what moves ("not 0x1…", "15 each", "take profit … 5000", "per cent", "actually usdt"):
  // asked for a yes, the move restated without them ran as they did not mean (the sweep's wrong moves).
  // ("at the same time …", "… at that point": a time pointed at, whichever of its words the count kept.)
  if (left.some(changesMove) || timePointed.test(ownLine(given).toLowerCase())) {
    return fail(
      'MOVE_UNCLEAR',
      `I did not read ${left.map((w) => `"${w}"`).join(', ')} in your message, and it may take the move back or change it (whether, when or how much would move, a token, a chain or a recipient), so nothing was done. Send the request again saying only what should happen, like "send 10 USDC to bob.eth on base".`,
    );
  }
  return ask(
    `I did not read ${left.map((w) => `"${w}"`).join(', ')} in your message, so I am not sure this is what you want. ${confirmQuestion(reading.intent)}`,
    {
      ...reading.intent,
      awaiting: 'confirm',
    } as PartialIntent,
  );
}

/**
 * A move made now that asks for a missing part first ("buy $60 of eth over 6 months" asks the chain): the words it did
 * not read are not asked about again once the chain is answered, so those that change it (a schedule, a price to wait
 * for, a number, a share) fail it now, before the question.
 */
function unreadAsked(given: string, pending: PartialIntent): Interpretation | undefined {
  const asked = pending as { awaiting?: string; confirm?: boolean };
  if (!movesMadeNow.has(pending.kind)) return undefined;
  const excluded = ruledOut(given, pending);
  if (excluded) return excluded;
  const own = ownWords(given);
  // "send 10 usdc to bob.eth on base (x3)", "… 3 times": a yes to the move restated once would send it once.
  const times =
    /\(\s*x ?\d+\s*\)|\b(?:\d+|two|three|four|five) times\b|(?<!\b(?:check|checked|verify|verified|confirm|confirmed|read|looked|tested|double-checked)\b[^.!?]*)\b(?:twice|thrice)\b|\btimes (?:\d+|two|three)\b|(?<![\w.])x ?\d+\b(?! ?%)|\b\d+ ?x\b(?! ?leverage)/.exec(
      own,
    );
  if (times) return fail('AUTOMATION_UNSUPPORTED', rules.find((r) => r.code === 'AUTOMATION_UNSUPPORTED')!.message(times[0].trim()));
  const quotes = /"[^"]*"|“[^”]*”|(?:^|\s)'[^']*'/.test(given);
  // "sell 1 eth at 4000 or better on base", "buy $10 of eth on weekends": a price or a time left unread is not asked
  // back as a trade now (a yes to it traded at market, now), even when the move is to be confirmed.
  const waits = quotes ? undefined : rules.find((r) => r.confirmed === true && r.pattern.test(own));
  if (waits && (asked.awaiting === 'confirm' || asked.confirm)) return fail(waits.code, waits.message(waits.pattern.exec(own)![0].trim()));
  // A move already to be confirmed, or read around a quote (a paste's words are the pasted readers'), is asked whole.
  // "no mandes 10 usdc a 0x…", "¿puedo enviar …?": a yes asked for a move said with a negation or as a question.
  if ((asked.awaiting === 'confirm' || asked.confirm) && !quotes) {
    const notMeant = confirmNotMeant(given);
    if (notMeant) return notMeant;
  }
  if (asked.awaiting === 'confirm' || asked.confirm || quotes) return undefined;
  // A schedule, a price to wait for, a test network or another wallet, left while a part is asked, is lost on the answer.
  const rule = rules.find((r) => r.outcome === 'fail' && r.code !== 'ONE_REQUEST' && r.pattern.test(own));
  if (rule) return fail(rule.code, rule.message(rule.pattern.exec(own)![0].trim()));
  if (fieldsLine(given) || isCommandLine(given) || /\w=|[{}|[\]]|(?:^|\s)--\w/.test(given) || given.includes('\n')) return undefined;
  const left = unreadWords(ownLine(given), pending as Intent);
  return left.some(changesMove) ? unclear(left) : undefined;
}

/**
 * "send usdc to 0x… on base, nonce 42", "sell eth on base, chain 8453": a labelled number is no amount, and the amount is
 * asked; the move is asked back whole for a yes once it is said (the label was left unread, and may have meant it).
 */
function labelledAsked(given: string, question: string, pending: PartialIntent): Interpretation | undefined {
  const asked = pending as { awaiting?: string; confirm?: boolean };
  if (!movesMadeNow.has(pending.kind) || asked.awaiting === 'confirm' || asked.confirm) return undefined;
  const labelled = labelledNumbers(scanPrompt(ownLine(given)).words);
  if (labelled.length === 0) return undefined;
  return ask(`I did not read ${labelled.map((w) => `"${w}"`).join(', ')} as an amount. ${question}`, { ...pending, confirm: true } as PartialIntent);
}

/** The refusal for words left unread that may change what moves. */
const unclear = (left: readonly string[]): Interpretation =>
  fail(
    'MOVE_UNCLEAR',
    `I did not read ${left.map((w) => `"${w}"`).join(', ')} in your message, and it may take the move back or change it (whether, when or how much would move, a token, a chain or a recipient), so nothing was done. Send the request again saying only what should happen, like "buy 20 USDC of ETH on base".`,
  );

/**
 * "launch … on base, dev buy 1 eth": a launch here makes the token and buys none of it, so a first buy said with it
 * (a dev buy, an initial buy, a buy at launch, a snipe) is refused, never dropped: the person expects to hold some.
 * Quoted text (a name, a description) is data and is left out.
 */
function launchWithBuy(given: string): Interpretation | undefined {
  const own = given.replace(/"[^"]*"|“[^”]*”/g, ' ').replace(/^\s*description\s*:.*$/gim, ' ');
  const buy =
    /\b(?:dev|initial|first|creator|opening|seed|pre)[- ]?buy\b|\bbuy\b[^.?!\n]*\b(?:at|on|after|upon) (?:the )?launch\b|\bsnipe\b|\bbuy (?:some|the first|\d[\d.,]*)/i.exec(
      own,
    );
  if (!buy) return undefined;
  return fail(
    'ONE_REQUEST',
    `"${buy[0].trim()}": a launch here creates the token and buys none of it. Launch it first, then buy it in a prompt of its own ("buy 0.1 ETH of <ticker> on base"). Nothing was launched.`,
  );
}

/**
 * "buy 2 LINK on ethereum, not with usdc", "send it on anything but base": a token, a chain or a recipient the person
 * ruled out, which the move read would use all the same (it asked a yes to buying with USDC). Refused, naming it.
 */
function ruledOut(given: string, move: Intent | PartialIntent): Interpretation | undefined {
  const m = move as Record<string, unknown>;
  const parts = new Set([m.token, m.tokenIn, m.tokenOut, m.chain, m.to].filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase()));
  // "the amount that matters is the 4 LINK received, not the USDC spent": of a buy of that amount paid in that token,
  // the figure paid said not to matter, no token ruled out.
  const amount = (m.amount as { kind?: string; value?: string } | undefined)?.kind === 'exact' ? (m.amount as { value: string }).value : undefined;
  const own = ownLine(given)
    .toLowerCase()
    .replace(receivedMatters, (whole, figure: string, got: string, paid: string) =>
      amount !== undefined &&
      Number(figure.replace(/,/g, '')) === Number(amount) &&
      got.replace(/^\$/, '') === String(m.tokenOut ?? '').toLowerCase() &&
      paid.replace(/^\$/, '') === String(m.tokenIn ?? '').toLowerCase()
        ? ' '
        : whole,
    );
  for (const said of own.matchAll(
    /\b(?:not|without|anything but|other than|instead of|except|excluding|dont use|don't use|do not use|avoid)\s+(?:(?:with|using|use|in|on|to|via|from|paying with|pay with|my|the|any)\s+)*\$?([a-z0-9][\w.-]*)/g,
  )) {
    const word = said[1]!.replace(/[.,]+$/, '');
    if (!parts.has(word)) continue;
    return fail(
      'MOVE_UNCLEAR',
      `You wrote "${said[0].trim()}", and the move I read would use ${word.toUpperCase() === word ? word : word.toUpperCase()} all the same, so nothing was done. Send the request again naming what to use, like "buy 2 LINK with ETH on ethereum".`,
    );
  }
  return undefined;
}

/**
 * Words that, left unread beside a move, may say another amount, token, chain or recipient than the one read, or that
 * the move is not meant to be made (a joke, a game, an example, a to-do item, one already done).
 */
const changing = new Set(
  `except excluding minus plus each total rest remainder half quarter third percent per cent pct profit stop loss limit
   actually instead sorry change changed correction meant double triple treble quadruple twice thrice times together split between among apiece
   joke game imagine suppose pretend hypothetical hypothetically roleplay print echo todo draft`.split(/\s+/),
);

/** Whether an unread span may change the move: a number, an address or name, a word of {@link changing} or one that stops it. */
// A word of another script or language that may take the move back, delay, repeat or share it, or a unit or a scale
// ("nein", "нет", "morgen", "zweimal", "cents", "тысяч"), is one too: a yes to the move without it would make what it undid.
// "(done)" alone marks the move made already ("im done with it" is the person done with a token).
const changesMove = (span: string): boolean =>
  span === 'done' || timePointed.test(span) || span.split(/\s+/).some((w) => /\d|^qrecipientq$/.test(w) || changing.has(w) || stopsMove(w));

/**
 * A time pointed at, not said ("at exactly that date and time", "on that day", "at the same time", "at that point"):
 * when the move is to run, which a yes to it made now would drop (held-out-32 pasted 109, a calendar invite above it).
 */
export const timePointed =
  /\b(?:that|this|the same|which|said|those|these) (?:exact )?(?:date|time|day|moment|hour|minute|point|evening|morning|night|weekend)s?\b/;

/** Moves whose words the count does not read (orders, cancels, launches, fee claims): only words that stop them count. */
const readOwn = new Set(['automation-create', 'automation-cancel', 'launch', 'fees-claim']);

/**
 * The person's own words: the last line of a prompt of several lines (text pasted above is the pasted readers' and
 * is asked back whole already), quoted text left out, addresses and names masked (their letters are no words).
 */
function ownWords(given: string): string {
  return ` ${ownLine(given)
    .replace(/\b0x[0-9a-fA-F]{6,}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, ' ADDRESS ')
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.eth\b/gi, ' NAME ')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')} `;
}

/** The person's own line: the last of several (text pasted above is the pasted readers'), quoted text left out. */
/** A field written inline: `slippage=1%`, `chain=base`, `memo="rent"` (a quoted value whole). */
const inlineField = /(?<!\S)[\w.-]+=(?:"[^"]*"|'[^']*'|\S+)/g;

function ownLine(given: string): string {
  const lines = given.split(/\n/).filter((l) => l.trim() !== '');
  const own = lines.length > 1 ? lines.at(-1)! : (lines[0] ?? '');
  return own.replace(/"[^"]*"|“[^”]*”/g, ' ');
}

type Rule = {
  readonly pattern: RegExp;
  readonly outcome: 'confirm' | 'fail';
  /** Whether it also stops an order (a schedule or a price is an order's own). */
  readonly orders: boolean;
  /** Whether it also stops a move already to be confirmed, whose yes would trade now what was to wait for a price. */
  readonly confirmed?: true;
  readonly code: 'ONE_REQUEST' | 'UNSUPPORTED_CHAIN' | 'AUTOMATION_UNSUPPORTED' | 'INVALID_RECIPIENT';
  readonly message: (said: string) => string;
};

const nothing = 'Nothing was done.';

const rules: readonly Rule[] = [
  {
    // A test network is no chain of this service: a move there would be made with real money on the real chain.
    pattern: /\b(?:testnet|test net|devnet|sepolia|goerli|holesky|amoy|mumbai|fork(?:ed)?|test mode|paper trad\w*|fake money|play money)\b/,
    outcome: 'fail',
    orders: true,
    code: 'UNSUPPORTED_CHAIN',
    message: (said) =>
      `"${said}": I work only on the real Base, Ethereum, Polygon, Unichain and Solana networks, with real money, never on a test network. ${nothing}`,
  },
  {
    // Money that comes to the person, or leaves another wallet: only the caller's own wallet sends.
    pattern:
      /\b(?:(?:withdraw|pull|take|collect|move|transfer|send|get)\b[^.?!]*\bfrom (?:address|name|my other wallet|another wallet|his wallet|her wallet|their wallet))\b|\b(?:will|would|should|to|can|gonna|going to) (?:send|pay|transfer) me\b|\b(?:sends|pays) me\b|\bhave (?:name|address|him|her|them) (?:send|pay)\b/,
    outcome: 'fail',
    orders: true,
    code: 'INVALID_RECIPIENT',
    message: (said) =>
      `"${said}" reads as money coming to you or leaving another wallet; I can only send from your own wallet, to a recipient you name. ${nothing}`,
  },
  {
    // A schedule the move made now does not carry: it would run once, now.
    pattern:
      /\b(?:bi-?weekly|fortnightly|semi-?weekly|semi-?monthly|bi-?monthly|quarterly|annually|yearly|nightly|hourly|daily|weekly|monthly|paydays?|recurring|repeatedly|from now on)\b|\b(?:every|each|per|a|once a|twice a) (?:\d+ )?(?:day|week|month|hour|year|morning|evening|night|weekday|fortnight)s?\b|\bx ?\d+\b(?! ?%)|\b\d+ ?x\b(?! ?leverage)|\buntil\b|\btill\b|\b(?:on |at |over )?(?:the )?(?:weekends?|weekdays?|new year'?s?(?: eve| day)?|christmas|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b|\b(?:at|after|by|before|from|until|in|on) (?:the )?block (?:#|no\.? )?\d+|\bin (?:half an hour|an? (?:hour|minute|min|day|week|month|bit|while)|a (?:few|couple(?: of)?) \w+|\d+ ?(?:mins?|minutes?|hours?|hrs?|h|days?|weeks?))\b/,
    outcome: 'fail',
    orders: false,
    code: 'AUTOMATION_UNSUPPORTED',
    message: (said) =>
      `I read a move to make once, now, but "${said}" says when or how often, and I could not read that with it. Say the schedule like "every 2 weeks on monday" or "every day for 10 days", or leave it out to do it once now. ${nothing}`,
  },
  {
    // A price the move made now would not wait for: it would trade at market. (The last form's lookahead, implied by
    // what follows it, spares its lookbehind's long backward scan at every position where no "about"/"~" begins.)
    pattern:
      /\b(?:min(?:imum)?|max(?:imum)?) price\b|\bnot (?:below|above|under|over|less than|more than|lower than|higher than) \$?\d[\d,.]*k?(?![\d.,]*\s?(?:%|percent|slippage|bps))|\bno (?:less|more|lower|higher) than \$?\d[\d,.]*k?(?![\d.,]*\s?(?:%|percent|slippage|bps))|\bat (?:most|least) \$?\d[\d,.]*k?(?![\d.,]*\s?(?:%|percent|slippage|bps))|\b(?:sl|tp|gtc|ioc|fok|post-?only|stop|take-?profit|target)\b ?@? ?\$?\d[\d,.]*k?|\b(?:below|above|under|beneath|over)\b ?\$\d|(?<!\b(?:send|sent|move|hand|pass|transfer)\w* )\b(?:below|above|under|beneath) \d(?![\d.,]*\s?(?:%|percent|slippage|bps))|\b(?:pump|dip|drop|rise|run|spike) to \$?\d[\d,.]*k?|\bat \$?\d[\d,.]*k? (?:max|min|limit|or (?:better|less|more|lower|higher))\b|\b(?:take[ -]?profits?|stop[ -]?loss(?:es)?)\b[^.?!]*?\bat\b\s*\S+|(?=(?:\bat\s+)?(?:\b(?:around|about|near|nearly|approx(?:imately)?|roughly|circa)\s|~))(?<=\d[\d.,]*k?\s*\$?[a-z]{2,}\b[^.?!]*?)(?<!\b(?:is|s|was|be|worth|equals?|makes?|costs?|valued at|think|thinking|thought|worry|talk|care|forget|know)\s+)(?:\bat\s+)?(?:\b(?:around|about|near|nearly|approx(?:imately)?|roughly|circa)\s+|~\s*)\$?\d[\d,.]*k?\b(?!\s*(?:%|percent|slippage|bps|min|minutes?|hours?|hrs?|h\b|days?|weeks?|secs?|seconds?|am\b|pm\b|utc|o'?clock|:))/,
    outcome: 'fail',
    orders: false,
    confirmed: true,
    code: 'AUTOMATION_UNSUPPORTED',
    message: (said) =>
      `I read a trade to make now, at today's price, but "${said}" sets a price it should wait for, and I could not read that with it. For an order that waits, say it like "sell 1 ETH on base when ETH rises above 3500" or "limit buy 1 ETH with USDC on base at 2500". ${nothing}`,
  },
  {
    // "ping me at 2000 and buy 1 eth": an alert, which this service does not send, beside a trade it would make now.
    pattern:
      /\b(?:ping|alert|notify|remind|text|message|wake) me\b[^.?!,;]*?\b(?:at|when|if|once|above|below|under|over|hits?|reach\w*)\b[^.?!,;]*?\d[\d,.]*k?/,
    outcome: 'fail',
    orders: true,
    confirmed: true,
    code: 'AUTOMATION_UNSUPPORTED',
    message: (said) =>
      `"${said}": I cannot send alerts, and a trade said with one may be meant to wait for it. For an order that waits, say it like "buy 1 ETH on base when ETH drops to 2000". ${nothing}`,
  },
  {
    // A question, a thought or a story about a move is no request for it.
    pattern:
      /\b(?:what(?:'s| is| are| was| were| would| does| do| if)|how (?:much|long|fast|do|does|would|can|to|many)|why(?:'d)?|when (?:can|could|should|do|does|will)|where (?:do|can|should)|is it (?:safe|possible|worth|wise|smart)|should i|would it|are you able|do you support|can you even)\b[^.?!]*\b(?:fee|fees|cost|costs|gas|risk|risks|slippage|minimum|maximum|mean|steps|way|output|happen|happens|fail|fails|wrong|long|fast|safe|possible|worth|able|support|sell|swap|send|buy|trade|transfer|convert|wrap|unwrap|swapping|sending|selling|buying)\b|(?:^|\s)e\.g\.|^ (?:like|eg|example|for example|such as|say)\s*:|\b(?:explain|teach me|walk me through|show me how|help me understand|tell me how|for example|am i able|what went wrong|(?:have|has) (?:i|we) got enough|got enough|do i have enough|check (?:whether|if)|see if|(?:would|will) it work|works\?|for instance|hypothetically|in theory|wondering|tempted|debating|considering|thinking (?:about|of)|not sure (?:if|whether)|unsure|(?:i|we|he|she|they) used to|usually|i could|we could|i might|might (?:sell|buy|swap|send)|i can send|i can sell)\b/,
    outcome: 'fail',
    orders: true,
    code: 'ONE_REQUEST',
    message: (said) =>
      `"${said}" reads as a question or a thought about a move, not a request for it, so nothing was done. Send the move on its own when you want it made.`,
  },
  {
    // A doubt, a negation or a take-back beside the move: it is asked back, naming the words.
    pattern:
      /\b(?:didn't|did not|don't remember|wasn't asking|never asked|shouldn't|should not|won't|will not|refuse|refrain|avoid|prevent|block|no way|no reason|under no circumstances|i'?m against|i am against|not really|not today|not now|nope|nah|hmm+|let me think|idk|not sure|maybe|just testing|only testing|(?:this is|it'?s) a test|jk|kidding|haha|lol no|(?<!(?:until|till) (?:i|we|you|they) )cancel|undo|delete|never ?mind|nvm|scratch that|(?:no more|done|without|rather than|instead of) (?:buy|sell|send|swap|trad|transfer)\w*|are you crazy|hell no)\b|\bone (?:less|more|fewer) zero\b|, ?(?:well|better|rather|or|actually|sorry),? \$?\d[\d,.]*k?|\b(?:your (?:reward|prize|airdrop|kyc|account|wallet|order|refund)|to claim|claim your|dear (?:customer|user|client|sir|madam)|urgent(?:ly)?|to verify|to unlock|or (?:your|the) (?:wallet|account) will)\b|\bno\.? $|\/s\b|\?\?|🤔|👎/,
    outcome: 'confirm',
    orders: true,
    code: 'ONE_REQUEST',
    message: () => '',
  },
];

/** Whether `text` names an amount other than the move's own (an order's price is its own too). */
function otherFigure(text: string, intent: Intent): boolean {
  const own = intent as { amount?: { value?: string }; action?: { amount?: { value?: string } }; trigger?: { priceUsd?: string } };
  const values = [own.amount?.value, own.action?.amount?.value, own.trigger?.priceUsd].filter((v): v is string => v !== undefined).map(Number);
  return scanPrompt(text).amounts.some((a) => 'value' in a.amount && !values.includes(Number(String(a.amount.value).replace(/,/g, ''))));
}
