import { scanPrompt } from '../../language/scan-prompt.ts';
import { unsupportedAction } from './guards.ts';
import { movingIntentOf, type Interpretation, type ThreadTurn } from './intent.ts';
import { lackedCapability } from './lacked-capability.ts';

/**
 * "send 10 usdc to 0x… ||| bridge it to polygon", "swap usdc to eth ||| 100 long", "||| base perps": an answer to a
 * move's question that names a capability the service lacks refuses the move, never fills the question with the rest.
 */
export function capabilityInAnswer(given: string, thread: readonly ThreadTurn[]): Interpretation | undefined {
  const last = thread.at(-1)?.interpretation;
  const kind = last?.kind === 'ask' ? movingIntentOf(last)?.kind : undefined;
  if (kind !== 'swap' && kind !== 'transfer') return undefined;
  const facts = scanPrompt(given);
  return unsupportedAction(facts.words) ?? lackedCapability(facts);
}
