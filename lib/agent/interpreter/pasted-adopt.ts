import { scanPrompt } from '../../language/scan-prompt.ts';
import { moves } from './choose-action.ts';

/**
 * Someone else's move, adopted by the person as their own (issue 16): "do the same for me", "copy that", "set up the
 * same thing on solana" under a quoted trade, order or plan. The quote is data: only the clause that says the move (with
 * its trigger or schedule) is read, said as a request, and the pasted-request reader asks it back whole for a yes.
 */

/** Words by which the person's own line takes someone else's move for theirs. */
export const adopting =
  /\b(?:(?:do|set up|make|place|get|want)\s+(?:me\s+)?(?:the\s+)?same(?:\s+(?:thing|trade|order|plan|one|move))?|same (?:for|here)|same (?:size|amount|sizing|entry|position|bag)|me (?:too|as well)|(?:that'?s|thats|this is|that is)\s+(?:exactly\s+)?what\s+i\s+(?:want|need|wanna do|want to do)(?:\s+(?:too|as well))|i\s+(?:want|need)\s+(?:that|the same)\s+(?:too|as well)|count me in|(?:i'?m|im) in too|same(?:\s+(?:pls|please|plz|thx|ty))?(?=\s*[.!]*$)|copy (?:that|this|it|him|her|them|his|hers|their)|mirror (?:that|this|it|him|her)|automate (?:this|that|it)|set (?:this|that|it) up)\b/i;

/**
 * "use my SOL for it", "pay with my usdc", "paying usdc", "fund it from my eth", "take it out of my usdc", "sure, from my usdc": the person's line says only
 * what the pasted move is paid with, which takes that move for theirs (captured: the token named).
 */
export const paidFrom =
  /(?:^|[\s,.!;:]\s*)(?:(?:use|using)\s+(?:my\s+|the\s+|some\s+(?:of\s+)?(?:my\s+)?)?(\$?[a-z0-9]{2,10})\b(?:\s+(?:for|on)\s+(?:it|that|this|them)\b|(?=\s*(?:[,.!;]|on\s+\w+|pls|please|$)))|(?:pay|paying|fund|cover)\s+(?:(?:it|that|this|for\s+(?:it|that|this))\s+)?(?:(?:with|using|from|out\s+of|in)\s+)?(?:my\s+)?(\$?[a-z0-9]{2,10})\b|take\s+(?:it|that|this)\s+(?:from|out\s+of)\s+(?:my\s+)?(\$?[a-z0-9]{2,10})\b)|^(?:\s*(?:sure|ok(?:ay)?|yes|yeah|yep|fine|k|alright|lol|np|done)\b[\s,.!]*)*(?:from|out\s+of)\s+my\s+(\$?[a-z0-9]{2,10})\b/i;

/** The token the person's line pays the pasted move with (see `paidFrom`), as said. */
export const paidFromToken = (own: string): string | undefined => {
  const m = paidFrom.exec(own);
  const said = m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;
  // ("pay it", "pay bob": only a token named pays.)
  return said !== undefined && scanPrompt(said).tokens.length === 1 ? said : undefined;
};

/** Words of a speaker's tone before their move ("Honestly just buy …"), no part of it. */
const tone =
  /^(?:(?:honestly|literally|basically|seriously|just|ok(?:ay)?|so|tbh|imo|lol|ngl|yeah|yep|fr)[\s,]+)+|(?:[\s,]+(?:lol|lmao|tbh|imo|ngl|fr|easy|nfa|dyor|lfg|ser|fam|bro))+$/gi;

/** A speaker's move in their own person ("I'm buying", "I'll sell", "gonna swap", "just aped"): the verb as a request. */
const ownPerson =
  /\b(?:(?:(?:i'?m|i am|im|i'?ll|i will|ill|gonna|going to|about to)\s+)+(?:be\s+)?(buy|sell|swap|send|ape)(?:ing)?|(?:i\s+|just\s+)*(bought|sold|swapped|aped|aped)|(?:i\s+|just\s+)*(?:went|rotated|moved))\b/gi;
