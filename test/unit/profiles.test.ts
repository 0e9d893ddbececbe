import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { BadRequestError, ConflictError, NotFoundError, fromZodError } from '../../lib/errors.ts';
import { createProfile, editProfile, postProjectUpdate } from '../../lib/profiles/manage-profile.ts';
import { addProjectUpdate, newProfile, profileSlug, toProfileView, updateProfile, type Profile } from '../../lib/profiles/profile.ts';
import {
  CreateProfileRequestSchema,
  ProfileResponseSchema,
  ProjectUpdateRequestSchema,
  UpdateProfileRequestSchema,
} from '../../lib/profiles/profile-schema.ts';
import type { ProfileStore } from '../../lib/profiles/profile-store.ts';

const accountId = 'user_01JAAAAAAAAAAAAAAAAAABC123';
const now = new Date('2030-01-01T00:00:00.000Z');
const later = new Date('2030-01-02T00:00:00.000Z');
const clock = { now: () => now };

/** The message a person sees for a refused body. */
const refusal = (schema: { parse(input: unknown): unknown }, input: unknown): string => {
  try {
    schema.parse(input);
  } catch (error) {
    return fromZodError(error as ZodError).message;
  }
  throw new Error('expected a refusal');
};

/** A ProfileStore in memory, conditioned on the version like the DynamoDB one. */
function memoryStore(): ProfileStore & { items: Map<string, Profile> } {
  const items = new Map<string, Profile>();
  return {
    items,
    async get(id) {
      return items.get(id);
    },
    async put(profile) {
      const stored = items.get(profile.accountId);
      if (profile.version === 1 ? stored !== undefined : stored?.version !== profile.version - 1) return false;
      items.set(profile.accountId, profile);
      return true;
    },
    async delete(id) {
      return items.delete(id);
    },
  };
}

