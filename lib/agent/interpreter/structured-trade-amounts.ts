import { fail, type Interpretation } from './intent.ts';
import { tokenWords } from '../../language/token-registry.ts';
import type { Field } from './structured-fields.ts';

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
    else if (values.tokenIn === undefined && values.quote === undefined) [values.tokenIn, values.amount] = [token!, amount!];
    else return fail('INVALID_FIELDS', `The amount is in ${token}, which is neither the token sold nor the token bought. Nothing was done.`);
    if ([values.amount, values.amountOut, values.usd].filter((a) => a !== undefined).length > 1) return twoAmounts();
  }
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
  const { base, quote, orderType, usd, ...others } = values;
  const pairSaid = base !== undefined || quote !== undefined;
  const baseAmount = values.baseAmount ?? (pairSaid ? values.amount : undefined);
  const { baseAmount: _b, quoteAmount: _q, ...rest } = others;
  const quoteAmount = values.quoteAmount;
  if (pairSaid) delete rest.amount;
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
