import type { Platform } from '@fanout/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticateClient, type ClientAuthentication } from './client-authentication';
import type { OAuthErrorSender, OAuthRefusal } from '../http/platform-errors';
import type { RefreshTokenPolicy } from './refresh-token-policies';
import { field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxGrant, SandboxToken } from '../store/sandbox-store';
import { exchangeCode, findRefreshToken, type CodeRefusal } from './token-checks';

type GrantType = 'authorization_code' | 'refresh_token';

/** What one successful token request issued, for the platform to shape its answer from. */
export interface IssuedTokens<Refresh extends SandboxToken | null> {
  grantType: GrantType;
  grant: SandboxGrant;
  access: SandboxToken;
  refresh: Refresh;
}

/** How one platform's RFC 6749 token endpoint (code and refresh-token grants) differs. */
export interface OAuthTokenEndpoint<Refresh extends SandboxToken | null> {
  platform: Platform;
  /** Route path inside the sandbox, e.g. `/linkedin/www/oauth/v2/accessToken`. */
  path: string;
  client: ClientAuthentication;
  /** The platform's OAuth error body (TikTok's carries a log id). */
  sendError: OAuthErrorSender;
  accessTtlSeconds: number;
  refreshTokens: RefreshTokenPolicy<Refresh>;
  /** The success body; it is sent with `cache-control: no-store`. */
  tokenResponse(tokens: IssuedTokens<Refresh>): Record<string, unknown>;
  /** A refused code; default `invalid_grant` with the check's description. */
  codeRefused?(refusal: CodeRefusal, description: string): OAuthRefusal;
  /** A refused refresh token; default `invalid_grant` with the check's description. */
  refreshRefused?(description: string): OAuthRefusal;
  /** Any other grant type; default `unsupported_grant_type` naming the two supported. */
  unsupportedGrant?(grantType: string | undefined): OAuthRefusal;
}

/**
 * `POST {path}` (form body): a queued failure first (the `refresh` one for a refresh request), then
 * the client's credentials, then the grant. A code becomes a grant with a new access token and,
 * per the policy, a refresh token; a refresh token buys a new access token and, per the policy,
 * itself again or its successor.
 */
export function registerOAuthTokenRoute<Refresh extends SandboxToken | null>(
  app: FastifyInstance,
  ctx: SandboxContext,
  endpoint: OAuthTokenEndpoint<Refresh>,
): void {
  const platforms = [endpoint.platform];
  const refuse = (reply: FastifyReply, status: number, refusal: OAuthRefusal) =>
    endpoint.sendError(reply, status, refusal.error, refusal.description);
  const sendTokens = (
    reply: FastifyReply,
    grantType: GrantType,
    grant: SandboxGrant,
    refresh: Refresh,
  ) => {
    const access = ctx.store.issue(grant, {
      kind: 'access',
      ttlSeconds: endpoint.accessTtlSeconds,
    });
    const body = endpoint.tokenResponse({ grantType, grant, access, refresh });
    return reply.header('cache-control', 'no-store').send(body);
  };

  app.post(endpoint.path, async (request, reply) => {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    const operation = grantType === 'refresh_token' ? 'refresh' : 'token';
    const failed = ctx.injectedFailure(reply, endpoint.platform, operation);
    if (failed) return failed;

    const client = authenticateClient(request, endpoint.client);
    if (!client.ok) return refuse(reply, 401, client.refusal);

    if (grantType === 'authorization_code') {
      const exchange = exchangeCode(ctx.store, {
        platforms,
        clientId: client.clientId,
        params: body,
      });
      if (!exchange.ok) {
        const { refusal, description } = exchange;
        return refuse(
          reply,
          400,
          endpoint.codeRefused?.(refusal, description) ?? invalidGrant(description),
        );
      }
      const { grant } = exchange;
      return sendTokens(reply, grantType, grant, endpoint.refreshTokens.issue(grant));
    }
    if (grantType === 'refresh_token') {
      const found = findRefreshToken(
        ctx.store,
        platforms,
        field(body, 'refresh_token'),
        client.clientId,
      );
      if (!found.ok) {
        const { description } = found;
        return refuse(
          reply,
          400,
          endpoint.refreshRefused?.(description) ?? invalidGrant(description),
        );
      }
      const refresh = endpoint.refreshTokens.renew(found.token);
      return sendTokens(reply, grantType, found.token.grant, refresh);
    }
    return refuse(
      reply,
      400,
      endpoint.unsupportedGrant?.(grantType) ?? {
        error: 'unsupported_grant_type',
        description: 'grant_type must be authorization_code or refresh_token',
      },
    );
  });
}

function invalidGrant(description: string): OAuthRefusal {
  return { error: 'invalid_grant', description };
}
