import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 20 random bytes → 32 base32 characters: 160 bits of entropy per part. */
function randomPart(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export interface SessionToken {
  id: string;
  secret: string;
  /** What the cookie carries: `id.secret`. */
  token: string;
}

export function generateSessionToken(): SessionToken {
  const id = randomPart();
  const secret = randomPart();
  return { id, secret, token: `${id}.${secret}` };
}

export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [id, secret] = parts;
  if (!id || !secret || id.length > 64 || secret.length > 64) return null;
  return { id, secret };
}

export function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = new TextEncoder().encode(hashSecret(secret));
  const stored = new TextEncoder().encode(storedHash);
  return given.length === stored.length && constantTimeEqual(given, stored);
}
