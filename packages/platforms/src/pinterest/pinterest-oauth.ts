import { bearer } from '../http/platform-request';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requestProfile } from '../oauth/request-profile';
import { requireCredentials } from '../oauth/require-credentials';
import { standardTokenGrants } from '../oauth/token-grants';
import type { OAuthClient } from '../platform-client';
import { pinterestUserAccountSchema, toPinterestProfile } from './pinterest-profile';

const platform = 'pinterest';
const SCOPES = ['boards:read', 'pins:read', 'pins:write', 'user_accounts:read'] as const;

/**
 * Pinterest v5: HTTP Basic client authentication; continuous refresh (each refresh answers a new
 * refresh token with a new 60-day expiry). No revocation endpoint.
 */
export function createPinterestOAuthClient(context: ClientContext): OAuthClient {
  const { web, api } = context.hosts.pinterest;
  const tokens = standardTokenGrants(context, {
    platform,
    url: `${api}/v5/oauth/token`,
    clientAuthentication: { type: 'basic' },
    usesPkce: false,
  });
  return {
    platform,
    usesPkce: tokens.usesPkce,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri }) {
      const { clientId } = requireCredentials(platform, context.credentials);
      return authorizeUrl(`${web}/oauth/`, {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPES.join(','),
        state,
      });
    },
    exchangeCode: tokens.exchangeCode,
    refresh: tokens.refresh,
    fetchProfile: (accessToken) =>
      requestProfile(
        context,
        { platform, url: `${api}/v5/user_account`, auth: bearer(accessToken) },
        pinterestUserAccountSchema,
        toPinterestProfile,
      ),
  };
}
