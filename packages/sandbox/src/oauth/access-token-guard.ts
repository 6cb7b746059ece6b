import type { Platform } from '@fanout/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxToken } from '../store/sandbox-store';
import { findAccessToken, type AccessRefusal } from './token-checks';

/** How one platform's account-info APIs take an access token and word their refusals. */
export interface AccessTokenRules {
  platform: Platform;
  /** Where the request carries the token; default `Authorization: Bearer` (Meta: also a query). */
  tokenFrom?(request: FastifyRequest): string | undefined;
  /** The answer to a missing, unknown or expired token. */
  unauthorized(reply: FastifyReply, reason: AccessRefusal): FastifyReply;
  /** The answer to a live token without `scope`, the first required scope it lacks. */
  forbidden?(reply: FastifyReply, scope: string): FastifyReply;
}

export type AccessGrant = { ok: true; token: SandboxToken } | { ok: false; reply: FastifyReply };

export type AccessTokenGuard = (request: FastifyRequest, reply: FastifyReply) => AccessGrant;

export type ScopedAccessTokenGuard = (
  request: FastifyRequest,
  reply: FastifyReply,
  requiredScopes?: readonly string[],
) => AccessGrant;

/**
 * The opening of every account-info route: a queued `profile` failure if there is one, else the
 * request's live access token of the platform with every required scope, else the platform's
 * refusal, already sent. Scopes can be required only where the rules say how to refuse them.
 */
export function createAccessTokenGuard(
  ctx: SandboxContext,
  rules: AccessTokenRules & Required<Pick<AccessTokenRules, 'forbidden'>>,
): ScopedAccessTokenGuard;
export function createAccessTokenGuard(
  ctx: SandboxContext,
  rules: AccessTokenRules,
): AccessTokenGuard;
export function createAccessTokenGuard(
  ctx: SandboxContext,
  rules: AccessTokenRules,
): ScopedAccessTokenGuard {
  const platforms = [rules.platform];
  const tokenFrom = rules.tokenFrom ?? bearerToken;
  return (request, reply, requiredScopes = []) => {
    const failed = ctx.injectedFailure(reply, rules.platform, 'profile');
    if (failed) return { ok: false, reply: failed };
    const check = findAccessToken(ctx.store, platforms, tokenFrom(request));
    if (!check.ok) return { ok: false, reply: rules.unauthorized(reply, check.reason) };
    const { scopes } = check.token.grant;
    const missing = requiredScopes.find((scope) => !scopes.includes(scope));
    if (missing !== undefined && rules.forbidden) {
      return { ok: false, reply: rules.forbidden(reply, missing) };
    }
    return { ok: true, token: check.token };
  };
}
