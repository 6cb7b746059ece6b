import type { Platform } from '@fanout/shared';
import { verifierMatches } from './pkce';
import { field } from '../http/request-fields';
import type { SandboxCode, SandboxGrant, SandboxStore, SandboxToken } from '../store/sandbox-store';

export type CodeRefusal =
  | 'missing_code'
  | 'unknown_code'
  | 'used_code'
  | 'expired_code'
  | 'client_mismatch'
  | 'redirect_mismatch'
  | 'missing_verifier'
  | 'verifier_mismatch';

export type CodeExchange =
  | { ok: true; code: SandboxCode; grant: SandboxGrant }
  | { ok: false; refusal: CodeRefusal; description: string };

/**
 * The checks every token endpoint makes on an authorization code: known, unspent, unexpired, issued
 * to this client for this redirect URI, and (PKCE) the verifier hashes to the challenge. A good
 * code is spent and becomes a grant.
 */
export function exchangeCode(
  store: SandboxStore,
  input: {
    platforms: readonly Platform[];
    clientId: string;
    /** The token request's parameters (form body, or Meta's query): code, redirect_uri, code_verifier. */
    params: unknown;
  },
): CodeExchange {
  const refuse = (refusal: CodeRefusal, description: string): CodeExchange => ({
    ok: false,
    refusal,
    description,
  });
  const codeParam = field(input.params, 'code');
  if (!codeParam) return refuse('missing_code', 'Missing code.');
  const lookup = store.findCode(codeParam, input.platforms);
  if (lookup.status === 'unknown')
    return refuse('unknown_code', 'The authorization code is invalid.');
  if (lookup.status === 'used') {
    return refuse('used_code', 'The authorization code has already been used.');
  }
  if (lookup.status === 'expired')
    return refuse('expired_code', 'The authorization code has expired.');
  const { code } = lookup;
  if (code.clientId !== input.clientId) {
    return refuse('client_mismatch', 'The authorization code was issued to another client.');
  }
  if (code.redirectUri !== field(input.params, 'redirect_uri')) {
    return refuse('redirect_mismatch', 'redirect_uri does not match the authorization request.');
  }
  // Only a consent that took a challenge stores one: platforms that ignore PKCE ignore a verifier.
  if (code.codeChallenge !== null) {
    const codeVerifier = field(input.params, 'code_verifier');
    if (!codeVerifier) return refuse('missing_verifier', 'Missing code_verifier.');
    if (!verifierMatches(codeVerifier, code.codeChallenge)) {
      return refuse('verifier_mismatch', 'code_verifier does not match the code_challenge.');
    }
  }
  store.spendCode(code);
  const grant = store.createGrant({
    platform: code.platform,
    account: code.account,
    clientId: code.clientId,
    scopes: code.scopes,
  });
  return { ok: true, code, grant };
}

export type RefreshUse = { ok: true; token: SandboxToken } | { ok: false; description: string };

/** A refresh token of these platforms, unexpired and issued to this client. */
export function findRefreshToken(
  store: SandboxStore,
  platforms: readonly Platform[],
  token: string | undefined,
  clientId: string | null,
): RefreshUse {
  if (!token) return { ok: false, description: 'Missing refresh_token.' };
  const lookup = store.find(token, 'refresh', platforms);
  if (lookup.status === 'unknown') {
    return { ok: false, description: 'The refresh token is invalid or has been revoked.' };
  }
  if (lookup.status === 'expired')
    return { ok: false, description: 'The refresh token has expired.' };
  if (clientId !== null && lookup.token.grant.clientId !== clientId) {
    return { ok: false, description: 'The refresh token was issued to another client.' };
  }
  return { ok: true, token: lookup.token };
}

/** Why a resource request's access token is refused. */
export type AccessRefusal = 'missing' | 'unknown' | 'expired';

export type AccessCheck = { ok: true; token: SandboxToken } | { ok: false; reason: AccessRefusal };

/** The access token a resource request presents, if it is one of these platforms' and still live. */
export function findAccessToken(
  store: SandboxStore,
  platforms: readonly Platform[],
  token: string | undefined,
): AccessCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const lookup = store.find(token, 'access', platforms);
  if (lookup.status === 'valid') return { ok: true, token: lookup.token };
  return { ok: false, reason: lookup.status };
}
