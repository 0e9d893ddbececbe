import { collectingWords } from '../../language/foreign-words.ts';
import { scanPrompt } from '../../language/scan-prompt.ts';
import { tokensAt } from '../../language/token-registry.ts';
import { fail, type Interpretation } from './intent.ts';

/**
 * A transfer is the caller paying: money leaves the caller's wallet for the one named. Sweep 35 found prompts read as
 * that payment which ask for something else beside an address and an amount, and a yes paid the wrong way or paid in
 * full what was never to leave: money coming IN ("request 10 usdc from 0x…", "0x… owes me 10 usdc", "make 0x… pay
 * me"), an approval or a permit ("approve max usdc to 0x…": the whole balance sent to the spender), a transaction to
 * build and not send ("encode a transfer …", "queue a tx"), money set aside or streamed, a deposit into a contract
 * (a plain transfer to a vault is lost), a trade's proceeds to another address ("swap 10 usdc to eth to 0x…": kept in
 * the caller's wallet), a quote asked ("what would I get for 1 eth in usdc") and a balance read as a price ("when my
 * balance is over 5"). None of them is a payment or a trade made now, so each is refused, saying what can be done
 * instead; nothing is asked back for a yes.
 *
 * The rule is the direction and the kind of the act, not a list of sentences: words that make the caller the receiver
 * or another wallet the source, words of an act other than paying (approve, allow, permit, request, collect, owe,
 * receive, deposit, supply, lock, escrow, stream, encode, queue …), a recipient beside a trade, a question of what a
 * move would give, and a holding as an order's condition.
 */
export function directionRefused(text: string, reading: Interpretation): Interpretation | undefined {
  const move = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
  if (!move) return undefined;
  const order = move.kind === 'automation-create';
  const action = (order ? (move as { action?: { kind?: string } }).action : move) as Record<string, unknown> | undefined;
  const kind = action?.kind;
  const paying = kind === 'transfer' || kind === 'transfer-batch';
  const trading = kind === 'swap';
  if (!order && !paying && !trading && !['wrap', 'unwrap'].includes(String(kind))) return undefined;
  // Text pasted above the person's own line is the pasted readers' ("Pay to: 0x…", "Bob: send me 40"): the last line is theirs.
  const lines = text.split(/\n/).filter((l) => l.trim() !== '');
  const last = lines.at(-1) ?? '';
  // One request broken over two lines ("request 10 usdc from 0x…\non base", "approve … on base\nthanks"): a short last
  // line that names no amount, address or token finishes the line above. Longer texts, quoted or labelled ones are
  // pastes, whose readers decide.
  const finishing = (l: string) =>
    /^\s*(?:on|in|via|over|thanks|thank you|thx|ty|pls|please|base|ethereum|mainnet|polygon|unichain|solana)\b/i.test(l) &&
    l.trim().split(/\s+/).length <= 4 &&
    ((f) => f.amounts.length + f.addresses.length + f.tokens.length === 0)(scanPrompt(l));
  const broken = lines.length === 2 && finishing(last) && !/["“”>]|^\s*[^\s:][^:\n]{0,30}:\s/m.test(text);
  const line = broken ? lines.join(' ') : last;
  const facts = scanPrompt(line);
  // A bare answer ("approve", "yes") to a question names no amount, token or address: it is the thread's, not a request.
  if (facts.amounts.length === 0 && facts.addresses.length === 0 && facts.tokens.length === 0) return undefined;
  const own = ownText(line, action ?? {});
  // A line under others, or one that opens with a writer's name ("Jake: pls send me 10 usdc …"), may be someone else's.
  const pasted = (lines.length > 1 && !broken) || /^\s*(?:\[[^\]]*\]\s*)?[a-z][\w .'-]{0,30}:\s/i.test(line);
  const found = (rules: readonly Rule[]) => {
    for (const rule of rules) {
      if (rule.perspective && pasted) continue;
      const m = rule.pattern.exec(own);
      if (m && (!rule.meant || rule.meant(m))) return fail(rule.code, rule.message(m[0].trim().replace(/\baddr\b/g, 'the address')));
    }
    return undefined;
  };
  // "1 eth in usdc on base?", "1 eth to usdc on base?": no verb, and a question mark; a quote is asked, not a move.
  // ("would you spend 0.01 ETH on PEPE for me?": "spend" is the swap's own verb, read by its capability.)
  if (
    !order &&
    (paying || trading) &&
    facts.actions.length === 0 &&
    !/\bspend\b/i.test(own) &&
    (facts.asked || /^\s*\$?\d[\d.,]*\s*\$?[a-z]+\s+in\s+\$?[a-z]+\b/.test(own))
  ) {
    return fail(
      'ONE_REQUEST',
      `"${line.trim()}" reads as a question, with no verb of a move, so nothing was done. Ask for prices ("price of eth and usdc"), or say the move, like "swap 1 ETH to USDC on base".`,
    );
  }
  return (
    found(asked) ??
    (order ? found(holdingConditions) : undefined) ??
    (paying ? found(notPaying) : undefined) ??
    (trading ? found(tradeElsewhere) : undefined) ??
    (trading || (order && !action) ? found(aboveHolding) : undefined)
  );
}

type Rule = {
  readonly pattern: RegExp;
  readonly code: 'INVALID_RECIPIENT' | 'UNSUPPORTED_ACTION' | 'ONE_ACTION' | 'ONE_REQUEST' | 'AUTOMATION_UNSUPPORTED' | 'MOVE_UNCLEAR';
  readonly message: (said: string) => string;
  /** Whether it reads "me" and "I" as the caller: never in a message pasted from someone else. */
  readonly perspective?: true;
  /** Whether what the pattern found is meant (its first group checked), when the pattern alone cannot tell. */
  readonly meant?: (m: RegExpExecArray) => boolean;
};

const nothing = 'Nothing was done.';
const builtTx = 'A transaction you built yourself can be signed with POST /agent/sign or sent with POST /agent/submit.';

/**
 * The prompt as its words are read here: quoted text left out (data), addresses and names masked ("addr", or "token"
 * for the move's own token given by its address), lower case, one space between words.
 */
function ownText(text: string, move: Record<string, unknown>): string {
  const tokens = new Set([move.token, move.tokenIn, move.tokenOut].filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase()));
  const paid = new Set(
    [move.to, ...((move.recipients as unknown[]) ?? []), ...((move.transfers as { to?: unknown }[]) ?? []).map((t) => t.to)]
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.toLowerCase()),
  );
  const mask = (a: string) => (!paid.has(a.toLowerCase()) && (tokens.has(a.toLowerCase()) || tokensAt(a).length > 0) ? ' token ' : ' addr ');
  return ` ${text
    .replace(/"[^"]*"|“[^”]*”/g, ' ')
    .replace(/\b0x[0-9a-fA-F]{6,}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, mask)
    .replace(/(?<![\w.@-])[\w-]+(?:\.[\w-]+)*\.(?:eth|sol|base\.eth)\b/gi, mask)
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')} `;
}

