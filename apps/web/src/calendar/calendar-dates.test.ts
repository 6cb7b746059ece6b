import { describe, expect, it } from 'vitest';
import {
  clockTime,
  droppedInstant,
  localeWeekStart,
  monthGrid,
  postsByDay,
  rangeOf,
  shiftAnchor,
  viewDays,
  weekStart,
} from './calendar-dates';

describe('calendar dates', () => {
  it('starts weeks on the locale’s first day', () => {
    expect(localeWeekStart('en-US')).toBe(7);
    expect(localeWeekStart('de-DE')).toBe(1);
    expect(localeWeekStart('not a locale!')).toBe(1);
    // Wednesday 25 November 2026: its week starts Monday the 23rd, or Sunday the 22nd.
    expect(weekStart('2026-11-25', 1)).toBe('2026-11-23');
    expect(weekStart('2026-11-25', 7)).toBe('2026-11-22');
    expect(weekStart('2026-11-22', 7)).toBe('2026-11-22');
  });

  it('builds six weeks for a month, a week, and the month for the list', () => {
    const grid = monthGrid('2026-11-25', 1);
    expect(grid).toHaveLength(42);
    expect([grid[0], grid.at(-1)]).toEqual(['2026-10-26', '2026-12-06']);
    expect(viewDays('week', '2026-11-25', 7)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    const list = viewDays('list', '2026-02-10', 1);
    expect([list[0], list.at(-1), list.length]).toEqual(['2026-02-01', '2026-02-28', 28]);
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
  });

  it('asks the server for the days’ instants in the user’s zone, across a DST change', () => {
    // Berlin's week of 23 March 2026 ends after the spring change (29 March).
    expect(rangeOf(viewDays('week', '2026-03-25', 1), 'Europe/Berlin')).toEqual({
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
  });

  it('puts posts on their day in the user’s zone, drafts on the day they were written', () => {
    const posts = [
      { id: 'late', scheduledAt: '2026-11-25T23:30:00.000Z', createdAt: '2026-11-01T00:00:00Z' },
      { id: 'draft', scheduledAt: null, createdAt: '2026-11-25T08:00:00.000Z' },
    ];
    const tokyo = postsByDay(posts, 'Asia/Tokyo');
    expect(tokyo.get('2026-11-26')?.map((p) => p.id)).toEqual(['late']);
    expect(tokyo.get('2026-11-25')?.map((p) => p.id)).toEqual(['draft']);
    expect(
      postsByDay(posts, 'UTC')
        .get('2026-11-25')
        ?.map((p) => p.id),
    ).toEqual(['late', 'draft']);
  });

  it('moves a dropped post to the same wall time, or to the hour keeping its minute', () => {
    const post = { scheduledAt: '2026-11-25T08:45:00.000Z', createdAt: '2026-11-01T00:00:00Z' };
    // 09:45 Berlin on the 25th → 09:45 on the 27th; to 14:xx on the 26th → 14:45.
    expect(droppedInstant(post, { date: '2026-11-27' }, 'Europe/Berlin')?.toISOString()).toBe(
      '2026-11-27T08:45:00.000Z',
    );
    expect(
      droppedInstant(post, { date: '2026-11-26', hour: 14 }, 'Europe/Berlin')?.toISOString(),
    ).toBe('2026-11-26T13:45:00.000Z');
  });
});

describe('clockTime', () => {
  it('writes the time of day in the zone and locale as toLocaleTimeString does', () => {
    const at = new Date('2026-03-29T00:30:00Z');
    for (const [zone, locale] of [
      ['America/New_York', 'en-US'],
      ['Europe/Berlin', 'de-DE'],
      ['Asia/Kolkata', 'en-GB'],
    ] as const) {
      const expected = at.toLocaleTimeString(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
      });
      expect(clockTime(at, zone, locale)).toBe(expected);
      // Again from the kept formatter.
      expect(clockTime(at, zone, locale)).toBe(expected);
    }
    expect(clockTime(at, 'America/New_York', 'en-US')).toBe('8:30 PM');
    expect(clockTime(at, 'Europe/Berlin', 'de-DE')).toBe('1:30');
  });
});
