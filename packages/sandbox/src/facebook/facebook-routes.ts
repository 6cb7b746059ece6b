import type { Platform } from '@fanout/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { META_GRAPH_VERSION } from '@fanout/platforms';
import { identityOf } from '../identity/account-identity';
import { avatarUrl } from '../identity/avatar-route';
import { registerConsentRoutes } from '../consent/consent-routes';
import { facebookUserId, sandboxPages } from './facebook-pages';
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
import type { SandboxToken } from '../store/sandbox-store';
import { exchangeCode, findAccessToken, type AccessCheck } from '../oauth/token-checks';

const SERVED_PLATFORMS = ['facebook', 'instagram'] as const;
const GRAPH = `/facebook/graph/${META_GRAPH_VERSION}`;
const SHORT_TTL = 3600;
const LONG_TTL = 5_184_000;
const PAGE_FIELDS = ['access_token', 'category', 'name', 'tasks'];

/**
 * Facebook Login, which Instagram (Facebook Login for Business) shares: a consent asking for
 * `instagram_*` scopes is an Instagram one, and so are its code and tokens. Short-lived token →
 * long-lived by `fb_exchange_token`, re-exchanged to refresh; Pages and their Instagram accounts
 * come from /me/accounts.
 */
export function registerFacebookRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerFacebookTokenRoutes(app, ctx);
  registerFacebookAccountRoutes(app, ctx);
}

/** Consent and the Graph token exchange (code, long-lived, Page tokens). */
function registerFacebookTokenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerConsentRoutes(app, ctx, {
    path: `/facebook/web/${META_GRAPH_VERSION}/dialog/oauth`,
    platformFor: (scopes) =>
      scopes.some((scope) => scope.startsWith('instagram_')) ? 'instagram' : 'facebook',
    pkce: 'ignored',
    denyParams: { error_reason: 'user_denied' },
  });

  app.get(`${GRAPH}/oauth/access_token`, async (request, reply) => {
    const query = request.query;
    const exchanging = field(query, 'grant_type') === 'fb_exchange_token';
    const presented = exchanging
      ? ctx.store.find(field(query, 'fb_exchange_token') ?? '', 'access', SERVED_PLATFORMS)
      : null;
    const code = exchanging
      ? null
      : ctx.store.findCode(field(query, 'code') ?? '', SERVED_PLATFORMS);
    const platform: Platform =
      (presented?.status === 'unknown' ? undefined : presented?.token.grant.platform) ??
      (code?.status === 'unknown' ? undefined : code?.code.platform) ??
      'facebook';
    ctx.attribute(request, platform);
    // Re-exchanging a long-lived token is how Meta tokens are refreshed.
    const refreshing = presented?.status === 'valid' && presented.token.variant === 'long-lived';
    const failed = ctx.injectedFailure(reply, platform, refreshing ? 'refresh' : 'token');
    if (failed) return failed;

    const clientId = field(query, 'client_id');
    if (!clientId || !field(query, 'client_secret')) return sendGraphClientError(reply);

    if (!exchanging) {
      const exchange = exchangeCode(ctx.store, {
        platforms: SERVED_PLATFORMS,
        clientId,
        params: query,
      });
      if (!exchange.ok) return sendGraphCodeError(reply, exchange.refusal);
      return issueGraphUserToken(ctx.store, exchange.grant, 'short-lived', SHORT_TTL);
    }

    // An expired long-lived token cannot be re-exchanged: the account must reconnect.
    const check = userToken(
      findAccessToken(ctx.store, SERVED_PLATFORMS, field(query, 'fb_exchange_token')),
    );
    if (!check.ok) return sendGraphTokenError(reply, check.reason);
    if (check.token.grant.clientId !== clientId) {
      return sendMetaError(reply, 400, 'The access token was issued to another app.', 100);
    }
    return issueGraphUserToken(ctx.store, check.token.grant, 'long-lived', LONG_TTL);
  });
}

/** The user (`/me`), their Pages (`/me/accounts`) and the withdrawal of the consent. */
function registerFacebookAccountRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get(`${GRAPH}/me`, async (request, reply) => {
    const found = authenticate(ctx, request);
    const failed = ctx.injectedFailure(reply, found.platform, 'profile');
    if (failed) return failed;
    if (!found.check.ok) return sendGraphTokenError(reply, found.check.reason);
    const { account } = found.check.token.grant;
    const identity = identityOf(account);
    const node = {
      id: facebookUserId(account),
      name: identity.displayName,
      first_name: identity.givenName,
      last_name: identity.familyName,
      picture: {
        data: {
          height: 50,
          is_silhouette: false,
          url: avatarUrl(ctx, request, 'facebook', account),
          width: 50,
        },
      },
    };
    return pickGraphFields(node, field(request.query, 'fields'), ['name']);
  });

  app.get(`${GRAPH}/me/accounts`, async (request, reply) => {
    const found = authenticate(ctx, request);
    const failed = ctx.injectedFailure(reply, found.platform, 'profile');
    if (failed) return failed;
    if (!found.check.ok) return sendGraphTokenError(reply, found.check.reason);
    const { grant } = found.check.token;
    if (!grant.scopes.includes('pages_show_list')) {
      return sendMetaError(reply, 403, '(#200) Requires pages_show_list permission', 200);
    }
    const fields = field(request.query, 'fields');
    const data = sandboxPages(grant.account).map((page) => {
      const pageToken = ctx.store.issue(grant, {
        kind: 'access',
        variant: 'page',
        ttlSeconds: null,
        subject: page.id,
      });
      const node = {
        id: page.id,
        name: page.name,
        access_token: pageToken.token,
        category: page.category,
        category_list: [{ id: '2200', name: page.category }],
        tasks: page.tasks,
        instagram_business_account: page.instagram
          ? {
              ...page.instagram,
              profile_picture_url: avatarUrl(ctx, request, 'instagram', grant.account),
            }
          : undefined,
      };
      return pickGraphFields(node, fields, PAGE_FIELDS);
    });
    return { data, paging: { cursors: { before: 'QVFIUm', after: 'QVFIUn' } } };
  });

  app.delete(`${GRAPH}/me/permissions`, async (request, reply) => {
    const found = authenticate(ctx, request);
    if (!found.check.ok) return sendGraphTokenError(reply, found.check.reason);
    const { grant } = found.check.token;
    ctx.store.revokeAccount(grant.platform, grant.account);
    return { success: true };
  });
}

// The user token of a Graph call, and the platform (Facebook or Instagram) it belongs to.
function authenticate(
  ctx: SandboxContext,
  request: FastifyRequest,
): { check: AccessCheck; platform: Platform } {
  const token = graphAccessToken(request);
  const lookup = token ? ctx.store.find(token, 'access', SERVED_PLATFORMS) : null;
  const platform = lookup && lookup.status !== 'unknown' ? lookup.token.grant.platform : 'facebook';
  ctx.attribute(request, platform);
  return { check: userToken(findAccessToken(ctx.store, SERVED_PLATFORMS, token)), platform };
}

// Page tokens act as their Page, which these user endpoints do not model.
function userToken(check: AccessCheck): AccessCheck {
  return check.ok && isPageToken(check.token) ? { ok: false, reason: 'unknown' } : check;
}

function isPageToken(token: SandboxToken): boolean {
  return token.variant === 'page';
}
