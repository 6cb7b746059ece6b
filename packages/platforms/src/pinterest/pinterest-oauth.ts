import { basicAuth, bearer } from '../http/platform-request';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import { requireRefreshToken } from '../oauth/require-refresh-token';
import { tokenResponseSchema, toPlatformTokens } from '../oauth/token-response';
import type { OAuthClient } from '../platform-client';
import { pinterestUserAccountSchema, toPinterestProfile } from './pinterest-profile';

const platform = 'pinterest';
const SCOPES = ['boards:read', 'pins:read', 'pins:write', 'user_accounts:read'] as const;

/**
 * Pinterest v5: HTTP Basic client authentication; continuous refresh (each refresh answers a new
 * refresh token with a new 60-day expiry).
 */
export function createPinterestOAuthClient({
  hosts,
  credentials,
  http,
}: ClientContext): OAuthClient {
  const { web, api } = hosts.pinterest;
  const tokenUrl = `${api}/v5/oauth/token`;
  const appAuth = () => {
    const { clientId, clientSecret } = requireCredentials(platform, credentials);
    return basicAuth(clientId, clientSecret);
  };
  return {
    platform,
    usesPkce: false,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri }) {
      const { clientId } = requireCredentials(platform, credentials);
      return authorizeUrl(`${web}/oauth/`, {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPES.join(','),
        state,
      });
    },
    async exchangeCode({ code, redirectUri }) {
      const auth = appAuth();
      const answer = await http.fetchJson(
        {
          platform,
          operation: 'the authorization code',
          method: 'POST',
          url: tokenUrl,
          auth,
          form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
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
    async fetchProfile(accessToken) {
      requireCredentials(platform, credentials);
      const account = await http.fetchJson(
        {
          platform,
          operation: 'the profile request',
          method: 'GET',
          url: `${api}/v5/user_account`,
          auth: bearer(accessToken),
        },
        pinterestUserAccountSchema,
      );
      return toPinterestProfile(account);
    },
  };
}
