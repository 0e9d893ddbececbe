import { ask, fail, movingIntentOf, type Interpretation } from './intent.ts';

/** What a name's possessive may point at and still be that name's own address ("bob.eth's wallet", "bob.eth's ENS"). */
const ownAddressWords = new Set(['wallet', 'address', 'addr', 'addy', 'account', 'ens', 'basename', 'name']);
/** Words after a possessive that end the recipient: the request goes on ("to bob.eth's on base" is no one else). */
const goesOn = new Set(['on', 'in', 'via', 'please', 'pls', 'now', 'thanks', 'thx', 'and', 'for', 'with', 'asap']);
/** A verb right after the name: the name is the subject of a clause about another recipient ("the wallet bob.eth uses"). */
const clauseVerbs =
  /^(?:says|said|uses|used|gave|gives|told|tells|sent|owns|owned|wants|wanted|mentioned|prefers|preferred|picked|picks|chose|chooses|named|names|specified|provided|shared|posted|listed|set|added|keeps|controls|manages|runs|suggested|recommended|asked|asks)$/i;

/**
 * "send 20 usdc to bob.eth's new address", "to bob.eth's brother", "to the wallet bob.eth uses for savings", "to
 * whoever bob.eth says": a name said as the owner of, or the one pointing at, the recipient is not the recipient; read
 * as it, the service paid bob.eth (sweep B: 42 asked a yes on it, 18 answers to "which address?" paid it at once). The
 * recipient is asked again, saying why; "bob.eth's wallet", "bob.eth's address" are bob.eth.
 * @returns the move with its recipient asked again, or undefined when the recipient is said as itself.
 */
export function payeeThrough(given: string, reading: Interpretation): Interpretation | undefined {
  if (reading.kind === 'fail') return undefined;
  const move = movingIntentOf(reading) as Record<string, unknown> | undefined;
  if (move?.kind !== 'transfer' || typeof move.to !== 'string') return undefined;
  const said = throughWords(given, move.to);
  if (!said) return undefined;
  const why = `You wrote "${said}": that points at someone else's address through ${move.to}, not at ${move.to} itself, so nothing was done. I send only to an address or a name you give me.`;
  if (reading.kind === 'intent' || (reading.kind === 'ask' && reading.pending.awaiting === 'confirm')) {
    const { to: _to, awaiting: _awaiting, confirm: _confirm, toSelfConfirmed: _self, ...known } = move;
    const token = typeof known.token === 'string' ? ` ${known.token}` : '';
    return ask(`${why} Which address should I send${token} to?`, { ...known, kind: 'transfer', awaiting: 'to' });
  }
  return fail('MOVE_UNCLEAR', `${why} Send the request again with the recipient's own address.`);
}

/** The words that make `payee` the way to another recipient in `given`, if any. */
function throughWords(given: string, payee: string): string | undefined {
  const lower = given.toLowerCase();
  const name = payee.toLowerCase();
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
    const before = lower.slice(0, at);
    if (/[\w.]$/.test(before)) continue;
    const after = given.slice(at + payee.length);
    const possessive = /^['’]s\b[ \t]*([\p{L}\p{N}-]+)?([ \t]+[\p{L}\p{N}-]+)?/u.exec(after);
    if (possessive) {
      const [, first, second] = possessive;
      const head = first?.toLowerCase();
      if (head === undefined || ownAddressWords.has(head) || goesOn.has(head)) continue;
      // "bob.eth's new address": the words up to the address they describe.
      const whole = second !== undefined && ownAddressWords.has(second.trim().toLowerCase());
      return `${payee}${whole ? possessive[0] : possessive[0].slice(0, possessive[0].length - (second?.length ?? 0))}`;
    }
    // On the same line: a note under a pasted line ("0x…\n\nsent me this") is no clause about the address.
    const verb = /^[ \t]+([\p{L}]+)/u.exec(after)?.[1];
    if (verb && clauseVerbs.test(verb)) return `${/(?:whoever|whatever|wherever|whichever|the\s+\w+)\s*$/i.exec(before)?.[0] ?? ''}${payee} ${verb}`.trim();
    if (/\b(?:whoever|whomever|wherever|whichever)\s*$/i.test(before)) return `${/\w+\s*$/.exec(before)![0]}${payee}`;
  }
  return undefined;
}
