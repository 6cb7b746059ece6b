import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityOf, stableUuid } from './account-identity';
import { avatarUrl } from './avatar-route';
import { registerConsentRoutes } from './consent-routes';
import { sendTikTokApiError, sendTikTokOAuthError, tikTokLogId } from './platform-errors';
import { bearerToken, field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import type { SandboxGrant, SandboxToken } from './sandbox-store';
import { exchangeCode, findAccessToken, findRefreshToken } from './token-checks';

const PLATFORMS = ['tiktok'] as const;
const ACCESS_TTL = 7200;
const REFRESH_TTL = 15_552_000; // 180 days
const PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
];

/**
 * TikTok: `client_key` instead of client_id, credentials in the token request body, rotated refresh
 * tokens, API answers wrapped in `{data, error: {code: "ok"}}`.
 */
export function registerTikTokRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/tiktok/web/v2/auth/authorize/',
    platformFor: () => 'tiktok',
    clientIdParam: 'client_key',
    pkce: 'ignored',
  });

  app.post('/tiktok/api/v2/oauth/token/', async (request, reply) => {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    const failed = ctx.injectedFailure(
      reply,
      'tiktok',
      grantType === 'refresh_token' ? 'refresh' : 'token',
    );
    if (failed) return failed;

    const clientKey = field(body, 'client_key');
    if (!clientKey || !field(body, 'client_secret')) {
      return sendTikTokOAuthError(
        reply,
        401,
        'invalid_client',
        'Client key or secret is incorrect.',
      );
    }
    if (grantType === 'authorization_code') {
      const exchange = exchangeCode(ctx.store, {
        platforms: PLATFORMS,
        code: field(body, 'code'),
        clientId: clientKey,
        redirectUri: field(body, 'redirect_uri'),
        codeVerifier: undefined,
      });
      if (!exchange.ok)
        return sendTikTokOAuthError(reply, 400, 'invalid_grant', exchange.description);
      return sendTokens(reply, ctx, exchange.grant);
    }
    if (grantType === 'refresh_token') {
      const found = findRefreshToken(ctx.store, PLATFORMS, field(body, 'refresh_token'), clientKey);
      if (!found.ok) return sendTikTokOAuthError(reply, 400, 'invalid_grant', found.description);
      ctx.store.revokeToken(found.token.token);
      return sendTokens(reply, ctx, found.token.grant);
    }
    return sendTikTokOAuthError(
      reply,
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token',
    );
  });

  app.post('/tiktok/api/v2/oauth/revoke/', async (request, reply) => {
    const body = request.body;
    if (!field(body, 'client_key') || !field(body, 'client_secret')) {
      return sendTikTokOAuthError(
        reply,
        401,
        'invalid_client',
        'Client key or secret is incorrect.',
      );
    }
    const token = field(body, 'token');
    if (!token) return sendTikTokOAuthError(reply, 400, 'invalid_request', 'Missing token.');
    const lookup = ctx.store.find(token, 'access', PLATFORMS);
    if (lookup.status !== 'unknown') ctx.store.revokeGrant(lookup.token.grant.id);
    return reply.code(200).send();
  });

  app.get('/tiktok/api/v2/user/info/', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'tiktok', 'profile');
    if (failed) return failed;
    const auth = authorize(request, reply, ctx, 'user.info.basic');
    if (!auth.ok) return auth.reply;
    const { token } = auth;
    const fields = (field(request.query, 'fields') ?? '').split(',').filter((name) => name !== '');
    if (fields.length === 0) {
      return sendTikTokApiError(reply, 400, 'invalid_params', 'The fields parameter is required.');
    }
    const { account } = token.grant;
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
    const failed = ctx.injectedFailure(reply, 'tiktok', 'profile');
    if (failed) return failed;
    const auth = authorize(request, reply, ctx, 'video.publish');
    if (!auth.ok) return auth.reply;
    const { token } = auth;
    const { account } = token.grant;
    const identity = identityOf(account);
    return {
      data: {
        creator_avatar_url: avatarUrl(ctx, request, 'tiktok', account),
        creator_username: identity.username,
        creator_nickname: identity.displayName,
        privacy_level_options: PRIVACY_LEVELS,
        comment_disabled: false,
        duet_disabled: false,
        stitch_disabled: false,
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

// The live token carrying `scope`, or the error reply already sent.
function authorize(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: SandboxContext,
  scope: string,
): { ok: true; token: SandboxToken } | { ok: false; reply: FastifyReply } {
  const check = findAccessToken(ctx.store, PLATFORMS, bearerToken(request));
  if (!check.ok) {
    const message = 'The access token is invalid or not found in the request.';
    return { ok: false, reply: sendTikTokApiError(reply, 401, 'access_token_invalid', message) };
  }
  if (!check.token.grant.scopes.includes(scope)) {
    const message = `The user did not authorize the scope required for completing this request (${scope}).`;
    return { ok: false, reply: sendTikTokApiError(reply, 401, 'scope_not_authorized', message) };
  }
  return { ok: true, token: check.token };
}

function sendTokens(reply: FastifyReply, ctx: SandboxContext, grant: SandboxGrant): FastifyReply {
  const access = ctx.store.issue(grant, { kind: 'access', ttlSeconds: ACCESS_TTL });
  const refresh = ctx.store.issue(grant, { kind: 'refresh', ttlSeconds: REFRESH_TTL });
  return reply.header('cache-control', 'no-store').send({
    open_id: tikTokOpenId(grant.account),
    scope: grant.scopes.join(','),
    access_token: access.token,
    expires_in: ACCESS_TTL,
    refresh_token: refresh.token,
    refresh_expires_in: REFRESH_TTL,
    token_type: 'Bearer',
  });
}
