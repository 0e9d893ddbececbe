import { supportedChainNames } from '../../chains/chains.ts';
import { chooseAction, moves } from './choose-action.ts';
import { completeIntent } from './complete-intent.ts';
import { ask, fail, type Interpretation, type PartialIntent } from './intent.ts';
import { guard, roughAmount } from './guards.ts';
import { andTheRest, englishWord, sharedChainWords, stopWords, usdWords, verbs } from '../../language/lexicon.ts';
import { badAmountMessage, type AddressMention, type Facts, type TokenMention } from '../../language/scan-prompt.ts';
import { swapDraft, unknownWordAfter } from './swap-draft.ts';
import { launchedSwap, withCandidate } from './launched-swap.ts';
import { chainLabels, tokensAt, tokenWords } from '../../language/token-registry.ts';
import { capabilitiesHint } from '../../capabilities/index.ts';
import { askWhole, describeAmount } from './owed-yes.ts';
import { holdingQuestion } from './holding-question.ts';
import { courtesyIf } from '../../language/courtesy-if.ts';
import { priceCompound } from './price-compound.ts';

/**
 * Fails for addresses no request can use: a wrong checksum, a malformed address, and a name (vitalik.eth) anywhere
 * but as the recipient of a transfer (`names`: the request is one), where it is resolved when the job runs.
 */
export function addressProblem(addresses: readonly AddressMention[], { names = false }: { names?: boolean } = {}): Interpretation | undefined {
  for (const a of addresses) {
    if (a.type === 'ens' && !names)
      return fail(
        'ENS_UNSUPPORTED',
        `A name such as ${a.raw} is read only as the recipient of a transfer ("send 5 usdc to ${a.raw} on base"); here, use the 0x address instead. Nothing was done.`,
      );
    if (a.type === 'bad-checksum')
      return fail(
        'BAD_CHECKSUM',
        `${a.raw} fails its checksum (mixed-case letters do not match), so it may contain a typo. Check it, or paste it again. Nothing was done.`,
      );
    if (a.type === 'invalid')
      return fail('INVALID_ADDRESS', `${a.raw} is not a complete address (an EVM address is 0x and 40 hex characters). Nothing was done.`);
  }
  return undefined;
}

/** Token mentions in order, contract addresses and mints included; an unknown contract is reported. */
function tokenMentions(facts: Facts, recipient: AddressMention | undefined): { tokens: TokenMention[]; unknown?: string; lossy?: string } {
  const tokens = [...facts.tokens];
  for (const a of facts.addresses) {
    if (a === recipient || (a.type !== 'evm' && a.type !== 'solana')) continue;
    const known = tokensAt(a.raw).filter((t) => facts.chains.length === 0 || facts.chains.includes(t.chain));
    if (known.length === 0) return { tokens, unknown: a.raw };
    // "send 1 usdc each to alice.eth and 0x<USDC contract>": a token's contract among the recipients is a recipient
    // where money is lost, never the token (which the words already name), and never dropped from the list.
    const listed = ['and', 'n', 'each', 'to', '&'].includes(facts.words[a.index - 1] ?? '') || facts.words[a.index - 1]?.startsWith('@');
    if (listed && facts.tokens.length > 0) return { tokens, lossy: a.raw };
    tokens.push({ key: known[0]!.symbol.toUpperCase(), index: a.index });
  }
  return { tokens: tokens.sort((x, y) => x.index - y.index) };
}

/** Words that ask for a read in so many words ("tell me", "show", "what is", "how much", "the value of"). */
const readAskWords = new Set(['tell', 'show', 'what', 'whats', 'how', 'howmuch', 'value', 'worth', 'balance', 'balances', 'holdings', 'portfolio']);

