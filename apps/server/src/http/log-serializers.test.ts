import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/oauth/callback/x?state=s1&code=c2&scope=a')).toBe(
      '/api/oauth/callback/x?state=[redacted]&code=[redacted]&scope=a',
    );
    expect(redactUrl('/api/login?returnTo=%2Faccounts')).toBe('/api/login?returnTo=%2Faccounts');
    expect(redactUrl('/tokens?mytoken=1')).toBe('/tokens?mytoken=1');
  });
});
