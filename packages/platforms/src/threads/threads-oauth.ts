import { z } from 'zod';
import { authorizeUrl } from '../oauth/authorize-url';
import type { ClientContext } from '../oauth/client-context';
import { requestProfile } from '../oauth/request-profile';
import { fetchTokens } from '../oauth/fetch-tokens';
import { requireCredentials } from '../oauth/require-credentials';
import { authorizationCodeRequest, type TokenEndpoint } from '../oauth/token-grants';
import type { OAuthClient } from '../platform-client';
import { THREADS_INSIGHTS_SCOPE } from './threads-figures';
import { threadsMeSchema, toThreadsProfile } from './threads-profile';

const platform = 'threads';
// Replies (a thread's items) are Threads' Reply Management API: publishing one needs
// threads_manage_replies, reading a post's replies (the reconcile of a lost answer)
// threads_read_replies. A post's figures are its insights (threads_manage_insights, ADR 0090).
const SCOPES = [
  'threads_basic',
  'threads_content_publish',
  'threads_manage_replies',
  'threads_read_replies',
  THREADS_INSIGHTS_SCOPE,
] as const;

const shortLivedTokenSchema = z.object({ access_token: z.string().min(1) });

/**
 * Threads: the code gives a 1-hour token, exchanged at once for a 60-day one. There is no refresh
 * token: the long-lived token refreshes itself (th_refresh_token) while it is still valid.
 */
export function createThreadsOAuthClient(context: ClientContext): OAuthClient {
  const { credentials, http } = context;
  const { web, graph } = context.hosts.threads;
  const tokenEndpoint: TokenEndpoint = {
    platform,
    url: `${graph}/oauth/access_token`,
    clientAuthentication: { type: 'form', idField: 'client_id', order: 'alphabetical' },
    usesPkce: false,
  };
  return {
    platform,
    usesPkce: tokenEndpoint.usesPkce,
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
    async exchangeCode(input) {
      const app = requireCredentials(platform, credentials);
      const shortLived = await http.fetchJson(
        authorizationCodeRequest(tokenEndpoint, app, input),
        shortLivedTokenSchema,
      );
      return fetchTokens(http, {
        platform,
        operation: 'the long-lived token exchange',
        method: 'GET',
        url: `${graph}/access_token`,
        query: {
          grant_type: 'th_exchange_token',
          client_secret: app.clientSecret,
          access_token: shortLived.access_token,
        },
      });
    },
    async refresh({ accessToken }) {
      requireCredentials(platform, credentials);
      return fetchTokens(http, {
        platform,
        operation: 'the token refresh',
        method: 'GET',
        url: `${graph}/refresh_access_token`,
        query: { grant_type: 'th_refresh_token', access_token: accessToken },
      });
    },
    fetchProfile: (accessToken) =>
      requestProfile(
        context,
        {
          platform,
          url: `${graph}/v1.0/me`,
          query: {
            fields: 'id,username,name,threads_profile_picture_url',
            access_token: accessToken,
          },
        },
        threadsMeSchema,
        toThreadsProfile,
      ),
  };
}