/** A prompt on its own (no thread): the intent, a question, or a clear failure. */
export function readRequest(given: Facts): Interpretation {
  const facts = withoutNegatedMove(given);
  const guarded = guard(facts);
  if (guarded) return guarded;
  // "do i have enough usdc to ape 500 into wif? not buying yet": a question about holdings is a read, whatever move it
  // names or takes back.
  const asked = given.actions.some((a) => moves.has(a.action)) && !facts.actions.some((a) => moves.has(a.action)) ? holdingQuestion(given) : undefined;
  if (asked) return asked;
  // Every move was negated and nothing but a read is asked: a request not to do something (never a move read from what is left).
  const negatedMove = given.actions.some((a) => moves.has(a.action)) && !facts.actions.some((a) => moves.has(a.action));
  const remaining = negatedMove ? chooseAction(facts) : undefined;
  // What remains must be asked for in words ("just show me the price", "what's eth at"), not read into "my usdc".
  // ("Kindly tell me what is the value of my LINK holding …, I am not wanting to sell" (held-out-40, non-native): a read
  // asked in words — tell, show, what, how much, its value — is asked, whatever move is ruled out beside it.)
  const askedInWords = facts.words.some((w) => readAskWords.has(w));
  const implicitRead = facts.actions.length === 0 && (remaining === 'balance' || remaining === 'portfolio') && !askedInWords;
  if (negatedMove && (remaining === undefined || remaining === 'sequence' || moves.has(remaining) || implicitRead)) {
    return fail('NEGATED', 'That reads as something not to do, so nothing was done.');
  }
  if (
    /\bfrom (?:base|ethereum|mainnet|polygon|unichain|solana)\b.*\bto (?:base|ethereum|mainnet|polygon|unichain|solana)\b/.test(facts.words.join(' ')) &&
    facts.words.some((w) => verbs.get(w) === 'transfer')
  ) {
    return fail('BRIDGE_UNSUPPORTED', 'Moving tokens between chains (bridging) is not supported; swaps and transfers happen on one chain. Nothing was done.');
  }
  // "move my sol over to base", "send my usdc onto polygon": a transfer to a chain, not to an address, is a bridge.
  if (
    facts.addresses.length === 0 &&
    facts.words.some((w) => verbs.get(w) === 'transfer') &&
    facts.words.some(
      (w, i) =>
        ['to', 'onto', 'into'].includes(w) &&
        facts.chainIndexes.has(i + 1) &&
        !['the', 'my'].includes(facts.words[i + 2] ?? '') &&
        facts.words[i + 2] !== 'chain',
    ) &&
    facts.words.some((w) => ['over', 'across', 'onto', 'move', 'moving', 'port', 'shift'].includes(w))
  ) {
    return fail('BRIDGE_UNSUPPORTED', 'Moving tokens between chains (bridging) is not supported; swaps and transfers happen on one chain. Nothing was done.');
  }
  // ("pasting the contract from the bridge ui: 0x… - what token is this": a bridge's page named as where a read's data
  // came from asks for no bridging; with any move in the prompt the word still refuses it.)
  const bridgePage = (i: number) => /^(?:ui|app|site|page|website|interface|dapp|frontend|explorer|tab|screen|docs)$/.test(facts.words[i + 1] ?? '');
  const bridgeNamed = facts.words.some((w, i) => w === 'bridge' && bridgePage(i)) && !given.actions.some((a) => moves.has(a.action));
  if (!bridgeNamed && facts.words.some((w) => w === 'bridge' || w === 'bridging' || w === 'bridged')) {
    return fail('BRIDGE_UNSUPPORTED', 'Moving tokens between chains (bridging) is not supported; swaps and transfers happen on one chain. Nothing was done.');
  }
  if (facts.unsupportedChain) {
    const name = facts.unsupportedChain;
    return fail(
      'UNSUPPORTED_CHAIN',
      `${name[0]!.toUpperCase()}${name.slice(1)} is not supported. Supported chains: ${supportedChainNames.join(', ')}. Nothing was done.`,
    );
  }
  // "is my USDT over 500", "would my DAI cover a 200 DAI swap": a question about holdings is their read, never the move it names.
  const question = holdingQuestion(facts);
  if (question) return question;
  const action = chooseAction(facts);
  // "2026-12-01T08:00Z: send 5 usdc to …": a move stamped with a time is not a move now (an order reads its own times).
  if (facts.timestamp && action && action !== 'sequence' && moves.has(action))
    return fail(
      'AUTOMATION_UNSUPPORTED',
      `That names a time (${facts.timestamp}), and doing it now instead would not be what you asked. To schedule it, say the time like "tomorrow at 9:00 UTC" or "on 2026-12-01 at 8:00 UTC". Nothing was done.`,
    );
  if (action === 'sequence') return fail('ONE_ACTION', 'One action per prompt for now: send the steps as separate prompts. Nothing was done.');
  // "0.01 eth to vitalik.eth on mainnet": an amount of a token to a name, without a verb, is a transfer asked back for a yes.
  const paidName = action === undefined && verblessPayment(facts);
  const problem = addressProblem(facts.addresses, { names: action === 'transfer' || paidName });
  if (problem) return problem;
  if (facts.badAmount && (action === undefined || moves.has(action))) return fail('BAD_AMOUNT', badAmountMessage(facts.badAmount));
  if (facts.badSlippage) return fail('BAD_SLIPPAGE', `A slippage limit of ${facts.badSlippage} is outside 0.01%–50%. Nothing was done.`);
  if (facts.chains.length > 1 && (action === undefined || moves.has(action) || action === 'price' || action === 'lookup')) {
    if (action && moves.has(action))
      return fail('MANY_CHAINS', `That names several chains (${facts.chains.join(', ')}); a move happens on one. Nothing was done.`);
  }
  const moveAt = facts.actions.find((a) => moves.has(a.action))?.index;
  if (moveAt !== undefined && (facts.actions.some((a) => moves.has(a.action) && negated(facts, a.index)) || retracted(facts.words))) {
    return fail('NEGATED', 'That reads as something not to do, so nothing was done.');
  }
  if (action && moves.has(action)) {
    const keys = new Set(facts.tokens.map((t) => t.key));
    const exacts = new Set(facts.amounts.filter((a) => a.amount.kind !== 'usd').map((a) => `${a.amount.kind}:${a.amount.value}`));
    const recipients = new Set(
      facts.addresses.filter((a) => a.afterTo || (action === 'transfer' && tokensAt(a.raw).length === 0)).map((a) => a.raw.toLowerCase()),
    );
    if (keys.size > (action === 'transfer' ? 1 : 2) || exacts.size > (action === 'transfer' ? 1 : 2) || recipients.size > 1) {
      return fail('ONE_ACTION', 'One action per prompt for now: one token, one amount and one recipient per request. Nothing was done.');
    }
  }
  // In a trade, "to 0x532f…" that is a token's contract is the token bought, not a recipient.
  const trade = action === 'swap' || action === 'buy' || action === 'sell';
  const recipient =
    facts.addresses.find((a) => a.afterTo && !(trade && tokensAt(a.raw).length > 0)) ??
    (action === 'transfer'
      ? (facts.addresses.find((a) => tokensAt(a.raw).length === 0) ?? facts.addresses[0])
      : // "0x1111…, 75, USDC": with a token and an amount in words and no verb, an address that is no token's is who would
        // be paid (asked back for a yes), not a token to look up.
        action === undefined && facts.tokens.length > 0 && facts.amounts.length > 0
        ? facts.addresses.find((a) => (a.type === 'evm' || a.type === 'solana') && tokensAt(a.raw).length === 0)
        : undefined);
  const { tokens, unknown, lossy } = tokenMentions(facts, recipient);
  if (lossy && action === 'transfer')
    return fail('LOSSY_RECIPIENT', `${lossy} is a token's contract, not a wallet: tokens sent to it are lost. Nothing was sent.`);
  const chain = facts.chains.length === 1 ? { chain: facts.chains[0]! } : {};
  const firstUnknown = facts.unknownTokens[0];
  if (
    action === 'lookup' ||
    ((action === 'price' || action === undefined || (action === 'balance' && facts.words.some((w) => w === 'what' || w === 'whats'))) &&
      facts.addresses.length > 0 &&
      !recipient &&
      facts.amounts.length === 0)
  ) {
    const address = facts.addresses[0];
    if (address) return completeIntent({ kind: 'lookup', address: address.raw, ...(address.type === 'solana' ? { chain: 'solana' } : chain) });
  }
  // "buy $20 of $MCAT on base": a ticker or contract the registry lacks may be a launched token; the refusal carries the trade for the runtime to check.
  // A question ("should I buy $20 of $MCAT?") or a rough amount is confirmed first, as for a listed token.
  const confirm = hypothetical(facts, moveAt)
    ? 'That sounds like a question, and I do not give advice. Do you want to make this trade exactly as written? (yes / no)'
    : roughAmount(facts)
      ? 'Should I trade exactly the amount written? (yes / no)'
      : undefined;
  const launched = unknown || firstUnknown ? launchedSwap(facts, action, recipient, confirm) : undefined;
  if (unknown)
    return withCandidate(
      fail('UNKNOWN_TOKEN', `I don't know the token at ${unknown}${facts.chains[0] ? ` on ${chainLabels[facts.chains[0]]}` : ''}. Nothing was done.`),
      launched,
    );
  if (firstUnknown && action !== 'portfolio' && action !== 'trending')
    return withCandidate(fail('UNKNOWN_TOKEN', `I don't know the token "${firstUnknown.word.toUpperCase()}". Nothing was done.`), launched);
  switch (action) {
    case 'balance': {
      const named = facts.words.findIndex(
        (w, i) =>
          (w === 'any' || w === 'my') &&
          i + 1 < facts.words.length &&
          /^[a-z]+$/.test(facts.words[i + 1]!) &&
          !stopWords.has(facts.words[i + 1]!) &&
          !tokenWords.has(facts.words[i + 1]!) &&
          !verbs.has(facts.words[i + 1]!) &&
          !facts.chainIndexes.has(i + 1) &&
          ![
            'bags',
            'bag',
            'wallet',
            'wallets',
            // "everything i have on all my chains": the chains a read covers, never a token.
            'chains',
            'networks',
            'blockchains',
            'accounts',
            'holdings',
            'balance',
            'balances',
            'portfolio',
            'assets',
            'positions',
            'coins',
            'tokens',
            'crypto',
            'money',
            'funds',
            'stuff',
            'stash',
          ].includes(facts.words[i + 1]!),
      );
      if (tokens.length === 0 && named >= 0)
        return fail('UNKNOWN_TOKEN', `I don't know the token "${facts.words[named + 1]!.toUpperCase()}". Nothing was done.`);
      return completeIntent({
        kind: 'balance',
        chains: [...facts.chains],
        tokens: tokens.length > 0 && !everyHolding(facts) ? tokens.map((t) => t.key) : 'all',
      });
    }
    case 'portfolio':
      return completeIntent({
        kind: 'portfolio',
        ...(tokens.length > 0 ? { tokens: [...new Set(tokens.map((t) => t.key))] } : {}),
        ...(facts.chains.length > 0 ? { chains: [...facts.chains] } : {}),
      });
    case 'lookup':
      return completeIntent({ kind: 'lookup', ...chain });
    case 'trending': {
      // Trending ranks chains, so "trending coins, solana and unichain" names chains even where "solana" could be SOL.
      const named = facts.tokens.flatMap((t) => sharedChainWords.get(facts.words[t.index] ?? '') ?? []);
      // "top 5 trending", "the 3 hottest": how many to show.
      const top = facts.words.findIndex((w, i) => ['top', 'the', 'first'].includes(w) && /^[1-9]\d?$/.test(facts.words[i + 1] ?? ''));
      const limit = top >= 0 ? Number(facts.words[top + 1]) : undefined;
      return completeIntent({ kind: 'trending', chains: [...facts.chains, ...named], ...(limit && limit <= 50 ? { limit } : {}) });
    }
    case 'price': {
      if (!tokens[0] && statedPrice(facts)) return fail('UNRECOGNIZED', `I didn't understand that. ${capabilitiesHint}`);
      if (!tokens[0]) {
        const at = facts.actions.find((a) => a.action === 'price')?.index ?? -1;
        // "if the price impact is unusually large": a noun made one with "price", no token and no price asked.
        if (priceCompound(facts, at)) return fail('UNRECOGNIZED', `I didn't understand that. ${capabilitiesHint}`);
        // ("…worth at current prices? I don't wish to trade it": a negation after the price word is no ticker; nor is the
        // currency the answer is in: "a simple quote in US dollars will be quite sufficient".)
        const after = unknownWordAfter(facts, at);
        const word = (after && !notWords.has(after) && !usdWords.has(after) ? after : undefined) ?? unknownBefore(facts);
        if (word) return fail('UNKNOWN_TOKEN', `I don't know the token "${word.toUpperCase()}". Nothing was done.`);
      }
      const price = completeIntent({ kind: 'price', tokens: [...new Set(tokens.map((t) => t.key))], ...chain });
      // "eth price last 24h", "sol on 3 March": the price now is what there is, and the answer says so.
      return price.kind === 'intent' && facts.words.some((w) => pastWords.has(w))
        ? { ...price, notes: [...(price.notes ?? []), 'This is the price now: I have no price history.'] }
        : price;
    }
    case 'swap':
    case 'buy':
    case 'sell': {
      const draft = swapDraft(facts, action, tokens);
      if ('question' in draft || 'code' in draft) return draft;
      const done = completeIntent(draft as PartialIntent);
      // "ape 100 usdc on degen", "swap 50 usdc from eth": a token the prompt names that the trade left out, while it asks
      // for a token, was read on the wrong side; which is spent and which is got is asked plainly, never half-read.
      // Only with a trade's own verb read ("ape", "swap"): prose without one ("please spend 150 USDC on WBTC. …") is the
      // careful readers', sentence by sentence.
      if (
        facts.actions.length > 0 &&
        done.kind === 'ask' &&
        (done.pending.awaiting === 'tokenIn' || done.pending.awaiting === 'tokenOut') &&
        !hypothetical(facts, moveAt)
      ) {
        const pending = done.pending as { tokenIn?: string; tokenOut?: string };
        const sides = [pending.tokenIn, pending.tokenOut].map((t) => t?.toUpperCase());
        // "10 usdc to degen" (a pasted row) keeps its own reading and questions.
        const left = tokens
          .filter((t) => facts.words[t.index - 1] !== 'to')
          .map((t) => t.key.toUpperCase())
          .find((k) => !sides.includes(k));
        const side = sides.find((t) => t !== undefined);
        // An exact amount only (an order's "my cbBTC" keeps its own questions), and no token beside its wrapped form.
        const exact = (done.pending as { amount?: { kind: string } }).amount?.kind === 'exact';
        if (left && side && exact && left !== `W${side}` && side !== `W${left}`) {
          const named = [...new Set(tokens.map((t) => t.key.toUpperCase()))].join(' and ');
          return fail(
            'MOVE_UNCLEAR',
            `I can't tell which of ${named} you want to spend and which to get. Say it as "swap 100 USDC for DEGEN on base" (spend, then get). Nothing was done.`,
          );
        }
      }
      if (adviceAsked(facts, moveAt)) return adviceRefused('trade', 'swap 1 ETH for USDC on base');
      // ("do that same trade again" names no token: no trade to say yes to, its questions stand.)
      if (hypothetical(facts, moveAt) && done.kind === 'ask' && done.pending.awaiting !== 'confirm' && facts.tokens.length > 0) {
        return ask('That sounds like a question, and I do not give advice. Do you want to make this trade? (yes / no)', {
          ...done.pending,
          awaiting: 'confirm',
        });
      }
      if (roughAmount(facts) && done.kind === 'intent')
        return ask(`Should I swap exactly ${describeAmount(done.intent)}? (yes / no)`, { ...done.intent, awaiting: 'confirm' } as PartialIntent);
      // A rough amount whose trade still lacks a field: the yes is owed once it is complete.
      if (roughAmount(facts) && done.kind === 'ask') return ask(done.question, { ...done.pending, confirm: true });
      return hypothetical(facts, moveAt) && done.kind === 'intent'
        ? ask('That sounds like a question. Should I do the swap? (yes / no)', { ...done.intent, awaiting: 'confirm' } as PartialIntent)
        : done;
    }
    case 'transfer':
    case undefined: {
      if (action === undefined && !(recipient && facts.amounts.length > 0 && tokens.length > 0)) {
        return fail('UNRECOGNIZED', `I didn't understand that. ${capabilitiesHint}`);
      }
      const amount = facts.amounts.find((a) => a.tokenIndex !== undefined) ?? facts.amounts[0];
      if (!tokens[0] && !facts.amounts.some((a) => a.amount.kind === 'usd')) {
        const verbAt = facts.actions[0]?.index ?? -1;
        const word = unknownWordAfter(facts, verbAt);
        // "pay mike back", "send mike 5 usdc": the word after the verb is who is paid, asked about as the recipient.
        const payee =
          word !== undefined && facts.words[verbAt + 1] === word && (facts.words[verbAt + 2] === 'back' || /^\$?\d/.test(facts.words[verbAt + 2] ?? ''));
        // "please send it to Daniel": a word after "to" is who is paid, never a token. "before I move larger sums": with no
        // amount and no recipient written, a move's verb names nothing sent, so a word after it is no ticker.
        const paid = word !== undefined && facts.words[facts.words.indexOf(word, verbAt + 1) - 1] === 'to';
        const nothingSent = facts.amounts.length === 0 && !recipient;
        if (word && word !== 'to' && !payee && !paid && !nothingSent)
          return fail('UNKNOWN_TOKEN', `I don't know the token "${word.toUpperCase()}". Nothing was done.`);
      }
      const draft: PartialIntent = {
        kind: 'transfer',
        ...chain,
        ...(tokens[0] ? { token: tokens[0].key } : {}),
        ...(amount ? { amount: amount.amount } : {}),
        ...(recipient ? { to: recipient.raw } : {}),
      };
      if (action === 'transfer' && adviceAsked(facts, moveAt)) return adviceRefused('transfer', 'send 10 USDC to 0x… on base');
      const done = completeIntent(draft);
      const owed = action === undefined || hypothetical(facts, moveAt) || roughAmount(facts);
      if (owed && done.kind === 'intent') return askWhole(done.intent);
      // "how do I send 0.001 eth to 0x…?" without a chain: the chain is asked first, and the yes is owed once it is known.
      if (owed && done.kind === 'ask') return ask(done.question, { ...done.pending, confirm: true });
      return done;
    }
  }
}

