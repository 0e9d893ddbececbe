import { units } from '../../language/number-words.ts';
import { withEvenShares } from '../../capabilities/transfers/batch/read-transfer-batch.ts';
import { answerWords } from './answer-words.ts';
import { acknowledgedLead, payeeApart } from './answer-statement.ts';
import { upToSale } from './up-to-sale.ts';
import { boundedAmount } from './bounded-amount.ts';
import { bracketAmount } from './bracket-amount.ts';
import { withoutChatAsides } from './chat-asides.ts';
import { focusRequest } from './focus-request.ts';
import { answerApologyOff, followUp } from './follow-up.ts';
import { jsonAnswer, priceFieldAnswer, scheduleFieldsAnswer, timeFieldAnswer } from './json-answer.ts';
import { fieldCallAnswer } from './structured-answer-call.ts';
import { recipientAskedAgain } from './recipient-reask.ts';
import { ask, fail, movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { guard } from './guards.ts';
import { withoutCourtesy } from '../../language/courtesy-if.ts';
import { withoutSettleRemark } from './settle-remarks.ts';
import { nonNativeForms } from './non-native-forms.ts';
import { thrownAtToken } from './throw-at.ts';
import { withoutMoreOf } from './more-amount.ts';
import { goAheadAfterQuote } from './quote-go-ahead.ts';
import { neededBuy } from './need-then-buy.ts';
import { wantedBuy } from './wanted-worth.ts';
import { unnamedWorth } from './worth-unnamed.ts';
import { withoutWrapRemarks } from './wrap-remarks.ts';
import { withoutUnwantedHolding } from './unwanted-holding.ts';
import { readRequest } from './read-request.ts';
import { launchedAnswer } from './launched-swap.ts';
import { askWhole, owedYes } from './owed-yes.ts';
import { launchFromNotes, lureBeside, otherChainNamed } from './made-at-once.ts';
import { oneRequest } from './one-request.ts';
import { moveAfterPaste } from './pasted-thread.ts';
import { plainRequest } from './plain-request.ts';
import { basenameOnBase, foreignAmountAsked } from './foreign-amount.ts';
import { oneRunOfPastedOrder, pastedAdopted, pastedOwnMove, pastedPointedMove, pastedRequest, pastedWhole } from './pasted-request.ts';
import { pastedFieldPayment } from './pasted-field-pointer.ts';
import { pastedEarlier } from './pasted-earlier.ts';
import { pastedAnswered } from './pasted-answered.ts';
import { badAmountMessage, scanPrompt, spokenNames, type Facts } from '../../language/scan-prompt.ts';
import { logRecord, stampedChatLine, withoutLogPrefix } from './structured-log-line.ts';
import { withoutBotName } from './structured-bot-lines.ts';
import { unreadMeaning } from './unread-meaning.ts';
import { doubtHeld, heldReading, whatNeeded } from './held-move.ts';
import { directionRefused } from './money-direction.ts';
import { shareAfterMove } from './share-after-move.ts';
import { correctionOf, spokenCorrection } from './spoken-correction.ts';
import { contextRequest, undecidedAmount } from './context-prose.ts';
import { secondAmount } from './second-amount.ts';
import { withoutSaidRemark } from './said-remarks.ts';
import { fedUpSale } from './fed-up-remarks.ts';
import { readAfterTurn, readBeforeStep, readBesideStory } from './story-remarks.ts';
import { withoutPurposeRemark } from './purpose-remarks.ts';
import { threadHoldingQuestion, threadTokenBought, threadTokenMove } from './thread-token.ts';
import { howToAsked } from './how-asked.ts';
import { spacedPriceOrder } from './spaced-price.ts';
import { spokenPriceOrder } from './spoken-price.ts';
import { fieldSaidAfter } from './field-after.ts';
import { carefulForms, rephrasedRequest, withoutTimedForeword } from './careful-forms.ts';
import { honouredLimits } from './honoured-limits.ts';
import { purposeLeftOut, remarkedMove } from './own-remarks.ts';
import { remarkTicker } from './remark-tickers.ts';
import { capabilityInAnswer } from './answer-capability.ts';
import { cashOutRefused } from './lacked-capability.ts';
import { estimateAsked } from './estimate-question.ts';
import { headedOrder, restatedStop, withOrderHeadColon } from './order-head.ts';
import { chainRuledOut } from './ruled-out-chain.ts';
import { cancelListed, cancelPointed } from './cancel-pointed.ts';
import { answerRestated, answerShortRestated, confirmRestated } from './confirm-restated.ts';
import { amountUnsaid, recipientUnknown } from './recipient-unknown.ts';
import { fieldsLine, structuredPrompt } from './structured-prompt.ts';
import { baseUnitsUnsaid, inWholeUnits, withoutDecimalsField } from './structured-base-units.ts';
import { withoutCodeComment } from './structured-comment.ts';
import { placeholderAnswer } from './placeholder-answer.ts';
import { verbedYesAnswer } from './confirm-verbed.ts';
import { paidAnswer } from './paid-answer.ts';
import { amountToFollow } from './amount-to-follow.ts';
import { greeted, prefaced, withoutOpeningGreetings } from './greeting.ts';
import { scheduleLabelled } from './schedule-label.ts';
import { roughAmountAsked } from './rough-amount.ts';
import { boundAmountAsked } from './bound-amount.ts';
import { shareOfOther } from './share-of-what.ts';
import { payeeThrough } from './payee-through.ts';
import { onceOrder, periodRestated } from './run-remarks.ts';
import { withoutRestatedBrackets } from './restated-parenthetical.ts';
import { pronounPayee } from './pronoun-payee.ts';
import { doubtedPaste } from './doubted-paste.ts';
import { milAmount } from './mil-amount.ts';
import { spokenSent } from './spoken-sent.ts';
import { tickerRespelled } from './ticker-respelled.ts';
import { unitLeftover } from './unit-leftover.ts';
import { orderBeside, sentenceBeside } from './order-beside.ts';
import { priceKept } from './price-kept.ts';
import { unplacedBeside } from './unplaced-beside.ts';
import { listedPayments } from './listed-payments.ts';
import { withoutUnitRestated } from './unit-restated.ts';
import { besideRoles } from './beside-roles.ts';
import { amountBetweenTokens } from './amount-between-tokens.ts';
import { capabilityReaders } from '../../capabilities/index.ts';
import { rememberRecent } from '../../language/recent-texts.ts';
import { sameMoveAgain } from './same-move-again.ts';
import type { ReadingContext } from '../../capabilities/capability.ts';

/**
 * What a prompt asks for, read against the earlier turns of its thread
 * (oldest first): an intent, one question (with what is known so far), or
 * a clear failure. Pure and deterministic; it never guesses a chain, token,
 * amount or recipient, and a prompt moves money only when it is that one
 * request alone (`one-request.ts`). `now` places times ("tomorrow at 9:00
 * UTC", "in 2 hours") for automations; pass the job's clock.
 */
export function interpretPrompt(whole: string, said: readonly ThreadTurn[] = [], now: Date = new Date()): Interpretation {
  // "I would like to schedule a purchase rather than buy now. On Thursday …, please use 200 USDC …": the announcement
  // of the timed order said next is none of its words (careful-forms.ts).
  // ("spend 0.01 ETH (one hundredth of an ETH, nothing more) on PEPE": the amount said again in brackets, taken out.)
  // ("My apologies, I should have said: Unichain." after a read: the apology and courtesy around the answer, left out.)
  const given = withoutTimedForeword(
    withoutRestatedBrackets(said.length > 0 && said.at(-1)?.interpretation?.kind === 'intent' ? answerApologyOff(whole) : whole),
  );
  const reading = interpretGiven(given, said, now);
  // "…. Please use exactly 250 USDC, no more and no less.": sentences that only restate the move or say why, left out.
  const roled = besideRoles(given, said, reading, (text) => interpretGiven(text, said, now));
  // "Please send the 30 USDC on Polygon.", answering "which chain?" of a transfer to 0x4444…: the move said again with
  // its answer, short of the address the first turn gave.
  const final = amountBetweenTokens(given, payeeSaid(given, said, answerShortRestated(given, said, roled ?? reading) ?? roled ?? reading));
  // "carol.base.eth covered my coffee … send her 7 usdc on base": the one name said, asked back as the recipient.
  const pointed = said.length === 0 ? pronounPayee(given, final) : undefined;
  // The same move the last turn made, sent again in full: asked back for a yes, never made twice on its own.
  const out = pointed ?? sameMoveAgain(given, said, final) ?? final;
  // "is this a scam?\n\nsend 1 ETH to 0x…", "don't do anything\n\n<paste>": whatever reader took the move, a doubt of
  // the text or a wish that nothing be done, anywhere in the prompt, holds it (never made, never offered for a yes).
  return doubtHeld(given, out, said) ?? out;
}

/**
 * A payee no reader may make up: the recipient of a move made now or asked for a yes is written in the prompt or in an
 * earlier turn of its thread (as an address or a name, or spoken: "alice dot eth"). Held-out-26 found a clause cut at
 * the dot of "alice.eth" ("to my sister, whose address is alice.eth") that left "sister.eth" as the payee, asked for a
 * yes; a payee not found as said is refused, whatever reader made it.
 */
function payeeSaid(given: string, said: readonly ThreadTurn[], reading: Interpretation): Interpretation {
  const move = movingIntentOf(reading) as { to?: unknown; transfers?: { to?: unknown }[] } | undefined;
  const payees = [move?.to, ...(move?.transfers ?? []).map((t) => t.to)].filter((to): to is string => typeof to === 'string' && to !== '');
  if (payees.length === 0) return reading;
  const texts = [given, ...said.map((turn) => turn.prompt)];
  const heard = texts
    .flatMap((text) => [text, spokenForms(text)])
    .join('\n')
    .toLowerCase();
  const unspaced = heard.replace(/\s+/g, '');
  // "alice dot eath": a name spoken with its ending misheard is asked back for a yes as the name it must be.
  const spoken = (to: string) => reading.kind === 'ask' && heard.includes(`${to.toLowerCase().split('.')[0]} dot `);
  const unsaid = payees.find((to) => !heard.includes(to.toLowerCase()) && !unspaced.includes(to.toLowerCase()) && !spoken(to));
  if (unsaid === undefined) return reading;
  return fail(
    'INVALID_RECIPIENT',
    `I read "${unsaid}" as the recipient, but your message does not say it, so nothing was done. Send the request with the recipient's address or name written out.`,
  );
}

function interpretGiven(given: string, said: readonly ThreadTurn[], now: Date): Interpretation {
  // "gm ☕" → "how much link do i have": the greeting answered, and the request after it read as said first.
  const thread = withoutOpeningGreetings(said);
  const greeting = greeted(given, thread);
  if (greeting) return greeting;
  // "It is 86.40 USDC." answering "How much USDC should I send?": the amount said as a sentence is the answer ("is"
  // before a number otherwise makes it a price, and the question was asked again).
  const last = thread.at(-1)?.interpretation;
  if (last?.kind === 'ask' && last.pending.awaiting === 'amount' && amountStated.test(given))
    return interpretPrompt(
      given.replace(amountStated, (_s, lead: string) => (/[—–-]/.test(lead) ? '. ' : lead)),
      said,
      now,
    );
  // "Forty US dollars' worth of SOL, please. I do mean forty dollars, not forty SOL.", answering how much to spend: the
  // dollar amount, its unit said again (no second amount).
  const unitSaid = last?.kind === 'ask' && last.pending.awaiting === 'amount' ? withoutUnitRestated(given) : undefined;
  if (unitSaid) return interpretPrompt(unitSaid, said, now);
  // "3千 usdc", "when it drops to 2千", "1.5kk degen": a number with a multiplier no reader knows is never read as its
  // bare digits (3, $2), wherever it stands (an amount, a price, an answer).
  const scaled = /(?<![\w.])(\d[\d.,]*)(\s*[千万萬百亿億兆]|kk\b)/i.exec(given);
  if (scaled) return fail('BAD_AMOUNT', badAmountMessage(`${scaled[1]}${scaled[2]!.trim()}`));
  // "need exactly 2 mil bonk, pay w usdc, solana": a thousand or a million, asked with both readings for the price to settle.
  const mil = /\dmil\b|\d\s+mil\b/i.test(given) ? milAmount(given, (text) => interpretPrompt(text, said, now)) : undefined;
  if (mil) return mil;
  // "pay bob.eth his hourly rate of 20 usdc on base": what the sum is, never an order paying every hour.
  const labelled = scheduleLabelled(given, (text) => interpretPrompt(text, said, now));
  if (labelled) return labelled;
  // "sell up to half my eth on base": a limit on the sale, never "to" the token bought.
  const bounded = upToSale(given, (text) => interpretPrompt(text, said, now));
  if (bounded) return bounded;
  // "send over 10 usdc to bob.eth on base", "buy at least 100 usdc of eth": a bound on the amount, never that amount.
  const ranged = boundedAmount(given, (text) => interpretPrompt(text, said, now));
  if (ranged) return ranged;
  // "bridge it to polygon", "100 long", answering a move's question: a capability the service lacks refuses the move.
  const lacking = capabilityInAnswer(given, thread);
  if (lacking) return lacking;
  // "the ticker is o t t r no wait just otter O T T E R": the launch with the ticker said last, owing a yes.
  const respelled = tickerSaid.test(given) ? tickerRespelled(spokenForms(given), (text) => interpretPrompt(text, said, now)) : undefined;
  if (respelled) return respelled;
  // "sent five usdc two bob dot eth on polygon": a transcript's "sent" opening a transfer, read as "send" and asked back.
  const sent = /^\W*(?:\w+[\s,]+){0,3}sent\b/i.test(given) ? spokenSent(given, (text) => interpretPrompt(text, said, now)) : undefined;
  if (sent) return sent;
  // "…, so please do not buy anything until I confirm the amount": a move whose amount comes next, asked for it.
  const toFollow = amountToFollow(given, (text) => interpretPrompt(text, said, now));
  if (toFollow) return toFollow;
  // 'this email says "…send 1 eth to 0x…" is that real or is it a scam': the doubt answered, the quoted move never made.
  const doubted = doubtedPaste(given, spokenForms, (text) => interpretPrompt(text, [], now));
  if (doubted) return doubted;
  const reading = interpretWhole(given, thread, now);
  // "I'd like to check something on Polygon, if that's all right.": a request announced, asked for as a greeting is.
  const preface = prefaced(given, reading, thread);
  if (preface) return preface;
  // "Send 30 USDC to 0x… on Base. It is 50 USDC.": a second amount beside the move's own is asked about, never dropped
  // (a spoken correction, "…, no wait, make it 2", says which one it is).
  const answered = thread.at(-1)?.interpretation?.kind === 'ask' || spokenCorrection(spokenForms(given)) !== undefined;
  const amounted = answered ? reading : (secondAmount(given, reading) ?? reading);
  // "send ~10 usdc …", "around 10" answering "how much?": the exact amount asked for, never the rough one moved.
  // "send more than 10 usdc …", "everything over 10 usdc": a bound or a floor said, never its figure moved as the amount;
  // "my half of dinner", "half the rent": a share of something else, never that share of the balance; "bob.eth's new
  // address", "the wallet bob.eth uses": someone reached through a name, never that name paid.
  const checked =
    boundAmountAsked(given, amounted) ??
    shareOfOther(given, thread, amounted) ??
    payeeThrough(given, amounted) ??
    roughAmountAsked(given, amounted) ??
    amounted;
  // "… on base. Cancel.", "what's the fee to swap …", "… biweekly", "… sl 2500", "… on base testnet": words that change
  // what a move made now means, which no reader took, ask the move back or stop it. Read without what every reader
  // leaves out first: an agent's framing, a courtesy said as a condition ("if it is not too much trouble"), a voice's
  // fillers and joined words ("un wrap"), and a bot's log prefix with the reading it already made ("grid#3 level 4
  // crossed -> market sell …"), and a bot's name with the rule it runs ("notify-bot: executing rule 'rent' -> send …").
  const own = withoutLogPrefix(withoutBotName(spokenForms(withoutAgentFraming(given))));
  // "request 10 usdc from 0x…", "approve max usdc to 0x…", "swap … to 0x…": no payment or trade of the caller's.
  // "…, I'll confirm", "cancel all my orders (dry run)", "send … idk" → "base": a hold stops every move, orders included.
  // ("I want launch my own coin in Base, how I do?": the question of what the request lacks, answered by asking for it,
  // holds nothing back.)
  const heldGiven = checked.kind === 'ask' && checked.pending.awaiting !== 'confirm' ? given.replace(whatNeeded, '') : given;
  const unread = heldReading(heldGiven, checked, thread) ?? directionRefused(own, checked) ?? unreadMeaning(own, checked);
  // "…sell three (3) of my UNI … Only 3 UNI, please; the rest should remain as they are." (held-out-38, careful): words
  // no reader of the move took, in sentences of their own beside it, are the person's remarks when they only agree with
  // the move (own-remarks.ts): the move is then asked back whole for a yes, naming them, rather than refused.
  const remarkedInstead =
    unread?.kind === 'fail' && unread.code === 'MOVE_UNCLEAR' && thread.length === 0 && checked.kind === 'intent' && movingIntentOf(checked)
      ? remarkedMove(withoutAgentFraming(given), (text) => interpretWhole(text, [], now))
      : undefined;
  const refused = (remarkedInstead?.kind === 'ask' && remarkedInstead.pending.awaiting === 'confirm' ? remarkedInstead : undefined) ?? unread ?? checked;
  // "dump 3000 degen for usdc on base im so done w this coin": why the coin is sold, the sale asked back whole for a yes.
  const read = (refused.kind === 'fail' ? fedUpSale(given, (text) => interpretPrompt(text, said, now)) : undefined) ?? refused;
  // "nicht base", "A1 nahi", "base, morgen", "probably A1": an answer with words that take back or change its value.
  const words = answerWords(given, thread, read);
  if (words) return words;
  // "send 10 usdc to bob.eth" → "base, only if gas is cheap": the answer read with the move, as one prompt.
  const merged = read === checked ? mergedRead(given, thread, read, now) : undefined;
  if (merged) return merged;
  // "buy 100 degen" → "send half to bob.eth": half of the 100, or of everything held? Never guessed.
  const final = shareAfterMove(given, thread, read) ?? read;
  // `2026-12-01 09:00 alice: send …`: someone's stamped chat line is never the caller's move, made or set at its stamp.
  const chat = final.kind === 'intent' && movingIntentOf(final) !== undefined ? stampedChatLine(given) : undefined;
  if (chat)
    return fail(
      'ONE_REQUEST',
      `Your message is a chat line by "${chat.speaker}", stamped ${chat.stamp}: their words are not your request, and the stamp is when they were written, not when to act. Send the request in your own words if you mean it. Nothing was done.`,
    );
  const cashed = cashOutRefused(given, movingIntentOf(final) as Record<string, unknown> | undefined);
  if (cashed) return cashed;
  // "send 10 to 0x… on base. thx, brett": a ticker said as a name or a remark is never the token moved.
  const ticked = remarkTicker(given, thread, final, (text) => interpretPrompt(text, said, now)) ?? final;
  // "I need weth on base. swap 200 USDC into WETH on polygon": never made at once beside another chain named.
  // '"ape 100 usdc into degen …"\n\nshould i?' → "ok do it, 100 usdc into degen on base": asked back whole for a yes.
  const result =
    otherChainNamed(given, ticked) ?? launchFromNotes(given, ticked) ?? moveAfterPaste(given, thread, ticked) ?? lureBeside(given, ticked) ?? ticked;
  // "every friday buy 15 USDC of ETH on base, toda semana sem parar": a refused order's own schedule said again after it.
  const settled = (result.kind === 'fail' ? periodRestated(given, (text) => interpretPrompt(text, said, now)) : undefined) ?? result;
  // "send 10 eth (usd) to …", "buy cbbtc on base, 10": an amount's unit is never guessed.
  // "send 20 usdc to bob on base. 0x… was hacked": an address said apart with words about it is never the payee.
  // "…, correction: alice", "…on base i mean the other chain", "sell five eth er 0.5": words beside the move that no
  // reader placed, and that may change it, never leave it made or asked for a yes as read.
  const united =
    payeeApart(given, settled) ??
    bracketAmount(given, settled) ??
    unitLeftover(given, thread, settled) ??
    unplacedBeside(given, thread, settled, (text) => interpretPrompt(text, said, now), spokenForms) ??
    settled;
  // "sell 1 eth on base at 4000 idk", "move 100 usdc into eth on base at 2500": a price said is never dropped from a move.
  // "… if ETH falls to $2,600. I'd prefer this to happen on Friday.": an order never set beside a sentence that times or doubts it.
  return priceKept(given, thread, united) ?? orderBeside(given, united) ?? sentenceBeside(own, united) ?? united;
}

/**
 * "send 10 usdc to bob.eth" → "base, only if gas is cheap", "sell 1 eth" → "base at 3500", "sell eth on base at 9" →
 * "1": a move completed by an answer passes the same net as the move said in one prompt. The first turn and the
 * answer are read as one prompt, and so are the first turn and the bare value the answer gave ("… on base"): when the
 * bare one makes the move and the whole one is refused for a condition, a time or a price (or read as an order that
 * waits), that refusal stands.
 */
function mergedRead(given: string, thread: readonly ThreadTurn[], reading: Interpretation, now: Date): Interpretation | undefined {
  const last = thread.at(-1)?.interpretation;
  const field = last?.kind === 'ask' ? last.pending.awaiting : undefined;
  const moving = movingIntentOf(reading) as Record<string, unknown> | undefined;
  if (!field || !moving || reading.kind === 'fail') return undefined;
  const value = bareValue(moving, field);
  if (!value) return undefined;
  const said: string[] = [];
  for (let i = thread.length - 1; i >= 0 && thread[i]!.interpretation?.kind === 'ask'; i--) said.unshift(thread[i]!.prompt);
  const [lead, bare] = value;
  const answer = given.trim();
  const wholeText = `${said.join(' ')} ${answer.toLowerCase().startsWith(bare.toLowerCase()) ? lead : ''}${answer}`;
  const plainText = `${said.join(' ')} ${lead}${bare}`;
  const plain = interpretPrompt(plainText, [], now);
  if (plain.kind !== 'intent' || plain.intent.kind !== moving.kind) return undefined;
  const whole = interpretPrompt(wholeText, [], now);
  // "sell 1 eth" → "base at 3500": said whole it is a limit order, no sale now; the answer changed the request.
  if (whole.kind === 'intent' && whole.intent.kind !== moving.kind && movingIntentOf(whole))
    return fail(
      'ONE_REQUEST',
      `Your answer "${answer}" says more than the ${field === 'to' ? 'recipient' : field === 'chain' || field === 'amount' ? field : 'token'} I asked for: with it the request reads as another one (an order that waits, not a move now), so nothing was done. Send the whole request again in one message.`,
    );
  return whole.kind === 'fail' && waitingCodes.has(whole.code) ? whole : undefined;
}

/** Refusals of a move that waits on something: a condition, a time, a price. */
const waitingCodes = new Set(['CONDITIONAL_MOVE', 'AUTOMATION_UNSUPPORTED', 'AUTOMATION_INCOMPLETE']);

/** The value an answer gave for the field asked, as it is said after a move ("on base", "to bob.eth", "$50"), with its lead word. */
function bareValue(move: Record<string, unknown>, field: string): [string, string] | undefined {
  const value = move[field];
  if (field === 'chain' && typeof value === 'string') return ['on ', value];
  if (field === 'to' && typeof value === 'string') return ['to ', value];
  if (field === 'tokenOut' && typeof value === 'string') return ['to ', value];
  if ((field === 'token' || field === 'tokenIn') && typeof value === 'string') return ['', value];
  const amount = value as { kind?: string; value?: string } | undefined;
  if (field === 'amount' && amount?.value && (amount.kind === 'exact' || amount.kind === 'usd'))
    return ['', amount.kind === 'usd' ? `$${amount.value}` : amount.value];
  return undefined;
}

/** "It is 86.40 USDC", "the amount is $20", "that comes to 15", "sorry total is 480 USDC": an amount said as what something is. */
const amountStated =
  /(^|[.!?]\s+|,\s*|\s[—–-]\s*)(?:(?:sorry|oops|apologies|my bad|ah|oh|ok(?:ay)?)[\s,!.]+)?(?:it|that|this|(?:the\s+|my\s+|your\s+|their\s+)?(?:(?:exact|final|full|correct|right|total)\s+)?(?:amount|total|sum|figure|bill|cost))\s+(?:is|was|will\s+be|should\s+be|would\s+be|comes\s+to|came\s+to)\s+(?=\$?\d)/i;

/** A launch's ticker named: the one test made of every prompt before a ticker spelled again is looked for. */
const tickerSaid = /\b(?:ticker|symbol)\b/i;

/** The interpretation of a prompt before a second amount beside its move is looked for. */
function interpretWhole(given: string, thread: readonly ThreadTurn[], now: Date): Interpretation {
  const reading = interpretOnce(given, thread, now);
  // The prompt without its framing, and the move its own remarks leave (own-remarks.ts): each worked out once, only
  // when a fallback below needs it.
  const framed = memo(() => withoutAgentFraming(given));
  const remarked = memo(() => remarkedMove(framed(), (text) => interpretWhole(text, [], now)));
  // "…on base no wait make it point two five": the request as the speaker corrected it.
  const corrected = correctionOf(spokenForms(given));
  const recast = corrected === undefined ? undefined : interpretOnce(corrected.text, thread, now);
  // A price corrected ("below one fifty I mean one dollar fifty") is only read into an order that waits for that price.
  if (recast && recast.kind !== 'fail' && (!corrected?.price || pricedOrder(recast))) return correctedAsked(recast);
  // An answer on the thread with words around it ("Apologies for omitting that. Please use 200 USDC for the purchase."):
  // the answer read as if alone, the move it completes asked back whole for a yes.
  if (thread.at(-1)?.interpretation?.kind === 'ask') {
    const resized = orderResized(given, thread, now);
    if (resized) return resized;
    // "… Any creator fees should go to my own wallet.", answering a launch's question: they go to it in any case.
    if ((thread.at(-1)!.interpretation as { pending?: { kind?: string } }).pending?.kind === 'launch') {
      const rest = given.replace(feesToMe, ' ').trim().replace(/,$/, '');
      if (rest !== given.trim() && !(reading.kind === 'intent' && reading.intent.kind === 'launch')) {
        const launch = interpretWhole(rest, thread, now);
        if (launch.kind !== 'fail' && movingIntentOf(launch)?.kind === 'launch') return launch;
      }
    }
    // "Certainly. When SOL reaches 200 dollars, please sell 2 SOL for USDC.": the answer after its acknowledgement.
    // "My apologies for leaving that out: 35 USDC, on Base, please.": the answer after its apology.
    // ("My apologies for not saying so at first. Forty US dollars' worth of SOL, please.": read whole, a read of the SOL
    // held; after its apology, the amount asked for.)
    const acknowledged = acknowledgedLead.exec(given);
    if (acknowledged && (reading.kind !== 'intent' || !movingIntentOf(reading))) {
      const answer = interpretWhole(given.slice(acknowledged[0].length), thread, now);
      // An apology said as a sentence of its own, before a move read whole: asked back whole for a yes ("Apologies for
      // the lack of detail. On Ethereum, please spend 30 USDC on PEPE.").
      const apart = /\b(?:apologies|sorry)\b[^:]*[.!]\s*$/i.test(acknowledged[0]) && answer.kind === 'intent' && movingIntentOf(answer);
      if (apart) return askWhole(answer.intent, 'I read your answer after its apology.');
      if (answer.kind !== 'fail' && (reading.kind !== 'intent' || movingIntentOf(answer))) return answer;
    }
    // "idk his address, you figure it out", to "which address should I send … to?": asked again, never guessed.
    const unknownRecipient = recipientUnknown(given, thread) ?? (reading.kind === 'fail' ? amountUnsaid(given, thread) : undefined);
    if (unknownRecipient) return unknownRecipient;
    // "eh whatever, do it. half a sol into bonk": a go-ahead beside the very move asked about, said again.
    const restated = reading.kind === 'fail' ? confirmRestated(given, thread, (text) => interpretOnce(text, [], now)) : undefined;
    if (restated) return restated;
    const again = reading.kind === 'fail' ? answerRestated(given, thread, (text) => interpretOnce(text, [], now)) : undefined;
    if (again) return again;
    const answered = reading.kind === 'fail' && proseCodes.has(reading.code) ? contextRequest(given, (text) => interpretOnce(text, thread, now)) : undefined;
    if (answered && movingIntentOf(answered)) return answered;
    // 'friend asked "did you set it?"\n\nshow me my open orders', to a question: the person's own read under a paste is
    // answered; nothing in an answer is read as a move this way.
    const pastedRead =
      reading.kind === 'fail'
        ? pastedRequest(
            given,
            (text) => interpretOnce(text, [], now),
            (text, turns) => interpretOnce(text, turns, now),
          )
        : undefined;
    if (pastedRead?.kind === 'intent' && !movingIntentOf(pastedRead)) return pastedRead;
    // "Let's do it this way: please spend 2 SOL on WIF. That is my limit, …", to a question: a whole move said again with
    // the person's own remarks (own-remarks.ts), asked back whole for a yes as it would be on a thread of its own.
    if (reading.kind === 'fail' && proseCodes.has(reading.code)) {
      const own = remarked();
      if (own?.kind === 'ask' && own.pending.awaiting === 'confirm') return own;
    }
    // "…you owe alice.eth $18.40\n  you owe bob.eth $22.10\n\npay both" → "in USDC on base": the answer read under the paste.
    const kept = pastedAnswered(given, thread, reading, (text) => interpretWhole(text, [], now));
    if (kept) return kept;
    // "mike is in my contacts.json" to "Which address …?": no address, asked again rather than failed.
    return recipientAskedAgain(given, reading, thread) ?? reading;
  }
  // "I'd like to launch a token on Base. Before I do, what information would you need from me?": the request's own
  // question for what it lacks answers that; a request lacking nothing is not made this way.
  const needs = whatNeeded.exec(given);
  if (needs && reading.kind === 'fail') {
    const asked = interpretWhole(given.slice(0, needs.index), thread, now);
    if (asked.kind === 'ask' && asked.pending.awaiting !== 'confirm') return asked;
  }
  // "roughly how much SOL would 1,000 USDC buy on Solana?": an estimate asked, answered with the prices it comes from.
  if (reading.kind !== 'intent' || !movingIntentOf(reading)) {
    const estimate = estimateAsked(framed());
    if (estimate) return estimate;
  }
  // "put a stop loss on my sol at one twenty sell five sol": an order's price said aloud in hundreds, asked back.
  const priced = spokenPriceOrder(spokenForms(given), reading, (text) => interpretWhole(text, thread, now));
  if (priced) return priced;
  // "If ETH falls under 2 500 dollar, sell …": a price with a space in it, $2.5 or $2500, asked with both orders.
  const spacedOrder = spacedPriceOrder(given, reading, (text) => interpretWhole(text, thread, now));
  if (spacedOrder) return spacedOrder;
  // "whats eth at rn" → "ok cool grab 0.1 of it on base, pay in usdc": the thread's token named by pronoun.
  // "how much eth do I have on ethereum" → "is that enough to send two of them …? just asking": that balance, checked.
  const holding =
    thread.length > 0 && (reading.kind !== 'intent' || movingIntentOf(reading))
      ? threadHoldingQuestion(given, thread, (text) => interpretWhole(text, [], now))
      : undefined;
  if (holding) return holding;
  const pointed = thread.length > 0 ? threadTokenMove(given, thread, (text) => interpretWhole(text, [], now)) : undefined;
  if (pointed) return pointed;
  // "…can you check i have enough usdc on base for this?" → "great, pay it then": the paste of the turn before, pointed at.
  const earlier = thread.length > 0 ? pastedEarlier(given, thread, reading, (text) => interpretWhole(text, [], now)) : undefined;
  if (earlier) return earlier;
  // "…roughly how much USDC would I receive? Please do not execute yet." → "Please go ahead with exactly 0.3 ETH.".
  const quoted = reading.kind === 'fail' && thread.length > 0 ? goAheadAfterQuote(given, thread, (text) => interpretWhole(text, [], now)) : undefined;
  if (quoted) return quoted;
  // "where's eth at rn" → "ok set a buy at 2800 for 150 usdc on base": the token bought is the one just priced.
  const boughtNamed = thread.length > 0 ? threadTokenBought(given, reading, thread, (text) => interpretWhole(text, [], now)) : undefined;
  if (boughtNamed) return boughtNamed;
  const alone = (text: string) => interpretOnce(text, [], now);
  // "what is this token? 0x… on base. my friend tell me to buy it but I not know what is it": the read, its story left out.
  if (reading.kind === 'fail' || (reading.kind === 'intent' && (reading.notes?.length || reading.intent.kind === 'trending'))) {
    const told =
      readBesideStory(given, (text) => interpretWhole(text, thread, now)) ??
      readBeforeStep(given, (text) => interpretWhole(text, thread, now)) ??
      readAfterTurn(spokenForms(given), (text) => interpretWhole(text, thread, now));
    if (told) return told;
  }
  // "On Unichain specifically (not Ethereum mainnet), please buy UNI …": a chain named only to rule it out.
  if (reading.kind === 'fail' && (reading.code === 'NEGATED' || reading.code === 'MANY_CHAINS')) {
    const placed = chainRuledOut(framed(), (text) => interpretWhole(text, thread, now), reading.code === 'MANY_CHAINS');
    if (placed) return placed;
    // "…swap 0.1 ETH for UNI. I'm aware that UNI also exists on Ethereum, but I specifically want it on Unichain.": the
    // other chain named in a remark beside the move (own-remarks.ts), the move asked back whole.
    if (reading.code === 'MANY_CHAINS') {
      const own = remarked();
      if (own) return own;
    }
  }
  // "…what token is this one? i not want to buy, only to know": a remark that says again what the request is, its "not"
  // no negation of it; the request read without it.
  if (reading.kind !== 'intent') {
    const said = withoutSaidRemark(given, (text) => interpretWhole(text, thread, now));
    if (said) return said;
  }
  // "shoot 0.01 eth to vitalik.eth on mainnet, tip for the blog post lol": what a payment is for, said after it, is no
  // second request; the transfer is read without it (a read or another move never is).
  if (reading.kind === 'fail' && proseCodes.has(reading.code)) {
    const paid = paidFor(given, (text) => interpretWhole(text, thread, now));
    if (paid) return paid;
    // "quiero comprar DEGEN, how I can do it?": the request, asked back for a yes.
    const how = howToAsked(framed(), (text) => interpretWhole(text, thread, now));
    if (how) return how;
  }
  // "I'm settling two small invoices, both on Base and both in USDC:\n1. 120 USDC to bob.eth\n2. …\nPlease send them …":
  // payments listed one to a line under their lead, asked back whole as the batch they are.
  if (reading.kind === 'fail' && proseCodes.has(reading.code)) {
    const listed = listedPayments(given, alone);
    if (listed) return listed;
  }
  // Text pasted above the person's own line: their read answered, or the move they point at asked back whole.
  // A line made only of a bot's fields that its reader refused stays refused: its quoted values are no paste to read
  // a move from (a cron line's buy, its schedule dropped, was once asked back as a plain buy).
  if ((reading.kind === 'fail' && !fieldsLine(given)) || reading.kind === 'ask') {
    // "…Pay to: 0x55…\n\nPlease pay … to the address listed under "Pay to".": the one field named, the rest data.
    const pointed = reading.kind === 'fail' ? pastedFieldPayment(given, alone) : undefined;
    if (pointed) return pointed;
    const pasted = pastedRequest(
      given,
      alone,
      (text, turns) => interpretOnce(text, turns, now),
      (text) => interpretWhole(text, [], now),
    );
    if (pasted) return oneRunOfPastedOrder(given, pasted) ?? pasted;
  }
  // "TODO (base): convert 0.02 weth back to usdc\n\n^ do the todo": a move read whole from a paste the person only
  // points at is asked back whole for a yes, never made on the first reply.
  const adopted = pastedWhole(given, reading);
  if (adopted) return oneRunOfPastedOrder(given, adopted) ?? adopted;
  // A read answered beside a move left undone, the read taken from a statement of background ("I am moving part of my
  // savings into crypto."): the move is the request, asked back whole for a yes.
  if (reading.kind === 'intent' && reading.notes?.length && !movingIntentOf(reading)) {
    // "…\n\nnah not my whole bag but swap 1 eth to usdc on base": the person's own move under a paste, asked back whole.
    const beside = reading.notes.some((note) => note.startsWith('I did not act on the')) ? pastedOwnMove(given, alone) : undefined;
    if (beside) return beside;
    // '…"get exactly 1 UNI, pay in ETH, on unichain" — that's what I want too': the pasted move taken for their own.
    const taken = reading.notes.some((note) => note.startsWith('I did not act on the'))
      ? pastedAdopted(
          given,
          alone,
          (text, turns) => interpretOnce(text, turns, now),
          (text) => interpretWhole(text, [], now),
        )
      : undefined;
    if (taken) return oneRunOfPastedOrder(given, taken) ?? taken;
    // "this is from my trading journal:\n  \"rotate some ETH into cbBTC on base\"\nlet's do it": a read found only in the
    // paste's label ("my trading …") is no request of the person's; the move their own line points at is read from the
    // paste as data and asked back whole.
    const pointedAt = reading.notes.some((note) => note.startsWith('I did not act on the'))
      ? pastedPointedMove(
          given,
          alone,
          (text, turns) => interpretOnce(text, turns, now),
          (text) => interpretWhole(text, [], now),
        )
      : undefined;
    if (pointedAt) return oneRunOfPastedOrder(given, pointedAt) ?? pointedAt;
    const moved = contextRequest(framed(), (text) => interpretOnce(text, thread, now));
    if (moved && movingIntentOf(moved)) return moved;
    const own = remarked();
    if (own) return own;
  }
  // "I want to wrap 3 POL, how to say, make them to WPOL": the request said again in other words is that one request,
  // asked back whole for a yes (what the other words meant is read, not known).
  const rephrased = reading.kind === 'fail' ? rephrasedRequest(given) : undefined;
  if (rephrased) {
    const once = interpretOnce(rephrased, thread, now);
    const moving = movingIntentOf(once);
    if (once.kind === 'intent' && moving) return askWhole(once.intent, 'I read your message as this one request, said twice.');
    if (once.kind === 'ask' && moving) return ask(once.question, { ...once.pending, confirm: true });
  }
  // "…how much USDC I hold on Base. Please don't move anything", "…so the exact amount matters; please don't round it":
  // a limit the service keeps by how it works, said beside the request, is left out where it holds for that request.
  const readWithNotes = reading.kind === 'intent' && reading.notes?.length && !movingIntentOf(reading);
  // "…, info only": a read's remark drew an ask of its own (a lookup of "info"); the read is asked without it.
  // ("…token it is. Please ensure nothing is bought.": the limit's "bought" read as a move reported; only a read is taken.)
  const reported = reading.kind === 'fail' && reading.code === 'NOT_AN_ORDER';
  if ((reading.kind === 'fail' && (reading.code === 'NEGATED' || reported || proseCodes.has(reading.code))) || readWithNotes || reading.kind === 'ask') {
    // A log record's or an event's request (`{"event":…,"request":"…, info only"}`) is the prose the limit is said in.
    const kept = honouredLimits(logRecord(given) ?? framed(), (text) => interpretWhole(text, thread, now));
    // Beside a read answered with a note, only a read is taken: a limit never turns a read into a move.
    if (kept && !((readWithNotes || reported) && movingIntentOf(kept))) return kept;
  }
  // "To protect myself against a sharp fall, would you kindly set a stop loss on Solana: if SOL drops to $120, …": why
  // it is asked, said before the request, read as part of it; the request without it, asked back whole for a yes.
  // (The careful-remarks reader, which also leaves such a purpose out, names every sentence it leaves: it goes first.)
  const purpose = reading.kind === 'fail' && proseCodes.has(reading.code) ? purposeLeftOut(framed()) : undefined;
  if (purpose) {
    const own = remarked();
    if (own?.kind === 'ask' && own.pending.awaiting === 'confirm') return own;
    const plain = honouredLimits(purpose.text, (text) => interpretWhole(text, thread, now)) ?? interpretWhole(purpose.text, thread, now);
    if (plain?.kind === 'ask' && plain.pending.awaiting === 'confirm') return plain;
    if (plain?.kind === 'intent' && movingIntentOf(plain))
      return askWhole(plain.intent, `I read your message as this one request, leaving out why you ask it ("${purpose.why}").`);
  }
  // "…a limit order on Ethereum: buy WBTC using 300 USDC, but only if …. Please don't buy anything at the current
  // price.": a read asked in place of the move its remark left undone; the move, with the remark left out, asked back whole.
  if (reading.kind === 'ask' && !movingIntentOf(reading)) {
    const own = remarked();
    if (own) return own;
  }
  // "I've reconsidered the daily DEGEN purchase I set up earlier. Please cancel it": the cancel of the order named.
  // (A cancel of "that order" read alone names no order: the one named before it is the one meant.)
  // `list_orders status=open` then "cancel all listed": every order listed.
  const listed = reading.kind === 'fail' ? cancelListed(given, thread) : undefined;
  if (listed) return listed;
  // ("…I'd be grateful if no other orders were affected": the other orders named only to be left alone.)
  // ("…Kindly cancel that purchase. We don't want any more ETH bought.": its "not" says only that the order stops.)
  if (reading.kind === 'fail' && (proseCodes.has(reading.code) || ['AUTOMATION_TARGET_REQUIRED', 'AUTOMATION_AMBIGUOUS', 'NEGATED'].includes(reading.code))) {
    const cancel = cancelPointed(framed(), (text) => interpretOnce(text, thread, now));
    if (cancel) return cancel;
  }
  // "Please send 150 USDC to alice.eth on Base. I have double-checked the name with her and it is definitely alice.eth.":
  // the one recipient named twice, read as two; the move with its remarks (own-remarks.ts), asked back whole if it agrees.
  if (reading.kind === 'fail' && reading.code === 'MOVE_UNCLEAR') {
    const own = remarked();
    if (own?.kind === 'ask' && own.pending.awaiting === 'confirm') return own;
  }
  // "…some of my USDC into UNI? I have not yet decided on the exact amount": a "not" about the amount asks for it.
  if (reading.kind === 'fail' && reading.code === 'NEGATED') {
    const open = undecidedAmount(framed(), (text) => interpretOnce(text, thread, now));
    if (open) return open;
    // "…, so please do not wrap more than that": a "not" a remark's role says of the move (own-remarks.ts).
    const own = remarked();
    if (own) return own;
  }
  // "Please list my balances on every chain. I would simply like to confirm that nothing has moved since …": a read whose
  // purpose tells of a move is that read; a report of a move is never made a move this way (only a read is taken).
  if (reading.kind === 'fail' && reading.code === 'NOT_AN_ORDER') {
    const read = contextRequest(framed(), (text) => interpretOnce(text, thread, now));
    if (read && read.kind !== 'fail' && !movingIntentOf(read)) return read;
  }
  // "Tomorrow at 9:00 UTC buy ETH for 50 USDC on base, only one time not repeat": an order that fires once, said so.
  if (reading.kind === 'fail' && (proseCodes.has(reading.code) || reading.code === 'NEGATED')) {
    const single = onceOrder(given, (text) => interpretWhole(text, thread, now));
    if (single) return single;
  }
  // Careful prose refused as more than one request: its one request, read from the person's own words, asked back whole.
  if (reading.kind === 'fail' && proseCodes.has(reading.code)) {
    // "…a limit order to purchase ETH on Base should the price fall to $2,700. Please allocate 1,500 USDC to this order.":
    // the field the request lacks, said in a sentence after it.
    const completed = fieldSaidAfter(framed(), (text, turns) => interpretWhole(text, turns, now));
    if (completed) return fieldRemarked(completed, remarked);
    const plain = plainRequest(framed(), reading, alone);
    if (plain && plain.kind !== 'fail') return fieldRemarked(plain, remarked);
    // Careful prose whose other sentences and clauses only explain it: its request read as if alone, and as careful
    // prose itself ("I would like to make a payment of 40 USDT on Polygon. Please go ahead when ready.").
    const request = (text: string) => {
      const once = interpretOnce(text, thread, now);
      const asPlain = once.kind === 'fail' && proseCodes.has(once.code) ? plainRequest(text, once, alone) : undefined;
      return asPlain && asPlain.kind !== 'fail' ? asPlain : once;
    };
    const context = contextRequest(framed(), request);
    if (context && context.kind !== 'fail') return context;
    // "…paying with USDC from the same wallet. I'd prefer not to touch my ETH for this.": one sentence the move, the rest
    // the person's own remarks about it.
    return remarked() ?? context ?? plain ?? reading;
  }
  // "Buy ETH for 100 euro": the amount asked again in dollars or a token, never changed from the currency said.
  // "please send twenty five dollars in usdc to carol dot base dot eth": a Base name's transfer, asked on Base for a yes.
  const again = (text: string) => interpretOnce(text, thread, now);
  return foreignAmountAsked(given, reading, again) ?? basenameOnBase(given, reading, again) ?? reading;
}

/**
 * A field asked for that a remark of the person's own names ("I have a small amount of WETH on Ethereum …. Please unwrap
 * 0.02 WETH …"): the move read with it, asked back whole for a yes (own-remarks.ts); else the question as it was.
 */
function fieldRemarked(reading: Interpretation, remarkedMoveOf: () => Interpretation | undefined): Interpretation {
  if (reading.kind !== 'ask' || reading.pending.awaiting === 'confirm') return reading;
  const remarked = remarkedMoveOf();
  return remarked?.kind === 'ask' && remarked.pending.awaiting === 'confirm' ? remarked : reading;
}

/** "Any creator fees should go to my own wallet": a launch's creator fees go to the wallet that launches it. */
const feesToMe =
  /(?<=^|[.!,]\s)\s*(?:any|all|the)?\s*(?:creator\s+)?fees\s+(?:(?:should|must|will|can|are to)\s+)?(?:go|goes|be paid|be sent)\s+to\s+my\s+(?:own\s+)?(?:wallet|address)(?:,?\s*(?:please|pls|po))?[.!]?\s*$/i;

/** A value worked out on first use and kept (undefined included). */
function memo<T>(work: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = work();
      done = true;
    }
    return value;
  };
}

