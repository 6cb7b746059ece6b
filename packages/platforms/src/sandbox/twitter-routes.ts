import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityOf, numericId } from './account-identity';
import { avatarUrl } from './avatar-route';
import { registerConsentRoutes } from './consent-routes';
import { sendOAuthError } from './platform-errors';
import { basicCredentials, bearerToken, field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import type { SandboxGrant } from './sandbox-store';
import { exchangeCode, findAccessToken, findRefreshToken } from './token-checks';

const PLATFORMS = ['twitter'] as const;
const ACCESS_TTL = 7200;

/**
 * X: PKCE S256 required, codes valid 30 s, confidential-client HTTP Basic on the token and revoke
 * endpoints, refresh tokens rotated on every use (only with `offline.access`).
 */
export function registerTwitterRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/twitter/web/i/oauth2/authorize',
    platformFor: () => 'twitter',
    pkce: 'required',
    codeTtlSeconds: 30,
  });

  app.post('/twitter/api/2/oauth2/token', async (request, reply) => {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    const failed = ctx.injectedFailure(
      reply,
      'twitter',
      grantType === 'refresh_token' ? 'refresh' : 'token',
    );
    if (failed) return failed;

    const client = basicCredentials(request);
    if (!client) {
      return sendOAuthError(
        reply,
        401,
        'unauthorized_client',
        'Missing valid authorization header',
      );
    }
    const bodyClientId = field(body, 'client_id');
    if (bodyClientId !== undefined && bodyClientId !== client.clientId) {
      return sendOAuthError(
        reply,
        401,
        'unauthorized_client',
        'client_id does not match the authorization header',
      );
    }
    if (grantType === 'authorization_code') {
      const exchange = exchangeCode(ctx.store, {
        platforms: PLATFORMS,
        code: field(body, 'code'),
        clientId: client.clientId,
        redirectUri: field(body, 'redirect_uri'),
        codeVerifier: field(body, 'code_verifier'),
      });
      if (!exchange.ok) {
        const description =
          exchange.refusal === 'verifier_mismatch' || exchange.refusal === 'missing_verifier'
            ? exchange.description
            : 'Value passed for the authorization code was invalid.';
        return sendOAuthError(reply, 400, 'invalid_request', description);
      }
      return sendTokens(reply, ctx, exchange.grant);
    }
    if (grantType === 'refresh_token') {
      const found = findRefreshToken(
        ctx.store,
        PLATFORMS,
        field(body, 'refresh_token'),
        client.clientId,
      );
      if (!found.ok) return sendOAuthError(reply, 400, 'invalid_grant', found.description);
      // Rotation: the refresh token just used stops working.
      ctx.store.revokeToken(found.token.token);
      return sendTokens(reply, ctx, found.token.grant);
    }
    return sendOAuthError(
      reply,
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token',
    );
  });

  app.post('/twitter/api/2/oauth2/revoke', async (request, reply) => {
    if (!basicCredentials(request)) {
      return sendOAuthError(
        reply,
        401,
        'unauthorized_client',
        'Missing valid authorization header',
      );
    }
    const token = field(request.body, 'token');
    if (!token)
      return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter [token].');
    // Revoking either token ends the whole consent; unknown tokens are fine (RFC 7009 §2.2).
    for (const kind of ['access', 'refresh'] as const) {
      const lookup = ctx.store.find(token, kind, PLATFORMS);
      if (lookup.status !== 'unknown') ctx.store.revokeGrant(lookup.token.grant.id);
    }
    return { revoked: true };
  });

  app.get('/twitter/api/2/users/me', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'twitter', 'profile');
    if (failed) return failed;
    const check = findAccessToken(ctx.store, PLATFORMS, bearerToken(request));
    if (!check.ok) return sendXProblem(reply, 401, 'Unauthorized', 'Unauthorized');
    const { grant } = check.token;
    if (!grant.scopes.includes('users.read') || !grant.scopes.includes('tweet.read')) {
      return sendXProblem(
        reply,
        403,
        'Forbidden',
        'The token lacks the users.read and tweet.read scopes.',
      );
    }
    const fields = (field(request.query, 'user.fields') ?? '').split(',');
    const identity = identityOf(grant.account);
    return {
      data: {
        id: numericId(19, 'twitter', grant.account),
        name: identity.displayName,
        username: identity.username.replace(/[^a-z0-9_]/g, '_'),
        ...(fields.includes('profile_image_url')
          ? { profile_image_url: avatarUrl(ctx, request, 'twitter', grant.account) }
          : {}),
      },
    };
  });
}

function sendTokens(reply: FastifyReply, ctx: SandboxContext, grant: SandboxGrant): FastifyReply {
  const access = ctx.store.issue(grant, { kind: 'access', ttlSeconds: ACCESS_TTL });
  const refresh = grant.scopes.includes('offline.access')
    ? ctx.store.issue(grant, { kind: 'refresh', ttlSeconds: null })
    : null;
  return reply.header('cache-control', 'no-store').send({
    token_type: 'bearer',
    expires_in: ACCESS_TTL,
    access_token: access.token,
    scope: grant.scopes.join(' '),
    ...(refresh ? { refresh_token: refresh.token } : {}),
  });
}

/** X API v2 errors are RFC 7807 problems. */
function sendXProblem(
  reply: FastifyReply,
  status: number,
  title: string,
  detail: string,
): FastifyReply {
  return reply.code(status).send({ title, type: 'about:blank', status, detail });
}
