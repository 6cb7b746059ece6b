import { z } from 'zod';
import { PlatformError, type PlatformProfile } from '../platform-client';

/** One item of `me/accounts?fields=id,name,access_token,instagram_business_account{...}`. */
export const instagramPageSchema = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  instagram_business_account: z
    .object({
      id: z.string().min(1),
      username: z.string().min(1),
      name: z.string().nullish(),
      profile_picture_url: z.string().nullish(),
    })
    .nullish(),
});

/**
 * Instagram professional accounts are reached through the Facebook Page they are linked to: the
 * first Page with one is the account; publishing needs that Page's id.
 */
export function toInstagramProfile(pages: z.output<typeof instagramPageSchema>[]): PlatformProfile {
  for (const page of pages) {
    const account = page.instagram_business_account;
    if (!account) continue;
    return {
      externalId: account.id,
      username: account.username,
      displayName: account.name || null,
      avatarUrl: account.profile_picture_url || null,
      details: { facebookPageId: page.id },
    };
  }
  throw new PlatformError(
    'instagram',
    'auth',
    'No Instagram professional account is linked to your Facebook Pages: link one to a Page, ' +
      'then connect again',
  );
}
