/**
 * Whether a sentence beside a move made now asks for something of its own (issue 16, the careful-prose guard of
 * s42-careful). Such a sentence was read only by its weighty words (a question, a negation, a time), so one that asked
 * for something else in plain words ran the move as first said: "Send 10 USDC to bob.eth on base. Please leave
 * everything exactly as it is.", "Swap 200 USDC into WETH on Base. I would prefer to receive ETH.", "Swap 20 USDC for
 * DEGEN on Base. A single figure is all I need." The check is by the sentence's shape, not its words: a request (an
 * imperative, "please …"), a want ("I'd prefer", "all I need") or a requirement ("nothing else should change") is read
 * as part of the move, and a move beside one it cannot place is asked back. A sentence that tells (a reason, who is
 * paid, what it is for) stays background, and so do the courtesies that only look like requests ("thank you", "have a
 * nice day", "let me know when it is done").
 *
 * `words` are the clause's words as the word count normalises them: lowercase, apostrophes gone, a request frame ("I
 * would like to", "I need") marked `qwantq`, any other frame ("thank you", "if possible") `qframeq`.
 */
export function directiveClause(words: readonly string[]): boolean {
  let at = 0;
  while (leads.has(words[at] ?? '')) at++;
  // "Please confirm the schedule back to me", "read the details back to me": asking to be told.
  if (/^(?:read|confirm|repeat|report|say|give|send)$/.test(words[at] ?? '') && /\bback to (?:me|us)$/.test(words.join(' '))) return false;
  // "Should you need a time, …": a condition said as "should", no requirement.
  if (words[at] === 'should' && /^(?:you|it|that|this|there|the|anything|something|any)$/.test(words[at + 1] ?? '')) return false;
  // "I'd like to keep things simple", "keep the rest wrapped": what the move leaves as it is.
  if (
    /\bkeep (?:it|things|this) simple\b|\b(?:keep|leave) the rest(?: of it)? (?:where it is|untouched|alone|as it is|wrapped|unwrapped|intact)\b/.test(
      words.join(' '),
    )
  )
    return false;
  const first = words[at];
  if (first === undefined) return false;
  const pleaded = at > 0 && pleas.has(words[at - 1]!);
  const next = words[at + 1];
  // "Please leave everything …", "Kindly ensure …", "Keep the rest in USDC.", "Make sure nothing else changes."
  if (pleaded && !harmlessAfterPlease(first, next, words[at + 2])) return true;
  // "Just show me what it would cost": asking to be told something else than the move's outcome.
  if (imperatives.has(first) && (!reportBack(first, next) || /^(?:what|how|whether|if|which)$/.test(words[at + 2] ?? ''))) return true;
  // "A simple estimate will do.", "The figure alone is enough.": what is enough is what is wanted.
  const said = words.join(' ');
  if (
    /\b(?:will|would) do$|\b(?:is|are|would be|will be) (?:enough|sufficient|plenty)$/.test(said) &&
    !/^(?:(?:that|this|it|my \w+) )/.test(words.slice(at).join(' '))
  )
    return true;
  for (const [i, word] of words.entries()) {
    // "I would prefer to receive ETH", "I'd rather keep it", "I expect about 0.006 ETH".
    if (/^(?:i|we|id|wed)$/.test(word) && wanting.test(words.slice(i + 1, i + 3).join(' '))) return true;
    // "A single figure is all I need", "What I want is …", "I only need …": a frame said inside the sentence.
    if (word === 'qwantq' && !wantHarmless(words, i)) return true;
    // "Nothing else should change", "The fee must stay low", "It has to arrive today".
    if (/^(?:should|must|shall)$/.test(word) && !fine.has(words[i + 1] === 'be' ? (words[i + 2] ?? '') : (words[i + 1] ?? ''))) return true;
    if (/^(?:has|have|needs|ought)$/.test(word) && words[i + 1] === 'to' && i > at) return true;
  }
  return false;
}

/** Words a sentence opens with before what it says: "and", "also", "please", "oh". */
const pleas = new Set(['please', 'pls', 'plz', 'kindly']);
const leads = new Set([...pleas, 'and', 'also', 'just', 'so', 'then', 'but', 'oh', 'ok', 'okay', 'well', 'now', 'qframeq']);

/**
 * Verbs a request to the service opens with. A closed list on purpose: a sentence that opens with another word is one
 * that tells, unless "please" or a want is said in it.
 */
const imperatives = new Set(
  `leave keep make ensure use take send put show tell hold stop wait check confirm verify avoid split route convert change set add remove
  include exclude skip ignore let give pay withhold charge deduct cap limit round treat consider do try retry repeat go move
  bridge stake deposit withdraw transfer swap buy sell apply allow accept reject return refund cancel quote estimate simulate
  preview list choose pick select prefer favor favour get receive round deliver route hedge reinvest rebalance sweep top`.split(/\s+/),
);

