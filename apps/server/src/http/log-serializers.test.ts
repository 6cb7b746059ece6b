import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/oauth/callback/x?state=s1&code=c2&scope=a')).toBe(
      '/api/oauth/callback/x?state=[redacted]&code=[redacted]&scope=a',
    );
    expect(redactUrl('/api/login?returnTo=%2Faccounts')).toBe('/api/login?returnTo=%2Faccounts');
    expect(
      redactUrl(
        '/oauth/access_token?grant_type=fb_exchange_token&client_id=1&client_secret=s&fb_exchange_token=t',
      ),
    ).toBe(
      '/oauth/access_token?grant_type=fb_exchange_token&client_id=1&client_secret=[redacted]&fb_exchange_token=[redacted]',
    );
    expect(redactUrl('/media/x?expires=1&signature=abc')).toBe(
      '/media/x?expires=1&signature=[redacted]',
    );
    expect(redactUrl('/tokens/list?page=2')).toBe('/tokens/list?page=2');
  });
});
