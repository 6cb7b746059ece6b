import type { FastifyInstance } from 'fastify';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { identityOf, stableUuid } from '../identity/account-identity';
import { avatarUrl } from '../identity/avatar-route';
import { authenticateClient, type ClientAuthentication } from '../oauth/client-authentication';
import { registerConsentRoutes } from '../consent/consent-routes';
import { registerOAuthTokenRoute } from '../oauth/oauth-token-route';
import { sendTikTokApiError, sendTikTokOAuthError, tikTokLogId } from '../http/platform-errors';
import { rotatedRefreshTokens } from '../oauth/refresh-token-policies';
import { field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import { tikTokCreator } from './tiktok-creators';

const SERVED_PLATFORMS = ['tiktok'] as const;
const ACCESS_TTL = 7200;
const REFRESH_TTL = 15_552_000; // 180 days
const CLIENT: ClientAuthentication = {
  style: 'body',
  idField: 'client_key',
  refused: { error: 'invalid_client', description: 'Client key or secret is incorrect.' },
};

/**
 * TikTok: `client_key` instead of client_id, credentials in the token request body, rotated refresh
 * tokens, API answers wrapped in `{data, error: {code: "ok"}}`.
 */
export function registerTikTokRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerTikTokTokenRoutes(app, ctx);
  registerTikTokUserRoutes(app, ctx);
}

/** Consent, token exchange and refresh, and revocation. */
function registerTikTokTokenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/tiktok/web/v2/auth/authorize/',
    platformFor: () => 'tiktok',
    clientIdParam: 'client_key',
    pkce: 'ignored',
  });

  registerOAuthTokenRoute(app, ctx, {
    platform: 'tiktok',
    path: '/tiktok/api/v2/oauth/token/',
    client: CLIENT,
    sendError: sendTikTokOAuthError,
    accessTtlSeconds: ACCESS_TTL,
    refreshTokens: rotatedRefreshTokens(ctx.store, REFRESH_TTL),
    tokenResponse: ({ grant, access, refresh }) => ({
      open_id: tikTokOpenId(grant.account),
      scope: grant.scopes.join(','),
      access_token: access.token,
      expires_in: ACCESS_TTL,
      refresh_token: refresh.token,
      refresh_expires_in: REFRESH_TTL,
      token_type: 'Bearer',
    }),
  });

  app.post('/tiktok/api/v2/oauth/revoke/', async (request, reply) => {
    const client = authenticateClient(request, CLIENT);
    if (!client.ok) {
      return sendTikTokOAuthError(reply, 401, client.refusal.error, client.refusal.description);
    }
    const token = field(request.body, 'token');
    if (!token) return sendTikTokOAuthError(reply, 400, 'invalid_request', 'Missing token.');
    const lookup = ctx.store.find(token, 'access', SERVED_PLATFORMS);
    if (lookup.status !== 'unknown') ctx.store.revokeGrant(lookup.token.grant.id);
    return reply.code(200).send();
  });
}

/** The user's info and the creator info a Direct Post needs. */
function registerTikTokUserRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'tiktok',
    unauthorized: (reply) =>
      sendTikTokApiError(
        reply,
        401,
        'access_token_invalid',
        'The access token is invalid or not found in the request.',
      ),
    forbidden: (reply, scope) =>
      sendTikTokApiError(
        reply,
        401,
        'scope_not_authorized',
        `The user did not authorize the scope required for completing this request (${scope}).`,
      ),
  });

  app.get('/tiktok/api/v2/user/info/', async (request, reply) => {
    const auth = requireToken(request, reply, ['user.info.basic']);
    if (!auth.ok) return auth.reply;
    const fields = (field(request.query, 'fields') ?? '').split(',').filter((name) => name !== '');
    if (fields.length === 0) {
      return sendTikTokApiError(reply, 400, 'invalid_params', 'The fields parameter is required.');
    }
    const { account } = auth.token.grant;
    const identity = identityOf(account);
    const picture = avatarUrl(ctx, request, 'tiktok', account);
    const user: Record<string, unknown> = {
      open_id: tikTokOpenId(account),
      union_id: stableUuid('tiktok-union', account),
      avatar_url: picture,
      avatar_url_100: picture,
      avatar_large_url: picture,
      display_name: identity.displayName,
      username: identity.username,
      bio_description: 'A Fanout sandbox account.',
      is_verified: false,
      follower_count: 12,
      following_count: 3,
      likes_count: 0,
      video_count: 0,
    };
    const picked = Object.fromEntries(
      fields.filter((name) => name in user).map((name) => [name, user[name]]),
    );
    return { data: { user: picked }, error: ok() };
  });

  app.post('/tiktok/api/v2/post/publish/creator_info/query/', async (request, reply) => {
    const auth = requireToken(request, reply, ['video.publish']);
    if (!auth.ok) return auth.reply;
    const { account } = auth.token.grant;
    const identity = identityOf(account);
    const creator = tikTokCreator(ctx.controller, account);
    return {
      data: {
        creator_avatar_url: avatarUrl(ctx, request, 'tiktok', account),
        creator_username: identity.username,
        creator_nickname: identity.displayName,
        privacy_level_options: creator.privacyLevelOptions,
        comment_disabled: creator.commentDisabled,
        duet_disabled: creator.duetDisabled,
        stitch_disabled: creator.stitchDisabled,
        max_video_post_duration_sec: 600,
      },
      error: ok(),
    };
  });
}

/** TikTok's per-app user id, UUID-shaped. */
export function tikTokOpenId(account: string): string {
  return stableUuid('tiktok-open', account);
}

function ok() {
  return { code: 'ok', message: '', log_id: tikTokLogId() };
}
