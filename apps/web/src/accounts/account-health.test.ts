import { describe, expect, it } from 'vitest';
import { accountHealthWarning, isAccountHealthy, type HealthFields } from './account-health';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const healthy: HealthFields = { isActive: true, lastSynced: ago(DAY), status: 'active' };

describe('isAccountHealthy', () => {
  it('accepts an active account synced within 7 days', () => {
    expect(isAccountHealthy(healthy, NOW)).toBe(true);
    expect(isAccountHealthy({ ...healthy, lastSynced: ago(7 * DAY - 1) }, NOW)).toBe(true);
  });

  it('accepts an account that has never synced', () => {
    expect(isAccountHealthy({ ...healthy, lastSynced: null }, NOW)).toBe(true);
  });

  it('rejects an account synced 7 days ago or more', () => {
    expect(isAccountHealthy({ ...healthy, lastSynced: ago(7 * DAY) }, NOW)).toBe(false);
    expect(isAccountHealthy({ ...healthy, lastSynced: ago(30 * DAY) }, NOW)).toBe(false);
  });

  it('rejects an explicitly inactive account', () => {
    expect(isAccountHealthy({ ...healthy, isActive: false }, NOW)).toBe(false);
  });

  it('rejects an account the server flagged', () => {
    expect(isAccountHealthy({ ...healthy, status: 'needs_attention' }, NOW)).toBe(false);
  });

  it('rejects an unreadable sync date', () => {
    expect(isAccountHealthy({ ...healthy, lastSynced: 'not a date' }, NOW)).toBe(false);
  });
});

describe('accountHealthWarning', () => {
  it('is null for a healthy account', () => {
    expect(accountHealthWarning({ ...healthy, statusMessage: null }, NOW)).toBeNull();
  });

  it("prefers the server's explanation", () => {
    const flagged = {
      ...healthy,
      status: 'needs_attention' as const,
      statusMessage: 'Token revoked',
    };
    expect(accountHealthWarning(flagged, NOW)).toBe('Token revoked');
  });

  it('names the failed rule when the server gave no reason', () => {
    expect(
      accountHealthWarning({ ...healthy, status: 'needs_attention', statusMessage: null }, NOW),
    ).toBe('Reconnect this account to keep posting.');
    expect(accountHealthWarning({ ...healthy, isActive: false, statusMessage: null }, NOW)).toBe(
      'This account is inactive. Reconnect it to keep posting.',
    );
    expect(
      accountHealthWarning({ ...healthy, lastSynced: ago(8 * DAY), statusMessage: null }, NOW),
    ).toBe('Not synced for over 7 days. Reconnect it if posting fails.');
  });
});
