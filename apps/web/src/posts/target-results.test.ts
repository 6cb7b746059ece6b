import type { PostTarget } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { targetResults } from './target-results';

const target = (overrides: Partial<PostTarget>): PostTarget => ({
  id: 't',
  platform: 'linkedin',
  socialAccountId: 'a',
  state: 'scheduled',
  dueAt: null,
  platformPostUrl: null,
  errorMessage: null,
  nextTryAt: null,
  waitReason: null,
  ...overrides,
});

describe('targetResults', () => {
  it('links published targets and explains failed ones', () => {
    expect(
      targetResults([
        target({ id: '1', state: 'published', platformPostUrl: 'https://x.com/a/status/1' }),
        target({ id: '2', state: 'failed', platform: 'threads', errorMessage: 'Token expired' }),
        target({ id: '3', state: 'scheduled' }),
      ]),
    ).toEqual([
      { id: '1', platform: 'linkedin', kind: 'published', url: 'https://x.com/a/status/1' },
      { id: '2', platform: 'threads', kind: 'failed', message: 'Token expired' },
    ]);
  });

  it('explains unconfirmed and missed targets with their messages', () => {
    expect(
      targetResults([
        target({ id: '1', state: 'unconfirmed', errorMessage: 'Check your account' }),
        target({ id: '2', state: 'missed', errorMessage: 'Not sent in time' }),
        target({ id: '3', state: 'publishing' }),
      ]),
    ).toEqual([
      { id: '1', platform: 'linkedin', kind: 'unconfirmed', message: 'Check your account' },
      { id: '2', platform: 'linkedin', kind: 'missed', message: 'Not sent in time' },
    ]);
  });

  it('says what a scheduled or publishing target waits for', () => {
    const nextTryAt = '2026-11-24T14:05:00.000Z';
    expect(
      targetResults([
        target({ id: '1', state: 'publishing', waitReason: 'retry', nextTryAt }),
        target({ id: '2', state: 'scheduled', waitReason: 'rate_limit', nextTryAt }),
        target({ id: '3', state: 'publishing' }),
      ]),
    ).toEqual([
      { id: '1', platform: 'linkedin', kind: 'waiting', waitReason: 'retry', nextTryAt },
      { id: '2', platform: 'linkedin', kind: 'waiting', waitReason: 'rate_limit', nextTryAt },
    ]);
  });

  it('leaves out results with nothing to show and links that are not web links', () => {
    expect(
      targetResults([
        target({ state: 'published' }),
        target({ state: 'published', platformPostUrl: 'javascript:alert(1)' }),
        target({ state: 'failed' }),
      ]),
    ).toEqual([]);
  });
});
