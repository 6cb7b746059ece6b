import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import type { PublishInput } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

const creatorSchema = z.object({
  data: z.object({
    creator_username: z.string(),
    privacy_level_options: z.array(z.string()),
    max_video_post_duration_sec: z.number(),
  }),
});

export interface CreatorRules {
  username: string;
  privacyLevel: string;
  maxVideoSeconds: number;
}

/**
 * `creator_info/query`, which TikTok requires before every post: the creator's privacy options
 * (PUBLIC_TO_EVERYONE when offered, else SELF_ONLY — unaudited apps are offered only that) and the
 * longest video they may post.
 */
export async function creatorRules(
  context: PublisherContext,
  input: PublishInput,
): Promise<CreatorRules> {
  const { data } = await context.http.fetchJson(
    {
      platform: 'tiktok',
      operation: 'the creator info request',
      method: 'POST',
      url: `${context.hosts.tiktok.api}/v2/post/publish/creator_info/query/`,
      json: {},
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
    },
    creatorSchema,
  );
  const options = data.privacy_level_options;
  const privacyLevel = ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'].find((level) => options.includes(level));
  if (privacyLevel === undefined) {
    throw new PlatformError(
      'tiktok',
      'invalid_content',
      `TikTok offers this account no public or private posting (options: ${options.join(', ') || 'none'})`,
    );
  }
  return {
    username: data.creator_username || input.account.username,
    privacyLevel,
    maxVideoSeconds: data.max_video_post_duration_sec,
  };
}

/** The caption: the post's title (≤90 characters for photo posts, where the text is the description). */
export function photoTitle(input: PublishInput): string {
  const firstLine = input.text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const chars = [...(input.title?.trim() || firstLine.trim())];
  return chars.length <= 90 ? chars.join('') : `${chars.slice(0, 89).join('')}…`;
}
