import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant, zonedWallTime } from './zoned-time';

const at = (date: string, time: string, zone: string) =>
  zonedInstant({ date, time }, zone)?.toISOString();

describe('zonedInstant: 09:00 local the day after each DST change (ADR 0056)', () => {
  // Europe/Berlin: CET +01:00, CEST +02:00 from 2026-03-29 to 2026-10-25.
  it('Europe/Berlin, spring: 09:00 the day before is 08:00Z, the day after 07:00Z', () => {
    expect(at('2026-03-28', '09:00', 'Europe/Berlin')).toBe('2026-03-28T08:00:00.000Z');
    expect(at('2026-03-30', '09:00', 'Europe/Berlin')).toBe('2026-03-30T07:00:00.000Z');
  });

  it('Europe/Berlin, autumn: 09:00 the day before is 07:00Z, the day after 08:00Z', () => {
    expect(at('2026-10-24', '09:00', 'Europe/Berlin')).toBe('2026-10-24T07:00:00.000Z');
    expect(at('2026-10-26', '09:00', 'Europe/Berlin')).toBe('2026-10-26T08:00:00.000Z');
  });

  // America/New_York: EST −05:00, EDT −04:00 from 2026-03-08 to 2026-11-01.
  it('America/New_York, spring: 09:00 is 14:00Z before and 13:00Z after', () => {
    expect(at('2026-03-07', '09:00', 'America/New_York')).toBe('2026-03-07T14:00:00.000Z');
    expect(at('2026-03-09', '09:00', 'America/New_York')).toBe('2026-03-09T13:00:00.000Z');
  });

  it('America/New_York, autumn: 09:00 is 13:00Z before and 14:00Z after', () => {
    expect(at('2026-10-31', '09:00', 'America/New_York')).toBe('2026-10-31T13:00:00.000Z');
    expect(at('2026-11-02', '09:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z');
  });

  it('reads the same in a zone without DST and in UTC', () => {
    expect(at('2026-07-01', '09:00', 'Asia/Tokyo')).toBe('2026-07-01T00:00:00.000Z');
    expect(at('2026-07-01', '09:00', 'UTC')).toBe('2026-07-01T09:00:00.000Z');
  });
});

describe('zonedInstant on the change days themselves', () => {
  it('moves a time the clocks skipped forward by the jump', () => {
    // Berlin jumps 02:00 → 03:00 on 2026-03-29: 02:30 does not exist, 03:30 CEST is 01:30Z.
    expect(at('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    // New York jumps 02:00 → 03:00 on 2026-03-08: 02:15 reads as 03:15 EDT, 07:15Z.
    expect(at('2026-03-08', '02:15', 'America/New_York')).toBe('2026-03-08T07:15:00.000Z');
  });

  it('takes the earlier of a time the clocks show twice', () => {
    // Berlin falls back 03:00 → 02:00 on 2026-10-25: 02:30 CEST (00:30Z) comes first.
    expect(at('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    // New York falls back 02:00 → 01:00 on 2026-11-01: 01:30 EDT (05:30Z) comes first.
    expect(at('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('keeps the times either side of a change exact', () => {
    expect(at('2026-03-29', '01:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:00.000Z');
    expect(at('2026-03-29', '03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-10-25', '03:00', 'Europe/Berlin')).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('zonedInstant refuses what is not a day and a minute', () => {
  it.each([
    ['2026-02-30', '09:00'],
    ['2026-13-01', '09:00'],
    ['2026-03-01', '24:00'],
    ['2026-03-01', '9:00'],
    ['', ''],
  ])('%s %s', (date, time) => {
    expect(zonedInstant({ date, time }, 'Europe/Berlin')).toBeNull();
  });
});

describe('zonedWallTime', () => {
  it('reads an instant on the wall clock of the zone, whatever the machine’s zone', () => {
    expect(zonedWallTime(new Date('2026-03-30T07:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-30',
      time: '09:00',
      weekday: 1,
    });
    expect(zonedWallTime(new Date('2026-11-02T03:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-01',
      time: '22:30',
      weekday: 0,
    });
  });

  it('round-trips every quarter hour of both change weeks in two zones', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York']) {
      for (const start of ['2026-03-05T00:00:00Z', '2026-10-22T00:00:00Z']) {
        for (let step = 0; step < 14 * 24 * 4; step += 1) {
          const instant = new Date(Date.parse(start) + step * 900_000);
          const wall = zonedWallTime(instant, zone);
          const back = zonedInstant(wall, zone);
          // Only the second of two equal wall times (fall back) reads as the first one.
          const shown = back ? zonedWallTime(back, zone) : null;
          expect(shown && { date: shown.date, time: shown.time }).toEqual({
            date: wall.date,
            time: wall.time,
          });
        }
      }
    }
  });
});

describe('addDays', () => {
  it('steps across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