/** What may open a payment said without a verb: a greeting, a filler, a plea ("yo 20 usdc to alice.eth …"). */
const verblessOpeners = new Set(['yo', 'hey', 'hi', 'ok', 'okay', 'so', 'um', 'uh', 'pls', 'please', 'plz', 'just', 'and', 'also', 'bro', 'ser', 'gm']);

/**
 * "0.01 eth to vitalik.eth on mainnet": one amount of one token, said first, to one name — a payment said without its
 * verb. A report ("sent 20 usdc to bob.eth"), a list ("…: 10 to alice.eth and 15 to bob.eth") or anything said before the
 * amount is none.
 */
function verblessPayment(facts: Facts): boolean {
  const [amount] = facts.amounts;
  const names = facts.addresses.filter((a) => a.type === 'ens');
  if (facts.amounts.length !== 1 || !amount || amount.tokenIndex === undefined || facts.addresses.length !== 1 || names.length !== 1) return false;
  if (!names[0]!.afterTo || names[0]!.index <= amount.tokenIndex) return false;
  return facts.words.slice(0, amount.index).every((w) => verblessOpeners.has(w));
}

/** Words that ask for something: a sentence with one of them is a request, never only a statement. */
const askingWords = new Set(['what', 'whats', 'wats', 'how', 'howmuch', 'check', 'show', 'tell', 'give', 'get', 'need', 'want', 'know', 'see', 'lookup']);

