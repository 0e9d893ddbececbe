/** Numbers one to nineteen as words. */
export const units: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
/** The tens, twenty to ninety, as words. */
export const tens: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const scales: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };
const scaleOf: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
/** A scale said after digits: "2 million", "2 lakh" (100,000), "1.5 crore" (10,000,000). */
export const scaleValue: Record<string, number> = { hundred: 1e2, thousand: 1e3, thou: 1e3, million: 1e6, billion: 1e9, lakh: 1e5, lac: 1e5, crore: 1e7 };
/** The shares said after "and a" that are part of a number ("one and a quarter" is 1.25). */
const shareWords: Record<string, number> = { half: 0.5, quarter: 0.25 };
const small = (w: string): number | undefined => units[w] ?? tens[w];
/** Words after "grand" that make it no money: "a grand total", "two grand pianos". */
const notGrand = new Set(['total', 'totals', 'prix', 'slam', 'slams', 'piano', 'pianos', 'canyon', 'opening', 'finale', 'tour', 'scheme', 'plan', 'master']);

/**
 * Spelled-out amounts as digits: "five usdc" → "5 usdc", "twenty-five" →
 * "25", "a hundred and fifty" → "150", "two thousand" → "2000", "half an
 * eth" → "0.5 eth" (an amount, not half the balance), "2 and a half eth" → "2.5 eth". A lone "one" or "a"
 * stays a word unless `isUnit` says the next word is what it counts ("one
 * eth"), so "which one" and "a swap" are left alone.
 */
