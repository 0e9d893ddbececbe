import { fail, type Reading } from '../../language/reading.ts';

/**
 * What a wrap or unwrap prompt says that its reading would drop: "all but 0.01" (an amount kept back, read as the
 * amount moved), a turn the other way ("wrap …, I mean unwrap"), a chain ruled out ("anything but base"), a staked
 * token (stETH is no wrap), an amount in a sub-unit (finney, gwei). Each is refused with what to write instead.
 */
const keptBack =
  /\b(?:all|everything|every(?:thing)?\s+\w+|my\s+\w+|it)\s+(?:but|except|minus|save|less|other\s+than|apart\s+from)\b|\bbut\s+(?:keep|leave|save)\b|\b(?:keep(?:ing)?|leav(?:e|ing)|reserv(?:e|ing)|minus|except|save)\s+(?:\w+\s+)?(?:\d|\.\d)/i;
const wrapVerb = /\b(?:wrap|wrapping)\b/i;
const unwrapVerb = /\b(?:unwrap|unwrapping)\b/i;
const chainRuledOut =
  /\b(?:but|except|other\s+than|besides|excluding|instead\s+of|rather\s+than)\s+(?:on\s+|in\s+)?(?:the\s+)?(?:base|ethereum|eth\s+mainnet|mainnet|polygon|unichain|solana)\b/i;
const staked = /\b(?:w?st[\s-]?eth|reth|cbeth|ezeth|weeth|steth|stake[ds]?|staking|lido|m?sol(?=\s*staked)|msol|jitosol|stsol|bsol|liquid\s+staking)\b/i;
const subUnit = /\b(?:finney|gwei|wei|szabo|mwei|kwei|lamports?|ether\s*units?)\b/i;

/** The refusal for a wrap prompt whose words change what it would do, or undefined when nothing does. */
export function wrapDoubt(prompt: string, kind: 'wrap' | 'unwrap'): Reading<never> | undefined {
  const text = prompt.replace(/_/g, ' ');
  const doing = kind === 'wrap' ? 'wrap' : 'unwrap';
  if (keptBack.test(text))
    return fail('MOVE_UNCLEAR', `I can't ${doing} "all but" an amount: say how much to ${doing} ("${doing} 0.5 eth on base"), or "all". Nothing was done.`);
  if (wrapVerb.test(text) && unwrapVerb.test(text))
    return fail(
      'MOVE_UNCLEAR',
      'That says both wrap and unwrap: send the one you mean on its own ("wrap 0.1 eth on base" or "unwrap 0.1 weth on base"). Nothing was done.',
    );
  if (chainRuledOut.test(text)) return fail('MOVE_UNCLEAR', `Say the one chain to ${doing} on ("on base"), not the ones to avoid. Nothing was done.`);
  if (staked.test(text))
    return fail(
      'TOKEN_NOT_SUPPORTED_YET',
      'Wrapping here turns ETH into WETH, POL into WPOL and SOL into wrapped SOL, one for one; staked tokens such as stETH are not offered. Nothing was done.',
    );
  if (subUnit.test(text)) return fail('BAD_AMOUNT', `Say the amount in whole tokens ("0.5 eth"), not in a sub-unit such as finney or gwei. Nothing was done.`);
  return undefined;
}

/** An answer to a wrap's question that takes something back or rules something out ("not base", "base. actually ethereum"). */
export const answerTakenBack = (answer: string): boolean =>
  /\b(?:not|actually|instead|i\s+mean|wait|sorry|except|but|rather|other\s+than|anything\s+but|scratch\s+that|no,)\b|\bno\s+\w/i.test(answer);
