import { automationRequest } from './automation-request.ts';
import { focusRequest } from './focus-request.ts';
import { followUp } from './follow-up.ts';
import type { Interpretation, ThreadTurn } from './intent.ts';
import { readRequest } from './read-request.ts';
import { scanPrompt } from './scan-prompt.ts';
import { structuredPrompt } from './structured-prompt.ts';

/**
 * What a prompt asks for, read against the earlier turns of its thread
 * (oldest first): an intent, one question (with what is known so far), or
 * a clear failure. Pure and deterministic; it never guesses a chain, token,
 * amount or recipient. `now` places times ("tomorrow at 9:00 UTC", "in 2
 * hours") for automations; pass the job's clock.
 */
export function interpretPrompt(prompt: string, thread: readonly ThreadTurn[] = [], now: Date = new Date()): Interpretation {
  const structured = structuredPrompt(prompt);
  if (typeof structured === 'object') return structured;
  const text = structured ?? prompt;
  // Orders that wait for a price or a time, and the list and cancel of them, come before follow-ups: an answer never carries a trigger.
  const automation = automationRequest(text, now);
  if (automation) return automation;
  const facts = scanPrompt(text);
  const answer = thread.length > 0 ? followUp(facts, thread) : undefined;
  if (answer) return answer;
  const whole = readRequest(facts);
  // A request taken back anywhere ("…no wait, don't") stands for the whole prompt, however many sentences it has.
  if (whole.kind === 'fail' && (whole.code === 'NEGATED' || whole.code === 'BRIDGE_UNSUPPORTED' || whole.code === 'UNSUPPORTED_CHAIN')) return whole;
  return focusRequest(text, whole) ?? whole;
}
