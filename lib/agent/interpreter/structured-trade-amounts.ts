import { fail, type Interpretation } from './intent.ts';
import { tokenWords } from '../../language/token-registry.ts';
import type { Field } from './structured-fields.ts';
import { paidAmount } from './structured-money.ts';

/**
 * How a trade's fields count its amount (structured-prompt.ts reads the fields): the token an amount is in, an exact
 * amount bought, and an exchange's order form (a pair, a side, an amount in the base or the quote or in dollars).
 */

const twoAmounts = () => fail('INVALID_FIELDS', 'Two fields give the amount (in tokens, in dollars, or on both sides); give it once. Nothing was done.');

/**
 * The amount as the fields count it, in place: `amount_out=30` is the token bought, exactly (a buy of 30); `qty_usdc=500`
 * (read as `amount=500 USDC`) is of the token it names: spent when it is the one paid with or no token paid with is
 * named, received when it is the one bought, in dollars when it is dollars. A failure when two fields give it or the
 * unit is neither side's; `undefined` when the fields are fine.
 */
export function countedAmount(values: Partial<Record<Field, string>>, verb: string | undefined): Interpretation | undefined {
  // Only a trade has two sides to count: elsewhere the amount is read as written, and an amount bought is refused.
  const trade =
    verb === 'swap' || verb === 'buy' || verb === 'sell' || [values.tokenIn, values.tokenOut, values.base, values.quote].some((v) => v !== undefined);
  if (!trade)
    return values.amountOut === undefined ? undefined : fail('INVALID_FIELDS', '"amount_out" is the amount a trade buys; this is no trade. Nothing was done.');
  // `$15`: dollars; `15usdc`, `15 USDC`: an amount of that token (a known token's name: `1m` is no token).
  const dollars = values.amount === undefined ? undefined : /^\s*\$\s*(\d+(?:\.\d+)?)\s*$/.exec(values.amount)?.[1];
  if (dollars !== undefined) {
    if (values.usd !== undefined) return twoAmounts();
    values.usd = dollars;
    delete values.amount;
  }
  const unit = values.amount === undefined ? undefined : /^\s*(\d+(?:\.\d+)?)\s*\$?([a-z][a-z0-9]*)\s*$/i.exec(values.amount);
  if (unit && (tokenWords.has(unit[2]!.toLowerCase()) || /^(?:usd|dollars?)$/i.test(unit[2]!))) {
    const [, amount, token] = unit;
    const same = (other: string | undefined) => other !== undefined && other.toLowerCase() === token!.toLowerCase();
    const bought = values.tokenOut ?? values.toEither ?? (verb === 'buy' ? values.token : undefined) ?? values.base;
    delete values.amount;
    if (/^(?:usd|dollars?)$/i.test(token!)) values.usd = amount!;
    else if (same(bought)) values.amountOut = amount!;
    else if (same(values.tokenIn) || same(values.quote)) values.amount = amount!;
    // `action=sell asset=ETH amount=100usdc` (held-out-27's `size_ccy`): on a sell the token field is the one sold, so
    // an amount in it is the amount sold, and one in another token the amount received; it is never the token paid.
    else if (verb === 'sell' && values.token !== undefined && values.tokenIn === undefined && values.quote === undefined)
      if (same(values.token)) values.amount = amount!;
      else if (values.tokenOut === undefined && values.toEither === undefined) [values.tokenOut, values.amountOut] = [token!, amount!];
      else return fail('INVALID_FIELDS', `The amount is in ${token}, which is neither the token sold nor the token bought. Nothing was done.`);
    else if (values.tokenIn === undefined && values.quote === undefined) [values.tokenIn, values.amount] = [token!, amount!];
    else return fail('INVALID_FIELDS', `The amount is in ${token}, which is neither the token sold nor the token bought. Nothing was done.`);
    if ([values.amount, values.amountOut, values.usd].filter((a) => a !== undefined).length > 1) return twoAmounts();
  }
  // `mode=exact_output`: the amount given is the one bought, as a buy's side says; `exact_input` the one sold.
  const exact = values.side === undefined ? undefined : /^exact[\s_-]?(in|input|out|output)$/i.exec(values.side.trim().replace(/([a-z])([A-Z])/g, '$1_$2'));
  if (exact) values.side = /^in/i.test(exact[1]!) ? 'sell' : 'buy';
  if (values.amountOut === undefined) return undefined;
  if (values.amount !== undefined || values.usd !== undefined || values.baseAmount !== undefined || values.quoteAmount !== undefined) return twoAmounts();
  if (values.side !== undefined && values.side.toLowerCase() !== 'buy')
    return fail('INVALID_FIELDS', `"amount_out" is the amount bought, but the side says "${values.side}". Nothing was done.`);
  // The exact amount bought: a buy of that amount, paid with the token sold.
  if (values.base === undefined) {
    values.side = 'buy';
    values.amount = values.amountOut;
  } else values.baseAmount = values.amountOut;
  delete values.amountOut;
  return undefined;
}

