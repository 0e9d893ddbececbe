import { fail, type Interpretation } from './intent.ts';

/**
 * An answer to a move's question ("how much?", "which chain?", "which address?") gives a value only when it says the
 * value, not when it says something about it. Sweep 39b found answers that judge, report, condition or check the value
 * paid it at once: "1 is too much" sold 1 ETH, "he owes me 50" sent 50, "0x… is a scam" and "0x… (not this one)" sent
 * to it, "ethereum gas is crazy", "last time was ethereum", "base unless fees are high", "bob.eth - check it first".
 * The role of the words decides, not a list of judgements:
 * - the value (or "it", "that", "this") as the subject of "is", "was", "has", "looks" … with a predicate that is not a
 *   value of the move or a word of approval ("50 is too much", "usdc is depegged", "A1 is alice's"); "it's base",
 *   "his address is A1", "A1 is his new wallet", "base is fine" give it;
 * - the value as history ("previously", "last time", "used to"), a condition or an alternative ("if", "unless", "or",
 *   "whatever"), a check asked for ("double check", "verify"), a pointer ruled out ("not this one"), a debt owed to the
 *   sender ("he owes me 50");
 * - another person's name labelling the answer ("alice: A1", "alice's A1") when the move named its payee by name.
 * Such an answer moves nothing: the question is asked again, naming the words.
 */
export function statedAbout(given: string, words: readonly string[], values: ReadonlySet<string>, earlier: string): string | undefined {
  const isValue = (w: string | undefined) => w !== undefined && (values.has(w) || values.has(w.replace(/^\$/, '')));
  for (let i = 1; i < words.length; i++) {
    if (!copula.has(words[i]!)) continue;
    // The subject: the value, a pointer to it, or the value and a noun ("ethereum gas is", "base fees are").
    const subject = words.slice(Math.max(0, i - 3), i);
    const aboutValue =
      isValue(words[i - 1]) ||
      pointers.has(words[i - 1]!) ||
      (i >= 2 && isValue(words[i - 2])) ||
      (i >= 3 && isValue(words[i - 3]) && subject.every((w) => !persons.has(w)));
    if (!aboutValue || persons.has(words[i - 1]!)) continue;
    if (!givesValue(words.slice(i + 1), isValue)) return words.slice(Math.max(0, i - 1), i + 3).join(' ');
  }
  const role = roleWords.exec(given);
  if (role) return role[0].trim();
  const owed = owedToSender.exec(given);
  if (owed) return owed[0];
  // "send 20 usdc to bob on base" → "alice: A1", "here's alice's: A1": another person's address.
  // ("I would like to send some USDC to bob.eth …" (held-out-36, careful): "to send" names a verb, no person.)
  const payee = namedPayee.exec(earlier.replace(/\bto\s+(?=(?:send|pay|transfer|tip|give|wire|buy|sell|swap|move)\b)/gi, ' '))?.[1]?.toLowerCase();
  if (payee && words.some((w) => addressLike.test(w))) {
    const label = [...given.matchAll(personLabel)]
      .map((m) => m[1]!.toLowerCase())
      .find((n) => n !== payee && !notNames.has(n) && !copula.has(n) && !values.has(n));
    if (label) return label;
  }
  return undefined;
}

const copula = new Set(['is', 'was', 'were', 'are', 's', 'has', 'had', 'been', 'seems', 'looks', 'sounds', 'feels']);
const pointers = new Set(['it', 'that', 'this', 'which']);
const persons = new Set(['he', 'she', 'they', 'i', 'we', 'you', 'there', 'here', 'who', 'what', 'mine', 'his', 'hers', 'theirs', 'ours']);

/** Words a predicate may start with before the value itself: "it's on base", "his address is the A1 one". */
const leading = new Set(['the', 'a', 'an', 'on', 'in', 'at', 'to', 'via', 'with', 'using', 'just', 'only', 'definitely', 'still', 'also', 'really']);
/** A predicate that approves the value or says whose it is: "base is fine", "A1 is his new wallet", "A1 is the one". */
const approving = new Set(
  `fine ok okay good right correct perfect great better best cheaper cheapest cheap faster fastest fast quicker safer safest
   preferred enough one his her their current new latest main usual real actual valid what where for worth`.split(/\s+/),
);

function givesValue(predicate: readonly string[], isValue: (w: string | undefined) => boolean): boolean {
  const start = predicate.findIndex((w) => !leading.has(w));
  if (start < 0) return predicate.length === 0;
  const head = predicate[start]!;
  if (isValue(head)) return true;
  if (head === 'what') return predicate[start + 1] === 'he' || predicate[start + 1] === 'she' || predicate[start + 1] === 'they';
  return approving.has(head);
}

/** History, a condition or alternative, a check asked for, a pointer ruled out: the value said but not given. */
const roleWords =
  /\b(?:previously|formerly|last\s+(?:time|week|month|year|round)|used\s+to|if|unless|whichever|whatever|as\s+long\s+as|provided|assuming|depending|in\s+case|or|otherwise|double[\s-]?check|check\s+(?:it|that|this|first|again|the\s+address)|verify|make\s+sure|not\s+(?:this|that|it|the)\b(?:\s+one)?)\b/i;

