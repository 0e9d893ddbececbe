import type { Profile } from './profile.ts';

/** Port to durable profile storage: one profile per account, every change conditioned on the stored `version`. */
export interface ProfileStore {
  /** The account's profile, or undefined. */
  get(accountId: string): Promise<Profile | undefined>;
  /**
   * Stores `profile` if the stored one still has `profile.version - 1` (none at all for version 1).
   * @returns false when another write came first (or, for version 1, a profile exists).
   */
  put(profile: Profile): Promise<boolean>;
  /** @returns false when the account has no profile. */
  delete(accountId: string): Promise<boolean>;
}
