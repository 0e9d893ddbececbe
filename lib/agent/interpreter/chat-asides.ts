/**
 * What a chat adds around one whole request that is no part of it (issue 16): a price accepted, a cheer for the day, a
 * chain said as a label before the request. Only on a prompt of one line; each is taken off only whole.
 */

/**
 * "…, pay w usdc whatever it costs", "no matter the price": the price accepted, said after the request whole. The move
 * still runs at its quote within the usual slippage, which is no more than that; a clause of its own at the end only.
 */
const priceAccepted =
  /,?\s+(?:whatever it costs|no matter (?:the|what the) (?:price|cost)(?: is)?|no matter what it costs|at any price|(?:the )?price (?:does ?n'?t|does not|doesnt) matter)(?=\s*[.!]*\s*$)/i;

/**
 * "…. payday 💸", "…, happy birthday!": a closing exclamation about the day it is, after the request whole — the reason
 * it is sent now, not a day to wait for ("on payday", "every payday", "for her birthday" are still times).
 */
const occasionCheered =
  /(?<=[.!,])\s*(?:(?:it'?s|it is|today is|(?:happy|merry)(?: \w+)?)\s+)?(?:(?<=(?:happy|merry|it'?s|it is|today is)(?: \w+)?\s+)(?:birthday|bday|holidays?|christmas|xmas|thanksgiving)|payday)(?:\s+(?:vibes|szn|season))?[\s!.]*(?:\p{Extended_Pictographic}|\uFE0F|[\s!.])*$/iu;

/**
 * "USDC on Polygon, if you would. Thank you.", "…. Thanks!": thanks said after the request whole, in a sentence or
 * clause of its own — a courtesy, never a word of the request.
 */
const thanksClosing =
  /(?<=[.!?,])\s*(?:(?:thank you|thanks|many thanks|thanks a lot|much appreciated)(?:\s+(?:so much|very much|again|in advance|kindly))?(?:\s+for (?:checking|your help|the help|that))?)[\s!.]*$/i;

/** "base: 5 usdc each to alice.eth bob.eth …": a chain as a label before an amount is where the request runs. */
const chainLabel = /^\s*(?:on\s+)?(base|ethereum|polygon|unichain|solana)\s*:\s*(?=\$?\d)/i;
/** What closes a chat line after its request: emoji, marks of feeling. */
const closingMarks = /(?:[\s!.]|\uFE0F|\p{Extended_Pictographic})*$/u;

/** The request alone, with what a chat adds around it taken off (`text` unchanged when it adds nothing). */
export function withoutChatAsides(text: string): string {
  const prompt = text.replace(priceAccepted, '').replace(occasionCheered, '').replace(thanksClosing, '');
  const label = chainLabel.exec(prompt);
  if (!label) return prompt;
  const request = prompt.slice(label[0].length);
  const close = closingMarks.exec(request)!;
  return `${request.slice(0, close.index)} on ${label[1]}${request.slice(close.index)}`;
}
