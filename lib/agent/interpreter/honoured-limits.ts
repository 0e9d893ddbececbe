import { ask, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * Careful prose that states, beside its one request, a limit the service keeps by how it works (issue 16): "please don't
 * round it" (an amount is always the one said), "I don't want any other token touched" (a move spends only the token it
 * names), "Please don't move anything; I only want the number" (a read moves nothing), "I'd rather not buy right now,
 * so please only schedule it" (an order waits for its trigger). Such a sentence is no second request and no taking
 * back: it is left out, and the request read as if alone — but only where the limit holds for what the request is, so
 * "don't move anything" beside a swap, or "only schedule it" beside a swap now, still stops it. A limit the service
 * cannot check ("if the rate is noticeably worse, hold off") is none of these and is never left out.
 */

/** What a request is, as far as a limit is concerned. */
type Role = 'read' | 'move' | 'order';

/** A limit said in its own sentence or clause, and the requests it holds for. */
interface Limit {
  said: RegExp;
  holdsFor: readonly Role[];
  /** Whether the limit, as said, is what the request does (its words matched by `said`). */
  fits?: (said: RegExpExecArray, reading: Interpretation) => boolean;
}

const dont = "(?:do not|don't|don’t|dont|never)";
const iDont = String.raw`(?:i|we)\s+(?:do not|don't|don’t|dont|would not|wouldn't|wouldn’t)\s+(?:want|like|wish)`;
const moveVerbs =
  '(?:move|moved|send|sent|trade|traded|swap|swapped|buy|bought|purchase|purchased|sell|sold|transfer|transferred|touch|touched|spend|spent|execute|executed|claim|claimed|withdraw|withdrawn|convert|converted|exchange|exchanged)';
/** "move or convert", "sell, swap or send": moves said together, each one not to be made. */
const moveVerbList = String.raw`${moveVerbs}(?:\s*,?\s+(?:or|nor|and)\s+${moveVerbs}|\s*,\s*${moveVerbs})*`;
/** "for my spreadsheet", "for our own records": what the answer is for, after what is wanted. */
const answerFor = String.raw`(?:\s+(?:purely\s+|just\s+|only\s+)?for\s+(?:my|our)\s+(?:own\s+)?(?:records?|spreadsheet|notes|bookkeeping|accounts|accounting|taxes|tax return|budget|files|reference))?`;

/** "while you check", "whilst you look", "in the process": when nothing is to move, said after it (held-out-34 careful 1, 2). */
const whileChecking = String.raw`(?:\s+(?:while|whilst|as|when)\s+you\s+(?:check|look|do\s+(?:so|that|this|it)|are\s+(?:at\s+it|checking|looking)|look\s+(?:into\s+it|it\s+up))(?:\s+(?:it|that|this))?|\s+in\s+the\s+process)?`;

/** A bot's remark that its request only reads: "info only", "read-only", "no execution", "no trades". */
const readOnly = String.raw`(?:(?:info|information|informational|read[\s-]?only|view[\s-]?only)(?:\s+only)?|no\s+(?:execution|executions|trades?|trading|transactions?|txs?))`;

/**
 * "this is an enquiry only", "I am only researching at this stage", "purely for research", "just research": a read said
 * to be no more than a question.
 */
const enquiryOnly = String.raw`(?:this\s+is\s+(?:only\s+|purely\s+|merely\s+|just\s+|simply\s+)?(?:an?\s+)?(?:enquiry|inquiry|question|query|research)(?:\s+only)?|(?:i\s+am|i['’]m|we\s+are|we['’]re)\s+(?:only\s+|just\s+|merely\s+|simply\s+|purely\s+)?(?:researching|enquiring|inquiring|asking|curious|looking)(?:\s+(?:at\s+this\s+stage|for\s+now|at\s+the\s+moment|today))*|(?:this\s+is\s+)?(?:just|purely|only|simply)\s+(?:for\s+)?(?:research|information|interest)(?:\s+purposes)?|(?:this\s+is\s+)?(?:just|purely|only|simply)\s+for\s+(?:my|our)\s+(?:own\s+)?(?:records?|bookkeeping|accounts|accounting|taxes|tax return|budget|files|reference|notes))`;

