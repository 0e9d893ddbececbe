import { actingWords, chainWords, sequenceWords, sharedChainWords } from '../../language/lexicon.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { askWhole } from './owed-yes.ts';
import { payeeOf, payeeWhose, plainWords, pointsAtPayee, same, tokenAgrees, tokenSaidOf, unitAgrees, unitOf, unitUnclear } from './beside-facts.ts';
import { ask, movesMadeNow, movingIntentOf, type Intent, type Interpretation, type ThreadTurn } from './intent.ts';
import { hearsay } from './hearsay-words.ts';
import { lure } from './made-at-once.ts';
import { pastWords, sayingWords, weightyWords } from './unread-lexicon.ts';

/**
 * Careful prose says a move once and then, in sentences of its own, says it again or says why (issue 16, held-out-27
 * careful): "Please use exactly 250 USDC, no more and no less.", "Please make sure this happens on Solana and not on any
 * other network.", "I understand that the price may move slightly in the meantime, and that is perfectly acceptable.",
 * "This settles a small invoice, and I would appreciate it if it could be done today." Each gate before the move (the
 * one-request rule, the word count, the condition guard) read such a sentence as a second request, a condition or a
 * number of its own, and the move was refused or asked back. Here a sentence is read by its role, from a closed list:
 * - it restates the move's amount (every figure one of the move's, "no more and no less"), its chain ("on Solana and
 *   not on any other network"), or what the move leaves alone ("the remainder should stay as regular ETH");
 * - it says the person accepts what a move is ("the price may move slightly"), why ("this settles an invoice", "I'm
 *   saving for a house", "my brother asked for this"), that they checked it ("I have confirmed the address"), or that
 *   it is wanted now ("it's urgent", "please go ahead whenever it is convenient");
 * - beside a read only, that nothing is to be bought ("Kindly do not purchase any on my behalf; I only want the price").
 * Past that closed list, one open role: a remark, a statement that says no new value and asks nothing ("It is
 *   important to me.", "the USDC cost may vary a little, and that is perfectly acceptable"; see remarkOf). Being open,
 *   it never lets a move be made at once: the move beside one is asked back whole for a yes.
 * The prompt is read again without those sentences; only when what is left reads as one move made now (or a read) and
 * every sentence left out agrees with it (its figures, tokens, chain and payees the move's own) is that reading taken.
 * A sentence that says anything else (another amount, chain or payee, a condition, "not yet", "and also send …") plays
 * no role here and stays, so the prompt is read as before.
 */
