import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@fanout/shared';
import { activityLineOf, relativeTimeOf } from './activity-line';

const EVENT: AuditEvent = {
  id: 'e1',
  action: 'admin.credits_adjusted',
  actorId: 'a1',
  actorEmail: 'admin@example.com',
  targetType: 'user',
  targetId: 'u1',
  before: { balance: 0 },
  after: { balance: 25, amount: 25 },
  summary: 'Goodwill',
  ip: null,
  createdAt: '2026-11-24T12:00:00.000Z',
};

describe('activityLineOf', () => {
  it('reads who, what, the change and the reason', () => {
    expect(activityLineOf(EVENT)).toBe(
      'admin@example.com · credits adjusted · balance: 0 → balance: 25, amount: 25 · Goodwill',
    );
  });

  it('leaves out what is empty', () => {
    expect(activityLineOf({ ...EVENT, before: null, after: null, summary: '' })).toBe(
      'admin@example.com · credits adjusted',
    );
  });
});

describe('relativeTimeOf', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it('says just now under a minute, then minutes, hours and days', () => {
    expect(relativeTimeOf('2026-11-24T11:59:30.000Z', now, 'en')).toBe('just now');
    expect(relativeTimeOf('2026-11-24T11:57:00.000Z', now, 'en')).toBe('3 minutes ago');
    expect(relativeTimeOf('2026-11-24T10:00:00.000Z', now, 'en')).toBe('2 hours ago');
    expect(relativeTimeOf('2026-11-23T12:00:00.000Z', now, 'en')).toBe('yesterday');
  });
});
