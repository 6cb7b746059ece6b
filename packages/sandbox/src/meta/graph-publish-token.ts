import type { Platform } from '@fanout/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessGrant } from '../oauth/access-token-guard';
import { graphAccessToken, sendGraphTokenError } from './graph-api';
import type { SandboxContext } from '../sandbox-context';
import { findAccessToken } from '../oauth/token-checks';

/**
 * The token of a Graph publishing call (`access_token` or Bearer, plus `OAuth <token>` on the
 * upload host): live, of one of `platforms`, with every scope in `scopes`; otherwise the refusal is
 * sent. Unlike the account-info guard it takes no queued `profile` failure: publishing faults are
 * SandboxPublishing's.
 */
export function graphPublishToken(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  rules: {
    platforms: readonly Platform[];
    scopes: readonly string[];
    forbidden(reply: FastifyReply, scope: string): FastifyReply;
  },
): AccessGrant {
  const check = findAccessToken(
    ctx.store,
    rules.platforms,
    graphAccessToken(request) ?? oauthToken(request),
  );
  if (!check.ok) return { ok: false, reply: sendGraphTokenError(reply, check.reason) };
  ctx.attribute(request, check.token.grant.platform);
  const missing = rules.scopes.find((scope) => !check.token.grant.scopes.includes(scope));
  if (missing !== undefined) return { ok: false, reply: rules.forbidden(reply, missing) };
  return { ok: true, token: check.token };
}

// rupload.facebook.com takes `Authorization: OAuth <token>`.
function oauthToken(request: FastifyRequest): string | undefined {
  return /^OAuth\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}