/**
 * "I understand that the price per token is very small", "I know the price is tiny": a price said of no token, as
 * the subject of what the person states, is context, never a question about a price (issue 16).
 */
function statedPrice(facts: Facts): boolean {
  if (facts.asked) return false;
  const { words } = facts;
  const at = facts.actions.find((a) => a.action === 'price')?.index ?? -1;
  if (at < 0 || words.slice(0, at).some((w, i) => askingWords.has(w) && !(w === 'know' && words[i - 1] === 'i'))) return false;
  let next = at + 1;
  while (['per', 'token', 'unit', 'coin', 'of', 'it', 'each', 'one'].includes(words[next] ?? '')) next++;
  return (
    ['is', 'was', 'seems', 'looks', 'feels', 'isnt', 'wasnt'].includes(words[next] ?? '') &&
    !/^\$?\d/.test(words[next + 1] ?? '') &&
    !askingWords.has(words[next + 1] ?? '')
  );
}

/** Words that ask about the past of a price: a period or a date. */
const pastWords = new Set(
  `yesterday ago history historical chart last past week weeks month months year years days hours
  january february march april june july august september october november december`.split(/\s+/),
);

/**
 * "a complete list of my balances on Polygon, including the native POL and any stablecoins": the tokens named are
 * among the holdings asked for, not all of them.
 */
