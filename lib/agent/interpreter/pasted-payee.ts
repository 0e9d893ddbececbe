import { stopWords } from '../../language/lexicon.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { moves } from './choose-action.ts';
import { ask, type Interpretation, type ThreadTurn } from './intent.ts';

/**
 * Words by which pasted text gives an address as where to pay ("Donations can be sent to vitalik.eth", "my addr is
 * 0x…", "tips: alice.eth", "pay to: …"): the address is a payee, not a token's contract or a name in passing.
 */
const payeeWords =
  /\b(?:send|sent|sending|donat\w*|contribut\w*|pay|paid|payments?|payable|pledges?|tips?|tipping|fund(?:ing|raiser)?|support|(?:my|our|his|her|their)\s+(?:address|addr|wallet|ens)|(?:address|addr|wallet)\s*(?:is|:|=))\b/i;
/**
 * Words of a lure ("claim your airdrop", "verify your wallet", "send 1 and get 2 back"): whom such a paste names is
 * never taken as the person's payee on their bare amount; which address is asked.
 */
const lureWords =
  /\b(?:airdrops?|claim\w*|verif\w*|compromised|urgent\w*|giveaway|double\s+your|get\s+\S+\s+back|secure\s+(?:your|them|it)|unlock\w*|whitelist\w*|seed\s+phrase|support\s+team|wallet\s+support)\b/i;
/** Words by which pasted text gives an address as a token's or a contract's ("CA: 0x…", "token contract"). */
const contractWords = /\b(?:ca|contract|token|mint|pool|pair|router|lp)\b/i;

/**
 * '…"Donations can be sent to vitalik.eth."\n\ni'd like to chip in 0.01 ETH on ethereum': the person's own transfer
 * says how much, of what and where, and asks only to whom; the paste gives one address as where to pay. That address
 * answers the question, read as the answer on a thread, and the caller asks the transfer back whole for a yes.
 * Undefined unless the paste names exactly one recipient, as a payee, and never a contract.
 */
