import { z } from 'zod';
import type { PlatformProfile } from '../platform-client';

/** `GET {graph}/v21.0/me?fields=id,name,picture`. */
export const facebookMeSchema = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  picture: z.object({ data: z.object({ url: z.string().nullish() }).nullish() }).nullish(),
});

/** The connected account is the Facebook user; the Pages they manage are listed separately. */
export function toFacebookProfile(me: z.output<typeof facebookMeSchema>): PlatformProfile {
  return {
    externalId: me.id,
    username: me.name || me.id,
    displayName: me.name || null,
    avatarUrl: me.picture?.data?.url || null,
    details: {},
  };
}
