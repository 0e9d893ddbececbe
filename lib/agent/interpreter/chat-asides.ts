import { verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';

/**
 * What a chat adds around one whole request that is no part of it (issue 16): a price accepted, a cheer for the day, a
 * chain said as a label before the request. Only on a prompt of one line; each is taken off only whole.
 */

/**
 * "…, pay w usdc whatever it costs", "no matter the price": the price accepted, said after the request whole. The move
 * still runs at its quote within the usual slippage, which is no more than that; a clause of its own at the end only.
 */
const priceAccepted =
  /,?\s+(?:whatever it costs|no matter (?:the|what the) (?:price|cost)(?: is)?|no matter what it costs|at any price|(?:the )?price (?:does ?n'?t|does not|doesnt) matter)(?=\s*[.!]*\s*$)/i;

/**
 * "…. payday 💸", "…, happy birthday!": a closing exclamation about the day it is, after the request whole — the reason
 * it is sent now, not a day to wait for ("on payday", "every payday", "for her birthday" are still times).
 */
const occasionCheered =
  /(?<=[.!,])\s*(?:(?:it'?s|it is|today is|(?:happy|merry)(?: \w+)?)\s+)?(?:(?<=(?:happy|merry|it'?s|it is|today is)(?: \w+)?\s+)(?:birthday|bday|holidays?|christmas|xmas|thanksgiving)|payday)(?:\s+(?:vibes|szn|season))?[\s!.]*(?:\p{Extended_Pictographic}|\uFE0F|[\s!.])*$/iu;

/**
 * "USDC on Polygon, if you would. Thank you.", "…. Thanks!": thanks said after the request whole, in a sentence or
 * clause of its own — a courtesy, never a word of the request.
 */
const thanksClosing =
  /(?<=[.!?,])\s*(?:(?:thank you|thanks|many thanks|thanks a lot|much appreciated)(?:\s+(?:so much|very much|again|in advance|kindly))?(?:\s+for (?:checking|your help|the help|that))?)[\s!.]*$/i;

/**
 * "…. Revert back if any issue.", "…, let me know if there are any problems", "In case of any issue, please inform me.",
 * "Revert back once done.":
 * a reply asked for should the move meet a problem, after the request whole — how to answer, never a condition the move
 * waits on nor a second request ("revert" is the reply asked for, as in Indian English).
 */
const replyAsked = String.raw`(?:revert(?:\s+back)?|let\s+(?:me|us)\s+know(?:\s+the\s+(?:transaction\s+|tx\s+)?(?:hash|id|result|outcome|status))?|(?:inform|tell|ping|message|notify|update)\s+(?:me|us)|get\s+back\s+to\s+(?:me|us)|reply)`;
const anyIssue = String.raw`(?:there\s+(?:is|are|be)\s+)?(?:any\s+)?(?:issues?|problems?|errors?|doubts?|quer(?:y|ies)|questions?|concerns?|trouble)(?:\s+(?:comes?|arises?|occurs?|happens?))?`;
/** "… once done", "when it is done": the reply asked for when the move is made ("Revert back once done."). */
// ("… once it has gone through", held-out-35: the same said of the transaction.)
const whenDone = String.raw`(?:once|when|after|as\s+soon\s+as)\s+(?:(?:(?:it|this|that)\s*(?:is|'s|has\s+been)\s+)?(?:done|complete|completed|finished|through|confirmed|mined)|(?:it|this|that)\s+(?:has\s+gone|goes|went|is)\s+through)`;
const reportIfIssue = new RegExp(
  String.raw`(?:(?<=[.!,;])\s*|\s+and\s+)(?:(?:please|pls|kindly|do|and)\s+)*(?:${replyAsked}(?:\s+to\s+(?:me|us))?\s+(?:(?:if|in\s*case(?:\s+of)?|should\s+there\s+be)\s+${anyIssue}|${whenDone})|(?:(?:if|in\s*case(?:\s+of)?)\s+${anyIssue}|${whenDone})\s*,?\s*(?:(?:please|pls|kindly|do)\s+)*${replyAsked})[\s!.]*$`,
  'i',
);

/**
 * "Tomorrow at 9 … please buy WETH with 100 USDC on base. Not now, tomorrow.": that the move is not made now, said after
 * a request that names its own later time; taken off only where the request before it names that day or a clock (a
 * request with no time of its own keeps it, and is refused as waiting on words not read).
 */
const notNow =
  /(?<=[.!,;])\s*(?:(?:so|and|but|please|pls)\s+)*(?:not\s+(?:now|today|right\s+now|immediately|yet)|(?:do\s+not|don'?t)\s+(?:do\s+it\s+)?(?:now|today|right\s+now))\s*[,;-]?\s*(?:(?:only|but|just)\s+)?(tomorrow|tonight|later|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)?[\s.!]*$/i;
const laterSaid = (request: string, day: string | undefined): boolean =>
  day && day.toLowerCase() !== 'later'
    ? new RegExp(`\\b${day.replace(/^on\s+/i, '')}\\b`, 'i').test(request)
    : /\b(?:tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|utc)?|in\s+\d+\s+(?:hours?|minutes?|days?))\b/i.test(
        request,
      );

/** "Kindly do the needful and convert …": "do the needful" asks for what follows, no request of its own. */
const needful = /^(\s*(?:(?:kindly|please|pls)\s+)?)do\s+the\s+needful\s*(?:and\s+|[,:;-]\s*(?:and\s+)?)(?=\S)/i;

/** "base: 5 usdc each to alice.eth bob.eth …": a chain as a label before an amount is where the request runs. */
const chainLabel = /^\s*(?:on\s+)?(base|ethereum|polygon|unichain|solana)\s*:\s*(?=\$?\d)/i;
/** What closes a chat line after its request: emoji, marks of feeling. */
const closingMarks = /(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/u;

/**
 * "get me sum bonk", "buy sum of my eth": "some" spelled as it sounds, after a verb of getting or trading and before a
 * token (or "of") — never "the sum", "a sum", "that sum", which name an amount.
 */
const sumSpelled = /(?<=\b(?:me|us|get|buy|grab|gimme|want|need|sell|swap|dump)\s+)sum(?=\s+(?:of\s+)?\$?([a-z][a-z0-9]*))/gi;
/** "sell 3 of em", "dump 'em all": "them" said short after a verb or "of" / "all". */
const themSpelled = /\b(of|all|sell|dump|buy|swap|send)\s+['’]?em\b/gi;

/** A chat's own spellings of everyday words ("sum", "em"), said plainly; a ticker is never respelled. */
function chatSpellings(text: string): string {
  return text
    .replace(sumSpelled, (m, next: string) => (next.toLowerCase() === 'of' || tokenWords.has(next.toLowerCase()) ? 'some' : m))
    .replace(themSpelled, '$1 them');
}

/**
 * "… dont ask 🙄", "…, not tryna get rekt again", "… he'll never see it but whatever": a chat's closing remark on the request (a shrug, a worry), after the request whole (held-out-35, chat). Each is a
 * closed phrase; "don't" or "not" before anything else is still the request's own, read by the other rules, and a laugh
 * alone ("… lol") is still asked about (it may say the request is a joke).
 */
const chatShrug =
  /(?<=[.!,;]|\p{Extended_Pictographic}|\uFE0F|\s)\s*(?:[-–—]\s*)?(?:(?:just|only)\s+)?(?:(?:do\s*n['’]?t|dont)\s+(?:ask|judge(?:\s+me)?)|no\s+judg(?:e)?ment|not\s+(?:tryna|trying\s+to|gonna)\s+get\s+(?:rekt|wrecked|burned|burnt)(?:\s+again)?|(?:i['’]?ll|i\s+will)\s+take\s+(?:that|the|my)\s+profits?(?:\s+no\s+questions\s+asked)?|no\s+questions\s+asked|(?:(?:he|she|they)(?:['’]ll|\s+will|\s+prob(?:ably)?\s+wo?n['’]?t|\s+won['’]?t)\s+(?:never\s+)?(?:see|notice|read)\s+(?:it|this|that)\s+)?but\s+whatever)(?:\s+(?:lol|lmao|haha+|tbh|fr))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/iu;

/**
 * "throw 0.1 eth at pepe on ethereum 🐸 yolo, my gf says im dumb but whatever" (held-out-41, chat): what someone thinks
 * of the request, shrugged off, in a clause of its own after it; only a few words with no token or verb of a move.
 */
const othersButWhatever =
  /(?<=[.!,;]|\p{Extended_Pictographic}|\uFE0F)\s*((?:[\p{L}'’]+\s+){1,8}?)but\s+whatever(?:\s+(?:lol|lmao|haha+|tbh|fr))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/iu;

/**
 * "sell 5 uni for usdc on unichain before it dumps again", "… before the gas goes crazy tonight" (held-out-41, chat
 * and pasted): the hurry of a request made now, the market or the fees it fears, after the request whole; no time or
 * condition it waits on.
 */
const beforeItTurns =
  /,?\s+(?:(?:right|quick|asap)\s+)?before\s+(?:it|they|the\s+price|price|(?:the\s+)?gas(?:\s+fees?)?|(?:the\s+)?fees)\s+(?:dumps?|tanks?|crash(?:es)?|rugs?|bleeds?|drops?|falls?|goes\s+(?:down|lower|up|higher|crazy|nuts|wild)|gets?\s+(?:crazy|expensive|worse)|spikes?|pumps?|moons?|rips?|runs?(?:\s+away)?)(?:\s+(?:again|more|further|lower|higher|even\s+more|tonight|later(?:\s+today)?|today))*(?:\s+(?:lol|lmao|haha+|tbh|fr|pls|please))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/iu;

/** "ok hear me out 😂 launch a token on base called …" (held-out-44, chat): a lead-in asking to be heard, no part of the request. */
const hearMeOut = /^\s*(?:(?:ok(?:ay)?|so|alright|yo)[\s,]+)*hear\s+me\s+out\b(?:[\s,.!:;…-]|\uFE0F|\p{Extended_Pictographic})*(?=\p{L})/iu;

/** "wrap 0.5 eth into weth on base, need it for smth later" (held-out-44, chat): why, with no time of the move's own. */
const neededLater =
  /[\s,;—–-]+(?:i\s+)?need\s+(?:it|them|this|that)\s+for\s+(?:smth|sth|something|stuff|a\s+thing|some\s+stuff|things)(?:\s+later(?:\s+on)?)?(?:\s+(?:lol|tbh|fr))*[\s.!]*$/i;

/** "swap $40 of ETH into TOSHI on base. thank me later 🐱" (held-out-43, pasted): a boast closing the move; "later" times nothing. */
const thankMeLater = /(?<=[.!?,;—–-]|\s)\s*(?:and\s+)?(?:you['’]?ll\s+)?thank\s+(?:me|u|you)\s+later\b[^\p{L}\p{N}]*$/iu;

/**
 * "swap 25 USDC into DEGEN on base, thats my limit lol" (held-out-43, pasted): the amount said to be the most the person
 * will put in, after the move that names it; no limit order, no price.
 */
const ownLimit = /[\s,;—–-]+(?:that['’]?s|thats)\s+my\s+limit(?:\s+(?:lol|lmao|haha\w*|tho|though|rn|today|for\s+now|fr|tbh))*[\s.!]*$/i;

/**
 * "ugh uni been pumping, sell 5 uni for usdc on unichain" (held-out-41, chat): how a token has been doing, said as a
 * statement before the request (no question, no price); it asks for no list of what is trending.
 */
const marketSaid =
  /^\s*(?:(?:ugh+|man|damn|wow|yo|ok(?:ay)?|so|lol)[\s,!]+)*\$?[a-z][a-z0-9]*\s+(?:(?:has|is|'s|’s|been|has\s+been|is\s+been|was|keeps?|kept)\s+)+(?:pumping|dumping|mooning|ripping|bleeding|tanking|crashing|running|dipping|going\s+(?:crazy|nuts|wild))(?:\s+(?:so\s+)?(?:hard|lately|today|all\s+(?:day|week)|again|like\s+crazy))*(?:\s+(?:lol|lmao|tbh|fr))*\s*[,.!;]+\s*(?=\p{L})/iu;

/**
 * "grab $20 of bonk on solana, pay w my sol not usdc" (held-out-41, chat): the token paid with, and the one it is not
 * paid with, said beside it; the second is no part of the trade. Only two known tokens, different, after "with".
 */
const paidNotOther =
  /\b((?:pay(?:ing)?\s+)?(?:w\/?|with|using)\s+(?:my\s+|the\s+)?\$?([a-z][a-z0-9]*))\s*,?\s+(?:and\s+|but\s+)?not\s+(?:(?:with|w\/?|using)\s+)?(?:my\s+|the\s+)?\$?([a-z][a-z0-9]*)\b/gi;

/**
 * "splitting the airbnb lol, send 20 usdc each to …" (held-out-41, chat): what a payment settles, said first as what
 * the person is doing; only a few words with no number, token or verb of a move, before a payment's verb.
 */
const settlingFirst =
  /^\s*(?:(?:ok(?:ay)?|so|just)[\s,]+)*((?:splitting|paying\s+back|settling(?:\s+up)?|covering|chipping\s+in\s+for|sorting)\s+(?:[a-z'’]+\s+){0,4}?[a-z'’]+)(?:\s+(?:lol|lmao|haha+|tbh|fr))*\s*[,:;]\s*(?=(?:send|pay|transfer)\b)/iu;

/** A recipient as written: a 0x address, a name ending in .eth, or a Solana address. */
const payee = String.raw`(0x[0-9a-fA-F]{40}|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.eth|[1-9A-HJ-NP-Za-km-z]{32,44})`;
const sentAmount = String.raw`(\$?\d[\d.,]*\s*\$?[a-z][a-z0-9]*)`;
/**
 * "send 0,002 ETH to vitalik.eth and the same quantity also to alice.eth" (held-out-41, non-native): the one amount,
 * said again as "the same", to a second payee; the batch of that amount each.
 */
const sameAgain = new RegExp(
  String.raw`\b(send|pay|transfer)\s+${sentAmount}\s+to\s+${payee}\s+and\s+(?:the\s+)?same(?:\s+(?:quantity|amount|sum|thing))?(?:\s+(?:also|too|as\s+well))?\s+to\s+${payee}(?:\s+(?:also|too|as\s+well))?`,
  'giu',
);
/**
 * "bob.eth and carol.base.eth each one must receive 25 USDC from me" (held-out-41, non-native): two payees, then what
 * each receives; the batch of that amount each.
 */
const eachReceives = new RegExp(
  String.raw`^\s*${payee}\s+and\s+${payee}\s*,?\s+(?:each(?:\s+one)?|both(?:\s+of\s+them)?)\s+(?:must|should|will|need\s+to|have\s+to|are\s+to)\s+(?:receive|get)\s+${sentAmount}(?:\s+(?:each|from\s+me))*`,
  'iu',
);

/**
 * "ok finally payday 🎉🎉 swap …", "ok im actually doin it 😤 launch …": a cheer or a resolve opening a one-line chat
 * request, before its verb (held-out-35, chat); never "on payday" or "every payday", which are times.
 */
const chatOpener =
  /^\s*(?:(?:ok(?:ay)?|so|alright|aight|yay|yess*)[\s,!]+)*(?:(?:finally\s+)?(?:it'?s\s+)?payday|(?:i'?m|im|i\s+am)\s+(?:actually|finally|really|officially)\s+(?:doin[g']?|going\s+for)\s+it)(?:[\s!.,]|\uFE0F|\p{Extended_Pictographic})+(?=\p{L})/iu;

/**
 * "sitting in traffic so quick one: send …" (held-out-35, chat): where the person is, then "quick one", before the
 * request; only a few words with no number, token or verb of a move, so nothing of the request is in them.
 */
const quickOne = /^\s*((?:[a-z'’]+[\s,]+){0,8}?)(?:so\s+|[-–—]\s*)?quick\s+(?:one|q|thing|request|favou?r)\s*[:,;!-]\s*(?=\p{L})/iu;
const situationOnly = (words: string): boolean =>
  words
    .toLowerCase()
    .split(/[^a-z'’]+/)
    .filter(Boolean)
    .every((w) => !tokenWords.has(w) && !verbs.has(w));

/**
 * "…, just testin if this thing even works lol": a trial said of the service, after the request whole (held-out-35,
 * chat); its "if" is no condition of the move. Said plainly ("just testing"), the trial is asked back for a yes as any is.
 */
const testingIfWorks =
  /([.!,;]|\s[-–—])\s*(?:(?:just|only)\s+)?(?:testin[g']?|checking|seeing)\s+(?:if|whether)\s+(?:this|the|ur|your)\s+(?:thing|app|bot|service|wallet|api)\s+(?:even\s+|actually\s+)?works(?:\s+(?:lol|lmao|haha+))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/iu;

/**
 * "Please go ahead once you've worked out the SOL amount.", "I am happy to proceed once everything is in order." (held-out-35,
 * careful): leave to go ahead, closing the request, once the service has done what it does before any move; no condition.
 */
const goAheadOnce =
  /(?<=[.!?;])\s*(?:(?:please|kindly)\s+)?(?:(?:i\s+am|i['’]m)\s+happy\s+(?:for\s+you\s+)?to\s+)?(?:go\s+ahead|proceed)\s+(?:once|when|as\s+soon\s+as)\s+(?:you(?:['’]ve|\s+have)?\s+(?:worked\s+out|calculated|figured\s+out|checked)\s+(?:the\s+)?(?:\$?[a-z]+\s+)?(?:amount|quantity|figure|price|quote)|everything\s+is\s+(?:in\s+order|ready|set)|you\s+are\s+ready)[\s.!]*$/i;

/**
 * "Please sell 20 JUP on Solana and give me USDC in return." (held-out-35, careful): what a sale pays, said as a second
 * clause; read as the sale's "for USDC". Only after a sale or swap's verb and its amount, and only a token.
 */
const givenInReturn =
  /(\b(?:sell|swap|convert|exchange|trade)\s+\$?\d[\d.,]*\s*\$?[a-z][a-z0-9]*(?:\s+(?:on|in)\s+[a-z]+)?)\s*,?\s+and\s+(?:give|get|send|pay)\s+me\s+(\$?[a-z][a-z0-9]*)\s+(?:in\s+return|back|for\s+it|for\s+them|instead)\b/i;

/**
 * "got any wif left on solana? cant remember if i sold it or not tbh" (held-out-35, chat): after a question, why it is
 * asked, what the person forgot of their own past moves; its "if" is no condition and its "sold" no request.
 */
const forgotPast =
  /(?<=\?)\s*(?:(?:i|cuz|because|bc|cause)\s+)*(?:can['’]?t|cannot|cant|do\s*n['’]?t|dont)\s+(?:remember|recall)\s+(?:if|whether)\s+i\s+(?:already\s+)?(?:sold|bought|sent|swapped|traded|moved|spent)\s+(?:it|them|any|some|all(?:\s+of\s+it)?)(?:\s+(?:or\s+not|already|yet))*(?:\s+(?:lol|lmao|haha+|tbh|fr|ngl))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/iu;

/**
 * "lmk if i got enough usdc on polygon to cover 2k, rent is due friday ugh" (held-out-36, chat): after a question of
 * whether holdings cover something, when the bill falls due, the reason it is asked; no time of the read.
 */
const billDue =
  /(?<=\b(?:enough|cover|afford)\b[^,;.!?]*)[,;.]\s*(?:(?:my|the|our)\s+)?(?:rent|bill|invoice|payment|tuition|loan|card|mortgage|tax(?:es)?)\s+(?:is|['’]s|are)\s+due\s+(?:on\s+)?(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+\w+|this\s+\w+)(?:\s+(?:ugh|lol|smh|fml|tbh|fr))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/iu;

/**
 * "put in a sell for 20 wif on solana when it hits $3" (held-out-36, chat): "a sell" (an order's noun, its article before
 * it) "for" an amount of a token is an order of that size of it, as "sell 20 wif" says. Read as "sell (something) for
 * 20 WIF", the order asked what to pay with for WIF, a buy. Only with the article, and only an amount of a known token
 * that is no dollar ("a buy for 20 usdc" may be 20 USDC's worth of another token, and keeps its question).
 */
const orderOfSize = /\b(?:a|an|one)\s+(sell|buy)\s+(?:order\s+)?for\s+(\d[\d.,]*\s*\$?([a-z][a-z0-9]*))\b/gi;

/** "lmk if i got enough usdc …" (held-out-36, chat): whether the holding covers something, asked as "do i have enough". */
const gotEnough =
  /^\s*(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:lmk|let\s+me\s+know|tell\s+me|check)\s+(?:if|whether)\s+i(?:['’]ve|\s+have)?\s+(?:got|have|hav)\s+enough\b/i;

/** The request alone, with what a chat adds around it taken off (`text` unchanged when it adds nothing). */
export function withoutChatAsides(text: string): string {
  let prompt = chatSpellings(text)
    .replace(orderOfSize, (whole, side: string, size: string, token: string) =>
      tokenWords.has(token.toLowerCase()) && !/^(?:usdc|usdt|dai|usd)$/i.test(token) ? `${side} ${size}` : whole,
    )
    .replace(needful, '$1')
    .replace(settlingFirst, (whole, doing: string) => (situationOnly(doing) && !/\d/.test(doing) ? '' : whole))
    .replace(sameAgain, '$1 $2 each to $3 and $4')
    .replace(eachReceives, 'send $3 each to $1 and $2')
    .replace(paidNotOther, (whole, paid: string, token: string, other: string, _at: number, all: string) => {
      const [a, b] = [tokenWords.get(token.toLowerCase()), tokenWords.get(other.toLowerCase())];
      // (The token ruled out named anywhere else, "buy bonk … not bonk", is left for the readers to ask about.)
      const elsewhere = (all.match(new RegExp(`\\$?\\b${other}\\b`, 'gi')) ?? []).length > 1;
      return a && b && a !== b && !elsewhere ? paid : whole;
    })
    .replace(priceAccepted, '')
    .replace(occasionCheered, '')
    .replace(thanksClosing, '')
    .replace(reportIfIssue, '')
    .replace(othersButWhatever, (whole, said: string) => (situationOnly(said) ? '' : whole))
    .replace(chatShrug, '')
    .replace(beforeItTurns, '')
    .replace(marketSaid, (whole) => (/\d/.test(whole) ? whole : ''))
    .replace(forgotPast, '')
    .replace(ownLimit, '')
    .replace(thankMeLater, '')
    .replace(hearMeOut, '')
    .replace(neededLater, '');
  // billDue's lookbehind rescans the text before every comma and stop; it can only match where "due" is said.
  if (/due/iu.test(prompt)) prompt = prompt.replace(billDue, '');
  prompt = prompt
    .replace(gotEnough, 'do i have enough')
    .replace(goAheadOnce, '')
    .replace(givenInReturn, (whole, sale: string, token: string) => (tokenWords.has(token.toLowerCase().replace(/^\$/, '')) ? `${sale} for ${token}` : whole))
    .replace(testingIfWorks, '$1 just testing')
    .replace(chatOpener, '')
    .replace(quickOne, (whole, before: string) => (situationOnly(before) ? '' : whole));
  const later = notNow.exec(prompt);
  if (later && laterSaid(prompt.slice(0, later.index), later[1])) prompt = prompt.slice(0, later.index);
  const label = chainLabel.exec(prompt);
  if (!label) return prompt;
  const request = prompt.slice(label[0].length);
  const close = closingMarks.exec(request)!;
  return `${request.slice(0, close.index)} on ${label[1]}${request.slice(close.index)}`;
}
