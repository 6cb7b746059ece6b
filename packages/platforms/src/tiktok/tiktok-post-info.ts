import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { networkOptions } from '../publish/network-options-of';
import type { PublishInput } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { tikTokPostSettings, type TikTokPostSettings } from './tiktok-post-settings';

const creatorSchema = z.object({
  data: z.object({
    creator_username: z.string(),
    privacy_level_options: z.array(z.string()),
    comment_disabled: z.boolean(),
    duet_disabled: z.boolean(),
    stitch_disabled: z.boolean(),
    max_video_post_duration_sec: z.number(),
  }),
});

export interface CreatorRules {
  username: string;
  /** The post's `post_info` settings (privacy, interactions, disclosure): tiktok-post-settings.ts. */
  settings: TikTokPostSettings;
  maxVideoSeconds: number;
}

/**
 * `creator_info/query`, which TikTok requires before every post: the creator's privacy options
 * and the interactions they turned off, which with the variant's options give the post's
 * settings, and the longest video they may post.
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
  const settings = tikTokPostSettings(
    {
      privacyLevelOptions: data.privacy_level_options,
      commentDisabled: data.comment_disabled,
      duetDisabled: data.duet_disabled,
      stitchDisabled: data.stitch_disabled,
    },
    networkOptions(input, 'tiktok'),
  );
  return {
    username: data.creator_username || input.account.username,
    settings,
    maxVideoSeconds: data.max_video_post_duration_sec,
  };
}

/** The caption: the post's title (≤90 characters for photo posts, where the text is the description). */
export function photoTitle(input: PublishInput): string {
  const firstLine = input.text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const chars = [...(input.title?.trim() || firstLine.trim())];
  return chars.length <= 90 ? chars.join('') : `${chars.slice(0, 89).join('')}…`;
}
