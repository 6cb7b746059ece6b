import type { FastifyInstance, FastifyReply } from 'fastify';
import { ALPHANUMERIC, identityOf, stableId } from './account-identity';
import { avatarUrl } from './avatar-route';
import { registerConsentRoutes } from './consent-routes';
import { sendOAuthError } from './platform-errors';
import { bearerToken, field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import type { SandboxGrant, SandboxToken } from './sandbox-store';
import { exchangeCode, findAccessToken, findRefreshToken } from './token-checks';

const PLATFORMS = ['linkedin'] as const;
const ACCESS_TTL = 5_184_000; // 60 days
const REFRESH_TTL = 31_536_000; // 365 days from consent; refreshing does not extend it

/**
 * LinkedIn: consent at {www}/oauth/v2/authorization, client credentials in the token request body,
 * refresh tokens that are not rotated, and the OpenID userinfo profile.
 */
export function registerLinkedInRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/linkedin/www/oauth/v2/authorization',
    platformFor: () => 'linkedin',
    pkce: 'ignored',
  });

  app.post('/linkedin/www/oauth/v2/accessToken', async (request, reply) => {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    const operation = grantType === 'refresh_token' ? 'refresh' : 'token';
    const failed = ctx.injectedFailure(reply, 'linkedin', operation);
    if (failed) return failed;

    const clientId = field(body, 'client_id');
    if (!clientId || !field(body, 'client_secret')) {
      return sendOAuthError(reply, 401, 'invalid_client', 'Client authentication failed');
    }
    if (grantType === 'authorization_code') {
      const exchange = exchangeCode(ctx.store, {
        platforms: PLATFORMS,
        code: field(body, 'code'),
        clientId,
        redirectUri: field(body, 'redirect_uri'),
        codeVerifier: undefined,
      });
      if (!exchange.ok) return sendOAuthError(reply, 400, 'invalid_grant', exchange.description);
      const refresh = ctx.store.issue(exchange.grant, { kind: 'refresh', ttlSeconds: REFRESH_TTL });
      return sendTokens(reply, ctx, exchange.grant, refresh);
    }
    if (grantType === 'refresh_token') {
      const found = findRefreshToken(ctx.store, PLATFORMS, field(body, 'refresh_token'), clientId);
      if (!found.ok) return sendOAuthError(reply, 400, 'invalid_grant', found.description);
      return sendTokens(reply, ctx, found.token.grant, found.token);
    }
    return sendOAuthError(
      reply,
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token',
    );
  });

  app.get('/linkedin/api/v2/userinfo', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'linkedin', 'profile');
    if (failed) return failed;
    const check = findAccessToken(ctx.store, PLATFORMS, bearerToken(request));
    if (!check.ok) {
      return check.reason === 'expired'
        ? sendLinkedInError(reply, 401, 65601, 'The token used in the request has expired')
        : sendLinkedInError(reply, 401, 65600, 'Invalid access token');
    }
    const { grant } = check.token;
    if (!grant.scopes.includes('openid') || !grant.scopes.includes('profile')) {
      return sendLinkedInError(reply, 403, 100, 'Not enough permissions to access: userinfo.GET');
    }
    const identity = identityOf(grant.account);
    return {
      sub: linkedInSub(grant.account),
      email_verified: grant.scopes.includes('email') ? true : undefined,
      name: identity.displayName,
      locale: { country: 'US', language: 'en' },
      given_name: identity.givenName,
      family_name: identity.familyName,
      picture: avatarUrl(ctx, request, 'linkedin', grant.account),
      email: grant.scopes.includes('email') ? `${identity.username}@sandbox.invalid` : undefined,
    };
  });
}

/** LinkedIn member ids (`sub`) are 10 letters and digits; the member URN is `urn:li:person:{sub}`. */
export function linkedInSub(account: string): string {
  return stableId(10, ALPHANUMERIC, 'linkedin', account);
}

// A new 60-day access token; the refresh token is the grant's one, with its remaining lifetime.
function sendTokens(
  reply: FastifyReply,
  ctx: SandboxContext,
  grant: SandboxGrant,
  refresh: SandboxToken,
): FastifyReply {
  const access = ctx.store.issue(grant, { kind: 'access', ttlSeconds: ACCESS_TTL });
  return reply.header('cache-control', 'no-store').send({
    access_token: access.token,
    expires_in: ACCESS_TTL,
    refresh_token: refresh.token,
    refresh_token_expires_in: ctx.store.secondsLeft(refresh) ?? REFRESH_TTL,
    scope: grant.scopes.join(','),
    token_type: 'Bearer',
  });
}

/** LinkedIn's REST errors: `{status, serviceErrorCode, code, message}`. */
function sendLinkedInError(
  reply: FastifyReply,
  status: number,
  serviceErrorCode: number,
  message: string,
): FastifyReply {
  const code = status === 401 ? 'INVALID_ACCESS_TOKEN' : 'ACCESS_DENIED';
  return reply.code(status).send({ status, serviceErrorCode, code, message });
}
