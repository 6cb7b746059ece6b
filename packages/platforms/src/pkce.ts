import { createHash, randomBytes } from 'node:crypto';

/** A PKCE pair (RFC 7636): the verifier stays server-side, the S256 challenge goes in the authorize URL. */
export function createPkcePair(): { verifier: string; challenge: string } {
  // 32 random bytes → 43 base64url characters, inside the 43–128 the RFC allows.
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
