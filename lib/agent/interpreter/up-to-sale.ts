import { ask, fail, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "sell up to half my eth on base", "swap up to 10 usdc to eth", "dump up-to 1 eth": "up to" is a limit on the amount
 * sold, never "to" the token bought. Sweep 39b found the "to" read as the direction, so the sale became a buy of the
 * token named ("sell up to half my eth" → "usdc" spent half the USDC on ETH). The request is read without the limit's
 * words and asked back whole for a yes, saying the limit is read as the amount; undefined for any other prompt.
 * @param read interprets a prompt as the interpreter does.
 */
export function upToSale(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const limit = upTo.exec(given);
  if (!limit) {
    // "sell eth up to 4000 on base": a limit away from the verb may be the amount's or the price's; never guessed.
    const verb = saleVerb.exec(given);
    const apart = verb ? limitApart.exec(given.slice(verb.index)) : null;
    return apart
      ? fail(
          'MOVE_UNCLEAR',
          `I could not tell whether "${apart[0].trim()}" limits the amount or the price, so nothing was done. Say the exact amount, like "sell 1 ETH on base", or a price order, like "sell 1 ETH on base when ETH hits 4000".`,
        )
      : undefined;
  }
  const reading = read(`${given.slice(0, limit.index + limit[1]!.length)} ${given.slice(limit.index + limit[0].length)}`);
  // An order's "up to" is a budget or a cap over its runs, which the order readers refuse as they read it.
  const order = reading.kind === 'intent' ? reading.intent.kind : reading.kind === 'ask' ? reading.pending.kind : undefined;
  if (order === 'automation-create') return undefined;
  const lead = `You wrote "up to": I read it as a limit and would ${limit[1]!.toLowerCase()} exactly the amount named.`;
  if (reading.kind === 'intent') return askWhole(reading.intent, lead);
  if (reading.kind !== 'ask' || reading.pending.awaiting === 'confirm') return reading;
  return ask(`${lead} ${reading.question}`, { ...reading.pending, confirm: true });
}

/** A sale's verb, then "up to" and its amount: "sell up to 1", "swap up-to half", "dump upto all my". */
const upTo =
  /\b(sell|swap|convert|dump|trade|exchange|cash\s+out|offload)\s+(?:up[\s-]?to|upto)\s+(?=\$?\d|\.\d|half|all|a\b|an\b|one|two|three|four|five|ten|twenty|fifty|hundred|my\b)/i;
const saleVerb = /\b(?:sell|swap|convert|dump|trade|exchange|offload)\b/i;
const limitApart =
  /(?<!\b(?:go|goes|going|went|gets?|rises?|climbs?|moves?|pumps?|runs?|shoots?|jumps?|trades?|is|hits?)\s+)\b(?:up[\s-]?to|upto)\s+\$?\d[\d,.]*(?:\s*k\b)?/i;
