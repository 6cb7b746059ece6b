import { createMetaOAuthClient } from '../facebook/meta-oauth';
import { listMetaPages } from '../facebook/list-meta-pages';
import type { ClientContext } from '../oauth/client-context';
import type { OAuthClient } from '../platform-client';
import { INSTAGRAM_INSIGHTS_SCOPE } from './instagram-figures';
import { instagramPageSchema, toInstagramProfile } from './instagram-profile';

const SCOPES = [
  'instagram_basic',
  'instagram_content_publish',
  'pages_show_list',
  'pages_read_engagement',
  // Comments on the account's media (a first comment, ADR 0084): made and read back.
  'instagram_manage_comments',
  // A media's figures are its insights (ADR 0090).
  INSTAGRAM_INSIGHTS_SCOPE,
] as const;

/** Instagram API with Facebook Login for Business: Meta's token exchange, profile via the Pages. */
export function createInstagramOAuthClient(context: ClientContext): OAuthClient {
  const { http, hosts } = context;
  return createMetaOAuthClient(context, {
    platform: 'instagram',
    scopes: SCOPES,
    async fetchProfile(accessToken) {
      const pages = await listMetaPages({
        http,
        graph: hosts.facebook.graph,
        platform: 'instagram',
        operation: 'the profile request',
        accessToken,
        fields:
          'id,name,access_token,instagram_business_account{id,username,name,profile_picture_url}',
        item: instagramPageSchema,
      });
      return toInstagramProfile(pages);
    },
  });
}
