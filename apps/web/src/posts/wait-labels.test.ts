import { describe, expect, it } from 'vitest';
import { accountPauseLabel, formatWaitEnd, targetWaitLabel } from './wait-labels';

const NOW = new Date('2026-11-24T13:50:00.000Z');
const UTC = { locale: 'en-GB', timeZone: 'UTC' };
const BERLIN = { locale: 'en-GB', timeZone: 'Europe/Berlin' };

describe('wait labels', () => {
  it('says a rate-limited target waits for its platform and when it is tried next, in local time', () => {
    const wait = { waitReason: 'rate_limit' as const, nextTryAt: '2026-11-24T14:05:00.000Z' };
    expect(targetWaitLabel('LinkedIn', wait, NOW, UTC)).toBe(
      'Waiting for LinkedIn: rate limit, next try at 14:05',
    );
    expect(targetWaitLabel('LinkedIn', wait, NOW, BERLIN)).toBe(
      'Waiting for LinkedIn: rate limit, next try at 15:05',
    );
  });

  it('says a target retried after a failure waits for its next try, or is being tried', () => {
    expect(
      targetWaitLabel(
        'X',
        { waitReason: 'retry', nextTryAt: '2026-11-24T14:05:00.000Z' },
        NOW,
        UTC,
      ),
    ).toBe('Waiting for X: next try at 14:05');
    expect(
      targetWaitLabel(
        'X',
        { waitReason: 'retry', nextTryAt: '2026-11-24T13:49:00.000Z' },
        NOW,
        UTC,
      ),
    ).toBe('Waiting for X: trying again now');
  });

  it('names the day of a wait that ends on another day', () => {
    expect(formatWaitEnd(new Date('2026-11-25T00:00:00.000Z'), NOW, UTC)).toBe('25 Nov, 00:00');
  });

  it('shows an account pause with its end, and nothing once it is over', () => {
    expect(accountPauseLabel('LinkedIn', '2026-11-24T14:05:00.000Z', NOW, UTC)).toBe(
      'Paused by LinkedIn until 14:05',
    );
    expect(accountPauseLabel('LinkedIn', '2026-11-24T13:00:00.000Z', NOW, UTC)).toBeNull();
    expect(accountPauseLabel('LinkedIn', null, NOW, UTC)).toBeNull();
  });
});
