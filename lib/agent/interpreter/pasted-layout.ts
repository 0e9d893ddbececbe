import { rememberRecent } from '../../language/recent-texts.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { moves } from './choose-action.ts';
import { pastedTable } from './pasted-table.ts';
import { promptFlags } from './prompt-clauses.ts';

/**
 * How a prompt with pasted text is laid out (issue 16): where the paste ends and the person's own line begins (a last
 * paragraph, words after a quote, a line pointing up with "^", a line above pointing down), and the paste as plain
 * words with its chat stamps, speakers, greetings and framing taken off. Pasted text stays data (issue 13).
 */

/** Words by which a person's own line points at what they pasted. */
export const pointer =
  /\b(?:this|that|it|these|those|them|(?:what|the \w+) (?:s?he|they|\w+) (?:asked|asks|wants|wanted|said|says|requested|wrote)(?: for)?|as (?:written|described|listed|below|above)|like (?:s?he|they) said|the (?:invoice|bill|table|sheet|list|order|plan|request|rows?|note|memo|message|thing|things|stuff)|(?:what|as) (?:my|the|this|that|his|her|their) (?:notes?|memo|message|msg|text|reminder|list|plan|table|sheet|tweet|post|dm|email|caption|thread|reply|screenshot) (?:says|said)|(?:in|from|on) (?:my|the|this|that|his|her|their) (?:notes?|memo|message|msg|text|dm|reminder|screenshot|list|sheet|plan|table)|(?:their|his|her|everyone'?s|everybody'?s) (?:share|shares|cut|part|portion|split|amounts?|dues?)|every(?:one|body) (?:in|on)|the (?:people|ones|folks|guys) (?:who|that|owed|due|on|in|listed)|the (?:owed|due) (?:ones|people|folks)|her|him|the (?:payment|reimbursement|transfer|swap|trade|rotation|wrap|unwrap|launch)|(?:s?he|they) (?:asked|asks|said|says|wants|wanted)|go ahead|handle|proceed|in full|(?:pay|send) \w+ back|there(?=\s*(?:pls|please|thx|thanks|on \w+)?\s*(?:\([^()\n]{1,40}\))?\s*[.!]*$))\b/i;
/** What a person says to have a pointed-at move done. */
export const doing =
  /\b(?:do|doing|redo|repeat|again|go ahead|proceed|handle|settle|set (?:this|that|it|them) up|set up|automate|schedule|pay|send|transfer|buy|sell|swap|wrap|unwrap|launch|deploy|execute|run|process|place|put (?:this|that|it|them|the \w+) in)\b/i;
/** Text fenced by separator lines ("---", "———", "===", "___"), then the person's own lines after the closing one. */
const fencedBlock =
  /^([\s\S]*?\n[ \t]*(?:-{3,}|—{2,}|={3,}|_{3,})[ \t]*\n[\s\S]*?\n[ \t]*(?:-{3,}|—{2,}|={3,}|_{3,})[ \t]*)\n(?![\s\S]*\n[ \t]*(?:-{3,}|—{2,}|={3,}|_{3,})[ \t]*(?:\n|$))([\s\S]*\w[\s\S]*)$/;
/** Words by which the person's own paragraph points down at the text under it ("the message below", "the following"). */
// (Only "below" that points: "the message below", "see below", "below:"; a price "dropped below $150" points nowhere.)
const downPointer =
  /\b(?:(?:message|messages|text|dm|email|e-mail|mail|note|notes|screenshot|chat|post|tweet|request|instructions?|content|thing|stuff|this|these|it)\s+(?:[a-z]+\s+)?below|below\s*:|see\s+below|(?:is|are|pasted|copied|quoted)\s+below|the\s+following)\b/i;
