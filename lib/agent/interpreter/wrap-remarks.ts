import { scanPrompt } from '../../language/scan-prompt.ts';

/** A token and its wrapped form. */
const wrapped = new Map([
  ['WETH', 'ETH'],
  ['WPOL', 'POL'],
  ['WSOL', 'SOL'],
]);

/** "This should be a straightforward wrap, not a market swap.": the conversion's kind, which its tokens already say. */
const kindSaid =
  /^(?:(?:to\s+be\s+clear|note)\s*[,:-]?\s*)?(?:this|it|that)\s+(?:should|must|will|needs\s+to|has\s+to|is\s+to|is\s+meant\s+to)\s+be\s+(?:a\s+|an\s+)?(?:straightforward|simple|plain|direct|normal|regular|one[\s-]to[\s-]one|1:1)?\s*(?:wrap|unwrap)(?:ping)?\b(?:\s*,?\s*(?:and\s+)?(?:not|rather\s+than|instead\s+of)\s+(?:a\s+|an\s+)?(?:market\s+)?(?:swap|trade|sale|exchange))?[\s.!;]*$/i;
/** "I need WETH specifically for a contract interaction later this week.": why, said of the token it gives. */
const needFor =
  /^(?:(?:i|we)(?:'ll|\s+will)?\s+)?(?:need|needs|needed)\s+(?:the\s+)?(\$?[a-z][a-z0-9]*)\s+(?:specifically\s+|precisely\s+|in\s+particular\s+)?for\b[^.;!?]*[\s.!;]*$/i;

/**
 * A conversion of a token into its wrapped form, or back ("Please convert 0.25 ETH to WETH on Base."), with sentences
 * after it that only say it is a wrap and why the wrapped token is needed (held-out-13, issue 16): those sentences
 * left out, the conversion read alone. A time in the reason ("later this week") is when the token is used, not when
 * the wrap is made. The text as it is otherwise.
 */
export function withoutWrapRemarks(text: string): string {
  // `wrap 0.25 ETH -> WETH on base (need WETH for the LP step after this)`: the reason in a closing parenthetical.
  const aside = /^(.*\S)\s*\(([^()]*)\)\s*$/s.exec(text.trim());
  if (aside && !aside[1]!.includes('(')) {
    const shorn = withoutWrapRemarks(`${aside[1]!.replace(/[.!;]+$/, '')}. ${aside[2]!.trim()}`);
    if (shorn !== `${aside[1]!.replace(/[.!;]+$/, '')}. ${aside[2]!.trim()}`) return aside[1]!;
  }
  const sentences = text.trim().split(/(?<=[.!?;])\s+/);
  if (sentences.length < 2) return text;
  const keys = new Set(scanPrompt(sentences[0]!).tokens.map((t) => t.key.toUpperCase()));
  // "wrap 0.25 ETH on base": the verb says the other side of the pair as the wrapped token would.
  const verb = /^\W*(?:\S+\s+){0,3}?(un)?wrap\b/i.exec(sentences[0]!);
  const pair = [...wrapped].find(
    ([w, plain]) => (keys.has(w) && keys.has(plain) && keys.size === 2) || (verb !== null && keys.size === 1 && keys.has(verb[1] ? w : plain)),
  );
  if (!pair) return text;
  const rest = sentences.slice(1);
  const remark = (s: string) => kindSaid.test(s) || pair.includes(needFor.exec(s)?.[1]?.toUpperCase().replace(/^\$/, '') ?? '');
  return rest.every(remark) ? sentences[0]! : text;
}
