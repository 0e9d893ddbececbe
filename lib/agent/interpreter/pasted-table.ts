import { scanPrompt } from '../../language/scan-prompt.ts';
import { ask, type Interpretation, type PartialIntent } from './intent.ts';

/**
 * A pasted table with a header (issue 16): each cell is read by the column its header names, never by the cell beside
 * it. "Action | Token | Amt | For" with "SELL | UNI | 4 | USDC" sells 4 UNI for USDC: the amount is of the token column
 * (or of the token its own header names: "Amt (USDC)", "USDC"), the other token is what is received or paid. A header
 * that leaves the amount's token unclear asks; nothing is guessed.
 */

/** What a column holds, by its header. */
type Role = 'pair' | 'action' | 'token' | 'spent' | 'received' | 'other' | 'amount' | 'chain' | 'recipient' | 'to';

const roles: ReadonlyArray<[RegExp, Role]> = [
  [/^(?:action|side|type|op|operation|direction|trade|buy\s*\/\s*sell|txn?\s*type|kind)$/i, 'action'],
  [/^(?:token|asset|coin|symbol|ticker|currency|instrument)$/i, 'token'],
  [/^(?:from|sell|spend|pay|token[\s_]*in|in|source|input)$/i, 'spent'],
  [/^(?:buy|receive|get|token[\s_]*out|out|into|target|output)$/i, 'received'],
  [/^(?:for|quote|vs\.?|against|counter|paid\s*with|pay\s*with|with|using|settle(?:d)?\s*in)$/i, 'other'],
  [/^(?:amount|amt|qty|quantity|size|units|value|sum|total)(?:\s*\(\s*\$?([a-z0-9]{2,10})\s*\))?$/i, 'amount'],
  [/^(?:pair|market|symbol\s*pair)$/i, 'pair'],
  [/^(?:chain|network|net|blockchain)$/i, 'chain'],
  [/^(?:recipient|wallet|address|addr|payee|destination|dest|send\s*to|pay\s*to|beneficiary)$/i, 'recipient'],
  [/^to$/i, 'to'],
];

