import { bearer } from '../http/platform-request';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import { requireRefreshToken } from '../oauth/require-refresh-token';
import { tokenResponseSchema, toPlatformTokens } from '../oauth/token-response';
import type { OAuthClient } from '../platform-client';
import { tikTokUserInfoSchema, toTikTokProfile } from './tiktok-profile';

const platform = 'tiktok';
const SCOPES = ['user.info.basic', 'video.publish', 'video.upload'] as const;

/**
 * TikTok (web): `client_key` instead of client_id, credentials in the form body, no PKCE for web
 * apps, refresh tokens rotated on every refresh.
 */
export function createTikTokOAuthClient({ hosts, credentials, http }: ClientContext): OAuthClient {
  const { web, api } = hosts.tiktok;
  const tokenUrl = `${api}/v2/oauth/token/`;
  return {
    platform,
    usesPkce: false,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri }) {
      const { clientId } = requireCredentials(platform, credentials);
      return authorizeUrl(`${web}/v2/auth/authorize/`, {
        client_key: clientId,
        scope: SCOPES.join(','),
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
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
            client_key: clientId,
            client_secret: clientSecret,
            code,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
          },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(answer);
    },
    async refresh(tokens) {
      const { clientId, clientSecret } = requireCredentials(platform, credentials);
      const answer = await http.fetchJson(
        {
          platform,
          operation: 'the token refresh',
          method: 'POST',
          url: tokenUrl,
          form: {
            client_key: clientId,
            client_secret: clientSecret,
            grant_type: 'refresh_token',
            refresh_token: requireRefreshToken(platform, tokens),
          },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(answer);
    },
    async revoke({ accessToken }) {
      const { clientId, clientSecret } = requireCredentials(platform, credentials);
      await http.send({
        platform,
        operation: 'the token revocation',
        method: 'POST',
        url: `${api}/v2/oauth/revoke/`,
        form: { client_key: clientId, client_secret: clientSecret, token: accessToken },
      });
    },
    async fetchProfile(accessToken) {
      requireCredentials(platform, credentials);
      const info = await http.fetchJson(
        {
          platform,
          operation: 'the profile request',
          method: 'GET',
          url: `${api}/v2/user/info/`,
          query: { fields: 'open_id,union_id,avatar_url,display_name,username' },
          auth: bearer(accessToken),
        },
        tikTokUserInfoSchema,
      );
      return toTikTokProfile(info);
    },
  };
}
