import { describe, expect, it } from 'vitest';
import { dayOffset, postDate, postsOnDay, relativeDayLabel, timeOfDay } from './post-day';

// The user's zone, not the machine's: Berlin is UTC+1 in March 2025 (until the 30th).
const ZONE = 'Europe/Berlin';
const at = (day: number, hour = 9, month = 2, year = 2025) =>
  new Date(Date.UTC(year, month, day, hour - 1, 30));
const now = at(9, 22);

describe('dayOffset', () => {
  it('counts calendar days, not 24-hour periods', () => {
    expect(dayOffset(at(9, 1), now, ZONE)).toBe(0);
    expect(dayOffset(at(10, 0), now, ZONE)).toBe(1);
    expect(dayOffset(at(8, 23), now, ZONE)).toBe(-1);
  });
});

describe('relativeDayLabel', () => {
  it('names today and tomorrow', () => {
    expect(relativeDayLabel(at(9), now, ZONE)).toBe('Today');
    expect(relativeDayLabel(at(10), now, ZONE)).toBe('Tomorrow');
  });

  it('gives a short date otherwise, with the year only when it differs', () => {
    expect(relativeDayLabel(at(12), now, ZONE, 'en-US')).toBe('Mar 12');
    expect(relativeDayLabel(at(8), now, ZONE, 'en-US')).toBe('Mar 8');
    expect(relativeDayLabel(at(2, 9, 0, 2026), now, ZONE, 'en-US')).toBe('Jan 2, 2026');
    expect(relativeDayLabel(null, now, ZONE)).toBe('No date');
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
    expect(postsOnDay(posts, 0, now, ZONE).map((p) => p.id)).toEqual(['a']);
    expect(postsOnDay(posts, 1, now, ZONE).map((p) => p.id)).toEqual(['b']);
  });
});

describe('the user’s calendar, not the browser’s', () => {
  it('puts 23:30 in Berlin on the Berlin day, though it is the next day in Tokyo', () => {
    const late = at(9, 23);
    expect(dayOffset(late, now, ZONE)).toBe(0);
    expect(dayOffset(late, now, 'Asia/Tokyo')).toBe(0);
    expect(dayOffset(late, at(9, 12), 'Asia/Tokyo')).toBe(1);
    expect(timeOfDay(late.toISOString(), 'Asia/Tokyo', 'en-US')).toBe('7:30 AM');
  });
});

describe('timeOfDay', () => {
  it('shows hours and minutes, or nothing without a time', () => {
    expect(timeOfDay(at(9, 14).toISOString(), ZONE, 'en-US')).toBe('2:30 PM');
    expect(timeOfDay(null, ZONE)).toBe('');
  });
});
