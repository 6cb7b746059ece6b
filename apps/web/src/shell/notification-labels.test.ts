import { describe, expect, it } from 'vitest';
import { bellLabel } from './notification-labels';

describe('bellLabel', () => {
  it('names the unread count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications: 1 unread');
    expect(bellLabel(7)).toBe('Notifications: 7 unread');
  });
});