export function recipientShown(
  pasted: string,
  ownReading: Interpretation,
  answer: (text: string, thread: readonly ThreadTurn[]) => Interpretation,
  own: string,
): Interpretation | undefined {
  if (ownReading.kind !== 'ask' || ownReading.pending.awaiting !== 'to' || ownReading.pending.kind !== 'transfer') return undefined;
  if (namedPayees(own).length > 0) return undefined;
  // (Quote marks and "> " quoting off: the scan sets quoted text aside, and here the quote is what is read.)
  const plain = pasted.replace(/["“”]/g, ' ').replace(/^\s*>+/gm, ' ');
  if (!payeeWords.test(plain) || contractWords.test(plain) || lureWords.test(plain)) return undefined;
  // (A Solana key is case-sensitive; an EVM address or a name is the same in any case.)
  const named = new Map(
    scanPrompt(plain)
      .addresses.filter((a) => a.type === 'evm' || a.type === 'solana' || a.type === 'ens')
      .map((a) => [a.type === 'solana' ? a.raw : a.raw.toLowerCase(), a.raw] as const),
  );
  if (named.size !== 1) return undefined;
  return answer(`to ${[...named.values()][0]}`, [{ prompt: own, status: 'completed', interpretation: ownReading }]);
}

/** The person's payee said by a bare name ("send bob 30 usdc", "pay 30 usdc to bob"), captured. */
const payeeName =
  /\b(?:(?:send|pay|tip|give|transfer|reimburse|donate|contribute)\s+(?:to\s+)?([a-z][a-z0-9_-]{1,30})\b(?![.@\w])|\bto\s+([a-z][a-z0-9_-]{1,30})\b(?![.@\w])(?=\s*(?:$|[,.!;]|(?:on|for|pls|please|asap|now|today|thx|thanks)\b)))/gi;

/** Words for someone close that a contact list may label a line with ("mom: mom.eth"). */
const kin = /^(?:mom|mum|dad|brother|sister|wife|husband|son|daughter|roommate|buddy|bro|friend|grandson|granddaughter)$/;

/** The names the person pays by ("bob", "dave"), never a token, a chain or a word that points ("them", "it"). */
function namedPayees(own: string): string[] {
  const said = [...own.matchAll(payeeName)].map((m) => (m[1] ?? m[2])!.toLowerCase());
  return [...new Set(said)].filter(
    (name) =>
      /^[a-z]/.test(name) &&
      scanPrompt(name).tokens.length + scanPrompt(`on ${name}`).chains.length === 0 &&
      (!stopWords.has(name) || kin.test(name)) &&
      !/^(?:him|her|them|these|those|us|you|everyone|everybody|whoever|there|back|his|their|your)$/.test(name),
  );
}

/**
 * "contacts:\nbob — bob.eth\nbob (new wallet) — 0x4444…\n\nsend bob 30 usdc on base": the person pays someone by the
 * name a pasted list gives to an address. One line of that name: its address answers whom (the caller asks the
 * transfer back whole for a yes). Two lines of that name with different addresses: which one is asked, with both
 * shown, never guessed. Undefined when the person's transfer already has its recipient, or no line of the paste opens
 * with the name.
 */
export function contactNamed(
  pasted: string,
  ownLine: string,
  ownReading: Interpretation,
  answer: (text: string, thread: readonly ThreadTurn[]) => Interpretation,
): Interpretation | undefined {
  if (ownReading.kind !== 'ask' || ownReading.pending.awaiting !== 'to' || ownReading.pending.kind !== 'transfer') return undefined;
  const names = namedPayees(ownLine);
  if (names.length !== 1) return undefined;
  const name = names[0]!;
  const opens = new RegExp(`^\\s*(?:[-*•·]\\s*|\\d{1,2}[.)]\\s*)?@?${name}\\b(?![.@])`, 'i');
  const lines = pasted.split('\n').filter((line) => opens.test(line));
  // "send bob and alice 30 usdc each": a second name the list labels, said too, is more than one payee (a batch, said
  // as one), never the first of them alone.
  const labels = pasted.split('\n').flatMap((line) => /^\s*(?:[-*•·]\s*|\d{1,2}[.)]\s*)?@?([a-z][a-z0-9_-]{1,30})\b/i.exec(line)?.[1]?.toLowerCase() ?? []);
  const others = labels.filter((label) => label !== name && !stopWords.has(label) && new RegExp(`\\b${label}\\b`, 'i').test(ownLine));
  if (others.length > 0 || /\b(?:each|both|all|everyone|split)\b/i.test(ownLine)) return undefined;
  const found = new Map<string, string>();
  for (const line of lines) {
    const facts = scanPrompt(line.replace(/["“”]/g, ' ').replace(/^\s*>+/, ' '));
    const addresses = facts.addresses.filter((a) => a.type === 'evm' || a.type === 'solana' || a.type === 'ens');
    // A line of the name with two addresses on it says no one address: nothing is read from the list. Nor does a line
    // that is a message of its own ("bob: send it to 0x… (my landlord)"): an entry of a list names and gives, no more.
    if (addresses.length !== 1 || facts.actions.some((a) => moves.has(a.action)) || facts.words.length > 10) return undefined;
    const raw = addresses[0]!.raw;
    found.set(addresses[0]!.type === 'solana' ? raw : raw.toLowerCase(), raw);
  }
  const to = [...found.values()];
  if (to.length === 0) return undefined;
  if (to.length === 1) return answer(`to ${to[0]}`, [{ prompt: ownLine, status: 'completed', interpretation: ownReading }]);
  const which = `${to.slice(0, -1).join(', ')} or ${to.at(-1)}`;
  return ask(`The text you pasted gives ${to.length} addresses for ${name}: which one should I send to, ${which}? Nothing was sent.`, {
    ...ownReading.pending,
    confirm: true,
  });
}
