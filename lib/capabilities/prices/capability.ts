import { PermanentError } from '../../errors.ts';
import { evmChains, findEvmToken, findSolanaToken, type ChainName } from '../../chains/chains.ts';
import { capability, intentKind, mergeOutcomes, type StructuredFields } from '../capability.ts';
import { onChains } from '../structured-forms.ts';
import { LookupIntentSchema, PriceIntentSchema } from './intent.ts';
import { lookupToken, readPrice } from './read-price.ts';

/** A chain where a token can be priced when the prompt named none (a read: any chain that lists it). */
function chainForToken(token: string): ChainName {
  if (['SOL', 'BONK', 'JUP', 'WIF'].includes(token.toUpperCase()) || (findSolanaToken(token) && !evmChains.some((c) => findEvmToken(c, token))))
    return 'solana';
  const evm = evmChains.find((c) => c.nativeSymbol === token.toUpperCase() || findEvmToken(c, token));
  if (!evm) throw new PermanentError('UNKNOWN_TOKEN', `${token} is not a token I know on any supported chain.`);
  return evm.name;
}

/** Token prices in dollars, and tokens looked up by contract address or mint. */
export const prices = capability({
  name: 'prices',
  summary: 'prices ("price of degen") and token lookups by address',
  kinds: [
    intentKind({
      schema: PriceIntentSchema,
      movesFunds: false,
      scope: 'read',
      examples: ['price of degen', 'eth price', 'how much is bonk'],
      run: async (deps, ctx, intent) =>
        mergeOutcomes(await Promise.all(intent.tokens.map((token) => readPrice(deps, ctx, { token, chain: intent.chain ?? chainForToken(token) })))),
    }),
    intentKind({
      schema: LookupIntentSchema,
      movesFunds: false,
      scope: 'read',
      examples: ['lookup 0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed on base'],
      run: (deps, ctx, intent) =>
        lookupToken(deps, ctx, {
          address: intent.address,
          ...(intent.chain ? { chain: intent.chain } : {}),
        }),
    }),
  ],
  forms: [
    // `quote from=ETH to=UNI amount=0.1`: a quote of a trade is read as the price of each token in it.
    { actions: ['price'], sentence: (_action, fields) => `price of ${quotedTokens(fields).join(' and ')}${onChains(fields)}` },
    { actions: ['lookup'], sentence: (_action, fields) => `lookup ${fields.address ?? fields.tokens[0] ?? ''}${onChains(fields)}` },
  ],
});

/** The tokens a price read names: its own, then a quoted trade's two sides (a token's address is no symbol). */
const quotedTokens = (fields: StructuredFields): string[] => {
  const sides = [fields.tokenIn, fields.tokenOut, fields.to].filter((t): t is string => t !== undefined && /^\$?[a-z][a-z0-9]*$/i.test(t.trim()));
  return [...new Set([...fields.tokens, ...sides])];
};
