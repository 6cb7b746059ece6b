import type { FastifyInstance } from 'fastify';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { identityOf, numericId } from '../identity/account-identity';
import { avatarUrl } from '../identity/avatar-route';
import { registerConsentRoutes } from '../consent/consent-routes';
import {
  graphAccessToken,
  issueGraphUserToken,
  pickGraphFields,
  sendGraphClientError,
  sendGraphCodeError,
  sendGraphTokenError,
} from '../meta/graph-api';
import { sendMetaError } from '../http/platform-errors';
import { field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxOperation } from '../control/sandbox-controller';
import type { TokenVariant } from '../store/sandbox-store';
import { exchangeCode, findAccessToken } from '../oauth/token-checks';

const SERVED_PLATFORMS = ['threads'] as const;
const SHORT_TTL = 3600;
const LONG_TTL = 5_184_000;

/**
 * Threads: the code buys a one-hour token, exchanged for a 60-day one (`th_exchange_token`), which
 * refreshes itself (`th_refresh_token`) while it is still alive. No refresh token.
 */
export function registerThreadsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: '/threads/web/oauth/authorize',
    platformFor: () => 'threads',
    pkce: 'ignored',
  });

  app.post('/threads/graph/oauth/access_token', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'threads', 'token');
    if (failed) return failed;
    const body = request.body;
    const clientId = field(body, 'client_id');
    if (!clientId || !field(body, 'client_secret')) return sendGraphClientError(reply);
    if (field(body, 'grant_type') !== 'authorization_code') {
      return sendMetaError(reply, 400, 'grant_type must be authorization_code', 100);
    }
    const exchange = exchangeCode(ctx.store, {
      platforms: SERVED_PLATFORMS,
      clientId,
      params: body,
    });
    if (!exchange.ok) return sendGraphCodeError(reply, exchange.refusal);
    const short = ctx.store.issue(exchange.grant, {
      kind: 'access',
      variant: 'short-lived',
      ttlSeconds: SHORT_TTL,
    });
    // Threads answers the user id as a JSON number (the sandbox keeps it below 2^53).
    return { access_token: short.token, user_id: Number(threadsUserId(exchange.grant.account)) };
  });

  registerLongLivedTokenRoute(app, ctx, {
    path: '/threads/graph/access_token',
    operation: 'token',
    grantType: 'th_exchange_token',
    appSecret: 'required',
    from: 'short-lived',
    wrongVariant: 'Only a short-lived token can be exchanged.',
  });

  // An expired long-lived token cannot be refreshed: the account must reconnect.
  registerLongLivedTokenRoute(app, ctx, {
    path: '/threads/graph/refresh_access_token',
    operation: 'refresh',
    grantType: 'th_refresh_token',
    appSecret: 'not sent',
    from: 'long-lived',
    wrongVariant: 'Only a long-lived token can be refreshed.',
  });

  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'threads',
    tokenFrom: graphAccessToken,
    unauthorized: sendGraphTokenError,
    forbidden: (reply) =>
      sendMetaError(reply, 403, 'Application does not have permission for this action', 10),
  });

  app.get('/threads/graph/v1.0/me', async (request, reply) => {
    const auth = requireToken(request, reply, ['threads_basic']);
    if (!auth.ok) return auth.reply;
    const { grant } = auth.token;
    const identity = identityOf(grant.account);
    const node = {
      id: threadsUserId(grant.account),
      username: identity.username,
      name: identity.displayName,
      threads_profile_picture_url: avatarUrl(ctx, request, 'threads', grant.account),
      threads_biography: 'A Fanout sandbox account.',
    };
    return pickGraphFields(node, field(request.query, 'fields'), ['id']);
  });
}

/**
 * `GET {path}?grant_type&access_token`: the exchange and the refresh are the same trade, a live
 * token of one variant for a new long-lived one; only the exchange sends the app secret.
 */
function registerLongLivedTokenRoute(
  app: FastifyInstance,
  ctx: SandboxContext,
  route: {
    path: string;
    operation: SandboxOperation;
    grantType: string;
    appSecret: 'required' | 'not sent';
    from: TokenVariant;
    wrongVariant: string;
  },
): void {
  app.get(route.path, async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'threads', route.operation);
    if (failed) return failed;
    const query = request.query;
    if (route.appSecret === 'required' && !field(query, 'client_secret')) {
      return sendGraphClientError(reply);
    }
    if (field(query, 'grant_type') !== route.grantType) {
      return sendMetaError(reply, 400, `grant_type must be ${route.grantType}`, 100);
    }
    const check = findAccessToken(ctx.store, SERVED_PLATFORMS, field(query, 'access_token'));
    if (!check.ok) return sendGraphTokenError(reply, check.reason);
    if (check.token.variant !== route.from) {
      return sendMetaError(reply, 400, route.wrongVariant, 100);
    }
    return issueGraphUserToken(ctx.store, check.token.grant, 'long-lived', LONG_TTL);
  });
}

/** Threads user ids: 15 digits, the same for the same account name. */
export function threadsUserId(account: string): string {
  return numericId(15, 'threads', account);
}
