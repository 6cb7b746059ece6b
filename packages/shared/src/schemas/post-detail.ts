import { z } from 'zod';
import { facebookPostOptionsSchema } from '../posts/post-input';
import { contentItemSchema } from './content';
import { postSchema } from './post';

/**
 * One post on its own page (ADR 0055): the post, its attachments as library items (thumbnails), and
 * the name of each target's account (`accountNames[socialAccountId]`; an account removed since has
 * none, and the page shows the platform alone).
 */
export const postDetailSchema = postSchema.extend({
  media: z.array(contentItemSchema),
  accountNames: z.record(z.string(), z.string()),
  /** The Facebook options of each Facebook target, by account id (the composer edits them). */
  facebookOptions: z.record(z.string(), facebookPostOptionsSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;
