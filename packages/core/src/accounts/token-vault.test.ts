import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenVault } from './token-vault';

const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };

describe('token vault', () => {
  it('round-trips a token and never shows it in the ciphertext', () => {
    const vault = createTokenVault([k1]);
    const sealed = vault.encrypt('secret-access-token', 'social_account:a:access');
    expect(sealed).toMatch(/^v1\.k1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('secret-access-token');
    expect(vault.decrypt(sealed, 'social_account:a:access')).toBe('secret-access-token');
    expect(vault.encrypt('secret-access-token', 'social_account:a:access')).not.toBe(sealed);
  });

  it('refuses a ciphertext moved to another context or tampered with', () => {
    const vault = createTokenVault([k1]);
    const sealed = vault.encrypt('token', 'social_account:a:access');
    expect(() => vault.decrypt(sealed, 'social_account:b:access')).toThrow(/integrity/);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => vault.decrypt(parts.join('.'), 'social_account:a:access')).toThrow(/integrity/);
    expect(() => vault.decrypt('plain-token', 'x')).toThrow(/Not a token vault ciphertext/);
  });

  it('decrypts under old keys, encrypts under the first, and spots stale values', () => {
    const old = createTokenVault([k1]).encrypt('t', 'c');
    const rotated = createTokenVault([k2, k1]);
    expect(rotated.decrypt(old, 'c')).toBe('t');
    expect(rotated.isStale(old)).toBe(true);
    expect(rotated.isStale(rotated.encrypt('t', 'c'))).toBe(false);
    expect(() => createTokenVault([k2]).decrypt(old, 'c')).toThrow(/"k1" is not configured/);
  });

  it('refuses bad keys', () => {
    expect(() => createTokenVault([])).toThrow(/at least one key/);
    expect(() => createTokenVault([{ id: 'k1', key: randomBytes(16) }])).toThrow(/32 bytes/);
    expect(() => createTokenVault([k1, { ...k2, id: 'k1' }])).toThrow(/twice/);
  });
});
