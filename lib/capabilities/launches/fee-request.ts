import { FeesCheckIntentSchema, FeesClaimIntentSchema, type FeesCheckIntent, type FeesClaimIntent } from './intent.ts';
import { fail, type Reading } from '../../language/reading.ts';

type Interpretation = Reading<FeesCheckIntent | FeesClaimIntent>;
import { scanPrompt, stripQuoted } from '../../language/scan-prompt.ts';
import { chainLabels } from '../../language/token-registry.ts';

const feeWord = /\b(?:fees?|royalt(?:y|ies)|creator\s+(?:earnings|rewards|revenue))\b/i;
const otherFees =
  /\b(?:gas|network|transaction|tx|bridge|bridging|priority|base)\s+fees?\b|\bfees?\s+(?:tier|rate|of\s+(?:a|the|this)\s+(?:swap|trade|transfer))\b/i;
const creatorContext =
  /\b(?:claim|claims|claiming|collect|withdraw|harvest|redeem|unclaimed|claimable|creator|earned|earn|earning|earnings|accrued|accumulated|generated|made|launched|launches|pending|my|mine)\b|\bfees?\s+(?:on|in|across|for|from)\b|\b(?:make|makes|making)\s+(?:me|us)\b|\b(?:did|does|has|have)\s+\$?[A-Za-z][A-Za-z0-9]{0,11}\s+make\b/i;
const claimVerb = /\b(?:claim|collect|withdraw|harvest|redeem|cash\s+out)\b/i;
/**
 * Words after "for"/"of" or before "fees" that name no token: among them the verbs of earning ("did any of my tokens
 * make creator fees yet": MAKE was checked as a launched token, held-out-27).
 */
const notATokenRef = new Set(
  `all my the every each tokens token coins coin launches launch launched chains chain base ethereum eth polygon unichain solana sol mainnet me it them
  fees fee creator everything unclaimed claimable much many any total i you your of mine our a an this that these those what whats how is are has have did do does
  pending accrued accumulated earned check show see view get claim collect withdraw harvest redeem and or on in across from to please pls now today trading swap swaps
  royalty royalties earnings rewards revenue so far far yet left available there here which can could
  make makes made making earn earns generate generates generated generating produce produces produced bring brings brought
  rack racked accrue accrues got gotten receive received about reading read whether currently still yet`
    .split(/\s+/)
    .filter(Boolean),
);

