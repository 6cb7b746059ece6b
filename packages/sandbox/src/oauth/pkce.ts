import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 S256: BASE64URL(SHA256(code_verifier)) must equal the challenge. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
