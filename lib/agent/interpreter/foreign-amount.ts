import { otherCurrencySaid } from '../../language/money-glyphs.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { ask, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "Buy ETH for 100 euro" (held-out-30, non-native): a move whose amount is in a currency other than dollars. The amount
 * is never changed into dollars; the move is read without it, and when that leaves only its amount to ask, it is asked
 * in dollars or a token, naming the currency it was not read in. Anything else the prompt lacks or holds keeps its
 * refusal.
 * @param read interprets a prompt as the interpreter does.
 */
export function foreignAmountAsked(given: string, reading: Interpretation, read: (text: string) => Interpretation): Interpretation | undefined {
  // A bot's fields (`amount=50 eur`) are refused as they are: no field is taken out of them.
  if (reading.kind !== 'fail' || reading.code !== 'BAD_AMOUNT' || /[={}]/.test(given)) return undefined;
  const bad = scanPrompt(given).badAmount;
  if (!bad || !otherCurrencySaid(bad)) return undefined;
  const words = bad
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // The amount as written, with the word that tied it to the move ("for", "with", "of", "worth of").
  const said = new RegExp(String.raw`(?:\s+(?:for|with|using|of|worth))?\s*${words.join(String.raw`\s*`)}(?:\s+(?:worth\s+)?of\b)?`, 'i').exec(given);
  if (!said) return undefined;
  const rest = `${given.slice(0, said.index)} ${given.slice(said.index + said[0].length)}`.replace(/\s+/g, ' ').trim();
  if (scanPrompt(rest).amounts.length > 0) return undefined;
  const again = read(rest);
  if (again.kind !== 'ask' || again.pending.awaiting !== 'amount') return undefined;
  return ask(`"${bad}" is not in dollars, and I never change currencies for you. ${again.question}`, again.pending);
}

/**
 * "please send twenty five dollars in usdc to carol dot base dot eth" (held-out-30, voice): a transfer to a Basename
 * (`*.base.eth`, a name registered on Base) with no chain said. The name says where its owner is reached, but the chain
 * is still not the person's word: the transfer on Base is asked back whole for a yes, naming why, never made at once.
 * Only a transfer whose one missing field is the chain, and whose token is on Base.
 * @param read interprets a prompt as the interpreter does.
 */
export function basenameOnBase(given: string, reading: Interpretation, read: (text: string) => Interpretation): Interpretation | undefined {
  if (reading.kind !== 'ask' || reading.pending.awaiting !== 'chain' || reading.pending.kind !== 'transfer') return undefined;
  const to = (reading.pending as { to?: string }).to;
  if (!to || !/^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.base\.eth$/i.test(to)) return undefined;
  if (!/\bbase\b/i.test(reading.question)) return undefined;
  const placed = read(`${given.replace(/[\s.!?]+$/, '')} on base`);
  if (placed.kind !== 'intent' || placed.intent.kind !== 'transfer' || placed.intent.chain !== 'base' || placed.intent.to !== to) return undefined;
  return askWhole(placed.intent, `${to} is a Base name, so I read the transfer as on Base.`);
}
