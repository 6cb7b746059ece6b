import { describe, expect, it } from 'vitest';
import { initialsOf, previewIdentity, type PreviewAccount } from './preview-identity';

const account = (overrides: Partial<PreviewAccount>): PreviewAccount => ({
  id: 'a1',
  platform: 'twitter',
  platformUsername: 'fanout_app',
  customName: null,
  avatarUrl: null,
  ...overrides,
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Sandbox Linkedin User')).toBe('SL');
    expect(initialsOf('sandbox_twitter_user')).toBe('ST');
    expect(initialsOf('@fanout.bsky.social')).toBe('FB');
    expect(initialsOf('Émile')).toBe('É');
  });

  it('never splits an emoji, and answers something for nothing', () => {
    expect(initialsOf('🚀 Launch')).toBe('🚀L');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('previewIdentity', () => {
  it('shows the custom name with the username as the handle', () => {
    expect(previewIdentity(account({ customName: 'Fanout' }))).toEqual({
      name: 'Fanout',
      handle: '@fanout_app',
    });
  });

  it('falls back to the username, then the platform, and keeps one @', () => {
    expect(previewIdentity(account({ platformUsername: '@fanout.bsky.social' }))).toEqual({
      name: '@fanout.bsky.social',
      handle: '@fanout.bsky.social',
    });
    expect(previewIdentity(account({ platformUsername: ' ' }))).toEqual({ name: 'X', handle: '' });
  });
});
