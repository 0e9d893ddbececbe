import { chainWords, verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { correcting, reportedVerbs, reporting } from './one-request.ts';

/**
 * What a payment is for, said by the person after it (issue 16; held-out-14, chat): "shoot 0.01 eth to vitalik.eth on
 * mainnet, tip for the blog post lol", "pls send 100 usdc to 0x… on polygon, its my half of the rent", "…, for the pizza
 * last night". The one-request rule refused them: "tip" is a verb of its own, "half" an amount. Such a remark says why
 * the transfer is made and changes nothing of it; text from someone else, a condition, a time or a correction is no
 * such remark.
 */

/** Nouns that name what a payment is ("tip", "gift", "payment", "rent money"). */
const payment = '(?:tip|gift|present|donation|payment|refund|repayment|reimbursement|deposit|allowance|loan|payback|rent|dues|fee|money)s?';
/** Nouns that name a part of a shared cost, only with whose it is ("my half", "your share"): "half of it" is an amount. */
const portion = '(?:half|share|cut|part|portion|contribution)';
const whose = '(?:my|your|his|her|our|their)';
/** What it is for, in letters only: no figure, address or link. */
const rest = String.raw`(?!(?:it|that|this|them|those|these|all|the\s+rest)\b)[a-z][a-z' ]{0,50}?`;

/** Thanks said as what a payment is ("as a thank you", "as thanks", "as a token of appreciation"). */
const thanks = String.raw`(?:thank[\s-]*(?:you|u|ya|yu)|thanks|thx|ty|token\s+of\s+(?:my\s+|our\s+)?(?:appreciation|gratitude|thanks))`;

/** The payee, as the subject of what they do in return: "she's", "he'll", "they". */
// ("shes been covering my coffee all week" (held-out-36, chat): what the payee has been doing, too.)
const payee = String.raw`(?:she|he|they)(?:['’]?s|\s+is|['’]?ll|\s+will|['’]?re|\s+are|['’]?ve|\s+has|\s+have)?(?:\s+been)?`;
/** What the payee does in return: covers, pays, buys or treats, or did ("got the last round", "covered me"). */
const returned = '(?:covering|cover|covers|covered|paying|pays|paid|buying|buys|bought|treating|treats|treated|getting|gets|got|owes|owe)';

/** A remark that opens with what the payee does in return, and that verb alone. */
const returnedLead = new RegExp(String.raw`^[\s,;.!–—-]*(?:(?:since|cause|coz|cuz|because)\s+)?${payee}\s+${returned}\b`, 'i');
const theirs = new RegExp(`^${returned}$`, 'i');

const purpose = new RegExp(
  String.raw`(?:[,;.!]|\s[-–—])\s*(?:(?:it'?s|its|it\s+is|this\s+is|this'?s|that'?s|thats|that\s+is)\s+)?(?:just\s+|only\s+)?` +
    String.raw`(?:(?:(?:a|an|the|some|lil|little|small|${whose})\s+)?(?:[a-z]+\s+)?${payment}|${whose}\s+${portion})` +
    String.raw`(?:\s+(?:for|of|from|towards?|on)\s+${rest})?` +
    String.raw`|(?:[,;.!]|\s[-–—])\s*for\s+(?:the|my|our|his|her|their|your|last|that|a|an)\s+${rest}` +
    // "…, shes covering lunch next time", "…, he got the last round": what the payee does in return, a reason of the
    // person's own (a time in it is the payee's, never the payment's: "tomorrow" or "if" keep their refusal below).
    String.raw`|(?:[,;.!]|\s[-–—])\s*(?:(?:since|cause|coz|cuz|because)\s+)?${payee}\s+${returned}\s+(?:me\s+|us\s+)?${rest}` +
    // "swap 1.5 sol to usdc on solana, gotta pay my bar tab" (held-out-36, chat): a bill of the person's own that the
    // move is for, with no one named to pay (a payee's name or address there is a request of its own, refused below).
    String.raw`|(?:[,;.!]|\s[-–—])\s*(?:i\s+|(?:i['’]?ve|i\s+have)\s+)?(?:gotta|gonna|have\s+to|need\s+to|got\s+to|must|(?:it['’]?s\s+|its\s+)?(?:to|for))\s+(?:pay(?:ing)?\s+(?:off\s+)?|cover(?:ing)?\s+)${whose}\s+${rest}` +
    // "… on mainnet as a thank u for everything", "…, as a small gift": what it is, said with "as".
    String.raw`|(?:[,;.!]\s*|\s[-–—]\s*|\s+)as\s+(?:(?:a|an|my|our|some|a\s+(?:little|small|lil|tiny|big))\s+)?(?:${thanks}|${payment})(?:\s+(?:for|of|from|towards?|on)\s+${rest})?`,
  'gi',
);
/** What may close a chat line after the remark: a laugh, thanks, emoji, marks. */
const closing = String.raw`(?:\s+(?:lol|lmao|haha+|hehe|xd|thx|thanks|ty|pls|please|bro|man|fr|ngl))*(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$`;

/** Words a remark of purpose never holds: someone else's words, a correction, a condition or a time ("for his birthday" may be when). */
const foreign = new Set([
  ...reporting,
  ...reportedVerbs,
  ...correcting,
  ...'if unless when whenever once but or not dont never no after before later tomorrow tmrw tonight each every instead then until till dm dms sms email message texted someone somebody minute minutes hour hours day days week weeks month months year years daily weekly monthly hourly morning evening night noon birthday bday anniversary christmas xmas wedding payday holiday holidays weekend friday monday tuesday wednesday thursday saturday sunday'.split(
    ' ',
  ),
]);

/**
 * The prompt without a remark of purpose closing it, when there is one; else undefined. Only on one line, and only a
 * remark whose every word is the person's own reason: no verb of the lexicon but the payment's noun ("tip"), no token,
 * chain, figure, or word of `foreign`.
 */
export function withoutPurposeRemark(prompt: string): string | undefined {
  const text = prompt.trim();
  if (/[\n\r"“”]/.test(text)) return undefined;
  const end = new RegExp(`(?:${purpose.source})${closing}`, 'iu').exec(text);
  if (!end || end.index === 0) return undefined;
  const nouns = new RegExp(`^(?:${payment}|${portion})$`, 'i');
  // "he's buying the drinks next time": the payee's own verb of what they do in return is no move of the person's.
  const inReturn = returnedLead.test(end[0]);
  const ownBill =
    /^[\s,;.!–—-]*(?:i\s+|(?:i['’]?ve|i\s+have)\s+)?(?:gotta|gonna|have\s+to|need\s+to|got\s+to|must|(?:it['’]?s\s+|its\s+)?(?:to|for))\s+(?:pay|cover)/i.test(
      end[0],
    );
  // "shes been covering my coffee all week": a stretch of time past, in what the payee has done, is no time of the payment.
  const past = inReturn && /\b(?:been|covered|paid|bought|treated|got)\b/i.test(end[0]);
  const pastTime = past ? /\b(?:all|last|this\s+past)\s+(?:week|month|night|weekend|year)\b|\byesterday\b/gi : /(?!)/g;
  const said =
    end[0]
      .replace(pastTime, ' ')
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[a-z]+/g) ?? [];
  const own = (w: string) =>
    !foreign.has(w) &&
    !chainWords.has(w) &&
    !tokenWords.has(w) &&
    !['eth', 'sol', 'pol', 'usdc', 'usdt'].includes(w) &&
    (nouns.test(w) || !verbs.has(w) || (inReturn && theirs.test(w)) || (ownBill && /^(?:pay|paying|cover|covering)$/.test(w)));
  if (!said.every(own)) return undefined;
  return text.slice(0, end.index).trimEnd();
}
