import type { FastifyInstance } from 'fastify';
import { identityOf, numericId } from './account-identity';
import { avatarUrl } from './avatar-route';
import { registerConsentRoutes } from './consent-routes';
import {
  graphAccessToken,
  pickGraphFields,
  sendGraphClientError,
  sendGraphCodeError,
  sendGraphTokenError,
} from './graph-api';
import { sendMetaError } from './platform-errors';
import { field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import { exchangeCode, findAccessToken } from './token-checks';

const PLATFORMS = ['threads'] as const;
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
      platforms: PLATFORMS,
      code: field(body, 'code'),
      clientId,
      redirectUri: field(body, 'redirect_uri'),
      codeVerifier: undefined,
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

  app.get('/threads/graph/access_token', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'threads', 'token');
    if (failed) return failed;
    const query = request.query;
    if (!field(query, 'client_secret')) return sendGraphClientError(reply);
    if (field(query, 'grant_type') !== 'th_exchange_token') {
      return sendMetaError(reply, 400, 'grant_type must be th_exchange_token', 100);
    }
    const check = findAccessToken(ctx.store, PLATFORMS, field(query, 'access_token'));
    if (!check.ok) return sendGraphTokenError(reply, check.reason);
    if (check.token.variant !== 'short-lived') {
      return sendMetaError(reply, 400, 'Only a short-lived token can be exchanged.', 100);
    }
    const long = ctx.store.issue(check.token.grant, {
      kind: 'access',
      variant: 'long-lived',
      ttlSeconds: LONG_TTL,
    });
    return { access_token: long.token, token_type: 'bearer', expires_in: LONG_TTL };
  });

  app.get('/threads/graph/refresh_access_token', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'threads', 'refresh');
    if (failed) return failed;
    const query = request.query;
    if (field(query, 'grant_type') !== 'th_refresh_token') {
      return sendMetaError(reply, 400, 'grant_type must be th_refresh_token', 100);
    }
    // An expired long-lived token cannot be refreshed: the account must reconnect.
    const check = findAccessToken(ctx.store, PLATFORMS, field(query, 'access_token'));
    if (!check.ok) return sendGraphTokenError(reply, check.reason);
    if (check.token.variant !== 'long-lived') {
      return sendMetaError(reply, 400, 'Only a long-lived token can be refreshed.', 100);
    }
    const long = ctx.store.issue(check.token.grant, {
      kind: 'access',
      variant: 'long-lived',
      ttlSeconds: LONG_TTL,
    });
    return { access_token: long.token, token_type: 'bearer', expires_in: LONG_TTL };
  });

  app.get('/threads/graph/v1.0/me', async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'threads', 'profile');
    if (failed) return failed;
    const check = findAccessToken(ctx.store, PLATFORMS, graphAccessToken(request));
    if (!check.ok) return sendGraphTokenError(reply, check.reason);
    const { grant } = check.token;
    if (!grant.scopes.includes('threads_basic')) {
      return sendMetaError(reply, 403, 'Application does not have permission for this action', 10);
    }
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

/** Threads user ids: 15 digits, the same for the same account name. */
export function threadsUserId(account: string): string {
  return numericId(15, 'threads', account);
}
