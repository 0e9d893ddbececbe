import { verbs } from '../../language/lexicon.ts';
import { apiAction } from './structured-api-names.ts';
import { fieldNames } from './structured-fields.ts';

/**
 * A bot's answer to a question written as code that sets one field (held-out-30): a setter call
 * (`set_context(chain='unichain')`, `setChain("unichain")`, `context.set(network="unichain")`) or an assignment to the
 * request's field (`transfer.to = 9xQe…`, `ctx.chain = "unichain"`). Read as the `chain=unichain` a reply may write, for
 * the follow-up to read against what was asked; `undefined` for anything else: two fields, a value that is no word, an
 * unknown field, or a field of a request other than the one asked about (`swap.to = …` after a send's question).
 */
export function fieldCallAnswer(prompt: string, asked?: { kind: string; pending?: unknown }): string | undefined {
  const said = setterField(prompt) ?? assignedField(prompt);
  if (said === undefined) return undefined;
  const { owner, key, value } = said;
  if (!Object.hasOwn(fieldNames, key) || fieldNames[key] === 'action' || !plainValue.test(value)) return undefined;
  // `transfer.to = …`: a field named on a request is an answer only to that request's question.
  const named = owner === undefined ? undefined : verbs.get(apiAction(owner));
  const pendingKind = asked?.kind === 'ask' ? (asked.pending as { kind?: string } | undefined)?.kind : undefined;
  if (named !== undefined && kindOf[named] !== pendingKind) return undefined;
  return `${key}=${value}`;
}

/** The request kind a verb's fields belong to. */
const kindOf: Record<string, string> = { transfer: 'transfer', swap: 'swap', buy: 'swap', sell: 'swap' };

/** A field's value as an answer: a word, a number, an address or a name (`alice.eth`), never code or a list. */
const plainValue = /^[\w .$%-]+$/;

/** A setter's name: of the context or the request (`set_context`, `ctx.update`, `set`), or of one field (`set_chain`). */
const setterName =
  /^(?:(?:ctx|context|config|cfg|session|params|args|request|req|opts|options|state)[._])?(?:set|update|use|patch|put|with)(?:[_-]?(?:context|ctx|config|cfg|params|args|opts|options|state|defaults?))?(?:[_-]?([a-z][a-z0-9_]*?))?$/;

/** `set_context(chain='unichain')`, `setChain("unichain")`: the one field a setter call sets. */
function setterField(prompt: string): { owner?: string; key: string; value: string } | undefined {
  const call = /^\s*([a-z][\w.]*)\s*\(\s*(?:\{\s*)?([\s\S]*?)(?:\s*\})?\s*\)\s*;?\s*$/i.exec(prompt);
  if (!call) return undefined;
  const name = call[1]!.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  const setter = setterName.exec(name);
  if (!setter) return undefined;
  const args = call[2]!.trim();
  const one = /^["']?([a-z][a-z0-9_]*)["']?\s*[=:]\s*(?:"([^"]*)"|'([^']*)'|([^\s,'"]+))$/i.exec(args);
  // `set_chain("unichain")`: the field is the setter's own, the one argument its value.
  const bare = /^(?:"([^"]*)"|'([^']*)'|([^\s,'"=:]+))$/.exec(args);
  if (setter[1] !== undefined) return bare ? { key: setter[1], value: (bare[1] ?? bare[2] ?? bare[3])!.trim() } : undefined;
  return one ? { key: one[1]!.toLowerCase(), value: (one[2] ?? one[3] ?? one[4])!.trim() } : undefined;
}

/** `transfer.to = 9xQe…`, `ctx.chain = "unichain"`: the one field an assignment sets, and whose it is. */
function assignedField(prompt: string): { owner?: string; key: string; value: string } | undefined {
  const m = /^\s*(?:(?:let|const|var)\s+)?([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)\s*[=:]\s*(?:"([^"]*)"|'([^']*)'|([^\s;'"]+))\s*;?\s*$/i.exec(prompt);
  if (!m) return undefined;
  const owner = m[1]!.toLowerCase();
  const request = verbs.has(apiAction(owner)) ? owner : undefined;
  if (request === undefined && !holders.test(owner)) return undefined;
  return { owner: request, key: m[2]!.toLowerCase(), value: (m[3] ?? m[4] ?? m[5])!.trim() };
}

/** Names of what holds a request's fields: the context, its arguments, the request itself. */
const holders = /^(?:ctx|context|config|cfg|session|params|args|request|req|opts|options|state|order|tx|job|payload|body)$/;