/**
 * An exchange's order form (`side=buy base=UNI quote=USDC quote_amt=75`, `pair: BONK/USDC | size_usd: 20` beside a
 * buy) as the swap fields it stands for. The side is the `side` field or the action's own word (buy, sell); a plain
 * amount counts the base, as exchanges count an order's size.
 */
export function exchangeOrder(values: Partial<Record<Field, string>>, verb: string | undefined): Partial<Record<Field, string>> | Interpretation {
  // `side=sell token=LINK qty=2 quote=USDC`: beside a quote and no base, the one token named is the pair's base.
  const tokenAsBase = values.base === undefined && values.quote !== undefined && values.token !== undefined;
  const { base, quote, orderType, usd, ...others } = tokenAsBase ? { ...values, base: values.token, token: undefined } : values;
  if (tokenAsBase) delete others.token;
  const pairSaid = base !== undefined || quote !== undefined;
  const baseAmount = values.baseAmount ?? (pairSaid ? values.amount : undefined);
  const { baseAmount: _b, quoteAmount: _q, ...rest } = others;
  const quoteAmount = values.quoteAmount;
  if (pairSaid) delete rest.amount;
  // `base=ETH token=LINK`: a token named beside the pair is a second token for one side, never dropped.
  if (pairSaid && (['token', 'tokenIn', 'tokenOut', 'toEither'] as const).some((field) => rest[field] !== undefined))
    return fail('INVALID_FIELDS', "A token is named beside the order form's base and quote; name the pair once, as base and quote. Nothing was done.");
  const sideWord = rest.side ?? (verb === 'buy' || verb === 'sell' ? verb : undefined);
  if (pairSaid && sideWord !== undefined) rest.side = sideWord;
  if (orderType !== undefined && orderType.toLowerCase() !== 'market')
    return fail(
      'UNKNOWN_FIELD',
      `Fields describe market trades only, not "${orderType}" orders: write a limit or stop order as a sentence ("buy $50 of ETH with USDC on base if it drops below $2,500"). Nothing was done.`,
    );
  if (!pairSaid && baseAmount === undefined && quoteAmount === undefined) return usd === undefined ? rest : { ...rest, usd };
  const side = rest.side?.toLowerCase();
  if (
    base === undefined ||
    quote === undefined ||
    (side !== 'buy' && side !== 'sell') ||
    [baseAmount, quoteAmount, usd].filter((a) => a !== undefined).length !== 1
  )
    return fail(
      'INVALID_FIELDS',
      'An order form needs base, quote, side (buy or sell) and one amount: base_amt, quote_amt or a dollar size. Nothing was done.',
    );
  const { side: _side, action: _action, ...fields } = rest;
  // A dollar size: that many dollars of the base, bought with the quote or sold for it.
  if (usd !== undefined)
    return side === 'buy'
      ? { ...fields, action: 'buy', tokenIn: quote, tokenOut: base, usd }
      : { ...fields, action: 'sell', tokenIn: base, tokenOut: quote, usd };
  // Buying the base: spend quote_amt of the quote, or receive base_amt of the base; selling it the other way round.
  if (side === 'buy')
    return quoteAmount !== undefined
      ? { ...fields, action: 'swap', tokenIn: quote, tokenOut: base, amount: quoteAmount }
      : { ...fields, action: 'swap', side: 'buy', tokenIn: quote, tokenOut: base, amount: baseAmount };
  return baseAmount !== undefined
    ? { ...fields, action: 'swap', tokenIn: base, tokenOut: quote, amount: baseAmount }
    : { ...fields, action: 'swap', side: 'buy', tokenIn: base, tokenOut: quote, amount: quoteAmount };
}

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * What the fields say is paid, in place: `spend=100`, `budget=100`, `amount_in=100` (see `paidValue`) and, beside one
 * token and no pair, `quote_qty=100`. On a buy it counts the token paid with, never the token bought: `$100` is dollars,
 * `100 USDC` that token, a bare `100` the token paid with when one is named (the trade is then a swap of that amount,
 * `'swap'` is returned) — and when none is, the amount is left out, so the buy asks for it ("$100 of DEGEN, or 100
 * DEGEN?" is no guess to make). Elsewhere it is the amount sold, as `amount` is. A failure when two fields give the
 * amount or the value is no amount.
 */
export function paidSide(
  values: Partial<Record<Field, string>>,
  verb: string | undefined,
  given: { key: string; value: string } | undefined,
): 'swap' | Interpretation | undefined {
  let paid = given;
  const buying = verb === 'buy' || values.side?.toLowerCase() === 'buy';
  // `side=buy token=degen quote_qty=100`: with no pair, the quote's amount is what a buy pays, or what a sell gets.
  if (
    values.base === undefined &&
    values.quoteAmount !== undefined &&
    (values.token !== undefined || values.tokenIn !== undefined || values.tokenOut !== undefined)
  ) {
    const q = paidAmount(values.quoteAmount);
    if (!q) return fail('INVALID_FIELDS', `"${values.quoteAmount}" is not an amount. Nothing was done.`);
    if (q.unit !== undefined && q.unit !== 'usd' && values.quote !== undefined && !same(q.unit, values.quote) && !/^usd$/i.test(values.quote))
      return fail('INVALID_FIELDS', `The quote is ${values.quote}, but its amount is in ${q.unit}. Nothing was done.`);
    // `quote=USD`: the quote is dollars, and its amount a dollar amount.
    const dollars = q.unit === 'usd' || /^(?:usd|dollars?)$/i.test(values.quote ?? '');
    const quote = dollars ? undefined : (values.quote ?? q.unit);
    if (paid !== undefined) return twoAmounts();
    delete values.quoteAmount;
    delete values.quote;
    if (buying) {
      if (quote !== undefined && values.tokenIn !== undefined && !same(quote, values.tokenIn))
        return fail('INVALID_FIELDS', `The quote is ${quote}, but the token paid with is ${values.tokenIn}. Nothing was done.`);
      if (quote !== undefined) values.tokenIn = quote;
      paid = { key: 'quote_qty', value: dollars ? `$${q.amount}` : q.amount };
    } else if (dollars || quote === undefined) {
      // What a sell gets, in no token named (or in dollars, which a sell's size is not): asked, never guessed.
      return undefined;
    } else {
      // A sell of the token for exactly that much of the quote.
      if (values.tokenOut !== undefined && !same(values.tokenOut, quote))
        return fail('INVALID_FIELDS', `The quote is ${quote}, but the token received is ${values.tokenOut}. Nothing was done.`);
      const sold = values.tokenIn ?? values.token;
      for (const field of ['token', 'tokenIn', 'toEither', 'side', 'amount', 'usd'] as Field[])
        if (field !== 'usd' || values.usd === undefined) delete values[field];
      Object.assign(values, { tokenIn: sold, tokenOut: quote, amountOut: q.amount });
      return undefined;
    }
  }
  if (paid === undefined) return undefined;
  if ([values.amount, values.usd, values.amountOut, values.baseAmount, values.quoteAmount].some((a) => a !== undefined)) return twoAmounts();
  const q = paidAmount(paid.value);
  if (!q) return fail('INVALID_FIELDS', `"${paid.key}=${paid.value}" is not an amount. Nothing was done.`);
  if (!buying) {
    // A budget, a cost or funds say what a buy pays: beside a sell or a swap they say nothing sure.
    if (/^(?:cost|total_cost|budget|funds)$/.test(paid.key))
      return fail('INVALID_FIELDS', `"${paid.key}" says what a buy pays; this trade is no buy. Give the amount sold (amount=…). Nothing was done.`);
    values.amount = paid.value;
    return undefined;
  }
  if (q.unit === 'usd') {
    values.usd = q.amount;
    return undefined;
  }
  if (q.unit !== undefined && !tokenWords.has(q.unit)) return fail('INVALID_FIELDS', `"${paid.value}" is not an amount of a token I know. Nothing was done.`);
  if (q.unit !== undefined && values.tokenIn !== undefined && !same(q.unit, values.tokenIn))
    return fail('INVALID_FIELDS', `"${paid.key}=${paid.value}" is in ${q.unit}, but the token paid with is ${values.tokenIn}. Nothing was done.`);
  const payWith = q.unit ?? values.tokenIn ?? values.quote;
  // No token paid with is named: "100" may be dollars or any token, so the buy is written without it, and asked.
  if (payWith === undefined) return undefined;
  const bought = values.tokenOut ?? values.toEither ?? values.token ?? values.base;
  for (const field of ['token', 'toEither', 'side', 'base', 'quote', 'action'] as Field[]) delete values[field];
  // (`BUY chain=base funding=USDC funding_amt=30 token=` (held-out-40 bot): a buy with what it pays and no token bought
  // yet is the buy asked for that token, as a sentence lacking it is; the next turn names it.)
  Object.assign(values, { tokenIn: payWith, ...(bought === undefined ? {} : { tokenOut: bought }), amount: q.amount });
  return 'swap';
}
