import { tokenWords } from '../../language/token-registry.ts';
import type { Interpretation, PartialIntent } from './intent.ts';

/**
 * "need exactly 2 mil bonk, pay w usdc, solana" (held-out-31, chat): "mil" after digits is a million in English slang
 * and a thousand in Spanish and Portuguese ("enviar 10 mil usdc"), so it is never read either way on its words alone.
 * Before a token, the trade or transfer is read both ways; when both are the same move but for the amount, the amount
 * is asked for in digits and both readings go with the question (`choices`), for the runtime to settle with the
 * token's price: beside BONK at $0.00002 a thousand is four cents, which no one trades, and the million is asked back
 * whole for a yes (settle-choices.ts). Anything else (a read, another question, readings that differ otherwise) keeps
 * the refusal the amount's reader gives.
 */
const milBeforeToken = /(?<![\w.,])(\d+(?:\.\d+)?)\s*mil\b\s+(?=\$?([a-z][a-z0-9]*)\b)/i;

/** Spanish and Portuguese words a request may be said in, beside which "mil" is a thousand. */
const foreignAround =
  /\b(?:comprar|compra|compre|vender|vende|venda|enviar|envia|envie|envía|mandar|manda|mande|quiero|quisiera|quero|necesito|preciso|con|com|en|em|para|por|mis|meus|minhas|pagar|paga|cambiar|trocar|dólares|dolares|reais|pesos|mais|más|mil\s+(?:dólares|dolares|reais|pesos))\b/i;

/** The note of a chain taken as the only one that lists the tokens named. */
const onlyChain = /^On [A-Za-z ]+: the only supported chain with [^.]+\.$/;

/** A question about what is held ("is my bonk over 1 mil", "do i have 2 mil degen"): the amount's reader keeps it. */
const holdingQuestion = /^\W*(?:is|are|am|do|does|did|have|has|how|what|whats|what's)\s+(?:my|i|i've|ive)\b/i;

/** The amount asked for with both readings of "N mil" beside it; undefined when "mil" is no amount of a token here. */
export function milAmount(given: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const said = milBeforeToken.exec(given);
  if (!said || !tokenWords.has(said[2]!.toLowerCase()) || holdingQuestion.test(given)) return undefined;
  // Only one such amount: "2 mil bonk and 3 mil wif" is read by no one.
  if (milBeforeToken.test(given.slice(said.index + said[0].length))) return undefined;
  const at = (scale: number) => `${given.slice(0, said.index)}${scaled(said[1]!, scale)} ${given.slice(said.index + said[0].length)}`;
  const [thousand, million] = [read(at(1e3)), read(at(1e6))];
  if (thousand.kind !== 'intent' || million.kind !== 'intent') return undefined;
  // A token chosen for the move ("Paying with SOL: …") is a note no question would carry: the refusal stands. The one
  // chain that lists both tokens ("dump 1mil bonk for sol": BONK is only on Solana) is no choice, and is said.
  const chainNotes = (thousand.notes ?? []).join(' ');
  if (chainNotes !== (million.notes ?? []).join(' ') || !(thousand.notes ?? []).every((note) => onlyChain.test(note))) return undefined;
  const [low, high] = [thousand.intent, million.intent];
  if ((low.kind !== 'swap' && low.kind !== 'transfer') || low.kind !== high.kind || low.amount.kind !== 'exact' || high.amount.kind !== 'exact')
    return undefined;
  const { amount: _a, ...lowRest } = low;
  const { amount: _b, ...highRest } = high;
  if (JSON.stringify(lowRest) !== JSON.stringify(highRest)) return undefined;
  const words = said[0].trim().replace(/\s+/g, ' ');
  const token = said[2]!.toUpperCase();
  const question = `"${words}" is a million in some places and a thousand in others: is it ${Number(low.amount.value).toLocaleString('en-US')} or ${Number(high.amount.value).toLocaleString('en-US')} ${token}? Say the amount in digits.${chainNotes ? ` ${chainNotes}` : ''} Nothing is done until then.`;
  const pending = { ...lowRest, awaiting: 'amount' } as PartialIntent;
  // Said among Spanish or Portuguese words, "mil" is the thousand those say: asked, never settled as a million.
  return foreignAround.test(given) ? { kind: 'ask', question, pending } : { kind: 'ask', question, pending, choices: [low, high] };
}

/** "2" at a scale, in plain digits ("2000", "1500000"), never in exponent form. */
function scaled(value: string, scale: number): string {
  const [whole, part = ''] = value.split('.');
  const zeros = String(scale).length - 1;
  const digits = `${whole}${part.padEnd(zeros, '0').slice(0, zeros)}${part.length > zeros ? `.${part.slice(zeros)}` : ''}`;
  return digits.replace(/^0+(?=\d)/, '');
}
