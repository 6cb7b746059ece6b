import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityOf, stableId } from './account-identity';
import { avatarUrl } from './avatar-route';
import { registerConsentRoutes } from './consent-routes';
import { sendOAuthError } from './platform-errors';
import { basicCredentials, bearerToken, field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import { exchangeCode, findAccessToken, findRefreshToken } from './token-checks';

const PLATFORMS = ['youtube'] as const;
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
  registerConsentRoutes(app, ctx, {
    path: '/youtube/accounts/o/oauth2/v2/auth',
    platformFor: () => 'youtube',
    pkce: 'optional',
  });

  app.post('/youtube/oauth2/token', async (request, reply) => {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    const failed = ctx.injectedFailure(
      reply,
      'youtube',
      grantType === 'refresh_token' ? 'refresh' : 'token',
    );
    if (failed) return failed;

    // Google takes the credentials in the body (what the contract sends) or as HTTP Basic.
    const basic = basicCredentials(request);
    const clientId = field(body, 'client_id') ?? basic?.clientId;
    if (!clientId || !(field(body, 'client_secret') ?? basic?.clientSecret)) {
      return sendOAuthError(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    }
    if (grantType === 'authorization_code') {
      const exchange = exchangeCode(ctx.store, {
        platforms: PLATFORMS,
        code: field(body, 'code'),
        clientId,
        redirectUri: field(body, 'redirect_uri'),
        codeVerifier: field(body, 'code_verifier'),
      });
      if (!exchange.ok) return sendOAuthError(reply, 400, 'invalid_grant', exchange.description);
      const { grant } = exchange;
      const access = ctx.store.issue(grant, { kind: 'access', ttlSeconds: ACCESS_TTL });
      const refresh = ctx.store.issue(grant, { kind: 'refresh', ttlSeconds: null });
      return reply.header('cache-control', 'no-store').send({
        access_token: access.token,
        expires_in: ACCESS_TTL,
        refresh_token: refresh.token,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
      });
    }
    if (grantType === 'refresh_token') {
      const found = findRefreshToken(ctx.store, PLATFORMS, field(body, 'refresh_token'), clientId);
      if (!found.ok)
        return sendOAuthError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      const { grant } = found.token;
      const access = ctx.store.issue(grant, { kind: 'access', ttlSeconds: ACCESS_TTL });
      // No refresh_token: the client keeps the one it has.
      return reply.header('cache-control', 'no-store').send({
        access_token: access.token,
        expires_in: ACCESS_TTL,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
      });
    }
    return sendOAuthError(
      reply,
      400,
      'unsupported_grant_type',
      'Invalid grant_type: ' + (grantType ?? ''),
    );
  });

  app.post('/youtube/oauth2/revoke', async (request, reply) => {
    const token = field(request.body, 'token') ?? field(request.query, 'token');
    if (!token)
      return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter: token');
    let revoked = false;
    // Revoking either token withdraws the whole consent, as Google does.
    for (const kind of ['access', 'refresh'] as const) {
      const lookup = ctx.store.find(token, kind, PLATFORMS);
      if (lookup.status === 'unknown') continue;
      ctx.store.revokeGrant(lookup.token.grant.id);
      revoked = true;
    }
    if (!revoked) return sendOAuthError(reply, 400, 'invalid_token', 'Token expired or revoked');
    return reply.code(200).send();
  });

  app.get('/youtube/api/youtube/v3/channels', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'youtube', 'profile');
    if (failed) return failed;
    const check = findAccessToken(ctx.store, PLATFORMS, bearerToken(request));
    if (!check.ok) {
      return sendGoogleError(
        reply,
        401,
        'authError',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    }
    const { grant } = check.token;
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

/** Google APIs: `{error: {code, message, errors: [{reason}], status}}`. */
function sendGoogleError(
  reply: FastifyReply,
  status: number,
  reason: string,
  message: string,
): FastifyReply {
  const statusName: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
  };
  return reply.code(status).send({
    error: {
      code: status,
      message,
      errors: [{ message, domain: 'global', reason }],
      status: statusName[status] ?? 'UNKNOWN',
    },
  });
}
