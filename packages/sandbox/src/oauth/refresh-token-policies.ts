import type { SandboxGrant, SandboxStore, SandboxToken } from '../store/sandbox-store';

/**
 * What a platform does with refresh tokens: the one a code exchange issues with the grant, and the
 * one a refresh answers with. `Refresh` includes null where a grant may get none (X).
 */
export interface RefreshTokenPolicy<Refresh extends SandboxToken | null> {
  issue(grant: SandboxGrant): Refresh;
  renew(presented: SandboxToken): Refresh;
}

/** Not rotated: the same refresh token serves every refresh and keeps its expiry (LinkedIn, Google). */
export function keptRefreshTokens(
  store: SandboxStore,
  ttlSeconds: number | null,
): RefreshTokenPolicy<SandboxToken> {
  return {
    issue: (grant) => store.issue(grant, { kind: 'refresh', ttlSeconds }),
    renew: (presented) => presented,
  };
}

/** Rotated: every refresh spends the token and issues a new one with a full lifetime. */
export function rotatedRefreshTokens(
  store: SandboxStore,
  ttlSeconds: number | null,
): RefreshTokenPolicy<SandboxToken> {
  const issue = (grant: SandboxGrant) => store.issue(grant, { kind: 'refresh', ttlSeconds });
  return {
    issue,
    renew(presented) {
      store.revokeToken(presented.token);
      return issue(presented.grant);
    },
  };
}
