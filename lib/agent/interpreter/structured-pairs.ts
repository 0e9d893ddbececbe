import { evmChainById } from '../../chains/chains.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { fail, type Interpretation } from './intent.ts';
import { fieldNames, type Pair } from './structured-fields.ts';

const pairNames = new Set(['pair', 'market', 'symbol_pair', 'trading_pair', 'instrument', 'product']);
const amountWords = /^(?:amount|amt|qty|quantity|size|notional|value)_([a-z][a-z0-9]*)$/;

/**
 * Fields bots write as one that are two, or as a name that holds a unit: `pair: BONK/USDC` is the base and the quote
 * (`BONK-USDC`, `BONK_USDC` too), `qty_usdc=500` is an amount of 500 USDC (which side it counts is the reader's to
 * say). Any other field is kept as written; a pair that is not two tokens, or a unit that is no token, is kept too,
 * for the reader to refuse as unknown.
 */
export function expandedPairs(pairs: readonly Pair[]): Pair[] | Interpretation {
  const unknownId = pairs.find((pair) => fieldNames[pair.key] === 'chain' && /^\s*\d{1,7}\s*$/.test(pair.value) && !evmChainById(Number(pair.value)));
  if (unknownId)
    return fail('UNSUPPORTED_CHAIN', `Chain id ${unknownId.value.trim()} is not one I support: base, ethereum, polygon, unichain or solana. Nothing was done.`);
  return pairs.flatMap((pair): Pair[] => {
    if (pairNames.has(pair.key)) {
      const m = /^\s*\$?([a-z][a-z0-9]*)\s*[/_-]\s*\$?([a-z][a-z0-9]*)\s*$/i.exec(pair.value);
      if (m && tokenWords.has(m[1]!.toLowerCase()) && tokenWords.has(m[2]!.toLowerCase()))
        return [
          { key: 'base', op: pair.op, value: m[1]! },
          { key: 'quote', op: pair.op, value: m[2]! },
        ];
      return [pair];
    }
    // `chain_id=8453`, `network: base-mainnet`, `chain=mainnet-beta`: a chain by its id or its network's name.
    if (fieldNames[pair.key] === 'chain') {
      const value = pair.value.trim();
      const byId = /^\d{1,7}$/.test(value) ? evmChainById(Number(value))?.name : undefined;
      const named = /^mainnet[-_]beta$/i.test(value) ? 'solana' : value.replace(/^([a-z]+)[-_](?:mainnet|main)(?:[-_]beta)?$/i, '$1');
      return [{ ...pair, value: byId ?? named }];
    }
    const unit = Object.hasOwn(fieldNames, pair.key) ? undefined : amountWords.exec(pair.key)?.[1];
    if (unit && tokenWords.has(unit) && /^\s*\d+(?:\.\d+)?\s*$/.test(pair.value))
      return [{ key: 'amount', op: pair.op, value: `${pair.value.trim()} ${unit.toUpperCase()}` }];
    return [pair];
  });
}
