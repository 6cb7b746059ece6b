import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_SCHEDULE, queueScheduleInput } from './queue-schedule';
import { nextFreeSlot, queueSlots, type QueueRules } from './queue-slots';

const weekdays = (timeZone: string): QueueRules => ({ ...DEFAULT_QUEUE_SCHEDULE, timeZone });
const next = (rules: QueueRules, after: string, taken: string[] = []) =>
  nextFreeSlot(rules, new Date(after), new Set(taken.map((at) => Date.parse(at))))?.toISOString();

describe('nextFreeSlot', () => {
  it('takes the next time the same day, then the next chosen day', () => {
    const utc = weekdays('UTC');
    expect(next(utc, '2026-11-25T10:00:00Z')).toBe('2026-11-25T12:00:00.000Z');
    expect(next(utc, '2026-11-25T17:00:00Z')).toBe('2026-11-26T09:00:00.000Z');
  });

  it('skips taken slots and crosses the week boundary past days not chosen', () => {
    const utc = weekdays('UTC');
    // Friday 27 November after its last slot: Monday 30 November, 09:00 (weekend not chosen).
    expect(next(utc, '2026-11-27T17:30:00Z')).toBe('2026-11-30T09:00:00.000Z');
    expect(
      next(utc, '2026-11-27T11:00:00Z', ['2026-11-27T12:00:00Z', '2026-11-27T17:00:00Z']),
    ).toBe('2026-11-30T09:00:00.000Z');
    // Sunday is day 7: a Sunday-only queue on a Saturday evening in Tokyo.
    const sundays: QueueRules = { days: [7], times: ['08:00'], timeZone: 'Asia/Tokyo' };
    expect(next(sundays, '2026-11-28T12:00:00Z')).toBe('2026-11-28T23:00:00.000Z');
  });

  it('reads times in the zone, before and after both DST changes (Berlin and New York)', () => {
    const berlin = weekdays('Europe/Berlin');
    // Friday 27 March 2026 (CET, +1) and Monday 30 March (CEST, +2), across the spring change.
    expect(next(berlin, '2026-03-27T07:30:00Z')).toBe('2026-03-27T08:00:00.000Z');
    expect(next(berlin, '2026-03-27T16:30:00Z')).toBe('2026-03-30T07:00:00.000Z');
    // Friday 23 October (CEST) and Monday 26 October (CET), across the autumn change.
    expect(next(berlin, '2026-10-23T06:30:00Z')).toBe('2026-10-23T07:00:00.000Z');
    expect(next(berlin, '2026-10-23T15:30:00Z')).toBe('2026-10-26T08:00:00.000Z');
    const newYork = weekdays('America/New_York');
    // Friday 6 March (EST, −5), Monday 9 March (EDT, −4); Friday 30 October (EDT), Monday 2 November (EST).
    expect(next(newYork, '2026-03-06T23:00:00Z')).toBe('2026-03-09T13:00:00.000Z');
    expect(next(newYork, '2026-03-06T13:30:00Z')).toBe('2026-03-06T14:00:00.000Z');
    expect(next(newYork, '2026-10-30T22:00:00Z')).toBe('2026-11-02T14:00:00.000Z');
  });

  it('a time the clocks skip is the instant after the jump, once', () => {
    const rules: QueueRules = { days: [7], times: ['02:30', '03:30'], timeZone: 'Europe/Berlin' };
    const slots = [...queueSlots(rules, new Date('2026-03-28T12:00:00Z'), 8)].map((slot) =>
      slot.toISOString(),
    );
    // Sunday 29 March: 02:30 does not exist and moves to 03:30 CEST (01:30Z), the same instant as
    // 03:30; the next Sunday has both.
    expect(slots).toEqual([
      '2026-03-29T01:30:00.000Z',
      '2026-04-05T00:30:00.000Z',
      '2026-04-05T01:30:00.000Z',
    ]);
  });

  it('with cells, takes only those weekday × time pairs, in the zone (best times, ADR 0091)', () => {
    // Tuesday 09:00 and Thursday 17:00 in New York, not Tuesday 17:00 nor Thursday 09:00.
    const rules: QueueRules = {
      days: [1],
      times: ['12:00'],
      timeZone: 'America/New_York',
      cells: [
        { day: 4, time: '17:00' },
        { day: 2, time: '09:00' },
      ],
    };
    const slots = [...queueSlots(rules, new Date('2026-11-23T00:00:00Z'), 7)].map((slot) =>
      slot.toISOString(),
    );
    expect(slots).toEqual(['2026-11-24T14:00:00.000Z', '2026-11-26T22:00:00.000Z']);
    expect(next(rules, '2026-11-24T14:00:00Z', ['2026-11-26T22:00:00Z'])).toBe(
      '2026-12-01T14:00:00.000Z',
    );
  });

  it('answers null when every slot within the horizon is taken', () => {
    const rules: QueueRules = { days: [1], times: ['09:00'], timeZone: 'UTC' };
    const after = new Date('2026-11-25T00:00:00Z');
    const all = new Set([...queueSlots(rules, after)].map((slot) => slot.getTime()));
    expect(all.size).toBeGreaterThanOrEqual(52);
    expect(nextFreeSlot(rules, after, all)).toBeNull();
  });
});

describe('queueScheduleInput', () => {
  it('sorts and dedupes, and names what is wrong', () => {
    expect(queueScheduleInput.parse({ days: [5, 1, 5], times: ['17:00', '09:00'] })).toEqual({
      days: [1, 5],
      times: ['09:00', '17:00'],
    });
    const message = (value: unknown) =>
      queueScheduleInput.safeParse(value).error?.issues[0]?.message;
    expect(message({ days: [], times: ['09:00'] })).toBe('Choose at least one day for the queue');
    expect(message({ days: [1], times: [] })).toBe('Add at least one time for the queue');
    expect(message({ days: [8], times: ['09:00'] })).toBe(
      'days must be weekday numbers, 1 (Monday) to 7 (Sunday)',
    );
    expect(message({ days: [1], times: ['9am'] })).toBe(
      'times must be times of day like 09:30 (24-hour, HH:MM)',
    );
  });
});
