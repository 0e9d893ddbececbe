import { withoutEnglishMoment } from '../../language/foreign-words.ts';
import { fail, type Interpretation } from './intent.ts';
import { foreignStop, otherScript } from './unread-foreign.ts';

/**
 * Moves the word count of unread-words.ts does not read (orders, cancels, launches, fee claims, and moves a reader
 * already asks a yes for): a word of another language or script beside them that may take them back, put them off,
 * repeat or share them ("buy $10 of eth every week on base, nein", "cancel my eth buy 不要", "no mandes 10 usdc a 0x…",
 * "schick nicht 10 usdc an 0x…") stops them, and so does a question about the move said in another language
 * ("¿puedo enviar 10 usdc a 0x…?", "warum hast du 10 usdc … geschickt?"). Sweep 35 found each run or asked as made.
 * `kind` is the move's: a cancel is stopped only by a negation, its own "cancela" is what it asks.
 */
export function stoppedMove(given: string, kind: string): Interpretation | undefined {
  // "at the moment", "for the moment": English for now, not German's "Moment!" (wait).
  const own = withoutEnglishMoment(given)
    .replace(/"[^"]*"|“[^”]*”|‘[^’]*’/g, ' ')
    // "envie 10 usdc para 0x…": "para" right before the recipient is "to", not "stop".
    .replace(/\bpara\s+(?=0x[0-9a-f]{40}\b|[\w-]+(?:\.[\w-]+)*\.(?:eth|sol)\b|[1-9A-HJ-NP-Za-km-z]{32,44}\b)/gi, ' ')
    .toLowerCase();
  const words = own.match(/\p{L}[\p{L}\p{M}\p{N}_]*|[✓✔✅☑❌✗✘🙅🚫⛔👎]/gu) ?? [];
  const said = words.find((w) => (kind === 'automation-cancel' ? otherScript(w) || negation(w) : foreignStop(w)));
  return said === undefined ? undefined : stopped(said);
}

const stopped = (said: string): Interpretation =>
  fail(
    'MOVE_UNCLEAR',
    `I did not read "${said}" in your message, and it may take back or change what you asked (whether, when or how much would move), so nothing was done. Send the request again in English saying only what should happen, like "send 10 USDC to bob.eth on base".`,
  );

/**
 * A move a reader asks a yes for, said with a negation or as a question ("no mandes …", "no send 10 usdc give 0x…",
 * "¿puedo enviar …?", "kya main … bhej sakta hoon?", "how come you sent …"): refused, never offered for a yes.
 */
export function confirmNotMeant(given: string): Interpretation | undefined {
  const foreign = stoppedMove(given, 'transfer');
  if (foreign) return foreign;
  const own = ownLine(given);
  const no = negatedNo(given);
  if (no) return no;
  const asked = questions.exec(own);
  if (!asked) return undefined;
  const said = asked[0] === '¿' ? own.slice(asked.index, asked.index + 30).replace(/\s+\S*$/, '') : asked[0];
  return fail(
    'ONE_REQUEST',
    `"${said.trim()}" reads as a question about a move, not a request for it, so nothing was done. Send the move on its own when you want it made, like "send 10 USDC to bob.eth on base".`,
  );
}

/**
 * "no mandes 10 usdc …", "abeg no send 10 usdc give 0x…", "A1 ko 10 usdc na bhejo": a "no" said before the move's
 * amount, or Hindi's "na" before its verb, negates it. After the amount a "no" corrects it ("send three no sorry two
 * usdc …"), and its reader took the correction.
 */
export function negatedNo(given: string): Interpretation | undefined {
  const own = ownLine(given);
  const no = saidNo.exec(own.replace(/\b0x[0-9a-f]{6,}\b/g, ' address ').replace(/\d.*$/s, '')) ?? saidNa.exec(own);
  return no ? stopped(`${no[0]}${own.slice(no.index + no[0].length).split(/\s/)[0]}`.trim()) : undefined;
}

/** The person's own line (a chat pasted above may ask its own questions), quoted text left out, in lower case. */
const ownLine = (given: string): string =>
  (
    given
      .split(/\n/)
      .filter((l) => l.trim() !== '')
      .at(-1) ?? ''
  )
    .replace(/"[^"]*"|“[^”]*”/g, ' ')
    .toLowerCase();

const negation = (word: string): boolean => foreignStop(word) && !/^(?:para|pare|halt|espera|moment|cancela|cancelar|cancele)$/.test(word);

/** "no mandes", "no send", "i no wan send", "no need to send": a "no" before the words of the move. */
const saidNo =
  /(?<![\p{L}'])(?<!\b(?:wait|sorry|actually|oh|uh|um|er|hmm)[\s,]+)(no)\s+(?!(?:more|less|fewer|later|longer|sooner|rush|hurry|worries|worry|problem|problems|stress|pressure|matter|doubt|fees?|slippage|kyc|wait|sorry|actually|i mean|scratch|make it|make that)\b)(?=\p{L})/u;

/** "A1 ko 10 usdc na bhejo": Hindi's "na" before the verb, wherever it stands. */
const saidNa = /(?<!\p{L})na\s+(?=(?:bhej|kar|bech|khareed)|(?:de|do)(?!\p{L}))/u;

/** A question about a move, in the languages people here write in ("can I", "should I", "why did you", "how much"). */
const questions =
  /¿|(?<!\p{L})(?:por ?qu[eé]|warum|wieso|pourquoi|kyun|kyon|bakit|pochemu|почему|зачем|为什么|為什麼|puedo|posso|kann ich|darf ich|soll ich|sollte ich|est-ce que|kya|mozhno|можно|deber[ií]a|devo|cu[aá]nto|quanto|combien|wie ?viel|kitna|kitne|magkano|skolko|сколько|how come|is this a|is that a|are you sure|scam|(?:you|u) (?:just |already )?(?:sent|sold|bought|swapped|paid|transferred)|in a game|the command is)(?!\p{L})/u;
