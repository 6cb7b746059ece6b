import { createHash } from 'node:crypto';
import type { Platform } from '@fanout/shared';

/**
 * Everything about a sandbox account is derived from its name, so connecting the same name again
 * yields the same ids (the app updates one account instead of adding a second).
 */
export interface SandboxIdentity {
  /** The name as typed on the consent page (or the Bluesky handle). */
  account: string;
  /** Lowercase, safe for URLs and handles. */
  username: string;
  /** "sandbox_x_user" → "Sandbox X User". */
  displayName: string;
  givenName: string;
  familyName: string;
}

export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;

export function defaultAccountName(platform: Platform): string {
  return `sandbox_${platform}_user`;
}

/**
 * Ids and identities are derived on every simulated call; the same few accounts come back again
 * and again, so the answers are kept (bounded: cleared when full).
 */
function remembered<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= 10_000) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}

export const identityOf = remembered(deriveIdentity);

function deriveIdentity(account: string): SandboxIdentity {
  const username = account.toLowerCase().replace(/[^a-z0-9_.-]/g, '_');
  const words = account
    .split(/[_.\-\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const [givenName = 'Sandbox', ...rest] = words;
  return {
    account,
    username,
    displayName: words.length > 0 ? words.join(' ') : account,
    givenName,
    familyName: rest.join(' '),
  };
}

/** A stable decimal id of `digits` digits (no leading zero) for this seed. */
export function numericId(digits: number, ...seed: string[]): string {
  return rememberedNumericId([digits, ...seed].join('\u0001'));
}

const rememberedNumericId = remembered((key) => {
  const [digits = '1', ...seed] = key.split('\u0001');
  const low = 10n ** BigInt(Number(digits) - 1);
  const value = BigInt(`0x${digest(seed).toString('hex')}`);
  return (low + (value % (low * 9n))).toString();
});

/** A stable id of `length` characters from `alphabet` for this seed. */
export function stableId(length: number, alphabet: string, ...seed: string[]): string {
  let out = '';
  let round = 0;
  while (out.length < length) {
    for (const byte of digest([...seed, String(round)])) {
      if (out.length === length) break;
      out += alphabet.charAt(byte % alphabet.length);
    }
    round += 1;
  }
  return out;
}

/** A stable UUID-shaped id for this seed. */
export function stableUuid(...seed: string[]): string {
  const hex = digest(seed).toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// Names are case-insensitive on every platform: "Alice" and "alice" are one account.
function digest(seed: readonly string[]): Buffer {
  return createHash('sha256')
    .update(seed.map((part) => part.toLowerCase()).join('\u0000'))
    .digest();
}
