import { z } from 'zod';
import type { PlatformProfile } from '../platform-client';

/** `GET {api}/v2/userinfo` (OpenID Connect). */
export const linkedInUserInfoSchema = z.object({
  sub: z.string().min(1),
  name: z.string().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  picture: z.string().nullish(),
});

export function toLinkedInProfile(info: z.output<typeof linkedInUserInfoSchema>): PlatformProfile {
  const name =
    info.name || [info.given_name, info.family_name].filter(Boolean).join(' ') || info.sub;
  return {
    externalId: info.sub,
    // LinkedIn has no public handle: the member's name is what people recognise.
    username: name,
    displayName: name,
    avatarUrl: info.picture || null,
    details: { memberUrn: `urn:li:person:${info.sub}` },
  };
}
