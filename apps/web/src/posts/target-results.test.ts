import { targetAdvice, type PostTarget } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { NO_REASON, targetResults } from './target-results';

const target = (overrides: Partial<PostTarget>): PostTarget => ({
  id: 't',
  platform: 'linkedin',
  socialAccountId: 'a',
  state: 'scheduled',
  dueAt: null,
  platformPostUrl: null,
  errorMessage: null,
  errorClass: null,
  nextTryAt: null,
  waitReason: null,
  ...overrides,
});

describe('targetResults', () => {
  it('links published targets and explains failed ones', () => {
    expect(
      targetResults([
        target({ id: '1', state: 'published', platformPostUrl: 'https://x.com/a/status/1' }),
        target({
          id: '2',
          state: 'failed',
          platform: 'threads',
          errorMessage: 'Token expired',
          errorClass: 'auth',
        }),
        target({ id: '3', state: 'scheduled' }),
      ]),
    ).toEqual([
      { id: '1', platform: 'linkedin', kind: 'published', url: 'https://x.com/a/status/1' },
      {
        id: '2',
        platform: 'threads',
        kind: 'failed',
        message: 'Token expired',
        advice: 'Reconnect the account in Connected Accounts, then retry.',
      },
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
      {
        id: '1',
        platform: 'linkedin',
        kind: 'unconfirmed',
        message: 'Check your account',
        advice: targetAdvice('unconfirmed', null),
      },
      {
        id: '2',
        platform: 'linkedin',
        kind: 'missed',
        message: 'Not sent in time',
        advice: targetAdvice('missed', 'missed'),
      },
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
      ]),
    ).toEqual([]);
  });

  it('still offers a target that failed without a reason, with general advice', () => {
    expect(targetResults([target({ id: '1', state: 'failed' })])).toEqual([
      {
        id: '1',
        platform: 'linkedin',
        kind: 'failed',
        message: NO_REASON,
        advice: targetAdvice('failed', 'unknown'),
      },
    ]);
  });
});