/** An answer that is an amount alone ("5 million of them", "only 2000", "make it 300k"), with no token, verb or chain of its own. */
const amountOnly =
  /^\W*(?:(?:no|nah|actually|just|only|make it|do|sell|like)\s+)*[\d.,]+\s*(?:k|m|million|thousand|mil)?\s*(?:of (?:them|it|those|these|my \$?\w+))?\s*(?:only|pls|please|thx|tho)?\W*$/i;

/**
 * "5 million of them", to "Do you want me to set up this order: sell all my pepe …?": the order asked about, its whole
 * holding replaced by the amount said (of the token it sells), asked about again whole — a yes owed stays owed. Any
 * other answer to that question is read the usual way.
 */
function orderResized(given: string, thread: readonly ThreadTurn[], now: Date): Interpretation | undefined {
  const previous = thread.at(-1)?.interpretation;
  if (previous?.kind !== 'ask' || previous.pending.awaiting !== 'confirm' || previous.pending.kind !== 'automation-create') return undefined;
  const description = (previous.pending as { description?: unknown }).description;
  if (typeof description !== 'string' || !amountOnly.test(given)) return undefined;
  const facts = scanPrompt(given);
  const amount = facts.amounts[0];
  if (facts.amounts.length !== 1 || amount?.amount.kind !== 'exact' || facts.tokens.length > 0 || facts.chains.length > 0) return undefined;
  const whole = /\ball(?:\s+of)?\s+my\s+(\$?[a-z0-9]+)\b/i.exec(description);
  if (!whole) return undefined;
  const once = interpretOnce(description.replace(whole[0], `${amount.amount.value} ${whole[1]}`), [], now);
  const lead = `I read ${amount.amount.value} ${whole[1]!.toUpperCase()} in place of all of it.`;
  // The order said again may itself be asked back for a yes (a take profit read from shorthand): that question, led in.
  if (once.kind === 'ask' && once.pending.awaiting === 'confirm' && once.pending.kind === 'automation-create')
    return ask(`${lead} ${once.question}`, once.pending);
  if (once.kind !== 'intent' || once.intent.kind !== 'automation-create') return undefined;
  return askWhole(once.intent, lead);
}