describe('profile requests', () => {
  it.each([
    [{}, 'Invalid projectName: projectName must be a string.'],
    [{ projectName: '   ' }, 'Invalid projectName: projectName must not be empty.'],
    [{ projectName: 'x'.repeat(101) }, 'Invalid projectName: projectName must be at most 100 characters.'],
    [{ projectName: 'a\u0000b' }, 'Invalid projectName: projectName must not contain control characters.'],
    [{ projectName: 'ok', description: 'x'.repeat(2_001) }, 'Invalid description: description must be at most 2000 characters.'],
    [{ projectName: 'ok', website: 'example.com' }, 'Invalid website: website must be an http:// or https:// URL, such as https://example.com.'],
    [{ projectName: 'ok', website: `https://example.com/${'x'.repeat(2_048)}` }, 'Invalid website: website must be at most 2048 characters.'],
    [
      { projectName: 'ok', tokenAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02914' },
      'Invalid tokenAddress: tokenAddress must be a 0x address of 40 hex digits, all lower-case or correctly checksummed.',
    ],
    [
      { projectName: 'ok', twitterUsername: 'not a handle' },
      'Invalid twitterUsername: twitterUsername must be an X (Twitter) handle: 1 to 15 letters, digits or "_", with or without "@".',
    ],
    [{ projectName: 'ok', products: Array.from({ length: 21 }, () => ({ name: 'p' })) }, 'Invalid products: products takes at most 20 entries.'],
    [
      { projectName: 'ok', teamMembers: [{ name: 'Ann', links: [{ type: 'x', url: 'x.com/ann' }] }] },
      'Invalid teamMembers.0.links.0.url: url must be an http:// or https:// URL, such as https://example.com.',
    ],
    [{ projectName: 'ok', approved: true }, 'Invalid body: Unrecognized key: "approved".'],
  ])('create refuses %j', (input, message) => expect(refusal(CreateProfileRequestSchema, input)).toBe(message));

  it('create normalises: trimmed text, checksummed token, handle without "@", member links default to none', () => {
    expect(
      CreateProfileRequestSchema.parse({
        projectName: '  Purser  ',
        tokenAddress: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
        twitterUsername: '@purser',
        teamMembers: [{ name: 'Ann' }],
      }),
    ).toEqual({
      projectName: 'Purser',
      tokenAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      twitterUsername: 'purser',
      teamMembers: [{ name: 'Ann', links: [] }],
    });
  });

  it('an update needs one field at least; a project update a title of at most 200 and content of at most 5,000', () => {
    expect(refusal(UpdateProfileRequestSchema, {})).toMatch(/^Invalid body: give at least one field to change/);
    expect(UpdateProfileRequestSchema.parse({ description: 'new' })).toEqual({ description: 'new' });
    expect(refusal(ProjectUpdateRequestSchema, { title: 'x'.repeat(201), content: 'c' })).toBe('Invalid title: title must be at most 200 characters.');
    expect(refusal(ProjectUpdateRequestSchema, { title: 't', content: 'x'.repeat(5_001) })).toBe('Invalid content: content must be at most 5000 characters.');
    expect(refusal(ProjectUpdateRequestSchema, { title: 't', content: ' ' })).toBe('Invalid content: content must not be empty.');
    expect(ProjectUpdateRequestSchema.parse({ title: 't', content: 'line one\nline two' }).content).toBe('line one\nline two');
  });
});

describe('profiles', () => {
  it.each([
    ['Purser Bot!', 'purser-bot-abc123'],
    ['  Café   Crème ', 'cafe-creme-abc123'],
    ['🚀🚀', 'project-abc123'],
    ['x'.repeat(100), `${'x'.repeat(48)}-abc123`],
  ])('slug of %j is %s', (name, slug) => expect(profileSlug(name, accountId)).toBe(slug));

  it('a new profile is shown with empty lists, never approved, without the account id or version; tokenChainId only with a token', () => {
    const view = toProfileView(newProfile(accountId, { projectName: 'Purser' }, now));
    expect(view).toEqual({
      id: 'prof_01JAAAAAAAAAAAAAAAAAABC123',
      slug: 'purser-abc123',
      projectName: 'Purser',
      teamMembers: [],
      products: [],
      revenueSources: [],
      projectUpdates: [],
      approved: false,
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    expect(ProfileResponseSchema.parse(view)).toEqual(view);
    const withToken = toProfileView(newProfile(accountId, { projectName: 'P', tokenAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }, now));
    expect(withToken.tokenChainId).toBe('8453');
  });

  it('an update replaces only the fields given, renames the slug with the name and moves the version on', () => {
    const created = newProfile(accountId, { projectName: 'Old', description: 'kept', website: 'https://a.example' }, now);
    const updated = updateProfile(created, { projectName: 'New Name', website: 'https://b.example' }, later);
    expect(updated).toMatchObject({ projectName: 'New Name', slug: 'new-name-abc123', description: 'kept', website: 'https://b.example', version: 2 });
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt).toBe(later.toISOString());
  });

  it('keeps the 50 newest project updates, newest first', () => {
    let profile = newProfile(accountId, { projectName: 'P' }, now);
    for (let i = 1; i <= 52; i++) profile = addProjectUpdate(profile, { title: `#${i}`, content: 'c' }, new Date(now.getTime() + i * 1000));
    expect(profile.projectUpdates).toHaveLength(50);
    expect(profile.projectUpdates[0]!.title).toBe('#52');
    expect(profile.projectUpdates.at(-1)!.title).toBe('#3');
    expect(profile.version).toBe(53);
  });
});

describe('profile use cases', () => {
  it('a second create is PROFILE_EXISTS and leaves the first as it was', async () => {
    const profiles = memoryStore();
    await createProfile({ profiles, clock }, accountId, { projectName: 'First' });
    const second = createProfile({ profiles, clock }, accountId, { projectName: 'Second' });
    await expect(second).rejects.toBeInstanceOf(ConflictError);
    await expect(second).rejects.toMatchObject({ code: 'PROFILE_EXISTS' });
    expect(profiles.items.get(accountId)?.projectName).toBe('First');
  });

  it('bad input is a BadRequestError before the store is read; no profile is PROFILE_NOT_FOUND', async () => {
    const profiles = memoryStore();
    await expect(editProfile({ profiles, clock }, accountId, { website: 'nope' })).rejects.toBeInstanceOf(BadRequestError);
    await expect(editProfile({ profiles, clock }, accountId, { description: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(postProjectUpdate({ profiles, clock }, accountId, { title: 't', content: 'c' })).rejects.toMatchObject({ code: 'PROFILE_NOT_FOUND' });
  });

  it('a change that loses a race is made again on the fresh profile; one that keeps losing is PROFILE_CHANGED', async () => {
    const racing = memoryStore();
    await createProfile({ profiles: racing, clock }, accountId, { projectName: 'P' });
    // Another writer changes the description between this request's read and its write, once.
    let raced = false;
    const lost: ProfileStore = {
      ...racing,
      put: async (profile) => {
        if (!raced) {
          raced = true;
          const stored = racing.items.get(accountId)!;
          racing.items.set(accountId, { ...stored, description: 'theirs', version: stored.version + 1 });
        }
        return racing.put(profile);
      },
    };
    const view = await postProjectUpdate({ profiles: lost, clock }, accountId, { title: 'mine', content: 'c' });
    expect(view).toMatchObject({ description: 'theirs', projectUpdates: [{ title: 'mine' }] });

    const losing = memoryStore();
    await createProfile({ profiles: losing, clock }, accountId, { projectName: 'P' });
    const alwaysLost = { ...losing, put: async () => false };
    await expect(editProfile({ profiles: alwaysLost, clock }, accountId, { description: 'x' })).rejects.toMatchObject({ code: 'PROFILE_CHANGED' });
  });
});
