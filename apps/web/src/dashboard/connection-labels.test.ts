import { describe, expect, it } from 'vitest';
import { lastSyncLabel } from './connection-labels';

describe('lastSyncLabel', () => {
  it('shows the localized date', () => {
    expect(lastSyncLabel('2025-03-09T12:00:00.000Z', 'UTC', 'en-US')).toBe('Last sync 3/9/2025');
    expect(lastSyncLabel('2025-03-09T12:00:00.000Z', 'UTC', 'de-DE')).toBe('Last sync 9.3.2025');
    expect(lastSyncLabel('2025-03-09T02:00:00.000Z', 'America/Los_Angeles', 'en-US')).toBe(
      'Last sync 3/8/2025',
    );
  });

  it('says when there is no usable date', () => {
    expect(lastSyncLabel(null)).toBe('Not synced yet');
    expect(lastSyncLabel('soon')).toBe('Last sync unknown');
  });
});
