import { bearer } from '../http/platform-request';
import { authorizeUrl, requirePkce } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requestProfile } from '../oauth/request-profile';
import { requireCredentials } from '../oauth/require-credentials';
import { revokeToken } from '../oauth/revoke-token';
import { standardTokenGrants } from '../oauth/token-grants';
import type { OAuthClient } from '../platform-client';
import { YOUTUBE_READ_SCOPE } from './youtube-figures';
import { toYouTubeProfile, youTubeChannelsSchema } from './youtube-profile';

const platform = 'youtube';
const SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  // The channel read at connect, and videos.list (a video's figures, ADR 0090).
  YOUTUBE_READ_SCOPE,
  // commentThreads.insert (first comments) takes this scope only.
  'https://www.googleapis.com/auth/youtube.force-ssl',
] as const;

/**
 * YouTube through Google OAuth: PKCE, `access_type=offline` + `prompt=consent` so every consent
 * yields a refresh token. A refresh answers no new refresh token: the caller keeps its own.
 */
export function createYouTubeOAuthClient(context: ClientContext): OAuthClient {
  const { accounts, oauth2, api } = context.hosts.youtube;
  const tokens = standardTokenGrants(context, {
    platform,
    url: `${oauth2}/token`,
    clientAuthentication: { type: 'form', idField: 'client_id', order: 'after-grant' },
    usesPkce: true,
  });
  return {
    platform,
    usesPkce: tokens.usesPkce,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const { clientId } = requireCredentials(platform, context.credentials);
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
    exchangeCode: tokens.exchangeCode,
    refresh: tokens.refresh,
    revoke: ({ accessToken, refreshToken }) =>
      revokeToken(context, {
        platform,
        url: `${oauth2}/revoke`,
        clientAuthentication: { type: 'none' },
        // Revoking the refresh token ends the whole grant; the access token alone may be expired.
        form: { token: refreshToken ?? accessToken },
      }),
    fetchProfile: (accessToken) =>
      requestProfile(
        context,
        {
          platform,
          url: `${api}/youtube/v3/channels`,
          query: { part: 'snippet', mine: 'true' },
          auth: bearer(accessToken),
        },
        youTubeChannelsSchema,
        toYouTubeProfile,
      ),
  };
}
