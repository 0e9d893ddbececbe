import { followUp } from './follow-up.ts';
import type { Interpretation, ThreadTurn } from './intent.ts';
import { readRequest } from './read-request.ts';
import { scanPrompt } from './scan-prompt.ts';

/**
 * What a prompt asks for, read against the earlier turns of its thread
 * (oldest first): an intent, one question (with what is known so far), or
 * a clear failure. Pure and deterministic; it never guesses a chain, token,
 * amount or recipient.
 */
export function interpretPrompt(prompt: string, thread: readonly ThreadTurn[] = []): Interpretation {
  const facts = scanPrompt(prompt);
  return (thread.length > 0 ? followUp(facts, thread) : undefined) ?? readRequest(facts);
}
