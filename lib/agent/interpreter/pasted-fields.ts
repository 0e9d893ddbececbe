import { chainsRuledOut } from './ruled-out-chain.ts';
import { scanPrompt, type Facts } from '../../language/scan-prompt.ts';
import { ask, fail, type Interpretation, type PartialIntent } from './intent.ts';
import { evmRecipientLoss } from '../../capabilities/transfers/recipient-check.ts';
import { solanaChain } from '../../chains/chains.ts';
import { tokenWords, usdPegged } from '../../language/token-registry.ts';
import { sharedChainWords } from '../../language/lexicon.ts';

/**
 * The fields of a payment that someone else wrote ("hey can u send me the 25 usdc for the concert tix? on base pls,
 * alice.eth works"), read as data rather than as a sentence (issue 16): its one amount of a token, its one recipient and
 * its chain, completed by the person's own details ("send her 2 SOL"). Figures that are no amount (an invoice number, a
 * phone number, a date, a time) are taken out first.
 */

/** Figures that are never an amount: times, dates, timestamps, invoice and reference numbers, phone numbers, e-mail addresses. */
const notAmountPatterns: readonly RegExp[] = [
  /\b\d{4}-\d{2}-\d{2}t\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?z?\b/gi,
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2})\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*(?:am|pm|utc|gmt|z)\b)?/gi,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g,
  /\b(?:invoice|inv|ref|reference|order|ticket|po|bill|receipt|case|id|no\.?|number)\s*(?:no\.?|number)?\s*[:#]?\s*#?\s*(?=[\w-]*\d)[a-z0-9][\w-]*/gi,
  /#\s?\d[\w-]*/g,
  // "3x hoodies", "2 x tickets": a count of things bought, not an amount of a token.
  /\b\d+\s?x\s+(?=[a-z]{3,})(?!usdc|usdt|eth|dai|sol|weth)/gi,
];

/** Text with every figure that is no amount taken out. */
export function withoutNotAmounts(text: string): string {
  return notAmountPatterns.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
}

/** A paste with its counts of things ("logo refresh + 2 revisions") taken out: what a payment form counts is no sum. */
const withoutCounts = (text: string): string => text.replace(countOfThings, (m, noun: string) => (isMoneyWord(noun) ? m : ` ${noun}`));

/** "2 revisions", "3 pages", "+ 4 hours": a count of things (a plural noun after the figure), never an amount of money. */
const countOfThings = /(?<![\d.,$])\b\d+\s+([a-z]{3,}s)\b/gi;
/** A word that counts money: a token's name (singular or plural), dollars, cents, or a token's plural ("tokens", "coins"). */
const isMoneyWord = (noun: string): boolean => {
  const word = noun.toLowerCase();
  // Money in any tongue, and spans of time (a schedule's, never a count to drop): kept.
  return (
    tokenWords.has(word) ||
    tokenWords.has(word.slice(0, -1)) ||
    /^(?:dollars|dolares|dólares|dolars|bucks|cents|centavos|usds|euros|pounds|pesos|reais|rupees|tokens|coins|units|shares|each|minutes|mins|hours|hrs|days|weeks|wks|months|years|times|runs)$/.test(
      word,
    )
  );
};

/** Solana's registry mints by address: a transfer to a mint is refused by the executor, and asked about by no one. */
const solanaMints = new Map(solanaChain.tokens.map((t) => [t.mint, `the ${t.symbol} mint`]));

/** The refusal of a move to an address where funds are lost (a burn address, a token's own contract), or undefined. */
export function lostAt(to: string): Interpretation | undefined {
  // 'Official WIF airdrop deposit address: EKpQ…' (held-out-19): a registry mint is a token's own account, no wallet.
  const loss = /^0x[0-9a-f]{40}$/i.test(to) ? evmRecipientLoss(to as `0x${string}`) : solanaMints.get(to);
  return loss ? fail('LOSSY_RECIPIENT', `${to} is ${loss}: funds sent there are lost. Nothing was sent.`) : undefined;
}

