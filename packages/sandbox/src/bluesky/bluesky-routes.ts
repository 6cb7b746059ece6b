import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityOf, stableId } from '../identity/account-identity';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { avatarUrl } from '../identity/avatar-route';
import { sendXrpcError } from '../http/platform-errors';
import { bearerToken, field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxGrant } from '../store/sandbox-store';

const SERVED_PLATFORMS = ['bluesky'] as const;
const XRPC = '/bluesky/pds/xrpc';
const ACCESS_TTL = 7200;
const REFRESH_TTL = 90 * 86_400;
const APP_PASSWORD = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;

/**
 * Bluesky by app password: any handle signs in with a password shaped like one
 * (`xxxx-xxxx-xxxx-xxxx`); sessions are JWT pairs, both rotated by refreshSession.
 */
export function registerBlueskyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post(`${XRPC}/com.atproto.server.createSession`, async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'bluesky', 'token');
    if (failed) return failed;
    const identifier = field(request.body, 'identifier');
    const password = field(request.body, 'password');
    if (identifier === undefined) {
      return sendXrpcError(
        reply,
        400,
        'InvalidRequest',
        'Input must have the property "identifier"',
      );
    }
    if (password === undefined) {
      return sendXrpcError(reply, 400, 'InvalidRequest', 'Input must have the property "password"');
    }
    const handle = handleOf(identifier);
    if (handle === null || !APP_PASSWORD.test(password)) {
      return sendXrpcError(reply, 401, 'AuthenticationRequired', 'Invalid identifier or password');
    }
    const grant = ctx.store.createGrant({
      platform: 'bluesky',
      account: handle,
      clientId: 'app-password',
      scopes: ['com.atproto.appPass'],
    });
    return sendSession(reply, ctx, grant);
  });

  app.post(`${XRPC}/com.atproto.server.refreshSession`, async (request, reply) => {
    const failed = ctx.injectedFailure(reply, 'bluesky', 'refresh');
    if (failed) return failed;
    const lookup = lookupRefresh(ctx, bearerToken(request));
    if (lookup.status !== 'valid') return sendTokenError(reply, lookup.status);
    // Rotation: the refresh JWT just used stops working; the old access JWT lives out its hours.
    ctx.store.revokeToken(lookup.token.token);
    return sendSession(reply, ctx, lookup.token.grant);
  });

  app.post(`${XRPC}/com.atproto.server.deleteSession`, async (request, reply) => {
    const lookup = lookupRefresh(ctx, bearerToken(request));
    if (lookup.status !== 'valid') return sendTokenError(reply, lookup.status);
    ctx.store.revokeGrant(lookup.token.grant.id);
    return reply.code(200).send();
  });

  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'bluesky',
    unauthorized: (reply, reason) =>
      reason === 'missing'
        ? sendXrpcError(reply, 401, 'AuthenticationRequired', 'Authentication Required')
        : sendTokenError(reply, reason),
  });

  app.get(`${XRPC}/app.bsky.actor.getProfile`, async (request, reply) => {
    const auth = requireToken(request, reply);
    if (!auth.ok) return auth.reply;
    const actor = field(request.query, 'actor');
    if (actor === undefined) {
      return sendXrpcError(reply, 400, 'InvalidRequest', 'Params must have the property "actor"');
    }
    const own = auth.token.grant.account;
    const handle =
      actor === blueskyDid(own) ? own : actor.startsWith('did:') ? null : handleOf(actor);
    if (handle === null) return sendXrpcError(reply, 400, 'InvalidRequest', 'Profile not found');
    const identity = identityOf(handle.split('.')[0] ?? handle);
    return {
      did: blueskyDid(handle),
      handle,
      displayName: identity.displayName,
      description: 'A Fanout sandbox account.',
      avatar: avatarUrl(ctx, request, 'bluesky', identity.account),
      followersCount: 42,
      followsCount: 7,
      postsCount: 3,
      indexedAt: '2024-01-01T00:00:00.000Z',
      createdAt: '2024-01-01T00:00:00.000Z',
    };
  });
}

/** `did:plc:` + 24 base32 characters derived from the handle. */
export function blueskyDid(handle: string): string {
  return `did:plc:${stableId(24, 'abcdefghijklmnopqrstuvwxyz234567', 'bluesky', handle)}`;
}

/** `@Alice` → `alice.bsky.social`; `alice@example.com` → `alice.bsky.social`; null when unusable. */
function handleOf(identifier: string): string | null {
  let handle = identifier.trim().toLowerCase().replace(/^@/, '');
  if (handle.includes('@')) handle = handle.slice(0, handle.indexOf('@'));
  if (!handle.includes('.')) handle = `${handle}.bsky.social`;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(handle) && handle.length <= 253 ? handle : null;
}

function lookupRefresh(ctx: SandboxContext, token: string | undefined) {
  return token
    ? ctx.store.find(token, 'refresh', SERVED_PLATFORMS)
    : ({ status: 'unknown' } as const);
}

// Unknown (or rotated, revoked) and expired JWTs, as the PDS words them.
function sendTokenError(reply: FastifyReply, status: 'unknown' | 'expired'): FastifyReply {
  return status === 'expired'
    ? sendXrpcError(reply, 401, 'ExpiredToken', 'Token has expired')
    : sendXrpcError(reply, 401, 'InvalidToken', 'Token could not be verified');
}

function sendSession(reply: FastifyReply, ctx: SandboxContext, grant: SandboxGrant): FastifyReply {
  const did = blueskyDid(grant.account);
  const accessJwt = ctx.store.issue(grant, {
    kind: 'access',
    ttlSeconds: ACCESS_TTL,
    token: sessionJwt(ctx, 'at+jwt', 'com.atproto.appPass', did, ACCESS_TTL),
  });
  const refreshJwt = ctx.store.issue(grant, {
    kind: 'refresh',
    ttlSeconds: REFRESH_TTL,
    token: sessionJwt(ctx, 'refresh+jwt', 'com.atproto.refresh', did, REFRESH_TTL),
  });
  return reply.header('cache-control', 'no-store').send({
    did,
    handle: grant.account,
    accessJwt: accessJwt.token,
    refreshJwt: refreshJwt.token,
    active: true,
  });
}

// Shaped like the PDS's JWTs so clients can read `exp`; the signature is random (nobody verifies it).
function sessionJwt(
  ctx: SandboxContext,
  typ: string,
  scope: string,
  did: string,
  ttlSeconds: number,
): string {
  const iat = Math.floor(ctx.controller.now() / 1000);
  const header = { typ, alg: 'HS256' };
  const payload = {
    scope,
    sub: did,
    aud: 'did:web:sandbox.fanout.invalid',
    iat,
    exp: iat + ttlSeconds,
    jti: `sbx_bsky_${randomBytes(16).toString('base64url')}`,
  };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode(header)}.${encode(payload)}.${randomBytes(32).toString('base64url')}`;
}