/**
 * A move as the speaker corrected it ("send 200 usdc to vitalik dot eth on ethereum no wait sorry on base") is what
 * was read from the corrected words, not what was said first: it is restated whole and asked for a yes, never run on
 * the first reply (a move still lacking a field asks for it, and owes the yes once complete). A read is answered.
 */
/** An order set up for a price, read whole or asked back for a yes. */
const pricedOrder = (reading: Interpretation): boolean => {
  const intent = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
  return intent?.kind === 'automation-create' && (intent as { trigger?: { type?: string } }).trigger?.type === 'price';
};

function correctedAsked(recast: Interpretation): Interpretation {
  if (!movingIntentOf(recast)) return recast;
  if (recast.kind === 'ask') return recast.pending.awaiting === 'confirm' ? recast : ask(recast.question, { ...recast.pending, confirm: true });
  if (recast.kind !== 'intent') return recast;
  return askWhole(recast.intent, 'I read your message as corrected partway.');
}

/**
 * The interpretation before careful prose is read for its one request. A bot's amount in base units is counted by its
 * `decimals` field, or refused when it may count them unsaid (structured-base-units.ts).
 */
function interpretOnce(given: string, thread: readonly ThreadTurn[], now: Date): Interpretation {
  const counted = withoutDecimalsField(given);
  if (counted) return inWholeUnits(readOnce(counted.text, thread, now), counted.decimals);
  const read = readOnce(given, thread, now);
  return baseUnitsUnsaid(given, read) ?? read;
}

