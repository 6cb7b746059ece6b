import { z } from 'zod';
import type { PlatformProfile } from '../platform-client';

/** `GET {api}/v2/user/info/?fields=open_id,union_id,avatar_url,display_name,username`. */
export const tikTokUserInfoSchema = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string().min(1),
      union_id: z.string().nullish(),
      avatar_url: z.string().nullish(),
      display_name: z.string().nullish(),
      username: z.string().nullish(),
    }),
  }),
});

export function toTikTokProfile({ data }: z.output<typeof tikTokUserInfoSchema>): PlatformProfile {
  const { user } = data;
  return {
    externalId: user.open_id,
    username: user.username || user.display_name || user.open_id,
    displayName: user.display_name || null,
    avatarUrl: user.avatar_url || null,
    details: {},
  };
}
