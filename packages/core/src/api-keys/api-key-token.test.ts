import { describe, expect, it } from 'vitest';
import { hashSecret, secretMatches } from '../auth/session-token';
import { apiKeyPrefixOf, generateApiKeyToken, parseApiKeyToken } from './api-key-token';

describe('API key tokens', () => {
  it('are fo_live_<id>_<secret>, parsed back exactly, the prefix naming the id', () => {
    const token = generateApiKeyToken();
    expect(token.key).toBe(`fo_live_${token.id}_${token.secret}`);
    expect(token.secret).toHaveLength(32);
    expect(parseApiKeyToken(token.key)).toEqual({ id: token.id, secret: token.secret });
    expect(token.key.startsWith(`${apiKeyPrefixOf(token.id)}_`)).toBe(true);
    expect(generateApiKeyToken().key).not.toBe(token.key);
  });

  it('refuses anything else: another prefix, a missing part, foreign characters', () => {
    const { id, secret } = generateApiKeyToken();
    for (const bad of [
      `fo_test_${id}_${secret}`,
      `fo_live_${id}`,
      `fo_live__${secret}`,
      `fo_live_${id}_${secret}_x`,
      `fo_live_${id}_${secret.toUpperCase()}`,
      ` fo_live_${id}_${secret}`,
      `fo_live_${id}_${'a'.repeat(65)}`,
    ]) {
      expect(parseApiKeyToken(bad)).toBeNull();
    }
  });

  it('secrets are checked through their SHA-256, as sessions are', () => {
    const { secret } = generateApiKeyToken();
    const stored = hashSecret(secret);
    expect(secretMatches(secret, stored)).toBe(true);
    const other = `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
    expect(secretMatches(other, stored)).toBe(false);
  });
});
