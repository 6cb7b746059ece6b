import { z } from 'zod';
import { platformSchema } from './accounts';
import { GENERATION_MODES } from '../posts/post-input';
import { POST_STATUSES, TARGET_STATES, WAIT_REASONS } from '../posts/post-states';
import { safeText } from './text';

/** One selected account of a post and how it went there (spec 000 §3 "platforms" on read). */
export const postTargetSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  socialAccountId: z.string().nullable(),
  state: z.enum(TARGET_STATES),
  dueAt: z.string().nullable(),
  platformPostUrl: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** How the last failure was classified (auth, invalid_content, transient, …): picks the advice shown. */
  errorClass: z.string().nullable(),
  /**
   * A scheduled or publishing target that waits (ADR 0033): until when, and why — `retry` after a
   * temporary failure of the platform (errorMessage says which), `rate_limit` while the platform
   * paused its account. Null when it does not wait.
   */
  nextTryAt: z.string().nullable(),
  waitReason: z.enum(WAIT_REASONS).nullable(),
});
export type PostTarget = z.infer<typeof postTargetSchema>;

export const postStatusSchema = z.enum(POST_STATUSES);

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
  generationMode: z.enum(GENERATION_MODES),
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

/** The Posts & Drafts tab counts (spec 000 §2; Published and Failed: ADR 0055). */
export const postCountsSchema = z.object({
  scheduled: z.number().int(),
  drafts: z.number().int(),
  published: z.number().int(),
  failed: z.number().int(),
});

/** Spec 000 §3 "Stats response". */
export const statsSchema = z.object({
  monthlyPosts: z.number().int(),
  scheduledPosts: z.number().int(),
  connectedAccounts: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