/** "let me know …", "tell me when …", "send me the hash": asking to be told, which changes nothing of the move. */
function reportBack(verb: string, next: string | undefined): boolean {
  return (/^(?:let|tell|show|notify|update|ping|email|message|text)$/.test(verb) && /^(?:me|us)$/.test(next ?? '')) || (verb === 'let' && next === 'it');
}

/** After "please": courtesies and asks to be told ("please be careful", "please let me know", "please note …"). */
function harmlessAfterPlease(first: string, next: string | undefined, after: string | undefined): boolean {
  if (reportBack(first, next) || first === 'qframeq' || first === 'qrecipientq') return true;
  if (first === 'be' && /^(?:careful|quick|fast|safe|gentle|aware|advised)$/.test(next ?? '')) return true;
  if (first === 'have' && /^(?:a|an)$/.test(next ?? '') && /^(?:nice|good|great|lovely|wonderful)$/.test(after ?? '')) return true;
  if (/^(?:note|bear|excuse|pardon|forgive|hurry|proceed|go|thank|thanks|enjoy|stay|take)$/.test(first)) return first !== 'take' || next === 'care';
  // "please, it is for rent": "please" before a sentence that tells.
  return /^(?:i|im|ive|he|hes|she|shes|it|its|they|theyre|we|this|that|there|theres|the|my|our|his|her|their|for|as|because|since|its)$/.test(first);
}

/** What a person says they want instead, or expect of the move: "prefer", "rather", "expect", "insist", "require". */
const wanting = /^(?:(?:would|d|will|do|really|also|only|just|actually)\s+)?(?:prefer|rather|expect|insist|require|demand)\b/;

/**
 * A want said with nothing after it, or about the money's use: "thank you, that is all I need", "I need it for rent".
 * Anything else it names ("all I need is a figure", "I need it in ETH") is asked for.
 */
function wantHarmless(words: readonly string[], i: number): boolean {
  const after = words.slice(i + 1);
  // "that is all I need": nothing more is wanted; "a single figure is all I need" wants the figure.
  if (after.length === 0 || after[0] === 'qframeq')
    return i === 0 || /^(?:(?:and|so|ok|okay|qframeq) )*(?:(?:that|this|it) (?:is )?|thats |its )?all$/.test(words.slice(0, i).join(' '));
  return /^(?:it|this|that|them|these|those|the money|the funds)$/.test(after[0]!) && after[1] === 'for';
}

/** What "should be" may say that asks nothing: "it should be fine", "that should be enough". */
const fine = new Set(`fine ok okay good enough plenty easy quick straightforward simple possible alright exact exactly correct right accurate`.split(/\s+/));

/**
 * Whether a sentence beside a move plays a role that leaves the move as said (the sweep of s43: "Knowing the price is
 * enough for me.", "Those numbers are placeholders.", "The other way around, please." were made at once, being no
 * request in shape). Closed on purpose, like the word lists of the word count: thanks and greetings, who is paid and
 * what for, the person's own assurance, a go-ahead or care, asking to be told. Any other sentence beside a move made
 * now is asked back whole.
 */
export function harmlessRole(words: readonly string[]): boolean {
  const said = words
    .filter((w) => w !== 'qframeq')
    .join(' ')
    .replace(/^(?:(?:so|and|also|but|then|ok|okay|oh|well|um|yeah)\s+)+/, '');
  if (said === '') return true;
  return roles.some((role) => role.test(said));
}

/** The words of thanks, greetings and sign-offs (no word of them says what is done: "it is done" is no thanks). */
const courtesyWords = `ok okay so um uh yeah yes and also oh well hi hello hey dear thanks thank thx ty tysm cheers mate much many very a lot again appreciated
  appreciate obliged love the service you youre u are best great awesome kind regards kindest sincerely warm warmest hope purser bot team
  guys all pls please n merci beaucoup gracias danke obrigado obrigada grazie thanking grateful assistance talk soon later take care have
  nice good lovely day weekend morning evening afternoon quick one in advance for your help handling this it that thats is i am im`
  .trim()
  .split(/\s+/)
  .join('|');

