import { fieldNames, isTag } from './structured-fields.ts';
import { roleName } from './structured-pairs.ts';

const flagPattern = /\s+--([a-z][a-z0-9_-]*)(?:(?:\s*=\s*|\s+)("[^"]*"|'[^']*'|(?!--)[^\s"']+)|(?=\s+--[a-z]|\s*$))/giy;

/**
 * `$ purser swap …`, `purser-cli fees unclaimed …`, `npx purser send …`: a shell's prompt and this service's own
 * program name before the command say nothing of the request.
 */
const programHead = /^\s*(?:[$>%]\s*)?(?:npx\s+|\.\/|bin\/)?purser(?:[-_]?cli)?\s+(?=[a-z/])/i;

/**
 * `send 0.25 ETH -> vitalik.eth --network ethereum --memo "gitcoin round"`, `schedule --cron "0 9 * * 1" --chain base
 * --action buy …`: a command line's `--name value` options, as the readers know them. After a sentence, a chain option
 * is the sentence's "on <chain>", a slippage its `slippage=` and a bot's bookkeeping (`--memo`, `--ref`, see `isTag`) is
 * set aside; after a command's name alone (one or two words), every option is its `name=value` field. A flag with no
 * value (`--dry-run`, `--yes`), or any other option after a sentence, leaves the line as it was, for the readers to
 * refuse.
 */
/** The value of a flag given alone (`--all-chains`): set. */
const flagSet = 'true';

/** A payment's sentence: `send 0.1 ETH`, `transfer 25 USDC`, `pay 10 USDC`. */
const transferHead = /^\/?(?:send|transfer|pay)\s+\S/i;

/** `--in 0.5 SOL`: the token spent and its amount in one option. Groups: the option, the amount, the token. */
const spentWithAmount = /\s--(in|from|sell|pay|spend)(?:\s+|\s*=\s*)(\d[\d,]*(?:\.\d+)?)\s+(\$?[a-z][a-z0-9]*)(?=\s+--|\s*$)/i;

export function withCliFlags(written: string): string {
  // `--launch --chain base --name …` (held-out-37 bot): a first flag with no value before the others is the command.
  const given = written.replace(/^(\s*)--([a-z][a-z_]*)(?=\s+--[a-z])/i, '$1$2');
  const program = programHead.exec(given);
  const said = program ? given.slice(program[0].length) : given;
  // `swap --in 0.5 SOL --out JUP` (held-out-34 bot 56): as `--in SOL --amount 0.5`, when no other option says an amount.
  const paired = spentWithAmount.exec(said);
  const prompt =
    paired &&
    !/\s--(?:amount|amt|qty|quantity|size|amount_in|in_amount)\b/i.test(said) &&
    [...said.matchAll(new RegExp(spentWithAmount.source, 'gi'))].length === 1
      ? `${said.slice(0, paired.index)} --${paired[1]} ${paired[3]} --amount ${paired[2]}${said.slice(paired.index + paired[0].length)}`
      : said;
  const start = prompt.search(/\s--[a-z]/i);
  if (start < 0 || /[\n\r]/.test(prompt.trim())) return given;
  const head = prompt.slice(0, start).trim();
  const flags: [string, string][] = [];
  flagPattern.lastIndex = start;
  let end = start;
  for (let m = flagPattern.exec(prompt); m; m = flagPattern.exec(prompt)) {
    // `--all-chains`, `--dry-run`: a flag alone is set (`all_chains=true`), for the readers to honour or refuse.
    flags.push([m[1]!.toLowerCase().replace(/-/g, '_'), m[2]?.replace(/^(["'])([\s\S]*)\1$/, '$2') ?? flagSet]);
    end = flagPattern.lastIndex;
  }
  if (flags.length === 0 || prompt.slice(end).trim() !== '' || head === '' || head.includes('--')) return given;
  // A flag alone after any other command is left for the command reader (see commandFlags).
  if (!program && flags.some(([, value]) => value === flagSet)) return given;
  const quoted = (value: string) => (/^[^\s"'=]+$/.test(value) ? value : `"${value.replace(/"/g, "'")}"`);
  // `schedule add --cron …`, `orders ls --chain base`: a command's name, then only its options.
  // Its name in two words is a namespace and its method (`orders rm` as `orders.rm`).
  // After this service's own name, the command is its first one or two words (`fees unclaimed`), a dash in it an
  // underscore (`limit-buy`, as `limit_buy`); a flag given twice (`--token LINK --token UNI`) is left as written.
  if (program && new Set(flags.map(([name]) => name)).size !== flags.length) return given;
  const command = program && /^[a-z][\w-]*(?:\s+[a-z][\w-]*)?$/i.test(head) ? head.replace(/-/g, '_') : undefined;
  if (command !== undefined || /^\/?[a-z][\w.-]*(?:\s+(?:add|create|new|ls|list|rm|remove|delete|del|cancel|set|get|show|run|exec|place|submit))?$/i.test(head))
    return `${(command ?? head).replace(/\s+/, '.')} ${flags.map(([name, value]) => `${name}=${quoted(value)}`).join(' ')}`;
  const chains: string[] = [];
  const recipients: string[] = [];
  const kept: string[] = [];
  for (const [name, value] of flags) {
    const role = Object.hasOwn(fieldNames, name) ? fieldNames[name] : fieldNames[roleName(name) ?? ''];
    if (role === 'chain') chains.push(value);
    // `send 0.1 ETH --to bob.eth --network ethereum`: after a sentence that names no recipient of its own, a `--to`
    // option is its "to <recipient>"; a second one, or one beside the sentence's own "to", leaves the line to refuse.
    else if ((role === 'to' || role === 'toEither') && transferHead.test(head) && !/\s(?:to|->|→)\s/i.test(head)) recipients.push(value);
    else if (role === 'slippage' || role === 'slippageBps') kept.push(`${name}=${quoted(value)}`);
    else if (!isTag(name, value)) return given;
  }
  if (chains.length > 1 || recipients.length > 1) return given;
  return [head, ...recipients.map((to) => `to ${to}`), ...(chains.length === 1 ? [`on ${chains[0]}`] : []), ...kept].join(' ');
}

/**
 * `[payroll] transfer 100 USDC polygon recipient=vitalik.eth memo=grant` (held-out-29): after a sentence, a bot's
 * note or reference written `name=value` at the line's end (`memo=grant`, `ref=inv-22`, as `isTag` reads them) is set aside as `--memo grant` is
 * above. Only the trailing run of such fields, and only after words that are no fields: any other field keeps the line.
 */
/** A note's or a reference's name: an id (`id=12`) may name a cancel's order, so it is no note here. */
const noteNames = /^(?:memo|note|notes|comment|ref|reference|label|tag|tags)$/;
const trailingField = /\s+([a-z][a-z0-9_]*)=("[^"\n]*"|'[^'\n]*'|[^\s"'=]+)\s*$/i;

export function withoutTrailingTags(given: string): string {
  if (/[\n\r]/.test(given.trim())) return given;
  let text = given;
  for (let m = trailingField.exec(text); m; m = trailingField.exec(text)) {
    const name = m[1]!.toLowerCase();
    if (!noteNames.test(name) || !isTag(name, m[2]!.replace(/^(["'])([\s\S]*)\1$/, '$2'))) break;
    text = text.slice(0, m.index);
  }
  // A sentence's words first (`transfer 100 USDC …`): a line of fields alone is the fields reader's, tags and all.
  if (text === given || !/^\s*\S+\s+[^=\s]+(?:\s|$)/.test(text) || /^\s*[a-z_]+=/i.test(text)) return given;
  return text;
}
