import { bearer } from '../http/platform-request';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientAuthentication } from '../oauth/client-authentication';
import type { ClientContext } from '../oauth/client-context';
import { requestProfile } from '../oauth/request-profile';
import { requireCredentials } from '../oauth/require-credentials';
import { revokeToken } from '../oauth/revoke-token';
import { standardTokenGrants } from '../oauth/token-grants';
import type { OAuthClient } from '../platform-client';
import { TIKTOK_VIDEO_LIST_SCOPE } from './tiktok-figures';
import { tikTokUserInfoSchema, toTikTokProfile } from './tiktok-profile';

const platform = 'tiktok';
// video.list: a public video's counts (its figures, ADR 0090).
const SCOPES = [
  'user.info.basic',
  'video.publish',
  'video.upload',
  TIKTOK_VIDEO_LIST_SCOPE,
] as const;
const clientAuthentication: ClientAuthentication = {
  type: 'form',
  idField: 'client_key',
  order: 'alphabetical',
};

/**
 * TikTok (web): `client_key` instead of client_id, credentials in the form body, no PKCE for web
 * apps, refresh tokens rotated on every refresh.
 */
export function createTikTokOAuthClient(context: ClientContext): OAuthClient {
  const { web, api } = context.hosts.tiktok;
  const tokens = standardTokenGrants(context, {
    platform,
    url: `${api}/v2/oauth/token/`,
    clientAuthentication,
    usesPkce: false,
  });
  return {
    platform,
    usesPkce: tokens.usesPkce,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri }) {
      const { clientId } = requireCredentials(platform, context.credentials);
      return authorizeUrl(`${web}/v2/auth/authorize/`, {
        client_key: clientId,
        scope: SCOPES.join(','),
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      });
    },
    exchangeCode: tokens.exchangeCode,
    refresh: tokens.refresh,
    revoke: ({ accessToken }) =>
      revokeToken(context, {
        platform,
        url: `${api}/v2/oauth/revoke/`,
        clientAuthentication,
        form: { token: accessToken },
      }),
    fetchProfile: (accessToken) =>
      requestProfile(
        context,
        {
          platform,
          url: `${api}/v2/user/info/`,
          query: { fields: 'open_id,union_id,avatar_url,display_name,username' },
          auth: bearer(accessToken),
        },
        tikTokUserInfoSchema,
        toTikTokProfile,
      ),
  };
}
