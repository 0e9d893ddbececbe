import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';

/**
 * The part of a remark beside a careful move that the service already does by how it works (issue 16), classed by the
 * role it plays rather than by its words: a courtesy ("Thank you", "if it's available", "Nothing else is needed"), a
 * request for the receipt ("kindly let me know what it cost afterwards"), care the service always takes ("Please
 * double-check the name resolves correctly before sending": a name that does not resolve stops the transfer), an
 * estimate of what the move is worth ("which I estimate to be about thirty dollars at current prices"), what the move
 * leaves alone ("the remainder of my POL should stay as it is for gas", beside a move of an exact amount of it), and
 * the move's own fields said again with a word that bounds them ("Only twenty, please", "with USDC only", "fifty is all I
 * want converted"). What plays such a role is taken out before a remark is checked; what is left must still be nothing
 * (no figure, token, chain, condition or time of its own), so a remark that bounds anything but the move's own fields —
 * "only 10" beside a move of 20, "all my USDC" beside 50 USDC — or waits on something the service cannot check ("if the
 * price impact looks unusual, stop") is still no remark.
 */

/** Roles said in the same words whatever the move: courtesies, the receipt asked for, the care always taken. */
const fixedRoles: readonly RegExp[] = [
  // Courtesy.
  /\b(?:thank you(?: (?:very|so) much)?|many thanks|thanks(?: a lot| so much)?|much appreciated)\b/gi,
  /,?\s*\bif (?:it|that|this) is (?:available|possible|no trouble)\b/gi,
  /\bnothing (?:else|more)(?: (?:is|will be))? (?:needed|required|necessary)\b/gi,
  // The receipt: what the move cost or came to, told after it runs.
  /,?\s*(?:and\s+)?(?:(?:please|kindly)\s+)?(?:let me know|tell me|show me|report)\s+(?:what|how much)\s+(?:it|this|that|the (?:swap|trade|purchase|transfer|conversion))\s+(?:cost|costs|came to|comes to|was)(?:\s+me)?(?:\s+(?:afterwards|afterward|once (?:it is )?done|when (?:it is )?done))?/gi,
  // Why a holding is traded down: "…TOSHI that I no longer wish to keep in full" (the move says how much goes).
  /\b(?:no longer|not|do not|don['’]?t)\s+(?:wish|want|need)\s+to\s+(?:keep|hold)(?:\s+(?:it|them))?\s+in full\b/gi,
  // Care the service takes anyway: an amount is always the one said ("make sure each receives exactly the stated amount").
  /\b(?:double[- ]?check|check|verify|make sure|ensure)\s+(?:that\s+)?(?:each(?: one| person| recipient)?|every(?:one| recipient)|all of them|he|she|they|the recipients?)\s+(?:receives?|gets?)\s+(?:exactly\s+)?(?:the\s+)?(?:stated|said|given|listed|exact|full)\s+amounts?\b/gi,
  // Care the service takes anyway: a name is resolved before a transfer, or the transfer stops.
  /\b(?:double[- ]?check|check|verify|make sure|ensure|confirm)\s+(?:that\s+)?(?:the\s+)?(?:ens\s+)?(?:name|address)\s+(?:resolves|is resolved)(?:\s+(?:correctly|properly|to the right address))?/gi,
];

/** An estimate of what the move is worth: an estimating verb with a rough figure in dollars, never an amount to move. */
const estimate =
  /,?\s*(?:(?:which|that)\s+)?(?:(?:i|we)\s+(?:estimate|reckon|think|believe|guess|expect|figure)\s+(?:(?:it|this|that|them)\s+)?(?:to be|is|will be|comes? to|to come to|should be)?|(?:it|this|that|which)\s*(?:is|['’]s|should be|comes? to)(?:\s+worth)?|worth)\s+(?:about|around|roughly|approximately|some|maybe|~)\s*(?:\$\s*)?(?:\d[\d.,]*k?|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|a hundred|one hundred|a thousand)\b)(?:\s+(?:dollars|usd|bucks))?(?:\s+(?:at|with)\s+(?:current|today['’]?s|present)\s+(?:prices?|rates?))?/gi;

/** Words that bound a field; beside the move's own amount or token they say it again ("Only twenty", "USDC only"). */
const bounding = /\b(?:only|just|exactly|precisely|but|all(?= i (?:want|need|wish))|in total)\b/gi;

/**
 * The remark with what plays a role the service already keeps taken out (the rest is still checked as a remark).
 * @param sentence one sentence beside the move.
 * @param said the same sentence as scanned.
 * @param move the move's sentence as scanned.
 * @param spent the token the move pays with.
 * @param exact whether the move spends an exact amount of it (so the rest of it stays where it is).
 */
export function withoutKeptRoles(sentence: string, said: Facts, move: Facts, spent: string | undefined, exact: boolean): string {
  let text = fixedRoles.reduce((left, role) => left.replace(role, ' '), sentence);
  text = text.replace(estimate, ' ');
  const own = (symbol: string) => move.tokens.some((t) => family(t.key) === family(symbol));
  const paid = (symbol: string) => spent !== undefined && family(symbol) === family(spent);
  // "the remainder of my POL should stay as it is for gas": what a move of an exact amount leaves, left.
  // "my ETH should stay where it is" beside a move that does not spend ETH: left, as every token the move does not spend.
  // Said of the token the move spends, only its rest stays, and only when the move spends an exact amount; else the
  // remark contradicts the move and is marked so ("instead" keeps it from being a remark).
  text = text.replace(
    /\b((?:the\s+)?(?:remainder|rest)\s+of\s+)?(?:my\s+)?(?:existing\s+|other\s+)?\$?([a-z][a-z0-9]*)\s+(?:(?:should|must|can|will|is to|needs to)\s+)?(?:stay|stays|remain|remains|be left|is left|be kept|is kept)(?:\s+(?:as it is|where it is|untouched|alone|in place))?(?:\s+for\s+(?:gas|fees))?/gi,
    (whole, rest: string | undefined, symbol: string) => {
      if (!scanPrompt(symbol).tokens.length) return whole;
      if (!paid(symbol)) return rest ? whole : ' ';
      return rest && exact ? ' ' : ' instead ';
    },
  );
  // "Please pay for it with USDC only", "the payment should come from my USDC": the move's own pay token said again.
  text = text.replace(
    /\b(?:please\s+)?(?:(?:pay|fund)(?:\s+for\s+(?:it|this|that|them|the (?:purchase|swap|trade)))?\s+(?:with|from|using|in|out of)|use|spend)\s+(?:my\s+)?\$?([a-z][a-z0-9]*)\b/gi,
    (whole, symbol: string) => (paid(symbol) ? ` ${symbol} ` : whole),
  );
  // "fifty is all I want converted", "Only twenty": a bound on the move's own amount, said again, and on nothing else.
  const amounts = move.amounts.map((a) => ('value' in a.amount ? String(a.amount.value) : ''));
  const ownAmount =
    said.amounts.length > 0 &&
    said.amounts.every((a) => 'value' in a.amount && amounts.includes(String(a.amount.value))) &&
    said.tokens.every((t) => own(t.key));
  if (ownAmount) return text.replace(bounding, ' ');
  // "with USDC only", "just USDC": a bound on the token the move pays with.
  return text.replace(/\b(?:only|just|solely)\s+\$?([a-z][a-z0-9]*)\b|\$?\b([a-z][a-z0-9]*)\s+(?:only|alone)\b/gi, (whole, before?: string, after?: string) =>
    paid(before ?? after ?? '') ? ` ${before ?? after} ` : whole,
  );
}

/** Whether a short sentence only says the move's own amount again ("Only twenty, please"). */
export function restatesAmount(said: Facts, move: Facts): boolean {
  const amounts = move.amounts.map((a) => ('value' in a.amount ? String(a.amount.value) : ''));
  return said.amounts.length === 1 && said.tokens.length === 0 && 'value' in said.amounts[0]!.amount && amounts.includes(String(said.amounts[0]!.amount.value));
}

/** A token's asset, wrapped or not ("plain ETH" beside an unwrap of WETH is the same asset). */
export const family = (symbol: string): string =>
  symbol
    .toUpperCase()
    .replace(/^\$/, '')
    .replace(/^(?:W|CB)(?=BTC$|ETH$|SOL$|POL$)/, '');
