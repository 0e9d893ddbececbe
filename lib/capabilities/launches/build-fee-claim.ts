import { formatUnits, type Address } from 'viem';
import * as z from 'zod';
import { ConflictError, ForbiddenError, PermanentError } from '../../errors.ts';
import type { CreatorFeesReader } from './creator-fees-view.ts';
import { findLaunch, notLaunched, parseFeeAddress } from './creator-fees-view.ts';
import { launchedTokenDecimals } from './launch-deps.ts';

export const FeeClaimRequestSchema = z.strictObject({
  tokenAddress: z.string({ error: "tokenAddress must be the launched token's 0x address" }).describe('The launched token whose creator fees to claim.'),
});
export type FeeClaimRequest = z.infer<typeof FeeClaimRequestSchema>;

export const FeeClaimResponseSchema = z.object({
  to: z.string().describe('The contract to call.'),
  data: z.string().describe('The calldata of the claim.'),
  chainId: z.number().int().describe('Base.'),
  description: z.string().describe('What the transaction claims, and to which wallet.'),
});
export type FeeClaimResponse = z.infer<typeof FeeClaimResponseSchema>;

/**
 * Builds the transaction that claims a launched token's creator fees to the
 * caller's Base wallet, for the caller to send itself (`POST /agent/submit`).
 * Only the token's creator benefits from a claim, so anyone else is refused,
 * and a claim that would pay nothing is not built.
 * @throws BadRequestError `INVALID_ADDRESS`; NotFoundError `TOKEN_NOT_LAUNCHED`;
 *   ForbiddenError `NOT_YOUR_LAUNCH`; ConflictError `NO_CLAIMABLE_FEES`;
 *   PermanentError `FEES_NOT_LISTABLE`, `LAUNCHES_UNAVAILABLE`; TransientError for RPC trouble.
 */
export async function buildFeeClaim(reader: CreatorFeesReader, wallet: Address, request: FeeClaimRequest): Promise<FeeClaimResponse> {
  const token = parseFeeAddress(request.tokenAddress, 'tokenAddress');
  if (!reader.claimCall) {
    throw new PermanentError('LAUNCHES_UNAVAILABLE', 'This service\'s launch protocol cannot build a claim for you to send; ask the agent "claim my fees".');
  }
  // A protocol that records creators refuses a stranger here; one that does not (Clanker) pays only a fee owner, so a
  // stranger finds nothing claimable below.
  if (reader.launchOf) {
    const launch = await findLaunch(reader, token);
    if (launch.creator.toLowerCase() !== wallet.toLowerCase()) {
      throw new ForbiddenError(
        'NOT_YOUR_LAUNCH',
        `${token}'s creator fees go to ${launch.creator}, not to your Base wallet ${wallet} (whoever sent the launch): a claim would pay ${launch.creator}, not you. Nothing was built.`,
        { details: { token, creator: launch.creator } },
      );
    }
  } else if (!(await reader.isLaunched(token))) {
    throw notLaunched(token);
  }
  const [claimable, info] = await Promise.all([reader.claimable(wallet, token), reader.tokenInfo(token)]);
  if (claimable.weth === 0n && claimable.tokenAmount === 0n) {
    throw new ConflictError(
      'NO_CLAIMABLE_FEES',
      `No creator fees of ${info.symbol} are claimable now (fees come only from trading; with vesting only the vested part), so there is nothing to claim. Nothing was built.`,
      { details: { token } },
    );
  }
  const call = await reader.claimCall(wallet, token);
  return {
    to: call.to,
    data: call.data,
    chainId: reader.chainId,
    description: `Claim ${formatUnits(claimable.weth, 18)} WETH + ${formatUnits(claimable.tokenAmount, launchedTokenDecimals)} ${info.symbol} of creator fees of ${info.name} (${token}) to ${wallet}`,
  };
}