/** "what would I get for 1 eth", "what would it cost to send …": a question of what a move gives or costs. */
const asked: readonly Rule[] = [
  {
    pattern:
      /\b(?:what|how much)(?:'s| is| are)? (?:would|will|do|does|did|could|can|should|might) (?:[^\s.,;!?]+ ){1,8}?(?:get|cost|receive|pay|fetch|give|come to|be worth)\b|\b(?:quote|estimate)\s+(?:me|for|on|of)\b|\b(?:get|give me|need|want)\s+(?:a|an|the)\s+(?:quote|estimate)\b|\bwhat(?:'s|s| is) \$?\d[\d.,]* ?[a-z]+ (?:in|to|worth in)\b/,
    code: 'ONE_REQUEST',
    message: (said) =>
      `"${said}" asks what a move would give or cost, not for the move, so nothing was done. Ask for prices ("price of eth and usdc") to work it out, and send the move on its own when you want it made.`,
  },
];

/** Words that make the caller the receiver, or another wallet the source, or the act something other than paying. */
const notPaying: readonly Rule[] = [
  {
    // An approval, an allowance, a permit or a spending right: a spender may pull up to it later; nothing is sent now.
    pattern:
      /\b(?:approv(?:e|es|ed|ing)|authori[sz](?:e|es|ed|ing)|permit|permits)\b(?!\s+(?:you|u|(?:a|the|this|that|my)\s+(?:payment|transfer|send|transaction))\b)\s*[:(]?\s*(?:[^\s.,;:!?()]+\s+){0,3}?(?:\$?\d[\d.,]*|max\b|all\b|unlimited|infinite|addr\b)|\b(?:approvals?|allowances?|permit2|authori[sz]ation|pre-?authori[sz]\w*|spender|spending (?:cap|limit|rights?|power|approval)|whitelist\w*|allowlist\w*)\b|\b(?:let|lets|allow|allows|allowing|enable|enables|permit)\s+addr\b|\baddr\s+(?:can|could|may|might|will be able to|is allowed to)\s+(?:spend|use|pull|take|withdraw|draw|debit|access|move|charge)\b|\bgive\s+addr\s+(?:\w+\s+)?(?:permission|access|rights?|approval|allowance|the right)\b/,
    code: 'UNSUPPORTED_ACTION',
    message: (said) =>
      `"${said}": approvals, allowances, permits and spending rights are not something I set from a prompt, and I never send the amount in their place (a spender would get it outright). ${builtTx} To pay someone, say it like "send 100 USDC to 0x… on base". ${nothing}`,
  },
  {
    // A transaction to build, encode, sign, queue or propose, not to send now.
    pattern:
      /\b(?:calldata|call data|typed data|eip-?712|personal[_ ]sign|encod(?:e|ed|es|ing)|raw (?:tx|txn|transaction)|unsigned|tx data|(?:don'?t|do not|without|no) (?:broadcast\w*|submit\w*|execut\w*)|co-?sign\w*|multi-?sig|propos(?:e|ed|al|ing)|queue[sd]?|queuing|queueing|stag(?:e|ed|ing)|prepar(?:e|ed|es|ing)|export(?:s|ed|ing)?|(?:build|builds|built|create|creates|created|generate|generates|generated|draft|drafted|construct|constructed|craft|crafted)(?: me)?(?: a| an| the)?(?: raw| unsigned)? (?:tx|txn|transaction|payload)|sign(?:s|ed|ing)? (?:a|an|the|this|that|it|my)\b(?! (?:&|and) (?:broadcast|send|submit))(?: [a-z]+)?)\b/,
    code: 'UNSUPPORTED_ACTION',
    message: (said) =>
      `"${said}": I do not build, encode, sign, queue or propose a transaction from a prompt; a transfer said here is sent at once. ${builtTx} To send now, say it like "send 1 ETH to 0x… on base". ${nothing}`,
  },
  {
    // Money coming to the caller: asked for, collected, or leaving another wallet ("from 0x…", "0x… se", "von").
    pattern: new RegExp(
      [
        /(?<!\b(?:direcci[oó]n|direccion|endere[cç]o|carteira|cartera|billetera|conta|cuenta|wallet|address|adresse|bhej|bhejo|kar|karo|send|transfer|daal|dal|pay|de)\s+)\b(?:from|out of|de|desde|von|vom|depuis|ot|da|dal|do|se)\s+(?:(?:my|the|his|her|their|this|that|other|another|wallet|address|account|mi|su|la|el|meiner|meinem|meine|der|dem|mon|ma|son|sa)\s+){0,3}addr\b/
          .source,
        /(?:^|[\s,])(?:от|из)\s+addr\b/.source,
        /\baddr\s+se\b/.source,
        /\b(?:expecting|awaiting|waiting (?:for|on))\s+(?:a\s+|the\s+|my\s+)?(?:\$?\d|addr|payment|money|funds)/.source,
        /\binvoic(?:e|es|ed|ing)\s+addr\b|\b(?:invoice|payment request|bill)\s+(?:to|for)\s+addr\b/.source,
        // Asked, collected or received, in the speaker's language (`language/foreign-words.ts`).
        `\\b(?:collect|collects|collected|collecting|${collectingWords.join('|')})\\b`,
        /(?:^|[\s,])(?:получи|получить|взыскать|попроси)/.source,
        /\b(?:request|requests|requested|requesting|charge|charges|charged|bill|bills|billed)\s+(?:addr|\$?\d[\d.,]*(?: [a-z]+)?)/.source,
        /\b(?:ask|asks|asked|tell|make|have|get)\s+addr\s+(?:for|to|pay|send)\b/.source,
        /\baddr\s+ko\s+(?:bolo|kaho|bol do|bolna)\b|\b(?:dene|bhejne|dena|bhejna)\s+(?:ko\s+)?(?:bolo|kaho|bol do)\b/.source,
        /\b(?:send|sends|sent|create|make|issue|raise)\w* (?:a |an |the )?(?:payment )?(?:request|invoice|bill)\b/.source,
      ].join('|'),
    ),
    code: 'INVALID_RECIPIENT',
    message: (said) =>
      `"${said}" reads as money coming to you, or leaving a wallet that is not yours, not a payment from you. I can only send from your own wallet to a recipient you name; to be paid, give the payer your address (your balances show it). ${nothing}`,
  },
  {
    // Money coming to the caller in the speaker's own words ("pay me 10", "0x… owes me", "10 usdc to me"): in a message
    // pasted from someone else ("Jake: send me 10 usdc …") "me" is its writer, and the pasted readers ask it back.
    pattern: new RegExp(
      [
        /\b(?:pay|pays|paid|paying|send|sends|sent|sending|transfer|transfers|transferred|transferring|give|gives|gave|giving|return|returns|returned|refund|refunds|refunded|repay|repays|repaid|reimburse|reimburses|reimbursed|wire|wires|wired|tip|tips|tipped|promise|promises|promised)\s+(?:(?:it|that|this|them|back)\s+)?(?:to\s+)?(?:me|us|myself|ourselves)\s+(?:back\s+)?(?:the\s+|my\s+|that\s+)?\$?\d[\d.,]*/
          .source,
        /(?:->|→|=>)\s*(?:me|us|myself|my wallet|my address)\b/.source,
        /\b(?:\d[\d.,]*\s*[a-z]*|it|them|that|back)\s+to (?:me|us|myself)\b/.source,
        /\b(?:i|we|i've|we've|i have|we have)\s+(?:just\s+|already\s+)?(?:received|receive|got|gotten)\s+\$?\d|^ ?receiv(?:e|ing)\s+\$?\d/.source,
        /\b(?:sent|paid|owed|transferred|wired|refunded)\s+(?:[^\s.,;!?]+\s+){0,3}?by\s+addr\b|\baddr\s+ne\b/.source,
        /\b(?:me|nos)\s+(?:debe|deve|doit|devez|pag\w*|pay\w*|mand\w*|envi\w*)\b|\bmir\s+(?:\S+\s+){0,4}?(?:zahlen|zahlt|überweisen|schicken|senden|schickt)\b|\bschuldet\s+(?:mir|uns)\b|\bmujhe\s+(?:\S+\s+){0,3}?(?:dena|dene|dega|degi)\b/
          .source,
        // "0x… is sending me", "0x… paid me", "0x… owes me", "has 0x… paid": the address pays; "to 0x… send please" it does not.
        /(?<!\b(?:to|for|at) )\baddr\s+(?:(?:is|was|has|had|have|will|would|should|must|can|could|did|does|gonna|going to|needs? to|has to|have to|got to|ought to|is supposed to)\s+(?:(?:just|already|still|finally|never|not|also)\s+)?(?:pay|paid|paying|send|sent|sending|transfer|transferred|transferring|owe|owed|owing|give|gave|giving|return|returned|refund|refunded|wire|wired)|(?:(?:just|already|still|finally|also)\s+)?(?:paid|pays|sent|sends|transferred|transfers|owes|owed|gave|gives|returned|refunded|wired|promised|promises))\b/
          .source,
      ].join('|'),
    ),
    perspective: true,
    code: 'INVALID_RECIPIENT',
    message: (said) =>
      `"${said}" reads as money coming to you, or leaving a wallet that is not yours, not a payment from you. I can only send from your own wallet to a recipient you name; to be paid, give the payer your address (your balances show it). ${nothing}`,
  },
  {
    // Money kept for someone, streamed or vested: it stays, or leaves over time; a transfer now would pay it all.
    pattern:
      /\b(?:reserve[sd]?|reserving|earmark\w*|set(?:ting)? aside|put(?:ting)? aside|ring-?fenc\w*|(?:hold|holding)(?= [^.,;!?]*\bfor\b)|stream(?:s|ed|ing)?|vest(?:s|ed|ing)?|drip(?:s|ped|ping)?)\b/,
    code: 'UNSUPPORTED_ACTION',
    message: (said) =>
      `"${said}": I cannot set money aside, stream or vest it for someone; I can only send it now, in full. To pay now, say it like "send 100 USDC to 0x… on base". ${nothing}`,
  },
  {
    // A deposit into a contract (a vault, a pool, an escrow): a call to that contract, which a plain transfer is not.
    // ("pay the 120 USDC deposit to carol.base.eth": a deposit paid to someone is a payment, its noun what the sum is.)
    pattern:
      /\b(?:(?<!\b(?:pay|send|transfer)\s+(?:the|my|our|her|his|their)\s+(?:[\w.$]+\s+){0,3})deposit(?:s|ed|ing)?|suppl(?:y|ies|ied|ying)|lock(?:s|ed|ing)?(?: up)?|escrow(?:s|ed|ing)?|stak(?:e|es|ed|ing)|lend(?:s|ing)?|pool(?:s|ed|ing)?)(?= (?:\$?\d|all|my|some|half|it|them|everything|the \$?\d|(?:into|in|to|with) (?:the )?(?:\w+ )?addr))|\b(?:into|in|to) (?:the |an? )?escrow\b|\bliquidity\b|\binteract\w* with\b|\b(?:contract|vault|pool|protocol)(?:\s+[^\s.,;!?]+){0,2}\s+addr\b|\baddr\s+\(?(?:\w+\s+)?(?:contract|vault|pool)\b|\b(?:it|this|that)(?:'s| is) (?:a |the |an )?(?:\w+ )?(?:contract|vault|pool)\b|\bload(?:s|ed|ing)? [^.,;!?]*\bonto\b|\bfund(?:s|ed|ing)? (?:the |a |my )?(?:contract|vault|pool)\b/,
    code: 'UNSUPPORTED_ACTION',
    message: (said) =>
      `"${said}": a deposit into a contract (a vault, a pool, an escrow, a lock) is a call to that contract, which I do not make from a prompt; a plain transfer to it may lose the funds. ${builtTx} To pay a wallet, say it like "send 100 USDC to 0x… on base". ${nothing}`,
  },
];

/** "sell 1 eth to 0x…", "swap 10 usdc to eth on base to 0x…": a trade pays into the caller's own wallet only. */
const tradeElsewhere: readonly Rule[] = [
  {
    pattern: /(?:\b[a-z]+\s+)?\baddr\b/,
    code: 'ONE_ACTION',
    message: (said) =>
      `"${said}": a trade pays into your own wallet; I do not send what it buys or sells to another address. Trade first, then send in a prompt of its own ("send 1 ETH to 0x… on base"). ${nothing}`,
  },
];

/** "sell everything over 1 eth": the part of a holding above an amount, which no amount read says. */
const aboveHolding: readonly Rule[] = [
  {
    pattern: /\b(?:everything|all|whatever|anything|what)\b[^.,;!?]*?\b(?:over|above|beyond|exceeding|more than|in excess of)\s+\d[\d.,]*\s*([a-z]{2,10})\b/,
    // "everything over 1 eth": the number counts a token; "all eth above 3000" (a price) stays the order it is.
    meant: (m) => scanPrompt(m[1]!).tokens.length > 0,
    code: 'MOVE_UNCLEAR',
    message: (said) => aboveMessage(said),
  },
  {
    // "sell all eth over 1", "sell my sol above 5": a bare number after a whole holding is as much the amount kept as a
    // price (a limit at $1 was asked for a yes); a price is said with "$", "when", "at", or is too large to be held.
    pattern:
      /\b(?:all|everything|whatever|anything|my)\s+(?:(?:of )?(?:my|the) )?\$?([a-z]{2,10})\s+(?:(?:that |which )?(?:i|we) (?:have|hold|own|got)\s+)?(?:over|above|beyond|exceeding|more than|in excess of)\s+(\d[\d.,]*)(?![\d.,]*\s*(?:k\b|m\b|%|\$|usd|dollars?|bucks|each|per\b|cents?))/,
    meant: (m) => scanPrompt(m[1]!).tokens.length > 0 && Number(m[2]!.replace(/,/g, '')) < 1000,
    code: 'MOVE_UNCLEAR',
    message: (said) =>
      `"${said}": is that a price to wait for, or the amount of the holding to keep? I do not guess it. For an order, say the price in dollars ("sell all ETH on base when ETH rises above $3500"); to sell what is above an amount you hold, say the exact amount to sell ("sell 2 ETH for USDC on base"). ${nothing}`,
  },
  {
    pattern: /\b(?:i|we) (?:have|hold|own|got)\s+(?:over|above|beyond|more than|in excess of)\s+\$?\d[\d.,]*/,
    code: 'MOVE_UNCLEAR',
    message: (said) => aboveMessage(said),
  },
];
const aboveMessage = (said: string) =>
  `"${said}": I cannot read the part of a holding above an amount as the amount to trade. Say the exact amount ("sell 2 ETH for USDC on base"), or ask your balance first. ${nothing}`;

/** "when my balance is over 5", "if i have over 100", "once my position hits $1000": a holding as an order's condition. */
const holdingConditions: readonly Rule[] = [
  {
    pattern:
      /\b(?:when|whenever|if|once|as soon as|after|until|till)\b[^.,;!?]*?\b(?:my (?:\w+ )?(?:balance|position|holdings?|bag|stack|portfolio|account|wallet|worth|value)|(?:i|we) (?:have|hold|own|got)\b|my \w+ (?:is|are|gets|get|becomes) worth|(?:balance|position|holdings?|portfolio|bag) (?:is|hits|reaches|goes|gets|exceeds|crosses))|\b(?:value|worth) of (?:my|our)\b/,
    code: 'AUTOMATION_UNSUPPORTED',
    message: (said) =>
      `"${said}": orders here wait for a token's price or a time, never for your balance or what a holding is worth, and I would not read it as a price. Say the price, like "sell 1 ETH on base when ETH rises above 3500". ${nothing}`,
  },
];