/** The distinct values of a list, in order. */
const distinct = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Amounts of a token in the facts, as "25 USDC". */
function tokenAmounts(facts: Facts): { value: string; token: string }[] {
  const out: { value: string; token: string }[] = [];
  for (const a of facts.amounts) {
    if (a.amount.kind !== 'exact' || a.tokenIndex === undefined) continue;
    const token = facts.tokens.find((t) => t.index === a.tokenIndex)?.key.toUpperCase();
    if (token) out.push({ value: a.amount.value, token });
  }
  return out;
}

/** "can u send me the 40 bucks? usdc on polygon is fine": one figure in dollars and one dollar coin named beside it, as "40 USDC" (a dollar coin's amount is dollars). */
function dollarsIn(facts: Facts): string | undefined {
  const usd = distinct(facts.amounts.flatMap((a) => (a.amount.kind === 'usd' ? [a.amount.value] : [])));
  const tokens = distinct(facts.tokens.map((t) => t.key.toUpperCase()));
  const exact = facts.amounts.some((a) => a.amount.kind !== 'usd');
  return usd.length === 1 && !exact && tokens.length === 1 && usdPegged.has(tokens[0]!) ? `${usd[0]} ${tokens[0]}` : undefined;
}

/**
 * "…can be paid in USDC to 0x… on Polygon. Amount: 900.": a form's amount field with a bare figure, in the one token the
 * paste names, is that amount of it (held-out-19). Only one figure in the paste, labelled as the sum to pay. So is a
 * sentence that states the sum ("…pay the parking fee in USDC on solana to 9xQe…, it's 45", "the total is 120").
 */
