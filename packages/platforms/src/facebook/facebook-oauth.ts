import type { ClientContext } from '../oauth/client-context';
import type { OAuthClient } from '../platform-client';
import { META_GRAPH_VERSION } from '../platform-hosts';
import { FACEBOOK_INSIGHTS_SCOPE } from './facebook-figures';
import { facebookMeSchema, toFacebookProfile } from './facebook-profile';
import { createMetaOAuthClient } from './meta-oauth';

// pages_manage_engagement: the Page comments on its own posts (a first comment, ADR 0084);
// read_insights: a post's views (its figures, ADR 0090; pages_read_engagement reads the rest).
const SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'pages_manage_engagement',
  FACEBOOK_INSIGHTS_SCOPE,
] as const;

/** Facebook Pages: Facebook Login; the profile is the user, whose Pages `facebookPages` lists. */
export function createFacebookOAuthClient(context: ClientContext): OAuthClient {
  const { http, hosts } = context;
  return createMetaOAuthClient(context, {
    platform: 'facebook',
    scopes: SCOPES,
    async fetchProfile(accessToken) {
      const me = await http.fetchJson(
        {
          platform: 'facebook',
          operation: 'the profile request',
          method: 'GET',
          url: `${hosts.facebook.graph}/${META_GRAPH_VERSION}/me`,
          query: { fields: 'id,name,picture', access_token: accessToken },
        },
        facebookMeSchema,
      );
      return toFacebookProfile(me);
    },
  });
}
