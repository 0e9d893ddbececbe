import { scanPrompt } from '../../language/scan-prompt.ts';

/**
 * A pasted message that says who is owed what, with each person's address given by name ("you owe Alice 42.50, Bob 42.50
 * and Carol 42.50 (USDC on Base please). Alice = alice.eth, Bob = bob.eth …"), under the person's "ok pay all three"
 * (issue 16): one batch of transfers, each figure to the address its name is given, in the one token and on the one chain
 * the paste names. The batch is said as a request for the reader; the caller asks it back whole for a yes.
 */

/** The person's line asks to pay several people the paste names ("pay all three", "send everyone theirs", "pay them both"). */
const payAll =
  /\b(?:pay|send|settle|reimburse|transfer)\b.*\b(?:all|both|each|every(?:one|body)|them|everyone)\b|\b(?:all|both|each|every(?:one|body))\b.*\b(?:pay|send|settle|reimburse|transfer|paid)\b/i;
/** A line of someone the person is square with ("alice.eth — settled", "bob.eth: paid ✓"), and no figure on it. */
const settledLine = /^[^\d\n]*\b(?:settled|paid(?:\s+up)?|square|all\s+good|done)\b[^\d\n]*$|^[^\d\n]*[✓✅✔][^\d\n]*$/i;
const counts: Record<string, number> = { two: 2, both: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const address = String.raw`(0x[0-9a-fA-F]{40}|[\w-]+(?:\.[\w-]+)*\.eth|[1-9A-HJ-NP-Za-km-z]{32,44})`;

/** The batch the paste describes as a request ("send 42.50 USDC to alice.eth, … on base"), or undefined when it is not that. */
export function owedBatch(pasted: string, own: string): string | undefined {
  if (!payAll.test(own) || /\?/.test(own)) return undefined;
  const text = pasted.replace(/["“”]/g, ' ');
  const where = new Map<string, string>();
  for (const m of text.matchAll(new RegExp(String.raw`\b([A-Za-z][\w-]{1,20})\s*(?:=|:|→|->|\bis\b|\bat\b)\s*${address}(?![\w.])`, 'g')))
    where.set(m[1]!.toLowerCase(), m[2]!);
  if (where.size < 2) return undefined;
  const owed = new Map<string, string>();
  const name = [...where.keys()].map((n) => n.replace(/[-]/g, '\\-')).join('|');
  // "Alice 42.50", "Alice: $42.50", "42.50 to Alice", "Alice owes… " is no figure of hers unless it follows her name.
  for (const m of text.matchAll(new RegExp(String.raw`\b(${name})\b\s*[:=-]?\s*\$?(\d+(?:\.\d+)?)(?![\d.\w])`, 'gi')))
    if (!owed.has(m[1]!.toLowerCase())) owed.set(m[1]!.toLowerCase(), m[2]!);
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.])\$?(\d+(?:\.\d+)?)\s*(?:[a-z]{2,6}\s+)?(?:to|for)\s+(${name})\b`, 'gi')))
    if (!owed.has(m[2]!.toLowerCase())) owed.set(m[2]!.toLowerCase(), m[1]!);
  if (owed.size !== where.size) return undefined;
  const said = /\b(two|three|four|five|six|seven|eight|both|\d)\b/i.exec(own)?.[1]?.toLowerCase();
  if (said && (counts[said] ?? Number(said)) !== owed.size) return undefined;
  const facts = scanPrompt(text);
  const tokens = [...new Set(facts.tokens.map((t) => t.key.toUpperCase()))];
  const chains = [...new Set(facts.chains)];
  if (tokens.length !== 1 || chains.length > 1) return undefined;
  const sends = [...owed].map(([who, value]) => `${value} ${tokens[0]} to ${where.get(who)}`);
  return `send ${sends.slice(0, -1).join(', ')} and ${sends.at(-1)}${chains[0] ? ` on ${chains[0]}` : ''}`;
}

/** The person's line asks to pay those the paste says are owed ("pay out the people who are owed", "send the owed ones theirs"). */
const payOwed =
  /\b(?:pay|send|settle|reimburse|transfer)\b.*\b(?:(?:who|that)\s+(?:are|is|were|was)\s+owed|(?:owed|due)\s+(?:ones|people|folks|peeps|guys)|(?:ones|people|folks|everyone|everybody|those)\s+(?:owed|due))\b/i;
/** A line saying someone is owed a figure ("bob.eth is owed 200", "carol 0x… gets back 150"). */
const owedLine =
  /\b(?:is|are)\s+owed\s+\$?(\d[\d,]*(?:\.\d+)?)(?![\d.])|\b(?:gets?\s+back|should\s+get|is\s+due|receives?)\s+\$?(\d[\d,]*(?:\.\d+)?)(?![\d.])/i;
/** A line saying someone owes ("alice.eth owes 0", "dan owes 40"): they pay, they are not paid. */
const owesLine = /\bowes?\b(?!\s+(?:them|him|her|you))|\bpays?\b/i;

/**
 * "alice.eth owes 0\nbob.eth is owed 200\ncarol 0x… is owed 150" under "pay out the people who are owed, usdc on
 * ethereum": one batch to those the paste says are owed a figure above zero, each at the address on their line, in the
 * one token and on the one chain said. A line of someone owed without one address, or a figure unread: undefined.
 */
export function owedOnes(pasted: string, own: string): string | undefined {
  if (!payOwed.test(own) || /\?/.test(own)) return undefined;
  const sends: string[] = [];
  for (const line of pasted.replace(/["“”]/g, ' ').split('\n')) {
    const owed = owedLine.exec(line);
    if (!owed) {
      if (!owesLine.test(line) && new RegExp(address).test(line) && /\d/.test(line.replace(new RegExp(address, 'g'), ' '))) return undefined;
      continue;
    }
    const value = (owed[1] ?? owed[2])!.replace(/,/g, '');
    if (Number(value) === 0) continue;
    const to = [
      ...new Set(
        scanPrompt(line)
          .addresses.filter((a) => a.type === 'evm' || a.type === 'solana' || a.type === 'ens')
          .map((a) => a.raw),
      ),
    ];
    if (to.length !== 1) return undefined;
    sends.push(`${value} to ${to[0]}`);
  }
  if (sends.length === 0) return undefined;
  const facts = scanPrompt(`${pasted.replace(/["“”]/g, ' ')}\n${own}`);
  const tokens = [...new Set(facts.tokens.map((t) => t.key.toUpperCase()))];
  const chains = [...new Set(facts.chains)];
  if (tokens.length !== 1 || chains.length > 1) return undefined;
  const each = sends.map((s) => s.replace(' to ', ` ${tokens[0]} to `));
  const all = each.length === 1 ? each[0]! : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
  return `send ${all}${chains[0] ? ` on ${chains[0]}` : ''}`;
}

/** "you owe alice.eth 42.50", "You owe 42.50 to carol.base.eth", "alice.eth: you owe $42.50": a split app's line of a debt. */
const youOwe = new RegExp(
  String.raw`^\W*(?:you\s+owe\s+${address}\s*[:\-–—]?\s*\$?(\d[\d,]*(?:\.\d+)?)|you\s+owe\s+\$?(\d[\d,]*(?:\.\d+)?)\s+(?:to\s+)?${address}|${address}\s*[:\-–—]\s*you\s+owe\s+\$?(\d[\d,]*(?:\.\d+)?))(?![\d.\w])[^\w]*$`,
  'i',
);

/** The person's line asks to pay what they owe ("settle up what I owe", "pay my debts", "pay back everyone I owe"). */
const payMine =
  /\b(?:pay|send|settle|clear|square|reimburse|transfer)\b(?:\s+(?:up|off|back|out))?.*\b(?:what\s+(?:i|we)\s+owe|(?:my|our)\s+(?:debts?|side|part|share|bit|tab|ious?)|(?:the\s+)?(?:ones?|people|those|everyone|everybody|whoever)\s+(?:i|we)\s+owe)\b/i;
/** Whether the person's line asks to pay what they owe (a move, never a read of "what I owe"). */
export const paysOwnDebts = (own: string): boolean => payMine.test(own) && !/\?/.test(own);
/** A split app's line of a debt to the person ("alice.eth owes you 12.00", "bob.eth: owes you $5"): theirs to receive. */
const owesYou = new RegExp(String.raw`^\W*${address}\s*[:\-–—]?\s*owes\s+(?:you|u)\s+\$?\d[\d,]*(?:\.\d+)?(?![\d.\w])[^\w]*$`, 'i');

/**
 * "dinner split (from splitwise):\nyou owe alice.eth 42.50\nyou owe carol.base.eth 42.50" under "send both in usdc on
 * base": one batch, each debt to the address its line names, in the one token and on the one chain the paste and the
 * person's line say together. Every line holding an address must be such a debt, and a count the person says must be
 * theirs; else undefined.
 */
export function owedByYou(pasted: string, own: string): string | undefined {
  const mine = payMine.test(own);
  if ((!payAll.test(own) && !mine) || /\?/.test(own)) return undefined;
  const sends: string[] = [];
  for (const line of pasted.replace(/["“”]/g, ' ').split('\n')) {
    const debt = youOwe.exec(line.trim());
    if (!debt) {
      // ("alice.eth — settled": someone already square with the person is owed nothing, and stands in for no debt.)
      if (settledLine.test(line)) continue;
      // ("alice.eth owes you 12.00" under "settle up what I owe": a debt to the person is theirs to receive, never paid.)
      if (mine && owesYou.test(line.trim())) continue;
      if (new RegExp(address).test(line)) return undefined;
      continue;
    }
    const to = (debt[1] ?? debt[4] ?? debt[5])!;
    const value = (debt[2] ?? debt[3] ?? debt[6])!.replace(/,/g, '');
    if (Number(value) === 0) return undefined;
    sends.push(`${value} to ${to}`);
  }
  if (sends.length < (mine ? 1 : 2)) return undefined;
  const said = /\b(two|three|four|five|six|seven|eight|both|\d)\b/i.exec(own)?.[1]?.toLowerCase();
  if (said && (counts[said] ?? Number(said)) !== sends.length) return undefined;
  const facts = scanPrompt(`${pasted.replace(/["“”]/g, ' ')}\n${own}`);
  const tokens = [...new Set(facts.tokens.map((t) => t.key.toUpperCase()))];
  const chains = [...new Set(facts.chains)];
  if (tokens.length !== 1 || chains.length > 1) return undefined;
  const each = sends.map((s) => s.replace(' to ', ` ${tokens[0]} to `));
  const all = each.length === 1 ? each[0]! : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
  return `send ${all}${chains[0] ? ` on ${chains[0]}` : ''}`;
}
