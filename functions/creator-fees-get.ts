import { creatorFeesReader } from '../lib/capabilities/launches/creator-fees-reader.ts';
import { parseFeeAddress, parseFeeDays, readCreatorFees, readTokenFees } from '../lib/capabilities/launches/creator-fees-view.ts';
import { lambda } from '../lib/composition/lambda.ts';
import { withLaunchProtocol } from '../lib/composition/with-launch-protocol.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';

/**
 * GET /public/doppler/creator-fees/{address} and /public/doppler/token-fees/{token}?days=N: a creator's launched
 * tokens and fees (the published bankr client's `fees`), or one token's for its creator; public on-chain facts only.
 */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ event, params }) => {
    const days = parseFeeDays(event.queryStringParameters?.days);
    const reader = creatorFeesReader(deps);
    const body =
      params.token !== undefined
        ? await readTokenFees(reader, parseFeeAddress(params.token, 'token'), days)
        : await readCreatorFees(reader, parseFeeAddress(params.address, 'address'), days);
    return { status: 200, body };
  });

export const handler = lambda(makeHandler, withLaunchProtocol);
