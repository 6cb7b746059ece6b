import { z } from 'zod';
import { PLATFORM_LABELS, PLATFORMS } from '../platforms';
import { TIKTOK_PRIVACY_LEVELS } from '../posts/network-option-values';
import { safeText } from './text';

export const platformSchema = z.enum(PLATFORMS, {
  error: `platform must be one of ${PLATFORMS.join(', ')}`,
});

export const accountGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  accountCount: z.number().int(),
});
export type AccountGroup = z.infer<typeof accountGroupSchema>;

export const accountGroupInput = z.object({
  name: safeText({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  description: safeText()
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .nullish()
    .transform((value) => value || null),
});
export type AccountGroupInput = z.infer<typeof accountGroupInput>;

export const idInput = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
export const accountGroupUpdateInput = accountGroupInput.extend({
  id: z.uuid({ error: 'id must be a valid id' }),
});

export const ACCOUNT_STATUSES = ['active', 'needs_attention'] as const;

/** A connected account as the API returns it (spec 000 §3); never carries tokens. */
export const socialAccountSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  platformUsername: z.string(),
  customName: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  groupId: z.string(),
  isConnected: z.boolean(),
  isActive: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  /** Why the account needs attention (e.g. the platform refused to refresh its token). */
  statusMessage: z.string().nullable(),
  /**
   * The platform paused this account's calls (a rate limit) until then; its posts wait and go out
   * after it by themselves. Null when not paused (ADR 0033).
   */
  rateLimitedUntil: z.string().nullable(),
  lastSynced: z.string().nullable(),
  tokenExpiresAt: z.string().nullable(),
  facebookPageId: z.string().nullable(),
  facebookPageName: z.string().nullable(),
  pinterestBoardId: z.string().nullable(),
  pinterestBoardName: z.string().nullable(),
  account: z.object({ groupId: z.string() }),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const connectInput = z.object({
  platform: platformSchema,
  groupId: z.uuid({ error: 'groupId must be a valid group id' }).optional(),
});

/** What an app password is and where to make one: the connect dialog and the server's refusal say it. */
export const BLUESKY_APP_PASSWORD_HINT =
  'An app password looks like xxxx-xxxx-xxxx-xxxx: create one in Bluesky under Settings → Privacy and security → App passwords.';

export const connectBlueskyInput = z.object({
  groupId: z.uuid({ error: 'groupId must be a valid group id' }),
  handle: safeText({ error: 'Handle is required' })
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/^@/, ''))
    .pipe(z.string().min(3, 'Enter your Bluesky handle, e.g. name.bsky.social').max(253)),
  appPassword: safeText({ error: 'App password is required' })
    .trim()
    .min(1, 'App password is required')
    .max(100),
});
export type ConnectBlueskyInput = z.infer<typeof connectBlueskyInput>;

/** A Facebook Page the user manages, as offered for selection: its token stays on the server. */
export const facebookPageOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
});
export type FacebookPageOption = z.infer<typeof facebookPageOptionSchema>;

export const selectFacebookPageInput = z.object({
  pageId: safeText({ error: 'pageId is required' }).trim().min(1, 'pageId is required').max(64),
  pageName: safeText().trim().max(200).optional(),
  /** Accepted for compatibility with spec 000 §7; checked against the pages the server fetches, never trusted. */
  pageAccessToken: safeText().max(2000).optional(),
});

export const pinterestBoardSchema = z.object({ id: z.string(), name: z.string() });
export const selectPinterestBoardInput = z.object({
  boardId: safeText({ error: 'boardId is required' }).trim().min(1, 'boardId is required').max(64),
});

/**
 * What TikTok's creator_info says of a creator now, as the composer's TikTok options need it
 * (TikTok's Content Sharing Guidelines): whom the post is going to (the nickname), the privacy
 * levels this creator is offered, in TikTok's order (only the documented ones), and the
 * interactions they turned off in TikTok, which a post cannot turn on.
 */
export const tiktokCreatorInfoSchema = z.object({
  nickname: z.string(),
  username: z.string(),
  privacyLevelOptions: z.array(z.enum(TIKTOK_PRIVACY_LEVELS)),
  commentDisabled: z.boolean(),
  duetDisabled: z.boolean(),
  stitchDisabled: z.boolean(),
  /** The longest video this creator may post, in seconds. */
  maxVideoPostDurationSec: z.number(),
});
export type TikTokCreatorInfoAnswer = z.infer<typeof tiktokCreatorInfoSchema>;

/**
 * The name an account goes by everywhere (spec 000 §3): its custom name, else its platform
 * username, else the platform's name (the spec says its key; its name reads better). The API's
 * `displayName`, the pages and the warnings all use this one rule.
 */
export function accountDisplayName(
  account: Pick<SocialAccount, 'customName' | 'platformUsername' | 'platform'>,
): string {
  return (
    account.customName?.trim() ||
    account.platformUsername.trim() ||
    PLATFORM_LABELS[account.platform]
  );
}
