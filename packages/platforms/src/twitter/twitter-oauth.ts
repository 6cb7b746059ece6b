import { basicAuth, bearer } from '../http/platform-request';
import { authorizeUrl, requirePkce } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import { requireRefreshToken } from '../oauth/require-refresh-token';
import { tokenResponseSchema, toPlatformTokens } from '../oauth/token-response';
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

/**
 * X (OAuth 2.0, confidential client): PKCE S256 always, client authenticated by HTTP Basic,
 * refresh tokens rotated on every refresh.
 */
export function createTwitterOAuthClient({ hosts, credentials, http }: ClientContext): OAuthClient {
  const { web, api } = hosts.twitter;
  const tokenUrl = `${api}/2/oauth2/token`;
  const appAuth = () => {
    const { clientId, clientSecret } = requireCredentials(platform, credentials);
    return basicAuth(clientId, clientSecret);
  };
  return {
    platform,
    usesPkce: true,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const { clientId } = requireCredentials(platform, credentials);
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
    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const auth = appAuth();
      const answer = await http.fetchJson(
        {
          platform,
          operation: 'the authorization code',
          method: 'POST',
          url: tokenUrl,
          auth,
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            code_verifier: requirePkce(platform, codeVerifier, 'codeVerifier'),
          },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(answer);
    },
    async refresh(tokens) {
      const auth = appAuth();
      const answer = await http.fetchJson(
        {
          platform,
          operation: 'the token refresh',
          method: 'POST',
          url: tokenUrl,
          auth,
          form: {
            grant_type: 'refresh_token',
            refresh_token: requireRefreshToken(platform, tokens),
          },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(answer);
    },
    async revoke({ accessToken }) {
      const auth = appAuth();
      await http.send({
        platform,
        operation: 'the token revocation',
        method: 'POST',
        url: `${api}/2/oauth2/revoke`,
        auth,
        form: { token: accessToken, token_type_hint: 'access_token' },
      });
    },
    async fetchProfile(accessToken) {
      requireCredentials(platform, credentials);
      const me = await http.fetchJson(
        {
          platform,
          operation: 'the profile request',
          method: 'GET',
          url: `${api}/2/users/me`,
          query: { 'user.fields': 'profile_image_url' },
          auth: bearer(accessToken),
        },
        twitterMeSchema,
      );
      return toTwitterProfile(me);
    },
  };
}
