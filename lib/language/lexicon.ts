import type { ChainName } from '../chains/chains.ts';
import { tokenWords } from './token-registry.ts';

/** What a verb asks for. `buy` and `sell` become swaps; the family decides which token the amount measures. */
export type Action = 'swap' | 'buy' | 'sell' | 'transfer' | 'balance' | 'portfolio' | 'price' | 'lookup' | 'trending';

export const verbs = new Map<string, Action>(
  Object.entries({
    swap: 'swap',
    swp: 'swap',
    swop: 'swap',
    swapp: 'swap',
    swapped: 'swap',
    exchange: 'swap',
    convert: 'swap',
    trade: 'swap',
    flip: 'swap',
    rotate: 'swap',
    swapping: 'swap',
    converting: 'swap',
    exchanging: 'swap',
    tp: 'sell',
    cut: 'sell',
    trim: 'sell',
    nuke: 'sell',
    bid: 'buy',
    px: 'price',
    quote: 'price',
    buy: 'buy',
    purchase: 'buy',
    ape: 'buy',
    aping: 'buy',
    grab: 'buy',
    bought: 'buy',
    cop: 'buy',
    acquire: 'buy',
    buying: 'buy',
    sell: 'sell',
    sel: 'sell',
    sold: 'sell',
    dump: 'sell',
    offload: 'sell',
    liquidate: 'sell',
    exit: 'sell',
    unload: 'sell',
    selling: 'sell',
    send: 'transfer',
    snd: 'transfer',
    sned: 'transfer',
    sending: 'transfer',
    transfer: 'transfer',
    transferring: 'transfer',
    xfer: 'transfer',
    pay: 'transfer',
    tip: 'transfer',
    // ("tipping vitalik.eth 0.01 eth on mainnet ethereum", held-out-37 chat: the tip being made.)
    tipping: 'transfer',
    donate: 'transfer',
    contribute: 'transfer',
    withdraw: 'transfer',
    wire: 'transfer',
    split: 'transfer',
    yeet: 'transfer',
    shoot: 'transfer',
    toss: 'transfer',
    push: 'transfer',
    move: 'transfer',
    give: 'transfer',
    forward: 'transfer',
    reimburse: 'transfer',
    repay: 'transfer',
    // "reimburse 45 USDC on base for the team dinner … do the reimbursement": paying back is a transfer.
    reimbursement: 'transfer',
    balance: 'balance',
    balances: 'balance',
    bal: 'balance',
    bals: 'balance',
    bags: 'balance',
    bag: 'balance',
    portfolio: 'portfolio',
    pf: 'portfolio',
    networth: 'portfolio',
    holdings: 'portfolio',
    totalvalue: 'portfolio',
    overview: 'portfolio',
    price: 'price',
    prices: 'price',
    pricing: 'price',
    rate: 'price',
    lookup: 'lookup',
    info: 'lookup',
    details: 'lookup',
    tokeninfo: 'lookup',
    trending: 'trending',
    trend: 'trending',
    trends: 'trending',
    popular: 'trending',
    movers: 'trending',
    moving: 'trending',
    pumping: 'trending',
    gainers: 'trending',
    hot: 'trending',
  }) as [string, Action][],
);

/**
 * Every word that asks for a move or a read, or sets how one is made: the verbs above in all their forms, the other
 * capabilities (wrap, bridge, launch, claim, orders), and the words that change a move's amount, fee or timing without
 * a figure ("keep some back", "round it up", "hold off"). A sentence beside a move that says none of these, and no
 * weighty word, may be a remark that changes nothing of it (beside-roles.ts); one that says any of them never is.
 */
