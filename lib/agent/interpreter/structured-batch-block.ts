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
  // `EXECUTE BATCH`, `run`: a closing line that only says do it ends the block as `END` does.
  if (lines.length > 2 && /^(?:end|eof|done|commit|(?:execute|exec|run|submit|go)(?:\s+(?:batch|payroll|payouts?|all))?)\.?!?$/i.test(lines.at(-1)!))
    lines.pop();
  // `payroll-runner v0.9 :: chain=base …`: a payroll bot's name and version before `::` name the batch as `payroll` does.
  const head = /^\/?([a-z][\w.-]*?)(?:\s+v?\d+(?:\.\d+)*)?(?:\s+([a-z][\w-]*))?(?:\s+::)?((?:\s+[a-z][a-z0-9_]*\s*[=:]\s*[^\s=:]+)*)\s*:?$/i.exec(
    lines[0] ?? '',
  );
  const named = head ? head[1]!.toLowerCase() : '';
  const payroll = /^(?:payrolls?|(?:payroll|payouts?|batch)[-_.](?:runner|bot|worker|job|run|svc|service|engine|daemon|sender))$/.test(named);
  // `payroll chain=base`: a payroll names whom a batch pays, as `batch` or `payouts` name it.
  if (!head || (familyOf(head[1]!) !== 'batch' && !payroll) || lines.length < 3) return undefined;
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
    // `bob.eth          50`: a recipient and its amount in columns, as a payout command's lines are.
    // `- bob.eth 50 USDC`: a bullet or a number may lead it, and the head's token follow the amount.
    const column =
      /^(?:(?:\d{1,3}[.):]?|[-*•])\s+)?(0x[0-9a-fA-F]{40}|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.eth|[1-9A-HJ-NP-Za-km-z]{32,44})[\s,:;]+(\d+(?:\.\d+)?)(?:\s*\$?(\p{L}[\p{L}\p{N}]*))?$/u.exec(
        line,
      );
    // Only under a head naming the token, as a payout command's head does (see payoutLines); a unit must be that token.
    const headToken = Object.entries(shared).find(([key]) => fieldNames[key] === 'token')?.[1];
    if (column && headToken !== undefined) {
      if (column[3] !== undefined && column[3].toLowerCase() !== headToken.replace(/^\$/, '').toLowerCase()) return undefined;
      recipients.push({ to: column[1]!, amount: column[2]! });
      continue;
    }
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

/**
 * `[{"to":"0x…","token":"USDC","amount":10},…]  <- disburse these on unichain`: a JSON list of transfers with a short
 * instruction that only says pay them (and on which chain), before or after it, as the batch it stands for. The
 * instruction may name nothing else; anything more leaves the prompt as it was, for the other readers to refuse.
 */
export function listedTransfers(prompt: string): string | undefined {
  const m =
    /^\s*(\[[\s\S]*\])\s*(?:<-+|←|#+|\/\/|--?|:)?\s*([^[\]{}]*?)\s*$/.exec(prompt) ?? /^\s*([^[\]{}]*?)\s*(?:->|→|:|-)?\s*(\[[\s\S]*\])\s*$/.exec(prompt);
  if (!m) return undefined;
  const [list, words] = m[1]!.startsWith('[') ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  const said =
    /^(?:please\s+)?(?:disburse|send|pay(?:\s+out)?|execute|process|run|transfer|payout|distribute)\s+(?:these|them|this(?:\s+(?:list|batch))?|all(?:\s+of\s+(?:these|them))?|the\s+(?:list|batch))(?:\s+(?:on|via)\s+([a-z]+))?\s*[.!]?$/i.exec(
      words,
    );
  if (!said) return undefined;
  let items: unknown;
  try {
    items = JSON.parse(list);
  } catch {
    return undefined;
  }
  if (!Array.isArray(items) || items.length < 2 || !items.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) return undefined;
  const word = said[1]?.toLowerCase();
  const chain = word === undefined ? undefined : (chainWords.get(word) ?? sharedChainWords.get(word));
  if (word !== undefined && chain === undefined) return undefined;
  return JSON.stringify({ action: 'batch', ...(chain ? { chain } : {}), transfers: items });
}
