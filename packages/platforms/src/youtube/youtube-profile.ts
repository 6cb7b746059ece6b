import { z } from 'zod';
import { PlatformError, type PlatformProfile } from '../platform-client';

/** `GET {api}/youtube/v3/channels?part=snippet&mine=true`. */
export const youTubeChannelsSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().min(1),
        snippet: z.object({
          title: z.string(),
          customUrl: z.string().nullish(),
          thumbnails: z.object({ default: z.object({ url: z.string() }).nullish() }).nullish(),
        }),
      }),
    )
    .nullish(),
});

/** The first channel of the Google account; an account without one cannot upload. */
export function toYouTubeProfile(answer: z.output<typeof youTubeChannelsSchema>): PlatformProfile {
  const channel = answer.items?.[0];
  if (!channel) {
    throw new PlatformError(
      'youtube',
      'auth',
      'This Google account has no YouTube channel: create one on YouTube, then connect again',
    );
  }
  const { title, customUrl, thumbnails } = channel.snippet;
  return {
    externalId: channel.id,
    username: customUrl || title,
    displayName: title || null,
    avatarUrl: thumbnails?.default?.url || null,
    details: {},
  };
}