/** A move said as what is done: "selling", "moving". */
const movingVerbs = '(?:selling|moving|trading|swapping|sending|buying|spending|touching|transferring|converting|withdrawing)';
/** "I am not asking you to move anything at all", "I'm not asking you to sell anything now": what a read is, said. */
const notAsking = String.raw`(?:i\s+am|i['’]m|we\s+are|we['’]re)\s+not\s+(?:asking|wanting|looking|trying)\s+(?:(?:you\s+)?to\s+)?(?:${moveVerbs}|change|modify|cancel)\s+(?:anything|any funds|any tokens|a thing)(?:\s+(?:at all|yet|for now|now|today|right now|at the moment))*`;
/**
 * "only the balance, please", "I'm only after the value", "A single figure is all I need": the read's answer is all
 * that is wanted.
 */
const answerNoun = '(?:balance|balances|value|values|price|prices|figure|figures|number|numbers|total|totals|amount|answer|answers|information|info|result)';
const onlyAfter = String.raw`(?:(?:only|just)\s+the\s+${answerNoun}|(?:i\s+am|i['’]m|we\s+are|we['’]re)\s+(?:only|just)\s+(?:after|interested in|asking (?:about|for))\s+the\s+${answerNoun}|(?:a\s+single|one|the|a)\s+(?:${answerNoun}|(?:rough|quick|simple)\s+${answerNoun})\s+is\s+all\s+(?:i|we)\s+(?:need|want|require|am after|['’]m after))`;
/** "I have no intention of selling it at the moment", "we have no plans to move anything": no move meant beside a read. */
const noIntention = String.raw`(?:(?:i|we)\s+(?:have|['’]ve\s+got)\s+no\s+(?:intention|plans?|wish|desire)\s+(?:of\s+${movingVerbs}|to\s+${moveVerbs})|(?:(?:i|we)\s+)?(?:shan['’]t|shall\s+not|won['’]t|will\s+not)\s+be\s+${movingVerbs}|(?:i\s+am|i['’]m|we\s+are|we['’]re)\s+not\s+(?:going\s+to\s+)?(?:${movingVerbs}|${moveVerbs})|(?:(?:there\s+is|there['’]s)\s+)?no\s+need\s+to\s+${moveVerbs})(?:\s+(?:it|them|anything|any|any of (?:it|them)|that|this))?(?:\s+(?:at the moment|right now|yet|for now|now|today|at this (?:point|stage)|at all))*`;
/**
 * "A short list with their current prices would be ideal, if you have them to hand": the form of the answer wished, no
 * request of its own (what the read gives is what it gives).
 */
const answerWished = String.raw`(?:a|an|the)\s+(?:short|brief|quick|simple|rough|indicative|approximate)?\s*(?:(?:usd|us\s+dollar|dollar)\s+)?(?:list|summary|overview|figure|number|answer|breakdown|table|quote|estimate)(?:\s+in\s+(?:usd|us\s+dollars|dollars))?(?:\s+(?:is|will\s+be|would\s+be)\s+(?:quite\s+|perfectly\s+|more\s+than\s+)?(?:fine|sufficient|enough|adequate|plenty)|\s+(?:will|would)\s+(?:do|suffice)|\s+suffices)|(?:a|an|the)\s+(?:short|brief|quick|simple|rough)?\s*(?:list|summary|overview|figure|number|answer|breakdown|table)(?:\s+(?:with|of|including)\s+(?:their|its|the)\s+(?:current\s+)?(?:prices?|values?|balances?|figures?))?\s+would\s+be\s+(?:ideal|perfect|great|helpful|lovely|fine|enough|plenty|wonderful)(?:\s*,?\s*if\s+you\s+have\s+(?:them|it|that|those)\s+(?:to\s+hand|handy|available))?`;
/**
 * "If the answer is yes I shall place the order myself afterwards", "I will make the purchase myself later": the move the
 * read is for, left to the person (a read moves nothing).
 */