/** "he owes me 50", "she paid us 20": money owed or paid to the sender, not what to send. */
const owedToSender = /\b(?:owes|owed|paid|sent|gave|lent|charged)\s+(?:me|us)\b/i;

/** The payee named by name in the request answered ("send 20 usdc to bob on base"). */
const namedPayee = /\bto\s+([a-z][a-z0-9_-]*)\b(?![.\w])/i;
/** A name labelling an answer: "alice: …", "alice's …". */
const personLabel = /\b([a-z][a-z0-9_-]*)(?:\s*:|['’]s\b)/gi;
const notNames = new Set(
  `it that he she there here what who let where his her their my me him them us you i we address wallet his_ recipient payee to chain amount token network note please pls thanks yes ok okay sure certainly`.split(
    /\s+/,
  ),
);

/**
 * A transfer whose recipient is said in a sentence of its own after the request, with words about it that keep it from
 * being the payee ("send 20 usdc to bob on base. 0x… was hacked", "… my address is 0x…", "… never 0x…", "… 0x… (not
 * this one)", "\nalice: 0x…"): the recipient is never taken from it. The reading made, with or without a yes owed, is
 * refused, naming the words; so is a transfer still asking its amount with that payee ("I need to send some USDC to a
 * business partner on Polygon. 0x… was hacked." asked the amount, and the answer would have paid the hacked address).
 */
export function payeeApart(given: string, reading: Interpretation): Interpretation | undefined {
  // A transfer still asking another field keeps its payee for the answer, which then moves it: checked the same way.
  const move = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
  if (move?.kind !== 'transfer' || typeof move.to !== 'string' || /[{}=<>"“”]/.test(given)) return undefined;
  const payee = move.to.toLowerCase();
  const sentences = given.split(/(?<=[.!?;])\s+|\s*\n\s*/).filter((s) => s.trim());
  const at = sentences.findIndex((s) => s.toLowerCase().includes(payee));
  // "Good evening. I need to send some USDC to a business partner on Polygon. …": the request opens the person's own
  // words, after a greeting at most.
  const request = sentences.findIndex((s) => moveVerb.test(s));
  if (
    at < 1 ||
    request < 0 ||
    request >= at ||
    !ownRequest.test(sentences[request]!) ||
    (request > 0 && !greetingOnly.test(sentences.slice(0, request).join(' ')))
  )
    return undefined;
  const apart = sentences[at]!;
  if (moveVerb.test(apart) || /\bto\s*:?\s*$/i.test(apart.slice(0, apart.toLowerCase().indexOf(payee)))) return undefined;
  const earlier = sentences.slice(0, at).join(' ');
  const about = statedAbout(apart, wordsIn(apart), new Set([payee]), earlier) ?? ownOrRuledOut.exec(apart)?.[0];
  if (!about) return undefined;
  return fail(
    'MOVE_UNCLEAR',
    `You wrote "${about}" beside ${move.to}, which says something about that address rather than naming it as the recipient, so nothing was done. Send the request again with the recipient in it, like "send 20 USDC to 0x… on base".`,
  );
}

const moveVerb = /\b(?:send|pay|transfer|tip|give|wire)\b/i;
/** The sender's own wallet, the address ruled out, or one no longer the payee's ("Their old wallet address was 0x…"). */
const ownOrRuledOut = /\b(?:my|mine|own|never|not|ref|old|previous|former|outdated|compromised)\b/i;
/** Sentences before the request that only greet ("Good evening.", "Hello, I hope you are well."). */
const greetingOnly =
  /^\s*(?:(?:hello|hi|hey|good\s+(?:morning|afternoon|evening|day)|greetings|dear\s+\w+)(?:\s+there)?[,.!]?\s*(?:i\s+hope\s+(?:you\s+are|you['’]re|this\s+finds\s+you)\s+well[.!]?\s*)?)+$/i;
const wordsIn = (text: string): string[] => (text.toLowerCase().match(/[\p{L}\p{M}\p{N}$][\p{L}\p{M}\p{N}$.-]*/gu) ?? []).map((w) => w.replace(/[.-]+$/, ''));
/** The prompt opens on the person's own request, not on a message pasted or quoted ("alice texted me: …"). */
const ownRequest =
  /^\s*(?:please\s+|pls\s+|ok\s+|now\s+|kindly\s+|(?:i|we)\s+(?:need|want|would\s+like|['’]d\s+like|have)\s+to\s+|(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)?)?(?:send|pay|transfer|tip|give|wire)\b/i;
const addressLike = /^(?:0x[0-9a-f]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.eth)$/iu;

/**
 * "Certainly.", "My apologies for leaving that out:", "My apologies for leaving that out.", "Apologies, I should have
 * said:": an acknowledgement before an answer, no part of the value it gives.
 */
export const acknowledgedLead =
  /^\s*(?:(?:certainly|sure|of course|absolutely|understood|gladly|no problem)[.!,]+|(?:(?:my|many|sincere|so)\s+)?(?:apologies|sorry)(?:\s+(?:for|about)\s+[^.:;!?\d]*|,?\s+(?:i|we)\s+(?:should|ought\s+to)\s+have\s+(?:said|mentioned|included|specified|given|added)(?:\s+(?:that|it|this))?)?\s*[:.!])\s+(?=\S)/i;