const everyHolding = (facts: Facts): boolean =>
  // "POL and the other ones", "usdc and the rest": the tokens named and every other one.
  andTheRest(facts.words) ||
  facts.words.some(
    (w, i, words) =>
      ['including', 'incl'].includes(w) ||
      // "check my stables: usdc, usdt and dai" names the stablecoins it means; "…and any stablecoins" does not.
      (['stablecoins', 'stables', 'stablecoin'].includes(w) && !facts.tokens.some((t) => t.index === i + 1)) ||
      // "how much usdc do I have across everything": every chain, not every holding.
      (w === 'everything' && !['across', 'on', 'over'].includes(words[i - 1] ?? '')) ||
      (['complete', 'full', 'whole', 'entire'].includes(w) && ['list', 'breakdown', 'overview', 'picture'].includes(words[i + 1] ?? '')) ||
      (w === 'other' && ['tokens', 'coins', 'assets', 'holdings'].includes(words[i + 1] ?? '')),
  );

/** "…no wait, don't", "…jk", "…scratch that": a request taken back in its last words. */
function retracted(words: readonly string[]): boolean {
  const last = words.at(-1) ?? '';
  const lastTwo = words.slice(-2).join(' ');
  return (
    ['dont', 'nevermind', 'jk', 'kidding', 'jking'].includes(last) || ['cancel that', 'forget it', 'scratch that', 'not yet', 'cancel it'].includes(lastTwo)
  );
}

