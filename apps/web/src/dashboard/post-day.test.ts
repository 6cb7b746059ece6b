import { describe, expect, it } from 'vitest';
import { dayOffset, postDate, postsOnDay, relativeDayLabel, timeOfDay } from './post-day';

// Local times, so the tests hold in any time zone.
const now = new Date(2025, 2, 9, 22, 15);
const at = (day: number, hour = 9, month = 2, year = 2025) => new Date(year, month, day, hour, 30);

describe('dayOffset', () => {
  it('counts calendar days, not 24-hour periods', () => {
    expect(dayOffset(at(9, 1), now)).toBe(0);
    expect(dayOffset(at(10, 0), now)).toBe(1);
    expect(dayOffset(at(8, 23), now)).toBe(-1);
  });
});

describe('relativeDayLabel', () => {
  it('names today and tomorrow', () => {
    expect(relativeDayLabel(at(9), now)).toBe('Today');
    expect(relativeDayLabel(at(10), now)).toBe('Tomorrow');
  });

  it('gives a short date otherwise, with the year only when it differs', () => {
    expect(relativeDayLabel(at(12), now, 'en-US')).toBe('Mar 12');
    expect(relativeDayLabel(at(8), now, 'en-US')).toBe('Mar 8');
    expect(relativeDayLabel(at(2, 9, 0, 2026), now, 'en-US')).toBe('Jan 2, 2026');
    expect(relativeDayLabel(null, now)).toBe('No date');
  });
});

describe('postDate', () => {
  it('uses the scheduled time, else the creation time', () => {
    const createdAt = at(1).toISOString();
    expect(postDate({ scheduledAt: at(12).toISOString(), createdAt })).toEqual(at(12));
    expect(postDate({ scheduledAt: null, createdAt })).toEqual(at(1));
  });
});

describe('postsOnDay', () => {
  it('keeps the scheduled posts due on that day', () => {
    const posts = [
      { id: 'a', scheduledAt: at(9, 23).toISOString() },
      { id: 'b', scheduledAt: at(10, 8).toISOString() },
      { id: 'c', scheduledAt: null },
      { id: 'd', scheduledAt: at(11).toISOString() },
    ];
    expect(postsOnDay(posts, 0, now).map((p) => p.id)).toEqual(['a']);
    expect(postsOnDay(posts, 1, now).map((p) => p.id)).toEqual(['b']);
  });
});

describe('timeOfDay', () => {
  it('shows hours and minutes, or nothing without a time', () => {
    expect(timeOfDay(at(9, 14).toISOString(), 'en-US')).toBe('2:30 PM');
    expect(timeOfDay(null)).toBe('');
  });
});
