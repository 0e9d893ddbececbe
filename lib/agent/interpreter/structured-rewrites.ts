import { verbs } from '../../language/lexicon.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fieldNames, jsonFields } from './structured-fields.ts';
import { amountInNames } from './structured-money.ts';
import { withPairedItems } from './structured-json-values.ts';

/**
 * A bot's line of fields rewritten before its fields are read (structured-prompt.ts): an amount written with its
 * token, an arrow to the token received, a list of quoted words. Each rewrite says in fields what the line said in its
 * own notation, and leaves anything else as it was.
 */

/**
 * `receive_exact=5000 DEGEN`: an exact amount bought written with its token is that amount and the token bought
 * (`receive_exact=5000 to_token=DEGEN`); a token bought named again elsewhere is then given twice, refused. Only the
 * fields of an amount bought: which side another amount's unit counts is the reader's to say (see `paidSide`).
 */
export function withBoughtUnit(prompt: string): string {
  return prompt.replace(
    /(^|[\s,;{(|&])([a-z][a-z_]*)(\s*[=:]\s*)(\d[\d,]*(?:\.\d+)?)\s+\$?([a-z][a-z0-9]*)(?=[\s,;})|&]|$)/gi,
    (all, before: string, key: string, op: string, amount: string, unit: string) =>
      fieldNames[key.toLowerCase()] === 'amountOut' && tokenWords.has(unit.toLowerCase()) ? `${before}${key}${op}${amount} to_token=${unit}` : all,
  );
}

/**
 * `swap amount_in=50 USDC -> WETH`: in a swap's or a sell's line of fields, an amount written with its token and an
 * arrow to another token is the amount of the token sold and the token received (`amount_in=50 from=USDC to=WETH`).
 * Only an amount that counts the side paid (not `amount_out`) and two tokens known; anything else is left as it was.
 */
export function withArrowedPair(prompt: string): string {
  if (!/^\s*\/?(?:swap|sell|trade|exchange|convert)\s+(?=[a-z_]+\s*[=:])/i.test(prompt)) return prompt;
  return prompt.replace(
    /(^|\s)([a-z][a-z_]*)(\s*[=:]\s*)(\d+(?:\.\d+)?)\s+\$?([a-z][a-z0-9]*)\s*(?:->|=>|→)\s*\$?([a-z][a-z0-9]*)(?=\s|$)/gi,
    (all, before: string, key: string, op: string, amount: string, sold: string, bought: string) =>
      (fieldNames[key.toLowerCase()] === 'amount' || (amountInNames as readonly string[]).includes(key.toLowerCase())) &&
      tokenWords.has(sold.toLowerCase()) &&
      tokenWords.has(bought.toLowerCase())
        ? `${before}${key}${op}${amount} from=${sold} to=${bought}`
        : all,
  );
}

/**
 * `sell AERO notional_usd=40 -> USDC chain=base`: in a sell's or a swap's line of fields after its verb and token, an
 * arrow points to the token received (`to=USDC`). Only there: a buy's arrow says nothing sure of which way (see
 * `commandLine`), and an arrow to anything but a token is left for the reader to refuse.
 */
export function withArrowedToken(prompt: string): string {
  const lead = /^\s*\/?([a-z]+)\s+\$?([a-z][a-z0-9]*)\s+(?=[a-z_]+\s*[=:])/i.exec(prompt);
  if (!lead || !/^(?:sell|swap)$/.test(verbs.get(lead[1]!.toLowerCase()) ?? '') || !tokenWords.has(lead[2]!.toLowerCase())) return prompt;
  const rest = prompt
    .slice(lead[0].length)
    .replace(/(^|\s)(?:->|=>|→)\s*\$?([a-z][a-z0-9]*)(?=\s|$)/gi, (all, before: string, token: string) =>
      tokenWords.has(token.toLowerCase()) ? `${before}to=${token}` : all,
    );
  return `${lead[0]}${rest}`;
}

/**
 * `recipients=["0x44…","0x55…"]` in a call's arguments: a list of quoted words (addresses, names, tokens) is the list
 * of those words, as `recipients=[0x44…,0x55…]` writes it; the quotes hold no text of anyone's. A JSON object's lists
 * are JSON's (see jsonFields), and a quoted item holding a space or a comma is text, left as it was.
 */
export function withUnquotedLists(prompt: string): string {
  if (jsonFields(prompt)) return prompt;
  return withPairedItems(prompt).replace(/\[\s*"[^"\s,\]]+"(?:\s*,\s*"[^"\s,\]]+")*\s*\]/g, (list) => list.replace(/"/g, '').replace(/\s+/g, ''));
}

/**
 * `SOL->JUP | size: $20 worth of SOL`: a size in dollars "worth of" the token the line's arrow sells is that many
 * dollars of it, as `size: $20` says beside the arrow. Worth of any other token (the one bought) is left as written.
 */
export function withPaidWorth(prompt: string): string {
  if (/[\n\r]/.test(prompt.trim())) return prompt;
  const sold = /(?:^|[\s|,])\$?([a-z][a-z0-9]*)\s*(?:->|=>|→)\s*\$?[a-z][a-z0-9]*(?=[\s|,]|$)/i.exec(prompt)?.[1]?.toLowerCase();
  if (sold === undefined || !tokenWords.has(sold)) return prompt;
  return prompt.replace(
    /(\b(?:size|amount|amt|qty|notional|value)\s*[=:]\s*)(\$\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*(?:usd|dollars?))\s+(?:worth\s+)?of\s+\$?([a-z][a-z0-9]*)(?=\s*(?:[|,]|$))/gi,
    (all, lead: string, dollars: string, token: string) =>
      token.toLowerCase() === sold ? `${lead}$${dollars.replace(/^\$|\s*(?:usd|dollars?)$/gi, '')}` : all,
  );
}

/**
 * `USDC 200 => WETH`, `polygon :: 200 USDC -> WETH on polygon`: a bot's step written as an arrow with no verb is a swap,
 * the amount beside the token on the arrow's left (the side spent) counting that token, as `swap 200 USDC -> WETH`
 * says. An amount on the right (`USDC => WETH 200`) may count either side and is left as it was, for the reader to ask.
 */
export function withVerblessArrow(prompt: string): string {
  const m =
    /^\s*(?:(base|ethereum|solana|polygon|unichain)\s*(?:::|:|\|)\s*)?(?:\$?([a-z][a-z0-9]*)(?:\s+|\s*:\s*)(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*\$?([a-z][a-z0-9]*))\s*(?:->|=>|→)\s*\$?([a-z][a-z0-9]*)(\s+(?:@|on)\s*[a-z]+)?\s*$/i.exec(
      prompt,
    );
  if (!m) return prompt;
  const sold = (m[2] ?? m[5])!;
  const amount = (m[3] ?? m[4])!;
  if (!tokenWords.has(sold.toLowerCase()) || !tokenWords.has(m[6]!.toLowerCase())) return prompt;
  return `swap ${m[1] ? `${m[1]} ` : ''}${amount} ${sold} -> ${m[6]}${m[7] ?? ''}`;
}