export function numbersFromWords(text: string, isUnit: (word: string) => boolean): string {
  const words = text
    // "half a mil", "1.5 mil", "two mill": "mil" after a number is a million (read as a token, it sold half the balance).
    .replace(/(?<=(?:\d|\b(?:an?|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)))\s+mill?s?\b/g, ' million')
    // "one oh five", "five oh": digits said one by one with "oh" for zero (105? 1.05?); kept as words joined (no number),
    // so what needs one asks for it (it swapped 5 USDC, the "one oh" passed over).
    .replace(
      /\b(?:one|two|three|four|five|six|seven|eight|nine)(?:\s+(?:oh|zero|one|two|three|four|five|six|seven|eight|nine))*\s+oh\b(?:\s+(?:oh|zero|one|two|three|four|five|six|seven|eight|nine)\b)*/g,
      (said) => said.split(/\s+/).join('-'),
    )
    // "one zero one", "five zero": digits said one by one with "zero" (101? 1.01?), kept as words joined like "oh" above.
    .replace(
      /\b(?:one|two|three|four|five|six|seven|eight|nine)(?:\s+(?:zero|one|two|three|four|five|six|seven|eight|nine))*\s+zero\b(?:\s+(?:zero|one|two|three|four|five|six|seven|eight|nine)\b)*/g,
      (said) => said.split(/\s+/).join('-'),
    )
    // "half a million", "a quarter million", "a half million", "half a k", "half a grand": a share of one scale is that
    // many (500,000), never the scale whole nor a share of a balance. "a million and a half" is 1,500,000.
    .replace(
      /(?<!\band\s+)\b(?:(half|quarter)\s+(?:of\s+)?an?|an?\s+(half|quarter))\s+(k|grand|thousand|million|billion)\b/g,
      (_m, first: string | undefined, second: string | undefined, scale: string) => {
        const value = (first ?? second) === 'half' ? 0.5 : 0.25;
        const count = decimalText(value * (scale === 'k' || scale === 'grand' ? 1e3 : scaleOf[scale]!));
        return scale === 'grand' ? `${count} dollars` : count;
      },
    )
    .replace(/\b(?:an?|one)\s+(thousand|million|billion)\s+and\s+an?\s+(half|quarter)\b/g, (_m, scale: string, share: string) =>
      decimalText(scaleOf[scale]! * (share === 'half' ? 1.5 : 1.25)),
    )
    // "a grand and a half", "2 grand and a half": the share is of a thousand (1,500; 2,500), never the amount alone.
    .replace(
      /\b(an?|one|\d+)\s+grand\s+and\s+an?\s+(half|quarter)\b/g,
      (_m, n: string, share: string) => `${decimalText((/^\d/.test(n) ? Number(n) : 1) * 1e3 + shareWords[share]! * 1e3)} dollars`,
    )
    // "two grand", "a grand of usdc", "5 grand worth of eth": thousands of dollars, where what they buy follows (never
    // "a grand total").
    // A number said before "grand" is thousands of dollars wherever it stands ("stop loss at 2 grand", an answer "two
    // grand"): left out, it set a stop at $2 and sent 2 USDC. "a grand" counts only when what it buys follows or it ends.
    .replace(/\b([a-z]+|\d*\.?\d+)\s+grand\b(?=\s+(\$?[a-z]+)|\s*([^\sa-z]|$))/g, (said, count: string, after?: string) =>
      ((small(count) !== undefined || /\d/.test(count)) && !notGrand.has(after ?? '')) ||
      (count === 'a' && (after === undefined || isUnit(after) || after === 'of' || after === 'worth'))
        ? `${count} thousand dollars`
        : said,
    )
    .replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six|seven|eight|nine)\b/g, '$1 $2')
    // "2 and a half million": the share is of the number before the scale (2,500,000), never the amount alone.
    .replace(/(?<![\w.])(\d+)\s+and\s+an?\s+(half|quarter)\s+(thousand|million|billion)\b/g, (_m, n: string, share: string, scale: string) =>
      decimalText((Number(n) + shareWords[share]!) * scaleOf[scale]!),
    )
    // "2 thousand 5 hundred": one number (2,500), never 2000 and 500.
    .replace(/(?<![\w.])(\d+)\s+thousand\s+(?:and\s+)?(\d)\s+hundred\b/g, (_m, n: string, h: string) => String(Number(n) * 1e3 + Number(h) * 100))
    // "2 million", "1.5 thousand", "25 hundred", "2 thou": digits with a scale word (a price "at 25 hundred" was $25).
    // "2 lakh BONK", "1.5 crore" (held-out-27, non-native): the South Asian scales, a hundred thousand and ten million.
    .replace(/(?<![\w.])(\d*\.?\d+)\s+(hundred|thousand|thou|million|billion|lakhs?|lacs?|crores?)\b/g, (_m, n: string, scale: string) =>
      decimalText(Number(n) * scaleValue[scale.replace(/s$/, '')]!),
    )
    // ("one sol. on solana" (held-out-42): a full stop after a word ends it, as a comma does.)
    .split(/(\s+|[(),;:!?]+|\.(?=\s|$))/);
  const out: string[] = [];
  let i = 0;
  // Made once: every call reads `i` before the loop moves it on.
  const next = (k: number) => words[i + 2 * k] ?? '';
  while (i < words.length) {
    const word = words[i]!;
    // A word that no reading below can start (no number, share, scale, "point" or article) is kept as it is.
    if (plainWord(word)) {
      out.push(word);
      i++;
      continue;
    }
    if (word === 'half' && (next(1) === 'a' || next(1) === 'an') && isUnit(next(2))) {
      out.push('0.5');
      i += 4;
      continue;
    }
    // "zero point five", "one point two five": a decimal read digit by digit.
    const point = readPoint(words, i);
    if (point) {
      out.push(point.text);
      i = point.next;
      continue;
    }
    // "a dollar fifty", "one dollar and twenty-five cents", "two bucks fifty": dollars and cents said aloud.
    const cents = dollarsAndCents(words, i);
    if (cents) {
      out.push(cents.text);
      i = cents.next;
      continue;
    }
    // "hundred five usdc": a scale said bare before the rest of its number is one of it (105), never the rest alone (5).
    const bareScale = scales[word] !== undefined && small(next(1)) !== undefined && !/^(?:a|an|the|per|for|fore|to|too)$/.test(words[i - 2] ?? '');
    const startsWithA = ((word === 'a' || word === 'an') && scales[next(1)] !== undefined) || bareScale;
    // "swap hundred usdc for eth": a scale said bare before what it counts is one of it ("a" left out).
    if (scales[word] !== undefined && isUnit(next(1)) && !/^(?:a|an|for|fore|to|too)$/.test(words[i - 2] ?? '')) {
      out.push(String(scales[word]));
      i++;
      continue;
    }
    if (small(word) === undefined && !startsWithA) {
      out.push(word);
      i++;
      continue;
    }
    let total = 0;
    let group = startsWithA ? 1 : 0;
    let used = startsWithA && !bareScale ? 1 : 0;
    let k = startsWithA && !bareScale ? 1 : 0;
    for (;;) {
      const w = next(k);
      const s = small(w);
      if (s !== undefined && (group % 100 === 0 || (group % 100 >= 20 && group % 10 === 0 && s < 10))) {
        group += s;
      } else if (scales[w] !== undefined && group > 0) {
        if (w === 'hundred') group *= 100;
        else {
          total += group * scales[w]!;
          group = 0;
        }
      } else if (w === 'and' && group >= 100 && small(next(k + 1)) !== undefined) {
        // "a hundred and fifty"
      } else break;
      k++;
      used = k;
    }
    // "one and a half", "one and a quarter": the share is part of the number (never the amount alone).
    const share = next(used) === 'and' && next(used + 1) === 'a' ? shareWords[next(used + 2)] : undefined;
    const half = share !== undefined;
    if (half) used += 3;
    let value = total + group + (share ?? 0);
    // "two and a half thousand": the scale after the share is of the whole number said (2,500).
    if (half && total === 0 && group < 100 && scales[next(used)] !== undefined && next(used) !== 'hundred') {
      value *= scales[next(used)]!;
      used++;
    }
    // "one fifty", "two twenty five", "nineteen ninety": two numbers said one after the other are 1.50 or 150, 2.25 or
    // 225, never the second alone; kept as words joined (no number), so what needs one asks for it.
    // After "at" or before a zone it may be a time ("at nine thirty", "two fifteen utc"): left as two numbers, which the
    // time reader refuses as an hour without its minutes, rather than as words it would pass over.
    if (!half && total === 0 && group < 100 && !startsWithA && teensOrTens(next(used)) && scales[next(used + 1)] === undefined) {
      let end = used + 1;
      if ((tens[next(used)] ?? 0) >= 20 && (units[next(end)] ?? 10) < 10) end++;
      if (words[i - 2] !== 'at' && !clockWords.has(next(end))) {
        out.push(Array.from({ length: end }, (_, j) => next(j)).join('-'));
        i += 2 * end - 1;
        continue;
      }
    }
    const single = used === 1 && (word === 'one' || word === 'a' || word === 'an');
    if (value === 0 || (single && !isUnit(next(1)))) {
      out.push(word);
      i++;
      continue;
    }
    out.push(String(value));
    i += 2 * used - 1;
  }
  return (
    out
      .join('')

      // "five k usdc", "2.5 k of eth": a thousand said as "k", where what it counts follows.
      .replace(/(?<![\w.])(\d*\.?\d+)\s+k\b(?=\s+(\$?[a-z]+))/g, (said, n: string, after: string) =>
        isUnit(after) || after === 'of' || after === 'worth' ? `${n}k` : said,
      )
      // "2 and a half eth", "two and half eth", "two eth and a half": the half is part of the number, never the amount alone
      // (which bought 0.5 ETH) nor half of a balance.
      .replace(/(?<![\w.])(\d+)\s+and\s+(?:a\s+)?(half|quarter)\b(?=\s+(\$?[a-z]+))/g, (said, n: string, share: string, after: string) =>
        isUnit(after) || after === 'of' || after === 'worth' ? String(Number(n) + shareWords[share]!) : said,
      )
      .replace(/(?<![\w.])(\d+|an?|one)\s+(\$?[a-z]+)\s+and\s+a\s+(half|quarter)\b/g, (said, n: string, unit: string, share: string) =>
        // ("a sol and a half", "an eth and a quarter": one and that share, never the share of a balance.)
        isUnit(unit) ? `${(/\d/.test(n) ? Number(n) : 1) + shareWords[share]!} ${unit}` : said,
      )
  );
}

