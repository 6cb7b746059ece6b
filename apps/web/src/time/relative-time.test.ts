import { describe, expect, it } from 'vitest';
import { relativeTimeOf } from './relative-time';

describe('relativeTimeOf', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it('says just now under a minute, then minutes, hours and days', () => {
    expect(relativeTimeOf('2026-11-24T11:59:30.000Z', now, 'en')).toBe('just now');
    expect(relativeTimeOf('2026-11-24T11:57:00.000Z', now, 'en')).toBe('3 minutes ago');
    expect(relativeTimeOf('2026-11-24T10:00:00.000Z', now, 'en')).toBe('2 hours ago');
    expect(relativeTimeOf('2026-11-23T12:00:00.000Z', now, 'en')).toBe('yesterday');
  });

  it('says how far off a time to come is', () => {
    expect(relativeTimeOf('2026-11-24T12:04:00.000Z', now, 'en')).toBe('in 4 minutes');
    expect(relativeTimeOf('2026-11-24T17:00:00.000Z', now, 'en')).toBe('in 5 hours');
  });
});