export const actingWords: ReadonlySet<string> = new Set([
  ...verbs.keys(),
  ...`swaps exchanged exchanges converted converts trades traded trading buys purchased purchases purchasing sells sale sales
  sends transfers transferred pays payment payments paying paid tips tipped donated donating gave giving gives moved moves
  withdrawn withdrawing deposit deposited deposits wrap wraps wrapped wrapping unwrap unwraps unwrapped unwrapping bridge
  bridged bridging launch launched launching deploy deployed mint minted claim claimed claiming stake staked staking unstake
  approve approved sign signed execute executed executing order orders limit stop schedule scheduled recurring repeat
  repeated check checks show tell list look find fetch display report spend spending spent keep kept leave left reserve
  save retain hold holding set aside spare round rounded add added include included deduct deducted cover covered split
  delay postpone defer reschedule pause fee fees gas slippage tax taxes smaller bigger larger fewer lower higher cheaper
  greater increase increased decrease decreased reduce reduced raise raised extra additional partial partly part portion
  fraction percent percentage some most`.split(/\s+/),
]);

/** Chain words that only ever mean a chain. */
export const chainWords = new Map<string, ChainName>(
  Object.entries({ base: 'base', polygon: 'polygon', poly: 'polygon', unichain: 'unichain', mainnet: 'ethereum', l1: 'ethereum' }) as [string, ChainName][],
);
/** Words that mean a chain after "on"/"in"/"via" or before "chain"/"network", and a token otherwise. */
export const sharedChainWords = new Map<string, ChainName>(
  Object.entries({ eth: 'ethereum', ethereum: 'ethereum', sol: 'solana', solana: 'solana', matic: 'polygon' }) as [string, ChainName][],
);
/** Chains Purser does not support: anywhere, or (second list) only in a chain position. */
export const otherChains = new Set([
  'avalanche',
  'arbitrum',
  'optimism',
  'zksync',
  'fantom',
  'linea',
  'bsc',
  'binance',
  'tron',
  'aptos',
  'berachain',
  'gnosis',
  'celo',
  'mantle',
  'sepolia',
  'goerli',
  'starknet',
  'hyperliquid',
  'cosmos',
  'cardano',
  'polkadot',
]);
export const otherChainsInPosition = new Set([
  'avax',
  'ton',
  'sui',
  'blast',
  'scroll',
  'zora',
  'mode',
  'op',
  'arb',
  'bnb',
  'near',
  'bitcoin',
  'btc',
  'sonic',
  'ink',
  'abstract',
  'monad',
  'sei',
]);
export const chainPrepositions = new Set(['on', 'in', 'via', 'over', 'onto', 'using', 'at', 'across', 'en', 'sur', 'auf', 'na', 'no']);
export const chainSuffixes = new Set(['chain', 'network', 'mainnet', 'blockchain', 'net']);

export const yesWords = new Set([
  'yes',
  'y',
  'yeah',
  'yep',
  'yup',
  'ya',
  'sure',
  'ok',
  'okay',
  'k',
  'confirm',
  'confirmed',
  'proceed',
  'correct',
  'go',
  'doit',
  'approve',
  'affirmative',
  'right',
]);
export const noWords = new Set(['no', 'n', 'nope', 'nah', 'cancel', 'stop', 'abort', 'nevermind', 'dont', 'forget']);
export const usdWords = new Set([
  'dollars',
  'dollar',
  'usd',
  'bucks',
  'buck',
  'dolar',
  'dolars',
  'dolares',
  'dólar',
  'dólares',
  'dollaro',
  'dollari',
  'доллар',
  'доллара',
  'долларов',
]);
export const fractionWords = new Map<string, number>([
  ['half', 0.5],
  ['quarter', 0.25],
  ['all', 1],
  ['max', 1],
  ['maximum', 1],
  ['everything', 1],
  ['entire', 1],
  ['full', 1],
  ['whole', 1],
]);
export const sequenceWords = new Set(['then', 'after', 'afterwards', 'next', 'also', 'and', 'plus', 'finally']);