/** Whether `word` starts none of numbersFromWords' readings: the tests each reading makes first, all failing. */
const plainWord = (word: string): boolean =>
  word !== 'half' &&
  word !== 'point' &&
  word !== 'a' &&
  word !== 'an' &&
  digitWords[word] === undefined &&
  scales[word] === undefined &&
  small(word) === undefined;

const teensOrTens = (w: string): boolean => (units[w] ?? 0) >= 10 || tens[w] !== undefined;
const clockWords = new Set(['utc', 'gmt', 'am', 'pm', 'oclock', 'z']);
const dollarWords = new Set(['dollar', 'dollars', 'buck', 'bucks']);

/** A number said in words from `i` ("twenty five", "a"): its value and the index after it; 1 to 99 only. */
function smallNumber(words: readonly string[], i: number): { value: number; next: number } | undefined {
  const w = words[i] ?? '';
  if (w === 'a' || w === 'an') return { value: 1, next: i + 2 };
  const first = small(w);
  if (first === undefined) return undefined;
  const second = first >= 20 && first % 10 === 0 ? units[words[i + 2] ?? ''] : undefined;
  return second !== undefined && second < 10 ? { value: first + second, next: i + 4 } : { value: first, next: i + 2 };
}

/** "a dollar fifty", "one dollar and twenty-five cents", "two bucks fifty" at `i`: the amount in dollars, and the index after. */
function dollarsAndCents(words: readonly string[], i: number): { text: string; next: number } | undefined {
  const whole = smallNumber(words, i);
  if (!whole || !dollarWords.has(words[whole.next] ?? '')) return undefined;
  let at = whole.next + 2;
  if (words[at] === 'and') at += 2;
  const part = smallNumber(words, at);
  if (!part || words[at] === 'a' || words[at] === 'an' || scales[words[part.next] ?? ''] !== undefined) return undefined;
  const end = words[part.next] === 'cents' || words[part.next] === 'cent' ? part.next + 2 : part.next;
  return { text: `${whole.value}.${String(part.value).padStart(2, '0')} dollars`, next: end - 1 };
}