const present: Record<string, string> = { bought: 'buy', sold: 'sell', swapped: 'swap', aped: 'ape', went: 'swap', rotated: 'swap', moved: 'swap' };
const asRequest = (text: string): string =>
  text.replace(ownPerson, (said: string, verb: string | undefined, past: string | undefined) =>
    (verb ?? present[(past ?? said.trim().split(/\s+/).at(-1)!).toLowerCase()] ?? said).toLowerCase(),
  );

/**
 * ", straight into usdc", ", paid with eth", ", on base": a piece that only says the token the move ends in or is paid
 * with, or its chain, is the move's own (left out, the move would trade into another token).
 */
function sidePiece(piece: string, facts: ReturnType<typeof scanPrompt>): boolean {
  const side = /^(?:(?:straight|directly|right|all|then|and|just)\s+)*(?:(?:back\s+)?(?:into|in|to|for|with|using|via)|on)\s+\$?[a-z0-9]+$/i.exec(piece);
  return side !== null && facts.tokens.length + facts.chains.length === 1 && facts.amounts.length === 0;
}

/**
 * The clause of someone else's words that says their move: the paste cut at sentence ends, commas and "and", kept from
 * the pieces that hold a verb of a move, a trigger or a schedule, without their tone; said in the speaker's own person,
 * it is said as a request, and "500 USDC worth" bought when the trigger names the one other token is worth of that token.
 * Undefined when no piece holds a move, or nothing was cut (the paste is read as it is).
 */
/** A piece that names a price order by its kind ("put a stop loss on …", "take profit on my LINK"). */
const orderNamed = /\b(?:stop[\s-]?loss|take[\s-]?profits?|limit\s+(?:order|buy|sell))\b/i;

export function moveClause(pasted: string): string | undefined {
  // "Kev in the discord: \"if SOL dips …\"": the words in quotes are the speaker's; the line around them only says who.
  const quoted = [...pasted.matchAll(/["“]([^"”\n]+)["”]/g)].map((m) => m[1]!);
  const paste = quoted.length === 1 ? quoted[0]! : pasted;
  const pieces = paste
    .split(/(?<=[.!?])\s+|[,;]\s+|\s+(?:and|but)\s+(?=(?:stop|don'?t|never|see|wait|hold|forget|chill|relax|enjoy|trust|thank)\b)|\s+[—–]\s+/i)
    .map((piece) => piece.replace(/[.!?]+$/, '').trim())
    .filter(Boolean);
  const kept = pieces.filter((piece) => {
    const facts = scanPrompt(asRequest(piece));
    return (
      facts.actions.some((a) => moves.has(a.action)) ||
      /^(?:if|when|once|every|each|on|at|until|for)\b/i.test(piece) ||
      sidePiece(piece, facts) ||
      orderNamed.test(piece)
    );
  });
  if (!kept.some((piece) => scanPrompt(asRequest(piece)).actions.some((a) => moves.has(a.action)))) return undefined;
  // ("put a stop loss on the 0.03 WETH I have on ethereum — if ETH falls to 2500 sell it all" (held-out-44, pasted): the
  // piece naming the order and the holding it guards is kept, its end marked; without it "it" was read as the ETH watched,
  // and the ETH sold.)
  let clause = asRequest(
    kept
      .map((piece) => (orderNamed.test(piece) && !scanPrompt(piece).actions.some((a) => moves.has(a.action)) ? `${piece},` : piece))
      .join(' ')
      .replace(tone, ''),
  )
    .replace(tone, '')
    .trim();
  const worth = /\b(\$?\d[\d,.]*\s*\$?[a-z]{2,10})\s+worth\b(?!\s+of)/i.exec(clause);
  if (worth) {
    const paid = scanPrompt(worth[1]!).tokens.map((t) => t.key.toUpperCase());
    const others = [...new Set(scanPrompt(clause).tokens.map((t) => t.key.toUpperCase()))].filter((t) => !paid.includes(t));
    if (others.length === 1) clause = clause.replace(worth[0], `${worth[1]} worth of ${others[0]}`);
  }
  return clause === pasted.trim() ? undefined : clause;
}
