import { describe, expect, it } from 'vitest';
import { splitScopes, toPlatformTokens } from './token-response';

describe('token answers', () => {
  it('splits scopes on spaces or commas', () => {
    expect(splitScopes('a b  c')).toEqual(['a', 'b', 'c']);
    expect(splitScopes('a,b, c')).toEqual(['a', 'b', 'c']);
    expect(splitScopes(null)).toEqual([]);
  });

  it('computes expiries from now and leaves absent ones null', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(
      toPlatformTokens(
        { access_token: 'a', expires_in: 60, refresh_token: 'r', refresh_expires_in: 120 },
        now,
      ),
    ).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: new Date('2030-01-01T00:01:00Z'),
      refreshTokenExpiresAt: new Date('2030-01-01T00:02:00Z'),
      scopes: [],
    });
    expect(toPlatformTokens({ access_token: 'a' }, now)).toMatchObject({
      refreshToken: null,
      expiresAt: null,
      refreshTokenExpiresAt: null,
    });
  });
});
