import { verbs } from '../../language/lexicon.ts';
import { fail, type Interpretation } from './intent.ts';
import { apiAction } from './structured-api-names.ts';

/** Words of a strategy's signal that say it leaves a position (sells) or takes one (buys). */
const leaving = new Set(['exit', 'close', 'sell', 'tp', 'sl', 'stop', 'take', 'profit', 'dump', 'reduce', 'trim', 'unwind', 'flatten', 'out']);
const taking = new Set(['entry', 'enter', 'open', 'long', 'buy', 'accumulate', 'add', 'in']);

/**
 * `"signal":"exit_long","side":"sell"`: an action field that names a strategy's signal rather than a verb says which way
 * the trade goes by its words, and must agree with the side. A signal that says the other way (`entry_long` beside
 * `side=sell`), or a verb that does (`action=buy side=sell`), is two readings of one trade, refused; so is a short,
 * which spot trades never open. `undefined` when they agree, or the name says no way (`rsi_cross`).
 */
export function sideDisagrees(action: string | undefined, side: string | undefined): Interpretation | undefined {
  const way = side?.trim().toLowerCase();
  if (action === undefined || (way !== 'buy' && way !== 'sell')) return undefined;
  const name = action.trim().toLowerCase();
  const verb = verbs.get(apiAction(name));
  const words = name.split(/[\s_.:/-]+/).filter(Boolean);
  const short = words.includes('short') || words.includes('shorts');
  const said =
    verb === 'buy' || verb === 'sell'
      ? verb
      : verb !== undefined || short
        ? undefined
        : words.some((w) => leaving.has(w))
          ? 'sell'
          : words.some((w) => taking.has(w))
            ? 'buy'
            : undefined;
  if (short && verb === undefined)
    return fail('INVALID_FIELDS', `"${action.trim()}" names a short position, and this service makes spot trades only, so nothing was done.`);
  if (said === undefined || said === way) return undefined;
  return fail('INVALID_FIELDS', `"${action.trim()}" says ${said} and the side says ${way}; give the trade's side once. Nothing was done.`);
}