/**
 * "don't sell my bonk, just show me the price": the move is refused, so what remains is the request. A "not" of
 * another clause that says something else is not ("she's not wrong. buy me some BONK", held-out-42) refuses nothing;
 * one before a chain ("On Unichain, not Ethereum, buy …") is the chain's, read as before.
 */
const negated = ({ words, clauses, chainIndexes }: Pick<Facts, 'words' | 'clauses' | 'chainIndexes'>, at: number): boolean =>
  words.slice(Math.max(0, at - 3), at).some((w, i, before) => {
    const index = at - before.length + i;
    if (w === 'not' && clauses[index] !== clauses[at] && !chainIndexes.has(index + 1)) return false;
    return ['dont', 'not', 'never', 'forget', 'skip', 'cancel', 'nevermind'].includes(w);
  }) ||
  // "only the figure, no trades": "no" before a move said as a noun ("no, sell 1 eth" corrects, and stays a move).
  (words[at - 1] === 'no' && movesNamed.has(words[at] ?? ''));
const movesNamed = new Set(['trades', 'trading', 'swaps', 'swapping', 'selling', 'buying', 'purchases', 'transfers', 'sends', 'sending']);

/** Moves told in the past ("I bought sol at 150, now sell 2 sol") are context when the prompt asks for a move now. */
const pastTense = new Set(['bought', 'sold', 'swapped', 'traded', 'sent', 'transferred', 'aped']);

