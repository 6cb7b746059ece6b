import { describe, expect, it } from 'vitest';
import { createdLabel, fileSizeLabel } from './content-card-labels';

describe('fileSizeLabel', () => {
  it('shows whole kilobytes, rounded', () => {
    expect(fileSizeLabel(0)).toBe('0 KB');
    expect(fileSizeLabel(511)).toBe('0 KB');
    expect(fileSizeLabel(512)).toBe('1 KB');
    expect(fileSizeLabel(1024)).toBe('1 KB');
    expect(fileSizeLabel(1536)).toBe('2 KB');
    expect(fileSizeLabel(5 * 1024 * 1024)).toBe('5120 KB');
  });

  it('shows N/A when the size is missing or unusable', () => {
    expect(fileSizeLabel(null)).toBe('N/A');
    expect(fileSizeLabel(undefined)).toBe('N/A');
    expect(fileSizeLabel(Number.NaN)).toBe('N/A');
    expect(fileSizeLabel(-1)).toBe('N/A');
  });
});

describe('createdLabel', () => {
  it('shows the localized date', () => {
    expect(createdLabel('2025-03-09T12:00:00.000Z', 'UTC', 'en-US')).toBe('Created 3/9/2025');
    expect(createdLabel('2025-03-09T12:00:00.000Z', 'UTC', 'de-DE')).toBe('Created 9.3.2025');
    // The day in the user's zone: 23:30 UTC is already March 10 in Berlin.
    expect(createdLabel('2025-03-09T23:30:00.000Z', 'Europe/Berlin', 'en-US')).toBe(
      'Created 3/10/2025',
    );
  });

  it('shows Unknown date when there is no readable date', () => {
    expect(createdLabel(null)).toBe('Unknown date');
    expect(createdLabel(undefined)).toBe('Unknown date');
    expect(createdLabel('')).toBe('Unknown date');
    expect(createdLabel('not a date')).toBe('Unknown date');
  });
});
