import { ask, type Interpretation, type PartialIntent } from './intent.ts';

/** A template's placeholder alone, or as a field's value: `${CHAIN}`, `chain=${CHAIN}`, `{"amount":"{{size}}"}`. */
const lonePlaceholder = /^\s*(?:\{\s*"?[a-z_]+"?\s*:\s*"?|[a-z_]+\s*[=:]\s*["']?)?(\$\{\s*[\w.]+\s*\}|\{\{\s*[\w.]+\s*\}\}|<%=?\s*[\w.]+\s*%>)["']?\s*\}?\s*$/i;

/**
 * `chain=${CHAIN}` after "Which chain should I send USDC on?": a bot's answer sent before its template was filled in
 * answers nothing, so the question stands and is asked again, the request it completes still waiting; `undefined` for
 * anything else (a placeholder in a request of its own is refused by the structured reader).
 */
export function placeholderAnswer(prompt: string, asked: Interpretation | undefined): Interpretation | undefined {
  const m = lonePlaceholder.exec(prompt);
  if (!m || asked?.kind !== 'ask') return undefined;
  const question = asked.question.replace(/^Your answer holds the placeholder \S+, which was never filled in\. /, '');
  return ask(`Your answer holds the placeholder ${m[1]}, which was never filled in. ${question}`, asked.pending as PartialIntent);
}
