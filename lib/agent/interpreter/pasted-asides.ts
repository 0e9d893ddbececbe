import { scanPrompt } from '../../language/scan-prompt.ts';
import { moves } from './choose-action.ts';
import { movingIntentOf, type Interpretation } from './intent.ts';

/**
 * What the person's own line under a paste, and the paste's move, say beside the move (issue 16; held-out-16, pasted):
 * a remark of the person's own beside their move, the writer's advice and purpose beside the move they urge, and a time
 * of the person's own to hold the paste's order to.
 */

/**
 * "<sheet>\n\nwe have zero WPOL right now lol. wrap 100 POL into WPOL on polygon": the person's own line refused as
 * more than one request only for a remark beside its move (their situation, a reason) is read as careful prose is —
 * its one move, asked back whole for a yes, or its read answered. A line still refused, or read as anything else, stays.
 */
export function ownProse(
  mine: { text: string; reading: Interpretation },
  readProse: (text: string) => Interpretation,
): { text: string; reading: Interpretation } {
  if (mine.reading.kind !== 'fail' || !(proseRefusals.has(mine.reading.code) || mine.reading.code === 'NEGATED')) return mine;
  const reading = readProse(mine.text);
  // ("Is it true?? I am scared. Only show me how much ETH I have on ethereum, I dont want send nothing to nobody": a read,
  // its remark that nothing is to move left out; a "not" never turns into a move this way.)
  const read = reading.kind === 'intent' && !movingIntentOf(reading);
  const asked = reading.kind === 'ask' && reading.pending.awaiting === 'confirm' && movingIntentOf(reading) !== undefined;
  return read || (asked && mine.reading.code !== 'NEGATED') ? { text: mine.text, reading } : mine;
}

/** Refusals a person's own line may draw for a remark beside its one move alone. */
const proseRefusals = new Set(['ONE_REQUEST', 'ONE_ACTION', 'UNRECOGNIZED']);

/**
 * The move a paste urges without its writer's asides: advice ("don't be a hero") and a purpose in brackets ("(for gas +
 * LP)", "(to stake later)"), which name what the tokens are for, never a second request.
 */
export const withoutAsides = (text: string): string =>
  text
    .replace(advice, '')
    .replace(heedless, (said: string) => (calm(said) ? '' : said))
    .replace(/\s*\((?:for|to|so|as)\b[^()\n]{0,60}\)/gi, '')
    // "buy WBTC (new year's tradition)": a remark in brackets that names nothing of a move, no figure and no time or limit.
    .replace(/\s*\(([^()\n\d]{1,60})\)/g, (said: string, inner: string) => (calm(inner) && !bracketKept.test(inner) ? '' : said));

/** Words a bracketed remark may hold that change a move or its time: then it is no remark to leave out. */
const bracketKept =
  /\b(?:every|each|daily|weekly|monthly|hourly|yearly|annually|today|tonight|tomorrow|tmrw|now|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\w*|\b(?:until|till|unless|if|when|only|not|no|never|don'?t|dont|cancel|stop|limit|max|min|at most|at least|repeat|times|once|twice|each|per|all|half|rest)\b/i;

/**
 * Advice on how to feel or what to watch beside a plan ("don't look at the chart", "never check it", "don't stress
 * about the dips", "don't try to time it"): a verb of attention or worry, negated, its object naming no token, amount, chain or move.
 */
const heedless =
  /,?\s*(?:\b(?:and|but|just|also)\s+)?\b(?:don'?t|dont|do not|never)\s+(?:look|check|watch|stare|stress|worry|panic|fret|care|overthink|bother|peek|refresh|obsess|freak|try|time)\b[^.!?;,\n\d$%]{0,40}?[\s!.]*(?=[.!?;,\n]|$)/gi;
const calm = (said: string): boolean => {
  const facts = scanPrompt(said.replace(/^[\s,]+/, ''));
  return facts.tokens.length + facts.amounts.length + facts.chains.length === 0 && !facts.actions.some((a) => moves.has(a.action));
};

/** Advice beside a move urged ("don't be a hero", "dont get greedy", "never fomo"): no move, no amount, no negation of the move. */
const advice =
  /,?\s*(?:\b(?:and|but|just)\s+)?\b(?:don'?t|dont|do not|never)\s+(?:be\s+(?:a\s+)?(?:hero|greedy|dumb|stupid|late|a\s+(?:hero|fool))|get\s+(?:greedy|rekt|wrecked|shaken\s+out|cute)|fomo|panic|chase(?:\s+it)?|overthink\s+it|sleep\s+on\s+(?:it|this))\b[\s!.]*(?=[.!?;,]|$)/gi;

/** A day or a time of day said in the person's own line ("thursday at 10am", "tomorrow 9:00 utc", "at 3pm"; "at 7" is a price). */
const ownTime =
  /\b(?:(?:on|this|next)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|today|tonight)\b(?:\s*,?\s*(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?(?:\s*utc)?)?|\bat\s+\d{1,2}(?::\d{2}\s*(?:am|pm)?|\s*(?:am|pm))(?:\s*utc)?\b/i;

/** The day or time of day the person's own line says ("tomorrow at 15:00 UTC"), if any. */
export const timeSaid = (text: string): string | undefined => ownTime.exec(text)?.[0].trim();

/**
 * Whether the person's own line says no time, or the very time of the order read from the paste: their time is read
 * with a stand-in trade and compared. A time they say that differs, or that the paste's move has none of, is theirs to
 * settle, never replaced by the paste's.
 */
export function sameTime(own: string, described: Interpretation, read: (text: string) => Interpretation): boolean {
  const said = ownTime.exec(own)?.[0];
  const order = movingIntentOf(described) as { kind: string; trigger?: { type?: string; at?: string } } | undefined;
  // ("redo this trade for me today": a move made now is made today.)
  if (!said || (/^(?:today|now)$/i.test(said.trim()) && order?.kind !== 'automation-create')) return true;
  if (order?.kind !== 'automation-create' || order.trigger?.type !== 'at') return false;
  const standIn = movingIntentOf(read(`${said.trim()} buy 10 usdc of eth on base`)) as { trigger?: { type?: string; at?: string } } | undefined;
  return standIn?.trigger?.type === 'at' && standIn.trigger.at === order.trigger.at;
}
