import { describe, expect, it } from 'vitest';
import { createPkcePair, pkceChallenge } from './pkce';

describe('PKCE', () => {
  it('makes a 43-character base64url verifier and its S256 challenge', () => {
    const { verifier, challenge } = createPkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(pkceChallenge(verifier));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createPkcePair().verifier).not.toBe(verifier);
  });

  it('matches the RFC 7636 appendix B example', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