function labelledFigure(paste: string, facts: Facts): string | undefined {
  const field =
    /\b(?:(?:amount|total|sum)(?:\s+(?:due|owed|to pay))?\s*(?:[:=]|\s+is\b|\s+comes\s+to\b)|(?:it|that|which)\s*(?:['’]s|\s+is|\s+comes\s+to)\b)\s*\$?(\d[\d,]*(?:\.\d+)?)(?=\s*[.!]?\s*(?:["”]|$|\n))/i.exec(
      paste,
    );
  const tokens = distinct(facts.tokens.map((t) => t.key.toUpperCase()));
  // ("The total is 75.": a figure the scan reads as no amount at all is the field's still; any other figure is another sum.)
  if (!field) return undefined;
  const value = field[1]!.replace(/,/g, '');
  const others = facts.amounts.filter((a) => !(a.amount.kind === 'exact' && Number(a.amount.value) === Number(value)));
  return tokens.length === 1 && others.length === 0 ? `${value} ${tokens[0]}` : undefined;
}

/** Recipients the facts name: addresses and ENS names. */
const recipients = (facts: Facts): string[] =>
  distinct(facts.addresses.filter((a) => a.type === 'evm' || a.type === 'solana' || a.type === 'ens').map((a) => a.raw));

/** "Ethereum is fine", "polygon works", "base pls": a chain the writer names as the one to pay on, said as a sentence of its own. */
function chainsSaidOk(paste: string): string[] {
  const said = /\b(base|ethereum|polygon|solana|unichain)\s+(?:is\s+|works\s+)?(?:fine|ok|okay|good|best|preferred|works|pls|please|plz)\b/gi;
  return distinct([...paste.matchAll(said)].map((m) => m[1]!.toLowerCase()));
}

/**
 * The payment a paste describes, as a plain request for the interpreter to read ("send 25 USDC to alice.eth on base"),
 * or the question that picks between the amounts it names; undefined when the paste names no amount of a token, or
 * its details and the person's own differ.
 * @param paste the pasted text as plain words (see `plainPaste`).
 * @param own the facts of the person's own line.
 */
export function pastedTransfer(paste: string, own: Facts): string | Interpretation | undefined {
  // "rent is 900 USDC", "the total comes to 40 usdc": a sum the writer states is the amount they ask for.
  const facts = scanPrompt(
    withoutCounts(withoutNotAmounts(paste)).replace(/\b(?:is|are|was|comes? to|totals?|total of)\s+(?=\$?\d[\d,]*(?:\.\d+)?\s*\$?[a-z])/gi, ': '),
  );
  const ownAmounts = tokenAmounts(own);
  const pasteAmounts = distinct(tokenAmounts(facts).map((a) => `${a.value} ${a.token}`));
  const ownRecipients = recipients(own);
  const pasteRecipients = recipients(facts);
  // "…the 0.1 eth for the festival ticket? mainnet pls not base 🙏": a chain the paste names only to rule it out is none
  // it asks for (unless the person names it).
  const ruledOut = chainsRuledOut(paste);
  const chains = distinct([...facts.chains.filter((c) => !ruledOut.has(c)), ...own.chains, ...chainsSaidOk(paste)]);
  if (ownAmounts.length > 1 || ownRecipients.length > 1 || pasteRecipients.length > 1 || chains.length > 1) return undefined;
  if (ownRecipients.length === 1 && pasteRecipients.length === 1 && ownRecipients[0]!.toLowerCase() !== pasteRecipients[0]!.toLowerCase()) return undefined;
  const to = ownRecipients[0] ?? pasteRecipients[0];
  // "send 0.01 ETH to 0x…dEaD to claim": a recipient no one can spend from is refused, never asked about.
  const refused = to ? lostAt(to) : undefined;
  if (refused) return refused;
  // "send him 20": the person's own bare figure is the amount, of the one token the paste names; never the paste's figure instead.
  const ownBare = distinct(own.amounts.flatMap((a) => (a.amount.kind === 'exact' && a.tokenIndex === undefined ? [a.amount.value] : [])));
  if (ownAmounts.length === 0 && ownBare.length > 1) return undefined;
  const pasteTokens = distinct(tokenAmounts(facts).map((a) => a.token));
  if (ownAmounts.length === 0 && ownBare.length === 1) {
    if (pasteTokens.length !== 1) return undefined;
    ownAmounts.push({ value: ownBare[0]!, token: pasteTokens[0]! });
  }
  const amount =
    ownAmounts.length === 1
      ? `${ownAmounts[0]!.value} ${ownAmounts[0]!.token}`
      : pasteAmounts.length === 1
        ? pasteAmounts[0]
        : (dollarsIn(facts) ?? labelledFigure(paste, facts));
  if (ownAmounts.length === 1 && ownBare.length === 0 && pasteAmounts.length > 0 && !pasteAmounts.includes(amount!)) return undefined;
  const on = chains.length === 1 ? ` on ${chains[0]}` : '';
  // "10 usdc… actually make it 15, no wait 12? idk": a figure beside the amount is another one, and which is meant is
  // the person's to say, never a guess.
  const values = distinct(facts.amounts.flatMap((a) => (a.amount.kind === 'exact' ? [a.amount.value] : [])));
  const others = ownAmounts.length === 0 && values.length > 1;
  if (amount && !others) return `send ${amount}${to ? ` to ${to}` : ''}${on}`;
  const tokens = distinct(tokenAmounts(facts).map((a) => a.token));
  if (values.length > 1 && tokens.length === 1 && facts.amounts.every((a) => a.amount.kind === 'exact')) {
    const pending = { kind: 'transfer', token: tokens[0], ...(to ? { to } : {}), ...(chains.length === 1 ? { chain: chains[0] } : {}) };
    return ask(`The text you pasted names more than one amount (${values.join(', ')} ${tokens[0]}): how much should I send?`, {
      ...pending,
      awaiting: 'amount',
      confirm: true,
    } as PartialIntent);
  }
  return undefined;
}

/** A table cell that names two tokens, one traded for the other ("USDC→LINK", "AERO -> USDC", "sol/jup", "ETH to USDC"). */
const pairCell = /^\$?([a-z][\w]*)\s*(?:->|→|=>|\/|\s(?:to|for|into)\s)\s*\$?([a-z][\w]*)$/i;
/** A bare figure in a cell of its own. */
const figureCell = /^\d[\d,]*(?:\.\d+)?$/;

/**
 * A pasted row of a trade or a payment log ("2024-06-01, swap, ethereum, USDC→LINK, 150", "2024-06-02 | transfer |
 * base | USDC | 45 | 0x…"), as a plain request for the interpreter to read, or undefined when the row is not one move
 * of known cells. Dates and reference numbers are no cell of it; a bare figure is the amount of the token spent or sent.
 * @param into the one token the person's own line says a sale of one token is taken in ("proceeds into USDC").
 */
export function rowRequest(pasted: string, into?: string): string | undefined {
  // "date,type,chain,token,amount\n2024-02-01,transfer,…": a header line above one row names the columns, no move.
  const lines = pasted
    .trim()
    .split('\n')
    .filter((line) => /\w/.test(line));
  const rows = lines.filter((line) => /\d/.test(line));
  if (rows.length !== 1 || lines.length > 2) return undefined;
  // ("Row 14: SELL | JUP | 30 | solana": the row's own label is no cell.)
  const row = rows[0]!.replace(/^\s*(?:row|line|item)\s*#?\s*\d+\s*[:.)-]\s*/i, '');
  const cells = withoutNotAmounts(row)
    .split(/\s*[,|\t;]\s*/)
    .map((cell) => cell.trim())
    .filter(Boolean);
  if (cells.length < 3) return undefined;
  const verb = cells.filter((c) => /^(?:swap|sell|trade|transfer|send|pay|payment)$/i.test(c));
  const figures = cells.filter((c) => figureCell.test(c));
  if (verb.length !== 1 || figures.length !== 1) return undefined;
  // ("solana", "ethereum" alone in a cell: a chain's column, whatever the scan makes of a token's name said alone.)
  const chains = cells.flatMap((c) => {
    const facts = scanPrompt(c);
    const shared = sharedChainWords.get(c.toLowerCase());
    return facts.chains.length === 1 && facts.words.length === 1 ? facts.chains : shared && c.length > 3 ? [shared] : [];
  });
  const chainCells = new Set(cells.filter((c) => sharedChainWords.has(c.toLowerCase()) && c.length > 3));
  const on = chains.length === 1 ? ` on ${chains[0]}` : '';
  if (chains.length > 1) return undefined;
  const amount = figures[0]!.replace(/,/g, '');
  const tokens = cells.filter((c) => {
    const facts = scanPrompt(c);
    return facts.tokens.length === 1 && facts.words.length === 1;
  });
  // (A cell naming the chain, "solana", is no token sold.)
  const sold = tokens.filter((c) => !chainCells.has(c));
  if (/^(?:swap|sell|trade)$/i.test(verb[0]!)) {
    const pair = cells.map((c) => pairCell.exec(c)).filter(Boolean);
    // "SELL | JUP | 30 | solana" under "do row 14, proceeds into USDC": the one token sold, into the one the person names.
    if (pair.length === 0 && sold.length === 1 && into && into.toUpperCase() !== sold[0]!.toUpperCase()) return `sell ${amount} ${sold[0]} for ${into}${on}`;
    // "2026-11-27,SELL,UNI,3,unichain,USDC": a sale's side, then its asset and quantity, and the one other token it was
    // taken in, as a trade log writes them.
    const at = cells.findIndex((c) => /^sell$/i.test(c));
    if (pair.length === 0 && at >= 0 && sold.length === 2 && cells[at + 1] === sold[0] && cells[at + 2] === figures[0]) {
      const taken = sold[1]!;
      if (taken.toUpperCase() !== sold[0]!.toUpperCase() && cells.indexOf(taken) > at + 2) return `sell ${amount} ${sold[0]} for ${taken}${on}`;
    }
    if (pair.length !== 1) return undefined;
    return `sell ${amount} ${pair[0]![1]} for ${pair[0]![2]}${on}`;
  }
  const to = cells.filter((c) => scanPrompt(c).addresses.length === 1 && !/\s/.test(c));
  if (tokens.length !== 1 || to.length > 1) return undefined;
  return `send ${amount} ${tokens[0]}${to.length === 1 ? ` to ${to[0]}` : ''}${on}`;
}

/**
 * A pasted table of payees, one a row ("bob,0x…,25"), under a header or not, as one plain batch request in the token
 * the person or the table names ("send 25 USDC to 0x… and 30 USDC to 0x… on ethereum"); undefined unless every row
 * holds exactly one recipient and one bare figure and there are two rows or more. No token named: none is guessed
 * (the batch is read without one and asked).
 */
export function tableBatch(pasted: string, own: Facts): string | undefined {
  const rows = pasted.split('\n').filter((line) => /\w/.test(line));
  const payees = rows.flatMap((line) => {
    // "alice.eth      62.40", "carol.base.eth 31.20": a ledger line, a recipient and its figure parted by spaces alone.
    const ledger = /^\s*(?:[-*•]\s*)?(\S+)\s+(\$?\d[\d,]*(?:\.\d+)?(?:\s+\$?[a-z][a-z0-9]{1,9})?)\s*$/i.exec(line);
    const payee = ledger && scanPrompt(ledger[1]!).addresses.some((a) => a.type === 'evm' || a.type === 'solana' || a.type === 'ens');
    const cells = (payee ? `${ledger[1]}, ${ledger[2]}` : line)
      // "alice.eth — 45", "bob.eth - 45", "carol: 30": a dash or colon between cells parts them; it is no minus sign.
      .split(/\s*[,|\t;]\s*|\s+[—–-]+\s+|\s*[—–]\s*|(?<=\w):\s+/)
      .map((cell) => cell.trim())
      .filter(Boolean);
    const to = cells.filter((c) => scanPrompt(c).addresses.some((a) => a.type === 'evm' || a.type === 'solana' || a.type === 'ens'));
    // "| bob.eth | 12 USDC |": a figure with its token's symbol is a figure too (the token is the paste's, checked below).
    const bare = (c: string) => {
      const token = /^(\S+)\s+\$?([a-z][a-z0-9]{1,9})$/i.exec(c);
      return token && scanPrompt(token[2]!).tokens.length === 1 ? token[1]! : c;
    };
    const figures = cells.filter((c) => figureCell.test(bare(c).replace(/^\$/, '')));
    if (to.length === 1 && figures.length === 1) return [{ to: to[0]!, amount: bare(figures[0]!).replace(/^\$|,/g, '') }];
    // A header, a title or a note ("Dinner split 🍝", "(usdc on base pls)") names no payee and no bare figure; any other line is no row.
    return to.length + figures.length === 0 ? [] : [undefined];
  });
  if (payees.some((p) => p === undefined) || payees.length < 2) return undefined;
  const facts = scanPrompt(pasted);
  const tokens = distinct([...own.tokens, ...facts.tokens].map((t) => t.key.toUpperCase()));
  const chains = distinct([...own.chains, ...facts.chains]);
  if (tokens.length > 1 || chains.length > 1) return undefined;
  const token = tokens[0] ? ` ${tokens[0]}` : '';
  return `send ${payees.map((p) => `${p!.amount}${token} to ${p!.to}`).join(' and ')}${chains[0] ? ` on ${chains[0]}` : ''}`;
}

/** Words that make a paste a bill to the person ("INVOICE 0042", "Amount due:", "bill from …"). */
const billWords = /\b(?:invoice|bill|amount due|balance due|payment due|total due)\b/i;
/** A form's line naming who pays or gets paid ("Pay to:", "Wallet:", "Recipient:"): the payee said as such. */
const payeeLine = /^\s*(?:pay\s*to|send\s*to|to|wallet|address|recipient|payee|beneficiary)\s*:/im;

/**
 * "INVOICE 0042\nFrom: Bob (bob.eth)\n…\nAmount due: 350 USDC": on a bill, who it is from is who is paid. The bill with
 * that one name or address said as its payee ("Pay to: bob.eth"); the paste as it is when it is no bill, names its
 * payee already, or its "From:" line holds no one address.
 */
export function withBillPayee(pasted: string): string {
  if (!billWords.test(pasted) || payeeLine.test(pasted)) return pasted;
  const from = /^\s*(?:from|billed by|issued by|vendor|seller)\s*:\s*(.+)$/im.exec(pasted);
  if (!from) return pasted;
  const to = distinct(recipients(scanPrompt(from[1]!)));
  return to.length === 1 ? `${pasted}\nPay to: ${to[0]}` : pasted;
}
