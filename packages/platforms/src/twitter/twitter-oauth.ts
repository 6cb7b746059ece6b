import { bearer } from '../http/platform-request';
import { authorizeUrl, requirePkce } from '../oauth/authorize-url';
import type { ClientAuthentication } from '../oauth/client-authentication';
import type { ClientContext } from '../oauth/client-context';
import { requestProfile } from '../oauth/request-profile';
import { requireCredentials } from '../oauth/require-credentials';
import { revokeToken } from '../oauth/revoke-token';
import { standardTokenGrants } from '../oauth/token-grants';
import type { OAuthClient } from '../platform-client';
import { toTwitterProfile, twitterMeSchema } from './twitter-profile';

const platform = 'twitter';
const SCOPES = [
  'tweet.read',
  'tweet.write',
  'users.read',
  'media.write',
  'offline.access',
] as const;
const clientAuthentication: ClientAuthentication = { type: 'basic' };

/**
 * X (OAuth 2.0, confidential client): PKCE S256 always, client authenticated by HTTP Basic,
 * refresh tokens rotated on every refresh.
 */
export function createTwitterOAuthClient(context: ClientContext): OAuthClient {
  const { web, api } = context.hosts.twitter;
  const tokens = standardTokenGrants(context, {
    platform,
    url: `${api}/2/oauth2/token`,
    clientAuthentication,
    usesPkce: true,
  });
  return {
    platform,
    usesPkce: tokens.usesPkce,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const { clientId } = requireCredentials(platform, context.credentials);
      return authorizeUrl(`${web}/i/oauth2/authorize`, {
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: SCOPES.join(' '),
        state,
        code_challenge: requirePkce(platform, codeChallenge, 'codeChallenge'),
        code_challenge_method: 'S256',
      });
    },
    exchangeCode: tokens.exchangeCode,
    refresh: tokens.refresh,
    revoke: ({ accessToken }) =>
      revokeToken(context, {
        platform,
        url: `${api}/2/oauth2/revoke`,
        clientAuthentication,
        form: { token: accessToken, token_type_hint: 'access_token' },
      }),
    fetchProfile: (accessToken) =>
      requestProfile(
        context,
        {
          platform,
          url: `${api}/2/users/me`,
          query: { 'user.fields': 'profile_image_url' },
          auth: bearer(accessToken),
        },
        twitterMeSchema,
        toTwitterProfile,
      ),
  };
}
