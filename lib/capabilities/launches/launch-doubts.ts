/**
 * What a launch prompt says beside its fields that the launch cannot carry out as written. A launch is for real, now,
 * and cannot be undone; its creator fees all go to one wallet, for good. So a share of the fees, a recipient taken
 * back, a time limit, a test or a draft, a second token, a vesting not read: each is refused with what to write
 * instead, never launched as if it were not said.
 */

import { courtesyPhrase } from '../../language/courtesy-if.ts';

/** "half the fees", "10% of fees", "some fees", "a cut of the fees", "fees split between me and bob.eth". */
const feeShare =
  /(?:\b(?:half|some|part|portion|share|cut|split|fraction|most|majority|rest|remainder|bit)\b|\b\d+(?:[.,]\d+)?\s*(?:%|percent\b|pct\b))[^.;\n]{0,24}?\bfees?\b|\bfees?\b[^.;\n]{0,12}?\b(?:split|shared|divided)\b/i;
/** "not fees to bob.eth", "no fees to bob.eth". */
const feesNegated = /\b(?:not|no|never|without)\s+(?:the\s+|any\s+)?(?:creator\s+|trading\s+)?fees?\s+(?:to|for|go|going)\b/i;
/** "…, fees to bob.eth no wait to me", "(not really, keep them)": a word that takes back what was just said. */
const takenBack = /\b(?:no\s+wait|wait|scratch\s+that|i\s+mean|sorry|not\s+really|never\s*mind|on\s+second\s+thought|keep\s+(?:them|it|the\s+fees)|instead)\b/i;
/** "for 30 days", "after a month", "until i say otherwise", "tomorrow", "at 9am", "when eth hits 5000". */
const timing =
  /\b(?:for|over|during)\s+(?:the\s+)?(?:first\s+|next\s+)?(?:\d+|a|an|one|two|three|six|twelve)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\b|\b(?:after|until|till|til|starting)\s+(?:a|an|\d+|next|i|we|the|tomorrow|today|tonight|now|then|it|that|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bfrom\s+(?:now|tomorrow|today|tonight|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:tomorrow|tonight|later|soon|eventually)\b|\bnext\s+(?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bat\s+\d{1,2}(?::\d\d)?\s*(?:am|pm|utc|gmt)?\b|\bin\s+(?:\d+|a|an)\s+(?:min(?:ute)?s?|hours?|hrs?|days?|weeks?)\b|\b(?:when|whenever|once|if|every|daily|weekly)\b/i;
/** "dry run", "test only", "trial run", "preview", "just testing", "a test token", "(draft)". */
const notForReal =
  /\b(?:dry[\s-]*run|test(?:s|ing)?|trial|preview|(?:just|only|as)\s+a\s+draft|draft\s+(?:only|mode|launch)|practice|sandbox|demo|mock|fake|pretend|simulat\w*|rehearsal|hypothetical(?:ly)?)\b/i;
/** "and another called …", "and Dog Coin (DOG)", "with symbol DOG", "launch 3 tokens", "or MOON". */
const secondToken =
  /\b(?:another|second|both|symbol|ticker)\b|\b(?:called|named)\s+(?!after\b)\S|\((?:\s*\$?[A-Z][A-Z0-9]{1,11}\s*)\)|\b(?:\d+|two|three|four|five|several|multiple|many|some|few)\s+(?:meme\s*)?(?:tokens|coins|memecoins)\b|\bor\s+\$?[A-Za-z][\w]*/;
/** A vesting or lock word: it is read whole ("30 day vesting") or not at all. */
const vestWord = /\bvest\w*|\block(?:ed|s|ing|up)?\b|\bcliff\b/i;

export interface LaunchDoubtInput {
  /** The prompt with its quoted text and description masked, before the fee recipient is taken out. */
  readonly said: string;
  /** What is left once every field (recipient, links, name, ticker) is taken out. */
  readonly rest: string;
  /** The name read, as written. */
  readonly name?: string;
  /** Whether a vesting was read from the prompt. */
  readonly vestingRead: boolean;
}

/** The message of a refusal for what the launch cannot carry out, or undefined when nothing is in doubt. */
export function launchDoubt({ said, rest, name, vestingRead }: LaunchDoubtInput): string | undefined {
  const tail = 'Nothing was launched.';
  if (feeShare.test(said))
    return `A launch sends all of its creator fees to one wallet, for good: it cannot split them or give a share. Say "send the creator fees to bob.eth" to give them all, or leave the fee recipient out to keep them. ${tail}`;
  if (feesNegated.test(said) || takenBack.test(rest))
    return `I can't tell who should earn the creator fees: the message takes back what it says. A launch cannot be undone, so send it again saying only the launch and, if someone else should earn the fees, "send the creator fees to <wallet>". ${tail}`;
  if (/\b(?:as|a)\s+(?:a\s+)?(?:test|draft)\b|\(\s*(?:draft|test\w*|wip|preview|tbd)\s*\)/i.test(said) || notForReal.test(rest))
    return `That reads as a test or a draft, but a launch here is real and cannot be undone. Send the launch without the test words when you mean to launch it for real. ${tail}`;
  const vestingUnread = !vestingRead && vestWord.test(rest);
  if (vestingUnread)
    return `I could not read the vesting: say it in days, weeks or months, like "with 30 day vesting". A launch cannot be redone with another vesting later. ${tail}`;
  // ("…, if I may", "if it is not too much trouble": a courtesy, no condition the launch waits for.)
  const untimed = rest.replace(courtesyPhrase, ' ');
  if (timing.test(vestingRead ? untimed.replace(/\b(?:for|over|during)\s+\d+\s+\w+/gi, ' ') : untimed))
    return `A launch runs now, once, and its fee recipient is for good: it cannot be scheduled, made conditional or limited in time. Send the launch when you want it done, without the timing. ${tail}`;
  if (
    (name !== undefined && secondToken.test(rest)) ||
    (name !== undefined && /\s(?:or|and|&)\s/i.test(name) && /\b(?:with|symbol|ticker|another)\b/i.test(name)) ||
    (name !== undefined && /\s+or\s+/i.test(name))
  )
    return `That names more than one token, or a choice between names or tickers. A prompt launches one token: send each launch as its own prompt, with one name and one ticker (quote a name that holds "or"). ${tail}`;
  return undefined;
}
