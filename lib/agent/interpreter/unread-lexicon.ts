import { courtesyPhrase } from '../../language/courtesy-if.ts';

/**
 * The closed word lists of the word count in `unread-words.ts`. Closed on purpose: a word found in none of them, and
 * no part of the reading, is left over and the move is asked back. Never a question word, a negation, a time or a
 * condition among the empty words: those are the weighty words, which count even in a sentence beside the move.
 */

/** Words that carry nothing for a move: articles, prepositions that mark its parts, politeness, greetings, fillers. */
export const emptyWords = new Set(
  `a an the some my me mine our us i of to for with on in into onto from at via using by worth this it them its
  please pls plz plse pleas kindly thanks thank thx ty tysm cheers sorry apologies
  hi hey hello yo gm sup hiya ser fren bro dude sir madam team
  um umm uh uhh er erm like ok okay alright aight so just lfg obv oh yea yeah yep yup obvi
  address adress addy addr name amount token tokens coin coins chain network wallet account
  por favor gracias merci beaucoup danke bitte amigo hola tolong de mi con para por stp ya yaar jaldi is am period`.split(/\s+/),
);

/**
 * The request frames before a verb ("can you", "i'd like to", "thank you very much"): they ask for the move, or thank
 * for it, and nothing else. A frame is taken out only whole; its words alone ("can", "would", "you") stay left over.
 */
export const frames = new RegExp(
  String.raw`\b(?:${courtesyPhrase.source}|i want that you|(?:can|could|would|will) (?:you|u)(?: please| pls| kindly| be so kind as to)?|please you|i should like to|(?:i|we) (?:want|wanna|need|would like|d like|id like|wish|like|would be grateful if you could)(?: you)?(?: to)?|id like to|i would like to|(?:i|we) (?:am|are) (?:wanting|looking) to|im (?:going|gonna) to|want to|wanna|need to|lets|let us|go ahead and|help me(?: to)?|i want you to|i need you to|i want that you|thank you(?: so much| very much)?(?: in advance)?|thanks(?: a lot| so much)?(?: in advance| already)?|many thanks|good (?:morning|afternoon|evening)|(?:hi|hey|hello) there|do the needful|when you can|see you(?: at \d+| later| soon| tomorrow)?|(?:please )?(?:dont|do not) fail(?: this time)?|make sure it (?:does not|doesnt) fail|(?:please )?(?:do not|dont) touch anything else(?: in (?:the|my) wallet)?|nothing fancy|as well|and (?:thanks|thank you|thx|ty)|(?:and )?(?:no more than that|nothing more)|not financial advice(?: or whatever)?|nfa|please proceed|confirm (?:when|once) (?:it is |its )?(?:done|complete|completed|finished)|real quick|(?:(?:both|all) (?:in|at)|in) (?:the )?same time(?: if (?:it )?is possible| if possible)?|(?:before|b4|bfore) (?:i|u) forget|right now|now|rn|asap|for me)\b`,
  'g',
);

/** Words each kind of move is said with besides its verbs ("pay with usdc", "make a swap", "cash out", "send back"). */
const tradeWords = `pay paying paid get gimme turn change make use put receive take give cash out profit profits load up scale rid size
  market mkt exactly precisely against back proceeds more position bag holdings balance all everything entire whole full
  max half quarter percent pct have want need compra yeet sweep return spend become again pull out`;
export const moveWords: Record<string, ReadonlySet<string>> = {
  swap: new Set(tradeWords.split(/\s+/)),
  wrap: new Set(`${tradeWords} wrapped wrapping pieces`.split(/\s+/)),
  unwrap: new Set(`${tradeWords} normal ordinary regular plain native unwrapped unwrapping`.split(/\s+/)),
  transfer: new Set(
    `make give back exactly precisely balance all everything entire whole full half quarter percent
    friend friends colleague colleagues cousin brother sister mom dad mum wife husband son daughter partner other his her their
    recipient have over owe gets get following should receive receives he she they sent`.split(/\s+/),
  ),
  'transfer-batch': new Set(
    `make give exactly each both also well all friend friends persons people recipients airdrop apiece plus these here split splitting between among amongst divide divided evenly equally`.split(
      /\s+/,
    ),
  ),
};

/** Spelled numbers and the words that join them ("two and a half", "half a k", "zero point five"). */
export const numberWords = new Set(
  `one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen
  nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion grand k m point zero oh
  half quarter quarters lakh lakhs lac lacs crore crores`.split(/\s+/),
);

/** A voice transcript's letter names ("you ess dee see" is USDC). */
export const letterNames: Record<string, string> = {
  you: 'u',
  ess: 's',
  es: 's',
  dee: 'd',
  see: 'c',
  sea: 'c',
  tee: 't',
  tea: 't',
  pee: 'p',
  bee: 'b',
  ell: 'l',
  em: 'm',
  eff: 'f',
  gee: 'g',
  jay: 'j',
  kay: 'k',
  zee: 'z',
  zed: 'z',
  ex: 'x',
  aitch: 'h',
  eye: 'i',
  oh: 'o',
  are: 'r',
  cue: 'q',
  vee: 'v',
};

/**
 * Words that change a move wherever they stand, in the move's clause or beside it: questions, negations, doubts,
 * times and conditions. Never empty words.
 */
export const weightyWords = new Set(
  `what whats why how when where which who whom whose whether if unless until till once while before after during
  not no nope nah never nothing none neither nor dont doesnt didnt isnt arent wasnt werent wont cant cannot couldnt
  wouldnt shouldnt havent hasnt hadnt aint instead stop cancel wait undo maybe perhaps probably might dunno
  test tests testing demo example practice pretend simulate simulation hypothetically joke kidding
  tomorrow tonight later soon morning evening night noon midnight weekend
  monday tuesday wednesday thursday friday saturday sunday
  second seconds minute minutes min mins hour hours hr hrs day days week weeks month months year years ago next last
  every each daily weekly monthly hourly yearly annually utc
  double triple quadruple halve
  game roleplay imagine suppose hypothetical draft typo mistake wrong oops scam mind skip nix belay scrap abort
  ignore disregard forget kill drop bad
  installment installments instalment instalments gradually slowly spread loan collateral escrow returned upfront
  deferred postdated credit subscription autopay forever indefinitely cex`.split(/\s+/),
);

/** Past times and past deeds ("i sold yesterday", "i bought at 2000", "last week"): they schedule nothing now. */
export const pastWords = new Set(`last yesterday ago earlier bought sold paid got sent`.split(/\s+/));

/** Nouns a reference number follows ("invoice 4471", "ref 0093", "step 1/1"): a label, no amount. */
export const referenceWords = new Set(`invoice inv ref reference order id no number part step bill ticket tx`.split(/\s+/));

/** Words that say a share of a balance ("all my eth", "half my usdc"). */
export const shareWords = new Set(`all half quarter everything entire whole full max rest remainder`.split(/\s+/));

/** Words that say a move without its verb ("alice.eth gets 5 usdc", "usdc please, paying with 0.05 eth"). */
export const sayingWords = new Set(
  `pay paying get gets gimme turn change make use put receive receives take give cash spend sweep yeet compra pull become want need airdrop`.split(/\s+/),
);
