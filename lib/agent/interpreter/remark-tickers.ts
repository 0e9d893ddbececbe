import { verbs } from '../../language/lexicon.ts';
import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { ask, fail, movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';

/**
 * Tickers that are also a name or an everyday word ("brett", "toshi", "uni", "degen"): such a word is the token a move
 * moves only where a token stands ("10 brett", "sell my degen", "usdc for toshi"), never in a remark ("thx, brett",
 * "for uni", "my degen phone").
 */
const wordTickers = new Set(['BRETT', 'TOSHI', 'DEGEN', 'UNI', 'AERO', 'PEPE', 'BONK', 'WIF', 'JUP', 'LINK', 'POL']);
/** Nouns a token word describes rather than names the thing moved: "an eth address", "my usdc wallet", "my degen phone". */
const describedNouns =
  /^(?:address|addr|wallet|wallets|account|acct|phone|friend|friends|buddy|mate|cat|dog|fees|fee|style|food|birthday|gang|fam|community|group|chat|discord|server|homie|bro|guy|team|address's)$/;
/** Verbs that pay someone: "send brett 10" names who is paid, not what. */
const payVerbs = new Set(['send', 'pay', 'give', 'tip', 'transfer', 'donate', 'wire', 'gift']);
/** Sign-offs and thanks before a name: "thx brett", "cheers, toshi", "from degen". */
const signOffs = new Set(['thx', 'thanks', 'thank', 'ty', 'tysm', 'cheers', 'love', 'from', 'regards', 'xo', 'xoxo', 'bye', 'sincerely']);

const isAmount = (w: string | undefined): boolean => w !== undefined && /^\$?\d*\.?\d+[km]?$/.test(w);

/**
 * Whether the token word at `index` names the thing a move moves. Only a plain remark says otherwise: a sign-off
 * ("thx brett", "… on base, from brett"), a word it describes ("an eth address", "my degen phone"), the gas it pays
 * ("eth for gas"), and for a word-ticker a name: last after the chain ("… on base, toshi"),
 * before an address ("to brett 0x…"), after a "for" no token stands before ("for uni"), first before the verb ("degen
 * send 10") or the payee of "send brett 10".
 */
function tokenPlaced(facts: Facts, index: number, key: string): boolean {
  const { words } = facts;
  const isToken = (at: number): boolean => facts.tokens.some((t) => t.index === at);
  const word = words[index]!;
  const prev = words[index - 1];
  const next = words[index + 1];
  const last = next === undefined;
  if (word.startsWith('$')) return true;
  if (next !== undefined && describedNouns.test(next)) return false;
  if (prev !== undefined && signOffs.has(prev) && (prev !== 'from' || last)) return false;
  const paid = words[index + 2] === 'the' ? words[index + 3] : words[index + 2];
  if (next === 'for' && ['gas', 'fees', 'fee'].includes(paid ?? '')) return false;
  if (!wordTickers.has(key)) return true;
  if (last && prev !== undefined && facts.chainIndexes.has(index - 1)) return false;
  if (next?.startsWith('@') && !isAmount(prev) && !isToken(index - 1)) return false;
  if (prev === 'for' && !isToken(index - 2) && facts.actions.length > 0 && facts.actions.every((a) => a.action === 'transfer')) return false;
  if (index === 0 && next !== undefined && verbs.get(next) === 'transfer') return false;
  return !(prev !== undefined && payVerbs.has(prev) && isAmount(next));
}

/** Keys of the tokens a move would move, as its reading holds them. */
function movedKeys(reading: Interpretation): string[] {
  const move = movingIntentOf(reading) as Record<string, unknown> | undefined;
  if (!move) return [];
  return ['token', 'tokenIn', 'tokenOut']
    .map((f) => move[f])
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.toUpperCase());
}

/**
 * "send 10 to 0x… on base. thx, brett", "send 100 for uni to 0x… on ethereum", "send 10 to 0x… (eth address) on base",
 * "buy 10 on base, thx brett": a token word the sentence uses as a name, a sign-off, a label of an address or the gas
 * it pays never becomes the token moved. The prompt is read again without it (so "which token?" is asked, as for
 * "send 10 to 0x… on base"); a move that still runs without it is refused rather than guessed.
 */
export function remarkTicker(
  given: string,
  thread: readonly ThreadTurn[],
  reading: Interpretation,
  reread: (text: string) => Interpretation,
): Interpretation | undefined {
  if (reading.kind === 'fail') return undefined;
  const keys = movedKeys(reading);
  if (keys.length === 0) return undefined;
  const facts: Facts = scanPrompt(given);
  const answering = thread.at(-1)?.interpretation?.kind === 'ask';
  const remarks: string[] = [];
  for (const key of keys) {
    const mentions = facts.tokens.filter((t) => t.key === key);
    if (mentions.length === 0) continue;
    const placed = mentions.some((t) =>
      answering && facts.actions.length === 0 ? !signOffs.has(facts.words[t.index - 1] ?? '') : tokenPlaced(facts, t.index, key),
    );
    if (placed) continue;
    const word = facts.words[mentions[0]!.index]!.replace(/^\$/, '');
    // "token=brett", "--to DEGEN", "base: UNI": a field's value or a ticker in capitals names the token outright.
    if (new RegExp(`[=:"'\`]\\s*\\$?${word}\\b`, 'i').test(given) || (given !== given.toUpperCase() && new RegExp(`\\b${word.toUpperCase()}\\b`).test(given)))
      continue;
    remarks.push(...new Set(mentions.map((t) => facts.words[t.index]!)));
  }
  if (remarks.length === 0) return undefined;
  const said = remarks.map((w) => `"${w}"`).join(' and ');
  const text = remarks.reduce((t, w) => t.replace(new RegExp(`(?<![\\w.@$/-])${w}(?:['’]s)?(?![\\w@/-]|\\.\\w)`, 'gi'), ' '), given);
  const rest = text.replace(/\s+/g, ' ').trim();
  const note = `I did not take ${said} as the token to move: it reads as a name or a remark there.`;
  if (rest === given.replace(/\s+/g, ' ').trim())
    return fail('MOVE_UNCLEAR', `${note} Nothing was done. Name the token beside the amount, like "send 10 USDC to 0x…".`);
  const again = reread(rest);
  const dropped = new Set(remarks.map((w) => tokenWords.get(w.replace(/^\$/, ''))));
  if (again.kind === 'ask' && !movedKeys(again).some((k) => dropped.has(k))) {
    return ask(`${note} ${again.question}`, again.pending);
  }
  const asked = thread.at(-1)?.interpretation;
  // "thx brett", answering "which token?": the question asked again.
  if (again.kind === 'fail' && answering && asked?.kind === 'ask') return ask(`${note} ${asked.question}`, asked.pending);
  if (again.kind === 'fail') return again;
  return fail('MOVE_UNCLEAR', `${note} Nothing was done. Name the token beside the amount, like "send 10 USDC to 0x…" or "buy 10 USDC of BRETT".`);
}
