import type { FastifyInstance } from 'fastify';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { identityOf, stableId } from '../identity/account-identity';
import { avatarUrl } from '../identity/avatar-route';
import { registerConsentRoutes } from '../consent/consent-routes';
import { registerOAuthTokenRoute } from '../oauth/oauth-token-route';
import { sendGoogleError, sendOAuthError } from '../http/platform-errors';
import { keptRefreshTokens } from '../oauth/refresh-token-policies';
import { field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';

const SERVED_PLATFORMS = ['youtube'] as const;
const ACCESS_TTL = 3599;
const READ_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube',
];

/**
 * YouTube through Google OAuth: optional PKCE (verified when a challenge was sent), client
 * credentials in the body, refresh answers without a new refresh token, and the caller's channel.
 */
export function registerYouTubeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerYouTubeTokenRoutes(app, ctx);
  registerYouTubeChannelRoute(app, ctx);
}

/** Consent, token exchange and refresh, and revocation. */
function registerYouTubeTokenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/youtube/accounts/o/oauth2/v2/auth',
    platformFor: () => 'youtube',
    pkce: 'optional',
  });

  registerOAuthTokenRoute(app, ctx, {
    platform: 'youtube',
    path: '/youtube/oauth2/token',
    // Google takes the credentials in the body (what the contract sends) or as HTTP Basic.
    client: {
      style: 'body-or-basic',
      refused: { error: 'invalid_client', description: 'The OAuth client was not found.' },
    },
    sendError: sendOAuthError,
    accessTtlSeconds: ACCESS_TTL,
    refreshTokens: keptRefreshTokens(ctx.store, null),
    tokenResponse: ({ grantType, grant, access, refresh }) => ({
      access_token: access.token,
      expires_in: ACCESS_TTL,
      // No refresh_token when refreshing: the client keeps the one it has.
      ...(grantType === 'authorization_code' ? { refresh_token: refresh.token } : {}),
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
    }),
    refreshRefused: () => ({
      error: 'invalid_grant',
      description: 'Token has been expired or revoked.',
    }),
    unsupportedGrant: (grantType) => ({
      error: 'unsupported_grant_type',
      description: 'Invalid grant_type: ' + (grantType ?? ''),
    }),
  });

  app.post('/youtube/oauth2/revoke', async (request, reply) => {
    const token = field(request.body, 'token') ?? field(request.query, 'token');
    if (!token)
      return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter: token');
    let revoked = false;
    // Revoking either token withdraws the whole consent, as Google does.
    for (const kind of ['access', 'refresh'] as const) {
      const lookup = ctx.store.find(token, kind, SERVED_PLATFORMS);
      if (lookup.status === 'unknown') continue;
      ctx.store.revokeGrant(lookup.token.grant.id);
      revoked = true;
    }
    if (!revoked) return sendOAuthError(reply, 400, 'invalid_token', 'Token expired or revoked');
    return reply.code(200).send();
  });
}

/** The caller's channel (`channels?part=snippet&mine=true`). */
function registerYouTubeChannelRoute(app: FastifyInstance, ctx: SandboxContext): void {
  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'youtube',
    unauthorized: (reply) =>
      sendGoogleError(
        reply,
        401,
        'authError',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      ),
  });

  app.get('/youtube/api/youtube/v3/channels', async (request, reply) => {
    const auth = requireToken(request, reply);
    if (!auth.ok) return auth.reply;
    const { grant } = auth.token;
    // Either read scope will do.
    if (!grant.scopes.some((scope) => READ_SCOPES.includes(scope))) {
      return sendGoogleError(
        reply,
        403,
        'insufficientPermissions',
        'Request had insufficient authentication scopes.',
      );
    }
    const query = request.query;
    if (!field(query, 'part')) {
      return sendGoogleError(reply, 400, 'required', 'Required parameter: part');
    }
    if (field(query, 'mine') !== 'true') {
      return sendGoogleError(
        reply,
        400,
        'missingRequiredParameter',
        'No filter selected. Expected one of: mine, id, forHandle.',
      );
    }
    const identity = identityOf(grant.account);
    const picture = avatarUrl(ctx, request, 'youtube', grant.account);
    const description = 'A Fanout sandbox channel.';
    return {
      kind: 'youtube#channelListResponse',
      etag: 'sandbox',
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [
        {
          kind: 'youtube#channel',
          etag: 'sandbox',
          id: youTubeChannelId(grant.account),
          snippet: {
            title: identity.displayName,
            description,
            customUrl: `@${identity.username}`,
            publishedAt: '2024-01-01T00:00:00Z',
            thumbnails: {
              default: { url: picture, width: 88, height: 88 },
              medium: { url: picture, width: 240, height: 240 },
              high: { url: picture, width: 800, height: 800 },
            },
            localized: { title: identity.displayName, description },
          },
        },
      ],
    };
  });
}

/** Channel ids: `UC` and 22 base64url characters. */
export function youTubeChannelId(account: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return `UC${stableId(22, alphabet, 'youtube', account)}`;
}
