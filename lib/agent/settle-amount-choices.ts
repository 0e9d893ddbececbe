import type { PriceService } from '../market/price-service.ts';
import type { Interpretation } from './interpreter/index.ts';
import { askWhole } from './interpreter/owed-yes.ts';

type Move = Extract<NonNullable<Extract<Interpretation, { kind: 'ask' }>['choices']>[number], { kind: 'swap' | 'transfer' }>;

/**
 * A question between two amounts of one token that only its price tells apart (issue 16): "need exactly 2 mil bonk,
 * pay w usdc, solana" is 2,000 or 2,000,000 BONK ("mil" is a thousand in Spanish and a million in English slang). When
 * the smaller reading is worth less than a dollar at the token's price (2,000 BONK at $0.00002 is four cents, which no
 * one trades or sends) and the larger one is worth at most $100,000, the larger is asked back whole for a yes, saying
 * why; otherwise (a price not found, both plausible, a large sum) the question stands as the interpreter asked it.
 * Nothing moves here.
 */
export async function settleAmountChoices(prices: PriceService, reading: Interpretation): Promise<Interpretation> {
  if (reading.kind !== 'ask' || reading.choices?.length !== 2) return reading;
  const moves = reading.choices.filter((c): c is Move => (c.kind === 'swap' || c.kind === 'transfer') && c.amount.kind === 'exact');
  if (moves.length !== 2) return reading;
  const counted = moves.map(countedToken);
  if (counted[0] !== counted[1]) return reading;
  const [low, high] = [...moves].sort((a, b) => amountOf(a) - amountOf(b)) as [Move, Move];
  let usd: number;
  try {
    usd = (await prices.usdPrice({ chain: low.chain, token: counted[0]! })).usd;
  } catch {
    return reading;
  }
  if (!Number.isFinite(usd) || usd <= 0) return reading;
  const [lowUsd, highUsd] = [amountOf(low) * usd, amountOf(high) * usd];
  if (!(lowUsd < 1 && highUsd <= 100_000)) return reading;
  return askWhole(
    high,
    `I read the amount as ${amountOf(high).toLocaleString('en-US')} ${counted[0]}: with ${counted[0]} at $${usd} now, ${amountOf(low).toLocaleString('en-US')} would be worth $${lowUsd.toFixed(2)}.`,
  );
}

/** The token an exact amount counts: a transfer's token, a swap's bought token when it buys an exact amount, else the sold one. */
const countedToken = (move: Move): string => (move.kind === 'transfer' ? move.token : move.side === 'buy' ? move.tokenOut : move.tokenIn);
const amountOf = (move: Move): number => Number((move.amount as { value: string }).value);
