import { FeesCheckIntentSchema, LaunchIntentSchema, type FeesCheckIntent, type FeesClaimIntent, type LaunchIntent } from './intent.ts';
import { feeRequest } from './fee-request.ts';
import { ask, fail, type AnyIntent, type PartialOf, type Reading, type ThreadTurnOf } from '../../language/reading.ts';

type Interpretation = Reading<LaunchIntent | FeesCheckIntent | FeesClaimIntent>;
type PartialIntent = PartialOf<LaunchIntent>;
type ThreadTurn = ThreadTurnOf<AnyIntent>;
import { scanPrompt } from '../../language/scan-prompt.ts';
import { liquidityKnown, liveReported, maskQuoted, readDescription, readFeeRecipient, readLinks, unmask } from './launch-fields.ts';
import { launchDoubt } from './launch-doubts.ts';
import { launchFiller, quotedAfterVerb, readKeyedSymbol, readName, readSymbol, withoutNoLinks } from './launch-names.ts';
import { chainLabels } from '../../language/token-registry.ts';

type LaunchDraft = Extract<PartialIntent, { kind: 'launch' }>;

/** "launch a token", "deploy a new coin", "make me a memecoin": a verb, then the coin ("make a token swap" is not one). */
const launchPhrase = new RegExp(
  String.raw`\b(?:launch|deploy|create|mint|make|issue|spin\s+up|(?:thinking|planning|considering|looking|hoping)\s+(?:of|about|on|into|to)\s+(?:launching|deploying|creating|minting|making|issuing))\s+${launchFiller}(?:meme\s*)?(?:token|coin|memecoin)s?\b(?!\s+(?:swap|transfer|trade|send|payment|purchase|sale|buy|sell|approval)s?\b)`,
  'i',
);
/** "launching my own coin", "deploying a token": a launch said in its -ing form. */
const launchingPhrase = new RegExp(String.raw`\b(?:launching|deploying|creating|minting)\s+${launchFiller}(?:meme\s*)?(?:token|coin|memecoin)\b`, 'i');
const example = '"launch a token called Moon Cat with symbol MCAT on base"';
/** "whether I've launched any tokens", "have I ever deployed a coin?": past launches asked about, none to make. */
const launchesAsked =
  /\b(?:(?:did|have|has)\s+(?:i|we)|(?:whether|if)\s+(?:i|we)(?:['’]ve|\s+have|\s+did)?)\s+(?:ever\s+|already\s+|yet\s+)?(?:launch(?:ed)?|deploy(?:ed)?|create[d]?|mint(?:ed)?)\s+(?:any|a|some)\s+(?:new\s+)?(?:tokens?|coins?|memecoins?)\b/i;
/** A field written as empty: "none", "n/a", "-". */
const noValue = /^\s*(?:none|n\/?a|nothing|nil|null|no|-+|empty|blank|skip|tbd)\s*$/i;
/** A trade the service does not have, with what it trades: "short 1 eth", "stake all my eth", "borrow $50", "open a perp". */
const otherTrade =
  /\b(?:short|shorting|stake|restake|unstake|lend|borrow|leverage|margin)\s+(?:[\w.]+\s+){0,2}?(?:\d|\$|my\b|all\b|some\b|half\b)|\bperps?\b|\bprovide\s+liquidity\b/i;
/** "launch DOGGO on base": an upper-case word right after the verb, a ticker. */
const bareTicker = /\b(?:[Ll]aunch|[Dd]eploy|[Mm]int)\s+([A-Z][A-Z0-9]{1,11})(?=[\s,.!]|$)/;

/**
 * Launch and creator-fee prompts, read whole before the ordinary reading:
 * "launch a token called Moon Cat with symbol MCAT on base", "deploy a coin
 * named X ticker $Y on base with image https://… and description '…'",
 * "check my unclaimed fees", "claim all my creator fees". Also the answer to
 * a launch's own question (its name or ticker). `undefined` for anything else.
 *
 * A quoted description or name is data: it is read from the prompt as the
 * person wrote it and removed before anything else is read, so words inside
 * it never become an action, a chain or an amount.
 */
export function launchRequest(written: string, thread: readonly ThreadTurn[] = []): Interpretation | undefined {
  // "LAUNCH_TOKEN NAME=… SYMBOL=…": a command word joined the way a machine writes it is the verb and its coin.
  const text = written.replace(/\b(launch|deploy|create|mint)_(token|coin)\b/gi, '$1 $2');
  // Read with its quoted text masked: a quoted name that says "launch", "claim my fees" or "don't" is a name.
  const plain = maskQuoted(text).text;
  const launching =
    launchPhrase.test(plain) ||
    quotedAfterVerb.test(plain) ||
    bareTicker.test(plain) ||
    // "the name is Tapas Club and the short name TAPAS, launch it on base": a launch verb beside a name or a ticker.
    // "ok launching my own coin on base!!! name is Couch Potato, ticker SPUD" (held-out-42): the launch told as under
    // way, not asked about, beside its name or ticker.
    ((/\b(?:launch|deploy)\b|\b(?:we|i)(?:'re|'m|\s+are|\s+am)\s+(?:launching|deploying)\b/i.test(plain) ||
      (launchingPhrase.test(plain) && !/\?\s*$/.test(plain))) &&
      (readName(plain) !== undefined || readKeyedSymbol(plain) !== undefined));
  const previous = thread.at(-1)?.interpretation;
  // The thread holds every kind; the question was a launch's, so its pending fields are a launch's.
  const pending = previous?.kind === 'ask' && previous.pending.kind === 'launch' ? (previous.pending as PartialIntent) : undefined;
  // "Name is Sari-Sari Coin, ticker SARI, … The fees go to my own wallet", answering the launch's question: its fields,
  // with who earns its fees, never a question about fees already earned.
  const keyed = pending !== undefined && (readName(plain) !== undefined || readKeyedSymbol(plain) !== undefined);
  if (!launching && !keyed) {
    const fees = feeRequest(text);
    if (fees) return fees;
    // "Could you tell me whether I've launched any tokens on Base?": the launches asked about, shown with their fees.
    if (launchesAsked.test(plain) && !/\d/.test(plain)) {
      const chains = scanPrompt(plain).chains;
      return { kind: 'intent', intent: FeesCheckIntentSchema.parse({ kind: 'fees-check', scope: chains.length === 1 ? { chain: chains[0] } : 'all' }) };
    }
  }
  if (!launching) {
    const answered = pending ? launchAnswer(text, pending) : undefined;
    // Fees said to go to someone else, in an answer once read as a fee question: the launch asked back for a yes.
    const elsewhere =
      keyed && answered?.kind === 'intent' && answered.intent.kind === 'launch' && (answered.intent.feeRecipient ?? answered.intent.feeRecipientName);
    return elsewhere && feeRequest(text) ? sayBack(answered!) : answered;
  }
  // "what tokens did I launch", "have I deployed a coin": a question about past launches, not one to make.
  if (/\b(?:did|have|has)\s+(?:i|we|you)\s+(?:\w+\s+)?(?:launch|deploy|create|mint)/i.test(plain)) return feeRequest(text);
  // "how would I launch a token called X?": asking how, not asking for it.
  if (/\bhow\s+(?:do|would|can|could|should|to|does)\b/i.test(plain)) {
    return fail(
      'LAUNCH_QUESTION',
      `That sounds like a question about launching a token. To launch one, say what to launch, for example ${example}. Nothing was launched.`,
    );
  }
  if (/\b(?:don'?t|do\s+not|never|not|won'?t|will\s+not)\s+(?:\w+\s+){0,2}(?:launch|deploy|create|mint)(?:ing)?\b/i.test(plain))
    return feeRequest(text) ?? fail('NEGATED', 'That reads as something not to do, so nothing was done.');
  if (/\bnfts?\b/i.test(plain)) return undefined;
  // "should I launch …?", "is it a good idea to launch …?", "what would happen if I launch …": advice asked, not a launch.
  if (adviceAsked.test(plain)) {
    return fail(
      'LAUNCH_QUESTION',
      `That asks whether to launch, and a launch cannot be undone: I don't advise on it. To launch, say it plainly, for example ${example}. Nothing was launched.`,
    );
  }
  // "could I launch …?", "can we launch …?": whether one may, asked; said back whole for a yes ("could you …" is a request).
  // A launch said whole again, answering its own question for a name or ticker (held-out-37 bot: its fields sent again
  // with the name added): what the first turn gave and this one does not say is kept, and the launch is asked back
  // whole for a yes, as it comes from two messages (a fee recipient is never dropped for the creator unasked).
  const carried = pending && pending.awaiting !== 'confirm' ? launchFieldsOf(pending) : {};
  const launched = readLaunch(text, carried);
  const kept = Object.keys(carried).some((key) => key !== 'kind' && key !== 'chain');
  return kept || /^\W*(?:can|could|may|might)\s+(?:i|we)\b/i.test(plain) ? sayBack(launched) : launched;
}

/** A pending launch's own fields, without how the question stood. */
function launchFieldsOf(pending: PartialIntent): LaunchDraft {
  const { awaiting: _awaiting, counter: _counter, confirm: _confirm, ...fields } = pending as LaunchDraft & { counter?: unknown; confirm?: unknown };
  return fields as LaunchDraft;
}

/** A question of whether to launch: "should I", "is it a good idea to", "what would happen if", "do you think". */
const adviceAsked =
  /^\W*(?:(?:hey|so|ok|okay|quick\s+question|honestly)\W+)?(?:(?:should|shall|must)\s+(?:i|we|u)|is\s+it|isn'?t\s+it|would\s+it|will\s+it|what\s+(?:would|will|could|if|happens|happen)|do\s+you\s+think|is\s+(?:this|that|now)|why|when\s+should|was\s+it|any\s+reason)\b|\b(?:good|bad|smart|wise|worth)\s+(?:idea\s+)?(?:to\s+)?(?:launch|deploy|create|mint)\b|\bworth\s+(?:it|launching)\b/i;

/** Reads a launch's fields from a prompt over what is already known, and completes it or asks for what is missing. */
function readLaunch(text: string, known: Partial<LaunchIntent>): Interpretation {
  // Quoted text is data: masked before anything is read, given back only as a field's value.
  const { text: masked, values } = maskQuoted(` ${text} `);
  // "please do not add any website or social links": no link, and no description.
  // "Please confirm once it is live": how to answer once launched, no time the launch waits for.
  // "I understand the liquidity will be locked permanently": how every launch works, no lock asked for.
  let rest = withoutNoLinks(masked).replace(liveReported, ' ').replace(liquidityKnown, ' ');
  const take = (value: string | undefined, match: string): string | undefined => {
    if (value !== undefined) rest = rest.replace(match, ' ');
    return value;
  };
  const description = readDescription(rest, values);
  if (description) {
    // "description: creator fees go to 0x…": a fee phrase cut in two by the description's end may be the description's
    // own words; the fee recipient is for good, so it is never guessed.
    const after = rest.slice(rest.indexOf(description.match) + description.match.length);
    const straddles =
      /(?:^|\s)(?:send|pay|give|route|direct|creator|trading|the|my|all|its)$/i.test(description.value) && /^\s+(?:fees?|fee\s*recipient)\b/i.test(after);
    if (straddles)
      return fail(
        'LAUNCH_UNCLEAR',
        `Is "${description.value} ${after.trim().split(/[,;\n]/)[0]}" the description, or where the creator fees go? Quote the description ('description "…"') and say the fee recipient apart. Nothing was launched.`,
      );
    rest = rest.replace(description.match, ' ');
  }
  // What was said outside the description and quotes, before the fee recipient is taken out of it.
  const said = rest;
  const recipient = readFeeRecipient(rest, values);
  if (recipient && 'error' in recipient) return fail('FEE_RECIPIENT_UNSUPPORTED', recipient.error);
  if (recipient) rest = rest.replace(recipient.match, ' ');
  const linked = readLinks(rest, values);
  if ('error' in linked) return fail(linked.code as 'INVALID_LINK', linked.error);
  rest = linked.rest;
  const named = readName(rest);
  const name = named
    ? take(
        unmask(named.value, values)
          .trim()
          .replace(/[.,;:!?]+$/, ''),
        named.match,
      )
    : undefined;
  const found = readSymbol(rest);
  // "ticker m cat", said aloud: one letter with more words after it is a ticker spelt in pieces, never cut to "M". Short
  // pieces are joined (MCAT) and the whole launch asked back for a yes; pieces that cannot be read as one are asked.
  const pieces = found ? spokenInPieces(found, rest) : undefined;
  const symbolMatch = pieces ? (pieces.joined ? { value: pieces.joined, match: pieces.match } : undefined) : found;
  if (found && !symbolMatch) rest = rest.replace(found.match, ' ');
  const rawSymbol = symbolMatch ? take(unmask(symbolMatch.value, values).replace(/^\$/, ''), symbolMatch.match) : undefined;
  // "launch DOGGO on base": a bare ticker-shaped word after the verb is the ticker; its name is asked for. "deploy GRITS
  // on base, name is Grits and Gravy": the name said apart is taken out of the text first, so the word is no part of it.
  // "launch MOON CAT on base, the name is Moon Cat": words in capitals beside a name may be that name, not a ticker.
  const bareWord = rawSymbol === undefined ? bareTicker.exec(rest) : null;
  const bare = bareWord && (name === undefined || !/^\s+[A-Z]/.test(rest.slice(bareWord.index + bareWord[0].length))) ? bareWord : null;
  const symbol = bare ? take(bare[1], bare[1]!) : rawSymbol;
  rest = rest.replace(/\uE000\d+\uE000/g, ' ');
  const vestingDays = readVesting(rest);
  const doubt = launchDoubt({ said, rest, ...(name !== undefined ? { name } : {}), vestingRead: vestingDays !== undefined });
  if (doubt) return fail('LAUNCH_UNCLEAR', doubt);
  const facts = scanPrompt(rest.replace(/\bvest\w*\b/gi, ' '));
  const chains = facts.chains;
  if (chains.includes('solana') || (/\bsol(?:ana)?\b/i.test(rest) && /\b(?:on|in|via)\s+sol(?:ana)?\b/i.test(rest))) {
    return fail(
      'LAUNCH_UNSUPPORTED_CHAIN',
      'Solana launch fee terms are not specified, so token launches are Base-only: say "on base" to launch there. Nothing was launched.',
    );
  }
  const other = chains.find((c) => c !== 'base') ?? facts.unsupportedChain;
  if (other) {
    const label = other in chainLabels ? chainLabels[other as keyof typeof chainLabels] : `${other[0]!.toUpperCase()}${other.slice(1)}`;
    return fail('LAUNCH_UNSUPPORTED_CHAIN', `Token launches are on Base only, not ${label}: say "on base" to launch there. Nothing was launched.`);
  }
  if (symbol !== undefined && !/^[A-Za-z0-9]{1,12}$/.test(symbol)) {
    return fail('INVALID_SYMBOL', `"${symbol}" cannot be a ticker: use 1 to 12 letters or digits, like MCAT. Nothing was launched.`);
  }
  // "…, and short 1 eth": a trade the service does not have is still another request beside the launch (the one-request
  // rule knows only the ones it can run), so nothing is launched.
  if (otherTrade.test(rest)) {
    return fail(
      'ONE_REQUEST',
      'Your message holds a token launch together with another request. A prompt that moves money must be that one request alone, so nothing was done. Send the token launch as its own prompt if you meant it.',
    );
  }
  // An address left over is one the launch has no place for: never guessed to be the fee recipient, nor dropped. One
  // that goes with another request ("… and send 1 eth to 0x…") is left to the one-request rule, which refuses both.
  const stray = facts.actions.length > 0 ? undefined : /\b0x[0-9a-fA-F]{6,}\b|(?<![\w.@/])(?:[\p{L}\p{N}_-]+\.)+eth\b/iu.exec(rest)?.[0];
  if (stray) {
    return fail(
      'LAUNCH_ADDRESS_UNCLEAR',
      `What is ${stray} for? A launch takes an address only as its fee recipient: say "send the creator fees to ${stray}". Nothing was launched.`,
    );
  }
  if (linked.unclear) {
    return fail(
      'LAUNCH_URL_UNCLEAR',
      `What is ${linked.unclear} for? Say which link it is: "image ${linked.unclear}", "website ${linked.unclear}", or an X or Telegram link. Nothing was launched.`,
    );
  }
  const who = recipient?.value;
  const draft: LaunchDraft = {
    ...known,
    kind: 'launch',
    chain: 'base',
    ...(name ? { name } : {}),
    ...(symbol ? { symbol: symbol.toUpperCase() } : {}),
    ...linked.links,
    // "description: none" is no description.
    ...(description && !noValue.test(description.value) ? { description: description.value } : {}),
    ...(vestingDays !== undefined ? { vestingDays } : {}),
    ...(who && 'address' in who ? { feeRecipient: who.address } : {}),
    ...(who && 'name' in who ? { feeRecipientName: who.name } : {}),
  };
  // "launch a token on base called X (X)": a chain said inside the words taken with the name is still said.
  const saidBase = /\b(?:on|in|via)\s+base\b/i.test(masked);
  const notes = chains.length === 0 && known.chain === undefined && !saidBase ? ['Launching on Base: token launches exist on Base only.'] : [];
  const done = completeLaunch(draft, notes);
  // A ticker joined from spoken pieces is a reading, not what was written: the launch is said back whole for a yes.
  return pieces?.joined ? sayBack(done, `I read the ticker "${pieces.said}" as ${pieces.joined.toUpperCase()}.`) : done;
}

/**
 * A launch owed a yes: asked back whole (name, ticker, chain, who earns the fees) once complete; a question for a
 * missing field first, carrying the yes still owed.
 */
function sayBack(done: Interpretation, lead = ''): Interpretation {
  if (done.kind === 'ask') return done.pending.awaiting === 'confirm' ? done : ask(done.question, { ...done.pending, confirm: true } as PartialIntent);
  if (done.kind !== 'intent' || done.intent.kind !== 'launch') return done;
  const launch = done.intent;
  const fees = launch.feeRecipient ?? launch.feeRecipientName;
  const question = `Do you want me to launch ${launch.name} (${launch.symbol}) on Base${fees ? `, with its creator fees going to ${fees}` : ''}? (yes / no)`;
  return ask(lead ? `${lead} ${question}` : question, { ...launch, awaiting: 'confirm' } as PartialIntent);
}

const notTickerPiece =
  /^(?:on|in|with|and|for|please|pls|plz|the|a|an|as|to|its|fees?|name|named|called|description|website|site|but|so|now|token|coin|base|solana|ethereum|polygon|unichain|launch|deploy|it|then|thanks|thx|ok)$/i;

/**
 * A one-letter ticker value followed by more words that are no field or link word: "ticker m cat", a ticker spelt in
 * pieces. `joined` when every piece is a letter or a short word (at most 4 letters, 2 to 12 in all: "m cat" → MCAT),
 * else none (asked); `undefined` when the value is no such start.
 */
function spokenInPieces(found: { value: string; match: string }, text: string): { said: string; match: string; joined?: string } | undefined {
  if (!/^[A-Za-z]$/.test(found.value.replace(/^\$/, ''))) return undefined;
  const at = text.indexOf(found.match);
  const after = text.slice(at + found.match.length);
  const words = [...after.matchAll(/\s+([^\s,;.!?()]+)/gy)].map((m) => m[1]!);
  const end = words.findIndex((w) => notTickerPiece.test(w));
  const more = end < 0 ? words : words.slice(0, end);
  if (more.length === 0) return undefined;
  const said = [found.value.replace(/^\$/, ''), ...more].join(' ');
  const match = `${found.match}${after.slice(0, after.indexOf(more.at(-1)!) + more.at(-1)!.length)}`;
  const joined = more.every((w) => /^[A-Za-z]{1,4}$/.test(w)) && said.replace(/ /g, '').length <= 12 ? said.replace(/ /g, '') : undefined;
  return { said, match, ...(joined ? { joined } : {}) };
}

/** The launch, or the question for its name or ticker. */
function completeLaunch(draft: LaunchDraft, notes: readonly string[]): Interpretation {
  const d = launchFieldsOf(draft);
  if (!d.name && !d.symbol) return ask(`What should the token be called, and what is its ticker? For example ${example}.`, { ...d, awaiting: 'name' });
  if (!d.name) {
    return ask(`What should ${d.symbol} be called (its full name, like "Moon Cat")? Say "same" to name it ${d.symbol} too.`, { ...d, awaiting: 'name' });
  }
  if (!d.symbol) return ask(`What ticker should ${d.name} have (1 to 12 letters or digits, like MCAT)?`, { ...d, awaiting: 'symbol' });
  if (d.name.length > 64) return fail('INVALID_NAME', 'A token name can have at most 64 characters. Nothing was launched.');
  if (d.description !== undefined && d.description.length > 1000)
    return fail('INVALID_DESCRIPTION', 'A description can have at most 1,000 characters. Nothing was launched.');
  const parsed = LaunchIntentSchema.safeParse(d);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    if (field === 'imageUrl') return fail('INVALID_IMAGE_URL', `${d.imageUrl} is not an http(s) image URL. Nothing was launched.`);
    if (field === 'websiteUrl' || field === 'twitterUrl' || field === 'tweetUrl' || field === 'telegramUrl')
      return fail('INVALID_LINK', `${d[field]} is not an http(s) link. Nothing was launched.`);
    if (field === 'description') return fail('INVALID_DESCRIPTION', `The description cannot be kept: ${issue?.message}. Nothing was launched.`);
    if (field === 'name') return fail('INVALID_NAME', `The token name cannot be used: ${issue?.message}. Nothing was launched.`);
    return fail('INTERPRETER_ERROR', `I could not build a valid launch (${issue?.message ?? 'invalid'}). Nothing was launched.`);
  }
  return { kind: 'intent', intent: parsed.data, ...(notes.length > 0 ? { notes } : {}) };
}

/** The answer to a launch's question: a name, a ticker, or both. */
function launchAnswer(text: string, pending: LaunchDraft): Interpretation | undefined {
  const trimmed = text.trim();
  if (/^(?:no|nope|nah|cancel|stop|abort|never\s*mind|nevermind|forget\s+it)\W*$/i.test(trimmed)) return fail('CANCELLED', 'Cancelled; nothing was done.');
  const done = answerLaunch(text, pending);
  return done && pending.confirm === true ? sayBack(done) : done;
}

/** The answer read against the launch's question, before a yes still owed is asked for. */
function answerLaunch(text: string, pending: LaunchDraft): Interpretation | undefined {
  const trimmed = text.trim();
  const { awaiting, kind: _kind, confirm: _confirm, ...known } = pending as LaunchDraft & { confirm?: boolean };
  // A whole launch asked back for a yes (pasted details, a misheard word): a plain yes launches it as it was asked;
  // anything else is asked again, never read as its name.
  if (awaiting === 'confirm') {
    if (/^(?:y|yes|yep|yeah|yup|ok|okay|sure|confirm(?:ed)?|go ahead|do it)\W*$/i.test(trimmed)) {
      const { awaiting: _confirm, ...asked } = pending;
      return completeLaunch(asked as LaunchDraft, []);
    }
    return ask(`Please answer only yes or no. Should I launch ${known.name ?? 'the token'} (${known.symbol ?? '?'}) on Base?`, pending);
  }
  // "the name is Moon Cat", "short name MCAT", "call it Moon Cat": keyed, read as a launch's fields.
  const masked = maskQuoted(trimmed).text;
  if (readName(masked) !== undefined || readKeyedSymbol(masked) !== undefined) return readLaunch(trimmed, { ...known, chain: 'base' });
  if (trimmed.split(/\s+/).length > 8) return undefined;
  const value = trimmed.replace(/^["“'‘]|["”'’.!]+$/g, '').trim();
  if (!value) return undefined;
  // A yes or an ok is no name and no ticker: the question stands.
  if (/^(?:y|yes|yep|yeah|yup|ok|okay|sure|go ahead|do it)$/i.test(value)) return ask(`That is no ${awaiting === 'symbol' ? 'ticker' : 'name'}.`, pending);
  if (awaiting === 'symbol' || (known.name && !known.symbol)) {
    const symbol = value.replace(/^\$/, '');
    if (!/^[A-Za-z0-9]{1,12}$/.test(symbol))
      return fail('INVALID_SYMBOL', `"${value}" cannot be a ticker: use 1 to 12 letters or digits, like MCAT. Nothing was launched.`);
    return completeLaunch({ ...pending, symbol: symbol.toUpperCase() }, []);
  }
  // "same": the ticker is the name too ("launch DOGGO" asked for its name).
  if (known.symbol && /^(?:(?:the\s+)?same(?:\s+as\s+(?:the\s+)?(?:ticker|symbol))?|just\s+\$?\w+)$/i.test(value)) {
    const just = /^just\s+\$?(\w+)$/i.exec(value)?.[1];
    return completeLaunch({ ...pending, name: just ?? known.symbol }, []);
  }
  // "Moon Cat $MCAT": a name followed by its ticker.
  const both = /^(.+?)\s+\$([A-Za-z0-9]{1,12})$/.exec(value);
  if (both) return completeLaunch({ ...pending, name: both[1]!, symbol: both[2]!.toUpperCase() }, []);
  return completeLaunch({ ...pending, name: value }, []);
}

/** "with 30 day vesting", "vesting over 2 weeks", "vested for 3 months", "no vesting" → days. */
function readVesting(text: string): number | undefined {
  if (/\b(?:no|without|zero)\s+vesting\b/i.test(text)) return 0;
  const unit = '(days?|d|weeks?|wks?|months?|mos?|years?|yrs?)';
  const before = new RegExp(String.raw`(\d+)\s*-?\s*${unit}\b[\s-]*(?:of\s+)?(?:linear\s+)?(?:vesting|vest|vested|lock)`, 'i').exec(text);
  const after = new RegExp(String.raw`\bvest(?:ing|ed|s)?\b(?:\s+(?:over|for|of|period|schedule|is|:))*\s*(\d+)\s*-?\s*${unit}\b`, 'i').exec(text);
  const found = before ?? after;
  if (!found) return undefined;
  const n = Number(found[1]);
  const u = found[2]!.toLowerCase();
  return u.startsWith('w') ? n * 7 : u.startsWith('m') ? n * 30 : u.startsWith('y') ? n * 365 : n;
}
