import {
  profileLimits,
  profileTokenChainId,
  type CreateProfileRequest,
  type ProfileResponse,
  type ProjectUpdate,
  type ProjectUpdateRequest,
  type UpdateProfileRequest,
} from './profile-schema.ts';

/** A stored profile: the owner's fields and what Purser adds (ids, times, the write version). */
export interface Profile extends Omit<ProfileResponse, 'tokenChainId' | 'approved'> {
  readonly accountId: string;
  readonly updatedAt: string;
  /** 1 when created, one more per change: writes are conditioned on it. */
  readonly version: number;
}

/**
 * A URL-friendly name: the project name lower-case, runs of anything but
 * letters and digits as one "-", cut at 48, then the account id's last six
 * characters, so two projects of one name still differ.
 */
export function profileSlug(projectName: string, accountId: string): string {
  const base =
    projectName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 48)
      .replace(/^-+|-+$/g, '') || 'project';
  return `${base}-${accountId.slice(-6).toLowerCase()}`;
}

/** A new profile (version 1) for an account at `now`. */
export function newProfile(accountId: string, fields: CreateProfileRequest, now: Date): Profile {
  const at = now.toISOString();
  return {
    ...fields,
    id: `prof_${accountId.replace(/^user_/, '')}`,
    accountId,
    slug: profileSlug(fields.projectName, accountId),
    teamMembers: fields.teamMembers ?? [],
    products: fields.products ?? [],
    revenueSources: fields.revenueSources ?? [],
    projectUpdates: [],
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

/** The profile with the given fields replaced (a list given replaces the whole list); the slug follows the name. */
export function updateProfile(profile: Profile, changes: UpdateProfileRequest, now: Date): Profile {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const projectName = changes.projectName ?? profile.projectName;
  return {
    ...profile,
    ...defined,
    projectName,
    slug: profileSlug(projectName, profile.accountId),
    updatedAt: now.toISOString(),
    version: profile.version + 1,
  };
}

/** The profile with a project update added first; only the newest `profileLimits.projectUpdates` are kept. */
export function addProjectUpdate(profile: Profile, update: ProjectUpdateRequest, now: Date): Profile {
  const entry: ProjectUpdate = { title: update.title, content: update.content, createdAt: now.toISOString() };
  return {
    ...profile,
    projectUpdates: [entry, ...profile.projectUpdates].slice(0, profileLimits.projectUpdates),
    updatedAt: entry.createdAt,
    version: profile.version + 1,
  };
}

/** What the client is shown: no account id or write version; `tokenChainId` with a token; never approved (nothing reviews profiles). */
export function toProfileView(profile: Profile): ProfileResponse {
  const { accountId: _accountId, updatedAt: _updatedAt, version: _version, ...shown } = profile;
  return { ...shown, ...(profile.tokenAddress ? { tokenChainId: profileTokenChainId } : {}), approved: false };
}
