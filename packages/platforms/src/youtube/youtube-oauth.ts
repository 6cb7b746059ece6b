import { bearer } from '../http/platform-request';
import { authorizeUrl, requirePkce } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import { requireRefreshToken } from '../oauth/require-refresh-token';
import { tokenResponseSchema, toPlatformTokens } from '../oauth/token-response';
import type { OAuthClient } from '../platform-client';
import { toYouTubeProfile, youTubeChannelsSchema } from './youtube-profile';

const platform = 'youtube';
const SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
] as const;

/**
 * YouTube through Google OAuth: PKCE, `access_type=offline` + `prompt=consent` so every consent
 * yields a refresh token. A refresh answers no new refresh token: the caller keeps its own.
 */
export function createYouTubeOAuthClient({ hosts, credentials, http }: ClientContext): OAuthClient {
  const { accounts, oauth2, api } = hosts.youtube;
  const tokenUrl = `${oauth2}/token`;
  return {
    platform,
    usesPkce: true,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const { clientId } = requireCredentials(platform, credentials);
      return authorizeUrl(`${accounts}/o/oauth2/v2/auth`, {
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: SCOPES.join(' '),
        state,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        code_challenge: requirePkce(platform, codeChallenge, 'codeChallenge'),
        code_challenge_method: 'S256',
      });
    },
    async exchangeCode({ code, redirectUri, codeVerifier }) {
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
            code_verifier: requirePkce(platform, codeVerifier, 'codeVerifier'),
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
            grant_type: 'refresh_token',
            refresh_token: requireRefreshToken(platform, tokens),
            client_id: clientId,
            client_secret: clientSecret,
          },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(answer);
    },
    async revoke({ accessToken, refreshToken }) {
      requireCredentials(platform, credentials);
      // Revoking the refresh token ends the whole grant; the access token alone may be expired.
      await http.send({
        platform,
        operation: 'the token revocation',
        method: 'POST',
        url: `${oauth2}/revoke`,
        form: { token: refreshToken ?? accessToken },
      });
    },
    async fetchProfile(accessToken) {
      requireCredentials(platform, credentials);
      const answer = await http.fetchJson(
        {
          platform,
          operation: 'the profile request',
          method: 'GET',
          url: `${api}/youtube/v3/channels`,
          query: { part: 'snippet', mine: 'true' },
          auth: bearer(accessToken),
        },
        youTubeChannelsSchema,
      );
      return toYouTubeProfile(answer);
    },
  };
}
