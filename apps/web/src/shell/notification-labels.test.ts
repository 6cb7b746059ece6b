import { describe, expect, it } from 'vitest';
import { bellLabel, notificationLink } from './notification-labels';

describe('bellLabel', () => {
  it('names the unread count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications: 1 unread');
    expect(bellLabel(7)).toBe('Notifications: 7 unread');
  });
});

describe('notificationLink', () => {
  it('sends money notifications to Credits & Billing and post ones to the post', () => {
    expect(notificationLink({ kind: 'credits_expiring', postId: null })).toEqual({
      to: '/credits',
      label: 'Open Credits & Billing',
    });
    expect(notificationLink({ kind: 'payment_failed', postId: null })?.to).toBe('/credits');
    expect(notificationLink({ kind: 'target_failed', postId: 'p' })).toEqual({
      to: '/posts/$id',
      params: { id: 'p' },
      label: 'See the post',
    });
    expect(notificationLink({ kind: 'ai_generation_failed', postId: null })).toBeNull();
  });

  it('sends an account at risk to Connected Accounts, where it is reconnected', () => {
    expect(notificationLink({ kind: 'account_at_risk', postId: null })).toEqual({
      to: '/accounts',
      label: 'Open Connected Accounts',
    });
  });
});