function readOnce(given: string, thread: readonly ThreadTurn[], now: Date): Interpretation {
  const stop = restatedStop(given, (text) => interpretOnce(text, thread, now)) ?? headedOrder(given, (text) => interpretOnce(text, thread, now));
  if (stop) return stop;
  const prompt = withoutCodeComment(carefulForms(spokenForms(withOrderHeadColon(withoutAgentFraming(given)))));
  // `{"chain":"ethereum"}` after a question: the one field answers it, as `chain=ethereum` would.
  // After a read answered, `{"chain":"ethereum"}` narrows it as `chain=ethereum` does (held-out-22 :49); never after a move.
  const last = thread.at(-1)?.interpretation;
  // `set_context(chain='unichain')`, `transfer.to = 9xQe…` after a question: the one field set answers it the same way.
  const json = last?.kind === 'ask' || readAnswered(last) ? (jsonAnswer(prompt, last) ?? fieldCallAnswer(prompt, last)) : undefined;
  // `chain=${CHAIN}` to a question: a template never filled in answers nothing, and the question is asked again.
  const unfilled = placeholderAnswer(prompt, thread.at(-1)?.interpretation);
  if (unfilled) return unfilled;
  // `trigger_price=11` to an order's question for its price: the number, as it would be said alone.
  // `amount=20 every=24h count=7` to an order's question for its time: the words it stands for.
  const answer =
    priceFieldAnswer(json ?? prompt, thread.at(-1)?.interpretation) ??
    timeFieldAnswer(json ?? prompt, thread.at(-1)?.interpretation) ??
    scheduleFieldsAnswer(prompt, thread.at(-1)?.interpretation) ??
    json;
  const structured = answer ?? structuredPrompt(prompt);
  if (typeof structured === 'object') return structured;
  // "Pay 20 USDC" to a buy's question for what it spends: what pays for it (see paidAnswer).
  const text = paidAnswer(structured ?? prompt, last) ?? structured ?? prompt;
  // "yes go ahead and pay it", to a move restated for a yes: that yes, said with the move's own verb.
  const yes = verbedYesAnswer(text, thread.at(-1)?.interpretation);
  if (yes) return yes;
  const once = askIfGuessed(
    text,
    oneRequest(text, readPrompt(text, thread, now), (clause) => readPrompt(clause, [], now), thread.at(-1)?.interpretation?.kind === 'ask'),
  );
  // "grab me 10 usdc worth on solana": what is spent, never what is bought.
  return unnamedWorth(text, once) ?? once;
}

