import type { FastifyInstance, FastifyReply } from 'fastify';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { ALPHANUMERIC, identityOf, stableId } from '../identity/account-identity';
import { avatarUrl } from '../identity/avatar-route';
import { registerConsentRoutes } from '../consent/consent-routes';
import { registerOAuthTokenRoute } from '../oauth/oauth-token-route';
import { sendOAuthError } from '../http/platform-errors';
import { keptRefreshTokens } from '../oauth/refresh-token-policies';
import type { SandboxContext } from '../sandbox-context';

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

  registerOAuthTokenRoute(app, ctx, {
    platform: 'linkedin',
    path: '/linkedin/www/oauth/v2/accessToken',
    client: {
      style: 'body',
      refused: { error: 'invalid_client', description: 'Client authentication failed' },
    },
    sendError: sendOAuthError,
    accessTtlSeconds: ACCESS_TTL,
    refreshTokens: keptRefreshTokens(ctx.store, REFRESH_TTL),
    // A new 60-day access token; the refresh token is the grant's one, with its remaining lifetime.
    tokenResponse: ({ grant, access, refresh }) => ({
      access_token: access.token,
      expires_in: ACCESS_TTL,
      refresh_token: refresh.token,
      refresh_token_expires_in: ctx.store.secondsLeft(refresh) ?? REFRESH_TTL,
      scope: grant.scopes.join(','),
      token_type: 'Bearer',
    }),
  });

  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'linkedin',
    unauthorized: (reply, reason) =>
      reason === 'expired'
        ? sendLinkedInError(reply, 401, 65601, 'The token used in the request has expired')
        : sendLinkedInError(reply, 401, 65600, 'Invalid access token'),
    forbidden: (reply) =>
      sendLinkedInError(reply, 403, 100, 'Not enough permissions to access: userinfo.GET'),
  });

  app.get('/linkedin/api/v2/userinfo', async (request, reply) => {
    const auth = requireToken(request, reply, ['openid', 'profile']);
    if (!auth.ok) return auth.reply;
    const { grant } = auth.token;
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
