import type { FastifyInstance } from 'fastify';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { identityOf, numericId } from '../identity/account-identity';
import { avatarUrl } from '../identity/avatar-route';
import { registerConsentRoutes } from '../consent/consent-routes';
import { registerOAuthTokenRoute } from '../oauth/oauth-token-route';
import { sendOAuthError } from '../http/platform-errors';
import { rotatedRefreshTokens } from '../oauth/refresh-token-policies';
import { field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';

const ACCESS_TTL = 2_592_000; // 30 days
const REFRESH_TTL = 5_184_000; // 60 days, renewed by every refresh (continuous refresh)

/**
 * Pinterest API v5: HTTP Basic client authentication, continuous refresh tokens (a new one, with a
 * new 60-day window, at every refresh; the old one stops working), the user account and its boards.
 */
export function registerPinterestRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerPinterestTokenRoutes(app, ctx);
  registerPinterestAccountRoutes(app, ctx);
}

/** Consent, token exchange and refresh. */
function registerPinterestTokenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/pinterest/web/oauth/',
    platformFor: () => 'pinterest',
    pkce: 'ignored',
  });

  registerOAuthTokenRoute(app, ctx, {
    platform: 'pinterest',
    path: '/pinterest/api/v5/oauth/token',
    client: {
      style: 'basic',
      refused: {
        error: 'invalid_client',
        description: 'Client authentication failed: send HTTP Basic client_id:client_secret',
      },
    },
    sendError: sendOAuthError,
    accessTtlSeconds: ACCESS_TTL,
    refreshTokens: rotatedRefreshTokens(ctx.store, REFRESH_TTL),
    tokenResponse: ({ grantType, grant, access, refresh }) => ({
      access_token: access.token,
      refresh_token: refresh.token,
      response_type: grantType,
      token_type: 'bearer',
      expires_in: ACCESS_TTL,
      scope: grant.scopes.join(','),
      refresh_token_expires_in: REFRESH_TTL,
      refresh_token_expires_at: Math.floor((refresh.expiresAt ?? 0) / 1000),
    }),
  });
}

/** The user account and its boards. */
function registerPinterestAccountRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // Pinterest's API errors are `{code, message}`: 2 authentication, 3 authorization.
  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'pinterest',
    unauthorized: (reply) => reply.code(401).send({ code: 2, message: 'Authentication failed.' }),
    forbidden: (reply, scope) =>
      reply.code(403).send({ code: 3, message: `Authorization failed: the token lacks ${scope}.` }),
  });

  app.get('/pinterest/api/v5/user_account', async (request, reply) => {
    const auth = requireToken(request, reply, ['user_accounts:read']);
    if (!auth.ok) return auth.reply;
    const { account } = auth.token.grant;
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
    const auth = requireToken(request, reply, ['boards:read']);
    if (!auth.ok) return auth.reply;
    const pageSize = Number(field(request.query, 'page_size') ?? '25');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 250) {
      return reply.code(400).send({ code: 1, message: 'page_size must be between 1 and 250' });
    }
    const { account } = auth.token.grant;
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