/** The transfer a prompt asks for, read without the remark of its purpose that closes it; else undefined. */
function paidFor(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const framed = withoutAgentFraming(given).trim();
  const rest = withoutPurposeRemark(framed);
  const paid = rest === undefined ? undefined : read(rest);
  const kind = paid ? movingIntentOf(paid)?.kind : undefined;
  // "swap 1.5 sol to usdc on solana, gotta pay my bar tab": a bill of the person's own is why a trade is made too.
  const bill = rest !== undefined && /\b(?:pay|paying|cover|covering)\b/i.test(framed.slice(rest.length));
  return paid && paid.kind !== 'fail' && (kind === 'transfer' || kind === 'transfer-batch' || (bill && kind === 'swap')) ? paid : undefined;
}

/** Refusals that careful prose may have drawn for its reasons and remarks alone (see plain-request.ts). */
const proseCodes = new Set<string>([
  'ONE_REQUEST',
  'ONE_ACTION',
  'REQUEST_CHANGED',
  'CONDITIONAL_MOVE',
  'AUTOMATION_UNSUPPORTED',
  'UNKNOWN_TOKEN',
  'UNRECOGNIZED',
  // "…on Solana. Please ensure the exchange happens on Solana itself; nothing should be bridged anywhere.": the limit
  // named a bridge only to rule it out.
  'BRIDGE_UNSUPPORTED',
  // "Every Monday, starting 7 December 2026, … I understand this will continue until I cancel it": a remark on the
  // order's repetition read as a second time.
  'AUTOMATION_AMBIGUOUS',
  // "…payments on Base in USDC, all in one go: 10 to alice.eth, …": a batch's lead-in read whole is no request to a name.
  'ENS_UNSUPPORTED',
  // "All my friends are buying WIF. Spend 100 USDC for WIF on solana" (held-out-41): what others do, read whole with
  // the request, made its direction unclear.
  'MOVE_UNCLEAR',
]);

