import { chainWords, sharedChainWords } from '../../language/lexicon.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { ask, movingIntentOf, type Interpretation } from './intent.ts';
import { askWhole } from './owed-yes.ts';

/**
 * "On Unichain specifically (not Ethereum mainnet), please buy UNI …", "…on Base, not on Ethereum": a chain named only to
 * rule it out, beside the one chain the move is on, is no second chain and no taking back of the move (issue 16). The
 * move is read without those words and asked back whole for a yes, naming them — it never runs on the first reply. A
 * prompt whose other chain is not ruled out in just those words ("not on Base but on Polygon, or maybe Ethereum") is
 * left as it was read.
 */

/** "(not Ethereum mainnet)", ", not on Ethereum", "rather than on Polygon": the words that rule one chain out. */
const ruling =
  /\s*[(,]?\s*\b(?:and\s+)?(?:not|rather than|instead of)\s+(on\s+|in\s+)?(?:the\s+)?([a-z][a-z0-9]*)(\s+(?:mainnet|network|chain|l1))?\s*\)?(?=[\s,.;!]|$)/gi;

/** The chains a text names only to rule them out ("mainnet pls not base 🙏", "(not Ethereum mainnet)"). */
export function chainsRuledOut(text: string): Set<string> {
  const ruledOut = new Set<string>();
  for (const [, on, word, named] of text.matchAll(ruling)) {
    const lower = word!.toLowerCase();
    const chain = chainWords.get(lower) ?? (on || named || /^(?:ethereum|solana)$/.test(lower) ? sharedChainWords.get(lower) : undefined);
    if (chain) ruledOut.add(chain);
  }
  return ruledOut;
}

/**
 * The move read without the words that rule a chain out, asked back whole for a yes; undefined when the prompt is not so.
 * @param prompt the person's words (one paragraph).
 * @param read interprets the prompt without those words, as the interpreter does.
 * @param aside only a chain ruled out in brackets ("on Polygon (not Ethereum mainnet)"): "on base, not polygon" said
 *   plainly beside a move is two chains, refused as such.
 */
export function chainRuledOut(prompt: string, read: (text: string) => Interpretation, aside = false): Interpretation | undefined {
  const dropped: string[] = [];
  const ruledOut = new Set<string>();
  const rest = prompt.replace(ruling, (whole, on: string | undefined, word: string, named: string | undefined) => {
    // "not ETH" may rule out a token: a word that is also a token is a chain only as one ("not on eth", "not Ethereum mainnet").
    const lower = word.toLowerCase();
    const chain = chainWords.get(lower) ?? (on || named || /^(?:ethereum|solana)$/.test(lower) ? sharedChainWords.get(lower) : undefined);
    if (!chain || (aside && !whole.trim().startsWith('('))) return whole;
    dropped.push(whole.trim().replace(/^[(,]\s*|\s*\)$/g, ''));
    ruledOut.add(chain);
    return whole.trim().startsWith(',') ? ',' : ' ';
  });
  if (dropped.length === 0) return undefined;
  // The one chain left is the move's, and none ruled out is named again.
  const chains = scanPrompt(rest).chains;
  if (chains.length !== 1 || ruledOut.has(chains[0]!)) return undefined;
  const reading = read(
    rest
      .replace(/\s+,/g, ',')
      .replace(/\s{2,}/g, ' ')
      .trim(),
  );
  const moving = movingIntentOf(reading);
  if (!moving || reading.kind === 'fail' || (moving as { chain?: string }).chain !== chains[0]) return undefined;
  const lead = `I read your message as this one request, leaving out ${dropped.map((d) => `"${d}"`).join(', ')}.`;
  if (reading.kind === 'ask')
    return reading.pending.awaiting === 'confirm'
      ? ask(`${lead} ${reading.question.replace(/^I read your message as this one request[^.]*\.\s*/, '')}`, reading.pending)
      : ask(reading.question, { ...reading.pending, confirm: true });
  return askWhole(reading.intent, lead);
}
