import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { movingIntentOf, type Interpretation } from './intent.ts';
import { correcting, reportedVerbs } from './one-request.ts';
import { lureChannels } from './hearsay-words.ts';
import { whenWords } from './prompt-clauses.ts';
import { courtesyPhrase } from '../../language/courtesy-if.ts';
import { fractionWords } from '../../language/lexicon.ts';
import { family, restatesAmount, withoutKeptRoles } from './remark-roles.ts';

/**
 * The general rule for a sentence a careful writer puts beside the one sentence that is the move (issue 16): it is
 * checked against the move's own reading, by the role each of its parts plays, not by its words.
 * - Fields: every amount, token, chain and recipient it names is the move's own, or is ruled out in it ("not", "rather
 *   than", "instead of", "do not substitute USDC or use another chain").
 * - Moves: it asks for no other move: each verb of a move in it is negated, past ("I have decided", "I have
 *   double-checked"), about the reply ("confirm the resulting POL balance afterwards"), or the move's own verb said again
 *   on the same things ("so please send it to whatever address that name resolves to"); a read asked in words is a
 *   request of its own.
 * - Conditions: nothing conditions, times, repeats, resizes, corrects, turns or doubts the move ("if", "unless", "once",
 *   "next week", "also", "more", "but", "not sure"), unless it is about the reply or the service's ability ("if that is
 *   something you can do"), a time that belongs to the reason ("for a payment next week"), or a trade's quote the
 *   person asks to be told of first (the yes asked is that telling).
 * - Whose word: someone else's instruction or claim about the move ("my boss told me to", "I was told this is the right
 *   address") and a message that may be a lure ("I got a DM …") are never remarks.
 * A sentence that passes changes nothing about what moves, when, how much, to whom or on which chain; the move beside it
 * is still asked back whole for a yes (own-remarks.ts), never made at once.
 */

/** What the reply is asked to say of the move once it ran: "confirm the resulting POL balance afterwards". */
const replyWish =
  /,?\s*(?:and\s+)?(?:(?:please|kindly)\s+)?(?:(?:could|would|can|will)\s+you\s+(?:please\s+)?)?(?:confirm|tell\s+me|let\s+me\s+know|show\s+me|report(?:\s+back)?|state|include|mention|give\s+me)\s+(?:me\s+)?(?:(?:the|my)\s+)?(?:(?:resulting|remaining|new|updated|final|resolved|receiving|destination)\s+)(?:\$?[a-z][a-z0-9]*\s+){0,2}?(?:balances?|address(?:es)?|amounts?|totals?|holdings?)(?:\s+(?:afterwards|afterward|after(?:\s+(?:it|that))?|in\s+(?:your|the)\s+(?:reply|response|answer|confirmation)|once\s+(?:it\s+is\s+|it['’]s\s+)?(?:done|through)|when\s+(?:it\s+is\s+|it['’]s\s+)?(?:done|through)))?/gi;

/**
 * A wish for the reply said as a courtesy, before or after the move ran: "Once it is done, I would appreciate a
 * confirmation of how much AERO I actually received", "I would also be grateful if you could repeat the resolved address
 * in your reply, so that I have a record of where it went" (a fact of the move told back; nothing about what moves).
 */