const digitWords: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/** "<digit word> point <digit words>" at `i` (words split with their separators): the decimal and the index after it. */
function readPoint(words: readonly string[], i: number): { text: string; next: number } | undefined {
  // "point one", "point 5": a decimal said without its zero ("send point one sol" is 0.1 SOL, never 1).
  if (words[i] === 'point') {
    const after = words[i + 2] ?? '';
    if (/^\d+$/.test(after)) return { text: `0.${after}`, next: i + 3 };
    const bare = readDigits(words, i + 2);
    return bare.decimals === '' ? undefined : { text: `0.${bare.decimals}`, next: bare.next };
  }
  const whole = digitWords[words[i]!];
  if (whole === undefined || words[i + 2] !== 'point') return undefined;
  const { decimals, next } = readDigits(words, i + 4);
  return decimals === '' ? undefined : { text: `${whole}.${decimals}`, next };
}

/** Digit words from `k` on ("two five"): their digits and the index after them. */
function readDigits(words: readonly string[], start: number): { decimals: string; next: number } {
  let k = start;
  let decimals = '';
  while (digitWords[words[k] ?? ''] !== undefined) {
    decimals += digitWords[words[k]!];
    k += 2;
  }
  return { decimals, next: k - 1 };
}

const decimalText = (value: number): string => (Number.isInteger(value) ? String(value) : String(Number(value.toFixed(9))));

/**
 * The number words say, read as a number said before what it counts ("thirty" is 30, "two thousand" is 2000); digits
 * as written; `undefined` when the words say no whole number.
 */
export function spokenNumber(said: string): number | undefined {
  const read = /\d/.test(said) ? said : numbersFromWords(`${said} x`, () => true).split(' ')[0]!;
  return /^\d[\d,]*(?:\.\d+)?$/.test(read) ? Number(read.replace(/,/g, '')) : undefined;
}