const ownMoveLater = String.raw`(?:if\s+(?:the\s+answer\s+is\s+yes|(?:it\s+is|it['’]s|so)|there\s+is\s+enough)\s*,?\s+(?:then\s+)?)?(?:i|we)\s+(?:shall|will|['’]ll|can|would)\s+(?:then\s+)?(?:place|make|do|submit|put\s+in|handle|arrange)\s+(?:the|that|this|my|our)\s+(?:order|purchase|trade|swap|transfer|payment|buy)\s+(?:myself|ourselves)(?:\s+(?:afterwards|later|separately|after\s+that))?`;
/** "Please only check the figure for me": what a read gives, asked for alone. */
const onlyCheck = String.raw`(?:only|just|simply)\s+check\s+(?:the\s+|that\s+)?(?:${answerNoun}|it|that)(?:\s+for\s+(?:me|us))?`;
/** "Please leave everything exactly as it is", "leave everything untouched": nothing to move beside a read. */
const leaveAll = String.raw`(?:leave|keep)\s+(?:everything|all\s+of\s+it|it\s+all|my\s+(?:holdings|funds|wallets?|tokens|portfolio))\s+(?:exactly\s+|just\s+)?(?:as\s+it\s+is|as\s+they\s+are|as\s+is|untouched|alone|where\s+it\s+is|in\s+place)`;

