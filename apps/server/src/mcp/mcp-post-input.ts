import { z } from 'zod';
import {
  POST_TEXT_MAX,
  POST_TITLE_MAX,
  THREAD_REPLIES_MAX,
  VARIANTS_MAX,
  type CreatePostPayload,
  type CreatePostStatus,
} from '@fanout/shared';

/**
 * The post a tool writes, in the words an agent reads (ADR 0097): flat fields and a list of
 * per-account variants, turned into the composer's payload (`createPostInput`). The shape here
 * only guides the agent; the post's rules (the spec's messages: blank text, a network's length,
 * media, options) are checked by the same procedure the composer and the REST API call.
 */
const ids = (what: string) => z.array(z.uuid()).max(50).describe(what);

const variantShape = z.object({
  accountId: z.uuid().describe('The social account this variant is for (one of accountIds)'),
  text: z
    .string()
    .max(POST_TEXT_MAX)
    .optional()
    .describe("This network's own text instead of the shared text"),
  mediaIds: ids("This network's own media instead of the shared media ([] for none)").optional(),
  thread: z
    .array(z.string().max(POST_TEXT_MAX))
    .max(THREAD_REPLIES_MAX)
    .optional()
    .describe('Replies published after the post, in order (X, Threads and Bluesky only)'),
  firstComment: z
    .string()
    .max(POST_TEXT_MAX)
    .optional()
    .describe(
      'A comment published on the post right after it (Facebook, Instagram, YouTube, LinkedIn)',
    ),
  options: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      "The network's own options as the REST API takes them (e.g. YouTube's title and privacy, TikTok's privacy level)",
    ),
});

export const postToolShape = {
  text: z
    .string()
    .max(POST_TEXT_MAX)
    .describe('The post text, used on every account without a variant of its own'),
  accountIds: ids('The social accounts to post to, from list_accounts').min(1),
  mediaIds: ids('Media from the content library (upload_media_from_url), in order').optional(),
  title: z
    .string()
    .max(POST_TITLE_MAX)
    .optional()
    .describe('A title for the post list (not published)'),
  variants: z
    .array(variantShape)
    .max(VARIANTS_MAX)
    .optional()
    .describe("Per-account text, media, thread or first comment, for each network's voice"),
  timeZone: z
    .string()
    .max(64)
    .optional()
    .describe('The IANA time zone the post is shown in, e.g. Europe/Paris (default UTC)'),
};

export type PostToolInput = z.infer<z.ZodObject<typeof postToolShape>>;

/** The composer's payload for a tool's post: `status` and `scheduledAt` as the tool decides. */
export function toCreatePostPayload(
  input: PostToolInput,
  status: CreatePostStatus,
  scheduledAt?: string,
): CreatePostPayload {
  return {
    title: input.title ?? null,
    textContent: input.text,
    platforms: input.accountIds,
    attachments: input.mediaIds ?? [],
    variants: Object.fromEntries(
      (input.variants ?? []).map((variant) => [
        variant.accountId,
        {
          textContent: variant.text,
          attachments: variant.mediaIds,
          thread: variant.thread?.map((textContent) => ({ textContent })),
          firstComment: variant.firstComment,
          options: variant.options,
        },
      ]),
    ),
    status,
    scheduledAt: scheduledAt ?? null,
    generationMode: 'predefined',
    timeZone: input.timeZone ?? 'UTC',
  };
}
