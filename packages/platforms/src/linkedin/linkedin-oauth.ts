import { bearer } from '../http/platform-request';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import { requireRefreshToken } from '../oauth/require-refresh-token';
import { tokenResponseSchema, toPlatformTokens } from '../oauth/token-response';
import type { OAuthClient } from '../platform-client';
import { linkedInUserInfoSchema, toLinkedInProfile } from './linkedin-profile';

const platform = 'linkedin';
const SCOPES = ['openid', 'profile', 'w_member_social'] as const;

/** LinkedIn: client credentials in the form body (not Basic), no PKCE, no revocation endpoint. */
export function createLinkedInOAuthClient({
  hosts,
  credentials,
  http,
}: ClientContext): OAuthClient {
  const { www, api } = hosts.linkedin;
  const tokenUrl = `${www}/oauth/v2/accessToken`;
  return {
    platform,
    usesPkce: false,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri }) {
      const { clientId } = requireCredentials(platform, credentials);
      return authorizeUrl(`${www}/oauth/v2/authorization`, {
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        scope: SCOPES.join(' '),
      });
    },
    async exchangeCode({ code, redirectUri }) {
      const { clientId, clientSecret } = requireCredentials(platform, credentials);
      const answer = await http.fetchJson(
        {
          platform,
          operation: 'the authorization code',
          method: 'POST',
          url: tokenUrl,
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: clientId,
            client_secret: clientSecret,
          },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(answer);
    },
    async refresh(tokens) {
      const { clientId, clientSecret } = requireCredentials(platform, credentials);
      const refreshToken = requireRefreshToken(platform, tokens);
      const answer = await http.fetchJson(
        {
          platform,
          operation: 'the token refresh',
          method: 'POST',
          url: tokenUrl,
          form: {
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
            client_id: clientId,
            client_secret: clientSecret,
          },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(answer);
    },
    async fetchProfile(accessToken) {
      requireCredentials(platform, credentials);
      const info = await http.fetchJson(
        {
          platform,
          operation: 'the profile request',
          method: 'GET',
          url: `${api}/v2/userinfo`,
          auth: bearer(accessToken),
        },
        linkedInUserInfoSchema,
      );
      return toLinkedInProfile(info);
    },
  };
}
