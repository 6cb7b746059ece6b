import { z } from 'zod';
import { FOLLOW_UP_STATES } from '../posts/follow-ups';
import { facebookPostOptionsSchema } from '../posts/post-input';
import { contentItemSchema } from './content';
import { networkOptionsDetailSchema } from './network-options-detail';
import { postSchema } from './post';

/**
 * One post on its own page (ADR 0055): the post, its attachments as library items (thumbnails), and
 * the name of each target's account (`accountNames[socialAccountId]`; an account removed since has
 * none, and the page shows the platform alone).
 */
/**
 * One account's variant (ADR 0083) as the API answers it: null text or media means the shared one.
 * `attachments` are `media`'s ids, so the answer can be sent back as a payload's variant.
 */
/** A thread reply or first comment (ADR 0084) with its own outcome once the post is out. */
export const followUpDetailSchema = z.object({
  textContent: z.string(),
  state: z.enum(FOLLOW_UP_STATES),
  platformPostId: z.string().nullable(),
  url: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type FollowUpDetail = z.infer<typeof followUpDetailSchema>;

export const postVariantDetailSchema = z.object({
  targetId: z.string(),
  textContent: z.string().nullable(),
  attachments: z.array(z.string()).nullable(),
  media: z.array(contentItemSchema).nullable(),
  /** The replies after the post, in order (items 2, 3, …); empty without a thread. */
  thread: z.array(followUpDetailSchema),
  firstComment: followUpDetailSchema.nullable(),
  /**
   * The network's own options with every default filled in (network-options.ts); null on a
   * network without options (Threads, Bluesky, Facebook). Always answered; optional in the type
   * only so the web app's variant fixtures, written before options, still type (apps/web is
   * another branch's; make it required once they carry it).
   */
  options: networkOptionsDetailSchema.nullable().optional(),
});
export type PostVariantDetail = z.infer<typeof postVariantDetailSchema>;

export const postDetailSchema = postSchema.extend({
  media: z.array(contentItemSchema),
  accountNames: z.record(z.string(), z.string()),
  /** The Facebook options of each Facebook target, by account id (the composer edits them). */
  facebookOptions: z.record(z.string(), facebookPostOptionsSchema),
  /** Each account's own text and media, by social account id; an account absent uses the post's. */
  variants: z.record(z.string(), postVariantDetailSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;