/** A table pasted with a header: its header cells and its rows of as many cells. */
export interface PastedTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const cellsOf = (line: string, separator: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(separator)
    .map((cell) => cell.trim());

/**
 * The table in pasted text: a header line of three cells or more (separated by "|", tabs, commas or semicolons) with no
 * figure but a header's own token, and the lines under it of as many cells. A markdown rule line ("|---|---|") is no
 * row. Undefined when there is no such table.
 */
export function pastedTable(pasted: string): PastedTable | undefined {
  const lines = pasted.split('\n').filter((line) => /\w/.test(line));
  for (let at = 0; at < lines.length - 1; at++) {
    for (const separator of ['|', '\t', ',', ';']) {
      const header = cellsOf(lines[at]!, separator);
      // ("# | chain | action | size": a column of row numbers is headed "#".)
      if (header.length < 3 || header.some((cell) => !/^(?:#|[a-z][a-z0-9 ./()$#_-]*)$/i.test(cell))) continue;
      if (!header.some((cell) => roleOf(cell) !== undefined)) continue;
      const rows: string[][] = [];
      for (const line of lines.slice(at + 1)) {
        if (/^[\s|:+-]+$/.test(line)) continue;
        const cells = cellsOf(line, separator);
        if (cells.length !== header.length) break;
        rows.push(cells);
      }
      if (rows.length > 0) return { header, rows };
    }
  }
  return undefined;
}

function roleOf(header: string): { role: Role; token?: string } | undefined {
  for (const [pattern, role] of roles) {
    const match = pattern.exec(header.trim());
    if (match) return { role, ...(match[1] ? { token: match[1].toUpperCase() } : {}) };
  }
  // "USDC", "Amount USDC", "amount_usdc", "usdc_amount" (a CSV export's header): a column headed by a token holds amounts of that token.
  const facts = scanPrompt(header.replace(/^(?:amount|amt|qty)[\s_-]+/i, '').replace(/[\s_-]+(?:amount|amt|qty)$/i, ''));
  if (facts.tokens.length === 1 && facts.words.length === 1) return { role: 'amount', token: facts.tokens[0]!.key.toUpperCase() };
  return undefined;
}

/** The one cell of a row whose column has a role. */
function cellOf(table: PastedTable, row: readonly string[], role: Role): string | undefined {
  const at = table.header.map((h) => roleOf(h)?.role).flatMap((r, i) => (r === role ? [i] : []));
  return at.length === 1 ? row[at[0]!]?.replace(/^\$/, '') || undefined : undefined;
}

/** The token the amount column's header names, if any. */
function amountToken(table: PastedTable): string | undefined {
  return table.header.map((h) => roleOf(h)).find((r) => r?.role === 'amount')?.token;
}

const isToken = (cell: string | undefined): cell is string => cell !== undefined && scanPrompt(cell).tokens.length === 1 && scanPrompt(cell).words.length === 1;
const isRecipient = (cell: string | undefined): cell is string =>
  cell !== undefined && !/\s/.test(cell) && scanPrompt(cell).addresses.some((a) => a.type === 'evm' || a.type === 'solana' || a.type === 'ens');
const figure = (cell: string | undefined): string | undefined => (cell && /^\d[\d,]*(?:\.\d+)?$/.test(cell) ? cell.replace(/,/g, '') : undefined);
const chainOf = (cell: string | undefined): string | undefined => {
  // ("ethereum" alone is read as the token ETH; in the chain column it is the chain, as "on ethereum" says.)
  const facts = cell ? scanPrompt(`on ${cell}`) : undefined;
  return facts && facts.chains.length === 1 ? facts.chains[0] : undefined;
};

/**
 * An action cell read: its verb, and what it says beside it ("unwrap 0.01": an amount; "sell for USDC": the other side).
 * Anything more in the cell ("sell half", "hold") leaves only the cell, lowercased, as the verb.
 */
function actionOf(cell: string | undefined): { verb: string; amount?: string; other?: string; token?: string } | undefined {
  if (cell === undefined) return undefined;
  // "buy WETH", "sell UNI": the action's cell names the token bought or sold.
  const traded = /^(buy|sell)\s+\$?([a-z][a-z0-9]{1,9})$/i.exec(cell.trim());
  if (traded && isToken(traded[2])) return { verb: traded[1]!.toLowerCase(), token: traded[2]!.toUpperCase() };
  const said = /^(buy|sell|swap|wrap|unwrap)\s+(?:(\d[\d,]*(?:\.\d+)?)|(?:for|into|to)\s+\$?([a-z][a-z0-9]{1,9}))$/i.exec(cell.trim());
  if (!said) return { verb: cell.toLowerCase() };
  const other = said[3] && isToken(said[3]) ? said[3].toUpperCase() : undefined;
  if (said[3] && !other) return { verb: cell.toLowerCase() };
  return { verb: said[1]!.toLowerCase(), ...(said[2] ? { amount: said[2].replace(/,/g, '') } : {}), ...(other ? { other } : {}) };
}

/**
 * "do the WETH line", "execute the JUP row", "the UNI one", "the first row", "row 2": the person points at the one row of
 * a pasted table that holds the token (or the cell) they name, or that stands where they say; the table is that row alone under its header, and their line says "the row". Undefined when they
 * point at no row, or at a cell no row or more than one row holds.
 */
export function rowPointed(pasted: string, own: string): { pasted: string; own: string } | undefined {
  const said =
    /\b(?:the|that|this)\s+(?:(first|second|third|fourth|fifth|last|top|bottom)|\$?([a-z0-9.]{2,12}))\s+(?:row|line|entry|one)\b|\b(?:row|line|entry)\s+(?:for|with|of)\s+\$?([a-z0-9.]{2,12})\b|\b(?:row|line|entry)\s*#?\s*([1-9])\b/i.exec(
      own,
    );
  const table = said ? pastedTable(pasted) : undefined;
  if (!said || !table) return undefined;
  const place = said[1]?.toLowerCase() ?? said[4];
  const name = (said[2] ?? said[3])?.toLowerCase();
  // "row | token | …\n2 | UNI | …\n3 | ETH | …" with "do row 3": a table that numbers its rows in a column of its own
  // names row 3 by that number, not by where it stands.
  const numbering = said[4] ? table.header.findIndex((cell) => /^(?:row|#|no\.?|nr|num|number|id|line)$/i.test(cell.trim())) : -1;
  const holding =
    numbering >= 0
      ? table.rows.filter((row) => row[numbering]?.trim() === said[4])
      : place
        ? [table.rows.at(place === 'last' || place === 'bottom' ? -1 : (ordinals[place] ?? Number(place)) - 1)].filter((row) => row !== undefined)
        : table.rows.filter((row) => row.some((cell) => cell.replace(/^\$/, '').toLowerCase() === name));
  if (holding.length !== 1) return undefined;
  const others = new Set(table.rows.filter((row) => row !== holding[0]).map((row) => row.join('\u0000')));
  const lines = pasted.split('\n').filter((line) => {
    for (const separator of ['|', '\t', ',', ';']) if (others.has(cellsOf(line, separator).join('\u0000'))) return false;
    return true;
  });
  return { pasted: lines.join('\n'), own: own.replace(said[0], 'the row') };
}

/** Which row an ordinal names, counted from 1 under the header. */
const ordinals: Record<string, number> = { first: 1, top: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

/**
 * The move a pasted table asks for, read column by column: a plain request for the interpreter ("sell 4 UNI for USDC on
 * unichain", "send 150 USDC to 0x… and 120 USDC to 0x… on base"), a question when the header leaves the amount's token
 * unclear, or undefined when the table is no move of known columns. Swaps are read from one row; payments from every row.
 * @param own the person's own line, whose token or chain may complete the table's ("run payroll on base, all USDC").
 */
export function tableRequest(table: PastedTable, own: string): string | Interpretation | undefined {
  const ownFacts = scanPrompt(own);
  const ownChains = [...new Set(ownFacts.chains)];
  const ownTokens = [...new Set(ownFacts.tokens.map((t) => t.key.toUpperCase()))];
  const chainsIn = [...new Set(table.rows.map((row) => chainOf(cellOf(table, row, 'chain'))).filter(Boolean))] as string[];
  const chains = [...new Set([...chainsIn, ...ownChains])];
  if (chains.length > 1) return undefined;
  const on = chains[0] ? ` on ${chains[0]}` : '';
  // "From | To | Amount": two token columns and no action column is a swap from one to the other.
  const swapped = (row: readonly string[]) => isToken(cellOf(table, row, 'spent')) && isToken(cellOf(table, row, 'received') ?? cellOf(table, row, 'to'));
  const actions = table.rows.map((row) => actionOf(cellOf(table, row, 'action'))?.verb ?? (swapped(row) ? 'swap' : undefined));
  const payment = (a: string | undefined) => a === undefined || /^(?:send|transfer|pay|payment|payout|tip)$/.test(a);
  if (actions.every(payment)) {
    const headerToken = amountToken(table);
    // "name | amount | token" with "alice.eth | 10 | USDC": a column that holds a recipient in every row is the recipient's.
    const held = table.header.map((_, i) => i).filter((i) => table.rows.every((row) => isRecipient(row[i])));
    const payees = table.rows.map((row) => {
      const to = cellOf(table, row, 'recipient') ?? cellOf(table, row, 'to') ?? (held.length === 1 ? row[held[0]!] : undefined);
      const cellToken = cellOf(table, row, 'token');
      const token = headerToken ?? (isToken(cellToken) ? cellToken.toUpperCase() : undefined) ?? (ownTokens.length === 1 ? ownTokens[0] : undefined);
      return { to, token, amount: figure(cellOf(table, row, 'amount')) };
    });
    if (payees.some((p) => !isRecipient(p.to) || p.amount === undefined)) return undefined;
    // A token named in the person's line other than the table's own is no completion of it.
    if (ownTokens.some((t) => payees.some((p) => p.token !== undefined && p.token !== t))) return undefined;
    return `send ${payees.map((p) => `${p.amount}${p.token ? ` ${p.token}` : ''} to ${p.to}`).join(' and ')}${on}`;
  }
  if (table.rows.length !== 1) return undefined;
  const row = table.rows[0]!;
  const action = actions[0]!;
  // "WETH | Base | unwrap 0.01": the action's cell may hold its amount ("unwrap 0.01") or its other side ("sell for USDC").
  const said = actionOf(cellOf(table, row, 'action'));
  // "WIF/USDC": a pair is the token traded, then the token it is priced in.
  const pair = /^\$?([a-z][\w]*)\s*[/-]\s*\$?([a-z][\w]*)$/i.exec(cellOf(table, row, 'pair') ?? '');
  const token = cellOf(table, row, 'token') ?? pair?.[1] ?? said?.token;
  // "execute the JUP row, proceeds to usdc": the other side the table leaves open, named by the person's one other token.
  const ownOther = ownTokens.filter((t) => t !== token?.toUpperCase());
  // "buy | JUP | 20 usdc": an amount cell that names its own token says what the amount is of, the trade's other side.
  const priced = /^\$?(\d[\d,]*(?:\.\d+)?)\s*\$?([a-z][a-z0-9]*)$/i.exec(cellOf(table, row, 'amount')?.trim() ?? '');
  const cellToken = priced && isToken(priced[2]) && priced[2].toUpperCase() !== token?.toUpperCase() ? priced[2].toUpperCase() : undefined;
  const other = cellOf(table, row, 'other') ?? pair?.[2] ?? said?.other ?? cellToken ?? (ownOther.length === 1 ? ownOther[0] : undefined);
  const from = cellOf(table, row, 'spent');
  const into = cellOf(table, row, 'received') ?? cellOf(table, row, 'to');
  const amount = figure(cellOf(table, row, 'amount')) ?? (cellToken ? priced![1]!.replace(/,/g, '') : undefined) ?? said?.amount;
  if (!amount) return undefined;
  if ((action === 'wrap' || action === 'unwrap') && isToken(token) && !other && !from && !into) return `${action} ${amount} ${token.toUpperCase()}${on}`;
  if (!/^(?:buy|sell|swap|trade|exchange|convert)$/.test(action)) return undefined;
  // What is spent and what is received, by the columns' roles: the token column is what is sold on a sell and bought on
  // a buy; the column beside it ("For", "Quote") is the other side.
  let spent: string | undefined;
  let received: string | undefined;
  if (from !== undefined || into !== undefined) {
    spent = from ?? (action === 'sell' ? token : other);
    received = into ?? (action === 'buy' ? token : other);
  } else if (action === 'buy') [spent, received] = [other, token];
  else [spent, received] = [token, other];
  if (!isToken(spent) || !isToken(received)) return undefined;
  [spent, received] = [spent.toUpperCase(), received.toUpperCase()];
  // The amount's token: the one its header names, else the token column's, else (a "From | To | Amount" table of a swap
  // or a sale; "token_in", "input") the token it is from, as a swap's fields say it ("from=USDC to=UNI amount=80"
  // sells 80 USDC). A buy from one token to another leaves it open, and is asked.
  const fromColumn = table.header.some((h) => /^(?:from|token[\s_]*in|input|in)$/i.test(h.trim()));
  const of = cellToken ?? amountToken(table) ?? (isToken(token) ? token.toUpperCase() : fromColumn && action !== 'buy' ? spent : undefined);
  if (of === spent) return `sell ${amount} ${spent} for ${received}${on}`;
  if (of === received) return `buy ${amount} ${received} with ${spent}${on}`;
  return ask(
    `The table you pasted swaps ${spent} for ${received}${on}, but its header does not say which token ${amount} is of. Is it ${amount} ${spent} to sell or ${amount} ${received} to buy? Say it whole, like "sell ${amount} ${spent} for ${received}${on}".`,
    { kind: 'swap', tokenIn: spent, tokenOut: received, ...(chains[0] ? { chain: chains[0] } : {}), awaiting: 'amount', confirm: true } as PartialIntent,
  );
}
