import { z } from 'zod';
import type { PlatformProfile } from '../platform-client';

/** `GET {api}/2/users/me?user.fields=profile_image_url`. */
export const twitterMeSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    name: z.string().nullish(),
    username: z.string().min(1),
    profile_image_url: z.string().nullish(),
  }),
});

export function toTwitterProfile({ data }: z.output<typeof twitterMeSchema>): PlatformProfile {
  return {
    externalId: data.id,
    username: data.username,
    displayName: data.name || null,
    avatarUrl: data.profile_image_url || null,
    details: {},
  };
}