function withoutNegatedMove(given: Facts): Facts {
  // "…an overview of everything I hold… Nothing should be bought, sold or transferred.": beside a read, moves said in
  // the passive to be none at all, and no other move, leave the read (alone, or beside a move, they stay as before).
  const moved = given.actions.filter((a) => moves.has(a.action));
  const none = moved.length > 0 && moved.every((a) => noneMoved(given.words, a.index)) && given.actions.some((a) => !moves.has(a.action)) ? moved : [];
  const facts = none.length > 0 ? { ...given, actions: given.actions.filter((a) => !none.includes(a)) } : given;
  const present = facts.actions.filter((a) => !(moves.has(a.action) && pastTense.has(facts.words[a.index]!)));
  const current = present.some((a) => moves.has(a.action)) ? { ...facts, actions: present } : facts;
  const move = current.actions.find((a) => moves.has(a.action) && negated(current, a.index));
  if (!move) return current;
  const rest = current.actions.filter((a) => !moves.has(a.action));
  return { ...current, actions: rest };
}

/** Whether a move's verb follows "nothing [should|must|will|is to|needs to] be", with only other such verbs between. */
function noneMoved(words: readonly string[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (verbs.has(words[i]!) || words[i] === 'or' || words[i] === 'and')) i--;
  if (words[i] !== 'be') return false;
  const from = words.lastIndexOf('nothing', i);
  return from >= 0 && i - from <= 4 && words.slice(from + 1, i).every((w) => /^(?:should|must|will|shall|can|may|is|to|needs?|at|all|else)$/.test(w));
}

/** "what if I swap…", "should I sell…", "how much would I get if I…": a question about a move, not an order. */
/** Words that may come before an order's verb without making it anything but an order. */
const lead = new Set(['so', 'ok', 'okay', 'now', 'then', 'just', 'please', 'pls', 'plz', 'kindly', 'and', 'also', 'hey', 'yo']);

/**
 * "is it safe to send 10 usdc to 0x…?", "should I swap 1 eth to usdc?", "would it be smart to sell my degen", "what
 * happens if I send …": a question whether to make a move, or what it would do, asks for judgement, not for the move.
 * A yes to the move asked back made it all the same (sweep 35), so it is answered, never asked for a yes. A request
 * said as a question ("can you send …?", "could you swap …?") and an offer ("shall I", "do you want me to") are not
 * this. "I should like to …" is a formal wish (see {@link hypothetical}).
 */
