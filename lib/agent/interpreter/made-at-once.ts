import { scanPrompt } from '../../language/scan-prompt.ts';
import { movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';
import { fieldSyntax } from './structured-prompt.ts';
import { fieldLines, split } from './pasted-layout.ts';
import { directMessageWords } from './hearsay-words.ts';

/**
 * "I need weth on base. swap 200 USDC into WETH on polygon": a move that would be made at once while the prompt names
 * another chain too is asked back for a yes, saying which chain it runs on. A reader that took one sentence as context
 * may have left the other chain out (this one swapped on Polygon with no question); a yes settles it, a guess never.
 * @returns the move asked back, or undefined when it is no move made at once or names no other chain.
 */
export function otherChainNamed(given: string, reading: Interpretation): Interpretation | undefined {
  // A bot's fields are read by name ("base=UNI", "asset=ETH network=base"): their words are no chains said aside.
  if (reading.kind !== 'intent' || fieldSyntax.test(given)) return undefined;
  const chain = (movingIntentOf(reading) as { chain?: string } | undefined)?.chain;
  if (chain === undefined) return undefined;
  // Written out in full: "on eth" and "in SOL" name tokens as often as chains ("spend 50 usdc on eth on base").
  const others = scanPrompt(given).chains.filter((named) => named !== chain && new RegExp(`\\b${named}\\b`, 'i').test(given));
  if (others.length === 0) return undefined;
  const named = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  return askWhole(reading.intent, `You also named ${others.map(named).join(' and ')}; this would run on ${named(chain)} only.`);
}

/** "launch notes:", "launch plan -", "Launch brief:": a label over a pasted form, not a request to launch now. */
const launchLabel = /^\s*(?:my\s+|the\s+|our\s+)?launch\s+(?:notes?|plan|brief|draft|details|info|ideas?|checklist|doc|sheet|spec|template)\s*[:\-–—]/im;

/**
 * "launch notes:\nToken name: Moon Cat\nSymbol: MCAT": a launch read from a form under a label names no request of the
 * person's; it is asked back for a yes, never made on the first reply (a launch pays gas and mints a token for good).
 * @returns the launch asked back, or undefined for any other reading.
 */
export function launchFromNotes(given: string, reading: Interpretation): Interpretation | undefined {
  if (reading.kind !== 'intent' || reading.intent.kind !== 'launch') return undefined;
  if (launchLabel.test(given)) return askWhole(reading.intent, 'Your message reads as launch notes rather than a request.');
  // "token plan:\n- name = Moon Cat\n- ticker = MCAT\n\nlaunch it": a launch read from a form under a heading of its own
  // (pasted from somewhere), as "launch notes:" is. A form with no heading, right above "launch this", is the person's.
  const layout = split(given);
  const lines = layout && layout.by !== 'alone' ? fieldLines(layout.pasted).filter((line) => /\S/.test(line)) : [];
  const headed = lines.length > 1 && /:\s*$/.test(lines[0]!) && lines.slice(1).some((line) => /^\s*(?:name|token name|ticker|symbol)\s*:/i.test(line));
  return headed ? askWhole(reading.intent, 'From the text you pasted, as data:') : undefined;
}

/**
 * What the messages that lure people into moving funds say: a DM, "support", a wallet "at risk" or "compromised",
 * "verify", KYC. Said beside a move ("Please send 120 USDC on Base to alice.eth. I got a DM saying my wallet is at
 * risk."), the move was made at once, the lure left unread as a remark. Of the channels a lure comes by only the DM is
 * here (see hearsay-words.ts): an email or a text is an everyday word of a person's own request.
 */
export const lure = new RegExp(
  String.raw`\b(?:${directMessageWords.join('|')}|dm['’]d|direct\s+messages?|support(?:\s+team)?|admins?|moderators?|security\s+team|at\s+risk|compromised|hacked|drained|verify|verification|validate|kyc|suspended|locked)\b`,
  'i',
);

/**
 * A move made at once beside the words of a lure is asked back for a yes, saying that only the person's own request is
 * acted on; never made on the first reply (a lure's usual ask is a move the person then writes as their own).
 * @returns the move asked back, or undefined when it is no move made at once or no lure's words are beside it.
 */
export function lureBeside(given: string, reading: Interpretation): Interpretation | undefined {
  if (reading.kind !== 'intent' || !movingIntentOf(reading) || fieldSyntax.test(given)) return undefined;
  const said = lure.exec(given);
  if (!said) return undefined;
  return askWhole(reading.intent, `You mention "${said[0]}": I never act on what a message tells you to do, only on your own request.`);
}