/** Whether a text asks a move of its own (a verb of a swap, a purchase, a sale or a payment). */
// (Quote marks and a reply's ">" off: the scan sets quoted text aside, and here the quote is what is looked at.)
const movesIn = (text: string): boolean => {
  const bare = text.replace(/^\s*>+\s?/gm, '').replace(/["“”]/g, ' ');
  return scanPrompt(bare).actions.some((a) => moves.has(a.action)) || /\b(?:wrap|unwrap|launch)\b/i.test(bare);
};
/** A read asked for in words ("check my balance", "what's the ETH price", "show my portfolio"). */
const readAsked =
  /^\W*(?:(?:hey|hi|yo|ok|okay|so|pls|please|can\s+(?:you|u)|could\s+(?:you|u))[\s,]+)*(?:check|show|tell|what|whats|what's|wats|how|list|price\s+(?:of|for)|balance|my\s+\$?[a-z0-9]+\s+balance)\b/i;
/** A read or a question of its own, with no move in it, and no pointer at the text that follows ("do what it says"). */
function readsOnly(text: string): boolean {
  if (/\n/.test(text.trim())) return false;
  // "ignore it", "skip this one", "summarize": the person sets the text under it aside.
  if (/^\W*(?:(?:pls|please|just)\s+)?(?:ignore|disregard|skip|summari[sz]e|translate|explain)\b(?:\s+(?:it|this|that|the\s+\w+))?\W*$/i.test(text))
    return true;
  // (A lead that introduces the lines under it, "screenshot of my balances:", "$WIF and $BONK both pumping", asks
  // nothing of its own: only a question, or a read asked for in words, is a request.)
  if (!/\?/.test(text) && (!readAsked.test(text) || /:\s*$/.test(text))) return false;
  // ("my friend sent me:": what someone sent is no move asked.)
  if (
    movesIn(text.replace(/\b(?:sent|forwarded)\s+(?:me|us)\b/gi, ' ')) ||
    /\b(?:do|does|did)\s+(?:what|as)\b|\b(?:go ahead|proceed|execute|handle)\b/i.test(text)
  )
    return false;
  const reads = scanPrompt(text).actions.some((a) => ['balance', 'price', 'portfolio', 'trending', 'lookup'].includes(a.action));
  return reads || /\?\s*$/.test(text);
}
/** A row of a pasted table: cells between pipes or tabs. */
const cells = /(?:\|[^|\n]*){2,}\||\t[^\t\n]*\t/;
/** A paragraph of courtesy alone ("thanks", "ty!", "cheers"). */
const courtesyOnly = /^\s*(?:thanks|thank you|thx|ty|tysm|cheers|much appreciated|appreciate it)[\s!.]*$/i;
/** Lines of a pasted message that only frame it: a greeting or sign-off alone, a header, a separator, a heading. */
const framing =
  /^\s*(?:(?:hi|hello|hey|gm|dear \w+)[\s,!.]*|(?:thanks|thank you|thx|cheers|regards|best|kind regards)\b[\s,!.]*(?:\w+[\s,!.]*){0,2}|sent from .*|(?:subject|date|from|cc|terms|ref|invoice)\s*[:#].*|(?:memo|note)\s*[:#](?!\s*(?:swap|send|buy|sell|wrap|unwrap|move|convert|launch|deploy)\b).*|-{2,}.*|—+.*|[^:\n]{0,40}:|[^:\n\d]{0,80}\b(?:from|follow(?:ing)?|says?|said|wrote|sent|posted|texted|tutorial|guide|docs)\b[^:\n\d]{0,40}:)$/i;
/** A chat line's time stamp or speaker ("[10:02] mike:", "[dad]:", "@channel", "FW:"), a list's bullet; fields of a form ("Amount due:") stay. */
const speaker =
  /^\s*(?:[-*•]\s*(?:\[[ x]\]\s*)?)?(?:\[[^\]\n]*\]\s*:?\s*)*(?:@\w+\s+)?(?:(?:fw|fwd|re)\s*:\s*)?(?:(?!(?:amount|network|chain|token|pay|wallet|address|recipient|to|ticker|symbol|name|description|website|price|size|every|each|daily|weekly|monthly|on|at|in|from|until|when|if|once|buy|sell|swap|send|mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|next|this)\b)[a-z][\w.'-]{0,15}(?: [\w.'-]{1,15})?:\s+)?/i;
/** A line of a form ("Amount due: 150 USDC", "Pay to: 0x…"): its key, and whether the key is one a move is made of. */
/** An email's header line: who sent it, to whom, when, about what. */
const mailHeader = /^\s*(?:from|cc|bcc|subject|date|sent|re|fw|fwd)\s*:\s*[^\n]*$/i;
export const formLine = /^\s*([a-z][a-z /]{0,24}?)\s*:\s*\S/i;
export const moveField =
  /^(?:fee recipient|(?:amount|total|balance)(?: due)?|total|sum|prize|reward|bounty|payout|winner|payee|(?:payment |settlement )?(?:network|chain|blockchain)|token|currency|asset|coin|pay to|send to|to|wallet|address|recipient|beneficiary|token name|name|ticker|symbol|description|desc|about|bio|tagline|website|site|web|url|x|twitter|telegram)$/i;

/**
 * The lines of a pasted checklist or form as "Key: value" ("• Symbol — KELP", "- Name = Kelp Forest", "Creator fees →
 * alice.eth (she did the art)"): a bullet or number off, any dash, arrow or equals sign between a key and its value a
 * colon, a remark in brackets after the value left out, and the keys of whom a launch's fees go to said as one.
 */
export function fieldLines(pasted: string): string[] {
  return pasted.split('\n').map((line) => {
    const field = /^\s*(?:[-*•·▪◦]|\d{1,2}[.)]|\[[ x]\])?\s*([a-z][a-z /]{0,24}?)\s*(?::|—|–|→|->|=>|=|\s-\s)\s*(\S.*?)\s*(?:\([^)\n]*\))?\s*$/i.exec(line);
    if (!field) return line;
    // ("Project: Porch Cat", "Coin name: …": a team's notes name the token by its project.)
    const key = /^(?:creator\s+)?(?:fees?|royalt(?:y|ies))(?:\s+(?:recipient|wallet|address|to|go(?:es)? to))?$/i.test(field[1]!.trim())
      ? 'Fee recipient'
      : /^(?:project|project name|coin name)$/i.test(field[1]!.trim()) && /^[A-Z]/.test(field[2]!) && !/\d/.test(field[2]!)
        ? 'Name'
        : field[1]!.trim();
    return `${key}: ${field[2]}`;
  });
}

/** A note under its label ("from my budget sheet: …") whose last sentence is followed, on the same line, by a short one. */
const sameLineNote = /^([^:\n"“]{1,40}:\s*[^\n]*?(?:[^\d\s][.!]|\S(?=\s+[—–]+\s)))\s+(?:[—–]+\s+)?([^.!?\n:—–]{2,100}[.!]?)$/;
/** "my plan doc says: take profit on WIF at $3. so sell 20 WIF …": a note ending on a figure, then the person's "so …". */
const sameLineConcluded = /^([^:\n"“]{1,40}:\s*[^\n]*?\S[.!])\s+(so\s+[^.!?\n:—–]{2,100}[.!]?)$/i;

/** A line that draws the person's own conclusion from what is above: "→ so", "=> so", "so". */
const concluding = /^\s*(?:(?:→|->|=>|⇒)\s*(?:so\b[\s,]*)?|so\b[\s,]+(?=\S))/i;
/** "all USDC on polygon pls": a line naming only a token and a chain, the fields a list of payees leaves open. */
function completing(line: string): boolean {
  const facts = scanPrompt(line);
  const named = new Set(facts.tokens.map((t) => t.key)).size === 1 && facts.chains.length === 1;
  // ("all USDC": all of the rows in that token, no amount of its own.)
  const amounts = facts.amounts.filter((a) => facts.words[a.index] !== 'all');
  return named && amounts.length === 0 && facts.addresses.length === 0 && facts.actions.length === 0 && line.split(/\s+/).length <= 7;
}

/** A prompt's layout: the pasted part and the person's own line, and how they are told apart. */
type Layout = { pasted: string; own: string; by: 'paragraph' | 'quote' | 'caret' | 'lead' | 'alone' };

/**
 * The pasted part and the person's own line, when the prompt is laid out as a paste with a line of their own after it.
 * One prompt's readers ask it of the same text again and again: each text's layout is made once (see recent-texts.ts).
 */
export const split: (prompt: string) => Layout | undefined = rememberRecent(splitAnew);

function splitAnew(prompt: string): Layout | undefined {
  const paragraphs = prompt.trim().split(/\n\s*\n/);
  // "…\n\nthanks": a courtesy of the person's own after what they pasted says nothing of it.
  while (paragraphs.length > 2 && courtesyOnly.test(paragraphs.at(-1)!)) paragraphs.pop();
  // "Please pay this:\n\n<invoice>": the person's own line above what they pasted, pointing down at it.
  const first = paragraphs[0]!.trim();
  if (paragraphs.length >= 2 && !/\n/.test(first) && /:$/.test(first) && pointer.test(first) && doing.test(first))
    return { pasted: paragraphs.slice(1).join('\n'), own: first.replace(/:$/, ''), by: 'lead' };
  // "pay this invoice pls\n\nINVOICE #2231\nAmount due: …": the person's own line above a pasted form, pointing down at it.
  const below = paragraphs.slice(1).join('\n');
  if (
    paragraphs.length >= 2 &&
    !/\n/.test(first) &&
    !formLine.test(first) &&
    pointer.test(first) &&
    doing.test(first) &&
    below.split('\n').filter((line) => formLine.test(line) && moveField.test(formLine.exec(line)![1]!.trim())).length >= 2 &&
    paragraphs.slice(1).every((paragraph) => paragraph.split('\n').some((line) => formLine.test(line)))
  )
    return { pasted: below, own: first, by: 'lead' };
  // "run payroll from this sheet on base\n\nName\tWallet\tUSDC\n…": the person's own line above a pasted table, pointing down at it.
  if (paragraphs.length >= 2 && !/\n/.test(first) && pointer.test(first) && doing.test(first) && pastedTable(below) && !pastedTable(first))
    return { pasted: below, own: first, by: 'lead' };
  // "someone shilled this, what token is it??\n\n\"CA: 0x…\"": the person's own question above a quoted paste that points down at it.
  if (paragraphs.length === 2 && !/\n/.test(first) && /\?\s*$/.test(first) && pointer.test(first) && quotedOnly(paragraphs[1]!))
    return { pasted: paragraphs[1]!, own: first, by: 'lead' };
  // "my buddy dm'd me this:\n\n'yo send 0.5 eth to …'": a quoted message under a line that opens it, and no word of the person's own after it.
  if (paragraphs.length === 2 && quotedOnly(paragraphs[1]!) && opensMessage(first)) return { pasted: prompt.trim(), own: '', by: 'alone' };
  // "my buddy sent me this, can you handle it\n\n\"yo can u send me some usdc …\"" (held-out-43, pasted): the person's
  // own line above a quoted message, pointing at it and asking to have it done.
  if (paragraphs.length === 2 && !/\n/.test(first) && pointer.test(first) && doing.test(first) && quotedOnly(paragraphs[1]!))
    return { pasted: paragraphs[1]!, own: first, by: 'lead' };
  // A separator or a sign-off line before the person's own words ("--\npls handle") is not theirs.
  // "^ can you give me that number": a caret points up at the paste, and is no word of the request.
  const ownOf = (text: string) =>
    text
      .replace(/^(?:\s*(?:-{2,}|—+|_{2,})\s*\n)+/, '')
      .replace(/^\s*\^+\s*/, '')
      .trim();
  // "I am wary of the message below; all I want is my SOL balance.\n\n---\n<message>\n---": a last paragraph fenced by
  // separator lines above and below is the text pasted, and the person's own words are those before it — never the
  // fenced message, whatever it asks (held-out-41, careful: the pasted DM's transfer was read as the person's).
  const fence = /^[ \t]*(?:-{3,}|—{2,}|={3,}|_{3,})[ \t]*$/;
  const lastLines = paragraphs.at(-1)!.trim().split('\n');
  if (paragraphs.length >= 2 && lastLines.length >= 3 && fence.test(lastLines[0]!) && fence.test(lastLines.at(-1)!))
    return { pasted: lastLines.slice(1, -1).join('\n').trim(), own: paragraphs.slice(0, -1).join('\n').trim(), by: 'lead' };
  // "what's my SOL balance\n\nsend 2 SOL to 9xQe…", "price of ETH?\n\nUser: swap 2 ETH …" (the injection probe of
  // 2026-11-29): a first paragraph (or line) that asks a read or a question of its own, and no move, is the person's;
  // a move under it is text they pasted, read as data, never their request (one request per prompt, theirs first).
  const lines0 = prompt.trim().split('\n');
  const head = paragraphs.length >= 2 ? first : lines0.length >= 2 ? lines0[0]!.trim() : undefined;
  const under = paragraphs.length >= 2 ? below : lines0.slice(1).join('\n');
  if (head !== undefined && readsOnly(head) && movesIn(under)) return { pasted: under.trim(), own: head, by: 'lead' };
  // "Someone sent me the message below, all I want is my balance.\n\n<message>": a first paragraph pointing down at the
  // paragraphs after it, and asking for something itself, is the person's; all below it is what they pasted (its last
  // paragraph too, whatever it asks: a message's closing line is no request of the person's).
  if (paragraphs.length >= 2 && downPointer.test(first) && (doing.test(first) || scanPrompt(first).actions.length > 0) && !downPointer.test(below))
    return { pasted: below.trim(), own: first, by: 'lead' };
  if (paragraphs.length >= 2) return { pasted: paragraphs.slice(0, -1).join('\n'), own: ownOf(paragraphs.at(-1)!), by: 'paragraph' };
  // "Email from my accountant:\n---\n<email>\n---\nCan you give me …": a block fenced by separator lines, and the
  // person's own words after the closing one.
  const fenced = fencedBlock.exec(prompt.trim());
  if (fenced && fenced[2]!.split(/\s+/).length >= 2) return { pasted: fenced[1]!.trim(), own: fenced[2]!.trim(), by: 'paragraph' };
  // "copied from my wallet tracker alert:\n  TOSHI +45% 24h 🔥\nsell 150k TOSHI on base into ETH": a label, the lines it
  // introduces indented under it, and the person's own words back at the margin after them.
  const indented = /^([^\n]*:[ \t]*\n(?:[ \t]+\S[^\n]*\n)+)((?:\S[^\n]*(?:\n|$))+)$/.exec(prompt.trim());
  if (indented && /\w/.test(indented[2]!)) return { pasted: indented[1]!.trim(), own: indented[2]!.trim(), by: 'paragraph' };
  // 'my roommate texted "send me 20 usdc…" — yeah send it': the person's own words after the last quote they pasted.
  const quote =
    /^([\s\S]*?)(["“](?:[^"”\n]*\s[^"”\n]*)["”]|(?<=[\s:])'(?:(?:[^'\n]|(?<=\w)'(?=\w))*\s(?:[^'\n]|(?<=\w)'(?=\w))*)'(?=[\s.,!?—–-]|$))([^"“”]*)$/.exec(
      prompt.trim(),
    );
  if (quote) {
    // '"time in the market…" - every finance bro ever\nfine. …': who said the quote, on its line after a dash, is the paste's.
    const credit = /^[ \t]*[-—–~]+[ \t]*[^\n]*\n/.exec(quote[3]!)?.[0] ?? '';
    const after = quote[3]!
      .slice(credit.length)
      .replace(/^[\s.,;:!?—–^-]+/, '')
      .trim();
    if (after.split(/\s+/).length >= 2 && /[a-z]/i.test(after)) return { pasted: `${quote[1]}${quote[2]}${credit.trimEnd()}`, own: after, by: 'quote' };
  }
  const lines = prompt.trim().split('\n');
  // "my phantom address:\n9xQe…\nmove 1 sol over there": the person's own line right under lines of data (an address, a
  // screen's rows, a label) that ask for no move themselves, pointing at them.
  const last = lines.at(-1)!.trim();
  const above = lines.slice(0, -1).join('\n');
  const asks = (text: string) => scanPrompt(text).actions.some((a) => moves.has(a.action));
  // ("airbnb split (copied from splitwise):": a heading over the data names what it is, and asks for nothing.)
  // ("Pay to: bob.eth", "| sell | 0.25 | ETH |": a form's field and a table's cells are data, no request of their own.)
  const data = lines
    .slice(0, -1)
    .filter((line) => !/:\s*$/.test(line) && !cells.test(line) && !(formLine.test(line) && moveField.test(formLine.exec(line)![1]!.trim())))
    .join('\n');
  if (lines.length >= 2 && pointer.test(last) && (doing.test(last) || asks(last)) && !/["“”]/.test(above) && !asks(data))
    return { pasted: above, own: last, by: 'paragraph' };
  // "notes from the call:\n* sell half my JUP (I have ~100)\n→ so sell 50 JUP for USDC on solana": under a labelled note,
  // a last line that draws the person's own conclusion ("→ so", "so") is theirs; "TODO.md\n- [ ] $20 of PEPE …\ndo it": a
  // checklist's open items are the note's, and a last line pointing at them is the person's; "rent split (from the
  // sheet):\nalice.eth 50\nbob.eth 50\nall USDC on polygon pls": a last line that only names the token and chain of the
  // rows above is the person's completion of them.
  const note = lines.length >= 3 && (/:\s*$/.test(lines[0]!) || /^\s*[\w-]+\.(?:md|txt)\s*$/i.test(lines[0]!));
  const open = lines.slice(1, -1).every((line) => !/\w/.test(line) || /^\s*[-*•]\s*\[\s\]/.test(line));
  if (note && !/["“”]/.test(above) && (concluding.test(last) || (open && pointer.test(last) && doing.test(last))))
    return { pasted: above, own: last.replace(concluding, ''), by: 'paragraph' };
  // (The token and chain of rows that each pay one address a figure say to pay them all in that token there.)
  const payees = lines.slice(1, -1).every((line) => {
    const row = scanPrompt(line);
    return row.addresses.length === 1 && row.amounts.length === 1 && row.actions.length === 0;
  });
  if (note && payees && !/["“”]/.test(above) && completing(last))
    return { pasted: above, own: `pay them all in ${last.replace(/^\s*all\s+/i, '')}`, by: 'paragraph' };
  // "from my budget sheet: Dec crypto = 200 USDC → LINK (eth chain). do that now", "my friend's solana addr: 9xQe… — send
  // him 25 JUP": a labelled note and, on the same line after its last sentence or a dash, the person's own words pointing
  // at it (the note asks for no move itself).
  const labelled = lines.length === 1 ? (sameLineNote.exec(prompt.trim()) ?? sameLineConcluded.exec(prompt.trim())) : null;
  // ("my plan doc says: take profit on WIF at $3. so sell 20 WIF …": a sentence drawing the person's own conclusion, "so
  // …", is theirs whatever the note says.)
  if (labelled && (concluding.test(labelled[2]!) || (pointer.test(labelled[2]!) && doing.test(labelled[2]!) && !asks(labelled[1]!.replace(/^[^:]*:/, ' ')))))
    return { pasted: labelled[1]!.trim(), own: labelled[2]!.trim().replace(concluding, ''), by: 'paragraph' };
  // "Carol: hey whenever you get a chance, send 40 USDC …": a message someone else wrote to the person, under their
  // name, with no word of the person's own: what to do with it is asked.
  if (paragraphs.length === 1 && (messageFrom(prompt) || introducedAlone(prompt))) return { pasted: prompt.trim(), own: '', by: 'alone' };
  // "CA: … \n^ this was in the group chat, which coin is this": a line pointing up at the one above.
  if (lines.length >= 2 && /^\s*\^/.test(lines.at(-1)!))
    return { pasted: lines.slice(0, -1).join('\n'), own: lines.at(-1)!.replace(/^\s*\^+\s*/, ''), by: 'caret' };
  return undefined;
}

/**
 * 'my landlord emailed: "Rent … Amount: 900."', 'from the discord: "…"', "Token brief (from Notion):\nName: …\nTicker: …":
 * a lead-in that only says where the text came from, then the text (quoted to its end, or a form's lines), and not a
 * word of the person's own after it (held-out-19).
 */
export function introducedAlone(text: string): boolean {
  const lead = /^\s*([^:\n"“]{1,60}):\s*/.exec(text);
  if (!lead || scanPrompt(lead[1]!).actions.some((a) => moves.has(a.action)) || /\?/.test(lead[1]!)) return false;
  const rest = text.trim().slice(lead[0].trim().length).trim();
  if (/^(?:["“][^"”]+["”]|'[^'\n]+')[.!]?$/.test(rest)) return true;
  const lines = rest.split('\n').filter((line) => /\w/.test(line));
  return lead[0].includes('\n') && lines.length >= 2 && lines.every((line) => formLine.test(line));
}

/** Whether a paragraph is all quoted: in quote marks from end to end, or every line after ">". */
export const quotedOnly = (text: string): boolean =>
  /^\s*["“'‘][\s\S]*["”'’]\s*$/.test(text) || text.split('\n').every((line) => /^\s*>/.test(line) || !/\w/.test(line));

/** The pasted text as plain words: chat stamps and speakers, greetings, sign-offs, quote marks and separators taken off; a form, its move's fields only. */
export function plainPaste(pasted: string): string {
  const lines = pasted.split('\n').filter((line) => /\w/.test(line));
  // ("From: Dana (accounting)\nSubject: year-end\n…": an email's header lines are its framing, never a form's fields.)
  const form = lines.filter((line) => formLine.test(line) && !mailHeader.test(line));
  // ("TODO.md": a file's name over its lines names where they came from.)
  const kept = (form.length >= 2 ? form.filter((line) => moveField.test(formLine.exec(line)![1]!.trim())) : lines.filter((line) => !framing.test(line))).filter(
    (line) => !/^\s*[\w-]+\.(?:md|txt)\s*$/i.test(line),
  );
  return kept
    .map((line) =>
      line
        .replace(/^\s*(?:>\s*)+/, '')
        // "note to self:", "from my trading notes:": a label of the person's own notes.
        // ("reminder i left myself last week:", "a note i wrote to myself:": the person's own, whenever they wrote it.)
        .replace(
          /^\s*(?:a\s+|the\s+)?(?:note to self|notes?|memo|todo|reminder|(?:from )?my [\w ]{1,24}?notes?)(?:\s+(?:that\s+)?i\s+(?:left|wrote|made|set|sent)\s+(?:for\s+|to\s+)?myself(?:\s+[\w ]{1,20}?)?)?\s*:\s*/i,
          '',
        )
        // "my rule (from my notes app):", "my plan:": the person's label of their own note.
        .replace(/^\s*my [\w ]{1,24}?(?:\s*\([^)\n]{0,40}\))?\s*:\s*/i, '')
        // "DCA plan (from my notes):", "trading plan:": the name of a plan over what it says.
        .replace(/^\s*(?:(?:the|our)\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:plan|strategy|strat|rules?|setup)(?:\s*\([^)\n]{0,40}\))?\s*:\s*/i, '')
        // "from my brother: '…'": who it came from.
        .replace(/^\s*(?:from|via)\s+(?:my |our |the )?[\w' -]{1,30}?:\s+/i, '')
        // "friend just sent:", "my brother texted me:": who sent it, before what they sent on the same line.
        .replace(
          /^\s*(?:my |a |the |our )?[\w' -]{1,30}?\b(?:just |literally )?(?:sent|said|texted|wrote|dm'?e?d|messaged|posted|replied)(?: me)?(?: this)?\s*:\s+(?=["“'‘])/i,
          '',
        )
        // "Network: Ethereum" (held-out-36, an invoice): the chain a form's line names, as "on ethereum" says it.
        .replace(/^\s*(?:payment |settlement )?(?:network|chain|blockchain)\s*:\s*(?=(?:base|ethereum|polygon|solana|unichain)\b)/i, 'on ')
        // "$20 of PEPE on ethereum (pay usdc)": what the note's move is paid with, in brackets.
        .replace(/\(\s*(?:pay|paying|paid)\s+(?:with\s+|in\s+)?(\$?[a-z][\w]*)\s*\)/gi, ', pay with $1')
        // "Dec crypto = 200 USDC → LINK": a row's name before "=" and its figure names what the figure is for.
        .replace(/^\s*[a-z][\w ]{0,24}?\s*=\s*(?=\$?\d)/i, '')
        .replace(speaker, '')
        .replace(/["“”‘’`]|(?<=\s|^)'|'(?=\s|$)/g, ' ')
        .replace(/\s[—–|]\s/g, ', '),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether the text above is marked as pasted: under a label or a speaker ("my calc:", "ALERT:", "jake:"), flagged as
 * quoted, marked-up or a note, framed as a message, or holding no move at all. Plain requests above ("send 5 usdc to
 * …\n\nsend 1 eth to …") are the person's own: two requests, refused as such.
 */
export function marked(pasted: string): boolean {
  const lines = pasted.split('\n').filter((line) => /\w/.test(line));
  if (/^\s*[^\n:]{1,40}:(?!\d)/.test(lines[0] ?? '') || promptFlags(pasted).length > 0 || lines.some((line) => framing.test(line))) return true;
  return !scanPrompt(pasted).actions.some((a) => moves.has(a.action));
}

/** Whether pasted text ends by opening a message that the next paragraph continues: a greeting, a header, a line ending in a colon. */
export function opensMessage(pasted: string): boolean {
  const last = pasted.trim().split('\n').at(-1)!.trim();
  // "my boss texted me this", "she wrote": the next paragraph is what was said.
  const introduces = /\b(?:this|these|the following|below|says?|said|wrote|writes|texted|sent(?: me)?|asked|asks|forwarded|dm'?e?d me)\s*[.!]?$/i;
  return (
    /:$/.test(last) ||
    introduces.test(last) ||
    /^(?:hi|hello|hey|dear|gm|good (?:morning|afternoon|evening))\b[^.!?]{0,24}[,!]?$/i.test(last) ||
    // ('Fwd: "Congrats! Your Q2 bonus … approved." 🎉': a header that holds the message quoted whole opens nothing.)
    (/^(?:from|to|subject|date|cc|fwd?|re)\s*:/i.test(last) && !/^[^:]*:\s*["“][^"”]{3,}["”][^\w]*$/.test(last)) ||
    /forwarded message/i.test(last)
  );
}

/** Labels that open a line of the person's own notes or of a form, never a name of someone who wrote. */
const labels = new Set(
  'note notes todo reminder memo system task action request update alert important warning context amount network chain token plan idea goal step pay send swap buy sell price subject re fwd from to cc date agent bot assistant user base ethereum eth polygon solana sol unichain'.split(
    ' ',
  ),
);

/** A launch's form ("Name: Moss Frog\nTicker: MOSS\n…launch this on base please"): its first key is no one who wrote. */
const launchForm = (text: string): boolean =>
  /^\s*(?:name|token name|ticker|symbol)\s*:[^\n]*\n\s*(?:name|token name|ticker|symbol|description|desc|about|website|site|x|twitter|telegram)\s*:/i.test(
    text,
  );

/** Whether a paragraph is a message under the name of someone who wrote it to the person ("Carol: hey can you send me …"). */
export function messageFrom(text: string): boolean {
  const said = /^\s*(?:\[[^\]\n]*\]\s*)?([A-Z][\w.'-]{1,20})\s*:\s+(.+)$/s.exec(text.trim());
  if (!said || labels.has(said[1]!.toLowerCase()) || launchForm(text)) return false;
  // It speaks to the person: a greeting, "you", "me", a plea.
  return /\b(?:hey|hi|hello|yo|you|u|ur|your|me|my|pls|plz|please)\b|🙏/i.test(said[2]!);
}