function adviceAsked(facts: Facts, moveAt: number | undefined): boolean {
  if (moveAt === undefined) return false;
  const said = ` ${facts.words.slice(0, moveAt).join(' ')} `;
  return adviceWords.test(said) && !/ (?:i|we) should (?:like|be) /.test(said);
}
const adviceWords =
  / (?:should (?:i|we)|(?:is|was|would|will) (?:it|this|that|now) (?:be )?(?:a )?(?:safe|safer|wise|smart|worth|good|bad|ok|okay|fine|risky|dangerous|sensible|reasonable|right|the right|too late|too early|time|idea|smart move|good time)|does it make sense|(?:do|would|dont) (?:you|u) (?:think|recommend|suggest|advise|reckon)|(?:you|u) think (?:i|we) should|what (?:happens|would happen|will happen|happen)|good idea|bad idea|worth it|advisable) /;

/** The answer to a question whether to make a move: no advice, and how to ask for the move. */
const adviceRefused = (move: string, example: string): Interpretation =>
  fail(
    'ONE_REQUEST',
    `That asks whether to make a ${move} or what it would do, and I do not give advice, so nothing was done. If you want it made, ask for it plainly, like "${example}".`,
  );

function hypothetical(facts: Facts, moveAt: number | undefined): boolean {
  if (moveAt === undefined) return false;
  // "I should like to sell…", "we should be grateful if you sent…": a formal wish, the request itself, not a question.
  const words = facts.words.map((w, i, all) =>
    w === 'should' &&
    ['i', 'we'].includes(all[i - 1] ?? '') &&
    (all[i + 1] === 'like' || (all[i + 1] === 'be' && ['grateful', 'glad', 'obliged', 'pleased', 'happy'].includes(all[i + 2] ?? '')))
      ? 'would'
      : w,
  );
  facts = { ...facts, words };
  const before = facts.words.slice(0, moveAt);
  const asksShould =
    facts.words.some((w, i) => w === 'should' && ['i', 'we'].includes(facts.words[i + 1] ?? '')) ||
    // "is it a good idea to ape 500 usdc into brett", "do you think I should…": asking for an opinion, not an order.
    (['is', 'are', 'do', 'does', 'would', 'will'].includes(facts.words[0] ?? '') && !['you', 'u'].includes(facts.words[1] ?? '')) ||
    facts.words.includes('idea') ||
    // "do you want me to send …?", "would you like me to …", "shall I send …", "can I send …": an offer or a question
    // (the service's own question pasted back, too), never the order itself.
    before.some((w, i) => w === 'me' && ['want', 'like', 'wish', 'need'].includes(before[i - 1] ?? '')) ||
    (['shall', 'can', 'may', 'could', 'should', 'must'].includes(facts.words[0] ?? '') && ['i', 'we'].includes(facts.words[1] ?? '')) ||
    // "how do I send 1 eth to 0x…?", "how would we swap…": asking how, not asking for it.
    (facts.words[0] === 'how' && ['do', 'can', 'could', 'should', 'would', 'will', 'to'].includes(facts.words[1] ?? ''));
  // "send 1 eth to 0x… on base?": an order with a question mark is not sure of itself ("can you send …?" is a request).
  const unsure = facts.asked && before.every((w) => lead.has(w));
  return (
    asksShould ||
    unsure ||
    // "if possible, swap…", "if you can, send…": a courtesy, not a condition.
    before.some((w, i) => w === 'if' && !courtesyIf(before, i)) ||
    before.includes('should') ||
    before.includes('thinking') ||
    before.includes('considering') ||
    (before.includes('would') && !before.some((w) => w === 'you' || w === 'u' || w === 'like' || w === 'love'))
  );
}

const notWords = new Set(['dont', 'doesnt', 'didnt', 'wont', 'not', 'never', 'no', 'cant', 'cannot']);

function unknownBefore(facts: Facts): string | undefined {
  const at = facts.actions.find((a) => a.action === 'price')?.index ?? -1;
  const w = facts.words[at - 1];
  // ("a simple quote", "a rough price": a word of English before it says what the price is like, never its ticker.)
  return w && !stopWords.has(w) && !tokenWords.has(w) && !englishWord(w) && !facts.chainIndexes.has(at - 1) ? w : undefined;
}
