import { bearer } from '../http/platform-request';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requestProfile } from '../oauth/request-profile';
import { requireCredentials } from '../oauth/require-credentials';
import { standardTokenGrants } from '../oauth/token-grants';
import type { OAuthClient } from '../platform-client';
import { LINKEDIN_POST_ANALYTICS_SCOPE } from './linkedin-figures';
import { linkedInUserInfoSchema, toLinkedInProfile } from './linkedin-profile';

const platform = 'linkedin';
const SCOPES = ['openid', 'profile', 'w_member_social'] as const;
/**
 * Reading the member's posts (reconcile after a lost answer, ADR 0037). LinkedIn grants it to
 * approved Community Management API partners only, and refuses the whole consent of an app that
 * asks for it unapproved: asked only when the operator says the app is approved (ADR 0038).
 */
const READ_POSTS_SCOPE = 'r_member_social';

/**
 * LinkedIn: client credentials in the form body (not Basic), no PKCE, no revocation endpoint.
 * `postAnalytics` adds r_member_postAnalytics (a post's figures, ADR 0090), gated as `readPosts` is:
 * LinkedIn grants it to approved Community Management API apps only.
 */
export function createLinkedInOAuthClient(
  context: ClientContext,
  options: { readPosts?: boolean; postAnalytics?: boolean } = {},
): OAuthClient {
  const { www, api } = context.hosts.linkedin;
  const scopes: readonly string[] = [
    ...SCOPES,
    ...(options.readPosts ? [READ_POSTS_SCOPE] : []),
    ...(options.postAnalytics ? [LINKEDIN_POST_ANALYTICS_SCOPE] : []),
  ];
  const tokens = standardTokenGrants(context, {
    platform,
    url: `${www}/oauth/v2/accessToken`,
    clientAuthentication: { type: 'form', idField: 'client_id', order: 'after-grant' },
    usesPkce: false,
  });
  return {
    platform,
    usesPkce: tokens.usesPkce,
    scopes,
    authorizeUrl({ state, redirectUri }) {
      const { clientId } = requireCredentials(platform, context.credentials);
      return authorizeUrl(`${www}/oauth/v2/authorization`, {
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        scope: scopes.join(' '),
      });
    },
    exchangeCode: tokens.exchangeCode,
    refresh: tokens.refresh,
    fetchProfile: (accessToken) =>
      requestProfile(
        context,
        { platform, url: `${api}/v2/userinfo`, auth: bearer(accessToken) },
        linkedInUserInfoSchema,
        toLinkedInProfile,
      ),
  };
}
