import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { API_KEY_PREFIX } from '@fanout/shared';

/** `n` random bytes as base32 (lower case, no padding). */
function randomPart(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

export interface ApiKeyToken {
  /** The row's id, visible in the key so lookup is one indexed read. */
  id: string;
  secret: string;
  /** What the integrator sends: `fo_live_<id>_<secret>`. */
  key: string;
}

/** A new key: a 10-byte id (16 characters) and a 20-byte secret (160 bits, as sessions). */
export function generateApiKeyToken(): ApiKeyToken {
  const id = randomPart(10);
  const secret = randomPart(20);
  return { id, secret, key: `${API_KEY_PREFIX}${id}_${secret}` };
}

const KEY_PATTERN = /^fo_live_([a-z2-7]{1,64})_([a-z2-7]{1,64})$/;

/** The id and secret of a well-formed key, or null (base32 has no `_`, so the split is exact). */
export function parseApiKeyToken(key: string): { id: string; secret: string } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return { id: match[1], secret: match[2] };
}

/** The visible start of a key, shown in lists so a person can tell keys apart. */
export function apiKeyPrefixOf(id: string): string {
  return `${API_KEY_PREFIX}${id}`;
}