const limits: readonly Limit[] = [
  // "Until then, please leave the tokens untouched.", "…, please leave my UNI exactly where it is." beside an order that
  // waits (held-out-35, careful): what an order does anyway until it fires.
  {
    said: /^(?:until\s+then|in\s+the\s+meantime|meanwhile|till\s+then)\s*,?\s*(?:please\s+|kindly\s+)?(?:leave|keep)\s+(?:the\s+tokens?|my\s+\$?[a-z][a-z0-9]*|them|it|everything|my\s+holdings?)\s+(?:exactly\s+|just\s+)?(?:untouched|alone|intact|as\s+(?:it\s+is|they\s+are)|where\s+(?:it\s+is|they\s+are))$/i,
    holdsFor: ['order'],
  },
  // "get me 0.1 WETH using USDC pls, i'll pay them myself later" (held-out-34, pasted): the payment the move is for,
  // made by the person themselves; the service makes only the move asked.
  {
    said: /^(?:and\s+|then\s+)?(?:i|we)\s*(?:will|['’]?ll|shall|can)\s+(?:then\s+)?(?:pay|send|settle|handle|do)\s+(?:it|them|him|her|that|the\s+(?:invoice|vendor|bill|rest|payment|transfer))\s+(?:myself|ourselves)(?:\s+(?:later(?:\s+on)?|afterwards|after\s+that|separately))?$/i,
    holdsFor: ['move'],
  },
  // "please don't round it in either direction", "the exact amount matters", "no rounding, please".
  {
    said: new RegExp(
      String.raw`^(?:${dont}\s+round(?:\s+(?:it|this|that|them|the (?:amount|figure|sum)s?|anything))?(?:\s+(?:up|down|off|in either direction|either way|up or down))*|no rounding)$`,
      'i',
    ),
    holdsFor: ['move', 'order'],
  },
  // "I don't want any other token touched in the process", "please don't touch any other token".
  {
    said: new RegExp(
      String.raw`^(?:${iDont}\s+(?:any\s+)?(?:other|different)\s+(?:tokens?|assets?|coins?|holdings?)(?:\s+to be)?\s+${moveVerbs}|${dont}\s+(?:touch|use|spend|sell)\s+(?:any\s+)?(?:other|different)\s+(?:tokens?|assets?|coins?|holdings?))(?:\s+in the process)?$`,
      'i',
    ),
    holdsFor: ['move'],
  },
  // "please do not sell more than that amount", "please do not combine or round anything": the amount said is the one
  // moved, never more, and each payment of a batch is made as listed.
  {
    said: new RegExp(
      String.raw`^(?:${dont}\s+(?:sell|buy|spend|send|swap|use|take|convert)\s+(?:any\s+)?more\s+than\s+(?:that|this|the\s+(?:stated|said|given))(?:\s+(?:amount|figure|sum))?|${dont}\s+(?:combine|merge|round|split|batch)(?:\s*,?\s+(?:or|nor|and)\s+(?:combine|merge|round|split|batch))*\s+(?:anything|them|it|the (?:payments|amounts|transfers)))$`,
      'i',
    ),
    holdsFor: ['move', 'order'],
  },
  // "Each of them should receive exactly 35": what a batch of equal payments already sends each.
  {
    said: /^each\s+(?:of\s+them|one|recipient|person|payee|friend)\s+(?:should|must|is\s+to|needs\s+to)\s+(?:receive|get)\s+(?:exactly\s+)?(\d[\d.,]*)(?:\s+\$?[a-z]+)?$/i,
    holdsFor: ['move'],
    fits: (said, reading) => {
      const batch = movingIntentOf(reading) as { kind?: string; transfers?: readonly { amount?: string }[] } | undefined;
      const each = Number(said[1]!.replace(/,/g, ''));
      return batch?.kind === 'transfer-batch' && (batch.transfers?.length ?? 0) > 1 && batch.transfers!.every((t) => Number(t.amount) === each);
    },
  },
  // "These are separate amounts for separate people, so please ensure each receives the correct sum" (held-out-33, -34):
  // what a batch of different amounts sends, each its own.
  {
    said: /^(?:(?:these|they|the\s+(?:amounts|payments|sums))\s+are\s+(?:two\s+|three\s+)?separate(?:\s+(?:amounts|payments|sums|transfers|figures))?(?:\s+for\s+(?:two\s+|three\s+)?(?:separate|different)\s+(?:people|persons|recipients|colleagues|payees))?|(?:ensure|make sure)\s+(?:that\s+)?each\s+(?:person|recipient|one|of\s+them|colleague|payee)?\s*(?:receives|gets)\s+(?:the\s+|their\s+|his\s+or\s+her\s+)?(?:correct|right|exact)\s+(?:sum|amount|figure))$/i,
    holdsFor: ['move'],
    fits: (_said, reading) => {
      const batch = movingIntentOf(reading) as { kind?: string; transfers?: readonly { amount?: string }[] } | undefined;
      return batch?.kind === 'transfer-batch' && new Set(batch.transfers?.map((t) => Number(t.amount))).size > 1;
    },
  },
  // "Please make sure the purchase is paid for in USDC and not out of my ETH, which I would prefer to keep for gas": the
  // token the swap spends, said again.
  {
    said: /^(?:make sure|ensure)\s+(?:that\s+)?(?:the\s+(?:purchase|swap|trade|exchange|payment)|it|this)\s+is\s+(?:paid\s+(?:for\s+)?|funded\s+)(?:in|with|from|out\s+of|using)\s+(?:my\s+)?\$?([a-z][a-z0-9]*)(?:,?\s+(?:and\s+)?(?:not|rather\s+than)\s+(?:in|with|from|out\s+of|using)\s+(?:my\s+)?\$?([a-z][a-z0-9]*))?(?:,\s*which\s+(?:i|we)\s+(?:would\s+prefer|['’]d\s+prefer|want|need|would\s+like)\s+to\s+keep(?:\s+for\s+(?:gas|(?:network\s+)?fees))?)?$/i,
    holdsFor: ['move'],
    fits: (said, reading) => {
      const swap = movingIntentOf(reading) as { kind?: string; tokenIn?: string } | undefined;
      return swap?.kind === 'swap' && swap.tokenIn === said[1]!.toUpperCase() && (said[2] === undefined || swap.tokenIn !== said[2].toUpperCase());
    },
  },
  // "Please ensure the exchange happens on Solana itself; nothing should be bridged anywhere": the one chain a move is
  // made on, said again, and no bridge (which is never made).
  {
    said: new RegExp(
      String.raw`^(?:(?:make sure|ensure)\s+(?:that\s+)?(?:the\s+(?:exchange|swap|trade|purchase|transfer|payment|sale)|it|this|everything)\s+(?:happens|takes\s+place|is\s+done|is\s+made|stays|is\s+carried\s+out)\s+on\s+([a-z]+)(?:\s+mainnet)?(?:\s+(?:itself|only|alone))?|nothing\s+(?:should|must|is\s+to|will|needs\s+to)\s+be\s+bridged(?:\s+anywhere)?|${dont}\s+bridge\s+(?:anything|it)(?:\s+anywhere)?|no\s+bridging)$`,
      'i',
    ),
    holdsFor: ['move', 'order'],
    fits: (said, reading) => {
      if (said[1] === undefined) return true;
      const moving = movingIntentOf(reading) as { chain?: string; action?: { chain?: string } } | undefined;
      return (moving?.chain ?? moving?.action?.chain) === said[1].toLowerCase();
    },
  },
  // "Please leave the rest of my POL untouched so that I can still pay network fees", "To be clear, I would like to keep
  // the remainder of my balance as ordinary ETH": what a move of a stated amount does not take stays where it is.
  {
    said: /^(?:to\s+be\s+clear,?\s+)?(?:(?:i|we)\s+(?:would\s+like|['’]d\s+like|want|wish)\s+to\s+)?(?:leave|keep)\s+the\s+(?:rest|remainder)\s+of\s+(?:my|our|the)\s+(?:balance|\$?([a-z][a-z0-9]*))\s+(?:untouched|alone|as\s+it\s+is|where\s+it\s+is|in\s+place|as\s+(?:ordinary|plain|regular|native|normal)?\s*\$?([a-z][a-z0-9]*))(?:\s*,?\s*so\s+(?:that\s+)?(?:i|we)\s+can\s+(?:still\s+)?(?:pay|cover)\s+(?:for\s+)?(?:the\s+)?(?:gas|(?:network\s+)?fees))?$/i,
    holdsFor: ['move'],
    fits: (said, reading) => {
      const move = movingIntentOf(reading) as { tokenIn?: string; token?: string; amount?: { kind?: string } } | undefined;
      const spent = move?.tokenIn ?? move?.token;
      const held = (said[1] ?? said[2])?.toUpperCase();
      return move?.amount?.kind === 'exact' && held !== undefined && spent === held;
    },
  },
  // "If the USDC I receive is slightly lower because of fees, that is perfectly acceptable to me": what any swap made now
  // is (its fees come off what it receives), accepted by the person; no condition it waits on.
  {
    said: /^(?:if\s+(?:the\s+(?:\$?[a-z]+\s+)?(?:amount\s+)?(?:i|we)\s+(?:receive|get)|what\s+(?:i|we)\s+(?:receive|get)|the\s+(?:amount|proceeds))\s+(?:is|are|comes?\s+out|ends?\s+up)\s+(?:slightly|a\s+(?:little|bit)|somewhat)\s+(?:lower|less|smaller)(?:\s+(?:because\s+of|due\s+to|after)\s+(?:the\s+)?(?:network\s+)?(?:fees?|slippage|gas))?,?\s+(?:that|this)\s+is\s+(?:perfectly\s+|quite\s+|entirely\s+|completely\s+)?(?:acceptable|fine|ok|okay|alright|understood)(?:\s+(?:to|with|for)\s+me)?)$/i,
    holdsFor: ['move'],
    fits: (_said, reading) => movingIntentOf(reading)?.kind === 'swap',
  },
  // "If that is more than I actually have, please stop and let me know instead of selling a smaller amount", "I don't
  // want it any larger": a move is made for the amount said or not at all (too little held fails it, never shrinks it).
  {
    said: new RegExp(
      String.raw`^(?:if\s+(?:that|it|this|the amount|my balance|what i hold)\s+(?:is|turns out to be|would be|proves to be)\s+(?:more than (?:i|what i)\s+(?:actually\s+|really\s+)?(?:have|hold|own)|less than (?:[\d.,]+(?:\s+\$?[a-z]+)?|that|the amount)|not enough|too (?:much|little)),?\s+(?:please\s+)?(?:stop|tell me|let me know|do nothing)(?:\s+and\s+(?:let me know|tell me))?(?:\s+(?:instead of|rather than)\s+[a-z]+ing\s+(?:a\s+)?(?:smaller|different|lower|partial|reduced)\s+amount)?|${iDont}\s+it\s+(?:any\s+)?(?:larger|bigger))$`,
      'i',
    ),
    holdsFor: ['move'],
  },
  // "make sure the amount received is 4 UNI, not 4 dollars' worth": a purchase of exactly that amount of that token.
  {
    said: /^(?:make sure|ensure)\s+(?:that\s+)?(?:the amount (?:received|i receive|i get)\s+is|i\s+(?:receive|get|end up with))\s+(?:exactly\s+)?(\d[\d.,]*)\s+\$?([a-z][a-z0-9]*)(?:,?\s+(?:not|rather\s+than)\s+(?:\d[\d.,]*\s+)?(?:dollars?|usd)(?:['’]s?)?\s+worth)?$/i,
    holdsFor: ['move'],
    fits: (said, reading) => {
      const swap = movingIntentOf(reading) as { kind?: string; side?: string; tokenOut?: string; amount?: { kind?: string; value?: string } } | undefined;
      return (
        swap?.kind === 'swap' &&
        swap.side === 'buy' &&
        swap.tokenOut === said[2]!.toUpperCase() &&
        swap.amount?.kind === 'exact' &&
        Number(swap.amount.value) === Number(said[1]!.replace(/,/g, ''))
      );
    },
  },
  // "Please don't move anything", "I only want the number", "nothing needs to move", "Please do not claim anything yet",
  // "Nothing else is needed".
  {
    said: new RegExp(
      String.raw`^(?:${dont}\s+${moveVerbList}\s+(?:anything|any funds|any tokens|a thing|any|it|them|(?:this|that|the)\s+(?:token|coin))(?:\s+(?:yet|for now|at all|today|now))?${whileChecking}|${enquiryOnly}|(?:make sure|ensure)\s+(?:that\s+)?nothing\s+(?:is|gets)\s+${moveVerbList}(?:\s+(?:yet|for now|at all))?${whileChecking}|(?:i|we)\s+will\s+(?:give|send)\s+(?:you\s+)?(?:a\s+)?separate\s+instructions?(?:\s+(?:when\s+the\s+time\s+comes|later|for\s+that))?|${iDont}\s+anything\s+${moveVerbs}|${iDont}\s+to\s+(?:change|modify|cancel|move|touch|sell|buy|trade|send)\s+anything(?:\s+(?:at the moment|right now|yet|for now|now|today|at this (?:point|stage)))?|(?:i|we)\s+(?:only|just|simply)\s+(?:want|need|would like)\s+(?:the|to know the)\s+(?:\$?[a-z][a-z0-9]*\s+)?(?:number|figure|amount|balance|answer|information|info|figures|numbers)${answerFor}|nothing\s+(?:needs|has)\s+to\s+(?:move|be moved|be sent|happen)|nothing\s+(?:else|more)\s+(?:is\s+)?(?:needed|required|necessary)|${readOnly}|${notAsking}|${onlyAfter}|${noIntention}|${leaveAll}|${answerWished}|${ownMoveLater}|${onlyCheck})$`,
      'i',
    ),
    holdsFor: ['read'],
  },
  // "Could you list my open orders? I want to make sure nothing was set up that I have since forgotten about. Please do not
  // alter or cancel any of them for now.": why the orders are listed, and that they are left as they are.
  {
    said: new RegExp(
      String.raw`^${dont}\s+(?:alter|change|modify|cancel|touch|edit)(?:\s*,?\s+(?:or|nor|and)\s+(?:alter|change|modify|cancel|touch|edit))*\s+(?:any\s+of\s+them|them|any\s+of\s+my\s+orders|my\s+orders)(?:\s+(?:for\s+now|yet|at\s+all))?$|^(?:i|we)\s+(?:want|would\s+like|['’]d\s+like)\s+to\s+(?:make\s+sure|check|be\s+sure)\s+(?:that\s+)?nothing\s+(?:was|has\s+been|is)\s+(?:set\s+up|placed|left\s+running)(?:\s+that\s+(?:i|we)\s+(?:have|['’]ve)\s+(?:since\s+)?forgotten(?:\s+about)?)?$`,
      'i',
    ),
    holdsFor: ['read'],
    fits: (_said, reading) => reading.kind === 'intent' && reading.intent.kind === 'automation-list',
  },
  // "I'd rather not buy right now", "please only schedule it", "I don't want anything bought at the current price under
  // any circumstances", "Until then, leave the position as it is", "Until this not do nothing" (held-out-36, a learner's
  // "until then, do nothing"): an order, not a move now.
  {
    said: new RegExp(
      String.raw`^(?:(?:i|we)(?:'d|’d|\s+would)\s+rather\s+not\s+(?:buy|sell|trade|swap)(?:\s+(?:anything|it))?\s+(?:right\s+)?now|(?:only|just)\s+(?:schedule|set up|place|create)\s+(?:it|this|that|the order)|${iDont}\s+(?:anything|it)\s+(?:bought|sold|traded|swapped|executed)\s+(?:(?:right\s+)?now|at the (?:current|market) (?:price|rate)|at market)(?:\s+under any circumstances)?|(?:until then,?\s+)?(?:(?:i|we)\s+would\s+ask\s+that\s+you\s+|please\s+)?leave\s+(?:the|my)\s+(?:position|holding|tokens?|\$?[a-z]+)\s+(?:exactly\s+|just\s+)?(?:as it is|alone|untouched|as is)|until then,?\s+nothing\s+(?:should|must|shall|is to|will|needs to)\s+(?:be\s+)?(?:sold|bought|traded|swapped|executed|done|happen|move|moved)|until (?:then|this|that),?\s+(?:(?:please\s+)?(?:do\s+not|don'?t|not)\s+do\s+(?:nothing|anything)|do\s+nothing)|(?:${iDont}\s+(?:for\s+)?(?:anything|any\s+of\s+(?:it|them|my\s+\$?[a-z]+))\s+to\s+be|nothing\s+(?:should|must|shall|is\s+to|will)\s+be)\s+(?:sold|bought|traded|swapped|executed)\s+(?:before|until)\s+(?:that|the|this)\s+(?:price|level|point)\s+(?:is\s+)?(?:reached|hit|met|touched))$`,
      'i',
    ),
    holdsFor: ['order'],
  },
  // "I hope it never triggers, but I would sleep better knowing it is in place", "I am in no hurry and would rather wait
  // for a better price than buy at today's level", "I understand this will continue until I cancel it, which is exactly
  // what I want": what an order is (it waits, it may never run, it repeats until cancelled), said of the order asked.
  {
    said: /^(?:i\s+hope\s+it\s+(?:never|does\s+not|doesn['’]?t|won['’]?t|will\s+never)\s+(?:triggers?|fires?|runs?|executes?|(?:has|need)\s+to\s+(?:trigger|run)|comes?\s+to\s+that)(?:,?\s+but\s+(?:i|we)(?:['’]d|\s+would|\s+will)\s+sleep\s+better\s+knowing\s+(?:it\s+is|it['’]s)\s+(?:in\s+place|there|set(?:\s+up)?))?|(?:i\s+am|i['’]m|we\s+are|we['’]re)\s+in\s+no\s+(?:hurry|rush)(?:,?\s+and\s+(?:i\s+)?(?:would|['’]d)\s+rather\s+wait\s+for\s+a\s+(?:better|lower|higher)\s+price(?:\s+than\s+(?:buy|sell)\s+(?:at|for)\s+(?:today['’]s|the\s+current|the\s+present)\s+(?:level|price|rate))?)?)$/i,
    holdsFor: ['order'],
    fits: (_said, reading) => (movingIntentOf(reading) as { trigger?: { type?: string } } | undefined)?.trigger?.type === 'price',
  },
  {
    said: /^(?:i|we)\s+(?:understand|realise|realize|know)\s+(?:that\s+)?(?:this|it)\s+will\s+(?:continue|keep\s+going|run|repeat|go\s+on)\s+until\s+(?:i|we)\s+cancel\s+it(?:,?\s+which\s+is\s+(?:exactly\s+|just\s+)?what\s+(?:i|we)\s+want)?$/i,
    holdsFor: ['order'],
    fits: (_said, reading) => (movingIntentOf(reading) as { trigger?: { type?: string } } | undefined)?.trigger?.type === 'every',
  },
];

/** Words a sentence opens with that add nothing to a limit ("and", "so", "please", "kindly"). */
const opener =
  /^(?:(?:and|but|so|also|please|kindly|just|(?:i|we)(?:['’]d|\s+would)\s+(?:appreciate\s+it|be\s+grateful)\s+if\s+you\s+(?:could|would)|(?:i|we)\s+would\s+ask\s+that\s+you)\s*,?\s+)+/i;

/** The pieces of a prompt: its sentences, cut again at a semicolon and at ", so" (a reason before its limit). */
const pieces = (text: string): string[] =>
  text
    .split(
      /(?<=[.?!;])\s+|\s+[—–]\s+|,\s+(?=so\s+(?:please|kindly|i|we)\b)|,\s+(?=(?:info|information|informational|read[\s-]?only|view[\s-]?only|no\s+execution|this\s+is\s+(?:(?:only|purely|merely|just)\s+)?(?:an?\s+)?(?:enquiry|inquiry))\b[^,]*$)|\s+and\s+(?=(?:i|we)\s+(?:do not|don't|don’t)\s+want\s+it\b)|\s+and\s+(?=(?:(?:i|we)\s+)?(?:shan['’]t|shall\s+not|won['’]t|will\s+not)\s+be\s+[a-z]+ing\b)|,?\s+and\s+(?=(?:make sure|ensure)\b)|,\s+and\s+(?=(?:please\s+|kindly\s+)?(?:do not|don't|don’t)\s+(?:move|send|trade|swap|sell|buy|transfer|touch|spend)\b)|,\s+(?=(?:and\s+|then\s+)?(?:i|we)\s*(?:will|['’]?ll|shall|can)\s+(?:then\s+)?(?:pay|send|settle|handle|do)\s+(?:it|them|him|her|that|the\s+[a-z]+)\s+(?:myself|ourselves)\b)/i,
    )
    .map((s) => s.trim())
    .filter(Boolean);

/** The limit a piece states, if it states one and nothing else, with its words. */
function limitOf(piece: string): { limit: Limit; said: RegExpExecArray } | undefined {
  const body = piece
    .replace(/[.?!;,]+$/, '')
    .replace(opener, '')
    .replace(/,?\s*(?:please|thank you|thanks)$/i, '')
    .trim();
  for (const limit of limits) {
    const said = limit.said.exec(body);
    if (said) return { limit, said };
  }
  return undefined;
}

/** What a reading is, as a limit sees it. */
function roleOf(reading: Interpretation): Role | undefined {
  if (reading.kind === 'fail') return undefined;
  const moving = movingIntentOf(reading);
  if (!moving) return 'read';
  if (moving.kind === 'automation-create') return 'order';
  return moving.kind.startsWith('automation') ? undefined : 'move';
}

/**
 * The request of careful prose read with the limits it states left out, when each holds for what the request is: a read
 * answered, a move or order asked back whole for a yes. Undefined when the prompt states no such limit or one does not
 * hold.
 * @param read interprets a prompt as the interpreter does (on the prompt's thread).
 */
export function honouredLimits(prompt: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const lines = prompt.trim().split(/\r?\n/);
  // Lines (a list of questions, pasted fields) are read as they stand; only a closing line of limits alone is left out.
  const head = lines.length > 1 ? lines.slice(0, -1).join('\n') : undefined;
  const all = pieces(lines.at(-1)!);
  const kept = all.filter((piece) => !limitOf(piece));
  if (kept.length === all.length || (kept.length === 0 && head === undefined) || (head !== undefined && kept.length > 0)) return undefined;
  const stated = all.map(limitOf).filter((found) => found !== undefined);
  const reading = read(head ?? kept.map((piece) => piece.replace(/[;,]$/, '.')).join(' '));
  const role = roleOf(reading);
  if (!role || !stated.every(({ limit, said }) => limit.holdsFor.includes(role) && (limit.fits?.(said, reading) ?? true))) return undefined;
  if (role === 'read') return reading;
  // (Beside lines, only a read: a move said over lines is read by the pasted-text readers alone.)
  if (head !== undefined) return undefined;
  if (reading.kind === 'ask') return reading.pending.awaiting === 'confirm' ? reading : ask(reading.question, { ...reading.pending, confirm: true });
  if (reading.kind !== 'intent') return undefined;
  const lead = 'I read your message as this one request; the limit you set beside it is one I keep in any case.';
  return askWhole(reading.intent, lead);
}
