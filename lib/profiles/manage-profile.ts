import type * as z from 'zod';
import { ConflictError, NotFoundError, fromZodError } from '../errors.ts';
import type { Clock } from '../core/clock.ts';
import { addProjectUpdate, newProfile, toProfileView, updateProfile, type Profile } from './profile.ts';
import { CreateProfileRequestSchema, ProjectUpdateRequestSchema, UpdateProfileRequestSchema, type ProfileResponse } from './profile-schema.ts';
import type { ProfileStore } from './profile-store.ts';

export interface ProfileDeps {
  readonly profiles: ProfileStore;
  readonly clock: Clock;
}

const noProfile = () => new NotFoundError('PROFILE_NOT_FOUND', 'This account has no profile yet: create one with POST /agent/profile (bankr profile create).');

const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
};

/**
 * The caller's own profile.
 * @throws NotFoundError `PROFILE_NOT_FOUND` when the account has none.
 */
export async function getProfile(deps: ProfileDeps, accountId: string): Promise<ProfileResponse> {
  const profile = await deps.profiles.get(accountId);
  if (!profile) throw noProfile();
  return toProfileView(profile);
}

/**
 * Creates the account's profile from an unvalidated body.
 * @throws BadRequestError `INVALID_REQUEST` naming the first offending field; ConflictError `PROFILE_EXISTS` when the account has one.
 */
export async function createProfile(deps: ProfileDeps, accountId: string, input: unknown): Promise<ProfileResponse> {
  const profile = newProfile(accountId, parse(CreateProfileRequestSchema, input), deps.clock.now());
  if (!(await deps.profiles.put(profile))) {
    throw new ConflictError(
      'PROFILE_EXISTS',
      'This account already has a profile: change it with PUT /agent/profile (bankr profile update), or delete it first.',
    );
  }
  return toProfileView(profile);
}

/** Applies `change` to the stored profile, again on a fresh read when another write came first. */
async function changeProfile(deps: ProfileDeps, accountId: string, change: (profile: Profile, now: Date) => Profile): Promise<ProfileResponse> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await deps.profiles.get(accountId);
    if (!current) throw noProfile();
    const next = change(current, deps.clock.now());
    if (await deps.profiles.put(next)) return toProfileView(next);
  }
  throw new ConflictError('PROFILE_CHANGED', 'The profile kept changing while this request tried to change it: send the request again.');
}

/**
 * Changes the given fields of the account's profile (a list given replaces the stored one).
 * @throws BadRequestError `INVALID_REQUEST` (also for an empty change); NotFoundError `PROFILE_NOT_FOUND`; ConflictError `PROFILE_CHANGED` when concurrent writes kept winning.
 */
export async function editProfile(deps: ProfileDeps, accountId: string, input: unknown): Promise<ProfileResponse> {
  const changes = parse(UpdateProfileRequestSchema, input);
  return changeProfile(deps, accountId, (profile, now) => updateProfile(profile, changes, now));
}

/**
 * Adds a project update, newest first; the oldest beyond 50 are dropped.
 * @throws BadRequestError `INVALID_REQUEST`; NotFoundError `PROFILE_NOT_FOUND`; ConflictError `PROFILE_CHANGED`.
 */
export async function postProjectUpdate(deps: ProfileDeps, accountId: string, input: unknown): Promise<ProfileResponse> {
  const update = parse(ProjectUpdateRequestSchema, input);
  return changeProfile(deps, accountId, (profile, now) => addProjectUpdate(profile, update, now));
}

/**
 * Deletes the account's profile and its updates.
 * @throws NotFoundError `PROFILE_NOT_FOUND` when there is none.
 */
export async function deleteProfile(deps: ProfileDeps, accountId: string): Promise<void> {
  if (!(await deps.profiles.delete(accountId))) throw noProfile();
}