/** Words that are never a token, a verb or a chain, and never fuzzy-matched. */
export const stopWords = new Set(
  `i me my mine our we the a an of to for into in on at with using from and then please pls plz can could you u ur would will should shall is are was be been
  what whats wats wat how much many do does did have has had got get gimme some any all max half worth value it its this that these those yo hey hi hello bro sir gm rn morning mornin evening afternoon hows
  check show tell list see view wallet account address token tokens coin coins now right quick quickly just real currently current today todays chain network same again
  more less than there here where when which who why want wanna need like let lets amount ammount about by or not no yes ok up down is im id ill ive each every
  other others either neither both also too very so if as out off over under only own hold holding holds held total whole entire full quarter some few lot lots
  give make take put go going use used stuff thing things price value cost costs costing trading trade at per each one two
  still there between crypto money funds cash stablecoin stablecoins stables friend friends mom dad mum brother sister wife husband son daughter grandson granddaughter
  roommate buddy him her them he she they year years month months week weeks day days hour hours minute minutes time times old ago gas fees fee`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "POL and the other ones", "usdc and the rest", "eth plus everything else", "all of them": words that ask for every
 * other holding beside the tokens named, so a balance covers every token (on the chain said). Not when the prompt
 * leaves the others out ("only POL, not the rest", "except the others").
 */
export function andTheRest(words: readonly string[]): boolean {
  if (words.some((w) => ['not', 'no', 'only', 'just', 'except', 'excluding', 'without', 'but', 'dont', 'ignore', 'skip', 'besides'].includes(w))) return false;
  const phrase = words.join(' ');
  return /(?:^| )(?:(?:and|plus|also|with|incl|including) (?:also )?)?(?:all )?(?:the )?(?:other ones?|others|rest|remaining ones?|remainder)(?: of (?:them|it|my (?:tokens|coins|holdings)))?(?: too| also| as well)?(?: |$)|(?:^| )(?:everything|anything|whatever) else(?: |$)|(?:^| )all (?:of )?them(?: |$)|(?:^| )(?:etc|etcetera)(?: |$)/.test(
    phrase,
  );
}

/**
 * Everyday words one or two edits from a lexicon word ("solid" from sold, "quite" from quote, "based" from base,
 * "covering" from converting, "settling" from selling): never corrected into it.
 */
export const everydayWords = new Set(
  `exist solid quite quota brought movie shout shot smell spell shell swell magic manic prize pride prince prime trader traders based
  links brent spilt tread baste peep tosh given rated together altogether whether weather tether pieces piece part parts poll
  spend spends spending spent reimbursements payments
  short concert concerts reply relay replay standing spelling smelling networks liquidity trace stopping shopping aging scold covert
  detail pricey shill shills shilling shilled telling yelling
  covering settling seeding printing spit prizes contributor`.split(/\s+/),
);

/**
 * Words of everyday English that stand where a token may ("exit part of the position", "pay rent", "acquire precisely
 * that amount", "full port into sol"): read as English, never as an unknown ticker. A compact list of the shapes seen
 * in prompts, not a dictionary; a word ending in "-ly" is an adverb too (see `englishWord`). A listed ticker (link,
 * uni, pepe, degen, …) is never one, whatever the list says.
 */
const everydayEnglish = `part parts portion portions piece rest remainder remaining balance position positions port bag stack holding holdings
  rent bill bills invoice invoices payment payments salary salaries stipend stipends wage wages dinner lunch coffee groceries
  supplier suppliers vendor vendors contractor colleague landlord team partner partners client clients customer
  settlement reimbursement refund loan debt share shares split tab deposit order orders trade trades purchase sale
  amount amounts quantity quantities sum figure number value total everything anything something nothing
  exactly precisely roughly approximately about around nearly almost simply basically actually really kindly
  simple rough brief approximate ballpark indicative quite sufficient adequate
  immediately asap back instead either whatever required needed necessary enough same that those these
  programme program governance vote report overview summary monthly weekly daily yearly quarterly
  small large big tiny huge little bit while since because though although yet already still soon later`
  .split(/\s+/)
  .filter(Boolean);
export const englishWords: ReadonlySet<string> = new Set(everydayEnglish.filter((w) => !tokenWords.has(w)));

/** A word of English, not a ticker: listed above, or an adverb ("-ly", five letters or more) that no listed token is. */
export const englishWord = (word: string): boolean => !tokenWords.has(word) && (englishWords.has(word) || (word.length >= 5 && /^[a-z]+ly$/.test(word)));

/** Optimal-string-alignment distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

const fuzzyTargets = [...verbs.keys(), ...tokenWords.keys(), ...chainWords.keys(), 'unichain', 'ethereum', 'solana'].filter((w) => w.length >= 4).sort();
const fuzzyCache = new Map<string, string | null>();

/**
 * The lexicon word a typo most likely means ("trnsfer" → "transfer",
 * "prcie" → "price", "blance" → "balance"), or `undefined`. Bounded and
 * deterministic: the first letter must match, one edit for words of four to
 * seven letters (four-letter words only towards a longer word), two from
 * eight; ties go to the alphabetically first target.
 */
/**
 * Words a voice transcription writes for a ticker or chain it heard ("eath" for ETH): read as that one, and noted as
 * a guess like any typo, so a move asks before it runs.
 */
export const heardAs: ReadonlyMap<string, string> = new Map([
  ['eath', 'eth'],
  ['eeth', 'eth'],
  ['ethe', 'eth'],
  ['heath', 'eth'],
  ['salona', 'solana'],
  ['salana', 'solana'],
  ['solanna', 'solana'],
  ['soul', 'sol'],
  ['sole', 'sol'],
  ['solano', 'solana'],
]);

/**
 * Words of English a voice transcription writes for a ticker it heard ("arrow" for AERO, "poll" or "pole" for POL,
 * "whiff" for WIF): read as that one token only where a token stands (see `tokenPlace` in scan-prompt.ts), and noted
 * as a guess, so a move asks back whole before it runs. Anywhere else they are the words they are ("run a poll").
 */
export const heardInPlace: ReadonlyMap<string, string> = new Map([
  ['arrow', 'aero'],
  ['eat', 'eth'],
  ['poll', 'pol'],
  ['pole', 'pol'],
  ['whiff', 'wif'],
]);

export function correctTypo(word: string): string | undefined {
  const heard = heardAs.get(word);
  if (heard) return heard;
  const cached = fuzzyCache.get(word);
  if (cached !== undefined) return cached ?? undefined;
  let found: string | null = null;
  if (word.length >= 4 && !stopWords.has(word) && !everydayWords.has(word) && /^[a-z]+$/.test(word)) found = undoubled(word) ?? null;
  if (!found && word.length >= 4 && !stopWords.has(word) && !everydayWords.has(word) && /^[a-z]+$/.test(word)) {
    const max = word.length >= 8 ? 2 : 1;
    let best = max + 1;
    for (const target of fuzzyTargets) {
      if (target[0] !== word[0] || (word.length === 4 && target.length <= 4 && !sameLetters(word, target))) continue;
      const d = editDistance(word, target, max);
      if (d < best) {
        best = d;
        found = target;
      }
    }
  }
  if (fuzzyCache.size < 10_000) fuzzyCache.set(word, found);
  return found ?? undefined;
}

const sameLetters = (a: string, b: string): boolean => [...a].sort().join('') === [...b].sort().join('');

/** Every lexicon word a typo may mean, short tickers included ("wif", "sol"), for a letter typed or heard twice. */
const lexiconWords = new Set([...verbs.keys(), ...tokenWords.keys(), ...chainWords.keys(), 'unichain', 'ethereum', 'solana']);

/**
 * A last letter typed or heard twice ("wiff" for wif, "basee", "brettt"): the lexicon word left without it. The edit
 * distance alone cannot say it for a short ticker (one edit from "wiff" are "wif", "wife" and more), a doubled last
 * letter can; only the last ("pool" is no "pol"), and "poll" is an everyday word.
 */
function undoubled(word: string): string | undefined {
  const single = word.slice(0, -1);
  return word.at(-1) === word.at(-2) && lexiconWords.has(single) ? single : undefined;
}
