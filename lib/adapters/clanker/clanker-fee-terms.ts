/**
 * Clanker v4 charges its own protocol fee on top of the pool's LP fee: 20%
 * of the LP fee, so an LP fee of 1% costs a trader 1.2%. The LP fee is then
 * split between reward recipients by basis points. These are the Clanker
 * settings that give a trader's whole fee `swapFeeBps` and the creator
 * `creatorShareBps` of it; the operator's recipient gets the rest of the LP
 * fee. Defaults (120, 5700): LP fee 1%, creator 68.4% of it (0.684% of
 * volume), operator 31.6% (0.316%), Clanker 0.2%.
 */
export interface ClankerFeeTerms {
  /** The pool's LP fee, bps (Clanker's `clankerFee`/`pairedFee` of a static fee). */
  readonly lpFeeBps: number;
  /** The creator's reward share of the LP fee, bps of 10,000. */
  readonly creatorRewardBps: number;
  /** The operator's reward share of the LP fee, bps of 10,000. */
  readonly operatorRewardBps: number;
}

/** Clanker's protocol fee as a fraction of the LP fee (20%). */
const clankerProtocolFeeNumerator = 2;
const clankerProtocolFeeDenominator = 10;

/**
 * The Clanker settings for a whole swap fee and a creator share, both in
 * basis points, when they are exactly expressible.
 * @throws Error naming the setting when the fee is not a whole number of bps
 *   after Clanker's 20%, the creator share exceeds the LP fee, or a value is out of range.
 */
export function clankerFeeTerms(swapFeeBps: number, creatorShareBps: number): ClankerFeeTerms {
  if (!Number.isInteger(swapFeeBps) || swapFeeBps <= 0 || swapFeeBps > 3_000) {
    throw new Error(`The launch swap fee must be a whole number of basis points between 1 and 3000, got ${swapFeeBps}.`);
  }
  if (!Number.isInteger(creatorShareBps) || creatorShareBps <= 0 || creatorShareBps > 10_000) {
    throw new Error(`The creator share must be a whole number of basis points between 1 and 10000, got ${creatorShareBps}.`);
  }
  // swap fee = LP fee × (1 + 20%)
  const lpFee = (swapFeeBps * clankerProtocolFeeDenominator) / (clankerProtocolFeeDenominator + clankerProtocolFeeNumerator);
  if (!Number.isInteger(lpFee)) {
    throw new Error(
      `A launch swap fee of ${swapFeeBps} bps is not expressible on Clanker: it must be 1.2 × a whole number of bps (Clanker adds 20% of the LP fee), like 120 or 240.`,
    );
  }
  // creator's part of the whole fee = creatorShare × swapFee = creatorReward × lpFee
  const creatorReward = (creatorShareBps * swapFeeBps) / lpFee;
  if (!Number.isInteger(creatorReward) || creatorReward > 10_000) {
    throw new Error(
      `A creator share of ${creatorShareBps} bps of a ${swapFeeBps} bps fee is not expressible on Clanker: the creator would need ${creatorReward} bps of the LP fee (at most 10000, whole).`,
    );
  }
  return { lpFeeBps: lpFee, creatorRewardBps: creatorReward, operatorRewardBps: 10_000 - creatorReward };
}
