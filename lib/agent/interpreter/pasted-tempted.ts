import { scanPrompt } from '../../language/scan-prompt.ts';
import { usdPegged } from '../../language/token-registry.ts';
import { ask, type Interpretation, type PartialIntent } from './intent.ts';
import { plainPaste } from './pasted-layout.ts';

/**
 * 'my buddy sent me: "aero on base is cheap rn, like a buck". thinking of grabbing some' (held-out-19): the person only
 * thinks of buying some of the one token the paste is about. Nothing is bought: how much is asked, with what the paste
 * says of the token and its chain, and the answer still owes a yes. A paste about more than one token, or a line that
 * says more (an amount, a doubt, a time), is read as before.
 */
const tempted =
  /^\s*(?:(?:ok|so|hmm+|ngl|tbh|lol|honestly|welp)[\s,.]+)*(?:i'?m\s+|im\s+|i\s+am\s+|i\s+)?(?:(?:kinda|kind\s+of|sorta|seriously|really)\s+)?(?:thinking\s+(?:of|about)|tempted\s+to|considering|might|wanna|want\s+to)\s+(?:grab(?:bing)?|buy(?:ing)?|get(?:ting)?|pick(?:ing)?\s+up|ap(?:e|ing)\s+in(?:to)?)\s+(?:some|a\s+(?:bit|few|little|bag))(?:\s+of\s+(?:it|that|them|this))?((?:\s+[$\w]+){1,6})?\s*[.!…]*\s*$/i;
/** Words a tempted buy's own tail may hold besides its token and chain ("some UNI on unichain with eth"). */
const tailWords = new Set(['on', 'in', 'with', 'using', 'paying', 'my', 'of', 'for']);

export function temptedBuy(pasted: string, own: string, read: (text: string) => Interpretation): Interpretation | undefined {
  const said = tempted.exec(own);
  if (!said) return undefined;
  // "thinking of grabbing some UNI on unichain with eth": the token, chain and what pays, said in the person's own words.
  if (said[1]) {
    const tail = scanPrompt(said[1]);
    // Nothing else: no amount, address, doubt or time ("…some UNI tomorrow" is read as before).
    const plain = tail.words.every((w, i) => tailWords.has(w) || tail.tokens.some((t) => t.index === i) || scanPrompt(`on ${w}`).chains.length === 1);
    if (!plain || tail.tokens.length === 0 || tail.tokens.length > 2 || tail.amounts.length > 0 || tail.addresses.length > 0) return undefined;
    const reading = read(`buy some${said[1]}`);
    if (reading.kind !== 'ask' || reading.pending.awaiting !== 'amount') return undefined;
    const token = (reading.pending as { tokenOut?: string }).tokenOut ?? tail.tokens[0]!.key.toUpperCase();
    return ask(`You said you are thinking of buying some ${token}, so nothing was bought. ${reading.question}`, {
      ...reading.pending,
      confirm: true,
    } as PartialIntent);
  }
  const facts = scanPrompt(plainPaste(pasted));
  const tokens = [...new Set(facts.tokens.map((t) => t.key.toUpperCase()))].filter((t) => !usdPegged.has(t));
  // (A dollar coin a paste names is what a price is in, never the token it is about.)
  const chains = [...new Set(facts.chains)];
  if (tokens.length !== 1 || chains.length > 1 || facts.addresses.length > 0) return undefined;
  const reading = read(`buy some ${tokens[0]}${chains.length === 1 ? ` on ${chains[0]}` : ''}`);
  if (reading.kind !== 'ask' || reading.pending.awaiting !== 'amount') return undefined;
  return ask(`You said you are thinking of buying some ${tokens[0]}, so nothing was bought. ${reading.question}`, {
    ...reading.pending,
    confirm: true,
  } as PartialIntent);
}
