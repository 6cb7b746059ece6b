import { z } from 'zod';
import type { PlatformProfile } from '../platform-client';

/** `GET {pds}/xrpc/app.bsky.actor.getProfile?actor={did}`. */
export const blueskyProfileSchema = z.object({
  did: z.string().min(1),
  handle: z.string().min(1),
  displayName: z.string().nullish(),
  avatar: z.string().nullish(),
});

export function toBlueskyProfile(profile: z.output<typeof blueskyProfileSchema>): PlatformProfile {
  return {
    externalId: profile.did,
    username: profile.handle,
    displayName: profile.displayName || null,
    avatarUrl: profile.avatar || null,
    details: {},
  };
}
