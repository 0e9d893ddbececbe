import { chainWords, sharedChainWords } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fieldNames } from './structured-fields.ts';
import { familyOf } from './structured-orders.ts';

/** Words in a batch's or a file's name saying its rows are not to be paid now: a rehearsal, or rows paid or handled already. */
export const settled =
  /\b(?:test|tests|testing|dry|dryrun|sim|simulat\w*|paper|sandbox|demo|mock|fake|practice|noop|preview|draft|old|done|sent|paid|processed|completed|complete|archived?|backup|copy|failed|cancell?ed|void|tmp|temp)\b/i;

/**
 * A batch written as a block of lines, as payroll bots write it:
 *
 *     BATCH payroll chain=base token=USDC
 *     1 to=bob.eth amt=100
 *     2 to=carol.base.eth amt=50
 *     END
 *
 * The head names the batch (its action, a label, the fields every item shares), each line below is one recipient and
 * its amount (numbered or not), and a closing `END` only ends the block. Read as the JSON batch it stands for, so the
 * batch reader checks it like any other; a line with any other field, or a head that is no batch's, is left as it was.
 */
export function batchBlock(prompt: string): string | undefined {
  const lines = prompt
    .trim()
    .split(/\s*\r?\n\s*/)
    .filter(Boolean);
  if (lines.length > 2 && /^(?:end|eof|done|commit)\.?$/i.test(lines.at(-1)!)) lines.pop();
  const head = /^\/?([a-z][\w.-]*)(?:\s+([a-z][\w-]*))?((?:\s+[a-z][a-z0-9_]*\s*[=:]\s*[^\s=:]+)*)\s*:?$/i.exec(lines[0] ?? '');
  // `payroll chain=base`: a payroll names whom a batch pays, as `batch` or `payouts` name it.
  if (!head || (familyOf(head[1]!) !== 'batch' && !/^payrolls?$/i.test(head[1]!)) || lines.length < 3) return undefined;
  // The label names the batch (`payroll`); a token or a chain there would say more than a name.
  const label = head[2]?.toLowerCase();
  if (
    label !== undefined &&
    (settled.test(label.replace(/[_-]+/g, ' ')) ||
      tokenWords.has(label) ||
      chainWords.has(label) ||
      sharedChainWords.has(label) ||
      Object.hasOwn(fieldNames, label))
  )
    return undefined;
  const shared = Object.fromEntries([...head[3]!.matchAll(/([a-z][a-z0-9_]*)\s*[=:]\s*([^\s=:]+)/gi)].map((f) => [f[1]!.toLowerCase(), f[2]!]));
  const recipients: { to: string; amount: string }[] = [];
  for (const line of lines.slice(1)) {
    const item = /^(?:(?:\d{1,3}[.):]?|[-*])\s+)?((?:[a-z][a-z0-9_]*\s*[=:]\s*[^\s=:]+\s*){2})$/i.exec(line);
    if (!item) return undefined;
    const fields = [...item[1]!.matchAll(/([a-z][a-z0-9_]*)\s*[=:]\s*([^\s=:]+)/gi)].map((f) => [f[1]!.toLowerCase(), f[2]!] as const);
    const to = fields.find(([key]) => ['to', 'toEither', 'address'].includes(fieldNames[key] ?? '') || key === 'to')?.[1];
    const amount = fields.find(([key]) => fieldNames[key] === 'amount')?.[1];
    if (to === undefined || amount === undefined || !/^\d+(?:\.\d+)?$/.test(amount)) return undefined;
    recipients.push({ to, amount });
  }
  return JSON.stringify({ action: familyOf(head[1]!) === 'batch' ? head[1]! : 'batch', ...shared, recipients });
}
