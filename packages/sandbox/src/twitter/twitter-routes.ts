import type { FastifyInstance, FastifyReply } from 'fastify';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { identityOf, numericId } from '../identity/account-identity';
import { avatarUrl } from '../identity/avatar-route';
import { authenticateClient, type ClientAuthentication } from '../oauth/client-authentication';
import { registerConsentRoutes } from '../consent/consent-routes';
import { registerOAuthTokenRoute } from '../oauth/oauth-token-route';
import { sendOAuthError } from '../http/platform-errors';
import { rotatedRefreshTokens, type RefreshTokenPolicy } from '../oauth/refresh-token-policies';
import { field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxToken } from '../store/sandbox-store';

const SERVED_PLATFORMS = ['twitter'] as const;
const ACCESS_TTL = 7200;
const CLIENT = {
  style: 'basic',
  refused: { error: 'unauthorized_client', description: 'Missing valid authorization header' },
} satisfies ClientAuthentication;

/**
 * X: PKCE S256 required, codes valid 30 s, confidential-client HTTP Basic on the token and revoke
 * endpoints, refresh tokens rotated on every use (only with `offline.access`).
 */
export function registerTwitterRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerTwitterTokenRoutes(app, ctx);
  registerTwitterUserRoute(app, ctx);
}

/** Consent, token exchange and refresh (rotated, with `offline.access` only), and revocation. */
function registerTwitterTokenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/twitter/web/i/oauth2/authorize',
    platformFor: () => 'twitter',
    pkce: 'required',
    codeTtlSeconds: 30,
  });

  // Refresh tokens only for `offline.access` (so only such grants have one to renew), rotated.
  const rotated = rotatedRefreshTokens(ctx.store, null);
  const refreshTokens: RefreshTokenPolicy<SandboxToken | null> = {
    issue: (grant) => (grant.scopes.includes('offline.access') ? rotated.issue(grant) : null),
    renew: rotated.renew,
  };
  registerOAuthTokenRoute(app, ctx, {
    platform: 'twitter',
    path: '/twitter/api/2/oauth2/token',
    client: {
      ...CLIENT,
      bodyIdMismatch: {
        error: 'unauthorized_client',
        description: 'client_id does not match the authorization header',
      },
    },
    sendError: sendOAuthError,
    accessTtlSeconds: ACCESS_TTL,
    refreshTokens,
    tokenResponse: ({ grant, access, refresh }) => ({
      token_type: 'bearer',
      expires_in: ACCESS_TTL,
      access_token: access.token,
      scope: grant.scopes.join(' '),
      ...(refresh ? { refresh_token: refresh.token } : {}),
    }),
    // Every bad code is an invalid_request, and only PKCE failures say what was wrong.
    codeRefused: (refusal, description) => ({
      error: 'invalid_request',
      description:
        refusal === 'verifier_mismatch' || refusal === 'missing_verifier'
          ? description
          : 'Value passed for the authorization code was invalid.',
    }),
  });

  app.post('/twitter/api/2/oauth2/revoke', async (request, reply) => {
    const client = authenticateClient(request, CLIENT);
    if (!client.ok) {
      return sendOAuthError(reply, 401, client.refusal.error, client.refusal.description);
    }
    const token = field(request.body, 'token');
    if (!token)
      return sendOAuthError(reply, 400, 'invalid_request', 'Missing required parameter [token].');
    // Revoking either token ends the whole consent; unknown tokens are fine (RFC 7009 §2.2).
    for (const kind of ['access', 'refresh'] as const) {
      const lookup = ctx.store.find(token, kind, SERVED_PLATFORMS);
      if (lookup.status !== 'unknown') ctx.store.revokeGrant(lookup.token.grant.id);
    }
    return { revoked: true };
  });
}

/** The caller (`/2/users/me`). */
function registerTwitterUserRoute(app: FastifyInstance, ctx: SandboxContext): void {
  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'twitter',
    unauthorized: (reply) => sendXProblem(reply, 401, 'Unauthorized', 'Unauthorized'),
    forbidden: (reply) =>
      sendXProblem(
        reply,
        403,
        'Forbidden',
        'The token lacks the users.read and tweet.read scopes.',
      ),
  });

  app.get('/twitter/api/2/users/me', async (request, reply) => {
    const auth = requireToken(request, reply, ['users.read', 'tweet.read']);
    if (!auth.ok) return auth.reply;
    const { grant } = auth.token;
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

/** X API v2 errors are RFC 7807 problems. */
function sendXProblem(
  reply: FastifyReply,
  status: number,
  title: string,
  detail: string,
): FastifyReply {
  return reply.code(status).send({ title, type: 'about:blank', status, detail });
}
