import { z } from 'zod';
import type { PlatformProfile } from '../platform-client';

/** `GET {graph}/v1.0/me?fields=id,username,name,threads_profile_picture_url`. */
export const threadsMeSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  name: z.string().nullish(),
  threads_profile_picture_url: z.string().nullish(),
});

export function toThreadsProfile(me: z.output<typeof threadsMeSchema>): PlatformProfile {
  return {
    externalId: me.id,
    username: me.username,
    displayName: me.name || null,
    avatarUrl: me.threads_profile_picture_url || null,
    details: {},
  };
}
