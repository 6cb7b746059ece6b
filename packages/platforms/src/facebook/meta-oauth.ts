import { z } from 'zod';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { fetchTokens } from '../oauth/fetch-tokens';
import { requireCredentials } from '../oauth/require-credentials';
import type { OAuthClient, PlatformProfile } from '../platform-client';
import { META_GRAPH_VERSION } from '../platform-hosts';

const shortLivedTokenSchema = z.object({ access_token: z.string().min(1) });

/**
 * Facebook Login, shared by Facebook Pages and Instagram (Facebook Login for Business): the code
 * gives a short-lived user token, exchanged at once (fb_exchange_token) for a ~60-day one. There is
 * no refresh token: "refresh" runs the same exchange on the current long-lived token.
 */
export function createMetaOAuthClient(
  { hosts, credentials, http }: ClientContext,
  options: {
    platform: 'facebook' | 'instagram';
    scopes: readonly string[];
    fetchProfile: (accessToken: string) => Promise<PlatformProfile>;
  },
): OAuthClient {
  const { platform, scopes } = options;
  const { web, graph } = hosts.facebook;
  const tokenUrl = `${graph}/${META_GRAPH_VERSION}/oauth/access_token`;

  async function exchangeForLongLived(accessToken: string, operation: string) {
    const { clientId, clientSecret } = requireCredentials(platform, credentials);
    return fetchTokens(http, {
      platform,
      operation,
      method: 'GET',
      url: tokenUrl,
      query: {
        grant_type: 'fb_exchange_token',
        client_id: clientId,
        client_secret: clientSecret,
        fb_exchange_token: accessToken,
      },
    });
  }

  return {
    platform,
    usesPkce: false,
    scopes,
    authorizeUrl({ state, redirectUri }) {
      const { clientId } = requireCredentials(platform, credentials);
      return authorizeUrl(`${web}/${META_GRAPH_VERSION}/dialog/oauth`, {
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        scope: scopes.join(','),
        response_type: 'code',
      });
    },
    async exchangeCode({ code, redirectUri }) {
      const { clientId, clientSecret } = requireCredentials(platform, credentials);
      const shortLived = await http.fetchJson(
        {
          platform,
          operation: 'the authorization code',
          method: 'GET',
          url: tokenUrl,
          query: {
            client_id: clientId,
            redirect_uri: redirectUri,
            client_secret: clientSecret,
            code,
          },
        },
        shortLivedTokenSchema,
      );
      return exchangeForLongLived(shortLived.access_token, 'the long-lived token exchange');
    },
    async refresh({ accessToken }) {
      return exchangeForLongLived(accessToken, 'the token refresh');
    },
    async revoke({ accessToken }) {
      requireCredentials(platform, credentials);
      await http.send({
        platform,
        operation: 'the token revocation',
        method: 'DELETE',
        url: `${graph}/${META_GRAPH_VERSION}/me/permissions`,
        query: { access_token: accessToken },
      });
    },
    async fetchProfile(accessToken) {
      requireCredentials(platform, credentials);
      return options.fetchProfile(accessToken);
    },
  };
}
