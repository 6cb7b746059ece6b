import { z } from 'zod';
import { platformSchema } from './accounts';
import { safeText } from './text';

export const TARGET_STATE_VALUES = [
  'draft',
  'scheduled',
  'publishing',
  'published',
  'failed',
  'unconfirmed',
  'missed',
] as const;

/** One selected account of a post and how it went there (spec 000 §3 "platforms" on read). */
export const postTargetSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  socialAccountId: z.string().nullable(),
  state: z.enum(TARGET_STATE_VALUES),
  dueAt: z.string().nullable(),
  platformPostUrl: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /**
   * A scheduled or publishing target that waits (ADR 0033): until when, and why — `retry` after a
   * temporary failure of the platform (errorMessage says which), `rate_limit` while the platform
   * paused its account. Null when it does not wait.
   */
  nextTryAt: z.string().nullable(),
  waitReason: z.enum(['retry', 'rate_limit']).nullable(),
});
export type PostTarget = z.infer<typeof postTargetSchema>;

/** A post's status, derived from its targets' states (never stored; core `derive-post-status.ts`). */
export const POST_STATUS_VALUES = [
  'draft',
  'scheduled',
  'publishing',
  'published',
  'partially_published',
  'unconfirmed',
  'missed',
  'failed',
] as const;
export const postStatusSchema = z.enum(POST_STATUS_VALUES);
export type PostStatus = z.infer<typeof postStatusSchema>;

export const postSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  textContent: z.string(),
  /** Same as textContent (spec 000 §3: "also seen as content"). */
  content: z.string(),
  status: postStatusSchema,
  scheduledAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The first target's platform, or null (post cards show it). */
  platform: platformSchema.nullable(),
  platforms: z.array(postTargetSchema),
  attachments: z.array(z.string()),
  generationMode: z.enum(['predefined', 'ai_topic', 'ai_style_emulation']),
  generationPrompt: z.string().nullable(),
  referencePostIds: z.array(z.string()),
  aiProvider: z.string().nullable(),
  generatedAt: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

/**
 * One page of a post list when the caller does not ask for a size: what the Posts & Drafts screen
 * shows before 'Load more'. Integrators may ask for up to 100.
 */
export const POST_PAGE_SIZE = 20;

export const postListInput = z.object({
  cursor: safeText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(POST_PAGE_SIZE),
  platform: platformSchema.optional(),
});
export type PostListInput = z.infer<typeof postListInput>;

export const postListOutput = z.object({
  items: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type PostListOutput = z.infer<typeof postListOutput>;

export const postCountsSchema = z.object({ scheduled: z.number().int(), drafts: z.number().int() });

/** Spec 000 §3 "Stats response". */
export const statsSchema = z.object({
  monthlyPosts: z.number().int(),
  scheduledPosts: z.number().int(),
  connectedAccounts: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
