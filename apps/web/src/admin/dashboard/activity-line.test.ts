import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@fanout/shared';
import { activityLineOf } from './activity-line';

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
