import { describe, expect, it } from 'vitest';
import {
  generateSessionToken,
  hashSecret,
  parseSessionToken,
  secretMatches,
} from './session-token';

describe('session tokens', () => {
  it('generates id.secret with two distinct 32-character random parts', () => {
    const a = generateSessionToken();
    const b = generateSessionToken();
    expect(a.token).toBe(`${a.id}.${a.secret}`);
    expect(a.id).toMatch(/^[a-z2-7]{32}$/);
    expect(a.secret).toMatch(/^[a-z2-7]{32}$/);
    expect(a.id).not.toBe(b.id);
    expect(a.secret).not.toBe(a.id);
  });

  it('parses only well-formed tokens', () => {
    expect(parseSessionToken('abc.def')).toEqual({ id: 'abc', secret: 'def' });
    for (const bad of ['', 'abc', 'abc.', '.def', 'a.b.c', `${'x'.repeat(65)}.y`]) {
      expect(parseSessionToken(bad)).toBeNull();
    }
  });

  it('matches a secret against its SHA-256 hash only', () => {
    const { secret } = generateSessionToken();
    const stored = hashSecret(secret);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(secretMatches(secret, stored)).toBe(true);
    expect(secretMatches(stored, stored)).toBe(false);
    expect(secretMatches(`${secret}x`, stored)).toBe(false);
  });
});
