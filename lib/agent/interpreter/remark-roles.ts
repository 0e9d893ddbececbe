import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { stablecoins } from '../../language/token-registry.ts';
import { correcting, reportedVerbs, reporting } from './one-request.ts';

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

/** What a trade costs the market, said as the subject of a condition: "the price impact", "the spread", "liquidity". */
const costSubject = String.raw`(?:(?:something|anything)(?:\s+(?:about|with|in)\s+(?:the|this|it)(?:\s+(?:trade|swap|quote|conversion|purchase|sale))?)?|(?:(?:the|its|my)\s+)?(?:(?:price|market|exchange\s+rate)\s+impact|impact|(?:price\s+)?slippage|spread|(?:exchange\s+)?rate|quote|(?:quoted|execution)\s+(?:price|rate)|price(?:\s+difference)?|(?:network\s+|gas\s+|swap\s+|trading\s+)?fees?|cost|liquidity|pool))`;
/** That it is worse than it should be: "unusually large", "noticeably worse than that", "higher than expected". */
const costBad = String.raw`(?:is|are|looks?|seems?|turns\s+out|gets?|comes?\s+out|appears?|be|['’]s)?\s*(?:to\s+be\s+)?(?:(?:unusually|very|too|abnormally|surprisingly|much|extremely|particularly|really|quite|significantly|noticeably|materially|meaningfully|far|way)\s+)?(?:large|high|big|bad|unusual|off|steep|wide|poor|strange|odd|excessive|significant|thin|shallow|unfavou?rable|(?:worse|higher)(?:\s+than\s+(?:that|this|normal|usual|expected|par|one[-\s]to[-\s]one))?)\b`;
/** What the cost is weighed against: "compared with the market price of about $3,000 per ETH" (a reference, no limit). */
const comparedWith = String.raw`(?:\s+(?:compared\s+(?:with|to)|relative\s+to|against)\s+(?:the\s+)?(?:market|current|spot|usual|expected)\s+(?:price|rate)(?:\s+(?:of\s+)?(?:about|around|roughly|approximately|~)\s*\$\s*\d[\d,]*(?:\.\d+)?(?:\s+(?:per|a|an|for\s+one)\s+\$?[a-z]+)?)?)?`;
/** What the person asks then: to be told, asked or stopped first. */
const toldFirst = String.raw`(?:(?:then\s+)?(?:please\s+|kindly\s+)?(?:(?:i['’]?d|i\s+would)\s+(?:appreciate|like|prefer)\s+(?:being|to\s+be)\s+(?:told|asked|warned|informed|notified|consulted)|(?:i['’]?d|i\s+would)\s+(?:be\s+grateful|appreciate\s+it|like|want)\s+to\s+(?:hear|know|be\s+told)(?:\s+(?:about|of))?\s+(?:it|that|this)|let\s+me\s+know|tell\s+me|check\s+with\s+me|ask\s+me|warn\s+me|notify\s+me|stop(?:\s+and\s+(?:tell\s+me|let\s+me\s+know|ask\s+me))?|(?:do\s+not|don['’]?t)\s+(?:proceed|go\s+ahead)|hold\s+off(?:\s+and\s+tell\s+me)?|pause|(?:i['’]?d|i\s+would)\s+(?:rather|prefer)\s+(?:that\s+)?(?:you\s+)?(?:stop|stopped|didn['’]?t|not|held\s+off|hold\s+off)(?:\s+(?:proceed|go\s+ahead))?(?:\s+and\s+(?:told|tell|let)\s+me(?:\s+know)?)?)(?:\s+(?:first|before\s+(?:proceeding|you\s+proceed|going\s+ahead|executing|swapping|trading|you\s+do\s+it|doing\s+it|it\s+(?:runs|executes|goes\s+through|is\s+(?:executed|made|done)))))?)`;
/**
 * What the trade costs the market, which no reading can check before it runs ("If the price impact is unusually large,
 * please let me know before proceeding; otherwise go ahead", "if it's noticeably worse than that, I'd rather you held off
 * and told me"): the move is asked back for a yes in any case, the words named as not checked, so the person who asked
 * to be told first is asked first. A figure ("exceeds 2%"), a time or another condition is no such remark.
 */
