import { z } from 'zod';
import { bearer } from '../http/platform-request';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import type { TikTokCreatorInfo } from '../platform-client';

/** `POST {api}/v2/post/publish/creator_info/query/`; the error half is checked by the HTTP layer. */
const creatorInfoSchema = z.object({
  data: z.object({
    creator_username: z.string(),
    creator_nickname: z.string(),
    privacy_level_options: z.array(z.string()),
    comment_disabled: z.boolean(),
    duet_disabled: z.boolean(),
    stitch_disabled: z.boolean(),
    max_video_post_duration_sec: z.number(),
  }),
});

/**
 * What TikTok lets this creator post right now: required before every post (privacy choices), and
 * what the composer shows (TikTok's Content Sharing Guidelines: the creator's nickname, their
 * privacy options, the interactions they turned off).
 */
export async function queryTikTokCreatorInfo(
  { hosts, credentials, http }: ClientContext,
  accessToken: string,
): Promise<TikTokCreatorInfo> {
  requireCredentials('tiktok', credentials);
  const { data } = await http.fetchJson(
    {
      platform: 'tiktok',
      operation: 'the creator info request',
      method: 'POST',
      url: `${hosts.tiktok.api}/v2/post/publish/creator_info/query/`,
      json: {},
      auth: bearer(accessToken),
    },
    creatorInfoSchema,
  );
  return {
    creatorUsername: data.creator_username,
    creatorNickname: data.creator_nickname,
    privacyLevelOptions: data.privacy_level_options,
    commentDisabled: data.comment_disabled,
    duetDisabled: data.duet_disabled,
    stitchDisabled: data.stitch_disabled,
    maxVideoPostDurationSec: data.max_video_post_duration_sec,
  };
}