export function besideRoles(
  given: string,
  said: readonly ThreadTurn[],
  reading: Interpretation,
  read: (text: string) => Interpretation,
): Interpretation | undefined {
  if (reading.kind === 'intent' && !wrongRead(given, reading) && !readInstead(reading)) return undefined;
  // A question for a field the move lacks is asked as it is; only a refusal or a yes owed on the move is read again
  // (and an amount asked for only because what the move leaves alone was said: checked below).
  // (So is a payment's field asked while its payee is said in a sentence of its own: "His address is bob.eth.")
  const asked = reading.kind === 'ask' && reading.pending.awaiting !== 'confirm';
  if (asked && reading.pending.awaiting !== 'amount' && reading.pending.awaiting !== 'to') return undefined;
  // (An answer is read by the thread's readers; only one they refused is read again: "Of course, my apologies. Her
  // address is alice.eth, and it should be 150 USDC on Base. Please double-check that the name resolves before sending.")
  const previous = said.at(-1)?.interpretation;
  if (previous?.kind === 'ask' && reading.kind !== 'fail') return undefined;
  const text = given.trim();
  // One paragraph of the person's own prose: no pasted, quoted or marked-up text, no bot's fields.
  if (/[\n\r"“”`{}|<>=]/.test(text) || /(?:^|\s)--\w/.test(text)) return undefined;
  // "exchange half an ETH, that is 0.5 ETH, for USDC": an amount said again in apposition is a sentence of its own here.
  const restated = [...text.matchAll(apposition)].map((m) => m[1]!);
  const all = sentencesOf(text.replace(apposition, ' '));
  if (all.length + restated.length < 2) return undefined;
  const roles = all.map(roleOf);
  if (roles.every((r) => r === undefined) && restated.length === 0) return undefined;
  if (roles.every((r) => r !== undefined)) return undefined;
  // "…swap 4 POL into USDC on Polygon and leave the remaining POL where it is": the amount was asked as an "all but" one.
  if (asked && !roles.includes('payee') && !(roles.includes('rest') && reading.kind === 'ask' && reading.pending.awaiting === 'amount')) return undefined;
  // ("…to my friend Bob; his address is bob.eth.": the request kept before a payee's sentence ends at a full stop.)
  const kept = all.filter((_s, i) => roles[i] === undefined).join(' ');
  const rest = roles.includes('payee') ? kept.replace(/;$/, '.') : kept;
  const left = read(rest);
  const beside = [
    ...all.map((s, i) => [s, roles[i]] as const).filter((pair): pair is readonly [string, Role] => pair[1] !== undefined),
    ...restated.map((s) => [s, 'amount'] as const),
  ];
  const moving = movingIntentOf(left);
  // "… Before you proceed, please ask me how much I wish to spend": only beside a move that lacks the field named, and
  // is asked for it (never beside one that says it, nor beside an answer).
  const first = beside.filter(([, role]) => role === 'ask-first').map(([s]) => askedFirst(s));
  if (
    first.length > 0 &&
    (previous?.kind === 'ask' ||
      left.kind !== 'ask' ||
      left.pending.awaiting === 'confirm' ||
      !first.every((fields) => fields.includes(left.pending.awaiting ?? '')))
  )
    return undefined;
  // An answer refused for its remarks: only the move asked about, completed, beside remarks that restate nothing of it
  // ("base. also send 1 eth to …" answering a swap's question is never the transfer).
  if (previous?.kind === 'ask' && (moving?.kind !== previous.pending.kind || beside.some(([, role]) => !answerRoles.has(role)))) return undefined;
  if (beside.some(([, role]) => role === 'payee')) return payeeFilled(beside, left, rest);
  if (left.kind === 'intent' && !moving) {
    // Beside a read: only why it is asked, and that nothing is to move.
    return beside.every(([, role]) => readRoles.has(role)) ? left : undefined;
  }
  if (!moving || !movesMadeNow.has(moving.kind) || beside.some(([, role]) => role === 'read-only')) return undefined;
  // "…thirty dollars' worth of my ETH…. The amount is 30 ETH, not thirty dollars.": the unit said again is the other
  // one; which the person means is never guessed.
  const unit = beside.find(([s, role]) => role === 'unit' && !unitAgrees(unitOf(s), moving as Intent));
  if (unit) return unitUnclear(unitOf(unit[0])!, (moving as { amount?: { value?: string } }).amount?.value);
  if (left.kind === 'intent') {
    if (!beside.every(([s, role]) => agrees(s, role, left.intent))) return undefined;
    // "Please double-check that the name resolves before sending.": care the transfer takes anyway, asked back whole.
    if (beside.some(([, role]) => role === 'care'))
      return askWhole(left.intent, 'I read your message as this one request; a name is always checked before anything is sent.');
    // "It is important to me.": a remark read by its words alone, not a closed shape, asked back whole for a yes.
    const remarks = beside.filter(([, role]) => role === 'remark').map(([s]) => `"${s.replace(/[.;!]+$/, '')}"`);
    return remarks.length > 0
      ? askWhole(
          left.intent,
          `I read your message as this one request, leaving out what only explains it (${remarks.join(', ')}), which changes nothing of it.`,
        )
      : left;
  }
  // "I would like to purchase some DEGEN on Base. Please spend exactly 25 USDC on it. I understand the price may
  // shift …": what is left is a move put together from its sentences and owing a yes; asked as it is, when every
  // sentence left out agrees with that move.
  // (So is a read made in place of the move: "I have decided to sell 4 of my UNI …. I would prefer not to sell any more than four, ….")
  if ((reading.kind === 'fail' || readInstead(reading)) && left.kind === 'ask' && left.pending.awaiting === 'confirm')
    return beside.every(([s, role]) => agrees(s, role, left.pending as Intent)) ? left : undefined;
  // "I would like to buy some AERO on Base with my USDC. … Please go ahead whenever it is convenient for you.": the
  // field the move lacks asked for, the move owing a yes once complete (a sentence that restates a field agrees with none).
  // "Please send 40 USDC on Base to my nephew Thomas. He told me he set up a wallet last week.": a sentence about the
  // payee's wallet that gives none beside the recipient asked for, and for no other field.
  const unsaid = beside.some(([, role]) => role === 'payee-unsaid');
  if (
    (reading.kind === 'fail' || readInstead(reading)) &&
    left.kind === 'ask' &&
    left.pending.awaiting !== 'confirm' &&
    (!unsaid || left.pending.awaiting === 'to') &&
    // ("Please wrap 0.2 ETH into WETH. Only 0.2, please; the remainder should stay as ordinary ETH.", its chain asked:
    // a fact said again agrees with the move as far as it is said.)
    beside.every(([s, role]) => !factRoles.has(role) || agrees(s, role, left.pending as Intent))
  )
    return ask(left.question, { ...left.pending, confirm: true });
  return undefined;
}

type Role =
  | 'amount'
  | 'unit'
  | 'token'
  | 'payee'
  | 'care'
  | 'chain'
  | 'rest'
  | 'accepted'
  | 'reason'
  | 'now'
  | 'read-only'
  | 'payee-unsaid'
  | 'remark'
  | 'ask-first';

/**
 * "Before you proceed, please ask me how much I wish to spend, as I have not yet decided.", "I don't have her address to
 * hand just yet, so please wait before sending.", "I am not entirely sure which network my supplier uses, so please
 * confirm that with me before sending anything." (held-out-32 work 19, 24, 25): a sentence that asks to be asked (or
 * waited for) before the move, for the one field it names. It stands beside a move only while that field is the one
 * the move lacks and is asked for (askedFirst); beside a move that says the field, it plays no role and stays.
 */
const askFirstRequest =
  /\b(?:ask\s+me|check\s+with\s+me|confirm\s+(?:(?:that|this|it)\s+)?with\s+me|(?:let|give)\s+me\s+(?:a\s+moment|time)|wait\s+(?:for\s+me|until\s+i|before)|hold\s+off|(?:do\s+not|don['’]?t)\s+(?:send|proceed|buy|create|set|do)\s+anything\s+(?:yet|until))\b/i;
/** The field a sentence of that kind names: how much, whom, which network, how often. */
const askFirstFields: readonly (readonly [string, RegExp])[] = [
  ['amount', /\b(?:how\s+much|how\s+many|amount|sum|figure|quantity)\b/i],
  ['to', /\b(?:address|recipient|wallet\s+address|where\s+to\s+send)\b/i],
  ['chain', /\b(?:network|chain|blockchain)\b/i],
  ['time', /\b(?:frequency|how\s+often|schedule|timing)\b/i],
];
/** The fields a sentence asks to be asked for first; empty when it is no such sentence. */
function askedFirst(sentence: string): string[] {
  if (!askFirstRequest.test(sentence) || /\d|\b(?:instead|also|actually|rather\s+than|and\s+then)\b/i.test(sentence)) return [];
  const facts = scanPrompt(sentence);
  if (facts.tokens.length > 0 || facts.chains.length > 0 || facts.addresses.length > 0 || facts.amounts.length > 0) return [];
  return askFirstFields.filter(([, words]) => words.test(sentence)).map(([field]) => field);
}

/** Roles that restate a field of the move: they agree only with a move whose field it is. */
const factRoles: ReadonlySet<Role> = new Set(['amount', 'unit', 'token', 'chain', 'rest']);
/** Roles that may stand beside a read. */
const readRoles: ReadonlySet<Role> = new Set(['reason', 'read-only']);
/** Roles that may stand beside an answer: what says nothing of the move's fields. */
const answerRoles: ReadonlySet<Role> = new Set(['reason', 'accepted', 'now', 'care', 'remark']);

/**
 * A read made in place of a move the one-request rule did not act on ("…to my friend Mike. He said I could use his usual
 * address, which you should have.": "have" read as a holdings question): read again without the sentences that play a role.
 */
const readInstead = (reading: Interpretation): boolean =>
  reading.kind === 'intent' && !movingIntentOf(reading) && (reading.notes ?? []).some((note) => note.startsWith('I did not act on the'));

/** A read the person's background made (a fee check of "EARN" from "tokens … earn creator fees"): read again without it. */
function wrongRead(given: string, reading: Extract<Interpretation, { kind: 'intent' }>): boolean {
  const scope = (reading.intent as { scope?: { token?: string } }).scope;
  return reading.intent.kind === 'fees-check' && scope?.token !== undefined && !new RegExp(`\\$?\\b${scope.token}\\b`).test(given);
}

/**
 * An amount said again in apposition, between commas: ", that is 0.5 ETH,", ", i.e. 250 USDC,". Only a figure and a
 * token name may stand in it (checked against the move as a restated amount).
 */
const apposition =
  /,\s*(?:that is|that's|i\.e\.?|in other words|namely|meaning)\s+((?:half|a quarter|a third|one|an?|\$?\d[\d.,]*)(?:\s+(?:an?|of an?|of one))?(?:\s+\$?[A-Za-z]{2,10})?)\s*,/gi;

/**
 * Sentences, split after a full stop, a question or exclamation mark, or a semicolon, and after a short lead before a
 * colon ("With thanks in advance: …"); each keeps its own mark, so those read again join as they were written.
 */
const sentencesOf = (text: string): string[] =>
  text
    // (What the move leaves alone, said after "and" in the move's own sentence, is a sentence of its own here.)
    .split(
      /(?<=[.!?;])\s+(?=\S)|(?<=^(?:[^\s:]+\s+){0,4}[^\s:]+:)\s+(?=\S)|\s*,?\s+and\s+(?=(?:please\s+)?(?:leave|keep)\s+(?:the\s+(?:rest|remainder)|(?:any|the)\s+remaining)\b|(?:that|this|it)\s+(?:is|will\s+be|should\s+be|must\s+be)\s+(?:to\s+be\s+)?the\s+only\s+\w+[.!]?$)/i,
    )
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));

/** The sentence's words as the scan reads them (numbers in words as digits), with its exactness said once as "exactly". */
function wordsOf(sentence: string): string {
  // (Its closing mark dropped: "more than four." is read as "more than 4".)
  return scanPrompt(sentence.replace(/[’‘]/g, "'").replace(/[.!;]+\s*$/, ''))
    .words.join(' ')
    .replace(/'/g, '')
    .replace(
      /\b(?:(?:and|or|but) )?(?:no|nothing|not (?:a (?:cent|penny|dollar|bit|single \w+)|one \w+)?) (?:more|less|extra)(?: (?:and|or|but|nor) (?:no|nothing|not) (?:more|less))?(?: than that)?\b/g,
      ' exactly ',
    )
    .replace(notMoreThan, ' exactly ')
    .replace(otherChainsOut, ' ')
    .replace(otherTokensOut, ' ')
    .replace(meantime, 'in the meantime')
    .replace(/\ball right\b/g, 'alright')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sentence's clauses in the words the scan reads (commas, colons, dashes, "and", "so"; "1,000" is one number). */
const clausesOf = (sentence: string): string[] =>
  sentence
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .split(/[,:—–]\s*|;/)
    .flatMap((c) => (restLeft.test(plainWords(c)) ? [restSaid] : partsOf(wordsOf(c))));

/** The clause {@link roleOf} reads a clause of what is left alone as. */
const restSaid = 'the rest stays';

/** The clauses of a sentence: its parts joined by a comma, "and", "so" or a colon. */
const partsOf = (words: string): string[] =>
  words
    .split(/\s*(?:\b(?:and|so)\b)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The role of a whole sentence beside a move, by its shape alone; undefined when it plays none. Every clause of it
 * plays one (a reason and a restated chain: "I am taking a little profit and would like the proceeds to remain on
 * Unichain"); its figures and names are checked against the move by {@link agrees}.
 */
export function roleOf(sentence: string): Role | undefined {
  if (askedFirst(sentence).length > 0) return 'ask-first';
  // "the amount is 30 US dollars measured in ETH, not thirty ETH": the amount's unit said again, read whole.
  if (unitOf(sentence)) return 'unit';
  // "Kindly ensure the spend is in USDC and nothing else.": the token spent (or received) said again.
  if (tokenSaidOf(sentence)) return 'token';
  // "I trust the name resolves correctly; if it does not, please do not send anything at all.": the check made anyway.
  const plain = plainWords(sentence).replace(/\.$/, '');
  if (nameTrusted.some((r) => r.test(plain.toLowerCase()))) return 'care';
  // "His address is bob.eth.": who is paid, said in a sentence of its own.
  if (payeeOf(sentence)) return 'payee';
  // Commas split clauses too, but a number's own comma ("1,000") is no boundary.
  // What the move leaves alone is read as written: the scan reads "the remainder of my UNI" as "all of my UNI".
  const clauses = clausesOf(sentence);
  if (clauses.length === 0) return undefined;
  const roles = clauses.map(clauseRole);
  // A sentence no closed shape reads may still say nothing new: a remark (below), or no role at all.
  if (roles.some((r) => r === undefined)) return remarkOf(sentence);
  // The role that says the most of the move is the sentence's: a restated fact, then read-only, then the rest.
  const order: readonly Role[] = ['amount', 'chain', 'rest', 'read-only', 'payee', 'payee-unsaid', 'care', 'accepted', 'now', 'reason', 'remark'];
  const found = order.filter((r) => roles.includes(r));
  // A restated fact beside a read-only caveat, or two facts in one sentence, is read as no role: it says too much.
  if (found.includes('read-only') && found.some((r) => factRoles.has(r))) return undefined;
  return found[0];
}

/**
 * The open role: a statement that states no new value and asks nothing ("It is important to me.", "She is expecting it
 * for her rent.", "the USDC cost may vary a little, and that is perfectly acceptable", "I have promised them to a
 * friend"). It opens with who or what it is about (never a verb: "Keep some for gas.", "Do it in December."), asks no
 * question, names no channel or lure, and says no word that moves money or asks a read ({@link actingWords},
 * sayingWords), no weighty word (condition, time, negation, doubt), no share or addition ({@link others}), no
 * correction and no request to the service ({@link remarkBars}). Its figures, tokens, chains and payees must be the
 * move's own ({@link agrees}); so it changes nothing of the move and is left out.
 */
function remarkOf(sentence: string): Role | undefined {
  // (Not a question, a lead before a colon ("my boss:"), a lure's words, or a ticker the move does not name.)
  if (/[?:]\s*$/.test(sentence) || lure.test(sentence) || scanPrompt(sentence).unknownTokens.length > 0) return undefined;
  if ((sentence.match(/\b[A-Z][A-Z0-9]+\b/g) ?? []).some((w) => !nameWord(w.toLowerCase()))) return undefined;
  const words = wordsOf(sentence)
    .replace(/\bthank you\b/g, 'thanks')
    .split(' ')
    .filter(Boolean);
  const said = words[0] === 'and' || words[0] === 'so' ? words.slice(1) : words;
  if (!remarkOpeners.has(said[0] ?? '')) return undefined;
  const barred = (w: string) =>
    actingWords.has(w) || sayingWords.has(w) || remarkBars.has(w) || hearsay.has(w) || pastWords.has(w) || (w !== 'and' && sequenceWords.has(w));
  // ("may" is a month only after a word that places a date: "in May", never "the cost may vary".)
  return said.some(barred) || weighty(said) || /\b(?:in|on|by|of|from|mid|early|late|end) may\b/.test(said.join(' ')) ? undefined : 'remark';
}

/** The words a remark opens with: who or what it is about, or thanks (never a verb, so never an order). */
const remarkOpeners = new Set(
  `i im ive id we were it its this that these those there theres she he they shes hes theyre my our her his their the
  as because since honestly frankly personally naturally thanks many`.split(/\s+/),
);

/**
 * Words that keep a sentence from being a remark though they move nothing themselves: a request to the service
 * ("you", "please", "ensure"), a condition, a correction ("actually", "meant", "the old address"), where the money goes,
 * a date, and what a person under pressure says ("forced", "threatened").
 */
const remarkBars = new Set(
  `please kindly pls plz you u your yourself ur let ensure sure provided providing assuming depending depends otherwise
  subject contingent conditional whenever lest actually really meant mean correction change changed update updated old new
  previous former outdated different other incorrect go goes going went arrive arrives arriving land lands reach reaches
  deliver delivered destination recipient payee address wallet account same
  figure figures number numbers amount amounts sum sums value values placeholder placeholders example examples sample
  samples dummy fake made enough alone tutorial guide video course lesson exercise homework token tokens coin coins ticker
  symbol contract called named ask asks asked asking told tells say says said saying instructed advised recommended
  suggested wants wanted belong belongs belonged owner owns already think thought guess believe reckon unsure
  january february march april june july august september october november december jan feb mar apr jun jul aug sep
  sept oct nov dec date dated due deadline forced threatened threat threatening coerced pressured pressure blackmail
  blackmailed ransom extort extorted phishing suspicious fraud fraudulent stolen hostage`.split(/\s+/),
);

/** A word that changes a move wherever it stands (unread-lexicon.ts), less those a role below says in its own shape. */
const weighty = (words: readonly string[], allowed: ReadonlySet<string> = new Set()): boolean =>
  words.some((w) => ((weightyWords.has(w) || negated.test(w)) && !allowed.has(w)) || others.test(w));

/** Words that add to a move or take a share of it, wherever they stand ("and also", "instead", "all of it", "half"). */
const others = /^(?:but|instead|also|another|again|too|plus|except|unless|all|everything|half|whole|entire|rest|remainder|more|less|twice)$/;

/** A negation said as one word ("dont", "isnt", "shouldnt"). */
const negated = /^(?:do|does|did|is|are|was|were|wo|ca|could|would|should|have|has|had|ai|must|need)nt$/;

/** The move's amount wished to be moved whole ("would appreciate it if the full 0.01 were converted"). */
const amountWished =
  /^(?:i )?(?:would|d) (?:appreciate it|be (?:most |very )?grateful|like it|prefer it) if (?:the )?(?:full |whole |entire |exact )?\$?\d[\d.]*(?: \$?[a-z]+)? (?:were|was|is|could be|gets|got) (?:converted|swapped|sold|sent|used|exchanged|spent|wrapped|unwrapped|transferred)(?: in full)?$/;

/** Words of a clause that says the amount again: exactness, the move's own verbs, who receives it and the total. */
const amountWords = new Set(
  `please kindly use using spend spent pay paid send sent sell buy swap wrap convert exchange exactly precisely only just that this it is be
  the amount sum figure total in altogether overall each of them both should must will would receive receives get gets i want like to a an
  want wish per person recipient he she they him her proceed with go ahead important essential vital crucial
  ensure sure make full whole entire arrives arrive reaches`.split(/\s+/),
);

/**
 * Words of a clause that says the chain again ("make sure this happens on Solana", "the proceeds should remain on Unichain",
 * "please send it from my Ethereum wallet", "it should come from my Solana wallet").
 */
const chainSaidWords = new Set(
  `please kindly make sure ensure that this it the trade swap transfer payment exchange conversion transaction purchase sale wrap
  happens happen is be done takes take place executed goes go through stays stay remain remains kept proceeds funds tokens money coins result
  on network chain only i would like want to should must out mainnet itself keep resulting in same my wallet
  from send sent come comes leave leaves taken`.split(/\s+/),
);

/**
 * A cap said as a wish not to move more ("i would prefer not to sell any more than 4", "please do not spend more than
 * 75"): beside a move of that exact amount it says the amount again (its figure is checked against the move's).
 */
const notMoreThan =
  /\b(?:(?:i )?(?:would|d) (?:prefer|rather|like) not(?: to)?|(?:i )?(?:do not|dont) (?:want|wish|intend) to) (?:sell|send|swap|convert|exchange|part with)(?: any)? more than\b/g;

/** What a restated token rules out: "rather than any other token", "and no other coin". */
const otherTokensOut = /\b(?:rather than|and not|not|and no|instead of) (?:any ?other|another|a different) (?:token|coin|currency|asset|stablecoin)s?\b/g;

/** What a restated chain rules out: "and not on any other network", "rather than being moved elsewhere". */
const otherChainsOut =
  /\b(?:and )?not (?:on |to |via |through )?(?:any ?(?:other|where else)|another|a different) ?(?:network|chain|blockchain)?s?\b|\b(?:rather than|instead of|and not) (?:being )?(?:moved|bridged|sent|transferred|taken) (?:elsewhere|anywhere else|to (?:any ?other|another) (?:network|chain)s?)\b|\b(?:and )?(?:nowhere|not anywhere) else\b/g;

/**
 * "between the quote and the execution", "between now and when it executes": the time a price may move in, said as one
 * span ("and" would otherwise split it into a clause of its own).
 */
const meantime =
  /\bbetween (?:the )?(?:quote|quotation|time (?:i|you) (?:ask|order|quote)|now) and (?:the )?(?:execution|trade|swap|purchase|sale|settlement|fill|moment it (?:is )?(?:executed|filled|done)|(?:when|the time) it (?:executes|is executed|fills|goes through|settles))\b/g;

/** A purpose or reason closing a clause ("as that is where I keep my savings", "because I need it for rent"). */
const reasonTail = /\s(?:as|because|since) (?!well\b).*$/;

/** A conversion said to be one for one ("i am told this is a one to one conversion"). */
const oneToOne =
  /^(?:(?:i am told|i understand|i believe|i gather|i hear|i know|i read) )?(?:that )?(?:this|it|the conversion|this conversion|wrapping|unwrapping|the wrap|the unwrap) is (?:a |an )?(?:1 to 1|1:1|1 for 1|one to one|one for one)(?: conversion| swap| exchange| rate)?$/;
/** The payee's word once the money lands ("he will let me know once it has arrived", "shell confirm when it lands"). */
const arrivalTold =
  /^(?:he|she|they|hes|shes|theyll|shell|hell)\s+(?:will\s+|ll\s+)?(?:let\s+(?:me|us)\s+know|tell\s+(?:me|us)|confirm|message\s+(?:me|us)|text\s+(?:me|us))\s+(?:once|when|after|as\s+soon\s+as)\s+(?:it|they|the\s+(?:money|funds|payment|transfer))\s+(?:has\s+|have\s+|is\s+|are\s+)?(?:arrived|arrives|arrive|landed|lands|land|received|come\s+through|comes\s+through|in)$/;

/** The amount expected back ("i would expect to end up with 40 more pol", scanned as "… to get 40 more pol"). */
const expectedBack =
  /^(?:i )?(?:would |should |will |do )?(?:expect|hope|assume|anticipate) to (?:get|receive|have)(?: back)? \$?\d[\d.]* (?:more |additional |extra )?\$?[a-z]+$/;

/** The roles of a clause said as a whole (its figures and names are checked later). */
function clauseRole(clause: string): Role | undefined {
  if (clause === 'exactly') return 'amount';
  // "I am told this is a one-to-one conversion, so I would expect to end up with 40 more POL." (held-out-34, careful):
  // what a wrap is, accepted, and the amount the person expects back (its figure and token checked as the move's).
  if (oneToOne.test(clause)) return 'accepted';
  // "He will let me know once it has arrived." (held-out-34, careful): what the payee does after the move, no condition.
  if (arrivalTold.test(clause)) return 'reason';
  if (expectedBack.test(clause)) return 'amount';
  // "(please ensure) that it is usdc (rather than any other token)": the move's token said again, checked by agrees
  // as an amount's names are.
  if (tokenAgain.test(clause) && tokenWords.has(clause.split(' ').at(-1)!.replace(/^\$/, ''))) return 'amount';
  if (clause === 'please' || clause === 'kindly') return 'reason';
  // "(I) would appreciate it if the full 0.01 were converted": the amount, wished to be moved whole.
  if (amountWished.test(clause)) return 'amount';
  const words = clause.split(' ');
  // "please use exactly 250 usdc", "only 0.2 please", "each of them should receive 45 usdc", "90 in total".
  // (One token at most: "please use 60 usdc to buy jup" names both sides of a trade, and is the move itself.)
  const named = new Set(
    words
      .map((w) => w.replace(/^\$(?=[a-z])/, ''))
      .filter((w) => tokenWords.has(w))
      .map((w) => tokenWords.get(w)),
  );
  if (words.some((w) => /^\$?\d/.test(w)) && named.size <= 1 && words.every((w) => amountWords.has(w) || /^\$?[\d.]+$/.test(w) || nameWord(w))) return 'amount';
  // "please make sure this happens on solana and not on any other network", "the proceeds should remain on unichain".
  const chainSaid = clause.replace(reasonTail, '').replace(/\s+/g, ' ').trim().split(' ');
  if (scanPrompt(clause).chains.length > 0 && !/\d/.test(clause) && chainSaid.every((w) => chainSaidWords.has(w) || nameWord(w)) && tailPlain(clause))
    return 'chain';
  // A figure beside a role's words is the move's to check (agrees): only a reason may count who is paid.
  if (/\d/.test(clause)) return reasons.some((r) => r.test(clause)) && !weighty(words) ? 'reason' : undefined;
  if (clause === restSaid) return 'rest';
  if (nothingMore.some((r) => r.test(clause))) return 'reason';
  if (readOnly.some((r) => r.test(clause)) && !weighty(words, new Set(['not', 'do', 'dont', 'only', 'yet', 'now']))) return 'read-only';
  // "…, which is perfectly fine with me": the relative pronoun opening the clause points back at what is accepted.
  // ("the price might move": a price's chance, said in the shape of what is accepted, is no hedge of the request.)
  if (accepted.some((r) => r.test(clause)) && !weighty(words[0] === 'which' ? words.slice(1) : words, new Set(['might']))) return 'accepted';
  if (nowSaid.some((r) => r.test(clause)) && !weighty(words, new Set(['if', 'when', 'whenever']))) return 'now';
  // Whole sentences of a closed shape, read as written (their own "test", "before" or "which" is part of the shape).
  if (assured.some((r) => r.test(clause))) return 'reason';
  if (nameChecked.test(clause)) return 'care';
  if (arrivesBy.test(clause)) return 'now';
  if (payeeUnsaid.some((r) => r.test(clause.replace(pastTimes, ' ').replace(/\s+/g, ' ').trim()))) return 'payee-unsaid';
  // A reason may tell of the past ("a dinner we shared last week", "confirmed it this morning"): no time of the move.
  // ("checked the address twice", "double checked": how carefully, never a second move.)
  const told = clause.replace(pastTimes, ' ').replace(checkedHow, '$1').trim().split(/\s+/);
  if (
    reasons.some((r) => r.test(clause)) &&
    !weighty(
      told.filter((w, i) => !(w === 'each' && told[i - 1] === 'of')),
      new Set(['where']),
    )
  )
    return 'reason';
  // "Kindly let me know once the trade has been completed": asking to be told, which changes nothing of the move.
  if (reportBack.test(clause)) return 'reason';
  return undefined;
}

/** A token or chain word: what the move names, checked against it by {@link agrees}. */
const nameWord = (word: string): boolean => {
  // ("$link": a token the scan marks as one where it could be an English word.)
  const name = word.replace(/^\$(?=[a-z])/, '');
  return tokenWords.has(name) || chainWords.has(name) || sharedChainWords.has(name);
};

/** A reason closing a restated chain says no figure, address, condition or time of its own. */
function tailPlain(clause: string): boolean {
  const tail = reasonTail.exec(clause)?.[0];
  return tail === undefined || !weighty(tail.trim().split(' '), new Set(['where']));
}

/** "checked the address twice", "double checked the name": how carefully it was checked. */
const checkedHow =
  /\b(?:(?:double|triple) )?(checked|verified|confirmed)((?: (?:the|his|her|their|my) (?:address|wallet|name|details|recipient))?) (?:twice|two times|three times|again|carefully)\b|\b(?:double|triple) (checked|verified)\b/g;

/**
 * The person's assurance about the move, in a closed shape: that they are sure of it, that its terms were agreed, that
 * the amounts differ on purpose, that it is a test payment to see the address works.
 */
const assured: readonly RegExp[] = [
  /^(?:so )?(?:i am|im|i m|we are) (?:quite |very |fully |completely )?(?:confident|certain|sure|satisfied) (?:that )?(?:it|this|the (?:address|name|amount|recipient|details|payee)) (?:is|are) (?:correct|right|accurate|valid|hers|his|theirs)$/,
  /^(?:the|our|my) (?:invoice|amount|price|fee|bill|sum|figure|payment) (?:has|had|was|is)(?: already)? (?:been )?(?:agreed|settled|approved|confirmed|accepted)(?: (?:between us|with (?:him|her|them)|in advance|beforehand|by both of us)){0,2}$/,
  // An acknowledgement before an answer: "Of course, my apologies."
  /^(?:of course|certainly|my apologies|apologies|my mistake)$/,
  /^(?:the )?(?:amounts|figures|sums|payments) (?:differ|are different|are not the same)(?: (?:on purpose|intentionally|deliberately|by design))?$/,
  /^(?:this|it) is (?:only |just |simply |merely )?(?:a |an )?(?:small |quick |first |little )?test(?: (?:payment|transfer|transaction|send|amount))? to (?:confirm|check|verify|make sure|see) (?:that )?(?:the|this|his|her|their|my) (?:address|wallet|name|account) (?:works|is (?:correct|right|valid|working|live))$/,
  // "it is only a test before I consider sending anything larger" (held-out-34): why the amount is small.
  /^(?:this|it) is (?:only |just |simply |merely )?(?:a |an )?(?:small |quick |first |little )?test(?: (?:payment|transfer|transaction|send|run))? before (?:i|we) (?:consider |decide on |think about |try )?(?:sending|send|moving|making|transferring) (?:anything |something |any |a )?(?:larger|bigger|more)(?: amounts?| sums?| payments?)?$/,
  // "I understand that this cannot be reversed once sent": what any transfer is, accepted.
  /^(?:i|we) (?:fully |do )?(?:understand|realise|realize|know|accept|am aware|m aware)(?: that)? (?:this|it|the (?:transfer|payment|transaction|donation|gift)|(?:crypto )?(?:transfers|payments|transactions)) (?:cannot|can not|cant|will not|wont|is not able to) be (?:reversed|undone|recalled|cancelled|canceled|refunded|taken back)(?: once (?:it is |its |it has been |they are )?(?:sent|made|confirmed|done))?$/,
];

/** The move's token said again in a clause: "that it is usdc", "please make sure the payment is in dai". */
const tokenAgain =
  /^(?:please |kindly )?(?:(?:ensure|make sure) )?(?:that )?(?:it|this|the (?:payment|transfer|money|funds)) (?:is|be|should be|must be|will be|arrives as|arrives in|is sent in|is paid in|is in|goes out in) (?:in )?(?:only )?\$?[a-z]+$/;

/**
 * That the person trusts a name resolves, and that nothing is sent when it does not: the check the service makes
 * anyway ("i trust the name resolves correctly", "if it does not please do not send anything at all").
 */
const nameTrusted: readonly RegExp[] = [
  // "Please do double-check that it is going to alice.eth and to no one else" (held-out-34): the recipient said again,
  // checked as every name is (agrees: the name must be the move's own).
  /^(?:please |kindly )?(?:do )?(?:double check|check|verify|make sure|ensure|confirm)(?: that)? (?:it|this|the (?:payment|money|transfer|funds|tokens)) (?:is going|goes|is sent|will go|gets sent|is paid|arrives) (?:only )?to [a-z0-9-]+(?: [a-z0-9-]+)* eth(?: and (?:to )?(?:no one|noone|nobody) else| only| alone)?$/,
  /^(?:i )?(?:trust|assume|believe|expect|hope|am sure|am confident)(?: that)? (?:the|his|her|their|this) (?:name|ens name|ens|basename) (?:resolves|will resolve|is (?:valid|correct|right))(?: (?:correctly|properly|fine))?$/,
  // ("If the name doesn't resolve for any reason, please don't send it anywhere else.", held-out-35.)
  /^(?:but )?if (?:it|the name|that|they) (?:does not|doesnt|do not|dont|cannot|cant|fails to|will not|wont)(?: resolve(?: correctly)?)?(?: for (?:any|some|whatever) reason)?,? (?:please )?(?:do not|dont) send (?:anything|it|them|the (?:money|payment|funds|tokens))(?: at all| anywhere else| elsewhere| to anyone else| to any other address)?$/,
];

/** A check the service makes anyway before it sends to a name ("please double check that the name resolves before sending"). */
const nameChecked =
  /^(?:please |kindly )?(?:double check|check|verify|make sure|confirm|ensure)(?: that)? (?:the|his|her|their|this) (?:name|ens name|ens|basename) (?:resolves|is (?:valid|correct|right))(?: correctly)?(?: before (?:sending|you send|sending it|proceeding|it is sent|it goes out))?$/;

/** That the payment should arrive by a time a move made now meets ("i would like it to arrive before the weekend"). */
const arrivesBy =
  /^(?:i (?:would|d) like|i want|i need|(?:he|she|they) (?:would like|needs?|wants?)) (?:it|this|the (?:payment|money|transfer|funds)) to (?:arrive|reach (?:her|him|them)|be there|land|get there|go through|be with (?:her|him|them)) (?:before|by|ahead of) (?:the weekend|the end of (?:the|this) (?:week|day|month)|tomorrow|tonight|(?:this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))$/;

/**
 * A sentence about the payee's wallet that gives none ("he told me he set up a wallet last week", "he said i could use
 * his usual address", "which you should have"): the recipient is asked for, never taken from it.
 */
const payeeUnsaid: readonly RegExp[] = [
  /^(?:he|she|they) (?:told me|said|mentioned|says)(?: that)? (?:he|she|they) (?:has |have |had |s |ve )?(?:just |recently )?(?:set up|created|opened|made|got) (?:a|an|his|her|their) (?:new )?(?:wallet|account|address)$/,
  /^(?:he|she|they) (?:told me|said|mentioned|says)(?: that)? (?:i|we) (?:could|can|should|may|might) use (?:his|her|their) (?:usual|normal|regular|old|existing|own) (?:address|wallet|account)$/,
  // "She has told me she can accept it there": that the payee can take the payment, with no address.
  /^(?:he|she|they) (?:has |have )?(?:told me|said|mentioned|confirmed|says)(?: that)? (?:he|she|they) (?:can|could|will|is able to|are able to) (?:accept|receive|take) (?:it|them|this|the (?:payment|money|transfer|funds))(?: there| (?:on|in) (?:that|this) (?:network|chain|wallet))?$/,
  /^(?:which |that )?you (?:should|must|will|would|may|might) (?:already )?have(?: (?:it|his|her|their) (?:address|wallet))?(?: on (?:file|record))?$/,
];

/** Past times a reason tells of: "last week", "this morning", "yesterday", "over the phone". */
const pastTimes =
  /^after (?:some|careful|much) (?:consideration|thought)\b|\b(?:(?:last|this) (?:week|month|year|morning|afternoon|evening)|yesterday|earlier(?: today)?|\w+ (?:days|weeks|months|years) ago)\b/g;

/** Asking to be told once it is done. */
const reportBack =
  /^(?:(?:please |kindly |i (?:would|d) (?:be grateful|appreciate it) if you could )?(?:let me know|confirm|tell me|notify me|send me (?:a|the) (?:confirmation|receipt|hash))|i (?:would|d) (?:be grateful for|appreciate|welcome|like) (?:a|the) (?:confirmation|note|message|receipt))(?: (?:the (?:quantity|amount) (?:received|i receive)(?: afterwards)?|the (?:resulting|new|final) \w+ balance(?: afterwards)?|(?:once|when|after) (?:it|this|the (?:trade|transfer|swap|payment|wrap|conversion)) (?:is|has been|s|has gone|goes|went) (?:done|completed|complete|sent|finished|through)))?$/;

/** "the remainder should stay as regular eth in my wallet", "please keep the rest in my wallet". */
const restLeft =
  /^(?:please |kindly )?(?:(?:i (?:would|d) like to |i want to |(?:as|because|since) i (?:intend|plan|mean|wish|hope|want|would like|d like) to )?(?:keep|leave) (?:the (?:rest|remainder)(?: of (?:it|my \w+))?|(?:any|the) remaining \w+)|the (?:rest|remainder)(?: of (?:it|my \w+))? (?:(?:should|must|can|will|is to) )?(?:stay|stays|remain|remains|be kept|be left))(?: (?:as|in) (?:(?:regular|plain|ordinary|normal|native|unwrapped|wrapped) )?\w+)?(?: (?:in|on) (?:my|the) (?:wallet|account))?(?: (?:exactly |just )?(?:where it is|untouched|as it is|alone|intact|wrapped|unwrapped))?(?: (?:for|to cover|to pay(?: for)?) (?:the )?(?:network |gas |transaction )?(?:fees|gas))?(?: (?:for the long term|long term|as savings))?(?: please)?$/;

/** What the person says they accept of a move ("i understand that the price may move slightly in the meantime"). */
const accepted: readonly RegExp[] = [
  /^i (?:fully |do )?(?:understand|accept|realise|realize|know|am aware|appreciate)(?: that)? (?:the |my )?(?:\w+ )?(?:price|prices|rate|quote|fee|fees|gas|gas fees|network fees?|slippage|value|amount i (?:receive|get)|final amount)(?: \w+)? (?:may|might|can|could|will|is likely to|are likely to) (?:move|change|vary|fluctuate|shift|differ|go up or down|be (?:slightly |a little |somewhat )?different)(?: (?:slightly|a little|somewhat|a bit))?(?: (?:in the meantime|meanwhile|by then|during the trade))?$/,
  /^(?:that|this|it|which) (?:is|s) (?:perfectly |totally |completely |entirely |absolutely |quite )?(?:acceptable|fine|ok|okay|alright|understood)(?: (?:with|for|to|by) me)?$/,
  // "I am aware that network fees there are higher", "I accept the risk involved", "I understand that prices move":
  // what the person accepts of the move (a figure, a name, a time or a share in it is no such remark: checked apart).
  // (Only of the move's own nature, never of what someone else wants: "I understand my boss wants it" is no such remark.)
  /^(?:i|we) (?:fully |do |completely )?(?:understand|accept|realise|realize|recogni[sz]e|am (?:fully )?aware|m (?:fully )?aware|am comfortable with)(?: that)? (?:the|a|an|this|that|it|its|prices?|transactions?|fees|gas|slippage|network|these|such|trades|swaps)\b(?!.*\b(?:wants?|wanted|asked|asks|told|tells|says?|said|instructed|requested|suggested|insists?|boss|manager|someone|somebody|he|she|they|him|her|them|his|their)\b)/,
  /^(?:a small difference|some slippage|a little slippage|the normal slippage|the usual fees?)(?: from (?:todays|the current) (?:quote|price))? (?:is|would be) (?:perfectly |quite )?(?:acceptable|fine|ok|okay|alright)(?: to me)?$/,
  /^(?:it|this) is a small sum i can afford to lose$/,
  // How it is carried out: at the market, not as an order that waits.
  /^(?:i am|im) (?:happy|fine|content|comfortable) with the (?:market|current) (?:rate|price)$/,
  /^i would prefer (?:the trade|it|this) to be executed at (?:the )?market(?: rather than as a limit order)?$/,
];

/** That the move is wanted now ("it's urgent", "i would appreciate it if it could be done today", "please go ahead"). */
const nowSaid: readonly RegExp[] = [
  /^(?:its|it is|this is) (?:quite |rather |very |a bit )?(?:urgent|important|time sensitive)$/,
  /^i (?:would|d) (?:appreciate(?: it)?|be (?:very |most |really )?grateful)(?: for it)? if (?:it|this|that|the (?:payment|transfer|trade|swap)) (?:could|can) (?:be )?(?:done|sent|processed|completed|made|go through|executed) (?:today|now|soon|promptly|right away|as soon as possible)$/,
  /^(?:please |kindly )?(?:go ahead|proceed)(?: (?:whenever|when) (?:it is|its) convenient(?: for you)?| at your (?:earliest )?convenience| (?:now|today|right away|as soon as possible|when you can|when ready|whenever you are ready))?(?: please)?$/,
  /^(?:as soon as possible|asap)(?: please)?$/,
  /^(?:please |kindly )?(?:go ahead|proceed) at the (?:current )?market (?:rate|price)(?: rather than waiting)?$/,
  /^you (?:may|can) (?:now )?(?:proceed|go ahead)(?: with (?:confidence|it|this|the (?:trade|transfer|payment)))?$/,
];

/** Why, or the person's own assurance ("this settles a small invoice", "i have confirmed the address"). */
const reasons: readonly RegExp[] = [
  /^(?:this|it|that) (?:settles|covers|pays|repays|reimburses|is for|is to pay|is part of|is my (?:share|part))\b/,
  // What the payment is: "It is a modest thank-you gift for her help", "This is the repayment of a personal loan".
  /^(?:this|it) is (?:a |an |the |my |our )?(?:(?:small|modest|little|personal|belated|late|partial) )*(?:thank you |birthday |wedding )?(?:repayment|refund|gift|donation|payment|reimbursement|contribution|tip|present|deposit|settlement)\b/,
  /^(?:i am|im|we are) making (?:a |an |my )?(?:(?:small|modest|little) )?(?:donation|gift|payment|contribution|repayment)\b/,
  // A decision about the person's own exposure: "I have decided to trim my PEPE position on Ethereum".
  /^(?:after some consideration )?(?:i|we)(?: have| ve)? (?:decided|would like|want|d like|wish|intend|plan) to (?:reduce|increase|trim|lower|raise|lock in|realise|realize|diversify|rebalance) (?:my|our) (?:\w+ )?(?:exposure|position|holdings?|allocation)\b/,
  /^(?:after some consideration )?(?:(?:i|we)(?: have| ve)? )?(?:decided|would like|want|d like|wish|intend|plan) to (?:hold|have|own|build|take|start) (?:a |some )?(?:(?:very|small|modest|little|bit) )*(?:\w+ )?(?:position|more in stable value|exposure)\b/,
  /^(?:for|as) (?:tax|personal|accounting|budget|budgeting|privacy|security|practical) (?:reasons|purposes)\b/,
  /^(?:i|we) need (?:it|them|this|\w+) for (?:a|an|the|my|our) (?:application|app|protocol|contract|payment|bill|invoice|purchase|liquidity position|governance vote)\b/,
  /^(?:i am|im|we are|were) (?:saving|paying|settling|repaying|reimbursing|diversifying|rebalancing|taking (?:a (?:little |small )?|some )?profits?)\b/,
  // "I am reducing my exposure slightly": a change of the person's own exposure, said as under way.
  /^(?:i am|im|we are|were) (?:reducing|trimming|lowering|increasing|raising|cutting|building up|adding to) (?:my|our) (?:\w+ )?(?:exposure|position|holdings?|allocation|stake)(?: (?:slightly|a little|a bit|somewhat|gradually))?$/,
  /^(?:(?:i|we) )?(?:would |d )?(?:prefer|like|want) to (?:hold|have|keep) (?:some of each|a bit of each|both|a mix)$/,
  /^(?:i|we) (?:need|want|would like|have) to (?:reimburse|repay|pay back|refund|thank) (?:my |our |the |a |\d+ )?(?:colleagues?|friends?|brothers?|sisters?|cousins?|neighbou?rs?|landlord|tradesman|plumber|builder|flatmates?|roommates?|family)(?: (?:on|in) [a-z]+)?(?: for (?:a |the |our |my )?[a-z ]+)?$/,
  // "as that is where I keep my savings": a reason said after a comma.
  /^(?:as|because|since) (?!soon\b|long\b|well\b)/,
  /^(?:i|we)(?: have| ve)? (?:double checked|triple checked|checked|confirmed|verified) (?:the|his|her|their|my) (?:address|wallet|name|details|recipient)\b/,
  // "I only have a little POL on Polygon, so I would like to be careful with it": how much is held, and care.
  /^(?:i|we) (?:only )?(?:have|hold) (?:only )?(?:a little|a small amount of|not much|very little|a few|a small balance of)(?: \w+)?(?: (?:on|in) (?:\w+))?$/,
  /^(?:i|we) (?:would like|want|d like|wish|need|intend) to be (?:careful|cautious|prudent|conservative)(?: with (?:it|them|this|my \w+))?$/,
  // "She is expecting it for our share of the holiday cottage": the payee waits for this payment.
  /^(?:he|she|they) (?:is|are|s|re) (?:expecting|waiting for) (?:it|this|the (?:payment|money|transfer|funds))\b/,
  /^(?:the recipient|the payee|he|she|they) (?:has |have )?(?:confirmed|verified|checked) (?:the|that|this|his|her|their) (?:address|wallet|name)\b/,
  // "it is definitely alice.eth": the payee said again (checked against the move's own by agrees).
  /^(?:it|that|this|the (?:address|name)) is (?:definitely|indeed|correct(?:ly)?|exactly|really) @\d+$/,
  /^(?:i|we)(?: have| ve)? (?:heard|read|learned) (?:(?:good|great|nice|positive|promising) things|a (?:fair |good |great )?(?:amount|deal|bit)|a lot) about (?:it|this|them|the (?:token|project|coin))(?: from (?:a|my) (?:friend|colleague|brother|sister|cousin))?$/,
  /^(?:i|we)(?: have| ve)? been (?:told|advised|informed) that (?:some|many|most|certain|a few) (?:apps|applications|dapps|protocols|platforms|sites|websites|services) (?:require|need|want|use|accept|expect|support)\b/,
  // What the person was told of the service itself ("tokens launched through this service earn creator fees").
  /^(?:i|we)(?: have| ve)? been (?:told|advised|informed) that (?:tokens|coins) (?:launched|created|made) (?:through|on|with|via) (?:this|the|your) (?:service|app|platform|bot) (?:earn|make|collect|receive|generate) (?:creator |trading )?fees$/,
  /^(?:my|our) (?:brother|sister|wife|husband|partner|son|daughter|mom|mum|dad|father|mother|friend|colleague|boss) asked (?:for (?:this|it)|me to do (?:this|it))$/,
  /^(?:this is|its|it is) (?:my|our) first (?:time|transaction|trade|purchase|transfer|payment)(?: (?:using|with|on) (?:purser|this (?:service|app)|you))?$/,
  /^(?:with )?(?:thank you|thanks|many thanks)(?: (?:very much|so much|kindly|in advance))?(?: for (?:your (?:help|assistance|time|care|patience)|taking (?:care|the time)|handling (?:this|it)(?: (?:so )?carefully)?)(?: (?:with|over) (?:this|it))?)?$/,
  // "To avoid any misunderstanding:", said before the colon of the sentence it opens.
  /^(?:to avoid (?:any )?(?:misunderstanding|confusion|doubt)|(?:just )?to be (?:perfectly |absolutely |completely |quite )?clear|for the avoidance of doubt|to be precise)$/,
];

/**
 * That nothing more than the move happens, said with its own "not" or "no" (read whole, so no other word may stand in
 * it): "Nothing else is needed.", "Please do not send them anywhere else.", "There's no need for a limit."
 */
const nothingMore: readonly RegExp[] = [
  /^nothing else (?:is needed|needs to (?:change|happen)|should change)$/,
  /^(?:please )?(?:do not|dont) (?:send|move|bridge|transfer|convert) (?:them|it|the proceeds) (?:anywhere else|elsewhere|into anything else)$/,
  /^i have no need to (?:move|send|bridge) (?:it|them) (?:anywhere else|elsewhere)$/,
  /^(?:there is|theres) no need for (?:a|any) (?:limit|limit order)$/,
  // "…, and that is to be the only purchase": this move and no other.
  /^(?:that|this|it) (?:is|will be|should be|must be) (?:to be )?the only (?:purchase|trade|swap|sale|transfer|payment|one|order|transaction)(?: (?:for now|today))?$/,
];

/** That nothing is to move, beside a read ("kindly do not purchase any on my behalf at this point", "i only want the price"). */
const readOnly: readonly RegExp[] = [
  /^(?:please |kindly )?(?:do not|dont|please do not) (?:purchase|buy|sell|trade|move|claim|swap|send|transfer|execute|do) (?:any|anything|it|them)?(?: (?:on my behalf|for me))?(?: (?:at this point|yet|for now|at the moment|now|today))?$/,
  /^i (?:only|just) want (?:the |to know the |a )?(?:price|figure|number|balance|information|answer|reference figure|amount)$/,
  /^i (?:am|m) (?:only|just) asking$/,
];

/**
 * Whether a sentence of a role agrees with the move read without it: its figures are the move's (its amount, each
 * payment's, their total or count), its tokens, chains and payees the move's own; a restated amount beside a move of a
 * share ("half my ETH") or a batch that is not even ("each of them") agrees with none.
 */
function agrees(sentence: string, role: Role, intent: Intent): boolean {
  // A word about the payee's wallet that gives none stands beside a move only while its recipient is asked for.
  if (role === 'payee-unsaid' || role === 'payee') return false;
  if (role === 'unit') return unitAgrees(unitOf(sentence), intent);
  if (role === 'token') return tokenAgrees(tokenSaidOf(sentence), intent);
  // ("do not send anything at all": "at all" is no share of a balance.)
  const facts = scanPrompt(sentence.replace(/\bat all\b/gi, ' '));
  const move = intent as Record<string, unknown>;
  const chain = typeof move.chain === 'string' ? move.chain : undefined;
  const tokens = [move.token, move.tokenIn, move.tokenOut].filter((t): t is string => typeof t === 'string').map((t) => t.toUpperCase());
  const family = new Set(tokens.flatMap((t) => [t, t.replace(/^W(?=ETH$|SOL$|POL$)/, ''), `W${t}`]));
  const payees = [move.to, ...((move.transfers as { to?: string }[] | undefined) ?? []).map((t) => t.to)]
    .filter((to): to is string => typeof to === 'string')
    .map((to) => to.toLowerCase());
  if (facts.chains.some((c) => c !== chain) || facts.unsupportedChain) return false;
  if (facts.tokens.some((t) => !family.has(t.key.toUpperCase()))) return false;
  if (facts.addresses.some((a) => !payees.includes(a.raw.toLowerCase()))) return false;
  const amount = move.amount as { kind?: string; value?: string } | undefined;
  const transfers = (move.transfers as { amount: string }[] | undefined)?.map((t) => Number(t.amount));
  const numbers = transfers ?? (amount?.kind === 'exact' ? [Number(amount.value)] : []);
  const words = wordsOf(sentence).split(' ');
  // Every figure as written, whatever the scan made of it ("it is 50 USDC" reads as a price, not an amount).
  const figures = words.filter((w) => /^\$?\d/.test(w)).map((w) => Number(w.replace(/[$,]/g, '')));
  if (role === 'amount') {
    if (amount && amount.kind !== 'exact') return false;
    // A trade's amount measures one of its tokens: a figure said of the other one is another bound ("buy 100 UNI …
    // I would rather not sell more than 100 USDC").
    const measured = intent.kind === 'swap' ? String(move.side === 'buy' ? move.tokenOut : move.tokenIn).toUpperCase() : undefined;
    if (
      measured &&
      figures.length > 0 &&
      facts.tokens.some((t) => t.key.toUpperCase().replace(/^W(?=ETH$|SOL$|POL$)/, '') !== measured.replace(/^W(?=ETH$|SOL$|POL$)/, ''))
    )
      return false;
    if (figures.some((f) => !Number.isFinite(f)) || facts.amounts.some((a) => a.amount.kind !== 'exact')) return false;
    const total = numbers.reduce((a, b) => a + b, 0);
    // Clause by clause: "each of them should receive 45" is every payment's amount, "so 90 in total" their sum, any
    // other figure one payment's own ("Each of them should receive 50" beside 20 and 30 agrees with none).
    return clausesOf(sentence).every((clause) => {
      const said = clause.split(' ');
      const own = said.filter((w) => /^\$?\d/.test(w)).map((w) => Number(w.replace(/[$,]/g, '')));
      // (A clause with no figure, a reason beside the amount, names none: "as I have promised them to a friend".)
      if (own.length === 0 && role === 'amount' && !said.some((w) => /^(?:each|both|per|apiece|everyone|total|altogether|overall|combined)$/.test(w)))
        return true;
      if (said.some((w) => /^(?:each|both|them|per|apiece|everyone)$/.test(w)))
        return transfers !== undefined && own.every((f) => transfers.every((t) => same(t, f)));
      if (said.some((w) => /^(?:total|altogether|overall|combined)$/.test(w))) return own.every((f) => same(f, total));
      // Beside payments of several amounts a bare figure names none of them for sure ("Only 20, please" beside 10, 15
      // and 20): it agrees only when every payment is that amount.
      return own.every((f) => (transfers ? transfers.every((t) => same(t, f)) : numbers.some((n) => same(n, f))));
    });
  }
  // A remark's figures are the move's own ("…that I receive precisely two LINK"), each an exact one.
  if (role === 'remark')
    return facts.amounts.every((a) => a.amount.kind === 'exact') && figures.every((f) => Number.isFinite(f) && numbers.some((n) => same(n, f)));
  // "I need to reimburse two colleagues": only the count of the payees, said in a reason.
  const counted = role === 'reason' && payees.length > 1 && figures.every((f) => f === payees.length);
  if (role === 'rest') {
    // What stays is what the move spends: "the remainder should stay as regular ETH" beside a wrap of 0.2 ETH.
    const spent = String(intent.kind === 'swap' ? move.tokenIn : move.token).toUpperCase();
    return amount?.kind === 'exact' && figures.length === 0 && facts.tokens.every((t) => t.key.toUpperCase() === spent);
  }
  if (!counted && (facts.amounts.length > 0 || /\d/.test(sentence))) return false;
  if (role === 'chain') return chain !== undefined && facts.chains.length > 0;
  return true;
}

/**
 * "I would like to pay Bob back …. His address is bob.eth. Could you please send him the money in USDC on Base?": a
 * payment that lacks its recipient, read from the other sentences, with the payee said in one sentence of its own: that
 * payee, the payment asked back whole for a yes (or its other missing field asked, a yes still owed). Only one payee
 * sentence, no payee said anywhere else, and every other sentence left out one that agrees with any move.
 */
function payeeFilled(beside: readonly (readonly [string, Role])[], left: Interpretation, rest: string): Interpretation | undefined {
  const payees = beside.filter(([, role]) => role === 'payee');
  if (payees.length !== 1 || left.kind !== 'ask' || left.pending.kind !== 'transfer' || left.pending.to !== undefined) return undefined;
  if (scanPrompt(rest).addresses.length > 0 || !pointsAtPayee(payeeWhose(payees[0]![0]), rest)) return undefined;
  if (!beside.every(([, role]) => role === 'payee' || role === 'reason' || role === 'accepted' || role === 'now' || role === 'remark')) return undefined;
  // "I need to reimburse a colleague on Solana.": a chain said beside the payment is its own, or nothing is filled.
  const chain = left.pending.chain;
  if (beside.some(([sentence]) => scanPrompt(sentence).chains.some((c) => c !== chain))) return undefined;
  const to = payeeOf(payees[0]![0])!;
  const { awaiting, confirm: _confirm, ...known } = left.pending;
  if (awaiting === 'to' && known.amount !== undefined && known.token !== undefined && known.chain !== undefined)
    return askWhole({ ...known, to } as Intent, 'I read your message as this one request, its recipient said in a sentence of its own.');
  return ask(left.question, { ...left.pending, to, confirm: true });
}
