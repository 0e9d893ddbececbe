import { NotFoundError } from '../errors.ts';

/** Unknown and another account's keys answer alike: a key id never reveals that it exists. */
export const keyNotFound = (keyId: string): NotFoundError =>
  new NotFoundError('KEY_NOT_FOUND', `No key ${keyId} on this account: list your keys (GET /account/keys) for their ids.`);