const costCondition = new RegExp(
  String.raw`\b(?:but\s+)?(?:if|should|in\s+case)\s+(?:${costSubject}|it|that)(?:\s+|(?=['’]s))${costBad}${comparedWith}\s*,?\s*${toldFirst}\s*[;,.]?\s*(?:(?:but\s+)?otherwise,?\s+(?:please\s+)?(?:go\s+ahead|proceed|carry\s+on|do\s+it|execute\s+it)(?:\s+(?:as\s+(?:normal|planned|usual)|with\s+it))?)?`,
  'gi',
);
/** "Please check the price impact with me before you go ahead", "tell me the spread first": the same wish, said as a request. */
const costFirst = new RegExp(
  String.raw`\b(?:please\s+|kindly\s+)?(?:check|confirm|go\s+over|tell\s+me|let\s+me\s+know|show\s+me)\s+${costSubject}(?:\s+with\s+me)?\s+(?:first|before\s+(?:you\s+go\s+ahead|going\s+ahead|proceeding|you\s+proceed|executing|swapping|trading|doing\s+it|you\s+do\s+it))\b`,
  'gi',
);
/** "I'd expect the rate to be very close to one-to-one": what a swap between dollars should give, expected, not asked. */
const expectedRate =
  /,?\s*(?:so\s+)?(?:i['’]?d|i\s+would|i)\s+expect\s+the\s+(?:exchange\s+)?(?:rate|price)\s+to\s+be\s+(?:very\s+)?(?:close\s+to|about|around|near(?:ly)?|roughly)\s+(?:one[-\s]to[-\s]one|1\s*:\s*1|1\s+to\s+1|par)\b/gi;

/** When the move is done, said before what is asked of the reply: "Once it's done,", "after each one has gone through,". */
const onceDone = String.raw`(?:(?:once|when|after)\s+(?:it|this|that|they|both|each(?:\s+one)?|the\s+(?:swap|trade|purchase|transfer|payment|conversion|wrap)s?)\s*(?:['’]s|is|are|has\s+been|have\s+been|has|have|was|were)?\s*(?:done|complete|completed|finished|through|gone\s+through|sent|executed|confirmed)\s*,?\s*)`;
/** What the reply is asked to state: what was received, the address a name resolved to, that each move went through. */
const reportedFact = String.raw`(?:(?:how\s+much|how\s+many|what\s+amount\s+of|the\s+(?:exact\s+|final\s+)?(?:amount|quantity)\s+of|what)\s+(?:\$?[a-z][a-z0-9]*\s+)?(?:i|we|he|she|they)\s+(?:actually\s+)?(?:received|receive|got|get|ended\s+up\s+with|end\s+up\s+with|will\s+receive|will\s+get)|(?:the|which)\s+(?:resolved\s+|full\s+|exact\s+)?address(?:es)?(?:\s+(?:that\s+)?(?:the\s+|that\s+|each\s+)?(?:(?:ens\s+)?names?|it|they|[a-z0-9-]+(?:\.base)?\.eth)\s+(?:resolves|resolve|resolved)\s+to|\s+(?:you|it)\s+(?:used|sent\s+(?:it|them)\s+to|paid))?|(?:that|whether|once|when)\s+(?:it|they|both|each(?:\s+one)?|the\s+(?:swap|trade|purchase|transfer|payment|conversion|wrap)s?)\s+(?:has|have|is|are)\s+(?:gone\s+through|been\s+sent|been\s+done|done|complete|completed|confirmed|been\s+confirmed|through))`;
/** Where or when the reply states it: "when you report back", "in your reply", "afterwards". */
const inReply = String.raw`(?:\s+(?:when\s+you\s+(?:report\s+back|reply|respond|confirm)|in\s+(?:your|the)\s+(?:reply|response|answer|confirmation|report)|afterwards|afterward|once\s+(?:it\s+is\s+|it['’]s\s+)?done|when\s+(?:it\s+is\s+|it['’]s\s+)?done))?`;
export const reportAsked = new RegExp(
  String.raw`,?\s*${onceDone}?(?:in\s+(?:your|the)\s+(?:reply|response|answer|report)\s*,?\s*)?(?:and\s+)?(?:(?:please|kindly)\s+)?(?:(?:could|would|can|will)\s+(?:you\s+)?)?(?:please\s+)?(?:let\s+me\s+know|tell\s+me|show\s+me|confirm|report(?:\s+back)?|state|include|mention|give\s+me)${inReply}\s+${reportedFact}${inReply}`,
  'gi',
);

/** Roles said in the same words whatever the move: courtesies, the receipt asked for, the care always taken. */
const fixedRoles: readonly RegExp[] = [
  // Courtesy.
  /\b(?:thank you(?: (?:very|so) much)?|many thanks|thanks(?: a lot| so much)?|much appreciated)\b/gi,
  /,?\s*\bif (?:it|that|this) is (?:available|possible|no trouble)\b/gi,
  /\bnothing (?:else|more)(?: (?:is|will be))? (?:needed|required|necessary)\b/gi,
  // "That is all I require", "that will be all": the one request is the whole of it.
  /\b(?:that|this|it)(?:\s+is|['’]s|\s+will\s+be|['’]ll\s+be)\s+all(?:\s+(?:i|we)\s+(?:require|need|want|ask(?:\s+for)?|am\s+asking(?:\s+for)?|['’]m\s+asking(?:\s+for)?)(?:\s+(?:for\s+)?(?:now|today))?)?\b/gi,
  // The receipt: what the move cost or came to, told after it runs.
  /,?\s*(?:and\s+)?(?:(?:please|kindly)\s+)?(?:let me know|tell me|show me|report)\s+(?:what|how much)\s+(?:it|this|that|the (?:swap|trade|purchase|transfer|conversion))\s+(?:cost|costs|came to|comes to|was)(?:\s+me)?(?:\s+(?:afterwards|afterward|once (?:it is )?done|when (?:it is )?done))?/gi,
  // Why a holding is traded down: "…TOSHI that I no longer wish to keep in full" (the move says how much goes).
  /\b(?:no longer|not|do not|don['’]?t)\s+(?:wish|want|need)\s+to\s+(?:keep|hold)(?:\s+(?:it|them))?\s+in full\b/gi,
  // What the service never does by itself: bring funds over from another chain ("I don't want anything moved in from
  // another chain"; a move runs on the one chain it names, with what is held there).
  /\b(?:(?:i|we)\s+(?:do\s+not|don['’]?t)\s+want\s+|please\s+(?:do\s+not|don['’]?t)\s+|no\s+)?(?:anything|any\s+funds|funds|it|them|any(?:thing)?\s+of\s+it)\s+(?:to\s+be\s+)?(?:moved|bridged|brought|transferred)\s+(?:in\s+|over\s+)?from\s+(?:another|any\s+other|a\s+different|other)\s+(?:chain|network)s?\b/gi,
  // Care the service takes anyway: an amount is always the one said ("make sure each receives exactly the stated amount").
  /\b(?:double[- ]?check|check|verify|make sure|ensure)\s+(?:that\s+)?(?:each(?: one| person| recipient)?|every(?:one| recipient)|all of them|he|she|they|the recipients?)\s+(?:receives?|gets?)\s+(?:exactly\s+)?(?:the\s+)?(?:stated|said|given|listed|exact|full)\s+amounts?\b/gi,
  // Care the service takes anyway: a name is resolved before a transfer, or the transfer stops ("… correctly before the
  // funds leave my wallet": the order it is taken in anyway).
  /\b(?:double[- ]?check(?:ed)?|check(?:ed)?|verif(?:y|ied)|make sure|ensure|ensured|confirm(?:ed)?)\s+(?:that\s+)?(?:the\s+)?(?:ens\s+)?(?:name|address)\s+(?:resolves|is resolved|resolved)(?:\s+(?:correctly|properly|to\s+(?:the right|an|a valid|its|a real)\s+address))?(?:\s+before\s+(?:(?:the|my|any)\s+)?(?:funds|money|payment|transfer|it|anything)\s+(?:leaves?|goes|go|is\s+sent|are\s+sent)(?:\s+(?:out(?:\s+of\s+my\s+wallet)?|my\s+wallet))?|\s+before\s+(?:sending|you\s+send)(?:\s+(?:it|anything|the\s+funds))?)?/gi,
  // A trade's cost no reading can check, with a wish to be told first; a rate expected ("close to one-to-one").
  costCondition,
  costFirst,
  expectedRate,
  // A courtesy that opens such a care: "I'd appreciate it if you confirmed …" (what follows is checked as any remark).
  /\b(?:i['’]?d|i would|we['’]?d|we would)\s+(?:appreciate it|be grateful)\s+if\s+you(?:\s+(?:could|would|can|will))?\b|\bit would be (?:great|nice|helpful|appreciated) if you(?:\s+(?:could|would|can|will))?\b/gi,
  // The reply asked to state a fact of the move once it ran: what was received, the address a name resolved to, that
  // it went through ("Once it's done, tell me how much SOL I received", "confirm the address the name resolves to when
  // you report back", "let me know once each one has gone through"). The answer of a move states these anyway.
  reportAsked,
  // Why the person wants it told: to keep it ("so I can note it down", "so that I can keep it with my records").
  /,?\s*so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|may)\s+(?:(?:note|write|jot)\s+(?:it|that|them|this)\s+down|keep\s+(?:it|that|them|this|a\s+(?:record|note))(?:\s+(?:with|in|for)\s+(?:my|our)\s+(?:records|notes|files|books))?|record\s+(?:it|that|them|this)|update\s+(?:my|our)\s+(?:records|notes|spreadsheet|books))\b/gi,
];

/** An estimate of what the move is worth: an estimating verb with a rough figure in dollars, never an amount to move. */
const estimate =
  /,?\s*(?:(?:which|that)\s+)?(?:(?:i|we)\s+(?:estimate|reckon|think|believe|guess|expect|figure)\s+(?:(?:it|this|that|them)\s+)?(?:to be|is|will be|comes? to|to come to|should be)?|(?:it|this|that|which)\s*(?:is|['’]s|should be|comes? to)(?:\s+worth)?|worth)\s+(?:about|around|roughly|approximately|some|maybe|~)\s*(?:\$\s*)?(?:\d[\d.,]*k?|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|a hundred|one hundred|a thousand)\b)(?:\s+(?:dollars['’]?|usd|bucks)(?:\s+worth)?)?(?:\s+(?:at|with)\s+(?:current|today['’]?s|present)\s+(?:prices?|rates?))?/gi;

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
  const own = (symbol: string) => move.tokens.some((t) => family(t.key) === family(symbol));
  const paid = (symbol: string) => spent !== undefined && (family(symbol) === family(spent) || (stableWords.test(symbol) && stablecoins.has(family(spent))));
  let text = withoutReasons(withoutRestatedToken(sentence, own), own);
  text = [...fixedRoles, ...told].reduce((left, role) => left.replace(role, ' '), text);
  text = text.replace(estimate, ' ');
  // "Only on Polygon, nowhere else", "on Base only": the move's chain bounded, said again (a chain the move does not
  // run on is still another chain, refused as one).
  text = text.replace(onlyChain, (_whole, before?: string, after?: string) => ` on ${before ?? after ?? ''} `);
  if (exact) text = text.replace(noMore, ' ').replace(thatAmount, ' ').replace(keepRemainder, ' ').replace(shareEstimate, ' ');
  // "please do not spend more than the 40 USDC", "so only the 20 should be sold": the exact amount spent, bounded again by
  // its own figure (of the token spent when one is named); another figure or token is no such bound and stays.
  if (exact)
    text = text.replace(boundOwn, (whole) => {
      const bound = scanPrompt(whole);
      const figures = move.amounts.map((a) => ('value' in a.amount ? String(a.amount.value) : ''));
      const same = bound.amounts.length === 1 && 'value' in bound.amounts[0]!.amount && figures.includes(String(bound.amounts[0]!.amount.value));
      return same && bound.tokens.every((t) => paid(t.key)) ? ' ' : whole;
    });
  // "I'd like to keep my stablecoin balance on Base untouched for now", "keep the rest of my BONK as it is": said as a wish.
  text = text.replace(keepAlone, (whole, rest: string | undefined, symbol: string) => {
    if (!stableWords.test(symbol) && !scanPrompt(symbol).tokens.length) return whole;
    if (!paid(symbol)) return rest ? whole : ' ';
    return rest && exact ? ' ' : ' instead ';
  });
  // "I'd like to keep the rest of my DEGEN": what a move of an exact amount of it leaves, kept.
  text = text.replace(keepRest, (whole, rest: string | undefined, symbol: string) => {
    if (!stableWords.test(symbol) && !scanPrompt(symbol).tokens.length) return whole;
    if (!paid(symbol)) return rest ? whole : ' ';
    return rest && exact ? ' ' : ' instead ';
  });
  // "the remainder of my POL should stay as it is for gas": what a move of an exact amount leaves, left.
  // "my ETH should stay where it is" beside a move that does not spend ETH: left, as every token the move does not spend.
  // Said of the token the move spends, only its rest stays, and only when the move spends an exact amount; else the
  // remark contradicts the move and is marked so ("instead" keeps it from being a remark).
  // ("The remaining 9.5 ETH should stay as it is", held-out-39 careful: the rest, with the figure the person expects
  // it to be; the move's own amount is what moves, whatever that figure.)
  // "Please do not touch the rest of my ETH": the same, said as what not to do.
  const kept = (whole: string, rest: string | undefined, symbol: string) => {
    if (!stableWords.test(symbol) && !scanPrompt(symbol).tokens.length) return whole;
    if (!paid(symbol)) return rest ? whole : ' ';
    return rest && exact ? ' ' : ' instead ';
  };
  text = text.replace(
    /\b((?:the\s+)?(?:remainder|rest)\s+of\s+|the\s+remaining\s+(?:\d[\d,]*(?:\.\d+)?\s+)?)?(?:my\s+)?(?:existing\s+|other\s+)?\$?([a-z][a-z0-9]*)\s+(?:(?:should|must|can|will|is to|needs to)\s+)?(?:stay|stays|remain|remains|be left|is left|be kept|is kept)(?:\s+(?:as it is|where it is|untouched|alone|in place))?(?:\s+for\s+(?:gas|fees|now))?/gi,
    kept,
  );
  text = text.replace(
    /\b(?:please\s+)?(?:do\s+not|don['’]?t|never)\s+touch\s+((?:the\s+)?(?:remainder|rest)\s+of\s+|the\s+remaining\s+)(?:my\s+)?\$?([a-z][a-z0-9]*)\b/gi,
    kept,
  );
  // "Please pay for it with USDC only", "the payment should come from my USDC": the move's own pay token said again.
  // "Please use the USDC that is already in my Base wallet", "using the ETH I already hold there": the same, said of what
  // is held already (the move's own chain is checked as any chain).
  text = text.replace(
    /\b(?:please\s+)?(?:(?:pay|fund)(?:\s+for\s+(?:it|this|that|them|the (?:purchase|swap|trade)))?\s+(?:with|from|using|in|out of)|use|using|spend)\s+(?:my\s+|the\s+)?\$?([a-z][a-z0-9]*)\b(?:\s+(?:that\s+|which\s+)?(?:is\s+|are\s+)?(?:(?:i|we)\s+)?(?:already\s+)?(?:(?:hold|have)\s+(?:there|already)|(?:hold|have|sitting|in\s+my\s+(?:[a-z]+\s+)?wallet)(?:\s+(?:there|already))?))?/gi,
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

/** Stablecoins, said as a class ("my stablecoin balance", "my stables"): kept alone beside a move that spends none. */
const stableWords = /^(?:stablecoins?|stables)$/i;

/** "I'd like to keep my stablecoin balance on Base untouched for now", "keep the rest of my BONK as it is". */
const keepAlone =
  /\b(?:(?:i['’]?d|i would|i|we)\s+(?:like|want|prefer|wish)\s+to\s+|please\s+)?keep\s+((?:the\s+)?(?:remainder|rest)\s+of\s+)?(?:my\s+|our\s+)?(?:existing\s+|other\s+)?\$?([a-z][a-z0-9]*)(?:\s+(?:balance|balances|holdings?|position|stack|bag))?(?:\s+on\s+[a-z]+)?\s+(?:untouched|as it is|as they are|where it is|where they are|alone|intact|in place)(?:\s+for\s+(?:now|gas|fees))?/gi;

/** "Only on Polygon, nowhere else", "on Base only, please", "nowhere else": a bound on where the move runs. */
const onlyChain =
  /\b(?:only|just|solely|exclusively|strictly)\s+(?:on|via)\s+([a-z]+)(?:\s*[,;]?\s*(?:and\s+|but\s+)?(?:nowhere|not\s+(?:on\s+)?any(?:where|\s+other\s+(?:chain|network)))\s+else)?\b|\b(?:on|via)\s+([a-z]+)\s+(?:only|alone)\b|,?\s*(?:and\s+)?nowhere\s+else\b/gi;

/** "keep the rest of my DEGEN": the rest of a token kept, said without how. */
const keepRest =
  /\b(?:(?:i['’]?d|i would|i|we)\s+(?:like|want|prefer|wish)\s+to\s+|please\s+)?keep\s+((?:the\s+)?(?:remainder|rest)\s+of\s+)(?:my\s+|our\s+)?\$?([a-z][a-z0-9]*)\b(?:\s+(?:balance|holdings?|position|stack|bag))?/gi;

/** "so only that amount", "just the amount I said": the exact amount the move spends, bounded again by pointing at it. */
const thatAmount =
  /,?\s*(?:(?:and|so)\s+)?(?:please\s+)?(?:(?:sell|swap|send|spend|use|convert|wrap|unwrap|trade)\s+)?(?:only|just|exactly)\s+(?:that|this|the\s+(?:stated|said|given|above)|the)\s+amount(?:\s+(?:i\s+(?:said|gave|named|mentioned|stated)|above|stated))?(?:\s*,?\s*(?:and\s+)?(?:nothing|no(?:thing)?)\s+more)?(?:,?\s*please)?/gi;

/** "and I would like to keep the remainder for now": what a move of an exact amount leaves, kept (said of no token). */
const keepRemainder =
  /,?\s*(?:and\s+)?(?:(?:i['’]?d|i would|i|we)\s+(?:like|want|prefer|wish|intend|plan)\s+to\s+|please\s+)?(?:keep|hold(?:\s+on\s+to)?)\s+(?:the\s+)?(?:remainder|rest)(?:\s+of\s+(?:it|them))?(?:\s+for\s+now)?\b(?!\s+of\s)/gi;

/**
 * "By my count that is a bit under half of what I hold": what share of a holding an exact amount is, estimated (the
 * move still spends the amount it names; the share is no amount of its own).
 */
const shareEstimate =
  /\b(?:(?:by\s+my\s+(?:count|reckoning|estimate|calculation)|if\s+i\s+(?:counted|calculated)\s+(?:right|correctly)|i\s+(?:think|believe|reckon))\s*,?\s*)?(?:that|this|it)\s*(?:is|['’]s|should\s+be|would\s+be)\s+(?:(?:a\s+(?:bit|little)|slightly|just|roughly|about|around|approximately|nearly|almost)\s+)?(?:(?:under|over|less\s+than|more\s+than|below|above)\s+)?(?:half|a\s+third|a\s+quarter|a\s+fifth|a\s+tenth|a\s+small\s+(?:part|portion|share))\s+of\s+(?:what\s+(?:i|we)\s+(?:hold|have|own)|(?:my|our)\s+(?:holdings?|balance|position|stack|bag))\b/gi;

/** "do not spend more than the 40 USDC", "only the 20 should be sold", "no more than 20 WIF is to be sold": a bound said with a figure. */
const boundOwn =
  /,?\s*(?:(?:and|so|but)\s+)?(?:please\s+)?(?:(?:do not|don['’]?t|never)\s+(?:wrap|unwrap|swap|sell|send|spend|convert|use|transfer|trade|pay)\s+(?:any(?:thing)?\s+)?more\s+than\s+(?:the\s+)?\$?\d[\d.,]*(?:\s+\$?[a-z][a-z0-9]*)?|(?:only|just|no\s+more\s+than|not\s+more\s+than)\s+(?:the\s+)?\$?\d[\d.,]*(?:\s+\$?[a-z][a-z0-9]*)?\s+(?:should|must|is\s+to|are\s+to|needs?\s+to|shall|will)\s+be\s+(?:sold|sent|spent|swapped|converted|exchanged|wrapped|unwrapped|used|transferred|paid|traded))(?!\w)/gi;

/**
 * "please don't wrap more than that", "That is my limit, and please don't go above it": a bound on an exact amount the
 * move already keeps.
 */
const noMore =
  /,?\s*(?:(?:and|so)\s+)?(?:please\s+)?(?:(?:do not|don['’]?t|never)\s+(?:(?:wrap|unwrap|swap|sell|buy|send|spend|convert|use|transfer|take|trade)\s+(?:any(?:thing)?\s+)?more\s+than|go\s+(?:above|over|beyond|past)|exceed)\s+(?:that|this|it|the amount(?: i (?:said|gave|asked for))?|that (?:amount|limit|figure))\b|\b(?:that|this|it)\s*(?:is|['’]s)\s+(?:my|the)\s+(?:(?:absolute|upper|hard)\s+)?(?:limit|maximum|max|budget|cap|ceiling)\b)/gi;

/**
 * What the person tells of the move that changes nothing in it: an opinion hedged ("If my arithmetic is right"), the
 * move's time past ("last week", "yesterday": a reason's, never the move's), a test made for real before a larger
 * one, care the move takes anyway (the exact amount sent, the exact amount received), and a price left to the market.
 */
const told: readonly RegExp[] = [
  /\bif\s+(?:my|the|our)\s+(?:arithmetic|math|maths|calculations?|sums?|numbers?|reckoning)\s+(?:is|are)\s+(?:right|correct)\b,?|\bif\s+i(?:['’]m|\s+am)\s+not\s+mistaken\b,?|\bif\s+i\s+(?:remember|recall)\s+(?:right|rightly|correctly)\b,?/gi,
  /\b(?:last|this past)\s+(?:week|weekend|month|year|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\byesterday\b|\b(?:a|one|two|three|few|couple of)\s+(?:days?|weeks?|months?)\s+ago\b/gi,
  /\b(?:it|this)(?:['’]s|\s+is)\s+(?:just\s+|only\s+)?a\s+(?:small\s+|tiny\s+)?test\s+(?:transfer|payment|transaction|send|swap|trade)\s+(?:before|ahead of)\s+(?:a|the)\s+(?:larger|bigger|main|real|full)(?:\s+(?:one|transfer|payment|amount))?\b/gi,
  /,?\s*(?:so\s+)?the\s+exact\s+amount\s+matters(?:\s+more)?(?:\s+to\s+me)?(?:\s+than\s+(?:speed|time|timing|the fee|fees|cost))?/gi,
  /\b(?:the\s+)?(?:\$?[a-z]+\s+)?(?:cost|price|amount (?:spent|paid))\s+(?:can|may|will)\s+be\s+whatever\s+(?:the\s+market\s+(?:requires|asks|gives|says|needs)|it\s+(?:takes|costs|is|needs to be)|is\s+(?:needed|required))/gi,
  /\b(?:please\s+)?(?:make sure|ensure|see to it)\s+(?:that\s+)?i\s+(?:receive|get|end up with)\b/gi,
  // Why a payee waits for it: "She is expecting it as my share of a dinner bill" (what follows "as"/"for" is still
  // checked as any remark: "She is expecting it on Tuesday" keeps its day).
  /\b(?:he|she|they|[a-z]+)\s*(?:is|['’]s|are|['’]re)\s+expecting\s+(?:it|them|this|the\s+(?:payment|money|transfer|funds))\s+(?=(?:as|for)\s+(?:my|our|his|her|their|a|an|the)\b)/gi,
  // Whom a transfer repays: "I owe a friend for dinner" (the friend is paid, not the one who asks).
  /\b(?:i|we)\s+(?:owe|owed)\s+(?:a|my|our|the)\s+(?:friend|colleague|neighbou?r|brother|sister|cousin|roommate|flatmate)\b/gi,
  // When the token is used, not when the move runs: "I need the wrapped version for a contract interaction later today".
  /\b(?:i|we)\s+need\s+(?:it|them|(?:the\s+)?\$?[a-z0-9]+(?:\s+(?:version|token|one|form))?)\s+(?:specifically\s+)?for\s+(?:a|an|the|my|our)\s+(?:[a-z]+\s+){0,3}?(?:later\s+(?:today|tonight|this\s+week)|later|today|tonight|tomorrow|this\s+(?:week|weekend|morning|afternoon|evening)|next\s+week)\b/gi,
  // When the token is used, said as a purpose before: "For a contract interaction I'll be doing later, …".
  // (Only as the sentence's lead, before what it says: "Do it for a payment I'm making tomorrow" keeps its time.)
  /^\s*for\s+(?:a|an|the|my|our)\s+(?:[a-z-]+\s+){0,2}?(?:interaction|payment|deposit|transaction|mint|deal|app|dapp|protocol|contract|purchase)\s+(?:that\s+)?(?:i|we)(?:['’]ll|\s+will|\s+am|\s+are|['’]m|['’]re)\s+(?:be\s+)?(?:doing|making|using|planning)\s+(?:later(?:\s+(?:today|tonight|this\s+week|on))?|tomorrow|next\s+week|soon)\s*,(?=\s*\S)/gi,
  // "I keep the two separate": the tokens named, not an amount of two.
  /\bthe\s+two\b(?=\s+(?:separate|apart|distinct)\b)/gi,
];

/**
 * A slippage bound said in a sentence of its own ("Standard slippage is fine, but I'd ask that it not exceed 1%"): its
 * basis points, or undefined when the sentence says anything else.
 */
export function slippageSaid(sentence: string): number | undefined {
  if (!/\bslippage\b/i.test(sentence)) return undefined;
  const bound =
    /^(?:(?:the\s+)?(?:standard|normal|default|usual)\s+slippage\s+is\s+(?:fine|ok|okay|acceptable)\s*,?\s*(?:but\s+)?)?(?:i['’]?d\s+ask\s+that\s+|(?:please\s+)?(?:make sure|ensure)\s+(?:that\s+)?)?(?:it|the\s+slippage|slippage)\s+(?:does\s+not|doesn['’]t|not|should\s+not|shouldn['’]t|must\s+not|will\s+not|won['’]t|never)\s+(?:exceed|go\s+(?:over|above|beyond|past)|be\s+(?:more|higher|greater)\s+than)\s+(\d+(?:\.\d+)?)\s*(?:%|percent)[\s.!;]*$/i.exec(
      sentence.trim(),
    );
  if (!bound) return undefined;
  const bps = Math.round(Number(bound[1]) * 100);
  return bps >= 1 && bps <= 5000 ? bps : undefined;
}

/**
 * "Note that I mean USDT, not USDC", "I need the output to be WETH specifically, not native ETH": the move's own token
 * said again (the token ruled out beside it is checked as ruled out); a token the move does not name is a correction, kept.
 */
function withoutRestatedToken(sentence: string, own: (symbol: string) => boolean): string {
  return sentence.replace(
    /\b(?:(?:please\s+)?note\s+that\s+|to\s+be\s+clear,?\s+|just\s+to\s+be\s+clear,?\s+)?(?:i\s+(?:do\s+)?(?:mean|meant|want|need)|(?:i\s+(?:need|want)\s+)?(?:the\s+)?(?:output|token|asset|result|coin)\s+(?:to|must|should|needs\s+to|has\s+to)\s+be|it\s+(?:must|should|has\s+to|needs\s+to)\s+be)\s+\$?([a-z][a-z0-9]*)(?:\s+(?:specifically|exactly|itself|in particular))?\b/gi,
    (whole, symbol: string) => (own(symbol) && scanPrompt(symbol).tokens.length ? ` ${symbol} ` : whole),
  );
}

/**
 * A reason that closes the sentence ("since I'll be depositing it into another protocol that only accepts the wrapped
 * token", "for accounting reasons", "rather than spending a round amount of ETH"): taken out when it holds no figure,
 * condition or token the move does not name (its words of time and limits are the reason's, not the move's).
 */
function withoutReasons(sentence: string, own: (symbol: string) => boolean): string {
  const quiet = (clause: string) => {
    if (/\d/.test(clause) || /\b(?:if|unless|when|whenever|until|once|instead)\b/i.test(clause)) return false;
    const facts = scanPrompt(clause);
    // A reason may not correct the move or report someone else's words ("because my boss said so").
    if (facts.words.some((w) => correcting.has(w) || reportedVerbs.has(w) || reporting.has(w))) return false;
    return facts.amounts.length === 0 && facts.addresses.length === 0 && facts.tokens.every((t) => own(t.key) || /^(?:the|a|an)$/i.test(t.key));
  };
  return sentence
    .replace(/,?\s*\b(?:(?:since|because)\s+|as\s+(?=(?:i|we|i['’]ll|we['’]ll|i['’]m|we['’]re)\b))[^;.]*/gi, (clause) => (quiet(clause) ? ' ' : clause))
    .replace(/,?\s*\bfor\s+(?:[a-z]+\s+){0,2}reasons\b/gi, ' ')
    .replace(/,?\s*\b(?:rather than|instead of)\s+(?:spending|paying|sending|buying|using)\s+[^,;.]*/gi, (clause) =>
      quiet(clause.replace(/^,?\s*\S+\s+\S+/, '')) ? ' ' : clause,
    );
}
