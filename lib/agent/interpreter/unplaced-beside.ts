import { fail, movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { correctionOf } from './spoken-correction.ts';
import { fieldsBlock, fieldsLine, fieldSyntax, isCommandLine } from './structured-prompt.ts';
import { chainWords, verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { units, tens } from '../../language/number-words.ts';

/**
 * Words beside a complete move that no reader placed, and that may change it (sweep 39b), never leave the move made or
 * asked for a yes as read:
 * - a label clause ("…, correction: alice", "edit: cancelled", "(fyi: the other chain)", "todo: check the address")
 *   whose removal leaves the very same move: what it says was read nowhere;
 * - a spoken correction ("i mean", "no wait", "scratch that", "make it", "sorry …", "actually …") that could not be
 *   placed on one part of the move with certainty ("i mean the other chain", "i mean my degen", "no wait 4500" on a
 *   limit order): the uncorrected move was read;
 * - a filler then a second value of a kind already said ("sell five eth on base er 0.5", "buy uh sell 0.5 eth",
 *   "sell 1000 degen uh brett"): the value said first was read, and the second may replace it;
 * - a chain id that is not the id of the chain named ("on base (chain id 1)").
 * Nothing is done; the reply names the words and how to say the request. Runs last on a move or order said in prose
 * (a bot's fields are read by name), never on an answer on a thread (its follow-up readers place it).
 * @param reread the interpretation of other words on the same thread.
 */
export function unplacedBeside(
  given: string,
  thread: readonly ThreadTurn[],
  reading: Interpretation,
  reread: (text: string) => Interpretation,
  spoken: (text: string) => string,
): Interpretation | undefined {
  if (reading.kind === 'fail') return undefined;
  const move = movingIntentOf(reading);
  if (!move || move.kind === 'launch' || move.kind === 'fees-claim') return undefined;
  if (thread.at(-1)?.interpretation?.kind === 'ask') return undefined;
  if (fieldsLine(given) || fieldsBlock(given) || isCommandLine(given) || fieldSyntax.test(given)) return undefined;
  const own = ownText(given);
  if (own === undefined) return undefined;
  const said =
    chainIdOff(own, move) ?? fillerValue(own) ?? markerUnplaced(own, given, move, reread, spoken) ?? labelUnplaced(own, given, reading, move, reread);
  if (said === undefined) return undefined;
  return fail(
    'MOVE_UNCLEAR',
    `I did not read "${said}" in your message, and it may change the move or take it back (what, how much, to whom or on which chain), so nothing was done. Send the request again as you want it made, whole, like "send 10 USDC to bob.eth on base".`,
  );
}

/**
 * The person's own words, where a correction of theirs is said: quoted text is someone else's, and a prompt of more
 * than two lines (or a line that opens "name: <a message>") is a paste, read by the pasted readers; undefined then.
 */
function ownText(given: string): string | undefined {
  if (/["“”>]|(?:^|\s)'[^']*'/.test(given)) return undefined;
  const lines = given.split(/\n/).filter((l) => l.trim() !== '');
  if (lines.length > 2) return undefined;
  // "Carol: hey …, send 40 usdc …", "🎂 Reminder: …": a message or a notice pasted with a line of the person's own.
  if (lines.length === 2 && lines.some((l) => /^\s*[\w' -]{1,30}:\s*(?:\S+\s+){6,}|^\s*[^\p{L}\p{N}\s]/u.test(l))) return undefined;
  return given;
}

/** A chain id said beside the chain, as each chain is numbered. */
const chainIds: Record<string, number> = { ethereum: 1, base: 8453, polygon: 137, unichain: 130 };
const chainIdSaid = /\b(?:chain[\s_-]?id|chain|id|network[\s_-]?id)\s*[:=#]?\s*(\d{1,7})\b/gi;

/** "send 5 usdc to bob.eth on base (chain id 1)": an id of another chain than the one read. */
function chainIdOff(given: string, move: object): string | undefined {
  const m = move as { chain?: unknown; action?: { chain?: unknown } };
  const chain = typeof m.chain === 'string' ? m.chain : typeof m.action?.chain === 'string' ? m.action.chain : undefined;
  if (chain === undefined) return undefined;
  for (const said of given.matchAll(chainIdSaid)) {
    if (chainIds[chain] !== Number(said[1])) return said[0];
  }
  return undefined;
}

type Kind = 'amount' | 'token' | 'chain' | 'recipient' | 'verb';
const spelled = new Set([...Object.keys(units), ...Object.keys(tens), 'hundred', 'thousand', 'half', 'quarter', 'all', 'everything']);

/** The kind of value a word is, if it is one (as said, before any reader). */
function kindOf(word: string): Kind | undefined {
  const w = word.replace(/^[("'“]+|[)"'”,.!?;:]+$/g, '');
  if (/^\$?(?:\d[\d,]*(?:\.\d+)?|\.\d+)[km%]?$/.test(w) || spelled.has(w)) return 'amount';
  if (/^0x[0-9a-f]{6,}$|^[\w-]+(?:\.[\w-]+)*\.(?:eth|sol)$/.test(w)) return 'recipient';
  if (chainWords.has(w)) return 'chain';
  if (tokenWords.has(w.replace(/^\$/, ''))) return 'token';
  const action = verbs.get(w);
  if (action === 'swap' || action === 'buy' || action === 'sell' || action === 'transfer') return 'verb';
  return undefined;
}

const filler = /^(?:u+h+|u+m+|e+r+m*|h+m+|a+h+m*)$/;

/** What a word names, for a token or a chain (the symbol, the chain); the word itself for any other kind. */
function namedValue(word: string, kind: Kind): string {
  const w = word.replace(/^[("'“$]+|[)"'”,.!?;:]+$/g, '');
  return (kind === 'token' ? tokenWords.get(w) : kind === 'chain' ? chainWords.get(w) : undefined) ?? w;
}

/** "sell five eth on base er 0.5": a filler then a value of a kind already said before it. */
function fillerValue(given: string): string | undefined {
  const words = given
    .toLowerCase()
    .replace(/\bdot\s+(eth|sol)\b/g, '.$1')
    .replace(/\s+\.(?=[a-z])/g, '.')
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const [i, word] of words.entries()) {
    if (!filler.test(word.replace(/[.,!?]+$/, ''))) continue;
    const next = words[i + 1];
    const kind = next === undefined ? undefined : kindOf(next);
    if (!kind) continue;
    // "ten usdc to alice and um twenty usdc to bob": a list goes on; "send um send": the same word said again.
    if (/^(?:and|then|plus|also|&)$/.test(words[i - 1] ?? '')) continue;
    // "…if eth drops to um twenty eight hundred" (held-out-43, voice): a pause before the price a trigger waits for.
    if (priceLead(words, i)) continue;
    const earlier = words.slice(0, i).filter((w) => kindOf(w) === kind);
    // "twenty dollars worth of jupiter um jup": a token's name said again as its ticker (or a chain's as another of its
    // names) is the same value, no second one.
    if (earlier.length > 0 && namedValue(earlier.at(-1)!, kind) !== namedValue(next!, kind)) return `${word} ${next}`;
  }
  return undefined;
}

/** Whether the word before `i` leads to a price ("below", "at", "drops to"). */
function priceLead(words: readonly string[], i: number): boolean {
  const before = words[i - 1] ?? '';
  if (/^(?:below|above|under|over|at|hits|reaches|past)$/.test(before)) return true;
  return before === 'to' && /^(?:drops?|falls?|goes|gets|rises?|climbs?|dips?|pumps?|comes|down|up)$/.test(words[i - 2] ?? '');
}

/** Markers that open a correction of what was said; weak ones only before a value or an alternative. */
const strongMarker =
  /(?<!\b(?:that|what|clear,?|clarify,?)\s+)\b(?:i mean(?!,?\s+(?:it|if|like|right now|now|seriously|literally)\b)|i meant|no wait|wait,? no|scratch that|correction|or rather|make (?:it|that)(?=\s+(?:a\s+)?(?:\$?\d|\.\d|more|less|half|all|the|my|his|her|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)\b)|oops|no,? no)\b/i;
const valueBefore = /\b(?:\d|send|pay|transfer|buy|sell|swap|convert|trade|wrap|dump|exchange)/i;

/** A correction marker after the move's first words, which no correction placed ("…on base i mean the other chain"). */
function markerUnplaced(
  own: string,
  given: string,
  move: object,
  reread: (text: string) => Interpretation,
  spoken: (text: string) => string,
): string | undefined {
  const m = strongMarker.exec(own) ?? weakValued(own);
  if (!m || !valueBefore.test(own.slice(0, m.index))) return undefined;
  // Placed: the move read is the one the corrected words say.
  const corrected = correctionOf(spoken(given));
  const again = corrected === undefined ? undefined : movingIntentOf(reread(corrected.text));
  if (again && same(again, move)) return undefined;
  return own
    .slice(m.index)
    .trim()
    .replace(/[.!]+$/, '');
}

/** A weak marker ("sorry", "actually") before a value or an alternative in its clause; "sorry my english…" says none. */
function weakValued(own: string): RegExpExecArray | undefined {
  // ("more than I actually have": an adverb of the sentence, no marker.)
  const m = /(?<!\b(?:i|we|you|he|she|they|it|is|was|am|are|im|i'm)\s+)\b(?:sorry|actually|oh wait|wait)\b[,:]?\s+([^.!?;\n]*)/i.exec(own);
  if (!m) return undefined;
  const rest = m[1]!
    .toLowerCase()
    .split(/[\s,]+/)
    .slice(0, 4);
  return rest.some((w) => kindOf(w) !== undefined || /^(?:other|more|less|half|all|wrapped|usual|instead)$/.test(w)) ? m : undefined;
}

/** "<label>: <words>": the words a label opens, up to the next break ("//" after it is a link, "5:30" a time). */
const labelColon = /([a-z][a-z'’]*)\s*:\s*(?!\/\/)((?:[^,;.!?|()\n]|\.(?!\s|$))*[^\s,;.!?|()\n])/gi;
const labelWords = /(?:(?:^|(?<=[,;.!?|(\n]))\s*|\s[-–—]{1,2}\s*)((?:[a-z][a-z'’]*\s+){1,3})$/i;

/** A label clause whose removal leaves the same move read: its words were read nowhere. */
function labelUnplaced(own: string, given: string, reading: Interpretation, move: object, reread: (text: string) => Interpretation): string | undefined {
  // Fields ("size: $20 | chain: solana | conf: 0.82", "… — reason: bug bounty") are a bot's: one label is a person's.
  const colons = [...own.matchAll(labelColon)];
  if (colons.length !== 1 || (reading.kind === 'ask' && reading.pending.awaiting !== 'confirm')) return undefined;
  const values = valuesOf(move);
  for (const colon of colons) {
    const content = colon[2]!.toLowerCase().split(/\s+/);
    // "mom: can you sell like $20 of that link thing for me": a message, no label of a few words; "Carol: hey, send …":
    // a speaker's words go on into the move.
    if (content.length > 6 || (colon.index === 0 && /^\s*,/.test(given.slice(colon.index + colon[0].length)))) continue;
    // "chain: base", "size: $20 worth of sol": the move's own values said again.
    if (content.some((w) => values.has(w.replace(/^\$/, '')))) continue;
    // "memo: rent", "reason: bug bounty #44": what the move is for, naming no value of a move.
    // "To clarify: this is a limit order.": the move said again in other words.
    if (
      /^(?:reason|memo|ref|reference|purpose|description|desc|invoice|order|tag|label|category|for|re|clarify|clarification)$/i.test(colon[1]!) &&
      !content.some((w) => (kindOf(w) !== undefined && !/^[\d#]/.test(w)) || altered.test(w))
    )
      continue;
    // "mom: dont forget grandma's bday\n\nsend 20 usdc …": a label before the move heads what follows (a speaker, a
    // notice); only a label that corrects ("edit: alice. send …") is read as one said after it.
    if (!valueBefore.test(given.slice(0, colon.index)) && !correctingLabel.test(colon[1]!)) continue;
    const end = colon.index + colon[0].length;
    // The label is its last word, or the words back to the break before it ("note to self: …", "heads up: …").
    const longer = labelWords.exec(given.slice(0, colon.index));
    const starts = [colon.index, ...(longer ? [colon.index - longer[1]!.length] : [])];
    for (const start of starts) {
      const rest = `${given.slice(0, start)} ${given.slice(end)}`
        .replace(/\(\s*\)/g, ' ')
        .replace(/^[\s,;.!|-]+|[\s,;|-]+$/g, '')
        .replace(/\s+([,.;!])/g, '$1');
      if (rest === '' || !valueBefore.test(rest)) continue;
      const again = movingIntentOf(reread(rest));
      if (again && same(again, move)) return given.slice(start, end).trim();
    }
  }
  return undefined;
}

/** Words that say a move is changed, taken back or doubted. */
const altered =
  /^(?:other|another|else|different|more|less|half|all|wrapped|usual|instead|cancel\w*|wrong|not|no|never|scam\w*|stop|wait|hold|don'?t|ignore|disregard|mistake|test\w*|each|total|split|revers\w*|back|old|new)$/;
/** Labels that correct or restate a part of a move, or hold it back. */
const correctingLabel =
  /^(?:edit|edited|correction|corrected|fix|fixed|update|updated|change|changed|amend|amended|erratum|revised|revision|recipient|to|amount|token|chain|network|wait|cancel|status|warning|todo|tbd|also|cc)$/i;

/** The words of a move's own values: its tokens, chain, recipient and amount. */
function valuesOf(move: object): Set<string> {
  const out = new Set<string>();
  JSON.stringify(move, (k, v) => {
    if (typeof v === 'string' && ['chain', 'token', 'tokenIn', 'tokenOut', 'to', 'value'].includes(k)) out.add(v.toLowerCase());
    return v;
  });
  return out;
}

const same = (a: object, b: object): boolean => key(a) === key(b);
const key = (intent: object): string =>
  JSON.stringify(intent, (k, v) =>
    ['awaiting', 'confirm', 'description', 'slippageBps'].includes(k)
      ? undefined
      : v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
        : v,
  );
