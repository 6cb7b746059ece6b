import { z } from 'zod';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import { tokenResponseSchema, toPlatformTokens } from '../oauth/token-response';
import type { OAuthClient } from '../platform-client';
import { threadsMeSchema, toThreadsProfile } from './threads-profile';

const platform = 'threads';
const SCOPES = ['threads_basic', 'threads_content_publish'] as const;

const shortLivedTokenSchema = z.object({ access_token: z.string().min(1) });

/**
 * Threads: the code gives a 1-hour token, exchanged at once for a 60-day one. There is no refresh
 * token: the long-lived token refreshes itself (th_refresh_token) while it is still valid.
 */
export function createThreadsOAuthClient({ hosts, credentials, http }: ClientContext): OAuthClient {
  const { web, graph } = hosts.threads;
  return {
    platform,
    usesPkce: false,
    scopes: SCOPES,
    authorizeUrl({ state, redirectUri }) {
      const { clientId } = requireCredentials(platform, credentials);
      return authorizeUrl(`${web}/oauth/authorize`, {
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: SCOPES.join(','),
        response_type: 'code',
        state,
      });
    },
    async exchangeCode({ code, redirectUri }) {
      const { clientId, clientSecret } = requireCredentials(platform, credentials);
      const shortLived = await http.fetchJson(
        {
          platform,
          operation: 'the authorization code',
          method: 'POST',
          url: `${graph}/oauth/access_token`,
          form: {
            client_id: clientId,
            client_secret: clientSecret,
            code,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
          },
        },
        shortLivedTokenSchema,
      );
      const longLived = await http.fetchJson(
        {
          platform,
          operation: 'the long-lived token exchange',
          method: 'GET',
          url: `${graph}/access_token`,
          query: {
            grant_type: 'th_exchange_token',
            client_secret: clientSecret,
            access_token: shortLived.access_token,
          },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(longLived);
    },
    async refresh({ accessToken }) {
      requireCredentials(platform, credentials);
      const answer = await http.fetchJson(
        {
          platform,
          operation: 'the token refresh',
          method: 'GET',
          url: `${graph}/refresh_access_token`,
          query: { grant_type: 'th_refresh_token', access_token: accessToken },
        },
        tokenResponseSchema,
      );
      return toPlatformTokens(answer);
    },
    async fetchProfile(accessToken) {
      requireCredentials(platform, credentials);
      const me = await http.fetchJson(
        {
          platform,
          operation: 'the profile request',
          method: 'GET',
          url: `${graph}/v1.0/me`,
          query: {
            fields: 'id,username,name,threads_profile_picture_url',
            access_token: accessToken,
          },
        },
        threadsMeSchema,
      );
      return toThreadsProfile(me);
    },
  };
}
