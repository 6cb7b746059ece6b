import { describe, expect, it } from 'vitest';
import { hasOAuthResult, parseAccountsSearch, withoutOAuthResult } from './accounts-search';
import { oauthReturnToast } from './oauth-return-message';

describe('oauthReturnToast', () => {
  it('is null without a result in the URL', () => {
    expect(oauthReturnToast({ groupId: 'g1' })).toBeNull();
  });

  it('announces a connected platform by name', () => {
    expect(oauthReturnToast({ connected: 'linkedin', groupId: 'g1' })).toEqual({
      title: 'Account connected',
      message: 'LinkedIn account connected',
      color: 'green',
    });
    expect(oauthReturnToast({ connected: 'twitter' })?.message).toBe('X account connected');
  });

  it("shows the server's message for a failure", () => {
    expect(
      oauthReturnToast({
        connectError: 'platform_error',
        platform: 'youtube',
        message: 'Quota hit',
      }),
    ).toEqual({ title: 'Failed to connect account', message: 'Quota hit', color: 'red' });
  });

  it('falls back to a text per error code', () => {
    const message = (connectError: string, platform?: string) =>
      oauthReturnToast({ connectError, platform })?.message;
    expect(message('access_denied', 'facebook')).toBe(
      'You declined the authorization on Facebook.',
    );
    expect(message('state_expired', 'facebook')).toBe(
      'The connection request expired. Please try again.',
    );
    expect(message('state_invalid')).toBe(
      'The connection request was not valid. Please try again.',
    );
    expect(message('platform_error', 'tiktok')).toBe('TikTok returned an error.');
  });

  it('copes with a missing or unknown platform and code', () => {
    const message = (connectError: string, platform?: string) =>
      oauthReturnToast({ connectError, platform })?.message;
    expect(message('access_denied')).toBe('You declined the authorization on the platform.');
    expect(message('platform_error')).toBe('The platform returned an error.');
    expect(message('platform_error', 'myspace')).toBe('myspace returned an error.');
    expect(message('toString')).toBe('Something went wrong. Please try again.');
  });
});

describe('accounts search params', () => {
  it('keeps only non-empty strings', () => {
    expect(parseAccountsSearch({ groupId: 'g1', connected: '', platform: 5, extra: 'x' })).toEqual({
      groupId: 'g1',
      connected: undefined,
      connectError: undefined,
      platform: undefined,
      message: undefined,
    });
  });

  it('drops the OAuth result but keeps the group', () => {
    const search = { groupId: 'g1', connectError: 'state_expired', platform: 'x', message: 'm' };
    expect(hasOAuthResult(search)).toBe(true);
    expect(withoutOAuthResult(search)).toEqual({ groupId: 'g1' });
    expect(hasOAuthResult(withoutOAuthResult(search))).toBe(false);
  });
});
