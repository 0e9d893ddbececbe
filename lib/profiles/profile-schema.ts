import { getAddress, isAddress } from 'viem';
import * as z from 'zod';

/** Upper bounds on a profile: generous for a project page, small enough that one item stays far below DynamoDB's 400 KB. */
export const profileLimits = {
  projectName: 100,
  description: 2_000,
  url: 2_048,
  listEntries: 20,
  entryName: 100,
  entryDescription: 500,
  memberLinks: 10,
  updateTitle: 200,
  updateContent: 5_000,
  /** Project updates kept, newest first; adding one more drops the oldest. */
  projectUpdates: 50,
} as const;

/** Base: the only chain a profile's token is read on (the client shows `tokenChainId`). */
export const profileTokenChainId = '8453';

const noControl = /^[^\p{Cc}]*$/u;
const noControlButLines = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

/** A trimmed single-line text of 1 to `max` characters, each error naming `field`. */
const line = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(noControl, { error: `${field} must not contain control characters` });

/** A trimmed text of up to `max` characters; line breaks and tabs allowed. */
const text = (field: string, max: number, min = 0) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(min, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(noControlButLines, { error: `${field} must not contain control characters other than line breaks` });

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const httpUrl = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(profileLimits.url, { error: `${field} must be at most ${profileLimits.url} characters` })
    .refine(isHttpUrl, { error: `${field} must be an http:// or https:// URL, such as https://example.com` });

/** An EVM address, all lower-case or correctly checksummed (EIP-55); stored checksummed. */
const TokenAddressSchema = z
  .string({ error: 'tokenAddress must be a string' })
  .trim()
  .refine((value) => isAddress(value, { strict: true }), {
    error: 'tokenAddress must be a 0x address of 40 hex digits, all lower-case or correctly checksummed',
  })
  .transform((value) => getAddress(value));

const TwitterUsernameSchema = z
  .string({ error: 'twitterUsername must be a string' })
  .trim()
  .regex(/^@?[A-Za-z0-9_]{1,15}$/, { error: 'twitterUsername must be an X (Twitter) handle: 1 to 15 letters, digits or "_", with or without "@"' })
  .transform((value) => value.replace(/^@/, ''));

const list = <T extends z.ZodType>(field: string, entry: T) =>
  z.array(entry, { error: `${field} must be a list` }).max(profileLimits.listEntries, { error: `${field} takes at most ${profileLimits.listEntries} entries` });

export const TeamMemberSchema = z.strictObject({
  name: line('name', profileLimits.entryName).describe("The member's name."),
  role: line('role', profileLimits.entryName).optional().describe('Their role, such as "founder".'),
  links: z
    .array(
      z.strictObject({
        type: line('type', 32).describe('What the link is: "x", "github", "website", ...'),
        url: httpUrl('url').describe('The link, http(s).'),
      }),
      { error: 'links must be a list' },
    )
    .max(profileLimits.memberLinks, { error: `links takes at most ${profileLimits.memberLinks} entries` })
    .default([])
    .describe('Links to the member elsewhere.'),
});

export const ProductSchema = z.strictObject({
  name: line('name', profileLimits.entryName).describe("The product's name."),
  description: text('description', profileLimits.entryDescription).optional().describe('What it does.'),
  url: httpUrl('url').optional().describe('Where it is, http(s).'),
});

export const RevenueSourceSchema = z.strictObject({
  name: line('name', profileLimits.entryName).describe('Where revenue comes from, such as "trading fees".'),
  description: text('description', profileLimits.entryDescription).optional().describe('How.'),
});

/** The fields a profile's owner sets; every one but `projectName` optional. */
const profileFields = {
  projectName: line('projectName', profileLimits.projectName).describe("The project's name, 1 to 100 characters; the slug is made from it."),
  description: text('description', profileLimits.description).optional().describe('What the project is, up to 2,000 characters.'),
  profileImageUrl: httpUrl('profileImageUrl').optional().describe('An image for the profile, an http(s) URL.'),
  tokenAddress: TokenAddressSchema.optional().describe("The project's token on Base (chain 8453), lower-case or checksummed; answered checksummed."),
  twitterUsername: TwitterUsernameSchema.optional().describe('An X (Twitter) handle, with or without "@"; stored without.'),
  website: httpUrl('website').optional().describe("The project's website, an http(s) URL."),
  teamMembers: list('teamMembers', TeamMemberSchema).optional().describe('Who is behind the project (at most 20).'),
  products: list('products', ProductSchema).optional().describe('What the project offers (at most 20).'),
  revenueSources: list('revenueSources', RevenueSourceSchema).optional().describe('Where its revenue comes from (at most 20).'),
};

/** POST /agent/profile: a new profile. Unknown fields are refused, as everywhere in the API. */
export const CreateProfileRequestSchema = z.strictObject(profileFields);
export type CreateProfileRequest = z.infer<typeof CreateProfileRequestSchema>;

/** PUT /agent/profile: the fields to change (at least one); a list given replaces the stored list. */
export const UpdateProfileRequestSchema = z
  .strictObject({ ...profileFields, projectName: profileFields.projectName.optional() })
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    error:
      'give at least one field to change: projectName, description, profileImageUrl, tokenAddress, twitterUsername, website, teamMembers, products or revenueSources',
  });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** POST /agent/profile/update: a project update, shown newest first. */
export const ProjectUpdateRequestSchema = z.strictObject({
  title: line('title', profileLimits.updateTitle).describe('A headline, 1 to 200 characters.'),
  content: text('content', profileLimits.updateContent, 1).describe('The update, 1 to 5,000 characters.'),
});
export type ProjectUpdateRequest = z.infer<typeof ProjectUpdateRequestSchema>;

export const ProjectUpdateSchema = z.object({
  title: z.string().describe('Its headline.'),
  content: z.string().describe('Its text.'),
  createdAt: z.string().describe('When it was added (ISO 8601).'),
});
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

/** The answer of every profile endpoint but DELETE: the published client's AgentProfileResponse. */
export const ProfileResponseSchema = z.object({
  id: z.string().describe("The profile's id."),
  slug: z.string().describe("A URL-friendly name made from projectName and the account's id."),
  projectName: z.string().describe("The project's name."),
  description: z.string().optional().describe('What the project is.'),
  profileImageUrl: z.string().optional().describe('An image for the profile.'),
  tokenAddress: z.string().optional().describe("The project's token on Base, checksummed."),
  tokenChainId: z.string().optional().describe('"8453" (Base) when a token is set.'),
  twitterUsername: z.string().optional().describe('An X (Twitter) handle, without "@".'),
  website: z.string().optional().describe("The project's website."),
  teamMembers: z.array(TeamMemberSchema).describe('Who is behind the project.'),
  products: z.array(ProductSchema).describe('What the project offers.'),
  revenueSources: z.array(RevenueSourceSchema).describe('Where its revenue comes from.'),
  projectUpdates: z.array(ProjectUpdateSchema).describe('Project updates, newest first (the last 50).'),
  approved: z.boolean().describe('Always false: Purser has no review of profiles.'),
  createdAt: z.string().describe('When the profile was created (ISO 8601).'),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** DELETE /agent/profile. */
export const DeleteProfileResponseSchema = z.object({ success: z.literal(true).describe('The profile is gone.') });
