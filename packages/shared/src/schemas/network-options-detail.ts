import { z } from 'zod';
import type { NetworkOptionsOf } from '../posts/network-options';
import {
  INSTAGRAM_FORMATS,
  LINKEDIN_VISIBILITIES,
  TIKTOK_PRIVACY_LEVELS,
  X_REPLY_SETTINGS,
  YOUTUBE_PRIVACY_STATUSES,
} from '../posts/network-option-values';

/**
 * A variant's network options as the API answers them (GET /api/posts/{id}): every default filled
 * in, so a client sees what will be used (null: decided at publish time, as network-options.ts
 * says per field). Plain shapes, without the input's rules, for the answer's check and the
 * OpenAPI document; each is typed as its network's parsed options, so the two cannot drift. The
 * answer is a valid payload's `options` again.
 */
const youtube: z.ZodType<NetworkOptionsOf<'youtube'>> = z.strictObject({
  title: z.string().nullable(),
  privacy: z.enum(YOUTUBE_PRIVACY_STATUSES),
  madeForKids: z.boolean(),
  tags: z.array(z.string()),
});
const pinterest: z.ZodType<NetworkOptionsOf<'pinterest'>> = z.strictObject({
  boardId: z.string().nullable(),
  title: z.string().nullable(),
  link: z.string().nullable(),
});
const tiktok: z.ZodType<NetworkOptionsOf<'tiktok'>> = z.strictObject({
  privacyLevel: z.enum(TIKTOK_PRIVACY_LEVELS).nullable(),
  allowComments: z.boolean(),
  allowDuet: z.boolean(),
  allowStitch: z.boolean(),
  brandOrganic: z.boolean(),
  brandedContent: z.boolean(),
});
const instagram: z.ZodType<NetworkOptionsOf<'instagram'>> = z.strictObject({
  format: z.enum(INSTAGRAM_FORMATS),
});
const x: z.ZodType<NetworkOptionsOf<'twitter'>> = z.strictObject({
  replySettings: z.enum(X_REPLY_SETTINGS),
});
const linkedIn: z.ZodType<NetworkOptionsOf<'linkedin'>> = z.strictObject({
  visibility: z.enum(LINKEDIN_VISIBILITIES),
});

export const networkOptionsDetailSchema = z.union([
  youtube,
  pinterest,
  tiktok,
  instagram,
  x,
  linkedIn,
]);
export type NetworkOptionsDetail = z.infer<typeof networkOptionsDetailSchema>;
