import { z } from 'zod';
import type { PlatformProfile } from '../platform-client';

/** `GET {api}/v5/user_account`. */
export const pinterestUserAccountSchema = z.object({
  username: z.string().min(1),
  profile_image: z.string().nullish(),
  account_type: z.string().nullish(),
  business_name: z.string().nullish(),
  id: z.string().nullish(),
});

export function toPinterestProfile(
  account: z.output<typeof pinterestUserAccountSchema>,
): PlatformProfile {
  return {
    externalId: account.username,
    username: account.username,
    displayName: account.business_name || null,
    avatarUrl: account.profile_image || null,
    details: account.account_type ? { accountType: account.account_type } : {},
  };
}