const replyCourtesy =
  /(?:^\s*(?:once|when|after)\s+(?:it\s+is|it['’]s|this\s+is|that\s+is)\s+(?:done|through|complete|finished)\s*,\s*)?\b(?:i|we)\s+(?:would|['’]d)\s+(?:also\s+)?(?:appreciate|be\s+grateful\s+for|like|welcome)\s+(?:a|an|the)\s+(?:short\s+|brief\s+)?(?:confirmation|note|summary|record)\s+of\s+(?:how\s+(?:much|many)\s+\$?[a-z]*\s*(?:i|we)\s+(?:actually\s+|finally\s+)?(?:received|got|ended\s+up\s+with)|the\s+(?:resolved\s+address|amount\s+(?:received|sent)|transaction(?:\s+hash)?|final\s+amount))(?:\s+(?:afterwards|once\s+(?:it\s+is\s+)?done))?|\b(?:i|we)\s+(?:would|['’]d)\s+(?:also\s+)?(?:be\s+grateful|appreciate\s+it)\s+if\s+you\s+(?:could|would)\s+(?:repeat|include|state|mention|confirm)\s+the\s+(?:resolved|receiving|destination|final)\s+(?:address|amount)\s+in\s+(?:your|the)\s+(?:reply|response|answer|confirmation)(?:\s*,?\s*so\s+(?:that\s+)?(?:i|we)\s+(?:have|keep)\s+a\s+record(?:\s+of\s+(?:where|what)\s+it\s+went)?)?/gi;

/**
 * A wish for the reply about the order or move once set up: "I would appreciate a confirmation of the schedule once it is
 * in place, including when the first purchase will happen", "Please confirm the order details once it is set up" (a fact
 * of what was set up, told back).
 */
const replyOrder =
  /(?:^\s*(?:once|when|after)\s+(?:it\s+is|it['’]s|this\s+is|that\s+is)\s+(?:done|set\s+up|in\s+place|active|live|placed|created)\s*,\s*)?(?:\b(?:i|we)\s+(?:would|['’]d)\s+(?:also\s+)?(?:appreciate|like|welcome|be\s+grateful\s+for)|(?:(?:please|kindly)\s+)?(?:(?:could|would|can)\s+you\s+(?:please\s+)?)?(?:confirm|send\s+me|give\s+me|show\s+me))\s+(?:a|an|the)\s+(?:short\s+|brief\s+|quick\s+)?(?:(?:confirmation|summary|note|record)\s+of\s+(?:the|its|my)\s+)?(?:schedule|order(?:\s+details)?|details|setup|set-up|plan|terms|order\s+id)(?:\s+(?:once|when|after)\s+(?:it\s+is|it['’]s|they\s+are)\s+(?:done|set\s+up|in\s+place|active|live|placed|created))?(?:\s*,?\s*including\s+(?:when|the\s+(?:date|time)|what\s+time)(?:\s+(?:at\s+)?which)?\s+(?:the\s+)?(?:first|next)\s+(?:purchase|buy|run|sale|order|swap|trade)(?:\s+(?:will|would|is\s+(?:going|due)\s+to)\s+(?:happen|run|execute|take\s+place|go\s+through)|\s+is(?:\s+due)?)?)?/gi;

/**
 * The move read back before it runs, asked for: "Kindly restate the transfer before sending so I can confirm", "Please
 * read the details back to me before creating it", "I'd like you to restate the trade before executing it so I can check
 * it over" (the move is asked back whole for a yes in any case: that is the reading back).
 */
const readBack =
  /(?:,?\s*(?:and\s+)?(?:because|as|since)\s+it['’]?s\s+a\s+(?:larger|large|big|bigger|significant)\s+(?:amount|sum|payment|trade)(?:\s+for\s+me)?\s*,\s*)?(?:\b(?:please|kindly)\s+)?(?:(?:i['’]?d|i\s+would)\s+(?:like|prefer|want)\s+(?:you\s+)?to\s+|(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)?)?(?:restate|read|repeat|summari[sz]e|show|confirm|play)\s+(?:(?:back\s+)?(?:the|this|my)\s+(?:trade|transfer|swap|order|details|payment|purchase|sale|wrap|unwrap|request|instruction|transaction|schedule)|(?:it|this|them)(?:\s+back)?)(?:\s+back)?(?:\s+(?:to|for)\s+me)?\s+(?:first\b|before\s+(?:executing|sending|placing|creating|submitting|proceeding|swapping|doing\s+(?:it|anything)|setting\s+(?:it\s+)?up|you\s+(?:execute|send|place|create|do|submit|set))(?:\s+(?:it|them|this|anything))?(?:\s+up)?)(?:\s*,?\s*so\s+(?:that\s+)?(?:i|we)\s+can\s+(?:check|confirm|double[- ]check|verify|review|approve)(?:\s+(?:it|that|them))?(?:\s+(?:over|first|again))?)?(?:\s*,?\s*please)?(?:\s*\?)?/gi;

/**
 * A wish for the reply asked as a question, once the move ran: "Once it's done, would you kindly confirm how much USDC I
 * received?", "Afterwards, could you tell me how many DEGEN I got?" (a fact of the move told back).
 */
const replyAsked =
  /(?:(?:once|when|after)\s+(?:it\s+is|it['’]s|this\s+is|that\s+is)\s+(?:done|through|complete|finished)\s*,\s*|afterwards\s*,?\s*)?(?:(?:and\s+)?(?:could|would|can|will)\s+you\s+(?:kindly\s+|please\s+)?)(?:confirm|tell\s+me|let\s+me\s+know)\s+how\s+(?:much|many)\s+(?:\$?[a-z][a-z0-9]*\s+)?(?:i|we)\s+(?:actually\s+|finally\s+)?(?:received|got|ended\s+up\s+with|will\s+(?:receive|get))(?:\s+(?:afterwards|once\s+it\s+is\s+done))?\s*\?/gi;

/**
 * The rest of a holding said to stay as it is, in other words than leaveRest: "I'd like the rest of my ETH left as it is",
 * "the rest should remain as WETH" (said of the move's own token; another token named so is a token of its own).
 */
const restStays =
  /\b(?:(?:i|we)\s+(?:would|['’]d)\s+like\s+|please\s+(?:keep|leave)\s+)?the\s+(?:rest|remainder)(?:\s+of\s+(?:my|our|the)\s+(\$?[a-z][a-z0-9]*))?\s+(?:(?:should|must|can|will|is\s+to)\s+(?:be\s+)?|to\s+be\s+)?(?:left|kept|remain|stay)(?:\s+(?:as\s+it\s+is|alone|untouched|where\s+it\s+is|in\s+place|unwrapped|wrapped|as\s+(\$?[a-z][a-z0-9]*)))?/gi;

/** "Just the 0.5", "Only 0.01": the move's own amount bounded (its figure is checked as any). */
const onlyAmount = /(?:^|[—–-]\s*|,\s*)(?:just|only)\s+(?:the\s+)?(?=\d)/gi;

/** A test or a first try said as the reason: "I'm testing the process before I trust it with anything larger". */
const tryingOut =
  /\b(?:i['’]?m|i\s+am|we['’]re|we\s+are|this\s+is)\s+(?:just\s+|only\s+|simply\s+)?(?:testing|trying(?:\s+out)?)\s+(?:the\s+process|the\s+service|this\s+service|how\s+(?:it|this)\s+works|things|the\s+waters|the\s+flow|it)(?:\s+(?:out|first))?(?:\s+before\s+(?:i|we)\s+(?:trust|use|commit)\s+(?:it|you|the\s+service)\s+with\s+(?:anything|something|amounts?)\s+(?:larger|bigger|more\s+significant))?/gi;

/**
 * A buy of an exact amount received, said again as what matters: "I need the exact figure of 5 UNI for a governance test,
 * so the ETH spent can be whatever that costs", "The token amount is what matters here, not a dollar figure, so please size
 * the purchase to land on 2 LINK", "the amount received should be 2 UNI, not a particular amount spent" (the figure and
 * token left are checked as any; only for a buy of an exact amount).
 */
/** "(to restate:) the amount that matters is the 4 LINK received, not the USDC spent": the figure got, not the one paid. */
export const receivedMatters =
  /\b(?:(?:to\s+restate|in\s+other\s+words|to\s+be\s+clear|that\s+is)\s*[:,]?\s*)?the\s+(?:amount|quantity|figure|number)\s+that\s+matters(?:\s+(?:here|to\s+me|most))?\s+is\s+(?=\d|the\s+\d)(?:the\s+)?(\d[\d.,]*)\s*(\$?[a-z][a-z0-9]*)\s+(?:received|bought|(?:i|we)\s+receive|(?:i|we)\s+get)\s*,?\s*not\s+the\s+(\$?[a-z][a-z0-9]*)\s+(?:spent|paid|used)\b/gi;

const outputMatters: readonly RegExp[] = [
  /\b(?:(?:i|we)\s+need\s+)?the\s+exact\s+(?:figure|amount|number|quantity)\s+of\s+(?=\d)/gi,
  /\b(?:so\s+)?the\s+\$?[a-z]+\s+(?:spent|paid|used)\s+can\s+be\s+whatever\s+(?:that|it)\s+costs\b/gi,
  /\b(?:the\s+)?(?:token\s+)?(?:amount|quantity|number)(?:\s+of\s+\$?[a-z]+)?(?:\s+(?:received|(?:i|we)\s+receive))?\s+is\s+what\s+matters(?:\s+(?:here|to\s+me|most))?\s*,?\s*not\s+(?:a\s+dollar\s+(?:figure|amount)|the\s+\$?[a-z]+\s+spent|the\s+amount\s+spent|a\s+particular\s+amount\s+spent|what\s+(?:i|it)\s+(?:spend|costs?))\b/gi,
  /\b(?:so\s+)?(?:please\s+)?size\s+(?:the\s+(?:purchase|trade|buy|swap|order)|it)\s+(?:accordingly|to\s+land\s+on|to\s+get|to\s+match)(?:\s+rather\s+than\s+spending\s+a\s+round\s+(?:number|amount)\s+of\s+(?:dollars|usdc|\$?[a-z]+))?/gi,
  /\bthe\s+amount\s+received\s+should\s+be\s+(?=\d)/gi,
  /\bnot\s+a\s+particular\s+amount\s+spent\b/gi,
];

/** A test or an experiment the move is for: "for a governance test", "for a small test I'm running" (the move is real). */
const purposeTest =
  /\bfor\s+(?:a|an|my|our|the|this)\s+(?:small\s+|quick\s+|little\s+)?(?:[a-z-]+\s+)?(?:test|experiment|trial)(?:\s+(?:(?:that\s+)?(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:running|doing)))?\b/gi;

/** A trip or absence said as the reason for an order: "I'm travelling next week and won't be watching the market". */
const awayReason =
  /\b(?:i['’]?m|i\s+am|we['’]re|we\s+are|i['’]ll\s+be|i\s+will\s+be)\s+(?:travelling|traveling|away|on\s+holiday|on\s+vacation|offline|busy)(?:\s+(?:next\s+week|this\s+week|for\s+a\s+(?:while|few\s+days|week|couple\s+of\s+weeks)|soon))?(?:\s+and\s+(?:won['’]t|will\s+not|can['’]t|cannot)\s+be\s+(?:watching|checking|following|monitoring)\s+(?:the\s+market|prices|the\s+price|my\s+phone|it))?(?:\s*,?\s*which\s+is\s+why\s+(?:i['’]?d|i\s+would)\s+like\s+(?:this|it|the\s+order)\s+(?:in\s+place|set\s+up))?|^\s*which\s+is\s+why\s+(?:i['’]?d|i\s+would)\s+like\s+(?:this|it|the\s+order)\s+(?:in\s+place|set\s+up)\s*[.!]?\s*$/gi;

/** A trade's expected result, said as an estimate: "at today's prices it should come to roughly one SOL". */
const expectedGot =
  /\b(?:at\s+(?:today['’]?s|current|the\s+current)\s+prices?\s*,?\s*)?(?:it|that|this)\s+(?:should|will|would|might)\s+(?:come\s+to|be|buy|get\s+me)\s+(?:roughly|about|around|approximately|close\s+to)\s+(?:one|two|three|four|five|ten|half\s+an?|a|\d[\d.,]*)\s+\$?[a-z][a-z0-9]*/gi;

/**
 * The move restated as one: "I would prefer it to be done as a single swap rather than split into pieces" (the move is
 * one request already; a split would be another reading).
 */
const singleMove =
  /\b(?:(?:i|we)\s+(?:would|['’]d)\s+prefer\s+|please\s+)?(?:(?:it|this|that)\s+(?:to\s+be\s+|be\s+|is\s+)?(?:done|made|executed|carried\s+out|handled)\s+)?(?:as|in)\s+(?:a\s+)?(?:single|one)\s+(?:swap|trade|transaction|transfer|payment|go|order)(?:\s*,?\s*(?:rather\s+than|instead\s+of|not)\s+(?:being\s+)?(?:split|broken|divided|spread)(?:\s+(?:up|into\s+(?:pieces|parts|chunks|smaller\s+[a-z]+|several\s+[a-z]+)|over\s+time))?)?/gi;

/**
 * The rest of a holding left where it is, said beside a move of the stated amount: "I want to leave the rest of my ETH
 * unwrapped so I can continue paying for gas" (the cap is the move's own amount).
 */
const leaveRest =
  /\b(?:(?:i|we)\s+(?:want|wish|would\s+like|['’]d\s+like)\s+to\s+|please\s+)?(?:leave|keep)\s+the\s+rest(?:\s+of\s+(?:my|our|the)\s+\$?[a-z]+)?\s+(?:unwrapped|wrapped|untouched|alone|as\s+it\s+is|where\s+it\s+is|in\s+place|in\s+my\s+wallet)(?:\s*,?\s*so\s+(?:that\s+)?(?:i|we)\s+can\s+(?:continue\s+|keep\s+)?(?:paying|pay)\s+(?:for\s+)?(?:gas|fees))?/gi;

/**
 * A trade's cost above the spot value, accepted: "I understand I will pay slightly more than the spot value because of
 * fees, and that is acceptable" (the quote is asked back with the move).
 */
const costAccepted =
  /\b(?:(?:i|we)\s+(?:understand|know|realise|realize|accept|appreciate)\s+(?:that\s+)?)?(?:i|we)\s+(?:will|may|might|would|could)\s+(?:pay|spend)\s+(?:slightly|a\s+little|a\s+bit|somewhat|marginally)\s+more\s+than\s+(?:the\s+)?(?:spot|market|quoted|current)\s+(?:value|price|rate)(?:\s+(?:because\s+of|due\s+to|for)\s+(?:the\s+)?(?:fees|slippage|gas|costs))?(?:\s*,?\s*(?:and\s+)?(?:that|this)\s+(?:is|['’]s)\s+(?:acceptable|fine|ok|okay|expected))?/gi;

/**
 * A bad quote the person asks to be told of before the trade runs: "If the price impact looks unusually high — more than a
 * percent or so — please stop and let me know rather than proceeding", "If the rate you can get is materially worse than
 * about $150 per SOL, please tell me before executing". The move is asked back for a yes in any case, these words named
 * as not checked: the telling first is that yes.
 */
const quoteGuard =
  /^\s*(?:and\s+|but\s+)?if\s+(?:the\s+)?(?:price\s+impact|slippage|rate|quote|price|cost|fee|fees|gas)(?:\s+(?:you\s+can\s+get|you\s+get|quoted|offered))?\s+(?:looks|is|seems|comes\s+(?:in|out)|turns\s+out|gets)\s+(?:(?!\b(?:and|also|then|but|or(?!\s+so\b)|buy|sell|swap|send|spend|do|don['’]?t|not|instead|more(?!\s+than\b)|less(?!\s+than\b)|only|cancel|wait)\b)[^.;!?])*?\s*,?\s*(?:then\s+)?(?:please\s+)?(?:stop\s+and\s+|pause\s+and\s+|hold\s+off\s+and\s+)?(?:let\s+me\s+know|tell\s+me|check\s+with\s+me|ask\s+me)(?:\s+(?:first|before\s+(?:executing|proceeding|going\s+ahead|you\s+proceed|doing\s+it|it\s+runs)))?(?:\s*,?\s*rather\s+than\s+(?:proceeding|executing|going\s+ahead|after(?:wards)?))?\s*[.!]?\s*$/gi;

/** "please do not send them anywhere else": what is ruled out is only somewhere other than the move's own place. */
const elsewhere = /\b(?:anywhere|somewhere|someplace)\s+else\b|\belsewhere\b/i;

/** How the writer checked the recipient's address (the address itself is checked as any field; only the telling is left out). */
const addressChecked =
  /\b(?:i|we)\s*(?:have\s+|['’]ve\s+|had\s+|also\s+)?(?:(?:carefully|personally|already)\s+)?(?:double[- ]?checked|checked|verified|confirmed|compared|copied|cross[- ]?checked|pasted)\s+(?:it|them|the\s+(?:address|name|ens(?:\s+name)?|details|recipient|spelling)|that\s+address|this\s+address|the\s+(?:destination|receiving)\s+address)(?:\s+(?:directly|carefully|twice|myself))?(?:\s+(?:with|against|from|to|in)\s+(?:him|her|them|the\s+(?:one|address|name)\s+(?:in|on|from)\s+(?:our|my|the|his|her|their)\s+(?:[a-z'’-]+\s+){0,3}?[a-z]+|(?:the|my|our|his|her|their)\s+(?:[a-z'’-]+\s+){0,3}(?:invoice|app|notes|doc|document|email|message|records|sheet|page|website|statement|bill|card|wallet|contact|contacts|list|book)\b))?(?:\s+(?:over\s+the\s+(?:phone|call)|in\s+person|by\s+(?:phone|email)))?(?:\s*,?\s*(?:character|letter|digit)\s+by\s+(?:character|letter|digit))?(?:\s+(?:with|against)\s+(?:him|her|them|the\s+invoice))?(?:\s*,?\s*(?:and\s+)?(?:compared|checked|matched)\s+(?:the\s+)?(?:first|last)(?:\s+and\s+(?:first|last))?\s+(?:[a-z]+\s+)?(?:characters|digits|letters))?(?:\s*,?\s*so\s+(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:confident|sure|certain)(?:\s+(?:it['’]?s|it\s+is)\s+(?:right|correct))?)?/gi;

/**
 * What is already settled or done by the writer, told as past: an assurance ("I have double-checked the name with
 * her"), a decision ("After some consideration I have decided to …"), a thought given ("having thought it over").
 */
const settled: readonly RegExp[] = [
  /\b(?:i|we)\s*(?:have|['’]ve|had|['’]d)?\s*(?:double[- ]?checked|checked|verified|confirmed)\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:ens\s+)?(?:name|address|details|recipient|spelling)(?:\s+(?:with|against)\s+(?:him|her|them|the\s+[a-z]+|[a-z]+))?/gi,
  // How the address was checked: "I've checked it character by character against the invoice", "I have confirmed it
  // with them over the phone", "I copied the address directly from the wallet app and compared the first and last six
  // characters, so I'm confident it's right", "I've checked that address against the one in our team's shared notes".
  addressChecked,
  /\b(?:i|we)\s*(?:have\s+|['’]ve\s+)?(?:compared|checked|matched)\s+(?:the\s+)?(?:first|last)(?:\s+and\s+(?:first|last))?\s+(?:[a-z]+\s+)?(?:characters|digits|letters)(?:\s+(?:of\s+(?:it|the\s+address)|with\s+(?:him|her|them)))?(?:\s*,?\s*so\s+(?:i['’]?m|i\s+am)\s+(?:confident|sure|certain)(?:\s+(?:it['’]?s|it\s+is)\s+(?:right|correct))?)?/gi,
  /\(\s*0x\s+followed\s+by\s+[a-z]+\s+[0-9a-f]+['’]?s\s*\)/gi,
  /^\s*(?:after|having\s+given\s+it|on)\s+(?:some|much|careful|further|a\s+(?:bit|lot)\s+of)\s+(?:consideration|thought|reflection|deliberation)\s*,?\s*/gi,
  /^\s*having\s+(?:thought|considered)\s+(?:it|this|about\s+it)\s+(?:over|through|further|carefully)\s*,?\s*/gi,
  /\b(?:i|we)\s*(?:have|['’]ve)\s+decided\s+to\b/gi,
];

/** A trade made now is made at the market: said so, an order of another kind ruled out beside it. */
const atMarket =
  /\b(?:(?:to\s+be\s+)?(?:executed|done|made|filled|placed)\s+)?(?:at\s+(?:the\s+)?market(?:\s+price)?|as\s+a\s+market\s+(?:order|trade|swap)|at\s+the\s+current\s+(?:price|rate))(?:\s*,?\s*(?:rather\s+than|instead\s+of|not)\s+(?:as\s+)?an?\s+(?:limit|conditional|trigger|scheduled|recurring|stop)\s+order)?/gi;

/**
 * A time that belongs to the reason, not the move: "for a payment next week", "for the invoice due on Friday" (a time
 * said of the move itself, "send it next week", is kept).
 */
const reasonTime =
  /\bfor\s+(?:a|an|the|my|our|his|her|their)\s+(?:[a-z-]+\s+){0,2}?(?:payment|bill|invoice|trip|purchase|deposit|expense|dinner|event|rent|fee|fees|subscription|deal|mint|transaction|interaction)\s+(?:(?:due|happening|planned|coming\s+up)\s+)?(?:(?:next|this|on)\s+(?:week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|later(?:\s+(?:today|this\s+week))?|tomorrow|soon)\b/gi;

/**
 * What matters most in a buy of an exact amount, said as a comparison: "The quantity I receive matters more to me than
 * the exact amount of ETH spent, within reason" (a buy of an exact amount spends what the quote asks).
 */
const priority =
  /\b(?:the\s+)?(?:quantity|amount|number)(?:\s+of\s+\$?[a-z]+)?\s+(?:(?:that\s+)?(?:i|we)\s+(?:receive|get|end\s+up\s+with)\s+)?matters\s+more(?:\s+to\s+(?:me|us))?\s+than\s+(?:the\s+)?(?:exact\s+)?(?:amount|cost|price|quantity)(?:\s+of\s+\$?[a-z]+)?(?:\s+(?:(?:that\s+)?(?:i|we)\s+)?(?:spent|spend|paid|pay|used|use))?(?:\s*,?\s*within\s+reason)?/gi;

/** Another chain, token or holding, said only to rule it out ("do not … use another chain", "my balances on other chains"). */
const otherThing =
  /\b(?:(?:any|an|my|the)\s+)?(?:another|other|a\s+different|different|any\s+other)\s+(?:chain|network|token|coin|stablecoin|asset|wallet|address|recipient)s?\b/gi;

/** A clause said as not to be done: "do not substitute USDC or use another chain", "I do not want USDC to be touched". */
const negatedClause =
  /\b(?:(?:please\s+)?(?:do\s+not|don['’]?t|never)|(?:i|we)\s+(?:do\s+not|don['’]?t)\s+(?:want|wish|need)(?:\s+(?:you\s+)?to)?|(?:there\s+is\s+)?no\s+need\s+to)\b[^,;.!?]*/gi;

/** A "not" said of the move itself: "do not send it", "don't go ahead yet", "never execute this". */
const haltsMove =
  /^(?:\S+\s+){0,4}?(?:not|don['’]?t|never|need\s+to)\s+(?:\w+\s+)?(?:do|run|execute|proceed|go|set|place|make|move|process|act|start|continue|it|them|this|that)\b|\b(?:the|this|that)\s+(?:swap|trade|transfer|payment|purchase|wrap|unwrap|conversion)\b/i;
/** The move's own verbs, said under a "not": "please do not send it", "don't swap anything yet" beside a swap. */
const ownVerbs: Record<string, RegExp> = {
  swap: /\b(?:swap|sell|buy|trade|convert|exchange|spend|purchase)\b/i,
  transfer: /\b(?:send|transfer|pay|spend)\b/i,
  wrap: /\bwrap\b/i,
  unwrap: /\bunwrap\b/i,
};

/**
 * Someone else's word on the move itself: "I was told that's where it should go", "I have been told this is how one
 * registers for an airdrop", "I was told in a forum that this redeems the tokens" (never checked; a lure's usual form).
 */
const toldOfMove =
  /\b(?:told|said|says|heard|read|advised|recommended|suggested|claimed|claims|assured|wants|wanted|asked|asks|requested|insists?|insisted|demands?|demanded)\b[^.;!?]*?\b(?:this|these|those|it|it['’]s|that['’]s|that\s+(?:is|was|it|this)|where|here|how|the\s+(?:amount|sum|figure|number|address|recipient|wallet|destination|total))\b/i;

/** Someone else's instruction: "my boss told me to", "she asked me to send it" (a payee's own ask "asked for USDT" is a fact). */
const instructed = /\b(?:told|asked|instructed|wants?|wanted|said|ordered|advised|urged)\s+(?:me|us|you)\s+to\b|\b(?:said|says)\s+to\b/i;

/** A payee's own ask of the chain or token to be paid in: "she has asked for it on Base", "he asked for USDC" (no address). */
const payeeAsked =
  /\b(?:she|he|they)\s+(?:has|have|had)?\s*(?:asked|requested)\s+(?:for\s+)?(?:it|the\s+(?:money|payment|funds|repayment))\s+(?:on|in)\s+[a-z]+(?=\s*[,.;!]?\s*$)/gi;

/**
 * What the writer already knows, conceded before what they want: "I'm aware that UNI also exists on Ethereum, but …",
 * "I know USDC is cheaper there, but …" (what follows "but" is checked as any remark).
 */
const conceded =
  /^\s*(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:well\s+)?(?:aware|conscious)\b[^,;]*,\s*but\s+|^\s*(?:i|we)\s+(?:know|understand|realise|realize|appreciate)\s+(?:that\s+)?[^,;]*,\s*but\s+/gi;

/**
 * What the trade is expected to cost, said as an estimate: "I understand AERO is trading at about one dollar, so I expect
 * it to cost roughly 500 USDC" (rough words only; the quote decides, and the move is asked back with it).
 */
const expectedCost =
  /\b(?:(?:i|we)\s+(?:understand|believe|think|see)\s+(?:that\s+)?)?\$?[a-z]+\s+is\s+(?:trading|priced|going|selling)\s+(?:at|for)\s+(?:about|around|roughly|approximately|near(?:ly)?|~)\s*(?:\$\s*\d[\d.,]*|(?:one|two|three|four|five|ten|a)\s+(?:dollars?|cents?|bucks?)|\d[\d.,]*\s+(?:dollars?|cents?|usd))(?:\s+(?:each|apiece|per\s+(?:token|coin|\$?[a-z]+)))?,?\s*(?:so\s+)?|\b(?:i|we)\s+(?:expect|estimate|reckon|figure)\s+(?:it|this|that|the\s+(?:trade|purchase|swap))\s+(?:to|will|would|should)\s+(?:cost|come\s+to|be)\s+(?:about|around|roughly|approximately|~)\s*\$?\s*\d[\d.,]*(?:\s+\$?[a-z]+)?/gi;

/**
 * A trade's cost near what was expected, as the condition to go ahead: "if it's in that region, please proceed", "if the
 * quote is close to that, go ahead". No reading checks a quote before it runs: the move is asked back for a yes in any
 * case, these words named as not checked, so the one who set the condition is asked first.
 */
const quoteNear =
  /,?\s*(?:and\s+|but\s+)?if\s+(?:it|that|the\s+(?:cost|price|quote|rate|total))\s*(?:is|['’]s|comes\s+(?:in|out))\s+(?:(?:roughly|about|somewhere)\s+)?(?:in|within|around|near|close\s+to)\s+(?:that|this|the\s+same|what\s+i\s+(?:expect|said))(?:\s+(?:region|range|ballpark|area|figure|amount|level))?\s*,?\s*(?:then\s+)?(?:please\s+)?(?:proceed|go\s+ahead|do\s+it|carry\s+on|buy\s+(?:it|them))\b/gi;

/** A doubt about the move: "not sure this is right", "maybe", "I might". */
const doubt =
  /\b(?:not\s+(?:sure|certain|convinced)|unsure|uncertain|maybe|perhaps|might|probably|possibly|i\s+think|i\s+guess|i\s+suppose|hopefully|wonder(?:ing)?|doubt\w*|second\s+thoughts)\b|\bnot\s+100\s*%/i;

/** Words that condition, time, repeat or resize the move. */
const conditionWords =
  /\b(?:if|unless|when|whenever|once|until|till|provided|otherwise|in\s+case|as\s+long\s+as|assuming|depending|but|should\s+(?:it|the|that)|stop|cancel|wait|hold\s+off|on\s+hold|pause|abort|halt|undo|approx|approximately|roughly|around|circa)\b|~/i;
const timeWords =
  /\b(?:now|today|tonight|tomorrow|soon|asap|immediately|later|next|first|then|morning|afternoon|evening|noon|midnight|deadline|due|before|after|by\s+(?:the\s+)?end)\b/i;
const moreWords =
  /\b(?:also|another|again|plus|too|twice|more|extra|additional|each|every|all|half|split|double|triple|remainder|rest|top\s+up|as\s+well\s+as)\b/i;

/** Verbs of a move, and the move kinds they say. */
const moveVerb: Record<string, string> = {
  swap: 'swap',
  buy: 'swap',
  sell: 'swap',
  transfer: 'transfer',
};
const wrapVerb = /\b(un)?wrap(?:s|ping)?\b/gi;
const otherMoveVerb =
  /\b(?:bridge|stake|unstake|lend|borrow|deposit|withdraw|claim|launch|mint|burn|approve|cancel|schedule|set\s+up|place|bet|long|short|leverage)\b/i;

/** A word that says the verb after it is not asked for: negation, before it in the same clause. */
const negation = /\b(?:not|never|no|without|nor|avoid|rather\s+than|instead\s+of)\b|n['’]t\b/i;

/** A word that says the verb after it happened already: "I have sent", "she has paid", "I decided". */
const pastBefore = /\b(?:have|has|had|['’]ve|was|were|been)\s+(?:\w+\s+)?$/i;

/** Words that open a read asked for ("show me …", "what …", "check …"). */
const readAsked =
  /^(?:(?:please|kindly|and|also|so|could you|can you|would you|will you)\s+)*(?:what|whats|how|which|show|list|check|tell|give|display|find|view|report)\b/i;

/** The move's fields, as its reading and its sentence name them. */
interface Move {
  readonly facts: Facts;
  readonly kind: string;
  readonly tokens: ReadonlySet<string>;
  readonly amounts: readonly string[];
  readonly chain?: string;
  readonly to?: string;
  readonly side?: string;
}

/** The move's fields, from its sentence and its reading. */
export function moveOf(sentence: string, reading: Interpretation): Move | undefined {
  const intent = movingIntentOf(reading) as Record<string, unknown> | undefined;
  if (!intent) return undefined;
  const action = (intent.action as Record<string, unknown> | undefined) ?? intent;
  const facts = scanPrompt(sentence);
  const tokens = new Set(
    [...facts.tokens.map((t) => t.key), ...['token', 'tokenIn', 'tokenOut'].map((k) => action[k]).filter((t): t is string => typeof t === 'string')].map(
      family,
    ),
  );
  // A wrap's token and what it becomes are one asset ("wrap ETH into WETH"); family() already joins them.
  const amount = action.amount as { value?: unknown } | undefined;
  const amounts = [
    ...facts.amounts.map((a) => ('value' in a.amount ? String(a.amount.value) : '')),
    ...(amount?.value !== undefined ? [String(amount.value)] : []),
  ];
  return {
    facts,
    // An order's remarks are checked as the order's, never as its trade's made now ("sell" said again is no restatement).
    kind: intent.kind === 'automation-create' ? 'order' : String(action.kind ?? intent.kind),
    tokens,
    amounts: amounts.filter(Boolean).map((a) => String(Number(a.replace(/,/g, '')))),
    chain: typeof action.chain === 'string' ? action.chain : undefined,
    to: typeof action.to === 'string' ? action.to.toLowerCase() : undefined,
    side: typeof action.side === 'string' ? action.side : undefined,
  };
}

/** The clause (between commas, semicolons and sentence ends) around a word's position in a text. */
function clauseBefore(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf(',', at), text.lastIndexOf(';', at), text.lastIndexOf('.', at)) + 1;
  return text.slice(start, at);
}

/** Whether a mention at `at` is ruled out in its clause ("do not substitute USDC or use another chain"). */
const ruledOutAt = (text: string, at: number): boolean => negation.test(clauseBefore(text, at));

/**
 * Whether a sentence beside the move only agrees with it (see the rule above).
 * @param sentence one sentence or clause beside the move, as the person wrote it.
 * @param move the move's fields (moveOf).
 * @param alone the sentence read on its own.
 * @param paid the token the move pays with, and whether it pays an exact amount of it.
 */
export function besideAgrees(
  sentence: string,
  move: Move,
  alone: Interpretation,
  paid: { spent?: string; exact: boolean },
  read: (text: string) => Interpretation,
  kept: readonly RegExp[] = [],
): boolean {
  const said = scanPrompt(sentence);
  // A remark is said in a sentence ("stop", "birthday", "send approx." alone may change the move); a short one only
  // thanks, or says the move's amount again.
  if (said.words.length < 4 && !/^(?:thanks?|thank you|many thanks|cheers|much appreciated)\b/i.test(sentence.trim()) && !restatesAmount(said, move.facts))
    return false;
  // "that is half of my balance": a share of a holding is an amount of its own.
  // "leave the rest of my ETH unwrapped" (read "all") keeps what the move does not take.
  if (
    said.words.some((w) => fractionWords.has(w)) &&
    scanPrompt(sentence.replace(leaveRest, ' ').replace(restStays, ' ')).words.some((w) => fractionWords.has(w))
  )
    return false;
  // "she has asked for it on Base": a payee's own ask of where to be paid is a fact (its chain is checked below as any).
  // "Please read the order back to me before placing it": the reading back asked is no one's word read ("I read that …").
  const asked = sentence.replace(payeeAsked, ' ').replace(readBack, ' ');
  if (instructed.test(asked) || toldOfMove.test(asked) || said.words.some((w) => lureChannels.has(w))) return false;
  // "Once it's done, would you kindly confirm how much USDC I received?": the wish for the reply, taken whole first.
  let text = withoutKeptRoles(sentence.replace(replyAsked, ' '), said, move.facts, paid.spent, paid.exact);
  // "the rest should remain as WETH": said of the move's own token only.
  text = text.replace(restStays, (whole, of?: string, as?: string) =>
    [of, as].every((t) => t === undefined || move.tokens.has(family(scanPrompt(t).tokens[0]?.key ?? t))) ? ' ' : whole,
  );
  // "To restate: the amount that matters is the 4 LINK received, not the USDC spent.": of a buy of an exact amount, the
  // amount got said again, and the token the move itself pays with said not to matter as a figure (another token there
  // is left, and contradicts the move as before).
  if (move.side === 'buy')
    text = text.replace(receivedMatters, (whole, _amount: string, _got: string, token: string) =>
      family(scanPrompt(token).tokens[0]?.key ?? token.toUpperCase()) === family(paid.spent ?? '') ? ' received ' : whole,
    );
  // What the service can or may do, said as a condition ("if that is something you can do") is a courtesy.
  for (const role of [
    ...kept,
    purposeTest,
    conceded,
    readBack,
    replyOrder,
    courtesyPhrase,
    replyCourtesy,
    replyWish,
    onlyAmount,
    tryingOut,
    awayReason,
    ...(move.side === 'buy' ? outputMatters : []),
    singleMove,
    leaveRest,
    ...settled,
    reasonTime,
    priority,
    ...(move.kind === 'swap' ? [expectedCost, expectedGot, quoteNear, atMarket, costAccepted, quoteGuard] : []),
  ])
    text = text.replace(role, ' ');
  text = text.replace(/\brather not\b/gi, 'not');
  // A clause said as not to be done rules out what it names; said of what the move itself spends, sends or uses, it
  // contradicts the move.
  let contradicts = false;
  text = text.replace(negatedClause, (clause) => {
    const named = scanPrompt(clause.replace(otherThing, ' '));
    // "do not send them anywhere else": a place other than the move's own, ruled out, naming nothing of the move.
    const away = elsewhere.test(clause) && named.amounts.length + named.tokens.length + named.chains.length + named.addresses.length === 0;
    const own =
      !away &&
      (named.tokens.some((t) => family(t.key) === family(paid.spent ?? '') || (move.kind !== 'swap' && move.tokens.has(family(t.key)))) ||
        named.chains.some((c) => c === move.chain) ||
        named.addresses.some((a) => a.raw.toLowerCase() === move.to) ||
        named.amounts.length > 0 ||
        haltsMove.test(clause) ||
        (ownVerbs[move.kind]?.test(clause) ?? true));
    if (own) contradicts = true;
    return ' ';
  });
  if (contradicts) return false;
  // The move's own token, left standing by a role taken out ("using the ETH I already hold there"), is no chain ("ETH").
  for (const token of move.tokens)
    text = text.replace(new RegExp(String.raw`(?<!\b(?:on|via|in|to|over)\s+)(?<![\w$])\$?${token}\b(?=\s*[,.;!]?\s*$)`, 'gi'), ' ');
  text = text.replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  if (doubt.test(lower) || conditionWords.test(lower) || timeWords.test(lower) || moreWords.test(lower) || whenWords.test(lower)) return false;
  const facts = scanPrompt(text);
  if (facts.words.some((w) => correcting.has(w) && w !== 'rather')) return false;
  if (facts.unsupportedChain || facts.timestamp || facts.badAmount) return false;
  // Fields: the move's own, or ruled out where they stand.
  const figures = (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((f) => String(Number(f.replace(/,/g, ''))));
  if (figures.some((f) => !move.amounts.includes(f))) return false;
  if (facts.amounts.some((a) => !('value' in a.amount) || !move.amounts.includes(String(Number(String(a.amount.value).replace(/,/g, '')))))) return false;
  const at = (word: string) => lower.search(new RegExp(String.raw`(?<![\w$])\$?${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i'));
  for (const t of facts.tokens) if (!move.tokens.has(family(t.key)) && !ruledOutAt(lower, Math.max(0, at(t.key.replace(/^\$/, ''))))) return false;
  for (const c of facts.chains) if (move.chain !== undefined && c !== move.chain && !ruledOutAt(lower, Math.max(0, at(c)))) return false;
  for (const a of facts.addresses) if (a.raw.toLowerCase() !== move.to) return false;
  if (facts.unknownTokens.length > 0) return false;
  // "The token is HARBORX": a word in capitals that is no token known may be one the move should have named.
  const known = new Set(facts.tokens.map((t) => family(t.key)));
  if (
    (text.match(/\$?\b[A-Z][A-Z0-9]{1,11}\b/g) ?? []).some(
      (w) => !known.has(family(w)) && !['I', 'OK', 'US', 'USD', 'UTC', 'ENS'].includes(w.replace(/^\$/, '')),
    )
  )
    return false;
  // Moves: none asked for but the move's own, said again.
  const verbs = [
    ...facts.actions.filter((a) => moveVerb[a.action]).map((a) => ({ kind: moveVerb[a.action]!, word: facts.words[a.index] ?? '' })),
    ...[...text.matchAll(wrapVerb)].map((m) => ({ kind: m[1] ? 'unwrap' : 'wrap', word: m[0] })),
  ];
  for (const verb of verbs) {
    const where = at(verb.word);
    const before = where < 0 ? '' : lower.slice(0, where);
    if (ruledOutAt(lower, Math.max(0, where))) continue;
    if (pastBefore.test(before) || /ed$/.test(verb.word) || ['sent', 'sold', 'bought', 'paid', 'spent'].includes(verb.word)) continue;
    // The move's own verb said again on the same things; never on someone else's word.
    const clause = `${clauseBefore(lower, where)}${lower.slice(where).split(/[,;.!?]/)[0]}`;
    if (verb.kind === move.kind && !clause.split(/\s+/).some((w) => reportedVerbs.has(w))) continue;
    return false;
  }
  if (otherMoveVerb.test(lower) && !ruledOutAt(lower, lower.search(otherMoveVerb))) return false;
  // A read asked in words is a request of its own; a statement a read took in ("I seem to hold some WPOL") is not.
  const left = text.trim() === sentence.trim() ? alone : facts.words.length > 0 ? read(text) : undefined;
  if (left?.kind === 'intent' && !movingIntentOf(left) && facts.words.length > 0) {
    const t = text.trim();
    const stated = /^(?:(?:and|but|so|also|on\s+[a-z]+,?)\s+)?(?:i|we|he|she|they|it|this|that|there)\b/i.test(t);
    // "Please use only the USDC on Base": an imperative of another verb asks for no read (a read verb is caught above).
    if (readAsked.test(t) || (!stated && !/^(?:please|kindly)\s+[a-z]+\b/i.test(t))) return false;
  }
  // A question asks for something of its own, unless it is the wish for the reply ("…, would you kindly confirm how much
  // USDC I received?").
  if (/\?/.test(sentence.replace(replyAsked, ' ').replace(readBack, ' ')) && verbs.length === 0) return false;
  return true;
}
