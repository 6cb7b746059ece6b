import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A versioned AES-256 key: the id is stored beside every ciphertext, so keys can rotate. */
export interface VaultKey {
  id: string;
  key: Buffer;
}

export interface TokenVault {
  readonly currentKeyId: string;
  /** `context` names where the value lives (e.g. "social_account:<id>:access"); a ciphertext copied to another place fails to decrypt. */
  encrypt(plaintext: string, context: string): string;
  decrypt(ciphertext: string, context: string): string;
  /** True when the ciphertext is under an older key and should be re-encrypted. */
  isStale(ciphertext: string): boolean;
}

const VERSION = 'v1';
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export class VaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultError';
  }
}

/**
 * AES-256-GCM with a random 96-bit IV per value and the context as additional authenticated data.
 * Format: `v1.<keyId>.<iv>.<tag>.<ciphertext>`, base64url parts. The first key encrypts; every key
 * decrypts (ADR 0011).
 */
export function createTokenVault(keys: readonly VaultKey[]): TokenVault {
  const [current] = keys;
  if (!current) throw new VaultError('The token vault needs at least one key');
  const byId = new Map<string, Buffer>();
  for (const { id, key } of keys) {
    if (!KEY_ID_PATTERN.test(id)) throw new VaultError(`Invalid token key id "${id}"`);
    if (key.length !== 32)
      throw new VaultError(`Token key "${id}" must be 32 bytes (base64 of 32 random bytes)`);
    if (byId.has(id)) throw new VaultError(`Token key id "${id}" appears twice`);
    byId.set(id, key);
  }

  const parse = (ciphertext: string) => {
    const [version, keyId, iv, tag, data] = ciphertext.split('.');
    if (version !== VERSION || !keyId || !iv || !tag || data === undefined) {
      throw new VaultError('Not a token vault ciphertext');
    }
    return {
      keyId,
      iv: Buffer.from(iv, 'base64url'),
      tag: Buffer.from(tag, 'base64url'),
      data: Buffer.from(data, 'base64url'),
    };
  };

  return {
    currentKeyId: current.id,

    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [VERSION, current.id, iv, cipher.getAuthTag(), data];
      return parts
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    decrypt(ciphertext, context) {
      const { keyId, iv, tag, data } = parse(ciphertext);
      const key = byId.get(keyId);
      if (!key)
        throw new VaultError(`Token key "${keyId}" is not configured (TOKEN_ENCRYPTION_KEYS)`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        throw new VaultError('A stored token failed its integrity check');
      }
    },

    isStale(ciphertext) {
      return parse(ciphertext).keyId !== current.id;
    },
  };
}