const roles: readonly RegExp[] = [
  // Thanks, greetings, sign-offs and fillers said alone.
  new RegExp(`^(?:(?:${courtesyWords})\\s*)+$`),
  /^(?:i )?(?:will|would) be (?:very |most |so |really )?grateful\b/,
  // Who is paid, and what for: "He is my cousin.", "The recipient is my brother.", "It's for rent.", "It covers my share".
  /^(?:he|she|they|hes|shes|theyre|his|her|their|qrecipientq|the (?:recipient|payee|address|receiver)|this (?:address|wallet|person)|(?:my|our) (?:friend|colleague|cousin|brother|sister|mom|dad|mum|wife|husband|son|daughter|partner|landlord|boss|uncle|aunt))\b(?! (?:should|must|will|would|can|could|may|might|shall|has to|have to|needs? to|wants?|decides?|is not|was not|isnt|wasnt|doesnt|does not|didnt|did not|dont|do not))/,
  /^you (?:may|can) (?:now )?(?:proceed|go ahead)\b|\bso you (?:may|can) (?:now )?(?:proceed|go ahead)$/,
  /^(?:and )?(?:it|this|that|these|those|its|thats)(?: is| are| was| were|s)? (?:simply |just |only )?(?:for|a|an|my|his|her|our|part of|reimbursements?|repayments?|refunds?|payments?|invoices?|to cover|purely|perfectly fine|fine|the (?:rent|deposit|bill|payment|refund|loan repayment))\b|^(?:it|this) (?:covers|settles|pays)\b|^the (?:payment|invoice|bill) is (?:overdue|due|late|for)\b/,
  // What it is for, said as a phrase: "for my tita", "splitting the bill", "taking some profit", "im done with memes".
  /^(?:for|splitting|paying|repaying|covering|settling|burning|taking (?:some )?profits?)\b|^(?:im|i am) (?:done|out|finished) (?:with|of)\b|^im out\b|\bszn\b/,
  // The person's own assurance: "I've checked the address twice.", "I know what I'm doing.", "I trust you."
  /^(?:i|ive|we|weve)(?: have| ve| ha)? (?:(?:double|triple) ?checked|checked|copied|verified|confirmed|done this|done it|know|realise|realize|trust|appreciate|understand|am aware|m aware|am sure|m sure|am new|m new|am in a (?:hurry|rush)|m in a (?:hurry|rush)|have enough|like|love|am saving|m saving|am happy|m happy|am fine|m fine|agree|accept)\b/,
  /^(?:yes )?(?:i|im) (?:am )?sure\b|^(?:my|our) (?:wife|husband|partner|brother|sister|boss|family) (?:agreed|approved|knows)\b/,
  // A go-ahead, urgency or care: "Please proceed.", "Go ahead.", "Please make sure it goes through.", "It's urgent."
  /^(?:please |kindly |ok |okay )?(?:proceed|go ahead|go|do it(?: now| as i said| please)?|go for it|send it|make it happen|carry on)$/,
  /^(?:please |kindly )?(?:be careful(?: with (?:it|this|that))?|take care|make sure it (?:goes through|arrives|works|succeeds|gets there)|bear with me|handle (?:it|this) with care)$/,
  /^(?:its|it is|this is) (?:urgent|important|very important|time sensitive|a one-off|a one off|my first time\b.*)$|^(?:is )?very important for me\b|^no rush\b.*$|^(?:i|im) (?:am )?in a (?:hurry|rush)$/,
  /^(?:it|that|this|everything) should (?:be )?(?:fine|ok|okay|good|enough|work)$/,
  /^(?:thats|that is|that should be|thats it|that will be|that s) ?all\b|^(?:thats|that is) it\b|^take care$/,
  // Asking to be told: "Let me know when it's done.", "Send me the transaction hash afterwards."
  /^(?:please |kindly )?(?:let (?:me|us) know|tell (?:me|us) when|notify (?:me|us)|send (?:me|us) the (?:tx|transaction|hash|receipt|confirmation|link)|confirm (?:when|once)|keep me (?:posted|updated))\b/,
  // What the move leaves as it is, and why a form is wanted: "I'd like to keep the rest wrapped", "keep things simple",
  // "some applications require WETH rather than ETH".
  /\b(?:keep|leave) the rest(?: of it)? (?:where it is|untouched|alone|as it is|wrapped|unwrapped|intact)$|\bkeep (?:it|things|this) simple$/,
  /\b(?:applications?|apps?|protocols?|dapps?|platforms?|exchanges?|sites?) (?:require|need|want|use|accept|expect|support)s?\b/,
  // Care that the move is made as said: "please keep the amounts exactly as listed", "use the address exactly as written".
  /^(?:please |kindly )?(?:keep|use|send|pay|make)(?: (?:the|each|every|all))? (?:amounts?|address(?:es)?|figures?|numbers?|recipients?|payments?)(?: (?:exactly|precisely))? as (?:listed|stated|written|given|shown|said|above|agreed)$/,
  // A go-ahead in a bot's or a formal voice: "Proceed with execution.", "Please confirm the schedule back to me."
  /^(?:please |kindly )?proceed with (?:the )?(?:execution|it|this|that|the (?:trade|swap|transfer|payment|order|plan))$/,
  /^(?:please |kindly )?(?:read|confirm|repeat|report|say|give|send)\b.*\bback to (?:me|us)$/,
  // A reason: "because I need it for rent", "since I like the project".
  /^(?:because|since|as|cuz|cause) /,
];
