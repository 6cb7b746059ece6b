import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityOf, numericId } from './account-identity';
import { avatarUrl } from './avatar-route';
import { registerConsentRoutes } from './consent-routes';
import { sendOAuthError } from './platform-errors';
import { basicCredentials, bearerToken, field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import type { SandboxGrant, SandboxToken } from './sandbox-store';
import { exchangeCode, findAccessToken, findRefreshToken } from './token-checks';

const PLATFORMS = ['pinterest'] as const;
const ACCESS_TTL = 2_592_000; // 30 days
const REFRESH_TTL = 5_184_000; // 60 days, renewed by every refresh (continuous refresh)

/**
 * Pinterest API v5: HTTP Basic client authentication, continuous refresh tokens (a new one, with a
 * new 60-day window, at every refresh; the old one stops working), the user account and its boards.
 */
export function registerPinterestRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/pinterest/web/oauth/',
    platformFor: () => 'pinterest',
    pkce: 'ignored',
  });

  app.post('/pinterest/api/v5/oauth/token', async (request, reply) => {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    const failed = ctx.injectedFailure(
      reply,
      'pinterest',
      grantType === 'refresh_token' ? 'refresh' : 'token',
    );
    if (failed) return failed;

    const client = basicCredentials(request);
    if (!client) {
      return sendOAuthError(
        reply,
        401,
        'invalid_client',
        'Client authentication failed: send HTTP Basic client_id:client_secret',
      );
    }
    if (grantType === 'authorization_code') {
      const exchange = exchangeCode(ctx.store, {
        platforms: PLATFORMS,
        code: field(body, 'code'),
        clientId: client.clientId,
        redirectUri: field(body, 'redirect_uri'),
        codeVerifier: undefined,
      });
      if (!exchange.ok) return sendOAuthError(reply, 400, 'invalid_grant', exchange.description);
      return sendTokens(reply, ctx, exchange.grant, 'authorization_code');
    }
    if (grantType === 'refresh_token') {
      const found = findRefreshToken(
        ctx.store,
        PLATFORMS,
        field(body, 'refresh_token'),
        client.clientId,
      );
      if (!found.ok) return sendOAuthError(reply, 400, 'invalid_grant', found.description);
      ctx.store.revokeToken(found.token.token);
      return sendTokens(reply, ctx, found.token.grant, 'refresh_token');
    }
    return sendOAuthError(
      reply,
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token',
    );
  });

  app.get('/pinterest/api/v5/user_account', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'pinterest', 'profile');
    if (failed) return failed;
    const check = findAccessToken(ctx.store, PLATFORMS, bearerToken(request));
    if (!check.ok) return sendAuthenticationFailed(reply);
    const denied = refuseWithout(reply, check.token, 'user_accounts:read');
    if (denied) return denied;
    const { account } = check.token.grant;
    const identity = identityOf(account);
    return {
      account_type: 'BUSINESS',
      id: numericId(18, 'pinterest-user', account),
      profile_image: avatarUrl(ctx, request, 'pinterest', account),
      website_url: '',
      username: pinterestUsername(account),
      about: 'A Fanout sandbox account.',
      business_name: identity.displayName,
      board_count: 2,
      pin_count: 0,
      follower_count: 12,
      following_count: 3,
      monthly_views: 0,
    };
  });

  app.get('/pinterest/api/v5/boards', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'pinterest', 'profile');
    if (failed) return failed;
    const check = findAccessToken(ctx.store, PLATFORMS, bearerToken(request));
    if (!check.ok) return sendAuthenticationFailed(reply);
    const denied = refuseWithout(reply, check.token, 'boards:read');
    if (denied) return denied;
    const pageSize = Number(field(request.query, 'page_size') ?? '25');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 250) {
      return reply.code(400).send({ code: 1, message: 'page_size must be between 1 and 250' });
    }
    const { account } = check.token.grant;
    const owner = { username: pinterestUsername(account) };
    const boards = [
      { name: 'Sandbox ideas', privacy: 'PUBLIC' },
      { name: 'Sandbox drafts', privacy: 'SECRET' },
    ].map((board, index) => ({
      id: numericId(18, 'pinterest-board', account, String(index + 1)),
      created_at: '2024-01-01T00:00:00',
      board_pins_modified_at: '2024-01-01T00:00:00',
      name: board.name,
      description: '',
      collaborator_count: 0,
      pin_count: 0,
      follower_count: 0,
      media: { image_cover_url: null, pin_thumbnail_urls: [] },
      owner,
      privacy: board.privacy,
    }));
    return { items: boards.slice(0, pageSize), bookmark: null };
  });
}

/** Pinterest usernames (the connected account's external id): letters, digits and underscores. */
export function pinterestUsername(account: string): string {
  return identityOf(account).username.replace(/[^a-z0-9_]/g, '_');
}

function sendTokens(
  reply: FastifyReply,
  ctx: SandboxContext,
  grant: SandboxGrant,
  responseType: 'authorization_code' | 'refresh_token',
): FastifyReply {
  const access = ctx.store.issue(grant, { kind: 'access', ttlSeconds: ACCESS_TTL });
  const refresh = ctx.store.issue(grant, { kind: 'refresh', ttlSeconds: REFRESH_TTL });
  return reply.header('cache-control', 'no-store').send({
    access_token: access.token,
    refresh_token: refresh.token,
    response_type: responseType,
    token_type: 'bearer',
    expires_in: ACCESS_TTL,
    scope: grant.scopes.join(','),
    refresh_token_expires_in: REFRESH_TTL,
    refresh_token_expires_at: Math.floor((refresh.expiresAt ?? 0) / 1000),
  });
}

/** Pinterest's API errors are `{code, message}`: 2 authentication, 3 authorization. */
function sendAuthenticationFailed(reply: FastifyReply): FastifyReply {
  return reply.code(401).send({ code: 2, message: 'Authentication failed.' });
}

function refuseWithout(
  reply: FastifyReply,
  token: SandboxToken,
  scope: string,
): FastifyReply | undefined {
  if (token.grant.scopes.includes(scope)) return undefined;
  return reply
    .code(403)
    .send({ code: 3, message: `Authorization failed: the token lacks ${scope}.` });
}