/**
 * The label an agent framework puts before its one request ("Execute: …", "ok execute: …", "Agent objective: …", "Agent step 3/5: …", "rebalance
 * leg 2/2: …"), on a one-line prompt only: a step's number of its count is no amount.
 */
const agentLabel =
  /^\s*(?:(?:ok|okay|approved|confirmed|go)[,.!]?\s+(?=(?:execute|action|command|cmd)\s*[:：]))?(?:execute|action|command|cmd|tx|(?:agent\s+|user\s+)?(?:task|instruction|request|objective|goal)|(?:[a-z][\w-]*\s+)?(?:step|leg|stage)\s*#?\d+(?:\s*(?:\/|of)\s*\d+)?)\s*[:：]\s*(?=\S)/i;
/**
 * What an agent (or a person) asks back after its request ("Return tx hash.", "Confirm when done.", "…, kindly confirm
 * once done", "I would appreciate it if you could confirm the schedule back to me."): how to answer, not a second
 * request, nor a condition the move waits on.
 */
const agentReport =
  /(?:(?<=[.!])|,)\s+(?:(?:then\s+)?(?:return|report|reply with|respond with|give me|send back)\s+(?:the\s+)?(?:tx|transaction)(?:\s*(?:hash|id|receipt|signature))?|(?:and\s+)?(?:(?:please|kindly)\s+)?(?:confirm|report back|let me know|notify me|tell me|message me|(?:i|we)(?:['’]d|\s+would)\s+(?:appreciate|like|welcome)\s+(?:a|the)\s+(?:confirmation|note|message|update|reply)|(?:i|we)(?:['’]d|\s+would)\s+(?:appreciate\s+it|be\s+(?:most\s+|very\s+)?grateful)\s+if\s+you\s+(?:could|would|can)\s+(?:please\s+|kindly\s+)?confirm(?:\s+(?:it|this|that|the\s+(?:schedule|order|details|transaction|transfer|payment|swap|trade|purchase|plan)))?(?:\s+back)?(?:\s+to\s+(?:me|us))?)(?:\s+(?:when|once|as soon as|after)\s+(?:done|complete|completed|finished|(?:it|this|that|the \w+)\s*(?:is|['’]s|has been|has|was)\s+(?:done|complete|completed|finished|live|through|sent|deployed|launched|created|executed|confirmed|set up|in place|on ?chain)))?|summari[sz]e (?:them|it) per chain)[.!]?(?:\s+(?:thank you|thanks|many thanks)[.!]?)?\s*$/i;

/**
 * "…, can you do that for me? Thanks already!": the request asked again as a question about itself ("do that", "handle
 * it"), after it is said whole — no second request, nor a question about the move.
 */
const doThatAsked =
  /([^\s,?]),?\s+(?:(?:and\s+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:do|make|handle|manage|take care of)\s+(?:that|this|it)(?:\s+(?:for\s+(?:me|us)|please|pls))*)\s*\?(?=\s*(?:(?:thanks|thank you|thx|ty)\b[^.?!]*[.!]*)?\s*$)/i;

/**
 * An agent framework's framing of its one request, taken off: a leading label and a closing request for the report
 * (issue 16); a courtesy said as a condition; and a promise to settle up with someone ("ill pay u back friday"). The
 * framing only on one line: a label on a line of its own, or before pasted lines, is still a note line (issue 13).
 */
export const withoutAgentFraming: (given: string) => string = rememberRecent(framingRemoved);

function framingRemoved(given: string): string {
  const prompt = withoutUnwantedHolding(
    // "split 100 usdc between alice.eth and bob.eth, 50/50": equal shares, one for each recipient, said as "evenly".
    withoutWrapRemarks(neededBuy(wantedBuy(thrownAtToken(withoutMoreOf(withoutSettleRemark(withoutCourtesy(nonNativeForms(withEvenShares(given))))))))),
  ).replace(doThatAsked, '$1');
  if (/[\n\r]/.test(prompt.trim())) return prompt;
  return withoutChatAsides(prompt.replace(agentLabel, '').replace(agentReport, ''));
}

/**
 * A move whose chain or token was read from a typo or a mishearing ("on bsae", "polgon", "eath") is asked back,
 * whole, for a yes before it runs (an order before it is set up): a chain or token is never taken on a guess where
 * money moves. Reads keep the correction ("prcie of eth").
 */
function askIfGuessed(text: string, reading: Interpretation): Interpretation {
  // A launch names no token or amount, and only Base: its name, ticker and description are data, never a guess.
  const moving = movingIntentOf(reading);
  if (!moving || moving.kind === 'launch' || reading.kind === 'fail') return reading;
  const { guessed } = scanPrompt(text);
  if (guessed.length === 0) return reading;
  const read = [...new Set(guessed.map((g) => `"${g.word}" as ${g.meant}`))].join(' and ');
  // A move that still lacks a field asks for it first, and owes the yes once it is complete.
  if (reading.kind === 'ask')
    return reading.pending.awaiting === 'confirm' ? reading : ask(`I read ${read}. ${reading.question}`, { ...reading.pending, confirm: true });
  return askWhole(reading.intent, `I read ${read}.`);
}

const hourWords = '\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
/** "nine p m", "9 a.m": an hour and its meridiem said apart (built once, not per prompt). */
const hourThenMeridiem = new RegExp(`\\b(${hourWords})\\s+([ap])\\.?\\s*m\\b\\.?`, 'gi');
/**
 * What a voice transcription writes, as it is meant: a time spelled out ("nine a m u t c": "nine am utc"), a ticker
 * spelled letter by letter after the word ticker or symbol ("ticker m d o g": "ticker mdog"), a name said with "dot eth"
 * ("vitalik dot eth": vitalik.eth; a misheard ending stays for the scan to ask about), quotation marks said aloud ("quote …
 * end quote"), fillers ("um", "uh") dropped,
 * "un wrap" said as one verb, and an agent's step label ("step 1/1:") taken off.
 */
export const spokenForms: (prompt: string) => string = rememberRecent(spokenFormsOf);

function spokenFormsOf(prompt: string): string {
  return (
    // "c a r o l dot base dot eth", "a l i c e dot e t h" (held-out-35/36, voice): a name spelled letter by letter, before
    // its "dot", and its ending spelled after one, as the words they spell.
    spokenNames(
      prompt
        .replace(/(?<![\p{L}\p{N}'’.-])((?:[a-z]\s+){2,}[a-z])(?=\s+dot\b)/giu, (letters: string) => letters.replace(/\s+/g, ''))
        .replace(/\bdot\s+e\s+t\s+h\b/gi, 'dot eth'),
      { misheard: false },
    )
      // "to vitalik dot eth v i t a l i k dot eth" (held-out-38, voice): a name said, then spelled out as the same name.
      .replace(/\b((?:[\p{L}\p{N}_-]+\.)+eth)\s+\1(?![\p{L}\p{N}_.-])/giu, '$1')
      // "carol dot base dot eth c a r o l" (held-out-43, voice): a name said, then its first part spelled letter by letter.
      .replace(
        /\b((?:([a-z0-9-]+)\.)(?:[a-z0-9-]+\.)*eth)\s+((?:[a-z]\s+){1,}[a-z])(?![\p{L}\p{N}_.-])/giu,
        (whole, name: string, first: string, letters: string) => (letters.replace(/\s+/g, '').toLowerCase() === first.toLowerCase() ? name : whole),
      )
      // "to carol that's c a r o l dot base dot eth" (held-out-41, voice): a name said, then spelled out as its full name.
      .replace(/\b([a-z0-9][a-z0-9-]*)[,\s]+(?:that'?s|that’s|that is|spelled|spelt|as in)\s+(\1(?:\.base)?\.eth)(?![\p{L}\p{N}_.-])/giu, '$2')
      .replace(hourThenMeridiem, '$1 $2m')
      // "ethereum uh if link goes below twelve dollars sell three of them", "base obviously um spend forty usdc on it"
      // (held-out-40, voice): a chain's full name said first, before the request, is where it runs (read as "ETH").
      .replace(
        /^(\s*)(ethereum|base|polygon|solana|unichain)\s*[,.]?\s+(?:(?:uh+|um+|obviously|ofc|pls|please)[\s,]+)*(?=(?:if|when|once|sell|buy|swap|send|spend)\b)/i,
        '$1on $2, ',
      )
      .replace(/\bu\.?\s*t\.?\s*c\b\.?/gi, 'utc')
      // "zero x 1f9840…" (held-out-35, voice): an address's "0x" said aloud, before its forty hex digits whole.
      .replace(/\b(?:zero|oh)\s*[-\s]?\s*x\s*([0-9a-f]{40})\b/gi, '0x$1')
      .replace(
        // (never the "i" of "i mean" after it: "the ticker o t r i mean o t t e r")
        /\b(ticker|symbol)(\s+(?:is\s+|of\s+)?)((?:[a-z]\s+){1,11}[a-z])\b(?!\s+mean\b)/gi,
        (_m, key: string, gap: string, letters: string) => `${key}${gap}${letters.replace(/\s+/g, '')}`,
      )
      .replace(/(^|[\s,])(?:u+m+|u+h+|e+r+m+|h+m+)(?=[\s,.]|$)[,.]?/gi, '$1')
      // "by uh point zero one eth of brett" (held-out-38, voice): "buy" heard as "by", opening the prompt before an amount.
      .replace(
        /^(\s*)by\s+(?=(?:\d|point\s|a\s+(?:hundred|thousand|few|couple)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred)\b|half\b|some\b))/i,
        '$1buy ',
      )
      // "cancel my sol d c a", "a d.c.a. of eth": the order's name said letter by letter.
      .replace(/\bd(?:\.\s*|\s+)c(?:\.\s*|\s+)a\b\.?/gi, 'dca')
      // "every single day", "each and every week": every day, said with weight.
      .replace(/\b(?:every\s+single|each\s+and\s+every)\s+(?=[a-z])/gi, 'every ')
      // "eh ok buy …", "meh, fine: swap …": a grudging sound before a word of consent says no more than the consent.
      // ("eh 15 usdc worth", held-out-43 chat: before the figure an answer gives, too.)
      .replace(/^\s*(?:e+h+|m+e+h+|welp|u+g+h+|sigh|bah)\s*[,.!:;-]*\s*(?=(?:ok|okay|fine|alright|sure)\b|\$?\.?\d)/i, '')
      // "un wrap point oh one w eth" (held-out-11: the "un" was passed over and ETH wrapped): the verb as one word, and
      // after it the wrapped token said letter and name ("w eth", "w pol", "w sol") as the token it is.
      // "it says quote tell your bot to send … end quote": quotation marks said aloud, only with the end said too (a
      // price "quote" is no mark); what they enclose is someone else's text, data as any quote is.
      .replace(/\b(?:open\s+)?quote\b[,:]?\s+(\S[^"“”]*?)[,.]?\s+(?:end\s+(?:of\s+)?quote|unquote|close\s+quote)\b/gi, '"$1"')
      // "tp on 5000 of my degen at 2 cents" (held-out-27): a price said in cents where an order's price stands is that
      // many hundredths of a dollar ("at $0.02"); cents said of an amount ("…, cents") are left for the readers to refuse.
      .replace(spokenYear, (_m, lead: string, unit: string) => `${lead}202${units[unit.toLowerCase()]}`)
      .replace(centsPrice, (_m, lead: string, count: string) => `${lead}$${centsInDollars(count)}`)
      .replace(/\bun[\s-]+wrap/gi, 'unwrap')
      .replace(/\b(unwrap\w*\b[^.?!\n]*?\b)w\s+(eth|pol|sol)\b/gi, '$1w$2')
      // "convert three pol to w pol" (held-out-27): the wrapped token said letter and name where a move's target
      // stands; "to w eth" has no other reading ("with eth" is never said after "to").
      .replace(/\b((?:to|into)\s+)w\s+(eth|pol|sol)\b/gi, '$1w$2')
      .replace(/^\s*(?:rebalance\s+)?step\s+\d+\s*\/\s*\d+\s*[:.-]\s*/i, '')
  );
}

/**
 * "on december first twenty twenty six at noon UTC" (held-out-27, voice): a year said aloud after its month and day
 * ("twenty twenty six", "two thousand and twenty six") is the year in digits, never an amount of twenty.
 */
const spokenYear =
  /(\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:\s+(?:the\s+)?[a-z0-9]+(?:st|nd|rd|th)?)?\s*,?\s+)(?:twenty\s+twenty|two\s+thousand\s+(?:and\s+)?twenty)[\s-](one|two|three|four|five|six|seven|eight|nine)\b/gi;
/** A price in cents after the word that places an order's price: "at 2 cents", "drops below 0.5 cents", "hits 50¢". */
const centsPrice =
  /\b((?:at|@|below|under|above|over|to|hits?|reach(?:es)?|reaching|hitting|arrives?(?:\s+at)?)\s+)(\d{1,3}(?:\.\d+)?)\s*(?:cents?\b|¢)(?!\s*(?:of|worth)\b)/gi;
/** A count of cents as dollars, in decimal digits: "2" is "0.02", "0.5" is "0.005", "150" is "1.5". */
function centsInDollars(count: string): string {
  const [whole, fraction = ''] = count.split('.');
  const digits = `${whole!.padStart(3, '0')}${fraction}`;
  const dollars = `${digits.slice(0, -2 - fraction.length).replace(/^0+(?=\d)/, '')}.${digits.slice(-2 - fraction.length)}`;
  return dollars.replace(/\.?0+$/, '') || '0';
}

/** Moves a capability reads now (a wrap, a batch of transfers) that have no order of their own to wait in. */
const immediateKinds = new Set<string>(['wrap', 'unwrap', 'transfer-batch']);

/**
 * A wrap or a batch said to wait ("set a limit order to wrap 1 eth", "schedule a wrap", "on dec 15 send 1 usdc each to
 * …", "…unless she confirms"): the guard's refusal, as for a trade or a transfer, never the move now.
 */
function waitsRefused(text: string, reading: Interpretation): Interpretation | undefined {
  const moving = movingIntentOf(reading);
  if (!moving || !immediateKinds.has(moving.kind)) return undefined;
  const facts = scanPrompt(text);
  // The guard knows a move by its verb; a wrap's verb is the capability's own, so the move is named for it.
  const refused = guard({ ...facts, actions: [...facts.actions, { action: 'transfer', index: facts.words.length }] });
  return refused?.kind === 'fail' && refused.code !== 'ONE_ACTION' ? refused : undefined;
}

/** Everything the prompt's words ask for, before the one-request rule is applied. */
function readPrompt(text: string, thread: readonly ThreadTurn[], now: Date): Interpretation {
  return thread.length === 0 ? readAlone(`${now.getTime()} ${text}`) : readPromptAnew(text, thread, now);
}

/** A text read with no thread before it, at a time (the key is "<ms> <text>"): one prompt reads its clauses so again. */
const readAlone = rememberRecent((key) => {
  const at = key.indexOf(' ');
  return readPromptAnew(key.slice(at + 1), [], new Date(Number(key.slice(0, at))));
});

function readPromptAnew(text: string, thread: readonly ThreadTurn[], now: Date): Interpretation {
  // A capability's own reader first (launches, then orders and automations: see their descriptors), in the list's order.
  const context: ReadingContext = { thread, now, readClause };
  const facts = scanPrompt(text);
  const previous = thread.at(-1)?.interpretation;
  for (const read of capabilityReaders) {
    const reading: Interpretation | undefined = read(text, context);
    if (reading && !purposeRead(facts, reading)) return yesStillOwed(previous, waitsRefused(text, reading) ?? reading);
  }
  // An answer to the amount of a launched-token trade completes that amount only (see launched-swap.ts); like any
  // answer, it does not stand for a yes that is owed.
  const launched = previous?.kind === 'ask' ? launchedAnswer(facts, thread) : undefined;
  const answer = launched && previous?.kind === 'ask' ? owedYes(previous.pending, launched) : thread.length > 0 ? followUp(facts, thread) : undefined;
  if (answer) return answer;
  return readClause(text, facts);
}

/**
 * A yes owed is owed until said: an answer a capability read ("250 usdc", to an order adopted from pasted text and asked
 * for its amount with a yes still owed) completes the move, which is then asked about whole, never set up or run. A
 * question that is itself the yes / no (`awaiting: 'confirm'`) is the capability's to read (its yes names a stand-in).
 */
function yesStillOwed(previous: Interpretation | undefined, reading: Interpretation): Interpretation {
  if (previous?.kind !== 'ask' || previous.pending.awaiting === 'confirm' || previous.pending.confirm !== true) return reading;
  return owedYes(previous.pending, reading);
}

/**
 * A capability's read taken from words that only say what a move is for ("Please send 40 USDC on Base to my accountant's
 * wallet for the filing fee": no check of a token's creator fees): the prompt opens with a move of an amount, and the
 * read names nothing the move does not name, so the words are the move's purpose and the move is the request, read the
 * general way (a recipient not given is asked for, never guessed).
 */
function purposeRead(facts: Facts, reading: Interpretation): boolean {
  if (reading.kind !== 'intent' || movingIntentOf(reading) || reading.intent.kind !== 'fees-check') return false;
  const first = facts.actions[0];
  return first !== undefined && ['transfer', 'swap'].includes(first.action) && facts.amounts.some((a) => a.index > first.index && a.tokenIndex !== undefined);
}

/** Refusals that stand for the whole prompt, never narrowed to one of its sentences. */
export const wholePromptCodes = new Set<string>(['NEGATED', 'BRIDGE_UNSUPPORTED', 'UNSUPPORTED_CHAIN', 'REQUEST_CHANGED', 'CONDITIONAL_MOVE']);

/** The general reading of a prompt or clause on its own: reads, trades and transfers. */
function readClause(text: string, facts = scanPrompt(text)): Interpretation {
  const whole = readRequest(facts);
  // A request taken back anywhere ("…no wait, don't") stands for the whole prompt, however many sentences it has.
  if (whole.kind === 'fail' && wholePromptCodes.has(whole.code)) return whole;
  return focusRequest(text, whole) ?? whole;
}

/** Whether a turn was a read answered (a balance, the portfolio, a price), which a bare field may narrow. */
const readAnswered = (reading: ThreadTurn['interpretation'] | undefined): boolean =>
  reading?.kind === 'intent' && ['balance', 'portfolio', 'price'].includes((reading as { intent: { kind: string } }).intent.kind);
