import { ask, fail, type AnyIntent, type ThreadTurnOf } from '../../../language/reading.ts';
import { badAmountMessage, scanPrompt, type AddressMention, type Facts } from '../../../language/scan-prompt.ts';
import { tokensAt } from '../../../language/token-registry.ts';
import { spokenNumber } from '../../../language/number-words.ts';
import { unitInAnswer } from '../../../language/unit-in-answer.ts';
import { completeBatch, finishBatch, pendingOf, type BatchDraft, type BatchReading } from './complete-batch.ts';
import { maxBatchRecipients, TransferBatchIntentSchema, type TransferBatchIntent } from './intent.ts';

/** Words that give every recipient the amount said once ("2 USDC each", "5 apiece", "per address", "airdrop 10 USDC to …"). */
const eachWords = new Set(['each', 'apiece', 'per', 'airdrop', 'airdrops', 'airdropping']);
/** "to every address": each; "every week" is a recurrence, not a batch now. */
const everyOne = new Set(['address', 'addresses', 'one', 'recipient', 'recipients', 'wallet', 'wallets', 'of']);
/** Words that may mean one amount divided between the recipients: never guessed, asked. */
const splitWords = new Set([
  'split',
  'splitting',
  'between',
  'among',
  'amongst',
  'divide',
  'divided',
  'share',
  'shared',
  'evenly',
  'equally',
  'total',
  'together',
  'combined',
  'altogether',
  'overall',
]);
/** Words that say one amount is divided into equal parts ("split 60 usdc between …", "divide it evenly"). */
const equalParts = new Set(['split', 'splitting', 'divide', 'divided', 'evenly', 'equally']);
/** A batch is a request now: a condition, a time or a recurrence makes it an order (or a question), which this reader leaves alone. */
const notNow = new Set([
  'if',
  'when',
  'whenever',
  'once',
  'unless',
  'until',
  'after',
  'tomorrow',
  'tonight',
  'daily',
  'weekly',
  'monthly',
  'hourly',
  'schedule',
  'scheduled',
  'recurring',
  'later',
  'dca',
  'limit',
  'hours',
  'minutes',
  'days',
  'weeks',
  'am',
  'pm',
  'utc',
  'day',
  'week',
  'month',
  'hour',
  'minute',
  'morning',
  'evening',
  'night',
  'weekday',
  'weekdays',
  'weekend',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);
/** Words before the verb that make the prompt a question, a wish not to, or a story: never a batch to send. */
const notAnOrder = new Set(['dont', 'not', 'never', 'should', 'would', 'how', 'why', 'what', 'did', 'whats']);
const pastTense = new Set(['sent', 'paid', 'transferred', 'tipped', 'airdropped', 'gave', 'moved', 'wired']);
const retractions = new Set(['dont', 'nevermind', 'jk', 'kidding']);
const alternatives = new Set(['or', 'either', 'whichever', 'whoever']);

/**
 * "send 2 USDC each to 0x…, 0x… and 0x… on base", "pay 0x… and 0x… 5 usdc each on polygon", "airdrop 10 USDC to
 * 0x…, 0x…, 0x… on unichain", "send 5 usdc to 0x… and 3 usdc to 0x… on base": one token on one chain to several
 * recipients, each its own transfer. Also the answer to a batch's own question. `undefined` for anything else (one
 * recipient, an order, a question about a move), which the general reading takes.
 *
 * Never guesses: a missing token, amount or chain is asked; one amount for several recipients without "each" is
 * asked about (each, or split?), as is a recipient named twice; two tokens, two chains, or amounts that cannot be
 * paired with recipients are refused. At most {@link maxBatchRecipients} recipients.
 */
export function readTransferBatch(text: string, thread: readonly ThreadTurnOf<AnyIntent>[] = []): BatchReading | undefined {
  const previous = thread.at(-1)?.interpretation;
  const answering = previous?.kind === 'ask' && previous.pending.kind === 'transfer-batch';
  // Every prompt passes here: one without two addresses (nearly all) is passed on before it is scanned.
  if (!answering && !twoAddresses(text)) return undefined;
  const facts = scanPrompt(withEvenShares(text));
  if (answering && facts.actions.length === 0 && facts.addresses.length < 2) {
    return answer(facts, previous.pending as unknown as BatchDraft, previous.question, text);
  }
  // "pay this invoice: 25 USDC to A1 on base. New address: A2": an address and its replacement are one payee, never two.
  const replaced = replacedAddress.exec(text);
  if (replaced) {
    return fail(
      'MOVE_UNCLEAR',
      `You wrote "${replaced[0].trim()}" beside another address, so I could not tell which one gets paid; nothing was sent. Send the request again with only the address to pay, like "send 25 USDC to 0x… on base".`,
    );
  }
  // "to bob.eth (0x2222…)", "to 0x… aka bob.eth", "to bob.eth i.e. 0x…": one payee said twice, never a batch paying
  // each. That the name is that address is not known here (names resolve when the job runs), so neither is guessed.
  const twice = samePayee.exec(text);
  if (twice) {
    const [first, other] = [twice[1]!, (twice[2] ?? twice[3])!];
    return fail(
      'MOVE_UNCLEAR',
      `You wrote ${first} and ${other} for what reads as one recipient, and I cannot tell that they are the same wallet, so nothing was sent. Send the request again with only the one to pay, like "send 5 USDC to ${other} on base".`,
    );
  }
  // "send 20 usdc to the first address on base: 0x…, 0x…", "only the top one", "the last wallet": one of the addresses
  // listed is picked, never all of them; which one is asked back rather than counted out of the list.
  const pick = pickedOne.exec(text);
  if (pick) {
    return fail(
      'MOVE_UNCLEAR',
      `You wrote "${pick[0].trim()}" beside ${facts.addresses.length} addresses, so I read one of them as the recipient, not all; nothing was sent. Send the request again with only the address to pay, like "send 20 USDC to 0x… on base".`,
    );
  }
  const foreign = /(?=\p{L})\P{Script=Latin}/u.test(text);
  // "send 100 USDC to bob.eth and a further 100 USDC to carol.base.eth — that is 200 USDC in total, 100 each": the
  // pairs' sum said again is no amount of its own, when it is their sum (and "each" every pair's); otherwise as said.
  const total = totalSaid.exec(text);
  if (total) {
    const bare = readBatch(scanPrompt(withEvenShares(text.replace(total[0], ' '))), foreign);
    const sent = bare ? batchAmounts(bare) : [];
    if (totalAgrees(total, sent)) return bare;
  }
  return readBatch(facts, foreign);
}

/** The amounts of a batch read, or of its draft while a field is asked for (its chain, say); none for anything else. */
export function batchAmounts(reading: { kind: string; intent?: unknown; pending?: unknown }): readonly string[] {
  const move = (reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined) as
    | { kind?: string; amounts?: readonly string[]; transfers?: readonly { amount?: string }[] }
    | undefined;
  if (move?.kind !== 'transfer-batch') return [];
  return move.transfers?.map((t) => t.amount ?? '') ?? move.amounts ?? [];
}

/**
 * The text without the sum of a batch's payments said again after them ("That is 50 USDC in total, split 30 and 20"),
 * when it agrees with the payments read; as it is otherwise.
 */
export function withoutAgreedTotal(text: string, amounts: readonly string[]): string {
  const total = totalSaid.exec(text);
  return total && totalAgrees(total, amounts) ? text.replace(total[0], ' ') : text;
}

/** Whether a total said ({@link totalSaid}'s match) is the sum of the amounts sent, and its "each" every one of them. */
export function totalAgrees(total: RegExpExecArray, amounts: readonly string[]): boolean {
  const sent = amounts.map(Number);
  // (A share said in words, "split thirty and twenty", read as a number said before a unit is.)
  const figure = (said: string | undefined) => (said === undefined ? undefined : spokenNumber(said));
  const each = figure(total[2]);
  const sum = sent.reduce((a, b) => a + b, 0);
  // ", split equally between the two of them": every payment the same; ", split thirty and twenty": each one, in order.
  const even = total[3] === undefined || sent.every((v) => v === sent[0]);
  const shares = total[4] === undefined ? [] : [figure(total[4]), figure(total[5])];
  const inOrder = shares.length === 0 || (sent.length === 2 && shares.every((v, i) => v === sent[i]));
  // ("That is fifty USDC in total, split thirty and twenty.": figures said in words, read as digits.)
  return sent.length > 1 && Math.abs(sum - figure(total[1])!) < 1e-9 && (each === undefined || sent.every((v) => v === each)) && even && inOrder;
}

/**
 * The pairs' sum said again after them: "— that is 200 USDC in total, 100 each", ", so 30 usdc in total", "That comes to
 * 50 USDC altogether", "That is 20 USDC in total, split equally between the two of them", "…, split 30 and 20"
 * (held-out-37, careful).
 */
export const totalSaid =
  /\s*[—–,;-]?\s*(?:[Tt]hat is|[Tt]hat's|[Tt]hats|i\.e\.|[Ss]o|[Mm]aking|[Ww]hich makes|(?:[Tt]hat|[Tt]his|[Ww]hich|[Ii]t) comes? to)\s+(\d[\d,]*(?:\.\d+)?|[a-z]+(?:[\s-][a-z]+)?)\s*(?:\$?[A-Za-z]+\s+)?(?:in total|altogether|all together|in all|total)(?:\s*,\s*(\d[\d,]*(?:\.\d+)?)\s+each)?(?:\s*,?\s*split\s+(?:(equally|evenly)(?:\s+between\s+(?:the\s+two\s+of\s+them|them(?:\s+both)?|both(?:\s+of\s+them)?|the\s+two))?|(\d[\d,]*(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)\s+and\s+(\d[\d,]*(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)))?\s*(?=[.!]?\s*(?:$|[A-Z]))/;

/** Words that divide one amount between the recipients ("split … between", "divide … among"). */
const dividedBetween = /\b(?:split|splitting|divide|dividing|divided|share|shared)\b[^.?!\n]*\b(?:between|among|amongst)\b/i;
/** Equal shares said as numbers ("50/50", "50-50", "33/33/33") or words ("fifty fifty", "half and half", "3 ways"). */
const sharesSaid =
  /(?<![\w.$])(\d+(?:\.\d+)?(?:\s*[/-]\s*\d+(?:\.\d+)?)+)(?![\w.%$/-])|\bfifty[\s-]fifty\b|\bhalf\s+(?:and\s+)?half\b|\b(\d+|two|three|four|five)[\s-]ways?\b/gi;
const waysCount: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

/**
 * "split 100 usdc on base between alice.eth and bob.eth, 50/50" (held-out-27): equal shares said beside a division,
 * one for each recipient, are the division said evenly — never amounts of their own (paired one by one, "50/50" was
 * two more amounts, and the batch refused). Shares that differ ("60/40") or count another number of recipients are
 * left as said, to be refused.
 */
export function withEvenShares(text: string): string {
  if (!dividedBetween.test(text)) return text;
  const recipients = () => scanPrompt(text).addresses.length;
  return text.replace(sharesSaid, (said: string, numbers: string | undefined, ways: string | undefined) => {
    const shares = numbers ? numbers.split(/\s*[/-]\s*/).map(Number) : undefined;
    const count = shares?.length ?? (ways ? (waysCount[ways.toLowerCase()] ?? Number(ways)) : 2);
    if (shares?.some((share) => share !== shares[0])) return said;
    return count === recipients() ? 'evenly' : said;
  });
}

/** "the first address", "only the top one", "just the last wallet", "to one of …": one of a list picked. */
const pickedOne =
  /\b(?:to|pay|for|send)\s+(?:only\s+|just\s+)?(?:any\s+)?one of\b|\b(?:(?:only|just)\s+(?:the\s+)?|the\s+)(?:very\s+)?(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|top|bottom|latter|former|middle|final)(?:\s+(?:two|three|2|3))?(?:\s*(?:one|ones|address(?:es)?|addrs?|wallets?|recipients?|entry|entries|line|of (?:them|these|those|the (?:addresses|wallets|list)))\b|(?=\s*[:,]|\s+(?:on|to|gets?|should|only|please|pls)\b))/i;

const payeeSaid = String.raw`0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:eth|sol)`;
/**
 * One payee said twice: a name or address with the other in brackets after it, or joined by words that say they are one
 * ("aka", "i.e.", "also known as", "which is", "=", "/", "at").
 */
const samePayee = new RegExp(
  String.raw`(?<![\w.])(${payeeSaid})(?![\w-])\s*(?:[([]\s*(?:(?:aka|a\.k\.a\.?|i\.?e\.?|ie|=|address|addr|wallet)\s*[:,]?\s*)?(${payeeSaid})\s*[)\]]|,?\s*(?:aka|a\.k\.a\.?|a\/k\/a|i\.e\.?|ie|also known as|(?:better )?known as|alias|which is|that'?s|that is|whose address is|=|\/|@|at(?= 0x| [1-9A-HJ-NP-Za-km-z]{32}))\s*,?\s*(${payeeSaid})(?![\w-]))`,
  'i',
);

/** A label saying an address replaces, or was replaced by, another: "New address:", "old wallet", "updated address". */
const replacedAddress = /\b(?:new|old|updated|previous|former|changed)\s+(?:address|wallet|addr)\b/i;

/** An address, or a name (alice.eth, carol.base.eth) as the prompt scan reads one. */
const addressLike = /\b0x[0-9a-fA-F]{40}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b|(?<![\w.@-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.eth(?![\w-]|\.[a-z0-9])/gi;
/** A name said aloud ("bob dot eth", "carol dot base dot eath"), which the scan writes as a name. */
const spokenName = /\bdot\s+\w/i;
function twoAddresses(text: string): boolean {
  if (spokenName.test(text)) return true;
  let count = 0;
  for (const _match of text.matchAll(addressLike)) if (++count >= 2) return true;
  return false;
}

function readBatch(facts: Facts, foreign = false): BatchReading | undefined {
  const recipients = facts.addresses;
  // A name (alice.eth, carol.base.eth) is a recipient like an address: it is resolved, and shown, when the job runs.
  if (recipients.length < 2 || recipients.some((a) => a.type !== 'evm' && a.type !== 'solana' && a.type !== 'ens')) return undefined;
  const named =
    facts.actions.find((a) => a.action === 'transfer')?.index ??
    facts.words.findIndex((w) => w.startsWith('airdrop') || w === 'distribute' || w === 'divide' || w === 'split');
  const verb = named >= 0 ? named : pairedWithoutVerb(facts);
  if (verb < 0 || facts.actions.some((a) => a.action !== 'transfer')) return undefined;
  const words = facts.words;
  if (words.slice(0, verb).some((w) => notAnOrder.has(w)) || pastTense.has(words[verb]!) || words.some((w) => notNow.has(w))) return undefined;
  if (words.some((w, i) => w === 'every' && !everyOne.has(words[i + 1] ?? ''))) return undefined;
  if (retractions.has(words.at(-1) ?? '') || facts.unsupportedChain) return undefined;
  // A registry token's address is the token sent ("transfer 10 usdc (0x8335…) to …"), or a recipient the general reading refuses.
  if (recipients.some((a) => tokensAt(a.raw).length > 0)) return undefined;
  // "from 0x… to 0x…": one of them is where the money comes from, not a second recipient.
  if (recipients.some((a) => facts.words[a.index - 1] === 'from')) return undefined;
  // "to 0x… or 0x…, whichever": one recipient of two, which is never chosen here.
  if (words.some((w) => alternatives.has(w))) return undefined;
  if (recipients.length > maxBatchRecipients) {
    return fail(
      'BATCH_TOO_LARGE',
      `That names ${recipients.length} recipients; one batch sends to at most ${maxBatchRecipients}. Send them in prompts of up to ${maxBatchRecipients} addresses. Nothing was sent.`,
    );
  }
  if (facts.badAmount) return fail('BAD_AMOUNT', badAmountMessage(facts.badAmount));
  if (facts.chains.length > 1) return fail('MANY_CHAINS', `That names several chains (${facts.chains.join(', ')}); a batch sends on one. Nothing was sent.`);
  const solana = recipients.filter((a) => a.type === 'solana');
  if (solana.length > 0 && solana.length < recipients.length) {
    return fail(
      'ONE_ACTION',
      'That mixes Solana and EVM addresses; a batch sends on one chain. Send the Solana and the EVM transfers as prompts of their own. Nothing was sent.',
    );
  }
  const keys = [...new Set(facts.tokens.map((t) => t.key))];
  if (keys.length > 1) {
    return fail(
      'ONE_ACTION',
      `That sends ${keys.join(' and ')}; a batch sends one token to every recipient. Send each token as a prompt of its own. Nothing was sent.`,
    );
  }
  const chain = facts.chains[0] ?? (solana.length > 0 ? 'solana' : undefined);
  const draft: BatchDraft = {
    kind: 'transfer-batch',
    ...(chain ? { chain } : {}),
    ...(keys[0] ? { token: keys[0] } : {}),
    recipients: recipients.map((a) => a.raw),
  };
  const amounts = exactAmounts(facts);
  const shared = sharedAmount(words, amounts, recipients.length);
  if (shared)
    return 'ask' in shared
      ? ask(shared.ask, pendingOf({ ...draft, awaiting: 'amount' }))
      : completeBatch({ ...draft, amounts: recipients.map(() => shared.each) });
  const pairs = pairedAmounts(amounts, recipients) ?? pairedByClause(words, amounts, recipients);
  if (pairs) return completeBatch({ ...draft, amounts: pairs });
  if (facts.amounts.some((a) => a.amount.kind !== 'exact')) {
    // "$5 each", "half my usdc to …": the token first if it is missing, then how much of it.
    if (!draft.token) return completeBatch(draft);
    return ask(
      `How much ${draft.token} should each address get? A batch takes exact token amounts, like "2 ${draft.token} each".`,
      pendingOf({ ...draft, awaiting: 'amount' }),
    );
  }
  if (amounts.length === 0) return completeBatch(draft);
  if (amounts.length > 1) {
    return fail(
      'ONE_ACTION',
      `I could not tell which amount goes to which address. Write each pair, like "send 5 USDC to 0x… and 3 USDC to 0x… on base", or one amount with "each". Nothing was sent.`,
    );
  }
  const each = words.some((w, i) => eachWords.has(w) || (w === 'every' && everyOne.has(words[i + 1] ?? '')));
  const value = amounts[0]!.value;
  // One amount for recipients not simply listed ("to 0x2… not 0x1…", "to bob.eth cc alice.eth", "bob.eth gets 10
  // and alice.eth the rest"): who gets what is not said, and a yes to "each" would pay someone the person ruled out.
  if (!plainList(words, recipients) || words.some((w) => remainderWords.has(w))) {
    return fail(
      'MOVE_UNCLEAR',
      `I read ${recipients.length} addresses but could not tell who should get what. Say each payment, like "send 5 USDC to 0x… and 3 USDC to 0x… on base", or one amount "each" for a list. Nothing was sent.`,
    );
  }
  // "… insgesamt", "… kul milake", "…, aadha aadha, …", "… всего": a word no reader placed, beside one amount for
  // several recipients, may say it is the total or a share of it; asked like "in total", never read as each.
  const unplaced = words.some((w, i) => !placed(facts, i) && !batchFillers.has(w)) || foreign;
  if (!each && (unplaced || words.some((w) => splitWords.has(w)))) {
    const said = draft.token ? `${value} ${draft.token}` : value;
    return ask(
      `Should each address get ${said}, or should ${said} be split between the ${recipients.length} of them? Say how much each one gets, like "${said} each".`,
      pendingOf({ ...draft, awaiting: 'amount' }),
    );
  }
  return completeBatch({ ...draft, amounts: recipients.map(() => value) }, each ? undefined : value);
}

/** Whether a word is a part the scan read: the verb, an amount or its token, a token, the chain or a recipient. */
const placed = (facts: Facts, i: number): boolean =>
  facts.actions.some((a) => a.index === i) ||
  facts.amounts.some((a) => a.index === i || a.tokenIndex === i) ||
  facts.tokens.some((t) => t.index === i) ||
  facts.chainIndexes.has(i) ||
  facts.addresses.some((a) => a.index === i);

/** Words for what is left over: a share no batch of one amount carries. */
const remainderWords = new Set(['rest', 'remainder', 'remaining', 'leftover', 'leftovers', 'else']);
/** Joins of a plain list of recipients ("0x…, 0x… and 0x…", "alice.eth & bob.eth"). */
const listJoins = new Set(['and', 'n', '&', 'plus', 'also', 'to', 'as', 'well']);
/** Words a batch of one amount is said with that say nothing of how it is shared. */
const batchFillers = new Set([...listJoins, 'on', 'in', 'of', 'the', 'please', 'pls', 'chain', 'network', 'my', 'usd', 'dollars', '$']);
/** Whether the recipients are one list: nothing but joins between each and the next. */
function plainList(words: readonly string[], recipients: readonly AddressMention[]): boolean {
  return recipients.every((a, i) => i === 0 || words.slice(recipients[i - 1]!.index + 1, a.index).every((w) => listJoins.has(w)));
}

/**
 * "10 usdc to 0x… and 20 usdc to 0x… on base", "1 usdc each to alice.eth and bob.eth on base": a list of payments
 * with no verb, read as sends only when it is nothing else: it opens with the first amount, nothing else is asked, and
 * either each recipient follows "to" right after its own amount, or one amount "each" goes "to" recipients listed one
 * after another. 0 (where the verb would be) when it is one, else -1.
 */
function pairedWithoutVerb(facts: Facts): number {
  if (facts.actions.length > 0 || facts.amounts.some((a) => a.amount.kind !== 'exact')) return -1;
  const { words, addresses } = facts;
  const amounts = exactAmounts(facts);
  if ((amounts[0]?.index ?? -1) !== 0) return -1;
  if (pairedAmounts(amounts, addresses)) return addresses.every((a) => words[a.index - 1] === 'to') ? 0 : -1;
  const first = addresses[0]!;
  const listed = addresses.every((a, i) => i === 0 || words.slice(addresses[i - 1]!.index + 1, a.index).every((w) => w === 'and' || w === 'n'));
  const each = words.slice(0, first.index).some((w) => w === 'each' || w === 'apiece');
  return amounts.length === 1 && each && words[first.index - 1] === 'to' && listed ? 0 : -1;
}

/** The exact amounts of the prompt in order, with "2 each" (a number the scan leaves as no amount). */
function exactAmounts(facts: Facts): { value: string; index: number }[] {
  const found = facts.amounts.filter((a) => a.amount.kind === 'exact').map((a) => ({ value: a.amount.value as string, index: a.index }));
  facts.words.forEach((word, index) => {
    if (/^\d*\.?\d+$/.test(word) && ['each', 'apiece'].includes(facts.words[index + 1] ?? '') && Number(word) > 0)
      found.push({ value: word.startsWith('.') ? `0${word}` : word, index });
  });
  return found.sort((a, b) => a.index - b.index);
}

/** Decimal amounts as 18-decimal integers, so sums and splits are exact (never floating point). */
const scale = 10n ** 18n;
const units = (value: string): bigint => {
  const [int = '0', frac = ''] = value.split('.');
  return BigInt(int) * scale + BigInt(frac.padEnd(18, '0').slice(0, 18) || '0');
};
const asText = (u: bigint): string => `${u / scale}${u % scale === 0n ? '' : `.${(u % scale).toString().padStart(18, '0').replace(/0+$/, '')}`}`;

/**
 * One amount said as a whole to divide ("split 60 usdc between alice.eth and carol.base.eth"): equal parts, or the
 * part said with it ("…, 30 each") when the two agree; asked when they do not, or when the whole does not divide
 * exactly. Paired one by one, "60 … 30 each" once sent 60 to the first and 30 to the second. `undefined` when no
 * amount is divided.
 */
function sharedAmount(
  words: readonly string[],
  amounts: readonly { value: string; index: number }[],
  count: number,
): { each: string } | { ask: string } | undefined {
  const isEach = (a: { index: number }) => words.slice(a.index + 1, a.index + 3).some((w) => eachWords.has(w));
  // "send 30 usdc to A and B (15 each)": an amount and a part said "each" beside it are a whole and its part too.
  const divided = words.some((w) => equalParts.has(w)) || (amounts.length === 2 && amounts.filter(isEach).length === 1);
  if (!divided || amounts.length === 0 || amounts.length > 2) return undefined;
  const whole = amounts.find((a) => !isEach(a));
  const part = amounts.find(isEach);
  if (!whole || (amounts.length === 2 && !part)) return undefined;
  const total = units(whole.value);
  if (part) {
    if (units(part.value) * BigInt(count) === total) return { each: part.value };
    return { ask: `${whole.value} split between ${count} is not ${part.value} each. How much should each address get?` };
  }
  if (total % BigInt(count) !== 0n || (asText(total / BigInt(count)).split('.')[1]?.length ?? 0) > 6) {
    return { ask: `${whole.value} does not split evenly between ${count}. How much should each address get?` };
  }
  return { each: asText(total / BigInt(count)) };
}

/** One amount per recipient, written next to it ("5 usdc to A and 3 usdc to B", "A 5 usdc, B 3 usdc"), or undefined. */
function pairedAmounts(amounts: readonly { value: string; index: number }[], recipients: readonly AddressMention[]): string[] | undefined {
  if (amounts.length !== recipients.length) return undefined;
  const at = (i: number) => amounts[i]!.index;
  const to = (i: number) => recipients[i]!.index;
  const n = amounts.length;
  const before = amounts.every((_a, i) => at(i) < to(i) && (i === n - 1 || to(i) < at(i + 1)));
  const after = amounts.every((_a, i) => to(i) < at(i) && (i === n - 1 || at(i) < to(i + 1)));
  return before || after ? amounts.map((a) => a.value) : undefined;
}

/**
 * One amount per recipient in clauses joined by "and", each pair in its own order: "10 USDC to alice.eth and 10 USDC
 * also to bob.eth, and to carol.base.eth 5 USDC". Only when every clause naming either names exactly one of each.
 */
function pairedByClause(
  words: readonly string[],
  amounts: readonly { value: string; index: number }[],
  recipients: readonly AddressMention[],
): string[] | undefined {
  if (amounts.length !== recipients.length || amounts.length < 2) return undefined;
  const clauseOf = (index: number) => words.slice(0, index).filter((w) => w === 'and').length;
  const paired = recipients.map((r) => {
    const clause = clauseOf(r.index);
    const here = amounts.filter((a) => clauseOf(a.index) === clause);
    const others = recipients.filter((o) => clauseOf(o.index) === clause);
    // "… to 0x1… and 0x2… on base = 20 usdc": an amount after its recipient and the chain is no part of that payment
    // ("0x2… gets 5" is); it is a total or a remark (it paid the stated total of 20 to the second address).
    const beside = here.length === 1 && (here[0]!.index < r.index || !words.slice(r.index + 1, here[0]!.index).includes('on'));
    return beside && others.length === 1 ? here[0]!.value : undefined;
  });
  return paired.every((v) => v !== undefined) ? (paired as string[]) : undefined;
}

/** The answer to a batch's question: a yes or no, the chain, the token, or how much each address gets. */
function answer(facts: Facts, draft: BatchDraft, question: string, text: string): BatchReading {
  if (facts.no && !facts.yes) return fail('CANCELLED', 'Cancelled; nothing was sent.');
  const again = (why: string): BatchReading =>
    ask<TransferBatchIntent>(`${why} ${question.replace(/^(?:I did not catch that\.|.*?nothing was sent\.) /, '')}`, pendingOf(draft));
  if (draft.awaiting === 'confirm') {
    // "30 total", "split it", "10 each", to "each would get 30 USDC. Send 90 USDC in all?": the 30 is the whole.
    const whole = wholeSaid(facts, draft, question, text);
    if (whole) return whole;
    // "yes 5 each" is no yes to the batch asked about: "5 each" is an amount the scan leaves to this reader.
    const bare = facts.tokens.length + facts.amounts.length + facts.chains.length + facts.addresses.length + exactAmounts(facts).length === 0;
    if (facts.yes && bare) {
      const { awaiting: _awaiting, ...known } = draft;
      // A whole batch asked back for a yes (a misheard name, careful prose) is kept as the intent it was, not as a draft.
      if ('transfers' in known) {
        const parsed = TransferBatchIntentSchema.safeParse(known);
        return parsed.success
          ? { kind: 'intent', intent: parsed.data }
          : fail('INTERPRETER_ERROR', 'I could not read back the batch asked about. Nothing was sent.');
      }
      return finishBatch(known);
    }
    // "15 and 5", "10", "20 usdc on ethereum" to "20 USDC each?": a change said at the yes is no yes, nor asked again on the old batch.
    const restated = exactAmounts(facts).every((a) => draft.amounts?.every((b) => b === a.value));
    if (facts.chains.length + facts.addresses.length > 0 || !restated || (!facts.yes && facts.tokens.length > 0)) {
      return fail(
        'MOVE_UNCLEAR',
        'Your reply changes the batch asked about, so nothing was sent. Send the request again in full as it should be, like "send 10 USDC each to 0x… and 0x… on base".',
      );
    }
    return again('Please answer yes or no; nothing was sent.');
  }
  if (facts.badAmount) return fail('BAD_AMOUNT', badAmountMessage(facts.badAmount));
  // "send 10 each to A1 and A2 on base" → "which token?" → "usd of eth": the amounts may be dollars; never guessed.
  if (draft.awaiting === 'token' && unitInAnswer(facts)) return fail('BAD_AMOUNT', badAmountMessage('a unit away from its amount'));
  if (facts.chains.length > 1) return again('That names several chains; nothing was sent.');
  const { awaiting: _awaiting, ...known } = draft;
  let next: BatchDraft = known;
  if (facts.chains[0]) next = { ...next, chain: facts.chains[0] };
  const amounts = exactAmounts(facts);
  const token = facts.tokens[0]?.key;
  if (token && draft.token && token !== draft.token.toUpperCase() && facts.chains.length === 0) {
    return again(`${token} is not ${draft.token.toUpperCase()}, the token of this batch; nothing was sent.`);
  }
  if (token && !draft.token) next = { ...next, token };
  if (amounts.length > 0 || facts.amounts.length > 0) {
    if (facts.amounts.some((a) => a.amount.kind !== 'exact') || amounts.length !== 1)
      return again('A batch takes one exact amount for each address, like "2 each"; nothing was sent.');
    const eachOrWhole = eachOrWholeAnswer(facts, draft, question, text, amounts[0]!.value);
    if (eachOrWhole) return eachOrWhole;
    next = { ...next, amounts: draft.recipients.map(() => amounts[0]!.value) };
  }
  if (next === known || (next.chain === draft.chain && next.token === draft.token && next.amounts === draft.amounts)) {
    return again('I did not catch that.');
  }
  return completeBatch(next, undefined, next.amounts ? wholeNotMade(question, next.amounts) : undefined);
}

/** Words of an answer that make the amount said once the whole, to divide ("30 total", "split it", "together"). */
const wholeWords =
  /\b(?:split|splitting|divide|divided|share|shared|evenly|equally|total|together|combined|altogether|overall|sum|in all|for all|all (?:of them|two|three|four|five|\d+)|for (?:the|both) (?:two|three|four|five|\d+|of them)|\d+ ways|between (?:them|the two|both|us)|for both|not each)\b|\//;
/** "a third each" for three, "half each" for two: the part of the whole each one gets. */
const partWords: Record<string, number> = { half: 2, third: 3, quarter: 4, fourth: 4, fifth: 5 };

/**
 * The answer to "You wrote 30 USDC once for 3 addresses: each would get 30 USDC. Send 90 USDC in all?" that says the 30
 * is the whole ("30 total", "divide it", "together", "10 each", "a third each"): the batch of its equal parts, asked back
 * for a yes (never the 90, nor the parts sent on the answer alone). Asked how much each gets when the whole does not divide
 * evenly, or when the number said is another one. `undefined` for any other answer.
 */
function wholeSaid(facts: Facts, draft: BatchDraft, question: string, said: string): BatchReading | undefined {
  const once = /You wrote (\d+(?:\.\d+)?) (\S+) once for (\d+) addresses/.exec(question);
  if (!once || !draft.amounts) return undefined;
  const whole = once[1]!;
  const count = draft.recipients.length;
  const text = said.toLowerCase();
  const each = facts.words.some((w) => eachWords.has(w));
  const numbers = exactAmounts(facts).map((a) => a.value);
  const part = facts.words.map((w) => partWords[w.replace(/s$/, '')]).find((n) => n !== undefined);
  const parts = each
    ? (numbers.length === 1 && units(numbers[0]!) * BigInt(count) === units(whole)) || (numbers.length === 0 && part === count)
    : wholeWords.test(text) && numbers.every((n) => n === whole || n === String(count));
  if (!parts) return undefined;
  const total = units(whole);
  const { awaiting: _awaiting, ...known } = draft;
  if (total % BigInt(count) !== 0n || (asText(total / BigInt(count)).split('.')[1]?.length ?? 0) > 6) {
    return ask(
      `${whole} does not split evenly between ${count}. How much should each address get?`,
      pendingOf({ ...known, amounts: undefined, awaiting: 'amount' }),
    );
  }
  const split = asText(total / BigInt(count));
  return completeBatch({ ...known, amounts: draft.recipients.map(() => split) }, undefined, `I read ${whole} as the whole, ${split} for each address.`);
}

/**
 * "split 10 usdc between three" → "5 each": the whole asked to be divided was said first, and parts that do not make
 * it (15 in all) are confirmed, never sent as said last alone.
 */
function wholeNotMade(question: string, amounts: readonly string[]): string | undefined {
  const said = /^(\d+(?:\.\d+)?) (?:does not split evenly|split) between \d+/.exec(question);
  if (!said) return undefined;
  const total = amounts.reduce((sum, a) => sum + units(a), 0n);
  if (total === units(said[1]!)) return undefined;
  return `You first said ${said[1]} in all; ${amounts[0]} each to ${amounts.length} addresses is ${asText(total)}.`;
}

/** An answer that points at one of the addresses: "20 to the first", "25 to the new one", "20 usdc to one of them". */
const oneOfThem =
  /\b(?:the\s+(?:first|second|third|last|new|old|other|latest|current|right)(?:\s+(?:one|address|wallet))?|one\s+of\s+(?:them|those|these|the\s+\w+)|only\s+one|just\s+one|either)\b/i;

/**
 * The amount answering a batch's question for a batch that may pay one address ("send 20 usdc to the first address:
 * A1, A2", "… one of bob.eth, alice.eth", an invoice's "New address:"): an answer pointing at one of them pays no batch;
 * to "Should each address get 20 USDC, or should 20 USDC be split…?", an amount without "each" is split when it says
 * the whole ("20 total"), and asked again when it says neither ("20"), never paid to each (sweep 39b).
 */
function eachOrWholeAnswer(facts: Facts, draft: BatchDraft, question: string, text: string, value: string): BatchReading | undefined {
  const lower = text.toLowerCase();
  if (oneOfThem.test(lower)) {
    return fail(
      'MOVE_UNCLEAR',
      `Your answer "${text.trim()}" points at one of the ${draft.recipients.length} addresses, and this batch would pay each of them; nothing was sent. To pay one address, send the request again with only that address, like "send ${value} ${draft.token ?? 'USDC'} to 0x… on base".`,
    );
  }
  if (!/^Should each address get/.test(question) || facts.words.some((w) => eachWords.has(w))) return undefined;
  const { awaiting: _awaiting, ...known } = draft;
  const count = BigInt(draft.recipients.length);
  if (!wholeWords.test(lower)) {
    return ask<TransferBatchIntent>(
      `I could not tell whether ${value} is what each address gets or the whole; nothing was sent. Say "${value} each" or "${value} in all".`,
      pendingOf(draft),
    );
  }
  const total = units(value);
  if (total % count !== 0n || (asText(total / count).split('.')[1]?.length ?? 0) > 6) {
    return ask(
      `${value} does not split evenly between ${count}. How much should each address get?`,
      pendingOf({ ...known, amounts: undefined, awaiting: 'amount' }),
    );
  }
  const split = asText(total / count);
  return completeBatch({ ...known, amounts: draft.recipients.map(() => split) }, undefined, `I read ${value} as the whole, ${split} for each address.`);
}