/** A claim said not to be asked for: "I'm not asking you to claim anything at this point", "no need to claim them yet". */
const claimDisclaimed =
  /\b(?:(?:i(?:'m|\s+am)|we(?:'re|\s+are))\s+not\s+asking\s+(?:you\s+)?to|(?:there(?:'s|\s+is)\s+)?no\s+need\s+to)\s+(?:claim|collect|withdraw)\s+(?:anything|them|it|the\s+fees|any(?:\s+of\s+(?:them|it))?)(?:\s+(?:at\s+this\s+(?:point|stage|time)|yet|now|for\s+now|today|right\s+now))?/gi;

/** A claim said not to be made, to the end of its clause: "please do not claim anything at this stage". */
// ("Only look please, not claim now", held-out-35: a learner's "not" before the verb says the same.)
const claimRefused = /\b(?:don'?t|do\s+not|never|not)\s+(?:\w+\s+){0,2}(?:claim|collect|withdraw)\b[^.;!?\n]*/gi;
/** A check asked in words: "check and tell me the amount", "how much", "let me know", "whether I have any". */
const checkAsked = /\b(?:check|tell|show|see|look|view|list|know|report|find\s+out|how\s+much|how\s+many|what|whether|are\s+there|is\s+there|do\s+i\s+have)\b/i;

/**
 * "check my unclaimed fees", "how much fees has MCAT earned", "fees on base",
 * "claim my fees for MCAT", "claim all my creator fees". The token is kept as
 * written (a ticker or contract address): launched tokens are not in the
 * static registry, so it is resolved among the caller's launches when the job
 * runs. `undefined` when the prompt is not about creator fees (gas fees,
 * swap fee tiers).
 */
export function feeRequest(text: string): Interpretation | undefined {
  // "/fees TIDE", "/claim_fees": a bot's command about creator fees, with at most the token it means.
  const command = feeCommand.exec(text);
  if (command) {
    const ref = command[2]?.replace(/^\$/, '');
    if (/^claim/i.test(command[1]!))
      return {
        kind: 'intent',
        intent: FeesClaimIntentSchema.parse({ kind: 'fees-claim', target: ref ? { token: ref } : 'all' }),
        ...(ref ? {} : { notes: ['Claiming the fees of all your launched tokens: no token was named.'] }),
      };
    return { kind: 'intent', intent: FeesCheckIntentSchema.parse({ kind: 'fees-check', scope: ref ? { token: ref } : 'all' }) };
  }
  // "GET creator_fees scope=all_launched_tokens": words joined the way a machine writes them are still words.
  const plain = stripQuoted(text).replace(/(?<=\p{L})_(?=\p{L})/gu, ' ');
  if (rankRequest(plain)) return { kind: 'intent', intent: FeesCheckIntentSchema.parse({ kind: 'fees-check', scope: 'all', rank: 'earned' }) };
  // "is there anything to claim from my launches": a claim word about launches needs no "fees".
  // "how much can I claim", "what's claimable": creator fees are all there is to claim here.
  const aboutFees =
    feeWord.test(plain) ||
    (claimVerb.test(plain) && launchRef.test(plain)) ||
    /^\W*(?:how\s+much|what(?:'s|\s+is|\s+can)?)\b.*\b(?:claim(?:able)?|collect(?:able)?)\b/i.test(plain);
  if (!aboutFees || otherFees.test(plain) || !creatorContext.test(plain)) return undefined;
  // "which fees can I claim", "any creator fees to claim?": a question about what a claim would pay, a check.
  // "I'm not asking you to claim anything at this point", "no need to claim them yet": a claim disclaimed asks for none.
  // "Could you check the amount? Please do not claim anything at this stage": a claim said not to be made beside a check
  // asked in words is the reader's reassurance; alone ("don't claim my fees") or beside a claim asked, it stays refused.
  const kept = plain.replace(claimDisclaimed, ' ');
  const unclaimed = kept.replace(claimRefused, ' ');
  const reassured = unclaimed !== kept && !claimVerb.test(unclaimed) && checkAsked.test(unclaimed);
  const claimed = reassured ? unclaimed : kept;
  const claiming =
    claimVerb.test(claimed) &&
    // ("how much fees I can claim from my token OWLT?": a learner's question, its subject before the verb.)
    !/\b(?:which|what|how\s+much)\b.*\b(?:(?:can|could|may)\s+(?:i|we)|(?:i|we)\s+(?:can|could|may))\s+(?:still\s+)?(?:claim|collect|withdraw|harvest|redeem)\b/i.test(
      plain,
    ) &&
    !claimableQuestion.test(claimed);
  if (!reassured && /\b(?:don'?t|do\s+not|never)\s+(?:\w+\s+){0,2}(?:claim|collect|withdraw)\b/i.test(plain))
    return fail('NEGATED', 'That reads as something not to do, so nothing was done.');
  const token = tokenRef(plain);
  const facts = scanPrompt(token ? plain.replace(token.match, ' ') : plain);
  const chains = facts.chains;
  const everywhere = /\b(?:all|every|any|each)\s+(?:the\s+)?(?:chains|networks)\b|\bacross\b|\beverywhere\b/i.test(plain);
  if (claiming) {
    const doubt = claimDoubt(plain, token ? plain.replace(token.match, ' ') : plain, token?.match);
    if (doubt)
      return fail(
        'CLAIM_UNCLEAR',
        `${doubt} A claim takes all the unclaimed creator fees, now, into your own wallet: of every token you launched ("claim my fees") or of one ("claim my fees for MCAT"). Nothing was claimed.`,
      );
    const elsewhere = chains.find((c) => c !== 'base');
    if (elsewhere && !token) {
      const why =
        elsewhere === 'solana'
          ? 'Solana launch fee terms are not specified, so launches and their creator fees are Base-only'
          : `token launches and their creator fees are on Base only, not ${chainLabels[elsewhere]}`;
      return fail('LAUNCH_UNSUPPORTED_CHAIN', `${why[0]!.toUpperCase()}${why.slice(1)}. Nothing was claimed.`);
    }
    const parsed = FeesClaimIntentSchema.parse({ kind: 'fees-claim', target: token ? { token: token.ref } : 'all' });
    const notes = !token && !/\b(?:all|every|everything|each)\b/i.test(plain) ? ['Claiming the fees of all your launched tokens: no token was named.'] : [];
    return { kind: 'intent', intent: parsed, ...(notes.length > 0 ? { notes } : {}) };
  }
  const scope = token ? { token: token.ref } : chains.length === 1 && !everywhere ? { chain: chains[0]! } : 'all';
  return { kind: 'intent', intent: FeesCheckIntentSchema.parse({ kind: 'fees-check', scope }) };
}

/**
 * What a claim says that it cannot carry out: a share or an amount, an exclusion, a doubt or a question, a time or a
 * condition, someone else's fees, a destination, a second token. A claim is all of one token's fees (or all tokens'),
 * now, to the caller's own wallet; anything else is refused, never claimed as if unsaid.
 */
function claimDoubt(plain: string, rest: string, token: string | undefined): string | undefined {
  const oneToken = token !== undefined;
  // "claim my fees and send them to bob.eth": a second request, refused as such by the one-request rule.
  if (/\b(?:and|then)\s+(?:then\s+)?(?:send|transfer|swap|buy|sell|bridge|move)\b/i.test(rest)) return undefined;
  // "claim my fees to 0x…": the address is where they should go, not the token.
  if (/\b(?:to|into)\s+0x/i.test(plain)) return 'Claimed fees land in your own wallet; they cannot be sent elsewhere in the same prompt.';
  // "claim bob's fees": a person's, not a ticker's ("MCAT's fees" is a token's).
  if (/(?<![\w.])(?!(?:my|our|one|it|today|everyone)\b)[a-z][\w-]*(?:'s|’s)\s/.test(plain)) return "A claim takes only your own launches' fees.";
  if (/\b(?:half|some|part|portion|most|quarter|third)\b|\d|%/i.test(rest)) return 'A claim cannot take a share or an amount of the fees.';
  const leftOut = /\b(?:except|excluding|exclude|without|apart\s+from|other\s+than|but|not|besides|skip(?:ping)?)\b/i;
  // "collect everything besides my MCAT fees": the token named is the one to leave out.
  const tokenLeftOut = oneToken && new RegExp(`${leftOut.source}\\s+(?:[\\w$]+\\s+){0,2}?\\$?${token.replace(/[^\w]/g, '')}\\b`, 'i').test(plain);
  if ((!oneToken && leftOut.test(rest)) || tokenLeftOut) return 'A claim cannot leave a token out.';
  // "could you claim all my creator fees?" is a request; "should I claim my fees?", "claim my fees? no wait" are not.
  const polite = /^\W*(?:(?:please|pls|hey|hi)\W+)?(?:can|could|would|will)\s+(?:you|u)\b/i.test(plain);
  const doubt = /\b(?:wait|hold\s+on|maybe|perhaps|should|shall|idk|not\s+sure|hmm+|thinking|wondering)\b/i;
  if (doubt.test(rest) || (!polite && (/\?/.test(rest) || /\bwould\b/i.test(rest)))) return 'That reads as a question or a doubt, not a claim to make now.';
  if (
    /\b(?:every|each\s+(?:day|week|month)|daily|weekly|monthly|hourly|tomorrow|tonight|later|soon|next|when|whenever|once|if|after|until|till|before|at\s+\d|in\s+(?:\d+|a|an|one|two)\s+\w+)\b/i.test(
      rest,
    )
  )
    return 'A claim runs now, once: it cannot be scheduled or made conditional.';
  if (/\.eth\b|\b(?:behalf|someone|somebody|friend|his|her|their)\b|\b(?!(?:my|our)\b)[a-z][\w-]*(?:'s|’s)\s/i.test(rest))
    return "A claim takes only your own launches' fees.";
  if (
    /\b(?:to|into|in)\s+(?:my\s+|our\s+|the\s+|another\s+|a\s+)?(?:other|another|second|cold|hardware|ledger|wallet|address|account|vault|0x)|\bto\s+0x|\b(?:send|transfer|move)\b/i.test(
      rest,
    )
  )
    return 'Claimed fees land in your own wallet; they cannot be sent elsewhere in the same prompt.';
  if (oneToken && /\b(?:and|&|plus)\s+\$?[A-Za-z]/i.test(rest) && !/\b(?:and|&)\s+(?:claim|collect|withdraw)\b/i.test(rest))
    return 'A claim takes one token, or all of them.';
  return undefined;
}

const feeCommand = /^\s*\/(fees?|creator[_-]?fees?|claim(?:[_-]?(?:creator[_-]?)?fees?)?)(?:\s+(\$?[A-Za-z][A-Za-z0-9]{0,19}|0x[0-9a-fA-F]{40}))?\s*$/i;

/**
 * Whether there is something to claim, asked rather than claimed: "any creator fees to claim?", "are there fees to
 * collect", "do I have fees to claim?", "can I claim any fees?", "anything to claim from my launches?"; "I have some fees
 * from creator for claim on base?" (held-out-34): fees for a claim, asked with a question mark.
 */
const claimableQuestion =
  /^\W*(?:(?:hey|so|ok|okay|quick\s+question)\W+)?(?:(?:are|is)\s+there|(?:do|does|did|have|has)\s+(?:i|we|my|our)|(?:can|could|may)\s+(?:i|we)|(?:got\s+)?any(?:thing)?)\b|\b(?:fees?|anything|something|any)\s+(?:left\s+|waiting\s+|ready\s+|available\s+|pending\s+)?(?:for\s+(?:me|us)\s+)?to\s+(?:claim|collect|withdraw|harvest|redeem)\b|\b(?:to|for)\s+(?:claim|collect|withdraw)(?:ing)?\b[^.!?\n]*\?(?:\s|$)/i;

const earnVerb = /\b(?:earn(?:ed|ing|s|ings|ers?)?|made|make|makes|making|generated?|brought\s+in|bring\s+in|revenue|profit(?:s|able)?)\b/i;
const launchRef = /\b(?:launch(?:es|ed)?|deployed|created|minted)\b/i;
const rankWord =
  /\b(?:most|top|best|highest|biggest|largest|greatest|least|lowest|worst|rank(?:ed|ing)?|sort(?:ed)?|order(?:ed)?|compare[ds]?|leaderboard|which|winners?)\b/i;
/** "what did my launches earn", "how much have my launched tokens made": every launch's earnings, asked at once. */
const launchesEarned =
  /\b(?:what|how\s+much)\s+(?:(?:in\s+)?fees\s+)?(?:did|have|has|do)\s+(?:all\s+)?(?:of\s+)?(?:my|our|the)\s+(?:launches|launched\s+(?:tokens|coins)|(?:tokens|coins)\s+(?:i|we)\s+(?:launched|deployed|created))\s+(?:earn|earned|make|made|generate|generated|bring\s+in|brought\s+in)\b/i;

/**
 * "how much have my tokens earned", "what have my coins earned so far", "which token earned me the most": tokens do
 * not earn, their creator fees do ("made" or "gained" may be a price move, and stays a balance question).
 */
const coinsEarned =
  /\b(?:my|our)\s+(?:\w+\s+)?(?:tokens?|coins?|launch(?:es)?)\s+(?:have\s+|has\s+|did\s+)?(?:\w+\s+)?earn(?:ed|s|ing)?\b|\b(?:what|how\s+much)\s+(?:have|has|did)\s+(?:my|our)\s+(?:\w+\s+)?(?:tokens?|coins?)\s+(?:\w+\s+)?earn(?:ed)?\b|\b(?:which|what)\s+(?:of\s+my\s+)?(?:tokens?|coins?)\s+(?:has\s+|have\s+)?earn(?:ed|s)?\s+(?:me|us)?\b/i;

/**
 * Whether a prompt asks which launched tokens earned the most creator fees
 * ("which of my tokens earned the most fees", "top earning token I launched",
 * "what did my launches earn"): earnings of launches or fees, ranked or asked
 * of every launch at once. A claim is never a ranking.
 */
function rankRequest(plain: string): boolean {
  if (claimVerb.test(plain) || otherFees.test(plain) || !earnVerb.test(plain)) return false;
  if (!launchRef.test(plain) && !feeWord.test(plain) && !coinsEarned.test(plain)) return false;
  return rankWord.test(plain) || launchesEarned.test(plain) || coinsEarned.test(plain);
}

/** The launched token a fee prompt names: a contract address, a "$TICKER", or a ticker in a token position. */
function tokenRef(text: string): { ref: string; match: string } | undefined {
  const address = /\b0x[0-9a-fA-F]{40}\b/.exec(text);
  if (address) return { ref: address[0], match: address[0] };
  const ticker = /(?:^|\s)\$([A-Za-z][A-Za-z0-9]{0,11})\b/.exec(text);
  if (ticker) return { ref: ticker[1]!.toUpperCase(), match: `$${ticker[1]}` };
  const candidates: RegExp[] = [
    // "claim_fees token=MCAT", "fees token: MCAT"
    /\b(?:token|coin|ticker|symbol)\s*[:=]\s*\$?([A-Za-z][A-Za-z0-9]{0,11})\b/i,
    // "how much fees has MCAT earned", "what has MCAT made"
    /\b(?:has|have|did|does|do)\s+([A-Za-z][A-Za-z0-9]{0,11})\s+(?:earned|made|generated|accrued|collected|earn|make|accumulated)\b/i,
    // "fees for MCAT", "fees of MCAT", "claim my fees from MCAT"
    /\bfees?\s+(?:(?:for|of|from|on)\s+)(?:the\s+|my\s+)?(?:token\s+|coin\s+)?([A-Za-z][A-Za-z0-9]{0,11})\b/i,
    // "claim for MCAT", "check MCAT's fees", "MCAT fees", "MCAT creator fees"
    /\b([A-Za-z][A-Za-z0-9]{0,11})(?:'s|’s)?\s+(?:unclaimed\s+|creator\s+|claimable\s+|trading\s+)*fees?\b/i,
    /\b(?:claim|collect|withdraw|harvest)\s+(?:(?:the|my)\s+)?(?:fees?\s+)?(?:for|of|from|on)\s+(?:the\s+|my\s+)?(?:token\s+|coin\s+)?([A-Za-z][A-Za-z0-9]{0,11})\b/i,
  ];
  for (const pattern of candidates) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'gi'))) {
      const word = m[1]!;
      if (notATokenRef.has(word.toLowerCase()) || chainWord(word)) continue;
      // "is there some fees of creator": "some" just before "fees" is a determiner, unless written as a ticker ("SOME fees").
      if (/^[Ss]ome$/.test(word) && /fees?$/i.test(m[0])) continue;
      return { ref: word.toUpperCase(), match: word };
    }
  }
  return undefined;
}

const chainWord = (word: string): boolean => /^(?:base|ethereum|eth|polygon|matic|unichain|solana|sol|mainnet|arbitrum|optimism)$/i.test(word);
